package geonames

import (
	"context"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/paulmach/orb"
	orbgeo "github.com/paulmach/orb/geo"

	gazetteerdata "github.com/chronomap/chronomap/data/gazetteer"
	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/geo/overlay"
	"github.com/chronomap/chronomap/geo/world"
	"github.com/chronomap/chronomap/internal/testenv"
)

// cities1000Rows reads the real cities1000 dump by ID.
func cities1000Rows(t *testing.T) map[int64]gazetteer.Place {
	t.Helper()
	f, err := os.Open(testenv.Cities1000(t))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[int64]gazetteer.Place{}
	err = Read(f, func(p gazetteer.Place) error {
		id, err := strconv.ParseInt(strings.TrimPrefix(p.ID, "geonames:"), 10, 64)
		out[id] = p
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// namedSo reports whether name is the GeoNames name or ASCII name of p.
func namedSo(p gazetteer.Place, name string) bool {
	if p.Name == name {
		return true
	}
	for _, n := range p.Names {
		if n.Text == name && n.Lang == "" {
			return true
		}
	}
	return false
}

// TestPeriodDataIDs checks every GeoNames ID the curated data names
// against cities1000: the place exists and bears the name the row gives
// (a wrong ID shows as a wrong name); and the name tables are as large as
// promised, with a source and sound years on every row.
func TestPeriodDataIDs(t *testing.T) {
	if testing.Short() {
		t.Skip("reads the 138k-row cities1000 dump")
	}
	rows := cities1000Rows(t)
	check := func(pos string, id int64, name string) {
		p, ok := rows[id]
		if !ok {
			t.Errorf("%s: geonameid %d is not in cities1000", pos, id)
			return
		}
		if !namedSo(p, name) {
			t.Errorf("%s: geonameid %d is %q in cities1000, the row says %q", pos, id, p.Name, name)
		}
	}
	renamed := 0
	for _, tbl := range []struct{ file, text string }{
		{"renamed-cities.tsv", gazetteerdata.RenamedCities},
		{"exonyms-ru.tsv", gazetteerdata.ExonymsRU},
	} {
		ext, err := overlay.ReadNames(strings.NewReader(tbl.text), tbl.file)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ext {
			check(e.Pos, e.GeoNameID, e.GeoNamesName)
			if e.Note == "" {
				t.Errorf("%s: no source", e.Pos)
			}
			for _, n := range e.Names {
				if n.From != 0 && n.Until != 0 && n.From > n.Until {
					t.Errorf("%s: %q from %d after until %d", e.Pos, n.Text, n.From, n.Until)
				}
				if tbl.file == "renamed-cities.tsv" {
					renamed++
				}
			}
		}
	}
	if renamed < 300 {
		t.Errorf("renamed-cities.tsv has %d names, want at least 300", renamed)
	}
	t.Logf("renamed-cities.tsv: %d names", renamed)

	ov, err := overlay.Default()
	if err != nil {
		t.Fatal(err)
	}
	centred := 0
	for _, a := range ov.Places {
		if a.Place.Source == "" {
			t.Errorf("%s: %s has no source", a.Pos, a.Place.ID)
		}
		if a.Centre != 0 {
			centred++
			check(a.Pos, a.Centre, a.CentreName)
		}
	}
	if centred < 100 {
		t.Errorf("only %d curated places have a GeoNames centre", centred)
	}
	centres, err := world.ReadCentres(strings.NewReader(gazetteerdata.RegionCentres), "regions.tsv")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range centres {
		check("regions.tsv:"+strconv.Itoa(c.Line), c.GeoNameID, c.Name)
	}
}

var (
	periodOnce sync.Once
	periodGaz  *gazetteer.Memory
	periodErr  error
)

// periodGazetteer is cities1000 with the countries and regions of today
// and the built-in curated data, as `chronomap gazetteer load` builds it.
func periodGazetteer(t *testing.T) *gazetteer.Memory {
	t.Helper()
	path := testenv.Cities1000(t)
	periodOnce.Do(func() { periodGaz, periodErr = LoadMemory(context.Background(), path) })
	if periodErr != nil {
		t.Fatal(periodErr)
	}
	return periodGaz
}

// TestPeriodDataLoaded checks what the load puts: GeoNames places keep
// their GeoNames point, every point and box is in range, and countries and
// lands carry areas.
func TestPeriodDataLoaded(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the 138k-row cities1000 dump")
	}
	g := periodGazetteer(t)
	rows := cities1000Rows(t)
	ext, err := overlay.ReadNames(strings.NewReader(gazetteerdata.RenamedCities), "renamed-cities.tsv")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ext {
		p, err := g.GazetteerPlace(e.PlaceID())
		if err != nil {
			t.Fatal(err)
		}
		if want := rows[e.GeoNameID].Point; p.Point != want {
			t.Errorf("%s: point %v, GeoNames has %v", e.PlaceID(), p.Point, want)
		}
		for _, n := range e.Names {
			if !slices.Contains(p.Names, n) {
				t.Errorf("%s lacks %+v after the load", e.PlaceID(), n)
			}
		}
	}
	ov, err := overlay.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range ov.Places {
		p, err := g.GazetteerPlace(a.Place.ID)
		if err != nil {
			t.Errorf("%s: %v", a.Pos, err)
			continue
		}
		if lon, lat := p.Point.Lon(), p.Point.Lat(); lon < -180 || lon > 180 || lat < -90 || lat > 90 || p.Point == (orb.Point{}) {
			t.Errorf("%s: point %v", p.ID, p.Point)
		}
		if a.Centre != 0 && p.Point != rows[a.Centre].Point {
			t.Errorf("%s: point %v, its centre %d is at %v", p.ID, p.Point, a.Centre, rows[a.Centre].Point)
		}
	}
	for _, tc := range []struct {
		id      string
		minArea float64
		maxArea float64
	}{
		{"country:AM", 29000, 30000},
		{"country:IR", 1.6e6, 1.7e6},
		{"overlay:transcaucasia", 185000, 187000}, // AM + GE + AZ: 29 743 + 69 700 + 86 600
		{"overlay:kherson-governorate", 71936, 71936},
	} {
		p, err := g.GazetteerPlace(tc.id)
		if err != nil {
			t.Fatal(err)
		}
		if p.AreaKm2 < tc.minArea || p.AreaKm2 > tc.maxArea {
			t.Errorf("%s: area %.0f km², want %.0f..%.0f", tc.id, p.AreaKm2, tc.minArea, tc.maxArea)
		}
	}
	am, _ := g.GazetteerPlace("country:AM")
	// Armenia lies within 43.4..46.7 E, 38.8..41.3 N.
	if b := am.BBox; len(b) != 4 || b[0] < 43 || b[0] > 44 || b[2] < 46.3 || b[2] > 47 || b[1] < 38.5 || b[1] > 39.2 || b[3] < 41 || b[3] > 41.6 {
		t.Errorf("Armenia bbox %v", am.BBox)
	}
	ru, _ := g.GazetteerPlace("country:RU")
	if b := ru.BBox; len(b) != 4 || b[0] <= b[2] || b[0] < 19 || b[0] > 20 || b[2] > -168 {
		t.Errorf("Russia bbox %v: want west ≈ 19.6 > east ≈ -169.7 (across the antimeridian)", ru.BBox)
	}
}

// TestPeriodGeocoding: the old names, countries, lands and governorates
// texts of 1850-1925 use resolve to the right place, never to a homonym.
func TestPeriodGeocoding(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the 138k-row cities1000 dump")
	}
	gc := geocode.New(periodGazetteer(t))
	for _, tc := range []struct {
		text string
		id   string
		kind gazetteer.Kind
		// lon, lat: the place's point from its source data (GeoNames,
		// world-countries latlng, the governorate's centre).
		lon, lat float64
	}{
		{"Вятка", "geonames:548408", gazetteer.KindCity, 49.66007, 58.59665},
		{"Ревель", "geonames:588409", gazetteer.KindCity, 24.75353, 59.43696},
		{"Кёнигсберг", "geonames:554234", gazetteer.KindCity, 20.51095, 54.70649},
		{"Кенигсберге", "geonames:554234", gazetteer.KindCity, 20.51095, 54.70649},
		{"Верный", "geonames:1526384", gazetteer.KindCity, 76.92848, 43.25654},
		{"Гельсингфорс", "geonames:658225", gazetteer.KindCity, 24.93545, 60.16952},
		{"Юрьев", "geonames:588335", gazetteer.KindCity, 26.72509, 58.38062},
		{"Армения", "country:AM", gazetteer.KindCountry, 45, 40},
		{"в Армению", "country:AM", gazetteer.KindCountry, 45, 40},
		{"Грузия", "country:GE", gazetteer.KindCountry, 43.5, 42},
		{"Персия", "country:IR", gazetteer.KindCountry, 53, 32},
		{"Украине", "country:UA", gazetteer.KindCountry, 32, 49},
		{"на Украине", "country:UA", gazetteer.KindCountry, 32, 49},
		{"Херсонской губернии", "overlay:kherson-governorate", gazetteer.KindRegion, 32.6178, 46.65581},
		{"Псковской губернии", "overlay:pskov-governorate", gazetteer.KindRegion, 28.3496, 57.8136},
		{"Туркестан", "overlay:turkestan", gazetteer.KindRegion, 69.21627, 41.26465},
		{"Эривань", "geonames:616052", gazetteer.KindCity, 44.51361, 40.18111},
		{"Христиания", "geonames:3143244", gazetteer.KindCity, 10.74609, 59.91273},
		{"Елисаветполь", "geonames:586523", gazetteer.KindCity, 46.36126, 40.68278},
	} {
		t.Run(tc.text, func(t *testing.T) {
			cs, err := gc.Geocode(tc.text, geocode.Options{Year: 1903, Limit: 3})
			if err != nil {
				t.Fatal(err)
			}
			if len(cs) == 0 {
				t.Fatalf("%q: nothing found", tc.text)
			}
			top := cs[0].Place
			if top.ID != tc.id || top.Kind != tc.kind {
				t.Fatalf("%q → %s %q %s; want %s (%s); candidates %v", tc.text, top.ID, top.Name, top.Kind, tc.id, tc.kind, cs)
			}
			if d := orbgeo.Distance(top.Point, orb.Point{tc.lon, tc.lat}); d > 100 {
				t.Errorf("%q → %v, %.0f m from %v", tc.text, top.Point, d, orb.Point{tc.lon, tc.lat})
			}
		})
	}
}
