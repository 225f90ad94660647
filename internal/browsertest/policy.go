package browsertest

import (
	"context"
	"encoding/base64"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// PolicyReport is what CheckPolicy saw.
type PolicyReport struct {
	// Violations lists each securitypolicyviolation event the page
	// raised: the directive, what it blocked and where.
	Violations []string
	// TileRequests counts the OpenStreetMap tile requests the page made
	// once its OpenStreetMap base layer was chosen (a request the
	// Content-Security-Policy blocks is never made); TilesShown the tiles
	// drawn.
	TileRequests int
	TilesShown   int
	// ConsoleErrors holds what Browser.Errors records (console errors,
	// exceptions, failed requests, requests to other hosts) but the tile
	// requests of the chosen OpenStreetMap layer.
	ConsoleErrors []string
}

// cspListenerJS records policy violations from the first script on.
const cspListenerJS = `window.__chronomapViolations = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__chronomapViolations.push(e.effectiveDirective + " blocked " + (e.blockedURI || "inline") +
    " (" + (e.sourceFile || "page") + ":" + e.lineNumber + ")");
}, true);`

// chooseOSMJS picks the base layer whose label names OpenStreetMap in the
// Leaflet layers control; false when the page offers none.
const chooseOSMJS = `(() => {
  const label = Array.from(document.querySelectorAll(".leaflet-control-layers-base label"))
    .find((l) => /OpenStreetMap/i.test(l.textContent));
  const input = label && label.querySelector("input");
  if (!input) return false;
  input.click();
  return true;
})()`

// blankPNG is a 1×1 transparent PNG, every tile's answer.
const blankPNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="

// CheckPolicy opens the map page at pageURL in a fresh headless Chromium
// (see Start), as served (with the server's Content-Security-Policy), and
// reports every policy violation while the page loads its data and after
// it switches to its OpenStreetMap base layer. The browser answers tile
// requests itself with a blank PNG, so the check needs no internet; ctx
// bounds it.
func CheckPolicy(ctx context.Context, pageURL string) (rep PolicyReport, err error) {
	u, err := url.Parse(pageURL)
	if err != nil || u.Host == "" {
		return rep, fmt.Errorf("browsertest: bad page URL %q", pageURL)
	}
	b, err := Start(ctx, u.Scheme+"://"+u.Host)
	if err != nil {
		return rep, err
	}
	defer b.Close()

	// Answer tile requests here: fetch interception sees only requests
	// the policy let through.
	var mu sync.Mutex
	tiles := 0
	tab := chromedp.FromContext(b.ctx).Target
	paused := chromedp.Events(b.ctx, fetch.RequestPaused)
	go func() {
		body, _ := base64.StdEncoding.DecodeString(blankPNG)
		for ev, err := range paused {
			if err != nil {
				return
			}
			mu.Lock()
			tiles++
			mu.Unlock()
			_, _ = cdp.Call(b.ctx, tab, fetch.FulfillRequest, fetch.FulfillRequestParams{RequestID: ev.RequestID, ResponseCode: 200,
				ResponseHeaders: []*fetch.HeaderEntry{{Name: "Content-Type", Value: "image/png"}, {Name: "Access-Control-Allow-Origin", Value: "*"}}, Body: body})
		}
	}()
	if err := b.Do(10*time.Second, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: cspListenerJS}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, t, fetch.Enable, fetch.EnableParams{Patterns: []*fetch.RequestPattern{
			{URLPattern: "https://tile.openstreetmap.org/*"}, {URLPattern: "https://*.tile.openstreetmap.org/*"}}})
		return err
	})); err != nil {
		return rep, fmt.Errorf("browsertest: prepare: %w", err)
	}
	if err := b.Load(pageURL, viewportWidth, viewportHeight); err != nil {
		return rep, err
	}
	offered, err := Eval[bool](b, chooseOSMJS)
	if err != nil {
		return rep, err
	}
	if !offered {
		return rep, fmt.Errorf("browsertest: the page's layers control offers no OpenStreetMap base layer")
	}
	// Tiles either show or are blocked; give a blocked one time to be
	// reported too.
	_ = b.WaitTrue(`document.querySelectorAll("img.leaflet-tile-loaded").length > 0`, 10*time.Second)
	_ = b.Do(time.Second, chromedp.Sleep(300*time.Millisecond))
	if rep.TilesShown, err = Eval[int](b, `document.querySelectorAll('img.leaflet-tile-loaded[src*="tile.openstreetmap.org"]').length`); err != nil {
		return rep, err
	}
	violations, err := Eval[[]string](b, `window.__chronomapViolations || []`)
	if err != nil {
		return rep, err
	}
	rep.Violations = violations
	for _, e := range b.Errors() {
		// Asked for once the layer is chosen; the policy decides.
		if !strings.HasPrefix(e, "request to another host: https://") || !strings.Contains(e, "tile.openstreetmap.org/") {
			rep.ConsoleErrors = append(rep.ConsoleErrors, e)
		}
	}
	mu.Lock()
	rep.TileRequests = tiles
	mu.Unlock()
	return rep, nil
}
