package browsertest

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// Browser is one headless Chromium with one tab, recording the errors and
// requests of the pages it shows. Its methods drive the tab as a person
// would (navigate, click, press keys) and read the page with JavaScript.
type Browser struct {
	ctx     context.Context // the tab
	rec     *recorder
	profile string
	cancel  []context.CancelFunc
}

// Start launches Chromium (see FindChromium) with a fresh profile. origin
// ("http://host:port") is the pages' own origin: a request to any other
// host is recorded as an error. ctx bounds the browser's life.
func Start(ctx context.Context, origin string) (*Browser, error) {
	exe, err := FindChromium()
	if err != nil {
		return nil, err
	}
	profile, err := os.MkdirTemp("", "chronomap-chromium-")
	if err != nil {
		return nil, err
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx,
		chromedp.ExecPath(exe),
		chromedp.UserDataDir(profile),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.WindowSize(viewportWidth, viewportHeight),
		chromedp.Flag("lang", "en-US"),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-default-apps", true),
		chromedp.Flag("disable-domain-reliability", true),
		chromedp.Flag("disable-client-side-phishing-detection", true),
		chromedp.Flag("disable-features", "Translate,OptimizationHints,MediaRouter,InterestFeedContentSuggestions,AutofillServerCommunication"),
		chromedp.Flag("no-pings", true),
		chromedp.Flag("metrics-recording-only", true),
		chromedp.Flag("safebrowsing-disable-auto-update", true),
		chromedp.Flag("password-store", "basic"),
		chromedp.Flag("use-mock-keychain", true),
		chromedp.Flag("force-color-profile", "srgb"),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.Flag("mute-audio", true),
	)
	bctx, cancelBrowser := chromedp.NewContext(actx)
	b := &Browser{ctx: bctx, profile: profile, cancel: []context.CancelFunc{cancelBrowser, cancelAlloc}}
	// Start the browser with a context that has no step timeout: the first
	// Run binds the browser's life to its context.
	if err := chromedp.Do(bctx); err != nil {
		b.Close()
		return nil, fmt.Errorf("browsertest: start %s: %w", exe, err)
	}
	b.rec = &recorder{origin: origin, urls: map[network.RequestID]string{}}
	if err := chromedp.Listen(bctx, b.rec.listen); err != nil {
		b.Close()
		return nil, fmt.Errorf("browsertest: listen: %w", err)
	}
	return b, nil
}

// Close closes the browser gracefully and removes its profile.
func (b *Browser) Close() {
	cctx, cancel := context.WithTimeout(b.ctx, 5*time.Second)
	_ = chromedp.Cancel(cctx)
	cancel()
	for _, c := range b.cancel {
		c()
	}
	os.RemoveAll(b.profile)
}

// Errors returns the console errors, exceptions, failed requests, HTTP
// errors and foreign requests recorded so far.
func (b *Browser) Errors() []string {
	b.rec.mu.Lock()
	defer b.rec.mu.Unlock()
	return append([]string(nil), b.rec.errs...)
}

// Requests returns the URLs requested so far, in order.
func (b *Browser) Requests() []string {
	b.rec.mu.Lock()
	defer b.rec.mu.Unlock()
	return append([]string(nil), b.rec.requests...)
}

// Do runs actions in the tab within d.
func (b *Browser) Do(d time.Duration, actions ...chromedp.Action[chromedp.Void]) error {
	ctx, cancel := context.WithTimeout(b.ctx, d)
	defer cancel()
	return chromedp.Do(ctx, actions...)
}

// Load shows url at width × height CSS pixels, from a blank page (so that a
// URL differing from the current one only in its fragment loads anew), and
// waits until the map page says it is ready.
func (b *Browser) Load(url string, width, height int) error {
	err := b.Do(20*time.Second,
		chromedp.EmulateViewport(int64(width), int64(height)),
		chromedp.Navigate("about:blank"),
		chromedp.Navigate(url),
		waitTrue(`document.body && document.body.dataset.ready === "true"`),
	)
	if err != nil {
		return fmt.Errorf("browsertest: load %s at %d×%d: %w", url, width, height, err)
	}
	return nil
}

// WaitTrue waits up to d until the JavaScript expression is true.
func (b *Browser) WaitTrue(expr string, d time.Duration) error {
	return b.Do(d, waitTrue(expr))
}

// Click clicks the first element matching the CSS selector with the mouse.
func (b *Browser) Click(selector string) error {
	if err := b.Do(5*time.Second, chromedp.Click(chromedp.CSS(selector))); err != nil {
		return fmt.Errorf("browsertest: click %s: %w", selector, err)
	}
	return nil
}

// ClickAt clicks the mouse at a point of the viewport, in CSS pixels.
func (b *Browser) ClickAt(x, y float64) error {
	return b.Do(5*time.Second, chromedp.MouseClickXY(x, y))
}

// Key presses keys (see chromedp.KeyEvent; kb.ArrowRight and the like).
func (b *Browser) Key(keys string) error {
	return b.Do(5*time.Second, chromedp.KeyEvent(keys))
}

// Screenshot writes a PNG of the viewport to path.
func (b *Browser) Screenshot(path string) error {
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		return err
	}
	return os.WriteFile(path, png, 0o644)
}

// Eval evaluates a JavaScript expression in the page (awaiting a promise)
// and decodes its JSON value into T.
func Eval[T any](b *Browser, expr string) (T, error) {
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		return v, fmt.Errorf("browsertest: evaluate %.80q: %w", expr, err)
	}
	return v, nil
}

// Drag presses the left mouse button at (x1, y1), moves to (x2, y2) in
// steps and releases it there, in CSS pixels of the viewport.
func (b *Browser) Drag(x1, y1, x2, y2 float64) error {
	left := chromedp.ButtonType(input.MouseButtonLeft)
	actions := []chromedp.Action[chromedp.Void]{
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x1, y1),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x1, y1, left, chromedp.ClickCount(1)),
	}
	const steps = 8
	for i := 1; i <= steps; i++ {
		f := float64(i) / steps
		actions = append(actions, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x1+(x2-x1)*f, y1+(y2-y1)*f, left))
	}
	actions = append(actions, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x2, y2, left, chromedp.ClickCount(1)))
	return b.Do(5*time.Second, actions...)
}
