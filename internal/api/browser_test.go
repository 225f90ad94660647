package api_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chronomap/chronomap/internal/api"
	"github.com/chronomap/chronomap/internal/browsertest"
	"github.com/chronomap/chronomap/internal/testenv/bundled"
	"github.com/chronomap/chronomap/web"
)

// TestBundledMapInBrowser serves the bundled dataset with the built page
// and looks at it in headless Chromium. With the page's default 30-day
// window the marker counts follow from the curated events:
//
//	1902-06-25 (window from 1902-05-26): the conciliation commission (open
//	start to June 1902), the programme and the Loguivy trip (June), Iskra's
//	and Lenin's moves (spring) and the seven 1902 lectures: 12 markers;
//	1903-07-20 (window from 1903-06-20): the congress in Brussels and in
//	London and the 16 represented committees: 18 markers.
func TestBundledMapInBrowser(t *testing.T) {
	t.Parallel()
	browsertest.Require(t)
	db := bundled.Store(t, bundled.Gazetteer(t))
	srv := httptest.NewServer(api.New(api.Config{Store: db, Assets: web.Assets()}))
	defer srv.Close()

	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	rep, err := browsertest.CheckMap(ctx, srv.URL+"/")
	if err != nil {
		t.Fatal(err)
	}
	if path := os.Getenv("CHRONOMAP_SCREENSHOT"); path != "" {
		if err := os.WriteFile(path, rep.Screenshot, 0o644); err != nil {
			t.Error(err)
		}
	}
	if rep.MarkersAt1902 != 12 || rep.MarkersAt1903 != 18 {
		t.Errorf("markers: %d at %s, %d at %s; want 12 and 18", rep.MarkersAt1902, browsertest.Date1902, rep.MarkersAt1903, browsertest.Date1903)
	}
	if !rep.MarkerMoved {
		t.Error("no moving marker changed position during playback")
	}
	for _, e := range rep.ConsoleErrors {
		t.Errorf("console: %s", e)
	}
}

// TestMapPassesContentSecurityPolicy serves the map page with the API's
// headers: in Chromium the page loads its data and switches to the
// OpenStreetMap base layer without one policy violation or console error,
// and its tiles load (the browser answers them, so no internet is needed).
func TestMapPassesContentSecurityPolicy(t *testing.T) {
	t.Parallel()
	browsertest.Require(t)
	db := bundled.Store(t, bundled.Gazetteer(t))
	srv := httptest.NewServer(api.New(api.Config{Store: db, Assets: web.Assets()}))
	defer srv.Close()
	res, err := http.Get(srv.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self';") {
		t.Fatalf("the page is served without the policy: %q", csp)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	rep, err := browsertest.CheckPolicy(ctx, srv.URL+"/")
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range rep.Violations {
		t.Errorf("policy violation: %s", v)
	}
	for _, e := range rep.ConsoleErrors {
		t.Errorf("console: %s", e)
	}
	if rep.TileRequests == 0 || rep.TilesShown == 0 {
		t.Errorf("OpenStreetMap layer: %d tiles requested, %d shown", rep.TileRequests, rep.TilesShown)
	}
}
