package extract

import (
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	orbgeo "github.com/paulmach/orb/geo"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/geo/toponym"
	"github.com/chronomap/chronomap/internal/rutext"
	"github.com/chronomap/chronomap/internal/when"
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
	RoleTopic        = rutext.RoleTopic
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
	// imprint: the town of a book's imprint («(М., 1904)»): where a work
	// was printed.
	imprint bool
	// byNoun: an implied place a common noun names as firmly as a name
	// («в столице»): a place told anew, not where the text already is.
	byNoun bool
	// sender: an implied place that is the sender's of the message
	// quoting it («Телеграмма нагасакского консула: «прибыл сюда»»).
	sender bool
	// heldAt: an implied place that is where its person was arrested
	// before being taken elsewhere («его арестовали и отвезли в Вятку»):
	// an event's place beside the places the clause names.
	heldAt bool
	// route: a stop named in a description of the way («проделав путь
	// через Москву до Нижнего Новгорода»): a leg of the journey, not a
	// place where something happened.
	route bool
	// refined: the next mention narrows this one down in apposition («в
	// Англию, в Лондон», «в Крым, в Гурзуф»).
	refined bool
	// distant: a reference point some way off («в ста верстах от
	// Черкасска»), a place only seen («показался вдали Саратов») or only
	// named as a journey's start («побег из Сибири»): never where
	// something happens.
	distant bool
	// reached: a place first only seen, then reached by an arrival that
	// names no place («показался вдали Симбирск …; пришли в сумерки»).
	reached bool
	// named: the name a naming verb gives the place of its subject
	// («Лемберг теперь зовётся Львовом», «переименован в Свердловск»),
	// or that subject itself: the same place, nothing happens at it.
	named bool
	// qualifier: a province in the genitive right after the settlement it
	// holds («в Арзамас Нижегородской губернии»): it says which namesake
	// the settlement is, and nothing happens at it of its own.
	qualifier bool
	// whose: a genitive after a noun that names no part of a land
	// («послами Германии, Франции»): it says whose, not where.
	whose bool
	// addressee: the seat of whom a message goes to («донёс казанскому
	// губернатору»); whose as well, unless the writer is last told to be
	// at that place.
	addressee bool
	// listed: a land a colon follows, its towns told after it («с 1908
	// жила в Грузии: в 1908–10 в Телаве, затем в Кутаисе»): the clause
	// says something happened in the land as a whole, then where in it.
	listed bool
	// mention is the spotted mention and cands every place its context
	// allows, best first: the namesakes situatePlaces chooses among.
	mention rutext.Mention
	cands   []geocode.Candidate
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

// resolve geocodes a spotted mention through geocode.InContext, the same
// choice the geocoder's Resolve makes, and returns the place it names,
// false when the context allows none.
func (x *extraction) resolve(g Geocoder, m rutext.Mention, year int) (PlaceMention, bool, error) {
	cands, err := geocode.InContextAll(m, x.r.Vocabulary(), func(q string) ([]geocode.Candidate, error) {
		return x.geocode(g, q, year)
	})
	if err != nil || len(cands) == 0 {
		return PlaceMention{}, false, err
	}
	best := cands[0]
	if m.Namesake && !isSettlement(best.Place) {
		// A person's name where a place stands is a place only when it
		// names a settlement («во Львове»), else the person («в Ольгу»
		// of a love story, with no village near).
		return PlaceMention{}, false, nil
	}
	if m.Sited && isSettlement(best.Place) {
		// «в Петровскую академию в Москве»: the academy is in Moscow;
		// a town of its adjective's name is not where it is.
		return PlaceMention{}, false, nil
	}
	role := m.Role
	if role == RoleArea && isSettlement(best.Place) {
		// «бродили по Стамбулу»: a town walked through is told of where
		// the text already is, no stay or visit of its own.
		role = RoleTopic
	} else if role == RoleArea {
		role = RoleLocation
	}
	pm := PlaceMention{
		Start: m.Start, End: m.End, Text: m.Text,
		Toponym: best.Matched, Place: best.Place, Score: best.Score, Role: role,
		Organisation: m.Organisation, Institution: m.Institution,
		prep: m.Prep, bare: m.Bare, dateline: m.Dateline, imprint: m.Imprint, distant: m.Distant, whose: m.Whose || m.Alongside || m.Addressee, addressee: m.Addressee,
	}
	if m.FeatureNoun != "" && m.FeatureStart < m.Start {
		// «у острова Рюген»: the noun that says what the place is
		// belongs to its span.
		pm.Start, pm.Text = m.FeatureStart, string(x.rs[m.FeatureStart:m.End])
	}
	pm.Goal = x.r.Goal(m, best.Matched)
	pm.Static = x.r.Static(m, best.Matched)
	pm.mention, pm.cands = m, cands
	return pm, true, nil
}

// situatePlaces chooses among the namesakes of each settlement of the
// sentence by its surroundings (geocode.Situate): the areas this sentence
// names («Пароходом по Амуру он спустился до Николаевска»), or when it
// names none and no stop before the settlement, those of the sentence
// before; and the stops before and after it on the route, the next
// sentence's first when the sentence names none after it. A land the
// sentence leaves («из Америки») says nothing of where the route goes on.
// It then remembers this sentence's areas and last stop for the next.
func (x *extraction) situatePlaces(g Geocoder, i int, si *sentInfo, spotted []rutext.Mention) error {
	lookup := func(q string) ([]geocode.Candidate, error) { return x.geocode(g, q, si.yearHint()) }
	v := x.r.Vocabulary()
	type area struct {
		place      gazetteer.Place
		start, end int
	}
	var areas []area
	for _, m := range spotted {
		if si.inDate(m.Start, m.End) {
			continue
		}
		p, ok, err := geocode.Surrounding(m, v, lookup)
		if err != nil {
			return err
		}
		if ok && m.Role != RoleOrigin && !m.Namesake && (isArea(p) || p.Natural()) {
			areas = append(areas, area{p, m.Start, m.End})
		}
	}
	// stopBetween reports whether a settlement of the sentence other
	// than k stands between offsets a and b: an area beyond it is that
	// stop's («отплыл в Америку: прибыл в Сан-Франциско, а через Панаму»).
	stopBetween := func(k, a, b int) bool {
		a, b = min(a, b), max(a, b)
		for j, q := range si.places {
			if j != k && !q.implied && isSettlement(q.Place) && q.Start >= a && q.End <= b {
				return true
			}
		}
		return false
	}
	var nextSentence *gazetteer.Place
	nextLooked := false
	for k := range si.places {
		p := &si.places[k]
		if len(p.cands) < 2 || p.implied || !isSettlement(p.Place) && !geocode.IsDistrict(p.Place) {
			continue // a district is located by its town, as the town is
		}
		var s geocode.Surroundings
		for _, a := range areas {
			if !stopBetween(k, a.start, p.Start) {
				s.Areas = append(s.Areas, a.place)
			}
		}
		prev := x.lastStop
		inSentence := false
		for j := k - 1; j >= 0; j-- {
			if q := si.places[j].Place; isSettlement(q) {
				prev, inSentence = &q, true
				break
			}
		}
		if len(areas) == 0 && !inSentence {
			s.Areas = x.prevAreas
		}
		var next *gazetteer.Place
		for j := k + 1; j < len(si.places); j++ {
			if q := si.places[j].Place; isSettlement(q) {
				next = &q
				break
			}
		}
		if next == nil && x.here != nil && slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool { return t.Start > p.End && t.Norm == "сюда" }) {
			// «…выехал из Москвы в Ставрополь, а оттуда сюда» under
			// «Тифлис, 14 марта»: the route goes on to the dateline's place.
			h := x.here.Place
			next = &h
		}
		if next == nil {
			if !nextLooked {
				var err error
				nextSentence, err = x.firstStop(g, i+1)
				if err != nil {
					return err
				}
				if x.apartInTime(i, i+1) {
					nextSentence = nil
				}
				nextLooked = true
			}
			next = nextSentence
		}
		if !p.Goal && p.Role != RoleOrigin && p.Role != RoleVia && p.Role != RoleDestination && !x.arrivedAt(si, p) {
			// A place lived or worked in is no stop of a journey: the
			// places named around it may be an ocean away («жила в
			// Лондоне. … прибыла в Чикаго»). One arrived at is, told in
			// the prepositional case too («высадились в Ставрополе»).
			prev, next = nil, nil
		}
		if p.Role == RoleVia {
			// A place the route passes through may lie far from both
			// ends of the leg («через Панаму до Нью-Йорка»).
			prev, next = nil, nil
		}
		for _, q := range []*gazetteer.Place{prev, next} {
			// A stop that is a namesake of the settlement is the same
			// toponym named again («в Александровск. В Александровске …»),
			// read by its name alone: no neighbour to tell where it is.
			if q != nil && !slices.ContainsFunc(p.cands, func(c geocode.Candidate) bool { return c.Place.ID == q.ID }) {
				s.Stops = append(s.Stops, *q)
			}
		}
		s.Text = x.textPlaces
		for _, q := range x.nameReadings {
			// The toponym's own readings say nothing of where it is.
			if !slices.ContainsFunc(p.cands, func(c geocode.Candidate) bool { return c.Place.ID == q.ID }) {
				s.Named = append(s.Named, q)
			}
		}
		cands := geocode.Situate(p.cands, s)
		k := -1
		if q, ok := x.readAs[p.Toponym]; ok {
			// The namesake the text named first by this name.
			k = slices.IndexFunc(cands, func(c geocode.Candidate) bool { return c.Place.ID == q.ID })
		} else if !x.readPlaces[cands[0].Place.ID] {
			// A namesake the text has named already by another name
			// («в Петропавловский порт», then «из Петропавловска»).
			k = slices.IndexFunc(cands, func(c geocode.Candidate) bool { return isSettlement(c.Place) && x.readPlaces[c.Place.ID] })
		}
		if k > 0 {
			c := cands[k]
			c.Score = cands[0].Score // as sure as the text's first reading was
			cands = slices.Insert(slices.Delete(cands, k, k+1), 0, c)
		}
		if best := cands[0]; best.Place.ID != p.Place.ID {
			p.Place, p.Score, p.Toponym = best.Place, best.Score, best.Matched
			p.Goal = x.r.Goal(p.mention, best.Matched)
			p.Static = x.r.Static(p.mention, best.Matched)
		}
		p.cands = cands
	}
	for k := len(si.places) - 1; k >= 0; k-- {
		if q := si.places[k].Place; isSettlement(q) && !si.places[k].implied {
			x.lastStop = &q
			break
		}
	}
	x.prevAreas = x.prevAreas[:0:0]
	for _, a := range areas {
		x.prevAreas = append(x.prevAreas, a.place)
	}
	return nil
}

