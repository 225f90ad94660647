package api_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/internal/api"
	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/testenv"
	"github.com/chronomap/chronomap/internal/testenv/bundled"
)

// gdalTool finds a GDAL command line tool; CI must have it (gdal-bin).
func gdalTool(t *testing.T, name string) string {
	return testenv.Command(t, name, "gdal-bin")
}

func run(t *testing.T, name string, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60e9)
	defer cancel()
	out, err := exec.CommandContext(ctx, name, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}

// TestGDALReadsCollections points GDAL's OGC API - Features driver at a
// running chronomap: every collection is listed with the store's feature
// count, and ogr2ogr copies events to a GeoPackage with every geometry and
// date intact, following the relative next links page by page.
func TestGDALReadsCollections(t *testing.T) {
	t.Parallel()
	ogrinfo, ogr2ogr := gdalTool(t, "ogrinfo"), gdalTool(t, "ogr2ogr")
	g := bundled.Gazetteer(t)
	db := bundled.Store(t, g)
	srv := httptest.NewServer(api.New(api.Config{Store: db, Geocoder: geocode.New(g)}))
	defer srv.Close()
	ds := "OAPIF:" + srv.URL

	cols, err := db.Collections(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	listing := run(t, ogrinfo, "-ro", "-q", ds)
	for _, c := range cols {
		if !regexp.MustCompile(`\d+: ` + c.ID + ` `).MatchString(listing) {
			t.Errorf("ogrinfo does not list %s:\n%s", c.ID, listing)
		}
		summary := run(t, ogrinfo, "-ro", "-so", ds, c.ID)
		m := regexp.MustCompile(`Feature Count: (\d+)`).FindStringSubmatch(summary)
		if m == nil || m[1] != strconv.Itoa(c.Count) {
			t.Errorf("%s: GDAL counts %v, the store has %d", c.ID, m, c.Count)
		}
	}

	// Pages of 10 make GDAL follow the next links, which are relative.
	gpkg := filepath.Join(t.TempDir(), "events.gpkg")
	run(t, ogr2ogr, "-f", "GPKG", "-oo", "PAGE_SIZE=10", gpkg, ds, "events")
	got := parseOgrinfo(t, run(t, ogrinfo, "-ro", "-al", "-q", gpkg))
	page, err := feature.ReadPage(context.Background(), db, "events", feature.Query{})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(page.Features) {
		t.Fatalf("GeoPackage has %d events, the store %d", len(got), len(page.Features))
	}
	for _, raw := range page.Features {
		var f struct {
			ID       string
			Geometry *struct{ Coordinates []float64 }
			Props    struct{ Earliest, Latest *string } `json:"properties"`
		}
		if err := json.Unmarshal(raw, &f); err != nil {
			t.Fatal(err)
		}
		want := ogrFeature{earliest: gdalDate(f.Props.Earliest), latest: gdalDate(f.Props.Latest)}
		if f.Geometry != nil {
			want.point = fmt.Sprintf("%v %v", f.Geometry.Coordinates[0], f.Geometry.Coordinates[1])
		}
		if got[f.ID] != want {
			t.Errorf("%s: GeoPackage has %+v, the store %+v", f.ID, got[f.ID], want)
		}
	}
}

type ogrFeature struct{ earliest, latest, point string }

// parseOgrinfo reads `ogrinfo -al -q` output: per feature its id, dates
// and point (empty when null).
func parseOgrinfo(t *testing.T, out string) map[string]ogrFeature {
	feats := map[string]ogrFeature{}
	var id string
	var cur ogrFeature
	flush := func() {
		if id != "" {
			feats[id] = cur
		}
		id, cur = "", ogrFeature{}
	}
	sc := bufio.NewScanner(bytes.NewReader([]byte(out)))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(line, "OGRFeature("):
			flush()
		case strings.HasPrefix(line, "id (String) = "):
			id = strings.TrimPrefix(line, "id (String) = ")
		case strings.HasPrefix(line, "earliest (Date) = "):
			cur.earliest = strings.TrimPrefix(line, "earliest (Date) = ")
		case strings.HasPrefix(line, "latest (Date) = "):
			cur.latest = strings.TrimPrefix(line, "latest (Date) = ")
		case strings.HasPrefix(line, "POINT ("):
			cur.point = strings.TrimSuffix(strings.TrimPrefix(line, "POINT ("), ")")
		}
	}
	flush()
	return feats
}

// gdalDate is how ogrinfo prints a date field: 1902/06/30, or (null).
func gdalDate(d *string) string {
	if d == nil {
		return "(null)"
	}
	return strings.ReplaceAll(*d, "-", "/")
}
