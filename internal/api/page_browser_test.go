package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"

	"github.com/chronomap/chronomap/internal/api"
	"github.com/chronomap/chronomap/internal/browsertest"
	"github.com/chronomap/chronomap/internal/testenv/bundled"
	"github.com/chronomap/chronomap/web"
)

// The page's viewports: a laptop and a phone, in CSS pixels.
const (
	deskW, deskH   = 1280, 800
	phoneW, phoneH = 360, 740
)

// rect is an element's bounding box in the viewport.
type rect struct {
	Text                     string
	Left, Top, Right, Bottom float64
}

func (r rect) overlaps(o rect) bool {
	return r.Left < o.Right && o.Left < r.Right && r.Top < o.Bottom && o.Top < r.Bottom
}

func (r rect) inside(w, h float64) bool {
	return r.Left >= 0 && r.Top >= 0 && r.Right <= w && r.Bottom <= h
}

// labelsJS lists the place and traveller labels a person can see.
const labelsJS = `Array.from(document.querySelectorAll(".place-label, .mm-label")).filter((el) => {
  if (el.closest(".label-hidden") || el.classList.contains("label-hidden")) return false;
  const s = getComputedStyle(el), r = el.getBoundingClientRect();
  return s.display !== "none" && s.visibility !== "hidden" && r.width > 0 && r.height > 0;
}).map((el) => { const r = el.getBoundingClientRect(); return {Text: el.textContent, Left: r.left, Top: r.top, Right: r.right, Bottom: r.bottom}; })`

// pageState is the part of chronomap.state() the tests compare.
type pageState struct {
	Date        string   `json:"date"`
	WindowMode  string   `json:"windowMode"`
	WindowDays  *int     `json:"windowDays"`
	Lang        string   `json:"lang"`
	ModernNames bool     `json:"modernNames"`
	HiddenTypes []string `json:"hiddenTypes"`
	Selected    *string  `json:"selected"`
	Story       bool     `json:"story"`
	StoryIndex  int      `json:"storyIndex"`
	Tab         string   `json:"tab"`
	Loop        bool     `json:"loop"`
	View        struct {
		Zoom   float64    `json:"zoom"`
		Center [2]float64 `json:"center"`
	} `json:"view"`
	Movements []struct {
		ID       string  `json:"id"`
		Actor    string  `json:"actor"`
		Color    string  `json:"color"`
		Phase    string  `json:"phase"`
		Progress float64 `json:"progress"`
		Shown    bool    `json:"shown"`
	} `json:"movements"`
}

