package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/store"
	"github.com/chronomap/chronomap/internal/when"
)

// TestIDsArePercentDecoded: a feature id is found whether its reserved
// characters are percent-encoded or not (every place id has a colon).
func TestIDsArePercentDecoded(t *testing.T) {
	t.Parallel()
	ds := smallDataset(t)
	for _, id := range []string{"geonames:2657896", "a+b", "a b", "ü/x"} {
		f := ds.Features["events"][0]
		f.ID = id
		f.GeoJSON = json.RawMessage(fmt.Sprintf(`{"id":%q,"type":"Feature","geometry":null,"properties":{}}`, id))
		ds.Features["events"] = append(ds.Features["events"], f)
	}
	for _, r := range readers {
		t.Run(r.name, func(t *testing.T) {
			t.Parallel()
			srv := httptest.NewServer(New(Config{Store: r.open(t, ds)}))
			defer srv.Close()
			tests := []struct{ path, id string }{
				{"geonames:2657896", "geonames:2657896"},
				{"geonames%3A2657896", "geonames:2657896"},
				{"geonames%3a2657896", "geonames:2657896"},
				{"a+b", "a+b"},
				{"a%2Bb", "a+b"},
				{"a%20b", "a b"},
				{"%C3%BC%2Fx", "ü/x"},
			}
			for _, tc := range tests {
				res, body := get(t, srv.URL+"/collections/events/items/"+tc.path)
				var f struct{ ID string }
				if res.StatusCode != 200 || json.Unmarshal(body, &f) != nil || f.ID != tc.id {
					t.Errorf("%s: status %d, body %s; want %s", tc.path, res.StatusCode, body, tc.id)
				}
			}
		})
	}
}

// TestSecurityHeadersOnEveryAnswer: pages, documents, files and errors all
// carry the policy headers.
func TestSecurityHeadersOnEveryAnswer(t *testing.T) {
	t.Parallel()
	assets := fstest.MapFS{"index.html": {Data: []byte("<!doctype html><title>map</title>")}, "app.js": {Data: []byte("1")}}
	srv := httptest.NewServer(New(Config{Store: readers[1].open(t, smallDataset(t)), Assets: assets, MaxInFlight: 4}))
	defer srv.Close()
	for _, path := range []string{"/", "/app.js", "/?f=json", "/collections", "/collections/events/items?f=html", "/collections/events/items?f=csv",
		"/api", "/collections/events/items?bbox=NaN,0,1,1", "/nothing-here", "/collections/nope"} {
		res, _ := get(t, srv.URL+path)
		h := res.Header
		csp := h.Get("Content-Security-Policy")
		if !strings.Contains(csp, "script-src 'self';") || strings.Contains(csp, "unsafe-eval") || !strings.Contains(csp, "frame-ancestors 'none'") ||
			!strings.Contains(csp, "img-src 'self' data: https://tile.openstreetmap.org https://*.tile.openstreetmap.org;") {
			t.Errorf("%s (%d): Content-Security-Policy %q", path, res.StatusCode, csp)
		}
		if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("X-Frame-Options") != "DENY" || h.Get("Referrer-Policy") != "strict-origin-when-cross-origin" {
			t.Errorf("%s (%d): %v", path, res.StatusCode, h)
		}
		if h.Get("X-XSS-Protection") != "" {
			t.Errorf("%s: X-XSS-Protection, which can open holes in old browsers, is set", path)
		}
	}
}

// TestHostNeverInAnswers: a forged Host header never reaches a link, in
// any representation, cacheable or not.
func TestHostNeverInAnswers(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(New(Config{Store: readers[0].open(t, smallDataset(t))}))
	defer srv.Close()
	for _, path := range []string{"/?f=json", "/collections", "/collections/events", "/collections/events/items?limit=1",
		"/collections/events/items?f=html&limit=1", "/collections/events/items/paris?f=html", "/api", "/collections?f=html"} {
		req, _ := http.NewRequest(http.MethodGet, srv.URL+path, nil)
		req.Host = "evil.example"
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 200 || bytes.Contains(body, []byte("evil.example")) {
			t.Errorf("%s: status %d, body names the forged host: %.200s", path, res.StatusCode, body)
		}
	}
}

// blockingReader answers Items only when its context ends or release is
// closed, as a slow page would.
type blockingReader struct {
	feature.Reader
	started chan struct{}
	release chan struct{}
}

