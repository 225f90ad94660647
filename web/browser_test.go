package web_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chronomap/chronomap/internal/browsertest"
	"github.com/chronomap/chronomap/web"
)

// The fixtures in testdata/ imply these counts, with the page's default
// window of 30 days, that is events meeting [date - 30 days, date]:
//
//	1902-06-25, window 1902-05-26/1902-06-25:
//	  ev-stuttgart-publication  1902-03-01..1902-05-31  yes
//	  ev-geneva-representation  ..1902-06-10 (open)     yes
//	  ev-munich-meeting         1902-01-10..1902-01-20  no
//	  → 2 markers
//	1903-07-20, window 1903-06-20/1903-07-20:
//	  ev-geneva-meeting         1903-07-01..1903-07-15  yes
//	  ev-london-publication     1903-07-15              yes
//	  ev-london-office          1903-06-01.. (open)     yes
//	  ev-unplaced-letter        1903-07 (no geometry)   listed, not drawn
//	  ev-brussels-congress      1903-07-30..1903-08-23  no
//	  → 3 markers, 1 event without a place
//
// Playing from 1903-07-20 moves Martov along mv-martov-geneva-brussels
// (1903-07-01..1903-08-20).
const (
	wantMarkers1902  = 2
	wantMarkers1903  = 3
	wantUnplaced1903 = 1
)

func TestMapInBrowser(t *testing.T) {
	browsertest.Require(t)

	srv := httptest.NewServer(fixtureServer(t))
	defer srv.Close()

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	start := time.Now()
	rep, err := browsertest.CheckMap(ctx, srv.URL+"/")
	t.Logf("browser check took %v", time.Since(start).Round(time.Millisecond))
	if len(rep.Screenshot) > 0 {
		path := os.Getenv("CHRONOMAP_SCREENSHOT")
		if path == "" {
			path = filepath.Join(os.TempDir(), "chronomap-map.png")
		}
		if werr := os.WriteFile(path, rep.Screenshot, 0o644); werr != nil {
			t.Logf("could not save the screenshot: %v", werr)
		} else {
			t.Logf("screenshot: %s", path)
		}
	}
	for _, u := range rep.Requests {
		t.Logf("page requested %s", strings.TrimPrefix(u, srv.URL))
	}
	if err != nil {
		t.Fatalf("CheckMap: %v", err)
	}

	if rep.MarkersAt1902 != wantMarkers1902 {
		t.Errorf("markers at %s = %d, want %d", browsertest.Date1902, rep.MarkersAt1902, wantMarkers1902)
	}
	if rep.MarkersAt1903 != wantMarkers1903 {
		t.Errorf("markers at %s = %d, want %d", browsertest.Date1903, rep.MarkersAt1903, wantMarkers1903)
	}
	if rep.MarkersAt1902 == rep.MarkersAt1903 {
		t.Errorf("the marker count did not change between %s and %s", browsertest.Date1902, browsertest.Date1903)
	}
	if rep.UnplacedAt1903 != wantUnplaced1903 {
		t.Errorf("events without a place at %s = %d, want %d", browsertest.Date1903, rep.UnplacedAt1903, wantUnplaced1903)
	}
	if !rep.MarkerMoved {
		t.Error("no .moving-marker moved during playback")
	}
	for _, e := range rep.ConsoleErrors {
		t.Errorf("page error: %s", e)
	}
}

// fixtureServer serves the built page at / and the fixtures of testdata/ at
// the OGC API - Features paths that the page queries, filtering items by the
// datetime parameter as the real server does.
func fixtureServer(t *testing.T) http.Handler {
	t.Helper()
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServerFS(web.Assets()))
	mux.HandleFunc("GET /collections/events", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, "application/json", readFixture(t, "collection-events.json"))
	})
	doc := fixtureDocument(t, readFixture(t, "events.json"), readFixture(t, "movements.json"))
	mux.HandleFunc("GET /documents/{id}", func(w http.ResponseWriter, r *http.Request) {
		if r.PathValue("id") != doc["id"] {
			http.Error(w, `{"code":"NotFound"}`, http.StatusNotFound)
			return
		}
		writeJSON(w, "application/json", doc)
	})
	for name, file := range map[string]string{"events": "events.json", "movements": "movements.json", "places": "places.json"} {
		fc := readFixture(t, file)
		mux.HandleFunc("GET /collections/"+name+"/items", func(w http.ResponseWriter, r *http.Request) {
			serveItems(w, r, fc)
		})
	}
	return mux
}