// TestMapPageInBrowser drives the page over the bundled map (the text's
// extraction with the curated corrections, as `make run` builds it) at
// 1280×800 and 360×740, and leaves a screenshot of each state in
// $CHRONOMAP_SCREENSHOTS (default: chronomap-screens in the temporary
// folder).
func TestMapPageInBrowser(t *testing.T) {
	browsertest.Require(t)
	db := bundled.TextStore(t, bundled.Gazetteer(t), true)
	srv := httptest.NewServer(api.New(api.Config{Store: db, Assets: web.Assets()}))
	defer srv.Close()
	dir := os.Getenv("CHRONOMAP_SCREENSHOTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "chronomap-screens")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshots in %s", dir)

	// The check every page change must pass: with the default 30-day window
	// the marker counts follow from the curated events, which the text's
	// extraction is corrected by:
	//
	//	1902-06-25 (window from 1902-05-26): the conciliation commission (open
	//	start to June 1902), the programme and the Loguivy trip (June), Iskra's
	//	and Lenin's moves (spring) and the seven 1902 lectures: 12 markers;
	//	1903-07-20 (window from 1903-06-20): the congress in Brussels and in
	//	London and the 16 represented committees: 18 markers.
	t.Run("markers and playback", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
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
	})

	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	b, err := browsertest.Start(ctx, srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()

	shot := func(t *testing.T, name string) {
		t.Helper()
		if err := b.Screenshot(filepath.Join(dir, name+".png")); err != nil {
			t.Error(err)
		}
	}
	load := func(t *testing.T, fragment string, w, h int) {
		t.Helper()
		if err := b.Load(srv.URL+"/"+fragment, w, h); err != nil {
			t.Fatal(err)
		}
	}
	eval := func(t *testing.T, js string, out any) {
		t.Helper()
		raw, err := browsertest.Eval[json.RawMessage](b, js)
		if err != nil {
			t.Fatal(err)
		}
		if out != nil {
			if err := json.Unmarshal(raw, out); err != nil {
				t.Fatalf("%s: %v", js, err)
			}
		}
	}
	state := func(t *testing.T) pageState {
		t.Helper()
		var s pageState
		eval(t, `chronomap.state()`, &s)
		return s
	}
	setDate := func(t *testing.T, date string) {
		t.Helper()
		eval(t, fmt.Sprintf(`chronomap.setDate(%q)`, date), nil)
		if err := b.WaitTrue(fmt.Sprintf(`document.body.dataset.eventsDate === %q`, date), 5*time.Second); err != nil {
			t.Fatal(err)
		}
	}
	// closePopups closes the popup and waits until it has faded out, so
	// that it cannot take the next click.
	closePopups := func(t *testing.T) {
		t.Helper()
		eval(t, `(chronomap.map.closePopup(), true)`, nil)
		if err := b.WaitTrue(`!document.querySelector(".leaflet-popup")`, 3*time.Second); err != nil {
			t.Fatal(err)
		}
	}
	fit := func(t *testing.T) {
		t.Helper()
		if err := b.Click("#fit-window"); err != nil {
			t.Fatal(err)
		}
		settle(t, b)
	}
	labels := func(t *testing.T) []rect {
		t.Helper()
		var ls []rect
		eval(t, labelsJS, &ls)
		return ls
	}
	noOverlaps := func(t *testing.T, ls []rect) {
		t.Helper()
		for i := range ls {
			for j := i + 1; j < len(ls); j++ {
				if ls[i].overlaps(ls[j]) {
					t.Errorf("labels %q %v and %q %v overlap", ls[i].Text, ls[i], ls[j].Text, ls[j])
				}
			}
		}
	}
	texts := func(ls []rect) string {
		var s []string
		for _, l := range ls {
			s = append(s, l.Text)
		}
		return strings.Join(s, ", ")
	}

	// The events in text order, from the API: story mode must follow it.
	var items struct {
		Features []struct {
			ID         string
			Properties struct {
				Source struct{ Start int }
			}
		}
	}
	res, err := http.Get(srv.URL + "/collections/events/items?limit=1000")
	if err != nil {
		t.Fatal(err)
	}
	err = json.NewDecoder(res.Body).Decode(&items)
	res.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	sort.SliceStable(items.Features, func(i, j int) bool {
		a, b := items.Features[i], items.Features[j]
		if a.Properties.Source.Start != b.Properties.Source.Start {
			return a.Properties.Source.Start < b.Properties.Source.Start
		}
		return a.ID < b.ID
	})
	textOrder := make([]string, len(items.Features))
	for i, f := range items.Features {
		textOrder[i] = f.ID
	}

	t.Run("opening view", func(t *testing.T) {
		load(t, "", deskW, deskH)
		shot(t, "opening-1280")
		ls := labels(t)
		if len(ls) < 5 {
			t.Errorf("only %d labels at the opening view: %s", len(ls), texts(ls))
		}
		noOverlaps(t, ls)
		// Fitted to the window: every marker inside the map, and the map
		// closer than a view of the whole of Europe.
		var out struct {
			Markers, Outside int
			Zoom             float64
		}
		eval(t, `(() => { const m = document.getElementById("map").getBoundingClientRect();
			const els = Array.from(document.querySelectorAll(".event-marker"));
			const out = els.filter((el) => { const r = el.getBoundingClientRect(); const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
				return r.width === 0 || x < m.left || x > m.right || y < m.top || y > m.bottom; }).length;
			return {Markers: els.length, Outside: out, Zoom: chronomap.map.getZoom()}; })()`, &out)
		if out.Markers == 0 || out.Outside > 0 {
			t.Errorf("opening view: %d of %d event markers outside the map", out.Outside, out.Markers)
		}
		if out.Zoom < 5 {
			t.Errorf("opening zoom %.2f: the view is not fitted to the window", out.Zoom)
		}
		if got := state(t); got.Lang != "en" || got.Tab != "text" {
			t.Errorf("opening: language %q, tab %q; want en (the browser's) and text", got.Lang, got.Tab)
		}
	})

	t.Run("period names and language", func(t *testing.T) {
		load(t, "#date=1903-07-20&lang=en", deskW, deskH)
		fit(t)
		ls := labels(t)
		shot(t, "period-names-en-1280")
		all := texts(ls)
		if !strings.Contains(all, "Tiflis") || strings.Contains(all, "Tbilisi") {
			t.Errorf("labels at 1903 (en): %s; want Tiflis, not Tbilisi", all)
		}
		if !strings.Contains(all, "Yekaterinoslav") || strings.Contains(all, "Dnipropetrovsk") {
			t.Errorf("labels at 1903 (en): %s; want Yekaterinoslav, not Dnipropetrovsk", all)
		}
		noOverlaps(t, ls)

		if err := b.Click("#lang-toggle"); err != nil {
			t.Fatal(err)
		}
		settle(t, b)
		shot(t, "period-names-ru-1280")
		var byPlace map[string]string
		eval(t, `Object.fromEntries(Array.from(document.querySelectorAll(".place-label")).map((el) => [el.dataset.place, el.textContent]))`, &byPlace)
		for id, want := range map[string]string{"geonames:611717": "Тифлис", "geonames:706483": "Харьков", "geonames:709930": "Екатеринослав", "geonames:700569": "Николаев", "geonames:615532": "Батум"} {
			if byPlace[id] != want {
				t.Errorf("label of %s at 1903 (ru) = %q, want %q", id, byPlace[id], want)
			}
		}
		// Zoomed in on the Caucasus, Тифлис is shown, not hidden by a neighbour.
		eval(t, `(chronomap.map.setView([41.7, 44.8], 6.5, {animate: false}), true)`, nil)
		settle(t, b)
		shot(t, "period-names-ru-caucasus-1280")
		if all := texts(labels(t)); !strings.Contains(all, "Тифлис") || strings.Contains(all, "Тбилиси") {
			t.Errorf("labels on the Caucasus at 1903 (ru): %s; want Тифлис, not Тбилиси", all)
		}
		var page struct {
			Lang, Date, Hash string
			When             []string
		}
		eval(t, `({Lang: document.documentElement.lang, Date: document.getElementById("current-date").textContent, Hash: location.hash,
			When: Array.from(document.querySelectorAll("#event-list .item-when")).map((e) => e.textContent)})`, &page)
		if page.Lang != "ru" || page.Date != "20 июля 1903" || !strings.Contains(page.Hash, "lang=ru") {
			t.Errorf("after the switch: lang %q, date %q, URL %q; want ru, «20 июля 1903», lang=ru", page.Lang, page.Date, page.Hash)
		}
		if !strings.Contains(strings.Join(page.When, "|"), "июль–август 1903") {
			t.Errorf("list dates %q: want the congress as «июль–август 1903»", page.When)
		}
		// The curated file gives Russian summaries too.
		var summaries []string
		eval(t, `Array.from(document.querySelectorAll("#event-list .item-summary")).map((e) => e.textContent)`, &summaries)
		if !strings.Contains(strings.Join(summaries, "|"), "Тифлисский комитет представлен на II съезде.") {
			t.Errorf("list summaries in Russian: %q", summaries)
		}

		if err := b.Click("#names-toggle"); err != nil {
			t.Fatal(err)
		}
		settle(t, b)
		shot(t, "modern-names-ru-1280")
		if all := texts(labels(t)); !strings.Contains(all, "Тбилиси") || strings.Contains(all, "Тифлис") {
			t.Errorf("modern names (ru): %s; want Тбилиси, not Тифлис", all)
		}
	})

	t.Run("journeys", func(t *testing.T) {
		load(t, "#date=1902-01-15&window=30&lang=en", deskW, deskH)
		drawn := func(id string) int {
			var n int
			eval(t, fmt.Sprintf(`Array.from(document.querySelectorAll(".movement-line.mv-%s")).filter((p) => (p.getAttribute("d") || "").length > 4).length`, id), &n)
			return n
		}
		phase := func(id string) (string, float64) {
			for _, m := range state(t).Movements {
				if m.ID == id {
					return m.Phase, m.Progress
				}
			}
			t.Fatalf("no movement %s", id)
			return "", 0
		}
		if n := drawn("congress-brussels-london"); n != 0 {
			t.Errorf("the 1903 congress route is drawn in January 1902 (%d paths)", n)
		}
		if p, _ := phase("congress-brussels-london"); p != "future" {
			t.Errorf("congress route phase in January 1902 = %q, want future", p)
		}
		setDate(t, "1903-08-01")
		fit(t)
		shot(t, "journey-under-way-1280")
		if p, f := phase("congress-brussels-london"); p != "moving" || f <= 0.4 || f >= 0.6 {
			t.Errorf("congress route on 1 August 1903: %s at %.2f; want moving, about halfway (1 July – 31 August)", p, f)
		}
		if n := drawn("congress-brussels-london"); n == 0 {
			t.Error("the congress route is not drawn while under way")
		}
		if p, _ := phase("lenin-germany-london"); p != "done" {
			t.Errorf("Lenin's move of spring 1902 in 1903: %q, want done (a faint trace)", p)
		}
		colors := map[string]string{}
		for _, m := range state(t).Movements {
			if c, ok := colors[m.Actor]; ok && c != m.Color {
				t.Errorf("actor %s has two colours", m.Actor)
			}
			colors[m.Actor] = m.Color
		}
		seen := map[string]string{}
		for a, c := range colors {
			if other, dup := seen[c]; dup {
				t.Errorf("actors %s and %s share the colour %s", a, other, c)
			}
			seen[c] = a
		}

		// Step forward and back: to the next and previous start of something.
		setDate(t, "1902-01-15")
		if err := b.Click("#step-forward"); err != nil {
			t.Fatal(err)
		}
		if d := state(t).Date; d != "1902-02-01" {
			t.Errorf("step forward from 15 January 1902 went to %s, want 1902-02-01 (What Is to Be Done?)", d)
		}
		if err := b.Click("#step-back"); err != nil {
			t.Fatal(err)
		}
		if d := state(t).Date; d != "1902-01-01" {
			t.Errorf("step back from 1 February 1902 went to %s, want 1902-01-01", d)
		}

		// Loop: playing past the end starts again.
		load(t, "#date=1903-08-25&speed=90&loop=1&lang=en", deskW, deskH)
		if !state(t).Loop {
			t.Error("loop=1 in the URL did not switch the loop on")
		}
		if err := b.Click("#play"); err != nil {
			t.Fatal(err)
		}
		if err := b.WaitTrue(`chronomap.state().date < "1903-01-01" && chronomap.state().playing`, 10*time.Second); err != nil {
			t.Errorf("playback with loop did not start again from the beginning: %v (at %s)", err, state(t).Date)
		}
		eval(t, `(chronomap.pause(), true)`, nil)

		// The brush: drag over the histogram picks the window.
		var h rect
		eval(t, `(() => { const r = document.getElementById("histogram").getBoundingClientRect(); return {Left: r.left, Top: r.top, Right: r.right, Bottom: r.bottom}; })()`, &h)
		y := (h.Top + h.Bottom) / 2
		x1, x2 := h.Left+8+(h.Right-h.Left-16)*0.2, h.Left+8+(h.Right-h.Left-16)*0.4
		if err := b.Drag(x1, y, x2, y); err != nil {
			t.Fatal(err)
		}
		settle(t, b)
		shot(t, "brushed-window-1280")
		st := state(t)
		// The span is 1902-01-01 – 1903-08-31, 607 days: 20 % of it is about 121 days.
		if st.WindowMode != "custom" || st.WindowDays == nil || *st.WindowDays < 110 || *st.WindowDays > 132 {
			t.Errorf("after brushing 20%%–40%% of the histogram: window %q of %v days; want custom, about 121", st.WindowMode, st.WindowDays)
		}
		if st.Date < "1902-09-01" || st.Date > "1902-09-20" {
			t.Errorf("after brushing: date %s, want the end of the brush, about 1902-09-12", st.Date)
		}
	})

	t.Run("state in the URL", func(t *testing.T) {
		load(t, "#lang=en", deskW, deskH)
		setDate(t, "1902-06-25")
		// The legend, a type filter, sits in the events tab.
		if err := b.Click("#tab-events"); err != nil {
			t.Fatal(err)
		}
		if err := b.Click(`.legend-type[data-type="lecture"]`); err != nil {
			t.Fatal(err)
		}
		eval(t, `document.getElementById("window-select").value = "91"; document.getElementById("window-select").dispatchEvent(new Event("change"))`, nil)
		eval(t, `(chronomap.focusEvent("loguivy-trip"), true)`, nil)
		settle(t, b)
		if err := b.Click("#lang-toggle"); err != nil {
			t.Fatal(err)
		}
		settle(t, b)
		// The URL follows the page once it has settled (a popup may pan the
		// map): wait until the view has stood still for 300 ms and the URL
		// has it.
		const viewInURL = `(() => { const c = chronomap.map.getCenter(); const q = new URLSearchParams(location.hash.slice(1));
			return q.get("map") === chronomap.map.getZoom() + "/" + c.lat.toFixed(4) + "/" + c.lng.toFixed(4) && q.get("lang") === "ru"; })()`
		for deadline := time.Now().Add(10 * time.Second); ; {
			var c1, c2 string
			eval(t, `String(chronomap.map.getCenter())`, &c1)
			time.Sleep(300 * time.Millisecond)
			eval(t, `String(chronomap.map.getCenter())`, &c2)
			var inURL bool
			eval(t, viewInURL, &inURL)
			if c1 == c2 && inURL {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("the view did not settle into the URL: %s, %s", c1, c2)
			}
		}
		before := state(t)
		var href string
		eval(t, `location.href`, &href)
		shot(t, "url-before-1280")
		u, err := url.Parse(href)
		if err != nil {
			t.Fatal(err)
		}
		q, _ := url.ParseQuery(u.Fragment)
		for _, k := range []string{"date", "window", "map", "sel", "types", "lang"} {
			if q.Get(k) == "" {
				t.Errorf("the URL %s has no %s", href, k)
			}
		}
		load(t, "#"+u.Fragment, deskW, deskH)
		settle(t, b)
		shot(t, "url-after-1280")
		after := state(t)
		if before.Date != after.Date || before.WindowMode != after.WindowMode || before.Lang != after.Lang ||
			fmt.Sprint(before.HiddenTypes) != fmt.Sprint(after.HiddenTypes) || before.Tab != after.Tab {
			t.Errorf("state before the link %+v, after %+v", before, after)
		}
		if before.Selected == nil || after.Selected == nil || *before.Selected != *after.Selected || *after.Selected != "events/loguivy-trip" {
			t.Errorf("selected before %v, after %v; want events/loguivy-trip", before.Selected, after.Selected)
		}
		if d := before.View.Zoom - after.View.Zoom; d > 0.01 || d < -0.01 ||
			abs(before.View.Center[0]-after.View.Center[0]) > 0.01 || abs(before.View.Center[1]-after.View.Center[1]) > 0.01 {
			t.Errorf("view before %+v, after %+v", before.View, after.View)
		}
		var popup string
		eval(t, `(document.querySelector(".leaflet-popup .popup") || {dataset: {}}).dataset.feature || ""`, &popup)
		if popup != "events/loguivy-trip" {
			t.Errorf("the link opened the popup of %q, want events/loguivy-trip", popup)
		}
		if strings.Join(after.HiddenTypes, ",") != "lecture" {
			t.Errorf("hidden types after the link: %v, want [lecture]", after.HiddenTypes)
		}
	})

	t.Run("text beside the map", func(t *testing.T) {
		load(t, "#tab=text&lang=en&date=1902-01-01", deskW, deskH)
		// Text → map: a click on the sentence of the Loguivy trip.
		var seg rect
		eval(t, `(() => { const el = Array.from(document.querySelectorAll('#doc-text .seg[data-ev]')).find((e) => e.dataset.ev.split(" ").includes("events/loguivy-trip") && !e.dataset.place && e.dataset.date === undefined && e.textContent.trim().length > 3);
			el.scrollIntoView({block: "center"}); const r = el.getClientRects()[0]; return {Text: el.textContent, Left: r.left, Top: r.top, Right: r.right, Bottom: r.bottom}; })()`, &seg)
		if err := b.ClickAt((seg.Left+seg.Right)/2, (seg.Top+seg.Bottom)/2); err != nil {
			t.Fatal(err)
		}
		settle(t, b)
		time.Sleep(300 * time.Millisecond) // the popup pans the map
		shot(t, "text-to-map-1280")
		st := state(t)
		if st.Selected == nil || *st.Selected != "events/loguivy-trip" {
			t.Errorf("clicking %q in the text selected %v, want events/loguivy-trip", seg.Text, st.Selected)
		}
		if st.Date != "1902-06-21" {
			t.Errorf("clicking the Loguivy sentence moved the slider to %s, want 1902-06-21", st.Date)
		}
		// Loguivy-de-la-Mer is at 48.819 N, 3.058 W.
		if abs(st.View.Center[0]-48.819) > 0.5 || abs(st.View.Center[1]+3.058) > 0.5 {
			t.Errorf("the map centre %v is not at Loguivy (48.819, -3.058)", st.View.Center)
		}

		// Map → text: a click on the Brussels congress marker.
		setDate(t, "1903-07-20")
		fit(t)
		closePopups(t)
		eval(t, `(document.getElementById("panel-text").scrollTop = 0, true)`, nil)
		var m rect
		eval(t, `(() => { const r = document.querySelector('.event-marker[data-event="congress-brussels"]').getBoundingClientRect(); return {Left: r.left, Top: r.top, Right: r.right, Bottom: r.bottom}; })()`, &m)
		if err := b.ClickAt((m.Left+m.Right)/2, (m.Top+m.Bottom)/2); err != nil {
			t.Fatal(err)
		}
		settle(t, b)
		time.Sleep(300 * time.Millisecond)
		// A click may open the chooser when several markers share the spot.
		eval(t, `(() => { const b = document.querySelector('.chooser [data-pick="events/congress-brussels"]'); if (b) b.click(); })()`, nil)
		time.Sleep(700 * time.Millisecond) // smooth scrolling
		shot(t, "map-to-text-1280")
		var active struct {
			N       int
			Visible bool
		}
		eval(t, `(() => { const els = Array.from(document.querySelectorAll("#doc-text .seg.active")); const p = document.getElementById("panel-text").getBoundingClientRect();
			const r = els.length ? els[0].getBoundingClientRect() : null;
			return {N: els.length, Visible: !!r && r.top >= p.top && r.bottom <= p.bottom}; })()`, &active)
		if active.N == 0 || !active.Visible {
			t.Errorf("after clicking the Brussels congress marker: %d highlighted text segments, in view %v", active.N, active.Visible)
		}
	})

	t.Run("story mode", func(t *testing.T) {
		load(t, "#tab=text&lang=en", deskW, deskH)
		if err := b.Click("#story-toggle"); err != nil {
			t.Fatal(err)
		}
		settle(t, b)
		want := func(i int) {
			t.Helper()
			st := state(t)
			if !st.Story || st.StoryIndex != i || st.Selected == nil || *st.Selected != "events/"+textOrder[i] {
				t.Errorf("story step %d: story %v, index %d, selected %v; want events/%s", i, st.Story, st.StoryIndex, st.Selected, textOrder[i])
			}
		}
		want(0)
		for i := 1; i <= 3; i++ {
			if err := b.Key(kb.ArrowRight); err != nil {
				t.Fatal(err)
			}
			settle(t, b)
			want(i)
		}
		shot(t, "story-step-4-1280")
		if err := b.Key(kb.ArrowLeft); err != nil {
			t.Fatal(err)
		}
		settle(t, b)
		want(2)
		if err := b.Click("#story-next"); err != nil {
			t.Fatal(err)
		}
		settle(t, b)
		want(3)
	})

	t.Run("phone", func(t *testing.T) {
		load(t, "#lang=en", phoneW, phoneH)
		shot(t, "opening-360")
		var layout struct {
			Map, Sheet rect
			Width      float64
		}
		eval(t, `(() => { const box = (id) => { const r = document.getElementById(id).getBoundingClientRect(); return {Left: r.left, Top: r.top, Right: r.right, Bottom: r.bottom}; };
			return {Map: box("map"), Sheet: box("sidebar"), Width: document.documentElement.scrollWidth}; })()`, &layout)
		if h := layout.Map.Bottom - layout.Map.Top; h < 0.6*phoneH {
			t.Errorf("the map is %.0f px tall of %d", h, phoneH)
		}
		if h := layout.Sheet.Bottom - layout.Sheet.Top; h > 60 {
			t.Errorf("the closed bottom sheet is %.0f px tall", h)
		}
		if layout.Width > phoneW {
			t.Errorf("the page is %.0f px wide on a %d px screen", layout.Width, phoneW)
		}
		noOverlaps(t, labels(t))

		setDate(t, "1903-07-20")
		fit(t)
		shot(t, "congress-360")
		// Every marker's popup stays inside the screen.
		const markersInMapJS = `(() => { const m = document.getElementById("map").getBoundingClientRect();
			return Array.from(document.querySelectorAll(".event-marker")).map((el) => { const r = el.getBoundingClientRect(); return {Text: el.dataset.event, Left: r.left, Top: r.top, Right: r.right, Bottom: r.bottom}; })
				.filter((r) => r.Right > r.Left && r.Left >= m.left && r.Right <= m.right && r.Top >= m.top + 40 && r.Bottom <= m.bottom); })()`
		var ms []rect
		eval(t, markersInMapJS, &ms)
		if len(ms) < 10 {
			t.Fatalf("%d markers on the phone at 1903-07-20", len(ms))
		}
		for i := range 4 {
			closePopups(t)
			fit(t)
			eval(t, markersInMapJS, &ms)
			m := ms[i*len(ms)/4]
			if err := b.ClickAt((m.Left+m.Right)/2, (m.Top+m.Bottom)/2); err != nil {
				t.Fatal(err)
			}
			time.Sleep(350 * time.Millisecond) // the map pans the popup into view
			var p []rect
			eval(t, `Array.from(document.querySelectorAll(".leaflet-popup")).map((el) => { const r = el.getBoundingClientRect(); return {Left: r.left, Top: r.top, Right: r.right, Bottom: r.bottom}; })`, &p)
			if len(p) == 0 {
				shot(t, "popup-missing-360")
				t.Errorf("tapping the marker of %s at %.0f,%.0f opened no popup", m.Text, (m.Left+m.Right)/2, (m.Top+m.Bottom)/2)
				continue
			}
			if !p[0].inside(phoneW, phoneH) {
				t.Errorf("the popup of %s is not inside the screen: %+v", m.Text, p[0])
			}
		}
		shot(t, "popup-360")
		// Markers under each other: a tap on London, where the congress and
		// the traveller meet, offers each of them.
		closePopups(t)
		eval(t, `(chronomap.map.setView([51.5085, -0.1257], 7, {animate: false}), true)`, nil)
		setDate(t, "1903-08-31")
		var pt struct{ X, Y float64 }
		eval(t, `(() => { const p = chronomap.map.latLngToContainerPoint([51.50853, -0.12574]); const r = document.getElementById("map").getBoundingClientRect(); return {X: r.left + p.x, Y: r.top + p.y}; })()`, &pt)
		if err := b.ClickAt(pt.X, pt.Y); err != nil {
			t.Fatal(err)
		}
		time.Sleep(450 * time.Millisecond)
		shot(t, "london-chooser-360")
		var n int
		eval(t, `document.querySelectorAll(".leaflet-popup .chooser [data-pick]").length || (document.querySelector(".leaflet-popup .popup") ? 1 : 0)`, &n)
		if n < 2 {
			t.Errorf("a tap on London at the end of the congress offers %d features, want the congress event and the traveller", n)
		}
		if err := b.Click("#tab-text"); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond)
		shot(t, "sheet-text-360")
		var open bool
		eval(t, `document.getElementById("sidebar").classList.contains("open") && !document.getElementById("panel-text").hidden`, &open)
		if !open {
			t.Error("the text tab did not open the bottom sheet")
		}
	})

	for _, e := range b.Errors() {
		t.Errorf("page error: %s", e)
	}
}

// settle waits until the page has applied its last events query and two
// animation frames have passed.
func settle(t *testing.T, b *browsertest.Browser) {
	t.Helper()
	if err := b.WaitTrue(`document.body.dataset.eventsPending !== "true"`, 5*time.Second); err != nil {
		t.Fatal(err)
	}
	if _, err := browsertest.Eval[bool](b, `new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`); err != nil {
		t.Fatal(err)
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