func (b blockingReader) Items(ctx context.Context, collection string, q feature.Query, w feature.PageWriter) error {
	b.started <- struct{}{}
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-b.release:
		return b.Reader.Items(ctx, collection, q, w)
	}
}

func newBlocking(t *testing.T) blockingReader {
	return blockingReader{Reader: readers[1].open(t, smallDataset(t)), started: make(chan struct{}, 16), release: make(chan struct{})}
}

// logBuffer collects JSON log lines.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

// lines decodes the log lines written so far.
func (l *logBuffer) lines(t *testing.T) []map[string]any {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(l.buf.String()), "\n") {
		if line == "" {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("log line is not JSON: %q", line)
		}
		out = append(out, m)
	}
	return out
}

// TestClientGoneIsNotAnError: a client that leaves while its page is being
// assembled stops the work, is logged at DEBUG and counted, and the access
// log records 499, not 500; nothing is logged at ERROR.
func TestClientGoneIsNotAnError(t *testing.T) {
	t.Parallel()
	var logs logBuffer
	stats := &Stats{}
	r := newBlocking(t)
	srv := httptest.NewServer(New(Config{Store: r, Logger: slog.New(slog.NewJSONHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug})),
		AccessLog: true, Stats: stats}))
	defer srv.Close()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL+"/collections/events/items", nil)
	done := make(chan error)
	go func() {
		_, err := http.DefaultClient.Do(req)
		done <- err
	}()
	<-r.started
	cancel() // the client leaves
	if err := <-done; err == nil {
		t.Fatal("the request was answered")
	}
	deadline := time.Now().Add(5 * time.Second)
	for stats.ClientGone.Load() == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	srv.Close() // waits for the handler
	if stats.ClientGone.Load() != 1 || stats.ServerErrors.Load() != 0 {
		t.Errorf("client gone %d, server errors %d", stats.ClientGone.Load(), stats.ServerErrors.Load())
	}
	var access, debug int
	for _, l := range logs.lines(t) {
		switch {
		case l["level"] == "ERROR":
			t.Errorf("logged at ERROR: %v", l)
		case l["msg"] == "request":
			access++
			if l["status"] != float64(499) || l["method"] != "GET" || l["path"] != "/collections/events/items" {
				t.Errorf("access log %v", l)
			}
		case l["level"] == "DEBUG":
			debug++
		}
	}
	if access != 1 || debug != 1 {
		t.Errorf("%d access lines, %d debug lines: %v", access, debug, logs.lines(t))
	}
}

// TestAccessLog: one JSON line per request with method, path, query,
// status, bytes and duration.
func TestAccessLog(t *testing.T) {
	t.Parallel()
	var logs logBuffer
	srv := httptest.NewServer(New(Config{Store: readers[0].open(t, smallDataset(t)), Logger: slog.New(slog.NewJSONHandler(&logs, nil)), AccessLog: true}))
	defer srv.Close()
	_, body := get(t, srv.URL+"/collections/events/items?limit=1", "Accept-Encoding", "identity")
	get(t, srv.URL+"/collections/nope")
	lines := logs.lines(t)
	if len(lines) != 2 {
		t.Fatalf("%d lines: %v", len(lines), lines)
	}
	l := lines[0]
	if l["msg"] != "request" || l["method"] != "GET" || l["path"] != "/collections/events/items" || l["query"] != "limit=1" ||
		l["status"] != float64(200) || l["bytes"] != float64(len(body)) {
		t.Errorf("access line %v (body %d bytes)", l, len(body))
	}
	if d, ok := l["duration_ms"].(float64); !ok || d <= 0 {
		t.Errorf("duration_ms %v", l["duration_ms"])
	}
	if lines[1]["status"] != float64(404) {
		t.Errorf("second line %v", lines[1])
	}
}

