package geocode

import (
	"cmp"
	"math"
	"slices"

	orbgeo "github.com/paulmach/orb/geo"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/internal/rutext"
)

// Surroundings are the places the text around a mention names, which say
// which of a toponym's namesakes it is: a historian reads «по Амуру … до
// Николаевска» as Nikolayevsk-on-Amur, not Kostanay (Nikolayevsk 1879–1895).
type Surroundings struct {
	// Areas are the rivers, lakes, seas, ranges, regions and countries the
	// mention's sentence or the one before names.
	Areas []gazetteer.Place
	// Stops are the settlements named next to the mention on the route of
	// the text: the previous stop and the next one.
	Stops []gazetteer.Place
	// Text are the settlements the whole text names without doubt (one
	// place of the name, or one far ahead of its namesakes): a diary of
	// the Ussuri taiga names no Italian town, and a namesake far from
	// every one of them is seldom the one meant.
	Text []gazetteer.Place
	// Named are the best readings, by name alone, of the other
	// settlements the text names, surely or not: a namesake continents
	// beyond all of them and of Text is seldom meant, even one matching
	// as surely as the others (Валенсия of Venezuela in a text naming
	// Madrid and Barcelona, each with a namesake in America).
	Named []gazetteer.Place
}

// Empty reports whether s names no place.
func (s Surroundings) Empty() bool {
	return len(s.Areas) == 0 && len(s.Stops) == 0 && len(s.Text) == 0 && len(s.Named) == 0
}

// Weights of the surroundings. Each settlement candidate's score is
// multiplied by
//
//	area(d_a) × stops(d_s) × text(d_t),
//	area(d)  = (1 − wArea) + wArea·exp(−d / areaScaleKM),
//	stops(d) = (1 − wStops) + wStops·(d_min + stopSlackKM) / (d + stopSlackKM)
//	text(d)  = (1 − wText) + wText·exp(−max(d − textNearKM, 0) / textScaleKM)
//
// where the text factor weighs only a loose candidate, one whose name
// matches less surely than another candidate's (looseness: an inflected
// «Терни» for «Терней» beside the exact «Терней»), and d_t is its distance
// in km to the nearest of the Text's places (a namesake near any of them
// is as good as another: a journey's text spans continents). A candidate
// that matches as surely as the best is weighed by the same text factor
// with d_t the distance to the nearest of Text and Named and textFarKM
// for textNearKM: only a namesake continents beyond every place the text
// names loses by it; d_a the mean over Areas of the distance in km from the candidate
// to the area (0 inside a country of its code or a box; else the distance
// to the area's point less its reach: the radius of a disc of its area,
// 0 without one), d_s the distance to the nearest of the Stops (the
// route reached the place from one of them) and d_min the least d_s of
// the settlement candidates. The stop term is relative: a stop 1,100 km
// from one namesake and 7,000 km from the others (Владивосток →
// Александровск) speaks as clearly as one 50 km away, since a route's next
// stop is seldom several times farther than another place of the name.
// The products are then divided by
// the largest such product among the candidates and multiplied by the
// best settlement score before: the settlement reading of the toponym
// keeps its rank against a country or region of the name (Панама), the
// settlement the surroundings fit best takes that score, the others lose
// up to wArea and wStops of theirs. Candidates that are no settlement keep
// theirs.
const (
	// A stop weighs much when the namesakes lie several times farther
	// than the nearest one (1 − wStops of the score is left to a namesake
	// far beyond it). A place the route passes through («через Панаму до
	// Нью-Йорка») may lie far from both ends of its leg: its callers give
	// it no stops.
	wArea       = 0.5
	areaScaleKM = 500
	wStops      = 0.8
	stopSlackKM = 300
	// The places of the whole text weigh most against a namesake
	// continents away from all of them (a town of Italy or India in a
	// diary of the Far East or of Galicia); within a few hundred km they
	// change little.
	wText       = 0.8
	textNearKM  = 500
	textScaleKM = 1000
	// A namesake that matches as surely as the best is weighed only when
	// it lies continents beyond every place of the text (Валенсия of
	// Venezuela in a text of Spain): a journey's text names places an
	// ocean apart, and a town between two of them (Панама between San
	// Francisco and New York, Amsterdam beside Paris unnamed surely) may
	// lie thousands of km from each.
	textFarKM = 4000
	// One other place says where the text is no more than where its
	// route comes from («из Нью-Йорка прибыл» under «НЕАПОЛЬ»): the
	// places of the text speak for matches alike from two on.
	minNamedPlaces = 2
)