// arrivedAt reports whether a verb of arrival comes before p in its
// clause with no other place between («высадились мы, помнится, в
// середине июня в Ставрополе»).
func (x *extraction) arrivedAt(si *sentInfo, p *PlaceMention) bool {
	toks := si.st.toks
	for j := len(toks) - 1; j >= 0; j-- {
		t := toks[j]
		if t.Start >= p.Start {
			continue
		}
		if t.Kind == rutext.Punct && (t.Norm == ";" || t.Norm == ":") || slices.ContainsFunc(si.places, func(q PlaceMention) bool { return !q.implied && q.Start <= t.Start && t.Start < q.End }) {
			return false
		}
		if x.r.MatchWord(x.v.arrivalVerbs, t) {
			return true
		}
	}
	return false
}

// rememberReadings keeps the namesake each settlement of the sentence
// was read as, for the text's later mentions of its name (readAs), and
// every settlement read (readPlaces).
func (x *extraction) rememberReadings(si *sentInfo) {
	for _, p := range si.places {
		if !p.implied && isSettlement(p.Place) {
			if x.readPlaces == nil {
				x.readPlaces = map[string]bool{}
			}
			x.readPlaces[p.Place.ID] = true
		}
		if p.implied || len(p.cands) < 2 || !isSettlement(p.Place) {
			continue
		}
		if _, ok := x.readAs[p.Toponym]; !ok {
			if x.readAs == nil {
				x.readAs = map[string]gazetteer.Place{}
			}
			x.readAs[p.Toponym] = p.Place
		}
	}
}

// apartInTime reports whether sentences a and b tell of times more than
// routeSpan apart (each by its own first date, or the date carried into
// it): the first settlement of the later one is then no next stop on the
// route of the earlier, but a place of another part of the life («Весной
// 1903 г. уехала за границу, в Женеву. Осенью 1904 года … объехала
// Нью-Йорк»). The stop before stays: the traveller sets out from it
// however long they stayed.
func (x *extraction) apartInTime(a, b int) bool {
	if a < 0 || b >= len(x.sents) || a >= len(x.sents) || b < 0 {
		return false
	}
	ia, ok := x.sents[a].time()
	if !ok {
		return false
	}
	ib, ok := x.sents[b].time()
	if !ok {
		return false
	}
	if ia.Earliest.Compare(ib.Earliest) > 0 {
		ia, ib = ib, ia
	}
	return ia.Latest.Days()+routeSpan < ib.Earliest.Days()
}

