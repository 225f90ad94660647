package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/store"
	"github.com/chronomap/chronomap/internal/when"
)

var fixedNow = func() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC) }

// smallDataset is three events: two in 1902 (Paris, London), one in 1903
// (Brussels).
func smallDataset(t *testing.T) feature.Dataset {
	t.Helper()
	feat := func(id, edtf string, lon, lat float64) feature.Feature {
		iv, err := when.ParseEDTF(edtf)
		if err != nil {
			t.Fatal(err)
		}
		b := orb.Point{lon, lat}.Bound()
		return feature.Feature{ID: id, Interval: iv, Bound: &b, GeoJSON: json.RawMessage(fmt.Sprintf(
			`{"id":%q,"type":"Feature","geometry":{"type":"Point","coordinates":[%v,%v]},"properties":{"when":%q}}`, id, lon, lat, edtf))}
	}
	return feature.Dataset{
		Collections: []feature.Collection{{ID: "events", Title: "Events"}},
		Features: map[string][]feature.Feature{"events": {
			feat("paris", "1902", 2.352, 48.857),
			feat("london", "1902-06", -0.128, 51.507),
			feat("brussels", "1903-07/1903-08", 4.352, 50.85),
		}},
		Modified: time.Date(2025, 5, 6, 7, 8, 9, 0, time.UTC),
	}
}

// readers are the feature.Reader implementations the API is tested over.
var readers = []struct {
	name string
	open func(t *testing.T, ds feature.Dataset) feature.Reader
}{
	{"bbolt", func(t *testing.T, ds feature.Dataset) feature.Reader {
		db, err := store.Open(filepath.Join(t.TempDir(), "api.db"), store.Options{})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		if err := db.ReplaceDataset(ds); err != nil {
			t.Fatal(err)
		}
		return db
	}},
	{"memory", func(t *testing.T, ds feature.Dataset) feature.Reader {
		m, err := feature.NewMemory(ds)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}},
}

// forEachReader runs test, once per Reader, against a server of
// smallDataset.
func forEachReader(t *testing.T, test func(t *testing.T, srv *httptest.Server)) {
	for _, r := range readers {
		t.Run(r.name, func(t *testing.T) {
			t.Parallel()
			srv := httptest.NewServer(New(Config{Store: r.open(t, smallDataset(t)), Now: fixedNow}))
			t.Cleanup(srv.Close)
			test(t, srv)
		})
	}
}

func get(t *testing.T, url string, header ...string) (*http.Response, []byte) {
	t.Helper()
	return do(t, http.MethodGet, url, header...)
}

// do makes a request with the method and header (name, value, …) and
// returns the answer with its body read.
func do(t *testing.T, method, url string, header ...string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, body
}

type fcDoc struct {
	Type     string `json:"type"`
	Features []struct {
		ID string `json:"id"`
	} `json:"features"`
	NumberMatched  int    `json:"numberMatched"`
	NumberReturned int    `json:"numberReturned"`
	TimeStamp      string `json:"timeStamp"`
	Links          []link `json:"links"`
}

func TestItems(t *testing.T) {
	t.Parallel()
	forEachReader(t, func(t *testing.T, srv *httptest.Server) {
		tests := []struct {
			query   string
			want    string
			matched int
			next    bool
		}{
			{"", "paris,london,brussels", 3, false},
			{"datetime=1902-06-10", "paris,london", 2, false},
			{"datetime=1903-01-01/..", "brussels", 1, false},
			{"datetime=../1902-03-01", "paris", 1, false},
			{"datetime=1903-01-01/", "brussels", 1, false},
			{"datetime=/1902-03-01", "paris", 1, false},
			{"datetime=1902-06-10T23:30:00-02:00", "paris,london", 2, false},
			{"bbox=170,40,5,52", "paris,london,brussels", 3, false},
			{"bbox=170,40,-0.1,52", "london", 1, false},
			{"bbox=-180,-90,180,90&bbox-crs=http://www.opengis.net/def/crs/OGC/1.3/CRS84", "paris,london,brussels", 3, false},
			{"bbox=-1,51,0,52", "london", 1, false},
			{"limit=2", "paris,london", 3, true},
			{"limit=2&offset=2", "brussels", 3, false},
		}
		for _, tc := range tests {
			t.Run(tc.query, func(t *testing.T) {
				res, body := get(t, srv.URL+"/collections/events/items?"+tc.query)
				if res.StatusCode != 200 {
					t.Fatalf("status %d: %s", res.StatusCode, body)
				}
				if ct := res.Header.Get("Content-Type"); ct != "application/geo+json" {
					t.Errorf("Content-Type %q", ct)
				}
				var fc fcDoc
				if err := json.Unmarshal(body, &fc); err != nil {
					t.Fatal(err)
				}
				var got []string
				for _, f := range fc.Features {
					got = append(got, f.ID)
				}
				if strings.Join(got, ",") != tc.want || fc.NumberMatched != tc.matched || fc.NumberReturned != len(got) {
					t.Errorf("got %v matched %d returned %d", got, fc.NumberMatched, fc.NumberReturned)
				}
				if fc.Type != "FeatureCollection" || fc.TimeStamp != "2026-01-02T03:04:05Z" {
					t.Errorf("type %q timeStamp %q", fc.Type, fc.TimeStamp)
				}
				hasNext := false
				for _, l := range fc.Links {
					if l.Rel == "next" {
						hasNext = true
						if !strings.Contains(l.Href, "offset=2") || !strings.Contains(l.Href, "limit=2") {
							t.Errorf("next link %s", l.Href)
						}
					}
				}
				if hasNext != tc.next {
					t.Errorf("next link present = %v, want %v", hasNext, tc.next)
				}
			})
		}
	})
}