// Situate re-ranks the candidates of one toponym by its surroundings (see
// the weights above) and returns them best first. It changes nothing when
// the surroundings are empty or the settlement candidates all lie within
// sameSpotKM of each other (one place under several records).
func Situate(cands []Candidate, s Surroundings) []Candidate {
	if s.Empty() || !scattered(cands) {
		return cands
	}
	out := slices.Clone(cands)
	factors := make([]float64, len(out))
	best, top := 0.0, 0.0  // the best settlement score, then and now
	nearest := math.Inf(1) // km from the stops to the nearest settlement candidate
	for k := range out {
		if d, ok := nearestKM(s.Stops, &out[k].Place); ok && settlement(&out[k].Place) {
			nearest = min(nearest, d)
		}
	}
	named := slices.Concat(s.Text, s.Named)
	surest := looseness(MatchFuzzy)
	for k := range out {
		if settlement(&out[k].Place) {
			surest = min(surest, looseness(out[k].Match))
		}
	}
	for k := range out {
		p := &out[k].Place
		if !settlement(p) {
			continue
		}
		f := 1.0
		if d, ok := meanKM(s.Areas, func(a gazetteer.Place) float64 { return distanceToArea(a, *p) }); ok {
			f *= (1 - wArea) + wArea*math.Exp(-d/areaScaleKM)
		}
		if d, ok := nearestKM(s.Stops, p); ok {
			f *= (1 - wStops) + wStops*(nearest+stopSlackKM)/(d+stopSlackKM)
		}
		if looseness(out[k].Match) > surest {
			if d, ok := nearestKM(s.Text, p); ok {
				f *= (1 - wText) + wText*math.Exp(-max(d-textNearKM, 0)/textScaleKM)
			}
		} else if d, ok := nearestKM(named, p); ok && distinctPlaces(named) >= minNamedPlaces {
			f *= (1 - wText) + wText*math.Exp(-max(d-textFarKM, 0)/textScaleKM)
		}
		factors[k] = f * out[k].Score
		best, top = max(best, factors[k]), max(top, out[k].Score)
	}
	if best == 0 {
		return cands
	}
	// A city of the first rank is what a text means by its name wherever
	// the route runs: context may not rank a foreign namesake of less than
	// a tenth of its population above it (Париж among American towns is
	// Paris, not Paris, Texas; «из Петербурга в Америку» leaves St
	// Petersburg, not Petersburg, Virginia). A namesake in the same
	// country is no town named after the great one but a town of the
	// country's own naming, often as old (Ростов Великий beside
	// Rostov-on-Don, Су-чжоу of Gansu beside Suzhou of Jiangsu, whose
	// population of today says little of the period): there the context
	// decides.
	for k := range out {
		p := &out[k].Place
		if !firstRankCity(p) {
			continue
		}
		for j := range out {
			q := &out[j].Place
			if j != k && settlement(q) && q.Country != p.Country && q.Population*capitalDominance < p.Population {
				factors[k] = max(factors[k], factors[j]*(1+1e-9))
			}
		}
		best = max(best, factors[k])
	}
	for k := range out {
		if settlement(&out[k].Place) {
			out[k].Score = factors[k] / best * top
		}
	}
	sortCandidates(out)
	// Namesakes left equal (two streets «Приморский бульвар», in Odessa
	// and in Taganrog): the one nearer the places the text names first.
	nearness := func(c *Candidate) float64 {
		if d, ok := nearestKM(named, &c.Place); ok && settlement(&c.Place) {
			return d
		}
		return math.Inf(1)
	}
	slices.SortStableFunc(out, func(a, b Candidate) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		return cmp.Compare(nearness(&a), nearness(&b))
	})
	return out
}

// Cities of the first rank: a settlement of at least firstRankPopulation
// (a national capital or not: Петербург, Одесса, Гамбург), which no
// namesake of less than 1/capitalDominance of its population displaces by
// context. Towns that grew to that size only after the period are few
// beside the namesakes they outgrow, which the texts of the period would
// qualify («Ростов Великий», «Николаевск-на-Амуре»).
const (
	firstRankPopulation = 1_000_000
	capitalDominance    = 10
)

// firstRankCity reports whether p is a settlement of at least
// firstRankPopulation.
func firstRankCity(p *gazetteer.Place) bool {
	return settlement(p) && p.Population >= firstRankPopulation
}