// routeSpan is, in days, how far apart in time two sentences may tell of
// to name stops of one route: a year covers a long expedition's stages.
const routeSpan = 365

// time returns the interval the sentence tells of: its first date, or the
// date carried into it; false when neither is bounded on both ends.
func (si *sentInfo) time() (when.Interval, bool) {
	var iv when.Interval
	switch {
	case len(si.dates) > 0:
		iv = si.dates[0].When.Interval()
	case si.ctxBefore.Valid():
		iv = si.ctxBefore.When.Interval()
	default:
		return iv, false
	}
	return iv, !iv.Earliest.IsZero() && !iv.Latest.IsZero()
}

// findTextPlaces finds the settlements the text names without doubt:
// each mention whose best reading is a settlement no namesake far from it
// (beyond sameSpotKM) comes near (half its score). They say which
// namesake the text's other toponyms are (geocode.Surroundings.Text).
func (x *extraction) findTextPlaces(g Geocoder) error {
	opt := x.spotOptions()
	var readings []nameReading
	inText, named := map[string]bool{}, map[string]bool{}
	for _, si := range x.sents {
		toks := x.r.TokenizeRunes(x.rs, si.st.s.Start, si.st.s.End)
		// A section's heading («II. Триполье.») names the places the
		// section tells of, as an entry's heading does.
		opt.Heading = si.headingShape || si.sectionHead
		for _, m := range x.r.Spot(toks, opt) {
			if m.Refused != "" || si.inDate(m.Start, m.End) {
				continue
			}
			p, ok, err := x.resolve(g, m, si.yearHint())
			if err != nil {
				return err
			}
			// Each place once: they are asked about at every mention,
			// and a long text names the same towns thousands of times.
			if ok && undoubted(p.cands) && !inText[p.Place.ID] {
				x.textPlaces, inText[p.Place.ID] = append(x.textPlaces, p.Place), true
			}
			if ok && isSettlement(p.Place) && !named[p.Place.ID] {
				x.nameReadings, named[p.Place.ID] = append(x.nameReadings, p.Place), true
			}
			if ok {
				readings = append(readings, nameReading{m.Start, p.cands, x.doubtfulName(toks, m, p, opt.Heading)})

			}
		}
	}
	x.farFetched = farFetchedPlaces(readings)
	return nil
}

// nameReading is a mention's readings by name alone and whether its name
// is in doubt (doubtfulName).
type nameReading struct {
	start    int
	cands    []geocode.Candidate
	doubtful bool
}

// doubtfulName reports whether a mention names a place only loosely: its
// best reading matches by a spelling variant or a romanization
// («Меркет» → Marquette), or its one word is one the dictionary knows
// as a noun, never as a toponym: a common noun («Миссии» → Mission), a
// person's name («Джексона» → Jackson); or it is one bare word the
// dictionary does not know as a toponym that matches no name as written,
// only a case form of one.
func (x *extraction) doubtfulName(toks []rutext.Token, m rutext.Mention, p PlaceMention, heading bool) bool {
	if len(p.cands) == 0 || !isSettlement(p.Place) {
		return false
	}
	switch p.cands[0].Match {
	case geocode.MatchFuzzy, geocode.MatchLatin:
		return true
	}
	if m.Bare && !m.Geox && !heading && m.To == m.From+1 && p.cands[0].Match != geocode.MatchExact {
		// A word with nothing around it to say it is a place (a subject,
		// an object), that the dictionary does not know as a toponym, and
		// that names a place only as a case form of another word
		// («Валлах» as a form of «Валли»): a surname as likely as a town.
		return true
	}
	// An entry's heading names where it is written, by any name
	// («5 августа. Ольга.»).
	return !heading && !m.Adjective && m.To == m.From+1 && x.r.NounNeverToponym(toks[m.From])
}

// farFetchedPlaces returns the start offsets of the mentions whose name is
// in doubt and whose every settlement reading lies farther than
// farFetchedKM (a loosely matched village's farther than
// farFetchedVillageKM) from each
// place the text names without doubt (a settlement of no namesake far
// from it, a region, a country): a narrative
// of Xinjiang names no town of Michigan. A text naming no place surely
// says nothing of where it is.
func farFetchedPlaces(readings []nameReading) map[int]bool {
	var sure []gazetteer.Place
	for _, r := range readings {
		// A settlement with namesakes far apart is not sure by its name
		// alone: its likeliest namesake may be the far one (Су-чжоу).
		if !r.doubtful && len(r.cands) > 0 && (!isSettlement(r.cands[0].Place) || undoubted(r.cands)) {
			sure = append(sure, r.cands[0].Place)
		}
	}
	if len(sure) == 0 {
		return nil
	}
	far := map[int]bool{}
	for _, r := range readings {
		if !r.doubtful {
			continue
		}
		near := false
		for _, c := range r.cands {
			if !isSettlement(c.Place) {
				continue
			}
			for _, q := range sure {
				// From a land's or a sea's point, not its edge: an ocean's
				// edge reaches too many continents.
				reach := farFetchedKM
				if c.Place.Kind == gazetteer.KindVillage && (c.Match == geocode.MatchLatin || c.Match == geocode.MatchFuzzy) {
					reach = farFetchedVillageKM
				}
				if orbgeo.DistanceHaversine(c.Place.Point, q.Point)/1000 <= reach {
					near = true
					break
				}
			}
			if near {
				break
			}
		}
		if !near {
			far[r.start] = true
		}
	}
	return far
}

// farFetchedKM is the distance beyond which a doubtful name's reading is
// too far from all the text's sure places to be meant: a continent or an
// ocean away (an expedition's route across Asia spans 3,000 km).
const farFetchedKM = 5000.0

// farFetchedVillageKM is that distance for a village that only a
// romanization or a spelling variant reads the name as: so small and so
// loosely named a place is meant only near the places the text names
// surely (Beishan, a village of Fujian, for «через Бэй-шань» between
// Suzhou of Gansu and Hami). A village the text writes as it is named
// (Аян, a port of call after Manila) keeps farFetchedKM.
const farFetchedVillageKM = 1000.0

