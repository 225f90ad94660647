package api_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chronomap/chronomap/internal/api"
	"github.com/chronomap/chronomap/internal/browsertest"
	"github.com/chronomap/chronomap/internal/testenv/bundled"
	"github.com/chronomap/chronomap/web"
)

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
