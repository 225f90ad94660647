package api

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/feature/featuretest"
	"github.com/chronomap/chronomap/internal/store"
)

// TestInstantSelectsItsDay: datetime is compared at calendar-day
// resolution, so an instant with a time of day selects the events of that
// (UTC) day, whatever the hour, and none of the next day.
func TestInstantSelectsItsDay(t *testing.T) {
	ds := feature.Dataset{Collections: []feature.Collection{{ID: "events", Title: "Events"}}, Features: map[string][]feature.Feature{"events": {
		featuretest.Point(t, "morning-of-the-10th", "1902-06-10", 2.35, 48.86),
		featuretest.Point(t, "the-11th", "1902-06-11", 2.35, 48.86),
		featuretest.Point(t, "june", "1902-06", 2.35, 48.86),
	}}}
	for _, r := range readers {
		t.Run(r.name, func(t *testing.T) {
			srv := httptest.NewServer(New(Config{Store: r.open(t, ds), Now: fixedNow}))
			defer srv.Close()
			for query, want := range map[string]string{
				"1902-06-10T15:30:00Z":                      "june,morning-of-the-10th",
				"1902-06-10T00:00:00Z":                      "june,morning-of-the-10th",
				"1902-06-10T23:59:59Z":                      "june,morning-of-the-10th",
				"1902-06-10T23:30:00-02:00":                 "june,the-11th", // 01:30 UTC on the 11th
				"1902-06-10T12:00:00Z/1902-06-10T13:00:00Z": "june,morning-of-the-10th",
			} {
				_, body := get(t, srv.URL+"/collections/events/items?datetime="+query)
				var fc fcDoc
				if err := json.Unmarshal(body, &fc); err != nil {
					t.Fatalf("%s: %s", query, body)
				}
				var got []string
				for _, f := range fc.Features {
					got = append(got, f.ID)
				}
				if strings.Join(got, ",") != want {
					t.Errorf("datetime=%s: %v, want %s", query, got, want)
				}
			}
		})
	}
}

