// Package world reads the countries and first-level regions of today from
// the npm data packages chronomap installs (package.json at the repository
// root), as curated-overlay additions a geonames.Loader puts after the
// GeoNames files:
//
//   - world-countries (countries.json; ODbL 1.0): each country's ISO 3166-1
//     codes, English, native and Russian names (translations.rus), its
//     representative point (latlng, lat before lon there) and area in km²;
//   - world-atlas (countries-50m.json, TopoJSON of Natural Earth 1:50m;
//     public domain): the bounding box of each country's shape, matched by
//     ISO 3166-1 numeric code;
//   - iso3166-2-db (data/iso3166-2.json; MIT): the ISO 3166-2 first-level
//     regions with their Russian and English names, for the countries
//     data/gazetteer/regions.tsv lists, each placed at the GeoNames centre
//     that table names (ReadCentres).
//
// Countries get the ID "country:<alpha-2>", regions "region:<ISO 3166-2>".
package world

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/paulmach/orb"
	"go.yaml.in/yaml/v3"

	gazetteerdata "github.com/chronomap/chronomap/data/gazetteer"
	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/overlay"
	"github.com/chronomap/chronomap/geo/toponym"
)

// The files read, relative to a node_modules directory.
const (
	CountriesFile = "world-countries/countries.json"
	ShapesFile    = "world-atlas/countries-50m.json"
	RegionsFile   = "iso3166-2-db/data/iso3166-2.json"
)

// Load reads the countries and regions of today from the npm packages in
// nodeModules and the region centres built into chronomap
// (data/gazetteer/regions.tsv).
func Load(nodeModules string) (overlay.Overlay, error) {
	centres, err := ReadCentres(strings.NewReader(gazetteerdata.RegionCentres), "data/gazetteer/regions.tsv")
	if err != nil {
		return overlay.Overlay{}, err
	}
	open := func(rel string) (*os.File, error) {
		f, err := os.Open(filepath.Join(nodeModules, rel))
		if err != nil {
			return nil, fmt.Errorf("%w (run npm ci in the repository root)", err)
		}
		return f, nil
	}
	cf, err := open(CountriesFile)
	if err != nil {
		return overlay.Overlay{}, err
	}
	defer cf.Close()
	sf, err := open(ShapesFile)
	if err != nil {
		return overlay.Overlay{}, err
	}
	defer sf.Close()
	rf, err := open(RegionsFile)
	if err != nil {
		return overlay.Overlay{}, err
	}
	defer rf.Close()
	bboxes, err := ReadBBoxes(sf)
	if err != nil {
		return overlay.Overlay{}, fmt.Errorf("%s: %w", sf.Name(), err)
	}
	var forms struct {
		StateForms []string `yaml:"state_forms"`
	}
	if err := yaml.Unmarshal([]byte(gazetteerdata.ToponymsRU), &forms); err != nil {
		return overlay.Overlay{}, fmt.Errorf("data/gazetteer/toponyms-ru.yaml: %w", err)
	}
	countries, err := ReadCountries(cf, bboxes, forms.StateForms)
	if err != nil {
		return overlay.Overlay{}, fmt.Errorf("%s: %w", cf.Name(), err)
	}
	regions, err := ReadRegions(rf, centres)
	if err != nil {
		return overlay.Overlay{}, fmt.Errorf("%s: %w", rf.Name(), err)
	}
	return overlay.Overlay{Places: append(countries, regions...)}, nil
}

// countryJSON is the part of a world-countries record chronomap reads.
type countryJSON struct {
	Name struct {
		Common   string `json:"common"`
		Official string `json:"official"`
		Native   map[string]struct {
			Common string `json:"common"`
		} `json:"native"`
	} `json:"name"`
	CCA2         string `json:"cca2"`
	CCN3         string `json:"ccn3"`
	Translations map[string]struct {
		Common   string `json:"common"`
		Official string `json:"official"`
	} `json:"translations"`
	LatLng []float64 `json:"latlng"`
	Area   float64   `json:"area"`
}

