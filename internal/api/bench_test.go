package api

import (
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"github.com/chronomap/chronomap/internal/feature/featuretest"
	"github.com/chronomap/chronomap/internal/store"
)

// benchServer serves n synthetic events (featuretest.Synthetic: spans of
// a day to five years, a few of a century, open ends) from a map file,
// with the answer cache on or off.
func benchServer(b *testing.B, n int, cache bool) *httptest.Server {
	path := filepath.Join(b.TempDir(), "bench.db")
	if err := store.WriteFile(path, featuretest.Synthetic(b, n, 1)); err != nil {
		b.Fatal(err)
	}
	db, err := store.Open(path, store.Options{ReadOnly: true})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	cfg := Config{Store: db}
	if !cache {
		cfg.AnswerCacheBytes = -1
	}
	srv := httptest.NewServer(New(cfg))
	b.Cleanup(srv.Close)
	return srv
}

func fetch(b *testing.B, url string) int {
	res, err := http.Get(url)
	if err != nil {
		b.Fatal(err)
	}
	n, _ := io.Copy(io.Discard, res.Body)
	res.Body.Close()
	if res.StatusCode != 200 {
		b.Fatalf("status %d", res.StatusCode)
	}
	return int(n)
}

// BenchmarkItemsHTTP: the queries of make bench-http over HTTP on 100,000
// events, each read from the file every time (no answer cache) and from
// the answer cache, against the same bytes served as a static file.
func BenchmarkItemsHTTP(b *testing.B) {
	const year = "/collections/events/items?datetime=1902-01-01T00:00:00Z/1902-12-31T23:59:59Z"
	queries := []struct{ name, path string }{
		{"year", year + "&limit=100"},
		{"year-1000", year + "&limit=1000"},
		{"year-bbox", year + "&limit=100&bbox=2,45,10,52"},
		{"bbox-only", "/collections/events/items?limit=100&bbox=2,45,10,52"},
		{"unfiltered", "/collections/events/items?limit=100"},
		{"instant", "/collections/events/items?datetime=1903-07-30T00:00:00Z"},
		{"year-offset", year + "&limit=100&offset=1500"},
	}
	for _, cache := range []bool{false, true} {
		srv := benchServer(b, 100000, cache)
		for _, q := range queries {
			name := q.name + "/file"
			if cache {
				name = q.name + "/cached"
			}
			b.Run(name, func(b *testing.B) {
				size := fetch(b, srv.URL+q.path)
				b.SetBytes(int64(size))
				for b.Loop() {
					fetch(b, srv.URL+q.path)
				}
			})
		}
	}
	body := make([]byte, 36000)
	static := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", mediaGeoJSON)
		_, _ = w.Write(body)
	}))
	defer static.Close()
	b.Run("static-36KB", func(b *testing.B) {
		b.SetBytes(int64(len(body)))
		for b.Loop() {
			fetch(b, static.URL)
		}
	})
}
