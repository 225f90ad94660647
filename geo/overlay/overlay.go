// Package overlay reads chronomap's curated gazetteer overlay
// (data/gazetteer/overlay.yaml, format in data/gazetteer/README.md): names
// with years added to GeoNames places, and places GeoNames lacks, each with
// the source of its point.
package overlay

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/paulmach/orb"
	"go.yaml.in/yaml/v3"

	gazetteerdata "github.com/chronomap/chronomap/data/gazetteer"
	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/toponym"
)

// Overlay is the curated part of the gazetteer, read from a YAML file (the
// format is documented in data/gazetteer/README.md): names and kinds GeoNames
// lacks for its places, and places GeoNames lacks altogether.
type Overlay struct {
	// Extensions add names to GeoNames places and may change their kind.
	Extensions []Extension
	// Places are places GeoNames lacks: ID "overlay:<slug>" (or
	// "country:…", "region:…" for those of today), Source saying where the
	// point comes from. A loader resolves each one's Centre and Countries.
	Places []Addition
}

// Addition is a place the overlay adds. Its point is Place.Point, or the
// point of the GeoNames place Centre when that is set; its bounding box and
// area, when Place has none, are those of Countries together.
type Addition struct {
	Place gazetteer.Place
	// Centre is the GeoNames ID of the place whose point this one takes
	// (its capital or administrative centre); 0 when Place.Point is given.
	Centre int64
	// CentreName is the centre's GeoNames name as the entry writes it, so
	// that a wrong ID shows.
	CentreName string
	// Countries are ISO 3166-1 alpha-2 codes of countries of today whose
	// bounding boxes and areas, taken together, approximate this place's.
	Countries []string
	// DropCentreNames drops the names this place shares with its centre
	// (a city that is a region of its own: Москва), and the place itself
	// when no name is left.
	DropCentreNames bool
	// Near is the GeoNames ID of the settlement a landmark or village of
	// a place table lies in or next to, for checking its point; 0 for
	// none.
	Near int64
	Pos  string // "file:line" of the entry, for messages
}

// Extension adds names to the GeoNames place GeoNameID, or to the country
// of today Country, and may override its kind.
type Extension struct {
	GeoNameID int64
	Country   string // ISO 3166-1 alpha-2 code; set instead of GeoNameID
	// GeoNamesName is the extended place's GeoNames name as a name table
	// writes it ("" in YAML overlays), so that a wrong ID shows.
	GeoNamesName string
	Kind         gazetteer.Kind // "" keeps the GeoNames kind
	Names        []gazetteer.Name
	Note         string // free text: why, and where the names come from
	Pos          string // "file:line" of the entry, for messages
}

// PlaceID is the ID of the extended place, "geonames:<geonameid>" or
// "country:<code>".
func (e Extension) PlaceID() string {
	if e.Country != "" {
		return CountryID(e.Country)
	}
	return "geonames:" + strconv.FormatInt(e.GeoNameID, 10)
}

// CountryID is the place ID of the country of today with the ISO 3166-1
// alpha-2 code cc.
func CountryID(cc string) string { return "country:" + cc }

// Apply merges the extension into p: the kind, when set, replaces p's; each
// extension name replaces p's names with the same Key that carry no years
// (the overlay knows when they were in use), and is added once.
func (e Extension) Apply(p *gazetteer.Place) {
	if e.Kind != "" {
		p.Kind = e.Kind
	}
	keys := make(map[string]bool, len(e.Names))
	for _, n := range e.Names {
		keys[toponym.Key(n.Text)] = true
	}
	names := make([]gazetteer.Name, 0, len(p.Names)+len(e.Names))
	for _, n := range p.Names {
		if n.Dated() || !keys[toponym.Key(n.Text)] {
			names = append(names, n)
		}
	}
	for _, n := range e.Names {
		names = addName(names, n)
	}
	p.Names = names
}

// addName appends n to names unless an equal name is there already.
func addName(names []gazetteer.Name, n gazetteer.Name) []gazetteer.Name {
	for _, m := range names {
		if m == n {
			return names
		}
	}
	return append(names, n)
}

