package extract

import (
	"strings"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/geo/toponym"
	"github.com/chronomap/chronomap/internal/rutext"
)

// Geocoder ranks the places a toponym may name; *geocode.Geocoder implements
// it. The extractor passes toponyms as the text writes them (inflected:
// «Лондоне», «Екатеринославский комитет») or in the nominative where the
// dictionary gives it, so the geocoder is expected to know Russian
// inflection.
type Geocoder interface {
	Geocode(toponym string, opt geocode.Options) ([]geocode.Candidate, error)
}

var _ Geocoder = (*geocode.Geocoder)(nil)

// PlaceRole says what part a place plays in its sentence (rutext.Role).
type PlaceRole = rutext.Role

// The roles of places, as rutext gives them.
const (
	RoleLocation     = rutext.RoleLocation
	RoleDestination  = rutext.RoleDestination
	RoleOrigin       = rutext.RoleOrigin
	RoleVia          = rutext.RoleVia
	RoleArea         = rutext.RoleArea
	RoleReference    = rutext.RoleReference
	RoleOrganisation = rutext.RoleOrganisation
	RoleMention      = rutext.RoleMention
)

// PlaceMention is a toponym of the text resolved through the geocoder.
type PlaceMention struct {
	// Start and End are code-point offsets (end exclusive) of the toponym
	// as written («Лондоне», «Британским музеем», «Одесском»).
	Start int    `json:"start"`
	End   int    `json:"end"`
	Text  string `json:"text"`
	// Toponym is the gazetteer's name that matched (geocode.Candidate.Matched,
	// «Лондон»): what an event file names the place by.
	Toponym string          `json:"toponym"`
	Place   gazetteer.Place `json:"place"`
	Score   float64         `json:"score"`
	Role    PlaceRole       `json:"role"`
	// Sentence indexes Result.Sentences.
	Sentence int `json:"sentence"`
	// Organisation is, for RoleOrganisation, the organisation as written
	// («Донской комитет»); Institution, for a place adjective, the
	// institution it locates («Одесском тюремном замке»).
	Organisation string `json:"organisation,omitempty"`
	Institution  string `json:"institution,omitempty"`
	// Goal: someone goes there («в Лондон», «к Москве»); Static: something
	// is there («в Лондоне»).
	Goal   bool `json:"goal,omitempty"`
	Static bool `json:"static,omitempty"`
	prep   string
	bare   bool
	// dateline: the place that heads a report; implied: a place the text
	// names by a deictic word («здесь», «оттуда»), not a mention of its
	// own (Start and End are the word's).
	dateline, implied bool
	// route: a stop named in a description of the way («проделав путь
	// через Москву до Нижнего Новгорода»): a leg of the journey, not a
	// place where something happened.
	route bool
	// refined: the next mention narrows this one down in apposition («в
	// Англию, в Лондон», «в Крым, в Гурзуф»).
	refined bool
}

// geocodeKey is one geocoder question; a document asks the same ones over
// and over, so answers are kept for the length of one extraction.
type geocodeKey struct {
	query string
	year  int
}

// geocode asks g, through the extraction's cache.
func (x *extraction) geocode(g Geocoder, query string, year int) ([]geocode.Candidate, error) {
	k := geocodeKey{query, year}
	if c, ok := x.cache[k]; ok {
		return c, nil
	}
	c, err := g.Geocode(query, geocode.Options{Year: year})
	if err != nil {
		return nil, err
	}
	if len(x.cache) < maxCachedQueries {
		x.cache[k] = c
	}
	return c, nil
}

// maxCachedQueries bounds the geocoder cache of one extraction.
const maxCachedQueries = 1 << 16

