package api

import (
	"bytes"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"reflect"
	"testing"
)

// TestReplayedAnswers: an items answer asked for again is sent before
// routing with the same status, headers and body as the full path gave
// it, and logged; what changes headers (an Origin) or status (validators)
// goes the full path.
func TestReplayedAnswers(t *testing.T) {
	t.Parallel()
	var logs logBuffer
	stats := &Stats{}
	srv := httptest.NewServer(New(Config{Store: readers[0].open(t, smallDataset(t)), Logger: slog.New(slog.NewJSONHandler(&logs, nil)),
		AccessLog: true, Stats: stats, CORSOrigins: []string{"https://teacher.example"}}))
	defer srv.Close()
	url := srv.URL + "/collections/events/items?datetime=1902-01-01/1902-12-31&limit=2"
	for _, enc := range []string{"", "gzip"} {
		var first *http.Response
		var firstBody []byte
		// Identity: a miss, a hit through the router, a replay; gzip: a hit
		// (the answer is kept by then), two replays.
		for i := range 3 {
			res, body := get(t, url, "Accept-Encoding", enc)
			if res.StatusCode != 200 || len(body) == 0 {
				t.Fatalf("%s request %d: %d", enc, i, res.StatusCode)
			}
			res.Header.Del("Date")
			if i == 0 {
				first, firstBody = res, body
				continue
			}
			if !reflect.DeepEqual(res.Header, first.Header) || !bytes.Equal(body, firstBody) {
				t.Errorf("%q request %d differs from the first:\n%v\n%v", enc, i, res.Header, first.Header)
			}
		}
		if enc == "gzip" && first.Header.Get("Content-Encoding") != "gzip" {
			t.Errorf("gzip asked, %q given", first.Header.Get("Content-Encoding"))
		}
	}
	if n, r := stats.Requests.Load(), stats.Replayed.Load(); n != 6 || r != 3 {
		t.Errorf("%d requests counted, %d replayed; want 6, 3", n, r)
	}
	lines := logs.lines(t)
	if len(lines) != 6 {
		t.Fatalf("%d access lines, want 6", len(lines))
	}
	for _, l := range lines {
		if l["status"] != float64(200) || l["path"] != "/collections/events/items" || l["query"] != "datetime=1902-01-01/1902-12-31&limit=2" {
			t.Errorf("access line %v", l)
		}
	}
	res, _ := get(t, url, "Origin", "https://teacher.example")
	if res.Header.Get("Access-Control-Allow-Origin") != "https://teacher.example" {
		t.Errorf("a cross-origin request lost its CORS header: %v", res.Header)
	}
	res, _ = get(t, url, "If-None-Match", res.Header.Get("ETag"))
	if res.StatusCode != http.StatusNotModified {
		t.Errorf("a matching If-None-Match: %d, want 304", res.StatusCode)
	}
}

// TestDoubleSlashes: a client that joins paths to a landing page URL
// ending in a slash (GDAL's OAPIF:http://host/) asks for //collections.
func TestDoubleSlashes(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(New(Config{Store: readers[0].open(t, smallDataset(t))}))
	defer srv.Close()
	_, want := get(t, srv.URL+"/collections/events/items?limit=2")
	res, body := get(t, srv.URL+"//collections//events/items?limit=2")
	if res.StatusCode != 200 || !bytes.Equal(body, want) {
		t.Errorf("//collections//events/items: %d %.200s", res.StatusCode, body)
	}
}