// fixtureDocument builds the document the fixtures cite: each feature's
// quoted source.text at its code-point offsets, spaces between.
func fixtureDocument(t *testing.T, collections ...map[string]any) map[string]any {
	t.Helper()
	var text []rune
	id := ""
	for _, fc := range collections {
		for _, f := range fc["features"].([]any) {
			src, _ := f.(map[string]any)["properties"].(map[string]any)["source"].(map[string]any)
			if src == nil {
				continue
			}
			id, _ = src["document"].(string)
			start, end := int(src["start"].(float64)), int(src["end"].(float64))
			for len(text) < end {
				text = append(text, ' ')
			}
			quote := []rune(src["text"].(string))
			copy(text[start:end], quote[:min(len(quote), end-start)])
		}
	}
	return map[string]any{"id": id, "language": "en", "text": string(text), "length": len(text), "mentions": []any{}}
}

func readFixture(t *testing.T, name string) map[string]any {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var v map[string]any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return v
}

func writeJSON(w http.ResponseWriter, contentType string, v any) {
	w.Header().Set("Content-Type", contentType)
	_ = json.NewEncoder(w).Encode(v)
}

// serveItems answers an items request: the features whose [earliest,
// latest] interval meets the datetime interval (a null bound is open), at
// most limit of them.
func serveItems(w http.ResponseWriter, r *http.Request, fc map[string]any) {
	lo, hi, ok := parseDatetime(r.URL.Query().Get("datetime"))
	if !ok {
		http.Error(w, `{"code":"InvalidParameterValue","description":"bad datetime"}`, http.StatusBadRequest)
		return
	}
	limit := 10
	if s := r.URL.Query().Get("limit"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			http.Error(w, `{"code":"InvalidParameterValue","description":"bad limit"}`, http.StatusBadRequest)
			return
		}
		limit = n
	}
	features := []any{}
	matched := 0
	for _, f := range fc["features"].([]any) {
		props, _ := f.(map[string]any)["properties"].(map[string]any)
		earliest, _ := props["earliest"].(string)
		latest, _ := props["latest"].(string)
		if (hi != "" && earliest != "" && earliest > hi) || (lo != "" && latest != "" && latest < lo) {
			continue
		}
		matched++
		if len(features) < limit {
			features = append(features, f)
		}
	}
	writeJSON(w, "application/geo+json", map[string]any{
		"type":           "FeatureCollection",
		"features":       features,
		"numberMatched":  matched,
		"numberReturned": len(features),
		"timeStamp":      "2026-01-01T00:00:00Z",
	})
}

// parseDatetime splits "A/B", "../B", "A/.." or "A" into its bounds as
// YYYY-MM-DD; "" means open.
func parseDatetime(s string) (lo, hi string, ok bool) {
	if s == "" {
		return "", "", true
	}
	a, b, interval := strings.Cut(s, "/")
	if !interval {
		b = a
	}
	bound := func(v string) (string, bool) {
		if v == ".." || v == "" {
			return "", true
		}
		if len(v) >= 10 {
			if _, err := time.Parse("2006-01-02", v[:10]); err == nil {
				return v[:10], true
			}
		}
		return "", false
	}
	lo, ok1 := bound(a)
	hi, ok2 := bound(b)
	return lo, hi, ok1 && ok2
}

// TestSliderTicksOverDecades: over a century the slider labels every
// Nth year only, and no two labels overlap, at 1280 and 360 pixels.
func TestSliderTicksOverDecades(t *testing.T) {
	browsertest.Require(t)
	col := readFixture(t, "collection-events.json")
	col["extent"].(map[string]any)["temporal"] = map[string]any{"interval": [][]string{{"1850-01-01T00:00:00Z", "1950-12-31T00:00:00Z"}}}
	mux := http.NewServeMux()
	mux.Handle("/", fixtureServer(t))
	mux.HandleFunc("GET /collections/events", func(w http.ResponseWriter, r *http.Request) { writeJSON(w, "application/json", col) })
	srv := httptest.NewServer(mux)
	defer srv.Close()
	b := startBrowser(t, srv)
	for _, size := range [][2]int{{1280, 800}, {360, 740}} {
		if err := b.Load(srv.URL+"/", size[0], size[1]); err != nil {
			t.Fatal(err)
		}
		got, err := browsertest.Eval[[]any](b, `(() => {
			const r = [...document.querySelectorAll('#slider-ticks .tick')].filter((e) => e.textContent).map((e) => e.getBoundingClientRect());
			const overlaps = r.filter((a, i) => i > 0 && a.left < r[i - 1].right).length;
			return [r.length, overlaps];
		})()`)
		if err != nil {
			t.Fatal(err)
		}
		if n, overlaps := got[0].(float64), got[1].(float64); n < 3 || overlaps != 0 {
			t.Errorf("%dpx: %v labels, %v overlapping; want at least 3, none overlapping", size[0], n, overlaps)
		}
	}
}