// TestInFlightCap: beyond MaxInFlight running requests for features, one
// more waits QueueWait and is answered 503 with Retry-After and a JSON
// body; documents of fixed size are not queued behind them.
func TestInFlightCap(t *testing.T) {
	t.Parallel()
	stats := &Stats{}
	r := newBlocking(t)
	srv := httptest.NewServer(New(Config{Store: r, MaxInFlight: 2, QueueWait: 50 * time.Millisecond, Stats: stats}))
	defer srv.Close()
	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, body := get(t, srv.URL+"/collections/events/items")
			if res.StatusCode != 200 {
				t.Errorf("a request within the cap: %d %s", res.StatusCode, body)
			}
		}()
	}
	<-r.started
	<-r.started
	res, body := get(t, srv.URL+"/collections/events/items")
	if res.StatusCode != 503 || res.Header.Get("Retry-After") != "1" || !strings.Contains(string(body), `"code":"ServiceUnavailable"`) {
		t.Errorf("beyond the cap: %d, Retry-After %q, %s", res.StatusCode, res.Header.Get("Retry-After"), body)
	}
	// A document of fixed size is not queued behind the features: queued,
	// it would be refused 503 after QueueWait, as the blocked pages never end.
	if res, body := get(t, srv.URL+"/collections"); res.StatusCode != 200 {
		t.Errorf("/collections while the cap is reached: %d %s", res.StatusCode, body)
	}
	close(r.release)
	wg.Wait()
	if stats.Rejected.Load() != 1 {
		t.Errorf("rejected %d", stats.Rejected.Load())
	}
	// Slots are free again.
	if res, _ := get(t, srv.URL+"/collections"); res.StatusCode != 200 {
		t.Errorf("after the load: %d", res.StatusCode)
	}
}

// slowPagesReader blocks Items for pages of more than one feature until
// release is closed; pages of one are read at once.
type slowPagesReader struct {
	feature.Reader
	started chan struct{}
	release chan struct{}
}

func (b slowPagesReader) Items(ctx context.Context, collection string, q feature.Query, w feature.PageWriter) error {
	if q.Limit == 1 {
		return b.Reader.Items(ctx, collection, q, w)
	}
	return blockingReader(b).Items(ctx, collection, q, w)
}

// TestCachedAnswersAreNotQueued: with every slot of the work in flight
// taken, a page the answer cache holds is still answered at once, and a
// page it does not hold waits and gets its 503.
func TestCachedAnswersAreNotQueued(t *testing.T) {
	t.Parallel()
	b := newBlocking(t)
	r := slowPagesReader(b)
	srv := httptest.NewServer(New(Config{Store: r, MaxInFlight: 1, QueueWait: 50 * time.Millisecond}))
	defer srv.Close()
	res, first := get(t, srv.URL+"/collections/events/items?limit=1")
	if res.StatusCode != 200 {
		t.Fatalf("%d %s", res.StatusCode, first)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		if res, body := get(t, srv.URL+"/collections/events/items?limit=2"); res.StatusCode != 200 {
			t.Errorf("the slow page: %d %s", res.StatusCode, body)
		}
	}()
	<-r.started
	// Queued, the cached page would be refused 503 after QueueWait.
	res, again := get(t, srv.URL+"/collections/events/items?limit=1")
	if res.StatusCode != 200 || !bytes.Equal(again, first) {
		t.Errorf("the cached page while the slot is taken: %d %s", res.StatusCode, again)
	}
	if res, body := get(t, srv.URL+"/collections/events/items?limit=3"); res.StatusCode != 503 {
		t.Errorf("an uncached page while the slot is taken: %d %s", res.StatusCode, body)
	}
	close(r.release)
	<-done
}

// TestRequestTimeout: a request whose work outlasts RequestTimeout has its
// context ended and is answered 503.
func TestRequestTimeout(t *testing.T) {
	t.Parallel()
	r := newBlocking(t)
	srv := httptest.NewServer(New(Config{Store: r, RequestTimeout: 50 * time.Millisecond}))
	defer srv.Close()
	res, body := get(t, srv.URL+"/collections/events/items")
	if res.StatusCode != 503 || !strings.Contains(string(body), "took longer than 50ms") {
		t.Errorf("%d %s", res.StatusCode, body)
	}
}

// TestHugeOffset: the HTML summary of a page far past the end counts
// right (it printed a negative number), and no next link appears.
func TestHugeOffset(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(New(Config{Store: readers[0].open(t, smallDataset(t))}))
	defer srv.Close()
	res, body := get(t, srv.URL+"/collections/events/items?f=html&offset=9223372036854775807")
	if res.StatusCode != 200 || !strings.Contains(string(body), "no features from number 9223372036854775808: 3 match") || strings.Contains(string(body), "next page") {
		t.Errorf("%d %s", res.StatusCode, body)
	}
	for _, tc := range []struct {
		returned, matched, offset int
		want                      string
	}{
		{3, 3, 0, "features 1 to 3 of 3 matching"},
		{1, 3, 2, "features 3 to 3 of 3 matching"},
		{0, 0, 0, "no features from number 1: 0 match"},
	} {
		if got := pageSummary(tc.returned, tc.matched, tc.offset); got != tc.want {
			t.Errorf("pageSummary(%d, %d, %d) = %q, want %q", tc.returned, tc.matched, tc.offset, got, tc.want)
		}
	}
}