// looseness ranks how surely a match names a place: 0 for the name as
// written, 1 for a case form, derivation or joining of it, 2 for a
// spelling variant or romanization.
func looseness(m MatchKind) int {
	switch m {
	case MatchExact:
		return 0
	case MatchFuzzy, MatchLatin:
		return 2
	}
	return 1
}

// settlement reports whether p is a place a journey stops at: a city, a
// village or a landmark; or a district drawn around its town, which the
// text's places locate as they do the town.
func settlement(p *gazetteer.Place) bool {
	switch p.Kind {
	case gazetteer.KindCity, gazetteer.KindVillage, gazetteer.KindLandmark:
		return true
	}
	return IsDistrict(*p)
}

// scattered reports whether two settlement candidates lie more than
// sameSpotKM apart: only then is there a namesake to choose.
func scattered(cands []Candidate) bool {
	for i := range cands {
		if !settlement(&cands[i].Place) {
			continue
		}
		for j := i + 1; j < len(cands); j++ {
			if settlement(&cands[j].Place) && orbgeo.Distance(cands[i].Place.Point, cands[j].Place.Point)/1000 > sameSpotKM {
				return true
			}
		}
	}
	return false
}

// distinctPlaces counts the places of ps by ID.
func distinctPlaces(ps []gazetteer.Place) int {
	seen := make(map[string]bool, len(ps))
	for _, p := range ps {
		seen[p.ID] = true
	}
	return len(seen)
}

// nearestKM is the great-circle distance in km from p to the nearest of
// stops; false for none.
func nearestKM(stops []gazetteer.Place, p *gazetteer.Place) (float64, bool) {
	if len(stops) == 0 {
		return 0, false
	}
	d := math.Inf(1)
	for _, a := range stops {
		d = min(d, orbgeo.DistanceHaversine(a.Point, p.Point)/1000)
	}
	return d, true
}

// meanKM is the mean of dist over places; false for none.
func meanKM(places []gazetteer.Place, dist func(gazetteer.Place) float64) (float64, bool) {
	if len(places) == 0 {
		return 0, false
	}
	sum := 0.0
	for _, a := range places {
		sum += dist(a)
	}
	return sum / float64(len(places)), true
}

// distanceToArea is how far in km p lies from the area a: 0 when a is a
// country and p in it, or a has a box holding p; else the great-circle
// distance to a's point less the radius of a disc of a's area (0 for an
// area of unknown size, such as a river, whose data gives the middle of
// its course).
func distanceToArea(a, p gazetteer.Place) float64 {
	if a.Kind == gazetteer.KindCountry && a.Country != "" && a.Country == p.Country {
		return 0
	}
	if len(a.BBox) == 4 && inBox(a.BBox, p.Point.Lon(), p.Point.Lat()) {
		return 0
	}
	d := orbgeo.DistanceHaversine(a.Point, p.Point) / 1000
	if a.AreaKm2 > 0 {
		d -= math.Sqrt(a.AreaKm2 / math.Pi)
	}
	return max(d, 0)
}

// inBox reports whether (lon, lat) lies in the RFC 7946 box b, which may
// cross the antimeridian (west > east).
func inBox(b []float64, lon, lat float64) bool {
	if lat < b[1] || lat > b[3] {
		return false
	}
	if b[0] <= b[2] {
		return lon >= b[0] && lon <= b[2]
	}
	return lon >= b[0] || lon <= b[2]
}

// Surrounding returns what a mention spotted near a toponym contributes to
// its Surroundings: an area (a river, sea, range, region or country, also
// one a route only follows: «по Амуру») or a stop (a settlement), and
// false for a mention the gazetteer does not resolve or that is refused.
// lookup is as for InContext.
func Surrounding(m rutext.Mention, v *rutext.Vocabulary, lookup func(query string) ([]Candidate, error)) (gazetteer.Place, bool, error) {
	if m.Refused != "" {
		return gazetteer.Place{}, false, nil
	}
	if m.Role == rutext.RoleArea || m.Role == rutext.RoleVia {
		// The line of a route is no stop of it, but it says where the
		// route runs.
		m.Role = rutext.RoleLocation
	}
	best, ok, err := InContext(m, v, lookup)
	if err != nil || !ok {
		return gazetteer.Place{}, false, err
	}
	return best.Place, true, nil
}

// Add files a place of the text into s: an area, or a stop.
func (s *Surroundings) Add(p gazetteer.Place) {
	if settlement(&p) {
		s.Stops = append(s.Stops, p)
	} else {
		s.Areas = append(s.Areas, p)
	}
}