// resolve geocodes a spotted mention and returns the place it names, false
// when the gazetteer knows none the context allows: candidates scoring
// below the vocabulary's minimum; for a bare mention the dictionary does
// not know as a toponym, anything but a confident town, country or region;
// after «по», anything but a country or region; for a province («Херсонской
// губернии»), anything but a region.
func (x *extraction) resolve(g Geocoder, m rutext.Mention, year int) (PlaceMention, bool, error) {
	v := x.r.Vocabulary()
	min := v.MinScore()
	if m.Bare && !m.Geox || m.Lower {
		min = max(min, v.BareMinScore())
	}
	pick := func(query string, whole bool, kinds ...gazetteer.Kind) (*geocode.Candidate, error) {
		cands, err := x.geocode(g, query, year)
		if err != nil {
			return nil, err
		}
		words := len(strings.Fields(toponym.Key(m.Text)))
		var best *geocode.Candidate
		for i := range cands {
			cd := &cands[i]
			if cd.Score < min || len(kinds) > 0 && !hasKind(kinds, cd.Place.Kind) {
				continue
			}
			if m.Lower && !m.Geox && cd.Place.Kind == gazetteer.KindCity && cd.Score < v.LowerCityMinScore() {
				continue
			}
			if cd.Match == geocode.MatchFuzzy && (m.Bare || m.Lower || m.Geox) {
				continue // a spelling variant needs a place context and an unknown word
			}
			if m.Geox && !m.Adjective && cd.Match != geocode.MatchExact && m.Query != m.Text &&
				toponym.Key(cd.Matched) != toponym.Key(m.Query) {
				// The dictionary knows the word and its nominative: a
				// name of another form is another place («Гоби» is not
				// a case of «Гоба»).
				continue
			}
			if whole && len(strings.Fields(toponym.Key(cd.Matched))) != words {
				continue // «Александровском посту» is not the town of Aleksandrov
			}
			if m.Adjective && m.Qualifier != "" && toponym.Key(cd.Matched) == toponym.Key(m.Text) && len(cands) > 1 {
				// An adjective before an organisation or institution
				// stands for the place it is made from («Донской» → Дон),
				// not for a place called by the adjective itself.
				continue
			}
			if best == nil || cd.Score > best.Score {
				best = cd
			}
		}
		if best == nil && m.Adjective && !whole {
			for i := range cands {
				cd := &cands[i]
				if cd.Score >= min && (len(kinds) == 0 || hasKind(kinds, cd.Place.Kind)) && (best == nil || cd.Score > best.Score) {
					best = cd
				}
			}
		}
		return best, nil
	}
	var best *geocode.Candidate
	var err error
	switch {
	case m.Compass != "":
		// A part of a land: the gazetteer's region when it has one, else
		// that part of the land.
		if best, err = pick(m.Query, false, gazetteer.KindRegion); err == nil && best == nil {
			var land *geocode.Candidate
			land, err = pick(m.Land, false, gazetteer.KindRegion, gazetteer.KindCountry)
			if err == nil && land != nil {
				if part, ok := partOf(land.Place, m.Compass, m.Query); ok {
					best = &geocode.Candidate{Place: part, Score: land.Score, Matched: m.Query, Match: land.Match}
				}
			}
		}
	case m.Region:
		// A province or land: the whole phrase as the gazetteer names it.
		if best, err = pick(m.Query, false, gazetteer.KindRegion, gazetteer.KindCountry); err == nil && best == nil && m.Query != m.Text {
			best, err = pick(m.Text, false, gazetteer.KindRegion, gazetteer.KindCountry)
		}
	case m.Lower && m.Locative:
		best, err = pick(m.Query+" "+m.Qualifier, false, gazetteer.KindCity, gazetteer.KindRegion, gazetteer.KindCountry)
	case m.Lower:
		best, err = pick(m.Query+" "+m.Qualifier, false, gazetteer.KindCity)
	case m.Institution != "":
		// A landmark of its own («Бутырская тюрьма») or the town the
		// institution is in («Одесский тюремный замок» → Odesa).
		if best, err = pick(m.Institution, true, gazetteer.KindLandmark); err == nil && best == nil {
			best, err = pick(m.Text+" "+m.Qualifier, false)
		}
	case m.Qualifier != "":
		best, err = pick(m.Text+" "+m.Qualifier, false)
	case m.Role == RoleArea:
		best, err = pick(m.Query, m.Whole, gazetteer.KindRegion, gazetteer.KindCountry)
	case m.Bare && !m.Geox:
		best, err = pick(m.Query, m.Whole, gazetteer.KindCity, gazetteer.KindCountry, gazetteer.KindRegion, gazetteer.KindLandmark)
	default:
		if best, err = pick(m.Query, m.Whole); err == nil && best == nil && m.Query != m.Text {
			best, err = pick(m.Text, m.Whole)
		}
	}
	if err != nil || best == nil {
		return PlaceMention{}, false, err
	}
	role := m.Role
	if role == RoleArea {
		role = RoleLocation
	}
	pm := PlaceMention{
		Start: m.Start, End: m.End, Text: m.Text,
		Toponym: best.Matched, Place: best.Place, Score: best.Score, Role: role,
		Organisation: m.Organisation, Institution: m.Institution,
		prep: m.Prep, bare: m.Bare, dateline: m.Dateline,
	}
	pm.Goal = x.r.Goal(m, best.Matched)
	pm.Static = x.r.Static(m, best.Matched)
	return pm, true, nil
}