// Default is the curated data built into chronomap, merged: the overlay
// (data/gazetteer/overlay.yaml), the governorates and oblasts of the
// Russian Empire (governorates.yaml), historical lands (lands.yaml), the
// place tables (features.tsv, landmarks.tsv, settlements.tsv) and the name
// tables (renamed-cities.tsv, exonyms-ru.tsv).
func Default() (Overlay, error) {
	const dir = "data/gazetteer/"
	var parts []Overlay
	for _, y := range []struct{ file, text string }{
		{"overlay.yaml", gazetteerdata.Overlay},
		{"governorates.yaml", gazetteerdata.Governorates},
		{"lands.yaml", gazetteerdata.Lands},
	} {
		ov, err := Read(strings.NewReader(y.text), dir+y.file)
		if err != nil {
			return Overlay{}, err
		}
		parts = append(parts, ov)
	}
	for _, t := range []struct{ file, text string }{
		{"features.tsv", gazetteerdata.Features},
		{"landmarks.tsv", gazetteerdata.Landmarks},
		{"settlements.tsv", gazetteerdata.Settlements},
	} {
		places, err := ReadPlaces(strings.NewReader(t.text), dir+t.file)
		if err != nil {
			return Overlay{}, err
		}
		parts = append(parts, Overlay{Places: places})
	}
	for _, t := range []struct{ file, text string }{
		{"renamed-cities.tsv", gazetteerdata.RenamedCities},
		{"exonyms-ru.tsv", gazetteerdata.ExonymsRU},
	} {
		ext, err := ReadNames(strings.NewReader(t.text), dir+t.file)
		if err != nil {
			return Overlay{}, err
		}
		parts = append(parts, Overlay{Extensions: ext})
	}
	return Merge(parts...)
}

// ReadFile reads an overlay file; errors name the file and line.
func ReadFile(path string) (Overlay, error) {
	f, err := os.Open(path)
	if err != nil {
		return Overlay{}, err
	}
	defer f.Close()
	return Read(f, path)
}

// Read parses an overlay YAML document. file names the source in
// errors, which read "file:line: message".
func Read(r io.Reader, file string) (Overlay, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return Overlay{}, fmt.Errorf("%s: %w", file, err)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return Overlay{}, YAMLError(file, err)
	}
	p := overlayParser{file: file, ids: map[string]string{}, geonames: map[int64]string{}, countries: map[string]string{}}
	if len(doc.Content) == 0 {
		return Overlay{}, fmt.Errorf("%s: empty overlay (want a mapping with `places`)", file)
	}
	err = p.document(doc.Content[0])
	return p.ov, err
}

// YAMLError turns the parser's "yaml: line N: msg" into "file:N: msg".
func YAMLError(file string, err error) error {
	msg := err.Error()
	if rest, ok := strings.CutPrefix(msg, "yaml: line "); ok {
		if num, text, ok := strings.Cut(rest, ": "); ok {
			if _, err := strconv.Atoi(num); err == nil {
				return fmt.Errorf("%s:%s: %s", file, num, text)
			}
		}
	}
	return fmt.Errorf("%s: %s", file, msg)
}

type overlayParser struct {
	file      string
	ov        Overlay
	ids       map[string]string // slug → position, for duplicates
	geonames  map[int64]string  // geonameid → position
	countries map[string]string // extended country → position
}

func (p *overlayParser) errorf(n *yaml.Node, format string, args ...any) error {
	return fmt.Errorf("%s:%d: %s", p.file, n.Line, fmt.Sprintf(format, args...))
}

func (p *overlayParser) pos(n *yaml.Node) string { return fmt.Sprintf("%s:%d", p.file, n.Line) }

// fields checks that n is a mapping whose keys are all in allowed and
// returns key → value node.
func (p *overlayParser) fields(n *yaml.Node, what string, allowed ...string) (map[string]*yaml.Node, error) {
	if n.Kind != yaml.MappingNode {
		return nil, p.errorf(n, "%s must be a mapping", what)
	}
	m := make(map[string]*yaml.Node, len(n.Content)/2)
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		known := false
		for _, a := range allowed {
			known = known || k.Value == a
		}
		if !known {
			return nil, p.errorf(k, "unknown field %q in %s (allowed: %s)", k.Value, what, strings.Join(allowed, ", "))
		}
		if _, dup := m[k.Value]; dup {
			return nil, p.errorf(k, "field %q given twice", k.Value)
		}
		m[k.Value] = v
	}
	return m, nil
}

