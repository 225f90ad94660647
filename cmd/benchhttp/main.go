// Command benchhttp loads a running chronomap server and, in the same run,
// a minimal Go static server holding each query's exact answer bytes, with
// wrk (Debian's package), interleaved query by query and round by round so
// that a busy machine slows both alike. It prints, per query and number of
// connections, requests/s, p50 and p99 latency, body bytes and the ratio
// of chronomap's requests/s to the static server's, as a Markdown table.
//
//	go run ./tools/benchhttp -target http://127.0.0.1:18080
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// query is one benchmarked request.
type query struct {
	name, path string
	gzip       bool
}

const year1902 = "/collections/events/items?datetime=1902-01-01T00:00:00Z/1902-12-31T23:59:59Z"

var queries = []query{
	{"(a) 1902, limit=100", year1902 + "&limit=100", false},
	{"(b) 1902, limit=1000", year1902 + "&limit=1000", false},
	{"(c) 1902 + bbox=2,45,10,52", year1902 + "&limit=100&bbox=2,45,10,52", false},
	{"(d) no filter, limit=100", "/collections/events/items?limit=100", false},
	{"(e) instant 1903-07-30", "/collections/events/items?datetime=1903-07-30T00:00:00Z", false},
	{"(f) (a) offset=15000", year1902 + "&limit=100&offset=15000", false},
	{"(g) (a) gzip", year1902 + "&limit=100", true},
}

// answer is what the static server replays for a query.
type answer struct {
	body                    []byte
	contentType, contentEnc string
}

// result is one wrk run.
type result struct {
	rps      float64
	p50, p99 time.Duration
	errors   int
}

func main() {
	target := flag.String("target", "http://127.0.0.1:18080", "chronomap base `URL`")
	duration := flag.Duration("duration", 5*time.Second, "length of each wrk run")
	rounds := flag.Int("rounds", 2, "rounds over all queries")
	connList := flag.String("conns", "1,16", "comma-separated connection `counts`")
	flag.Parse()
	if _, err := exec.LookPath("wrk"); err != nil {
		log.Fatal("wrk is not installed (Debian: apt-get install wrk)")
	}
	var conns []int
	for _, s := range strings.Split(*connList, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 1 {
			log.Fatalf("-conns %q: want positive counts", *connList)
		}
		conns = append(conns, n)
	}

	answers := make([]answer, len(queries))
	for i, q := range queries {
		a, err := fetch(*target+q.path, q.gzip)
		if err != nil {
			log.Fatalf("%s: %v", q.name, err)
		}
		answers[i] = a
	}
	static, stop := serveStatic(answers)
	defer stop()

	type key struct{ q, c int }
	ours, theirs := map[key][]result{}, map[key][]result{}
	for r := range *rounds {
		for _, c := range conns {
			for i, q := range queries {
				runOurs := func() { ours[key{i, c}] = append(ours[key{i, c}], wrk(*target+q.path, q.gzip, c, *duration)) }
				runStatic := func() {
					theirs[key{i, c}] = append(theirs[key{i, c}], wrk(static+q.path, q.gzip, c, *duration))
				}
				// Alternate who goes first, so neither always runs on a
				// machine warmed (or loaded) by the other.
				if (r+i)%2 == 0 {
					runOurs()
					runStatic()
				} else {
					runStatic()
					runOurs()
				}
			}
		}
	}

	fmt.Printf("| query | conns | chronomap req/s | p50 | p99 | static req/s | static p50 | static p99 | body bytes | ratio |\n")
	fmt.Printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, c := range conns {
		for i, q := range queries {
			o, s := summarize(ours[key{i, c}]), summarize(theirs[key{i, c}])
			errs := ""
			if o.errors+s.errors > 0 {
				errs = fmt.Sprintf(" (%d/%d errors)", o.errors, s.errors)
			}
			fmt.Printf("| %s | %d | %.0f | %s | %s | %.0f | %s | %s | %d | %.2f%s |\n", q.name, c, o.rps, ms(o.p50), ms(o.p99),
				s.rps, ms(s.p50), ms(s.p99), len(answers[i].body), o.rps/s.rps, errs)
		}
	}
}