// ReadCountries reads world-countries' countries.json into one addition
// per country: kind country, point latlng, AreaKm2 area, BBox from bboxes
// (by ISO 3166-1 numeric code; none when the shapes lack the country).
// A Russian name that opens with one of stateForms («Республика Конго»)
// gives the name without it too («Конго»).
func ReadCountries(r io.Reader, bboxes map[string][]float64, stateForms []string) ([]overlay.Addition, error) {
	var recs []countryJSON
	if err := json.NewDecoder(r).Decode(&recs); err != nil {
		return nil, err
	}
	out := make([]overlay.Addition, 0, len(recs))
	for _, c := range recs {
		if len(c.CCA2) != 2 || len(c.LatLng) != 2 {
			return nil, fmt.Errorf("country %q: want cca2 and latlng", c.Name.Common)
		}
		lat, lon := c.LatLng[0], c.LatLng[1]
		if math.Abs(lat) > 90 || math.Abs(lon) > 180 {
			return nil, fmt.Errorf("country %s: latlng %v out of range", c.CCA2, c.LatLng)
		}
		p := gazetteer.Place{
			ID: overlay.CountryID(c.CCA2), Name: c.Name.Common, Kind: gazetteer.KindCountry, Country: c.CCA2,
			Point: orb.Point{lon, lat}, AreaKm2: max(c.Area, 0), BBox: bboxes[c.CCN3],
			Source: "npm world-countries (ODbL 1.0): latlng and area; bbox from Natural Earth 1:50m (npm world-atlas)",
		}
		var names []gazetteer.Name
		add := func(text, lang string) {
			if text == "" || toponym.Key(text) == "" {
				return
			}
			n := gazetteer.Name{Text: text, Lang: lang}
			if !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
		add(c.Name.Common, "en")
		add(c.Name.Official, "en")
		if ru, ok := c.Translations["rus"]; ok {
			add(ru.Common, "ru")
			add(ru.Official, "ru")
			if short, ok := withoutStateForm(ru.Common, stateForms); ok {
				add(short, "ru")
			}
		}
		langs := make([]string, 0, len(c.Name.Native))
		for l := range c.Name.Native {
			langs = append(langs, l)
		}
		sort.Strings(langs)
		for _, l := range langs {
			add(c.Name.Native[l].Common, iso6391(l))
		}
		p.Names = names
		out = append(out, overlay.Addition{Place: p, Pos: CountriesFile + ":" + c.CCA2})
	}
	return out, nil
}

// withoutStateForm returns name without the longest of forms that opens
// it as whole words, false when none does or nothing would be left.
func withoutStateForm(name string, forms []string) (string, bool) {
	best := ""
	for _, f := range forms {
		if len(f) > len(best) && len(name) > len(f)+1 && strings.EqualFold(name[:len(f)], f) && name[len(f)] == ' ' {
			best = f
		}
	}
	if best == "" {
		return "", false
	}
	return strings.TrimSpace(name[len(best):]), true
}

// iso6391 maps the ISO 639-3 codes world-countries keys native names by to
// ISO 639-1 where chronomap's names use them; others stay as they are.
func iso6391(code string) string {
	m := map[string]string{"rus": "ru", "eng": "en", "deu": "de", "fra": "fr", "ita": "it", "spa": "es",
		"pol": "pl", "ukr": "uk", "bel": "be", "fin": "fi", "swe": "sv", "nld": "nl", "tur": "tr", "fas": "fa"}
	if v, ok := m[code]; ok {
		return v
	}
	return code
}

// topology is the part of a TopoJSON document ReadBBoxes reads.
type topology struct {
	Transform *struct {
		Scale     [2]float64 `json:"scale"`
		Translate [2]float64 `json:"translate"`
	} `json:"transform"`
	Objects struct {
		Countries struct {
			Geometries []struct {
				ID   string          `json:"id"`
				Arcs json.RawMessage `json:"arcs"`
			} `json:"geometries"`
		} `json:"countries"`
	} `json:"objects"`
	Arcs [][][2]float64 `json:"arcs"`
}

// ReadBBoxes reads a world-atlas TopoJSON (objects.countries, ids ISO
// 3166-1 numeric) and returns each country's bounding box as RFC 7946
// gives it, [west, south, east, north] in degrees; for a shape that
// crosses the antimeridian (Russia, Fiji) west > east.
func ReadBBoxes(r io.Reader) (map[string][]float64, error) {
	var t topology
	if err := json.NewDecoder(bufio.NewReader(r)).Decode(&t); err != nil {
		return nil, err
	}
	// Decode each arc once: delta-encoded quantised positions when the
	// topology has a transform.
	arcs := make([][]orb.Point, len(t.Arcs))
	for i, a := range t.Arcs {
		pts := make([]orb.Point, len(a))
		var x, y float64
		for j, q := range a {
			if t.Transform != nil {
				x += q[0]
				y += q[1]
				pts[j] = orb.Point{x*t.Transform.Scale[0] + t.Transform.Translate[0], y*t.Transform.Scale[1] + t.Transform.Translate[1]}
			} else {
				pts[j] = orb.Point{q[0], q[1]}
			}
		}
		arcs[i] = pts
	}
	out := map[string][]float64{}
	for _, g := range t.Objects.Countries.Geometries {
		if g.ID == "" || len(g.Arcs) == 0 {
			continue
		}
		var refs []int
		if err := collectArcs(g.Arcs, &refs); err != nil {
			return nil, fmt.Errorf("geometry %s: %w", g.ID, err)
		}
		var pts []orb.Point
		for _, ref := range refs {
			if ref < 0 {
				ref = ^ref // a reversed arc
			}
			if ref >= len(arcs) {
				return nil, fmt.Errorf("geometry %s: arc %d of %d", g.ID, ref, len(arcs))
			}
			pts = append(pts, arcs[ref]...)
		}
		if len(pts) > 0 {
			out[g.ID] = BBox(pts)
		}
	}
	return out, nil
}

// collectArcs gathers the arc indexes of a Polygon's or MultiPolygon's
// nested arcs array.
func collectArcs(raw json.RawMessage, out *[]int) error {
	var n int
	if err := json.Unmarshal(raw, &n); err == nil {
		*out = append(*out, n)
		return nil
	}
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		return err
	}
	for _, e := range list {
		if err := collectArcs(e, out); err != nil {
			return err
		}
	}
	return nil
}