// undoubted reports whether the best of cands is a settlement that no
// namesake more than sameSpotKM from it rivals: none scores half as much.
func undoubted(cands []geocode.Candidate) bool {
	if len(cands) == 0 || !isSettlement(cands[0].Place) {
		return false
	}
	top := cands[0]
	for _, c := range cands[1:] {
		if isSettlement(c.Place) && c.Score >= top.Score*doubtRatio &&
			orbgeo.DistanceHaversine(c.Place.Point, top.Place.Point)/1000 > sameSpotKM {
			return false
		}
	}
	return true
}

// A namesake scoring doubtRatio of the best or more, farther than
// sameSpotKM from it, leaves a toponym in doubt.
const (
	doubtRatio = 0.5
	sameSpotKM = 50
)

// firstStop returns the first settlement sentence i names, nil when it
// names none or there is no such sentence.
func (x *extraction) firstStop(g Geocoder, i int) (*gazetteer.Place, error) {
	if i >= len(x.sents) {
		return nil, nil
	}
	si := x.sents[i]
	toks := x.r.TokenizeRunes(x.rs, si.st.s.Start, si.st.s.End)
	opt := x.spotOptions()
	opt.Heading = si.headingShape
	lookup := func(q string) ([]geocode.Candidate, error) { return x.geocode(g, q, si.yearHint()) }
	for _, m := range x.r.Spot(toks, opt) {
		if m.Role == RoleArea || m.Role == RoleVia || si.inDate(m.Start, m.End) {
			continue
		}
		p, ok, err := geocode.Surrounding(m, x.r.Vocabulary(), lookup)
		if err != nil {
			return nil, err
		}
		if ok && isSettlement(p) {
			return &p, nil
		}
	}
	return nil, nil
}

// isSettlement reports whether p is a town, a village or a landmark: a stop
// of a route.
func isSettlement(p gazetteer.Place) bool {
	switch p.Kind {
	case gazetteer.KindCity, gazetteer.KindVillage, gazetteer.KindLandmark:
		return true
	}
	return false
}

// contains reports whether place a contains place b as far as the
// gazetteer tells: a country contains the other places of its country as
// the texts' period drew it (periodHolds), a region with a bounding box
// the places inside it.
func contains(a, b gazetteer.Place) bool {
	if a.ID == b.ID || b.Kind == gazetteer.KindCountry {
		return false
	}
	if a.Kind == gazetteer.KindCountry && a.Country != "" {
		if held, ok := periodHolds(a.Country, b); ok {
			return held
		}
		return strings.EqualFold(a.Country, b.Country)
	}
	if a.Kind != gazetteer.KindRegion || b.Kind == gazetteer.KindRegion {
		return false
	}
	if len(a.BBox) == 4 && a.BBox[0] <= a.BBox[2] {
		lon, lat := b.Point.Lon(), b.Point.Lat()
		return lon >= a.BBox[0] && lon <= a.BBox[2] && lat >= a.BBox[1] && lat <= a.BBox[3]
	}
	return false
}

// townHolds reports whether town a holds landmark b: the landmark lies
// near the town's point («перевезли в Варшаву и заключили в X павильон
// Варшавской цитадели»). Only places of one clause are compared so.
func townHolds(a, b gazetteer.Place) bool {
	return (a.Kind == gazetteer.KindCity || a.Kind == gazetteer.KindVillage) && b.Kind == gazetteer.KindLandmark &&
		orbgeo.Distance(a.Point, b.Point)/1000 <= landmarkInTownKm
}

// inNamedTown reports whether landmark lies in a town the text names
// without doubt, the last stop or a town of the sentence so far (within
// twice landmarkInTownKm of it): a quoted name («в «Колизее»») may be a
// theatre of any town, and only the town the text is in says which.
func (x *extraction) inNamedTown(si *sentInfo, landmark gazetteer.Place) bool {
	towns := x.textPlaces[:len(x.textPlaces):len(x.textPlaces)]
	if x.lastStop != nil {
		towns = append(towns, *x.lastStop)
	}
	for _, p := range si.places {
		towns = append(towns, p.Place)
	}
	for _, t := range towns {
		if isSettlement(t) && t.Kind != gazetteer.KindLandmark && orbgeo.DistanceHaversine(landmark.Point, t.Point)/1000 <= 2*landmarkInTownKm {
			return true
		}
	}
	return false
}

// landmarkInTownKm is how far from a town's point a landmark may lie and
// still be in the town.
const landmarkInTownKm = 10.0

// mayContain is contains, and for a region without a box also a place
// near its point: within the radius of a disc of the region's area, or
// regionReachKm when the data gives no area. Only an apposition («на
// Кавказ, в Тифлис») relies on it.
func mayContain(a, b gazetteer.Place) bool {
	if contains(a, b) {
		return true
	}
	if a.Kind != gazetteer.KindRegion || b.Kind == gazetteer.KindRegion || len(a.BBox) == 4 {
		return false
	}
	return orbgeo.Distance(a.Point, b.Point)/1000 <= regionReach(a)
}

// toldInside is mayContain for a region the text itself puts the place
// in, by apposition («на Кавказе, в Анапе») or right after it («в
// Петропавловск на Камчатке»): a region without a box may reach twice as
// far from its point, since a land's point says little of its shape (a
// long peninsula, a seat off its centre).
func toldInside(a, b gazetteer.Place) bool {
	if contains(a, b) {
		return true
	}
	if !isArea(a) || isArea(b) || len(a.BBox) == 4 {
		return false
	}
	return orbgeo.Distance(a.Point, b.Point)/1000 <= 2*regionReach(a)
}

// landWithin reports whether the land inner is smaller than the land
// outer and lies in it: inside its box, or within its reach of its point
// when it has none.
func landWithin(inner, outer gazetteer.Place) bool {
	if !isArea(inner) || !isArea(outer) || inner.ID == outer.ID {
		return false
	}
	if contains(outer, inner) {
		return true
	}
	smaller := inner.AreaKm2 > 0 && outer.AreaKm2 > inner.AreaKm2 || inner.AreaKm2 == 0 && (outer.AreaKm2 > 0 || len(outer.BBox) == 4)
	if !smaller {
		return false
	}
	if b := outer.BBox; len(b) == 4 && b[0] <= b[2] {
		lon, lat := inner.Point.Lon(), inner.Point.Lat()
		return lon >= b[0] && lon <= b[2] && lat >= b[1] && lat <= b[3]
	}
	return orbgeo.Distance(inner.Point, outer.Point)/1000 <= regionReach(outer)
}