// partOf returns the part of a land that lies towards a point of the
// compass («Западная Швейцария»): a region whose box is that part of the
// land's bounding box (the western half, the north-eastern quarter, the
// middle third) and whose point is the box's centre, named name. It needs
// the land's box, which the gazetteer data gives countries and regions.
func partOf(land gazetteer.Place, dir, name string) (gazetteer.Place, bool) {
	if len(land.BBox) != 4 || land.BBox[0] > land.BBox[2] {
		return gazetteer.Place{}, false // no box, or one across the antimeridian
	}
	w, s, e, n := land.BBox[0], land.BBox[1], land.BBox[2], land.BBox[3]
	midX, midY := (w+e)/2, (s+n)/2
	switch dir {
	case "west":
		e = midX
	case "east":
		w = midX
	case "north":
		s = midY
	case "south":
		n = midY
	case "northwest":
		e, s = midX, midY
	case "northeast":
		w, s = midX, midY
	case "southwest":
		e, n = midX, midY
	case "southeast":
		w, n = midX, midY
	case "centre":
		dx, dy := (e-w)/3, (n-s)/3
		w, e, s, n = w+dx, e-dx, s+dy, n-dy
	default:
		return gazetteer.Place{}, false
	}
	part := gazetteer.Place{
		ID: land.ID + "#" + dir, Name: name, Kind: gazetteer.KindRegion, Country: land.Country,
		Point: orb.Point{(w + e) / 2, (s + n) / 2}, BBox: []float64{w, s, e, n},
		Names:  []gazetteer.Name{{Text: name, Lang: "ru"}},
		Source: "the " + dir + " part of the bounding box of " + land.ID,
	}
	if land.AreaKm2 > 0 {
		part.AreaKm2 = land.AreaKm2 / 2
		if dir == "centre" || len(dir) > 5 {
			part.AreaKm2 = land.AreaKm2 / 4
		}
	}
	return part, true
}

func hasKind(kinds []gazetteer.Kind, k gazetteer.Kind) bool {
	for _, x := range kinds {
		if x == k {
			return true
		}
	}
	return false
}

// contains reports whether place a contains place b as far as the
// gazetteer tells: a country contains the other places of its country.
func contains(a, b gazetteer.Place) bool {
	return a.ID != b.ID && a.Kind == gazetteer.KindCountry && a.Country != "" && strings.EqualFold(a.Country, b.Country) && b.Kind != gazetteer.KindCountry
}

// isArea reports whether a place is a country or a region: an event known
// only to one is approximate.
func isArea(p gazetteer.Place) bool {
	return p.Kind == gazetteer.KindCountry || p.Kind == gazetteer.KindRegion
}