// swapDataset is n events on one day, with ids naming the generation.
func swapDataset(t *testing.T, generation, n int) feature.Dataset {
	var feats []feature.Feature
	iv, _ := when.ParseEDTF("1902-06-01")
	for i := range n {
		id := fmt.Sprintf("g%d-%03d", generation, i)
		b := orb.Point{float64(i % 180), 0}.Bound()
		feats = append(feats, feature.Feature{ID: id, Interval: iv, Bound: &b, GeoJSON: json.RawMessage(fmt.Sprintf(
			`{"id":%q,"type":"Feature","geometry":{"type":"Point","coordinates":[%d,0]},"properties":{"when":"1902-06-01"}}`, id, i%180))})
	}
	return feature.Dataset{Collections: []feature.Collection{{ID: "events", Title: "Events"}}, Features: map[string][]feature.Feature{"events": feats},
		Modified: time.Date(1902, 1, 1, 0, 0, generation, 0, time.UTC)}
}

// TestLiveSwapsUnderRequests: 20 imports renamed over the served file
// while 8 clients read it: no request fails, and every answer comes whole
// from one dataset, its ETag and features agreeing.
func TestLiveSwapsUnderRequests(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "live.db")
	sizes := map[int]int{}
	for g := 0; g <= 20; g++ {
		sizes[g] = 50 + 7*g
	}
	if err := store.WriteFile(path, swapDataset(t, 0, sizes[0])); err != nil {
		t.Fatal(err)
	}
	live, err := store.OpenLive(path)
	if err != nil {
		t.Fatal(err)
	}
	defer live.Close()
	srv := httptest.NewServer(New(Config{Store: live}))
	defer srv.Close()

	// The ETag of each generation, to check the answers against.
	etags := sync.Map{}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	var mu sync.Mutex
	answers, failures := 0, []string{}
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				res, err := http.Get(srv.URL + "/collections/events/items?limit=1000")
				if err != nil {
					mu.Lock()
					failures = append(failures, err.Error())
					mu.Unlock()
					continue
				}
				body, _ := io.ReadAll(res.Body)
				res.Body.Close()
				var fc struct {
					Features []struct{ ID string }
					Matched  int `json:"numberMatched"`
				}
				problem := ""
				if res.StatusCode != 200 || json.Unmarshal(body, &fc) != nil || len(fc.Features) == 0 {
					problem = fmt.Sprintf("status %d: %.200s", res.StatusCode, body)
				} else {
					var g int
					fmt.Sscanf(fc.Features[0].ID, "g%d-", &g)
					for _, f := range fc.Features {
						if !strings.HasPrefix(f.ID, fmt.Sprintf("g%d-", g)) {
							problem = "features of two datasets in one answer"
						}
					}
					if fc.Matched != sizes[g] || len(fc.Features) != sizes[g] {
						problem = fmt.Sprintf("generation %d: %d features of %d matched, want %d", g, len(fc.Features), fc.Matched, sizes[g])
					}
					if prev, loaded := etags.LoadOrStore(g, res.Header.Get("ETag")); loaded && prev != res.Header.Get("ETag") {
						problem = fmt.Sprintf("generation %d answered with ETags %s and %s", g, prev, res.Header.Get("ETag"))
					}
				}
				mu.Lock()
				answers++
				if problem != "" {
					failures = append(failures, problem)
				}
				mu.Unlock()
			}
		}()
	}
	for g := 1; g <= 20; g++ {
		time.Sleep(10 * time.Millisecond)
		if err := store.WriteFile(path, swapDataset(t, g, sizes[g])); err != nil {
			t.Fatal(err)
		}
		if changed, err := live.Reload(false); !changed || err != nil {
			t.Fatalf("swap %d: %v %v", g, changed, err)
		}
	}
	time.Sleep(20 * time.Millisecond)
	close(stop)
	wg.Wait()
	if len(failures) > 0 {
		t.Errorf("%d of %d requests failed, e.g. %s", len(failures), answers, failures[0])
	}
	if answers < 40 {
		t.Errorf("only %d answers during the swaps", answers)
	}
	seen := 0
	etags.Range(func(any, any) bool { seen++; return true })
	if seen < 5 {
		t.Errorf("answers came from %d datasets of 21", seen)
	}
}
