package api_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"testing"

	"github.com/chronomap/chronomap/internal/api"
	"github.com/chronomap/chronomap/internal/testenv"
	"github.com/chronomap/chronomap/internal/testenv/bundled"
)

type goldEvents struct {
	Events []struct {
		ID       string  `json:"id"`
		Type     string  `json:"type"`
		Earliest *string `json:"earliest"`
		Latest   *string `json:"latest"`
	} `json:"events"`
	TimeQueries []struct {
		Datetime    string   `json:"datetime"`
		MustInclude []string `json:"must_include"`
		MustExclude []string `json:"must_exclude"`
	} `json:"time_queries"`
}

// TestGoldTimeQueries serves the bundled dataset (real gazetteer, curated
// events) and runs the gold time queries: each must return exactly the
// events whose gold interval intersects the query, which includes every
// must_include and no must_exclude.
func TestGoldTimeQueries(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile(filepath.Join(testenv.GoldDir(t), "seed-events.json"))
	if err != nil {
		t.Fatal(err)
	}
	var gold goldEvents
	if err := json.Unmarshal(raw, &gold); err != nil {
		t.Fatal(err)
	}
	db := bundled.Store(t, bundled.Gazetteer(t))
	srv := httptest.NewServer(api.New(api.Config{Store: db}))
	defer srv.Close()

	for _, q := range gold.TimeQueries {
		t.Run(q.Datetime, func(t *testing.T) {
			res, err := http.Get(srv.URL + "/collections/events/items?limit=1000&datetime=" + url.QueryEscape(q.Datetime))
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			body, _ := io.ReadAll(res.Body)
			if res.StatusCode != 200 {
				t.Fatalf("status %d: %s", res.StatusCode, body)
			}
			var fc struct {
				Features []struct {
					ID string `json:"id"`
				} `json:"features"`
			}
			if err := json.Unmarshal(body, &fc); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range fc.Features {
				got = append(got, f.ID)
			}
			sort.Strings(got)
			for _, id := range q.MustInclude {
				if !slices.Contains(got, id) {
					t.Errorf("missing %s", id)
				}
			}
			for _, id := range q.MustExclude {
				if slices.Contains(got, id) {
					t.Errorf("has %s, which must be excluded", id)
				}
			}
			// Exactly: the gold events whose interval intersects the query.
			var want []string
			qe, ql := queryBounds(t, q.Datetime)
			for _, g := range gold.Events {
				if (g.Latest == nil || qe == "" || *g.Latest >= qe) && (g.Earliest == nil || ql == "" || *g.Earliest <= ql) {
					want = append(want, g.ID)
				}
			}
			sort.Strings(want)
			if !slices.Equal(got, want) {
				t.Errorf("got  %v\nwant %v", got, want)
			}
		})
	}

	res, err := http.Get(srv.URL + "/collections/events/items?datetime=1902-02-30")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusBadRequest {
		t.Errorf("bad datetime: status %d", res.StatusCode)
	}
}

// queryBounds splits a gold datetime (dates only) into its ends, "" for open.
func queryBounds(t *testing.T, dt string) (string, string) {
	for i := 0; i < len(dt); i++ {
		if dt[i] == '/' {
			a, b := dt[:i], dt[i+1:]
			if a == ".." {
				a = ""
			}
			if b == ".." {
				b = ""
			}
			return a, b
		}
	}
	return dt, dt
}

// TestCheckGold runs the gold checker (testdata/tools/check_gold.py) against the bundled dataset
// served over HTTP: places, events, movements and time queries must all
// score 1.0.
func TestCheckGold(t *testing.T) {
	t.Parallel()
	python := testenv.Command(t, "python3", "python3")
	db := bundled.Store(t, bundled.Gazetteer(t))
	srv := httptest.NewServer(api.New(api.Config{Store: db}))
	defer srv.Close()
	out, err := exec.Command(python, testenv.CheckGoldScript(t), srv.URL).CombinedOutput()
	t.Logf("check_gold.py:\n%s", out)
	if err != nil {
		t.Errorf("check_gold.py: %v", err)
	}
}

// TestCheckGoldFromText serves what `import --text` makes of the bundled
// text: extraction alone (scores logged; the goals asserted by the
// extract package's own evaluation) and with the curated corrections laid
// on top, which must score 1.0 everywhere.
func TestCheckGoldFromText(t *testing.T) {
	t.Parallel()
	python := testenv.Command(t, "python3", "python3")
	g := bundled.Gazetteer(t)
	for _, tc := range []struct {
		name      string
		corrected bool
		args      []string
	}{
		{"text alone", false, []string{"--min-events", "0", "--min-places", "0", "--min-movements", "0"}},
		{"text with corrections", true, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(api.New(api.Config{Store: bundled.TextStore(t, g, tc.corrected)}))
			defer srv.Close()
			args := append([]string{testenv.CheckGoldScript(t), srv.URL}, tc.args...)
			out, err := exec.Command(python, args...).CombinedOutput()
			t.Logf("check_gold.py %s:\n%s", tc.name, out)
			if err != nil {
				t.Errorf("check_gold.py: %v", err)
			}
		})
	}
}
