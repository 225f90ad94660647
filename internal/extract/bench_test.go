package extract

import (
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/chronomap/chronomap/internal/testenv"
)

// BenchmarkExtractBundled extracts the bundled document (about 4,000
// characters) with the real geocoder: the target is under 50 ms.
func BenchmarkExtractBundled(b *testing.B) {
	text, err := os.ReadFile(testenv.BundledText(b))
	if err != nil {
		b.Fatal(err)
	}
	x, g := testExtractor(b), testGeocoder(b)
	b.ReportAllocs()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := x.Extract(string(text), g); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkExtractLinear extracts the bundled document repeated to 1 MB
// and 20 MB: extraction is linear in the text (targets: 1 MB under 2 s,
// 20 MB under 60 s), and the heap it holds grows with the text, not with
// its square (reported as MB-heap).
func BenchmarkExtractLinear(b *testing.B) {
	text, err := os.ReadFile(testenv.BundledText(b))
	if err != nil {
		b.Fatal(err)
	}
	x, g := testExtractor(b), testGeocoder(b)
	for _, size := range []struct {
		name  string
		bytes int
	}{{"1MB", 1 << 20}, {"20MB", 20 << 20}} {
		b.Run(size.name, func(b *testing.B) {
			doc := strings.Repeat(string(text)+"\n\n", size.bytes/(len(text)+2)+1)
			b.SetBytes(int64(len(doc)))
			var peak uint64
			for b.Loop() {
				r, err := x.Extract(doc, g)
				if err != nil {
					b.Fatal(err)
				}
				var ms runtime.MemStats
				runtime.ReadMemStats(&ms)
				peak = max(peak, ms.HeapInuse)
				runtime.KeepAlive(r)
			}
			b.ReportMetric(float64(peak)/(1<<20), "MB-heap")
		})
	}
}
