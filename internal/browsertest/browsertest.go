// Package browsertest drives chronomap's map page in a real headless Chromium
// (Debian's /usr/bin/chromium) with chromedp, and reports what a person would
// see: how many event markers the map shows at two dates, whether a traveller
// moves along its route during playback, and what went wrong in the console
// or on the network.
//
// The page must follow the hooks that web/src/app.js documents: the range
// input #time-slider holds days since 1970-01-01, #play toggles playback,
// event markers have the class event-marker, travellers moving-marker, and
// the body gets data-ready="true" and data-events-date="YYYY-MM-DD" when the
// data for a date is on the map.
package browsertest

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/url"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/chronomap/chronomap/internal/testenv"
	"github.com/chronomap/chronomap/web"
)

// The dates at which CheckMap counts the event markers.
const (
	Date1902 = "1902-06-25"
	Date1903 = "1903-07-20"
)

// Size of the browser window, in CSS pixels.
const (
	viewportWidth  = 1280
	viewportHeight = 800
)

// Report is what CheckMap saw on the page.
type Report struct {
	// MarkersAt1902 and MarkersAt1903 count the .event-marker elements that
	// are drawn inside the window at Date1902 and Date1903.
	MarkersAt1902 int
	MarkersAt1903 int
	// UnplacedAt1903 counts the events listed as "Without a place" at
	// Date1903.
	UnplacedAt1903 int
	// MarkerMoved is true when a .moving-marker changed its position on the
	// screen between two samples taken during playback.
	MarkerMoved bool
	// ConsoleErrors holds console.error calls, uncaught exceptions, browser
	// log errors, failed requests, HTTP error responses, and requests to
	// hosts other than the page's own.
	ConsoleErrors []string
	// Requests lists the URLs the page requested, in order.
	Requests []string
	// Screenshot is a PNG of the window at the end of the check.
	Screenshot []byte
}

// FindChromium returns the path of the Chromium binary: $CHROMIUM_PATH when
// set, else /usr/bin/chromium, else the first of chromium,
// chromium-browser, google-chrome and headless-shell on $PATH.
func FindChromium() (string, error) {
	if p := os.Getenv("CHROMIUM_PATH"); p != "" {
		if isExecutable(p) {
			return p, nil
		}
		return "", fmt.Errorf("CHROMIUM_PATH=%s is not an executable file", p)
	}
	if p := "/usr/bin/chromium"; isExecutable(p) {
		return p, nil
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", errors.New("no chromium or chromium-browser on PATH, and CHROMIUM_PATH unset")
}

func isExecutable(p string) bool {
	info, err := os.Stat(p)
	return err == nil && info.Mode().IsRegular() && info.Mode().Perm()&0o111 != 0
}

// recorder collects the errors and requests that the page causes. Its listen
// func runs on chromedp's read loop, so it only appends under a lock.
type recorder struct {
	mu       sync.Mutex
	origin   string
	urls     map[network.RequestID]string
	requests []string
	errs     []string
}

func (r *recorder) errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

func (r *recorder) listen(ev any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeAssert {
			r.errorf("console.%s: %s", ev.Type, argsText(ev.Args))
		}
	case *runtime.EventExceptionThrown:
		if d := ev.ExceptionDetails; d != nil {
			msg := d.Text
			if d.Exception != nil && d.Exception.Description != "" {
				msg += " " + d.Exception.Description
			}
			r.errorf("exception: %s (%s:%d)", msg, d.URL, d.LineNumber+1)
		}
	case *log.EventEntryAdded:
		// Network failures are reported below, with their URL.
		if e := ev.Entry; e != nil && e.Level == log.EntryLevelError && e.Source != "network" {
			r.errorf("log (%s): %s %s", e.Source, e.Text, e.URL)
		}
	case *network.EventRequestWillBeSent:
		if ev.Request == nil {
			return
		}
		u := ev.Request.URL
		r.urls[ev.RequestID] = u
		r.requests = append(r.requests, u)
		if pu, err := url.Parse(u); err == nil && (pu.Scheme == "http" || pu.Scheme == "https" || pu.Scheme == "ws" || pu.Scheme == "wss") {
			if pu.Scheme+"://"+pu.Host != r.origin {
				r.errorf("request to another host: %s", u)
			}
		}
	case *network.EventResponseReceived:
		if ev.Response != nil && ev.Response.Status >= 400 {
			r.errorf("HTTP %d for %s", ev.Response.Status, ev.Response.URL)
		}
	case *network.EventLoadingFailed:
		if !ev.Canceled {
			r.errorf("request failed: %s: %s", r.urls[ev.RequestID], ev.ErrorText)
		}
	}
}