// regionReach is how far in km from its point a region without a box is
// taken to reach: the radius of a disc of its area, else regionReachKm.
func regionReach(a gazetteer.Place) float64 {
	if a.AreaKm2 > 0 {
		return math.Sqrt(a.AreaKm2 / math.Pi)
	}
	if strings.HasSuffix(a.ID, "#district") {
		return districtReachKm
	}
	return regionReachKm
}

// districtReachKm is how far from its town a district the geocoder draws
// around it (an uezd, an okrug) is taken to reach: an uezd of European
// Russia spans some 60–100 km.
const districtReachKm = 100.0

// regionReachKm is how far from its point a region without a box or area
// is taken to reach, for the places it holds («на Кавказ, в Тифлис»).
const regionReachKm = 300.0

// isArea reports whether a place is a country or a region: an event known
// only to one is approximate.
func isArea(p gazetteer.Place) bool {
	return p.Kind == gazetteer.KindCountry || p.Kind == gazetteer.KindRegion
}

// qualifiedPlaces checks a settlement against the province named right
// after it, with no verb between («в селе Новая Уда Балаганского уезда»,
// «в Михайловское, имение матери в Псковской губернии»): the settlement
// of that name inside the province, else none, so that the sentence
// happens in the province rather than at a namesake far away.
func (x *extraction) qualifiedPlaces(g Geocoder, si *sentInfo) error {
	toks := si.st.toks
	at := func(offset int) int {
		for k, t := range toks {
			if t.Start >= offset {
				return k
			}
		}
		return len(toks)
	}
	var drop []int
	for k := range si.places {
		p := &si.places[k]
		if p.Place.Kind == gazetteer.KindRegion && k+1 < len(si.places) {
			x.regionQualifiedBy(si, p, &si.places[k+1], at)
			continue
		}
		if p.Place.Kind != gazetteer.KindCity && p.Place.Kind != gazetteer.KindVillage {
			continue
		}
		if q, ok := x.settled[p.Toponym]; ok && q.ID != p.Place.ID && !p.implied {
			p.Place = q // the namesake a province chose earlier in the text
		}
		if k > 0 {
			if err := x.narrowedBy(g, si, p, &si.places[k-1]); err != nil {
				return err
			}
		}
		if k+1 == len(si.places) {
			continue
		}
		keep, err := x.qualifiedBy(g, si, p, &si.places[k+1], at)
		if err != nil {
			return err
		}
		if !keep {
			drop = append(drop, k)
		}
	}
	for n := len(drop) - 1; n >= 0; n-- {
		si.places = slices.Delete(si.places, drop[n], drop[n]+1)
	}
	if err := x.renamedPlaces(g, si); err != nil {
		return err
	}
	return x.namedPlaces(g, si)
}

// namedSubjects marks the places the sentence names by a word before a
// naming verb («Ныне город называется Таллином»: the town noun is the
// subject): the place it stands for is renamed, nothing happens at it.
func (si *sentInfo) namedSubjects() {
	if len(si.namingVerbs) == 0 {
		return
	}
	for j := range si.places {
		if p := &si.places[j]; p.implied && p.End <= si.namingVerbs[len(si.namingVerbs)-1] {
			p.named = true
		}
	}
}

// describedBefore reports whether a clause set off by commas stands
// between the subject and the naming verb at token verb («Лемберг,
// взятый ещё 21 августа, теперь зовётся Львовом»): it tells something
// else of the place.
func (x *extraction) describedBefore(si *sentInfo, subject *PlaceMention, verb int) bool {
	for _, t := range si.st.toks[:verb] {
		if t.Start >= subject.End && t.Norm == "," {
			return true
		}
	}
	return false
}

// maxNamingGap bounds the tokens between a naming verb and the name it
// gives («назван позже Кировом», «переименован в 1924 г. в Свердловск»).
const maxNamingGap = 5

// namedPlaces reads a toponym governed by a naming verb («Лемберг теперь
// зовётся Львовом», «Позже этот город назван Кировом», «Екатеринбург,
// позже переименованный в Свердловск») as the place of the verb's
// subject by another name: the place named just before it in the
// sentence, else the last place named before the sentence. The subject's
// place stands for both unless it is not among the name's places and the
// name is among the subject's (the later name decides, as in brackets).
// Neither the name nor a subject in the nominative is where something
// happens.
func (x *extraction) namedPlaces(g Geocoder, si *sentInfo) error {
	toks := si.st.toks
	for k := range si.places {
		q := &si.places[k]
		if q.implied {
			continue
		}
		qt := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == q.Start })
		verb := -1
		for j := qt - 1; j >= 0 && j >= qt-1-maxNamingGap; j-- {
			t := toks[j]
			if x.r.IsNamingVerb(t) {
				verb = j
				break
			}
			if t.Kind == rutext.Punct && t.Norm != "." && t.Norm != "-" || x.r.IsFiniteVerb(t) ||
				slices.ContainsFunc(si.places, func(p PlaceMention) bool { return !p.implied && t.Start >= p.Start && t.End <= p.End }) {
				break
			}
		}
		if verb < 0 || !q.bare && !(q.Goal && (q.prep == "в" || q.prep == "во")) {
			continue
		}
		var subject *PlaceMention
		for j := k - 1; j >= 0; j-- {
			if p := &si.places[j]; !p.implied && p.End <= toks[verb].Start {
				subject = p
				break
			}
		}
		if subject == nil {
			for j := si.sent - 1; j >= 0 && subject == nil; j-- {
				ps := x.sents[j].places
				for n := len(ps) - 1; n >= 0; n-- {
					if !ps[n].implied && !isArea(ps[n].Place) {
						subject = &ps[n]
						break
					}
				}
			}
		}
		// A name the place bears now («теперь зовётся Львовом») is a
		// state, not an event at its subject; a renaming done («в 1889
		// г. Каракол был переименован») is one, where the subject is.
		state := x.r.MayBeNonPastVerb(toks[verb])
		if state {
			si.namingVerbs = append(si.namingVerbs, toks[verb].Start)
		}
		q.named = true
		if subject == nil {
			continue
		}
		if state && subject.Start >= si.st.s.Start && subject.bare && !x.describedBefore(si, subject, verb) {
			subject.named = true
		}
		if subject.Place.ID == q.Place.ID {
			continue
		}
		cands, err := x.geocode(g, q.Text, 0)
		if err != nil {
			return err
		}
		if slices.ContainsFunc(cands, func(c geocode.Candidate) bool { return c.Place.ID == subject.Place.ID }) {
			q.Place, q.Toponym = subject.Place, subject.Toponym
			continue
		}
		if subject.Start >= si.st.s.Start && slices.ContainsFunc(subject.cands, func(c geocode.Candidate) bool { return c.Place.ID == q.Place.ID }) {
			subject.Place, subject.Toponym = q.Place, q.Toponym
			continue
		}
		q.Place, q.Toponym = subject.Place, subject.Toponym
	}
	return nil
}

