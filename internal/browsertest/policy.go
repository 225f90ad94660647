package browsertest

import (
	"context"
	"encoding/base64"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
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
	// ConsoleErrors holds console errors, uncaught exceptions and browser
	// log errors (Chromium logs policy violations there too).
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

// CheckPolicy opens the map page at pageURL in a fresh headless Chromium,
// as served (with the server's Content-Security-Policy), and reports every
// policy violation while the page loads its data and after it switches to
// its OpenStreetMap base layer. The browser answers tile requests itself
// with a blank PNG, so the check needs no internet; ctx bounds it.
func CheckPolicy(ctx context.Context, pageURL string) (rep PolicyReport, err error) {
	exe, err := FindChromium()
	if err != nil {
		return rep, err
	}
	profile, err := os.MkdirTemp("", "chronomap-chromium-")
	if err != nil {
		return rep, err
	}
	defer os.RemoveAll(profile)
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx,
		chromedp.ExecPath(exe), chromedp.UserDataDir(profile), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck, chromedp.WindowSize(viewportWidth, viewportHeight),
		chromedp.Flag("disable-dev-shm-usage", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-extensions", true),
	)
	defer cancelAlloc()
	bctx, cancelBrowser := chromedp.NewContext(actx)
	defer func() {
		cctx, cancel := context.WithTimeout(bctx, 5*time.Second)
		defer cancel()
		_ = chromedp.Cancel(cctx)
		cancelBrowser()
	}()
	if err := chromedp.Do(bctx); err != nil {
		return rep, fmt.Errorf("browsertest: start %s: %w", exe, err)
	}

	var mu sync.Mutex
	var tiles int
	if err := chromedp.Listen(bctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch ev := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.ConsoleAPICalledTypeError {
				rep.ConsoleErrors = append(rep.ConsoleErrors, "console.error: "+argsText(ev.Args))
			}
		case *runtime.EventExceptionThrown:
			if d := ev.ExceptionDetails; d != nil {
				rep.ConsoleErrors = append(rep.ConsoleErrors, "exception: "+d.Text)
			}
		case *log.EventEntryAdded:
			if e := ev.Entry; e != nil && e.Level == log.EntryLevelError && e.Source != "network" {
				rep.ConsoleErrors = append(rep.ConsoleErrors, fmt.Sprintf("log (%s): %s", e.Source, e.Text))
			}
		}
	}); err != nil {
		return rep, fmt.Errorf("browsertest: listen: %w", err)
	}
	// Answer tile requests here: fetch interception sees only requests
	// the policy let through.
	tab := chromedp.FromContext(bctx).Target
	paused := chromedp.Events(bctx, fetch.RequestPaused)
	go func() {
		for ev, err := range paused {
			if err != nil {
				return
			}
			mu.Lock()
			tiles++
			mu.Unlock()
			body, _ := base64.StdEncoding.DecodeString(blankPNG)
			_, _ = cdp.Call(bctx, tab, fetch.FulfillRequest, fetch.FulfillRequestParams{RequestID: ev.RequestID, ResponseCode: 200,
				ResponseHeaders: []*fetch.HeaderEntry{{Name: "Content-Type", Value: "image/png"}, {Name: "Access-Control-Allow-Origin", Value: "*"}}, Body: body})
		}
	}()

	step := func(name string, d time.Duration, actions ...chromedp.Action[chromedp.Void]) error {
		sctx, cancel := context.WithTimeout(bctx, d)
		defer cancel()
		if err := chromedp.Do(sctx, actions...); err != nil {
			return fmt.Errorf("browsertest: %s: %w", name, err)
		}
		return nil
	}
	if err := step("prepare", 10*time.Second, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: cspListenerJS}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, t, fetch.Enable, fetch.EnableParams{Patterns: []*fetch.RequestPattern{
			{URLPattern: "https://tile.openstreetmap.org/*"}, {URLPattern: "https://*.tile.openstreetmap.org/*"}}})
		return err
	})); err != nil {
		return rep, err
	}
	if err := step("load page", 20*time.Second,
		chromedp.Navigate(pageURL),
		waitTrue(`document.body && document.body.dataset.ready === "true"`),
	); err != nil {
		return rep, err
	}
	sctx, cancel := context.WithTimeout(bctx, 5*time.Second)
	offered, err := chromedp.Run(sctx, chromedp.Evaluate[bool](chooseOSMJS))
	cancel()
	if err != nil {
		return rep, fmt.Errorf("browsertest: choose the OpenStreetMap layer: %w", err)
	}
	if !offered {
		return rep, fmt.Errorf("browsertest: the page's layers control offers no OpenStreetMap base layer")
	}
	// Tiles either show or are blocked; give a blocked one time to be
	// reported too.
	_ = step("wait for tiles", 10*time.Second,
		waitTrue(`document.querySelectorAll("img.leaflet-tile-loaded").length > 0`),
		chromedp.Sleep(300*time.Millisecond))

	sctx, cancel = context.WithTimeout(bctx, 5*time.Second)
	defer cancel()
	shown, err := chromedp.Run(sctx, chromedp.Evaluate[int](`document.querySelectorAll('img.leaflet-tile-loaded[src*="tile.openstreetmap.org"]').length`))
	if err != nil {
		return rep, fmt.Errorf("browsertest: count tiles: %w", err)
	}
	violations, err := chromedp.Run(sctx, chromedp.Evaluate[[]string](`window.__chronomapViolations || []`))
	if err != nil {
		return rep, fmt.Errorf("browsertest: read violations: %w", err)
	}
	mu.Lock()
	defer mu.Unlock()
	rep.TileRequests, rep.TilesShown = tiles, shown
	for _, v := range violations {
		rep.Violations = append(rep.Violations, strings.TrimSpace(v))
	}
	return rep, nil
}