func argsText(args []*runtime.RemoteObject) string {
	parts := make([]string, 0, len(args))
	for _, a := range args {
		if a == nil {
			continue
		}
		var s string
		switch {
		case a.Type == runtime.RemoteObjectTypeString && jsonv2.Unmarshal(a.Value, &s) == nil:
		case a.Description != "":
			s = a.Description
		case len(a.Value) > 0:
			s = string(a.Value)
		default:
			s = string(a.Type)
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

// CheckMap opens the map page at baseURL in a fresh headless Chromium and
// checks it as a person would: it waits for the data, moves #time-slider to
// Date1902 and then Date1903 with real input and change events and counts the
// event markers drawn at each, presses #play and samples the position of a
// travelling marker twice, 400 ms apart. It returns an error only when the
// browser cannot be driven; what the page does wrong goes into the Report.
//
// ctx bounds the whole check; each step also has its own timeout.
func CheckMap(ctx context.Context, baseURL string) (rep Report, err error) {
	base, err := url.Parse(baseURL)
	if err != nil || base.Host == "" {
		return rep, fmt.Errorf("browsertest: bad base URL %q", baseURL)
	}
	br, err := Start(ctx, base.Scheme+"://"+base.Host)
	if err != nil {
		return rep, err
	}
	defer br.Close()
	bctx := br.ctx
	// rep is a named result, so what this copies reaches the caller on every
	// return, also after an error.
	defer func() {
		rep.ConsoleErrors = br.Errors()
		rep.Requests = br.Requests()
	}()

	step := func(name string, d time.Duration, actions ...chromedp.Action[chromedp.Void]) error {
		sctx, cancel := context.WithTimeout(bctx, d)
		defer cancel()
		if err := chromedp.Do(sctx, actions...); err != nil {
			return fmt.Errorf("browsertest: %s: %w", name, err)
		}
		return nil
	}

	if err := step("load page", 15*time.Second,
		chromedp.EmulateViewport(viewportWidth, viewportHeight),
		chromedp.Navigate(baseURL),
		waitTrue(`document.body && document.body.dataset.ready === "true"`),
		chromedp.WaitVisible(chromedp.CSS("#time-slider")),
	); err != nil {
		return rep, err
	}

	if rep.MarkersAt1902, err = markersAt(bctx, Date1902); err != nil {
		return rep, err
	}
	if rep.MarkersAt1903, err = markersAt(bctx, Date1903); err != nil {
		return rep, err
	}
	if err := func() error {
		sctx, cancel := context.WithTimeout(bctx, 5*time.Second)
		defer cancel()
		rep.UnplacedAt1903, err = chromedp.Run(sctx, chromedp.Evaluate[int](`document.querySelectorAll("#unplaced-list .event-item").length`))
		return err
	}(); err != nil {
		return rep, fmt.Errorf("browsertest: count unplaced events: %w", err)
	}

	if rep.MarkerMoved, err = travellerMoves(bctx); err != nil {
		return rep, err
	}

	if err := step("settle", 10*time.Second,
		chromedp.Sleep(200*time.Millisecond),
		waitTrue(`document.body.dataset.eventsPending !== "true"`),
	); err != nil {
		return rep, err
	}
	if err := func() error {
		sctx, cancel := context.WithTimeout(bctx, 10*time.Second)
		defer cancel()
		rep.Screenshot, err = chromedp.Run(sctx, chromedp.CaptureScreenshot())
		return err
	}(); err != nil {
		return rep, fmt.Errorf("browsertest: screenshot: %w", err)
	}
	return rep, nil
}

// waitTrue waits until the JavaScript expression is true, polling every 50 ms
// until the context of the step ends.
func waitTrue(expr string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		for {
			ok, err := chromedp.Evaluate[bool]("Boolean("+expr+")")(ctx, t)
			if err != nil {
				return err
			}
			if ok {
				return nil
			}
			select {
			case <-ctx.Done():
				return fmt.Errorf("waiting for %s: %w", expr, ctx.Err())
			case <-time.After(50 * time.Millisecond):
			}
		}
	})
}

// setSliderJS moves #time-slider to the date as a person would, with input and
// change events, and returns the date the slider landed on (it clamps to the
// dataset's span).
const setSliderJS = `(() => {
  const el = document.getElementById("time-slider");
  const day = Math.round(Date.parse(%q + "T00:00:00Z") / 86400000);
  el.focus();
  el.value = String(day);
  el.dispatchEvent(new Event("input", {bubbles: true}));
  el.dispatchEvent(new Event("change", {bubbles: true}));
  return new Date(Number(el.value) * 86400000).toISOString().slice(0, 10);
})()`

// countMarkersJS counts the event markers drawn inside the window.
const countMarkersJS = `(() => {
  const w = window.innerWidth, h = window.innerHeight;
  return Array.from(document.querySelectorAll(".event-marker")).filter((el) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && r.right > 0 && r.bottom > 0 && r.left < w && r.top < h &&
      s.display !== "none" && s.visibility !== "hidden" && Number(s.opacity) > 0;
  }).length;
})()`

// markersAt sets the slider to the date, waits for the page to apply the
// events query of that date, presses #fit-window and counts the drawn event
// markers.
func markersAt(bctx context.Context, date string) (int, error) {
	ctx, cancel := context.WithTimeout(bctx, 10*time.Second)
	defer cancel()
	landed, err := chromedp.Run(ctx, chromedp.Evaluate[string](fmt.Sprintf(setSliderJS, date)))
	if err != nil {
		return 0, fmt.Errorf("browsertest: set slider to %s: %w", date, err)
	}
	if landed != date {
		return 0, fmt.Errorf("browsertest: slider went to %s, not %s: outside the dataset span?", landed, date)
	}
	if err := chromedp.Do(ctx,
		waitTrue(fmt.Sprintf(`document.body.dataset.eventsDate === %q && document.body.dataset.eventsPending !== "true"`, date)),
	); err != nil {
		return 0, fmt.Errorf("browsertest: wait for the events of %s: %w", date, err)
	}
	// As a person would, fit the map to the window before counting: the
	// view stays where it was when the date moves.
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(() => { const b = document.getElementById("fit-window"); if (b) b.click(); })()`)); err != nil {
		return 0, fmt.Errorf("browsertest: fit the map to %s: %w", date, err)
	}
	n, err := chromedp.Run(ctx, chromedp.Evaluate[int](countMarkersJS))
	if err != nil {
		return 0, fmt.Errorf("browsertest: count markers at %s: %w", date, err)
	}
	return n, nil
}

// markerPos is where a traveller is drawn.
type markerPos struct {
	ID string  `json:"id"`
	X  float64 `json:"x"`
	Y  float64 `json:"y"`
}

// travellerPosJS returns the centre of the traveller with the id, or of the
// first visible one when the id is empty; null when there is none.
const travellerPosJS = `(() => {
  const want = %q;
  for (const el of document.querySelectorAll(".moving-marker")) {
    if (want && el.dataset.movement !== want) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    return {id: el.dataset.movement || "", x: r.left + r.width / 2, y: r.top + r.height / 2};
  }
  return null;
})()`

// travellerMoves presses #play, samples a traveller twice 400 ms apart, and
// pauses again.
func travellerMoves(bctx context.Context) (bool, error) {
	ctx, cancel := context.WithTimeout(bctx, 10*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#play"))); err != nil {
		return false, fmt.Errorf("browsertest: press play: %w", err)
	}
	pos := func(id string) (*markerPos, error) {
		return chromedp.Run(ctx, chromedp.Evaluate[*markerPos](fmt.Sprintf(travellerPosJS, id)))
	}
	var first *markerPos
	deadline := time.Now().Add(3 * time.Second)
	for {
		p, err := pos("")
		if err != nil {
			return false, fmt.Errorf("browsertest: find a moving marker: %w", err)
		}
		if p != nil {
			first = p
			break
		}
		if time.Now().After(deadline) {
			break
		}
		if err := chromedp.Do(ctx, chromedp.Sleep(50*time.Millisecond)); err != nil {
			return false, err
		}
	}
	moved := false
	if first != nil {
		if err := chromedp.Do(ctx, chromedp.Sleep(400*time.Millisecond)); err != nil {
			return false, err
		}
		second, err := pos(first.ID)
		if err != nil {
			return false, fmt.Errorf("browsertest: sample the moving marker: %w", err)
		}
		moved = second != nil && math.Hypot(second.X-first.X, second.Y-first.Y) >= 1
	}
	playing, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("play").getAttribute("aria-pressed") === "true"`))
	if err != nil {
		return false, fmt.Errorf("browsertest: read the play button: %w", err)
	}
	if playing {
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#play"))); err != nil {
			return false, fmt.Errorf("browsertest: press pause: %w", err)
		}
	}
	return moved, nil
}

// Require stops a test that cannot drive the map: it fails when the page is
// not built, and when Chromium is missing it skips, or fails under CI (env
// CI set), where the browser tests must run.
func Require(tb testing.TB) {
	tb.Helper()
	if !web.Built(web.Assets()) {
		tb.Fatal("web/dist/index.html is missing: run make web (npm ci && npm run build in web/)")
	}
	if _, err := FindChromium(); err != nil {
		testenv.Missing(tb, "chromium", "apt-get install -y chromium, or set CHROMIUM_PATH (.ci/run installs it)", err)
	}
}
