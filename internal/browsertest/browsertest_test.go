package browsertest_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chronomap/chronomap/internal/browsertest"
	"github.com/chronomap/chronomap/web"
)

func TestFindChromiumHonoursEnv(t *testing.T) {
	t.Setenv("CHROMIUM_PATH", "/nonexistent/chromium")
	if _, err := browsertest.FindChromium(); err == nil {
		t.Error("FindChromium accepted a CHROMIUM_PATH that does not exist")
	}
}

// TestCheckMapReportsFailures shows that the harness sees what goes wrong: the
// places endpoint answers 404, the page logs an error, and no movement exists,
// so nothing can move.
func TestCheckMapReportsFailures(t *testing.T) {
	browsertest.Require(t)

	const empty = `{"type":"FeatureCollection","features":[]}`
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServerFS(web.Assets()))
	mux.HandleFunc("GET /collections/events", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"id":"events","extent":{"temporal":{"interval":[["1902-01-01T00:00:00Z",null]]}}}`))
	})
	mux.HandleFunc("GET /collections/events/items", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/geo+json")
		w.Write([]byte(`{"type":"FeatureCollection","features":[
			{"type":"Feature","id":"a","geometry":null,"properties":{"earliest":"1903-08-31","latest":"1903-08-31"}}]}`))
	})
	mux.HandleFunc("GET /collections/movements/items", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/geo+json")
		w.Write([]byte(empty))
	})
	srv := httptest.NewServer(mux) // places: 404 from the file server
	defer srv.Close()

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	rep, err := browsertest.CheckMap(ctx, srv.URL+"/")
	if err != nil {
		t.Fatalf("CheckMap: %v", err)
	}
	if rep.MarkerMoved {
		t.Error("MarkerMoved is true without any movement")
	}
	if rep.MarkersAt1902 != 0 || rep.MarkersAt1903 != 0 {
		t.Errorf("markers = %d, %d; want 0, 0", rep.MarkersAt1902, rep.MarkersAt1903)
	}
	found := false
	for _, e := range rep.ConsoleErrors {
		if strings.Contains(e, "404") && strings.Contains(e, "/collections/places/items") {
			found = true
		}
	}
	if !found {
		t.Errorf("the 404 of the places endpoint is not among the errors: %q", rep.ConsoleErrors)
	}
	if len(rep.Screenshot) == 0 {
		t.Error("no screenshot")
	}
}

// TestCheckPolicyReportsViolations shows that CheckPolicy sees what a
// policy blocks: served under a policy without the tile servers, the
// map page's OpenStreetMap tiles are reported and never requested.
func TestCheckPolicyReportsViolations(t *testing.T) {
	browsertest.Require(t)
	const empty = `{"type":"FeatureCollection","features":[]}`
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServerFS(web.Assets()))
	mux.HandleFunc("GET /collections/events", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"id":"events","extent":{"temporal":{"interval":[["1902-01-01T00:00:00Z","1903-12-31T23:59:59Z"]]}}}`))
	})
	for _, coll := range []string{"events", "movements", "places"} {
		mux.HandleFunc("GET /collections/"+coll+"/items", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/geo+json")
			w.Write([]byte(empty))
		})
	}
	strict := func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:")
			next.ServeHTTP(w, r)
		})
	}
	srv := httptest.NewServer(strict(mux))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	rep, err := browsertest.CheckPolicy(ctx, srv.URL+"/")
	if err != nil {
		t.Fatalf("CheckPolicy: %v", err)
	}
	images := 0
	for _, v := range rep.Violations {
		if strings.HasPrefix(v, "img-src blocked https://") && strings.Contains(v, ".tile.openstreetmap.org/") {
			images++
		}
	}
	if images == 0 || images != len(rep.Violations) {
		t.Errorf("%d tile violations; got %q", images, rep.Violations)
	}
	if rep.TileRequests != 0 || rep.TilesShown != 0 {
		t.Errorf("blocked tiles were requested (%d) or shown (%d)", rep.TileRequests, rep.TilesShown)
	}
}