func TestErrors(t *testing.T) {
	t.Parallel()
	forEachReader(t, func(t *testing.T, srv *httptest.Server) {
		tests := []struct {
			path, param string
			status      int
		}{
			{"/collections/events/items?datetime=1902-02-30", "datetime", 400},
			{"/collections/events/items?datetime=soon", "datetime", 400},
			{"/collections/events/items?bbox=1,2,3", "bbox", 400},
			{"/collections/events/items?limit=-5", "limit", 400},
			{"/collections/events/items?sort=asc", "sort", 400},
			{"/collections/nope/items", "", 404},
			{"/collections/nope", "", 404},
			{"/collections/events/items/nope", "", 404},
			// Every resource refuses parameters it does not take.
			{"/collections/events/items/paris?properties=name", "properties", 400},
			{"/collections?limit=1", "limit", 400},
			{"/collections/events?datetime=1903", "datetime", 400},
			{"/conformance?foo=1", "foo", 400},
			{"/api?x=1", "x", 400},
			{"/?f=json&foo=1", "foo", 400},
		}
		for _, tc := range tests {
			t.Run(tc.path, func(t *testing.T) {
				res, body := get(t, srv.URL+tc.path)
				if res.StatusCode != tc.status {
					t.Fatalf("status %d, want %d: %s", res.StatusCode, tc.status, body)
				}
				var e Error
				if err := json.Unmarshal(body, &e); err != nil {
					t.Fatalf("body %s: %v", body, err)
				}
				if e.Code == "" || e.Description == "" || e.Parameter != tc.param {
					t.Errorf("error body %s", body)
				}
				if tc.param != "" && !strings.Contains(e.Description, tc.param) {
					t.Errorf("description %q does not name %s", e.Description, tc.param)
				}
			})
		}
	})
}

func TestConditionalGet(t *testing.T) {
	t.Parallel()
	forEachReader(t, func(t *testing.T, srv *httptest.Server) {
		res, _ := get(t, srv.URL+"/collections/events/items")
		etag := res.Header.Get("ETag")
		if !strings.HasPrefix(etag, `W/"`) || res.Header.Get("Last-Modified") != "Tue, 06 May 2025 07:08:09 GMT" {
			t.Fatalf("ETag %q Last-Modified %q", etag, res.Header.Get("Last-Modified"))
		}
		res, body := get(t, srv.URL+"/collections/events/items", "If-None-Match", etag)
		if res.StatusCode != http.StatusNotModified || len(body) != 0 {
			t.Errorf("If-None-Match: status %d body %q", res.StatusCode, body)
		}
		res, _ = get(t, srv.URL+"/collections/events/items?f=csv", "If-None-Match", etag)
		if res.StatusCode != 200 || res.Header.Get("ETag") == etag {
			t.Errorf("CSV of the same URL: status %d, ETag %q like the JSON's", res.StatusCode, res.Header.Get("ETag"))
		}
		res, _ = get(t, srv.URL+"/collections/events/items", "If-None-Match", `W/"other"`)
		if res.StatusCode != 200 {
			t.Errorf("stale ETag: status %d", res.StatusCode)
		}
		res, _ = get(t, srv.URL+"/collections/events/items", "If-Modified-Since", "Wed, 07 May 2025 00:00:00 GMT")
		if res.StatusCode != http.StatusNotModified {
			t.Errorf("If-Modified-Since: status %d", res.StatusCode)
		}
	})
}

