package api

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/store"
	"github.com/chronomap/chronomap/internal/when"
)

// benchServer serves n one-day events spread over 200 years.
func benchServer(b *testing.B, n int) *httptest.Server {
	db, err := store.Open(filepath.Join(b.TempDir(), "bench.db"), store.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	start := when.Date{Year: 1800, Month: 1, Day: 1}.Days()
	feats := make([]feature.Feature, n)
	for i := range feats {
		d := when.DateFromDays(start + int64(i)%73000)
		p := orb.Point{float64(i%360) - 180, float64(i%170) - 85}
		bound := p.Bound()
		id := fmt.Sprintf("e%07d", i)
		feats[i] = feature.Feature{ID: id, Interval: when.Interval{Earliest: d, Latest: d}, Bound: &bound,
			GeoJSON: json.RawMessage(fmt.Sprintf(`{"id":%q,"type":"Feature","geometry":{"type":"Point","coordinates":[%v,%v]},"properties":{"type":"meeting","when":%q}}`, id, p[0], p[1], d))}
	}
	if err := db.ReplaceDataset(feature.Dataset{Collections: []feature.Collection{{ID: "events"}}, Features: map[string][]feature.Feature{"events": feats}}); err != nil {
		b.Fatal(err)
	}
	srv := httptest.NewServer(New(Config{Store: db}))
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

// BenchmarkItemsHTTP: a one-year datetime query (about 100 of 100,000
// events per year... limited to 100) over HTTP, against the same bytes served
// as a static file.
func BenchmarkItemsHTTP(b *testing.B) {
	srv := benchServer(b, 100000)
	url := srv.URL + "/collections/events/items?datetime=1900-01-01/1900-12-31&limit=100"
	size := fetch(b, url)
	b.Run("items", func(b *testing.B) {
		b.SetBytes(int64(size))
		for b.Loop() {
			fetch(b, url)
		}
	})
	body := make([]byte, size)
	static := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", mediaGeoJSON)
		_, _ = w.Write(body)
	}))
	defer static.Close()
	b.Run("static", func(b *testing.B) {
		b.SetBytes(int64(size))
		for b.Loop() {
			fetch(b, static.URL)
		}
	})
}