// TestAnswerCache: an answer asked for again is the same bytes (even its
// timeStamp: it was made once), its gzipped form decompresses to them,
// and a new dataset is never answered from the old one's answers.
func TestAnswerCache(t *testing.T) {
	db, err := store.Open(filepath.Join(t.TempDir(), "cache.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.ReplaceDataset(smallDataset(t)); err != nil {
		t.Fatal(err)
	}
	clock := fixedNow()
	now := func() time.Time { clock = clock.Add(time.Second); return clock }
	srv := httptest.NewServer(New(Config{Store: db, Now: now}))
	defer srv.Close()
	url := srv.URL + "/collections/events/items?datetime=1902-01-01/1902-12-31&limit=2"
	_, first := get(t, url)
	_, again := get(t, url)
	if !bytes.Equal(first, again) {
		t.Errorf("second answer differs:\n%s\n%s", first, again)
	}
	for range 2 { // compressed on the first gzip request, kept for the second
		req, _ := http.NewRequest(http.MethodGet, url, nil)
		req.Header.Set("Accept-Encoding", "gzip")
		res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		zr, err := gzip.NewReader(res.Body)
		if err != nil || res.Header.Get("Content-Encoding") != "gzip" || !strings.Contains(strings.Join(res.Header.Values("Vary"), ","), "Accept-Encoding") {
			t.Fatalf("gzip answer: %v, headers %v", err, res.Header)
		}
		plain, _ := io.ReadAll(zr)
		res.Body.Close()
		if !bytes.Equal(plain, first) {
			t.Errorf("gunzipped answer differs")
		}
	}
	next := smallDataset(t)
	next.Features["events"] = next.Features["events"][:1]
	if err := db.ReplaceDataset(next); err != nil {
		t.Fatal(err)
	}
	_, after := get(t, url)
	var fc fcDoc
	if err := json.Unmarshal(after, &fc); err != nil || fc.NumberMatched != 1 {
		t.Errorf("after a new dataset: %s", after)
	}
}

// TestGzipOnTheFly: an answer not cached (the cache is off) is gzipped as
// it streams.
func TestGzipOnTheFly(t *testing.T) {
	m, err := feature.NewMemory(featuretest.Synthetic(t, 3000, 1))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(New(Config{Store: m, Now: fixedNow, AnswerCacheBytes: -1}))
	defer srv.Close()
	url := srv.URL + "/collections/events/items?limit=2000"
	_, plain := get(t, url)
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	req.Header.Set("Accept-Encoding", "gzip")
	res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	zr, err := gzip.NewReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	unzipped, _ := io.ReadAll(zr)
	var fc fcDoc
	if !bytes.Equal(unzipped, plain) || json.Unmarshal(plain, &fc) != nil || fc.NumberReturned != 2000 {
		t.Errorf("gzip stream: %d bytes vs %d, returned %d", len(unzipped), len(plain), fc.NumberReturned)
	}
}

// TestPageLimitPerFormat: HTML pages stop at MaxHTMLLimit rows, GeoJSON
// and CSV at MaxLimit; the links page by the clamped limit.
func TestPageLimitPerFormat(t *testing.T) {
	m, err := feature.NewMemory(featuretest.Synthetic(t, MaxHTMLLimit+50, 2))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(New(Config{Store: m, Now: fixedNow}))
	defer srv.Close()
	_, html := get(t, srv.URL+"/collections/events/items?f=html&limit=10000")
	if rows := strings.Count(string(html), "<tr>") - 1; rows != MaxHTMLLimit {
		t.Errorf("HTML table has %d rows, want %d", rows, MaxHTMLLimit)
	}
	if !strings.Contains(string(html), fmt.Sprintf("limit=%d&amp;offset=%d", MaxHTMLLimit, MaxHTMLLimit)) {
		t.Errorf("no next link by the clamped limit")
	}
	_, body := get(t, srv.URL+"/collections/events/items?limit=10000")
	var fc fcDoc
	if err := json.Unmarshal(body, &fc); err != nil || fc.NumberReturned != MaxHTMLLimit+50 {
		t.Errorf("GeoJSON returned %d, want all %d", fc.NumberReturned, MaxHTMLLimit+50)
	}
	_, csv := get(t, srv.URL+"/collections/events/items?f=csv&limit=10000")
	if rows := strings.Count(string(csv), "\n") - 1; rows != MaxHTMLLimit+50 {
		t.Errorf("CSV has %d rows, want %d", rows, MaxHTMLLimit+50)
	}
}

// TestItemsStopWhenTheClientLeaves: a cancelled request's page is not read
// on, by either reader.
func TestItemsStopWhenTheClientLeaves(t *testing.T) {
	ds := featuretest.Synthetic(t, 5000, 3)
	for _, r := range readers {
		t.Run(r.name, func(t *testing.T) {
			reader := r.open(t, ds)
			ctx, cancel := context.WithCancel(context.Background())
			w := &cancelAfter{n: 10, cancel: cancel}
			err := reader.Items(ctx, "events", feature.Query{BBox: []orb.Bound{{Min: orb.Point{-180, -90}, Max: orb.Point{180, 90}}}}, w)
			if !errors.Is(err, context.Canceled) || w.seen > 10+64 {
				t.Errorf("err %v after %d features", err, w.seen)
			}
		})
	}
}

// cancelAfter cancels its context after n features.
type cancelAfter struct {
	n, seen int
	cancel  func()
}

func (c *cancelAfter) Matched(int) error { return nil }

func (c *cancelAfter) Feature([]byte) error {
	c.seen++
	if c.seen == c.n {
		c.cancel()
	}
	return nil
}

func TestAnswerCacheBounded(t *testing.T) {
	c := newAnswerCache(10000)
	for i := range 100 {
		c.put(fmt.Sprint(i), &answer{body: make([]byte, 900)})
		if c.size > c.limit {
			t.Fatalf("after %d answers the cache holds %d bytes, over %d", i+1, c.size, c.limit)
		}
	}
	if c.get("0") != nil || c.get("99") == nil {
		t.Errorf("the oldest answer stayed or the newest went")
	}
	a := c.get("98")
	a.gzip(&sync.Pool{})
	c.resized("98", a)
	if c.size > c.limit || c.size != sizeOf(c) {
		t.Errorf("after gzip: %d bytes counted, %d held, limit %d", c.size, sizeOf(c), c.limit)
	}
	if newAnswerCache(0) != nil || newAnswerCache(0).get("x") != nil {
		t.Errorf("a zero-sized cache keeps answers")
	}
}

func sizeOf(c *answerCache) int {
	n := 0
	for _, el := range c.entries {
		n += el.Value.(*cacheEntry).a.size()
	}
	return n
}