// BBox returns the smallest bounding box of pts as RFC 7946 writes it,
// [west, south, east, north]: the longitudes are taken on the circle, so a
// set of points on both sides of the antimeridian gets west > east.
func BBox(pts []orb.Point) []float64 {
	lons := make([]float64, len(pts))
	south, north := 90.0, -90.0
	for i, p := range pts {
		lons[i] = p.Lon()
		south, north = min(south, p.Lat()), max(north, p.Lat())
	}
	sort.Float64s(lons)
	// The box leaves out the widest gap between neighbouring longitudes,
	// the one across ±180° included.
	gap, west, east := lons[0]+360-lons[len(lons)-1], lons[0], lons[len(lons)-1]
	for i := 1; i < len(lons); i++ {
		if d := lons[i] - lons[i-1]; d > gap {
			gap, west, east = d, lons[i], lons[i-1]
		}
	}
	return []float64{west, south, east, north}
}

// UnionBBox returns the smallest RFC 7946 bounding box holding every box
// of boxes ([west, south, east, north], west > east across the
// antimeridian): the longitude intervals are joined on the circle and the
// widest stretch none of them covers is left out.
func UnionBBox(boxes [][]float64) []float64 {
	type span struct{ w, e float64 }
	var spans []span
	south, north := 90.0, -90.0
	for _, b := range boxes {
		south, north = min(south, b[1]), max(north, b[3])
		if b[0] <= b[2] {
			spans = append(spans, span{b[0], b[2]})
		} else {
			spans = append(spans, span{b[0], 180}, span{-180, b[2]})
		}
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i].w < spans[j].w })
	merged := []span{spans[0]}
	for _, s := range spans[1:] {
		last := &merged[len(merged)-1]
		if s.w <= last.e {
			last.e = max(last.e, s.e)
		} else {
			merged = append(merged, s)
		}
	}
	// The widest uncovered stretch, the one across ±180° included.
	first, last := merged[0], merged[len(merged)-1]
	gap, west, east := first.w+360-last.e, first.w, last.e
	for i := 1; i < len(merged); i++ {
		if d := merged[i].w - merged[i-1].e; d > gap {
			gap, west, east = d, merged[i].w, merged[i-1].e
		}
	}
	if gap <= 0 {
		return []float64{-180, south, 180, north}
	}
	return []float64{west, south, east, north}
}