// summarize is the mean of the rounds' requests/s and the worst p50 and
// p99.
func summarize(rs []result) result {
	var out result
	for _, r := range rs {
		out.rps += r.rps / float64(len(rs))
		out.p50 = max(out.p50, r.p50)
		out.p99 = max(out.p99, r.p99)
		out.errors += r.errors
	}
	return out
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d)/float64(time.Millisecond)) }

// fetch gets a query's answer as the server sends it (gzipped when asked).
func fetch(url string, gz bool) (answer, error) {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return answer{}, err
	}
	if gz {
		req.Header.Set("Accept-Encoding", "gzip")
	}
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	res, err := client.Do(req)
	if err != nil {
		return answer{}, err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		return answer{}, err
	}
	if res.StatusCode != http.StatusOK {
		return answer{}, fmt.Errorf("status %d: %s", res.StatusCode, body)
	}
	if gz && res.Header.Get("Content-Encoding") != "gzip" {
		return answer{}, errors.New("asked for gzip, got " + strconv.Quote(res.Header.Get("Content-Encoding")))
	}
	return answer{body: body, contentType: res.Header.Get("Content-Type"), contentEnc: res.Header.Get("Content-Encoding")}, nil
}

// serveStatic serves each answer at its query's URL (gzip by
// Accept-Encoding) from memory, as plainly as net/http can.
func serveStatic(answers []answer) (string, func()) {
	type entry struct{ plain, gz *answer }
	byURI := map[string]*entry{}
	for i, q := range queries {
		e := byURI[q.path]
		if e == nil {
			e = &entry{}
			byURI[q.path] = e
		}
		if q.gzip {
			e.gz = &answers[i]
		} else {
			e.plain = &answers[i]
		}
	}
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		e := byURI[r.URL.RequestURI()]
		if e == nil {
			http.NotFound(w, r)
			return
		}
		a := e.plain
		if e.gz != nil && strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			a = e.gz
		}
		w.Header().Set("Content-Type", a.contentType)
		if a.contentEnc != "" {
			w.Header().Set("Content-Encoding", a.contentEnc)
		}
		w.Header().Set("Content-Length", strconv.Itoa(len(a.body)))
		_, _ = w.Write(a.body)
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		log.Fatal(err)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	return "http://" + ln.Addr().String(), func() { srv.Close() }
}

var (
	rpsLine     = regexp.MustCompile(`Requests/sec:\s+([0-9.]+)`)
	latencyLine = regexp.MustCompile(`(?m)^\s+(50|99)%\s+([0-9.]+)(us|ms|s)\s*$`)
	errorLine   = regexp.MustCompile(`Non-2xx or 3xx responses:\s+(\d+)|Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)`)
)

// wrk runs wrk against url with conns connections.
func wrk(url string, gz bool, conns int, d time.Duration) result {
	args := []string{"-t", strconv.Itoa(min(conns, 2)), "-c", strconv.Itoa(conns), "-d", d.String(), "--latency"}
	if gz {
		args = append(args, "-H", "Accept-Encoding: gzip")
	}
	out, err := exec.Command("wrk", append(args, url)...).CombinedOutput()
	if err != nil {
		log.Fatalf("wrk %s: %v\n%s", url, err, out)
	}
	var r result
	m := rpsLine.FindSubmatch(out)
	if m == nil {
		log.Fatalf("wrk %s: no Requests/sec in\n%s", url, out)
	}
	r.rps, _ = strconv.ParseFloat(string(m[1]), 64)
	for _, l := range latencyLine.FindAllSubmatch(out, -1) {
		v, _ := strconv.ParseFloat(string(l[2]), 64)
		unit := map[string]time.Duration{"us": time.Microsecond, "ms": time.Millisecond, "s": time.Second}[string(l[3])]
		d := time.Duration(v * float64(unit))
		if string(l[1]) == "50" {
			r.p50 = d
		} else {
			r.p99 = d
		}
	}
	for _, e := range errorLine.FindAllSubmatch(out, -1) {
		for _, g := range e[1:] {
			n, _ := strconv.Atoi(string(g))
			r.errors += n
		}
	}
	return r
}