func (p *overlayParser) document(n *yaml.Node) error {
	f, err := p.fields(n, "the overlay", "places")
	if err != nil {
		return err
	}
	places := f["places"]
	if places == nil {
		return p.errorf(n, "missing `places`")
	}
	if places.Kind != yaml.SequenceNode {
		return p.errorf(places, "`places` must be a list")
	}
	for _, e := range places.Content {
		if err := p.entry(e); err != nil {
			return err
		}
	}
	return nil
}

func (p *overlayParser) entry(n *yaml.Node) error {
	f, err := p.fields(n, "a place entry",
		"geonameid", "extend_country", "id", "name", "kind", "country", "lon", "lat", "centre", "from", "until",
		"area_km2", "countries", "population", "names", "source", "note")
	if err != nil {
		return err
	}
	given := 0
	for _, k := range []string{"geonameid", "extend_country", "id"} {
		if f[k] != nil {
			given++
		}
	}
	switch {
	case given > 1:
		return p.errorf(n, "an entry has one of `geonameid` (extend a GeoNames place), `extend_country` (extend a country of today) or `id` (add a place)")
	case f["geonameid"] != nil, f["extend_country"] != nil:
		return p.extension(n, f)
	case f["id"] != nil:
		return p.place(n, f)
	}
	return p.errorf(n, "an entry needs `geonameid` (extend a GeoNames place), `extend_country` (extend a country of today) or `id` (add a place)")
}

func (p *overlayParser) extension(n *yaml.Node, f map[string]*yaml.Node) error {
	for _, k := range []string{"name", "country", "lon", "lat", "centre", "from", "until", "area_km2", "countries", "population", "source"} {
		if f[k] != nil {
			return p.errorf(f[k], "`%s` is for added places; an extension takes kind, names and note", k)
		}
	}
	e := Extension{Pos: p.pos(n)}
	var err error
	if f["extend_country"] != nil {
		if e.Country, err = p.str(f["extend_country"]); err != nil {
			return err
		}
		if !isCountryCode(e.Country) {
			return p.errorf(f["extend_country"], "extend_country %q must be an ISO 3166-1 alpha-2 code such as IR", e.Country)
		}
		if prev, dup := p.countries[e.Country]; dup {
			return p.errorf(f["extend_country"], "country %s is extended already at %s", e.Country, prev)
		}
		p.countries[e.Country] = e.Pos
	} else {
		id, err := p.int(f["geonameid"])
		if err != nil {
			return err
		}
		if id <= 0 {
			return p.errorf(f["geonameid"], "geonameid must be positive")
		}
		if prev, dup := p.geonames[id]; dup {
			return p.errorf(f["geonameid"], "geonameid %d is extended already at %s", id, prev)
		}
		p.geonames[id] = e.Pos
		e.GeoNameID = id
	}
	if f["kind"] != nil {
		if e.Kind, err = p.kind(f["kind"]); err != nil {
			return err
		}
	}
	if e.Note, err = p.str(f["note"]); err != nil {
		return err
	}
	if e.Names, err = p.names(f["names"]); err != nil {
		return err
	}
	if len(e.Names) == 0 && e.Kind == "" {
		return p.errorf(n, "extension of %s changes nothing: give names or kind", e.PlaceID())
	}
	p.ov.Extensions = append(p.ov.Extensions, e)
	return nil
}