// renamedPlaces reads a toponym followed by its later name in brackets
// («Ораны (ныне Варена)», «Верный (совр. Алма-Ата)») as one place: the
// later name decides which of the places of the earlier name it is, and
// when none of them is that place, the text says the earlier name is its
// name then, so the later name's place stands for both. Both are named by
// the later name, which names the place alone.
func (x *extraction) renamedPlaces(g Geocoder, si *sentInfo) error {
	toks := si.st.toks
	for k := 0; k+1 < len(si.places); k++ {
		p, q := &si.places[k], &si.places[k+1]
		if p.implied || q.implied || !x.renamedBetween(toks, p.End, q.Start) {
			continue
		}
		cands, err := x.geocode(g, p.Text, si.yearHint())
		if err != nil {
			return err
		}
		// The later name is what names the place unambiguously, in an
		// event file too.
		p.Place, p.Score, p.Toponym = q.Place, q.Score, q.Toponym
		for _, c := range cands {
			if c.Place.ID == q.Place.ID {
				p.Score = c.Score
				break
			}
		}
	}
	return nil
}

// renamedBetween reports whether the tokens from offset end to offset
// start are an opening bracket and a cue of a later name («(ныне»,
// «(совр.», «(теперь —»).
func (x *extraction) renamedBetween(toks []rutext.Token, end, start int) bool {
	var between []rutext.Token
	for _, t := range toks {
		if t.Start >= end && t.End <= start {
			between = append(between, t)
		}
	}
	if len(between) < 2 || between[0].Norm != "(" || !x.r.Vocabulary().IsRenamedCue(between[1].Norm) {
		return false
	}
	for _, t := range between[2:] {
		if t.Kind != rutext.Punct || t.Norm == "(" || t.Norm == ")" {
			return false
		}
	}
	return true
}

// qualifiedBy moves the settlement p to the place of its name inside the
// province q that follows it, when q qualifies it; keep is false when q
// does and no place of that name lies inside q.
func (x *extraction) qualifiedBy(g Geocoder, si *sentInfo, p, q *PlaceMention, at func(offset int) int) (keep bool, err error) {
	toks := si.st.toks
	from, to := at(p.End), at(q.Start)
	if to < from || to-from > 6 || slices.ContainsFunc(toks[from:to], func(t rutext.Token) bool {
		// A verb or «;» ends the phrase, and so does a gerund or an
		// infinitive, whose phrase tells a deed of its own elsewhere
		// («приехал в Тулу, проведя зиму в Крыму»); «и» joins another item
		// of a list («депутации Иркутска, губернии и Якутской области»),
		// and a date between says when the next place comes («Тифлис — 20
		// сентября 1918, Закаспийская область»).
		return x.r.IsFiniteVerb(t) || t.Kind == rutext.Word && (x.r.IsGerund(t) || x.r.IsInfinitive(t)) || t.Norm == ";" || t.Kind == rutext.Number || x.r.Vocabulary().IsListConj(t.Norm) ||
			t.Kind == rutext.Punct && rutext.IsDash([]rune(t.Text)[0])
	}) {
		return true, nil
	}
	if x.institutionQualifiedBy(si, p, q, at) {
		return true, nil
	}
	// A bracket that closes after the town's later name is no gap: «в
	// местечке Ораны (ныне Варена) Виленской губ.».
	adjacent := from == to || to == from+1 && toks[from].Text == ")"
	if adjacent && q.prep == "" && q.Place.Kind == gazetteer.KindRegion && !q.Place.Natural() && !p.implied && !q.implied &&
		q.Role != RoleOrganisation && x.genitiveOrShort(si, *q) {
		// «в Арзамас Нижегородской губернии»: the province right after
		// the town, in the genitive, only says which town it is.
		if mayContain(q.Place, p.Place) {
			q.qualifier = true
			return true, nil
		}
		cands, err := x.geocode(g, p.Toponym, si.yearHint())
		if err != nil {
			return false, err
		}
		q.qualifier = x.settleInside(p, q.Place, cands)
		return q.qualifier, nil
	}
	if q.Place.Kind != gazetteer.KindRegion || q.Goal || q.Role == RoleOrganisation || q.Role == RoleOrigin || q.Role == RoleVia || q.Role == RoleDestination ||
		q.Institution != "" {
		// Where someone went, an organisation, a place, or an adjective
		// that locates an institution or an official («томскому
		// губернатору, а туркестанский генерал-губернатор»): no qualifier.
		return true, nil
	}
	if to == from+1 && toks[from].Norm == q.prep && q.Role == RoleLocation && (q.prep == "в" || q.prep == "во" || q.prep == "на") &&
		!p.implied && !q.implied && toldInside(q.Place, p.Place) {
		// «в Петропавловск на Камчатке», «в Верном в Семиреченской
		// области»: the land right after the town says where the town
		// is; what happens, happens in the town.
		q.qualifier = true
		return true, nil
	}
	if area, _ := x.r.Vocabulary().PrepRole(q.prep); q.Place.Natural() || area == RoleArea {
		// «в Караколе у Иссык-Куля»: a lake or range near it; «в
		// Красноводск, а оттуда по Закаспийской железной дороге»: a land
		// the journey goes on through. Neither is the province the
		// settlement lies in.
		return true, nil
	}
	if mayContain(q.Place, p.Place) {
		return true, nil
	}
	cands, err := x.geocode(g, p.Toponym, si.yearHint())
	if err != nil {
		return false, err
	}
	if x.settleInside(p, q.Place, cands) {
		return true, nil
	}
	return false, nil
}

// institutionQualifiedBy marks the province q named, in the genitive,
// right after the institution that the town adjective p locates
// («Боровское уездное уч-ще Калужской губ.», «в Тульскую гимназию
// Тульской губернии») as p's qualifier when the town lies in it: the
// province only says where the institution's town is, and what happens
// there happens in the town.
func (x *extraction) institutionQualifiedBy(si *sentInfo, p, q *PlaceMention, at func(offset int) int) bool {
	if p.Institution == "" || p.implied || q.implied || q.prep != "" || q.Place.Kind != gazetteer.KindRegion || q.Place.Natural() ||
		q.Role == RoleOrganisation || q.Institution != "" || p.Place.ID == q.Place.ID || !x.genitiveOrShort(si, *q) {
		return false
	}
	end := p.Start + utf8.RuneCountInString(p.Institution)
	if at(end) != at(q.Start) || !mayContain(q.Place, p.Place) {
		return false
	}
	q.qualifier = true
	return true
}

