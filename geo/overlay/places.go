package overlay

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/toponym"
)

// PlacesHeader is the header line of a place table (the columns ReadPlaces
// reads, tab-separated).
const PlacesHeader = "id\tkind\tcode\tlon\tlat\tarea_km2\tcountry\tnear\tname\tnames_ru\tnames\tsource"

// ReadPlaces reads a place table: a UTF-8 TSV whose first line that is
// neither empty nor a `#` comment is PlacesHeader, then one place GeoNames
// cities1000 lacks a row (a lake, a mountain range, a historical region, a
// prison, a theatre, a village):
//
//   - id: slug (a-z, 0-9, -), the place ID is "overlay:<id>";
//   - kind: city, village, landmark or region;
//   - code: the GeoNames feature class and code the place would have
//     (H.LK a lake, T.MTS a mountain range, S.PRN a prison …, see
//     https://www.geonames.org/export/codes.html), which must agree with
//     kind: classes H, L and T are regions, S landmarks, P settlements;
//   - lon, lat: the representative point, WGS84 decimal degrees (the
//     centroid of a feature, the building of a landmark);
//   - area_km2: the area in km² (lakes, islands, ranges, regions), empty
//     when none;
//   - country: ISO 3166-1 alpha-2 code of the country of today the point
//     lies in;
//   - near: the GeoNames ID of the settlement a landmark or village lies in
//     or next to (so that a wrong point shows), empty for none;
//   - name: the English name, the place's preferred name;
//   - names_ru: Russian names as texts of 1850-1925 write them, separated
//     by `|`; a name may end in @FROM-UNTIL, the years of its use
//     (inclusive, either side may be empty: «Цейлон@-1972»);
//   - names: names in other languages, `|`-separated, each LANG:TEXT
//     («de:Genfersee|fr:Lac Léman»), with @FROM-UNTIL as above;
//   - source: the reference (a Wikipedia article) for the point and names.
//
// Errors read "file:line: message".
func ReadPlaces(r io.Reader, file string) ([]Addition, error) {
	var out []Addition
	ids := map[string]string{}
	err := ScanTable(r, file, PlacesHeader, func(line int, cols []string) error {
		pos := fmt.Sprintf("%s:%d", file, line)
		p, near, err := placeRow(cols)
		if err != nil {
			return err
		}
		if prev, dup := ids[p.ID]; dup {
			return fmt.Errorf("id %q is used already at %s", strings.TrimPrefix(p.ID, "overlay:"), prev)
		}
		ids[p.ID] = pos
		out = append(out, Addition{Place: p, Near: near, Pos: pos})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// placeRow parses the columns of one place table row.
func placeRow(cols []string) (gazetteer.Place, int64, error) {
	id, kind, code, lon, lat, area, cc, near, name, ru, other, source :=
		cols[0], cols[1], cols[2], cols[3], cols[4], cols[5], cols[6], cols[7], cols[8], cols[9], cols[10], cols[11]
	var p gazetteer.Place
	if !isSlug(id) {
		return p, 0, fmt.Errorf("id %q must be a slug: lower-case ASCII letters, digits and hyphens", id)
	}
	p.ID = "overlay:" + id
	switch k := gazetteer.Kind(kind); k {
	case gazetteer.KindCity, gazetteer.KindVillage, gazetteer.KindLandmark, gazetteer.KindRegion:
		p.Kind = k
	default:
		return p, 0, fmt.Errorf("kind %q is not one of city, village, landmark, region", kind)
	}
	class, _, ok := strings.Cut(code, ".")
	if !ok || len(class) != 1 || len(code) < 3 {
		return p, 0, fmt.Errorf("code %q is not a GeoNames feature class and code such as H.LK", code)
	}
	if want := classKind(class, p.Kind); want != "" {
		return p, 0, fmt.Errorf("code %s is of a %s, not a %s", code, want, p.Kind)
	}
	p.FeatureCode = code
	x, err := strconv.ParseFloat(lon, 64)
	if err != nil || x < -180 || x > 180 {
		return p, 0, fmt.Errorf("lon %q is not a longitude in -180..180", lon)
	}
	y, err := strconv.ParseFloat(lat, 64)
	if err != nil || y < -90 || y > 90 {
		return p, 0, fmt.Errorf("lat %q is not a latitude in -90..90", lat)
	}
	p.Point = orb.Point{x, y}
	if area != "" {
		if p.AreaKm2, err = strconv.ParseFloat(area, 64); err != nil || p.AreaKm2 <= 0 {
			return p, 0, fmt.Errorf("area_km2 %q is not a positive number", area)
		}
	}
	if !isCountryCode(cc) {
		return p, 0, fmt.Errorf("country %q must be an ISO 3166-1 alpha-2 code such as RU", cc)
	}
	p.Country = cc
	var nearID int64
	if near != "" {
		if nearID, err = strconv.ParseInt(near, 10, 64); err != nil || nearID <= 0 {
			return p, 0, fmt.Errorf("near %q is not a GeoNames ID", near)
		}
	}
	if toponym.Key(name) == "" {
		return p, 0, fmt.Errorf("name %q has no letters or digits", name)
	}
	p.Name = name
	p.Names = []gazetteer.Name{{Text: name, Lang: "en"}}
	if ru == "" {
		return p, 0, fmt.Errorf("names_ru is empty: give the Russian name")
	}
	for _, f := range strings.Split(ru, "|") {
		n, err := parseName(f, "ru")
		if err != nil {
			return p, 0, err
		}
		p.Names = addName(p.Names, n)
	}
	if other != "" {
		for _, f := range strings.Split(other, "|") {
			lang, text, ok := strings.Cut(f, ":")
			if !ok || !isLang(lang) {
				return p, 0, fmt.Errorf("name %q: write names LANG:TEXT, LANG an ISO 639-1 code", f)
			}
			n, err := parseName(text, lang)
			if err != nil {
				return p, 0, err
			}
			p.Names = addName(p.Names, n)
		}
	}
	if source == "" {
		return p, 0, fmt.Errorf("source is empty: name the reference")
	}
	p.Source = source
	return p, nearID, nil
}

// classKind returns the kind a GeoNames feature class implies when it
// differs from k, "" when they agree.
func classKind(class string, k gazetteer.Kind) string {
	switch class {
	case "H", "L", "T":
		if k != gazetteer.KindRegion {
			return "region"
		}
	case "S", "R":
		if k != gazetteer.KindLandmark {
			return "landmark"
		}
	case "P":
		if k != gazetteer.KindCity && k != gazetteer.KindVillage {
			return "settlement"
		}
	default:
		return "class other than H, L, P, R, S, T"
	}
	return ""
}

// parseName reads «TEXT» or «TEXT@FROM-UNTIL».
func parseName(s, lang string) (gazetteer.Name, error) {
	s = strings.TrimSpace(s)
	n := gazetteer.Name{Text: s, Lang: lang}
	if text, years, ok := strings.Cut(s, "@"); ok {
		n.Text = strings.TrimSpace(text)
		from, until, ok := strings.Cut(years, "-")
		if !ok {
			return n, fmt.Errorf("name %q: write its years @FROM-UNTIL", s)
		}
		for _, y := range []struct {
			v   string
			dst *int
		}{{from, &n.From}, {until, &n.Until}} {
			if y.v == "" {
				continue
			}
			v, err := strconv.Atoi(y.v)
			if err != nil || v == 0 {
				return n, fmt.Errorf("name %q: %q is not a year", s, y.v)
			}
			*y.dst = v
		}
		if n.From != 0 && n.Until != 0 && n.From > n.Until {
			return n, fmt.Errorf("name %q: from %d is after until %d", s, n.From, n.Until)
		}
	}
	if toponym.Key(n.Text) == "" {
		return n, fmt.Errorf("name %q has no letters or digits", s)
	}
	return n, nil
}

func isLang(s string) bool {
	return len(s) == 2 && 'a' <= s[0] && s[0] <= 'z' && 'a' <= s[1] && s[1] <= 'z'
}