func TestHead(t *testing.T) {
	t.Parallel()
	forEachReader(t, func(t *testing.T, srv *httptest.Server) {
		for _, path := range []string{"/collections", "/collections/events", "/collections/events/items", "/collections/events/items/paris"} {
			res, err := http.Head(srv.URL + path)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != 200 {
				t.Errorf("HEAD %s: %d", path, res.StatusCode)
			}
		}
	})
}

func TestCollectionExtent(t *testing.T) {
	t.Parallel()
	forEachReader(t, func(t *testing.T, srv *httptest.Server) {
		_, body := get(t, srv.URL+"/collections/events")
		var doc struct {
			Extent struct {
				Spatial  struct{ BBox [][]float64 }     `json:"spatial"`
				Temporal struct{ Interval [][]*string } `json:"temporal"`
			} `json:"extent"`
		}
		if err := json.Unmarshal(body, &doc); err != nil {
			t.Fatal(err)
		}
		bbox := doc.Extent.Spatial.BBox
		if len(bbox) != 1 || fmt.Sprint(bbox[0]) != "[-0.128 48.857 4.352 51.507]" {
			t.Errorf("bbox %v", bbox)
		}
		iv := doc.Extent.Temporal.Interval
		if len(iv) != 1 || *iv[0][0] != "1902-01-01T00:00:00Z" || *iv[0][1] != "1903-08-31T23:59:59Z" {
			t.Errorf("interval %s", body)
		}
	})
}

func TestFormats(t *testing.T) {
	t.Parallel()
	forEachReader(t, func(t *testing.T, srv *httptest.Server) {
		tests := []struct {
			path, accept string
			status       int
			contentType  string
			contains     string
		}{
			{"/collections/events/items?f=csv&datetime=1903-07-20", "", 200, "text/csv; charset=utf-8", "\nevents,brussels,,1903-07/1903-08,,,,,,,,,,,,,,4.352,50.85,,,,,,,,,,,,,,,,,,POINT(4.352 50.85)\n"},
			{"/collections/events/items?datetime=1903-07-20", "text/csv", 200, "text/csv; charset=utf-8", "events,brussels,"},
			{"/collections/events/items?f=html", "", 200, "text/html; charset=UTF-8", "<td>london</td>"},
			{"/collections/events/items", "text/html,application/xhtml+xml;q=0.9", 200, "text/html; charset=UTF-8", "<td>paris</td>"},
			{"/collections/events/items", "application/geo+json", 200, "application/geo+json", `"FeatureCollection"`},
			{"/collections/events/items/paris?f=html", "", 200, "text/html; charset=UTF-8", "POINT(2.352 48.857)"},
			{"/collections?f=html", "", 200, "text/html; charset=UTF-8", `href="/collections/events?f=html"`},
			{"/conformance", "", 200, "application/json", "conf/geojson"},
			{"/?f=json", "", 200, "application/json", `"rel":"service-desc"`},
			// The map page keeps its state in the fragment; a query string a
			// link adds is not refused (this server has no page built: 404).
			{"/?utm_source=mail", "text/html", 404, "application/json", "the map page is not built"},
			{"/collections/events/items?f=xml", "", 406, "application/json", `"parameter":"f"`},
			{"/collections", "image/png", 406, "application/json", "NotAcceptable"},
		}
		for _, tc := range tests {
			t.Run(tc.path+" "+tc.accept, func(t *testing.T) {
				var header []string
				if tc.accept != "" {
					header = []string{"Accept", tc.accept}
				}
				res, body := get(t, srv.URL+tc.path, header...)
				if res.StatusCode != tc.status {
					t.Fatalf("status %d: %s", res.StatusCode, body)
				}
				if got := res.Header.Get("Content-Type"); got != tc.contentType {
					t.Errorf("Content-Type %q, want %q", got, tc.contentType)
				}
				if !strings.Contains(string(body), tc.contains) {
					t.Errorf("body lacks %q:\n%s", tc.contains, body)
				}
			})
		}
	})
}