// regionQualifiedBy marks the larger province q named right after the
// province p that lies in it, in the genitive, as p's qualifier: a chain
// of divisions closing an address («Клинского у. Моск. губ.», «Бежецкого
// уезда Тверской губернии») says where p is, and what happens there
// happens in p, the most specific place the text names.
func (x *extraction) regionQualifiedBy(si *sentInfo, p, q *PlaceMention, at func(offset int) int) {
	from, to := at(p.End), at(q.Start)
	if from != to || q.prep != "" || q.Place.Kind != gazetteer.KindRegion || p.Place.Natural() || q.Place.Natural() ||
		p.implied || q.implied || q.Role == RoleOrganisation || q.Institution != "" || p.Place.ID == q.Place.ID || !x.genitiveOrShort(si, *q) {
		return
	}
	// A district the geocoder draws around its town (geocode.InContext)
	// is smaller than any province that is not one.
	district := func(pl gazetteer.Place) bool { return strings.HasSuffix(pl.ID, "#district") }
	smaller := p.Place.AreaKm2 > 0 && q.Place.AreaKm2 > p.Place.AreaKm2 || p.Place.AreaKm2 == 0 && (q.Place.AreaKm2 > 0 || len(q.Place.BBox) == 4) ||
		district(p.Place) && !district(q.Place)
	if !smaller {
		return
	}
	inside := orbgeo.Distance(p.Place.Point, q.Place.Point)/1000 <= regionReach(q.Place)
	if b := q.Place.BBox; len(b) == 4 && b[0] <= b[2] {
		lon, lat := p.Place.Point.Lon(), p.Place.Point.Lat()
		inside = lon >= b[0] && lon <= b[2] && lat >= b[1] && lat <= b[3]
	}
	q.qualifier = inside
}

// genitiveOrShort reports whether each word of the mention q may be in the
// genitive or is cut short with a period («Тверской губ.», «Моск. губ.»),
// as reference works write divisions.
func (x *extraction) genitiveOrShort(si *sentInfo, q PlaceMention) bool {
	toks := si.st.toks
	for k, t := range toks {
		if t.Start < q.Start || t.End > q.End || t.Kind != rutext.Word {
			continue
		}
		short := k+1 < len(toks) && toks[k+1].Text == "." && toks[k+1].Start == t.End
		if !short && !x.r.MayBeCase(t, "gent") {
			return false
		}
	}
	return true
}

// settleInside moves the settlement p to the first of cands of its name
// that lies inside region, and remembers the choice for the rest of the
// document; false when none does.
func (x *extraction) settleInside(p *PlaceMention, region gazetteer.Place, cands []geocode.Candidate) bool {
	settle := func(c geocode.Candidate) bool {
		p.Place, p.Score = c.Place, c.Score
		x.settled[p.Toponym] = c.Place
		return true
	}
	settlement := func(c geocode.Candidate) bool {
		return c.Place.Kind == gazetteer.KindCity || c.Place.Kind == gazetteer.KindVillage
	}
	for _, c := range cands {
		if settlement(c) && mayContain(region, c.Place) {
			return settle(c)
		}
	}
	if region.Kind != gazetteer.KindRegion || len(region.BBox) == 4 {
		return false
	}
	// A province's point is its centre town, often far from the middle of
	// a large governorate: among namesakes, the one nearest that point,
	// within twice the province's reach, is the one inside it.
	best, bestKm := -1, 2*regionReach(region)
	for k, c := range cands {
		if d := orbgeo.Distance(region.Point, c.Place.Point) / 1000; settlement(c) && c.Match != geocode.MatchDerived && d <= bestKm {
			// a place the name's adjective is made from is no namesake
			best, bestKm = k, d
		}
	}
	if best < 0 {
		return false
	}
	return settle(cands[best])
}

// narrowedBy checks a settlement against the province named right before
// it in apposition («в Вологодскую губернию, в уездный город Никольск»: a
// comma, the province's preposition again, perhaps adjectives and a
// settlement noun): the settlement of that name inside the province, when
// the gazetteer has one, rather than a namesake elsewhere. The province is
// then refined: the town is where things happen.
func (x *extraction) narrowedBy(g Geocoder, si *sentInfo, p, q *PlaceMention) error {
	if q.Place.Kind != gazetteer.KindRegion || q.Place.Natural() || q.prep == "" || q.Role == RoleOrganisation || q.implied || p.implied {
		return nil
	}
	if !x.appositive(si, *q, *p) {
		return nil
	}
	if mayContain(q.Place, p.Place) {
		q.refined = true
		return nil
	}
	cands, err := x.geocode(g, p.Toponym, si.yearHint())
	if err != nil {
		return err
	}
	q.refined = x.settleInside(p, q.Place, cands)
	return nil
}

// appositive reports whether q follows p in apposition: a comma, p's
// preposition again, then only adjectives and settlement nouns, perhaps
// cut short («в Англию, в Лондон», «в губернию, в уездный город
// Никольск», «в Якутскую обл., в г. Верхоянск»).
func (x *extraction) appositive(si *sentInfo, p, q PlaceMention) bool {
	if p.prep == "" || p.End > q.Start {
		return false
	}
	var between []rutext.Token
	for _, t := range si.st.toks {
		if t.Start >= p.End && t.End <= q.Start {
			between = append(between, t)
		}
	}
	if len(between) > 0 && between[0].Text == "." && between[0].Start == p.End {
		between = between[1:] // «в Якутскую обл., в …»: the land cut short
	}
	if len(between) < 2 || between[0].Norm != "," || between[1].Norm != p.prep {
		return false
	}
	for k, t := range between[2:] {
		if t.Text == "." && k > 0 && between[k+1].End == t.Start && x.r.Vocabulary().IsSettlementNoun(between[k+1].Norm) {
			continue // «в г. Верхоянск»: the noun cut short
		}
		if t.Kind != rutext.Word || !(x.r.IsAdjective(t) || x.r.Vocabulary().IsSettlementNoun(t.Norm)) {
			return false
		}
	}
	return true
}