func (p *overlayParser) place(n *yaml.Node, f map[string]*yaml.Node) error {
	for _, k := range []string{"id", "name", "kind", "source"} {
		if f[k] == nil {
			return p.errorf(n, "an added place needs `%s`", k)
		}
	}
	if (f["centre"] == nil) == (f["lon"] == nil || f["lat"] == nil) {
		return p.errorf(n, "an added place needs either `lon` and `lat` or `centre` (the GeoNames place whose point it takes)")
	}
	slug, err := p.str(f["id"])
	if err != nil {
		return err
	}
	if !isSlug(slug) {
		return p.errorf(f["id"], "id %q must be a slug: lower-case ASCII letters, digits and hyphens", slug)
	}
	if prev, dup := p.ids[slug]; dup {
		return p.errorf(f["id"], "id %q is used already at %s", slug, prev)
	}
	p.ids[slug] = p.pos(n)
	pl := gazetteer.Place{ID: "overlay:" + slug}
	if pl.Name, err = p.str(f["name"]); err != nil {
		return err
	}
	if pl.Name == "" {
		return p.errorf(f["name"], "name must not be empty")
	}
	if pl.Kind, err = p.kind(f["kind"]); err != nil {
		return err
	}
	if pl.Country, err = p.str(f["country"]); err != nil {
		return err
	}
	if pl.Country != "" && !isCountryCode(pl.Country) {
		return p.errorf(f["country"], "country %q must be an ISO 3166-1 alpha-2 code such as FR", pl.Country)
	}
	add := Addition{Pos: p.pos(n)}
	if f["centre"] != nil {
		if add.Centre, add.CentreName, err = p.centre(f["centre"]); err != nil {
			return err
		}
	} else {
		lon, err := p.degrees(f["lon"], 180)
		if err != nil {
			return err
		}
		lat, err := p.degrees(f["lat"], 90)
		if err != nil {
			return err
		}
		pl.Point = orb.Point{lon, lat}
	}
	if f["area_km2"] != nil {
		if pl.AreaKm2, err = p.float(f["area_km2"]); err != nil {
			return err
		}
		if pl.AreaKm2 <= 0 {
			return p.errorf(f["area_km2"], "area_km2 must be positive")
		}
	}
	if add.Countries, err = p.countryList(f["countries"]); err != nil {
		return err
	}
	from, until, err := p.years(n, f)
	if err != nil {
		return err
	}
	if f["population"] != nil {
		if pl.Population, err = p.int(f["population"]); err != nil {
			return err
		}
	}
	if pl.Source, err = p.str(f["source"]); err != nil {
		return err
	}
	if strings.TrimSpace(pl.Source) == "" {
		return p.errorf(f["source"], "source must say where the point comes from")
	}
	if _, err := p.str(f["note"]); err != nil {
		return err
	}
	if pl.Names, err = p.names(f["names"]); err != nil {
		return err
	}
	if from != 0 || until != 0 {
		// The years the place existed are those of its name.
		pl.Names = addName(pl.Names, gazetteer.Name{Text: pl.Name, From: from, Until: until})
	}
	add.Place = pl
	p.ov.Places = append(p.ov.Places, add)
	return nil
}

// centre reads `{geonameid: N, name: "GeoNames name"}`.
func (p *overlayParser) centre(n *yaml.Node) (int64, string, error) {
	f, err := p.fields(n, "centre", "geonameid", "name")
	if err != nil {
		return 0, "", err
	}
	if f["geonameid"] == nil || f["name"] == nil {
		return 0, "", p.errorf(n, "centre needs `geonameid` and `name` (its GeoNames name)")
	}
	id, err := p.int(f["geonameid"])
	if err != nil {
		return 0, "", err
	}
	if id <= 0 {
		return 0, "", p.errorf(f["geonameid"], "geonameid must be positive")
	}
	name, err := p.str(f["name"])
	return id, name, err
}

// years reads an entry's `from` and `until`.
func (p *overlayParser) years(n *yaml.Node, f map[string]*yaml.Node) (int, int, error) {
	var out [2]int
	for i, k := range []string{"from", "until"} {
		if f[k] == nil {
			continue
		}
		y, err := p.int(f[k])
		if err != nil {
			return 0, 0, err
		}
		if y == 0 {
			return 0, 0, p.errorf(f[k], "%s: year 0 does not exist; leave the field out for no limit", k)
		}
		out[i] = int(y)
	}
	if out[0] != 0 && out[1] != 0 && out[0] > out[1] {
		return 0, 0, p.errorf(n, "from %d is after until %d", out[0], out[1])
	}
	return out[0], out[1], nil
}

// countryList reads a list of ISO 3166-1 alpha-2 codes.
func (p *overlayParser) countryList(n *yaml.Node) ([]string, error) {
	if n == nil {
		return nil, nil
	}
	if n.Kind != yaml.SequenceNode {
		return nil, p.errorf(n, "`countries` must be a list of ISO 3166-1 alpha-2 codes")
	}
	var out []string
	for _, c := range n.Content {
		cc, err := p.str(c)
		if err != nil {
			return nil, err
		}
		if !isCountryCode(cc) {
			return nil, p.errorf(c, "country %q must be an ISO 3166-1 alpha-2 code such as AM", cc)
		}
		out = append(out, cc)
	}
	return out, nil
}

