package geo

import (
	"math"
	"sort"
	"strings"
)

// Options steer one Geocode call.
type Options struct {
	// Year is the date hint, the year the text speaks of; 0 for none.
	// Names in use that year rank above names that were not.
	Year int
	// Limit caps the number of candidates returned; 0 returns all.
	Limit int
	// Country is an ISO 3166-1 alpha-2 hint; places elsewhere rank lower.
	Country string
}

// Candidate is one place a toponym may stand for.
type Candidate struct {
	Place Place `json:"place"`
	// Score ranks the candidate, in 0..1; higher is likelier.
	Score float64 `json:"score"`
	// Matched is the place's name that matched the toponym.
	Matched string `json:"matched"`
}

// Geocoder ranks the gazetteer places a toponym may name. It keeps no state
// between calls and is safe for concurrent use when its Gazetteer is.
type Geocoder struct {
	gaz Gazetteer
}

// NewGeocoder returns a Geocoder over g.
func NewGeocoder(g Gazetteer) *Geocoder { return &Geocoder{gaz: g} }

// Ranking weights. A candidate's score is
//
//	match × time × country × (wKind·kind + wProminence·prominence)
//
// match is how well the toponym matched (1 for an exact Key match; inflected
// and fuzzy forms will score lower); time is 1 when one of the matching
// names was in use in Options.Year (or has no years, or no year was given)
// and timeOutOfUse otherwise; country is 1 without a hint or when the place
// is in the hinted country, otherwise countryMismatch. kind weighs what sort
// of place it is: a bare name that is a country names the country, and one
// that is both a city and a region most often names the city. prominence is
// the population on a log scale (10 million and more = 1), at least a floor
// for capitals and administrative seats, and a per-kind default for places
// without a population (curated regions and countries).
const (
	wKind        = 0.5
	wProminence  = 0.5
	timeOutOfUse = 0.6
	// countryMismatch keeps a foreign place findable but below any
	// comparable place of the hinted country.
	countryMismatch = 0.7
	// populationScale is the population that counts as fully prominent.
	populationScale = 1e7
)

func kindWeight(k Kind) float64 {
	switch k {
	case KindCountry:
		return 1
	case KindCity:
		return 0.8
	case KindRegion:
		return 0.6
	case KindLandmark:
		return 0.55
	case KindVillage:
		return 0.3
	}
	return 0.2
}

// defaultProminence stands in for the population of places without one.
func defaultProminence(k Kind) float64 {
	switch k {
	case KindCountry:
		return 0.9
	case KindRegion:
		return 0.6
	case KindLandmark:
		return 0.5
	case KindCity:
		return 0.4
	}
	return 0.1
}

func prominence(p *Place) float64 {
	var v float64
	if p.Population > 0 {
		v = math.Log10(float64(p.Population)) / math.Log10(populationScale)
	} else {
		v = defaultProminence(p.Kind)
	}
	// Capitals and seats are prominent whatever their recorded population.
	switch strings.TrimPrefix(p.FeatureCode, "P.") {
	case "PPLC":
		v = max(v, 0.8)
	case "PPLA", "PPLG", "PPLCH":
		v = max(v, 0.6)
	case "PPLA2":
		v = max(v, 0.45)
	}
	return min(max(v, 0), 1)
}

// Geocode returns the places whose names match toponym (by Key), best
// first, with scores in 0..1 (see the ranking weights above); ties go to the
// larger population, then to the smaller ID. None is not an error.
func (g *Geocoder) Geocode(toponym string, opt Options) ([]Candidate, error) {
	key := Key(toponym)
	if key == "" {
		return nil, nil
	}
	// One exact key for now; inflected forms will add keys with a match
	// quality below 1 here.
	const match = 1.0
	places, err := g.gaz.Candidates(key)
	if err != nil {
		return nil, err
	}
	out := make([]Candidate, 0, len(places))
	for _, p := range places {
		matched, inUse := matchName(&p, toponym, key, opt.Year)
		if matched == "" {
			continue // the gazetteer's key came from an older Key
		}
		s := match * (wKind*kindWeight(p.Kind) + wProminence*prominence(&p))
		if !inUse {
			s *= timeOutOfUse
		}
		if opt.Country != "" && !strings.EqualFold(opt.Country, p.Country) {
			s *= countryMismatch
		}
		out = append(out, Candidate{Place: p, Score: s, Matched: matched})
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := &out[i], &out[j]
		if a.Score != b.Score {
			return a.Score > b.Score
		}
		if a.Place.Population != b.Place.Population {
			return a.Place.Population > b.Place.Population
		}
		return a.Place.ID < b.Place.ID
	})
	if opt.Limit > 0 && len(out) > opt.Limit {
		out = out[:opt.Limit]
	}
	return out, nil
}

// matchName finds p's name with the given key, preferring one in use in
// year and then one spelt exactly as toponym, and reports whether the name it
// returns was in use then; "" when no name has the key. The preferred name
// counts as always in use.
func matchName(p *Place, toponym, key string, year int) (string, bool) {
	best, bestInUse, bestExact := "", false, false
	consider := func(text string, inUse bool) {
		exact := text == toponym
		if best == "" || inUse && !bestInUse || inUse == bestInUse && exact && !bestExact {
			best, bestInUse, bestExact = text, inUse, exact
		}
	}
	if Key(p.Name) == key {
		consider(p.Name, true)
	}
	for _, n := range p.Names {
		if bestInUse && bestExact {
			break
		}
		if Key(n.Text) == key {
			consider(n.Text, n.ValidIn(year))
		}
	}
	return best, bestInUse
}