// Centre is the centre of a first-level region: the GeoNames place whose
// point stands for it.
type Centre struct {
	Code      string // ISO 3166-2 code, e.g. "RU-YAR"
	GeoNameID int64
	Name      string // the GeoNames name of the centre, so that a wrong ID shows
	Source    string // where the choice of centre comes from
	Line      int
}

// CentresHeader is the header line of regions.tsv.
const CentresHeader = "iso3166_2\tcentre\tcentre_name\tsource"

// ReadCentres reads regions.tsv: after `#` comments, CentresHeader, then
// one region a row. Errors read "file:line: message".
func ReadCentres(r io.Reader, file string) ([]Centre, error) {
	var out []Centre
	seen := map[string]int{}
	err := overlay.ScanTable(r, file, CentresHeader, func(line int, cols []string) error {
		code, name, src := cols[0], cols[2], cols[3]
		cc, sub, ok := strings.Cut(code, "-")
		if !ok || len(cc) != 2 || sub == "" {
			return fmt.Errorf("%q is not an ISO 3166-2 code such as RU-YAR", code)
		}
		id, err := strconv.ParseInt(cols[1], 10, 64)
		if err != nil || id <= 0 {
			return fmt.Errorf("centre %q is not a GeoNames ID", cols[1])
		}
		if name == "" || src == "" {
			return fmt.Errorf("centre_name and source must not be empty")
		}
		if prev, dup := seen[code]; dup {
			return fmt.Errorf("%s is listed already on line %d", code, prev)
		}
		seen[code] = line
		out = append(out, Centre{Code: code, GeoNameID: id, Name: name, Source: src, Line: line})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// regionsJSON is the part of iso3166-2-db's data/iso3166-2.json read.
type regionsJSON map[string]struct {
	Regions []struct {
		ISO   string            `json:"iso"`
		Names map[string]string `json:"names"`
	} `json:"regions"`
}

// ReadRegions reads iso3166-2-db's data/iso3166-2.json and returns, for
// each region centres lists, an addition of kind region with its Russian
// and English names, placed at its centre. A region centres lists that the
// file lacks is an error.
func ReadRegions(r io.Reader, centres []Centre) ([]overlay.Addition, error) {
	var db regionsJSON
	if err := json.NewDecoder(bufio.NewReader(r)).Decode(&db); err != nil {
		return nil, err
	}
	byCode := map[string]map[string]string{}
	for cc, c := range db {
		for _, reg := range c.Regions {
			byCode[cc+"-"+reg.ISO] = reg.Names
		}
	}
	out := make([]overlay.Addition, 0, len(centres))
	for _, c := range centres {
		names, ok := byCode[c.Code]
		if !ok {
			return nil, fmt.Errorf("region %s (regions.tsv line %d) is not in the file", c.Code, c.Line)
		}
		p := gazetteer.Place{ID: "region:" + c.Code, Kind: gazetteer.KindRegion, Country: c.Code[:2],
			Source: "npm iso3166-2-db (MIT): names; centre " + c.Name + " (GeoNames " + strconv.FormatInt(c.GeoNameID, 10) + "): " + c.Source}
		for _, lang := range []string{"ru", "en"} {
			if t := strings.TrimSpace(names[lang]); t != "" && toponym.Key(t) != "" {
				if p.Name == "" {
					p.Name = t
				}
				p.Names = append(p.Names, gazetteer.Name{Text: t, Lang: lang})
			}
		}
		if p.Name == "" {
			continue // neither a Russian nor an English name
		}
		out = append(out, overlay.Addition{Place: p, Centre: c.GeoNameID, CentreName: c.Name, DropCentreNames: true,
			Pos: "data/gazetteer/regions.tsv:" + strconv.Itoa(c.Line)})
	}
	return out, nil
}