func (p *overlayParser) float(n *yaml.Node) (float64, error) {
	if err := p.scalar(n); err != nil {
		return 0, err
	}
	v, err := strconv.ParseFloat(n.Value, 64)
	if err != nil {
		return 0, p.errorf(n, "%q is not a number", n.Value)
	}
	return v, nil
}

func (p *overlayParser) names(n *yaml.Node) ([]gazetteer.Name, error) {
	if n == nil {
		return nil, nil
	}
	if n.Kind != yaml.SequenceNode {
		return nil, p.errorf(n, "`names` must be a list")
	}
	out := make([]gazetteer.Name, 0, len(n.Content))
	for _, e := range n.Content {
		f, err := p.fields(e, "a name", "text", "lang", "from", "until")
		if err != nil {
			return nil, err
		}
		if f["text"] == nil {
			return nil, p.errorf(e, "a name needs `text`")
		}
		var nm gazetteer.Name
		if nm.Text, err = p.str(f["text"]); err != nil {
			return nil, err
		}
		if toponym.Key(nm.Text) == "" {
			return nil, p.errorf(f["text"], "name %q has no letters or digits", nm.Text)
		}
		if nm.Lang, err = p.str(f["lang"]); err != nil {
			return nil, err
		}
		for _, y := range []struct {
			field string
			dst   *int
		}{{"from", &nm.From}, {"until", &nm.Until}} {
			v := f[y.field]
			if v == nil {
				continue
			}
			year, err := p.int(v)
			if err != nil {
				return nil, err
			}
			if year == 0 {
				return nil, p.errorf(v, "%s: year 0 does not exist; leave the field out for no limit", y.field)
			}
			*y.dst = int(year)
		}
		if nm.From != 0 && nm.Until != 0 && nm.From > nm.Until {
			return nil, p.errorf(e, "name %q: from %d is after until %d", nm.Text, nm.From, nm.Until)
		}
		out = append(out, nm)
	}
	return out, nil
}

func (p *overlayParser) scalar(n *yaml.Node) error {
	if n.Kind != yaml.ScalarNode {
		return p.errorf(n, "want a single value, not a %s", nodeKind(n))
	}
	return nil
}

func (p *overlayParser) str(n *yaml.Node) (string, error) {
	if n == nil {
		return "", nil
	}
	if err := p.scalar(n); err != nil {
		return "", err
	}
	return strings.TrimSpace(n.Value), nil
}

func (p *overlayParser) int(n *yaml.Node) (int64, error) {
	if err := p.scalar(n); err != nil {
		return 0, err
	}
	v, err := strconv.ParseInt(n.Value, 10, 64)
	if err != nil {
		return 0, p.errorf(n, "%q is not an integer", n.Value)
	}
	return v, nil
}

func (p *overlayParser) degrees(n *yaml.Node, limit float64) (float64, error) {
	if err := p.scalar(n); err != nil {
		return 0, err
	}
	v, err := strconv.ParseFloat(n.Value, 64)
	if err != nil {
		return 0, p.errorf(n, "%q is not a number", n.Value)
	}
	if v < -limit || v > limit {
		return 0, p.errorf(n, "%v is outside ±%v degrees", v, limit)
	}
	return v, nil
}

func (p *overlayParser) kind(n *yaml.Node) (gazetteer.Kind, error) {
	s, err := p.str(n)
	if err != nil {
		return "", err
	}
	switch k := gazetteer.Kind(s); k {
	case gazetteer.KindCity, gazetteer.KindVillage, gazetteer.KindLandmark, gazetteer.KindCountry, gazetteer.KindRegion:
		return k, nil
	}
	return "", p.errorf(n, "kind %q is not one of city, village, landmark, country, region", s)
}

func nodeKind(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "mapping"
	case yaml.SequenceNode:
		return "list"
	case yaml.AliasNode:
		return "alias"
	}
	return "value"
}

func isSlug(s string) bool {
	if s == "" || s[0] == '-' || s[len(s)-1] == '-' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

func isCountryCode(s string) bool {
	return len(s) == 2 && 'A' <= s[0] && s[0] <= 'Z' && 'A' <= s[1] && s[1] <= 'Z'
}
