package overlay

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/internal/testenv"
)

func TestReadOverlayFile(t *testing.T) {
	path := filepath.Join(testenv.RepoRoot(t), "data", "gazetteer", "overlay.yaml")
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ov, err := Read(f, "overlay.yaml")
	if err != nil {
		t.Fatal(err)
	}
	ext := map[int64]Extension{}
	for _, e := range ov.Extensions {
		ext[e.GeoNameID] = e
		if !strings.HasPrefix(e.Pos, "overlay.yaml:") {
			t.Errorf("extension %d: Pos %q", e.GeoNameID, e.Pos)
		}
	}
	for _, c := range []struct {
		id   int64
		name gazetteer.Name
	}{
		{611717, gazetteer.Name{Text: "Тифлис", Lang: "ru", Until: 1936}},
		{709930, gazetteer.Name{Text: "Екатеринослав", Lang: "ru", From: 1802, Until: 1926}},
		{498817, gazetteer.Name{Text: "Петроград", Lang: "ru", From: 1914, Until: 1924}},
		{498817, gazetteer.Name{Text: "Петербург", Lang: "ru", Until: 1914}},
		{498817, gazetteer.Name{Text: "Санкт-Петербург", Lang: "ru", From: 1991}},
	} {
		if !slices.Contains(ext[c.id].Names, c.name) {
			t.Errorf("geonameid %d lacks %+v", c.id, c.name)
		}
	}
	added := map[string]gazetteer.Place{}
	for _, a := range ov.Places {
		p := a.Place
		added[p.ID] = p
		if p.Source == "" {
			t.Errorf("%s has no source", p.ID)
		}
		var ru, en bool
		for _, n := range p.Names {
			ru = ru || n.Lang == "ru"
			en = en || n.Lang == "en"
		}
		if !ru || !en && p.Kind != gazetteer.KindVillage {
			t.Errorf("%s: want Russian and English names, got %+v", p.ID, p.Names)
		}
	}
	for id, kind := range map[string]gazetteer.Kind{
		"overlay:loguivy-de-la-mer": gazetteer.KindVillage, "overlay:british-museum": gazetteer.KindLandmark,
		"overlay:crimea": gazetteer.KindRegion, "overlay:don-host-oblast": gazetteer.KindRegion, "overlay:siberia": gazetteer.KindRegion,
		"overlay:england": gazetteer.KindCountry, "overlay:caucasus": gazetteer.KindRegion,
	} {
		if p, ok := added[id]; !ok || p.Kind != kind {
			t.Errorf("%s: got %+v, want kind %s", id, p, kind)
		}
	}
	if england := added["overlay:england"]; england.Country != "GB" {
		t.Errorf("England country %q, want GB", england.Country)
	}
}

func TestReadOverlayErrors(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"yaml syntax", "places:\n  - id: x\n    name: \"unterminated\n", "ov.yaml:3: found unexpected end of stream"},
		{"not a mapping", "- 1\n", "ov.yaml:1: the overlay must be a mapping"},
		{"unknown top field", "place: []\n", `ov.yaml:1: unknown field "place"`},
		{"places not a list", "places: {}\n", "ov.yaml:1: `places` must be a list"},
		{"neither id nor geonameid", "places:\n  - name: X\n", "ov.yaml:2: an entry needs `geonameid`"},
		{"both", "places:\n  - geonameid: 1\n    id: x\n", "ov.yaml:2: an entry has one of"},
		{"unknown field", "places:\n  - geonameid: 1\n    nmes: []\n", `ov.yaml:3: unknown field "nmes"`},
		{"extension changes nothing", "places:\n  - geonameid: 1\n", "ov.yaml:2: extension of geonames:1 changes nothing"},
		{"bad geonameid", "places:\n  - geonameid: abc\n    kind: city\n", `ov.yaml:2: "abc" is not an integer`},
		{"bad kind", "places:\n  - geonameid: 1\n    kind: town\n", `ov.yaml:3: kind "town" is not one of`},
		{"extension with coordinates", "places:\n  - geonameid: 1\n    kind: city\n    lat: 1\n", "ov.yaml:4: `lat` is for added places"},
		{"added place missing field", "places:\n  - id: x\n    name: X\n    kind: city\n    source: s\n", "ov.yaml:2: an added place needs either `lon` and `lat` or `centre`"},
		{"bad slug", "places:\n  - {id: Bad Slug, name: X, kind: city, lon: 0, lat: 0, source: s}\n", `ov.yaml:2: id "Bad Slug" must be a slug`},
		{"latitude range", "places:\n  - id: x\n    name: X\n    kind: city\n    lon: 0\n    lat: 91\n    source: s\n", "ov.yaml:6: 91 is outside ±90 degrees"},
		{"country code", "places:\n  - {id: x, name: X, kind: city, country: fra, lon: 0, lat: 0, source: s}\n", `ov.yaml:2: country "fra" must be`},
		{"empty source", "places:\n  - {id: x, name: X, kind: city, lon: 0, lat: 0, source: ''}\n", "ov.yaml:2: source must say"},
		{"duplicate id", "places:\n  - {id: x, name: X, kind: city, lon: 0, lat: 0, source: s}\n  - {id: x, name: Y, kind: city, lon: 0, lat: 0, source: s}\n", `ov.yaml:3: id "x" is used already at ov.yaml:2`},
		{"duplicate geonameid", "places:\n  - {geonameid: 7, kind: city}\n  - {geonameid: 7, kind: region}\n", "ov.yaml:3: geonameid 7 is extended already at ov.yaml:2"},
		{"name without text", "places:\n  - geonameid: 1\n    names:\n      - {lang: ru}\n", "ov.yaml:4: a name needs `text`"},
		{"from after until", "places:\n  - geonameid: 1\n    names:\n      - {text: A, from: 1950, until: 1900}\n", "ov.yaml:4: name \"A\": from 1950 is after until 1900"},
		{"bad year", "places:\n  - geonameid: 1\n    names:\n      - text: A\n        until: soon\n", `ov.yaml:5: "soon" is not an integer`},
		{"names not a list", "places:\n  - geonameid: 1\n    names: A\n", "ov.yaml:3: `names` must be a list"},
		{"empty document", "", "ov.yaml: empty overlay"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Read(strings.NewReader(tt.in), "ov.yaml")
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want it to contain %q", err, tt.want)
			}
		})
	}
}

func TestExtensionApply(t *testing.T) {
	p := gazetteer.Place{ID: "geonames:1", Name: "Tbilisi", Kind: gazetteer.KindCity, Names: []gazetteer.Name{
		{Text: "Tiflis"}, {Text: "Тифлис"}, {Text: "Тбилиси"}, {Text: "Tiflis", Lang: "de", Until: 1936},
	}}
	e := Extension{GeoNameID: 1, Kind: gazetteer.KindRegion, Names: []gazetteer.Name{
		{Text: "Тифлис", Lang: "ru", Until: 1936}, {Text: "TIFLIS", Lang: "en", Until: 1936},
	}}
	e.Apply(&p)
	e.Apply(&p) // idempotent
	want := []gazetteer.Name{
		{Text: "Тбилиси"}, {Text: "Tiflis", Lang: "de", Until: 1936},
		{Text: "Тифлис", Lang: "ru", Until: 1936}, {Text: "TIFLIS", Lang: "en", Until: 1936},
	}
	if !slices.Equal(p.Names, want) {
		t.Errorf("names\n got %+v\nwant %+v", p.Names, want)
	}
	if p.Kind != gazetteer.KindRegion {
		t.Errorf("kind %q, want the override", p.Kind)
	}
}