// VariantMatch is a place mention that the gazetteer matched only by a
// spelling variant of one of its names (geocode.MatchFuzzy: «Лонгжюмо» →
// Лонжюмо), with the candidate it took: a reading to check.
type VariantMatch struct {
	Mention   PlaceMention
	Candidate geocode.Candidate
}

// Variants returns, in text order, the places of r that their toponym
// found only by a spelling variant.
func (r *Result) Variants() []VariantMatch {
	var out []VariantMatch
	for _, p := range r.Places {
		for _, c := range p.cands {
			if c.Place.ID == p.Place.ID {
				if c.Match == geocode.MatchFuzzy {
					out = append(out, VariantMatch{Mention: p, Candidate: c})
				}
				break
			}
		}
	}
	return out
}

// periodLand is land of a country of today that a state of the texts'
// period (1850–1917) held otherwise than today's borders say: the whole
// country, or the part of it inside box (west, south, east, north), or all
// of it but the part inside except.
type periodLand struct {
	state, country string
	box, except    []float64
}

// periodLands: «вернулся в Россию и поселился в Одессе», «в Германии, в
// Кёнигсберге» name the state of their time. The Russian Empire held
// today's Ukraine but Galicia, Bukovina and Transcarpathia (Austria-
// Hungary), the Baltic lands, Finland, Belarus, Bessarabia, the Caucasus,
// Central Asia and Congress Poland (its box is approximate); East Prussia
// around Königsberg was Germany's.
var periodLands = []periodLand{
	{state: "RU", country: "UA", except: []float64{22.0, 47.5, 26.2, 50.4}},
	{state: "RU", country: "BY"}, {state: "RU", country: "LT"}, {state: "RU", country: "LV"},
	{state: "RU", country: "EE"}, {state: "RU", country: "FI"}, {state: "RU", country: "MD"},
	{state: "RU", country: "GE"}, {state: "RU", country: "AM"}, {state: "RU", country: "AZ"},
	{state: "RU", country: "KZ"}, {state: "RU", country: "UZ"}, {state: "RU", country: "TM"},
	{state: "RU", country: "KG"}, {state: "RU", country: "TJ"},
	{state: "RU", country: "PL", box: []float64{19.0, 50.4, 24.2, 54.5}},
	{state: "RU", country: "RU", except: []float64{19.5, 54.3, 22.9, 55.3}},
	{state: "DE", country: "RU", box: []float64{19.5, 54.3, 22.9, 55.3}},
	// Austria-Hungary (1867–1918; the Austrian Empire before it): today's
	// Austria, Hungary, Czechia, Slovakia, Slovenia, Croatia and Bosnia,
	// and Galicia, Bukovina and Transcarpathia (the box the Russian Empire's
	// Ukraine leaves out), western Galicia up to Congress Poland,
	// Transylvania and the Banat, the Vojvodina, Trentino and South Tyrol,
	// and the coast of Gorizia and Trieste (boxes approximate).
	{state: "AT", country: "HU"}, {state: "AT", country: "CZ"}, {state: "AT", country: "SK"},
	{state: "AT", country: "SI"}, {state: "AT", country: "HR"}, {state: "AT", country: "BA"},
	{state: "AT", country: "UA", box: []float64{22.0, 47.5, 26.2, 50.4}},
	{state: "AT", country: "PL", box: []float64{19.3, 49.0, 24.2, 50.35}},
	{state: "AT", country: "RO", box: []float64{20.2, 45.3, 25.9, 48.1}},
	{state: "AT", country: "RS", box: []float64{18.8, 44.9, 21.6, 46.2}},
	{state: "AT", country: "IT", box: []float64{10.4, 45.8, 11.9, 47.1}},
	{state: "AT", country: "IT", box: []float64{13.45, 45.5, 14.0, 46.3}},
}

// periodHolds reports whether the state of today's country code state
// held b in the texts' period, when periodLands tells (ok).
func periodHolds(state string, b gazetteer.Place) (held, ok bool) {
	in := func(box []float64) bool {
		lon, lat := b.Point.Lon(), b.Point.Lat()
		return lon >= box[0] && lon <= box[2] && lat >= box[1] && lat <= box[3]
	}
	for _, l := range periodLands {
		if !strings.EqualFold(l.state, state) || !strings.EqualFold(l.country, b.Country) {
			continue
		}
		if l.box != nil && !in(l.box) || l.except != nil && in(l.except) {
			continue
		}
		return true, true
	}
	if strings.EqualFold(state, b.Country) {
		// today's country, but the period's borders left the place out
		return !slices.ContainsFunc(periodLands, func(l periodLand) bool {
			return strings.EqualFold(l.state, state) && strings.EqualFold(l.country, b.Country)
		}), true
	}
	return false, false
}

// Namesakes that leave a village unplaced: a village's name that at
// least commonNameNamesakes other villages far from it (beyond
// commonNameKM) bear as well, matched as surely and scoring at least
// commonNameShare of its score once the surroundings are weighed
// (Спасское, Покровское: one in many governorates, and the estate a text
// means often in none of them), names none of them surely: the text's
// surroundings picked none. A village of the curated data (an estate
// the period knew: Михайловское) is the one meant, and a town of the name
// is no such namesake (Никольск of Vologda beside Nikolsk of Penza).
const (
	commonNameNamesakes = 1
	commonNameKM        = 50
	commonNameShare     = 0.8
)

// dropCommonVillageNames drops the sentence's villages whose name its
// namesakes share too evenly (see commonNameNamesakes).
func (x *extraction) dropCommonVillageNames(si *sentInfo) {
	si.places = slices.DeleteFunc(si.places, func(p PlaceMention) bool {
		if p.implied || p.Place.Kind != gazetteer.KindVillage || strings.HasPrefix(p.Place.ID, "overlay:") {
			return false
		}
		i := slices.IndexFunc(p.cands, func(c geocode.Candidate) bool { return c.Place.ID == p.Place.ID })
		if i < 0 {
			return false
		}
		key, match, n := toponym.Key(p.Toponym), p.cands[i].Match, 0
		for _, c := range p.cands {
			if c.Place.ID == p.Place.ID || c.Place.Kind != gazetteer.KindVillage || toponym.Key(c.Matched) != key || c.Match != match ||
				c.Score < p.Score*commonNameShare || orbgeo.Distance(c.Place.Point, p.Place.Point)/1000 <= commonNameKM {
				continue
			}
			n++
		}
		return n >= commonNameNamesakes
	})
}