func TestGeocodeEndpoint(t *testing.T) {
	t.Parallel()
	g := gazetteer.NewMemory()
	err := g.PutPlaces([]gazetteer.Place{
		{ID: "geonames:2643743", Name: "London", Kind: gazetteer.KindCity, Country: "GB", Point: orb.Point{-0.12574, 51.50853}, Population: 7556900,
			Names: []gazetteer.Name{{Text: "Лондон"}}},
		{ID: "geonames:6058560", Name: "London", Kind: gazetteer.KindCity, Country: "CA", Point: orb.Point{-81.23304, 42.98339}, Population: 346765,
			Names: []gazetteer.Name{{Text: "Лондон"}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(New(Config{Store: emptyStore(t), Geocoder: geocode.New(g)}))
	defer srv.Close()

	res, body := get(t, srv.URL+"/geocode?q=Лондон&limit=2")
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "application/geo+json" {
		t.Fatalf("status %d %s: %s", res.StatusCode, res.Header.Get("Content-Type"), body)
	}
	var fc struct {
		Features []struct {
			ID         string
			Geometry   struct{ Coordinates []float64 }
			Properties struct {
				Rank    int
				Score   float64
				Country string
			}
		}
	}
	if err := json.Unmarshal(body, &fc); err != nil {
		t.Fatal(err)
	}
	if len(fc.Features) != 2 || fc.Features[0].ID != "geonames:2643743" || fc.Features[0].Properties.Rank != 1 ||
		fmt.Sprint(fc.Features[0].Geometry.Coordinates) != "[-0.12574 51.50853]" || fc.Features[1].Properties.Country != "CA" ||
		fc.Features[0].Properties.Score <= fc.Features[1].Properties.Score {
		t.Errorf("candidates %s", body)
	}
	for _, q := range []string{"/geocode", "/geocode?q=x&limit=0", "/geocode?q=x&year=soon", "/geocode?q=x&zoom=3"} {
		if res, _ := get(t, srv.URL+q); res.StatusCode != 400 {
			t.Errorf("%s: status %d", q, res.StatusCode)
		}
	}
}

func emptyStore(t *testing.T) *store.DB {
	db, err := store.Open(filepath.Join(t.TempDir(), "empty.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func TestCORS(t *testing.T) {
	t.Parallel()
	forEachReader(t, func(t *testing.T, srv *httptest.Server) { // no CORSOrigins: no CORS headers
		res, _ := get(t, srv.URL+"/collections", "Origin", "https://example.org")
		if h := res.Header.Get("Access-Control-Allow-Origin"); h != "" {
			t.Errorf("CORS off: Access-Control-Allow-Origin %q", h)
		}
		db := emptyStore(t)
		open := httptest.NewServer(New(Config{Store: db, CORSOrigins: []string{"https://example.org"}}))
		defer open.Close()
		res, _ = get(t, open.URL+"/collections", "Origin", "https://example.org")
		if h := res.Header.Get("Access-Control-Allow-Origin"); h != "https://example.org" {
			t.Errorf("CORS on: Access-Control-Allow-Origin %q", h)
		}
		res, _ = get(t, open.URL+"/collections", "Origin", "https://elsewhere.org")
		if h := res.Header.Get("Access-Control-Allow-Origin"); h != "" {
			t.Errorf("other origin: Access-Control-Allow-Origin %q", h)
		}
	})
}

func TestGzip(t *testing.T) {
	t.Parallel()
	forEachReader(t, func(t *testing.T, srv *httptest.Server) {
		req, _ := http.NewRequest(http.MethodGet, srv.URL+"/api", nil)
		req.Header.Set("Accept-Encoding", "gzip")
		res, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		if res.Header.Get("Content-Encoding") != "gzip" {
			t.Errorf("Content-Encoding %q", res.Header.Get("Content-Encoding"))
		}
		res2, _ := get(t, srv.URL+"/collections", "Accept-Encoding", "identity")
		if res2.Header.Get("Content-Encoding") != "" {
			t.Errorf("identity: Content-Encoding %q", res2.Header.Get("Content-Encoding"))
		}
	})
}

// failingStore breaks on every read, as a damaged file would.
type failingStore struct{ feature.Reader }

func (failingStore) Collections(context.Context) ([]feature.Collection, error) {
	return nil, errors.New("disk on fire")
}
func (failingStore) Version(context.Context) (feature.Version, error) { return feature.Version{}, nil }

func TestServerErrorIsJSON(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(New(Config{Store: failingStore{}}))
	defer srv.Close()
	res, body := get(t, srv.URL+"/collections")
	if res.StatusCode != 500 || !strings.Contains(string(body), `"code":"ServerError"`) || strings.Contains(string(body), "fire") {
		t.Errorf("status %d body %s", res.StatusCode, body)
	}
}

func TestLandingWithoutPage(t *testing.T) {
	t.Parallel()
	forEachReader(t, func(t *testing.T, srv *httptest.Server) { // built without Assets
		res, body := get(t, srv.URL+"/", "Accept", "text/html")
		if res.StatusCode != 404 || !strings.Contains(string(body), "make web") {
			t.Errorf("status %d body %s", res.StatusCode, body)
		}
		res, body = get(t, srv.URL+"/", "Accept", "application/json")
		if res.StatusCode != 200 || !strings.Contains(string(body), `"rel":"data"`) {
			t.Errorf("status %d body %s", res.StatusCode, body)
		}
	})
}
