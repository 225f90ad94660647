package extract

import (
	"cmp"
	"fmt"
	"iter"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/geo/toponym"
	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/rutext"
	"github.com/chronomap/chronomap/internal/when"
)

// sentenceTokens is a sentence with its tokens (document offsets).
type sentenceTokens struct {
	s    rutext.Sentence
	toks []rutext.Token
	r    *rutext.Reader // for the words a cue phrase may skip
	// cues memoises Vocab.cuesAt per token: the clause and event passes
	// ask for the same token's cues many times.
	cues *cueMemo
}

// cueMemo holds the cues found at each token of the tokens it was made for.
type cueMemo struct {
	toks  []rutext.Token
	known []bool
	at    []typeWeights
	// phraseEnd: Vocab.phraseEnd per token, 0 until asked for.
	phraseEnd []int
}

// cueMemoFor returns st's memo of cues, made afresh when st's tokens are
// not the ones it was made for.
func (st *sentenceTokens) cueMemoFor() *cueMemo {
	m := st.cues
	if m == nil || len(m.toks) != len(st.toks) || len(st.toks) > 0 && &m.toks[0] != &st.toks[0] {
		m = &cueMemo{toks: st.toks, known: make([]bool, len(st.toks)), at: make([]typeWeights, len(st.toks)), phraseEnd: make([]int, len(st.toks))}
		st.cues = m
	}
	return m
}

func (st *sentenceTokens) norm(k int) string {
	if k < 0 || k >= len(st.toks) {
		return ""
	}
	return st.toks[k].Norm
}

// span returns the text of tokens [from, to) as written, single-spaced.
func (st *sentenceTokens) span(from, to int) string { return rutext.Span(st.toks, from, to) }

// sentInfo is what the extraction learned about one sentence, or about one
// clause of it (st.s is then the whole sentence, st.toks the clause's
// tokens). Its tokens are kept only while it is processed, so that memory
// stays linear in the text.
type sentInfo struct {
	// departureRetold: the clause only dates the setting out of a leg
	// told before (departureRetold); it places no one.
	departureRetold bool
	// thingSentAt: the start of a passive verb of sending whose subject is
	// a thing («ящики отправлены в Петербург»), 0 when none.
	thingSentAt int
	// laysLine: the clause tells of a line laid («к Порт-Артуру повели
	// Южную ветвь»): its places are the line's, no one's.
	laysLine bool
	// service: the clause tells of a regular service of vessels or trains
	// («Из Казани в Москву ходили пароходы»): no one's journey.
	service   bool
	st        sentenceTokens
	dates     []DateMention // the sentence's own dates
	ctxBefore DateContext   // the date carried into the sentence
	// narrator: the sentence has «я» (1) or «мы» (2) outside quotations.
	narrator  int
	places    []PlaceMention
	actors    []actorMention
	typ       string
	strongCue bool // a cue of weight 2 or more (a verb) or an event noun as subject
	hasCue    bool
	motion    bool
	// journeyEnd: the clause's return ends a journey (a trip), not a stay.
	journeyEnd bool
	// motionStart is the offset of the first verb of motion; motionKind
	// what sort of move it is (travel, return, exile, escape).
	motionStart int
	motionKind  string
	// unresolved holds the start offsets of the words of toponym contexts
	// the gazetteer could not resolve; unresolvedOrigin: the text gives an
	// origin the gazetteer does not know («покинул Сахалин»).
	unresolved       map[int]bool
	unresolvedOrigin bool
	// unresolvedFrom holds the start offsets of the words of the origins
	// among them: a clause has an unknown origin only when it holds one.
	unresolvedFrom map[int]bool
	// unplaced: the code-point spans of those contexts that name no
	// person of the document, for Result.Unplaced.
	unplaced     [][2]int
	sent         int      // index of the sentence in extraction.sents
	sentTyp      string   // the type the whole sentence's cues give
	subject      bool     // the sentence names its subject (person, pronoun, acting event)
	heading      bool     // the sentence is only a place and a date: a heading or dateline
	namingVerbs  []int    // offsets of the naming verbs that govern a toponym («зовётся Львовом»)
	relayed      bool     // the sentence tells news wired from elsewhere («Из Сайгона сообщают»)
	headingShape bool     // the sentence is only a date and a few capitalised words, resolved or not
	sectionHead  bool     // the sentence is only a few capitalised words after a section number («II. Триполье.»)
	arrival      bool     // a verb of arrival: a journey that ends where the heading is
	settles      bool     // a verb of settling («поселился»): a move when the person was last elsewhere
	settleStart  int      // the offset of the verb of settling
	speechAt     bool     // the clause shares the verb of a speech at a place of the clause before («…, в январе — в Одессе»)
	enrols       bool     // a verb of entering an institution or a post («поступил», «назначен»): a move when it is elsewhere
	enrolStart   int      // the offset of that verb
	arrivalStart int      // the offset of the first verb of arrival
	custody      bool     // the sentence tells of custody: an arrest, a convoy, prisoners
	permitted    bool     // the move is allowed or ordered («ему разрешили выехать»): the object moves
	seasonWork   bool     // work for a season away from home («летом 1889 г. служил в Твери»): a visit
	conveyed     bool     // a person is taken by others to where they are to live («его отправили в Сибирь»)
	confined     bool     // the clause names a place of confinement (a prison, a fortress)
	transit      bool     // the clause calls a place a transit («тюрьма для пересыльных»)
	subjectType  string   // the type a subject of subject_types gives («экспедиция»: trip)
	campaign     bool     // the subject a collective traveller other than a household (households): its moves are a journey's legs
	verbless     bool     // a route without a verb («Отсюда поездом через Ферганскую долину в Андижан»)
	report       bool     // the clause heads a message it quotes («Рапорт начальника тюрьмы, 15.10.1906: «…»»)
	primary      string   // the actor the sentence is about
	entryHead    bool     // the sentence is only a date, or a date and a place: it heads a diary's entry or a letter
	thingSubject bool     // the clause, with no person for subject, tells of a thing («тяжесть легла на нашу дорогу»): it places no one
	ownedThing   bool     // the person is in the clause only as the owner of its thing («его влияние на рабочих Италии»): only a place where the thing happens places them
	coActors     []string // those who act together with primary («Петров и Сидоров переехали»)
	partOf       string   // primary is a part of this group, split from it («остальные уходят морем»)
	names        []string
	where        [][2]int // token ranges of clauses opened by «где»
	plans        [][2]int // offset ranges of clauses of a plan with a date of their own
	events       []int    // indexes into extraction.events
	moves        []int    // indexes into extraction.moves
	// departure: the clause tells its actor setting out, with a date of
	// its own and no goal reached («3 мая выехал из Москвы»).
	departure *toldDeparture
	// studyEnds: the offsets of the clause's gerunds of finishing a
	// course («окончив гимназию»), dated by the clause's date after them.
	studyEnds []int
	// stayEnds: by its start, a «до» date that ends a stay told before it
	// in the clause, with a verb of motion after it («Пробыв там до 12
	// мая, он уехал»): what the clause tells after the date happens on
	// the stay's last day.
	stayEnds map[int]when.Expr
}

// eventKey finds an event told again: same type, date and main place (or
// the same actors for an event without a place).
type eventKey struct {
	typ, when, place string
}

type sentPlaceKey struct {
	sent        int
	place, when string
}

// extraction is the state of one Extract call.
type extraction struct {
	r       *rutext.Reader
	geo     Geocoder // the run's geocoder, for places the text names by a common noun
	v       *Vocab
	rs      []rune
	text    string
	sents   []*sentInfo // whole sentences: their dates and places
	units   []*sentInfo // the clauses events and movements are made of
	persons *rutext.Persons

	events []*Event
	moves  []*Movement
	// legDates: how each leg is dated, for the legs on the way that have
	// no date of their own (legs.go).
	legDates map[*Movement]legDating
	// setOut: the legs whose own clause tells them by a verb of departure
	// («уехал в Киев»): journeys set out on there.
	setOut map[*Movement]bool
	// clauseWhen: the date of its own clause of a leg that a departure
	// told after it dated anew (departureRetold).
	clauseWhen map[*Movement]when.Expr
	// retoldArrivals are the legs a later clause told again by their
	// arrival on a later date: the event at the goal is the arrival's.
	retoldArrivals []retoldArrival
	// memories are the movements a clause tells as a memory (see
	// remembered): they leave the traveller's present place alone.
	memories map[*Movement]bool
	// roundLegs are the legs of round trips and visits («ездил», «побывал»):
	// the traveller came back, so a later leg is no retelling of them.
	roundLegs map[*Movement]bool
	// stayLegs are the legs to where a person then lived or worked abroad
	// («скрылся за границу; проживал в Швейцарии»): the stay is what its
	// clause tells, not a stop of a journey.
	stayLegs map[*Movement]bool
	dead     map[*Event]bool // events merged into others
	byKey    map[eventKey][]int
	// bySentPlace finds the event a sentence has at a place and date.
	bySentPlace map[sentPlaceKey]int

	lastPerson string
	recent     []actorMention // the last persons named, newest last, for pronouns
	eventNouns map[string]string
	lastPlace  map[string]*PlaceMention // actor → last known place
	prevPlace  map[string]*PlaceMention // actor → the place before it, for returns
	home       map[string]*PlaceMention // actor → where the text had them born or from
	// base: actor → the place a round trip («ездил в …») set out from,
	// where the actor is again once the trip's sentence is told.
	base map[string]tripBase
	// placeWhen: the date of a place a last-known place was taken from,
	// by its start offset; an implied origin is never later than its leg.
	placeWhen map[int]when.Expr
	// seenAt: actor → place id → the earliest date the text puts the
	// actor there.
	seenAt    map[string]map[string]when.Interval
	lastActor string
	// lastActorSent is the sentence that made lastActor the last actor;
	// entryStart
	// the last line that was only a date, or a date and a place: the
	// heading of a diary's entry or a letter.
	lastActorSent, entryStart int
	// firstPerson: the text has spoken in the first person (a narrator's
	// «я», «мы», or a verb in the first person).
	firstPerson bool
	// author is the person the document's title names («Н. А.
	// Римский-Корсаков. Из воспоминаний», «Из дневника Т. Г. Шевченко»):
	// the narrator of whatever it tells in the first person; "" for none.
	author string
	// here is the place a heading or dateline set for its paragraph;
	// lastNamed the last place the text named.
	here     *PlaceMention
	herePara int
	// titleTown is the one town the text's title names («История города
	// Таганрога»): what «город» stands for unless the text travels.
	titleTown *PlaceMention
	// hereWhen is the date the heading or dateline that set here gives
	// itself, or zero: the day its entry was written.
	hereWhen when.Expr
	// entryFrom is where the writer was before a heading put them
	// elsewhere, until a movement of the entry takes them there: an entry
	// that tells a journey or a move at the heading's place came from it.
	entryFrom *PlaceMention
	// entryFromWhen is the date carried into the heading that set
	// entryFrom: the last day the writer was told to be before it.
	entryFromWhen when.Expr
	// hereUnsaid: a dateline of a chronicle told in the third person put
	// the person followed at its place, and no report under it has yet
	// said they are there; hereReplaced is what the dateline replaced:
	// the person's last and previous places before it, and the dateline.
	hereUnsaid   bool
	hereReplaced [3]*PlaceMention
	// saidHeading is the last heading known to hold the person followed.
	saidHeading *PlaceMention
	// hereHolds: the heading stood alone in its paragraph, so its place
	// holds for the paragraphs after it until the next heading.
	hereHolds bool
	// entrySent is the sentence of the last heading naming a place, known
	// or not, or -1: deictic words after it mean nothing named before it.
	entrySent int
	// heading and prevHeading are the last two places headings or
	// datelines set, whatever paragraph: a diary's traveller went from one
	// to the next.
	heading, prevHeading *PlaceMention
	lastNamed            *PlaceMention
	// lastWhere is the last place named that «здесь» may mean: not one a
	// quotation names as a goal («пишу: «…повезут в Сибирь». Я написал
	// здесь рассказ»).
	lastWhere *PlaceMention
	cache     map[geocodeKey][]geocode.Candidate
	// settled is, by the gazetteer name that matched, the settlement a
	// province beside it chose among namesakes («в Вологодскую губернию,
	// в город Никольск»): later bare mentions of the name mean the same one.
	settled map[string]gazetteer.Place
	// readAs is, by the gazetteer name that matched, the namesake the
	// text's first mention of a settlement was read as: a text means one
	// place by one name (the Geneva it left is the Geneva it returns to,
	// whatever was named between).
	readAs map[string]gazetteer.Place
	// readPlaces are the settlements the text has named so far, by any
	// name: a later namesake of one of them is that one.
	readPlaces map[string]bool
	// lastStop is the last settlement the text named and prevAreas the
	// areas (rivers, seas, regions, countries) the sentence before named:
	// the surroundings that choose among a toponym's namesakes
	// (geocode.Situate).
	lastStop  *gazetteer.Place
	prevAreas []gazetteer.Place
	// textPlaces are the settlements the whole text names without doubt
	// (textPlaces): where the text is, for every namesake it names.
	textPlaces []gazetteer.Place
	// nameReadings are the best readings, by name alone, of every
	// settlement the text names: where the text is, for a namesake that
	// no other matches more surely (geocode.Surroundings.Named).
	nameReadings []gazetteer.Place
	// farFetched holds the start offsets of the mentions whose name is in
	// doubt and whose every reading lies far from all the places the text
	// names surely (farFetchedPlaces): not places.
	farFetched map[int]bool
	// unitNames names the collective travellers met so far by what
	// identifies them («adj:оренбургский», «cmd:Верёвкин», «title:Алмаз»,
	// «noun:отряд» for the last of that noun): the actor each stands for.
	unitNames map[string]string
	// kin names the relatives met so far by the lemma of their kinship
	// noun («брат» → «Николай» after «брат Николай»).
	kin map[string]string
	// ships: the quoted names the text has given vessels so far (norms).
	ships map[string]bool
}

// maxSourceSpan bounds, in code points, how far an event's source may grow
// over the sentences that add places to it, so that a long paragraph
// without cue words cannot make sources quadratic in size.
const maxSourceSpan = 2000

// maxRecent bounds the persons remembered for pronouns.
const maxRecent = 8

// maxCachedWords bounds the words whose readings one extraction keeps.
const maxCachedWords = 1 << 16

func newExtraction(e *Extractor, text string) *extraction {
	return &extraction{
		r: e.r.ForDocument(maxCachedWords), v: e.v, rs: []rune(text), text: text, persons: rutext.NewPersons(), dead: map[*Event]bool{},
		byKey: map[eventKey][]int{}, bySentPlace: map[sentPlaceKey]int{}, eventNouns: map[string]string{}, unitNames: map[string]string{}, kin: map[string]string{}, lastPlace: map[string]*PlaceMention{}, home: map[string]*PlaceMention{}, base: map[string]tripBase{},
		prevPlace: map[string]*PlaceMention{}, placeWhen: map[int]when.Expr{}, legDates: map[*Movement]legDating{}, setOut: map[*Movement]bool{}, clauseWhen: map[*Movement]when.Expr{}, memories: map[*Movement]bool{}, roundLegs: map[*Movement]bool{}, stayLegs: map[*Movement]bool{}, seenAt: map[string]map[string]when.Interval{}, cache: map[geocodeKey][]geocode.Candidate{},
		settled: map[string]gazetteer.Place{}, entrySent: -1,
	}
}

func (x *extraction) spotOptions() rutext.SpotOptions {
	return rutext.SpotOptions{Persons: x.persons, NotName: x.notName,
		LeftPlace: func(t rutext.Token) bool { return x.r.MatchWord(x.v.leaveVerbs, t) }}
}

// lifeYears returns the first and the last year of a span of whole years
// («1856/1922»).
func lifeYears(w when.Expr) (first, last when.Expr, ok bool) {
	iv := w.Interval()
	if !w.IsInterval() || !wholeYears(DateMention{When: w}) || iv.Latest.Year <= iv.Earliest.Year {
		return when.Expr{}, when.Expr{}, false
	}
	first, err1 := when.YearExpr(iv.Earliest.Year)
	last, err2 := when.YearExpr(iv.Latest.Year)
	return first, last, err1 == nil && err2 == nil
}

// notName reports the words of the date grammar, never names.
func (x *extraction) notName(t rutext.Token) bool { return x.v.isDateWord(t.Norm) }

func (x *extraction) run(g Geocoder) error {
	r := x.r
	x.geo = g
	// First pass: dates (each sentence carries the last date into the
	// next) and the persons the document names, which decide what the
	// capitalised words of every sentence are.
	var ctx DateContext
	var lifeEnd when.Expr   // the year or day of death an entry's heading gives
	dateOnlyBefore := false // the sentence before is only a date
	for i, s := range r.SentencesRunes(x.rs) {
		toks := r.TokenizeRunes(x.rs, s.Start, s.End)
		head := false
		if i == 0 {
			if name, g, ok := r.Head(toks); ok {
				x.persons.SetHead(name, g)
				head = true
			}
		}
		if !lifeEnd.IsZero() && len(toks) > 0 && toks[0].Kind == rutext.Word && r.MatchWord(x.v.deathWords, toks[0]) {
			// «Ум. в Берлине.»: an entry's sentence that opens with the
			// death and gives no date of its own dies when the heading
			// says.
			ctx = DateContext{When: lifeEnd}
		}
		si := &sentInfo{st: sentenceTokens{s: s, r: r}}
		si.ctxBefore = ctx
		si.dates = x.v.findDates(s, toks, &ctx, dateHooks{
			aside:   func(m DateMention, ctx *DateContext) bool { return x.aside(toks, m, ctx) },
			nonPast: func() bool { return x.nonPastSentence(toks) },
			future:  func() bool { return x.futureSentence(toks) },
			plan:    func(m DateMention) (int, int, bool) { return x.planClause(toks, m) },
			general: func(start int) bool { return x.generalSeason(toks, start) },
			publicNoun: func(start int) bool {
				k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= start })
				return k > 0 && slices.ContainsFunc(r.NounLemmas(toks[k-1]), func(l string) bool { return x.v.publicDateNouns[l] })
			},
		})
		if len(si.dates) == 0 && ctx.writersDayAgain() && x.goesFromToday(toks) {
			// «РИГА, 2 (15) мая. Вчера закончились гастроли. Из Риги труппа
			// выезжает в Гельсингфорс.»: a going told in the present or
			// the future with no date of its own, after a sentence of a
			// day just past under the entry's dateline, sets out on the
			// day the entry is written.
			si.ctxBefore.When = ctx.dateline
		}
		if head && len(si.dates) >= 2 {
			// An entry's heading gives the span of the life («[27 янв.
			// (8 февр.) 1834, Тобольск, — 20 янв. (2 февр.) 1907,
			// Петербург]»); the body then tells the life from its start,
			// so its first undated sentences carry the birth, not the
			// death.
			if first, last := si.dates[0].When.Interval(), si.dates[len(si.dates)-1].When.Interval(); !first.Earliest.IsZero() && !last.Earliest.IsZero() && last.Earliest.Compare(first.Earliest) > 0 {
				ctx = DateContext{When: si.dates[0].When}
				lifeEnd = si.dates[len(si.dates)-1].When
			}
		} else if head && len(si.dates) == 1 {
			// «ИВАНОВ Пётр (1856—1922)»: the span of years of the life; the
			// body starts at its first year.
			if y, end, ok := lifeYears(si.dates[0].When); ok {
				ctx = DateContext{When: y}
				lifeEnd = end
			}
		}
		x.sents = append(x.sents, si)
		for _, t := range toks {
			switch {
			case t.Quoted:
			case t.Norm == "я":
				si.narrator = 1
			case t.Norm == "мы" && si.narrator == 0:
				si.narrator = 2
			}
		}
		words, shaped := headingWords(toks, si.dates)
		if shaped && x.verbInHeading(toks, si.dates) {
			// «Приехали вчера.»: a clause with its verb, however short,
			// tells something; a heading only names a place and a day.
			shaped = false
		}
		si.headingShape = shaped && words > 0 && words <= maxHeadingWords && (len(si.dates) > 0 || dateOnlyBefore)
		placeAfterDate := si.headingShape && len(si.dates) == 0 // «8 августа. Джибути.»: the heading's place after its date
		dateOnlyBefore = shaped && words == 0 && len(si.dates) > 0
		si.sectionHead = shaped && words > 0 && words <= maxSectionHeadingWords && len(si.dates) == 0 && rutext.AfterSectionLabel(x.rs, si.st.s.Start)
		switch {
		case shaped && words <= maxHeadingWords && len(si.dates) > 0:
			// A heading or dateline begins an entry written on its day.
			ctx.markHeadingLine()
			si.entryHead = true
		case placeAfterDate:
			ctx.markHeadingLine() // the heading goes on: the entry below is still its day's
		}
		if !si.headingShape {
			r.CollectPersons(toks, x.persons, rutext.SpotOptions{NotName: x.notName})
		}
	}
	x.author = x.headingAuthor()
	if x.author == "" {
		x.author = x.signatureAuthor()
	}
	if err := x.findTextPlaces(g); err != nil {
		return err
	}
	footnote := false
	for i, si := range x.sents {
		si.st.toks = r.TokenizeRunes(x.rs, si.st.s.Start, si.st.s.End)
		if i > 0 && si.st.s.Paragraph != x.sents[i-1].st.s.Paragraph {
			footnote = false
		}
		footnote = footnote || footnoteOpening(si.st.s.Text)
		if si.headingShape {
			x.entrySent, x.hereHolds = i, false
		}
		if si.entryHead {
			x.entryStart = i
		}
		if x.here != nil && x.hereHolds && x.noteParagraph(i) {
			// The editor's note after the entries is no longer under
			// their last heading.
			x.hereHolds = false
		}
		if x.here != nil && si.st.s.Paragraph != x.herePara && !x.hereHolds {
			x.here = nil
		}
		if err := x.resolvePlaces(g, i, si); err != nil {
			return err
		}
		if i == 0 {
			x.titleTown = x.titleTownOf(si)
		}
		x.datelineSaid(si)
		x.markHeading(si)
		if si.heading && x.here != nil && x.headingParagraph(i) {
			x.hereHolds = true
		}
		x.nameShips(si)
		if footnote && !x.footnoteDeed(si) {
			// A footnote's gloss on a word of the text («¹ Иркутск —
			// тогда главный город Восточной Сибири», «↑ В 1944—1992
			// годах город назывался Петрокрепость»): its places are
			// mentions, it tells nothing that happened.
			si.st.toks = nil
			continue
		}
		before := len(x.events)
		x.clauses(i, si)
		x.letterItself(si, before)
		x.deedToday(si, before)
		x.deedAfterArrival(si, before)
		x.writtenUnderHeading(si)
		si.st.toks = nil
	}
	x.fillFollowingDates()
	x.stopsOnTheWay()
	x.passedThrough()
	x.movedOnFromStops()
	x.longStays()
	x.stayedOn()
	x.settledWithin()
	x.confinedWithin()
	x.spanOpenLegs()
	x.fromToldDepartures()
	x.arrivalToldAgain()
	x.arrivalsRetold()
	x.reachedAtNextEntry()
	x.acrossLines()
	x.routeToldAfterGoal()
	x.returnsHome()
	x.legsReachedAreTrips()
	x.passedBy()
	x.stopsToldAfterArrival()
	x.stopsShareArrivalSpan()
	return nil
}

// stopsToldAfterArrival puts back on the way a stop an entry tells after
// the arrival it came before («Приехал сюда вчера вечером. Третьего дня
// стояли на станции Карабулак»): a leg from the arrival's place dated
// before the arrival, to a place where the sentence says the traveller
// stayed on the way (way_stay_verbs: стояли, ночевали), is the stop
// between the arrival's origin and its goal: origin → stop on its day, then
// stop → goal on the arrival's.
func (x *extraction) stopsToldAfterArrival() {
	for i := 0; i+1 < len(x.moves); i++ {
		m1, m2 := x.moves[i], x.moves[i+1]
		if m1.Actor != m2.Actor || m2.From.Place.ID != m1.To.Place.ID || m2.To.Place.ID == m1.From.Place.ID ||
			m2.Source.Position.Start <= m1.Source.Position.Start {
			continue
		}
		a, b := m1.When.Interval(), m2.When.Interval()
		if a.Earliest.IsZero() || b.Latest.IsZero() || b.Latest.Compare(a.Earliest) >= 0 {
			continue
		}
		at, before := x.sentOf(m2.Source.Position.Start), x.sentOf(m1.Source.Position.Start)
		if at < 0 || before < 0 || x.sents[at].st.s.Paragraph != x.sents[before].st.s.Paragraph {
			continue
		}
		if !slices.ContainsFunc(x.r.TokenizeRunes(x.rs, x.sents[at].st.s.Start, x.sents[at].st.s.End), func(t rutext.Token) bool {
			return t.Kind == rutext.Word && x.r.MatchWord(x.v.wayStayVerbs, t)
		}) {
			continue
		}
		origin, stop, goal := m1.From, m2.To, m1.To
		m1.To, m2.From, m2.To = stop, stop, goal
		m1.From = origin
		m1.When, m2.When = m2.When, m1.When
		m1.OldStyle, m2.OldStyle = m2.OldStyle, m1.OldStyle
		m1.Source, m2.Source = m2.Source, m1.Source
		m2.Origin, m2.OriginEvidence = "text", nil
		i++
	}
}

// footnoteOpening reports whether a sentence opens with a footnote's mark:
// superscript figures («¹ Иркутск — тогда главный город…»), a figure in
// square brackets («[3] Ныне Черкасская область»), or a number before
// the arrow back to the text («3. ↑ Процесс над социалистами…», «↑ …»).
// The footnote goes on to its paragraph's end.
func footnoteOpening(text string) bool {
	rs := []rune(strings.TrimSpace(text))
	if len(rs) == 0 {
		return false
	}
	if strings.ContainsRune("¹²³⁴⁵⁶⁷⁸⁹", rs[0]) {
		return true
	}
	k := 0
	if rs[0] == '[' {
		for k = 1; k < len(rs) && unicode.IsDigit(rs[k]); k++ {
		}
		return k > 1 && k < len(rs) && rs[k] == ']'
	}
	for k < len(rs) && unicode.IsDigit(rs[k]) {
		k++
	}
	for k < len(rs) && (rs[k] == '.' || unicode.IsSpace(rs[k])) {
		k++
	}
	return k < len(rs) && rs[k] == '↑'
}

// letterItself drops, under a letter's heading, the event a sentence
// made at the place the writer says the letter is written from («Пишу
// тебе из Венеции», «Пишу тебе в Каркаралинск из Таврического дворца»):
// the letter is the heading's own, whose event, at the heading's place on
// its day, the text already has; the sentence tells nothing else done
// there. Only an event of no journey's type, at a place «из» governs
// after the verb, is the letter's. before is the number of events before
// the sentence was read.
func (x *extraction) letterItself(si *sentInfo, before int) {
	if x.here == nil || len(x.events) == before {
		return
	}
	verb := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.v.letterWriting[t.Norm]
	})
	if verb < 0 {
		return
	}
	for _, e := range x.events[before:] {
		if x.dead[e] || e.Type != "other" || len(e.Places) == 0 {
			continue
		}
		p := e.Places[0]
		if (p.prep != "из" && p.prep != "изо") || p.Start < si.st.toks[verb].Start || p.End > si.st.s.End {
			continue
		}
		if slices.ContainsFunc(x.events[:before], func(o *Event) bool {
			return !x.dead[o] && len(o.Places) > 0 && o.Places[0].Place.ID == x.here.Place.ID && o.When.String() == e.When.String()
		}) {
			x.kill(e)
		}
	}
}

// footnoteDeed reports whether a footnote's sentence tells something
// done, as an editor's note may («В 1892 г. автор переехал в Иркутск»):
// a finite verb outside quotations other than being, naming or seeming
// («был», «назывался», «считалось»).
func (x *extraction) footnoteDeed(si *sentInfo) bool {
	return slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.r.IsFiniteVerb(t) && !x.v.pastCopula[t.Norm] &&
			!x.v.copulaVerbs[t.Norm] && !x.r.IsNamingVerb(t)
	})
}

// noteParagraph reports whether sentence i opens a paragraph with a label
// of an editor's note of its own (note_labels: «Примечание. В феврале 1918
// г. он был освобождён…», «Комментарий: …»), the word alone before a full
// stop or a colon.
func (x *extraction) noteParagraph(i int) bool {
	si := x.sents[i]
	if i > 0 && x.sents[i-1].st.s.Paragraph == si.st.s.Paragraph {
		return false
	}
	toks := si.st.toks
	if i+1 < len(x.sents) && len(toks) == 2 && toks[1].Text == "." && x.sents[i+1].st.s.Paragraph == si.st.s.Paragraph {
		// The label is a sentence of its own.
		return toks[0].Kind == rutext.Word && x.r.MatchWord(x.v.noteLabels, toks[0])
	}
	return len(toks) > 2 && toks[0].Kind == rutext.Word && x.r.MatchWord(x.v.noteLabels, toks[0]) && (toks[1].Text == "." || toks[1].Text == ":")
}

// legsReachedAreTrips gives the type of a journey to an event that no cue
// typed at a place its own clause brings a traveller to by a leg of a
// journey («…в Шанхай, где мы прожили почти месяц, а 22 декабря снова
// были в Нагасаки»): being there again, or anywhere a leg ends, with
// nothing told done there, is the journey's stop, a trip, not an act.
func (x *extraction) legsReachedAreTrips() {
	home := func(m *Movement) bool {
		// Back where the traveller set out from or lived («В начале
		// декабря Чехов был снова в Москве»): the journey is over.
		// A place a journey only passed («пришли в Аян… снова были в
		// Аяне») is no home, even where the first leg told sets out.
		typed := func(typ string) bool {
			return slices.ContainsFunc(x.events, func(e *Event) bool {
				return !x.dead[e] && e.Type == typ && e.Source.Position.Start < m.Source.Position.Start && len(e.Places) > 0 && e.Places[0].Place.ID == m.To.Place.ID && slices.Contains(e.Actors, m.Actor)
			})
		}
		if typed("relocation") {
			return true
		}
		for _, o := range x.moves {
			if o.Actor == m.Actor {
				return o.From.Place.ID == m.To.Place.ID && !typed("trip")
			}
		}
		return false
	}
	for _, m := range x.moves {
		if m.Origin == "return" || x.roundLegs[m] || x.stayLegs[m] || home(m) {
			continue
		}
		for _, e := range x.events {
			if x.dead[e] || e.Type != "other" || e.cue > 0 || e.deed || e.Source != m.Source || e.When != m.When && !arrivalEnd(e.When, m.When) ||
				len(e.Places) == 0 || e.Places[0].Place.ID != m.To.Place.ID || !slices.Contains(e.Actors, m.Actor) {
				continue
			}
			e.Type = "trip"
		}
	}
}

// arrivalEnd reports whether the interval of an event is the end of a
// leg's interval that runs from a departure to that arrival («выехали из
// Москвы 11 мая … и 15-го утром были здесь»: the leg 11–15 May, the
// event at its goal the 15th).
func arrivalEnd(event, leg when.Expr) bool {
	e, l := event.Interval(), leg.Interval()
	return !e.Earliest.IsZero() && !l.Earliest.IsZero() && !e.Latest.IsZero() && !l.Latest.IsZero() &&
		e.Latest == l.Latest && e.Earliest.Compare(l.Earliest) > 0
}

// passedBy drops the events at towns named bare, in the nominative, as
// the subjects of a verb of passing by after them (flitting_verbs: «Томск,
// Красноярск и Иркутск промелькнули пересыльными тюрьмами», «Омск и Томск
// мелькнули за окном»): stops the journey went through, legs of its
// movements, and no event of their own.
func (x *extraction) passedBy() {
	for _, e := range x.events {
		if x.dead[e] || len(e.Places) == 0 {
			continue
		}
		p := e.Places[0]
		if p.implied || p.prep != "" || p.Sentence < 0 || p.Sentence >= len(x.sents) {
			continue
		}
		si := x.sents[p.Sentence]
		toks := x.r.TokenizeRunes(x.rs, si.st.s.Start, si.st.s.End)
		k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
		e2 := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.End == p.End })
		if k < 0 || e2 < k || toks[k].Quoted || !x.r.MayBeCase(toks[e2], "nomn") {
			continue
		}
		for j := e2 + 1; j < len(toks); j++ {
			t := toks[j]
			if t.Kind == rutext.Word && x.r.MatchWord(x.v.flittingVerbs, t) {
				x.kill(e)
				break
			}
			if t.Norm == "," || x.r.Vocabulary().IsListConj(t.Norm) || slices.ContainsFunc(si.places, func(q PlaceMention) bool { return t.Start >= q.Start && t.End <= q.End }) {
				continue
			}
			break
		}
	}
}

// returnsHome puts the event of a return told without where it went
// («В 1907 году он вернулся», «вернулся из Киева», «откуда вернулся») at
// the place the return went back to, its destination, as any journey's
// event is; the place left stays a place of the event.
func (x *extraction) returnsHome() {
	for _, m := range x.moves {
		if m.Origin != "return" {
			continue
		}
		for idx, e := range x.events {
			if x.dead[e] || e.Source != m.Source || e.When != m.When || e.Type != "relocation" && e.Type != "trip" || len(e.Actors) > 0 && !slices.Contains(e.Actors, m.Actor) {
				continue
			}
			if len(e.Places) > 0 && (e.Places[0].Place.ID != m.From.Place.ID || e.Places[0].Goal) {
				continue // the goal of the journey before the return, in its sentence
			}
			if slices.ContainsFunc(x.events, func(o *Event) bool {
				return !x.dead[o] && o.Source == m.Source && len(o.Places) > 0 && o.Places[0].Place.ID == m.To.Place.ID
			}) {
				continue
			}
			k := e.key()
			x.byKey[k] = slices.DeleteFunc(x.byKey[k], func(i int) bool { return i == idx })
			to := m.To
			to.implied = true
			e.Places = append([]PlaceMention{to}, e.Places...)
			e.Approximate = isArea(to.Place)
			x.byKey[e.key()] = append(x.byKey[e.key()], idx)
		}
	}
}

// acrossLines folds a leg that ends at a river or a canal into the same
// traveller's next leg from there: a river reached or crossed («вышли к
// Аму-Дарье», «переправились через Амур») is a line the route crosses or
// follows, not a stop, and the route goes on from the last town, over the
// dates of both legs. A leg to a river the traveller never leaves stays.
func (x *extraction) acrossLines() {
	drop := map[*Movement]bool{}
	for i, m := range x.moves {
		if !flowing(m.To.Place) || flowing(m.From.Place) || m.To.Place.Sea() && m.To.Goal && m.Kind != "return" {
			// «вошли в Татарский пролив»: open water entered (not gone back
			// to: «нас вернули в Балтийское море») is where the
			// ship got to, the origin of its next leg.
			continue
		}
		for _, n := range x.moves[i+1:] {
			if n.Actor != m.Actor || drop[n] {
				continue
			}
			if n.From.Place.ID == m.To.Place.ID || n.Origin != "text" && n.From.Place.ID == m.From.Place.ID {
				if n.From.Place.ID == m.To.Place.ID {
					n.From, n.Origin, n.OriginEvidence = m.From, m.Origin, m.OriginEvidence
				}
				if !m.When.IsZero() && !n.When.IsZero() {
					if iv, err := when.IntervalExpr(when.Hull(m.When.Interval(), n.When.Interval())); err == nil {
						n.When = iv
					}
				}
				drop[m] = true
			}
			break
		}
	}
	x.moves = slices.DeleteFunc(x.moves, func(m *Movement) bool { return drop[m] })
}

// routeToldAfterGoal drops a leg whose goal the next sentences reach again
// by a route of the same traveller from the same origin («21 апреля
// выехал из Москвы на Сахалин. Он ехал через Ярославль, Пермь … до
// Иркутска и прибыл на остров 11 июля»): the route tells that leg stop by
// stop, so the leg told at once goes (the route's legs keep their own
// dates) and the event at the goal takes the arrival's date.
func (x *extraction) routeToldAfterGoal() {
	drop := map[*Movement]bool{}
	for i, m := range x.moves {
		if m.Kind != "travel" || m.Origin != "text" || drop[m] {
			continue
		}
		s0 := x.sentOf(m.Source.Position.Start)
		var route []*Movement
		for _, n := range x.moves[i+1:] {
			if n.Actor != m.Actor {
				continue
			}
			sn := x.sentOf(n.Source.Position.Start)
			if sn <= s0 || sn > s0+maxRouteBack {
				break
			}
			if len(route) == 0 && n.From.Place.ID != m.From.Place.ID ||
				len(route) > 0 && n.From.Place.ID != route[len(route)-1].To.Place.ID {
				break
			}
			route = append(route, n)
			if n.To.Place.ID == m.To.Place.ID {
				break
			}
		}
		if len(route) < 2 || route[len(route)-1].To.Place.ID != m.To.Place.ID {
			continue
		}
		last := route[len(route)-1]
		for k, e := range x.events {
			if !x.dead[e] && len(e.Places) > 0 && e.Places[0].Place.ID == m.To.Place.ID && e.When == m.When &&
				slices.Contains(e.Actors, m.Actor) && e.Source.Position.Start == m.Source.Position.Start && !last.When.IsZero() {
				x.redate(k, last.When, last.OldStyle)
			}
		}
		drop[m] = true
	}
	x.moves = slices.DeleteFunc(x.moves, func(m *Movement) bool { return drop[m] })
}

// maxRouteBack is how many sentences after a leg told at once its route
// may be told.
const maxRouteBack = 2

// flowing reports whether a place is a river or a canal, a line on the
// map, or a sea or a gulf, which a voyage crosses (GeoNames feature codes
// H.STM…, H.CNL, H.SEA, H.GULF, H.BAY, H.STRT, H.OCN): no stop of a route.
func flowing(p gazetteer.Place) bool {
	return p.Sea() || p.FeatureCode == "H.CNL" || strings.HasPrefix(p.FeatureCode, "H.STM")
}

// maxStopDays is how soon after a convoy's arrival the next leg must leave
// for the arrival to be a stop on the way rather than a place of exile.
const maxStopDays = 60

// minSettledDays is how long after a journey's arrival the traveller's next
// move must leave for the arrival to be a change of residence: half a year.
const minSettledDays = 180

// stopsOnTheWay makes a trip of a convoy's arrival at a place the person
// is sent on from soon after, on a later date («его доставили в Вятку
// 27 июля…; в августе он уже жил в Нолинске»): a stop on the way to the
// place of exile, not a change of residence. The onward leg must leave
// after the arrival's date; one told with the same date («доставили в
// Батум и отправили с партией») keeps the arrival a stay.
func (x *extraction) stopsOnTheWay() {
	for i, m := range x.moves {
		if m.Kind != "exile" && !x.inCustody(m) {
			continue
		}
		next := x.onwardMove(i)
		if next == nil {
			continue
		}
		// A convoy sends the person on; one who escapes from the place or
		// comes back from it on their own had lived there («водворили в
		// Новой Уде … 5 января бежал … вернулся в Тифлис»).
		if next.Kind == "return" || next.Kind == "escape" || x.escapedBetween(m, next) {
			continue
		}
		// Exiled to a province or a land, then brought to a town in it
		// («сослан в Иркутскую губернию … водворили в Киренске»): a convoy
		// stops at towns, and the province is the exile's land.
		if isArea(m.To.Place) {
			continue
		}
		// The onward leg leaves after the arrival: after its latest day, or
		// on a day within a season or month it names («Весной нас привезли
		// в Вятку … 29 мая отправил нас дальше»).
		arrival := m.When.Interval()
		arrived, left := arrival.Latest, next.When.Interval().Earliest
		if next.When != m.When && !arrival.Earliest.IsZero() && left.Compare(arrival.Earliest) > 0 && left.Compare(arrived) <= 0 {
			arrived = left
		}
		if arrived.IsZero() || left.IsZero() || next.When == m.When || left.Compare(arrived) < 0 || left.Days()-arrived.Days() > maxStopDays {
			continue
		}
		x.retypeArrival(m, "relocation", "trip")
	}
}

// passedThrough makes a trip of a traveller's own move to a town that the
// same sentence leaves again, by a verb of its own, for another town under
// the same date («перебрался в Киев, а затем уехал за границу, в Вену»):
// nothing is told of a stay there, so it is a stop on the way, not a change
// of residence. Exile and custody are left to stopsOnTheWay; a return or
// escape from the place says the person had stayed there; towns that one
// verb lists («уехали в Италию, в Милан и Флоренцию») are each a goal; and
// setting out into a land («оттуда отправился в Уссурийский край») is an
// expedition from a base, which stays the base.
func (x *extraction) passedThrough() {
	for i, m := range x.moves {
		if m.Kind != "travel" || x.inCustody(m) || isArea(m.To.Place) {
			continue
		}
		next := x.onwardMove(i)
		mw := m.When
		if w, ok := x.clauseWhen[m]; ok {
			mw = w // the clause tells both legs under one date
		}
		if next == nil || next.Kind == "return" || next.Kind == "escape" || next.When != mw || isArea(next.To.Place) ||
			next.To.Start <= m.To.End {
			continue
		}
		if !slices.ContainsFunc(x.r.TokenizeRunes(x.rs, m.To.End, next.To.Start), x.motionVerb) {
			continue
		}
		at := x.sentOf(m.Source.Position.Start)
		if at < 0 || at != x.sentOf(next.Source.Position.Start) {
			continue
		}
		if stay, _ := x.staysAfter(x.sents[at]); stay {
			continue
		}
		x.retypeArrival(m, "relocation", "trip")
	}
}

// onwardMove returns the same traveller's next move after x.moves[i] when
// it sets out from where that one arrived for another place, else nil.
func (x *extraction) onwardMove(i int) *Movement {
	m := x.moves[i]
	for _, o := range x.moves[i+1:] {
		if o.Actor != m.Actor {
			continue
		}
		if o.From.Place.ID != m.To.Place.ID || o.To.Place.ID == m.To.Place.ID {
			return nil
		}
		return o
	}
	return nil
}

// movedOnFromStops makes a trip of a move told by a verb of moving house
// («переехали в Баку», «перебрался в Одессу») that sets out from a stop
// of a journey: a town the traveller reached on a trip, never lived in,
// and left within months, both dated to the month or closer (a tour's «в
// Тифлисе играли две недели, а к Рождеству переехали в Баку»). The journey goes on to its next stop.
// From where the traveller lived, after a long stay, or on a fugitive's
// way (a flight seeks a new home), the move stays a change of residence;
// longStays, after it, still makes one of a stop left only many months
// later.
func (x *extraction) movedOnFromStops() {
	for i, m := range x.moves {
		if m.Kind != "travel" || m.Origin == "return" || m.From.Place.ID == "" || m.From.Place.ID == m.To.Place.ID {
			continue
		}
		// The legs of the clause before this one only pass through their
		// towns («через Владикавказ … перебрались в Тифлис»): the journey
		// set out from where the first of them did.
		from := m.From.Place.ID
		for j := i - 1; j >= 0; j-- {
			p := x.moves[j]
			if p.Actor != m.Actor {
				continue
			}
			if p.Source != m.Source || p.To.Place.ID != from || slices.ContainsFunc(x.events, func(e *Event) bool {
				return !x.dead[e] && len(e.Places) > 0 && e.Places[0].Place.ID == from && slices.Contains(e.Actors, m.Actor)
			}) {
				break
			}
			from = p.From.Place.ID
		}
		var stop *Event
		lived := false
		for _, e := range x.events {
			if x.dead[e] || e.Source.Position.Start > m.Source.Position.Start || len(e.Places) == 0 ||
				e.Places[0].Place.ID != from || !slices.Contains(e.Actors, m.Actor) {
				continue
			}
			switch e.Type {
			case "trip":
				stop = e
			case "relocation", "school":
				lived = true
			}
		}
		if stop == nil || lived || x.fleeing(i) {
			continue
		}
		arrived, left := stop.When.Interval().Latest, m.When.Interval().Earliest
		if left.IsZero() {
			left = m.When.Interval().Latest
		}
		if arrived.IsZero() || left.IsZero() || left.Days()-arrived.Days() >= minSettledDays || !withinMonth(stop.When) || !withinMonth(m.When) {
			continue
		}
		if !x.movesHouseOnly(m) {
			continue
		}
		for k, e := range x.events {
			if x.dead[e] || e.Type != "relocation" || e.Source != m.Source || e.When != m.When || len(e.Places) == 0 ||
				e.Places[0].Place.ID != m.To.Place.ID || !slices.Contains(e.Actors, m.Actor) {
				continue
			}
			x.retype(k, "trip")
		}
	}
}

// withinMonth reports whether w is dated to a month or closer («в
// ноябре», «к Рождеству»), as a journey's stops are; a year or a season
// dates a stage of a life.
func withinMonth(w when.Expr) bool {
	iv := w.Interval()
	return !iv.Latest.IsZero() && (iv.Earliest.IsZero() || iv.Latest.Days()-iv.Earliest.Days() <= 31)
}

// fleeing reports whether the traveller of the movement x.moves[i] is on
// a fugitive's way: the leg that brought them to where it sets out from,
// or the one before, is an escape, or an escape is told between them.
func (x *extraction) fleeing(i int) bool {
	m := x.moves[i]
	var legs []*Movement
	for j := i - 1; j >= 0 && len(legs) < 2; j-- {
		if x.moves[j].Actor == m.Actor {
			legs = append(legs, x.moves[j])
		}
	}
	for k, l := range legs {
		if l.Kind == "escape" {
			return true
		}
		next := m
		if k > 0 {
			next = legs[k-1]
		}
		if x.escapedBetween(l, next) {
			return true
		}
	}
	return false
}

// movesHouseOnly reports whether the movement m is told by a verb of
// moving house («переехал», «перебралась») in the clause of its goal,
// with no word of living, settling or serving there in that clause.
func (x *extraction) movesHouseOnly(m *Movement) bool {
	toks := x.r.TokenizeRunes(x.rs, m.Source.Position.Start, m.Source.Position.End)
	at := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= m.To.Start })
	if at < 0 {
		return false
	}
	clauseEnd := func(t rutext.Token) bool {
		return t.Kind == rutext.Punct && strings.ContainsAny(t.Text, ",;:—–()«»")
	}
	apposition := func(k int) bool { // «переехали в Крым, в Гурзуф»
		return toks[k].Text == "," && k+1 < len(toks) && (toks[k+1].Norm == "в" || toks[k+1].Norm == "во")
	}
	moving := false
	for k := at - 1; k >= 0 && (!clauseEnd(toks[k]) || apposition(k)); k-- {
		if t := toks[k]; t.Kind == rutext.Word && (strings.HasPrefix(t.Norm, "переех") || strings.HasPrefix(t.Norm, "перебрал")) {
			moving = true
		}
	}
	from := at
	for from > 0 && !clauseEnd(toks[from-1]) {
		from--
	}
	for k := from; k < len(toks); k++ {
		t := toks[k]
		if k > at && clauseEnd(t) {
			break
		}
		if t.Kind == rutext.Word && (x.r.MatchWord(x.v.residence, t) || x.r.MatchWord(x.v.settleVerbs, t) ||
			strings.HasPrefix(t.Norm, "жительств") || strings.HasPrefix(t.Norm, "житье") || t.Norm == "навсегда") {
			return false
		}
	}
	return moving
}

// shortTime reports whether the word at k of toks tells that a stay was
// short: a word of short_stay_words («неделю», «несколько», «полгода»), or
// a unit of short_counted_units a numeral counts («около двух месяцев»,
// «3 месяца»), not a date's month («в конце месяца»).
func (x *extraction) shortTime(toks []rutext.Token, k int) bool {
	t := toks[k]
	if x.r.MatchWord(x.v.shortWords, t) {
		return true
	}
	if k == 0 || t.Kind != rutext.Word || !x.v.shortCounted[t.Norm] {
		return false
	}
	if p := toks[k-1]; p.Kind == rutext.Number {
		return len(p.Text) < 3
	}
	return numeral(x.r.Analyzer(), toks[k-1])
}

// longStays makes a change of residence of a journey to a town that the
// traveller leaves again only many months later («осенью 1881 года уехал в
// Лондон … осенью 1882-го вернулся в Тонон»): the text's next move of the
// same person sets out from that place at least minSettledDays after the
// arrival. A further move within days or weeks keeps the arrival a stop.
func (x *extraction) longStays() {
	for i, m := range x.moves {
		if m.Kind != "travel" || isArea(m.To.Place) {
			continue
		}
		next := x.onwardMove(i)
		if next == nil {
			continue
		}
		arrived, left := m.When.Interval().Latest, next.When.Interval().Earliest
		if arrived.IsZero() || left.IsZero() || left.Days()-arrived.Days() < minSettledDays || x.elsewhereBetween(m, next) {
			continue
		}
		if at := x.sentOf(m.Source.Position.Start); at >= 0 && slices.ContainsFunc(x.r.TokenizeRunes(x.rs, x.sents[at].st.s.Start, x.sents[at].st.s.End), func(t rutext.Token) bool { return x.r.MatchWord(x.v.shortWords, t) }) {
			continue // «несколько месяцев прожил в Берлине»: the stay is told short
		}
		if x.partyMovesAt(m.Source.Position.Start) {
			// «экспедиция пересекла Гоби и пришла в Ургу»: a stage of an
			// expedition or a caravan stays a stop of its journey, however
			// long the party stays there.
			continue
		}
		x.retypeArrival(m, "trip", "relocation")
	}
}

// stayedOn makes a change of residence of a journey's arrival that no
// later move of the traveller ends, when the text still finds the
// traveller doing something at its goal at least minSettledDays after
// the arrival («В мае 1861 г. он приехал в Казань. В марте 1862 г. он
// женился в Казани»): the traveller lived there. A visit told again
// (a trip there), a stay told short, an expedition's stage, or the text
// elsewhere in between keeps the arrival a trip; so does coming back
// where the traveller lived before, the end of a journey from there.
func (x *extraction) stayedOn() {
	for i, m := range x.moves {
		if m.Kind != "travel" || isArea(m.To.Place) || x.onwardMove(i) != nil {
			continue
		}
		arrived := m.When.Interval().Latest
		if arrived.IsZero() {
			continue
		}
		var later *Event
		for _, e := range x.events {
			if x.dead[e] || e.Source.Position.Start < m.Source.Position.End || len(e.Places) == 0 ||
				e.Places[0].Place.ID != m.To.Place.ID || !slices.Contains(e.Actors, m.Actor) {
				continue
			}
			if slices.ContainsFunc(x.moves[i+1:], func(o *Movement) bool {
				return o.Actor == m.Actor && o.Source.Position.Start <= e.Source.Position.Start
			}) {
				break
			}
			if e.Type == "trip" {
				break
			}
			if d := e.When.Interval().Earliest; !d.IsZero() && d.Days()-arrived.Days() >= minSettledDays {
				later = e
				break
			}
		}
		home := slices.ContainsFunc(x.events, func(e *Event) bool {
			return !x.dead[e] && e.Type == "relocation" && e.Source.Position.Start < m.Source.Position.Start && len(e.Places) > 0 &&
				e.Places[0].Place.ID == m.To.Place.ID && slices.Contains(e.Actors, m.Actor)
		})
		if later == nil || home || x.partyMovesAt(m.Source.Position.Start) || x.elsewhereBetween(m, &Movement{Source: later.Source}) {
			continue
		}
		if at := x.sentOf(m.Source.Position.Start); at >= 0 && slices.ContainsFunc(x.r.TokenizeRunes(x.rs, x.sents[at].st.s.Start, x.sents[at].st.s.End), func(t rutext.Token) bool { return x.r.MatchWord(x.v.shortWords, t) }) {
			continue
		}
		x.retypeArrival(m, "trip", "relocation")
	}
}

// settledWithin makes a change of residence of a journey's arrival in a
// land or province when the traveller's next move settles them in a place
// inside it («…добрался до Крыма только в декабре. Они поселились в
// Ялте»): the journey brought them to live there, not to visit.
func (x *extraction) settledWithin() {
	for i, m := range x.moves {
		if m.Kind != "travel" || !isArea(m.To.Place) {
			continue
		}
		o := x.onwardMove(i)
		if o == nil || !mayContain(m.To.Place, o.To.Place) {
			continue
		}
		if !slices.ContainsFunc(x.events, func(e *Event) bool {
			return !x.dead[e] && e.Type == "relocation" && e.When == o.When && len(e.Places) > 0 && e.Places[0].Place.ID == o.To.Place.ID && slices.Contains(e.Actors, m.Actor)
		}) {
			continue
		}
		x.retypeArrival(m, "trip", "relocation")
	}
}

// elsewhereBetween reports whether the text, between a journey and the
// traveller's next move, is at a place other than the journey's goal (nor
// inside it): the stay was broken («Лето Горький провёл в Адирондакских
// горах»), so the gap tells nothing of how long the goal was home.
func (x *extraction) elsewhereBetween(m, next *Movement) bool {
	from, to := x.sentOf(m.Source.Position.Start), x.sentOf(next.Source.Position.Start)
	if from < 0 || to <= from+1 {
		return false
	}
	for _, si := range x.sents[from+1 : to] {
		for _, p := range si.places {
			if p.Role == RoleLocation && !p.implied && p.Place.ID != m.To.Place.ID && !contains(m.To.Place, p.Place) {
				return true
			}
		}
	}
	return false
}

// confinedWithin makes a trip of a person's delivery to a town when the
// text goes on to confine them in a landmark of that town («его под
// конвоем отправили в Петербург. … заключён в Петропавловскую крепость»):
// the delivery ends at its most specific place, the prison, which is
// the relocation. A prison the map has no point for («доставлен в
// Вилюйск и помещён в острог») leaves the town the place of confinement.
// A transit the next sentence tells the person is held in («…меня
// привезли в Тверь. …«Сижу в Твери, в тюрьме для пересыльных»») makes the
// town a stop on the way too.
func (x *extraction) confinedWithin() {
	for i, u := range x.units {
		if !u.conveyed {
			continue
		}
		for _, k := range u.events {
			e := x.events[k]
			if x.dead[e] || e.Type != "relocation" || len(e.Places) == 0 || len(e.Actors) == 0 {
				continue
			}
			town := e.Places[0].Place
			if !slices.ContainsFunc(x.units, func(o *sentInfo) bool { return o.transit && o.sent == u.sent+1 }) &&
				!slices.ContainsFunc(x.units[i+1:], func(o *sentInfo) bool {
					return o.sent <= u.sent+maxConfinedAfter && o.confined && slices.ContainsFunc(o.places, func(p PlaceMention) bool {
						return townHolds(town, p.Place)
					}) && slices.ContainsFunc(o.events, func(j int) bool {
						f := x.events[j]
						return !x.dead[f] && f.Type == "relocation" && len(f.Places) > 0 &&
							(f.Places[0].Place.ID == town.ID || townHolds(town, f.Places[0].Place)) && slices.Contains(f.Actors, e.Actors[0])
					})
				}) {
				continue
			}
			x.retype(k, "trip")
		}
	}
}

// retypeArrival gives the type to the live events of type from that tell
// the movement m's arrival: its actor at its goal on its date.
func (x *extraction) retypeArrival(m *Movement, from, to string) {
	for k, e := range x.events {
		if !x.dead[e] && e.Type == from && len(e.Places) > 0 && e.Places[0].Place.ID == m.To.Place.ID &&
			(e.When == m.When || e.When == x.clauseWhen[m]) && slices.Contains(e.Actors, m.Actor) {
			x.retype(k, to)
		}
	}
}

// maxConfinedAfter is how many sentences after a delivery its confinement
// may be told (a dateline may come between).
const maxConfinedAfter = 2

// escapedBetween reports whether the text tells of an escape after the
// movement m and up to the movement next (its sentence included): the
// clause's verb is one of escape, whatever place it names.
func (x *extraction) escapedBetween(m, next *Movement) bool {
	from, to := m.Source.Position.End, next.Source.Position.End
	return slices.ContainsFunc(x.units, func(u *sentInfo) bool {
		return u.motion && u.motionKind == "escape" && u.st.s.Start >= from && u.st.s.Start < to
	})
}

// inCustody reports whether a movement is told in a sentence of custody (a
// convoy, an arrest: «нас под конвоем привезли в Вятку»): a delivery of
// prisoners, like an exile.
func (x *extraction) inCustody(m *Movement) bool {
	at := m.Source.Position.Start
	return slices.ContainsFunc(x.units, func(u *sentInfo) bool {
		return u.custody && u.st.s.Start <= at && at < u.st.s.End
	})
}

// aside reports whether the date m of a sentence is told aside from the
// narrative's time: earlier than the date the text has reached, in a phrase
// that describes a thing («Укрепление заложено лишь в 1854 году», «город,
// основанный в 1854 году»). It dates its clause but does not become the
// year of the dates after it.
func (x *extraction) aside(toks []rutext.Token, m DateMention, ctx *DateContext) bool {
	if !ctx.Valid() {
		return false
	}
	cur, iv := ctx.When.Interval(), m.When.Interval()
	if cur.Earliest.IsZero() || iv.Latest.IsZero() || iv.Latest.Compare(cur.Earliest) >= 0 {
		return false
	}
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= m.Start })
	if k > 0 && x.v.retrospective[toks[k-1].Norm] {
		return true // «ещё в 1890 году»: a look back
	}
	if k > 0 && toks[k].Kind == rutext.Number && len(toks[k].Text) == 4 && toks[k-1].Kind == rutext.Word && toks[k-1].Text == toks[k-1].Norm &&
		!x.v.isDateWord(toks[k-1].Norm) && len(x.r.NounLemmas(toks[k-1])) > 0 {
		return true // «после землетрясения 1887 г.»: a thing named by its year
	}
	return k >= 0 && x.r.Describes(toks, k)
}

// dateClause returns the token range [from, to) of the clause the token at
// k stands in for a date's sake: bounded by the sentence, a semicolon, a
// colon, an em dash or the edge of a quotation; from starts at a word of
// plan_openers («что», «будто») when one opens it.
func (x *extraction) dateClause(toks []rutext.Token, k int) (from, to int) {
	quoted := toks[k].Quoted
	bound := func(t rutext.Token) bool {
		if t.Quoted != quoted {
			return true
		}
		if t.Kind != rutext.Punct {
			return false
		}
		// An em dash, not the en dash or hyphen of a range («30–31 июля»).
		return t.Text == ";" || t.Text == ":" || t.Text == "—" || t.Text == "―"
	}
	from = k
	for from > 0 && !bound(toks[from-1]) {
		from--
		if x.v.planOpeners[toks[from].Norm] {
			break
		}
	}
	to = k + 1
	for to < len(toks) && !bound(toks[to]) {
		to++
	}
	return from, to
}

// tenses reports whether the tokens hold a finite verb in the future and
// one in the past.
func (x *extraction) tenses(toks []rutext.Token) (future, past bool) {
	for _, t := range toks {
		switch {
		case t.Kind != rutext.Word:
		case x.r.IsFutureVerb(t):
			future = true
		case x.r.IsFiniteVerb(t) && !x.r.MayBeNonPastVerb(t):
			past = true
		}
	}
	return future, past
}

// planClause returns the offsets [from, to) of the clause a date stands in
// when that clause is a plan: a verb in the future and none in the past,
// in a quotation («пишет: «весной поеду в Томск»»), in what is told or
// thought («написал, что в тот же день уеду»), or told by hearsay
// («весной, говорят, повезут в Сибирь»). The narrative's own future («В
// 1905 году он уедет в Париж») is no plan.
func (x *extraction) planClause(toks []rutext.Token, m DateMention) (int, int, bool) {
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= m.Start })
	if k < 0 {
		return 0, 0, false
	}
	from, to := x.dateClause(toks, k)
	c := toks[from:to]
	if future, past := x.tenses(c); !future || past {
		return 0, 0, false
	}
	told := toks[k].Quoted || x.v.planOpeners[c[0].Norm] ||
		slices.ContainsFunc(c, func(t rutext.Token) bool { return x.v.hearsay[t.Norm] })
	if !told {
		return 0, 0, false
	}
	return c[0].Start, c[len(c)-1].End, true
}

// stayEnds returns, by their start, the dates of a clause that end a stay
// and date the move told after them: an open start («до 12 мая», «до
// осени»), a word of staying before it in the clause with no verb of
// motion between (stay_until_words: «пробыв там», «прожил здесь»), and a
// finite verb of motion after it («он уехал в Самару»).
func (x *extraction) stayEnds(toks []rutext.Token, dates []DateMention) map[int]when.Expr {
	var out map[int]when.Expr
	for _, d := range dates {
		end, open := strings.CutPrefix(d.When.String(), "../")
		if !open || d.aside || d.inPlan() {
			continue
		}
		e, err := when.ParseExpr(end)
		if err != nil {
			continue
		}
		stay := false
		for _, t := range toks {
			if t.Start >= d.Start {
				break
			}
			switch {
			case t.Kind != rutext.Word || t.Quoted:
			case x.r.MatchWord(x.v.stayUntilWords, t):
				stay = true
			case x.motionVerb(t):
				stay = false
			}
		}
		moves := slices.ContainsFunc(toks, func(t rutext.Token) bool {
			return t.Start >= d.End && t.Kind == rutext.Word && !t.Quoted && x.motionVerb(t) && x.r.IsFiniteVerb(t)
		})
		if stay && moves {
			if out == nil {
				out = map[int]when.Expr{}
			}
			out[d.Start] = e
		}
	}
	return out
}

// goesOnAfter reports whether a clause opens, past a conjunction, with a
// word of going on («затем», «потом», «после чего», «после этого»).
func (x *extraction) goesOnAfter(toks []rutext.Token) bool {
	for k, t := range toks {
		switch {
		case t.Kind != rutext.Word || t.Norm == "и" || t.Norm == "а":
			continue
		case x.v.onwardWords[t.Norm] && t.Norm != "оттуда":
			return true
		case t.Norm == "после" && k+1 < len(toks) && (toks[k+1].Norm == "чего" || toks[k+1].Norm == "этого"):
			return true
		}
		return false
	}
	return false
}

// onwardGoal reports whether clause u, with no verb of its own, goes on
// from the goal that ends clause p: it opens, past «а» or «и», with a word
// of going on other than «оттуда» («затем», «потом», «далее»), then,
// past a dash, a preposition of a goal and the place it governs («…в
// Бар, затем в Шаргород», «…в Тотьму, потом — в Кадников»), a town. A stay told
// before it («жил в Праге, затем в Вене») or a place where something is
// («затем в Орле») is none.
func (x *extraction) onwardGoal(p, u *sentInfo) bool {
	toks := u.st.toks
	k := 0
	for k < len(toks) && (toks[k].Kind == rutext.Punct || toks[k].Norm == "а" || toks[k].Norm == "и") {
		k++
	}
	if k >= len(toks) || !x.v.onwardWords[toks[k].Norm] || toks[k].Norm == "оттуда" {
		return false
	}
	k++
	for k < len(toks) && toks[k].Kind == rutext.Punct && rutext.IsDash([]rune(toks[k].Text)[0]) {
		k++
	}
	if k+1 >= len(toks) || !isPrep(x.r.Vocabulary(), toks[k].Norm) {
		return false
	}
	at := slices.IndexFunc(u.places, func(q PlaceMention) bool { return !q.implied && q.Start == toks[k+1].Start })
	if at < 0 || !u.places[at].Goal || !isSettlement(u.places[at].Place) {
		// A land or a bay («затем в Кольский залив, где в Александровске
		// …») ends the chain at the town in it, which this does not find.
		return false
	}
	for _, t := range toks[k+1:] {
		if t.Kind == rutext.Word && x.r.Vocabulary().IsPlaceRelative(t.Norm) {
			break // «…, где окончил гимназию»: the place's own clause
		}
		if x.r.IsFiniteVerb(t) {
			return false
		}
	}
	// The clause before ends at a goal of its going.
	last := -1
	for n, q := range p.places {
		if !q.implied {
			last = n
		}
	}
	return last >= 0 && p.places[last].Goal
}

// generalSeason reports whether the bare season at offset start tells a
// habit or a general statement, no date: a word of general_markers in
// its clause («летом обычно …») or «и», «даже» right before it («не
// замерзает и зимою»), in a clause with no verb in the past.
func (x *extraction) generalSeason(toks []rutext.Token, start int) bool {
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= start })
	if k < 0 {
		return false
	}
	from, to := x.dateClause(toks, k)
	if _, past := x.tenses(toks[from:to]); past {
		return false
	}
	if k > 0 && x.v.generalEven[toks[k-1].Norm] {
		return true
	}
	return slices.ContainsFunc(toks[from:to], func(t rutext.Token) bool { return x.v.generalMarks[t.Norm] })
}

// clauses processes the clauses of sentence i one by one: each has its own
// date (its own, else the last one before it), places, type, actors,
// events and movements.
func (x *extraction) clauses(i int, si *sentInfo) {
	ctx := si.ctxBefore
	sentTyp := x.cueType(si)
	custodyAt := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Kind == rutext.Word && x.r.MatchWord(x.v.custody, t) })
	var until when.Expr // the end of a stay «до 1884 года» in the clause before
	for _, c := range x.splitBareReturns(si, x.splitAtDates(si, x.joinPassingClauses(si, x.r.Clauses(si.st.toks)))) {
		toks := si.st.toks[c[0]:c[1]]

		if len(toks) == 0 {
			continue
		}
		if !until.IsZero() && x.goesOnAfter(toks) {
			// «где пробыл до 1884 года, затем вернулся в Москву»: what
			// comes next comes when the stay ended.
			ctx = DateContext{When: until}
		}
		until = when.Expr{}
		from, to := toks[0].Start, toks[len(toks)-1].End
		// A clause wholly before the sentence's first word of custody
		// tells what was done free («прошёл в Тибет, но власти задержали
		// караван»).
		custody := custodyAt >= 0 && custodyAt < c[1]
		u := &sentInfo{st: sentenceTokens{s: si.st.s, toks: toks, r: si.st.r}, sent: i, heading: si.heading, ctxBefore: ctx, custody: custody,
			unresolved: si.unresolved}
		for _, t := range toks {
			u.unresolvedOrigin = u.unresolvedOrigin || si.unresolvedFrom[t.Start]
		}
		for _, d := range si.dates {
			if d.Start >= from && d.End <= to && !d.inPlan() {
				u.dates = append(u.dates, d)
			}
			if d.inPlan() && d.plan[0] < to && from < d.plan[1] {
				u.plans = append(u.plans, d.plan)
			}
		}
		for _, t := range toks {
			if t.Kind == rutext.Word && x.v.studyEndGerunds[t.Norm] {
				u.studyEnds = append(u.studyEnds, t.Start)
			}
		}
		for _, p := range si.places {
			if p.Start >= from && p.End <= to {
				if k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= p.End }); k >= 0 && toks[k].Norm == ":" && !toks[k].Quoted && isArea(p.Place) && !p.Goal {
					p.listed = true
				} else if k >= 0 && isArea(p.Place) && !p.Goal && x.visitsWhere(toks, k) {
					// «Месяц он провёл в Индии, где побывал в Агре и
					// Бенаресе»: a stay in the land as a whole, then the
					// visits in it.
					p.listed = true
				}
				if p.Role == RoleReference && p.Institution != "" && x.finishedSchool(toks, p) {
					// «Окончив одесскую гимназию»: the school finished is
					// where one studied, not a town the noun is only of.
					p.Role = RoleLocation
				}
				u.places = append(u.places, p)
			}
		}
		u.stayEnds = x.stayEnds(toks, u.dates)
		x.markRoute(u)
		x.markListOfStops(u, si)
		for _, d := range u.dates {
			if iv := d.When.Interval(); !iv.Earliest.IsZero() && !iv.Latest.IsZero() && !d.aside {
				ctx = DateContext{When: d.When}
			} else if end, ok := strings.CutPrefix(d.When.String(), "../"); ok && !d.aside {
				if e, err := when.ParseExpr(end); err == nil {
					until = e
				}
			}
		}
		u.sentTyp = sentTyp
		x.units = append(x.units, u)
		k := len(x.units) - 1
		x.analyse(u)
		if d := x.r.Gapped(toks); d == 0 && len(x.units) > 1 && x.gappedClause(toks, u.dates) > 0 {
			// «весной жил в Ялте, летом — в Твери»: a stay goes on
			// elsewhere under the date of its own clause.
			if p := x.units[len(x.units)-2]; p.sent == i && !p.motion && !u.motion && !u.strongCue && x.lastEventType(p) != "lecture" {
				u.typ = p.typ
			} else if dd := x.dateAfterDash(toks, u.dates); dd > 0 && p.sent == i && p.motion && !u.motion {
				// «переехал в Самару в 1885 г., а в Москву — в 1890 г.»
				u.motion, u.motionKind, u.motionStart = true, p.motionKind, toks[dd].Start
				u.typ = p.typ
			} else if dash := x.gappedClause(toks, u.dates); p.sent == i && p.motion && !u.motion && dash+2 < len(toks) && isPrep(x.r.Vocabulary(), toks[dash+1].Norm) &&
				x.r.MayBeCase(toks[dash+2], "accs") && !x.r.MayBeCase(toks[dash+2], "loct") {
				// «вернулся в Вятку, в 1878 г. с семьёй — в Рязань, где
				// сдал экзамен»: the going goes on after the dated dash to
				// a place named where one goes (not «лето — в Страсбурге»),
				// whatever the clause after «где» tells.
				u.motion, u.motionKind, u.motionStart = true, p.motionKind, toks[dash].Start
				u.typ = p.typ
			}
		} else if d > 0 && len(x.units) > 1 {
			// «…выслан в Вологду, а Черных — в Тотьму»: the clause shares
			// the verb of the clause before, in its place the dash.
			if p := x.units[len(x.units)-2]; p.sent == i && x.lastEventType(p) == "lecture" {
				// «14 дек. выступили в Харькове, в январе — в Одессе и
				// Киеве»: the towns after the dash are where they spoke
				// next, before any verb of the clause's own.
				u.speechAt = true
				if !u.motion {
					u.typ = "lecture"
				}
			} else if p.sent == i && p.motion && !u.motion {
				u.motion, u.motionKind, u.motionStart = true, p.motionKind, toks[d].Start
				u.typ = p.typ
			} else if p.sent == i && p.settles && !p.permitted && !u.motion && !u.settles {
				// «поселился в Самаре, а в 1890 — в Твери»: settling
				// again, elsewhere.
				u.settles, u.settleStart = true, toks[d].Start
				u.typ = p.typ
			} else if p.sent == i && !p.motion && !u.motion && !u.strongCue {
				// «жил в Москве, а в 1908 — в Киеве»: the same stay.
				u.typ = p.typ
			}
			from, end := 0, d
			for from < d && !toks[from].Upper {
				from++
			}
			if end > from && toks[end-1].Norm == "же" {
				end--
			}
			name, nominative, _, ok := x.r.PersonName(toks, from, end)
			if ok && !nominative {
				// The subject is in the nominative whatever the reading.
				name = si.st.span(from+c[0], end+c[0])
			}
			if ok {
				name = x.persons.Canonical(name)
			}
			if ok && name != u.primary {
				// Its subject is its own, not the one before.
				u.primary, u.subject = name, true
				u.names = slices.DeleteFunc(u.names, func(n string) bool { return n == x.lastPerson })
				u.names = appendUnique([]string{name}, u.names...)
				x.lastPerson = name
			}
		}
		if len(x.units) > 1 && !u.motion && !u.settles {
			if p := x.units[len(x.units)-2]; p.sent == i && p.motion && x.onwardGoal(p, u) {
				// «переехала из Винницы в Бар, затем в Шаргород»: the
				// going goes on to the next goal, the verb left out.
				u.motion, u.motionKind, u.motionStart = true, p.motionKind, toks[0].Start
				u.typ = p.typ
			}
		}
		if h := x.persons.Protagonist(); h != "" && u.primary != h && x.familySubject(u) {
			// «В 1879 семья переехала в Луцк»: the family of the person
			// the text follows, whoever was named last.
			u.primary, u.subject = h, true
			u.names = appendUnique([]string{h}, u.names...)
		}
		x.writtenAtHome(u)
		x.goesHome(u)
		x.heldWhere(i, u)
		x.befallsWhereStaying(i, u)
		x.arrestedBeforeTaken(i, u)
		if !u.heading {
			x.buildEvents(k, u)
			x.postAfterReturn(k, u)
			x.studiesWhereWent(u)
			x.whereEvents(u)
			x.deedsWhereWent(u)
			x.buildMovements(k, u)
			x.arrivalToldInClause(u)
			x.arrivedParticiple(u)
			x.settleLater(u)
			x.noteDeparture(u)
		}
		x.updateLastPlaces(u)
	}
	x.dropAsides(i)
	x.tripUntilReturn(i)
	x.stayOnUntil(i)
	// The clauses' tokens are kept until here: dropAsides and
	// tripUntilReturn read them (dateAt, where clauses).
	for k := len(x.units) - 1; k >= 0 && x.units[k].sent == i; k-- {
		x.units[k].st.toks, x.units[k].actors = nil, nil
	}
}

// goneRouteFronted reports whether token k is a verb of going («шёл»,
// «шли») whose clause opens with the route it went, an origin and a goal
// and nothing else before the verb («Из Вологды до Ярославля шёл пешком»):
// with the subject left out, the person the text follows went it, as a
// subject pronoun would say («мы шли»). A clause with a subject of its own
// before the verb («Дела шли из Вологды…») is none.
func (x *extraction) goneRouteFronted(si *sentInfo, k int) bool {
	toks := si.st.toks
	if !x.v.goingVerbs[si.st.norm(k)] || k == 0 {
		return false
	}
	var from, to bool
	for j := 0; j < k; j++ {
		t := toks[j]
		if t.Kind != rutext.Word {
			continue
		}
		at := slices.IndexFunc(si.places, func(p PlaceMention) bool { return !p.implied && t.Start >= p.Start && t.End <= p.End })
		switch {
		case at >= 0 && si.places[at].Role == RoleOrigin:
			from = true
		case at >= 0 && (si.places[at].Goal || si.places[at].Role == RoleDestination):
			to = true
		case at < 0 && x.r.IsPreposition(t):
		default:
			return false
		}
	}
	return from && to
}

// beenAfterLapse reports whether token k is a verb of being somewhere
// (already_stays) after a lapse counted from the text's last date that
// opens its clause («Через два дня мы были в Стокгольме», «через неделю он
// был уже в Казани»): the time gone says the person got there, a move from
// the last place as «уже» says it. Being somewhere on a date of its own
// («6 января он был в Стокгольме») is no such move.
func (x *extraction) beenAfterLapse(si *sentInfo, k int) bool {
	t := si.st.toks[k]
	if t.Kind != rutext.Word || t.Quoted || !x.v.alreadyVerbs.Match(t.Norm) {
		return false
	}
	for _, d := range si.dates {
		if !d.counted || d.End > t.Start || !strings.HasPrefix(strings.ToLower(d.Text), "через ") {
			continue
		}
		between := slices.ContainsFunc(si.st.toks, func(o rutext.Token) bool {
			return o.Start >= d.End && o.End <= t.Start && (o.Kind == rutext.Punct && o.Norm != "," || o.Kind == rutext.Word && (x.r.IsFiniteVerb(o) || o.Norm == "и" || o.Norm == "а" || o.Norm == "но"))
		})
		if !between {
			return true
		}
	}
	return false
}

// writtenAtHome makes the seat of an addressee where the clause happens
// when the clause's person is last told to be there («Осенью меня
// водворили в Пермь. … Летом я подал пермскому губернатору прошение»):
// the petition is written where the writer lives. Elsewhere the seat of
// the one written to is only a reference.
func (x *extraction) writtenAtHome(u *sentInfo) {
	last := x.lastPlace[u.primary]
	if last == nil {
		return
	}
	for k := range u.places {
		if p := &u.places[k]; p.addressee && p.Place.ID == last.Place.ID {
			p.whose = false
		}
	}
}

// heldWhere places a clause that tells an escape or a release and names no
// place of its own («Летом его арестовали там, но в августе он бежал», «и
// только в январе 1886 г. нас освободили») where its person was last
// placed: one flees or is set free from where one was held.
func (x *extraction) heldWhere(i int, u *sentInfo) {
	if u.primary == "" || u.heading || slices.ContainsFunc(u.places, func(p PlaceMention) bool { return p.Role != RoleReference && p.Role != RoleTopic }) {
		return
	}
	// A finite escape verb, not the noun «побег» nor the participle
	// «бежавший» that tells of someone else.
	k := slices.IndexFunc(u.st.toks, func(t rutext.Token) bool {
		escape := x.r.MatchWord(x.v.escapeVerbs, t) && (strings.HasPrefix(t.Norm, "бежал") || strings.HasPrefix(t.Norm, "скрыл"))
		return t.Kind == rutext.Word && !t.Quoted && !t.Upper && (escape || x.r.MatchWord(x.v.releaseVerbs, t))
	})
	// The clause is the person's own: told of by a pronoun or by the
	// person's name («он бежал», «нас освободили»), not of a crowd or garrison
	// («турецкий гарнизон бежал»).
	names := x.r.Tokenize(u.primary)
	own := slices.ContainsFunc(u.st.toks, func(t rutext.Token) bool {
		return x.v.heldPronouns[t.Norm] || t.Upper && slices.ContainsFunc(names, func(w rutext.Token) bool { return sameStem(w.Norm, t.Norm) })
	})
	if k >= 0 && !own {
		return
	}
	if k >= 0 && negated(&u.st, k) {
		return // «на поселение его не выпустили»: nothing happened
	}
	if k >= 0 && x.freedFromDuty(u.st.toks, k) {
		return // «освобождён от военной службы»: no one held him
	}
	last := x.lastPlace[u.primary]
	if k < 0 || last == nil {
		return
	}
	u.addStay(*last, u.st.toks[k], i, false)
}

// freedFromDuty reports whether the release verb toks[k] frees from a
// duty (duty_nouns) its «от» names right after it, a word or two between
// («освобождён от военной службы», «отпущена от должности»).
func (x *extraction) freedFromDuty(toks []rutext.Token, k int) bool {
	if k+1 >= len(toks) || toks[k+1].Norm != "от" {
		return false
	}
	for j := k + 2; j < len(toks) && j <= k+4; j++ {
		if toks[j].Kind != rutext.Word {
			return false
		}
		if x.r.MatchWord(x.v.dutyNouns, toks[j]) {
			return true
		}
	}
	return false
}

// addStay adds to clause u, in text order, the place last where its
// person is, implied at the word t of sentence i as a static location
// (the clause names no place of its own). heldAt puts it right after t
// as where the person was held, so that the verb t types the event there.
func (u *sentInfo) addStay(last PlaceMention, t rutext.Token, i int, heldAt bool) {
	last.Start, last.End, last.Text, last.Sentence = t.Start, t.End, t.Text, i
	if heldAt {
		last.Start, last.heldAt = t.End, true
	}
	last.Role, last.implied, last.refined, last.dateline, last.prep = RoleLocation, true, false, false, ""
	last.Goal, last.Static, last.sender, last.addressee = false, true, false, false
	u.places = append(u.places, last)
	slices.SortStableFunc(u.places, func(a, b PlaceMention) int { return a.Start - b.Start })
}

// befallsWhereStaying places a clause that tells what befalls its person
// (events.yaml befallings: a death, a wound, an arrest, an illness) and
// names no place of its own where the text has just put that person by
// an arrival, a residence or a stop, in the same sentence or the one
// before («приехал в Тифлис и 12 января 1878 года умер от тифа»): events
// happen where the text puts the person. Not when the clause names a
// place, even as a reference, nor when it puts the person on the move («на обратном пути», «в дороге»), nor after a deed
// told at a place, which tells no stay.
func (x *extraction) befallsWhereStaying(i int, u *sentInfo) {
	if u.primary == "" || u.heading || len(u.places) > 0 {
		// Any place of its own, a reference too («в нескольких переходах
		// от Лхасы»), says where it befell.
		return
	}
	toks := u.st.toks
	// A capital only where it opens the clause («Скончалась она …»):
	// elsewhere it is a name.
	k := -1
	for j, t := range toks {
		if t.Kind == rutext.Word && !t.Quoted && (!t.Upper || j == 0) && x.r.MatchWord(x.v.befallings, t) {
			k = j
			break
		}
	}
	if k < 0 || negated(&u.st, k) || x.othersClause(u) {
		return
	}
	for j := 1; j < len(toks); j++ {
		if x.v.onTheWay[toks[j].Norm] && isPrep(x.r.Vocabulary(), toks[j-1].Norm) || j > 1 && x.v.onTheWay[toks[j].Norm] && isPrep(x.r.Vocabulary(), toks[j-2].Norm) {
			return // «на обратном пути умер»: on the move, not at the place
		}
	}
	last := x.lastPlace[u.primary]
	if last == nil {
		return
	}
	var stayed bool
	if last.Sentence >= i-1 {
		stayed = slices.ContainsFunc(x.events, func(e *Event) bool {
			return !x.dead[e] && (e.Type == "trip" || e.Type == "relocation") && len(e.Places) > 0 &&
				e.Places[0].Place.ID == last.Place.ID && e.Places[0].Sentence >= i-1 && slices.Contains(e.Actors, u.primary)
		})
	} else {
		stayed = x.stillStaying(i, u, last)
	}
	if !stayed {
		return
	}
	u.addStay(*last, toks[k], i, false)
}

// arrestedBeforeTaken places an arrest that names no place of its own and
// is followed in its clause by the person's being taken somewhere («его
// арестовали и отвезли в Вятку», «меня снова арестовали и через Вятку
// повезли в Вышний Волочёк») where the person last was: one is arrested
// where one is, then conveyed; the arrest is an event of its own there.
func (x *extraction) arrestedBeforeTaken(i int, u *sentInfo) {
	if u.primary == "" || u.heading || len(u.places) == 0 || x.othersClause(u) {
		return
	}
	toks := u.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.befallings, t) && x.r.MatchWord(x.v.custody, t)
	})
	if k < 0 || negated(&u.st, k) || !x.arrestedSelf(u, k) {
		return
	}
	j := k + 1
	for j < len(toks) && !(toks[j].Kind == rutext.Word && x.r.MatchWord(x.v.conveyed, toks[j])) {
		j++
	}
	last := x.lastPlace[u.primary]
	if j == len(toks) || last == nil {
		return
	}
	// A place named before the conveying is the arrest's own («арестовали
	// в Казани и отвезли…»), one named after it or passed through
	// («через Казань повезли в Вятку») the conveying's; one that
	// only points back to where the person was («Но и там его не оставили
	// в покое: … арестовали») tells nothing new.
	pointsBack := func(p PlaceMention) bool { return p.implied && p.Place.ID == last.Place.ID }
	if slices.ContainsFunc(u.places, func(p PlaceMention) bool { return p.Start < toks[j].Start && !pointsBack(p) && p.Role != RoleVia }) ||
		slices.ContainsFunc(u.places, func(p PlaceMention) bool { return p.Place.ID == last.Place.ID && !pointsBack(p) }) {
		return
	}
	// Right after the verb, so that the verb types the event there.
	u.addStay(*last, toks[k], i, true)
}

// postAfterReturn adds the post taken up on coming back from a journey:
// a clause that enters a post or an institution and names no town of its
// own, right after a clause of the same sentence whose return ends a
// journey (a trip there: «осенью вернулся в Одессу и тогда же поступил в
// канцелярию генерал-губернатора»), tells a second event at the town the
// journey ended in: the new post, a change of residence there, which
// takes the place of the clause's own placeless event.
func (x *extraction) postAfterReturn(k int, u *sentInfo) {
	if !u.enrols || u.motion || u.settles || k == 0 || slices.ContainsFunc(u.places, func(p PlaceMention) bool { return p.Role != RoleReference }) {
		return
	}
	p := x.units[k-1]
	if p.sent != u.sent || !p.journeyEnd || p.motionKind != "return" {
		return
	}
	for _, idx := range p.events {
		e := x.events[idx]
		if x.dead[e] || e.Type != "trip" || len(e.Places) == 0 {
			continue
		}
		if slices.ContainsFunc(u.events, func(j int) bool {
			o := x.events[j]
			return !x.dead[o] && o != e && len(o.Places) > 0 && o.Places[0].Place.ID == e.Places[0].Place.ID
		}) {
			return
		}
		post := &Event{Type: "relocation", Actors: slices.Clone(e.Actors), Places: slices.Clone(e.Places[:1])}
		u.setDate(u.start(), &post.When, &post.OldStyle, &post.DateFrom)
		post.Source = newSource(x.rs, u.st.s.Start, u.st.s.End)
		post.deed = true // a deed of its own beside the journey's end there
		for _, j := range u.events {
			if o := x.events[j]; !x.dead[o] && len(o.Places) == 0 {
				x.kill(o) // the entry told with no place: it is the post
			}
		}
		x.addEvent(u, post)
		return
	}
}

// studiesWhereWent makes one going to study of a clause that tells a
// journey and then entering a school at its goal («уехал в Москву и
// поступил в университет», «отправился в Петербург и был зачислен на
// юридический факультет»), when it names no other town: the event at the
// goal is of studies, and the clause's event of entering, at the goal or
// with no place, is that same event. Entering a post after the journey
// («уехал в Москву и поступил на службу») leaves it a change of
// residence, and so does a verb of moving house or of arriving
// («переехал в Москву и поступил в университет»: a move, then studies
// there).
func (x *extraction) studiesWhereWent(u *sentInfo) {
	if !u.motion || u.motionKind != "travel" && u.motionKind != "return" || u.settles {
		return
	}
	st := &u.st
	if !slices.ContainsFunc(st.toks, func(t rutext.Token) bool { return t.Start == u.motionStart && x.v.leavingVerbs[t.Norm] }) {
		return // moving house or arriving («переехал в Москву и поступил в университет»): a move, then studies
	}
	school := typeIndex("school")
	enterAt := -1
	for k, t := range st.toks {
		if t.Start > u.motionStart && t.Kind == rutext.Word && !t.Quoted && x.v.schoolEntryVerbs[st.norm(k)] && !negated(st, k) && !u.inWhere(k) {
			for j := k; j < len(st.toks) && j <= k+4 && enterAt < 0; j++ {
				if x.v.cuesAt(st, j)[school] >= 3 {
					enterAt = t.Start
				}
			}
		}
	}
	if enterAt < 0 {
		return
	}
	for _, idx := range u.events {
		e := x.events[idx]
		if x.dead[e] || e.Type != "trip" && e.Type != "relocation" || len(e.Places) == 0 || !e.Places[0].Goal {
			continue
		}
		goal := e.Places[0].Place.ID
		if slices.ContainsFunc(u.places, func(q PlaceMention) bool {
			return q.Role != RoleReference && q.Place.ID != goal && q.Start > enterAt && !q.implied
		}) {
			return // a town of its own: studies elsewhere
		}
		for _, j := range u.events {
			if o := x.events[j]; j != idx && !x.dead[o] && o.When == e.When && (len(o.Places) == 0 || o.Places[0].Place.ID == goal) {
				x.kill(o)
			}
		}
		x.retype(idx, "school")
		return
	}
}

// arrestedSelf reports whether the arrest verb at k is told of the
// clause's person: by name or by a pronoun next to it («его арестовали»,
// «меня снова арестовали», «арестовали его и…»), not a pronoun owning
// someone else («арестовали его брата»).
func (x *extraction) arrestedSelf(u *sentInfo, k int) bool {
	toks := u.st.toks
	names := x.r.Tokenize(u.primary)
	for m := max(0, k-2); m <= min(len(toks)-1, k+1); m++ {
		t := toks[m]
		if m == k || t.Kind != rutext.Word {
			continue
		}
		if t.Upper && m > 0 && slices.ContainsFunc(names, func(w rutext.Token) bool { return sameStem(w.Norm, t.Norm) }) {
			return true
		}
		if !x.v.heldPronouns[t.Norm] {
			continue
		}
		if m < k {
			return true
		}
		next := m + 1
		if next == len(toks) || toks[next].Kind != rutext.Word || toks[next].Norm == "и" || isPrep(x.r.Vocabulary(), toks[next].Norm) || x.r.MatchWord(x.v.conveyed, toks[next]) {
			return true
		}
	}
	return false
}

// stillStaying reports whether a clause of sentence i that names no place
// befalls its person at their last place, named farther back in the same
// paragraph («Около 20 января мы приехали в Ташкент. … Доктор определил
// оспу. … Скончалась она 10 февраля»): the paragraph told an arrival or a
// stay there, the person's latest event is there and nothing moved them
// since. The clause tells of the person by a pronoun or by name, and its
// sentence names no place (a sentence with one says where it befell:
// «задержали на собрании и заключили в Батумскую тюрьму»).
func (x *extraction) stillStaying(i int, u *sentInfo, last *PlaceMention) bool {
	para := x.sents[i].st.s.Paragraph
	if x.sents[last.Sentence].st.s.Paragraph != para || len(x.sents[i].places) > 0 {
		return false
	}
	names := x.r.Tokenize(u.primary)
	own := slices.ContainsFunc(u.st.toks, func(t rutext.Token) bool {
		return x.v.heldPronouns[t.Norm] || t.Upper && slices.ContainsFunc(names, func(w rutext.Token) bool { return sameStem(w.Norm, t.Norm) })
	})
	if !own {
		return false
	}
	first := i
	for first > 0 && x.sents[first-1].st.s.Paragraph == para {
		first--
	}
	at := func(e *Event) bool { return len(e.Places) > 0 && e.Places[0].Place.ID == last.Place.ID }
	// The arrival may be told of the person under another of their names
	// («Комиссаржевская» … «Вера Фёдоровна»), so any actor's.
	arrived := slices.ContainsFunc(x.events, func(e *Event) bool {
		return !x.dead[e] && (e.Type == "trip" || e.Type == "relocation") && at(e) && e.Places[0].Sentence >= first
	})
	if !arrived {
		return false
	}
	for k := len(x.events) - 1; k >= 0; k-- {
		e := x.events[k]
		if x.dead[e] || !slices.Contains(e.Actors, u.primary) || len(e.Places) == 0 {
			continue
		}
		if !at(e) {
			return false
		}
		break
	}
	return !slices.ContainsFunc(x.moves, func(m *Movement) bool {
		return m.Actor == u.primary && m.From.Place.ID == last.Place.ID && m.From.Sentence >= last.Sentence
	})
}

// tripUntilReturn spans a trip to the place a return comes from, told in
// the same sentence with a date of its own before the return's («Сегодня
// вернулся из Кизляра, куда уезжал 13-го»), from that date to the
// return's: the traveller was away all that time. The places the sentence
// then tells were called at from there on no date of their own
// («заезжал оттуда и на берег моря») are within the same span.
func (x *extraction) tripUntilReturn(i int) {
	first := len(x.units)
	for first > 0 && x.units[first-1].sent == i {
		first--
	}
	units := x.units[first:]
	for r, ru := range units {
		if ru.motionKind != "return" {
			continue
		}
		k := slices.IndexFunc(ru.places, func(p PlaceMention) bool { return p.Role == RoleOrigin && !p.implied })
		if k < 0 {
			continue
		}
		from := ru.places[k]
		d, ok := ru.dateAt(from.Start)
		if !ok {
			continue
		}
		end := d.When
		for k, u := range units[r+1:] {
			if len(u.dates) == 0 {
				continue
			}
			start := u.dates[0].When
			if start.Interval().Latest.IsZero() || end.Interval().Earliest.IsZero() || start.Interval().Latest.Compare(end.Interval().Earliest) >= 0 {
				continue
			}
			span, err := when.Between(start, end)
			if err != nil {
				continue
			}
			away := false
			for _, idx := range u.events {
				if e := x.events[idx]; !x.dead[e] && e.Type == "trip" && len(e.Places) > 0 && e.Places[0].Place.ID == from.Place.ID && e.When == start {
					x.redate(idx, span, when.Expr{})
					away = true
				}
			}
			if !away {
				continue
			}
			for _, idx := range ru.events {
				// The return from it told no destination: its event there is
				// the same stay («30 мая вернулся из Одессы, куда уехал 12 мая»).
				if e := x.events[idx]; !x.dead[e] && len(e.Places) > 0 && e.Places[0].Place.ID == from.Place.ID && e.When == end {
					x.kill(e)
				}
			}
			for _, v := range units[r+1+k+1:] {
				if len(v.dates) > 0 {
					break
				}
				for _, idx := range v.events {
					if e := x.events[idx]; !x.dead[e] && e.Type == "trip" && e.When == start {
						x.redate(idx, span, when.Expr{})
					}
				}
			}
			return
		}
	}
}

// stayOnUntil ends a trip of sentence i by the end of a stay at its place
// that a later part of the sentence tells, dated only by that end in the
// same year («прибыл в Казань 5 мая и пробыл там до 12-го», «Прибыв 5 мая
// в Казань, он оставался там до 12 мая»): the visit lasts until then, as
// in a «где» clause (stayUntil). The stay's part runs between commas or
// «и» and has a verb of staying on, no other subject and no other place. A
// sentence that opens with such a stay ends the trip the sentence before
// ended with, if at that place («…прибыл в Казань. Там он пробыл до 12
// мая.»), and its own event there goes. A move («переехал в Балту и
// прожил там до осени») stays dated by the move.
func (x *extraction) stayOnUntil(i int) {
	first := len(x.units)
	for first > 0 && x.units[first-1].sent == i {
		first--
	}
	units := x.units[first:]
	rv := x.r.Vocabulary()
	for _, u := range units {
		toks := u.st.toks
		for _, d := range u.dates {
			until := d.When.Interval()
			if !until.Earliest.IsZero() || until.Latest.IsZero() || d.aside || d.inPlan() {
				continue
			}
			at := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= d.Start })
			if at < 0 || u.inWhere(at) {
				continue
			}
			bound := func(t rutext.Token) bool {
				return !t.Quoted && (t.Norm == "," || t.Norm == ";" || t.Norm == ":" || rv.IsClauseConj(t.Norm) || t.Norm == "и" || t.Norm == "а" || t.Norm == "но")
			}
			from := at
			for from > 0 && !bound(toks[from-1]) {
				from--
			}
			to := at
			for to < len(toks) && (toks[to].Start < d.End || !bound(toks[to])) {
				to++
			}
			if !slices.ContainsFunc(toks[from:to], func(t rutext.Token) bool {
				return t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.stayOn, t)
			}) {
				continue
			}
			start, end := toks[from].Start, toks[to-1].End
			if slices.ContainsFunc(u.actors, func(a actorMention) bool {
				return a.kind == actorPerson && a.subject && a.name != u.primary && a.from >= from && a.to <= to
			}) {
				continue // «…, а Петров оставался там до весны»
			}
			if slices.ContainsFunc(toks[from:to], func(t rutext.Token) bool { return !t.Quoted && x.r.MayBeAnimateSubject(t) }) {
				continue // «…, а брат оставался там до весны»
			}
			var place *PlaceMention
			other := false
			for k := range u.places {
				p := &u.places[k]
				switch {
				case p.Start >= start && p.End <= end:
					if place != nil && place.Place.ID != p.Place.ID {
						other = true
					}
					place = p
				case p.End <= start && (place == nil || place.End <= start):
					place = p
				}
			}
			if place == nil || other {
				continue
			}
			ends := func(idx int) bool {
				e := x.events[idx]
				if x.dead[e] || len(e.Places) == 0 || e.Places[0].Place.ID != place.Place.ID || e.Places[0].Start >= start {
					return false
				}
				iv := e.When.Interval()
				if e.Type != "trip" || iv.Earliest.IsZero() || iv.Latest.IsZero() || iv.Latest.Compare(until.Latest) >= 0 || until.Latest.Year > iv.Earliest.Year {
					return false
				}
				if w, err := when.IntervalExpr(when.Interval{Earliest: iv.Earliest, Latest: until.Latest}); err == nil {
					x.redate(idx, w, e.OldStyle)
					return true
				}
				return false
			}
			found := false
			for _, v := range units {
				for _, idx := range v.events {
					found = ends(idx) || found
				}
			}
			if found || from > 0 || u != units[0] || i == 0 || place.Start < start {
				continue
			}
			// «5 мая прибыл в Казань. Там он пробыл до 12 мая.»: a
			// sentence that opens with the stay at the place of the
			// trip the sentence before ended with.
			own := -1
			for k := len(x.events) - 1; k >= 0; k-- {
				e := x.events[k]
				if x.dead[e] {
					continue
				}
				if e.Source.Position.Start >= x.sents[i].st.s.Start {
					if len(e.Places) > 0 && e.Places[0].Place.ID == place.Place.ID && e.When.Interval().Earliest.IsZero() {
						own = k
					}
					continue
				}
				if e.Source.Position.End >= x.sents[i-1].st.s.Start && slices.Contains(e.Actors, u.primary) && ends(k) && own >= 0 {
					x.kill(x.events[own])
				}
				break
			}
		}
	}
}

// opensWithDate reports whether a clause that is not its sentence's first
// opens with a date of its own, perhaps after a conjunction («…, и в том
// же году вступил…»).
func (x *extraction) opensWithDate(si *sentInfo) bool {
	if len(si.dates) == 0 || len(si.st.toks) == 0 || si.start() <= x.sents[si.sent].start() {
		return false
	}
	k := 0
	rv := x.r.Vocabulary()
	for k < len(si.st.toks) && (si.st.toks[k].Kind == rutext.Punct || rv.IsClauseConj(si.st.norm(k)) || rv.IsListConj(si.st.norm(k))) {
		k++
	}
	if k == len(si.st.toks) {
		return false
	}
	// The date's span may take in its preposition («в том же году») or not.
	d := si.dates[0].Start
	return d == si.st.toks[k].Start || isPrep(rv, si.st.norm(k)) && k+1 < len(si.st.toks) && d == si.st.toks[k+1].Start
}

// dropAsides drops the placeless events of sentence i's clauses that share
// their date with an event of the sentence at a place: the clauses tell one
// event («5 апреля Джугашвили задержали на собрании, и управление донесло:
// «…заключён в Батумскую тюрьму»»).
func (x *extraction) dropAsides(i int) {
	var mine []*Event
	unitOf := map[*Event]*sentInfo{}
	for k := len(x.units) - 1; k >= 0 && x.units[k].sent == i; k-- {
		for _, idx := range x.units[k].events {
			if e := x.events[idx]; !x.dead[e] {
				if !slices.Contains(mine, e) {
					mine = append(mine, e)
				}
				unitOf[e] = x.units[k] // the clause that first tells it
			}
		}
	}
	for _, e := range mine {
		if e.aside && slices.ContainsFunc(mine, func(o *Event) bool { return len(o.Places) > 0 && o.When == e.When }) &&
			!slices.ContainsFunc(mine, func(o *Event) bool { return o.When == e.When && x.doneBeforeMove(unitOf[e], e, unitOf[o], o) }) {
			x.kill(e)
		}
	}
	for _, e := range mine {
		if !x.dead[e] && x.departureOnly(e) && slices.ContainsFunc(mine, func(o *Event) bool { return x.arrivalAfter(e, o) }) {
			// «3 мая он выехал из Женевы и 10 мая был уже в Париже»: one
			// journey told by its departure and its arrival, whose event
			// is at the destination.
			x.kill(e)
		}
	}
	for _, e := range mine {
		towns := 0
		for _, o := range mine {
			if !x.dead[o] && x.narrowedWithin(e, o) {
				towns++
			}
		}
		if !x.dead[e] && towns == 1 {
			// «приехал в Забайкальскую область и поселился в Чите», «бежал
			// в Иркутскую губернию, в Киренск»: the land, then a town in it
			// under the same date; what happens, happens at the town. Life
			// in a land over several of its towns («жил во Франции: сначала
			// в Париже, затем в Ницце») stays an event of the land.
			x.kill(e)
		}
	}
}

// doneBeforeMove reports whether the placeless event e, told by the clause
// ue under a cue of its own («меня выпустили», «вышла замуж»), is a deed
// of its own before the move that the later clause uo tells with a verb
// of motion of its own («и я вернулся в Курляндию»), or before the life
// it tells at a place («; жили они в Киеве»): the release or the marriage
// befell where the person was, not where the move went. A clause that
// only places the first one's deed in custody («задержали на собрании, и
// … заключили в Батумскую тюрьму», «и он сидел в Псковской тюрьме»)
// keeps one event.
func (x *extraction) doneBeforeMove(ue *sentInfo, e *Event, uo *sentInfo, o *Event) bool {
	if ue == nil || uo == nil || ue == uo || !ue.strongCue || ue.motion || e.Type == "trip" || e.Type == "relocation" {
		return false
	}
	return (uo.motion || o.Type == "relocation" && !uo.confined && !uo.custody) && len(o.Places) > 0 && uo.st.s.Start == ue.st.s.Start && e.Source.Position.Start <= o.Source.Position.Start &&
		(o.Type == "trip" || o.Type == "relocation")
}

// narrowedWithin reports whether the event e, at a country or region,
// is told again by o at a settlement inside it named in the same sentence
// (before the land too, in a phrase of its own after a comma: «в Иркутск,
// в штаб Восточно-Сибирского военного округа»; not the genitive of the
// town's phrase, «в Амгинскую слободу Якутской области»), with the same date and a shared actor: one event, at the most
// specific place. Origins and references are no place of either, and a
// land travelled over («по Бессарабии») is no place the town narrows.
func (x *extraction) narrowedWithin(e, o *Event) bool {
	if e == o || len(e.Places) == 0 || len(o.Places) == 0 || e.When != o.When {
		return false
	}
	a, t := e.Places[0], o.Places[0]
	if !isArea(a.Place) || isArea(t.Place) || a.Place.Natural() || t.Start < a.End && !x.commaBetween(t.End, a.Start) {
		return false
	}
	placed := func(r PlaceRole) bool { return r == RoleLocation || r == RoleDestination }
	if !placed(a.Role) || !placed(t.Role) || a.prep == "по" || !mayContain(a.Place, t.Place) {
		// «поездка по Бессарабии: … в Аккерман»: a journey over the land
		// is an event of its own.
		return false
	}
	return len(e.Actors) == 0 || len(o.Actors) == 0 || slices.ContainsFunc(e.Actors, func(n string) bool { return slices.Contains(o.Actors, n) })
}

// commaBetween reports whether the text between the offsets holds a comma.
func (x *extraction) commaBetween(from, to int) bool {
	return from <= to && to <= len(x.rs) && slices.Contains(x.rs[from:to], ',')
}

// departureOnly reports whether e is a journey known only by where it
// left from: its main place is an origin.
func (x *extraction) departureOnly(e *Event) bool {
	return e.Type == "trip" && len(e.Places) > 0 && e.Places[0].Role == RoleOrigin
}

// arrivalAfter reports whether o, an event of the same sentence told after
// the departure e, is where a journey of e's actors arrives: a trip or a
// move to another place that the clause goes to or is at, by a
// preposition («прибыл в Самару», «был уже в Париже»), no earlier than e;
// a place named as the subject («а Сингапур и Ява принимали его») tells
// no arrival.
func (x *extraction) arrivalAfter(e, o *Event) bool {
	if o == e || x.dead[o] || (o.Type != "trip" && o.Type != "relocation") || len(o.Places) == 0 ||
		o.Places[0].Role != RoleDestination && o.Places[0].Role != RoleLocation || o.Places[0].prep == "" || o.Places[0].Place.ID == e.Places[0].Place.ID ||
		o.Source.Position.Start < e.Source.Position.Start && o.Places[0].Start < e.Places[0].Start {
		return false
	}
	if !slices.ContainsFunc(o.Actors, func(a string) bool { return slices.Contains(e.Actors, a) }) {
		return false
	}
	ei, oi := e.When.Interval(), o.When.Interval()
	return ei.Earliest.IsZero() || oi.Latest.IsZero() || oi.Latest.Compare(ei.Earliest) >= 0
}

// gappedClause returns the index of the dash that stands for the verb of
// the clause before (rutext's Gapped), or of the dash right after a date
// that opens the clause («летом — в Твери», «весной 1890 г. — в Твери»):
// a date of the clause's own leads as a year does. 0 when there is none.
func (x *extraction) gappedClause(toks []rutext.Token, dates []DateMention) int {
	if d := x.r.Gapped(toks); d > 0 || len(toks) < 3 {
		return d
	}
	if d := x.dateAfterDash(toks, dates); d > 0 {
		return d
	}
	k := slices.IndexFunc(dates, func(d DateMention) bool { return d.Start == toks[0].Start })
	if k < 0 {
		return 0
	}
	end := dates[k].End
	dash := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= end })
	// «в 1878 г. вместе с семьёй — в Рязань»: a few words of company
	// (no verb, no comma) may stand between the date and the dash.
	for n := 0; n < 4 && dash > 0 && dash+1 < len(toks) && toks[dash].Kind == rutext.Word && !x.r.IsFiniteVerb(toks[dash]) && !toks[dash].Upper; n++ {
		if n == 0 && toks[dash].Norm != "вместе" && toks[dash].Norm != "с" && toks[dash].Norm != "со" {
			break
		}
		dash++
	}
	if dash <= 0 || dash+1 >= len(toks) || toks[dash].Kind != rutext.Punct || toks[dash].Quoted {
		return 0
	}
	if r := []rune(toks[dash].Text); len(r) != 1 || r[0] != '\u2014' && r[0] != '\u2013' {
		return 0
	}
	for _, t := range toks[dash+1:] {
		if t.Kind == rutext.Punct && (t.Text == ";" || t.Text == ",") {
			break
		}
		if t.Kind == rutext.Word && x.r.IsFiniteVerb(t) {
			return 0
		}
	}
	return dash
}

// dateAfterDash returns the index of the dash of a clause with no verb
// that ends in a date after the dash («а университет в Москве — в 1890
// г.», «а в Москву — в 1890 г.»): the date is the clause's, the verb the
// one before. 0 when the clause is not of that shape.
func (x *extraction) dateAfterDash(toks []rutext.Token, dates []DateMention) int {
	rv := x.r.Vocabulary()
	k := 0
	if toks[0].Kind == rutext.Word && rv.IsClauseConj(toks[0].Norm) {
		k = 1
	}
	dash := -1
	for j := k; j < len(toks); j++ {
		t := toks[j]
		if t.Quoted || t.Kind == rutext.Word && x.r.IsFiniteVerb(t) {
			return 0
		}
		if t.Kind == rutext.Punct && (t.Text == "\u2014" || t.Text == "\u2013") {
			dash = j
			break
		}
		if t.Kind == rutext.Punct {
			return 0
		}
	}
	if dash <= k || dash+1 >= len(toks) {
		return 0
	}
	at := dash + 1
	starts := func(d DateMention) bool { return d.Start == toks[at].Start }
	if !slices.ContainsFunc(dates, starts) && toks[at].Kind == rutext.Word && isPrep(rv, toks[at].Norm) && at+1 < len(toks) {
		at++
	}
	i := slices.IndexFunc(dates, starts)
	if i < 0 {
		return 0
	}
	for _, t := range toks[at:] {
		if t.Start >= dates[i].End && t.Kind != rutext.Punct {
			return 0 // the date ends the clause
		}
	}
	return dash
}

// passesOnly reports whether the tokens [from, to) of the sentence tell a
// going that only passes places («шли мимо Смирны», «ехали через Тулу»):
// a verb of motion, a stop passed on the way, and no goal of its own.
func (x *extraction) passesOnly(si *sentInfo, from, to int) bool {
	toks := si.st.toks
	in := func(p PlaceMention) bool { return p.Start >= toks[from].Start && p.End <= toks[to-1].End }
	if !slices.ContainsFunc(si.places, func(p PlaceMention) bool { return in(p) && p.Role == RoleVia && !p.implied }) ||
		slices.ContainsFunc(si.places, func(p PlaceMention) bool {
			return in(p) && p.Role != RoleVia && (p.Goal || p.Role == RoleDestination)
		}) {
		return false
	}
	return x.motionIn(si, from, to)
}

// motionIn reports whether the tokens [from, to) hold a verb of motion, or
// one written as a phrase («бросили якорь»), outside quotations.
func (x *extraction) motionIn(si *sentInfo, from, to int) bool {
	st := sentenceTokens{toks: si.st.toks[from:to], r: si.st.r}
	for k, t := range st.toks {
		if t.Kind == rutext.Word && !t.Quoted && (x.motionVerb(t) || x.v.motionPhraseAt(&st, k)) {
			return true
		}
	}
	return false
}

// joinPassingClauses joins a clause that only passes places on the way
// («Из Царьграда шли мимо Смирны, …») to the clause after the comma and
// «и» that tells where the going ended («…, и 15 марта бросили якорь у
// Яффы»): one journey, whose stops passed lead to that goal under the date
// of the sentence.
func (x *extraction) joinPassingClauses(si *sentInfo, clauses [][2]int) [][2]int {
	toks := si.st.toks
	out := make([][2]int, 0, len(clauses))
	for _, c := range clauses {
		if n := len(out); n > 0 {
			p := out[n-1]
			if c[0] == p[1] && c[0] > 0 && c[1] > c[0]+1 && toks[c[0]-1].Norm == "," && toks[c[0]].Norm == "и" &&
				x.passesOnly(si, p[0], p[1]) && x.motionIn(si, c[0], c[1]) && !x.returnIn(si, c[0], c[1]) &&
				slices.ContainsFunc(si.places, func(q PlaceMention) bool {
					return q.Start >= toks[c[0]].Start && q.End <= toks[c[1]-1].End && q.Role != RoleVia && q.Role != RoleOrigin
				}) {
				out[n-1][1] = c[1]
				continue
			}
		}
		out = append(out, c)
	}
	return out
}

// returnIn reports whether the tokens [from, to) hold a verb of return in
// the voice of the clause's verb of motion (see motionQuoted).
func (x *extraction) returnIn(si *sentInfo, from, to int) bool {
	quoted := x.motionQuoted(si)
	return slices.ContainsFunc(si.st.toks[from:to], func(t rutext.Token) bool {
		return t.Kind == rutext.Word && t.Quoted == quoted && x.r.MatchWord(x.v.returnVerbs, t)
	})
}

// motionQuoted reports whether the verb of motion of si stands inside a
// quotation: a quoted report tells its journeys, returns included, in its
// own words («доносил: «выезжал в Лондон, откуда вернулся 14 ноября»»).
func (x *extraction) motionQuoted(si *sentInfo) bool {
	k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start >= si.motionStart })
	return si.motion && k >= 0 && si.st.toks[k].Quoted
}

// splitBareReturns cuts a clause before «и» or «, а» that opens a return
// naming no goal after a journey told before it («поехал в Париж и в
// августе вернулся», «уехал в Тулу и вскоре вернулся через Орёл»): the return
// is a clause of its own, back from the journey's goal, not a stage of it.
func (x *extraction) splitBareReturns(si *sentInfo, clauses [][2]int) [][2]int {
	toks := si.st.toks
	var out [][2]int
	for _, c := range clauses {
		from := c[0]
		// The clause's voice: its first word's, inside a quotation or not.
		w := slices.IndexFunc(toks[c[0]:c[1]], func(t rutext.Token) bool { return t.Kind == rutext.Word })
		for k := c[0] + 1; k < c[1]-1 && w >= 0; k++ {
			t := toks[k]
			if t.Kind != rutext.Word || t.Quoted != toks[c[0]+w].Quoted || t.Norm != "и" && !(t.Norm == "а" && toks[k-1].Norm == ",") {
				continue
			}
			end := c[1]
			for j := k + 1; j < c[1]; j++ {
				if toks[j].Kind == rutext.Punct && toks[j].Norm != "." && j > k+1 {
					end = j
					break
				}
			}
			inPart := func(p PlaceMention, a, b int) bool { return p.Start >= toks[a].Start && p.End <= toks[b-1].End }
			// Only «оттуда», pointing back to the goal, may name where
			// from, and «через» the way back.
			if slices.ContainsFunc(si.places, func(p PlaceMention) bool {
				return inPart(p, k, end) && !(p.implied && p.Role == RoleOrigin) && p.Role != RoleVia
			}) ||
				!slices.ContainsFunc(si.places, func(p PlaceMention) bool { return p.Goal && inPart(p, from, k) }) {
				continue
			}
			r := slices.IndexFunc(toks[k+1:end], func(o rutext.Token) bool { return x.r.IsFiniteVerb(o) })
			if r < 0 || !x.r.MatchWord(x.v.returnVerbs, toks[k+1+r]) || !slices.ContainsFunc(toks[from:k], func(o rutext.Token) bool {
				return x.r.MatchWord(x.v.motionVerbs, o) && !x.r.MatchWord(x.v.returnVerbs, o)
			}) {
				continue
			}
			cut := k
			if t.Norm == "а" {
				cut = k - 1
			}
			out = append(out, [2]int{from, cut})
			from = cut
		}
		out = append(out, [2]int{from, c[1]})
	}
	return out
}

// splitAtDates cuts the clauses further where a new date opens a clause of
// its own: after a colon («Псковская ссылка кончилась 8 июня: в этот день
// он выехал…»), at a conjunction right before the date («вернулся в
// Петербург и в том же году издал книгу»), or after a comma or a semicolon,
// quoted or not, right before the date («родился в Орле, в 1878 г. окончил
// гимназию»); when both sides have a verb and a date of their own and not
// both a verb of motion (one journey told with its departure and its
// arrival stays one clause), or when only the later side has a date and
// is no further stage of a journey (so the earlier keeps the date carried
// into the sentence).
func (x *extraction) splitAtDates(si *sentInfo, clauses [][2]int) [][2]int {
	if len(si.dates) == 0 {
		return clauses
	}
	toks := si.st.toks
	rv := x.r.Vocabulary()
	startsDate := func(k int) bool {
		return k < len(toks) && slices.ContainsFunc(si.dates, func(d DateMention) bool { return d.Start == toks[k].Start })
	}
	// side tells what the tokens [from, to) hold; quoted: a cut inside a
	// quotation, whose words count.
	var routes bool // of the side last looked at
	side := func(from, to int, quoted bool) (verb, date, motion bool, typ string) {
		st := sentenceTokens{toks: toks[from:to], r: si.st.r}
		var w, weak typeWeights
		lives := false
		routes = false
		for k, t := range st.toks {
			if t.Quoted && !quoted || t.Kind != rutext.Word {
				continue
			}
			verb = verb || x.r.IsFiniteVerb(t)
			motion = motion || x.r.MatchWord(x.v.motionVerbs, t)
			routes = routes || x.r.MatchWord(x.v.routeVerbs, t)
			lives = lives || x.r.MatchWord(x.v.residence, t)
			c := x.v.cuesAt(&st, k)
			if slices.Max(c[:]) >= 2 {
				w.add(c)
			} else {
				weak.add(c)
			}
		}
		date = slices.ContainsFunc(si.dates, func(d DateMention) bool { return d.Start >= toks[from].Start && d.End <= toks[to-1].End })
		typ = w.best("")
		if typ == "" && lives {
			// «в 1880–81 жила в Киеве у тётки, в 1883 лечилась в Ялте»:
			// a verb of living is a clause of its own kind.
			typ = "residence"
		}
		if typ == "" {
			typ = weak.best("")
		}
		return verb, date, motion, typ
	}
	var out [][2]int
	for _, c := range clauses {
		from := c[0]
		for k := c[0] + 1; k < c[1]-1; k++ {
			t := toks[k]
			cut, typed := -1, false
			switch {
			case t.Kind == rutext.Punct && t.Text == ":" && !t.Quoted:
				cut = k + 1
			case t.Kind == rutext.Word && rv.IsClauseConj(t.Norm) && toks[k-1].Norm != "," && startsDate(k+1):
				cut = k
			case t.Kind == rutext.Punct && t.Text == "," && (!t.Quoted || toks[k+1].Quoted && relativePlaceWords[toks[k+1].Norm]) && k+2 < c[1] && toks[k+1].Kind == rutext.Word && rv.IsClauseConj(toks[k+1].Norm) && startsDate(k+2):
				// «Вчера пришли в город, а сегодня весь день бой»: a
				// conjunction after a comma opens the clause of its date;
				// in a quoted record, a relative adverb of place does
				// («…проживал в Баку, откуда в марте 1901 г. выбыл в
				// Тифлис», — сообщал Департамент).
				cut = k + 1
			case t.Kind == rutext.Punct && (t.Text == "," || t.Text == ";") && !t.Quoted && x.dateAfterDash(toks[k+1:c[1]], si.dates) > 0:
				// «окончил гимназию в 1885 г., а университет — в 1890
				// г.»: the date after the dash is the next clause's.
				if _, d1, _, _ := side(from, k+1, false); d1 {
					out = append(out, [2]int{from, k + 1})
					from = k + 1
				}
				continue
			case t.Kind == rutext.Punct && (t.Text == "," || t.Text == ";" || t.Text == "." && (t.Quoted && toks[k+1].Quoted || t.Reported && toks[k+1].Reported)) && (startsDate(k+1) || isPrep(rv, toks[k+1].Norm) && startsDate(k+2)):
				// A full stop inside a quotation ends a sentence of the
				// record the text's sentence quotes («В 1900 г. Сомов
				// проживал в Баку. В марте 1901 г. он выбыл в Тифлис», —
				// сообщал Департамент): the next date opens a clause too.
				// «родился 3 мая 1860 г. в Орле, в 1878 г. окончил
				// гимназию»: a date after a comma or a semicolon (also in
				// a quoted record) opens a clause of its own when the two
				// tell things of two types; «в 1869 году слушала лекции в
				// Гейдельберге, в 1870–1874 годах занималась в Берлине»
				// goes on with one.
				cut, typed = k+1, true
			}
			if cut <= from || cut >= c[1] {
				continue
			}
			v1, d1, m1, t1 := side(from, cut, t.Quoted)
			v2, d2, m2, t2 := side(cut, c[1], t.Quoted)
			if typed && t.Text == "." {
				// A sentence of a quoted record: a verb of motion with no
				// cue of its own tells a journey, a type of its own.
				if t1 == "" && m1 {
					t1 = "motion"
				}
				if t2 == "" && m2 {
					t2 = "motion"
				}
			}
			// «шли мимо Салоник и 20 мая бросили якорь у Неаполя»: after a
			// going that only passes places, an arrival told as a phrase
			// ends the same journey.
			moves2 := m2 || routes || x.passesOnly(si, from, cut) && x.motionIn(si, cut, c[1])
			// «а в 1892 г. — в Томск»: the verb gapped behind a dash,
			// in this clause or opening the next.
			gapped := x.r.Gapped(toks[cut:c[1]]) > 0 || c[1] < len(toks) && x.r.Gapped(toks[cut:]) > 0
			if !gapped && !v2 {
				// «сначала в частной школе, затем, с 1904, в Академии»:
				// the verb left out after «затем», the stage a place of
				// its own.
				j := cut - 1
				for j > from && toks[j].Kind == rutext.Punct {
					j--
				}
				gapped = j > from && x.v.onwardWords[toks[j].Norm] && slices.ContainsFunc(si.places, func(p PlaceMention) bool {
					return p.Start >= toks[cut].Start && p.End <= toks[c[1]-1].End
				})
			}
			if !d1 && d2 && v1 && (v2 || gapped) && (!moves2 || t.Text == ";") && t.Text != ":" {
				// A clause with no date of its own before a dated one
				// keeps the date carried into the sentence: the later
				// date is the next clause's («переехал в Омск, а в 1892
				// г. — в Томск»). A later clause of motion goes on with
				// the same journey and stays one clause with it («уехал
				// в Омск и на другой день прибыл туда», «шли через
				// Царьград и 29 апреля прибыли в Одессу»), unless a
				// semicolon parts them («прибыл сюда; вчера выехал в
				// Полтаву»: the arrival keeps the message's date); so
				// does what a colon goes on to date.
				out = append(out, [2]int{from, cut})
				from = cut
				continue
			}
			if d1 && d2 && v2 && !v1 && x.gappedClause(toks[from:cut], si.dates) > 0 {
				// A dated clause whose verb a dash stands for («летом — в
				// Гурзуфе, осенью вернулся в Москву») ends where the next
				// date opens a clause with a verb of its own.
				out = append(out, [2]int{from, cut})
				from = cut
				continue
			}
			if dash := x.gappedClause(toks[cut:c[1]], si.dates); d1 && d2 && !v2 && dash > 0 &&
				(!v1 && x.gappedClause(toks[from:cut], si.dates) > 0 || v1 && cut+dash+1 < c[1] && !isPrep(rv, toks[cut+dash+1].Norm)) {
				// «В 1873—75 гг. — на заводах Тулы, с 1876 г. — в
				// Москве»: a reference work's dated stages, each with a
				// dash for its verb, are clauses of their own; so is a
				// post after a dash («учился в Моск. ун-те, с 1878 —
				// приват-доцент петерб. ун-та»), where a place's
				// preposition would go on with the verb before («выступил
				// в Харькове, в августе — в Одессе»).
				out = append(out, [2]int{from, cut})
				from = cut
				continue
			}
			if typed && (t1 == "" || t2 == "" || t1 == t2) {
				continue
			}
			// A dated clause with no verb but a cue of another type than
			// the clause before tells its own event («Вчера пришли в
			// город, а сегодня весь день бой»).
			if v1 && (v2 || t2 != "" && t2 != "residence" && t1 != t2) && d1 && d2 && (!(m1 && m2) || x.namedReturnAfter(si, from, cut, c[1])) {
				// A dated return to a place named, after a journey out
				// («летом уехал к матери в Тифлис, осенью вернулся в
				// Одессу»), is a leg of its own, not the same journey
				// going on.
				out = append(out, [2]int{from, cut})
				from = cut
			}
		}
		out = append(out, [2]int{from, c[1]})
	}
	return out
}

// namedReturnAfter reports whether the tokens [cut, end) hold a verb of
// return and a goal of their own, in the voice of the clause's verb of
// motion (see motionQuoted), and [from, cut) a goal and no verb of return:
// a way back, told after the way out.
func (x *extraction) namedReturnAfter(si *sentInfo, from, cut, end int) bool {
	toks := si.st.toks
	quoted := x.motionQuoted(si)
	returns := func(a, b int) bool {
		return slices.ContainsFunc(toks[a:b], func(t rutext.Token) bool {
			return t.Kind == rutext.Word && t.Quoted == quoted && x.r.MatchWord(x.v.returnVerbs, t)
		})
	}
	if returns(from, cut) || !returns(cut, end) {
		return false
	}
	goalIn := func(a, b int) bool {
		return slices.ContainsFunc(si.places, func(p PlaceMention) bool {
			return p.Goal && !p.implied && p.Start >= toks[a].Start && p.End <= toks[b-1].End
		})
	}
	// Not a return to the place just left («выехал из Москвы и в июле
	// вернулся в Москву»): the way out went somewhere.
	return goalIn(from, cut) && goalIn(cut, end)
}

// relativePlaceWords open a clause about the place named before them
// («…проживал в Баку, откуда в марте выбыл в Тифлис»).
var relativePlaceWords = map[string]bool{"где": true, "куда": true, "откуда": true}

// markRoute marks the places a gerund phrase names as stops of a route
// («Прибыл, проделав путь поездом через Москву до Нижнего Новгорода…»):
// the phrase runs from the gerund to the next comma when a finite verb
// follows it, else to the end of the clause. A clause with a route but no
// verb at all («Отсюда поездом через Ферганскую долину в Андижан, потом
// верхом в Ош») is a journey too: the places it passes through are a route.
func (x *extraction) markRoute(u *sentInfo) {
	if !slices.ContainsFunc(u.places, func(p PlaceMention) bool { return p.Goal || p.Role == RoleVia || p.Role == RoleOrigin }) {
		return // no journey to describe
	}
	// «пароходом до Самары, а оттуда по железной дороге в Оренбург»: a
	// stage of a route the journey goes on from is a stop on the way; a
	// destination with its own «в/на» («уехал в Швецию, а оттуда в
	// Германию») is where the first leg went, an event of its own.
	for k, p := range u.places {
		if !p.implied || p.Role != RoleOrigin || k == 0 {
			continue
		}
		q := &u.places[k-1]
		// Only a goal reached onward, not a stop passed through on the
		// way to none named («а оттуда через Иркутск на запад»): the
		// destination named stays where the journey got to.
		onward := slices.ContainsFunc(u.places[k+1:], func(n PlaceMention) bool { return n.Role != RoleVia && (n.Goal || n.Role == RoleDestination) })
		if !q.implied && q.prep == "до" && q.Place.ID == p.Place.ID && (q.Goal || q.Role == RoleDestination) && onward {
			q.route = true
		}
	}
	toks := u.st.toks
	for k := range u.places {
		// «тысячи вёрст по Сибири», «сотни миль по степи»: a land a
		// distance is covered over is the way, not a stop.
		p := &u.places[k]
		if p.prep != "по" || p.Role != RoleLocation {
			continue
		}
		j := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
		for j > 0 && toks[j-1].Norm != "по" && toks[j-1].Kind == rutext.Word && x.r.IsAdjective(toks[j-1]) {
			j-- // «по всей Западной Сибири»
		}
		if j >= 2 && toks[j-1].Norm == "по" && x.r.Vocabulary().IsDistanceNoun(toks[j-2].Norm) {
			p.route = true
		}
	}
	verb := false
	for k, t := range toks {
		if k > 0 && toks[k-1].Norm == "," && x.r.Vocabulary().IsPlaceRelative(t.Norm) {
			break // «а оттуда в Москву, где его принял царь»: the place's own clause
		}
		verb = verb || x.r.IsFiniteVerb(t)
	}
	mark := func(from, to int) {
		for k := range u.places {
			if p := &u.places[k]; p.Start >= from && p.End <= to && p.Role != RoleOrganisation {
				p.route = true
			}
		}
	}
	for k, t := range toks {
		if t.Kind != rutext.Word || !x.r.IsGerund(t) || x.r.MatchWord(x.v.settleVerbs, t) || x.r.MatchWord(x.v.callGerunds, t) || x.v.studyEndGerunds[t.Norm] {
			// «вернулся в Литву, поселившись в Вильне»: settling is where
			// the journey ends, not a way through; «заходя то в Либаву, то
			// в Поланген»: each call is a stop; «окончив курс Керченской
			// гимназии»: the school finished is where one studied.
			continue
		}
		end := toks[len(toks)-1].End
		for j := k + 1; j < len(toks); j++ {
			if toks[j].Norm != "," {
				continue
			}
			for _, f := range toks[j+1:] {
				if x.r.IsFiniteVerb(f) {
					end = toks[j].Start
					break
				}
			}
			if end != toks[len(toks)-1].End {
				break
			}
		}
		if x.r.IsPerfectiveGerund(t) && x.motionVerb(t) && end != toks[len(toks)-1].End {
			// «Приехав в Париж, он заболел», «Вернувшись в Тверь, занялся
			// торговлей»: the journey ended where the clause goes on; only
			// the places it passed through are a route.
			for k := range u.places {
				if p := &u.places[k]; p.Start >= t.Start && p.End <= end && p.Role == RoleVia {
					p.route = true
				}
			}
			continue
		}
		mark(t.Start, end)
	}
	if !verb {
		var origin, goals int
		last := -1
		for k, p := range u.places {
			switch {
			case p.Role == RoleOrigin:
				origin++
			case p.Goal || p.Role == RoleVia:
				goals++
				last = k
			}
		}
		if origin > 0 && goals > 0 && !x.messageRoute(u) {
			u.verbless = true
			for k := range u.places {
				// A leg's destination with its own «в/на» («поездом в
				// Андижан, потом верхом в Ош») is an event of its own.
				if p := u.places[k]; k != last && (p.Role == RoleVia || p.Goal && p.prep == "до") {
					u.places[k].route = true
				}
			}
		}
	}
}

// cueType is the event type the cue words of a whole sentence give, "" when
// it has none.
func (x *extraction) cueType(si *sentInfo) string {
	var weights typeWeights
	for k, t := range si.st.toks {
		if t.Kind != rutext.Word || t.Title {
			continue
		}
		w := x.v.cuesAt(&si.st, k)
		if x.motionVerb(t) && x.governsDirection(si, k) {
			// «собрались в Джизаке и вышли в степь»: a march, in whichever
			// clause the verb stands.
			w = x.dropWeakReadingsOfMotion(si, k, w)
		}
		weights.add(w)
	}
	return weights.best("")
}

// start is the offset of the unit's first token.
func (si *sentInfo) start() int {
	if len(si.st.toks) > 0 {
		return si.st.toks[0].Start
	}
	return si.st.s.Start
}

// yearHint is the year the sentence speaks of, for historical names.
func (si *sentInfo) yearHint() int {
	if len(si.dates) > 0 {
		d := si.dates[0].When.Interval()
		if !d.Earliest.IsZero() {
			return d.Earliest.Year
		}
		return d.Latest.Year
	}
	return si.ctxBefore.year()
}

// markApposition flags the mentions that the next one narrows down: «в
// Англию, в Лондон» – a comma, then the same preposition again.
func (x *extraction) markApposition(si *sentInfo) {
	for k := 0; k+1 < len(si.places); k++ {
		p, q := &si.places[k], si.places[k+1]
		if p.End > q.Start {
			continue
		}
		between := strings.Fields(strings.ReplaceAll(string(x.rs[p.End:q.Start]), ",", " , "))
		if k > 0 && p.qualifier && p.prep == "" && isArea(q.Place) && !isArea(si.places[k-1].Place) && si.places[k-1].prep != "" &&
			len(between) == 2 && between[0] == "," && rutext.Norm(between[1]) == si.places[k-1].prep && !x.listGoesOn(si, k+1) && toldInside(q.Place, si.places[k-1].Place) {
			// «в Кварели Телавского уезда, в Кахетии»: the land after the
			// town's own province says, as the province does, where the
			// town lies.
			si.places[k+1].qualifier = true
			continue
		}
		if !isArea(p.Place) && isArea(q.Place) && strings.TrimSpace(string(x.rs[p.End:q.Start])) == "(" && q.End < len(x.rs) && x.rs[q.End] == ')' {
			// «в Нерви (Италия)», «в г. Дрездене (Саксония)»: the land in
			// brackets after the town only says where the town lies.
			si.places[k+1].qualifier = true
			continue
		}
		if p.prep == "" {
			continue
		}
		if town(p.Place) && town(q.Place) && p.Place.ID != q.Place.ID {
			// «в Клину, в Твери и в Торжке»: two towns are a list.
			continue
		}
		if !isArea(p.Place) && isArea(q.Place) {
			// «в Куоккале, в Финляндии»: the land after the town only says
			// where the town lies, unless it goes on a list («в Берлине, в
			// Германии и во Франции»).
			if len(between) >= 2 && between[0] == "," && rutext.Norm(between[1]) == p.prep && !x.listGoesOn(si, k+1) &&
				(len(between) == 2 || len(between) <= 3 && x.adjectivesOnly(si, between[2:], toldInside(q.Place, p.Place))) {
				// «в Закопане, в австрийскую Галицию»: so with the land's
				// adjective, when the land may hold the town.
				si.places[k+1].qualifier = true
				x.lastIsTown(si.places[k], si.places[k+1])
			}
			continue
		}
		if len(between) == 2 && between[0] == "," && (rutext.Norm(between[1]) == p.prep || q.prep != "" && toldInside(p.Place, q.Place)) ||
			len(between) > 2 && isArea(p.Place) && x.appositive(si, *p, q) {
			// «в Англию, в Лондон», «на Кавказ, в Тифлис», «в Якутскую
			// обл., в г. Верхоянск»: the second narrows the first down.
			p.refined = true
		} else if len(between) == 2 && between[0] == "," && q.prep != "" && rutext.Norm(between[1]) == q.prep && landWithin(q.Place, p.Place) && !x.listGoesOn(si, k+1) {
			// «в Карпаты, на Гуцульщину», «на Кавказ, в Кахетию»: a smaller
			// land inside the first, named with its own preposition,
			// narrows it down too.
			p.refined = true
		}
	}
	x.markListedTowns(si)
}

// lastIsTown makes town the last place named and where the text is, for
// «там», «оттуда» in the sentences after, when land was, now that land
// only says where town lies («перебрался в Закопане, в Галицию. Там…»).
func (x *extraction) lastIsTown(town, land PlaceMention) {
	same := func(p *PlaceMention) bool { return p != nil && p.Start == land.Start && p.End == land.End }
	if same(x.lastNamed) {
		t := town
		x.lastNamed = &t
	}
	if same(x.lastWhere) {
		t := town
		x.lastWhere = &t
	}
}

// adjectivesOnly reports whether words are lower-case adjectives
// («австрийскую»), and inside holds.
func (x *extraction) adjectivesOnly(si *sentInfo, words []string, inside bool) bool {
	if !inside {
		return false
	}
	for _, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsLower(r) {
			return false
		}
		k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Text == w })
		if k < 0 || !x.r.IsAdjective(si.st.toks[k]) {
			return false
		}
	}
	return true
}

// listGoesOn reports whether the place mention k of si is followed by
// another joined to it by a comma or a conjunction of a list, with only
// prepositions between.
func (x *extraction) listGoesOn(si *sentInfo, k int) bool {
	if k+1 >= len(si.places) || si.places[k].End > si.places[k+1].Start {
		return false
	}
	between := strings.Fields(strings.ReplaceAll(string(x.rs[si.places[k].End:si.places[k+1].Start]), ",", " , "))
	if len(between) == 0 || len(between) > 3 {
		return false
	}
	return between[0] == "," || x.r.Vocabulary().IsListConj(rutext.Norm(between[0]))
}

// town reports whether p is a city or a village: no town narrows another
// down.
func town(p gazetteer.Place) bool {
	return p.Kind == gazetteer.KindCity || p.Kind == gazetteer.KindVillage
}

// markListedTowns flags the lands a colon's list of settlements narrows
// down («гостила в Галиции и Буковине: Львов, Черновцы, Кимполунг»): what
// happens, happens at each town, not in the lands. Between the lands and
// the colon stand only other lands and the words of a list.
func (x *extraction) markListedTowns(si *sentInfo) {
	toks := si.st.toks
	rv := x.r.Vocabulary()
	for k := range si.places {
		p := &si.places[k]
		if !isArea(p.Place) || p.prep == "" || p.refined {
			continue
		}
		colon := -1
		for j, t := range toks {
			if t.Start < p.End {
				continue
			}
			if t.Norm == ":" {
				colon = j
				break
			}
			inPlace := slices.ContainsFunc(si.places, func(q PlaceMention) bool {
				return isArea(q.Place) && t.Start >= q.Start && t.End <= q.End
			})
			if !inPlace && t.Norm != "," && !rv.IsListConj(t.Norm) && !(t.Kind == rutext.Word && x.r.IsAdjective(t)) {
				break
			}
		}
		if colon < 0 {
			continue
		}
		// The first place after the colon, right after it, is a settlement.
		for _, q := range si.places {
			if q.Start < toks[colon].End {
				continue
			}
			if (q.Place.Kind == gazetteer.KindCity || q.Place.Kind == gazetteer.KindVillage) && colon+1 < len(toks) && toks[colon+1].Start == q.Start {
				p.refined = true
			}
			break
		}
	}
}

// seenFromAfar reports whether the place at tokens [k, end) is only seen:
// after a sight verb, perhaps past a sight noun and its preposition,
// adjectives, the name's own adjective, the seer and words of distance
// («увидели берег Бразилии», «показался гористый берег Японии», «открылся
// вид на Везувий», «увидели мы Варну», «показался вдали Саратов»); or,
// named as a subject with no preposition, right before a form saying it
// comes into view («Петербург был виден с фортов»).
func (x *extraction) seenFromAfar(toks []rutext.Token, k, end int) bool {
	j := k - 1
	noun := false
	for j >= 0 && j >= k-5 {
		t := toks[j]
		switch {
		case t.Kind != rutext.Word:
			return false
		case x.r.MatchWord(x.v.sightVerbs, t):
			return true
		case x.v.sightFillers[t.Norm]:
		case !noun && x.r.MatchWord(x.v.sightNouns, t):
			noun = true
		case !noun && t.Norm == "на" && j > 0 && x.r.MatchWord(x.v.sightNouns, toks[j-1]):
		case !t.Upper && !t.Title && x.r.IsAdjective(t):
		default:
			return false
		}
		j--
	}
	if k > 0 && x.r.IsPreposition(toks[k-1]) {
		return false
	}
	for j = end; j < len(toks) && j < end+3 && toks[j].Kind == rutext.Word; j++ {
		if x.r.MatchWord(x.v.sightAfter, toks[j]) {
			return true
		}
		if !x.v.sightFillers[toks[j].Norm] {
			return false
		}
	}
	return false
}

// reachedUnnamed reports whether the sentence, after a place seen that
// ends at token end, tells an arrival that names no place («показался
// вдали Симбирск …; пришли в сумерки»): the travellers reach what they saw.
func (x *extraction) reachedUnnamed(toks []rutext.Token, end int, spotted []rutext.Mention) bool {
	for j := end; j < len(toks); j++ {
		if !x.r.MatchWord(x.v.arrivalVerbs, toks[j]) {
			continue
		}
		for _, m := range spotted {
			if m.From > j && m.Refused == "" {
				return false
			}
		}
		return true
	}
	return false
}

// distanceLeftTo reports whether the place at tokens [from, to) follows
// «до» and comes before, in the same clause, a word of what remains or a
// measure of way («до Тобольска оставалось ещё двести вёрст»): the way is
// measured to it, it is not reached. A measure after «в», «за» or
// «через» is the time or way the journey took.
func (x *extraction) distanceLeftTo(toks []rutext.Token, from, to int) bool {
	if from == 0 || toks[from-1].Norm != "до" {
		return false
	}
	for j := to; j < len(toks) && j < to+6 && toks[j].Kind == rutext.Word; j++ {
		if x.v.spanPreps[toks[j].Norm] {
			// «доехали до Иркутска в пять дней», «за три перехода»: how
			// long the way took, the place reached.
			return false
		}
		if x.r.MatchWord(x.v.distanceLeft, toks[j]) {
			return true
		}
	}
	return false
}

// journeyNounOrigin reports whether the place at tokens [from, to) is
// only where a journey told by a noun started («Побег из Сибири занял
// полгода»): after a journey noun and «из», «от» or «с», in a sentence
// with no verb of motion and no place after it to go to.
func (x *extraction) journeyNounOrigin(toks []rutext.Token, from, to int, spotted []rutext.Mention) bool {
	if from < 2 || !x.v.journeyFrom[toks[from-1].Norm] || !x.r.MatchWord(x.v.journeyNouns, toks[from-2]) {
		return false
	}
	if from > 2 && x.r.IsPreposition(toks[from-3]) {
		return false // «двинулась в поход из Ходжента»: the verb's own start
	}
	if slices.ContainsFunc(toks, func(t rutext.Token) bool { return t.Kind == rutext.Word && x.motionVerb(t) }) {
		return false
	}
	return !slices.ContainsFunc(spotted, func(m rutext.Mention) bool { return m.From >= to && m.Refused == "" })
}

// bodyActsOnAbsent reports whether the place adjective at tokens [from,
// to) names a body that, as the subject, elects, expels or awards the
// person («Гаагский конгресс исключил его», «Петербургская академия наук
// избрала его»): with no preposition before it, a verb of remote_act_verbs
// within the next four words and a pronoun object right after the verb.
// A gathering («Гаагский конгресс») happens at its town and is excluded.
func (x *extraction) bodyActsOnAbsent(toks []rutext.Token, from, to int) bool {
	return x.bodyActsOn(toks, from, to, false)
}

// bodyActsOn is bodyActsOnAbsent; with gatherings, a gathering so named
// («Гаагский конгресс исключил его») counts too: it happens at its town,
// but the person it acts on need not be there.
func (x *extraction) bodyActsOn(toks []rutext.Token, from, to int, gatherings bool) bool {
	if !x.r.IsAdjective(toks[to-1]) || from > 0 && x.r.IsPreposition(toks[from-1]) {
		return false
	}
	for j := to; j < len(toks) && j < to+5 && toks[j].Kind == rutext.Word; j++ {
		if !gatherings && x.r.MatchWord(x.v.gatherings, toks[j]) {
			return false // «Гаагский конгресс»: a gathering happens at its town
		}
		if x.r.MatchWord(x.v.remoteActVerbs, toks[j]) {
			return j+1 < len(toks) && x.v.remoteActObjects[toks[j+1].Norm]
		}
	}
	return false
}

// actsOnPerson reports whether place p of clause si is the adjective of
// a body that elects, expels or awards the person as its object
// (bodyActsOn, gatherings included).
func (x *extraction) actsOnPerson(si *sentInfo, p PlaceMention) bool {
	toks := si.st.toks
	from := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
	to := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.End == p.End })
	return from >= 0 && to >= from && x.bodyActsOn(toks, from, to+1, true)
}

// wireSource reports whether the place at tokens [from, to) is where news
// is wired from, after «из»: with an impersonal verb of reporting right
// after it or right before «из» («Из Сайгона сообщают», «Как
// телеграфируют из Парижа»), or after a noun of news and «по» («По
// сведениям из Токио»).
func (x *extraction) wireSource(toks []rutext.Token, from, to int) bool {
	k := from - 1
	if k < 0 || !x.v.wirePrepositions[toks[k].Norm] {
		return false
	}
	wire := func(j int) bool {
		// The form as written: a named sender («доносил из Парижа»)
		// writes where he is.
		return j >= 0 && j < len(toks) && toks[j].Kind == rutext.Word && x.v.wireVerbs.Match(toks[j].Norm)
	}
	after := to
	for after < len(toks) && (toks[after].Norm == "," || toks[after].Norm == ":") {
		after++
	}
	if wire(after) && (after == to || after == to+1) || wire(k-1) {
		return true
	}
	return k >= 2 && toks[k-2].Norm == "по" && x.r.MatchWord(x.v.newsNouns, toks[k-1])
}

// resolvePlaces geocodes the sentence's toponym candidates. Candidates
// inside a date («Весной») and persons the document names elsewhere («к
// Чехову») are skipped; a place right after a verb of leaving is where the
// movement starts («покинул Петербург»).
func (x *extraction) resolvePlaces(g Geocoder, i int, si *sentInfo) error {
	opt := x.spotOptions()
	// A section's heading («II. Триполье.») names the places the section
	// tells of, as an entry's heading does.
	opt.Heading = si.headingShape || si.sectionHead
	opt.Dated = si.headingShape
	spotted := x.r.Spot(si.st.toks, opt)
	for _, m := range spotted {
		if m.Refused == rutext.RefusedState && (x.territoryLeftOrReached(si, &m) || x.territoryNamed(si, &m)) {
			m.Refused = "" // «приехавшая в Швецию из России»: the territory
		}
		if m.Refused == rutext.RefusedTitle && m.QuotedPlace {
			m.Refused, m.Building = "", true // a landmark of the quoted name, or nothing
		}
		if m.Refused != "" || si.inDate(m.Start, m.End) {
			continue
		}
		if m.Role == RoleMention && m.From > 0 && x.r.MatchWord(x.v.leaveVerbs, si.st.toks[m.From-1]) {
			m.Role, m.Bare = RoleOrigin, false
		}
		if m.Native && m.Role == RoleTopic && x.statedAge(si.st.toks) > 0 {
			// «Сомов, 22 лет, уроженец местечка Шклов»: a birthplace told
			// with the person's age is where a birth is dated (bornByAge).
			m.Role, m.Bare = RoleLocation, false
		}
		if m.Role != RoleOrganisation && x.r.AboutPerson(si.st.toks, m.From) {
			m.Role, m.Bare = RoleReference, false // a person's past, told in passing
		}
		p, ok, err := x.resolve(g, m, si.yearHint())
		if ok && x.farFetched[m.Start] {
			ok = false // «Меркет» of Xinjiang is no Marquette of Michigan
		}
		if ok && m.QuotedPlace && !x.inNamedTown(si, p.Place) {
			ok = false // «в «Колизее»» of Tashkent is no Colosseum of Rome
		}
		if ok && m.Lower && !x.derivedFromPlace(si.st.toks[m.From], p, m.Locative) {
			ok = false // «на морской берег» is not Moriya's
		}
		if ok && m.Lower && p.Place.Kind == gazetteer.KindCountry && x.officialOfLand(si.st.toks, m) {
			// «покушение на жизнь финляндского генерал-губернатора»: a land
			// that is a country today, named by the title of him who
			// governed it, in a genitive of what was done to him or by his
			// order, says whose office it was, not where the deed was done.
			p.Role = RoleTopic
		}
		if err != nil {
			return err
		}
		if ok && x.seenFromAfar(si.st.toks, m.From, m.To) {
			// «показался вдали Саратов; к вечеру пришли»: reached after all.
			if !x.reachedUnnamed(si.st.toks, m.To, spotted) {
				p.Role, p.distant = RoleReference, true
			} else {
				p.reached = true
			}
		}
		if ok && x.distanceLeftTo(si.st.toks, m.From, m.To) {
			p.Role, p.distant = RoleReference, true
		}
		if ok && x.journeyNounOrigin(si.st.toks, m.From, m.To, spotted) {
			p.Role, p.distant = RoleReference, true
		}
		if ok && m.To < len(si.st.toks) && x.r.IsAdjective(si.st.toks[m.To-1]) && x.r.MatchWord(x.v.warNouns, si.st.toks[m.To]) {
			p.Role, p.distant = RoleReference, true // «Крымская война»: the war's theatre
		}
		if ok && m.From > 0 && x.v.compassFrom[si.st.toks[m.From-1].Norm] {
			p.Role, p.distant = RoleReference, true // «севернее Архангельска»
		}
		if ok && x.bodyActsOnAbsent(si.st.toks, m.From, m.To) {
			p.Role, p.distant = RoleReference, true // «Гаагский конгресс исключил его»
		}
		if ok && p.Role == RoleOrigin && !m.Adjective && x.r.OthersOrigin(si.st.toks, m.From) {
			p.whose = true // «с приехавшим из России Нечаевым»: whence another came
		}
		if ok && m.From >= 2 && slices.Contains([]string{"в", "во", "на"}, si.st.toks[m.From-1].Norm) && x.v.toldJourney(&si.st, m.From-2) {
			p.Role, p.bare = RoleTopic, false // «вспоминал свою поездку в Париж»: a journey told of
		}
		if ok && x.wireSource(si.st.toks, m.From, m.To) {
			p.Role, p.bare = RoleTopic, false // the report's source, not where it happens
			si.relayed = true
		}
		if ok && p.prep == "мимо" && isSettlement(p.Place) && p.Place.Kind != gazetteer.KindLandmark && (townPassedBy(x, si.st.toks, m.From) || x.passedListGoesOn(si, p)) {
			// «шли мимо Смирны», «прошла мимо Сингапура, не заходя в
			// порт»: a town passed by is a stop of the route, as one
			// «через» it is (GOLD-CONVENTIONS: visits and places passed
			// by); a land, an island or a coast passed by stays a reference.
			p.Role, p.distant, p.Goal, p.Static = RoleVia, false, true, false
		}
		if ok && p.Place.Water() && m.Prep == "" && x.crossedObject(si.st.toks, m.From) {
			ok = false // «переплыли Каспий в Красноводск»: the line of the route
		}
		if ok {
			p.Sentence = i
			si.places = append(si.places, p)
		}
	}
	x.dropWaterOnTheWay(si)
	if err := x.situatePlaces(g, i, si, spotted); err != nil {
		return err
	}
	x.dropCommonVillageNames(si)
	if err := x.qualifiedPlaces(g, si); err != nil {
		return err
	}
	x.rememberReadings(si)
	for k := range si.places {
		if p := &si.places[k]; x.namesUnit(si, *p) {
			// «поступил вольноопределяющимся в Нежинский полк»: a unit
			// bears its town's name wherever it serves; the town is no
			// goal and nothing happens there.
			p.Role, p.Goal, p.Static = RoleReference, false, false
		}
	}
	x.districtsOfUnplaced(si)
	x.stopsPassedAndStayed(si)
	x.impliedPlaces(i, si)
	si.namedSubjects()
	x.markApposition(si)
	// A toponym context the gazetteer could not resolve («на Сахалин») is
	// no person's name unless the document names that person elsewhere.
	si.unresolved = map[int]bool{}
	for _, m := range spotted {
		if m.Refused != "" || m.Namesake {
			continue // a namesake the gazetteer does not place is the person
		}
		if m.Bare {
			// A bare word is a person's name unless it names a river the
			// context reads as a route's line («спустились Волгой»).
			water, err := x.namesWater(g, m, si.yearHint())
			if err != nil {
				return err
			}
			if !water {
				continue
			}
		}
		resolved := false
		for _, p := range si.places {
			if !p.implied && p.Start < m.End && m.Start < p.End {
				resolved = true
			}
		}
		if resolved {
			continue
		}
		for k := m.From; k < m.To; k++ {
			si.unresolved[si.st.toks[k].Start] = true
		}
		// A name after a feature noun («с островом Гогланд») is a place
		// whatever its role.
		if (placedRole(m.Role) || m.Feature) && !m.Adjective && si.st.toks[m.From].Upper && !x.persons.Has(m.Text) {
			si.unplaced = append(si.unplaced, [2]int{m.Start, m.End})
			x.provinceStandsFor(si, m)
		}
		if m.Role == RoleOrigin && !x.persons.Has(m.Text) {
			si.unresolvedOrigin = true
			if si.unresolvedFrom == nil {
				si.unresolvedFrom = map[int]bool{}
			}
			for k := m.From; k < m.To; k++ {
				si.unresolvedFrom[si.st.toks[k].Start] = true
			}
		}
	}
	return nil
}

// districtsOfUnplaced makes a reference of each district, province or
// land that follows, in a chain, a settlement's noun and a name the
// gazetteer could not place, in a birth's clause («родился в с. Милюково
// Сычёвского у. Смоленской губ.», «в деревне Ожкабаляй Сувалкской
// губернии») or a reference work's opening bracket of life dates («[17
// февр. 1846, с. Милюково Сычёвского у. Смоленской губ. — …]»): it only
// says where the birthplace lies (testdata/corpus/README.md: a place
// mentioned as a reference is no event's main place); the birth happened at the
// village, which the map cannot show, and the province is no place the
// person was at. The chain may be a list, its commas carrying the
// preposition over («в дер. Гиммасте, Дерптского у.»), and the bracket of
// life dates a round one with the dash inside, where the name after the
// date's comma needs no settlement's noun («(24 сентября 1856,
// Мартыновка, Каневский уезд, Киевская губерния — …)»). A settlement
// reached, bought or lived at keeps its province in its stead
// (qualifiedPlaces).
func (x *extraction) districtsOfUnplaced(si *sentInfo) {
	toks := si.st.toks
	rv := x.r.Vocabulary()
	birth := slices.ContainsFunc(toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.birthWords, t)
	})
	// bracket: the word at k stands in an opening bracket of life dates,
	// square, or round with the dash between birth and death inside
	// («(24 сентября 1856, Мартыновка, Каневский уезд — 2 марта 1889,
	// …)»); a round bracket nested in it («3 (15) окт.») is passed over.
	bracket := func(k int) bool {
		depth := 0
		for j := k - 1; j >= 0; j-- {
			switch toks[j].Text {
			case "]":
				return false
			case "[":
				return true
			case ")":
				depth++
			case "(":
				if depth > 0 {
					depth--
					continue
				}
				inner := 0
				for i := j + 1; i < len(toks); i++ {
					switch toks[i].Text {
					case "(":
						inner++
					case ")":
						if inner == 0 {
							return false
						}
						inner--
					case "—", "–":
						if inner == 0 {
							return true
						}
					}
				}
				return false
			}
		}
		return false
	}
	tokAt := func(start int) int {
		return slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == start })
	}
	placed := func(k int) *PlaceMention {
		for j := range si.places {
			if p := &si.places[j]; toks[k].Start >= p.Start && toks[k].End <= p.End {
				return p
			}
		}
		return nil
	}
	for j := range si.places {
		p := &si.places[j]
		k := tokAt(p.Start) - 1
		// A preposition a list carries over to it («в дер. Гиммасте,
		// Дерптского у.») is not its own.
		if !isArea(p.Place) || p.implied || p.prep != "" && !(k >= 0 && toks[k].Norm == ",") {
			continue
		}
		// Back over the districts before it and their full stops.
		for k >= 0 && (toks[k].Norm == "." || toks[k].Norm == "," || placed(k) != nil && isArea(placed(k).Place) && placed(k).prep == "") {
			k--
		}
		names := 0
		for k >= 0 && names < 3 && toks[k].Kind == rutext.Word && !toks[k].Quoted && toks[k].Text != strings.ToLower(toks[k].Text) && placed(k) == nil {
			names++
			k--
		}
		if names == 0 {
			continue
		}
		if k >= 0 && toks[k].Norm == "." {
			k--
		}
		if k >= 0 && toks[k].Kind == rutext.Word && rv.IsSettlementNoun(toks[k].Norm) && (birth || bracket(k)) {
			p.Role, p.distant = RoleReference, true
		}
		// In a bracket of life dates, the name after the date's comma
		// names the settlement with no noun before it («(24 сентября
		// 1856, Мартыновка, Каневский уезд, Киевская губерния — …)»).
		if k >= 0 && toks[k].Norm == "," && bracket(k) {
			p.Role, p.distant = RoleReference, true
		}
	}
}

// provinceStandsFor gives the province named right after a settlement the
// gazetteer could not place («выслан в дер. Кокушкино Казанской губ.») the
// settlement's role: the journey went there, as near as the map can say.
func (x *extraction) provinceStandsFor(si *sentInfo, m rutext.Mention) {
	for k := range si.places {
		p := &si.places[k]
		if p.implied || p.Start < m.End || p.Role != RoleMention || p.Place.Kind != gazetteer.KindRegion || strings.TrimSpace(string(x.rs[m.End:p.Start])) != "" {
			continue
		}
		p.Role, p.prep, p.Goal, p.Static = m.Role, m.Prep, x.r.Goal(m, m.Text), x.r.Static(m, m.Text)
		return
	}
}

// namesWater reports whether the likeliest reading of a mention's name
// alone is a river, lake or sea.
func (x *extraction) namesWater(g Geocoder, m rutext.Mention, year int) (bool, error) {
	cands, err := x.geocode(g, m.Query, year)
	if err != nil || len(cands) == 0 {
		return false, err
	}
	return cands[0].Place.Water(), nil
}

// impliedPlaces adds the places the sentence names by deictic words («здесь»
// is the paragraph's heading place, «оттуда» the last place named) and
// keeps track of the last place named.
func (x *extraction) impliedPlaces(i int, si *sentInfo) {
	rv := x.r.Vocabulary()
	named := si.places
	var out []PlaceMention
	last, where := x.lastNamed, x.lastWhere
	// thither: the last place named that is not a leg's origin, for
	// «туда» (no leg goes from a place to itself: «из Перми прибыл туда»).
	thither := last
	quotedGoal := func(p PlaceMention) bool {
		if !p.Goal && p.Role != RoleDestination {
			return false
		}
		if slices.ContainsFunc(si.dates, func(d DateMention) bool { return d.inPlan() && d.plan[0] <= p.Start && p.Start < d.plan[1] }) {
			return true // «писала, что в июне уедет в Самару. Здесь…»
		}
		k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start == p.Start })
		return k >= 0 && si.st.toks[k].Quoted
	}
	// A place left from after the sentence has put its person somewhere
	// («переселился в Петербург из Вильны; здесь…», «переселился туда из
	// Вильны; здесь…») is not where «здесь» is: the person is no longer
	// there. «Оттуда» still reaches it.
	leftBehind := func(p PlaceMention, where *PlaceMention) bool {
		return p.Role == RoleOrigin && where != nil && where.Sentence == i && where.Role != RoleOrigin
	}
	// Nor is a place left from in the same sentence as «сюда», «здесь»
	// after it («из Екатеринослава сюда переехал штаб»): the journey
	// ends here, away from it.
	hereAfter := func(p PlaceMention) bool {
		return p.Role == RoleOrigin && slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
			d, ok := rv.Deictic(t.Norm)
			return ok && d.Here && d.Noun == "" && t.Kind == rutext.Word && t.Start > p.Start
		})
	}
	// source is the place a relayed report comes from («Из Берлина
	// телеграфируют, что…»): its «там», «туда», «оттуда» point there, not
	// at the dateline, unless the report names another place first.
	var source *PlaceMention
	n := 0
	for _, t := range si.st.toks {
		for n < len(named) && named[n].Start <= t.Start {
			p := named[n]
			switch {
			case p.Role == RoleTopic:
				if si.relayed && !p.implied {
					source = &p
				}
			case p.Role != RoleReference && p.Role != RoleOrganisation && !p.qualifier && !(last != nil && mayContain(p.Place, last.Place) && !(last.Role == RoleOrigin && last.Sentence == i && (p.Goal || p.Role == RoleDestination))):
				// Not a province that says where the place before lies
				// («в Михайловское, имение в Псковской губернии, куда…»);
				// a goal after the origin it may hold is no such word
				// («из Москвы … уехать во Владимирскую губернию — туда,
				// где…»).
				last = &p
				if p.Role != RoleOrigin {
					thither = &p
				}
				if !quotedGoal(p) && !leftBehind(p, where) && !hereAfter(p) {
					where = &p
				}
			case p.Role == RoleReference && last != nil && last.Sentence == i && isArea(last.Place) && !isArea(p.Place) && mayContain(last.Place, p.Place):
				// «в Швейцарию и поселился в Кастаньоле близ Лугано.
				// Здесь…»: the nearer point of the same sentence.
				last, where = &p, &p
			}
			out = append(out, p)
			n++
		}
		d, ok := rv.Deictic(t.Norm)
		if !ok || t.Kind != rutext.Word {
			continue
		}
		if d.Noun != "" {
			if p, ok := x.nounDeixis(i, si, d, out, t, last); ok {
				out = append(out, p)
			}
			continue
		}
		ref := last
		if t.Norm == "туда" && d.Role == RoleDestination && last != nil && last.Role == RoleOrigin && last.Sentence == i && thither != nil && thither.Place.ID != last.Place.ID {
			ref = thither
		}
		if !d.Here && d.Role == RoleLocation && last != nil && last.Role == RoleOrigin && last.Sentence == i && thither != nil && thither.Sentence == i && thither.Place.ID != last.Place.ID {
			// «перебрался в Балту, где пути сходились с дорогою из Киева,
			// и прожил там…»: the place left, or another's origin, named
			// after the goal of the same sentence is not where «там» is.
			ref = thither
		}
		if !d.Here && source != nil && (last == nil || last.Sentence != i || last.Start < source.Start) {
			ref = source
		}
		if d.Here && x.here != nil {
			ref = x.here
		} else if d.Here && where != nil {
			ref = where
		}
		if s, ok := x.senderPlace(si, named, t); ok && d.Here {
			// «Телеграмма нагасакского консула: «Гершуни прибыл сюда»»:
			// a message's «здесь» is where its sender writes from.
			ref = &s
		}
		if d.HeadingOnly && (x.here == nil || !x.headingOnlyAt(si.st.toks, t.Start)) {
			continue
		}
		if ref == nil || ref != x.here && ref.Sentence < x.entrySent {
			// A diary entry's «сюда» or «оттуда» never reaches back
			// past its own heading.
			continue
		}
		p := *ref
		p.Start, p.End, p.Text, p.Sentence = t.Start, t.End, t.Text, i
		p.Role, p.implied, p.refined, p.dateline, p.prep = d.Role, true, false, false, ""
		p.Goal, p.Static = d.Role == RoleDestination, d.Role == RoleLocation
		p.sender = ref != last && ref != x.here && ref != where
		out = append(out, p)
	}
	out = append(out, named[n:]...)
	if p, ok := x.atNarrators(i, si, named); ok {
		out = append(out, p)
		slices.SortStableFunc(out, func(a, b PlaceMention) int { return a.Start - b.Start })
	} else if p, ok := x.toPersonsPlace(i, si, named); ok {
		out = append(out, p)
		slices.SortStableFunc(out, func(a, b PlaceMention) int { return a.Start - b.Start })
	}
	for k := range named[n:] {
		if q := named[n+k]; q.Role != RoleReference && q.Role != RoleOrganisation && q.Role != RoleTopic && !q.qualifier {
			last = &named[n+k]
			if !quotedGoal(q) && !leftBehind(q, where) {
				where = &named[n+k]
			}
		}
	}
	if len(named) > 0 && !slices.ContainsFunc(named, func(p PlaceMention) bool { return p.Role != RoleReference && p.Role != RoleTopic }) &&
		slices.ContainsFunc(named, func(p PlaceMention) bool { return p.Role == RoleReference }) {
		// «…в отделение госпиталя на окраине Петербурга. Оттуда я и
		// бежал»: a sentence placed only near a place is at that place.
		last = &named[len(named)-1]
		where = last
	}
	si.places = out
	x.lastNamed, x.lastWhere = last, where
}

// senderPlace returns, for a word t inside a quotation, the place of the
// quotation's sender: the first place the sentence names before the
// quotation, outside it, in a clause with a message word (the town of
// the sender's title adjective, «нагасакского консула», or where the
// message comes from, «миссии в Берне», «доносил из Парижа»), not the
// seat of whom it is sent to («забайкальскому губернатору»).
func (x *extraction) senderPlace(si *sentInfo, named []PlaceMention, t rutext.Token) (PlaceMention, bool) {
	if !t.Quoted {
		return PlaceMention{}, false
	}
	toks := si.st.toks
	open := slices.IndexFunc(toks, func(u rutext.Token) bool { return u.Quoted })
	if open < 0 || toks[open].Start > t.Start || !slices.ContainsFunc(toks[:open], func(u rutext.Token) bool {
		return u.Kind == rutext.Word && x.r.MatchWord(x.v.messageWords, u)
	}) {
		return PlaceMention{}, false
	}
	for _, p := range named {
		if p.Start >= toks[open].Start {
			break
		}
		if p.implied || p.addressee || p.Role == RoleTopic || p.Role == RoleDestination || p.Goal {
			continue
		}
		k := slices.IndexFunc(toks, func(u rutext.Token) bool { return u.Start == p.Start })
		if k < 0 || p.prep == "" && !x.r.MayBeCase(toks[k], "gent") && !x.r.MayBeCase(toks[k], "nomn") {
			continue // a dative: the addressee's seat
		}
		return p, true
	}
	return PlaceMention{}, false
}

// atNarrators returns the place a clause names by the narrator's home («у
// меня», «ко мне», «у нас», «к нам») in a text told in the first person,
// when the sentence names no place but where someone came from: the
// heading's place, else
// where the narrator was last told to be.
func (x *extraction) atNarrators(i int, si *sentInfo, named []PlaceMention) (PlaceMention, bool) {
	if !x.firstPerson || slices.ContainsFunc(named, func(p PlaceMention) bool {
		return p.Role != RoleReference && p.Role != RoleTopic && p.Role != RoleOrigin && p.Role != RoleOrganisation
	}) {
		return PlaceMention{}, false
	}
	toks := si.st.toks
	for k := 1; k < len(toks); k++ {
		t := toks[k]
		if t.Quoted || t.Kind != rutext.Word {
			continue
		}
		role := RoleLocation
		switch prev := toks[k-1].Norm; {
		case prev == "у" && (t.Norm == "меня" || t.Norm == "нас"):
		case (prev == "к" || prev == "ко") && (t.Norm == "мне" || t.Norm == "нам"):
			role = RoleDestination
		default:
			continue
		}
		if role == RoleLocation && slices.ContainsFunc(named, func(p PlaceMention) bool { return p.Role == RoleOrigin }) &&
			slices.ContainsFunc(toks, func(t rutext.Token) bool { return !t.Quoted && x.motionVerb(t) }) {
			// «жил он у меня, приехав из Киева»: the way from the
			// place named ended at the narrator's.
			role = RoleDestination
		}
		ref := x.here
		if ref == nil {
			ref = x.narratorsPlace()
		}
		if ref == nil {
			return PlaceMention{}, false
		}
		p := *ref
		p.Start, p.End, p.Text, p.Sentence = toks[k-1].Start, t.End, si.st.span(k-1, k+1), i
		p.Role, p.implied, p.refined, p.dateline, p.prep = role, true, false, false, ""
		p.Goal, p.Static = role == RoleDestination, role == RoleLocation
		return p, true
	}
	return PlaceMention{}, false
}

// toPersonsPlace returns the place a visitor comes to when a clause names
// it only by the person visited («к нему приехал Сидоров из Киева», «к ней
// в гости приехала сестра»): where the person the text last told of was
// last told to be, when the sentence names no other goal and a verb of
// motion stands in it. The visitor, not that person, is the one who moves.
func (x *extraction) toPersonsPlace(i int, si *sentInfo, named []PlaceMention) (PlaceMention, bool) {
	if x.lastActor == "" || slices.ContainsFunc(named, func(p PlaceMention) bool {
		return p.Goal || p.Role == RoleDestination || p.Role == RoleLocation
	}) || !slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool { return !t.Quoted && x.motionVerb(t) }) {
		return PlaceMention{}, false
	}
	toks := si.st.toks
	for k := 1; k < len(toks); k++ {
		t := toks[k]
		if t.Quoted || t.Kind != rutext.Word || toks[k-1].Norm != "к" && toks[k-1].Norm != "ко" {
			continue
		}
		switch t.Norm {
		case "нему", "ней", "ним":
		default:
			continue
		}
		ref := x.lastPlace[x.lastActor]
		if ref == nil {
			return PlaceMention{}, false
		}
		p := *ref
		p.Start, p.End, p.Text, p.Sentence = toks[k-1].Start, t.End, si.st.span(k-1, k+1), i
		p.Role, p.implied, p.refined, p.dateline, p.prep = RoleDestination, true, false, false, ""
		p.Goal, p.Static = true, false
		return p, true
	}
	return PlaceMention{}, false
}

// narratorsPlace returns where the narrator was last told to be: not the
// goal of a clause without a verb of motion («отъезд в Пермь,
// надеюсь, откладывается»), which no one reached, but the place before it.
func (x *extraction) narratorsPlace() *PlaceMention {
	n := x.narrator()
	p := x.lastPlace[n]
	if p != nil && (p.Goal || p.Role == RoleDestination) && !slices.ContainsFunc(x.units, func(u *sentInfo) bool {
		return u.sent == p.Sentence && u.motion
	}) {
		return x.prevPlace[n]
	}
	return p
}

// lastNamedWhere returns the last place that is what want asks of sentence
// i's places so far (before), else of the places of the back sentences
// before it, the nearest first; nil when none is.
func (x *extraction) lastNamedWhere(i int, before []PlaceMention, back int, want func(PlaceMention) bool) *PlaceMention {
	for j := len(before) - 1; j >= 0; j-- {
		if want(before[j]) {
			return &before[j]
		}
	}
	for s := i - 1; s >= 0 && s >= i-back; s-- {
		ps := x.sents[s].places
		for j := len(ps) - 1; j >= 0; j-- {
			if want(ps[j]) {
				return &ps[j]
			}
		}
	}
	return nil
}

// maxFeatureBack is how many sentences back a feature's common noun
// («остров») looks for the feature it stands for.
const maxFeatureBack = 3

// nounDeixis returns the place a common noun of a settlement or a land
// stands for (rutext.NounTown, rutext.NounLand): «арестовали в ратуше» after
// «был уже в Лионе» happens in Lyon, «вступил в ханство» after «Хивинского
// ханства» in the khanate. A town noun in a sentence that has named no
// town before it (before is the sentence's places so far) takes the last
// town or village named in the previous sentence, else the heading's place; a land noun the last land the
// text named by the same noun. A noun with a name after it («в тюрьму
// Клерво»), inside a name, or after an adjective or a demonstrative («в
// губернский город», «в эту тюрьму») stands for nothing named here.
//
// A capital noun (rutext.NounCapital, «в столице») stands for the capital
// of the state that held the last place named (last, else the heading's)
// on the sentence's date; not with a genitive after it («столица ханства»).
func (x *extraction) nounDeixis(i int, si *sentInfo, d rutext.Deixis, before []PlaceMention, t rutext.Token, last *PlaceMention) (PlaceMention, bool) {
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(u rutext.Token) bool { return u.Start == t.Start })
	if k < 0 || k+1 < len(toks) && toks[k+1].Upper && toks[k+1].Kind == rutext.Word {
		return PlaceMention{}, false
	}
	if slices.ContainsFunc(si.places, func(p PlaceMention) bool { return !p.implied && p.Start <= t.Start && t.End <= p.End }) {
		return PlaceMention{}, false
	}
	// «взяли штурмом эту крепость»: a demonstrative with no preposition
	// before it points back to the town last named, as the bare noun does.
	pointsBack := k > 0 && x.v.demonstratives[toks[k-1].Norm] && (k < 2 || !x.r.IsPreposition(toks[k-2]))
	// «нашего города» in a town's history: the title's town, wherever
	// the text went before.
	ours := k > 0 && x.titleTown != nil && x.v.ourWords[toks[k-1].Norm]
	// «в том же городе», «в ту же крепость»: the same town as before.
	same := k >= 2 && toks[k-1].Norm == "же" && x.v.sameWords[toks[k-2].Norm]
	pointsBack = pointsBack || ours || same
	if k > 0 && toks[k-1].Kind == rutext.Word && !pointsBack && (x.r.Vocabulary().IsFunctionWord(toks[k-1].Norm) || x.r.IsAdjective(toks[k-1])) {
		// «в губернский город», «в эту тюрьму»: another town, or the
		// building the text spoke of, which the sentence before placed.
		return PlaceMention{}, false
	}
	usable := func(p PlaceMention) bool {
		return !p.implied && p.Role != RoleOrganisation && p.Role != RoleTopic && !p.whose
	}
	var ref *PlaceMention
	switch d.Noun {
	case rutext.NounCapital:
		if k+1 < len(toks) && toks[k+1].Kind == rutext.Word && (x.r.MayBeAdjective(toks[k+1]) || x.r.IsNounOnly(toks[k+1]) && x.r.MayBeCase(toks[k+1], "gent")) {
			return PlaceMention{}, false // «столица ханства», «столицей испанских владений»
		}
		ref = x.capitalFor(si, t, last)
	case rutext.NounTown:
		town := func(p PlaceMention) bool { return usable(p) && !isArea(p.Place) }
		if j := slices.IndexFunc(before, town); j >= 0 {
			// «Сижу в Твери, в тюрьме»: the sentence has named the town
			// already; a later clause of it («в Казани вышла газета, а
			// через год в городе открылась школа») is there too.
			last := before[j]
			for _, q := range before[j:] {
				if town(q) {
					last = q
				}
			}
			goal := k > 0 && slices.Contains([]string{"в", "во", "на"}, toks[k-1].Norm) && x.r.MayBeCase(t, "accs") && !x.r.MayBeCase(t, "loct")
			if goal || !x.laterClause(si, last.End, t.Start) {
				// «…, а затем возвратился в город»: a way back from
				// its outskirts, no new goal.
				return PlaceMention{}, false
			}
			ref = &last
		}
		if ref == nil && x.titleTown != nil && i > 0 && x.r.Vocabulary().IsSettlementNoun(t.Norm) && (ours || !x.travelsElsewhere(i, si)) {
			// A town's history: «в городе» is that town, whoever the
			// sentence before followed elsewhere.
			ref = x.titleTown
		}
		if ref == nil && i > 0 {
			// «Прибыли сюда из Вильны. Крепость забита войсками»: after
			// a journey the town is where it ended, not where it began.
			prev := x.sents[i-1].places
			arrived := slices.ContainsFunc(prev, func(p PlaceMention) bool {
				return (p.Goal || p.Role == RoleDestination) && !isArea(p.Place) && p.Role != RoleOrganisation && p.Role != RoleTopic
			})
			for j := len(prev) - 1; j >= 0 && ref == nil; j-- {
				switch q := prev[j]; {
				case arrived && q.Role == RoleOrigin:
				case town(q), arrived && (q.Goal || q.Role == RoleDestination) && !isArea(q.Place):
					ref = &prev[j]
				}
			}
		}
		if ref == nil && same && last != nil && !isArea(last.Place) && !last.implied {
			ref = last
		}
		if ref == nil && x.here != nil && !isArea(x.here.Place) {
			ref = x.here
		}
	case rutext.NounFeature:
		// «выехал из Москвы на Сахалин. … прибыл на остров»: the last
		// place named, in this sentence or the few before, that is a
		// feature of the noun's kind.
		ref = x.lastNamedWhere(i, before, maxFeatureBack, func(p PlaceMention) bool {
			return usable(p) && slices.Contains(d.Features, p.Place.FeatureCode)
		})
	case rutext.NounLand:
		ref = x.lastNamedWhere(i, before, i, func(p PlaceMention) bool {
			return usable(p) && isArea(p.Place) && slices.ContainsFunc(x.r.Tokenize(p.Text), func(w rutext.Token) bool { return sameStem(w.Norm, t.Norm) })
		})
	}
	if ref == nil {
		return PlaceMention{}, false
	}
	p := *ref
	p.Start, p.End, p.Text, p.Sentence = t.Start, t.End, t.Text, i
	p.Role, p.implied, p.refined, p.dateline, p.prep = d.Role, true, false, false, ""
	p.Goal, p.Static = false, true
	p.byNoun = d.Noun == rutext.NounCapital || same
	if k > 0 && slices.Contains([]string{"в", "во", "на"}, toks[k-1].Norm) && x.r.MayBeCase(t, "accs") && !x.r.MayBeCase(t, "loct") {
		// «вступил в ханство»: where someone goes.
		if x.here != nil && x.here.Place.ID == ref.Place.ID {
			// «Казань. … поехал в город»: the heading already says
			// where the entry's journey ends.
			return PlaceMention{}, false
		}
		p.Role, p.Goal, p.Static = RoleDestination, true, false
	}
	return p, true
}

// laterClause reports whether a clause boundary of sentence si (a comma
// or semicolon followed by a conjunction «а», «и», «но» or a date-led
// clause) lies between the offsets from and to.
func (x *extraction) laterClause(si *sentInfo, from, to int) bool {
	toks := si.st.toks
	for k := 0; k+1 < len(toks); k++ {
		t := toks[k]
		if t.Start < from || t.Start >= to || t.Kind == rutext.Word || (t.Text != "," && t.Text != ";") {
			continue
		}
		if n := toks[k+1].Norm; n == "а" || n == "но" || n == "и" && t.Text == ";" {
			return true
		}
	}
	return false
}

// capitalFor returns the capital of the state that held the last place
// named (else the heading's place) on the date of the word t, as a place
// mention: the text's own mention of it when it has one, else the
// gazetteer's place. Nil when the data knows no capital there.
func (x *extraction) capitalFor(si *sentInfo, t rutext.Token, last *PlaceMention) *PlaceMention {
	if last == nil {
		last = x.here
	}
	if last == nil || x.geo == nil {
		return nil
	}
	var day when.Date
	if dm, ok := si.dateAt(t.Start); ok {
		day = dm.When.Interval().Earliest
	} else if !si.ctxBefore.When.IsZero() {
		day = si.ctxBefore.When.Interval().Earliest
	}
	c, ok := x.v.capitalOf(last.Place.Country, day)
	if !ok {
		return nil
	}
	for s := si.sent; s >= 0; s-- {
		for _, p := range x.sents[s].places {
			if !p.implied && p.Place.ID == c.id {
				return &p
			}
		}
	}
	cands, err := x.geocode(x.geo, c.name, day.Year)
	if err != nil {
		return nil
	}
	for _, cand := range cands {
		if cand.Place.ID == c.id {
			return &PlaceMention{Toponym: cand.Matched, Place: cand.Place, Score: cand.Score}
		}
	}
	return nil
}

// goesHome adds to a clause that goes «на родину» or «в родной город»
// and names no other goal the home the text gave its person: the goal is
// where the clause's event happens, as a named one would be.
func (x *extraction) goesHome(si *sentInfo) {
	if !si.motion || slices.ContainsFunc(si.places, func(p PlaceMention) bool { return p.Goal || p.Role == RoleDestination }) {
		return
	}
	if p, ok := x.homeGoal(si); ok {
		si.places = append(si.places, p)
		slices.SortStableFunc(si.places, func(a, b PlaceMention) int { return a.Start - b.Start })
	}
}

// atTitleTown reports whether the person of clause si, if any, is last
// known in the town the text's title names, or not known anywhere.
func (x *extraction) atTitleTown(si *sentInfo) bool {
	last := x.lastPlace[si.primary]
	return last == nil || last.Place.ID == x.titleTown.Place.ID || contains(last.Place, x.titleTown.Place)
}

// titleTownOf returns the town a text's title names («ИСТОРИЯ ГОРОДА
// ТАГАНРОГА», «Летопись города Ельца»): a sentence with no verb and no
// date that names one town and nothing else; nil for any other sentence.
func (x *extraction) titleTownOf(si *sentInfo) *PlaceMention {
	if len(si.dates) > 0 || slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && x.r.IsFiniteVerb(t)
	}) {
		return nil
	}
	var town *PlaceMention
	for k := range si.places {
		p := &si.places[k]
		if p.implied {
			continue
		}
		if isArea(p.Place) || town != nil && town.Place.ID != p.Place.ID {
			return nil
		}
		town = p
	}
	if town == nil {
		return nil
	}
	t := *town
	return &t
}

// travelsElsewhere reports whether sentence i, or the one before it, tells
// of a journey to a town other than the title's: then «в городе» is
// where the journey went. The sentence before counts only in the same
// paragraph.
func (x *extraction) travelsElsewhere(i int, si *sentInfo) bool {
	goal := func(p PlaceMention) bool {
		return (p.Goal || p.Role == RoleDestination) && !isArea(p.Place) && p.Place.ID != x.titleTown.Place.ID
	}
	// A journey told in the paragraph before is over: a chronicle's new
	// paragraph is back in its town («…уехал в Москву.¶ В 1886 году в
	// городе гостил…»).
	return slices.ContainsFunc(si.places, goal) || i > 0 && x.sents[i-1].st.s.Paragraph == x.sents[i].st.s.Paragraph && slices.ContainsFunc(x.sents[i-1].places, goal)
}

// sameStem reports whether two forms of a noun share their stem: all but
// the last two letters of the shorter one, at least four.
func sameStem(a, b string) bool {
	ra, rb := []rune(a), []rune(b)
	n := min(len(ra), len(rb)) - 2
	if n < 4 {
		return a == b
	}
	return string(ra[:n]) == string(rb[:n])
}

// title reports whether a clause is a title or heading of the text or a
// chapter («ИСТОРИЯ ГОРОДА КАЗАНИ», «Летопись города Ельца. Часть
// вторая»): a whole sentence opening its paragraph, with no verb, no date
// and no word that tells of an event. It names what the text is about,
// not something that happened there; a heading of a place and a date
// (a letter's, a diary entry's) is no title.
func (x *extraction) title(si *sentInfo) bool {
	if si.heading || len(si.st.toks) == 0 {
		return false
	}
	s := x.sents[si.sent]
	if si.st.toks[0].Start != s.st.s.Start {
		return false
	}
	if last := si.st.toks[len(si.st.toks)-1]; last.End < s.st.s.End && strings.TrimSpace(string(x.rs[last.End:s.st.s.End])) != "" {
		return false // a clause of a longer sentence
	}
	if x.hasFiniteVerb(si.st.toks) {
		return false
	}
	if si.hasCue || len(si.dates) > 0 {
		// A dated title that names a place tells of what happened there
		// («Экспедиция в Монголию (1907–1909 гг.)»); one that names none
		// («Экспедиция на шхуне «Святая Анна» (1912–1914)») only the
		// text's span, which its events tell one by one; so does one
		// that names places only by adjectives of whose letters or
		// papers they are («Из писем Драгоманова к киевскому другу
		// (1876–1894)», «Из переписки Бакинского губернского
		// жандармского управления, 1909–1913 гг.»).
		return (len(si.places) == 0 || x.onlySeats(si) || onlyAdjectives(si)) && x.datedTitle(si)
	}
	return si.sent == 0 || x.sents[si.sent-1].st.s.Paragraph != s.st.s.Paragraph
}

// onlyAdjectives reports whether the clause names places, each by an
// adjective only («киевскому другу», «Бакинского управления»).
func onlyAdjectives(si *sentInfo) bool {
	return len(si.places) > 0 && !slices.ContainsFunc(si.places, func(p PlaceMention) bool {
		return p.implied || !p.mention.Adjective
	})
}

// onlySeats reports whether every place of the clause comes right after
// a holder of a post in the genitive and its preposition («Из донесений
// консула в Кашгаре», «Из писем губернатора в Тобольске»): the seat of
// the one who wrote, not a place where anything happened.
func (x *extraction) onlySeats(si *sentInfo) bool {
	toks := si.st.toks
	return len(si.places) > 0 && !slices.ContainsFunc(si.places, func(p PlaceMention) bool {
		k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
		return p.implied || k < 2 || p.prep == "" || toks[k-1].Norm != p.prep || !x.r.MatchWord(x.v.seatHolders, toks[k-2])
	})
}

func (x *extraction) hasFiniteVerb(toks []rutext.Token) bool {
	return slices.ContainsFunc(toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && x.r.IsFiniteVerb(t)
	})
}

// datedTitle reports whether a clause may be a title that ends on the
// span of years it covers («Экспедиция на шхуне «Святая Анна»
// (1912–1914)», «Война на Кавказе (1877–1878 гг.)»): the last sentence of
// a paragraph of headings, whose dates are years only and come after all its words, with no
// full stop closing it. A line that opens on its date («1902 — в
// Лондоне») or dates a day (a dictionary head's birth and death) tells of
// events.
func (x *extraction) datedTitle(si *sentInfo) bool {
	if len(si.dates) == 0 || si.sent+1 < len(x.sents) && x.sents[si.sent+1].st.s.Paragraph == x.sents[si.sent].st.s.Paragraph {
		return false
	}
	// The sentences before it in its paragraph are headings too («Глава
	// третья.»), without a verb.
	for j := si.sent - 1; j >= 0 && x.sents[j].st.s.Paragraph == x.sents[si.sent].st.s.Paragraph; j-- {
		if x.hasFiniteVerb(x.sents[j].st.toks) {
			return false
		}
	}
	for _, d := range si.dates {
		if !yearsOnly(d.When.String()) || d.Start <= si.st.toks[0].Start {
			return false
		}
	}
	last := si.dates[len(si.dates)-1]
	for _, t := range si.st.toks {
		if t.Kind == rutext.Word && t.Start >= last.End {
			return false
		}
	}
	// Past the date only closing brackets and quotes: no full stop.
	return strings.Trim(string(x.rs[last.End:x.sents[si.sent].st.s.End]), ")»\" \u00a0\n") == ""
}

// yearsOnly reports whether an EDTF value is a year or a span of years,
// qualified or not («1912/1914», «1904~»), not a month or a day.
func yearsOnly(edtf string) bool {
	for _, part := range strings.Split(edtf, "/") {
		part = strings.TrimRight(part, "?~%")
		if len(part) != 4 || strings.Trim(part, "0123456789") != "" {
			return false
		}
	}
	return true
}

// headingParagraph reports whether the heading sentence i stands in a
// paragraph of its own, or with only the date lines of the same heading
// («21 мая. Самара.», split into two sentences): its place holds for the
// entry's next paragraphs.
func (x *extraction) headingParagraph(i int) bool {
	para := x.sents[i].st.s.Paragraph
	for k := i - 1; k >= 0 && x.sents[k].st.s.Paragraph == para; k-- {
		if !x.sents[k].entryHead && !x.sents[k].headingShape {
			return false
		}
	}
	for k := i + 1; k < len(x.sents) && x.sents[k].st.s.Paragraph == para; k++ {
		if !x.sents[k].entryHead && !x.sents[k].headingShape {
			return false
		}
	}
	return true
}

// headingOnlyAt reports whether the word at offset start follows «в» and
// precedes no name («В городе начались беспорядки»), so that it can only
// mean the heading's place.
func (x *extraction) headingOnlyAt(toks []rutext.Token, start int) bool {
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == start })
	if k < 1 || toks[k-1].Norm != "в" {
		return false
	}
	return k+1 >= len(toks) || !toks[k+1].Upper
}

// verblessEntry reports whether a clause opens with its date and goes on
// to a place with no verb at all, as a reference work tells a stay or a
// post («С 1875 в Киеве», «В 1873—75 гг. — на заводах Тулы», «С 1881
// проф. Томского ун-та»).
func (x *extraction) verblessEntry(si *sentInfo) bool {
	if len(si.dates) == 0 || len(si.places) == 0 || x.hasFiniteVerb(si.st.toks) {
		return false
	}
	k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !x.r.Vocabulary().IsClauseConj(t.Norm) && !x.r.Vocabulary().IsListConj(t.Norm)
	})
	if k < 0 || !si.inDate(si.st.toks[k].Start, si.st.toks[k].End) {
		return false
	}
	return !slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && (x.r.IsGerund(t) || x.r.IsFullParticiple(t) || x.r.IsInfinitive(t))
	})
}

// narratedStay reports whether a sentence of only a date and a place tells
// where the person was rather than heading an entry: both the date and the
// place stand after prepositions of their own, as a reference work writes a
// stay with no verb («С 1875 в Киеве.», «В 1875—80 — в Киеве.»). A
// heading's date stands bare («3 мая. У Ковно.», «Под Перемышлем, 3 мая.»).
func (x *extraction) narratedStay(si *sentInfo) bool {
	if len(si.dates) == 0 || !slices.ContainsFunc(si.places, func(p PlaceMention) bool { return !p.implied && p.prep != "" }) {
		return false
	}
	return slices.ContainsFunc(si.dates, func(d DateMention) bool {
		k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start >= d.Start })
		return k >= 0 && si.st.toks[k].Start < d.End && si.st.toks[k].Kind == rutext.Word && x.r.IsPreposition(si.st.toks[k])
	})
}

// markHeading marks a sentence that is only a place and perhaps a date («6
// июля 1906 г. Петербург.», «РИГА, 12 января 1905 г.»): a heading, whose
// place is where the paragraph's events happen. A dateline does the same
// within a longer sentence.
func (x *extraction) markHeading(si *sentInfo) {
	var place *PlaceMention
	for k := range si.places {
		if p := &si.places[k]; !p.implied && p.dateline {
			place = p
		}
	}
	covered := func(t rutext.Token) bool {
		for _, p := range si.places {
			if !p.implied && t.Start >= p.Start && t.End <= p.End {
				return true
			}
			// «Под Перемышлем, 3 мая.», «3 мая. У Ковно.»: the place's
			// own preposition belongs to the heading.
			if !p.implied && p.prep != "" && t.Norm == p.prep && t.End <= p.Start && p.Start-t.End <= 1 {
				return true
			}
			// «Новопетровское укрепление.», «Станица Червлёная, 3 мая.»:
			// the kind of settlement next to its name belongs to it.
			if !p.implied && (t.Start >= p.End && t.Start-p.End <= 1 || t.End <= p.Start && p.Start-t.End <= 1) && x.r.Vocabulary().IsSettlementNoun(t.Norm) {
				return true
			}
		}
		return si.inDate(t.Start, t.End)
	}
	heading := len(si.places) > 0
	for _, t := range si.st.toks {
		if t.Kind != rutext.Punct && !covered(t) {
			heading = false
			break
		}
	}
	if heading && x.narratedStay(si) {
		heading = false
	}
	if heading {
		si.heading = true
		place = &si.places[len(si.places)-1]
	}
	if place == nil && si.headingShape {
		// A heading whose place the gazetteer lacks: the writer is
		// somewhere new, not where the last entry was.
		x.here, x.heading, x.entryFrom = nil, nil, nil
		name := x.narrator()
		if old := x.lastPlace[name]; old != nil {
			x.prevPlace[name] = old
			delete(x.lastPlace, name)
		}
		return
	}
	if place != nil {
		x.datelineUnsaid()
		p := *place
		x.here, x.herePara, x.hereWhen = &p, si.st.s.Paragraph, when.Expr{}
		if d, ok := si.dateAt(p.Start); ok && (si.heading || si.headingShape) {
			x.hereWhen = d.When
		} else if si.headingShape && len(si.dates) == 0 && si.ctxBefore.Valid() {
			// «20 января. Старый Юрт.»: the date stood alone just before.
			x.hereWhen = si.ctxBefore.When
		}
		lastHeading := x.heading
		if x.heading == nil || x.heading.Place.ID != p.Place.ID {
			x.prevHeading, x.heading = x.heading, &p
		}

		// A diary entry or a report is written where its heading says: the
		// person it follows is there.
		name := x.narrator()
		x.entryFrom = nil
		if old := x.lastPlace[name]; old == nil || old.Place.ID != p.Place.ID && !contains(p.Place, old.Place) {
			if old != nil {
				if p.dateline || !x.firstPerson && x.author == "" {
					// A chronicle's dateline may be only where the news
					// came from: it holds once a report says so.
					x.hereUnsaid, x.hereReplaced = true, [3]*PlaceMention{old, x.prevPlace[name], &p}
				}
				x.prevPlace[name] = old
				x.entryFromWhen = when.Expr{}
				ctx := si.ctxBefore
				if len(si.dates) == 0 && si.sent > 0 && ctx.Valid() && ctx.When == x.hereWhen {
					// «10 мая. Кутаис.»: the date stood alone just
					// before; the day told before the entry is the one
					// carried into that date.
					ctx = x.sents[si.sent-1].ctxBefore
				}
				if ctx.Valid() {
					x.entryFromWhen = ctx.When
				}
				switch {
				case !isArea(old.Place):
					x.entryFrom = old
				case lastHeading != nil && lastHeading.Place.ID != p.Place.ID:
					// A land seen or crossed is no point to come from:
					// the writer came from the last entry's place.
					x.entryFrom = lastHeading
				}
			}
			x.lastPlace[name] = &p
		}
		if !x.hereUnsaid {
			x.saidHeading = x.heading
		}
	}
}

// datelineSaid marks the dateline's place as the person's once a report
// under it names the place again or points at it («стоит здесь», «пришла
// сюда», «на рейде Дакара», «в одном из берлинских театров»), or tells of
// the journey reaching a place without naming another («бросили якорь»).
func (x *extraction) datelineSaid(si *sentInfo) {
	if !x.hereUnsaid || x.here == nil || si.st.s.Paragraph != x.herePara {
		return
	}
	other := slices.ContainsFunc(si.places, func(p PlaceMention) bool { return !p.dateline && p.Place.ID != x.here.Place.ID })
	if slices.ContainsFunc(si.places, func(p PlaceMention) bool {
		return !p.dateline && p.Place.ID == x.here.Place.ID
	}) || !other && !x.sents[si.sent].relayed && journeyOnWords(si) {
		x.hereUnsaid, x.saidHeading = false, x.hereReplaced[2]
	}
}

// datelineUnsaid takes back, when the next dateline comes, what a
// dateline no report confirmed said of the person followed: they were
// where the chronicle last put them (a «ТОКИО» dateline over news of a
// battle elsewhere is only where the news came from).
func (x *extraction) datelineUnsaid() {
	if !x.hereUnsaid {
		return
	}
	x.hereUnsaid = false
	name := x.narrator()
	if p := x.lastPlace[name]; p != nil && p == x.hereReplaced[2] && x.hereReplaced[0] != nil {
		x.lastPlace[name], x.prevPlace[name] = x.hereReplaced[0], x.hereReplaced[1]
		if x.heading == x.hereReplaced[2] {
			x.heading = x.saidHeading
		}
	}
}

// maxHeadingWords bounds the capitalised words of an entry's heading
// («Станица Кривоборская», «Старый Оскол»).
const maxHeadingWords = 3

// maxSectionHeadingWords is the most words of a section's heading after
// its number: a route of a few stops («I. Кяхта — Урга — Калган — Пекин.»).
const maxSectionHeadingWords = 6

// cyrillic reports whether s has a Cyrillic letter.
func cyrillic(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) >= 0
}

// officialOfLand reports whether the lower-case place adjective m
// qualifies the title of an official of a whole land (land_official_nouns)
// in the genitive or the animate accusative, the office of someone named
// in passing, not its holder acting or the post taken («назначен
// финляндским генерал-губернатором»).
func (x *extraction) officialOfLand(toks []rutext.Token, m rutext.Mention) bool {
	v := x.r.Vocabulary()
	for _, t := range toks[m.To:] {
		if t.Text != m.Qualifier {
			continue
		}
		return v.IsLandOfficial(t.Norm) && x.r.MayBeCase(t, "gent") && !x.r.MayBeCase(t, "nomn") && !x.r.MayBeCase(t, "ablt")
	}
	return false
}

// derivedFromPlace reports whether the lower-case adjective t is made from
// the name p matched or, for a settlement, from one of its other Cyrillic
// names: the matched name may be another language's spelling of the town
// («Одеса» for «одесский», made from «Одесса»).
func (x *extraction) derivedFromPlace(t rutext.Token, p PlaceMention, locative bool) bool {
	if x.r.DerivedFromToponym(t, p.Toponym, locative) {
		return true
	}
	if !isSettlement(p.Place) {
		// A land's curated names are already Russian; a province is
		// named by the adjective itself («забайкальскому губернатору» of
		// «Забайкальская область»), by whichever of its names the
		// gazetteer matched: «курляндский депутат» found Курляндия, whose
		// governorate is «Курляндская губерния»; «новороссийского
		// генерал-губернатора» Новороссия, also «Новороссийский край».
		if !isArea(p.Place) {
			return false
		}
		if geocode.NamedByAdjective(t.Text, p.Toponym) {
			return true
		}
		return slices.ContainsFunc(p.Place.Names, func(n gazetteer.Name) bool {
			return cyrillic(n.Text) && geocode.NamedByAdjective(t.Text, n.Text)
		})
	}
	for _, n := range p.Place.Names {
		if n.Text != p.Toponym && cyrillic(n.Text) && x.r.DerivedFromToponym(t, n.Text, locative) {
			return true
		}
	}
	return false
}

// headingWords counts the capitalised words of a sentence of tokens toks
// beside its dates; ok is false when any other word is there. A sentence
// of a date and one to maxHeadingWords such words («3 марта 1870 г.
// Станица Кривоборская.»), or of those words alone after a sentence that
// is only a date, is an entry's heading by its shape: its words name where
// the entry is written, never a person, even when the gazetteer lacks the
// place.
func headingWords(toks []rutext.Token, dates []DateMention) (words int, ok bool) {
	for _, t := range toks {
		if t.Kind == rutext.Punct && strings.ContainsAny(t.Text, "!?") {
			// «Прощай, Мангышлак!», «Где Кульджа?»: an exclamation or a
			// question is said, not a heading over an entry.
			return 0, false
		}
		if t.Kind == rutext.Punct || inDates(dates, t.Start, t.End) {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(t.Text); t.Kind != rutext.Word || !unicode.IsUpper(r) {
			return 0, false
		}
		words++
	}
	return words, true
}

// verbInHeading reports whether a word of a heading-shaped line, outside
// its dates, is one the dictionary reads only as a finite verb
// («Приехали вчера.», «Прибыл.»): a heading names a place and a day, never
// what was done. A word read only as an imperative is no such verb: a
// name may be spelt as one («Осень 1889 г. Хами.»).
func (x *extraction) verbInHeading(toks []rutext.Token, dates []DateMention) bool {
	a := x.r.Analyzer()
	if a == nil {
		return false
	}
	for _, t := range toks {
		if t.Kind != rutext.Word || inDates(dates, t.Start, t.End) {
			continue
		}
		ps := a.Parse(t.Norm)
		if len(ps) > 0 && !slices.ContainsFunc(ps, func(p rutext.Parse) bool {
			return !p.Known || p.Tag.POS != "VERB" || p.Tag.Has("Geox")
		}) && slices.ContainsFunc(ps, func(p rutext.Parse) bool { return !p.Tag.Has("impr") }) {
			return true
		}
	}
	return false
}

func inDates(dates []DateMention, start, end int) bool {
	for _, d := range dates {
		if start < d.End && d.Start < end {
			return true
		}
	}
	return false
}

func (si *sentInfo) inDate(start, end int) bool {
	for _, d := range si.dates {
		if start < d.End && d.Start < end {
			return true
		}
	}
	return false
}

// analyse types the sentence and finds its actors.
func (x *extraction) analyse(si *sentInfo) {
	v := x.v
	rv := x.r.Vocabulary()
	placeTok := map[int]bool{}
	for _, p := range si.places {
		for k, t := range si.st.toks {
			if t.Start >= p.Start && t.End <= p.End {
				placeTok[k] = true
			}
		}
	}
	unresolved := map[int]bool{}
	for k, t := range si.st.toks {
		if si.unresolved[t.Start] {
			unresolved[k] = true
		}
	}
	si.actors = x.findActors(&si.st, placeTok, unresolved)

	// Type: each token adds the heaviest weight it has for each type; a
	// clause about a place named before («где в сентябре родилась…») is
	// typed on its own (see whereEvents).
	si.where = x.whereClauses(si)
	var weights, mainWeights typeWeights
	gerundAside := x.placelessGerundPhrases(si, placeTok)
	for k, t := range si.st.toks {
		if t.Kind == rutext.Word && si.inWhere(k) && !si.motion && x.r.MatchWord(v.visitVerbs, t) && !negated(&si.st, k) {
			// «провёл в Индии, где побывал в Агре, Бенаресе и
			// Калькутте»: visits from where the person stays are legs.
			si.motion, si.motionStart, si.motionKind = true, t.Start, "travel"
		}
		if t.Kind != rutext.Word || t.Title || si.inWhere(k) {
			continue
		}
		if t.Upper && placeTok[k] {
			// A toponym's own word is no cue of what happened there
			// («в Курске» is no «курс»).
			continue
		}
		best := x.cuesIn(si, k)
		toActivity := x.returnToActivity(&si.st, k)
		if toActivity {
			// «вернулся на сцену»: back to an occupation, no journey.
			best[typeIndex("trip")], best[typeIndex("relocation")] = 0, 0
		}
		si.conveyed = si.conveyed || x.conveysPerson(si, k)
		if (len(si.dates) == 0 || x.futureDated(si)) && (best[typeIndex("trip")] > 0 || best[typeIndex("relocation")] > 0) && x.comingDayAt(&si.st, k) {
			// «завтра трогаюсь в путь»: a journey planned is none yet,
			// its preparing a thing done where the writer is.
			best[typeIndex("trip")], best[typeIndex("relocation")] = 0, 0
			si.hasCue = true
		}
		if typ, ok := v.subjectTypes[t.Norm]; ok && !isPrep(rv, si.st.norm(k-1)) && !v.afterTopic(&si.st, k) {
			si.subjectType = typ
		}
		if typ, ok := v.subjectNouns[t.Norm]; ok && !isPrep(rv, si.st.norm(k-1)) && !(k > 0 && v.stateAssemblyAdjectives.Match(si.st.norm(k-1))) {
			// Not a state's assembly («открылось Государственное
			// совещание»): a congress, told by its verb.
			best[typeIndex(typ)] = max(best[typeIndex(typ)], 3)
		}
		for _, w := range best {
			if w > 0 {
				si.hasCue = true
			}
			if w >= 2 {
				si.strongCue = true
			}
		}
		weights.add(best)
		if !gerundAside[k] {
			mainWeights.add(best)
		}
		if (x.motionVerb(t) && !v.speaks(&si.st, k) && !x.placeAsSubject(si, k) || v.motionPhraseAt(&si.st, k) || v.goneBySubject(&si.st, k) || x.goneRouteFronted(si, k)) && !si.motion && !x.plan(si, t) && !negated(&si.st, k) && !toActivity {
			si.motion, si.motionStart = true, t.Start
			si.motionKind = x.motionKind(&si.st, k)
		}
		if !si.motion && v.ascentVerbs[t.Norm] && x.ascentToPlace(si, k) && !x.plan(si, t) && !negated(&si.st, k) {
			si.motion, si.motionStart, si.motionKind = true, t.Start, "travel"
		}
		if !si.motion && x.seesOffAt(si, k) && !x.plan(si, t) && !negated(&si.st, k) {
			si.motion, si.motionStart, si.motionKind = true, t.Start, "travel"
		}
		if !si.motion && x.seasonWorkAt(si, k) {
			si.motion, si.motionStart, si.motionKind, si.seasonWork = true, t.Start, "travel", true
		}
		if !si.motion {
			if kind, ok := x.motionNounAt(si, k); ok {
				si.motion, si.motionStart, si.motionKind = true, t.Start, kind
			}
		}
		if !si.motion && x.permittedMotion(&si.st, k) && !negated(&si.st, k) && !x.unfulfilled(si, k) {
			si.motion, si.motionStart, si.motionKind, si.permitted = true, t.Start, "travel", true
			if x.permittedInfinitive(&si.st, k, v.returnVerbs) {
				si.motionKind = "return"
			}
		}
		if !si.motion && !si.settles && x.permittedInfinitive(&si.st, k, v.settleVerbs) && !negated(&si.st, k) && !x.unfulfilled(si, k) {
			si.settles, si.settleStart, si.permitted = true, t.Start, true
		}
		if (x.r.MatchWord(v.settleVerbs, t) || v.alreadyAt(&si.st, k) || x.beenAfterLapse(si, k)) && !si.motion && !si.settles && !x.plan(si, t) && !negated(&si.st, k) {
			si.settles, si.settleStart = true, t.Start
		}
		obtains := x.r.MatchWord(v.obtainVerbs, t) && k+1 < len(si.st.toks) && v.obtainedPosts[si.st.norm(k+1)]
		if (x.r.MatchWord(v.enrolVerbs, t) || obtains) && !si.enrols && !x.plan(si, t) && !negated(&si.st, k) && !x.unfulfilled(si, k) {
			si.enrols, si.enrolStart = true, t.Start
		}
		if x.r.MatchWord(v.passingVerbs, t) && passedAfter(si, t.Start, false) && !si.motion {
			si.motion, si.motionStart, si.motionKind = true, t.Start, "travel"
		}
		through := x.r.MatchWord(v.throughVerbs, t) && (passedAfter(si, t.Start, true) || x.objectBefore(si, k, RoleVia))
		if through && !si.motion {
			si.motion, si.motionStart, si.motionKind = true, t.Start, "travel"
		}
		if !through && x.r.MatchWord(v.routeVerbs, t) && (routeAfter(si, t.Start) || x.routeBefore(si, k)) && !si.motion {
			si.motion, si.motionStart, si.motionKind = true, t.Start, "travel"
		}
		if x.r.MatchWord(v.arrivalVerbs, t) && !si.arrival {
			si.arrival, si.arrivalStart = true, t.Start
		}
	}
	if at, ok := x.beenHereAfterWay(si); ok {
		// «выехали из Москвы 11 мая, ехали через Ригу и 15-го утром были
		// здесь»: being at the writer's place after the way told by the
		// clause before is the arrival, dated by its own clause.
		si.motion, si.motionStart, si.motionKind = true, at, "travel"
		si.arrival, si.arrivalStart = true, at
	}
	if si.arrival {
		x.arrivalGoals(si)
	}
	if !si.motion && !si.settles {
		x.stayOnTheWayIsStop(si)
	}
	if si.motion {
		x.onwardIndeclinableGoals(si)
	}
	if si.motion && x.sendsThing(si) && slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Start == si.motionStart && x.r.MatchWord(v.sendingVerbs, t)
	}) {
		// «отправил в Петербург рукопись»: the thing goes, not its sender.
		si.motion = false
	}
	if x.serviceRuns(si) {
		// «Из Казани в Москву ходили пароходы»: a service runs, no one
		// travels.
		si.motion, si.service = false, true
	}
	if si.motion && x.laysLine(si) {
		// «к Порт-Артуру повели Южную ветвь»: the line goes, no one on it.
		si.motion, si.laysLine = false, true
		x.dropThingGoals(si)
	}
	if si.motion && x.thingSent(si) {
		// «ящики находок отправлены через Ургу в Петербург»: the thing
		// goes, and no one with it.
		si.motion, si.thingSentAt = false, si.motionStart
		x.dropThingGoals(si)
	}
	if si.motion && x.messageMoves(si) {
		// «из Балаганска в Иркутск ушла телеграмма»: a message goes.
		si.motion = false
	}
	if si.motion {
		x.thingGoals(si)
	}
	if len(gerundAside) > 0 && slices.Max(mainWeights[:]) >= 2 {
		// «Окончив гимназию, он уехал к родным в Москву»: a gerund's
		// phrase with no place of its own tells what came before or
		// along; the places are of the clause's own verb.
		weights = mainWeights
	}
	confined := slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool { return t.Kind == rutext.Word && !t.Quoted && v.confinement.Match(t.Norm) })
	si.confined = confined
	si.transit = slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool { return t.Kind == rutext.Word && x.r.MatchWord(v.transitWords, t) })
	if (si.custody || confined) && v.longTime(&si.st) && slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool { return x.stays(t) }) {
		// «Арестованный в марте 1874 года, почти два года я провёл в
		// крепости», «три года провёл в каторжном отделении Свеаборга»:
		// years spent in custody or in a prison are imprisonment there.
		i := typeIndex("relocation")
		weights[i] = max(weights[i], 3)
		si.hasCue, si.strongCue = true, true
	}
	if si.verbless && !si.motion {
		si.motion, si.motionKind = true, "travel"
		for _, p := range si.places {
			if p.Goal || p.Role == RoleVia {
				si.motionStart = p.Start
				break
			}
		}
		if weights[typeIndex("trip")] == 0 {
			weights[typeIndex("trip")], si.hasCue = 2, true
		}
	}
	// «вышли в степь», «вышла к реке»: the verb of motion governs a goal
	// that is no place on the map, so the journey is told at the place
	// the clause names before the verb, where it starts.
	verbAt := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start == si.motionStart })
	towards := si.motion && verbAt >= 0 && x.governsDirection(si, verbAt)
	if si.motion && !si.custody && weights[typeIndex("relocation")] == 0 && slices.Max(weights[:]) < 2 &&
		slices.ContainsFunc(si.places, func(p PlaceMention) bool {
			// A goal may come first, with its preposition or as «сюда»
			// («в Казань мы пришли поздно вечером», «сюда пришли вчера»);
			// a bare name first is the object («Таганрог заняли войска»).
			return p.Start > si.motionStart && (p.Goal || p.Role == RoleDestination || p.Role == RoleOrigin) ||
				(p.Goal || p.Role == RoleDestination) && (p.prep != "" || p.implied) ||
				towards && p.End <= si.motionStart && (p.Role == RoleOrigin || p.Role == RoleLocation)
		}) {
		// A verb of motion towards a place, with no stronger cue, is a
		// journey («вышли к берегу Иссык-Куля»; not «вышла книга»).
		i := typeIndex("trip")
		weights[i] = max(weights[i], 2)
		si.hasCue, si.strongCue = true, true
	}
	if slices.ContainsFunc(si.places, func(p PlaceMention) bool { return p.reached }) {
		// «показался вдали Симбирск …; пришли в сумерки»: the travellers
		// reach the place they saw, a stop of their journey.
		i := typeIndex("trip")
		weights[i] = max(weights[i], 2)
		si.hasCue, si.strongCue = true, true
	}
	if x.unitAssembles(si) {
		// «войска сосредоточились в Ходженте»: the unit marched there.
		i := typeIndex("trip")
		weights[i] = max(weights[i], 2)
		weights[typeIndex("meeting")], weights[typeIndex("publication")] = 0, 0
		si.hasCue, si.strongCue = true, true
	}
	if x.placeHosts(si) {
		// «Вена встретила его»: the place hosted the person, who travelled
		// there.
		i := typeIndex("trip")
		weights[i] = max(weights[i], 3)
		si.hasCue, si.strongCue = true, true
	}
	if !si.motion && x.receivedBy(si) {
		// «был принят государем в Зимнем дворце»: an audience; a journey
		// told in the same clause stays the event there.
		i := typeIndex("meeting")
		weights[i] = max(weights[i], 2)
		si.hasCue, si.strongCue = true, true
	}
	if x.hostingPlaceSubject(si) >= 0 {
		// «Киев встретил его холодом»: a place that receives someone is no
		// meeting of theirs, whether or not the clause is a journey.
		weights[typeIndex("meeting")] = 0
	}
	if slices.Max(weights[:]) == 0 && !si.motion && x.beingAt(si) {
		// «к вечеру были в Троицкой лавре», «был в театре Сан-Карло»:
		// being at a landmark, with nothing else told, is a visit.
		weights[typeIndex("trip")] = 1
	}
	si.typ = weights.best("other")
	if si.typ == "relocation" && !si.motion && x.stateAct(si) {
		// «Турция заключила мир с Сербией»: a peace made, no one put in
		// prison.
		si.typ = "other"
	}
	if si.typ == "other" && !si.motion && x.settlesFrom(si) {
		// «С конца 1906 года писатель живёт на Капри»: living somewhere
		// from a date on, with no end, is settling there.
		si.typ = "relocation"
	}
	if si.typ == "other" && !si.motion && !si.settles && x.settlesWhere(si) {
		// «купил в Лондоне особняк, где поселился (собирается поселиться)
		// с труппой»: the place of the deed is the one settled in.
		si.typ = "relocation"
	}
	if si.typ == "other" && !si.hasCue && !si.motion {
		// «в 1880–81 жила в Киеве у тётки», «Последние годы он провёл в
		// Ницце»: living at a place first told of is a change of residence,
		// for a short while a stay on the way.
		if typ := x.residenceType(si); typ != "" {
			si.typ, si.hasCue = typ, true
		} else if x.othersVerblessStay(si) {
			si.typ, si.hasCue = "trip", true
		} else if x.beenOnJourney(si) {
			si.typ, si.hasCue = "trip", true
		}
	}
	switch stay, short := x.staysAfter(si); {
	case (si.motion && stay || x.appointedBefore(si)) && si.typ == "trip" && !short:
		// A post taken up after the journey («прибыл в Ташкент и вступил
		// в командование») or got before it («назначен в округ и прибыл
		// в Ташкент»): going there to live and serve.
		si.typ = "relocation"
	case si.motion && si.motionKind == "travel" && si.typ == "relocation" && short && !si.custody:
		// «переехали в Крым, в Гурзуф, где он провёл около трёх
		// недель»: a short stay makes the move a journey. Brought
		// there in custody («арестован и доставлен в Москву, на
		// Лубянку, где провёл две недели») the person was held there,
		// however short the time.
		si.typ = "trip"
	}

	if si.typ == "trip" && !si.motion && x.callsOnWhereIs(si) {
		// «Вечером того же дня авиатор навестил пострадавшего», «Вчера
		// раненого навестил адмирал»: a call on someone where the text
		// already is, no journey: the two meet there.
		si.typ = "meeting"
	}
	if x.reportHeader(si) {
		// «Рапорт начальника Акатуйской тюрьмы, 15.10.1906: «…бежал…»»:
		// the writing of the report is what happens where it is written,
		// on its own date; the quotation tells its own events.
		si.report, si.typ, si.hasCue, si.strongCue = true, "other", true, true
	}
	if !si.hasCue && si.sentTyp != "" && si.sentTyp != "school" && si.sentTyp != "trip" && !x.actsOnItsOwn(si) {
		// A clause without a cue of its own tells of the sentence's event
		// («его арестовали в Москве и в Петербурге»), unless it has a verb
		// of its own («его избрали в Тифлисский комитет, а в конце месяца
		// он уехал в Батум»). Studies and journeys are not carried: they
		// are told of the one place their cue governs, and a cueless place
		// beside them keeps its own reading (a stay, a home, a station).
		si.typ = si.sentTyp
	}
	if !si.hasCue && slices.ContainsFunc(si.places, func(p PlaceMention) bool { return p.imprint }) {
		// ««Основы кристаллографии» (М., 1904)», «Соч., т. 1–9, М.–Л.,
		// 1949–61»: a work and where it was printed.
		si.typ = "publication"
	}
	if si.typ == "other" && !si.hasCue && si.sentTyp == "other" && si.custody && x.onlyNewPlaces(si) &&
		x.firstFiniteVerb(si) < 0 {
		// «арестован в Петербурге; потом Нарымский край»: in a sentence
		// of custody a place first told of in a clause with no verb is
		// where the prisoner is held or sent; a deed told with a verb
		// («в Кутаисе был среди зачинщиков бунта») stays what it is.
		si.typ = "relocation"
	}

	// Actors: people as subjects or companions, acting events, titles. The
	// subject is the one nearest before the verb of motion, if any («Софья
	// умерла, и Достоевские перебрались в Веве»), else the first.
	motionAt := -1
	for k, t := range si.st.toks {
		if t.Kind == rutext.Word && !t.Title && (x.motionVerb(t) && !v.speaks(&si.st, k) || v.motionPhraseAt(&si.st, k)) {
			motionAt = k
			break
		}
	}
	var subject, eventNoun, title, object string
	ownedThing := false
	subjectAt := -1             // the token index of the subject's mention
	var joint []string          // the persons a plural pronoun stands for
	var subjects []actorMention // the persons named as subjects
	protagonist, withProtagonist := x.persons.Protagonist(), false
	for _, a := range si.actors {
		switch a.kind {
		case actorPerson, actorRef:
			if a.kind == actorRef && a.gender == rutext.First && x.reportedAfter(si, a.from) {
				continue // the letter's writer, named before its words
			}
			if a.kind == actorRef {
				// A «я» inside a quotation is the one quoted («Отсюда он
				// писал жене: «…я совершенно здоров»»), not the text's.
				// «меня приговорили», «нас вывели»: the writer spoken of as
				// an object speaks in the first person too, unless «нас»
				// may be the person followed and those with them.
				speaks := a.subject || firstPersonSingular(si.st.toks[a.from].Norm) || x.lastActor == ""
				x.firstPerson = x.firstPerson || a.gender == rutext.First && speaks && !si.st.toks[a.from].Quoted && !x.reportedAfter(si, a.from)
				if g := x.pluralGroup(a); len(g) > 1 && a.subject {
					// «они» after «Петров и Сидоров жили…»: both act.
					si.names = appendUnique(si.names, g...)
					for _, n := range g {
						withProtagonist = withProtagonist || n == protagonist
					}
					if subject == "" || motionAt >= 0 && a.from < motionAt {
						subject, joint = g[0], g
					}
					continue
				}
				name := x.refersTo(a, &si.st)
				if name == "" {
					continue
				}
				a.name = name
			}
			if a.absent || a.dative && !si.permitted {
				continue
			}
			if a.unit && (x.firstPerson || x.narratorAboard(si)) {
				// «клипер вышел из Кронштадта» in a memoir: the narrator
				// is aboard.
				a.name = x.narrator()
			} else if u := x.unitNames["cmd:"+a.name]; a.kind == actorPerson && !a.unit && a.subject && si.motion && u != "" {
				// «Верёвкин подошёл к Хиве»: the commander moving is his
				// unit moving.
				a.name = u
			}
			if a.subject && si.inWhere(a.from) && (motionAt < 0 || !si.inWhere(motionAt)) {
				// «эскадра посетила Грецию, где к путешествию
				// присоединился королевич Георгий»: one who joins at a
				// place goes along; the journey stays its traveller's.
				si.names = appendUnique(si.names, a.name)
				continue
			}
			if a.kind == actorPerson && !a.subject && !a.companion && !a.unit && !si.st.toks[a.from].Quoted {
				// «проводили Ивана Петровича Сидорова. …жил он у
				// меня»: a person named in another case is one «он» may
				// mean next.
				x.remember(a)
			}
			if a.newRelative && (a.subject || a.object) && si.motion && !slices.ContainsFunc(si.places, func(p PlaceMention) bool { return p.Start < si.motionStart }) {
				// Not when the clause places the relative before the move
				// («брат был арестован в Москве и выслан в Вологду»).
				x.seedRelative(a.name)
			}
			if a.object {
				if object == "" {
					object, ownedThing = a.name, a.owner
				}
				continue
			}
			if a.subject || a.companion {
				si.names = appendUnique(si.names, a.name)
				withProtagonist = withProtagonist || a.name == protagonist
			}
			if a.subject && (subject == "" || motionAt >= 0 && a.from < motionAt) {
				subject, joint, subjectAt = a.name, nil, a.from
			}
			if a.kind == actorPerson && a.subject {
				subjects = append(subjects, a)
			}
			if a.kind == actorPerson && (a.subject || a.companion) {
				x.remember(a)
			}
		case actorEventNoun:
			name := a.name
			noun := si.st.norm(a.to - 1)
			if a.to-a.from == 1 {
				head := si.st.norm(a.from)
				if named, ok := x.eventNouns[head]; ok {
					name = named
				} else {
					continue // «комиссия» alone names no one
				}
			} else {
				for k := a.from; k < a.to; k++ {
					if _, ok := x.v.subjectNouns[si.st.norm(k)]; ok {
						noun = si.st.norm(k)
					}
				}
				x.eventNouns[noun] = name
			}
			if eventNoun == "" {
				eventNoun = name
			}
			si.names = appendUnique(si.names, name)
		case actorTitle:
			// A title acts only as the subject («газета «Искра» переехала»);
			// a book published or a hotel stayed at is no actor.
			if !a.subject {
				continue
			}
			if title == "" {
				title = a.name
			}
			si.names = appendUnique(si.names, a.name)
		}
	}
	if g := x.jointSubjects(&si.st, subjects); len(g) > 1 {
		// «Петров и Сидоров жили в Москве»: «они» later means both.
		x.remember(actorMention{name: strings.Join(g, " и "), kind: actorPerson, gender: rutext.Plural, group: g})
		if slices.Contains(g, subject) {
			joint = g
		}
	}
	carried, aside := false, false
	for _, t := range si.st.toks {
		carried = carried || x.r.MatchWord(x.v.carryVerbs, t)
	}
	switch {
	case object != "" && (carried || si.permitted):
		// «генерал Раевский взял его с собой и увёз на Кавказ»: the
		// person carried is the one who moves.
		si.primary, si.subject = object, true
		si.names = appendUnique(si.names, object)
	case withProtagonist:
		// The person a biography follows, when the sentence has them on
		// board («Раевские вместе с поэтом переехали в Крым»).
		si.primary, si.subject = protagonist, true
		x.lastPerson = protagonist
	case subject != "":
		si.primary, si.subject = subject, true
		if aside = x.asideSubject(si, subject, subjectAt) || x.metNarrator(si, subject) || x.relativesDeath(si, subject); !aside {
			x.lastPerson = subject
		}
		for _, n := range joint {
			if n != subject {
				si.coActors = append(si.coActors, n)
			}
		}
	case eventNoun != "":
		si.primary, si.subject = eventNoun, true
	case x.lastActor != "" && x.groupPartSubject(si):
		// «трое вернулись на судно, а одиннадцать продолжали путь»: a
		// part of the group is a traveller of its own.
		si.partOf = x.lastActor
		if x.narratorsVerb(si) || x.firstPerson {
			si.partOf = x.narrator()
		}
		si.primary, si.subject, aside = si.partOf+" (part)", true, true
	case object != "" && (title == "" || si.motion):
		// «Арестанта следует отправить…», «губернатор выслал его в
		// Слободской»: the person the document is about, moved by
		// others.
		si.primary, si.subject, si.ownedThing = object, true, ownedThing && !si.motion
		si.names = appendUnique(si.names, object)
	case title != "":
		si.primary = title
	default:
		if n := len(x.units); si.subjectType == "" && n > 1 && x.units[n-1] == si && x.units[n-2].sent == si.sent && x.units[n-2].subjectType != "" {
			// «экспедиция прошла через Ордос…, а осенью вернулась в
			// Кяхту»: the clause goes on about the party of the one before.
			si.subjectType = x.units[n-2].subjectType
			si.typ = si.subjectType
		}
		si.primary = x.lastActor // a sentence without a subject goes on about the last one
		narrators := x.narratorsVerb(si)
		if narrators {
			si.primary = x.narrator()
		}
		if si.primary == "" {
			si.primary = x.persons.Protagonist() // or about the person the text follows
		}
		if si.primary != "" && !slices.Contains(si.names, si.primary) {
			si.names = append([]string{si.primary}, si.names...)
		}
		if n := len(x.units); n > 1 && x.units[n-1] == si && x.units[n-2].sent == si.sent && x.units[n-2].subject && x.units[n-2].primary == si.primary {
			// «я поступил в труппу, а в 1890 г. в Уфе пел»: the clause
			// goes on with the subject of the one before.
			si.subject = true
		}
		if si.primary != "" && (narrators && x.pastPluralVerb(si) || slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool { return !t.Quoted && x.r.PersonalVerb(t) })) {
			// «В 1897 г. арестован…; в Рижской тюрьме закончил перевод»:
			// a verb of one person with no subject goes on about the
			// person before; a diary's «выехали» is its writer's party.
			si.subject = true
		}
		if p := x.persons.Protagonist(); si.primary != "" && (p == "" || si.primary == p) && x.verblessEntry(si) {
			// «С 1875 в Киеве.», «С 1880 учитель в Боровске.»: a reference
			// work's clause with no verb tells where its subject was.
			si.subject = true
		}
		// «…и вся тяжесть перевозки войск легла на нашу дорогу»: the
		// clause is about a thing, which places no one.
		si.thingSubject = x.thingSubjectAt(si, x.firstFiniteVerb(si))
		if verb := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool {
			return t.Kind == rutext.Word && !t.Quoted && x.motionVerb(t) && x.r.IsFiniteVerb(t)
		}); si.motion && verb >= 0 && x.strangerSubjectAt(si, verb) {
			// «Вскоре туда прибыл из Петербурга жандармский офицер»:
			// another person, named by a common noun, makes the journey;
			// the person the text follows goes nowhere, and the next
			// clause with no subject is still about them.
			j, _, _ := x.nounSubjectAt(si, verb)
			if p, ok := x.arrivedWhereTextIs(si, verb); ok {
				si.places = append(si.places, p)
				slices.SortStableFunc(si.places, func(a, b PlaceMention) int { return a.Start - b.Start })
			}
			si.primary, si.subject, aside = x.r.RoleNounLemma(si.st.toks[j]), true, true
			si.names = []string{si.primary}
		} else if j, ok := x.othersSent(si, verb); si.motion && ok {
			// «В 1907 г. в Вятку выслали многих студентов»: others, the
			// object of a verb of sending, make the journey, from where
			// the text is when it names no origin («женщин и детей
			// отправили в Хабаровск»).
			who := x.r.RoleNounLemma(si.st.toks[j])
			if last := x.lastPlace[si.primary]; last != nil && x.lastPlace[who] == nil {
				p := *last
				x.lastPlace[who] = &p
			}
			si.primary, si.subject, aside = who, true, true
			si.names = []string{si.primary}
		}
	}
	if si.primary != "" && !aside && !x.salutation(si) {
		if si.primary != x.lastActor {
			x.lastActorSent = si.sent
		}
		x.lastActor = si.primary
	}
	if si.motionKind == "return" && si.typ == "relocation" && slices.Max(weights[:]) <= 2 && !x.staysIn(si) && !x.goalTold(si) && (x.leftJourney(si) || x.homeUnderHeading(si) || x.roundTrip(si)) {
		// «В 1890 году она приезжала в Петербург…, и вернулась в
		// Стокгольм»: back from a journey, not from a stay, the return
		// ends the journey.
		si.typ, si.journeyEnd = "trip", true
	}
	if si.typ == "relocation" && si.motionKind != "return" && !si.settles && x.returnAfterGoals(si) >= 0 &&
		!slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool { return x.r.MatchWord(x.v.exileVerbs, t) }) {
		// «ездил в Николаев и вскоре вернулся»: there and back, a trip;
		// an exile ended by a return stays a move.
		si.typ = "trip"
	}
	if si.typ == "relocation" && slices.Max(weights[:]) <= 2 && !x.staysIn(si) && x.journeyToldBack(si) &&
		slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool { return t.Quoted == x.motionQuoted(si) && x.r.MatchWord(x.v.returnVerbs, t) }) {
		// «Осенью, объехав Крым и Кавказ, она вернулась в Москву»: the
		// return's own clause tells the journey it ends.
		si.typ, si.journeyEnd = "trip", true
	}
	si.campaign = x.unitSubject(si)
	if stay, _ := x.staysAfter(si); si.campaign && si.motion && si.typ == "relocation" && !stay && !si.settles && si.subjectType != "relocation" &&
		(si.motionKind != "return" || x.lastPlace[si.primary] != nil || x.unitsMoved()) {
		// «оренбургский отряд выступил на Хиву», «отряд вернулся в
		// Оренбург»: a unit on a campaign, voyage or tour moves by legs
		// of its journey; back from one the text told (its own move or
		// any unit's: «двинулись четыре отряда… Красноводский отряд …
		// вернулся к Каспию»), it ends it. A unit's return from nothing
		// told («полк вернулся в Москву») is back to its quarters, a move;
		// so is the move of a unit's headquarters («штаб армии перешёл в
		// Луцк»): its seat changes.
		si.typ = "trip"
	}
	if (si.typ == "relocation" || si.typ == "other") && x.vesselGoes(si) {
		// «фрегат вернулся в Кронштадт», «корвет потребовали обратно в
		// Севастополь»: a ship's return or recall is a leg of its voyage.
		si.typ = "trip"
	}
	if stay, _ := x.staysAfter(si); si.typ == "relocation" && !stay &&
		slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool { return x.r.MatchWord(x.v.returnVerbs, t) }) && x.returnsToNewPlace(si) {
		// «покинул Сахалин и через Гонконг морем вернулся в Одессу»: back
		// from a journey, but to a place the text never named, so no
		// return home – a leg of the journey.
		si.typ = "trip"
	}
}

// thingGoals drops the goals of the verbs of motion whose subject is a
// thing («Прибыл. Все здоровы, ящики следуют на Верный»): the things go
// there, not the person the text follows; when that verb is the clause's
// verb of motion, the clause moves no one.
func (x *extraction) thingGoals(si *sentInfo) {
	toks := si.st.toks
	for k, t := range toks {
		if t.Kind != rutext.Word || !x.r.IsFiniteVerb(t) || !x.motionVerb(t) && t.Start != si.motionStart || !x.thingSubjectAt(si, k) {
			continue
		}
		end := len(toks)
		if j := slices.IndexFunc(toks[k+1:], func(o rutext.Token) bool { return o.Kind == rutext.Word && x.r.IsFiniteVerb(o) }); j >= 0 {
			end = k + 1 + j
		}
		limit := si.st.s.End
		if end < len(toks) {
			limit = toks[end].Start
		}
		for i := range si.places {
			if p := &si.places[i]; p.Start > t.Start && p.Start < limit && (p.Goal || p.Role == RoleDestination || p.Role == RoleVia) {
				p.Role, p.Goal, p.Static = RoleReference, false, false
			}
		}
		if t.Start == si.motionStart {
			si.motion = false
		}
	}
}

// firstFiniteVerb returns the index of the clause's first finite verb
// outside quotations, -1 for none.
func (x *extraction) firstFiniteVerb(si *sentInfo) int {
	return slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return !t.Quoted && x.r.IsFiniteVerb(t) })
}

// numeral reports whether t is a number or a cardinal numeral («три»).
func numeral(a rutext.Analyzer, t rutext.Token) bool {
	if t.Kind == rutext.Number {
		return true
	}
	return t.Kind == rutext.Word && slices.ContainsFunc(a.Parse(t.Norm), func(p rutext.Parse) bool { return p.Known && p.Tag.POS == "NUMR" })
}

// thingSubjectAt reports whether the finite verb at token verb has for its
// subject a common noun of a thing in the nominative, which agrees with it
// in number (and gender, in the past singular), is governed by no
// preposition and stands before the verb, or after it when the verb takes
// no object («вся тяжесть перевозки легла на нашу дорогу», «ящики следуют
// на Верный», «у нас сошёл под откос поезд с новобранцами»): the clause
// tells of the thing, not of the person the text follows, who neither
// moves nor is placed by it. A clause with a person, a pronoun or a
// travelling party for its subject or object, a verb in the first or
// second person, and nouns of travellers, of what carries them (a
// conveyance, an office that moves with its staff), of routes and of
// acting events (a party, a ship, a train, «управление», «путь», «съезд»)
// are never a thing's.
func (x *extraction) thingSubjectAt(si *sentInfo, verb int) bool {
	j, ps, ok := x.nounSubjectAt(si, verb)
	if !ok {
		return false
	}
	toks := si.st.toks
	t := toks[j]
	// The subject found: a thing unless it is a person or a party,
	// carries one or is their way.
	if mostlyAnimate(ps) || x.v.collectives[t.Norm] != "" || x.v.vessels[t.Norm] || x.v.carriers.Match(t.Norm) ||
		x.r.MatchWord(x.v.journeyWords, t) || x.v.familyWords[t.Norm] {
		return false
	}
	if _, ok := x.v.subjectNouns[t.Norm]; ok {
		return false
	}
	if j+1 < len(toks) && toks[j+1].Kind == rutext.Word && !x.r.MayBeAdjective(toks[j+1]) && x.r.IsAnimateNoun(toks[j+1]) {
		return false // «десятки людей»: a number of people
	}
	return true
}

// strangerSubjectAt reports whether the finite verb at token verb has for
// its subject, found as thingSubjectAt finds it, a common noun of a person
// the text does not follow («туда прибыл из Петербурга жандармский
// офицер», «из Москвы к нему приезжали товарищи»): not a role noun by
// which the text names its person («поэт», «ссыльный»), a relative, a
// travelling party or a vessel. The journey is that other person's.
func (x *extraction) strangerSubjectAt(si *sentInfo, verb int) bool {
	j, ps, ok := x.nounSubjectAt(si, verb)
	if !ok || !mostlyAnimate(ps) {
		return false
	}
	if (j < verb || !x.comesToPerson(si, verb)) && (!slices.ContainsFunc(ps, func(p rutext.Parse) bool {
		return p.Known && p.Tag.POS == "NOUN" && p.Tag.Case() == "nomn" && p.Tag.Number() == "plur"
	}) || slices.ContainsFunc(ps, func(p rutext.Parse) bool {
		return p.Known && p.Tag.POS == "NOUN" && p.Tag.Case() == "nomn" && p.Tag.Number() == "sing"
	})) {
		// Before the verb, only many others: one person named by a
		// common noun there may be the person the text follows
		// («молодой учёный уехал в Париж»). One named after the verb
		// that comes where the person is or to them is someone new the
		// clause brings in («туда прибыл из Петербурга жандармский
		// офицер», «из Москвы к нему приехал товарищ»).
		return false
	}
	if slices.ContainsFunc(x.r.Analyzer().Parse(si.st.toks[verb].Norm), func(p rutext.Parse) bool {
		return p.Known && p.Tag.POS == "VERB" && p.Tag.Has("tran")
	}) {
		return false // «адмирал повёл эскадру в Шанхай»: who is led goes
	}
	t := si.st.toks[j]
	if _, role := x.r.Vocabulary().RoleNoun(t.Norm); role {
		return false
	}
	if _, _, _, kin := x.r.KinshipNoun(t); kin {
		return false
	}
	if x.v.collectives[t.Norm] != "" || x.v.vessels[t.Norm] || x.v.familyWords[t.Norm] {
		return false
	}
	if _, ok := x.v.subjectNouns[t.Norm]; ok {
		return false
	}
	return true
}

// arrivedWhereTextIs returns the place a verb of arriving that names no
// place arrived at («из Москвы прибыл курьер») reaches: where the person
// the clause would be about was last told to be, as an implied goal at the
// verb.
func (x *extraction) arrivedWhereTextIs(si *sentInfo, verb int) (PlaceMention, bool) {
	toks := si.st.toks
	if !x.r.MatchWord(x.v.arrivalVerbs, toks[verb]) || slices.ContainsFunc(si.places, func(p PlaceMention) bool { return p.Goal || p.Role == RoleDestination }) {
		return PlaceMention{}, false
	}
	last := x.lastPlace[si.primary]
	if last == nil {
		return PlaceMention{}, false
	}
	p := *last
	p.Start, p.End, p.Text, p.Sentence = toks[verb].Start, toks[verb].End, toks[verb].Text, si.sent
	p.Role, p.implied, p.refined, p.dateline, p.prep = RoleDestination, true, false, false, ""
	p.Goal, p.Static = true, false
	return p, true
}

// comesToPerson reports whether the clause's journey ends where the person
// the text follows is: at their last place («туда», «в Казань» while they
// live there), at them («к нему», «к ней»), or, for a verb of arriving
// that names no place arrived at («из Москвы прибыл курьер»), where the
// text is.
func (x *extraction) comesToPerson(si *sentInfo, verb int) bool {
	toks := si.st.toks
	if x.r.MatchWord(x.v.arrivalVerbs, toks[verb]) && !slices.ContainsFunc(si.places, func(p PlaceMention) bool { return p.Goal || p.Role == RoleDestination }) {
		return true
	}
	for k := 0; k+1 < len(toks); k++ {
		if toks[k].Norm == "к" && slices.Contains([]string{"нему", "ней", "ним"}, toks[k+1].Norm) {
			return true
		}
	}
	last := x.lastPlace[si.primary]
	return last != nil && slices.ContainsFunc(si.places, func(p PlaceMention) bool {
		return (p.Goal || p.Role == RoleDestination) && p.Place.ID == last.Place.ID
	})
}

// stretchOf returns the tokens [from, to) of the clause around token k
// between punctuation marks (, ; . : —): the verb's own stretch.
func stretchOf(toks []rutext.Token, k int) (from, to int) {
	bound := func(t rutext.Token) bool {
		return t.Kind == rutext.Punct && (t.Norm == "," || t.Norm == ";" || t.Norm == "." || t.Norm == ":" || t.Norm == "—")
	}
	from, to = k, k+1
	for from > 0 && !bound(toks[from-1]) {
		from--
	}
	for to < len(toks) && !bound(toks[to]) {
		to++
	}
	return from, to
}

// nounSubjectAt returns the token of the common noun that is the subject
// of the finite verb at token verb, with its readings (see thingSubjectAt).
func (x *extraction) nounSubjectAt(si *sentInfo, verb int) (int, []rutext.Parse, bool) {
	toks := si.st.toks
	if verb < 0 || verb >= len(toks) {
		return 0, nil, false
	}
	from, to := stretchOf(toks, verb)
	if slices.ContainsFunc(si.actors, func(a actorMention) bool {
		return (a.subject || a.object) && (a.kind == actorPerson || a.kind == actorRef) && a.from >= from && a.from < to
	}) {
		return 0, nil, false // «меня выслали», «начальство перевело его»: a person is moved
	}
	a := x.r.Analyzer()
	if a == nil {
		return 0, nil, false
	}
	type agreement struct{ number, gender string }
	var forms []agreement
	intransitive := true
	for _, p := range a.Parse(toks[verb].Norm) {
		if p.Tag.POS != "VERB" && p.Tag.POS != "PRTS" {
			continue
		}
		if p.Tag.Has("1per") || p.Tag.Has("2per") || p.Tag.Has("impr") {
			// A form that may also be of the third person («дошли»,
			// also the imperative of «дослать») keeps that reading.
			continue
		}
		intransitive = intransitive && !p.Tag.Has("tran")
		g := ""
		if p.Tag.Number() == "sing" && (p.Tag.Has("past") || p.Tag.POS == "PRTS") {
			g = p.Tag.Gender()
		}
		forms = append(forms, agreement{p.Tag.Number(), g})
	}
	if len(forms) == 0 {
		return 0, nil, false
	}
	inPlace := func(t rutext.Token) bool {
		return slices.ContainsFunc(si.places, func(p PlaceMention) bool { return t.Start >= p.Start && t.End <= p.End }) ||
			slices.ContainsFunc(si.dates, func(d DateMention) bool { return t.Start >= d.Start && t.End <= d.End })
	}
	rv := x.r.Vocabulary()
	for j := from; j < to; j++ {
		t := toks[j]
		if j == verb || t.Kind != rutext.Word || t.Quoted != toks[verb].Quoted || t.Upper && j > 0 && !startsQuote(toks, j) || inPlace(t) || j+1 < len(toks) && toks[j+1].Norm == "." && toks[j+1].Start == t.End && (j+2 < len(toks) || utf8.RuneCountInString(t.Norm) <= 3) {
			continue // a name, a place, a date, an abbreviation («г.»; a word ending the sentence is none)
		}
		if j > verb && (!intransitive || slices.ContainsFunc(toks[verb+1:j], func(o rutext.Token) bool {
			return o.Norm == "," || o.Norm == ";" || o.Norm == ":" || x.r.IsFiniteVerb(o)
		})) {
			break // an object, or another clause («прибыл в Лань-чжоу, главный город»)
		}
		if j < verb {
			if v := slices.IndexFunc(toks[j+1:verb], func(o rutext.Token) bool { return !o.Quoted && x.r.IsFiniteVerb(o) }); v >= 0 {
				if !slices.ContainsFunc(toks[j+1+v:verb], func(o rutext.Token) bool { return o.Norm == "и" }) {
					continue // the subject of another verb
				}
				// «способ разошёлся по Волге и дошёл до Самары»: the
				// verbs joined by «и» share their subject.
			}
		}
		if x.v.yearWords[t.Norm] || j > 0 && toks[j-1].Kind == rutext.Word && !x.r.MayBeAdjective(toks[j-1]) && x.r.IsNounOnly(toks[j-1]) && !inPlace(toks[j-1]) {
			continue // «того же года», «болезнь глаз»: a noun's genitive
		}
		// Governed by a preposition, perhaps across its adjectives («на
		// нашу дорогу»).
		g := j - 1
		for g >= 0 && (toks[g].Kind == rutext.Word && x.r.MayBeAdjective(toks[g]) && !x.r.IsFiniteVerb(toks[g]) || inPlace(toks[g]) && (x.r.MayBeAdjective(toks[g]) || toks[g].Norm == ".") || toks[g].Norm == "." || numeral(a, toks[g])) {
			g-- // adjectives, a numeral («за три недели»), a place adjective abbreviated («из Киевской губ. тюрьмы»)
		}
		if g >= 0 && isPrep(rv, toks[g].Norm) {
			continue
		}
		ps := a.Parse(t.Norm)
		if x.r.Analyzer() == nil || len(ps) == 0 {
			continue
		}
		noun := 0.0
		all := 0.0
		for _, p := range ps {
			if !p.Known {
				continue
			}
			all += p.Score
			if p.Tag.POS == "NOUN" && !p.Tag.Has("Name") && !p.Tag.Has("Surn") && !p.Tag.Has("Patr") && !p.Tag.Has("Geox") && !p.Tag.Has("Abbr") {
				noun += p.Score
			}
		}
		if all == 0 || noun/all < 0.5 {
			continue
		}
		agrees := false
		for _, p := range ps {
			if !p.Known || p.Tag.POS != "NOUN" || p.Tag.Case() != "nomn" || p.Tag.Has("Name") || p.Tag.Has("Surn") || p.Tag.Has("Geox") {
				continue
			}
			for _, f := range forms {
				agrees = agrees || f.number == p.Tag.Number() && (f.gender == "" || f.gender == p.Tag.Gender())
			}
		}
		if !agrees {
			continue
		}
		return j, ps, true
	}
	return 0, nil, false
}

// mostlyAnimate reports whether the likeliest noun reading of a word is of
// a living being («товарищ», not «холера», which may also be a curse).
func mostlyAnimate(ps []rutext.Parse) bool {
	best := -1.0
	anim := false
	for _, p := range ps {
		if p.Known && p.Tag.POS == "NOUN" && p.Score > best {
			best, anim = p.Score, p.Tag.Has("anim")
		}
	}
	return anim
}

// startsQuote reports whether token k opens a quotation's text.
func startsQuote(toks []rutext.Token, k int) bool {
	return toks[k].Quoted && (k == 0 || !toks[k-1].Quoted || toks[k-1].Norm == ".")
}

// unitsMoved reports whether the text has told a move of a collective
// traveller so far.
func (x *extraction) unitsMoved() bool {
	return slices.ContainsFunc(x.moves, func(m *Movement) bool {
		for key, name := range x.unitNames {
			if name == m.Actor && !strings.HasPrefix(key, "cmd:") {
				return true
			}
		}
		return false
	})
}

// unitSubject reports whether the clause's subject is a collective
// traveller other than a household (events.yaml collective_travellers,
// households), named by its noun.
func (x *extraction) unitSubject(si *sentInfo) bool {
	return slices.ContainsFunc(si.actors, func(a actorMention) bool {
		if !a.unit || !a.subject {
			return false
		}
		for k := a.from; k < a.to && k < len(si.st.toks); k++ {
			n := si.st.toks[k].Norm
			if x.v.collectives[n] != "" && !x.v.households[n] {
				return true
			}
		}
		return false
	})
}

// journeyToldBack reports whether a return's clause tells the journey it
// ends by a gerund of travelling, visiting or spending a time somewhere
// (journey_gerunds: «объехав Крым и Кавказ, вернулась в Москву»,
// «возвратился в Кашгар, проведя лето у подножия Мус-таг-аты»), with no
// time of years («проведя три года в ссылке» ends a residence).
// The gerund's phrase may stand between commas apart from the clause
// («она, объехав Крым, вернулась»): the sentence is looked at, up to the
// semicolons around the clause.
func (x *extraction) journeyToldBack(si *sentInfo) bool {
	if x.yearsLong(si) || len(si.st.toks) == 0 {
		return false
	}
	from, to := si.st.toks[0].Start, si.st.toks[len(si.st.toks)-1].End
	toks := x.sents[si.sent].st.toks
	lo, hi := 0, len(toks)
	for k, t := range toks {
		if t.Kind == rutext.Punct && t.Norm == ";" {
			if t.End <= from {
				lo = k + 1
			} else if t.Start >= to && hi == len(toks) {
				hi = k
			}
		}
	}
	return slices.ContainsFunc(toks[lo:hi], func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.journeyGerunds, t)
	})
}

// asideSubject reports whether the person named as the subject at token k
// of a clause is told of in passing: named after the clause's verb (new
// to the telling, not what it is about), someone other than the actor
// before and the person the text follows, in a clause with no place, no
// date of its own, no move and no verb of any event type («…нанёс Его
// Высочеству удар саблей; второго удара не допустил королевич Георгий»).
// The clauses after it without a subject go on about the actor before.
func (x *extraction) asideSubject(si *sentInfo, name string, k int) bool {
	if x.lastActor == "" || name == x.lastActor || name == x.persons.Protagonist() ||
		len(si.places) > 0 || len(si.dates) > 0 || si.motion || si.strongCue || k <= 0 {
		return false
	}
	return slices.ContainsFunc(si.st.toks[:k], func(t rutext.Token) bool { return !t.Quoted && x.r.IsFiniteVerb(t) })
}

// relativesDeath reports whether the clause tells the death of a relative
// of the person the text follows («в 1887 г. в Харькове умер его отец»,
// «скончалась мать»): the dead make no journey after it, so the pronoun
// of the next clause («В 1889 г. он уехал в Петербург») still means the
// person followed, who is where the text last put them. (A child born,
// «в семье родился сын Николай», may be the one the text goes on to
// follow.)
func (x *extraction) relativesDeath(si *sentInfo, name string) bool {
	if x.lastActor == "" || name == x.lastActor || name == x.persons.Protagonist() || si.motion ||
		!slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
			return t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.deathWords, t)
		}) {
		return false
	}
	return slices.Contains(slices.Collect(maps.Values(x.kin)), name)
}

// metNarrator reports whether the person named as the subject of a clause
// of a text told in the first person only does something to the narrator
// there, with no move of their own («комендант Усков дал нам лошадей»,
// «здесь меня встретил доктор Петров»): someone met on the way, not the
// traveller, so the clauses after it without a subject («14 мая выехали в
// Киренск») go on about the narrator.
func (x *extraction) metNarrator(si *sentInfo, name string) bool {
	if !x.firstPerson || si.motion || name == x.narrator() || x.lastActor != x.narrator() {
		return false
	}
	return slices.ContainsFunc(si.actors, func(a actorMention) bool {
		return a.kind == actorRef && a.gender == rutext.First && a.object && !si.st.toks[a.from].Quoted
	})
}

// placeHosts reports whether a clause tells of a place hosting a person:
// a verb of hosting, a place with no preposition before it that may be
// its subject in the nominative, and a person as its object («Вена
// встретила его», «Рим и Неаполь принимали Петра Сомова»), the place not
// the one the person was last known to have reached.
// hostingPlaceSubject returns the token index of a verb of hosting whose
// subject is a place named before it in the nominative («Киев встретил
// его»), or -1.
func (x *extraction) hostingPlaceSubject(si *sentInfo) int {
	verb := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.v.hostingVerbs[t.Norm]
	})
	if verb < 0 || si.inWhere(verb) {
		return -1
	}
	at := si.st.toks[verb].Start
	if !slices.ContainsFunc(si.places, func(p PlaceMention) bool {
		if p.prep != "" || p.implied || p.End > at || p.Role == RoleOrganisation || p.Role == RoleReference || x.personOfPlace(si, p) {
			return false
		}
		k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start == p.Start })
		return k >= 0 && x.r.MayBeCase(si.st.toks[k], "nomn")
	}) {
		return -1
	}
	return verb
}

// personOfPlace reports whether the place p is an adjective that says
// whose a person is, the noun after it naming that person («Казанский
// губернатор», «нагасакский генерал-губернатор», «московские друзья»):
// the person, not the place, is what the clause speaks of.
func (x *extraction) personOfPlace(si *sentInfo, p PlaceMention) bool {
	head, ok := x.headOfPlaceAdjective(si, p)
	if !ok {
		return false
	}
	head.Upper = false
	return x.r.IsAnimateNoun(head)
}

// headOfPlaceAdjective returns the noun the place adjective p qualifies,
// past the adjectives between them («Казанский военный губернатор»),
// false when p is no adjective or no word follows it.
func (x *extraction) headOfPlaceAdjective(si *sentInfo, p PlaceMention) (rutext.Token, bool) {
	if !p.mention.Adjective || p.implied {
		return rutext.Token{}, false
	}
	for k, t := range si.st.toks {
		if t.Start < p.End || t.Kind != rutext.Word {
			continue
		}
		if x.r.IsAdjective(t) && k+1 < len(si.st.toks) {
			continue
		}
		return t, true
	}
	return rutext.Token{}, false
}

// relativeOrAcquaintanceOf reports whether the place p is an adjective
// of a person (personOfPlace) whose noun phrase follows a noun of kinship
// («дочери бывшего тверского губернатора») or, outside a meeting, the
// preposition «с» («знаком с петербургским профессором»).
func (x *extraction) relativeOrAcquaintanceOf(si *sentInfo, p PlaceMention) bool {
	if !x.personOfPlace(si, p) {
		return false
	}
	k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start == p.Start })
	for k > 0 && si.st.toks[k-1].Kind == rutext.Word && !si.st.toks[k-1].Upper && x.r.IsAdjective(si.st.toks[k-1]) {
		k-- // «бывшего»
	}
	if k == 0 || si.st.toks[k-1].Kind != rutext.Word {
		return false
	}
	before := si.st.toks[k-1]
	if _, _, _, ok := x.r.KinshipNoun(before); ok {
		return true
	}
	return (before.Norm == "с" || before.Norm == "со") && si.typ != "meeting"
}

// definitionDash returns the start of the dash of a clause with no verb
// that says what something is («Город этот — ворота в Киргизскую степь»,
// «Семипалатинск — ворота в степь»): a noun or a place in the nominative
// opens it, with no preposition or date before the dash; -1 when the
// clause is none. The places after the dash are the definition's, where
// nothing happens.
func (x *extraction) definitionDash(si *sentInfo) int {
	toks := si.st.toks
	dash := -1
	for k, t := range toks {
		if t.Kind == rutext.Word && !t.Quoted && x.r.IsFiniteVerb(t) {
			return -1
		}
		if dash < 0 && t.Kind == rutext.Punct && t.Norm == "—" {
			dash = k
		}
	}
	if dash < 1 || dash > 3 || slices.ContainsFunc(si.dates, func(d DateMention) bool { return d.Start < toks[dash].Start }) {
		return -1
	}
	noun := false
	for k := 0; k < dash; k++ {
		t := toks[k]
		if t.Kind != rutext.Word || isPrep(x.r.Vocabulary(), t.Norm) {
			return -1
		}
		inPlace := slices.ContainsFunc(si.places, func(p PlaceMention) bool { return !p.implied && p.prep == "" && t.Start >= p.Start && t.End <= p.End })
		l := t
		l.Upper = false
		if inPlace || x.r.IsNounOnly(l) && x.r.MayBeCase(l, "nomn") {
			noun = true
		}
	}
	if !noun {
		return -1
	}
	return toks[dash].Start
}

// authorityActs reports whether the place p is an adjective naming an
// authority or an office that is the subject of its clause, its finite
// verb of word (office_verbs: a report, a demand, an order) right after
// it («Германские власти потребовали…», «Курляндское губ. жанд.
// управление сообщает…»): the office acts where it sits, and
// no one the text follows is there. An official named by the town's
// adjective («ковенский полицмейстер донёс») is a person whose report the
// text tells, and a noun of exile or prison («Псковская ссылка
// кончилась») the person's own. A clause whose verb has the person for its subject or
// object («Киевский комитет избрал его делегатом», «Тифлисский губернатор
// принял Сомова») is the person's too and keeps its place.
func (x *extraction) authorityActs(si *sentInfo, p PlaceMention) bool {
	if !p.mention.Adjective || p.implied || p.dateline || p.prep != "" || si.quotedAt(p.Start) {
		return false
	}
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
	if k < 0 {
		return false
	}
	// The phrase opens its clause, past a date: nothing governs it.
	first := k
	for first > 0 && slices.ContainsFunc(si.dates, func(d DateMention) bool { return toks[first-1].Start >= d.Start && toks[first-1].End <= d.End }) {
		first--
	}
	if first > 0 {
		b := toks[first-1]
		if !(b.Kind == rutext.Punct && (b.Norm == "," || b.Norm == ";" || b.Norm == ":" || b.Norm == "—" || b.Norm == ".") ||
			b.Kind == rutext.Word && (b.Norm == "и" || b.Norm == "а" || b.Norm == "но")) {
			return false
		}
	}
	end := p.End
	if p.Institution != "" {
		end = p.Start + utf8.RuneCountInString(p.Institution)
	}
	head := -1
	verb := -1
	for j := k + 1; j < len(toks); j++ {
		t := toks[j]
		if t.Start < end {
			if t.Kind == rutext.Word {
				head = j
			}
			continue
		}
		if t.Kind == rutext.Word && x.r.IsFiniteVerb(t) {
			verb = j
		}
		break
	}
	if head < 0 || verb < 0 || toks[verb].Quoted || !x.r.MatchWord(x.v.officeVerbs, toks[verb]) {
		return false
	}
	h := toks[head]
	h.Upper = false
	if !x.r.MayBeCase(h, "nomn") {
		return false
	}
	if _, ok := x.v.subjectNouns[h.Norm]; ok {
		return false // «Парижский конгресс пересмотрел…»: the congress is at its town
	}
	if _, ok := x.v.subjectTypes[h.Norm]; ok {
		return false
	}
	if x.r.IsAnimateNoun(h) || x.v.sendingNouns.Match(h.Norm) || x.v.confinement.Match(h.Norm) {
		// «ковенский полицмейстер донёс»: an official's report is told
		// as an event; «Псковская ссылка кончилась»: the person's exile.
		return false
	}
	from, to := stretchOf(toks, verb)
	return !slices.ContainsFunc(si.actors, func(a actorMention) bool {
		return (a.subject || a.object || a.kind == actorPerson && a.from > verb && !a.companion) && (a.kind == actorPerson || a.kind == actorRef) && a.from >= from && a.from < to && (a.from < k || a.from > head)
	})
}

// pressOf reports whether the place p is an adjective of the press
// (print_nouns: «читал петербургские газеты», «писал в московских
// журналах»): nothing happens at the town.
func (x *extraction) pressOf(si *sentInfo, p PlaceMention) bool {
	head, ok := x.headOfPlaceAdjective(si, p)
	return ok && x.r.MatchWord(x.v.printNouns, head)
}

func (x *extraction) placeHosts(si *sentInfo) bool {
	verb := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.v.hostingVerbs[t.Norm]
	})
	if verb < 0 || si.inWhere(verb) {
		return false
	}
	at := si.st.toks[verb].Start
	host := slices.ContainsFunc(si.places, func(p PlaceMention) bool {
		if p.prep != "" || p.implied || p.End > at || p.Role == RoleOrganisation || p.Role == RoleReference || x.personOfPlace(si, p) {
			return false
		}
		if last := x.lastPlace[x.lastActor]; last != nil && last.Place.ID == p.Place.ID {
			// «Из Баку в Тифлис я ехал…. Тифлис встретил меня голодом»:
			// the journey there is told already; what follows is the stay.
			return false
		}
		k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start == p.Start })
		return k >= 0 && x.r.MayBeCase(si.st.toks[k], "nomn")
	})
	if !host {
		return false
	}
	for k := verb + 1; k < len(si.st.toks); k++ {
		if x.v.hosted[si.st.norm(k)] {
			return true
		}
	}
	if verb > 0 && x.v.hosted[si.st.norm(verb-1)] {
		return true
	}
	return slices.ContainsFunc(si.actors, func(a actorMention) bool {
		// The name after the verb, whatever case its reading gives.
		return a.kind == actorPerson && !a.companion && !a.absent && a.from > verb
	})
}

// composition reports whether the clause tells what a land or body is
// made of («состояла из», «делится на»), with no verb of motion.
func (x *extraction) composition(si *sentInfo) bool {
	if si.motion {
		return false
	}
	toks := si.st.toks
	for k, t := range toks[:max(len(toks)-1, 0)] {
		if t.Kind != rutext.Word || t.Quoted {
			continue
		}
		if x.r.MatchWord(x.v.compositionVerbs, t) && toks[k+1].Norm == "из" || x.r.MatchWord(x.v.divisionVerbs, t) && toks[k+1].Norm == "на" {
			return true
		}
	}
	return false
}

// receivedBy reports whether the clause tells, in the passive, that someone
// received its person («был принят государем», «была принята
// императрицей», «был принят Курманджан-датхой»): the receiver, a person or
// a noun of a person in the instrumental, follows the participle within a
// few words, before any preposition («принят в университет» is an
// enrolment, «принят на службу» a post).
func (x *extraction) receivedBy(si *sentInfo) bool {
	toks := si.st.toks
	for k, t := range toks {
		if t.Kind != rutext.Word || t.Quoted || !x.v.receivedPassives[t.Norm] || negated(&si.st, k) {
			continue
		}
		for j := k + 1; j < len(toks) && j <= k+4; j++ {
			u := toks[j]
			if u.Kind != rutext.Word || x.r.IsPreposition(u) {
				break
			}
			if x.r.IsAnimateNoun(u) && x.r.MayBeCase(u, "ablt") {
				return true
			}
			if slices.ContainsFunc(si.actors, func(a actorMention) bool {
				return a.kind == actorPerson && !a.companion && !a.absent && a.from == j
			}) {
				return true
			}
		}
	}
	return false
}

// leftJourney reports whether the clause's actor goes back to a place the
// text named before, from a place they were last known at on a journey,
// not a stay: the last event there a trip, ended less
// than maxJourneyDays before the clause's date. A return from it ends the
// journey; one after a longer time away ends a stay.
func (x *extraction) leftJourney(si *sentInfo) bool {
	p := x.lastPlace[si.primary]
	if p == nil || !x.returnsToNamedPlace(si) && !x.soonBareReturn(si) {
		// «Он уехал в Одессу. Через месяц он вернулся в Кишинёв», Kishinev
		// not named before: back to where they live, a change of residence.
		return false
	}
	for k := len(x.events) - 1; k >= 0; k-- {
		e := x.events[k]
		if x.dead[e] || len(e.Places) == 0 || e.Places[0].Place.ID != p.Place.ID {
			continue
		}
		if e.Type != "trip" && e.Type != "relocation" {
			// What happened there («вышли к Иссык-Кулю. Вода в озере не
			// замерзает…») does not say how they came: the arrival does.
			continue
		}
		if e.Type != "trip" || x.escapedFrom(k) {
			// An escape from the place («5 января бежал») is a trip there,
			// but one who flees a place had lived in it: the return is a
			// change of residence.
			return false
		}
		// A return naming no goal goes back from this journey to where it
		// set out from, whatever home that was.
		return (si.returnsWithinJourney(e) || x.expeditionStage(e)) && (x.soonBareReturn(si) || !x.livedAway(si))
	}
	// Where the text put them last tells no arrival («телеграфировал со
	// станции Раздельная, что приедет»): they were there on the way, and
	// the last journey or stay told before it decides.
	for k := len(x.events) - 1; k >= 0; k-- {
		e := x.events[k]
		if x.dead[e] || len(e.Places) == 0 || !slices.Contains(e.Actors, si.primary) || e.Type != "trip" && e.Type != "relocation" {
			continue
		}
		return e.Type == "trip" && !x.escapedFrom(k) && (si.returnsWithinJourney(e) || x.expeditionStage(e)) && !x.livedAway(si)
	}
	return false
}

// livedAway reports whether, since the text last put anyone at a goal of
// the return si, its actor changed residence elsewhere («жил в Риме,
// Неаполе и Венеции; в 1842–43 побывал в Париже. В 1844 вернулся в
// Петербург»): the journeys last told were made from that home, and the
// return ends the stay away, not them.
func (x *extraction) livedAway(si *sentInfo) bool {
	goal := func(id string) bool {
		return slices.ContainsFunc(si.places, func(g PlaceMention) bool { return g.Goal && !g.implied && g.Place.ID == id })
	}
	for k := len(x.events) - 1; k >= 0; k-- {
		e := x.events[k]
		if x.dead[e] || len(e.Places) == 0 {
			continue
		}
		if goal(e.Places[0].Place.ID) {
			return false
		}
		if e.Type == "relocation" && slices.Contains(e.Actors, si.primary) {
			return true
		}
	}
	return false
}

// escapedFrom reports whether the event k tells of an escape from its main
// place: made of a clause whose verb is one of escape, at a place that is
// not where the flight went.
func (x *extraction) escapedFrom(k int) bool {
	e := x.events[k]
	if len(e.Places) == 0 || e.Places[0].Goal || e.Places[0].Role == RoleDestination {
		return false
	}
	return slices.ContainsFunc(x.units, func(u *sentInfo) bool {
		return u.motion && u.motionKind == "escape" && slices.Contains(u.events, k)
	})
}

// returnsWithinJourney reports whether the sentence si, dated from its
// start, comes back less than maxJourneyDays after the trip e ended (or
// either date is unknown): a return that ends that journey.
// expeditionStage reports whether the event e is told of an expedition or
// a caravan as the subject («экспедиция пришла в Ургу»): a stage of a
// journey however long it lasts, so that the return after it ends the
// journey.
func (x *extraction) expeditionStage(e *Event) bool {
	return x.partyMovesAt(e.Source.Position.Start)
}

// partyMovesAt reports whether the sentence at offset has an expedition or
// a caravan as a clause's subject (events.yaml subject_types: trip).
func (x *extraction) partyMovesAt(offset int) bool {
	at := x.sentOf(offset)
	return at >= 0 && slices.ContainsFunc(x.units, func(u *sentInfo) bool { return u.sent == at && (u.subjectType == "trip" || u.campaign) })
}

func (si *sentInfo) returnsWithinJourney(e *Event) bool {
	var w, old when.Expr
	var from string
	si.setDate(si.start(), &w, &old, &from)
	end, back := e.When.Interval().Latest, w.Interval().Earliest
	return end.IsZero() || back.IsZero() || back.Days()-end.Days() < maxJourneyDays
}

// homeUnderHeading reports whether a return that names no other goal is
// told under a heading or dateline («С.-ПЕТЕРБУРГ, 5 августа. Вчера
// Наследник возвратился в столицу») right after news of a journey: the
// last event before it with a place, elsewhere than the heading, is a trip
// ended less than maxJourneyDays before. The heading has put the traveller
// at the return's end already, so leftJourney cannot see where they were.
func (x *extraction) homeUnderHeading(si *sentInfo) bool {
	if x.here == nil || slices.ContainsFunc(si.places, func(p PlaceMention) bool {
		return p.Goal && !p.implied && p.Place.ID != x.here.Place.ID
	}) {
		return false
	}
	for k := len(x.events) - 1; k >= 0; k-- {
		e := x.events[k]
		if x.dead[e] || len(e.Places) == 0 {
			continue
		}
		if e.Type != "trip" || e.Places[0].Place.ID == x.here.Place.ID {
			return false
		}
		return si.returnsWithinJourney(e)
	}
	return false
}

// roundTrip reports whether a return leads back to where its own
// sentence's route set out from («из Кишинёва они проехали через Бендеры
// в Аккерман … и вернулись в Кишинёв»): the journey is told whole, and
// the return ends it.
func (x *extraction) roundTrip(si *sentInfo) bool {
	return slices.ContainsFunc(si.places, func(g PlaceMention) bool { return x.backToStart(si, g) })
}

// backToStart reports whether the goal g is the origin of its sentence's
// route, left on the same date, with another goal reached in between.
func (x *extraction) backToStart(si *sentInfo, g PlaceMention) bool {
	if !g.Goal || g.implied {
		return false
	}
	whole := x.sents[si.sent]
	sent := whole.places
	dg, _ := whole.dateAt(g.Start)
	origin := slices.ContainsFunc(sent, func(p PlaceMention) bool {
		// Set out on the same date: «переехал из Тифлиса в Москву, а в
		// 1885 г. вернулся в Тифлис» is two moves.
		do, _ := whole.dateAt(p.Start)
		return p.Role == RoleOrigin && !p.implied && p.Start < g.Start && p.Place.ID == g.Place.ID && do.Start == dg.Start
	})
	between := slices.ContainsFunc(sent, func(p PlaceMention) bool {
		return (p.Goal || p.Role == RoleDestination) && !p.implied && p.Start < g.Start && p.Place.ID != g.Place.ID
	})
	return origin && between
}

// maxJourneyDays is how long, after the last news of someone at a place
// they travelled to, a return still ends that journey: half a year.
const maxJourneyDays = 183

// returnsToNamedPlace reports whether a goal of the clause was named in
// an earlier sentence.
func (x *extraction) returnsToNamedPlace(si *sentInfo) bool {
	for _, g := range si.places {
		if !g.Goal || g.implied {
			continue
		}
		for _, s := range x.sents[:si.sent] {
			if slices.ContainsFunc(s.places, func(p PlaceMention) bool { return p.Place.ID == g.Place.ID }) {
				return true
			}
		}
	}
	return false
}

// soonBareReturn reports whether a clause names no goal of its own, only
// one implied, and is dated to its season, month or day («и 2 марта
// вернулся», «20 июля вернулись», «а летом вернулся»): a return told so
// closely after a journey goes back to where the journey set out from.
// One dated by its year or a larger part of it («в 1907 году он
// вернулся», «вернулся в конце года») may end a longer stay away.
func (x *extraction) soonBareReturn(si *sentInfo) bool {
	if slices.ContainsFunc(si.places, func(g PlaceMention) bool { return g.Goal && !g.implied }) {
		return false
	}
	var w, old when.Expr
	var from string
	si.setDate(si.start(), &w, &old, &from)
	days, bounded := w.Interval().Span()
	return bounded && days <= 92
}

// staysIn reports whether a clause has a word of staying outside its
// «где» clauses («вернулся в Батум и жил там»).
func (x *extraction) staysIn(si *sentInfo) bool {
	for k, t := range si.st.toks {
		if !si.inWhere(k) && x.r.MatchWord(x.v.stayWords, t) {
			return true
		}
	}
	stay, _ := x.staysAfter(si)
	return stay
}

// goalTold reports whether a goal of the clause is followed by a «где»
// clause that tells what then happened there («вернулся в Москву, где
// руководил комитетом», «вернулись в Тонон, где тяжело болел её брат»):
// the return is told as the start of a time there, a change of
// residence, not the end of a journey.
func (x *extraction) goalTold(si *sentInfo) bool {
	toks := si.st.toks
	for _, w := range si.where {
		if w[0] < 1 || toks[w[0]-1].Norm != "," {
			continue
		}
		before := toks[w[0]-1].Start
		if slices.ContainsFunc(si.places, func(p PlaceMention) bool {
			return p.Goal && !p.implied && p.End <= before && strings.TrimSpace(string(x.rs[p.End:before])) == ""
		}) {
			return true
		}
	}
	return false
}

// cuesIn returns the cue weights of token k in its clause: the
// vocabulary's, and a delivery in custody as a relocation («арестовали в
// Тононе и отвезли в Лион»).
func (x *extraction) cuesIn(si *sentInfo, k int) typeWeights {
	w := x.v.cuesAt(&si.st, k)
	x.v.readCue(&si.st, k, &w)
	if x.predicateNoun(&si.st, k) || x.describesPerson(&si.st, k) {
		return typeWeights{}
	}
	if si.custody && x.r.MatchWord(x.v.delivery, si.st.toks[k]) {
		i := typeIndex("relocation")
		w[i] = max(w[i], 2)
	}
	if x.permittedResettle(&si.st, k) && !negated(&si.st, k) {
		// «ему разрешили вернуться в Саратов»: the end of an exile, home.
		i := typeIndex("relocation")
		w[i], w[typeIndex("trip")] = max(w[i], 3), 0
	}
	if j := x.permitBefore(&si.st, k, x.v.motionVerbs); j >= 0 && x.r.MatchWord(x.v.forced, si.st.toks[j]) && !negated(&si.st, k) {
		// «Сомову пришлось уехать в Тверь»: made to leave home.
		i := typeIndex("relocation")
		w[i], w[typeIndex("trip")] = max(w[i], 3), 0
	}
	if tr, rl := typeIndex("trip"), typeIndex("relocation"); (w[tr] > 0 || w[rl] > 0) && x.placeAsSubject(si, k) {
		// «Эрзерум и Баязет были возвращены Турции», «Карс отошёл к
		// России»: a town handed back or over is no one's journey.
		w[tr], w[rl] = 0, 0
		i := typeIndex("other")
		w[i] = max(w[i], 1)
	}
	if x.entersSchoolByName(si, k) {
		// «поступил в Кембридж», «поступила в Сорбонну»: a university
		// named by its town or its own name is entered to study there.
		i := typeIndex("school")
		w[i], w[typeIndex("trip")] = max(w[i], 3), 0
		w[typeIndex("relocation")] = min(w[typeIndex("relocation")], 2)
	}
	if x.conveysPerson(si, k) && (w[typeIndex("school")] >= 3 || x.intoSchoolAfter(si, k)) {
		// «его определили в кадетский корпус», «через год его перевели в
		// Москву, в военную гимназию»: a person placed into a school by
		// those in charge studies there.
		i := typeIndex("school")
		w[i], w[typeIndex("trip")] = max(w[i], 3), 0
		w[typeIndex("relocation")] = min(w[typeIndex("relocation")], 2)
	} else if x.conveysPerson(si, k) {
		// «его в кандалах отправили в Сибирь», «больного увезли к родным
		// в Друскеники»: the place a person is taken to by others is
		// where they are made to live.
		i := typeIndex("relocation")
		w[i], w[typeIndex("trip")] = max(w[i], 3), 0
	}
	return x.dropWeakReadingsOfMotion(si, k, w)
}

// entersSchoolByName reports whether the word at k is a verb of entering
// a school (school_entry_verbs: «поступил», «зачислен») whose goal, after
// «в|во» and before any punctuation or other verb, is a town or a
// landmark named by its own name in the accusative, with no noun after it
// («поступил в Кембридж», «осенью поступила в Сорбонну»): the university
// of that town, or the one the name is. An institution named by a place
// adjective («в Тифлисскую палату») or a land («поступил в Германию») is
// not one.
func (x *extraction) entersSchoolByName(si *sentInfo, k int) bool {
	st := &si.st
	if k >= len(st.toks) || st.toks[k].Kind != rutext.Word || !x.v.schoolEntryVerbs[st.norm(k)] {
		return false
	}
	for j := k + 1; j < len(st.toks) && j <= k+3; j++ {
		t := st.toks[j]
		if t.Kind != rutext.Word || x.r.IsFiniteVerb(t) {
			return false
		}
		if n := st.norm(j); n != "в" && n != "во" {
			continue
		}
		if j+1 >= len(st.toks) {
			return false
		}
		name := st.toks[j+1]
		if name.Kind != rutext.Word || !name.Upper || name.Title || !x.r.MayBeCase(name, "accs") {
			return false
		}
		if j+2 < len(st.toks) {
			if next := st.toks[j+2]; next.Kind == rutext.Word && !next.Upper && !x.r.IsFiniteVerb(next) && x.r.IsNounOnly(next) {
				return false
			}
		}
		for _, p := range si.places {
			if p.Start != name.Start || p.Institution != "" || p.Organisation != "" {
				continue
			}
			switch p.Place.Kind {
			case gazetteer.KindCity, gazetteer.KindVillage, gazetteer.KindLandmark:
				return true
			}
		}
		return false
	}
	return false
}

// intoSchoolAfter reports whether the clause of the verb at k goes on,
// before another verb, to «в|во» and, perhaps past lower-case adjectives,
// a noun with a cue of studies («перевели в Москву, в военную гимназию»).
func (x *extraction) intoSchoolAfter(si *sentInfo, k int) bool {
	st := &si.st
	for j := k + 1; j < len(st.toks); j++ {
		t := st.toks[j]
		if t.Norm == "." || t.Norm == ";" || t.Kind == rutext.Word && x.r.IsFiniteVerb(t) {
			return false
		}
		if n := st.norm(j); n != "в" && n != "во" {
			continue
		}
		m := j + 1
		for m < len(st.toks) && st.toks[m].Kind == rutext.Word && (!st.toks[m].Upper || x.r.IsAdjective(st.toks[m])) && !st.toks[m].Title && x.r.MayBeAdjective(st.toks[m]) && x.v.cuesAt(st, m)[typeIndex("school")] == 0 {
			// «в Московское юнкерское училище»: a town's adjective too.
			m++
		}
		if m < len(st.toks) && st.toks[m].Kind == rutext.Word && !st.toks[m].Title && x.v.cuesAt(st, m)[typeIndex("school")] >= 1 {
			return true
		}
	}
	return false
}

// predicateNoun reports whether the word at k is a noun in the
// instrumental that a verb of becoming or a copula governs, perhaps across
// «для» and the one it was for («стали для него школой», «являлся для
// Герцена центром»):
// what a thing was for someone, not a thing done.
func (x *extraction) predicateNoun(st *sentenceTokens, k int) bool {
	t := st.toks[k]
	if t.Kind != rutext.Word || x.r.IsFiniteVerb(t) || !x.r.MayBeCase(t, "ablt") {
		return false
	}
	j := k - 1
	if j >= 1 && st.norm(j-1) == "для" && x.r.MayBeCase(st.toks[j], "gent") {
		j -= 2
	}
	if j >= 0 && x.v.becomeVerbs[st.norm(j)] && x.v.postInstrumentals[t.Norm] {
		// «стал управляющим», «сделался директором»: becoming what one
		// serves as is taking up a post.
		return false
	}
	return j >= 0 && (x.v.becomeVerbs[st.norm(j)] || x.v.copulaVerbs[st.norm(j)])
}

// describesPerson reports whether the word at k is a noun that a noun of
// a person governs, in the genitive or after «по», perhaps past adjectives
// and abbreviations («товарищ по училищу», «сын директора тобол.
// гимназии», «дочь профессора университета»): it says who the person is,
// not what happened.
func (x *extraction) describesPerson(st *sentenceTokens, k int) bool {
	t := st.toks[k]
	if t.Kind != rutext.Word || t.Upper || !x.r.IsNounOnly(t) {
		return false
	}
	j := k - 1
	for j >= 0 && (st.toks[j].Norm == "." || st.toks[j].Kind == rutext.Word && !st.toks[j].Upper && x.r.IsAdjective(st.toks[j]) ||
		st.toks[j].Kind == rutext.Word && !st.toks[j].Upper && j+1 < k && st.toks[j+1].Norm == ".") {
		j--
	}
	if j >= 0 && st.norm(j) == "по" {
		j--
	} else if !x.r.MayBeCase(t, "gent") {
		return false
	}
	return j >= 0 && x.r.IsAnimateNoun(st.toks[j])
}

// dropWeakReadingsOfMotion clears the weak other readings (weight 1) of a
// verb of motion that governs a place or a goal: «мы вышли из
// Кронштадта», «вышел в Лондон», «вышли в степь» are moves, not «вышла
// книга», a publication.
func (x *extraction) dropWeakReadingsOfMotion(si *sentInfo, k int, w typeWeights) typeWeights {
	if x.motionVerb(si.st.toks[k]) && (x.governsPlace(si, k) || x.governsDirection(si, k)) {
		for i, c := range w {
			if c < 2 && i != typeIndex("trip") && i != typeIndex("relocation") {
				w[i] = 0
			}
		}
	}
	return w
}

// conveysPerson reports whether token k is a verb of sending or taking
// in the third person plural (conveyed_verbs) whose object is a person
// («его», «меня», «узника», «Потанина») or, in a clause of custody, that
// has neither subject nor object, with a place after it in its
// clause that the sentence does not send the person on from («отвезли в
// Киото, а оттуда на эскадру»).
func (x *extraction) conveysPerson(si *sentInfo, k int) bool {
	toks := si.st.toks
	if toks[k].Quoted || !strings.HasSuffix(toks[k].Norm, "ли") || !x.r.MatchWord(x.v.conveyed, toks[k]) || negated(&si.st, k) {
		return false
	}
	if slices.ContainsFunc(toks, func(t rutext.Token) bool { return x.v.remainsWords[t.Norm] }) {
		return false
	}
	moved := slices.ContainsFunc(si.actors, func(a actorMention) bool {
		switch {
		case a.object:
			return !a.dative
		case a.kind == actorPerson:
			return !a.subject && !a.companion && !a.absent && !isPrep(x.r.Vocabulary(), si.st.norm(a.from-1))
		}
		return false
	})
	// With no object, a clause of custody with no subject still sends the
	// prisoner it goes on about («а наутро под конвоем отправили в
	// Сибирь»).
	if !moved && !(si.custody && !slices.ContainsFunc(si.actors, func(a actorMention) bool { return a.subject }) && !x.sendsThing(si)) {
		return false
	}
	goal := slices.IndexFunc(si.places, func(p PlaceMention) bool {
		return p.Start > toks[k].Start && !p.implied && (p.Goal || p.Role == RoleDestination || p.Static)
	})
	if goal < 0 {
		return false
	}
	// An onward leg after the place in the same sentence makes it a stop.
	after := si.places[goal].End
	for _, t := range x.sents[si.sent].st.toks {
		if t.Start >= after && t.Kind == rutext.Word && !t.Quoted && x.v.onwardWords[t.Norm] {
			return false
		}
	}
	return true
}

// readCue applies to the cue weights w of token k the sense its
// construction shows (events.yaml cue_readings): «выступили в поход» is a
// march, not a speech; «не представляла ничего интересного» no
// representation.
func (v *Vocab) readCue(st *sentenceTokens, k int, w *typeWeights) {
	if st.r == nil || k < 0 || k >= len(st.toks) {
		return
	}
	for i := range v.readings {
		r := &v.readings[i]
		if !st.r.MatchWord(r.words, st.toks[k]) {
			continue
		}
		if r.hasWith {
			// «с труппой выступил из Киева в Одессу»: a march for all the
			// company it keeps.
			if v.directionAfter(st, k) || !slices.ContainsFunc(st.toks, func(t rutext.Token) bool { return t.Kind == rutext.Word && !t.Quoted && r.with.Match(t.Norm) }) {
				continue
			}
		} else if !v.readingAfter(st, k, r) && !(r.direction && v.directionBefore(st, k, r)) {
			continue
		}
		for _, d := range r.drops {
			w[d] = 0
		}
		if r.typIdx >= 0 {
			w[r.typIdx] = max(w[r.typIdx], r.weight)
		}
	}
}

// readingAfter reports whether the words after token k show the reading
// r: one of its words within the next four; a preposition of
// direction and a noun in its case; a person in the dative.
func (v *Vocab) readingAfter(st *sentenceTokens, k int, r *cueReading) bool {
	next := func(j int) int {
		for j < len(st.toks) && st.toks[j].Kind == rutext.Word && !st.toks[j].Upper && st.r.IsAdjective(st.toks[j]) && !r.after.Match(st.norm(j)) {
			j++
		}
		return j
	}
	j := next(k + 1)
	if j >= len(st.toks) || st.toks[j].Kind != rutext.Word {
		return false
	}
	for a := k + 1; a < len(st.toks) && a <= k+4 && st.toks[a].Kind == rutext.Word; a++ {
		// «не представляла для него ничего»: a short phrase may stand
		// between.
		if r.after.Match(st.norm(a)) {
			return true
		}
	}
	if r.dativePerson && st.r.IsAnimateObjectNoun(st.toks[j]) && st.r.MayBeCase(st.toks[j], "datv") {
		return true
	}
	if r.personCase != "" && v.personAfter(st, k, r) {
		return true
	}
	if r.atPlace && locativeNameAt(st, j) {
		return true
	}
	if !r.direction {
		return false
	}
	c, ok := v.directionCase[st.norm(j)]
	if !ok {
		return false
	}
	n := j + 1
	for n < len(st.toks) && st.toks[n].Kind == rutext.Word && st.r.IsAdjective(st.toks[n]) {
		n++
	}
	if n >= len(st.toks) || st.toks[n].Kind != rutext.Word || r.notDirection[st.norm(n)] {
		return false
	}
	return st.r.MayBeCase(st.toks[n], c)
}

// personAfter reports whether a person in the case of the reading r is
// named within the four words after the verb at k, not after a
// preposition of its own («принят в Казани губернатором»; not «вместе с
// братом»).
func (v *Vocab) personAfter(st *sentenceTokens, k int, r *cueReading) bool {
	rv := st.r.Vocabulary()
	for a := k + 1; a < len(st.toks) && a <= k+4 && st.toks[a].Kind == rutext.Word; a++ {
		t := st.toks[a]
		if r.notPerson[t.Norm] || isPrep(rv, st.norm(a-1)) && a > k+1 {
			continue
		}
		if st.r.MayBeCase(t, r.personCase) && v.personWord(st.r, t) {
			return true
		}
	}
	return false
}

// personWord reports whether t names a person: an animate common noun
// (capitalised or not: «губернатором», «Государем»), a name or surname
// of the dictionary, a pronoun of a person as an object (hosted_pronouns).
func (v *Vocab) personWord(r *rutext.Reader, t rutext.Token) bool {
	lower := t
	lower.Upper = false
	return v.hosted[t.Norm] || r.IsAnimateNoun(lower) || r.IsDictPerson(t)
}

// directionBefore reports whether the verb at k comes right after a
// preposition of direction, perhaps adjectives and a common noun in its
// case: the goal put first («к нашему биваку вышел охотник», «на берег
// вышли матросы»); not a time («на другой день вышла книга»).
func (v *Vocab) directionBefore(st *sentenceTokens, k int, r *cueReading) bool {
	n := k - 1
	if st.r == nil || n < 1 || st.toks[n].Kind != rutext.Word || r.notDirection[st.norm(n)] {
		return false
	}
	if _, ok := v.units[st.norm(n)]; ok || v.isDateWord(st.norm(n)) || st.r.IsAdjective(st.toks[n]) {
		return false
	}
	j := n - 1
	for j >= 0 && st.toks[j].Kind == rutext.Word && !st.toks[j].Upper && st.r.IsAdjective(st.toks[j]) {
		j--
	}
	if j < 0 {
		return false
	}
	c, ok := v.directionCase[st.norm(j)]
	return ok && st.r.MayBeCase(st.toks[n], c)
}

// directionAfter reports whether the verb at k is followed by a
// preposition of direction and a noun in its case («выступил на Хиву»,
// «выступил с Мангышлака»; not «на съезде», «с речью»).
func (v *Vocab) directionAfter(st *sentenceTokens, k int) bool {
	for i := range v.readings {
		if r := &v.readings[i]; r.direction && st.r != nil && st.r.MatchWord(r.words, st.toks[k]) {
			return v.readingAfter(st, k, &cueReading{direction: true, notDirection: r.notDirection, after: r.after})
		}
	}
	return false
}

// governsPlace reports whether the word at k is followed by a preposition
// and a place it introduces (perhaps after an adjective): «вышли из
// Кронштадта», «вышел в Балтийское море».
func (x *extraction) governsPlace(si *sentInfo, k int) bool {
	toks := si.st.toks
	if k+2 >= len(toks) || !isPrep(x.r.Vocabulary(), si.st.norm(k+1)) {
		return false
	}
	from, to := toks[k+1].End, toks[min(k+3, len(toks)-1)].End
	return slices.ContainsFunc(si.places, func(p PlaceMention) bool { return p.Start >= from && p.Start < to })
}

// unitAssembles reports whether the clause tells a unit (a collective
// traveller as subject) gathering (assembly_verbs) at a place where, before
// or after the verb: «отряды собрались в Красноводске», «в Систове
// собралась дружина».
func (x *extraction) unitAssembles(si *sentInfo) bool {
	if !slices.ContainsFunc(si.actors, func(a actorMention) bool { return a.unit && a.subject }) {
		return false
	}
	for k, t := range si.st.toks {
		if t.Kind != rutext.Word || !x.r.MatchWord(x.v.assemblyVerbs, t) || negated(&si.st, k) {
			continue
		}
		return slices.ContainsFunc(si.places, func(p PlaceMention) bool { return p.Role == RoleLocation && !p.Goal })
	}
	return false
}

// governsDirection reports whether the word at k is followed by a
// preposition of direction and a common noun in the case of a goal
// (perhaps after adjectives): «вышли в степь», «вышел к реке», «вышла на
// берег». A book comes out «в свет», which a publication cue of its own
// (weight 2) keeps.
func (x *extraction) governsDirection(si *sentInfo, k int) bool {
	toks := si.st.toks
	if k+2 >= len(toks) {
		return false
	}
	var goalCase string
	switch si.st.norm(k + 1) {
	case "в", "во", "на":
		goalCase = "accs"
	case "к", "ко":
		goalCase = "datv"
	default:
		return false
	}
	j := k + 2
	for j < len(toks) && j < k+4 && toks[j].Kind == rutext.Word && x.r.MayBeAdjective(toks[j]) {
		j++
	}
	if j >= len(toks) || toks[j].Kind != rutext.Word || toks[j].Upper {
		return false
	}
	t := toks[j]
	return x.r.MayBeCase(t, goalCase) && (goalCase != "accs" || !x.r.MayBeCase(t, "loct") && !x.r.MayBeCase(t, "loc2"))
}

// studiedAt reports whether the last verb-strong cue before the place p is
// a verb of studying («учился», «обучалась», «слушал лекции»), not of
// teaching or finishing: teaching where one went is living and working
// there.
func (x *extraction) studiedAt(si *sentInfo, p PlaceMention) bool {
	for k := len(si.st.toks) - 1; k >= 0; k-- {
		t := si.st.toks[k]
		if t.Start >= p.Start || t.Kind != rutext.Word || si.inWhere(k) {
			continue
		}
		if w := x.cuesIn(si, k); slices.Max(w[:]) >= 2 || strings.HasPrefix(t.Norm, "слушал") {
			study := (strings.HasPrefix(t.Norm, "учил") || strings.HasPrefix(t.Norm, "обучал")) && (strings.HasSuffix(t.Norm, "ся") || strings.HasSuffix(t.Norm, "сь"))
			heard := strings.HasPrefix(t.Norm, "слушал") || k > 0 && strings.HasPrefix(t.Norm, "лекци") && strings.HasPrefix(si.st.toks[k-1].Norm, "слушал")
			return study || heard
		}
	}
	return false
}

// livedAfterStudies reports whether the place p is governed by a verb of
// living («жил», «проживал») that comes after a cue of studies («окончил»,
// «по окончании … университета»), with no other strong cue between the verb
// and the place and no cue of studies after the place: «окончил гимназию
// и с 1880 г. жил в Киеве», not «жил в Киеве и учился в университете».
func (x *extraction) livedAfterStudies(si *sentInfo, p PlaceMention) bool {
	toks := si.st.toks
	at := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= p.Start })
	if at < 0 || si.inWhere(at) || x.studiesAfter(si, p) >= 0 {
		return false
	}
	verb := -1
	for k := at - 1; k >= 0; k-- {
		t := toks[k]
		if t.Kind != rutext.Word || si.inWhere(k) {
			continue
		}
		if x.v.residence.Match(t.Norm) {
			verb = k
			break
		}
		if w := x.cuesIn(si, k); slices.Max(w[:]) >= 2 {
			return false
		}
	}
	for k := verb - 1; k >= 0; k-- {
		t := toks[k]
		if t.Kind != rutext.Word || si.inWhere(k) {
			continue
		}
		if w := x.cuesIn(si, k); w[typeIndex("school")] >= 1 && w.best("") == "school" {
			return true
		}
	}
	return false
}

// governingType returns the type of the last verb-strong cue (weight 2
// or more) before offset in the clause: the verb that governs a place
// («арестовали в Тононе [other] и отвезли в Лион [relocation]»); the
// cue after the place when the place stands before its own verb in a
// conjunct of its own («в Нарым выслали»); "" when none, or when that
// conjunct has no cue («…, а потом в Твери»).
func (x *extraction) governingType(si *sentInfo, offset int) string {
	typ, typW, party := "", 0, ""
	cueEnd, at := -1, len(si.st.toks)
	for k := 0; k < len(si.st.toks); k++ {
		t := si.st.toks[k]
		if t.Start >= offset {
			at = k
			break
		}
		if t.Kind != rutext.Word || t.Title || si.inWhere(k) {
			continue
		}
		w := x.cuesIn(si, k)
		if st, ok := x.v.subjectTypes[t.Norm]; ok && w[typeIndex(st)] >= 3 {
			// «путешественники вернулись в Ургу, а оттуда в Кяхту»: a
			// travelling party's moves are legs of its journey, whatever
			// the verb of each leg.
			party = st
		}
		if slices.Max(w[:]) >= 2 && x.namedByPlaceAdjective(si, k) {
			// «Берлинский конгресс пересмотрел его условия: Карс и Батум
			// отошли к России»: a noun named by a town's adjective is what
			// happened at that town; the places after it are of their own
			// verbs.
			typ = "other"
		} else if slices.Max(w[:]) >= 2 {
			typ, typW = w.best(""), slices.Max(w[:])
			cueEnd = x.v.phraseEnd(&si.st, k)
		}
		k = x.v.phraseEnd(&si.st, k) - 1
	}
	if t, w := x.fronted(si, cueEnd, at); t != "" {
		// «арестовали в Петербурге и в Нарым выслали», «в Петербурге его
		// арестовали и выслали в Нарым»: a place set before its own verb
		// is that verb's, not the one of the conjunct before it.
		typ, typW = t, w
	} else if cueEnd >= 0 && x.otherConjunct(si, cueEnd, at) {
		// «арестован в Москве, а в 1900 г. — в Петербурге»: a place in a
		// conjunct with no cue of its own takes the clause's type, not
		// the verb of the conjunct before it.
		typ, typW = "", 0
	}
	if t, w := x.accompanyingType(si, offset); w > typW {
		typ, typW = t, w
	}
	if party != "" && typW <= 3 && (typ == "trip" || typ == "relocation") {
		typ = party
	}
	if typ == "" && si.speechAt {
		// Before its own verb a clause that shares the verb of a speech
		// before it tells the next towns spoken at.
		typ = "lecture"
	}
	return typ
}

// fronted returns the type and weight of the cue a place at token at
// stands before, in its own conjunct: the first cue after it up to the
// next conjunct boundary, when a boundary parts it from the last cue
// before it (cueEnd: that cue's end, -1 for none). "", 0 otherwise.
func (x *extraction) fronted(si *sentInfo, cueEnd, at int) (string, int) {
	toks := si.st.toks
	if cueEnd >= 0 && !slices.ContainsFunc(toks[cueEnd:at], conjunctBoundary) {
		return "", 0
	}
	for k := at + 1; k < len(toks) && !conjunctBoundary(toks[k]); k++ {
		t := toks[k]
		if t.Kind != rutext.Word || t.Title || si.inWhere(k) {
			continue
		}
		if w := x.cuesIn(si, k); slices.Max(w[:]) >= 2 {
			return w.best(""), slices.Max(w[:])
		}
	}
	return "", 0
}

// conjunctBoundary reports whether t parts two conjuncts of a clause: a
// comma, a semicolon, a colon, «и» or «а».
func conjunctBoundary(t rutext.Token) bool {
	switch t.Norm {
	case ",", ";", ":", "и", "а":
		return true
	}
	return false
}

// otherConjunct reports whether the cue ending at token from and the place
// at token to stand in two conjuncts: a boundary between the cue and the
// first place after it («арестован в Москве, а в 1900 г. в Петербург»),
// not only between the places of a list the cue governs («сослан в
// Вологду, Тотьму и Устюг»).
func (x *extraction) otherConjunct(si *sentInfo, from, to int) bool {
	toks := si.st.toks
	if from >= len(toks) {
		return false
	}
	for _, p := range si.places {
		if p.implied || p.Start < toks[from].Start {
			continue
		}
		if k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= p.Start }); k >= 0 && k < to {
			to = k
		}
	}
	for k := from; k < to; k++ {
		if !conjunctBoundary(toks[k]) {
			continue
		}
		if toks[k].Norm != "," || x.opensConjunct(si, k+1, to) {
			return true
		}
	}
	return false
}

// opensConjunct reports whether tokens [from, to) after a comma open a
// conjunct of their own: a date, a dash or a word of going on («затем»,
// «потом») stands in them («арестован в Москве, в 1900 г. — в
// Петербурге»). Without one the comma only sets off a phrase inside the
// conjunct («выступал с рефератами, направленными против эсеров, в
// Париже»).
func (x *extraction) opensConjunct(si *sentInfo, from, to int) bool {
	toks := si.st.toks
	for k := from; k < to && k < len(toks); k++ {
		t := toks[k]
		if t.Kind == rutext.Punct && rutext.IsDash([]rune(t.Text)[0]) || t.Kind == rutext.Word && x.v.onwardWords[t.Norm] {
			return true
		}
		if slices.ContainsFunc(si.dates, func(d DateMention) bool { return d.Start <= t.Start && t.Start < d.End }) {
			return true
		}
	}
	return false
}

// accompanyingType returns the type and weight of the cue of an
// imperfective gerund set off by a comma right after the list of places
// that the place at offset opens or belongs to, with no place in the
// gerund's own clause («объехал Чикаго, Бостон и Нью-Йорк, выступая на
// митингах»): what the person did all along, at every place of the list.
// "", 0 when there is none.
func (x *extraction) accompanyingType(si *sentInfo, offset int) (string, int) {
	toks := si.st.toks
	inPlace := func(t rutext.Token) bool {
		return slices.ContainsFunc(si.places, func(p PlaceMention) bool { return t.Start >= p.Start && t.End <= p.End })
	}
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= offset })
	if k < 0 {
		return "", 0
	}
	// Past the list: places and the words that join them.
	for k < len(toks) && (inPlace(toks[k]) || toks[k].Norm == "и" || toks[k].Norm == ",") {
		k++
	}
	g := k
	if g < 1 || g >= len(toks) || toks[g].Kind != rutext.Word || toks[g-1].Norm != "," || si.inWhere(g) ||
		!x.r.IsGerund(toks[g]) || x.r.IsPerfectiveGerund(toks[g]) {
		return "", 0
	}
	for j := g + 1; j < len(toks) && toks[j].Norm != ";" && toks[j].Norm != "." && !x.r.IsFiniteVerb(toks[j]); j++ {
		if inPlace(toks[j]) {
			return "", 0
		}
	}
	w := x.cuesIn(si, g)
	return w.best(""), slices.Max(w[:])
}

// locativeNameAt reports whether token j is «в» or «во» followed, perhaps
// after lower-case adjectives, by a capitalised name in the locative and
// not the accusative («в Харькове», not «в Харьков»): where something
// happened, not where someone went.
func locativeNameAt(st *sentenceTokens, j int) bool {
	if st.r == nil || j >= len(st.toks) || st.norm(j) != "в" && st.norm(j) != "во" {
		return false
	}
	n := j + 1
	for n < len(st.toks) && st.toks[n].Kind == rutext.Word && !st.toks[n].Upper && st.r.IsAdjective(st.toks[n]) {
		n++
	}
	return n < len(st.toks) && st.toks[n].Kind == rutext.Word && st.toks[n].Upper && st.r.MayBeCase(st.toks[n], "loct") && !st.r.MayBeCase(st.toks[n], "accs")
}

// placeAsSubject reports whether the verb of motion at token k has a
// place named bare right before it, perhaps past «был»: a town or land
// that passes to a state or is given back («Карс, Ардаган и Батум
// отошли к России», «Эрзерум был возвращён Турции»), not a person who
// travels.
func (x *extraction) placeAsSubject(si *sentInfo, k int) bool {
	toks := si.st.toks
	j := k - 1
	switch toks[max(j, 0)].Norm {
	case "был", "была", "было", "были":
		j-- // «Эрзерум был возвращён Турции»
	}
	if j < 0 {
		return false
	}
	return slices.ContainsFunc(si.places, func(p PlaceMention) bool {
		return !p.implied && !p.dateline && p.prep == "" && p.End == toks[j].End && p.Role != RoleOrganisation && !si.quotedAt(p.Start)
	})
}

// ascentToPlace reports whether the verb of going up at token k goes to a
// place its clause names after it («через Алай поднялся на Памир»,
// «а отсюда поднялись в Алайскую долину»), past no other finite verb.
func (x *extraction) ascentToPlace(si *sentInfo, k int) bool {
	toks := si.st.toks
	end := len(toks)
	for j := k + 1; j < len(toks); j++ {
		if x.r.IsFiniteVerb(toks[j]) {
			end = j
			break
		}
	}
	if end == len(toks) {
		end = len(toks) - 1
	}
	return slices.ContainsFunc(si.places, func(p PlaceMention) bool {
		return !p.implied && p.Goal && p.Start > toks[k].Start && p.End <= toks[end].End
	})
}

// negated reports whether the verb at k is negated («туда он не доехал»,
// «к месту жительства не возвратился»): a journey that did not happen.
func negated(st *sentenceTokens, k int) bool { return k > 0 && st.norm(k-1) == "не" }

// seasonWorkAt reports whether token k is a finite verb of working
// (work_before_post: «служил», «работал») in a clause dated by a season
// alone (an EDTF season, «летом 1889 г.»), right before «в» or «на» and a
// settlement: work for a season away from home is a visit there, a round
// trip (GOLD-CONVENTIONS: visits), not a change of residence.
func (x *extraction) seasonWorkAt(si *sentInfo, k int) bool {
	toks := si.st.toks
	if len(si.dates) != 1 || !isSeasonEDTF(si.dates[0].When.String()) {
		return false
	}
	if k+2 >= len(toks) || toks[k+1].Norm != "в" && toks[k+1].Norm != "во" && toks[k+1].Norm != "на" {
		return false
	}
	t := toks[k]
	if t.Kind != rutext.Word || !x.r.MatchWord(x.v.workBeforePost, t) || !x.r.IsFiniteVerb(t) || negated(&si.st, k) || x.plan(si, t) {
		return false
	}
	return slices.ContainsFunc(si.places, func(p PlaceMention) bool {
		return p.Start == toks[k+2].Start && !p.implied && isSettlement(p.Place)
	})
}

// isSeasonEDTF reports whether an EDTF value is one season of one year
// («1889-22»).
func isSeasonEDTF(e string) bool {
	if len(e) != 7 || e[4] != '-' || e[5] != '2' {
		return false
	}
	return e[6] >= '1' && e[6] <= '4'
}

// visiting reports whether the clause's journey is a visit: a verb of
// visiting (visit_verbs) or work for a season away from home.
func (x *extraction) visiting(si *sentInfo) bool {
	return si.seasonWork || slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Start == si.motionStart && x.r.MatchWord(x.v.visitVerbs, t)
	})
}

// unfulfilled reports whether what the word at k grants (a permission, an
// appointment, a post got) is undone by a later clause of its sentence
// that sets against it a verb negated or a refusal («получил назначение в
// Тифлис, но не поехал», «ему разрешили вернуться, однако он так и не
// вернулся», «но отказался», «но он остался в Казани»): what was not
// carried out moves no one.
func (x *extraction) unfulfilled(si *sentInfo, k int) bool {
	toks := si.st.toks
	if si.sent >= 0 && si.sent < len(x.sents) && x.sents[si.sent] != nil {
		toks = x.sents[si.sent].st.toks // the clauses after the word's own
	}
	at := si.st.toks[k].Start
	for j := 0; j < len(toks); j++ {
		if toks[j].Start <= at {
			continue
		}
		if n := toks[j].Norm; n != "но" && n != "однако" {
			continue
		}
		for i := j + 1; i < len(toks) && i <= j+5; i++ {
			u := toks[i]
			if u.Kind != rutext.Word {
				break
			}
			if x.r.MatchWord(x.v.refusalVerbs, u) || x.r.MatchWord(x.v.stayedVerbs, u) {
				return true
			}
			if u.Norm == "не" && i+1 < len(toks) && x.r.IsFiniteVerb(toks[i+1]) {
				return true
			}
			if x.r.IsFiniteVerb(u) {
				break
			}
		}
	}
	return false
}

// speaks reports whether the verb of motion at k says someone spoke
// instead («выступил на конгрессе», «выступил с речью»): a verb of
// speech_readings followed by one of their words.
func (v *Vocab) speaks(st *sentenceTokens, k int) bool {
	if v.speechReadings.Match(st.norm(k)) && (v.speechAfter[st.norm(k+1)] || locativeNameAt(st, k+1)) && !v.directionAfter(st, k) {
		return true
	}
	return v.otherReadingAt(st, k)
}

// otherReading is a verb of motion with the words beside it that make it
// mean something else (motion.yaml other_readings).
type otherReading struct {
	verbs  rutext.Matcher
	after  [][]string
	before rutext.Set
}

// otherReadingAt reports whether the verb of motion at k means something
// else beside the words after or before it («перенесла операцию в Берлине»,
// «вышла замуж», «„Записки“ вышли в Москве»): no movement.
func (v *Vocab) otherReadingAt(st *sentenceTokens, k int) bool {
	for _, o := range v.otherReadings {
		if !o.verbs.Match(st.norm(k)) {
			continue
		}
		if o.before[st.norm(k-1)] {
			return true
		}
		for _, a := range o.after {
			if slices.IndexFunc(a, func(w string) bool { return w != st.norm(k+1+slices.Index(a, w)) }) < 0 {
				return true
			}
		}
	}
	return false
}

// askedOfAddressee returns the offsets of the stretch of a clause that a
// verb of motion asked of the addressee governs («Приезжай с детьми в
// Самару», «Приезжайте сюда в июне», «поедешь в Москву»): from the verb,
// or from the start of its clause when the goal comes first («В Самару
// приезжай весной»), to the next finite verb that is not the addressee's,
// or the clause's end.
func (x *extraction) askedOfAddressee(si *sentInfo) (from, to int, ok bool) {
	toks := si.st.toks
	for k, t := range toks {
		if t.Kind != rutext.Word || !x.motionVerb(t) || t.Upper && t.Start != si.st.s.Start && (k == 0 || toks[k-1].Kind != rutext.Punct) || !x.r.IsAddresseeVerb(t) {
			continue
		}
		lo := k
		for lo > 0 && toks[lo-1].Kind != rutext.Punct {
			lo--
		}
		from, to = toks[lo].Start, si.st.s.End
		for j := k + 1; j < len(toks); j++ {
			if toks[j].Kind == rutext.Word && x.r.IsFiniteVerb(toks[j]) && !x.r.IsAddresseeVerb(toks[j]) && !x.r.IsFutureVerb(toks[j]) {
				to = toks[j].Start
				break
			}
		}
		return from, to, true
	}
	return 0, 0, false
}

// pastVerbOutside reports whether a clause has a verb in the past outside
// the offsets [from, to): something the clause tells as done.
func (x *extraction) pastVerbOutside(si *sentInfo, from, to int) bool {
	return slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && (t.Start < from || t.Start >= to) && x.r.IsPastVerb(t)
	})
}

// plan reports whether the verb at t tells of a plan: the future tense in a
// clause with no date of its own («Здесь он пробудет около недели, после
// чего отправится в Батум»), where a dated one is the narrative's future
// («В 1905 году он уедет в Париж»).
func (x *extraction) plan(si *sentInfo, t rutext.Token) bool {
	if conditionalMood(&si.st, slices.IndexFunc(si.st.toks, func(o rutext.Token) bool { return o.Start == t.Start })) {
		// «он уехал бы в Женеву», «если бы он вернулся в Киев»: what
		// would have been is no move.
		return true
	}
	if (!t.Upper || t.Start == si.st.s.Start) && (x.r.IsAddresseeVerb(t) || x.r.IsFirstPersonFuture(t)) {
		// «Приезжай с детьми», «Весной приеду к вам в Оренбург»: a move
		// asked of the addressee or meant by the writer is none yet.
		return true
	}
	if x.allFuture(si) {
		return true // «Отряд выступит из Верного в Кульджу 16 июня»: not yet
	}
	if t.Upper {
		return false
	}
	if x.conditionalOrder(&si.st, slices.IndexFunc(si.st.toks, func(o rutext.Token) bool { return o.Start == t.Start })) {
		return true
	}
	if len(si.dates) == 0 {
		// «Май 1856 г. … Завтра я еду в Казань»: the coming day, which a
		// heading of a month cannot date, makes a verb in the present a plan.
		if x.r.IsFutureVerb(t) {
			return true
		}
		k := slices.IndexFunc(si.st.toks, func(o rutext.Token) bool { return o.Start == t.Start })
		return x.r.MayBeNonPastVerb(t) && x.comingDayAt(&si.st, k)
	}
	// «Тифлис, 12 марта. Завтра я еду в Кутаис»: a verb in the present or
	// future about a day after the entry's is a plan.
	return x.futureDated(si) && (t.Start == si.motionStart || x.r.IsFiniteVerb(t)) && x.r.MayBeNonPastVerb(t)
}

// conditionalMood reports whether the part of a clause around token k,
// between commas, semicolons, colons or dashes, holds the particle «бы»
// of the conditional mood: what it tells did not happen. «будто бы»
// (hearsay), «хотя бы» and «как бы» are no conditional.
func conditionalMood(st *sentenceTokens, k int) bool {
	if k < 0 {
		return false
	}
	stop := func(t rutext.Token) bool {
		return t.Kind == rutext.Punct && (t.Norm == "," || t.Norm == ";" || t.Norm == ":" || t.Norm == "—")
	}
	from, to := k, k
	for from > 0 && !stop(st.toks[from-1]) {
		from--
	}
	for to < len(st.toks) && !stop(st.toks[to]) {
		to++
	}
	for j := from; j < to; j++ {
		if st.toks[j].Text == "бы" && !slices.Contains([]string{"будто", "хотя", "как", "словно", "точно"}, st.norm(j-1)) {
			return true
		}
	}
	return false
}

// comingDayAt reports whether the part of a clause around token k,
// between commas, dashes or colons, names a day after the writer's own
// («завтра», «послезавтра»: relative dates counted from the writer's day)
// and has no verb in the past: what it tells is planned («Бумаги
// получены, завтра трогаюсь в путь»).
func (x *extraction) comingDayAt(st *sentenceTokens, k int) bool {
	stop := func(t rutext.Token) bool { return t.Norm == "," || t.Norm == ";" || t.Norm == ":" || t.Norm == "—" }
	from, to := k, k
	for from > 0 && !stop(st.toks[from-1]) {
		from--
	}
	for to < len(st.toks) && !stop(st.toks[to]) {
		to++
	}
	coming := false
	for j := from; j < to; j++ {
		t := st.toks[j]
		if t.Kind == rutext.Word && x.r.IsFiniteVerb(t) && !x.r.MayBeNonPastVerb(t) {
			return false
		}
		coming = coming || x.comingDayPhrase(st, j, to)
	}
	return coming
}

// comingDayPhrase reports whether a relative date of a day after the
// writer's («завтра», «послезавтра») begins at token j, ending before to.
func (x *extraction) comingDayPhrase(st *sentenceTokens, j, to int) bool {
	for _, r := range x.v.relative {
		if !r.today || r.kind != "next" {
			continue
		}
		n := 0
		for n < len(r.phrase) && j+n < to && st.norm(j+n) == r.phrase[n] {
			n++
		}
		if n == len(r.phrase) {
			return true
		}
	}
	return false
}

// scheduled reports whether every date of a clause is a coming day after
// the writer's («завтра», «послезавтра»), whatever its verb: what it tells
// is set for later («встреча отложена на завтра», «приём назначен на
// послезавтра»), nothing that has happened.
func (x *extraction) scheduled(si *sentInfo) bool {
	if len(si.dates) == 0 || !x.futureDated(si) {
		return false
	}
	for _, d := range si.dates {
		coming := false
		for k, t := range si.st.toks {
			coming = coming || t.Start >= d.Start && t.End <= d.End && x.comingDayPhrase(&si.st, k, len(si.st.toks))
		}
		if !coming {
			return false
		}
	}
	return true
}

// seesOffAt reports whether token k is a verb of seeing someone off
// (see_off_verbs) with «до» and a place after it in the same part of the
// clause («проводил жену до Нижнего Новгорода», «провожал сестру до
// Твери»): the one who sees off goes along there, a journey. Seeing off
// to a place («проводил брата в Казань») is done where one is.
func (x *extraction) seesOffAt(si *sentInfo, k int) bool {
	toks := si.st.toks
	if toks[k].Quoted || !x.r.MatchWord(x.v.seeOffVerbs, toks[k]) {
		return false
	}
	for j := k + 1; j < len(toks) && j <= k+5 && toks[j].Kind != rutext.Punct; j++ {
		if toks[j].Norm == "до" && j+1 < len(toks) {
			return slices.ContainsFunc(si.places, func(p PlaceMention) bool { return p.Start == toks[j+1].Start && !p.implied })
		}
	}
	return false
}

// seenOffTo reports whether p is the goal of someone seen off, told after
// a verb of seeing off with «в» or «на» in the same part of the clause and
// no verb of motion of the clause's own («проводил брата в Казань»): the
// one seen off goes there, the one who sees off stays where they are.
func (x *extraction) seenOffTo(si *sentInfo, p PlaceMention) bool {
	if si.motion || p.implied || !p.Goal {
		return false
	}
	toks := si.st.toks
	at := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
	if at < 2 || toks[at-1].Norm != "в" && toks[at-1].Norm != "во" && toks[at-1].Norm != "на" {
		return false
	}
	for j := at - 2; j >= 0 && j >= at-6 && toks[j].Kind != rutext.Punct; j-- {
		if !toks[j].Quoted && x.r.MatchWord(x.v.seeOffVerbs, toks[j]) {
			return true
		}
	}
	return false
}

// futureUnderEntry reports whether a clause under a dated entry, heading
// or dateline tells what is yet to come after the writer's day: its first
// finite verb outside quotations is in the future tense («Он даст здесь
// три концерта», «На днях он отправится в Баку», «будет дирижировать
// здесь», «Брат приедет в Москву к 5 августа»), with no verb in the past
// and no date of its own that ends by the writer's day. The narrative's
// future («В 1905 году он уедет в Париж», «Здесь он проживёт пять лет»),
// under no entry, is no plan.
func (x *extraction) futureUnderEntry(si *sentInfo) bool {
	if !x.underDatedEntry(si) {
		return false
	}
	now := si.ctxBefore.When.Interval().Latest
	if len(si.dates) > 0 && (now.IsZero() || slices.ContainsFunc(si.dates, func(d DateMention) bool {
		iv := d.When.Interval()
		if !iv.Earliest.IsZero() {
			return d.writersDay || iv.Earliest.Compare(now) <= 0
		}
		return iv.Latest.IsZero() || iv.Latest.Compare(now) <= 0
	})) {
		return false // «Сегодня он даст концерт»: the writer's day
	}
	k := x.firstFiniteVerb(si)
	if k < 0 || !x.r.IsFutureVerb(si.st.toks[k]) {
		return false
	}
	return !slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.r.IsFiniteVerb(t) && !x.r.MayBeNonPastVerb(t)
	})
}

// allFuture reports whether a sentence under a dated entry, letter or
// report has finite verbs outside quotations, every one of them in the
// future («Кашгар, 4 ноября. … Зиму он проведёт здесь», «Отряд выступит
// в Кульджу 16 июня»), and no date of a year of its own or counted from
// the text's: the writer's future. A narrative's future tells its later
// years («Здесь он проживёт пять лет», «В 1905 г. он вернётся в Россию»).
func (x *extraction) allFuture(si *sentInfo) bool {
	if !x.underDatedEntry(si) || slices.ContainsFunc(si.dates, func(d DateMention) bool { return !d.Relative || d.counted }) {
		return false
	}
	n := 0
	for k, t := range si.st.toks {
		if t.Kind != rutext.Word || t.Quoted || !x.r.IsFiniteVerb(t) {
			continue
		}
		if k > 0 && strings.HasPrefix(si.st.norm(k-1), "буд") {
			continue // «будет представлен»: the future's participle
		}
		if !x.r.IsFutureVerb(t) {
			return false
		}
		n++
	}
	return n > 0
}

// nonPastSentence reports whether the first finite verb of a sentence is
// in the present or future («На днях я еду в Кутаис»).
func (x *extraction) nonPastSentence(toks []rutext.Token) bool {
	for _, t := range toks {
		if t.Kind == rutext.Word && !t.Quoted && x.r.IsFiniteVerb(t) {
			return x.r.MayBeNonPastVerb(t)
		}
	}
	return false
}

// futureSentence reports whether the first finite verb of a sentence
// is in the future tense («Похороны состоятся 23 ноября»).
func (x *extraction) futureSentence(toks []rutext.Token) bool {
	for _, t := range toks {
		if t.Kind == rutext.Word && !t.Quoted && x.r.IsFiniteVerb(t) {
			return x.r.IsFutureVerb(t)
		}
	}
	return false
}

// goesFromToday reports whether the first finite verb of a sentence is a
// verb of motion in the present or future («труппа выезжает в
// Гельсингфорс», «отсюда он возвращается в Петербург»).
func (x *extraction) goesFromToday(toks []rutext.Token) bool {
	for _, t := range toks {
		if t.Kind == rutext.Word && !t.Quoted && x.r.IsFiniteVerb(t) {
			return x.r.MayBeNonPastVerb(t) && x.motionVerb(t)
		}
	}
	return false
}

// futureDated reports whether every date of the clause is relative and
// later than the date the text had reached («завтра», «через неделю»
// under an entry's date): the clause speaks of the writer's future. The
// writer's own day («Пришли сюда вчера. Сегодня уходим…») is the present,
// however far back the text went before it.
func (x *extraction) futureDated(si *sentInfo) bool {
	now := si.ctxBefore.When.Interval().Latest
	if !si.ctxBefore.Valid() || now.IsZero() || len(si.dates) == 0 {
		return false
	}
	for _, d := range si.dates {
		if e := d.When.Interval().Earliest; !d.counted || d.writersDay || e.IsZero() || e.Compare(now) <= 0 {
			return false
		}
	}
	return true
}

// plannedGoal reports whether a place is where someone plans or is allowed
// to go, in a clause with no date of its own: a goal after a verb in the
// future tense («после чего отправится в Батум») or after an infinitive
// with no finite verb between («разрешил мне снова идти к Иссык-Кулю»).
// Quotations are left alone: an order quoted says where someone was sent.
// Any place in a dated clause of a plan (see planClause) is planned.
func (x *extraction) plannedGoal(si *sentInfo, p PlaceMention) bool {
	if !p.implied && slices.ContainsFunc(si.plans, func(c [2]int) bool { return c[0] <= p.Start && p.Start < c[1] }) {
		return true // «…; весной, говорят, повезут в Сибирь»
	}
	if !p.implied && (p.Goal || p.Role == RoleDestination) && x.intendedGoal(si, p) {
		return true // «в мае он намеревался ехать в Париж»
	}
	if !p.implied && !p.Goal && p.Role == RoleLocation && x.intendedStay(si, p) {
		return true // «мечтал побывать в Италии», «отказался служить в Варшаве»
	}
	if x.obligedPlace(si, p) {
		return true // «отряды должны были соединиться у Мадагаскара»
	}
	if x.assignedPlace(si, p) {
		return true // «местом ссылки ему назначен Сургут»
	}
	if x.deniedGoal(si, p) {
		return true // «пароход не заходит в Смирну», «в Москву он так и не поехал»
	}
	if !p.implied && (p.Goal || p.Role == RoleDestination) && x.conditionalGoal(si, p) {
		return true // «12.03.1905: «…по задержании препроводить в Омск»»
	}
	if !p.implied && (p.Goal || p.Role == RoleDestination || p.Role == RoleLocation) && x.meantInClause(si, p) {
		return true // «В Москву он думал поехать весной», «5 августа буду в Москве»
	}
	if !p.Goal && p.Role == RoleLocation && x.meantStay(si, p) {
		return true // «Здесь думаем прожить до весны», «В Казани он хотел остаться до осени»
	}
	if x.hedgedGoal(si, p) {
		return true // «а в сентябре, может быть, в Петербург и в Москву»
	}
	if len(si.dates) > 0 && !x.futureDated(si) || p.implied || !p.Goal && p.Role != RoleDestination {
		return false
	}
	planned := false
	for k, t := range si.st.toks {
		if t.Start >= p.Start {
			break
		}
		switch {
		case t.Quoted || t.Kind != rutext.Word:
		case x.permittedMotion(&si.st, k):
			planned = false
		case x.plan(si, t) || x.r.IsInfinitive(t):
			planned = true
		case x.r.IsFiniteVerb(t):
			planned = false
		}
	}
	return planned
}

// meantInClause reports whether the first finite verb of the clause that
// holds the place p (between punctuation marks, outside quotations) is one
// of wish or intent governing a goal («В Москву он думал поехать весной»,
// «В Париж он мечтал попасть»), or the writer's own future («В Москву
// буду к 5 августа», «Приеду в Москву к 5 августа», «5 августа буду в
// Москве»): where someone means to go or be is no event's place yet,
// dated or not.
func (x *extraction) meantInClause(si *sentInfo, p PlaceMention) bool {
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
	if k < 0 || toks[k].Quoted {
		return false
	}
	from := punctClauseStart(toks, k)
	for j := from; j < len(toks) && toks[j].Kind != rutext.Punct; j++ {
		t := toks[j]
		if t.Kind != rutext.Word || t.Quoted || t.Upper && j > 0 || slices.ContainsFunc(si.places, func(q PlaceMention) bool { return t.Start >= q.Start && t.End <= q.End }) {
			continue // not a name («Через Вильну и Берлин…» has no «вильну» of «вильнуть»)
		}
		if x.r.MatchWord(x.v.intentVerbs, t) && !x.v.intentConjunctions[t.Norm] {
			// Where one is when one means something is where one is
			// («В Каире он задумал созвать съезд»).
			return p.Goal || p.Role == RoleDestination
		}
		if x.r.IsFiniteVerb(t) {
			return x.r.IsFirstPersonFuture(t)
		}
	}
	return false
}

// addressed reports whether the place p is spoken to: named bare right
// after a word of farewell or greeting and a comma (address_words:
// «Прощай, Мангышлак!», «Здравствуй, Москва!», «Прощайте, Казань и
// Волга»), alone or in a list.
func (x *extraction) addressed(si *sentInfo, p PlaceMention) bool {
	if p.implied || p.prep != "" {
		return false
	}
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
	for j := k - 1; j >= 0; j-- {
		t := toks[j]
		switch {
		case t.Kind == rutext.Word && x.v.addressWords[t.Norm]:
			return j+1 < len(toks) && toks[j+1].Norm == ","
		case t.Norm == "," || x.r.Vocabulary().IsListConj(t.Norm):
		case slices.ContainsFunc(si.places, func(q PlaceMention) bool { return t.Start >= q.Start && t.End <= q.End }):
		default:
			return false
		}
	}
	return false
}

// requestOnly reports whether every finite verb of a clause outside
// quotations is one the addressee is asked to do, an imperative or the
// second person («Пиши мне: Сычёвка Смоленской губ., Никольская
// больница», «Кланяйся всем в Москве», «Передай письмо брату в Киев»):
// nothing the clause names is done yet.
func (x *extraction) requestOnly(si *sentInfo) bool {
	n := 0
	for _, t := range si.st.toks {
		if t.Kind != rutext.Word || t.Quoted || x.v.addressWords[t.Norm] || !x.r.IsFiniteVerb(t) && !x.r.IsAddresseeVerb(t) {
			continue // «Прощай, Казань!» takes leave, asks nothing (addressed)
		}
		if !x.r.IsAddresseeVerb(t) {
			return false
		}
		n++
	}
	return n > 0
}

// innerOnly reports whether the first finite verb of a clause outside
// quotations is one of the mind (mind_verbs: «Тут понял я, что …»,
// «Здесь я впервые почувствовал себя свободным», «В Иерусалиме я понял,
// как далеко от дома»): what the person understood, felt or remembered
// where they already were is no event of its own.
func (x *extraction) innerOnly(si *sentInfo) bool {
	for _, t := range si.st.toks {
		if t.Kind != rutext.Word || t.Quoted || !x.r.IsFiniteVerb(t) {
			continue
		}
		return x.r.MatchWord(x.v.mindVerbs, t)
	}
	return false
}

// stateOnly reports whether a clause tells no more than a state of
// things: its finite verbs outside quotations are all forms of «быть»
// (past_copula) or copula_verbs, one of them either with an adjective for
// its predicate right after it, past «не» and adverbs of degree (short,
// comparative or in the nominative: «урожай в окрестностях Уфы был
// хорош», «зимовка в Самаре оказалась короче», «жизнь в Перми была
// скучна»; full in the instrumental: «была скучной»; after «не» a noun
// in the instrumental: «ссылка не была затворничеством»), or negated as «не было» (nothing there: «в Уфе не было ни
// одной типографии»); and no person is in it (no personal or possessive
// pronoun: «его влияние там было велико» is the person's; no name but the
// places'). Nothing happens at its places.
func (x *extraction) stateOnly(si *sentInfo) bool {
	toks := si.st.toks
	state := false
	for k, t := range toks {
		if t.Kind != rutext.Word || t.Quoted {
			continue
		}
		if _, obj := x.r.Vocabulary().ObjectPronoun(t.Norm); obj || subjectPronoun(x.r.Vocabulary(), t.Norm) || x.r.Vocabulary().IsPossessivePronoun(t.Norm) {
			return false // «его влияние … было велико»: a person's state
		}
		if t.Upper && k > 0 && toks[k-1].Kind == rutext.Word && !slices.ContainsFunc(si.places, func(q PlaceMention) bool { return t.Start >= q.Start && t.End <= q.End }) {
			return false // a name: a person's state, or a place the gazetteer lacks
		}
		if !x.r.IsFiniteVerb(t) {
			continue
		}
		if !x.v.pastCopula[t.Norm] && !x.v.copulaVerbs[t.Norm] {
			return false
		}
		if t.Norm == "было" && negated(&si.st, k) {
			state = true
			continue
		}
		j := k + 1
		for j < len(toks) && toks[j].Kind == rutext.Word && (toks[j].Norm == "не" || x.r.IsDegreeAdverb(toks[j])) {
			j++
		}
		if j < len(toks) && toks[j].Kind == rutext.Word && !toks[j].Upper && x.r.IsPredicateAdjective(toks[j]) {
			state = true
		}
		// «жизнь в Калуге была скучной», «ссылка не была затворничеством»:
		// an adjective alone in the instrumental, or after «не» a noun
		// too («был праздничным днём» names what the day was).
		if j < len(toks) && toks[j].Kind == rutext.Word && !toks[j].Upper && x.r.MayBeCase(toks[j], "ablt") {
			alone := x.r.IsAdjective(toks[j]) && (j+1 == len(toks) || toks[j+1].Kind != rutext.Word)
			if alone || negated(&si.st, k) {
				state = true
			}
		}
	}
	return state
}

// thingLeft reports whether the clause's verb is one of remaining
// (stayed_verbs) and its subject a thing («картины и имущество художника
// остались в Мюнхене и Мурнау», «всё остальное осталось в Москве»):
// things left behind, which place no one.
func (x *extraction) thingLeft(si *sentInfo) bool {
	k := x.firstFiniteVerb(si)
	if k < 0 || !x.r.MatchWord(x.v.stayedVerbs, si.st.toks[k]) {
		return false
	}
	if x.thingSubjectAt(si, k) {
		return true
	}
	// The subject before the verb: nouns of things, their attributes and
	// «и», or «всё остальное»; no person, pronoun or name.
	thing := false
	for j := k - 1; j >= 0; j-- {
		t := si.st.toks[j]
		if t.Kind != rutext.Word {
			if t.Norm == "," || t.Norm == ";" || t.Norm == ":" {
				break
			}
			continue
		}
		switch {
		case t.Upper && j > 0 || subjectPronoun(x.r.Vocabulary(), t.Norm) || x.r.IsAnimateNoun(t) && !x.r.MayBeAdjective(t) && x.r.MayBeCase(t, "nomn") ||
			x.v.collectives[t.Norm] != "" || x.v.familyWords[t.Norm]:
			return false // «семья осталась в Калуге», «жена осталась»: people stay
		case t.Norm == "всё" || t.Norm == "все" || t.Norm == "остальное":
			thing = true
		case x.r.IsNounOnly(t) && x.r.MayBeCase(t, "nomn") && !x.r.IsAnimateNoun(t):
			thing = true
		}
	}
	return thing
}

// postCharge reports whether the place p is named after «по делам» or
// «по» («по делам Кавказа», «по Тургайской области»): what a post is in
// charge of.
func (x *extraction) postCharge(si *sentInfo, p PlaceMention) bool {
	if p.implied {
		return false
	}
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
	if k < 1 {
		return false
	}
	for k > 0 && toks[k-1].Kind == rutext.Word && !toks[k-1].Upper && x.r.IsAdjective(toks[k-1]) {
		k-- // «по Тургайской области» names the land with its adjective
	}
	if k >= 2 && toks[k-1].Norm == "делам" && toks[k-2].Norm == "по" {
		return true
	}
	return p.prep == "по" || k >= 1 && toks[k-1].Norm == "по"
}

// changesHands reports whether the place p, named bare (in the
// nominative, or the genitive of a part: «часть Бессарабии отошла к
// Румынии»), alone or in a list, is the subject of a verb of passing to
// another state after it (cession_verbs, perhaps after a form of «быть»:
// «Карс, Ардаган и Батум отошли к России», «Эрзерум и Баязет были
// возвращены Турции», «Ницца перешла к Франции»): the town changes hands.
func (x *extraction) changesHands(si *sentInfo, p PlaceMention) bool {
	if p.implied || p.prep != "" {
		return false
	}
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
	e := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.End == p.End })
	if k < 0 || e < k || toks[k].Quoted {
		return false
	}
	for j := e + 1; j < len(toks); j++ {
		t := toks[j]
		switch {
		case t.Kind == rutext.Word && x.r.MatchWord(x.v.cessionVerbs, t):
			return true
		case t.Norm == "," || x.r.Vocabulary().IsListConj(t.Norm) || x.v.pastCopula[t.Norm]:
		case slices.ContainsFunc(si.places, func(q PlaceMention) bool { return t.Start >= q.Start && t.End <= q.End }):
		default:
			return false
		}
	}
	return false
}

// punctClauseStart is the first token of the stretch between punctuation
// marks that holds token k.
func punctClauseStart(toks []rutext.Token, k int) int {
	for k > 0 && toks[k-1].Kind != rutext.Punct {
		k--
	}
	return k
}

// locatesUnknown reports whether the reference p follows «под» right
// after a capitalised word the gazetteer could not resolve, perhaps with
// a comma between («в Огльбю под Гельсингфорсом», «в Пустельнике под
// Варшавой»): p says near which town that place lies, and the
// clause happens there, not at p. A reference alone («жил под
// Варшавой») is where it happens; a place «близ» a town («в Монтаньоле
// близ Лугано») is often a quarter of it, and the town stands for it.
func (x *extraction) locatesUnknown(si *sentInfo, p PlaceMention) bool {
	if p.implied || p.Role != RoleReference {
		return false
	}
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
	if k < 2 {
		return false
	}
	j := k - 1
	for j > 0 && toks[j].Kind == rutext.Word && !toks[j].Upper && x.r.IsAdjective(toks[j]) {
		j-- // «под самой Варшавой»
	}
	if toks[j].Norm != "под" {
		return false
	}
	j--
	if j > 0 && toks[j].Kind == rutext.Punct && toks[j].Text == "," {
		j--
	}
	return j >= 0 && toks[j].Kind == rutext.Word && toks[j].Upper && si.unresolved[toks[j].Start]
}

// hedgedGoal reports whether the goal p follows a hedge of its clause
// («может быть», «вероятно», «возможно») and the clause has no verb in
// the past: «Завтра едем в имение, а в сентябре, может быть, в Петербург
// и в Москву», «Осенью, вероятно, переедем в Казань» suppose a journey,
// not one made. A clause joined by «а», «но», «и» after a comma, or one
// after «;», is another clause; a journey in the past, hedged or not
// («Летом он, вероятно, ездил в Москву»), was made.
func (x *extraction) hedgedGoal(si *sentInfo, p PlaceMention) bool {
	if p.implied || !p.Goal && p.Role != RoleDestination {
		return false
	}
	toks := si.st.toks
	at := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= p.Start })
	if at < 0 || toks[at].Quoted {
		return false
	}
	opens := func(k int) bool { // a clause opens at token k
		if k == 0 {
			return true
		}
		prev := toks[k-1]
		if prev.Kind == rutext.Punct && (prev.Text == ";" || prev.Text == ":") {
			return true
		}
		return k >= 2 && toks[k-2].Kind == rutext.Punct && toks[k-2].Text == "," && (prev.Norm == "а" || prev.Norm == "но" || prev.Norm == "и")
	}
	from := at
	for from > 0 && !opens(from) {
		from--
	}
	to := at + 1
	for to < len(toks) && !opens(to) {
		to++
	}
	hedged := false
	for k := from; k < to; k++ {
		t := toks[k]
		if t.Kind != rutext.Word || t.Quoted {
			continue
		}
		if x.r.IsPastVerb(t) {
			return false
		}
		if k < at && slices.ContainsFunc(x.v.hedgePhrases, func(h []string) bool {
			if k+len(h) > at {
				return false
			}
			for j, w := range h {
				if toks[k+j].Norm != w {
					return false
				}
			}
			return true
		}) {
			hedged = true
		}
	}
	return hedged
}

// meantStay reports whether the clause that holds the place p (between
// punctuation marks, outside quotations) has for its first finite verb
// one of wish or intent, and the infinitive right after it is one of
// staying («Здесь думаем прожить до весны», «В Казани он хотел остаться
// до осени», «Тут собираемся зимовать»): the stay is meant, not made,
// here or at a place named. A deed meant where one is («В Каире он
// задумал созвать съезд») is no stay.
func (x *extraction) meantStay(si *sentInfo, p PlaceMention) bool {
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= p.Start })
	if k < 0 || toks[k].Quoted {
		return false
	}
	from := punctClauseStart(toks, k)
	for j := from; j < len(toks) && toks[j].Kind != rutext.Punct; j++ {
		t := toks[j]
		if t.Kind != rutext.Word || t.Quoted || j >= k && j < k+1 {
			continue
		}
		if x.r.MatchWord(x.v.intentVerbs, t) && !x.v.intentConjunctions[t.Norm] {
			if strings.HasPrefix(t.Norm, "реши") {
				return false // «решил остаться в Москве»: decided, and mostly done
			}
			n := j + 1
			if n < len(toks) && toks[n].Kind == rutext.Word && !x.r.IsInfinitive(toks[n]) && !x.r.IsFiniteVerb(toks[n]) {
				n++ // «думаем здесь прожить», «хотел ещё остаться»
			}
			return n < len(toks) && toks[n].Kind == rutext.Word && x.r.IsInfinitive(toks[n]) && x.v.stayInfinitives.Match(toks[n].Norm)
		}
		if x.r.IsFiniteVerb(t) {
			return false
		}
	}
	return false
}

// deniedGoal reports whether the goal p is that of a verb of motion the
// clause denies («пароход не заходил в Варну», «в Москву он так и не
// поехал», «не доехал до Тобольска»): the verb of motion nearest before
// it, or the first after it when none comes before, has «не» before it,
// with no punctuation between the verb and the goal. So is a goal that a
// negated verb of the same clause, of motion or not, keeps from being
// reached («так и не попал в Самару»), and a goal pointed back to
// («назначили Вилюйск, но туда он не доехал», «туда его не пустили»).
// No one went there, so nothing happens there.
func (x *extraction) deniedGoal(si *sentInfo, p PlaceMention) bool {
	if !p.Goal && p.Role != RoleDestination {
		return false
	}
	toks := si.st.toks
	if p.implied {
		// Only a «туда» of the clause itself points to a goal denied.
		k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start && t.Kind == rutext.Word })
		if k < 0 {
			return false
		}
		if d, ok := x.r.Vocabulary().Deictic(toks[k].Norm); !ok || d.Here || d.Role != RoleDestination {
			return false
		}
	}
	verb := -1
	for k, t := range toks {
		if t.Kind != rutext.Word || t.Quoted || !x.motionVerb(t) {
			continue
		}
		if t.Start < p.Start || verb < 0 {
			verb = k
		}
		if t.Start > p.Start {
			break
		}
	}
	if verb < 0 || !negated(&si.st, verb) {
		verb = x.negatedVerbBeside(si, p)
	}
	if verb < 0 {
		return false
	}
	// The verb and the goal in one clause: «Маршрут мой: Тверь, Кострома,
	// а дальше — леса, куда никто не ходил» denies no move to Kostroma.
	lo, hi := min(toks[verb].Start, p.Start), max(toks[verb].End, p.End)
	return !slices.ContainsFunc(toks, func(t rutext.Token) bool { return t.Kind == rutext.Punct && t.Start >= lo && t.End <= hi })
}

// negatedVerbBeside returns the index of the finite verb nearest before
// the place p in its clause (no punctuation between them), or after a
// «туда», when «не» stands before it; -1 otherwise.
func (x *extraction) negatedVerbBeside(si *sentInfo, p PlaceMention) int {
	toks := si.st.toks
	at := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= p.Start })
	if at < 0 {
		return -1
	}
	for j := at - 1; j >= 0 && toks[j].Kind != rutext.Punct; j-- {
		if toks[j].Kind == rutext.Word && !toks[j].Quoted && x.r.IsFiniteVerb(toks[j]) {
			if negated(&si.st, j) {
				return j
			}
			return -1
		}
	}
	if !p.implied {
		return -1 // «Поездка в Крым не заняла много времени»: the noun's goal
	}
	for j := at + 1; j < len(toks) && toks[j].Kind != rutext.Punct; j++ {
		if toks[j].Kind == rutext.Word && !toks[j].Quoted && x.r.IsFiniteVerb(toks[j]) {
			if negated(&si.st, j) {
				return j
			}
			return -1
		}
	}
	return -1
}

// conditionalGoal reports whether the goal p follows an infinitive that a
// condition opens the order of (conditionalOrder), with no finite verb
// between: a move ordered in case someone is found has not happened,
// whatever date the order bears.
func (x *extraction) conditionalGoal(si *sentInfo, p PlaceMention) bool {
	ordered := false
	for k, t := range si.st.toks {
		if t.Start >= p.Start {
			break
		}
		switch {
		case t.Kind != rutext.Word:
		case x.conditionalOrder(&si.st, k):
			ordered = true
		case x.r.IsFiniteVerb(t):
			ordered = false
		}
	}
	return ordered
}

// orderedGoal reports whether the goal p follows a noun of permission
// (order_nouns) and an infinitive, with no finite verb between («последовало
// соизволение перевести его в Астрахань»): where the order sends someone,
// not yet reached; an order of exile is the exile and is not one of them.
func (x *extraction) orderedGoal(si *sentInfo, p PlaceMention) bool {
	if p.implied || !p.Goal && p.Role != RoleDestination {
		return false
	}
	toks := si.st.toks
	ordered := false
	for k, t := range toks {
		if t.Start >= p.Start {
			if t.Quoted {
				return false // an order quoted says where someone was sent
			}
			break
		}
		switch {
		case t.Kind != rutext.Word:
		case x.r.MatchWord(x.v.orderNouns, t) && k+1 < len(toks) && x.r.IsInfinitive(toks[k+1]):
			ordered = true
		case x.r.IsFiniteVerb(t) && ordered:
			ordered = false
		}
	}
	return ordered
}

// routeAnnounced reports whether a clause with no date of its own names
// a journey's stops beside a word for the journey, with no verb of motion
// and no verb in the past («Маршрут мой: Нижний Новгород, Казань,
// Екатеринбург, Омск»): the route is told before it is travelled, and
// nothing is told done at its stops.
func (x *extraction) routeAnnounced(si *sentInfo) bool {
	if len(si.dates) > 0 || !si.motion || si.motionKind != "travel" {
		return false
	}
	journey := false
	rv := x.r.Vocabulary()
	for k, t := range si.st.toks {
		switch {
		case k > 0 && si.st.toks[k-1].Norm == "," && (rv.IsPlaceRelative(t.Norm) || strings.HasPrefix(t.Norm, "котор")):
			return journey // «…, куда ещё не проникал ни один учёный» is about the place
		case t.Kind != rutext.Word || t.Quoted:
		case x.motionVerb(t) || x.r.MatchWord(x.v.routeVerbs, t):
			return false
		case x.r.IsFiniteVerb(t) && !x.r.MayBeNonPastVerb(t):
			return false
		case x.r.MatchWord(x.v.journeyWords, t) && !x.r.MatchWord(x.v.exileVerbs, t):
			journey = true
		}
	}
	return journey
}

// intendedGoal reports whether the goal p follows a word of intent or
// request (intent_verbs; intent_nouns before «о», «об» or an infinitive)
// with no other finite verb between, dated or not, quoted or not
// («намеревался ехать в Париж», «хлопотал о переводе в Петербург»,
// «Прошу дозволить мне отправиться в Нолинск»): a goal wished or asked
// for, not reached.
func (x *extraction) intendedGoal(si *sentInfo, p PlaceMention) bool {
	toks := si.st.toks
	intent := false
	for k, t := range toks {
		if t.Start >= p.Start {
			break
		}
		switch {
		case t.Kind != rutext.Word:
		case x.r.MatchWord(x.v.intentVerbs, t):
			intent = true
		case x.r.MatchWord(x.v.refusalVerbs, t):
			intent = true // «отказался от поездки в Москву», «отказался ехать в Москву»
		case x.r.MatchWord(x.v.gatherVerbs, t):
			intent = p.Goal || k+1 < len(toks) && x.r.IsInfinitive(toks[k+1])
		case x.r.MatchWord(x.v.intentNouns, t) && k+1 < len(toks) &&
			(x.v.topicPreps[toks[k+1].Norm] || x.r.IsInfinitive(toks[k+1])):
			intent = true
		case x.r.IsFiniteVerb(t):
			intent = false
		}
	}
	return intent
}

// intendedStay reports whether p, where something is or is done, follows
// a verb of wish, intent or refusal and the infinitive it governs, with no
// other finite verb between («мечтал побывать в Италии», «хотел остаться
// в Москве», «отказался служить в Варшаве»): meant or refused, not done. A
// purpose («чтобы учиться в Риме») goes with a deed done there and does
// not count.
func (x *extraction) intendedStay(si *sentInfo, p PlaceMention) bool {
	intent, inf := false, false
	for _, t := range si.st.toks {
		if t.Start >= p.Start {
			break
		}
		switch {
		case t.Kind != rutext.Word || t.Quoted:
		case t.Norm == "чтобы" || t.Norm == "дабы":
			intent, inf = false, false
		case strings.HasPrefix(t.Norm, "реши"):
			intent, inf = false, false // «решил поселиться в Москве»: decided, and mostly done
		case x.r.MatchWord(x.v.intentVerbs, t) || x.r.MatchWord(x.v.refusalVerbs, t):
			intent, inf = true, false
		case intent && x.r.IsInfinitive(t):
			inf = true
		case x.r.IsFiniteVerb(t):
			intent, inf = false, false
		}
	}
	return intent && inf
}

// assignedPlace reports whether p is a place the text names as assigned,
// aimed at or called off rather than reached (events.yaml aim_nouns,
// pending_words, sending_nouns, assign_verbs, cancel_words): after a noun
// of aim and an infinitive («имела целью достичь Лхасы»), the goal of a
// noun of sending after a word of liability, sentence or waiting
// («подлежал высылке в Вологодскую губернию»), after «местом» and a verb
// of assignment («местом ссылки назначен Сургут»), or the goal of a noun of
// sending or journey in a clause that calls it off («отправка в Оренбург
// откладывается»). The scope runs to the next finite verb of another
// meaning or a clause opened by «но», «а», «однако» or a relative word; a
// condition («если позволят обстоятельства») interrupts it without ending it.
func (x *extraction) assignedPlace(si *sentInfo, p PlaceMention) bool {
	if p.implied {
		return false
	}
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= p.Start })
	if k < 0 {
		return false
	}
	goal := p.Goal || p.Role == RoleDestination
	hard := func(t rutext.Token) bool {
		return t.Kind != rutext.Word && (t.Norm == ";" || t.Norm == ":" || t.Norm == "(" || t.Norm == ")" || t.Norm == "«" || t.Norm == "»" || t.Norm == "." || t.Norm == "!" || t.Norm == "?")
	}
	opens := func(j int) bool {
		n := toks[j].Norm
		return n == "но" || n == "а" || n == "однако" || n == "зато" || n == "где" || n == "куда" || n == "откуда" || n == "когда" || strings.HasPrefix(n, "котор")
	}
	own := func(t rutext.Token) bool {
		return t.Kind == rutext.Word && x.r.IsFiniteVerb(t) && !strings.HasPrefix(t.Norm, "был") && !strings.HasPrefix(t.Norm, "буд")
	}
	if goal && k >= 2 && (x.r.MatchWord(x.v.sendingNouns, toks[k-2]) || x.r.MatchWord(x.v.journeyWords, toks[k-2])) {
		// «отправка в Оренбург, надеюсь, откладывается»: a clause that
		// calls the journey off, or denies it («поездка в Крым не
		// состоялась»).
		for j := k + 1; j < len(toks) && !hard(toks[j]) && !(toks[j-1].Norm == "," && opens(j)); j++ {
			if x.r.MatchWord(x.v.cancelWords, toks[j]) || toks[j].Norm == "не" && j+1 < len(toks) && x.r.MatchWord(x.v.occurVerbs, toks[j+1]) {
				return true
			}
		}
	}
	scope, cond := false, false
	for j := 0; j < k; j++ {
		t := toks[j]
		switch {
		case hard(t):
			scope, cond = false, false
		case t.Norm == ",":
			cond = false
			if j+1 < len(toks) && opens(j+1) {
				scope = false
			}
		case t.Kind != rutext.Word:
		case t.Norm == "если":
			cond = true
		case x.r.MatchWord(x.v.aimNouns, t) && j+1 < len(toks) && x.r.IsInfinitive(toks[j+1]):
			scope = true
		case goal && x.r.MatchWord(x.v.sendingNouns, t) && j > 0 && slices.ContainsFunc(toks[max(0, j-3):j], func(u rutext.Token) bool { return x.r.MatchWord(x.v.pendingWords, u) }):
			scope = true
		case x.r.MatchWord(x.v.assignVerbs, t) && slices.ContainsFunc(toks[max(0, j-4):j], func(u rutext.Token) bool { return u.Norm == "местом" }):
			scope = true
		case x.r.MatchWord(x.v.pendingWords, t) || x.r.MatchWord(x.v.assignVerbs, t):
		case own(t) && !cond:
			scope = false
		}
	}
	return scope
}

// permittedMotion reports whether token k is a perfective infinitive of a
// verb of motion governed by a verb of permission or order before it in
// the clause, with no other verb or punctuation between («ему разрешили
// выехать в Крым», «велел ему тотчас отправиться в Вологду»): the move was
// allowed or ordered, and made.
func (x *extraction) permittedMotion(st *sentenceTokens, k int) bool {
	return x.permittedInfinitive(st, k, x.v.motionVerbs)
}

// permittedResettle reports whether token k is a perfective infinitive of
// returning or settling after a verb of permission or order («ему
// разрешили вернуться в Саратов», «позволили поселиться в Твери»): the
// end of an exile or a place assigned to live in, a change of residence.
func (x *extraction) permittedResettle(st *sentenceTokens, k int) bool {
	return x.permittedInfinitive(st, k, x.v.returnVerbs) || x.permittedInfinitive(st, k, x.v.settleVerbs)
}

// permittedInfinitive reports whether token k is a perfective infinitive
// whose past forms verbs matches, after a verb of permission or order.
func (x *extraction) permittedInfinitive(st *sentenceTokens, k int, verbs rutext.Matcher) bool {
	return x.permitBefore(st, k, verbs) >= 0
}

// permitBefore returns the token of the verb of permission or order, or
// the impersonal verb of a person made to or managing to («пришлось»,
// «удалось»), that governs token k, a perfective infinitive whose past
// forms verbs matches; -1 when there is none.
func (x *extraction) permitBefore(st *sentenceTokens, k int, verbs rutext.Matcher) int {
	t := st.toks[k]
	if t.Kind != rutext.Word || t.Quoted {
		return -1
	}
	forms := x.r.PerfectiveInfinitiveForms(t)
	if !slices.ContainsFunc(forms, verbs.Match) {
		return -1
	}
	for j := k - 1; j >= 0 && j >= k-4; j-- {
		u := st.toks[j]
		switch {
		case u.Kind != rutext.Word:
			return -1
		case x.r.MatchWord(x.v.permitVerbs, u) || x.r.MatchWord(x.v.compelled, u):
			// Not when the permission is refused («ему не разрешили
			// выехать», «не было разрешено», «полиция не позволила ему
			// выехать», «ему не удалось бежать»): no one went.
			if negated(st, j) || j >= 2 && st.norm(j-1) == "было" && st.norm(j-2) == "не" {
				return -1
			}
			return j
		case x.r.IsFiniteVerb(u) || x.r.IsInfinitive(u):
			return -1
		}
	}
	return -1
}

// motionNounAt reports whether token k is a noun of a move made
// (motion.yaml motion_nouns) right after a preposition that tells it as
// done, with a possessive between at most («после переезда в Киев», «по
// возвращении в Харьков», «после своего отъезда в Париж»), and a goal
// place right after «в», «во» or «на», and which kind of move it tells.
// headsChronicleLine reports whether token k heads a line with no verb,
// as a chronicle of a life writes its entries: at the sentence's start
// («Переезд в Киев.») or right after its date and a dash («1906 —
// переезд в Киев», «12 мая 1906 г. — отъезд в Париж»).
func (x *extraction) headsChronicleLine(si *sentInfo, k int) bool {
	toks := si.st.toks
	if x.hasFiniteVerb(toks) {
		return false
	}
	if k == 0 {
		return true
	}
	d := toks[k-1]
	if d.Kind != rutext.Punct || !rutext.IsDash([]rune(d.Text)[0]) || len(si.dates) == 0 {
		return false
	}
	first := si.dates[0]
	return first.Start <= toks[0].Start && first.End <= d.Start && !slices.ContainsFunc(toks[:k-1], func(t rutext.Token) bool { return t.Start >= si.dates[len(si.dates)-1].End })
}

func (x *extraction) motionNounAt(si *sentInfo, k int) (string, bool) {
	toks := si.st.toks
	t := toks[k]
	if t.Kind != rutext.Word || t.Quoted || t.Upper && k > 0 || k+2 >= len(toks) {
		return "", false
	}
	if to := si.st.norm(k + 1); to != "в" && to != "во" && to != "на" {
		return "", false
	}
	j := k - 1
	if j >= 0 && x.v.motionNounPoss[si.st.norm(j)] {
		j--
	}
	if (j < 0 || !x.v.motionNounPreps[si.st.norm(j)]) && !x.headsChronicleLine(si, k) {
		return "", false
	}
	kind := ""
	for _, l := range x.r.NounLemmas(t) {
		if c, ok := x.v.motionNouns[l]; ok {
			kind = c
			break
		}
	}
	if kind == "" {
		return "", false
	}
	at := toks[k+2].Start
	n := slices.IndexFunc(si.places, func(p PlaceMention) bool { return p.Start == at && p.Goal && !p.implied })
	if n < 0 {
		return "", false
	}
	if slices.ContainsFunc(toks, x.r.IsFutureVerb) {
		// «Описание будет представлено по возвращении в Иркутск»: a
		// move still to come.
		return "", false
	}
	// «Вернулась в Петербург. … Вскоре после возвращения в Петербург
	// родился сын»: the noun points back at a leg to the place told in
	// the paragraph before.
	dest := si.places[n].Place.ID
	if slices.ContainsFunc(x.moves, func(m *Movement) bool {
		return m.To.Place.ID == dest && si.st.s.Start-m.Source.Position.End <= maxSourceSpan/2
	}) {
		return "", false
	}
	return kind, true
}

// motionPhraseAt reports whether a verb of motion written as a phrase
// begins at token k («взял его с собой»).
func (v *Vocab) motionPhraseAt(st *sentenceTokens, k int) bool {
	match := func(c typeCue) bool { return c.matchAt(st, k) }
	return slices.ContainsFunc(v.motionPhrasesByWord[st.norm(k)], match) || slices.ContainsFunc(v.motionPhrasesAnyWord, match)
}

// arrivalGoals makes a place right after a verb of arrival and «в», «во»
// or «на» the goal, whatever its case: the prepositional of «высадился в
// Гавре», «очутился в Париже» tells where the traveller came, and an
// indeclinable name («прибыл в Сан-Франциско») shows no case at all.
func (x *extraction) arrivalGoals(si *sentInfo) {
	casePrep := func(t rutext.Token) bool { return slices.Contains([]string{"в", "во", "на"}, t.Norm) }
	toks := si.st.toks
	for k := range si.places {
		p := &si.places[k]
		if !p.Static || p.implied || p.Goal {
			continue
		}
		j := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
		if j < 2 || !x.r.MatchWord(x.v.arrivalVerbs, toks[j-2]) || !casePrep(toks[j-1]) {
			continue
		}
		p.Role, p.Goal, p.Static = RoleDestination, true, false
		// «высадился на Кавказе, в Поти»: the place
		// set after it, in the same case, narrows the goal down.
		end := p.End
		for n := k + 1; n < len(si.places); n++ {
			q := &si.places[n]
			e := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= end })
			if !q.Static || q.implied || e < 0 || e+2 >= len(toks) || toks[e].Text != "," || !casePrep(toks[e+1]) || q.Start != toks[e+2].Start {
				break
			}
			q.Role, q.Goal, q.Static = RoleDestination, true, false
			end = q.End
		}
	}
}

// stayOnTheWayIsStop makes a stop of the journey the place where a clause with
// no verb of motion tells a stay on the way to a goal («по пути в
// Оренбург мы остановились в Самаре», «по дороге в Киев ночевали в
// Чернигове»): the traveller came there, a leg from the last place.
func (x *extraction) stayOnTheWayIsStop(si *sentInfo) {
	toks := si.st.toks
	way := -1
	for j := 1; j+2 < len(toks); j++ {
		t := toks[j]
		if t.Quoted || !x.v.onTheWay[t.Norm] || !isPrep(x.r.Vocabulary(), toks[j-1].Norm) {
			continue
		}
		if n := toks[j+1].Norm; n == "в" || n == "во" || n == "на" || n == "к" {
			if slices.ContainsFunc(si.places, func(p PlaceMention) bool { return !p.implied && p.Start == toks[j+2].Start }) {
				way = j + 2
				break
			}
		}
	}
	if way < 0 {
		return
	}
	for k := range si.places {
		p := &si.places[k]
		if p.implied || p.Start == toks[way].Start || !p.Static || p.Role != RoleLocation && p.Role != RoleMention {
			continue
		}
		v := x.firstFiniteVerb(si)
		if v < 0 || negated(&si.st, v) || x.plan(si, toks[v]) {
			return
		}
		p.Role, p.Goal, p.Static = RoleDestination, true, false
		si.motion, si.motionStart, si.motionKind = true, toks[v].Start, "travel"
		return
	}
}

// onwardIndeclinableGoals makes a goal of a place written as its own name
// (an indeclinable «Баку», «Тбилиси», «Токио», whose case the word cannot
// show) after «в», «во» or «на» that goes on from a goal before it with
// the same preposition, past only «а», «и», a comma, a dash and a word of
// going on («уехал в Тверь, а затем в Баку», «в Тифлис, оттуда — в Баку»):
// the verb left out is the goal's.
func (x *extraction) onwardIndeclinableGoals(si *sentInfo) {
	toks := si.st.toks
	for n := 1; n < len(si.places); n++ {
		p := &si.places[n]
		if !p.Static || p.implied || p.Goal || rutext.Norm(p.Text) != rutext.Norm(p.Toponym) {
			continue
		}
		j := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
		if j < 2 {
			continue
		}
		prep := toks[j-1].Norm
		if prep != "в" && prep != "во" && prep != "на" {
			continue
		}
		// An anaphoric origin between the two («в Тифлис, а оттуда в
		// Баку») is the earlier goal itself, not a goal of its own.
		m := n - 1
		for m > 0 && si.places[m].implied && si.places[m].Start < p.Start {
			m--
		}
		prev := si.places[m]
		if !prev.Goal || prev.implied {
			continue
		}
		k, onward := j-2, false
		for k >= 0 && toks[k].Start >= prev.End && (toks[k].Kind == rutext.Punct || toks[k].Norm == "а" || toks[k].Norm == "и" || x.v.onwardWords[toks[k].Norm] ||
			x.v.travelMeans[toks[k].Norm] || toks[k].Norm == "на" && x.v.travelMeans[toks[k+1].Norm]) {
			onward = onward || x.v.onwardWords[toks[k].Norm]
			k--
		}
		if k < 0 || toks[k].End != prev.End {
			continue
		}
		// After a goal reached «до» it, a word of going on makes the
		// next place a goal too («доплыли до Астрахани, оттуда в Баку»).
		pk := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == prev.Start })
		if pk < 1 || toks[pk-1].Norm != prep && !(onward && toks[pk-1].Norm == "до") {
			continue
		}
		p.Goal, p.Static = true, false
	}
}

// passedAfter makes the places named bare after a verb of passing at
// offset («поезд миновал Вологду и Вятку») stops on the way (RoleVia), up
// to the first place with a role of its own, and reports whether there
// was one. With settlementsOnly (a verb of going through: «прошли Казань
// и Пермь») it stops at the first place that is no settlement, leaving a
// range or a desert («перевалили Урал») to the verb's route reading.
func passedAfter(si *sentInfo, offset int, settlementsOnly bool) bool {
	found := false
	for k := range si.places {
		p := &si.places[k]
		if p.Start < offset || p.implied {
			continue
		}
		if p.Role != RoleMention || settlementsOnly && !isSettlement(p.Place) {
			break
		}
		p.Role, p.Goal, p.Static = RoleVia, false, false
		found = true
	}
	return found
}

// routeAfter reports whether a verb of passing at offset has a route after
// it in its clause, and makes its objects without a preposition where the
// route goes («пересёк Гоби», «перевалил Тянь-Шань»).
func routeAfter(si *sentInfo, offset int) bool {
	found := false
	for k := range si.places {
		p := &si.places[k]
		if p.Start < offset || p.implied {
			continue
		}
		switch {
		case p.Role == RoleMention:
			p.Role, p.Goal, p.Static = RoleDestination, true, false
			found = true
		case p.Goal || p.Role == RoleVia || p.Role == RoleDestination:
			found = true
		}
	}
	return found
}

// returnToActivity reports whether the token k is a verb of return whose
// goal, right after it, is an occupation (activity_goals: «вернулся на
// сцену», «возвратился к работе»), not a place.
func (x *extraction) returnToActivity(st *sentenceTokens, k int) bool {
	if !x.r.MatchWord(x.v.returnVerbs, st.toks[k]) {
		return false
	}
	for j := k + 1; j+1 < len(st.toks) && j <= k+2; j++ {
		switch st.norm(j) {
		case "в", "во", "на", "к", "ко":
			return x.v.activityGoals.Match(st.norm(j + 1))
		}
	}
	return false
}

// motionKind says what sort of move the verb of motion at token k is.
func (x *extraction) motionKind(st *sentenceTokens, k int) string {
	t := st.toks[k]
	switch {
	case x.r.MatchWord(x.v.returnVerbs, t):
		return "return"
	case x.r.MatchWord(x.v.exileVerbs, t):
		return "exile"
	case x.r.MatchWord(x.v.escapeVerbs, t):
		return "escape"
	}
	// «этапом отправлен», «бежал, переправившись…»: a cue next to the verb.
	for _, j := range []int{k - 1, k + 1} {
		if j < 0 || j >= len(st.toks) {
			continue
		}
		switch n := st.toks[j]; {
		case x.r.MatchWord(x.v.exileVerbs, n):
			return "exile"
		case x.r.MatchWord(x.v.escapeVerbs, n):
			return "escape"
		}
	}
	return "travel"
}

// narratorsVerb reports whether a clause without a subject tells of the
// narrator by its verb: one in the first person («подъезжаем к Верному»),
// or, in a text told in the first person, one in the plural after a
// single person other than the narrator («…здесь служит Достоевский.
// Провели вместе несколько вечеров»: we, not he). A verb in the first
// person plural before the text has spoken in the first person is the
// person it follows and their companions. It notes a text told in the
// first person.
func (x *extraction) narratorsVerb(si *sentInfo) bool {
	for k, t := range si.st.toks {
		if t.Quoted || x.reportedAfter(si, k) {
			continue
		}
		if t.Upper && slices.ContainsFunc(si.places, func(p PlaceMention) bool { return !p.implied && p.Start <= t.Start && t.End <= p.End }) {
			continue // «В Вильну переехал…»: a toponym that also reads as a verb («вильну»)
		}
		person, plural, ok := x.r.VerbPerson(t)
		if !ok {
			continue
		}
		if person == 1 && (!plural || x.firstPerson || x.lastActor == "") {
			x.firstPerson = true
			return true
		}
		if person == 1 {
			// «мы» in a text with no narrator yet: the person followed
			// and those with them.
			return false
		}
		if person == 0 && plural && x.underDatedEntry(si) && !x.pluralSubjectNoun(si, k) && (x.firstPerson || x.lastActor == "" || x.lastActor == x.narrator() || x.lastActor == x.headingAuthor()) {
			// «Тула, 3 мая. Вчера прибыли сюда»: a diary's entry tells
			// of its writer and their party.
			x.firstPerson = true
			return true
		}
		if person == 0 && !plural && x.underDatedEntry(si) && x.lastActor == "" && (x.persons.Protagonist() == "" && x.headingAuthor() == "" || x.headingAuthor() != "" && x.author == x.headingAuthor()) {
			// «Самара, 21 мая. Дорогой брат! Вчера вернулся из Сызрани»:
			// a letter or diary that names no one else tells of its
			// writer, and so does one whose title names the writer («Из
			// путевого дневника Н. Сомова»), before the entries name anyone.
			x.firstPerson = true
			return true
		}
		if person == 0 && !plural && x.firstPerson && x.lastActorSent < x.entryStart && x.entryStart < si.sent && x.lastActor != x.narrator() {
			// «2 августа. … оставил укрепление и на рыбачьей лодке вышел
			// в море»: a new entry of a diary or a letter, before it names
			// anyone, is its writer's, whoever the last entry told of.
			return true
		}
		last := x.lastActor
		return plural && x.firstPerson && last != "" && last != x.narrator() && x.genderOf(last) != rutext.Plural
	}
	return false
}

// maxSalutationWords bounds the words of a letter's salutation («Милая
// Лена!», «Дорогой Ахмет Байтурсынович!»).
const maxSalutationWords = 4

// salutation reports whether the sentence opens a letter's entry as an
// address to its reader: a few words with no finite verb ending in «!»,
// after nothing but the entry's heading. The person addressed is not the
// one the letter goes on to tell of.
func (x *extraction) salutation(si *sentInfo) bool {
	toks := si.st.toks
	if len(toks) == 0 || toks[len(toks)-1].Text != "!" || x.here == nil || x.firstFiniteVerb(si) >= 0 {
		return false
	}
	words := 0
	for _, t := range toks {
		if t.Kind != rutext.Punct {
			words++
		}
	}
	if words == 0 || words > maxSalutationWords || si.sent <= x.entryStart {
		return false
	}
	for k := x.entryStart; k < si.sent; k++ {
		if s := x.sents[k]; !s.entryHead && !s.headingShape && !s.heading {
			return false
		}
	}
	return true
}

// underDatedHeading reports whether sentence si lies in the entry of a
// dated heading or dateline that names a place.
// pastPluralVerb reports whether the clause has a verb in the past plural
// outside quotations («Выехали из Тифлиса»).
func (x *extraction) pastPluralVerb(si *sentInfo) bool {
	return slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		person, plural, ok := x.r.VerbPerson(t)
		return ok && !t.Quoted && person == 0 && plural
	})
}

// underDatedEntry reports whether the sentence is under a dated heading
// with a place, or in a diary's entry or a letter headed by a line that is
// only a date («3 мая 1906 г. Выехал из Москвы»).
func (x *extraction) underDatedEntry(si *sentInfo) bool {
	return x.underDatedHeading(si) || x.entryStart < si.sent && x.sents[x.entryStart].entryHead
}

func (x *extraction) underDatedHeading(si *sentInfo) bool {
	return x.here != nil && !x.hereWhen.IsZero() && (x.herePara == si.st.s.Paragraph || x.hereHolds)
}

// pluralSubjectNoun reports whether the clause of si has a noun of living
// beings in the nominative plural («казаки», «немцы») beside the verb at
// token k: the verb's own subject.
func (x *extraction) pluralSubjectNoun(si *sentInfo, k int) bool {
	for j, t := range si.st.toks {
		if j != k && t.Kind == rutext.Word && x.r.SubjectNounGender(t) == rutext.Plural {
			return true
		}
		// «Испанские власти разрешили», «главные силы бросили якорь»: a
		// body or a force is a subject as much as a person is.
		if j < k && t.Kind == rutext.Word && !t.Quoted && x.r.PluralNominativeNoun(t) && (j == 0 || !x.r.IsPreposition(si.st.toks[j-1])) {
			return true
		}
	}
	return false
}

// reportedAfter reports whether token k lies in a quotation or after a
// colon that a third person's words follow, with or without «…»
// («Сыновьям он писал: живу один, много читаю»): a letter or a telegram
// of someone else, whose «я» is not the text's.
func (x *extraction) reportedAfter(si *sentInfo, k int) bool {
	toks := si.st.toks
	colon := -1
	if toks[k].Quoted {
		// The quotation's opening: «…»'s words are its writer's.
		colon = k
		for colon > 0 && toks[colon-1].Quoted {
			colon--
		}
	}
	for j := k - 1; j >= 0 && colon < 0; j-- {
		if toks[j].Kind == rutext.Punct && toks[j].Text == ":" {
			colon = j
		}
	}
	if colon < 0 {
		return false
	}
	third := false
	for _, a := range si.actors {
		if a.from >= colon || !a.subject {
			continue
		}
		if a.gender == rutext.First {
			return false // «я написал: …»
		}
		third = third || a.kind == actorPerson || a.kind == actorRef
	}
	return third
}

// pluralGroup returns the persons a plural pronoun («они») stands for when
// the last plural the text named is persons named together, else nil.
func (x *extraction) pluralGroup(a actorMention) []string {
	if a.kind != actorRef || a.gender != rutext.Plural {
		return nil
	}
	for k := len(x.recent) - 1; k >= 0; k-- {
		if x.recent[k].gender == rutext.Plural {
			return x.recent[k].group
		}
	}
	return nil
}

// jointSubjects returns the names of the persons named as subjects one
// after another, joined only by «и» or commas («Петров и Сидоров»,
// «Мартов, Потресов и Засулич»), or nil.
func (x *extraction) jointSubjects(st *sentenceTokens, subjects []actorMention) []string {
	rv := x.r.Vocabulary()
	var out []string
	for i, a := range subjects {
		if i > 0 {
			prev := subjects[i-1]
			for k := prev.to; k < a.from; k++ {
				if w := st.norm(k); w != "," && !(rv.IsListConj(w) && w != "или") {
					return out
				}
			}
			if a.from == prev.to {
				return out
			}
		}
		out = appendUnique(out, a.name)
	}
	return out
}

// remember records a person named in the text for later pronouns.
func (x *extraction) remember(a actorMention) {
	x.recent = slices.DeleteFunc(x.recent, func(o actorMention) bool { return o.name == a.name })
	x.recent = append(x.recent, a)
	if len(x.recent) > maxRecent {
		x.recent = x.recent[1:]
	}
}

// refersTo resolves a pronoun or role noun: «он», «она» to the last person
// named of that gender, «они» to the last family or the last persons named
// together; a role noun («поэт», «арестант») to the person the document
// follows, else the last person named, else the noun itself.
func (x *extraction) refersTo(a actorMention, st *sentenceTokens) string {
	if a.gender == rutext.First {
		return x.narrator()
	}
	if a.gender != "" {
		if a.gender == rutext.Plural {
			for k := len(x.recent) - 1; k >= 0; k-- {
				if x.recent[k].gender == rutext.Plural {
					return x.recent[k].name
				}
			}
			return x.lastPerson
		}
		if x.firstPerson {
			// In a text told in the first person «он» is never its
			// narrator: the last other person named who agrees, in
			// whatever case («Проводили Сидорова. …жил он у меня»).
			narrator := x.narrator()
			for k := len(x.recent) - 1; k >= 0; k-- {
				if r := x.recent[k]; r.name != narrator && r.gender != rutext.Plural && (r.gender == a.gender || r.gender == "") {
					return r.name
				}
			}
			if x.lastPerson == narrator {
				return ""
			}
		}
		// The subject of the sentence before, when it agrees («Писатель
		// был в Москве… он уехал в Финляндию»), else the person the text
		// follows, else the last person named who agrees.
		if p := x.persons.Protagonist(); a.subject && p != "" && x.lastPerson != p && x.genderOf(p) == a.gender && x.kinOnly(x.lastPerson) && x.opensParagraph(st) {
			// «Его брат жил в Самаре.¶ В 1901 г. он уехал в Москву»: a
			// subject pronoun opening a new paragraph goes back to the
			// person the text follows, not to a relative named only by
			// whose relative they are.
			return p
		}
		if x.lastPerson != "" && x.genderOf(x.lastPerson) == a.gender {
			return x.lastPerson
		}
		if p := x.persons.Protagonist(); p != "" && x.genderOf(p) == a.gender {
			return p
		}
		for k := len(x.recent) - 1; k >= 0; k-- {
			if g := x.recent[k].gender; g == a.gender || g == "" {
				return x.recent[k].name
			}
		}
		if len(x.recent) == 0 {
			return x.lastPerson
		}
		return ""
	}
	if p := x.persons.Protagonist(); p != "" {
		return p
	}
	if x.lastPerson != "" {
		return x.lastPerson
	}
	if nom, ok := x.r.Vocabulary().RoleNoun(st.norm(a.from)); ok && nom {
		return st.span(a.from, a.to)
	}
	return x.r.RoleNounLemma(st.toks[a.from])
}

// kinOnly reports whether name is a relative the text names only by a
// kinship noun («брат его», «Отец»), not by a name of their own.
func (x *extraction) kinOnly(name string) bool {
	if name == "" {
		return false
	}
	for lemma, n := range x.kin {
		if n == name && strings.HasPrefix(strings.ToLower(n), lemma) {
			return true
		}
	}
	return false
}

// opensParagraph reports whether the sentence of st is the first of its
// paragraph.
func (x *extraction) opensParagraph(st *sentenceTokens) bool {
	for i, o := range x.sents {
		if o.st.s.Start == st.s.Start {
			return i == 0 || x.sents[i-1].st.s.Paragraph != st.s.Paragraph
		}
	}
	return false
}

// genderOf returns the gender recorded for a person, masculine when the
// text gives none (the commoner reading of a name by its surname alone).
func (x *extraction) genderOf(name string) rutext.Gender {
	for k := len(x.recent) - 1; k >= 0; k-- {
		if x.recent[k].name == name && x.recent[k].gender != "" {
			return x.recent[k].gender
		}
	}
	if g := x.persons.Gender(name); g != "" {
		return g
	}
	return rutext.Masculine
}

// firstPersonSingular reports whether w (normalised) is a form of «я».
func firstPersonSingular(w string) bool {
	switch w {
	case "я", "меня", "мне", "мной", "мною":
		return true
	}
	return false
}

// narrator names the first person of a memoir or diary: the person the
// document names most, else the vocabulary's word for a narrator.
func (x *extraction) narrator() string {
	if x.author != "" {
		return x.author
	}
	if p := x.persons.Protagonist(); p != "" && !x.firstPerson {
		return p
	}
	return x.r.Vocabulary().Narrator()
}

// correspondenceWords are the words of a title that make the text's
// entries letters, dispatches or reports («Из писем Булгакова к сестре»,
// «Из донесений консула», «Отчёт губернатора», «Рапорты командира»): each
// entry's heading is where and when it was written.
var correspondenceWords = []string{"письм", "писем", "донесени", "донесен", "отчет", "рапорт", "депеш", "корреспонденц", "реляци"}

// correspondence reports whether the text's title (its first paragraph,
// before any dated heading) says its entries are letters or reports.
func (x *extraction) correspondence() bool {
	if len(x.sents) == 0 {
		return false
	}
	para := x.sents[0].st.s.Paragraph
	for _, si := range x.sents {
		if si.st.s.Paragraph > para+2 || si.headingShape || si.heading {
			break
		}
		if si.st.s.Paragraph != para && x.toldSentence(si) {
			// The narrative has begun: a word of letters there
			// («Корреспонденции «Юзовский завод» он писал…») tells of the
			// person's writings, not of the entries.
			break
		}
		for _, w := range strings.FieldsFunc(strings.ToLower(si.st.s.Text), func(r rune) bool { return !unicode.IsLetter(r) }) {
			w = strings.ReplaceAll(w, "ё", "е")
			for _, c := range correspondenceWords {
				if strings.HasPrefix(w, c) {
					return true
				}
			}
		}
	}
	return false
}

// namesUnit reports whether p is a place adjective before the noun of a
// military unit (events.yaml military_units), with at most two lower-case
// adjectives between («Костромской полк», «оренбургский отряд»,
// «Нарвского пехотного полка»).
func (x *extraction) namesUnit(si *sentInfo, p PlaceMention) bool {
	if p.implied {
		return false
	}
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start && t.End == p.End })
	if k < 0 || !x.r.MayBeAdjective(toks[k]) {
		return false
	}
	for j := k + 1; j < len(toks) && j <= k+3; j++ {
		t := toks[j]
		if t.Kind != rutext.Word || t.Quoted != toks[k].Quoted {
			return false
		}
		if x.r.MatchWord(x.v.militaryUnits, t) {
			return true
		}
		if t.Upper || !x.r.MayBeAdjective(t) {
			return false
		}
	}
	return false
}

// toldSentence reports whether the sentence has a finite verb outside
// quotation marks: it tells something, as a title does not.
func (x *extraction) toldSentence(si *sentInfo) bool {
	for _, t := range x.r.TokenizeRunes(x.rs, si.st.s.Start, si.st.s.End) {
		if t.Kind == rutext.Word && !t.Quoted && x.r.IsFiniteVerb(t) {
			return true
		}
	}
	return false
}

// writtenUnderHeading adds, for a heading of a place and a day over a
// letter, a dispatch or a report, the event of its writing there that day
// («II. Томск, 3 мая 1895 г.» over a letter: the writer wrote from Tomsk on
// 3 May), unless the entry's sentences already gave one.
func (x *extraction) writtenUnderHeading(si *sentInfo) {
	if !si.heading || len(si.dates) != 1 || x.here == nil || !x.correspondence() {
		return
	}
	d := si.dates[0]
	if iv := d.When.Interval(); iv.Earliest.IsZero() || iv.Earliest != iv.Latest {
		return
	}
	p := *x.here
	if p.Start < si.st.s.Start || p.End > si.st.s.End {
		return
	}
	e := &Event{Type: "other", When: d.When, OldStyle: d.OldStyle, DateFrom: "text", Places: []PlaceMention{p}, message: true}
	if n := x.narrator(); n != "" {
		e.Actors = []string{n}
	}
	e.Source = newSource(x.rs, si.st.s.Start, si.st.s.End)
	x.addEvent(si, e)
}

// deedToday adds, for a sentence of an entry under a heading that names
// its place, dated only by the writer's own day («Вильна, 18 июля. …
// Сегодня весь день в казармах: принимаем запасных»), telling in the
// first person what the writer does, with no place of its own and no
// event found in it, an event at the heading's place that day: the
// diarist's day there. before is the number of events before the
// sentence was read.
func (x *extraction) deedToday(si *sentInfo, before int) {
	if x.here == nil || si.heading || len(si.dates) == 0 || len(si.places) > 0 || len(x.events) != before ||
		x.motionIn(si, 0, len(si.st.toks)) || x.boardsToday(si) {
		return // a going told of today («Сегодня вечером садимся на пароход») sets out, no day spent
	}
	for _, d := range si.dates {
		if !d.writersDay || d.aside {
			return
		}
	}
	first := false
	for _, t := range si.st.toks {
		if t.Kind != rutext.Word || t.Quoted || !x.r.IsFiniteVerb(t) {
			continue
		}
		person, _, ok := x.r.IndicativePerson(t)
		first = ok && person == 1 || si.narrator != 0 && x.r.IsPastVerb(t)
		break
	}
	if !first {
		return
	}
	d := si.dates[0]
	h := *x.here
	h.implied, h.Role, h.Goal, h.dateline = true, RoleLocation, false, false
	h.Start, h.End, h.Sentence = si.start(), si.start(), si.sent
	e := &Event{Type: "other", When: d.When, OldStyle: d.OldStyle, DateFrom: "text", Places: []PlaceMention{h}}
	if n := x.narrator(); n != "" {
		e.Actors = []string{n}
	}
	e.Source = newSource(x.rs, si.st.s.Start, si.st.s.End)
	x.addEvent(si, e)
}

// deedAfterArrival adds, for a sentence under a dateline or heading
// whose only event is the arrival at the heading's town that a participle
// of arrival with an origin tells («ХАРЬКОВ, 2 мая. Прибывший третьего
// дня из Киева Сомов сегодня летал на ипподроме», «Сегодня состоялся
// полёт Сомова, прибывшего из Харькова накануне»), the deed the clause's
// own finite verb tells there: an event of type other at that town,
// dated by the clause's own date outside the participle's phrase, when
// the phrase has a date of its own, another day: the arrival takes the
// phrase's date. before is the number of events before the sentence was
// read.
func (x *extraction) deedAfterArrival(si *sentInfo, before int) {
	if x.here == nil || si.heading || len(x.events) != before+1 {
		return
	}
	arrival := x.events[before]
	if arrival.Type != "trip" || len(arrival.Places) == 0 || arrival.Places[0].Place.ID != x.here.Place.ID || arrival.When.IsZero() {
		return
	}
	toks := si.st.toks
	part := -1
	for k := 0; k+2 < len(toks); k++ {
		t := toks[k]
		if t.Kind == rutext.Word && !t.Quoted && x.v.arrivedParticiples.Match(t.Norm) && x.r.IsFullParticiple(t) {
			part = k
			break
		}
	}
	if part < 0 {
		return
	}
	// The phrase: from the participle to its comma, else to its origin
	// («из Киева») and a date right after it («из Харькова накануне»).
	end := len(toks)
	origin := false
	for k := part + 1; k < len(toks); k++ {
		if toks[k].Norm == "," || toks[k].Kind == rutext.Punct && toks[k].Norm != "-" {
			end = k
			break
		}
		if toks[k].Norm == "из" && k+1 < len(toks) {
			o := slices.IndexFunc(si.places, func(p PlaceMention) bool { return p.Role == RoleOrigin && p.Start == toks[k+1].Start })
			if o < 0 {
				return
			}
			origin = true
			j := slices.IndexFunc(toks, func(u rutext.Token) bool { return u.Start >= si.places[o].End })
			if j < 0 {
				j = len(toks)
			}
			end = j
			for _, d := range si.dates {
				if d.Start == toks[min(j, len(toks)-1)].Start {
					end = slices.IndexFunc(toks, func(u rutext.Token) bool { return u.Start >= d.End })
					if end < 0 {
						end = len(toks)
					}
				}
			}
			if end < len(toks) && toks[end].Norm == "," {
				break
			}
			break
		}
	}
	if !origin {
		return
	}
	from, to := toks[part].Start, si.st.s.End
	if end < len(toks) {
		to = toks[end].Start
	}
	// No other place the sentence goes to or happens at.
	for _, p := range si.places {
		if p.Role != RoleOrigin && !p.dateline && !p.implied && p.Role != RoleReference && p.Role != RoleOrganisation && !(p.Start >= from && p.End <= to) {
			return
		}
	}
	// The clause's own deed: a finite verb outside the phrase, no verb of
	// motion.
	deed := false
	for k, t := range toks {
		if t.Kind != rutext.Word || t.Quoted || !x.r.IsFiniteVerb(t) || k >= part && t.Start < to {
			continue
		}
		if x.motionVerb(t) {
			return
		}
		deed = true
	}
	if !deed {
		return
	}
	var own, inPhrase *DateMention
	for k := range si.dates {
		d := &si.dates[k]
		if d.Start >= from && d.Start < to {
			inPhrase = d
		} else if own == nil {
			own = d
		}
	}
	if own == nil || inPhrase == nil || own.When == inPhrase.When {
		// One day for both: the reception or stay is the arrival's
		// («Вчера прибывший из Данцига П. был встречен толпой»).
		return
	}
	when, old := own.When, own.OldStyle
	arrival.When, arrival.OldStyle = inPhrase.When, inPhrase.OldStyle
	h := *x.here
	h.implied, h.Role, h.Goal, h.dateline = true, RoleLocation, false, false
	h.Start, h.End, h.Sentence = si.start(), si.start(), si.sent
	e := &Event{Type: "other", When: when, OldStyle: old, DateFrom: "text", Places: []PlaceMention{h}, Actors: arrival.Actors, deed: true}
	e.cue = 2
	e.Source = newSource(x.rs, si.st.s.Start, si.st.s.End)
	x.addEvent(si, e)
}

// boardsToday reports whether a sentence names a ship or a carrier after
// «на» or «в» («садимся на пароход», «сели в поезд»): the day is a
// boarding, a going.
func (x *extraction) boardsToday(si *sentInfo) bool {
	toks := si.st.toks
	for k := 1; k < len(toks); k++ {
		if p := toks[k-1].Norm; (p == "на" || p == "в") && toks[k].Kind == rutext.Word && (x.v.vessels[toks[k].Norm] || x.r.MatchWord(x.v.carriers, toks[k])) {
			return true
		}
	}
	return false
}

// maxTitleWords bounds the words of a document's title paragraph.
const maxTitleWords = 16

// headingAuthor returns the person the document's title names: its first
// paragraph, when others follow it, is short and has no finite verb
// («Н. А. Римский-Корсаков. Из воспоминаний о плавании…», «Из путевого
// дневника полковника К. Г. Маннергейма (1906)»). The title of a memoir,
// a diary or letters names their writer, who is the «я» of the text
// however often the text names someone else; "" when the title names no
// one.
func (x *extraction) headingAuthor() string {
	if len(x.sents) == 0 || x.sents[len(x.sents)-1].st.s.Paragraph == x.sents[0].st.s.Paragraph {
		return ""
	}
	para := x.sents[0].st.s.Paragraph
	reg := rutext.NewPersons()
	words, name := 0, ""
	for _, si := range x.sents {
		if si.st.s.Paragraph != para {
			break
		}
		if len(si.dates) > 0 && si.headingShape && !slices.ContainsFunc(si.dates, wholeYears) {
			// A dateline, not a title; a title gives the years it covers
			// («Из «Журнала» 1857–1858 гг.»).
			return ""
		}
		toks := x.r.TokenizeRunes(x.rs, si.st.s.Start, si.st.s.End)
		for _, t := range toks {
			if t.Kind != rutext.Word {
				continue
			}
			words++
			if !t.Quoted && x.r.IsFiniteVerb(t) {
				return ""
			}
		}
		if name == "" {
			name = x.initialledName(toks)
		}
		x.r.CollectPersons(toks, reg, rutext.SpotOptions{NotName: x.notName})
	}
	if words > maxTitleWords {
		return ""
	}
	if name == "" {
		name = reg.First()
	}
	if name != "" {
		return x.persons.Canonical(lastWordOf(name))
	}
	return ""
}

// maxSignatureWords bounds the words of a signature line («Геолог
// Иркутского горного управления В. Обручев.»).
const maxSignatureWords = 10

// signatureAuthor returns the person who signs a text told in the first
// person: its last paragraph, when it is short, undated, has no finite
// verb and names a person with initials or after a rank («Геолог
// Иркутского горного управления В. Обручев.», «Военный губернатор,
// генерал-майор Колпаковский.»). The signer of a report or a letter is
// its «я», and the name the text's quoted telegrams and notes sign with
// too; "" when the text has no «я» or no such line.
func (x *extraction) signatureAuthor() string {
	if len(x.sents) < 2 || !slices.ContainsFunc(x.sents, func(si *sentInfo) bool { return si.narrator == 1 }) {
		return ""
	}
	para := x.sents[len(x.sents)-1].st.s.Paragraph
	if para == x.sents[0].st.s.Paragraph {
		return ""
	}
	reg := rutext.NewPersons()
	words, name := 0, ""
	for i := len(x.sents) - 1; i >= 0 && x.sents[i].st.s.Paragraph == para; i-- {
		si := x.sents[i]
		if len(si.dates) > 0 {
			return ""
		}
		toks := x.r.TokenizeRunes(x.rs, si.st.s.Start, si.st.s.End)
		for k, t := range toks {
			if t.Kind != rutext.Word {
				continue
			}
			if t.Quoted || x.r.IsFiniteVerb(t) {
				return ""
			}
			words++
			if name == "" && t.Upper && k > 0 && x.r.TitleBefore(toks, k) {
				if n, _, _, ok := x.r.PersonName(toks, k, k+1); ok {
					name = n
				}
			}
		}
		if n := x.initialledName(toks); n != "" {
			name = n
		}
		x.r.CollectPersons(toks, reg, rutext.SpotOptions{NotName: x.notName})
	}
	if words > maxSignatureWords || name == "" {
		return ""
	}
	return x.persons.Canonical(lastWordOf(name))
}

// wholeYears reports whether a date is one or more whole years («1857–1858
// гг.», «1906 г.»), as a title gives them.
func wholeYears(d DateMention) bool {
	iv := d.When.Interval()
	return !iv.Earliest.IsZero() && !iv.Latest.IsZero() && iv.Earliest.Month == 1 && iv.Earliest.Day == 1 && iv.Latest.Month == 12 && iv.Latest.Day == 31
}

// initialledName returns, in the nominative, the first name of toks written
// with initials («Т. Г. Шевченко», «К. Г. Маннергейма» → «Маннергейм»), ""
// for none: the way a title names an author.
func (x *extraction) initialledName(toks []rutext.Token) string {
	for k := 0; k+2 < len(toks); k++ {
		if !isInitial(toks, k) {
			continue
		}
		j := k + 2
		for isInitial(toks, j) {
			j += 2
		}
		if j >= len(toks) || toks[j].Kind != rutext.Word || !toks[j].Upper || len([]rune(toks[j].Text)) < 2 {
			continue
		}
		if name, _, _, ok := x.r.PersonName(toks, j, j+1); ok {
			return name
		}
	}
	return ""
}

// isInitial reports whether toks[k] is an initial: one capital letter and
// a full stop.
func isInitial(toks []rutext.Token, k int) bool {
	return k+1 < len(toks) && toks[k].Kind == rutext.Word && toks[k].Upper && len([]rune(toks[k].Text)) == 1 && toks[k+1].Norm == "."
}

func lastWordOf(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

// typeWeights are weights per event type, indexed as dataset.EventTypes.
type typeWeights [maxEventTypes]int

// maxEventTypes bounds dataset.EventTypes (a test checks it).
const maxEventTypes = 16

func typeIndex(t string) int { return slices.Index(dataset.EventTypes, t) }

func (w *typeWeights) add(o typeWeights) {
	for i := range w {
		w[i] += o[i]
	}
}

// best returns the type of the largest weight, def when all are zero; ties
// go to the type listed first.
func (w *typeWeights) best(def string) string {
	out, bestW := def, 0
	for i, t := range dataset.EventTypes {
		if w[i] > bestW {
			out, bestW = t, w[i]
		}
	}
	return out
}

// cuesAt returns, per type, the heaviest cue that matches at token k: none
// after a preposition of topic («О побеге известили…»); a noun of
// subject_types as a subject weighs 3.
func (v *Vocab) cuesAt(st *sentenceTokens, k int) typeWeights {
	if k < 0 || k >= len(st.toks) {
		return v.findCuesAt(st, k)
	}
	m := st.cueMemoFor()
	if !m.known[k] {
		m.at[k], m.known[k] = v.findCuesAt(st, k), true
	}
	return m.at[k]
}

// findCuesAt is cuesAt without the memo.
func (v *Vocab) findCuesAt(st *sentenceTokens, k int) typeWeights {
	var best typeWeights
	w := st.norm(k)
	if v.afterTopic(st, k) || v.toldJourney(st, k) {
		return best
	}
	if typ, ok := v.subjectTypes[w]; ok && (st.r == nil || !isPrep(st.r.Vocabulary(), st.norm(k-1))) {
		best[typeIndex(typ)] = 3
	}
	for i := range v.cueCandidates(st, k) {
		c := &v.typeCues[i]
		if c.weight <= best[c.typIdx] || !c.matchAt(st, k) {
			continue
		}
		if c.governed && !v.governed(st, k) || c.ungoverned && (v.governed(st, k) || v.notPost(st, k)) || c.short && v.longTime(st) || v.inBackground(st, k) || attributeAfterVerb(st, k) {
			continue
		}
		if negated(st, k) && (c.typ == "trip" || c.typ == "relocation") && st.r != nil && st.r.IsFiniteVerb(st.toks[k]) {
			// «почти не покидал Феодосии», «не выезжал из Москвы»: a
			// journey or a move denied is none; the place is where the
			// person stayed. A denied gerund tells how a journey went
			// («прошла мимо Сингапура, не заходя в порт»).
			continue
		}
		best[c.typIdx] = c.weight
	}
	return best
}

// cueCandidates returns the indexes of the type cues that may match token
// k: those indexed by the first letter or the first two letters of the
// word or of one of its verb's past forms («идет» → «шел»).
func (v *Vocab) cueCandidates(st *sentenceTokens, k int) iter.Seq[int] {
	return candidatesIn(v.cuesByPrefix, st, k)
}

// candidatesIn returns the indexes byPrefix holds under the first letter
// or the first two letters of token k or of one of its verb's past forms.
func candidatesIn(byPrefix map[string][]int, st *sentenceTokens, k int) iter.Seq[int] {
	return func(yield func(int) bool) {
		each := func(w string) bool {
			_, n := utf8.DecodeRuneInString(w)
			if n == 0 {
				return true
			}
			for _, i := range byPrefix[w[:n]] {
				if !yield(i) {
					return false
				}
			}
			if _, m := utf8.DecodeRuneInString(w[n:]); m > 0 {
				for _, i := range byPrefix[w[:n+m]] {
					if !yield(i) {
						return false
					}
				}
			}
			return true
		}
		if !each(st.norm(k)) || st.r == nil || k < 0 || k >= len(st.toks) {
			return
		}
		for _, form := range st.r.VerbForms(st.toks[k]) {
			if !each(form) {
				return
			}
		}
	}
}

// attributeAfterVerb reports whether the word at k is a full participle
// opening a phrase set off by a comma after the clause's finite verb: it
// describes a noun of the clause («ставят в вину воззвание, написанное
// после событий»), not what happened (which a participle opening the
// clause may: «Арестованный в марте, я провёл…»).
func attributeAfterVerb(st *sentenceTokens, k int) bool {
	if st.r == nil || k == 0 || st.toks[k-1].Norm != "," || !st.r.IsFullParticiple(st.toks[k]) {
		return false
	}
	return slices.ContainsFunc(st.toks[:k], func(t rutext.Token) bool { return !t.Quoted && st.r.IsFiniteVerb(t) })
}

// maxWorkToPost bounds the tokens between a verb of working and its post.
const maxWorkToPost = 8

// notPost reports whether one of the two words before k makes the post at
// k none taken up (events.yaml not_post_before), or a verb of working
// shortly before it makes it work done (work_before_post).
func (v *Vocab) notPost(st *sentenceTokens, k int) bool {
	for j := k - 1; j >= 0 && j >= k-maxWorkToPost; j-- {
		if st.toks[j].Kind != rutext.Word {
			continue
		}
		if j >= k-2 && v.notPostBefore.Match(st.norm(j)) || v.workBeforePost.Match(st.norm(j)) {
			return true
		}
	}
	return false
}

// governed reports whether the word at k follows a preposition, perhaps
// past adjectives («в Батумскую тюрьму»).
func (v *Vocab) governed(st *sentenceTokens, k int) bool {
	if st.r == nil {
		return true
	}
	rv := st.r.Vocabulary()
	for j := k - 1; j >= 0 && j >= k-4; j-- {
		if isPrep(rv, st.norm(j)) {
			return true
		}
		if st.toks[j].Kind != rutext.Word || !st.r.IsAdjective(st.toks[j]) {
			return false
		}
	}
	return false
}

// stays reports whether w says someone stayed somewhere: a word of staying
// or a cue of a stay on the way («провёл»).
func (x *extraction) stays(t rutext.Token) bool {
	if x.r.MatchWord(x.v.stayWords, t) {
		return true
	}
	for _, i := range x.v.shortWordCues {
		if x.r.MatchWord(x.v.typeCues[i].m, t) {
			return true
		}
	}
	return false
}

// longTime reports whether the clause names a time of a year or more
// («почти три года», «три сезона»; long_stay_words).
func (v *Vocab) longTime(st *sentenceTokens) bool { return namesDuration(st, v.longStay) }

// namesDuration reports whether the clause has one of the words of time
// as a duration: not the year of a date («летом 1905 года»).
func namesDuration(st *sentenceTokens, words rutext.Set) bool {
	for k, t := range st.toks {
		if words[t.Norm] && !(k > 0 && st.toks[k-1].Kind == rutext.Number && len(st.toks[k-1].Text) == 4) {
			return true
		}
	}
	return false
}

// inBackground reports whether the word at k stands after a background
// conjunction of its clause («…, пока к тюрьме не приехали губернатор»).
func (v *Vocab) inBackground(st *sentenceTokens, k int) bool {
	for j := k - 1; j >= 0; j-- {
		if v.background[st.norm(j)] {
			return true
		}
	}
	return false
}

// toldJourney reports whether the word at k is a word for a journey after
// a verb of remembering or telling, with no other finite verb between
// («вспоминал свою поездку в Париж», «описал своё путешествие в
// Египет»): a journey told of, made at no time the clause gives.
func (v *Vocab) toldJourney(st *sentenceTokens, k int) bool {
	if k <= 0 || k >= len(st.toks) || !v.journeyWords.Match(st.norm(k)) || st.r == nil {
		return false
	}
	for j := k - 1; j >= 0; j-- {
		t := st.toks[j]
		switch {
		case t.Kind != rutext.Word || t.Quoted:
			if t.Kind == rutext.Punct && t.Norm != "," {
				return false
			}
		case v.tellingVerbs.Match(t.Norm):
			return true
		case st.r.IsFiniteVerb(t):
			return false
		}
	}
	return false
}

// afterTopic reports whether the word at k follows a preposition of topic,
// perhaps past lower-case adjectives («о неудачном побеге»).
func (v *Vocab) afterTopic(st *sentenceTokens, k int) bool {
	for j := k - 1; j >= 0 && j >= k-3; j-- {
		if v.topicPreps[st.norm(j)] {
			return true
		}
		if st.r == nil || st.toks[j].Upper || !st.r.IsAdjective(st.toks[j]) {
			return false
		}
	}
	return false
}

// matchAt reports whether the cue matches at token k: its word, or its
// phrase starting there.
func (c typeCue) matchAt(st *sentenceTokens, k int) bool {
	return c.endAt(st, k) > k
}

// phraseEnd is the end (exclusive token index) of the longest phrase cue
// matching at k, k+1 when none does: the words of a phrase («слушала
// лекции») say one thing, and do not count again as cues of their own.
func (v *Vocab) phraseEnd(st *sentenceTokens, k int) int {
	if k < 0 || k >= len(st.toks) {
		return v.findPhraseEnd(st, k)
	}
	m := st.cueMemoFor()
	if m.phraseEnd[k] == 0 {
		m.phraseEnd[k] = v.findPhraseEnd(st, k)
	}
	return m.phraseEnd[k]
}

// findPhraseEnd is phraseEnd without the memo.
func (v *Vocab) findPhraseEnd(st *sentenceTokens, k int) int {
	end := k + 1
	for i := range candidatesIn(v.phraseCuesByPrefix, st, k) {
		end = max(end, v.typeCues[i].endAt(st, k))
	}
	return end
}

// endAt is the end (exclusive token index) of the cue matched at k, k when
// it does not match there.
func (c typeCue) endAt(st *sentenceTokens, k int) int {
	if c.phrase == nil {
		if st.r != nil && k >= 0 && k < len(st.toks) {
			if c.written && c.m.Match(st.toks[k].Norm) || !c.written && st.r.MatchWord(c.m, st.toks[k]) {
				return k + 1
			}
			return k
		}
		if c.m.Match(st.norm(k)) {
			return k + 1
		}
		return k
	}
	j := k
	for i, w := range c.phrase {
		if i > 0 && !c.tight {
			// Adjectives may stand inside a phrase: «в южную ссылку», «в
			// Лейпцигскую консерваторию»; so may an adverb pointing to the
			// place: «основал там общество»; and so may an ordinal in Roman
			// numerals: «на XII Международном съезде».
			for j < len(st.toks) && !phraseWord(st.norm(j), w) && st.r != nil && (st.r.MayBeAdjective(st.toks[j]) || placeAdverb(st, j) || romanNumeral(st.toks[j].Text)) {
				j++
			}
		}
		if w == abbrWord {
			if j >= len(st.toks) || !abbreviation(st.toks[j].Text) {
				return k
			}
		} else if w == nameWord {
			if j >= len(st.toks) || !st.namedThing(j) {
				return k
			}
		} else if !phraseWord(st.norm(j), w) {
			return k
		}
		j++
	}
	return j
}

// placeAdverb reports whether token j is an adverb that points to a place
// where something happens («там», «здесь»).
func placeAdverb(st *sentenceTokens, j int) bool {
	d, ok := st.r.Vocabulary().Deictic(st.norm(j))
	return ok && !d.HeadingOnly && d.Noun == "" && d.Role == RoleLocation && st.toks[j].Kind == rutext.Word
}

// abbrWord, as a word of a cue phrase, matches an abbreviation in capitals
// («вступил в РСДРП»).
const abbrWord = "%abbr"

// nameWord, as a word of a cue phrase, matches a capitalised word that
// names no person: a town, a fortress («занял Кунград», «взяли Карс»).
const nameWord = "%name"

// namedThing reports whether token j is a capitalised word, not quoted, that
// the dictionary does not know as a person's name («Карс», not «Бековича»).
func (st *sentenceTokens) namedThing(j int) bool {
	t := st.toks[j]
	if t.Kind != rutext.Word || !t.Upper || t.Quoted || abbreviation(t.Text) {
		return false
	}
	return st.r == nil || !st.r.IsDictPerson(t) && !st.r.IsGivenName(t)
}

// abbreviation reports whether s is a word of two or more letters, all
// capitals («РСДРП», «ВКП»).
func abbreviation(s string) bool {
	n := 0
	for _, c := range s {
		if !unicode.IsUpper(c) {
			return false
		}
		n++
	}
	return n >= 2
}

// phraseWord reports whether the normalised word w is the phrase's word p:
// the same form, or, for p ending in *, any word starting with its stem
// («поступил* в консерватори*»).
func phraseWord(w, p string) bool {
	if stem, ok := strings.CutSuffix(p, "*"); ok {
		return stem != "" && strings.HasPrefix(w, stem)
	}
	return w == p
}

func appendUnique(list []string, items ...string) []string {
	for _, s := range items {
		if s != "" && !slices.Contains(list, s) {
			list = append(list, s)
		}
	}
	return list
}

// placelessGerundPhrases returns the tokens of the phrases a gerund opens
// at the start of the sentence or after a comma, up to the next comma or
// the end («Окончив местную гимназию,», «Работая над курсом «Основы
// химии»,») that name no place.
func (x *extraction) placelessGerundPhrases(si *sentInfo, placeTok map[int]bool) map[int]bool {
	var out map[int]bool
	toks := si.st.toks
	for k := 0; k < len(toks); k++ {
		t := toks[k]
		if t.Kind != rutext.Word || t.Quoted || !x.r.IsGerund(t) {
			continue
		}
		opens := k > 0 && toks[k-1].Norm == "," ||
			!slices.ContainsFunc(toks[:k], func(u rutext.Token) bool { return u.Kind == rutext.Word && !si.inDate(u.Start, u.End) })
		if !opens {
			continue
		}
		end := k + 1
		for end < len(toks) && (toks[end].Norm != "," || toks[end].Quoted) && toks[end].Norm != ";" {
			end++
		}
		if end >= len(toks) || toks[end].Norm != "," {
			continue // the phrase runs to the end: the sentence's own
		}
		placed := false
		for j := k; j < end; j++ {
			placed = placed || placeTok[j]
		}
		if !placed {
			if out == nil {
				out = map[int]bool{}
			}
			for j := k; j < end; j++ {
				out[j] = true
			}
		}
		k = end
	}
	return out
}

// whereClauses finds the clauses a place relative («где») opens: from it to
// the end of the sentence or the next semicolon.
func (x *extraction) whereClauses(si *sentInfo) [][2]int {
	var out [][2]int
	toks := si.st.toks
	rv := x.r.Vocabulary()
	for k := 0; k < len(toks); k++ {
		if toks[k].Kind != rutext.Word || !rv.IsPlaceRelative(toks[k].Norm) || k == 0 || toks[k-1].Norm != "," {
			continue
		}
		via := slices.ContainsFunc(si.places, func(p PlaceMention) bool { return p.Role == RoleVia && p.End == toks[k-2].End })
		end := k + 1
		for end < len(toks) && toks[end].Norm != ";" {
			verbBefore := slices.ContainsFunc(toks[k+1:end], func(t rutext.Token) bool { return t.Kind == rutext.Word && x.r.IsFiniteVerb(t) })
			if toks[end].Norm == "," && end+1 < len(toks) && toks[end+1].Kind == rutext.Word && x.r.IsFiniteVerb(toks[end+1]) && verbBefore {
				// «Рим, где он прожил два года, стал …»: a verb right
				// after the comma is the sentence's again.
				break
			}
			if toks[k].Norm == "куда" && toks[end].Norm == "," && end+2 < len(toks) && verbBefore && toks[end+1].Kind == rutext.Word && subjectPronouns[toks[end+1].Norm] && x.r.IsFiniteVerb(toks[end+2]) {
				// «В Туле, куда Сомов приехал в 1900 г., он пробыл
				// месяц»: after a clause of arrival, a pronoun and a verb
				// after the comma are the sentence's own clause.
				break
			}
			if via && toks[end].Norm == "," && verbBefore && end+1 < len(toks) && (isPrep(rv, toks[end+1].Norm) ||
				slices.ContainsFunc(toks[end+1:], func(t rutext.Token) bool { return t.Kind == rutext.Word && x.r.IsFiniteVerb(t) })) {
				// «через Копал, где осмотрел казармы, в Сергиополь», «Через
				// Ургу, где пополнили запас верблюдов, караван
				// направился…»: the journey's clause goes on after a stop.
				break
			}
			end++
		}
		out = append(out, [2]int{k, end})
		k = end
	}
	return out
}

// subjectPronouns are the pronouns that open a clause as its subject.
var subjectPronouns = map[string]bool{"он": true, "она": true, "они": true, "я": true, "мы": true}

// actsOnItsOwn reports whether a clause has a finite verb other than
// «быть»: something of its own happens in it.
func (x *extraction) actsOnItsOwn(si *sentInfo) bool {
	for _, t := range si.st.toks {
		if t.Kind == rutext.Word && !t.Quoted && x.r.IsFiniteVerb(t) && !strings.HasPrefix(t.Norm, "был") && !x.r.MatchWord(x.v.motionVerbs, t) {
			return true
		}
	}
	return false
}

// othersClause reports whether a clause is about someone other than the
// person the text follows: its subject is another person named, or a
// common noun of a living being («брат умер»); or whether it only
// introduces a quotation («…отправили по предписанию, которое гласило:»).
func (x *extraction) othersClause(si *sentInfo) bool {
	toks := si.st.toks
	if n := len(toks); n > 0 && toks[n-1].Norm == ":" {
		return true
	}
	if p := x.persons.Protagonist(); p != "" {
		for _, a := range si.actors {
			if a.kind == actorPerson && a.subject && a.name != p && !slices.Contains(si.names, p) {
				return true
			}
		}
	}
	rv := x.r.Vocabulary()
	for _, t := range toks {
		if t.Kind == rutext.Word && x.r.IsFiniteVerb(t) {
			break
		}
		if _, role := rv.RoleNoun(t.Norm); !role && !si.inDate(t.Start, t.End) && x.r.MayBeAnimateSubject(t) {
			return true
		}
	}
	return false
}

// undatedWhere reports whether token k stands in a «где» clause with no
// date of its own («переехал в Киев, где пишет фельетоны»): what it tells
// goes on at the place before it; a dated one tells an event of its own
// (whereEvents).
func (x *extraction) undatedWhere(si *sentInfo, k int) bool {
	for _, w := range si.where {
		if k >= w[0] && k < w[1] {
			from, to := si.st.toks[w[0]].Start, si.st.toks[w[1]-1].End
			return !slices.ContainsFunc(si.dates, func(d DateMention) bool { return d.Start >= from && d.End <= to })
		}
	}
	return false
}

// messageFrom returns the place a message of the clause was sent from
// («из Балаганска … ушла телеграмма»), false when the clause tells of no
// message or not where from.
//
// A verb of writing that is a deed of its own after a move from the
// place («из Тулы переехал в Киев, где писал рассказы», «… в Киев и писал
// там рассказы»: in an undated «где» clause, or a verb after «и» that
// follows the verb of motion) is what was written where the move went,
// no message from the place left.
func (x *extraction) messageFrom(si *sentInfo) (PlaceMention, bool) {
	toks := si.st.toks
	movedBefore := func(k int) bool {
		if !x.r.IsFiniteVerb(toks[k]) {
			return false
		}
		for j := k - 1; j > 0; j-- {
			if toks[j].Norm == "и" && slices.ContainsFunc(toks[:j], func(t rutext.Token) bool {
				return t.Kind == rutext.Word && !t.Quoted && x.r.IsFiniteVerb(t) && x.r.MatchWord(x.v.motionVerbs, t)
			}) {
				return true
			}
		}
		return false
	}
	if !slices.ContainsFunc(toks, func(t rutext.Token) bool { return !t.Quoted && x.r.MatchWord(x.v.messageWords, t) }) {
		return PlaceMention{}, false
	}
	if !slices.ContainsFunc(toks, func(t rutext.Token) bool {
		k := slices.IndexFunc(toks, func(u rutext.Token) bool { return u.Start == t.Start })
		return !t.Quoted && x.r.MatchWord(x.v.messageWords, t) && !x.undatedWhere(si, k) && !movedBefore(k)
	}) {
		return PlaceMention{}, false
	}
	for _, p := range si.places {
		// A place inside the quoted message is what the message tells
		// («— телеграфировал начальник управления: «прибыл в Тифлис из
		// Батума»»), not whence it came.
		if p.Role == RoleOrigin && !p.implied && !p.route && !si.quotedAt(p.Start) {
			return p, true
		}
	}
	return PlaceMention{}, false
}

// messageRoute reports whether a clause with no verb names a message or a
// thing sent before its origin, outside quotation marks («Телеграмма из
// Петрограда в Красноярск», «Письмо из Тулы в Орёл»): the way the message
// went, no one's journey.
func (x *extraction) messageRoute(si *sentInfo) bool {
	k := slices.IndexFunc(si.places, func(p PlaceMention) bool { return p.Role == RoleOrigin })
	if k < 0 {
		return false
	}
	return slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && t.End <= si.places[k].Start && (x.r.MatchWord(x.v.messageWords, t) || x.r.MatchWord(x.v.sentThings, t))
	})
}

// receivedFrom reports whether a clause tells of something that came to
// someone from a place, outside a quotation: a verb of receiving or of a
// thing's coming (receiving_verbs) and an origin named («получил письмо
// из Киева», «Из Петербурга пришёл приказ о его высылке», «Из Москвы ему
// прислали деньги»).
func (x *extraction) receivedFrom(si *sentInfo) bool {
	if !slices.ContainsFunc(si.places, func(p PlaceMention) bool { return p.Role == RoleOrigin && !p.implied && !si.quotedAt(p.Start) }) {
		return false
	}
	return slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.receivingVerbs, t)
	})
}

// messageGoal reports whether p is where a message goes: a goal right
// after a message word (message_words, writing_verbs) outside a quotation, with at most
// an addressee between them («телеграфировал в Петербург», «донёс
// губернатору в Иркутск», «телеграмма в Вятку»).
func (x *extraction) messageGoal(si *sentInfo, p PlaceMention) bool {
	if p.implied || !(p.Goal || p.Role == RoleDestination) {
		return false
	}
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
	if k < 2 || toks[k].Quoted {
		return false
	}
	j := k - 1
	for j >= 0 && toks[j].Kind == rutext.Word && !toks[j].Upper && x.r.IsAdjective(toks[j]) {
		j-- // «в далёкий Иркутск»
	}
	if j < 1 || toks[j].Kind != rutext.Word || !isPrep(x.r.Vocabulary(), toks[j].Norm) {
		return false
	}
	for n, i := 0, j-1; i >= 0 && n < 3; i, n = i-1, n+1 {
		t := toks[i]
		if t.Kind != rutext.Word || t.Quoted {
			return false
		}
		if x.r.MatchWord(x.v.messageWords, t) || x.r.MatchWord(x.v.writingVerbs, t) {
			return true
		}
		if x.r.IsFiniteVerb(t) {
			return false
		}
	}
	return false
}

// reportHeader reports whether a clause heads a message that a colon
// then quotes: a message word outside the quotation, after no
// preposition, no verb of motion, and the quotation right after it
// («Телеграмма нагасакского консула, 16.11.1906: «…»», «Исправник доносил
// губернатору: «…»», «разослало циркуляр: «…»»).
func (x *extraction) reportHeader(si *sentInfo) bool {
	toks := si.st.toks
	if si.motion || len(toks) == 0 || slices.ContainsFunc(toks, func(t rutext.Token) bool { return t.Quoted }) {
		return false
	}
	rv := x.r.Vocabulary()
	if !slices.ContainsFunc(toks, func(t rutext.Token) bool { return t.Kind == rutext.Word && x.r.MatchWord(x.v.messageWords, t) }) {
		return false
	}
	opening := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Kind == rutext.Word })
	for k, t := range toks {
		if t.Kind == rutext.Word && x.r.MatchWord(x.v.messageWords, t) && k > 0 && isPrep(rv, toks[k-1].Norm) {
			if k-1 == opening && (toks[k-1].Norm == "из" || toks[k-1].Norm == "изо") && len(si.places) > 0 && !x.quoteNamesHeaderPlace(si) {
				// «Из рапорта с.-петербургского обер-полицеймейстера, 7
				// декабря 1876 г.: «…»», «Из донесения агента, Лондон, …:
				// «…»»: an excerpt quoted from a message written at the
				// place the heading names. One that names none («Из
				// справки 1893 г.: «…»») only introduces its quotation, and
				// so does one whose quotation tells a journey to the
				// heading's place («Из донесения агента, Париж, …: «Сомов
				// сегодня прибыл в Париж»»): the event there is the
				// quotation's.
				continue
			}
			return false // «по донесению исправника», «в рапорте»: a source, not a message written
		}
	}
	if last := toks[len(toks)-1]; last.Norm == "," && x.reportVerbBefore(toks) {
		// «якутский губернатор доносил, что Н. бежал»: the «что» clause
		// is told on its own (rutext.Clauses).
		j := last.End
		for j < len(x.rs) && rutext.IsSpace(x.rs[j]) {
			j++
		}
		return j+3 <= len(x.rs) && strings.ToLower(string(x.rs[j:j+3])) == "что"
	}
	j := toks[len(toks)-1].End
	for j < len(x.rs) && rutext.IsSpace(x.rs[j]) {
		j++
	}
	if toks[len(toks)-1].Norm != ":" {
		if j >= len(x.rs) || x.rs[j] != ':' {
			return false
		}
		j++
	}
	for j < len(x.rs) && rutext.IsSpace(x.rs[j]) {
		j++
	}
	return j < len(x.rs) && strings.ContainsRune("«„“\"", x.rs[j])
}

// quoteNamesHeaderPlace reports whether the quotation after the heading
// clause si, in its sentence, tells a journey to one of the heading's
// places («…: «Сомов сегодня прибыл в Париж»»).
func (x *extraction) quoteNamesHeaderPlace(si *sentInfo) bool {
	end := si.st.toks[len(si.st.toks)-1].End
	return slices.ContainsFunc(x.sents[si.sent].places, func(q PlaceMention) bool {
		return q.Start >= end && !q.implied && (q.Goal || q.Role == RoleDestination) &&
			slices.ContainsFunc(si.places, func(h PlaceMention) bool { return h.Place.ID == q.Place.ID })
	})
}

// thatHeader reports whether a clause ends at the comma before a «что»
// clause it introduces («губернатор доносил, что …»).
func (x *extraction) thatHeader(si *sentInfo) bool {
	n := len(si.st.toks)
	return n > 0 && si.st.toks[n-1].Norm == ","
}

// namesPrimary reports whether a clause names its primary person, by the
// last word of the name (any case ending) or a personal pronoun: a report
// header whose sender is the person the text follows («Чехов телеграфировал
// брату со станции Раздельная, что …») places that person.
func (x *extraction) namesPrimary(si *sentInfo) bool {
	words := strings.Fields(strings.ToLower(si.primary))
	if len(words) == 0 {
		return false
	}
	stem := []rune(words[len(words)-1])
	if len(stem) > 4 {
		stem = stem[:len(stem)-1]
	}
	return slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && (strings.HasPrefix(t.Norm, string(stem)) || subjectPronoun(x.r.Vocabulary(), t.Norm) || t.Norm == "я" || t.Norm == "мы")
	})
}

func subjectPronoun(v *rutext.Vocabulary, w string) bool {
	_, ok := v.Pronoun(w)
	return ok
}

// reportVerbBefore reports whether a clause holds a verb among the
// message words (доносил, сообщал, телеграфировал, писал): a report or
// letter sent, whose writing is an event where it is written.
func (x *extraction) reportVerbBefore(toks []rutext.Token) bool {
	return slices.ContainsFunc(toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && x.r.MatchWord(x.v.messageWords, t) && x.r.IsFiniteVerb(t)
	})
}

// described reports whether a place is named bare, perhaps in the
// nominative, right before a verb that describes it («Глазов оказался
// крошечным городком»): the clause says what the place is like.
func (x *extraction) described(si *sentInfo, p PlaceMention) bool {
	if p.prep != "" || p.implied || p.Role == RoleOrganisation {
		return false
	}
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
	e := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.End == p.End })
	if k < 0 || e < k || !x.r.MayBeCase(toks[k], "nomn") {
		return false
	}
	// «Одесса, Киев, Петербург и Москва помнят его»: past the rest of a
	// list of bare places to its verb.
	rv := x.r.Vocabulary()
	j := e + 1
	for j < len(toks) && (toks[j].Norm == "," || rv.IsListConj(toks[j].Norm) || slices.ContainsFunc(si.places, func(q PlaceMention) bool {
		return q.prep == "" && !q.implied && toks[j].Start >= q.Start && toks[j].End <= q.End
	})) {
		j++
	}
	if j < len(toks) && x.v.rememberVerbs[toks[j].Norm] {
		return true
	}
	j = e + 1
	if j < len(toks) && toks[j].Text == "," {
		// «Тифлис, шумный и пёстрый, показался ему…»: past an
		// apposition with no verb of its own.
		end := slices.IndexFunc(toks[j+1:], func(t rutext.Token) bool { return t.Text == "," || x.r.IsFiniteVerb(t) })
		if end < 0 || toks[j+1+end].Text != "," {
			return false
		}
		j += end + 2
	}
	if j < len(toks) && toks[j].Norm == "не" {
		j++ // «Либава не представляла ничего интересного»
	}
	return j < len(toks) && x.v.copulaVerbs[toks[j].Norm]
}

// extentVerbOf returns the index of the verb of extent whose subject the
// place p is, bare in the nominative, before or after it with no
// punctuation between them («Здесь начинается Кавказ», «За Тереком
// начиналась Чечня»): where a land begins or stretches is described. -1
// when there is none.
func (x *extraction) extentVerbOf(si *sentInfo, p PlaceMention) int {
	if p.prep != "" || p.implied {
		return -1
	}
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
	e := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.End == p.End })
	if k < 0 || e < k || !x.r.MayBeCase(toks[e], "nomn") {
		return -1
	}
	for j := k - 1; j >= 0 && toks[j].Kind != rutext.Punct; j-- {
		if toks[j].Kind == rutext.Word && x.r.MatchWord(x.v.extentVerbs, toks[j]) {
			return j
		}
	}
	for j := e + 1; j < len(toks) && toks[j].Kind != rutext.Punct; j++ {
		if toks[j].Kind == rutext.Word && x.r.MatchWord(x.v.extentVerbs, toks[j]) {
			return j
		}
	}
	return -1
}

// describedAs reports whether the place p, in the nominative, is the
// subject of «быть» with a predicate noun in the instrumental («Тифлис в
// то время был большим торговым городом», «В 1890-х годах Тифлис был
// для оперы городом не хуже Киева») or of a verb that says what the place
// is known for («Казань славилась своим университетом»), dated or not:
// the place is described, nothing happens at it. A passive with its agent
// («Тифлис был занят войсками») tells what was done there.
func (x *extraction) describedAs(si *sentInfo, p PlaceMention) bool {
	if p.prep != "" || p.implied || p.Role == RoleOrganisation {
		return false
	}
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
	e := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.End == p.End })
	if k < 0 || e < k || !x.r.MayBeCase(toks[k], "nomn") || p.mention.Adjective {
		return false
	}
	verb := -1
	for j := e + 1; j < len(toks); j++ {
		t := toks[j]
		if t.Kind == rutext.Punct && t.Text != "," && t.Text != "—" && t.Text != "-" {
			return false
		}
		if t.Kind == rutext.Word && x.r.IsFiniteVerb(t) {
			verb = j
			break
		}
	}
	if verb < 0 {
		return false
	}
	if x.v.fameVerbs.Match(toks[verb].Norm) {
		return true
	}
	if !x.v.pastCopula[toks[verb].Norm] && !x.v.copulaVerbs[toks[verb].Norm] {
		return false
	}
	for j := verb + 1; j < len(toks); j++ {
		t := toks[j]
		if t.Kind == rutext.Punct && t.Text != "," || t.Kind == rutext.Word && x.r.IsFiniteVerb(t) {
			return false
		}
		if t.Kind != rutext.Word || t.Upper || !x.r.IsNounOnly(t) || !x.r.MayBeCase(t, "ablt") {
			continue
		}
		if j > verb+1 && isPrep(x.r.Vocabulary(), toks[j-1].Norm) {
			continue // «был под городом»
		}
		return true
	}
	return false
}

// sendsThing reports whether a clause tells of a thing sent (sent_things
// after a verb of sending, outside quotations), with no person sent: no
// pronoun object right after the verb («отправил его с письмом в Москву»).
func (x *extraction) sendsThing(si *sentInfo) bool {
	toks := si.st.toks
	verb := slices.IndexFunc(toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.sendingVerbs, t)
	})
	if verb < 0 || verb+1 < len(toks) && x.v.hosted[toks[verb+1].Norm] || verb > 0 && x.v.hosted[toks[verb-1].Norm] {
		return false // «отправил его в Москву», «его отправили в Москву с письмом»
	}
	for k := verb + 1; k < len(toks); k++ {
		t := toks[k]
		if t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.sentThings, t) && toks[k-1].Norm != "с" && toks[k-1].Norm != "со" {
			return true // not a thing carried by the one sent («с письмом»)
		}
	}
	return false
}

// othersSent reports whether the clause's verb of motion is a transitive
// verb in the past plural with no subject («выслали», «привезли»,
// «отправили») whose object is a common noun of people in the plural
// accusative, not governed by a preposition («в Вятку выслали многих
// студентов», «туда привезли арестантов», «выслали его товарищей»):
// others are moved, not the person the text follows.
func (x *extraction) othersSent(si *sentInfo, verb int) (int, bool) {
	toks := si.st.toks
	if verb < 0 || verb >= len(toks) || toks[verb].Quoted || !x.r.IsFiniteVerb(toks[verb]) {
		return 0, false
	}
	a := x.r.Analyzer()
	if a == nil || !slices.ContainsFunc(a.Parse(toks[verb].Norm), func(p rutext.Parse) bool {
		return p.Known && p.Tag.POS == "VERB" && p.Tag.Has("tran") && p.Tag.Has("past") && p.Tag.Number() == "plur"
	}) {
		return 0, false
	}
	from, to := stretchOf(toks, verb)
	inPlace := func(t rutext.Token) bool {
		return slices.ContainsFunc(si.places, func(p PlaceMention) bool { return t.Start >= p.Start && t.End <= p.End })
	}
	rv := x.r.Vocabulary()
	for j := from; j < to; j++ {
		t := toks[j]
		if j == verb || t.Kind != rutext.Word || t.Quoted || t.Upper || inPlace(t) || x.r.IsFiniteVerb(t) {
			continue
		}
		if !slices.ContainsFunc(a.Parse(t.Norm), func(p rutext.Parse) bool {
			return p.Known && p.Tag.POS == "NOUN" && p.Tag.Case() == "accs" && p.Tag.Number() == "plur" && p.Tag.Has("anim") && !p.Tag.Has("Name") && !p.Tag.Has("Surn")
		}) {
			continue
		}
		if x.r.MayBeAdjective(t) && j+1 < to && toks[j+1].Kind == rutext.Word && x.r.IsNounOnly(toks[j+1]) {
			continue // «многих студентов»: an adjective before its noun
		}
		g := j - 1
		for g >= from && toks[g].Kind == rutext.Word && (x.r.MayBeAdjective(toks[g]) || rv.IsPossessivePronoun(toks[g].Norm)) && !x.r.IsFiniteVerb(toks[g]) {
			g--
		}
		if g >= 0 && isPrep(rv, toks[g].Norm) {
			continue // «выслали с товарищами»
		}
		// A person named in the clause («их выслали», «студенты выслали
		// его», «Потанина и других увезли») is among those who move; a
		// possessive before the noun («выслали его товарищей») names none.
		if slices.ContainsFunc(si.actors, func(a actorMention) bool {
			return (a.kind == actorPerson || a.kind == actorRef) && a.from >= from && a.from < to && !(a.from > g && a.from < j)
		}) {
			return 0, false
		}
		return j, true
	}
	return 0, false
}

// serviceRuns reports whether the clause's verb of motion is one of a
// regular service (service_verbs: «ходили», «курсировали») and a vessel or
// a carrier in the plural nominative, not after a preposition, is its
// subject («Из Казани в Москву ходили пароходы»).
func (x *extraction) serviceRuns(si *sentInfo) bool {
	toks := si.st.toks
	if !slices.ContainsFunc(toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.serviceVerbs, t)
	}) {
		return false
	}
	for k, t := range toks {
		if t.Kind != rutext.Word || t.Quoted || k > 0 && isPrep(x.r.Vocabulary(), toks[k-1].Norm) {
			continue
		}
		if (x.v.vessels[t.Norm] || x.r.MatchWord(x.v.carriers, t)) && x.r.PluralNominativeNoun(t) {
			return true
		}
	}
	return false
}

// laysLine reports whether the verb of motion of a clause is one of leading
// or laying a line (line_verbs) whose object, the first noun after it past
// its adjectives, places and prepositions, is a line (line_nouns): «к
// Порт-Артуру повели Южную ветвь», «провели железную дорогу до Оренбурга».
func (x *extraction) laysLine(si *sentInfo) bool {
	toks := si.st.toks
	verb := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == si.motionStart })
	if verb < 0 || toks[verb].Quoted || !x.r.MatchWord(x.v.lineVerbs, toks[verb]) {
		return false
	}
	rv := x.r.Vocabulary()
	for _, t := range toks[verb+1:] {
		if t.Kind == rutext.Punct {
			return false
		}
		if t.Kind != rutext.Word || isPrep(rv, t.Norm) || slices.ContainsFunc(si.places, func(p PlaceMention) bool { return t.Start >= p.Start && t.End <= p.End }) {
			continue
		}
		if x.r.MatchWord(x.v.lineNouns, t) {
			return true
		}
		if !x.r.MayBeAdjective(t) {
			return false
		}
	}
	return false
}

// thingSent reports whether the verb of motion of a clause is a passive
// participle of sending (sent_passives) whose subject, before or after it,
// is a thing sent («десять ящиков находок отправлены в Петербург», «в
// Москву доставлены коллекции»), with no person named as its subject.
func (x *extraction) thingSent(si *sentInfo) bool {
	toks := si.st.toks
	verb := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == si.motionStart })
	if verb < 0 || toks[verb].Kind != rutext.Word || !x.v.sentPassives[toks[verb].Norm] {
		return false
	}
	// The clause around the verb: from the last comma or semicolon before
	// it to the next one after it.
	from, to := verb, verb
	for from > 0 && toks[from-1].Norm != ";" && toks[from-1].Norm != "," {
		from--
	}
	for to < len(toks) && toks[to].Norm != ";" && toks[to].Norm != "," {
		to++
	}
	if slices.ContainsFunc(toks[from:to], func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.sentThings, t)
	}) {
		return true
	}
	// «его картины были отправлены в Париж», «в Москву перевезена
	// библиотека»: a noun of a thing that agrees with the participle is
	// its subject, whatever the thing (the dictionary's inanimate nouns;
	// a party, a detachment or a ship, collectives, carry people).
	// A group named by whom it is of («партия ссыльных», «группа
	// студентов») is people too.
	for k := from; k < to; k++ {
		t := toks[k]
		if _, collective := x.v.collectives[t.Norm]; collective || t.Quoted || x.vesselNoun(t) || k+1 < len(toks) && (x.r.IsAnimateNoun(toks[k+1]) || x.r.MayBeAdjective(toks[k+1]) && x.r.MayBeCase(toks[k+1], "gent")) {
			continue
		}
		j := k - 1
		for j >= from && x.r.MayBeAdjective(toks[j]) && !isPrep(x.r.Vocabulary(), toks[j].Norm) {
			j--
		}
		if j >= 0 && isPrep(x.r.Vocabulary(), toks[j].Norm) {
			continue // «принят в университет»: an object, no subject
		}
		if x.r.ThingSubjectOf(t, toks[verb]) {
			return true
		}
	}
	return false
}

// dropThingGoals makes the goals of a clause that sends a thing
// references: no one's event happens where the thing goes.
func (x *extraction) dropThingGoals(si *sentInfo) {
	for k := range si.places {
		if p := &si.places[k]; p.Start > si.motionStart && (p.Goal || p.Role == RoleDestination || p.Role == RoleVia) {
			p.Role, p.Goal, p.Static = RoleReference, false, false
		}
	}
}

// returnsToNewPlace reports whether a clause of return names where it goes
// and the text named none of those places (nor a place inside them)
// before, though it told where the traveller was before the last journey
// (without that, the place returned to is the home the text did not name:
// «Он уехал в Одессу. Через месяц он вернулся в Кишинёв»).
func (x *extraction) returnsToNewPlace(si *sentInfo) bool {
	if x.prevPlace[si.primary] == nil {
		return false
	}
	var goals []PlaceMention
	for _, p := range si.places {
		if p.Goal && !p.implied {
			goals = append(goals, p)
		}
	}
	if len(goals) == 0 {
		return false
	}
	for _, g := range goals {
		for _, s := range x.sents[:si.sent+1] {
			for _, p := range s.places {
				if p.Start >= g.Start {
					break
				}
				if p.Place.ID == g.Place.ID || contains(g.Place, p.Place) {
					return false
				}
			}
		}
	}
	return true
}

// settlesFrom reports whether a clause says someone lives somewhere from a
// date on, with no end: a word of staying and a date open at its end.
// stateAct reports whether the clause tells a declaration of war or a
// peace made (events.yaml state_act_verbs, state_act_nouns: «Германия
// объявила нам войну», «заключили перемирие»).
func (x *extraction) stateAct(si *sentInfo) bool {
	toks := si.st.toks
	for k, t := range toks {
		if t.Kind != rutext.Word || !x.r.MatchWord(x.v.stateActVerbs, t) {
			continue
		}
		for j := k + 1; j < len(toks) && j <= k+3; j++ {
			if toks[j].Kind == rutext.Word && x.r.MatchWord(x.v.stateActNouns, toks[j]) {
				return true
			}
		}
	}
	return false
}

// settlesWhere reports whether the clause si, which has a place, is
// followed in its sentence by a relative clause «, где …» whose verb is
// one of settling, done or meant («где поселился», «где собирается
// поселиться»), not negated.
func (x *extraction) settlesWhere(si *sentInfo) bool {
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Text == "," })
	if k < 0 || k+1 >= len(toks) || si.st.norm(k+1) != "где" || !slices.ContainsFunc(si.places, func(p PlaceMention) bool {
		return !p.implied && p.End <= toks[k].Start
	}) {
		return false
	}
	intent := false
	for j := k + 2; j < len(toks); j++ {
		t := toks[j]
		if t.Kind != rutext.Word {
			if t.Text == "," || t.Text == ";" || t.Text == "." {
				return false
			}
			continue
		}
		switch {
		case si.st.norm(j-1) == "не":
			return false
		case x.r.MatchWord(x.v.settleVerbs, t) && x.r.IsFiniteVerb(t):
			return true
		case intent && x.r.IsInfinitive(t):
			// Meant only: a home bought or built for it, with no «но»
			// after («думал поселиться, но так и не поселился»).
			home := slices.ContainsFunc(toks[:k], func(u rutext.Token) bool { return x.r.MatchWord(x.v.dwellingNouns, u) })
			return home && slices.ContainsFunc(x.r.PerfectiveInfinitiveForms(t), x.v.settleVerbs.Match) &&
				!strings.Contains(si.st.s.Text, ", но ") && !strings.Contains(si.st.s.Text, ", однако ")
		case x.r.MatchWord(x.v.intentVerbs, t):
			intent = true
		case x.r.IsFiniteVerb(t):
			return false
		}
	}
	return false
}

func (x *extraction) settlesFrom(si *sentInfo) bool {
	open := slices.ContainsFunc(si.dates, func(d DateMention) bool {
		iv := d.When.Interval()
		return !iv.Earliest.IsZero() && iv.Latest.IsZero()
	})
	return open && slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool { return x.r.MatchWord(x.v.stayWords, t) })
}

// residenceType types a clause that says someone lived at a place (a verb of
// residence, or a cue of a stay with a time of a year or more: «три года
// провёл в Лугано»). Where no earlier event of the text happened, a stay
// over years (a time of a year or more, a date spanning years: «в 1894–95
// жила в Софии») is a change of residence and one said to be short a stay
// on the way; "" otherwise, and for living where the text has already
// brought the person (life there, told by the clause's other words).
func (x *extraction) residenceType(si *sentInfo) string {
	lives, short := false, false
	// A clause wholly quoted (a record that opens its sentence: «В 1900 г.
	// Сомов проживал в Баку, откуда…», — сообщал Департамент) tells its
	// own facts in its quoted words.
	whole := !slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool { return t.Kind == rutext.Word && !t.Quoted })
	for k, t := range si.st.toks {
		if t.Kind != rutext.Word || t.Quoted && !whole || si.inWhere(k) || negated(&si.st, k) {
			continue
		}
		lives = lives || x.r.MatchWord(x.v.residence, t) && !x.livesBy(&si.st, k) || x.stays(t) && x.yearsLong(si)
		short = short || x.shortTime(si.st.toks, k)
	}
	if !lives {
		return ""
	}
	static := 0
	var stays []PlaceMention
	for _, p := range si.places {
		// Where someone is: «в Казани», or an indeclinable name whose case
		// the preposition does not show («в Лугано»).
		if p.implied && !p.byNoun || p.Role != RoleLocation || p.Goal && !p.Static && p.prep != "в" {
			continue
		}
		static++
		stays = append(stays, p)
		for _, e := range x.events {
			if !x.dead[e] && slices.ContainsFunc(e.Places, func(q PlaceMention) bool { return q.Place.ID == p.Place.ID }) && !(p.byNoun && x.movedAwayFrom(p)) {
				return ""
			}
		}
	}
	switch {
	case static == 0:
		return ""
	case short:
		return "trip"
	case x.yearsLong(si) || slices.ContainsFunc(si.dates, func(d DateMention) bool {
		iv := d.When.Interval()
		return !iv.Earliest.IsZero() && !iv.Latest.IsZero() && iv.Latest.Year > iv.Earliest.Year
	}):
		return "relocation"
	case x.coordinated(si, stays):
		// «жил в Риме, Неаполе и Венеции»: towns one lived in, one after
		// another, are homes in turn, each a change of residence.
		return "relocation"
	}
	// «В 1903 году жил в Женеве», «в мае 1879 г. проживала в Москве»:
	// living at a place first told of is settling there, whatever the
	// shape of the date.
	return "relocation"
}

// onlyNewPlaces reports whether the clause names a place and no place of
// an earlier event of the text.
func (x *extraction) onlyNewPlaces(si *sentInfo) bool {
	named := false
	for _, p := range si.places {
		if p.implied {
			continue
		}
		named = true
		if slices.ContainsFunc(x.events, func(e *Event) bool {
			return !x.dead[e] && slices.ContainsFunc(e.Places, func(q PlaceMention) bool { return q.Place.ID == p.Place.ID })
		}) {
			return false
		}
	}
	return named
}

// movedAwayFrom reports whether the last event of the text with a place
// happened elsewhere than p and outside it: the text has taken its
// person away from p since («…поселился близ Тулы. С 1880 г. жил в
// столице»), so living at p again is a change of residence.
func (x *extraction) movedAwayFrom(p PlaceMention) bool {
	for k := len(x.events) - 1; k >= 0; k-- {
		e := x.events[k]
		if x.dead[e] || len(e.Places) == 0 {
			continue
		}
		q := e.Places[0].Place
		return q.ID != p.Place.ID && !contains(p.Place, q) && !contains(q, p.Place)
	}
	return false
}

// livesBy reports whether the verb of residence at k governs what the
// person lived on: a lifeless noun in the instrumental right after it,
// perhaps past its adjectives («жил уроками», «жил литературным трудом»):
// a livelihood, work at the place, not a stay there. A time in the
// instrumental («жил летом», «жил годами») is no livelihood.
func (x *extraction) livesBy(st *sentenceTokens, k int) bool {
	j := k + 1
	for j < len(st.toks) && st.toks[j].Kind == rutext.Word && !x.r.IsNounOnly(st.toks[j]) && x.r.IsAdjective(st.toks[j]) && x.r.MayBeCase(st.toks[j], "ablt") {
		j++
	}
	if j >= len(st.toks) {
		return false
	}
	t := st.toks[j]
	if t.Kind != rutext.Word || t.Upper || !x.r.IsNounOnly(t) || !x.r.MayBeCase(t, "ablt") || x.r.IsAnimateNoun(t) {
		return false
	}
	for _, l := range x.r.NounLemmas(t) {
		if _, ok := x.v.units[l]; ok || x.v.yearWords[l] {
			return false
		}
		if _, ok := x.v.seasons[l]; ok {
			return false
		}
	}
	return true
}

// coordinated reports whether the places ps, two or more and all of
// different places, are named as one list: only commas, conjunctions of a
// list and prepositions between them («в Риме, Неаполе и Венеции», «в
// Митаве и на Рижском взморье»).
func (x *extraction) coordinated(si *sentInfo, ps []PlaceMention) bool {
	if len(ps) < 2 {
		return false
	}
	rv := x.r.Vocabulary()
	for i := 1; i < len(ps); i++ {
		if ps[i].Place.ID == ps[i-1].Place.ID {
			return false
		}
		for _, t := range si.st.toks {
			if t.Start < ps[i-1].End || t.End > ps[i].Start {
				continue
			}
			if t.Norm != "," && !rv.IsListConj(t.Norm) && !isPrep(rv, t.Norm) && !(t.Kind == rutext.Word && x.r.IsAdjective(t)) {
				return false
			}
		}
	}
	return true
}

// yearsLong reports whether a clause names a time of a year or more that a
// stay lasts («почти три года», «последние годы»; not the year of a date).
func (x *extraction) yearsLong(si *sentInfo) bool { return namesDuration(&si.st, x.v.residenceYears) }

// hasOwnVerb reports whether a clause has a finite verb other than «быть»
// outside quotations.
func (x *extraction) hasOwnVerb(si *sentInfo) bool {
	return slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.r.IsFiniteVerb(t) && !strings.HasPrefix(t.Norm, "был")
	})
}

// staysAfter reports whether a journey's sentence goes on to say the
// traveller lived or worked where they went (stay), in a «где» clause
// («приехали в Дрезден, где прожили два месяца») or a purpose («уехал в
// Батум, чтобы вести рабочие кружки»), and whether it says the stay was
// short (short: «где провёл около трёх недель»).
func (x *extraction) staysAfter(si *sentInfo) (stay, short bool) {
	look := func(k int) {
		t := si.st.toks[k]
		stay = stay || x.r.MatchWord(x.v.stayWords, t) || x.yearsAt(&si.st, k)
		short = short || x.r.MatchWord(x.v.shortWords, t)
	}
	relocation := typeIndex("relocation")
	for _, w := range si.where {
		for k := w[0]; k < w[1]; k++ {
			look(k)
			// A post or a command taken up there («где принял командование
			// войсками») is a stay as living there is.
			stay = stay || x.v.cuesAt(&si.st, k)[relocation] >= 3
		}
	}
	for k, t := range si.st.toks {
		if t.Norm == "чтобы" && k > 0 && si.st.norm(k-1) == "," {
			for j := k + 1; j < len(si.st.toks) && si.st.norm(j) != ","; j++ {
				look(j)
			}
		}
	}
	// A verb joined to the journey's by «и» («приехал в Казань и поступил
	// конторщиком на пристань», «бежал из Читы и поступил статистиком в
	// Минске»), up to the end of the clause or a semicolon.
	verb := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Kind == rutext.Word && !t.Quoted && x.motionVerb(t) })
	if verb < 0 {
		return stay, short
	}
	for k := verb + 1; k < len(si.st.toks); k++ {
		if si.st.norm(k) != "и" {
			continue
		}
		for j := k + 1; j < len(si.st.toks) && si.st.norm(j) != ";"; j++ {
			if !si.inWhere(j) && !si.st.toks[j].Quoted {
				look(j)
			}
		}
		break
	}
	return stay, short
}

// appointedBefore reports whether the clause's verb of motion follows,
// joined by «и», an appointment or a post got before it in the clause
// («назначен в Туркестанский военный округ и прибыл в Ташкент», «получил
// место в конторе и уехал в Баку»): the journey took the person to the
// post, as one taken up after it does («прибыл в Ташкент и вступил в
// командование»).
func (x *extraction) appointedBefore(si *sentInfo) bool {
	toks := si.st.toks
	verb := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Kind == rutext.Word && !t.Quoted && x.motionVerb(t) })
	if verb < 1 || toks[verb-1].Norm != "и" {
		return false
	}
	relocation := typeIndex("relocation")
	for k := verb - 2; k >= 0; k-- {
		t := toks[k]
		if t.Kind == rutext.Punct && strings.ContainsAny(t.Text, ",;:—–()«»") {
			return false
		}
		if t.Kind == rutext.Word && !t.Quoted && (x.r.MatchWord(x.v.assignVerbs, t) || x.v.cuesAt(&si.st, k)[relocation] >= 3) {
			return true
		}
	}
	return false
}

// yearsAt reports whether the word at k is a word of years counted by the
// numeral before it («три года», «восемь лет», «2 года»), not the year
// of a date («в 1905 году»): time of a year or more spent at a place,
// which makes the journey there a move to live, whatever the deed
// («переправился в Нью-Йорк и там три года разбирал коллекции»).
func (x *extraction) yearsAt(st *sentenceTokens, k int) bool {
	if k < 1 || !x.v.residenceYears[st.norm(k)] {
		return false
	}
	p := st.toks[k-1]
	if p.Kind == rutext.Number {
		return len(p.Text) < 3
	}
	return numeral(x.r.Analyzer(), p)
}

func (si *sentInfo) inWhere(k int) bool {
	for _, w := range si.where {
		if k >= w[0] && k < w[1] {
			return true
		}
	}
	return false
}

// whereEvents makes an event of each «где» clause with a date of its own
// and no place of its own, at the place named just before it.
func (x *extraction) whereEvents(si *sentInfo) {
	v := x.v
	for _, w := range si.where {
		from, to := si.st.toks[w[0]].Start, si.st.toks[w[1]-1].End
		var date *DateMention
		for k := range si.dates {
			if d := &si.dates[k]; d.Start >= from && d.End <= to {
				date = d
				break
			}
		}
		var antecedent *PlaceMention
		inside := false
		for k := range si.places {
			p := &si.places[k]
			switch {
			case p.Start >= from && p.End <= to:
				// A place of its own, not an institution's or a reference's
				// («где его арестовали власти Закаспийской области»).
				inside = inside || p.Role != RoleOrganisation && p.Role != RoleReference
			case p.End <= from && !p.qualifier && (p.Role == RoleLocation || p.Role == RoleOrganisation || p.Role == RoleVia || p.Role == RoleMention && p.prep == ""):
				// Not a province that only says where the place before
				// it lies («Бежецкого у. Тверской губ., где…»).
				antecedent = p
			}
		}
		if antecedent == nil || inside {
			continue
		}
		var weights typeWeights
		strong := false
		for k := w[0]; k < w[1]; k++ {
			if si.st.toks[k].Kind == rutext.Word {
				c := v.cuesAt(&si.st, k)
				strong = strong || slices.Max(c[:]) >= 2
				weights.add(c)
			}
		}
		typ := weights.best("other")
		stop := x.stopOnTheWay(si, antecedent, w, typ, strong)
		if antecedent.Role == RoleVia && !stop && (!strong || typ == "trip" || typ == "relocation") {
			continue // a place passed, nothing told done there by the traveller
		}
		if typ == "other" && !strong && date != nil && x.livesIn(si, w) {
			if iv := date.When.Interval(); !iv.Earliest.IsZero() && !iv.Latest.IsZero() && iv.Latest.Year > iv.Earliest.Year {
				// «Рим, где он прожил с 1850 по 1852 г.»: years lived
				// at a place are a residence there.
				typ = "relocation"
			}
		}
		if stop {
			typ, strong = "trip", true
		}
		if typ == "relocation" && date != nil && x.namedStays(si, antecedent, *date) {
			continue
		}
		if date != nil && (typ == "other" || typ == "relocation" || typ == "trip") && x.staysOnIn(si, w) && x.stayUntil(si, antecedent, *date) {
			continue
		}
		dateFrom := "text"
		if date == nil {
			// «лечилась в Ялте, где познакомилась с Мержинским»: a clause
			// with no date of its own tells an event of its own at the
			// place only when a strong cue says what of another kind than
			// the stay was done there by the one the sentence follows;
			// it takes the date of its place.
			var d DateMention
			si.setDate(antecedent.Start, &d.When, &d.OldStyle, &dateFrom)
			if stop && !d.When.IsZero() {
				// «проследовал через Копал, где осмотрел казармы», «шли
				// мимо Родоса, где пароход стоял полдня»: a place passed
				// where the traveller stayed or did something is a stop
				// of the journey.
				typ, strong = "trip", true
			} else if d.When.IsZero() || !strong || typ == "trip" || typ == "relocation" || typ == si.typ || x.othersWhere(si, w) {
				continue
			}
			if typ == "other" && si.typ == "trip" && (antecedent.Goal || antecedent.Role == RoleDestination) &&
				!slices.ContainsFunc(si.st.toks[w[0]:w[1]], func(t rutext.Token) bool { return x.befallsAt(si, t.Start) }) {
				// «проехал в Армению, где писал виды Арарата»: what is
				// done where a journey goes is the journey's event («где
				// его арестовали» is an event of its own).
				continue
			}
			if typ == "other" && si.typ == "relocation" && !x.oneOffDeed(si, w) &&
				!slices.ContainsFunc(si.st.toks[w[0]:w[1]], func(t rutext.Token) bool { return x.befallsAt(si, t.Start) }) {
				// «жил в Мюнхене, где писал туркестанскую серию»: what one
				// goes on doing where one lives is that residence; a deed
				// done once there («где нанялся рабочим на фабрику») or
				// what befalls one there is an event of its own.
				continue
			}
			date = &d
		}
		var actors []string
		for _, a := range si.actors {
			if a.kind == actorPerson && a.subject && a.from >= w[0] && a.to <= w[1] {
				actors = appendUnique(actors, a.name)
			}
		}
		if len(actors) == 0 && si.primary != "" && !x.othersWhere(si, w) {
			// «жил в Вятке, где нанялся на фабрику»: a clause with no
			// subject of its own goes on about the sentence's person.
			actors = []string{si.primary}
		}
		e := &Event{Type: typ, When: date.When, OldStyle: date.OldStyle, DateFrom: dateFrom, Actors: actors}
		if strong {
			e.cue = 2
		}
		e.Places = []PlaceMention{*antecedent}
		e.Source = newSource(x.rs, si.st.s.Start, si.st.s.End)
		x.addEvent(si, e)
	}
}

// deedsWhereWent gives the towns that a «где» clause names, after a
// journey to a land or abroad, the event of what the clause tells done
// there («ездил в Бельгию, где в Льеже и Антверпене исполнялись его
// сочинения», «бежал в Персию, где в Реште и Энзели принимал участие в
// событиях», «командирован за границу, где работал в Бреславле»), not
// the journey's; the journey's own event stays at the land. A clause of
// living, staying or going on («где поселился в Берлине») tells the
// journey's end, and keeps its type.
func (x *extraction) deedsWhereWent(si *sentInfo) {
	if !si.motion {
		return
	}
	st := &si.st
	for _, w := range si.where {
		if w[0] < 3 || w[1] > len(st.toks) {
			continue
		}
		from, to := st.toks[w[0]].Start, st.toks[w[1]-1].End
		var inside []PlaceMention
		var land *PlaceMention
		for k := range si.places {
			p := &si.places[k]
			switch {
			case p.Start >= from && p.End <= to:
				if !p.implied && p.Role != RoleReference && p.Role != RoleOrganisation {
					inside = append(inside, *p)
				}
			case p.End <= from:
				land = p
			}
		}
		abroad := st.norm(w[0]-1) == "," && x.v.abroadNouns[st.norm(w[0]-2)] && st.norm(w[0]-3) == "за"
		if land != nil && (!isArea(land.Place) || !land.Goal && land.Role != RoleDestination || land.End < st.toks[w[0]-1].Start-1) {
			land = nil
		}
		if len(inside) == 0 || land == nil && !abroad || slices.ContainsFunc(inside, func(p PlaceMention) bool { return isArea(p.Place) }) {
			continue
		}
		var weights typeWeights
		for k := w[0]; k < w[1]; k++ {
			t := st.toks[k]
			if t.Kind != rutext.Word || t.Quoted {
				continue
			}
			if x.r.MatchWord(x.v.motionVerbs, t) || x.r.MatchWord(x.v.residence, t) || x.r.MatchWord(x.v.settleVerbs, t) || x.stays(t) {
				weights = typeWeights{}
				weights[typeIndex("trip")] = 1
				break
			}
			weights.add(x.v.cuesAt(st, k))
		}
		typ := weights.best("other")
		if typ == "trip" || typ == "relocation" {
			continue
		}
		var first *Event
		journey := ""
		for _, idx := range si.events {
			e := x.events[idx]
			if x.dead[e] || len(e.Places) == 0 || !slices.ContainsFunc(inside, func(p PlaceMention) bool { return p.Place.ID == e.Places[0].Place.ID }) {
				continue
			}
			if e.Type != "trip" && e.Type != "relocation" {
				continue
			}
			if first == nil {
				first, journey = e, e.Type
			}
			x.retype(idx, typ)
			e.Places = e.Places[:1]
		}
		if first == nil || land == nil || slices.ContainsFunc(si.events, func(idx int) bool {
			e := x.events[idx]
			return !x.dead[e] && len(e.Places) > 0 && e.Places[0].Place.ID == land.Place.ID
		}) {
			continue
		}
		x.addEvent(si, &Event{Type: journey, When: first.When, OldStyle: first.OldStyle, DateFrom: first.DateFrom, Actors: slices.Clone(first.Actors),
			Places: []PlaceMention{*land}, Source: first.Source, Approximate: isArea(land.Place)})
	}
}

// callsOnWhereIs reports whether the clause calls on someone («навестил
// брата») and names no place of its own: the call is made where the text
// already is, not a journey to a place.
func (x *extraction) callsOnWhereIs(si *sentInfo) bool {
	if slices.ContainsFunc(si.places, func(p PlaceMention) bool { return !p.implied }) {
		return false
	}
	for k, t := range si.st.toks {
		if t.Kind == rutext.Word && !t.Quoted && x.v.callOnVerbs[t.Norm] && !negated(&si.st, k) {
			return true
		}
	}
	return false
}

// staysOnIn reports whether a «где» clause has a verb of going on there
// for a while: living, serving, working, remaining.
func (x *extraction) staysOnIn(si *sentInfo, w [2]int) bool {
	return slices.ContainsFunc(si.st.toks[w[0]:w[1]], func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.stayOn, t)
	})
}

// stayUntil ends the event of the sentence at place at by the end of a
// «где» clause of residence dated only by its end («назначен врачом в
// Тобольск, где прослужил до 1885 г.»: 1879/1885): the stay that began
// with the event lasts until then. A stay of years is a residence. False
// when the sentence has no such event dated before that end.
func (x *extraction) stayUntil(si *sentInfo, at *PlaceMention, d DateMention) bool {
	until := d.When.Interval()
	if !until.Earliest.IsZero() || until.Latest.IsZero() {
		return false
	}
	for _, idx := range si.events {
		e := x.events[idx]
		if x.dead[e] || len(e.Places) == 0 || e.Places[0].Place.ID != at.Place.ID || e.Places[0].Start > at.Start {
			continue
		}
		iv := e.When.Interval()
		if iv.Earliest.IsZero() || iv.Earliest.Compare(until.Latest) >= 0 {
			continue
		}
		w, err := when.IntervalExpr(when.Interval{Earliest: iv.Earliest, Latest: until.Latest})
		if err != nil {
			return false
		}
		x.redate(idx, w, e.OldStyle)
		if (e.Type == "other" || e.Type == "trip") && until.Latest.Year > iv.Earliest.Year {
			x.retype(idx, "relocation")
		}
		return true
	}
	return false
}

// stopOnTheWay reports whether the «где» clause w tells of a place the
// sentence's journey passes through (RoleVia) what its traveller did or how
// long they stayed there: no other person its subject, and no cue of
// another kind of event than the journey's (what befalls one there, «где
// его арестовали», is an event of its own).
func (x *extraction) stopOnTheWay(si *sentInfo, p *PlaceMention, w [2]int, typ string, strong bool) bool {
	if p.Role != RoleVia || !si.motion || x.othersWhere(si, w) {
		return false
	}
	if strong && typ != "trip" && typ != "relocation" {
		return false
	}
	return slices.ContainsFunc(si.st.toks[w[0]:w[1]], func(t rutext.Token) bool { return !t.Quoted && x.r.IsFiniteVerb(t) })
}

// oneOffDeed reports whether a «где» clause tells a deed done once: a
// verb in the perfective past («где нанялся», «где написал»), not an
// activity that goes on («где писал», «где работал»).
func (x *extraction) oneOffDeed(si *sentInfo, w [2]int) bool {
	return slices.ContainsFunc(si.st.toks[w[0]:w[1]], func(t rutext.Token) bool { return !t.Quoted && x.r.IsPerfectivePast(t) })
}

// livesIn reports whether a «где» clause has a verb of residence.
func (x *extraction) livesIn(si *sentInfo, w [2]int) bool {
	for k := w[0]; k < w[1]; k++ {
		if t := si.st.toks[k]; t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.residence, t) {
			return true
		}
	}
	return false
}

// namedStays makes the clause's events at places named bare, with no cue
// of their own («Милан (1849), а затем Рим, где он прожил с 1850
// по 1852 г., стали для него школой»), stays like the one the «где» clause
// tells at its place, which takes that clause's date; false when the
// place has no such event.
func (x *extraction) namedStays(si *sentInfo, at *PlaceMention, d DateMention) bool {
	found := false
	for _, idx := range si.events {
		e := x.events[idx]
		if x.dead[e] || e.Type != "other" || e.cue != 0 || len(e.Places) == 0 || e.Places[0].prep != "" || e.Places[0].Role != RoleMention {
			continue
		}
		if e.Places[0].Place.ID == at.Place.ID {
			x.kill(e)
			e.When, e.OldStyle = d.When, d.OldStyle
			found = true
		} else {
			x.kill(e)
		}
		e.Type = "relocation"
		x.byKey[e.key()] = append(x.byKey[e.key()], idx)
		delete(x.dead, e)
	}
	return found
}

// othersWhere reports whether a «где» clause has a subject of its own
// other than the sentence's person («где тяжело болел её брат», «где отец
// получил место»).
func (x *extraction) othersWhere(si *sentInfo, w [2]int) bool {
	for _, a := range si.actors {
		if a.subject && a.from >= w[0] && a.to <= w[1] && a.kind == actorPerson && a.name != si.primary && a.name != x.persons.Protagonist() {
			return true
		}
	}
	for k := w[0] + 1; k < w[1]; k++ {
		t := si.st.toks[k]
		if t.Kind == rutext.Word && x.r.IsFiniteVerb(t) {
			break
		}
		if _, role := x.r.Vocabulary().RoleNoun(t.Norm); !role && t.Kind == rutext.Word && x.r.MayBeAnimateSubject(t) {
			return true
		}
	}
	return false
}

// finishedSchool reports whether the place p, named by an adjective of
// its institution, is the object of a gerund of finishing a course
// (study_end_gerunds) right before it, perhaps past «курс»: «окончив
// одесскую гимназию», «окончив курс керченской гимназии».
func (x *extraction) finishedSchool(toks []rutext.Token, p PlaceMention) bool {
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
	for j := k - 1; j >= 0 && j >= k-2; j-- {
		if toks[j].Kind != rutext.Word {
			return false
		}
		if x.v.studyEndGerunds[toks[j].Norm] {
			return true
		}
	}
	return false
}

// visitsWhere reports whether the tokens from k are «, где» and a clause
// with a verb of visiting (visit_verbs: «побывал», «посетил») before the
// next punctuation that ends it.
func (x *extraction) visitsWhere(toks []rutext.Token, k int) bool {
	if k+1 >= len(toks) || toks[k].Norm != "," || toks[k+1].Norm != "где" || toks[k].Quoted {
		return false
	}
	for _, t := range toks[k+2:] {
		if t.Kind == rutext.Punct && (t.Norm == "." || t.Norm == ";" || t.Norm == ":") {
			return false
		}
		if t.Kind == rutext.Word && x.r.MatchWord(x.v.visitVerbs, t) {
			return true
		}
		if t.Kind == rutext.Word && x.r.IsFiniteVerb(t) {
			return false
		}
	}
	return false
}

// eventRole reports whether a place of that role is where an event happens.
func eventRole(r PlaceRole) bool {
	return r == RoleLocation || r == RoleOrganisation || r == RoleMention || r == RoleDestination
}

// deedSiteIn reports whether q, named after the land p in the same
// clause as a reference in it, is the site of what was done there: a
// place the land holds, named by its name (an adjective says whose
// someone is: «у римского папы»), no far place, no one else's, no stop of
// a route.
func (x *extraction) deedSiteIn(p, q PlaceMention) bool {
	return q.Role == RoleReference && !q.implied && !q.mention.Adjective && !q.mention.Lower && q.Start > p.End && !q.distant && !q.whose && !q.route && !q.named &&
		q.Place.ID != p.Place.ID && contains(p.Place, q.Place)
}

// entryGoalAfterNamed returns the «сюда», «здесь» that ends a journey of
// the sentence at the place of the dated entry it is told in, after a leg
// to a named goal or a stay at a named place («Дербент, 26 октября. … в
// Темир-Хан-Шуру, а оттуда берегом моря сюда», «В июле мы были в
// Сызрани, а оттуда приехали сюда»): the last goal of the clause,
// pointing at the entry's place, not at a message's sender.
func (x *extraction) entryGoalAfterNamed(si *sentInfo, places []PlaceMention) (PlaceMention, bool) {
	if !si.motion || !x.underDatedHeading(si) {
		return PlaceMention{}, false
	}
	k := -1
	for j, p := range places {
		if p.Goal || p.Role == RoleDestination {
			k = j
		}
	}
	if k < 0 {
		return PlaceMention{}, false
	}
	g := places[k]
	if !g.implied || g.sender || g.Place.ID != x.here.Place.ID {
		return PlaceMention{}, false
	}
	named := slices.ContainsFunc(x.sents[si.sent].places, func(q PlaceMention) bool {
		return q.Start < g.Start && !q.implied && (q.Goal || q.Role == RoleDestination || q.Role == RoleLocation) && q.Place.ID != g.Place.ID
	})
	return g, named
}

// ownDateOfLastLeg returns the date of its own of the leg that ends at
// the goal g: one given after the last place named before g in the
// sentence, where a leg went or a stay was («…в Шемаху, а
// оттуда вчера сюда», «…а оттуда добрались сюда вчера»), not one of the
// earlier legs.
func (x *extraction) ownDateOfLastLeg(si *sentInfo, g PlaceMention) (DateMention, bool) {
	from := -1
	for _, q := range x.sents[si.sent].places {
		if q.Start < g.Start && !q.implied && (q.Goal || q.Role == RoleDestination || q.Role == RoleLocation) {
			from = q.End
		}
	}
	for _, d := range x.sents[si.sent].dates {
		if d.Start >= from {
			return d, true
		}
	}
	return DateMention{}, false
}

// leaves returns the places events happen at: locations, destinations,
// places named as such and organisations' places, without a country that
// holds another of them or a place the next one narrows down («в Англию,
// в Лондон» → Лондон), each place once. A sentence that only says where
// someone left from happens there («выехал из Петербурга»), one that names
// a place only as a reference point near it («на окраине Петербурга»),
// unless the place is only where someone was bound («по пути к
// Сингапуру»): not reached, nothing happens there.
//
// A country or region is narrowed down to a place near which something is
// inside it («в Швейцарию и поселился в Кастаньоле близ Лугано», the
// village unknown to the gazetteer): the nearer point.
func leaves(places []PlaceMention) []PlaceMention {
	var cand []PlaceMention
	for _, p := range places {
		// A land that only qualifies the town before it («под Полтавой
		// Полтавской губернии») is no place of its own: with no other,
		// the clause happens at that town even when it is a reference.
		if eventRole(p.Role) && !p.route && !p.named && !p.qualifier {
			cand = append(cand, p)
		}
	}
	for _, fallback := range []PlaceRole{RoleOrigin, RoleReference} {
		if len(cand) > 0 {
			break
		}
		for _, p := range places {
			if p.Role == fallback && !p.route && !p.distant && !p.whose && !p.named && !p.mention.Way {
				cand = append(cand, p)
			}
		}
	}
	if slices.ContainsFunc(cand, func(p PlaceMention) bool { return !p.implied }) {
		// «Но и там мне не сиделось: осенью мы вернулись в Тонон»: the
		// place named is where it happens, not the one pointed back to;
		// a message's «здесь» names its sender's place as firmly as a name.
		cand = slices.DeleteFunc(cand, func(p PlaceMention) bool { return p.implied && !p.sender && !p.heldAt })
	}
	var out []PlaceMention
	for k, p := range cand {
		container := p.refined && k+1 < len(cand) || p.qualifier
		for _, q := range cand {
			if (contains(p.Place, q.Place) || townHolds(p.Place, q.Place)) && !(p.listed && q.Start > p.End) {
				container = true
			}
		}
		if container || slices.ContainsFunc(out, func(o PlaceMention) bool { return o.Place.ID == p.Place.ID }) {
			continue
		}
		if isArea(p.Place) && p.Role != RoleReference {
			if k := slices.IndexFunc(places, func(q PlaceMention) bool {
				return q.Role == RoleReference && q.Start > p.Start && !isArea(q.Place) && mayContain(p.Place, q.Place)
			}); k >= 0 {
				p = places[k]
			}
		}
		out = append(out, p)
	}
	return out
}

// dateAt returns the sentence's date for a place at offset: the last date
// written before it, else the first date of the sentence; ok is false when
// the sentence has none.
func (si *sentInfo) dateAt(offset int) (DateMention, bool) {
	if len(si.dates) == 0 {
		return DateMention{}, false
	}
	var outside []DateMention
	for _, m := range si.dates {
		in := false
		for _, w := range si.where {
			if m.Start >= si.st.toks[w[0]].Start && m.End <= si.st.toks[w[1]-1].End && offset < si.st.toks[w[0]].Start {
				in = true
			}
		}
		if _, b, ok := si.participlePhrase(m.Start); ok && offset >= b && !si.joinedParticiple(offset) {
			// «Дед, в конце ноября просидевший под арестом, добрался
			// до Крыма в декабре»: the phrase's date is its own and the
			// noun's it describes («Лемберг, взятый ещё 21 августа»),
			// not the verb's after it.
			in = true
		}
		if !in {
			outside = append(outside, m)
		}
	}
	// «работал в Мюнхене, затем (1889) в Париже»: a year in brackets
	// right before a later place dates that place only.
	outside = slices.DeleteFunc(outside, func(m DateMention) bool {
		return m.Start > offset && si.bracketed(m) && si.placeRightAfter(m.End)
	})
	if len(outside) == 0 {
		return DateMention{}, false
	}
	d := outside[0]
	for _, m := range outside {
		if m.Start < offset {
			d = m
		}
	}
	// A year in brackets right after the phrase the place begins
	// («гимназию (1883) и … университета (1888)») dates that phrase; not
	// when another predicate stands between («в 1833 отправлен в
	// Петербург и принят в Академию (1833–37)»): the bracket dates that.
	for _, m := range outside {
		if m.Start > offset && m.Start-offset <= maxPhraseSpan && si.bracketed(m) && !si.placeBetween(offset, m.Start) && !si.predicateBetween(offset, m.Start) && !si.bracketClosedBetween(offset, m.Start) &&
			!(d.Start < offset && si.noteGoesOn(m)) {
			return m, true
		}
	}
	if later, ok := si.dateOfJoinedPredicate(d, offset, outside); ok {
		return later, true
	}
	return d, true
}

// bracketClosedBetween reports whether a bracket closes between offsets
// from and to: the place at from stands in a bracketed note («[род. 28
// февр. 1863, Петербург], минералог, акад. (1912)») that a later bracket
// does not date.
func (si *sentInfo) bracketClosedBetween(from, to int) bool {
	return slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Start > from && t.Start < to && (t.Norm == "]" || t.Norm == ")")
	})
}

// dateOfJoinedPredicate returns the date that ends the predicate joined by
// a conjunction which the place at offset belongs to, when the date
// before it, before, dates the predicate before the conjunction («Летом
// уехал в Казань и вернулся оттуда в Москву 20 сентября», «В 1891 г.
// приехал в Казань и поступил в университет в 1893 г.»): a whole date,
// after the place with no verb or punctuation between, is that
// predicate's own; one a stay lasts until is not.
func (si *sentInfo) dateOfJoinedPredicate(before DateMention, offset int, dates []DateMention) (DateMention, bool) {
	r := si.st.r
	if r == nil || before.Start >= offset {
		return DateMention{}, false
	}
	toks := si.st.toks
	conj, verbBefore := -1, false
	for k, t := range toks {
		if t.Start < before.End && t.Start >= si.st.s.Start && !t.Quoted && t.Kind == rutext.Word && r.IsFiniteVerb(t) && !slices.ContainsFunc(toks[k:], func(o rutext.Token) bool {
			return o.Start < before.Start && o.Kind == rutext.Punct
		}) {
			// «Выехал из Киева 30 августа и прибыл в Москву 2 сентября»:
			// the verb the first date dates stands before it, in its
			// clause.
			verbBefore = true
		}
		if t.Start < before.End || t.Start >= offset || t.Quoted {
			continue
		}
		switch {
		case t.Kind == rutext.Word && r.IsFiniteVerb(t) && conj < 0:
			verbBefore = true
		case t.Kind == rutext.Word && r.Vocabulary().IsClauseConj(t.Norm) && verbBefore:
			conj = k
		case t.Kind == rutext.Word && r.IsFiniteVerb(t) && conj >= 0 && !slices.ContainsFunc(toks[conj:k], func(o rutext.Token) bool { return o.Kind == rutext.Punct }):
			for _, m := range dates {
				iv := m.When.Interval()
				if m.Start <= offset || iv.Earliest.IsZero() || iv.Latest.IsZero() {
					continue
				}
				// «и пробыл там по 12 мая», «оставался там до отъезда 12
				// мая»: the end of a stay dates no predicate.
				between := slices.ContainsFunc(toks, func(o rutext.Token) bool {
					return o.Start > offset && o.Start < m.Start && (o.Kind == rutext.Punct || o.Norm == "до" || o.Norm == "по" ||
						o.Kind == rutext.Word && (r.IsFiniteVerb(o) || r.Vocabulary().IsClauseConj(o.Norm)))
				})
				if !between {
					return m, true
				}
				break
			}
			return DateMention{}, false
		}
	}
	return DateMention{}, false
}

// participlePhrase returns the offsets [from, to) of the stretch between
// two commas around offset at when it describes the clause's subject by
// an attributive participle in the nominative, with no finite verb («Дед,
// в конце ноября просидевший пять дней под арестом, добрался…»).
func (si *sentInfo) participlePhrase(at int) (from, to int, ok bool) {
	toks, r := si.st.toks, si.st.r
	if r == nil {
		return 0, 0, false
	}
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= at })
	if k < 0 {
		return 0, 0, false
	}
	a := k
	for a > 0 && toks[a-1].Norm != "," {
		a--
	}
	b := k
	for b < len(toks) && toks[b].Norm != "," {
		b++
	}
	if a == 0 || b == len(toks) {
		return 0, 0, false
	}
	participle := false
	for _, t := range toks[a:b] {
		if t.Kind != rutext.Word || t.Quoted {
			continue
		}
		if r.IsFiniteVerb(t) {
			return 0, 0, false
		}
		participle = participle || r.IsFullParticiple(t) && r.MayBeCase(t, "nomn")
	}
	if !participle {
		return 0, 0, false
	}
	return toks[a].Start, toks[b-1].End, true
}

// joinedParticiple reports whether offset stands in a stretch after a
// comma that a conjunction opens and a full participle in the nominative
// carries, with no finite verb («…, прибывший в конце 1905 г. в Иркутск,
// где состоял в комитете, а затем выехавший в Читу»): the next deed of the
// person the participle before describes, of that one's time.
func (si *sentInfo) joinedParticiple(offset int) bool {
	toks, r := si.st.toks, si.st.r
	if r == nil {
		return false
	}
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= offset })
	if k < 0 {
		return false
	}
	a := k
	for a > 0 && toks[a-1].Norm != "," {
		a--
	}
	if a == 0 || toks[a].Kind != rutext.Word || !r.Vocabulary().IsClauseConj(toks[a].Norm) {
		return false
	}
	participle := false
	for b := a; b < len(toks) && toks[b].Norm != ","; b++ {
		t := toks[b]
		if t.Kind != rutext.Word || t.Quoted {
			continue
		}
		if r.IsFiniteVerb(t) {
			return false
		}
		participle = participle || r.IsFullParticiple(t) && r.MayBeCase(t, "nomn")
	}
	return participle
}

// maxPhraseSpan bounds, in code points, how far after a place a bracketed
// date may stand and still date its phrase.
const maxPhraseSpan = 60

// bracketAlone reports whether a date stands right after an opening
// bracket («(1911)»).
func (si *sentInfo) bracketAlone(d DateMention) bool {
	k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start == d.Start })
	return k > 0 && si.st.toks[k-1].Norm == "("
}

// listedWith returns the dates of a bracketed list that holds only dates
// («(1909–10, 1910–11 и 1912–13)»), in text order, when first, the date an
// event took, is one of them: each is a time of its own of the same thing.
func (si *sentInfo) listedWith(first when.Expr) []DateMention {
	toks := si.st.toks
	for k := 0; k < len(toks); k++ {
		if toks[k].Norm != "(" {
			continue
		}
		var in []DateMention
		j := k + 1
		for j < len(toks) && toks[j].Norm != ")" {
			t := toks[j]
			if n := slices.IndexFunc(si.dates, func(d DateMention) bool { return d.Start == t.Start }); n >= 0 {
				in = append(in, si.dates[n])
				for j < len(toks) && toks[j].Start < si.dates[n].End {
					j++
				}
				continue
			}
			if t.Norm != "," && t.Norm != "и" {
				in = nil
				break
			}
			j++
		}
		if j >= len(toks) || len(in) < 2 || !slices.ContainsFunc(in, func(d DateMention) bool { return d.When == first }) {
			continue
		}
		return in
	}
	return nil
}

// bracketed reports whether a date stands in round brackets, alone
// («(1883)») or closing a note («(Стокгольмского, 1906)»).
func (si *sentInfo) bracketed(d DateMention) bool {
	for k, t := range si.st.toks {
		if t.Start == d.Start {
			if k > 0 && si.st.toks[k-1].Norm == "(" {
				return true
			}
			after := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start >= d.End })
			if k == 0 || si.st.toks[k-1].Norm != "," || after < 0 || si.st.toks[after].Norm != ")" {
				return false
			}
			for j := k - 1; j >= 0 && j >= k-maxBracketNote; j-- {
				switch si.st.toks[j].Norm {
				case "(":
					return true
				case ")":
					return false
				}
			}
			return false
		}
	}
	return false
}

// noteGoesOn reports whether the bracket a date stands in goes on after
// it with words of a note («(до 1895 г. по каф. фармакологии, затем
// физиологии)»): the note tells of a detail of the phrase before, whose
// own date, given before it («С 1890 г. — проф. академии в Петербурге»),
// still dates the phrase.
func (si *sentInfo) noteGoesOn(d DateMention) bool {
	k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start >= d.End })
	return k >= 0 && si.st.toks[k].Kind == rutext.Word
}

// placeBetween reports whether a place other than the one at from starts
// after it and before to.
// predicateBetween reports whether a finite verb or a short participle
// stands between offsets from and to.
func (si *sentInfo) predicateBetween(from, to int) bool {
	if si.st.r == nil {
		return false
	}
	for _, t := range si.st.toks {
		if t.Start > from && t.End <= to && !t.Quoted && si.st.r.IsFiniteVerb(t) {
			return true
		}
	}
	return false
}

// placeRightAfter reports whether a place follows offset with only a
// bracket or a preposition before it: a year in brackets there («работал
// в Мюнхене, затем (1889) в Париже») dates that place, not the one before.
func (si *sentInfo) placeRightAfter(offset int) bool {
	k := slices.IndexFunc(si.places, func(p PlaceMention) bool { return p.Start >= offset && !p.implied })
	if k < 0 || si.st.r == nil {
		return false
	}
	for _, t := range si.st.toks {
		if t.Start >= offset && t.End <= si.places[k].Start && t.Text != ")" && !(t.Kind == rutext.Word && si.st.r.IsPreposition(t)) {
			return false
		}
	}
	return true
}

func (si *sentInfo) placeBetween(from, to int) bool {
	for _, p := range si.places {
		if p.Start > from && p.Start < to {
			return true
		}
	}
	return false
}

// setDate dates an event or movement from the sentence, the carried
// context, or (later) the following date.
func (si *sentInfo) setDate(offset int, w *when.Expr, old *when.Expr, from *string) {
	if si.beforeMainVerb(offset) {
		*w, *from = si.ctxBefore.When, "context"
		return
	}
	if d, ok := si.dateAt(offset); ok {
		*w, *old, *from = d.When, d.OldStyle, "text"
		if e, ok := si.stayEnds[d.Start]; ok && offset >= d.End {
			*w, *old = e, when.Expr{}
		}
		return
	}
	if si.ctxBefore.Valid() {
		*w, *from = si.ctxBefore.When, "context"
	}
}

// beforeMainVerb reports whether offset stands in a phrase of a perfective
// gerund before the clause's finite verb, with no date of the clause before
// its end, while the clause has a date after it and a date was carried into
// the sentence («Простояв несколько дней в Копенгагене, мы 30 октября
// пришли в Портсмут», «Пробыв в Казани неделю, 12 мая он выехал в Пермь»):
// what the gerund tells was done before that date, so it keeps the date
// carried in. The phrase runs from the gerund, at the clause's start or
// after a comma, to the next comma.
func (si *sentInfo) beforeMainVerb(offset int) bool {
	if !si.ctxBefore.Valid() || len(si.dates) == 0 || si.st.r == nil {
		return false
	}
	toks := si.st.toks
	for k := 0; k < len(toks); k++ {
		t := toks[k]
		if t.Kind == rutext.Word && si.st.r.IsFiniteVerb(t) {
			return false // the main verb comes first
		}
		if t.Kind != rutext.Word || !si.st.r.IsPerfectiveGerund(t) || k > 0 && toks[k-1].Norm != "," || slices.Contains(si.studyEnds, t.Start) {
			// «Окончив курс Керченской гимназии, он в 1869 г. поступил…»:
			// a course finished ends when what it opened begins.
			continue
		}
		end := k + 1
		for end < len(toks) && toks[end].Norm != "," && !si.st.r.IsFiniteVerb(toks[end]) {
			end++
		}
		if end == len(toks) || toks[end].Norm != "," {
			return false
		}
		if offset < t.Start || offset >= toks[end].Start {
			k = end
			continue
		}
		return !slices.ContainsFunc(si.dates, func(d DateMention) bool { return d.Start < toks[end].Start })
	}
	return false
}

// buildEvents makes the sentence's events: one per place where it
// happens, or one without a place for a dated sentence; a sentence that
// only adds places to the sentence before it («Сняли две комнаты … рядом
// с Британским музеем») extends that sentence's event; one that gives the
// places of an event the sentence before dated but did not place («II
// съезд состоялся в июле-августе» – «13 заседаний в Брюсселе, 24 в
// Лондоне») makes that event one per place.
func (x *extraction) buildEvents(i int, si *sentInfo) {
	if x.arrivalRestated(i, si) {
		return
	}
	if x.title(si) {
		return // «ИСТОРИЯ ГОРОДА КАЗАНИ»: the text's subject, nothing that happened
	}
	if x.scheduled(si) {
		return // «торжественная встреча отложена на завтра»: not yet
	}
	if x.futureUnderEntry(si) {
		return // «ТИФЛИС, 12 мая. … Он даст здесь три концерта»: not yet
	}
	if x.allFuture(si) {
		return // «Зиму он проведёт здесь»: not yet
	}
	if si.service {
		return // «из Казани в Москву ходили пароходы»: no one went
	}
	if !si.motion && x.requestOnly(si) {
		return // «Пиши мне: Сычёвка, Никольская больница», «Кланяйся всем в Москве»: asked, not done
	}
	if !si.motion && len(si.dates) == 0 && x.innerOnly(si) {
		return // «Тут понял я, что не в словах вера»: what one understood or felt there
	}
	if !si.motion && x.stateOnly(si) {
		return // «урожай в окрестностях Уфы был хорош», «в Уфе не было типографии»: a state
	}
	if !si.motion && x.thingLeft(si) {
		return // «картины и имущество художника остались в Мюнхене»: things left behind
	}
	places := si.places
	if from, to, ok := x.askedOfAddressee(si); ok {
		// «Приезжай в Самару весной», «Приезжайте сюда в июне»: a move
		// asked of the addressee is none yet, dated or not; nothing
		// happens where it goes.
		places = slices.DeleteFunc(slices.Clone(places), func(p PlaceMention) bool { return p.Start >= from && p.Start < to || p.implied && p.Start >= to })
		if !slices.ContainsFunc(places, func(p PlaceMention) bool { return !p.implied }) && !x.pastVerbOutside(si, from, to) {
			return
		}
	}
	if si.motion && slices.ContainsFunc(places, func(p PlaceMention) bool { return p.Role == RoleReference && x.mooredAt(si, p) }) {
		// «шли мимо Смирны и 15 марта бросили якорь у Яффы»: where the
		// ship anchored is where the journey went, as its legs say.
		places = slices.Clone(places)
		for k := range places {
			if places[k].Role == RoleReference && x.mooredAt(si, places[k]) {
				places[k].Role, places[k].Goal = RoleDestination, true
			}
		}
	}
	lv := leaves(places)
	lv = x.arrestTownBeforeJail(si, places, lv)
	entryGoal, atEntry := x.entryGoalAfterNamed(si, places)
	if atEntry && !slices.ContainsFunc(lv, func(p PlaceMention) bool { return p.Place.ID == entryGoal.Place.ID }) {
		// «…в Темир-Хан-Шуру, а оттуда берегом моря сюда»: the last leg
		// ends at the entry's place, an arrival there as much as the
		// named goals before it are.
		lv = append(lv, entryGoal)
	}
	if !si.motion && !si.hasCue {
		// «до перевала отсюда два перехода», «Отсюда начиналась суша»: a
		// «hence» with no verb of motion and no cue measures a way or
		// starts a view from where the writer is; nothing happens there.
		lv = slices.DeleteFunc(lv, func(p PlaceMention) bool { return p.implied && p.Role == RoleOrigin })
	}
	if !si.strongCue && x.composition(si) {
		// «область состояла из пяти уездов: Копальского, Верненского…»,
		// «губерния делилась на десять округов»: the land and its parts
		// are described; nothing happens at them.
		lv = nil
	}
	if si.thingSentAt > 0 {
		// «ящики отправлены через Ургу в Петербург»: nothing of anyone's
		// happens where a thing is sent.
		lv = slices.DeleteFunc(lv, func(p PlaceMention) bool { return p.Start > si.thingSentAt })
	}
	// An organisation named after a land («рабочих Бельгийской федерации»,
	// «вступил в Кавказский союз») acts across it: nothing happens at the
	// land unless the organisation itself is represented there as a
	// delegation («Были представлены … Сибирский союз»). A town's committee
	// is in its town.
	landOrganisation := func(p PlaceMention) bool {
		return p.Role == RoleOrganisation && (p.Place.Kind == gazetteer.KindRegion || p.Place.Kind == gazetteer.KindCountry) && si.typ != "representation"
	}
	lv = slices.DeleteFunc(lv, landOrganisation)
	// A military unit named by a town's adjective («Костромской полк,
	// стоявший в Житомире») serves wherever it is sent: nothing happens
	// at the town that names it when the clause names where the unit is.
	if slices.ContainsFunc(lv, func(p PlaceMention) bool { return !x.namesUnit(si, p) }) {
		lv = slices.DeleteFunc(lv, func(p PlaceMention) bool { return x.namesUnit(si, p) })
	}
	// A border named by its land's adjective («перешли китайскую
	// границу») is crossed on the road: no place of the land's own.
	lv = slices.DeleteFunc(lv, x.borderOf)
	// «поселился в Огльбю под Гельсингфорсом»: the town named only as a
	// reference locates a place the gazetteer does not know, where the
	// clause happens; not at the town.
	lv = slices.DeleteFunc(lv, func(p PlaceMention) bool { return x.locatesUnknown(si, p) })
	// Where someone plans or is allowed to go is no event's place yet.
	n := len(lv)
	ordered := slices.ContainsFunc(lv, func(p PlaceMention) bool { return x.orderedGoal(si, p) })
	lv = slices.DeleteFunc(lv, func(p PlaceMention) bool { return x.plannedGoal(si, p) || x.orderedGoal(si, p) || x.seenOffTo(si, p) })
	// A sea or a gulf is where a ship sails, not a place where its
	// passengers' lives happen («вышли в Балтийское море»): the ports are.
	// So is a river after a preposition («перешли границу на Дунае», «в
	// лазаретах за Дунаем, в Болгарии», «вышли к Аму-Дарье»): a border, a
	// way or a bank; a river after a noun of its part («исследовал долину
	// Уссури») is where something happens.
	lv = slices.DeleteFunc(lv, func(p PlaceMention) bool { return p.Place.Sea() || p.Place.FeatureCode == "H.STM" && p.prep != "" })
	if x.routeAnnounced(si) {
		// «Маршрут мой: Нижний Новгород, Казань, Омск»: the legs are
		// the journey's, the stops no event of their own.
		lv = slices.DeleteFunc(lv, func(p PlaceMention) bool { return p.Goal || p.Role == RoleDestination })
	}
	if n > 0 && len(lv) == 0 && !(ordered && len(si.dates) > 0) {
		return // only where someone plans to go: nothing happened yet
	}
	if len(si.dates) == 0 {
		lv = slices.DeleteFunc(lv, func(p PlaceMention) bool { return x.described(si, p) })
	}
	if !si.motion {
		// «Степь тянется до Аральского моря»: the places of the view are
		// the description's too.
		for _, p := range si.places {
			if v := x.extentVerbOf(si, p); v >= 0 {
				from, to := stretchOf(si.st.toks, v)
				lo, hi := si.st.toks[from].Start, si.st.toks[to-1].End
				lv = slices.DeleteFunc(lv, func(q PlaceMention) bool { return !q.implied && q.Start >= lo && q.End <= hi })
			}
		}
	}
	// «женился на дочери бывшего тверского губернатора», «был знаком с
	// петербургским профессором»: the adjective says whose a relative or
	// an acquaintance is; nothing happens at the town.
	lv = slices.DeleteFunc(lv, func(p PlaceMention) bool { return x.relativeOrAcquaintanceOf(si, p) || x.pressOf(si, p) })
	if at := x.definitionDash(si); at >= 0 && !si.motion {
		// «Город этот — ворота в Киргизскую степь»: the places after the
		// dash define, nothing happens there.
		lv = slices.DeleteFunc(lv, func(p PlaceMention) bool { return !p.implied && p.prep != "" && p.Start > at })
	}
	// «Германские власти потребовали…»: an office acts where it sits.
	lv = slices.DeleteFunc(lv, func(p PlaceMention) bool { return x.authorityActs(si, p) })
	if k := slices.IndexFunc(si.places, func(p PlaceMention) bool { return x.describedAs(si, p) }); k >= 0 && !si.motion {
		// The predicate's places are the description's too («Казань
		// являлась крупнейшим городом Поволжья»).
		from := si.places[k].Start
		lv = slices.DeleteFunc(lv, func(p PlaceMention) bool { return !p.implied && p.Start >= from })
	}
	message, sent := false, false
	if !si.motion && x.receivedFrom(si) {
		// «получил письмо из Киева», «Из Москвы приходили тревожные
		// вести»: the place is whence something came to the person; what
		// happens, happens where the person is.
		lv = slices.DeleteFunc(lv, func(p PlaceMention) bool { return p.Role == RoleOrigin && !p.implied })
		message = true
	} else if from, ok := x.messageFrom(si); ok {
		lv = []PlaceMention{from} // «из Балаганска … ушла телеграмма»
		message = true
	} else if x.sendsThing(si) {
		// «отправил Некрасову в Петербург рукопись»: the manuscript goes
		// there, its sender stays; «привёз ему в Вилюйск прошение»: it
		// reaches its addressee there.
		if !slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
			return t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.bringingVerbs, t)
		}) {
			lv = slices.DeleteFunc(lv, func(p PlaceMention) bool { return p.Goal || p.Role == RoleDestination })
		}
		message, sent = true, len(lv) == 0
	} else if slices.ContainsFunc(lv, func(p PlaceMention) bool { return x.messageGoal(si, p) }) {
		// «телеграфировал в Петербург», «донёс губернатору в Иркутск»,
		// «телеграмма в Вятку»: the words go there, the writer stays.
		lv = slices.DeleteFunc(lv, func(p PlaceMention) bool { return x.messageGoal(si, p) })
		message, sent = true, len(lv) == 0
	}
	// A country that holds a place the sentence names is no place of its
	// own event («в Брюсселе…, но был выдворен из Бельгии»), nor a province
	// that holds where the sentence's journey goes («выехал к новому месту
	// ссылки, в Вятскую губернию, и через Казань прибыл в Вятку»).
	// A land where the clause's person was, with a place in it named
	// after it only as what a deed of theirs there was about («был в
	// Египте на открытии Суэцкого канала»), gives its event to that place:
	// the most specific the clause names.
	for k, p := range lv {
		if p.implied || p.Place.Kind != gazetteer.KindCountry && p.Place.Kind != gazetteer.KindRegion || p.Role != RoleLocation {
			continue
		}
		if j := slices.IndexFunc(si.places, func(q PlaceMention) bool { return x.deedSiteIn(p, q) }); j >= 0 &&
			!slices.ContainsFunc(lv, func(o PlaceMention) bool { return o.Start != p.Start && contains(p.Place, o.Place) }) {
			q := si.places[j]
			q.Role, q.Goal, q.Static = p.Role, p.Goal, p.Static
			lv[k] = q
		}
	}
	lv = slices.DeleteFunc(lv, func(p PlaceMention) bool {
		return slices.ContainsFunc(x.sents[si.sent].places, func(q PlaceMention) bool {
			// Not an area crossed through a stop in it («пересёк Гоби через Ургу»).
			if p.listed && q.Start > p.End {
				return false
			}
			return q.Role != RoleVia && (contains(p.Place, q.Place) || (q.Goal || q.Role == RoleDestination) && q.Start > p.Start && mayContain(p.Place, q.Place))
		})
	})
	if len(lv) == 0 && si.hasCue && x.here != nil && !x.stateAct(si) && (sent || !slices.ContainsFunc(si.places, func(p PlaceMention) bool { return !p.route && p.Role != RoleVia })) {
		// A diary entry or a report under a heading: what happens, happens
		// where the heading says («Ташкент. … Представлялся
		// генерал-губернатору»).
		h := *x.here
		h.implied, h.Role = true, RoleLocation
		h.Start, h.End = si.start(), si.start()
		if si.arrival {
			h.Start, h.End = si.arrivalStart, si.arrivalStart // dated as the arrival
		}
		lv = []PlaceMention{h}
	} else if len(lv) == 0 && si.hasCue && !si.motion && x.titleTown != nil && len(si.places) == 0 && x.atTitleTown(si) {
		// A town's history: what happens with no place named, to no one
		// the text has taken elsewhere, happens in the town («12 марта
		// 1871 г. в семье купца родился сын», «в 1880 г. открылась
		// гимназия»).
		h := *x.titleTown
		h.implied, h.Role, h.Sentence = true, RoleLocation, si.sent
		h.Start, h.End = si.start(), si.start()
		lv = []PlaceMention{h}
	}
	if len(lv) == 0 && si.typ == "trip" && len(si.places) == 0 && x.setsOut(si) {
		// «В одиннадцать часов утра отряд тронулся в путь», «оставил
		// укрепление и на лодке вышел в море»: a journey that names no
		// place starts where the traveller was, the place the diary's
		// last heading gives, else the person's last place.
		from := x.heading
		if from == nil && si.primary != "" {
			from = x.lastPlace[si.primary]
		}
		if from != nil {
			h := *from
			h.implied, h.Role, h.Goal, h.dateline, h.Sentence = true, RoleLocation, false, false, si.sent
			h.Start, h.End = si.start(), si.start()
			lv = []PlaceMention{h}
		}
	}
	if len(lv) == 0 && si.typ == "relocation" && !si.motion && si.primary != "" && x.lastPlace[si.primary] != nil && x.takesPost(si) {
		// «а в 1886 г. я стал управляющим Юго-Западными дорогами»: a post
		// taken up with no place named is held where the person is.
		h := *x.lastPlace[si.primary]
		h.implied, h.Role, h.Goal, h.dateline = true, RoleLocation, false, false
		h.Start, h.End = si.start(), si.start()
		lv = []PlaceMention{h}
	}
	at := si.arrivalStart
	if !si.arrival {
		at = si.motionStart
	}
	// «Ехали из Ковно через Вильну, Ровно и Броды»: stops passed on the
	// way, with no goal beyond them, are no destination; the road leads
	// to the heading's town.
	// An arrival there told already in the entry («Вчера Цесаревич
	// возвратился в столицу. … а оттуда через Оренбург направился
	// домой») or later in the sentence («ехали через Ригу и 15-го утром
	// были здесь») is the journey's end, not a second one.
	onlyPassed := x.here != nil && !slices.ContainsFunc(si.places, func(p PlaceMention) bool { return p.Role != RoleVia && (p.Goal || p.Role == RoleDestination) }) &&
		!slices.ContainsFunc(x.events, func(e *Event) bool {
			return !x.dead[e] && len(e.Places) > 0 && e.Places[0].Place.ID == x.here.Place.ID && e.Source.Position.Start >= x.here.End
		}) &&
		!slices.ContainsFunc(x.sents[si.sent].places, func(q PlaceMention) bool {
			return q.implied && !q.dateline && q.Place.ID == x.here.Place.ID && q.Start > si.start()
		})
	if x.endsAtHeading(si) &&
		!slices.ContainsFunc(si.places, func(p PlaceMention) bool {
			return !p.implied && (p.Goal || p.Role == RoleDestination) && !(onlyPassed && p.Role == RoleVia)
		}) &&
		!slices.ContainsFunc(lv, func(p PlaceMention) bool { return p.Role != RoleOrigin && !p.dateline && p.Start > at }) &&
		!slices.ContainsFunc(lv, func(p PlaceMention) bool { return p.Place.ID == x.here.Place.ID && !p.dateline }) {
		// «НЕАПОЛЬ, 26 октября. Из Нью-Йорка прибыл М. Горький», «30
		// авг. Кашгар. … сегодня вошли в город», «Кутаис. Вчера я выехал
		// из Тифлиса»: a journey that names no destination ends where the
		// heading is, not where it started.
		h := *x.here
		h.implied, h.Role, h.Goal, h.dateline = true, RoleDestination, true, false
		h.Start, h.End = at, at
		lv = slices.DeleteFunc(lv, func(p PlaceMention) bool { return p.Role == RoleOrigin || p.dateline })
		lv = append(lv, h)
	}
	own := len(si.dates) > 0
	x.settleLastTrip(si, lv)
	if len(lv) == 0 && !own {
		return
	}
	if !own && len(lv) > 0 && !slices.ContainsFunc(lv, func(p PlaceMention) bool { return !p.implied }) {
		// «Прожил он там недолго», «Здесь он прожил почти пятнадцать
		// лет»: a clause that only points back to the place and date of
		// the last event goes on telling of it.
		if e, idx := x.lastLiveEvent(); e != nil && len(e.Places) > 0 && e.When == si.ctxBefore.When && (!si.strongCue || si.typ == e.Type) && !x.otherSubject(si, e) && !x.anotherThingDone(si, si.typ, e) &&
			!(si.typ == "other" && e.Type == "other" && x.befallsIn(si) != e.befalls) &&
			!x.workThere(si, e) &&
			!(si.strongCue && x.anotherDeed(si, idx, si.typ)) &&
			!slices.ContainsFunc(lv, func(p PlaceMention) bool { return p.Place.ID != e.Places[0].Place.ID }) {
			e.Actors = appendUnique(e.Actors, si.names...)
			si.events = append(si.events, idx)
			return
		}
	}
	var prev *sentInfo
	if i > 0 {
		prev = x.units[i-1]
	}
	if prev != nil && !own && len(lv) > 0 && !si.subject && !si.strongCue && !si.motion {
		// Places for the previous sentence's dated, placeless event.
		if pe := x.soleEvent(prev); pe != nil && len(pe.Places) == 0 && len(prev.dates) > 0 {
			x.kill(pe)
			for _, p := range lv {
				e := &Event{Type: pe.Type, When: pe.When, OldStyle: pe.OldStyle, DateFrom: pe.DateFrom,
					Actors: slices.Clone(pe.Actors)}
				e.Places = x.eventPlaces(p, lv, si.places)
				if p.Organisation != "" {
					e.Actors = appendUnique(e.Actors, p.Organisation)
				}
				e.Source = newSource(x.rs, pe.Source.Position.Start, si.st.s.End)
				x.addEvent(si, e)
			}
			return
		}
		// More places for the event of the sentence before. A later
		// clause of the same sentence with a verb of its own at a place of
		// its own tells its own deed («осмотрел Цейлон, а в Коломбо начал
		// рассказ»).
		ownDeed := prev.sent == si.sent && x.hasOwnVerb(si) &&
			slices.ContainsFunc(lv, func(p PlaceMention) bool { return p.Role == RoleLocation && !p.implied })
		if !si.hasCue && prev.st.s.Paragraph == si.st.s.Paragraph && !ownDeed {
			if pe, idx := x.lastEvent(prev); pe != nil && len(pe.Places) > 0 && pe.Source.Position.End == prev.st.s.End &&
				si.st.s.End-pe.Source.Position.Start <= maxSourceSpan {
				for _, p := range si.places {
					if !slices.ContainsFunc(pe.Places, func(o PlaceMention) bool { return o.Place.ID == p.Place.ID }) {
						pe.Places = append(pe.Places, p)
					}
				}
				pe.Source = newSource(x.rs, pe.Source.Position.Start, si.st.s.End)
				si.events = append(si.events, idx)
				return
			}
		}
	}
	// «Прощай, Мангышлак!», «Здравствуй, Москва!»: a place spoken to is
	// taken leave of or greeted: it may place the departure told just
	// before, but no event of its own.
	if len(lv) > 0 {
		if lv = slices.DeleteFunc(lv, func(p PlaceMention) bool { return x.addressed(si, p) }); len(lv) == 0 {
			return
		}
	}
	if len(lv) == 0 {
		// A clause with a date and a verb of its own tells of an event
		// even when its sentence places only the other clauses' («После
		// обыска 21 марта он перешёл на нелегальное положение, а 22
		// апреля участвовал в демонстрации в Тифлисе»); a sentence without
		// places, only when a cue says what happened.
		// Not what happened to someone else the text does not follow
		// («В мае Софья умерла, и Достоевские перебрались в Веве»), nor a
		// clause that only introduces a quotation, whose event the
		// quotation tells.
		placedElsewhere := slices.ContainsFunc(x.sents[si.sent].places, func(p PlaceMention) bool { return !landOrganisation(p) && !x.borderOf(p) })
		if si.report && own && len(si.places) == 0 {
			// «Циркуляр Департамента полиции, 24.10.1906: «…»»: a message
			// that says nowhere where it was written is an event without
			// a place, whatever places its quotation names.
			placedElsewhere = false
		}
		if ordered {
			placedElsewhere = slices.ContainsFunc(x.sents[si.sent].places, func(p PlaceMention) bool { return !x.orderedGoal(si, p) })
		}
		if placedElsewhere && (!own || !x.hasOwnVerb(si) || x.othersClause(si) || len(si.places) > 0) || !placedElsewhere && !si.strongCue && !ordered {
			return // the sentence's events are at its places; or nothing happens
		}
		// A later clause that opens with a date of its own tells an event of
		// its own even on the same date («окончил гимназию в Казани и в том
		// же году вступил в РСДРП»).
		e := &Event{Type: si.typ, Actors: slices.Clone(si.names), aside: placedElsewhere && !x.opensWithDate(si)}
		if !si.hasCue || ordered {
			e.Type = "other" // not the type of the other clauses' events, nor the order's move
		}
		si.setDate(si.start(), &e.When, &e.OldStyle, &e.DateFrom)
		e.Source = newSource(x.rs, si.st.s.Start, si.st.s.End)
		if stay := x.coveringStay(si, e); stay != nil {
			// «С 1885 по 1890 год жил в Казани. В 1887 году женился»:
			// done where the stay that covers its date is.
			e.Places, e.aside = []PlaceMention{stay.Places[0]}, false
		} else if at := x.whereClauseBeforeLeft(i, si, e); at != nil {
			e.Places, e.aside = []PlaceMention{*at}, false
		}
		x.addEvent(si, e)
		return
	}
	for _, p := range si.places {
		// A place named again under a date of its own is another event
		// there («летом я пел в петербургском саду, зимой в петербургском
		// театре»), also as the place left on a later date after a stop
		// there («прибыла в Томск и 3 марта выступила из Томска»: the
		// stop's end, as it would be in a sentence of its own).
		if !eventRole(p.Role) && p.Role != RoleOrigin || p.route || slices.ContainsFunc(lv, func(o PlaceMention) bool { return o.Start == p.Start }) {
			continue
		}
		for _, o := range lv {
			if o.Place.ID != p.Place.ID || p.Role == RoleOrigin && p.Start < o.Start {
				continue
			}
			d1, ok1 := si.dateAt(o.Start)
			d2, ok2 := si.dateAt(p.Start)
			if ok1 && ok2 && d1.Start != d2.Start {
				lv = append(lv, p)
			}
			break
		}
	}
	for _, p := range lv {
		e := &Event{Type: si.typ, Actors: slices.Clone(si.names)}
		movedThere := false
		if len(lv) == 1 && (si.typ == "other" || si.typ == "school") {
			// Asked only here: the governing verb is looked up per place.
			gt := x.governingType(si, p.Start)
			movedThere = gt == "relocation" || si.typ == "school" && gt == "trip"
		}
		if len(lv) > 1 || movedThere {
			// Each place takes the type of the verb that governs it; so
			// does a lone place a verb of settling or of a journey governs,
			// whatever a deed or studies before or after make of the
			// sentence («поселился близ Херсона и заложил там мину»,
			// «окончил гимназию и переехал в Москву»): the move is the
			// change the place tells of.
			if t := x.governingType(si, p.Start); t != "" {
				e.Type = t
			}
			if e.Type == "trip" && si.typ == "school" && x.studiesAfter(si, p) >= 0 {
				// «приехал в Москву и поступил в университет»: going to
				// study at the place one came to is going to live there.
				e.Type = "relocation"
			}
			if e.Type == "relocation" && si.journeyEnd && p.Goal {
				// «Потом опять тысячи вёрст по Сибири … и я вернулся в
				// Петербург»: the return that ends the journey ends it at
				// its goal too.
				e.Type = "trip"
			}
			if e.Type == "relocation" && x.backToStart(si, p) {
				// «…в Аккерман, оттуда в Измаил и вернулись в Кишинёв»:
				// back where the journey began, the return ends it.
				e.Type = "trip"
			}
		}
		if len(lv) == 1 && (si.typ == "trip" || si.typ == "relocation") && !p.Goal && x.studiedAt(si, p) && x.governingType(si, p.Start) == "school" {
			// «уехал в Германию и учился в Гейдельберге», «был командирован
			// за границу и слушал лекции в Берлине»: the lone place the
			// journey's verb does not reach is where the studies were.
			e.Type = "school"
		}
		if si.typ == "school" && e.Type == "school" && slices.ContainsFunc(lv, func(o PlaceMention) bool { return o.Start < p.Start && o.Place.ID != p.Place.ID }) && x.livedAfterStudies(si, p) {
			// «По окончании Казанского института в 1895 г. с 1896 г.
			// проживал в Петербурге»: the place a verb of living governs
			// after the studies, when the studies have a place of their
			// own before it, is where one lived next, a change of
			// residence. With no other place («Окончив гимназию, в 1880
			// г. он жил в Казани») the studies may have been there.
			e.Type = "relocation"
		}
		if (e.Type == "trip" || e.Type == "other") && p.Goal && !p.implied && (si.custody || si.motionKind == "exile") && x.confinement(si, p) {
			// «под конвоем отправили … в Свеаборгскую крепость», «арестовали
			// и повезли в Вышний Волочёк, в пересыльную тюрьму»: a
			// prisoner taken to a prison is held there.
			e.Type = "relocation"
		}
		if e.Type == "relocation" && !si.motion && x.postCharge(si, p) && x.takesPost(si) {
			// «назначен комиссаром по делам Кавказа», «комиссар по
			// Тургайской области»: the land is the post's charge, not
			// where its holder moved.
			e.Type = "other"
		}
		if (e.Type == "trip" || e.Type == "relocation") && x.changesHands(si, p) {
			// «Карс, Ардаган и Батум отошли к России», «Эрзерум и Баязет
			// были возвращены Турции»: the town passes to another state;
			// no one moves there.
			e.Type = "other"
		}
		if message && (e.Type == "trip" || e.Type == "relocation" && !si.motion) {
			// «отправила из Тобольска жалобу в Петербург»: what travels is
			// the message; its writer did something where they were, also
			// in prison or exile («подал из вятской тюрьмы прошение»).
			e.Type = "other"
		}
		if p.Role == RoleOrigin && si.motionKind == "exile" && e.Type == "relocation" {
			// «меня выслали из Швейцарии»: an expulsion from a place, with
			// no place of exile named, is no change of residence there.
			e.Type = "other"
		}
		if t := x.writtenAt(i, si, p); t != "" {
			e.Type, e.cue = t, 2 // told by the verb of writing
		}
		if (e.Type == "trip" || e.Type == "relocation") && !(atEntry && entryGoal.Place.ID == p.Place.ID) && x.reportDateline(si, p, lv) {
			// «Ташкент, 3 мая. Сомов возвратился 1 сего мая в Ташкент»,
			// «Омск, 11 дек. Сегодня отряд выступил на Томск»: the
			// journey the report tells has its own event; the dateline's
			// is the writing of the report there. A journey whose last
			// leg comes «сюда» ends there.
			e.Type = "other"
		}
		if si.report {
			// The writing of a message where its writer is, not a place
			// a phrase about the writer names («управление, ведавшее
			// Батумом»).
			k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start == p.Start })
			e.message = p.implied || k >= 0 && !x.r.Describes(si.st.toks, k)
		}
		if p.Organisation != "" {
			e.Actors = appendUnique(e.Actors, p.Organisation)
		}
		e.Places = x.eventPlaces(p, lv, si.places)
		for _, q := range x.sents[si.sent].places {
			if contains(q.Place, p.Place) && !slices.ContainsFunc(e.Places, func(o PlaceMention) bool { return o.Place.ID == q.Place.ID }) {
				e.Places = append(e.Places, q)
			}
		}
		si.setDate(p.Start, &e.When, &e.OldStyle, &e.DateFrom)
		if atEntry && p.Start == entryGoal.Start {
			// «17 ноября. Хабаровск. … 15-го вышли к деревне, оттуда
			// добрались до станции, а со станции поездом — сюда»: the
			// arrival here is on the entry's day, not on the day of the
			// earlier legs; the last leg's own date («…а оттуда
			// добрались сюда вчера») dates it.
			if d, ok := x.ownDateOfLastLeg(si, p); !ok {
				e.When, e.OldStyle, e.DateFrom = x.hereWhen, when.Expr{}, "context"
			} else if d.Start > p.Start {
				e.When, e.OldStyle, e.DateFrom = d.When, d.OldStyle, "text"
			}
		}
		if e.message && len(si.dates) == 0 {
			x.datedByQuotation(si, e)
		}
		e.Source = newSource(x.rs, si.st.s.Start, si.st.s.End)
		listed := si.listedWith(e.When)
		if len(listed) > 0 {
			// «Две зимы (1880–81 и 1882–83) провела в Ницце»:
			// one stay per date of the list, in its order.
			e.When, e.OldStyle, e.DateFrom = listed[0].When, listed[0].OldStyle, "text"
			listed = listed[1:]
		}
		x.addEvent(si, e)
		if x.messageWrittenAt(i, si, p) {
			// «доносил государю: «Хива, 29 мая. Сегодня войска вступили в
			// Хиву»»: the writing of the message is an event where it was
			// written, besides what it tells there.
			m := &Event{Type: "other", When: e.When, OldStyle: e.OldStyle, DateFrom: e.DateFrom, Places: slices.Clone(e.Places),
				Actors: slices.Clone(e.Actors), Source: e.Source, cue: 2, message: true}
			if pe := x.soleEvent(x.units[i-1]); pe != nil && len(pe.Places) == 0 && pe.Type == "other" && !x.dead[pe] {
				// The header's event, placed nowhere, is this one.
				m.Actors = appendUnique(slices.Clone(pe.Actors), m.Actors...)
				if !pe.When.IsZero() {
					m.When, m.OldStyle, m.DateFrom = pe.When, pe.OldStyle, pe.DateFrom
				}
				m.Source = newSource(x.rs, pe.Source.Position.Start, e.Source.Position.End)
				x.kill(pe)
			}
			x.addEvent(si, m)
		}
		for _, d := range listed {
			o := *e
			o.Actors = slices.Clone(e.Actors)
			o.When, o.OldStyle, o.DateFrom = d.When, d.OldStyle, "text"
			x.addEvent(si, &o)
		}
		for _, d := range si.moreBracketed(p, e.When) {
			// «здесь написаны пьесы «…» (1911) и «…» (1919)»: one event
			// per work and its year.
			o := *e
			o.Actors = slices.Clone(e.Actors)
			o.When, o.OldStyle, o.DateFrom = d.When, d.OldStyle, "text"
			x.addEvent(si, &o)
		}
		if o := x.arrestBeforeExile(si, e, p, lv); o != nil {
			x.addEvent(si, o)
		}
		if typ, d, ok := x.relativeDeed(si, p); ok && d.When != e.When {
			// «поступил в университет, который окончил в 1905 году»: the
			// relative clause tells another thing done there, on its date.
			o := &Event{Type: typ, Actors: slices.Clone(e.Actors), cue: 2, deed: true, When: d.When, OldStyle: d.OldStyle, DateFrom: "text"}
			o.Places = slices.Clone(e.Places)
			o.Source = e.Source
			x.addEvent(si, o)
		}
		if si.typ == "school" && e.Type == "relocation" && len(lv) == 1 {
			if at := x.studiesAfter(si, p); at >= 0 {
				// «переехал в Москву и поступил в университет»: the move,
				// then the studies begun at the place it went to, each an
				// event.
				o := &Event{Type: "school", Actors: slices.Clone(e.Actors), cue: 2}
				o.Places = slices.Clone(e.Places)
				si.setDate(at, &o.When, &o.OldStyle, &o.DateFrom)
				o.Source = e.Source
				x.addEvent(si, o)
			}
		}
		types, ats := x.doneThereBesides(si)
		for j, typ := range types {
			if e.Type != si.typ || p.Start > ats[j] || !isLast(lv, p) {
				continue
			}
			if e.Type == "trip" && typ == "other" && !x.befallsAt(si, ats[j]) {
				// «ездил в Севастополь и писал с натуры бомбардировку»:
				// what a traveller does where the journey goes is the
				// journey's event; a meeting or a lecture there is its
				// own, and so is an arrest or a death.
				continue
			}
			// «в 1907 г. поселился в Вильне и основал там общество»:
			// the settling, then what was done there, each an event.
			o := &Event{Type: typ, Actors: slices.Clone(e.Actors), cue: 2, deed: typ == e.Type}
			o.Places = slices.Clone(e.Places)
			si.setDate(ats[j], &o.When, &o.OldStyle, &o.DateFrom)
			o.Source = e.Source
			x.addEvent(si, o)
		}
	}
}

// arrestBeforeExile makes the arrest told by a short passive participle
// before the exile it led to in one clause («В 1910 г. арестован и выслан в
// Нарымский край», «вновь задержан и в административном порядке выслан в
// Туруханский край») an event of its own besides the exile: the clause
// names only where the person was sent, so the arrest has no place. An
// arrest with a place of its own before the exile («арестован в Казани и
// выслан…»), one in a «где» clause after a place («в Киев, где был
// арестован и выслан»), and one followed by a delivery, not an exile
// («арестован и доставлен в Москву»), make none: the delivery into custody
// is the arrest's own event (banishment_verbs).
func (x *extraction) arrestBeforeExile(si *sentInfo, e *Event, p PlaceMention, lv []PlaceMention) *Event {
	if e.Type != "relocation" || si.heading {
		return nil
	}
	toks := si.st.toks
	// The last arrest before the place, joined by «и» to what follows.
	k := -1
	for j, t := range toks {
		if t.Start >= p.Start {
			break
		}
		if t.Kind == rutext.Word && j+1 < len(toks) && toks[j+1].Norm == "и" && !negated(&si.st, j) &&
			x.r.MatchWord(x.v.befallings, t) && x.r.MatchWord(x.v.custody, t) &&
			slices.ContainsFunc(x.r.Analyzer().Parse(t.Norm), func(ps rutext.Parse) bool { return ps.Known && ps.Tag.POS == "PRTS" && ps.Tag.Has("pssv") }) {
			k = j
		}
	}
	if k < 0 {
		return nil
	}
	// Its own part of the sentence starts after the last full stop or
	// semicolon outside a date before it.
	from := k
	for from > 0 && !(toks[from-1].Kind == rutext.Punct && (toks[from-1].Text == "." || toks[from-1].Text == ";") && !si.inDate(toks[from-1].Start, toks[from-1].End)) {
		from--
	}
	for j := max(from, k-3); j < k; j++ {
		if relativePlaceWords[toks[j].Norm] {
			return nil // «где был арестован»: at the place the «где» stands for
		}
	}
	v := slices.IndexFunc(toks[k+1:], func(t rutext.Token) bool {
		return t.Kind == rutext.Word && t.Quoted == toks[k].Quoted && x.r.MatchWord(x.v.banishment, t)
	})
	if v < 0 {
		return nil
	}
	v += k + 1
	if toks[v].Start > p.Start || slices.ContainsFunc(si.places, func(o PlaceMention) bool { return o.Start >= toks[from].Start && o.Start < toks[v].Start }) ||
		slices.ContainsFunc(lv, func(o PlaceMention) bool { return o.Start >= toks[v].Start && o.Start < p.Start }) {
		return nil
	}
	o := &Event{Type: "other", Actors: slices.Clone(e.Actors), cue: 2}
	si.setDate(toks[k].Start, &o.When, &o.OldStyle, &o.DateFrom)
	for _, d := range si.dates {
		if d.Start >= toks[from].Start && d.End <= toks[k].Start {
			o.When, o.OldStyle, o.DateFrom = d.When, d.OldStyle, "text" // the arrest's own part's date
		}
	}
	if stay := x.coveringStay(si, o); stay != nil {
		o.Places = []PlaceMention{stay.Places[0]} // done where the stay that covers its date is
	}
	o.Source = e.Source
	return o
}

// studiesAfter returns the offset of the first cue of studies (school,
// weight 2 or more) after the place p in the clause, outside its «где»
// clauses, -1 when none: a thing done at the place after going there.
func (x *extraction) studiesAfter(si *sentInfo, p PlaceMention) int {
	for k := 0; k < len(si.st.toks); k++ {
		t := si.st.toks[k]
		if t.Start < p.End || t.Kind != rutext.Word || t.Title || si.inWhere(k) {
			continue
		}
		if w := x.cuesIn(si, k); w[typeIndex("school")] >= 2 && w.best("") == "school" {
			return t.Start
		}
	}
	return -1
}

// borderOf reports whether p is a land's adjective before a border noun
// («китайскую границу»), a reference to the line rather than to the land.
func (x *extraction) borderOf(p PlaceMention) bool {
	if p.Role != RoleReference || p.Institution == "" || p.Place.Kind != gazetteer.KindCountry && p.Place.Kind != gazetteer.KindRegion {
		return false
	}
	words := strings.Fields(p.Institution)
	return x.v.border.Match(rutext.Norm(words[len(words)-1]))
}

// confinement reports whether a place is named as a place of confinement:
// its words or the institution it locates hold a confinement noun
// («Свеаборгскую крепость», «Кутаисскую тюрьму»), or a phrase in
// apposition right after it does («в Вышний Волочёк, в пересыльную
// тюрьму»).
func (x *extraction) confinement(si *sentInfo, p PlaceMention) bool {
	if slices.ContainsFunc(strings.Fields(p.Text+" "+p.Institution), func(w string) bool {
		return x.v.confinement.Match(rutext.Norm(w))
	}) {
		return true
	}
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= p.End })
	if k < 0 || k+2 >= len(toks) || toks[k].Text != "," || toks[k+1].Norm != p.prep {
		return false
	}
	for j := k + 2; j < len(toks) && toks[j].Kind == rutext.Word && !toks[j].Upper; j++ {
		if x.v.confinement.Match(toks[j].Norm) {
			return true
		}
		if !x.r.IsAdjective(toks[j]) {
			return false
		}
	}
	return false
}

func isLast(lv []PlaceMention, p PlaceMention) bool {
	return len(lv) > 0 && lv[len(lv)-1].Start == p.Start
}

// doneThereBesides returns the types and offsets of strong cues, after
// the clause's first strong cue, of other things done at the clause's
// place («поселился в Вильне и основал там общество», «преподавал в
// Казани в гимназии и опубликовал статьи»), one per type not the clause's
// own; journeys and moves are no such things.
func (x *extraction) doneThereBesides(si *sentInfo) ([]string, []int) {
	var types []string
	var at []int
	first := ""
	deedEnd := -1 // after the first finite verb that says what was done (type other)
	for k := 0; k < len(si.st.toks); k++ {
		t := si.st.toks[k]
		if t.Kind != rutext.Word || t.Title || si.inWhere(k) {
			continue
		}
		w := x.cuesIn(si, k)
		end := x.v.phraseEnd(&si.st, k)
		deed := typeIndex("other")
		if w[deed] >= 2 && si.typ == "other" && !si.custody && !slices.Contains(types, "other") && deedEnd >= 0 && deedEnd <= k &&
			slices.ContainsFunc(si.st.toks[deedEnd:k+1], func(u rutext.Token) bool { return !u.Quoted && x.r.IsPerfectivePast(u) }) {
			// «руководил там хором и стал одним из основателей
			// общества»: a second thing done and completed, told by a
			// verb of its own after the first; not what one went on
			// doing at the same time («лечусь на водах и дописываю
			// повесть»).
			types, at = append(types, "other"), append(at, t.Start)
			first = cmp.Or(first, "other")
			k = end - 1
			continue
		}
		if deedEnd < 0 && w[deed] > 0 && w.best("") == "other" && !t.Quoted && x.r.IsFiniteVerb(t) {
			deedEnd = end
		}
		switch typ := w.best(""); {
		case slices.Max(w[:]) < 2:
		case first == "":
			first = typ
		case typ != si.typ && typ != "trip" && typ != "relocation" && !slices.Contains(types, typ) &&
			(x.r.IsFiniteVerb(t) || end > k+1):
			// A verb or a phrase that says what was done («опубликовал»,
			// «один из основателей общества»); not a circumstance of the
			// stay («прожил там до 1903 г., написав здесь стихи»,
			// «поселился там с женой»).
			types, at = append(types, typ), append(at, t.Start)
		}
		k = end - 1
	}
	return types, at
}

// writtenAt returns the type of the clause that introduces a quotation
// («я написал брату: «…»») when the place at p is where the quotation says
// its writer now is: a verb in the present tense and none in the past or
// future in its part of the quotation («Сижу в Вышнем Волочке, в
// тюрьме…»). The stay was told before; what happens there now is the
// writing. "" otherwise.
func (x *extraction) writtenAt(i int, si *sentInfo, p PlaceMention) string {
	if i == 0 || p.implied || p.Goal || p.Role == RoleDestination || p.Role == RoleOrigin {
		return "" // where someone is sent or comes from, no place one is at
	}
	prev := x.units[i-1]
	if prev.sent != si.sent || prev.typ != "other" || !prev.strongCue || len(prev.places) > 0 {
		return ""
	}
	k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start == p.Start })
	if k < 0 || !si.st.toks[k].Quoted || !x.introducesQuote(si) {
		return ""
	}
	from, to := x.dateClause(si.st.toks, k)
	seg := si.st.toks[from:to]
	if future, past := x.tenses(seg); future || past {
		return ""
	}
	if !slices.ContainsFunc(seg, func(t rutext.Token) bool { return x.r.IsFiniteVerb(t) && x.r.MayBeNonPastVerb(t) }) {
		return ""
	}
	return prev.typ
}

// datedByQuotation dates the writing of a message whose header has no
// date of its own by the first date of the quotation it opens, when that
// is later than the date carried («Губернатор телеграфировал: «Н. 28 сент.
// 1883 г. доставлен в Иркутск»»): a message is written after what it
// reports, not on the text's last date before it.
func (x *extraction) datedByQuotation(si *sentInfo, e *Event) {
	n := len(si.st.toks)
	if n == 0 {
		return
	}
	end := si.st.toks[n-1].End
	for _, d := range x.sents[si.sent].dates {
		if d.Start < end || d.When.IsZero() {
			continue
		}
		k := slices.IndexFunc(x.sents[si.sent].st.toks, func(t rutext.Token) bool { return t.Start >= d.Start })
		if k < 0 || !x.sents[si.sent].st.toks[k].Quoted {
			return
		}
		if a, b := e.When.Interval(), d.When.Interval(); a.Earliest.IsZero() || !b.Earliest.IsZero() && b.Earliest.Compare(a.Earliest) > 0 {
			e.When, e.OldStyle, e.DateFrom = d.When, d.OldStyle, "text"
		}
		return
	}
}

// messageWrittenAt reports whether p is where a quoted message was
// written, when the clause that introduces the quotation names no place of
// its own but the message's addressee's: the place of the message's own
// dateline («доносил государю: «Хива, 29 мая. Сегодня войска вступили в
// Хиву»») or the one its writer, with no other subject, says they have
// just reached («телеграфировал: «Прибыли в Актюбинск»»).
func (x *extraction) messageWrittenAt(i int, si *sentInfo, p PlaceMention) bool {
	if i == 0 || p.implied || !x.introducesQuote(si) {
		return false
	}
	prev := x.units[i-1]
	if prev.sent != si.sent || !prev.report || slices.ContainsFunc(prev.places, func(q PlaceMention) bool { return !q.implied && !x.messageGoal(prev, q) }) {
		return false
	}
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
	first := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Kind == rutext.Word })
	if k < 0 || first < 0 || slices.ContainsFunc(si.places, func(q PlaceMention) bool { return q.Start < p.Start && !q.implied }) {
		return false
	}
	if k == first {
		// The dateline: the place, a comma and a date.
		e := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.End == p.End })
		if e < 0 || e+1 >= len(toks) || toks[e+1].Norm != "," {
			return false
		}
		d, ok := si.dateAt(toks[e+1].End)
		return ok && d.Start > toks[e+1].Start && !si.placeBetween(p.End, d.Start)
	}
	// The arrival: a verb of arrival with no subject before it, then the goal.
	if !(p.Goal || p.Role == RoleDestination) || k < first+2 || !isPrep(x.r.Vocabulary(), toks[k-1].Norm) || !x.r.MatchWord(x.v.arrivalVerbs, toks[k-2]) {
		return false
	}
	for _, t := range toks[first : k-2] {
		if t.Kind == rutext.Word && (t.Upper || x.r.MayBeCase(t, "nomn") && !si.inDate(t.Start, t.End)) {
			return false
		}
	}
	return true
}

// introducesQuote reports whether clause si is a quotation that a colon
// at the end of the clause before it opens («…написал брату: «…»).
func (x *extraction) introducesQuote(si *sentInfo) bool {
	first := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Kind == rutext.Word })
	if first < 0 || !si.st.toks[first].Quoted {
		return false
	}
	j := si.st.toks[0].Start - 1
	for j > si.st.s.Start && (rutext.IsSpace(x.rs[j]) || strings.ContainsRune("«„“\"", x.rs[j])) {
		j--
	}
	return j >= si.st.s.Start && x.rs[j] == ':'
}

// moreBracketed returns the bracketed dates after the one that dated the
// phrase of the place at p (first), with no other place between: a list of
// things done there, each with its year.
func (si *sentInfo) moreBracketed(p PlaceMention, first when.Expr) []DateMention {
	var out []DateMention
	seen := false
	for _, d := range si.dates {
		if d.Start < p.Start || !si.bracketed(d) || si.placeBetween(p.Start, d.Start) {
			continue
		}
		if seen && !si.bracketAlone(d) {
			// «(Стокгольмского, 1906) и V (Лондонского, 1907)»: a year
			// closing a note of its own dates what the note names.
			break
		}
		if !seen {
			seen = d.When == first
			continue
		}
		out = append(out, d)
	}
	return out
}

// arrivalRestated handles a clause that tells when a journey of the clause
// before arrived («выслан в Псков, куда приехал 24 декабря», «выступил из
// Кяхты … в Пекин, куда прибыл в начале 1871 г.»): the journey's event at
// that place takes the arrival's date, and the clause makes no event of its
// own. It reports whether the clause was one.
//
// A clause that tells the person handed over or received there
// (handover_verbs: «куда 3 июня жандармы и сдали нас в полицейское
// управление») is the arrival whoever hands them over, and makes the
// event a relocation.
func (x *extraction) arrivalRestated(i int, si *sentInfo) bool {
	if i == 0 {
		return false
	}
	if x.receivedBack(i, si) {
		return true
	}
	handed := x.handedOver(si)
	if !si.arrival && !handed || len(si.dates) == 0 || len(si.places) == 0 {
		return false
	}
	p := si.places[0]
	if !p.implied || p.Role != RoleDestination || p.Start != si.start() {
		return false // not «куда прибыл…» opening the clause
	}
	prev := x.units[i-1]
	if prev.sent != si.sent || !prev.motion || !handed && x.ownSubject(si, prev) {
		return false
	}
	for _, k := range prev.events {
		e := x.events[k]
		if x.dead[e] || len(e.Places) == 0 || e.Places[0].Place.ID != p.Place.ID {
			continue
		}
		d, _ := si.dateAt(p.Start)
		x.redate(k, d.When, d.OldStyle)
		if handed {
			x.retype(k, "relocation")
		}
		si.events = append(si.events, k)
		return true
	}
	return false
}

// handedOver reports whether the clause tells a person handed over to, or
// received into, a place of custody by others (handover_verbs): a passive
// participle, or a verb with a person as its object («сдали нас»,
// «приняли его»), in a clause of custody, confinement or the police.
func (x *extraction) handedOver(si *sentInfo) bool {
	if !si.custody && !si.confined && !slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.policeWords, t)
	}) {
		return false
	}
	object := slices.ContainsFunc(si.actors, func(a actorMention) bool { return a.object && !a.dative })
	for k, t := range si.st.toks {
		if t.Kind != rutext.Word || t.Quoted || !x.r.MatchWord(x.v.handover, t) || negated(&si.st, k) {
			continue
		}
		if object || !strings.HasSuffix(t.Norm, "л") && !strings.HasSuffix(t.Norm, "ла") && !strings.HasSuffix(t.Norm, "ли") {
			return true
		}
	}
	return false
}

// receivedBack handles a dated clause with no place of its own that tells
// the person received into the place the journey told just before went to,
// named by a pointing word («…повезли в Тверь, в пересыльную
// тюрьму. 3 марта меня приняли в эту тюрьму»): the journey's event
// there takes the clause's date and is a relocation, and its last leg ends
// then.
func (x *extraction) receivedBack(i int, si *sentInfo) bool {
	if len(si.places) > 0 || len(si.dates) == 0 || !x.handedOver(si) || !x.pointsBack(si) {
		return false
	}
	prev := x.units[i-1]
	if si.sent-prev.sent > 1 || !prev.motion {
		return false
	}
	for j := len(prev.events) - 1; j >= 0; j-- {
		k := prev.events[j]
		e := x.events[k]
		if x.dead[e] || len(e.Places) == 0 || e.Type != "trip" && e.Type != "relocation" {
			continue
		}
		d := si.dates[0]
		x.redate(k, d.When, d.OldStyle)
		x.retype(k, "relocation")
		si.events = append(si.events, k)
		x.extendLastLeg(prev, e.Places[0].Place.ID, d.When)
		return true
	}
	return false
}

// pointsBack reports whether the clause's goal is named by a pointing
// word («в эту тюрьму», «в тот же острог»).
func (x *extraction) pointsBack(si *sentInfo) bool {
	toks := si.st.toks
	for k := 0; k+1 < len(toks); k++ {
		if toks[k].Norm != "в" {
			continue
		}
		switch toks[k+1].Norm {
		case "этот", "эту", "это", "эти", "тот", "ту", "те":
			return true
		}
	}
	return false
}

// extendLastLeg makes the leg of unit u that goes to place id end at w
// when it was dated before it: one leg told at its departure and at its
// arrival runs from the one to the other.
func (x *extraction) extendLastLeg(u *sentInfo, id string, w when.Expr) {
	for _, k := range u.moves {
		m := x.moves[k]
		if m.To.Place.ID != id {
			continue
		}
		dep, a := m.When.Interval(), w.Interval()
		if dep.Earliest.IsZero() || a.Latest.IsZero() || a.Earliest.Compare(dep.Latest) <= 0 {
			continue
		}
		if iv, err := when.IntervalExpr(when.Hull(dep, a)); err == nil {
			m.When = iv
		}
	}
}

// retype gives event k another type, keeping the index of events by key
// up to date.
func (x *extraction) retype(k int, typ string) {
	e := x.events[k]
	if e.Type == typ {
		return
	}
	key := e.key()
	x.byKey[key] = slices.DeleteFunc(x.byKey[key], func(j int) bool { return j == k })
	e.Type = typ
	x.byKey[e.key()] = append(x.byKey[e.key()], k)
}

// ownSubject reports whether a clause names a subject of its own, other
// than the persons of the clause before: a person in the nominative or a
// common noun of a living being («куда на другой день прибыл сам
// микадо», «куда приехал его брат»). Its arrival is that person's, not
// the journey of the clause before told again.
func (x *extraction) ownSubject(si, prev *sentInfo) bool {
	if slices.ContainsFunc(si.actors, func(a actorMention) bool {
		return a.kind == actorPerson && a.subject && a.name != prev.primary && !slices.Contains(prev.names, a.name)
	}) {
		return true
	}
	return slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool { return !t.Quoted && x.r.MayBeAnimateSubject(t) })
}

// settleLastTrip makes the journey of the sentence before a change of
// residence when this clause says the traveller lived where it went, and
// not for a short while («Пушкин прибыл в Кишинёв. В Кишинёве он прожил
// почти три года…»).
func (x *extraction) settleLastTrip(si *sentInfo, lv []PlaceMention) {
	// A motion with no place to go to («Там он жил уроками, ходил в
	// библиотеки») is done where the person lives; one to a place is a
	// journey on.
	if si.motion && slices.ContainsFunc(si.places, func(p PlaceMention) bool {
		return !p.Static && (p.Goal || p.Role == RoleDestination || p.Role == RoleOrigin)
	}) {
		return
	}
	// A clause of living that names no place and no date, right after the
	// journey («…и 15-го утром были здесь. Живём пока в пансионе»), tells
	// where the journey led as one naming the place does.
	bare := len(lv) == 0 && len(si.places) == 0 && len(si.dates) == 0 && !si.motion
	if len(lv) == 0 && !bare {
		return
	}
	stay, short := false, false
	for k, t := range si.st.toks {
		if si.inWhere(k) {
			continue
		}
		// With no place named, only living told as done: not an
		// infinitive of what is forbidden or meant («Жить в столицах мне
		// запретили»), nor a negated verb.
		if bare && (strings.HasSuffix(t.Norm, "ть") || negated(&si.st, k)) {
			continue
		}
		stay = stay || x.r.MatchWord(x.v.stayWords, t)
		short = short || x.shortTime(si.st.toks, k)
	}
	if !stay || short {
		return
	}
	e, k := x.lastLiveEvent()
	if e == nil || e.Type != "trip" && !x.reachedByLeg(e) || len(e.Places) == 0 || e.Source.Position.End < x.prevSentenceEnd(si) {
		return // not the journey just told
	}
	if !bare && !slices.ContainsFunc(lv, func(p PlaceMention) bool { return p.Place.ID == e.Places[0].Place.ID && p.Static }) {
		return
	}
	x.retype(k, "relocation")
}

// reachedByLeg reports whether the event e, of type other with no cue
// of its own, is a leg's arrival told by a copula in the leg's sentence
// («выехали из Москвы 11 мая … и 15-го утром были здесь»): its actor at
// the leg's goal. The journey it ends is typed a trip only once the legs
// are complete (legsReachedAreTrips).
func (x *extraction) reachedByLeg(e *Event) bool {
	if e.Type != "other" || e.cue > 0 || e.deed || len(e.Places) == 0 {
		return false
	}
	return slices.ContainsFunc(x.moves, func(m *Movement) bool {
		return m.Source == e.Source && m.Origin != "return" && m.To.Place.ID == e.Places[0].Place.ID && slices.Contains(e.Actors, m.Actor)
	})
}

// prevSentenceEnd is where the sentence before the clause's ends, -1 for
// the first.
func (x *extraction) prevSentenceEnd(si *sentInfo) int {
	if si.sent == 0 {
		return -1
	}
	return x.sents[si.sent-1].st.s.End
}

// redate gives event k another date, keeping the index of events by key
// up to date.
func (x *extraction) redate(k int, w, old when.Expr) {
	e := x.events[k]
	key := e.key()
	x.byKey[key] = slices.DeleteFunc(x.byKey[key], func(i int) bool { return i == k })
	e.When, e.OldStyle, e.DateFrom = w, old, "text"
	x.byKey[e.key()] = append(x.byKey[e.key()], k)
}

// eventPlaces lists an event's places: the main place, then, when the
// sentence has only this one, every other place of the sentence, or else
// the countries that hold it.
func (x *extraction) eventPlaces(main PlaceMention, lv, all []PlaceMention) []PlaceMention {
	out := []PlaceMention{main}
	for _, p := range all {
		if slices.ContainsFunc(out, func(o PlaceMention) bool { return o.Place.ID == p.Place.ID }) {
			continue
		}
		if len(lv) == 1 && p.Role != RoleOrganisation || contains(p.Place, main.Place) {
			out = append(out, p)
		}
	}
	return out
}

// soleEvent returns the one live event a sentence made, nil unless it made
// exactly one.
func (x *extraction) soleEvent(si *sentInfo) *Event {
	var out *Event
	for _, k := range si.events {
		e := x.events[k]
		if x.dead[e] {
			continue
		}
		if out != nil && out != e {
			return nil
		}
		out = e
	}
	return out
}

func (x *extraction) lastEvent(si *sentInfo) (*Event, int) {
	for k := len(si.events) - 1; k >= 0; k-- {
		if e := x.events[si.events[k]]; !x.dead[e] {
			return e, si.events[k]
		}
	}
	return nil, -1
}

// otherSubject reports whether a clause names as its subject a person who
// is none of the event's actors and does something of no type the
// vocabulary knows there: an act of their own («Горький провёл лето
// здесь; живущий по соседству художник Репин написал здесь портрет»),
// unlike one that makes an event of the person the text follows («здесь
// Усатов стал учить меня»: the narrator's studies).
func (x *extraction) otherSubject(si *sentInfo, o *Event) bool {
	if len(o.Actors) == 0 || slices.Contains(o.Actors, si.primary) || si.typ != "other" {
		return false
	}
	return slices.ContainsFunc(si.actors, func(a actorMention) bool {
		return a.kind == actorPerson && a.subject && a.name == si.primary
	})
}

// lastLiveEvent returns the event made last that is still live.
func (x *extraction) lastLiveEvent() (*Event, int) {
	for k := len(x.events) - 1; k >= 0; k-- {
		if e := x.events[k]; !x.dead[e] {
			return e, k
		}
	}
	return nil, -1
}

// anotherThingDone reports whether a sentence says with a verb of its own
// that its person did something of type typ other where an earlier
// sentence's event of type other of theirs, also told by a verb,
// happened: two things done there
// («написал брату… Ожидая отправки, написал здесь рассказ»), not one told
// again.
func (x *extraction) anotherThingDone(si *sentInfo, typ string, o *Event) bool {
	if typ != "other" || !si.strongCue || o.Type != "other" || o.cue != 2 || o.Source.Position.End > si.st.s.Start ||
		si.primary == "" || !slices.Contains(o.Actors, si.primary) {
		return false
	}
	// The person is the writer, or the sentence names them as its subject,
	// not someone else acting on the same matter («академия увеличила
	// премию»).
	writer := si.primary == x.r.Vocabulary().Narrator() || x.firstPerson && si.primary == x.narrator()
	return writer || slices.ContainsFunc(si.actors, func(a actorMention) bool { return a.subject && a.name == si.primary })
}

// whereClauseBeforeLeft returns the place where the clause before, in the
// same sentence, put the person that a dated clause with no place of its
// own goes on telling of («поступил в Казанский университет, а в 1894 году
// окончил его», «приехал в Лион, 28 сентября участвовал в восстании»): the
// goal or location of a journey, a settling or studies, not a place left
// or one of a birth; nil when the clause moves on, tells of someone else,
// or is dated before, or says nothing of a place («и в том же году вступил
// в РСДРП»).
func (x *extraction) whereClauseBeforeLeft(i int, si *sentInfo, e *Event) *PlaceMention {
	if i == 0 || si.motion || x.othersClause(si) || len(e.Actors) == 0 || !x.pointsBackToPlace(si) {
		return nil
	}
	prev := x.units[i-1]
	if prev.sent != si.sent {
		return nil
	}
	pe := x.soleEvent(prev)
	if pe == nil || len(pe.Places) != 1 || pe.Type != "trip" && pe.Type != "relocation" && pe.Type != "school" {
		return nil
	}
	p := pe.Places[0]
	if p.Role != RoleDestination && p.Role != RoleLocation || !slices.ContainsFunc(e.Actors, func(a string) bool { return slices.Contains(pe.Actors, a) }) {
		return nil
	}
	a, b := pe.When.Interval(), e.When.Interval()
	if a.Earliest.IsZero() || b.Earliest.IsZero() || b.Earliest.Compare(a.Earliest) < 0 {
		return nil
	}
	p.implied = true
	return &p
}

// pointsBackToPlace reports whether a clause refers to a place without
// naming it: a pronoun object after its verb («окончил его») or a building
// or an institution in a place phrase («арестовали в ратуше», «сидел в
// тюрьме»).
func (x *extraction) pointsBackToPlace(si *sentInfo) bool {
	rv := x.r.Vocabulary()
	toks := si.st.toks
	for k, t := range toks {
		if t.Kind != rutext.Word || t.Quoted {
			continue
		}
		if g, ok := rv.ObjectPronoun(t.Norm); ok && g != rutext.First && k > 0 && toks[k-1].Kind == rutext.Word && x.r.IsFiniteVerb(toks[k-1]) {
			return true
		}
		if (t.Norm == "в" || t.Norm == "на") && k+1 < len(toks) && !toks[k+1].Upper && rv.IsBuildingNoun(toks[k+1].Norm) {
			return true
		}
	}
	return false
}

// relativeDeed returns what a relative clause right after the place at p
// tells the person did there on a date of its own, its pronoun the object
// of a verb in the past singular said of the person («поступил в Казанский
// университет, который окончил в 1901 году», «…, который она окончила в
// 1901 году»): the type its verb cues (the clause's type when none) and
// the date. A plural verb with no subject («крепость, которую заложили в
// 1710 году») or a subject of the clause's own («Киев, который в 1905 году
// охватила забастовка») tells of the thing: ok is false.
func (x *extraction) relativeDeed(si *sentInfo, p PlaceMention) (typ string, d DateMention, ok bool) {
	rv := x.r.Vocabulary()
	toks := si.st.toks
	e := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= p.End })
	if e < 0 {
		return "", DateMention{}, false
	}
	// Past the rest of the place's phrase, two words at most («в
	// Казанский университет», «Берлинского университета»).
	for limit := e + 2; e < limit && e < len(toks) && toks[e].Kind == rutext.Word && !x.r.IsFiniteVerb(toks[e]); e++ {
	}
	if e+1 >= len(toks) || toks[e].Norm != "," || toks[e+1].Quoted || !rv.IsRelativePronoun(toks[e+1].Norm) {
		return "", DateMention{}, false
	}
	verb := -1
	end := len(toks)
	for k := e + 2; k < len(toks); k++ {
		t := toks[k]
		if t.Kind == rutext.Punct && (t.Text == "," || t.Text == ";" || t.Text == ":") && !si.inDate(t.Start, t.End) {
			end = k
			break
		}
		if t.Kind != rutext.Word || si.inDate(t.Start, t.End) {
			continue
		}
		if _, pro := rv.Pronoun(t.Norm); pro && verb < 0 {
			continue
		}
		if verb < 0 {
			if !x.r.IsFiniteVerb(t) || !x.r.IsPastVerb(t) || strings.HasSuffix(t.Norm, "ли") || strings.HasSuffix(t.Norm, "лись") {
				return "", DateMention{}, false
			}
			verb = k
			continue
		}
		if x.r.MayBeCase(t, "nomn") && x.r.IsNounOnly(t) {
			return "", DateMention{}, false // the verb's own subject
		}
	}
	if verb < 0 {
		return "", DateMention{}, false
	}
	at := slices.IndexFunc(si.dates, func(m DateMention) bool {
		return m.Start > toks[e+1].Start && (end == len(toks) || m.Start < toks[end].Start)
	})
	if at < 0 {
		return "", DateMention{}, false
	}
	w := x.cuesIn(si, verb)
	return w.best(si.typ), si.dates[at], true
}

// historicalPresent reports whether t is a finite verb in the present
// tense, the third person singular, in a text told in the third person,
// as a biography narrates the past («Здесь он сплачивает ссыльных», «Здесь
// он поступает на завод»). A diary's or a letter's present is the
// writer's own time («слушаю, что здесь говорят»).
func (x *extraction) historicalPresent(t rutext.Token) bool {
	if t.Kind != rutext.Word || x.firstPerson || !x.r.IsFiniteVerb(t) {
		return false
	}
	return slices.ContainsFunc(x.r.Analyzer().Parse(t.Norm), func(p rutext.Parse) bool {
		return p.Known && p.Tag.POS == "VERB" && p.Tag.Has("pres") && p.Tag.Has("3per") && p.Tag.Has("sing")
	})
}

// workThere reports whether a clause that only points back to the place of
// the last event, a move there, tells what the person did there
// («поселился в Казани. Там он шил крестьянам обувь», «Там же он начал
// писать стихи»): a clause with «там» or «здесь», no cue, and a verb in the
// past of its own that is no stay, no motion and no «быть», said of the
// person the text follows. The stay that goes
// on telling of the move («Прожил он там недолго», «Там я провёл три
// года») is no work.
func (x *extraction) workThere(si *sentInfo, o *Event) bool {
	if o.Type != "relocation" && o.Type != "trip" || si.motion || si.hasCue || x.othersClause(si) || x.yearsLong(si) || x.v.longTime(&si.st) ||
		!slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
			return t.Kind == rutext.Word && !t.Quoted && (x.r.IsPastVerb(t) || x.historicalPresent(t))
		}) {
		return false
	}
	adverb := false
	for j, t := range si.st.toks {
		adverb = adverb || !t.Quoted && placeAdverb(&si.st, j)
		if x.cuesIn(si, j) != (typeWeights{}) {
			return false // even a weak cue («Там я провёл три года») tells a stay
		}
	}
	if !adverb {
		return false // «Город показался ему скучным»: a description of the place
	}
	for _, t := range si.st.toks {
		if t.Kind != rutext.Word || t.Quoted || !x.r.IsFiniteVerb(t) {
			continue
		}
		if strings.HasPrefix(t.Norm, "был") || x.r.MatchWord(x.v.motionVerbs, t) || x.r.MatchWord(x.v.stayWords, t) || x.r.MatchWord(x.v.residence, t) {
			return false
		}
	}
	return x.actsOnItsOwn(si)
}

// anotherDeed reports whether event e of clause si is another thing done
// than the event idx an earlier clause of the sentence told at the same
// place and date: both of type other, each told by a strong cue, the
// clause's by a perfective verb in the past of its own, a thing done
// and completed («…положив начало рельсовому пути, а
// затем возвратился в город и положил первый камень вокзала»). Not in a
// sentence of custody, whose clauses tell one arrest step by step.
func (x *extraction) anotherDeed(si *sentInfo, idx int, typ string) bool {
	o := x.events[idx]
	if typ != "other" || o.Type != "other" || !si.strongCue || o.cue != 2 || si.custody || slices.Contains(si.events, idx) ||
		o.Source.Position.Start != si.st.s.Start {
		return false
	}
	for k, t := range si.st.toks {
		if t.Kind == rutext.Word && !t.Quoted && x.r.IsPerfectivePast(t) && x.cuesIn(si, k)[typeIndex("other")] >= 2 {
			return true
		}
	}
	return false
}

// key is the identity addEvent merges on.
func (e *Event) key() eventKey {
	k := eventKey{typ: e.Type, when: e.When.String()}
	if len(e.Places) > 0 {
		k.place = e.Places[0].Place.ID
	} else {
		k.place = "actors:" + strings.Join(e.Actors, "|")
	}
	return k
}

func (x *extraction) kill(e *Event) {
	x.dead[e] = true
	k := e.key()
	x.byKey[k] = slices.DeleteFunc(x.byKey[k], func(i int) bool { return x.events[i] == e })
}

// addEvent adds e unless an event of the same type, main place and date
// exists already (the text tells of it again: «В Брюсселе съезд
// открылся…»), in which case that one takes e's places and actors; its
// source stays the first telling, so that sources never grow.
func (x *extraction) addEvent(si *sentInfo, e *Event) {
	if w, ok := x.bornByAge(si, e); ok {
		// What else the sentence tells («бывший студент …») is not done
		// at the birthplace: the event there is the birth.
		e.Type, e.When, e.OldStyle = "other", w, when.Expr{}
	}
	switch {
	case si.strongCue:
		e.cue = 2
	case si.hasCue:
		e.cue = max(e.cue, 1)
	}
	if e.Type == "other" && e.befalls == "" {
		e.befalls = x.befallsIn(si)
	}
	if len(e.Places) > 0 {
		// One event per place and date in a sentence («переехали в
		// Баден-Баден, и там писатель проиграл…»).
		sk := sentPlaceKey{si.sent, e.Places[0].Place.ID, e.When.String()}
		idx, ok := x.bySentPlace[sk]
		if ok && e.cue == 2 && x.anotherDeed(si, idx, e.Type) {
			e.deed = true
		}
		if ok && !x.dead[x.events[idx]] && !x.otherSubject(si, x.events[idx]) && !e.deed && x.events[idx].message == e.message && !otherHappenings(x.events[idx], e) &&
			!(x.events[idx].Type != e.Type && e.cue == 2 && e.Type != "relocation" && e.Type != "trip") {
			// What a cue says was done at the place settled in is an
			// event of its own (see doneThereBesides).
			o := x.events[idx]
			o.Actors = appendUnique(o.Actors, e.Actors...)
			if o.Type == "other" && e.Type != "other" && e.cue == 2 {
				// «задержали на собрании…: «заключён в Батумскую
				// тюрьму»»: the arrest ends in prison, a relocation.
				o.Type = e.Type
			}
			si.events = append(si.events, idx)
			return
		}
		defer func() { x.bySentPlace[sk] = len(x.events) - 1 }()
	}
	if !e.When.IsZero() && !e.deed {
		for _, idx := range x.byKey[e.key()] {
			o := x.events[idx]
			// Two parties doing the same thing at the same place and time
			// are two events («Искра» moves to London; so does Lenin).
			if len(o.Actors) > 0 && len(e.Actors) > 0 && len(e.Places) > 0 && !slices.ContainsFunc(o.Actors, func(a string) bool { return slices.Contains(e.Actors, a) }) {
				continue
			}
			// «Лечусь на водах… Сегодня отправил рукопись»: a happening of
			// type other is no journey or congress a text tells twice.
			if x.anotherThingDone(si, e.Type, o) || o.message != e.message || otherHappenings(o, e) {
				continue
			}
			for _, p := range e.Places {
				if !slices.ContainsFunc(o.Places, func(q PlaceMention) bool { return q.Place.ID == p.Place.ID }) {
					o.Places = append(o.Places, p)
				}
			}
			o.Actors = appendUnique(o.Actors, e.Actors...)
			si.events = append(si.events, idx)
			return
		}
	}
	x.events = append(x.events, e)
	idx := len(x.events) - 1
	si.events = append(si.events, idx)
	if !e.When.IsZero() {
		k := e.key()
		x.byKey[k] = append(x.byKey[k], idx)
	}
}

// befallsIn returns the first verb of life_events outside a quotation in
// clause si, its predicate (arrested, died, buried), cut to its first four letters
// so that the forms of one word agree; "" when there is none.
func (x *extraction) befallsIn(si *sentInfo) string {
	for _, t := range si.st.toks {
		if t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.lifeEvents, t) && x.r.IsFiniteVerb(t) {
			rs := []rune(t.Norm)
			return string(rs[:min(4, len(rs))])
		}
	}
	return ""
}

// otherHappenings reports whether two events of type other at one place
// and date are two things that happened there: what befell the person (an
// arrest, a death, a burial) and something else, or two different such
// things («восстание кончилось неудачей: Бакунина арестовали», «умер в
// Берне … похоронен в Берне»).
func otherHappenings(o, e *Event) bool {
	return o.Type == "other" && e.Type == "other" && o.befalls != e.befalls
}

// befallsAt reports whether the word at offset is one of life_events:
// what befalls a person (an arrest, a death, a sentence), an event of its
// own wherever it happens.
func (x *extraction) befallsAt(si *sentInfo, offset int) bool {
	k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start == offset })
	return k >= 0 && si.st.toks[k].Kind == rutext.Word && x.r.MatchWord(x.v.lifeEvents, si.st.toks[k])
}

// lastOfList returns the last town of the list p begins in its sentence
// («побывал в Нью-Йорке, Вашингтоне и Чикаго»): a journey that reached the
// towns of a list one after the other ends at the last; p itself when it
// begins none.
func (x *extraction) lastOfList(si *sentInfo, p PlaceMention) PlaceMention {
	last := p
	for _, q := range si.places {
		if q.Start < last.End || q.implied || !q.mention.Listed || isArea(q.Place) || isArea(last.Place) {
			continue
		}
		if between := strings.TrimSpace(strings.Trim(strings.TrimSpace(string(x.rs[last.End:q.Start])), ",")); between != "" && between != "и" {
			break
		}
		last = q
	}
	return last
}

// locatedBy reports whether q, a natural feature (a river, a lake, a
// range), follows p in apposition only to say where p lies: a comma, a
// preposition, then no verb («в Самаре, на берегу Волги», «в Амдо, на
// верхнем течении Хуанхэ», «в Нижнем Новгороде, на Волге»).
func (x *extraction) locatedBy(si *sentInfo, p, q PlaceMention) bool {
	if !q.Place.Natural() || p.Place.Natural() || p.implied || q.implied || q.prep == "" || p.End > q.Start {
		return false
	}
	var between []rutext.Token
	for _, t := range si.st.toks {
		if t.Start >= p.End && t.End <= q.Start {
			between = append(between, t)
		}
	}
	if len(between) < 2 || between[0].Norm != "," {
		return false
	}
	for _, t := range between[1:] {
		if t.Kind != rutext.Word || x.r.IsFiniteVerb(t) || t.Norm == "и" || t.Norm == "а" || x.v.onwardWords[t.Norm] {
			return false
		}
	}
	return true
}

// roamedFrom reports whether p is a land the clause goes about («по
// Кавказу», «по Тульской губернии») while the person was last at the town
// old.
func (x *extraction) roamedFrom(p, old *PlaceMention) bool {
	return p.prep == "по" && isArea(p.Place) && !p.implied && !p.Place.Natural() && !isArea(old.Place)
}

// updateLastPlaces records where the sentence's actor was last: its
// movement's destination, else its event's main place. A country that
// holds the place known already adds nothing («выдворен из Бельгии» after
// «в Брюсселе»).
// summerAwayFrom reports whether p is a land the clause has the person
// in for the summer («летом», «летние месяцы», a date of the summer) while
// the person was last at a town outside it: a season away from the town
// («жил в Москве, а летние месяцы — в имении в Воронежской губ.»), which
// stays the place the next leg sets out from.
func (x *extraction) summerAwayFrom(si *sentInfo, p, old *PlaceMention) bool {
	if !isArea(p.Place) || p.implied || p.Place.Natural() || isArea(old.Place) {
		return false
	}
	if slices.ContainsFunc(si.dates, func(d DateMention) bool {
		return d.Start < p.Start && strings.HasSuffix(d.When.String(), "-22")
	}) {
		return true
	}
	return slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.End <= p.Start && t.Kind == rutext.Word && !t.Quoted && x.v.summerAway.Match(t.Norm)
	})
}

// tellsLifeSpan reports whether the clause is an entry's heading that gives
// the span of a life in brackets: two dates, the later after the earlier,
// each with its place («[27 янв. 1834, Тобольск, — 20 янв. 1907,
// Петербург]»).
func (x *extraction) tellsLifeSpan(si *sentInfo) bool {
	var dates []DateMention
	for _, d := range si.dates {
		if x.inBrackets(d.Start) {
			dates = append(dates, d)
		}
	}
	places := 0
	for _, q := range si.places {
		if x.inBrackets(q.Start) && !q.implied {
			places++
		}
	}
	if len(dates) < 2 || places < 2 {
		return false
	}
	first, last := dates[0].When.Interval(), dates[len(dates)-1].When.Interval()
	return !first.Earliest.IsZero() && !last.Earliest.IsZero() && last.Earliest.Compare(first.Earliest) > 0
}

// ownsWork reports whether the thing an owner's pronoun stands before,
// past its adjectives («его первая симфония», «её картины»), is a work
// of the person's (authors_works): where it was performed, shown or
// published is not where its author was.
func (x *extraction) ownsWork(si *sentInfo) bool {
	toks := si.st.toks
	if slices.ContainsFunc(si.actors, func(a actorMention) bool { return a.subject }) || slices.ContainsFunc(toks, func(t rutext.Token) bool {
		_, role := x.r.Vocabulary().RoleNoun(t.Norm)
		return t.Kind == rutext.Word && !t.Quoted && (role || t.Norm == "сам" || t.Norm == "сама")
	}) {
		// «шла его трагедия, в которой автор сам играл главную роль»:
		// the author acts there too.
		return false
	}
	for _, a := range si.actors {
		if !a.owner {
			continue
		}
		for k := a.to; k < len(toks) && k < a.to+3; k++ {
			t := toks[k]
			if t.Kind != rutext.Word || t.Quoted {
				break
			}
			if x.r.MatchWord(x.v.authorsWorks, t) {
				return true
			}
			if !x.r.MayBeAdjective(t) {
				break
			}
		}
	}
	return false
}

func (x *extraction) updateLastPlaces(si *sentInfo) {
	// A report's header («тифлисский полицмейстер телеграфировал, что …»)
	// places its sender, not the person the text follows.
	if si.primary == "" || si.departureRetold || si.laysLine && len(si.moves) == 0 || si.report && len(si.moves) == 0 && x.thatHeader(si) && !x.namesPrimary(si) || (!si.subject || si.thingSubject) && len(si.moves) == 0 && !x.tellsBirth(si) {
		return
	}
	var p, left *PlaceMention
	var pWhen when.Expr
	if n := len(si.moves); n > 0 {
		to, from := x.moves[si.moves[n-1]].To, x.moves[si.moves[n-1]].From
		to = x.lastOfList(si, to)
		p, left = &to, &from
		pWhen = x.moves[si.moves[n-1]].When
	} else if lv := slices.DeleteFunc(leaves(si.places), func(p PlaceMention) bool {
		// «ждали полномочных из Эдо», «получили письма из Лондона»: with
		// no move of the subject, a place something or someone came from
		// is not where the subject is.
		return x.plannedGoal(si, p) || x.askedGoal(si, p) || p.Role == RoleOrigin && !p.implied && !si.motion && !si.settles && x.originOfNoun(si, p) ||
			// «встретился с приехавшим из России Нечаевым»: where
			// another came from.
			p.Role == RoleOrigin && x.arrivedFrom(si, p) ||
			// «проводил брата, уезжавшего в Москву»: where another went.
			x.othersNounParticiple(si, p.Start) ||
			// «Гаагский конгресс исключил его»: a body acting on the
			// person, who need not be where it sits.
			x.actsOnPerson(si, p) ||
			// «пошли на север вдоль берегов Кореи»: a land named only as a
			// reference is not reached; the last place stays the town.
			p.Role == RoleReference && isArea(p.Place) && x.lastPlace[si.primary] != nil && !isArea(x.lastPlace[si.primary].Place) ||
			// «его влияние на рабочих Юрской федерации, Италии и
			// Испании было велико»: the person's thing is only told of
			// there; «отмечалось его 50-летие в Петербурге» happens in
			// the town.
			si.ownedThing && len(si.moves) == 0 && (!x.placeGoverned(si, p) || x.ownsWork(si))
	}); len(lv) > 0 {
		p = &lv[len(lv)-1]
		if n := len(lv); n > 1 && x.locatedBy(si, lv[n-2], lv[n-1]) {
			// «гостил в Нижнем Новгороде, на Волге»: the river says where
			// the town lies; the person is in the town.
			p = &lv[n-2]
		}
	}
	if p != nil && len(si.moves) == 0 && x.recalledLeftPlace(si, p) {
		return
	}
	if p != nil && x.inBrackets(p.Start) && !slices.ContainsFunc(si.moves, func(k int) bool { return x.moves[k].To.Start == p.Start }) {
		// (Not the goal of the clause's journey: «выслан в Вост. Сибирь
		// (с. Казачинское)».)
		// «[1865, Курляндская губ. — 12.9.1929, Майори]»: an aside, but
		// in an entry's heading the life starts at its first place, the
		// birth, where the body's first move leaves from.
		if si.sent != 0 || !x.tellsLifeSpan(si) {
			return
		}
		k := slices.IndexFunc(si.places, func(q PlaceMention) bool { return x.inBrackets(q.Start) && !q.implied })
		if k < 0 {
			return
		}
		p = &si.places[k]
	}
	if p == nil && x.titleTown != nil && len(si.places) == 0 && slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.birthWords, t)
	}) {
		// A town's history: a birth with no place named is in the town,
		// the person's home («в семье купца родился сын Николай», later
		// «вернулся в родной город»).
		h := *x.titleTown
		h.implied, h.Role, h.Sentence = true, RoleLocation, si.sent
		h.Start, h.End = si.start(), si.start()
		p = &h
	}
	if p == nil {
		return
	}
	pw := pWhen
	if pw.IsZero() {
		var old when.Expr
		var from string
		si.setDate(p.Start, &pw, &old, &from)
	}
	memory := x.remembered(si, pw)
	if memory {
		for _, k := range si.moves {
			x.memories[x.moves[k]] = true
		}
	}
	names := append([]string{si.primary}, si.names...)
	if h := x.persons.Protagonist(); h != "" && !slices.Contains(names, h) && x.opensWithLife(si) {
		// «Род. … в Новоград-Волынском…; дядя — учёный М. П.
		// Драгоманов»: an article's «Род.», «Ум.» are its subject's.
		names = append(names, h)
	}
	for _, name := range names {
		x.seen(name, p.Place.ID, pw)
		if left != nil {
			x.seen(name, left.Place.ID, pw)
		}
		old := x.lastPlace[name]
		if old != nil && (contains(p.Place, old.Place) || old.Place.ID == p.Place.ID) || memory {
			continue
		}
		switch {
		case left != nil:
			x.prevPlace[name] = left // the place the movement left
		case old != nil:
			x.prevPlace[name] = old
		}
		if len(si.moves) == 0 && old != nil && name == si.primary && (x.roamedFrom(p, old) || x.summerAwayFrom(si, p, old)) {
			// «участвовал в экскурсиях по Тульской губ.», «путешествовал
			// по Кавказу»: a land gone about is a round trip from the
			// town the person was at; a later leg that names no origin
			// starts there again, a return told goes from the land.
			x.base[name] = tripBase{place: *old, sent: si.sent, goal: p.Place.ID}
		}
		x.lastPlace[name] = p
		if !pw.IsZero() {
			x.placeWhen[p.Start] = pw
		}
		if x.home[name] == nil && len(si.moves) == 0 && x.tellsOrigin(si) {
			x.home[name] = p
		}
	}
}

// recalledLeftPlace reports whether p, the place a clause with no move
// and no date after the journey's end puts its person at, is one the person's last
// journey, told just before in the paragraph, left («ездил в Москву, а
// оттуда в Саратов, и к Рождеству вернулся сюда. То, что я видел в Москве,
// не забуду никогда»): the clause looks back on the journey; the person
// stays where it took them.
func (x *extraction) recalledLeftPlace(si *sentInfo, p *PlaceMention) bool {
	if p.implied || si.motion || si.settles {
		return false
	}
	k := x.lastLeg(si.primary)
	if k < 0 || x.moves[k].To.Place.ID == p.Place.ID || contains(x.moves[k].To.Place, p.Place) {
		return false
	}
	back := x.moves[k].When.Interval()
	if slices.ContainsFunc(x.sents[si.sent].dates, func(d DateMention) bool {
		iv := d.When.Interval()
		return iv.Earliest.IsZero() || back.Latest.IsZero() || iv.Earliest.Compare(back.Latest) > 0
	}) {
		// «В 1889 г. в Москве…»: a time after the journey's end is
		// another stay there.
		return false
	}
	for ; k >= 0; k-- {
		m := x.moves[k]
		if m.Actor != si.primary {
			continue
		}
		legSent := x.sentOf(m.Source.Position.Start)
		if legSent < 0 || legSent >= si.sent || si.sent-legSent > 2 || x.sents[legSent].st.s.Paragraph != si.st.s.Paragraph {
			return false
		}
		if m.From.Place.ID == p.Place.ID {
			return true
		}
	}
	return false
}

// tellsOrigin reports whether a clause tells where its person was born or
// comes from («родился в Херсоне», «происходит из мещан Моршанска»): the
// person's home, where «на родину» goes.
func (x *extraction) tellsOrigin(si *sentInfo) bool {
	return slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && (x.r.MatchWord(x.v.birthWords, t) || x.r.MatchWord(x.v.descentWords, t))
	})
}

// remembered reports whether a clause dated w tells a memory: w ends before
// the date the text had reached, and the next date the text gives is back
// at that date or later («10 мая. Пермь. … Эту песню я впервые
// слышал ещё в 1840 году, когда меня везли в Тобольск»). A memory does not move
// the person's present place.
func (x *extraction) remembered(si *sentInfo, w when.Expr) bool {
	now := si.ctxBefore.When.Interval().Earliest
	end := w.Interval().Latest
	if !si.ctxBefore.Valid() || w.IsZero() || now.IsZero() || end.IsZero() || end.Compare(now) >= 0 {
		return false
	}
	after := 0
	if n := len(si.st.toks); n > 0 {
		after = si.st.toks[n-1].End
	}
	for _, sj := range x.sents[si.sent:] {
		for _, d := range sj.dates {
			// The sentence's own later clauses count («…, оттуда ездила в
			// Рим; в начале 1885 года …»).
			if e := d.When.Interval().Earliest; !d.aside && !e.IsZero() && d.Start >= after {
				return e.Compare(now) >= 0
			}
		}
	}
	return true
}

// seen records that the text puts name at place id at date w, keeping the
// earliest such date.
func (x *extraction) seen(name, id string, w when.Expr) {
	if w.IsZero() {
		return
	}
	m := x.seenAt[name]
	if m == nil {
		m = map[string]when.Interval{}
		x.seenAt[name] = m
	}
	iv := w.Interval()
	if old, ok := m[id]; !ok || !iv.Earliest.IsZero() && (old.Earliest.IsZero() || iv.Earliest.Compare(old.Earliest) < 0) {
		m[id] = iv
	}
}

// laterPlace reports whether the place p, taken as an implied origin, is
// known at a date wholly after the leg told at offset at, and the text
// never put the actor there earlier: a text that goes
// back in time («Летом 1918 года … в Царицын. Осенью 1879 года … выслан»)
// does not start the earlier journey at the later place.
func (x *extraction) laterPlace(si *sentInfo, p *PlaceMention, at int) bool {
	pw, ok := x.placeWhen[p.Start]
	if !ok || p.Start >= si.st.s.Start && p.End <= at {
		// A place reached earlier in the same sentence («прибыл сюда
		// из Владивостока; вчера отплыл в Сан-Франциско») was reached
		// first: the sentence tells the arrival, then the departure.
		return false
	}
	var w, old when.Expr
	var from string
	si.setDate(at, &w, &old, &from)
	if w.IsZero() {
		return false
	}
	b := w.Interval()
	after := func(a when.Interval) bool {
		return !a.Earliest.IsZero() && !b.Latest.IsZero() && a.Earliest.Compare(b.Latest) > 0
	}
	if !after(pw.Interval()) {
		return false
	}
	// The actor was there before the leg too («вернулась в Стокгольм» in
	// 1890, a report from Stockholm in 1891, then back to December 1890).
	if iv, ok := x.seenAt[si.primary][p.Place.ID]; ok && !after(iv) {
		return false
	}
	return true
}

// inBrackets reports whether offset lies inside round or square brackets
// of its sentence.
func (x *extraction) inBrackets(offset int) bool {
	depth := 0
	for i := offset - 1; i >= 0 && i > offset-400; i-- {
		switch x.rs[i] {
		case ')', ']':
			depth++
		case '(', '[':
			if depth == 0 {
				return !x.editorsNote(i)
			}
			depth--
		case '.', '!', '?', '\n':
			if depth == 0 && x.rs[i] == '\n' {
				return false
			}
		}
	}
	return false
}

// editorsNote reports whether the bracket opening at rune offset open
// starts a paragraph that it closes at the paragraph's end after a full
// stop («[Указом 8 июля 1906 г. Дума была распущена. На следующий день Б.
// уехал в Выборг…]»): an editor's note between letters or entries, which
// tells the story as the text does, not an aside.
func (x *extraction) editorsNote(open int) bool {
	for j := open - 1; j >= 0 && x.rs[j] != '\n'; j-- {
		if !unicode.IsSpace(x.rs[j]) {
			return false
		}
	}
	closing := map[rune]rune{'(': ')', '[': ']'}[x.rs[open]]
	depth := 0
	for j := open + 1; j < len(x.rs) && x.rs[j] != '\n'; j++ {
		switch x.rs[j] {
		case x.rs[open]:
			depth++
		case closing:
			if depth > 0 {
				depth--
				continue
			}
			end := j + 1
			for end < len(x.rs) && x.rs[end] != '\n' && unicode.IsSpace(x.rs[end]) {
				end++
			}
			return (end == len(x.rs) || x.rs[end] == '\n') && j > 0 && strings.ContainsRune(".!?", x.rs[j-1])
		}
	}
	return false
}

// fillFollowingDates dates what no sentence before it dated: at the latest
// when the text's first later date ends («../1902-06»). One pass over the
// dates and the items in text order.
func (x *extraction) fillFollowingDates() {
	var bounded []DateMention
	for _, si := range x.sents {
		for _, d := range si.dates {
			if !d.When.Interval().Latest.IsZero() {
				bounded = append(bounded, d)
			}
		}
	}
	// before bounds an undated entry by the next date after it: "../date".
	before := func(w *when.Expr, from *string, start int) {
		if !w.IsZero() {
			return
		}
		k := sort.Search(len(bounded), func(i int) bool { return bounded[i].Start >= start })
		if k == len(bounded) {
			return
		}
		if u, err := when.Until(bounded[k].When); err == nil {
			*w, *from = u, "following"
		}
	}
	for _, e := range x.events {
		before(&e.When, &e.DateFrom, e.Source.Position.Start)
	}
	for _, m := range x.moves {
		before(&m.When, &m.DateFrom, m.Source.Position.Start)
	}
}

// result assembles the Result: live events in text order with ids and
// confidences.
func (x *extraction) result() *Result {
	r := &Result{Text: x.text}
	for _, si := range x.sents {
		r.Sentences = append(r.Sentences, si.st.s)
		r.Dates = append(r.Dates, si.dates...)
		for _, p := range si.places {
			if !p.implied {
				r.Places = append(r.Places, p)
			}
		}
		for _, u := range si.unplaced {
			r.Unplaced = append(r.Unplaced, newSource(x.rs, u[0], u[1]))
		}
	}
	for _, e := range x.events {
		if x.dead[e] {
			continue
		}
		e.Confidence = x.eventConfidence(e)
		e.Approximate = len(e.Places) > 0 && isArea(e.Places[0].Place)
		r.Events = append(r.Events, *e)
	}
	sort.SliceStable(r.Events, func(i, j int) bool {
		return r.Events[i].Source.Position.Start < r.Events[j].Source.Position.Start
	})
	// Ids: type and main place; where two events share them, the first
	// actor tells them apart («relocation-london», «relocation-london-lenin»).
	ids := map[string]int{}
	bases := make([]string, len(r.Events))
	count := map[string]int{}
	for i, e := range r.Events {
		bases[i] = e.Type
		if len(e.Places) > 0 {
			bases[i] += "-" + x.placeSlug(e.Places[0].Place)
		} else if len(e.Actors) > 0 {
			bases[i] += "-" + x.slug(e.Actors[0])
		}
		count[bases[i]]++
	}
	seen := map[string]bool{}
	for i := range r.Events {
		e := &r.Events[i]
		base := bases[i]
		if count[base] > 1 && seen[base] && len(e.Places) > 0 && len(e.Actors) > 0 {
			base += "-" + x.slug(e.Actors[0])
		}
		seen[bases[i]] = true
		e.ID = uniqueID(ids, base)
	}
	for _, m := range x.moves {
		if m.From.Place.ID == m.To.Place.ID {
			// No way on the map: a leg merged with its own stop or told
			// again from where it ended («двинулся на Баязет … занял
			// Баязет»).
			continue
		}
		m.ID = uniqueID(ids, x.slug(m.Actor)+"-"+x.placeSlug(m.From.Place)+"-"+x.placeSlug(m.To.Place))
		m.Confidence = movementConfidence(m)
		r.Movements = append(r.Movements, *m)
	}
	r.Wrapped = rutext.HardWrapped(x.rs, r.Sentences)
	return r
}

func uniqueID(ids map[string]int, base string) string {
	base = strings.Trim(base, "-")
	if base == "" {
		base = "item"
	}
	ids[base]++
	if n := ids[base]; n > 1 {
		return base + "-" + itoa(n)
	}
	return base
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	return string(b)
}

func (x *extraction) eventConfidence(e *Event) float64 {
	c := 0.3
	switch e.DateFrom {
	case "text":
		c += 0.3
	case "context":
		c += 0.2
	case "following":
		c += 0.05
	}
	if len(e.Places) > 0 {
		c += 0.2 * min(1, e.Places[0].Score/0.8)
	} else {
		c += 0.1
	}
	switch {
	case e.cue == 2:
		c += 0.2
	case e.cue == 1 || len(e.Places) == 0 && e.Type != "other":
		c += 0.1
	}
	return round2(min(c, 0.99))
}

func movementConfidence(m *Movement) float64 {
	c := 0.3
	switch m.Origin {
	case "text":
		c += 0.3
	case "companion":
		c += 0.2
	case "last-known", "return":
		c += 0.15
	}
	switch m.DateFrom {
	case "text":
		c += 0.3
	case "context":
		c += 0.2
	case "following":
		c += 0.05
	}
	return round2(min(c, 0.99))
}

// placeSlug is a lower-case ASCII slug of a place's preferred name.
func (x *extraction) placeSlug(p gazetteer.Place) string {
	if s := x.slug(p.Name); s != "" {
		return s
	}
	return x.slug(p.ID)
}

// slug turns a name into lower-case ASCII words joined by hyphens,
// transliterating Cyrillic (rutext's table) after geo.Key's folding of
// case and diacritics.
func (x *extraction) slug(s string) string {
	k := toponym.Key(s)
	var b strings.Builder
	rv := x.r.Vocabulary()
	for _, r := range k {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == ' ':
			b.WriteByte('-')
		default:
			t, _ := rv.Translit(r)
			b.WriteString(t)
		}
	}
	return strings.Trim(b.String(), "-")
}

// messageMoves reports whether the verb of motion of a clause has a
// message word or a word of news beside it, past its adjectives, as its
// subject («ушла телеграмма», «письмо пришло», «приходили тревожные
// вести»): the message travels, not a person.
func (x *extraction) messageMoves(si *sentInfo) bool {
	toks := si.st.toks
	for k, t := range toks {
		if t.Start != si.motionStart {
			continue
		}
		for _, step := range []int{-1, 1} {
			// The noun next to the verb, past its adjectives («приходили
			// тревожные вести»).
			j := k + step
			for j >= 0 && j < len(toks) && toks[j].Kind == rutext.Word && x.r.IsAdjective(toks[j]) && !x.r.MatchWord(x.v.newsWords, toks[j]) {
				j += step
			}
			if j >= 0 && j < len(toks) && toks[j].Kind == rutext.Word && (x.r.MatchWord(x.v.messageWords, toks[j]) || x.r.MatchWord(x.v.newsWords, toks[j])) && x.r.MayBeCase(toks[j], "nomn") {
				return true
			}
		}
	}
	return false
}

// vesselGoes reports whether a clause tells a ship going to a place: a
// vessel's noun in the nominative or accusative, after no preposition
// («фрегат вернулся», «корвет потребовали обратно»), a goal named and no
// verb of settling.
func (x *extraction) vesselGoes(si *sentInfo) bool {
	if si.settles || !slices.ContainsFunc(si.places, func(p PlaceMention) bool { return p.Goal && !p.implied }) {
		return false
	}
	toks := si.st.toks
	if slices.ContainsFunc(toks, func(t rutext.Token) bool { return t.Kind == rutext.Word && !t.Quoted && x.motionVerb(t) }) && !si.motion {
		// «пароход не заходит в Смирну»: the vessel's move is denied.
		return false
	}
	for k, t := range toks {
		if t.Kind == rutext.Word && !t.Quoted && x.v.vessels[t.Norm] && (k == 0 || !isPrep(x.r.Vocabulary(), toks[k-1].Norm)) {
			return true
		}
		if t.Kind == rutext.Word && t.Quoted && x.ships[t.Norm] && k > 0 && toks[k-1].Kind != rutext.Word &&
			(k < 2 || !toks[k-2].Quoted && !isPrep(x.r.Vocabulary(), toks[k-2].Norm)) {
			// «Весной 1865 г. «Алмаз» вернулся в Кронштадт»: a ship told
			// by the name the text gave it («на клипере «Алмаз»»).
			return true
		}
	}
	return false
}

// nameShips notes the quoted names the sentence gives vessels: the word
// right after a noun of a vessel in any case («на клипере «Алмаз»»,
// «фрегат «Паллада»»).
func (x *extraction) nameShips(si *sentInfo) {
	toks := si.st.toks
	for k, t := range toks {
		if t.Kind != rutext.Word || t.Quoted || !x.vesselNoun(t) {
			continue
		}
		for j := k + 1; j < len(toks) && j <= k+2; j++ {
			if toks[j].Kind == rutext.Word {
				if toks[j].Quoted {
					if x.ships == nil {
						x.ships = map[string]bool{}
					}
					x.ships[toks[j].Norm] = true
				}
				break
			}
		}
	}
}

// vesselNoun reports whether t is a noun of a vessel in any case: the
// word itself, its stem before a case ending of one or two letters
// («клипере», «фрегатом»), or its dictionary lemma, which also undoes a
// fleeting vowel («броненосца», «миноносцем»).
func (x *extraction) vesselNoun(t rutext.Token) bool {
	for _, l := range x.r.NounLemmas(t) {
		if x.v.vessels[l] {
			return true
		}
	}
	r := []rune(t.Norm)
	for cut := 0; cut <= 2 && cut < len(r); cut++ {
		if x.v.vessels[string(r[:len(r)-cut])] {
			return true
		}
	}
	return false
}

// othersVerblessStay reports whether the clause says, with no verb, where
// a person other than the one the text follows now is («Сам Николай
// Иванович теперь в Стокгольме»): that person is staying there, away.
func (x *extraction) othersVerblessStay(si *sentInfo) bool {
	toks := si.st.toks
	for _, a := range si.actors {
		if a.kind != actorPerson || !a.subject || a.unit || a.name == x.persons.Protagonist() || a.name == x.narrator() {
			continue
		}
		for _, p := range si.places {
			if p.Role != RoleLocation || p.Goal || p.implied {
				continue
			}
			at := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= p.Start })
			if at < a.to || at-a.to > 3 {
				continue
			}
			verbless := true
			for k := a.to; k < at; k++ {
				t := toks[k]
				if t.Kind != rutext.Word || x.r.IsFiniteVerb(t) || x.r.MayBeNonPastVerb(t) {
					verbless = false
				}
			}
			return verbless
		}
		return false
	}
	return false
}

// coveringStay returns the last stay (a relocation) of the person of a
// dated clause with no place of its own that tells something done (type
// other or school), when the stay's span («с 1885 по 1890 год», «с
// августа 1824 года») covers the clause's date and the text has neither
// moved the person since nor placed them elsewhere but on a visit; nil
// otherwise. A stay dated by a single year or day has no span to cover
// anything later.
func (x *extraction) coveringStay(si *sentInfo, e *Event) *Event {
	if e.Type != "other" && e.Type != "school" || e.When.IsZero() || e.DateFrom != "text" || x.othersClause(si) {
		return nil
	}
	who := slices.Clone(e.Actors)
	if si.primary != "" {
		who = appendUnique(who, si.primary)
	}
	ours := func(actors []string) bool {
		return slices.ContainsFunc(actors, func(a string) bool { return slices.Contains(who, a) })
	}
	var stay *Event
	var since []*Event
	for k := len(x.events) - 1; k >= 0 && stay == nil; k-- {
		o := x.events[k]
		if x.dead[o] || len(o.Places) == 0 || !ours(o.Actors) || o.Source.Position.Start > si.st.s.Start {
			continue
		}
		switch o.Type {
		case "relocation":
			stay = o
		case "trip":
			// a visit from the stay («часто бывал у соседей в Тригорском»)
		default:
			since = append(since, o)
		}
	}
	if stay == nil || !stay.When.IsInterval() || slices.ContainsFunc(since, func(o *Event) bool {
		return o.Places[0].Place.ID != stay.Places[0].Place.ID // the person was told elsewhere since
	}) {
		return nil
	}
	span, at := stay.When.Interval(), e.When.Interval()
	if span.Earliest.IsZero() || at.Earliest.IsZero() || at.Earliest.Compare(span.Earliest) < 0 ||
		!span.Latest.IsZero() && (at.Latest.IsZero() || at.Latest.Compare(span.Latest) > 0) {
		return nil
	}
	for _, m := range x.moves {
		if m.Source.Position.Start >= stay.Source.Position.Start && m.Source.Position.Start <= si.st.s.Start &&
			slices.Contains(who, m.Actor) && m.To.Place.ID != stay.Places[0].Place.ID {
			return nil
		}
	}
	return stay
}

// obligedPlace reports whether p stands in the clause of a modal of
// obligation or possibility (obligation_words) with an infinitive and no finite verb but
// «быть» («должны были соединиться у Мадагаскара», «соединиться оба отряда
// должны у Мадагаскара», «ему предстояло ехать в Томск»): what was due has
// not happened. The clause runs between «;», «:», «—» and brackets, and
// across commas only into parts with no finite verb and no opening
// conjunction or relative word («…, но заболел и остался в Москве»).
func (x *extraction) obligedPlace(si *sentInfo, p PlaceMention) bool {
	if p.implied {
		return false
	}
	toks := si.st.toks
	hard := func(t rutext.Token) bool {
		return t.Kind != rutext.Word && (t.Norm == ";" || t.Norm == ":" || t.Norm == "—" || t.Norm == "(" || t.Norm == ")" || t.Norm == "«" || t.Norm == "»")
	}
	ownVerb := func(t rutext.Token) bool {
		return t.Kind == rutext.Word && x.r.IsFiniteVerb(t) && !strings.HasPrefix(t.Norm, "был") && !strings.HasPrefix(t.Norm, "буд") && !x.r.MatchWord(x.v.obligationWords, t)
	}
	opens := func(t rutext.Token) bool {
		return t.Kind == rutext.Word && (x.v.planOpeners[t.Norm] || x.r.Vocabulary().IsPlaceRelative(t.Norm) || strings.HasPrefix(t.Norm, "котор") ||
			t.Norm == "но" || t.Norm == "а" || t.Norm == "однако" || t.Norm == "когда" || t.Norm == "если")
	}
	// segments: [from, to) token ranges between commas inside hard bounds.
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= p.Start })
	if k < 0 {
		return false
	}
	from, to := k, k
	for from > 0 && !hard(toks[from-1]) {
		from--
	}
	for to < len(toks) && !hard(toks[to]) {
		to++
	}
	// relative: a part opened by a relative word («где беглецов ловят»,
	// «который вёл к Уралу») tells of a place or a thing of the clause,
	// within it: the clause goes on past it.
	relative := func(g [2]int) bool {
		if g[0] >= g[1] || toks[g[0]].Kind != rutext.Word {
			return false
		}
		return x.r.Vocabulary().IsPlaceRelative(toks[g[0]].Norm) || strings.HasPrefix(toks[g[0]].Norm, "котор")
	}
	commaParts := func(from, to int) [][2]int {
		var segs [][2]int
		s := from
		for j := from; j <= to; j++ {
			if j == to || toks[j].Norm == "," {
				segs = append(segs, [2]int{s, j})
				s = j + 1
			}
		}
		return segs
	}
	if from > 0 && toks[from-1].Norm == ":" && !slices.ContainsFunc(commaParts(from, to), func(g [2]int) bool {
		return !relative(g) && slices.ContainsFunc(toks[g[0]:g[1]], func(t rutext.Token) bool { return t.Kind == rutext.Word && x.r.IsFiniteVerb(t) })
	}) {
		// «Бежать можно было двумя путями: на Тобольск или к Уралу, где
		// нет полиции»: a part after a colon with no verb of its own
		// spells out the clause before it.
		for from--; from > 0 && !hard(toks[from-1]); from-- {
		}
	}
	segs := commaParts(from, to)
	in := slices.IndexFunc(segs, func(g [2]int) bool { return g[0] <= k && k < g[1] })
	if in < 0 {
		return false
	}
	free := func(g [2]int) bool { // a part that may belong to the modal's clause
		if g[0] < g[1] && opens(toks[g[0]]) {
			return false
		}
		for j := g[0]; j < g[1]; j++ {
			if ownVerb(toks[j]) {
				return false
			}
		}
		return true
	}
	if !free(segs[in]) && !(segs[in][0] < segs[in][1] && opens(toks[segs[in][0]]) && free([2]int{segs[in][0] + 1, segs[in][1]})) {
		return false
	}
	lo, hi := in, in
	if segs[in][0] == segs[in][1] || !opens(toks[segs[in][0]]) {
		for lo > 0 && (free(segs[lo-1]) || lo > 1 && relative(segs[lo-1]) && free(segs[lo-2])) {
			lo--
		}
	}
	for hi+1 < len(segs) && (free(segs[hi+1]) || hi+2 < len(segs) && relative(segs[hi+1]) && free(segs[hi+2])) {
		hi++
	}
	modal, inf := false, false
	for j := segs[lo][0]; j < segs[hi][1]; j++ {
		t := toks[j]
		if t.Kind != rutext.Word {
			continue
		}
		modal = modal || x.r.MatchWord(x.v.obligationWords, t)
		inf = inf || x.r.IsInfinitive(t)
	}
	return modal && inf
}

// narratorAboard reports whether a ship or unit named before the text has
// spoken in the first person carries its narrator: «я» in the same
// sentence («фрегат снялся с рейда, и я простился с Петербургом») or «я»
// or «мы» in the next one, while no one else is followed yet («10 мая
// корвет вышел из Севастополя. 20 мая мы пришли в Пирей»).
func (x *extraction) narratorAboard(si *sentInfo) bool {
	return x.narratorAboardAt(si.sent)
}

// narratorAboardAt is narratorAboard for the sentence of index i.
func (x *extraction) narratorAboardAt(i int) bool {
	if i < 0 || i >= len(x.sents) {
		return false
	}
	if x.sents[i].narrator == 1 {
		return true
	}
	next := i + 1
	return x.lastActor == "" && next < len(x.sents) && x.sents[next].narrator > 0 &&
		x.sents[next].st.s.Paragraph == x.sents[i].st.s.Paragraph
}

// originOfNoun reports whether the origin p («из Эдо») belongs to the word
// before its preposition when that word is no verb, participle or gerund
// («полномочных из Эдо», «письмо из Лондона»): where someone or something
// came from, not where the subject was («бежавшего из Акатуя»).
func (x *extraction) originOfNoun(si *sentInfo, p PlaceMention) bool {
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= p.Start })
	if k < 2 || !x.r.IsPreposition(toks[k-1]) {
		return false
	}
	w := toks[k-2]
	return w.Kind == rutext.Word && !x.r.IsFiniteVerb(w) && !x.r.IsFullParticiple(w) && !x.r.IsGerund(w) && !x.r.IsInfinitive(w)
}

// placedRole reports whether a toponym in role r stands where something
// happens or where a journey begins or ends: one the map should have.
func placedRole(r rutext.Role) bool {
	return r == rutext.RoleLocation || r == rutext.RoleDestination || r == rutext.RoleOrigin
}

// groupPartSubject reports whether the clause's subject, before its verb
// of motion, names a part of a group («остальные», «трое», «часть
// отряда»): a word of group_parts in the nominative, outside quotations,
// not after a preposition nor before a noun it counts («двое суток»).
func (x *extraction) groupPartSubject(si *sentInfo) bool {
	if !si.motion {
		return false
	}
	toks := si.st.toks
	rv := x.r.Vocabulary()
	for k, t := range toks {
		if t.Start >= si.motionStart {
			break
		}
		if t.Kind != rutext.Word || t.Quoted || !x.v.groupParts[t.Norm] || isPrep(rv, si.st.norm(k-1)) || !x.r.MayBeCase(t, "nomn") {
			continue
		}
		if k+1 < len(toks) && toks[k+1].Kind == rutext.Word && x.r.MayBeCase(toks[k+1], "gent") && !x.r.MayBeCase(toks[k+1], "nomn") {
			// «двое суток», «часть пути»; «часть отряда» names a unit, whose
			// noun is a collective traveller.
			if x.v.collectives[x.r.RoleNounLemma(toks[k+1])] == "" {
				continue
			}
		}
		return true
	}
	return false
}

// onlyVisited reports whether one of the places was told before and the
// first event of the text there was a journey's (a trip) to it, not one
// setting out from it, with no change of residence, studies or post there
// since: a place the person only visited.
func (x *extraction) onlyVisited(at []PlaceMention) bool {
	for _, p := range at {
		first := ""
		settled := false
		for _, e := range x.events {
			k := slices.IndexFunc(e.Places, func(q PlaceMention) bool { return q.Place.ID == p.Place.ID })
			if x.dead[e] || k < 0 {
				continue
			}
			if first == "" {
				first = e.Type
				if e.Places[k].Role == RoleOrigin {
					// A journey first told by leaving the place: where
					// the person set out from, their home.
					first = "origin"
				}
			}
			settled = settled || e.Type == "relocation" || e.Type == "school"
		}
		if first == "trip" && !settled {
			return true
		}
	}
	return false
}

// beenOnJourney reports whether a clause whose only verb is «быть» puts
// the person the text follows at a place first told of while on a journey
// («в сентябре я был в Якутске», «к вечеру мы были уже на Кавказе»): the
// last journey or stay told is a trip, to another place, ended less than
// maxJourneyDays before, so being somewhere else now is a stop on the way.
func (x *extraction) beenOnJourney(si *sentInfo) bool {
	// A «где» clause tells what was done at the stop, with verbs of its
	// own («11-го были в Шемахе, где для нас плясали баядерки»).
	ownVerb := false
	for k, t := range si.st.toks {
		if t.Kind == rutext.Word && !t.Quoted && !si.inWhere(k) && x.r.IsFiniteVerb(t) && !strings.HasPrefix(t.Norm, "был") {
			ownVerb = true
		}
	}
	be := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.r.IsFiniteVerb(t) && strings.HasPrefix(t.Norm, "был")
	})
	if ownVerb || x.othersClause(si) || be < 0 || x.thingSubjectAt(si, be) {
		// «в Уфе была холера»: a thing was there, not the person.
		return false
	}
	var at []PlaceMention
	for _, p := range si.places {
		if !p.implied && p.Role == RoleLocation && (p.prep == "в" || p.prep == "на") {
			at = append(at, p)
		}
	}
	if len(at) == 0 {
		at = x.stopsNamed(si)
	}
	if x.onlyVisited(at) {
		// «Вторично Т. был на Новосибирских о-вах в 1893», «В начале 1851
		// г. Невельской был в Петербурге»: at a place the text has the
		// person only come to on a journey, never live, study or serve
		// at, being there again is another visit.
		return true
	}
	if len(at) == 0 || slices.ContainsFunc(x.events, func(e *Event) bool {
		// Back at a place told before («был снова в Москве»): no stop on
		// the way, and what kind of return it is the text does not say.
		return !x.dead[e] && slices.ContainsFunc(e.Places, func(q PlaceMention) bool {
			return slices.ContainsFunc(at, func(p PlaceMention) bool { return p.Place.ID == q.Place.ID })
		})
	}) {
		return false
	}
	if h := x.here; h != nil && !slices.ContainsFunc(at, func(p PlaceMention) bool {
		return p.Place.ID == h.Place.ID || contains(p.Place, h.Place) || contains(h.Place, p.Place)
	}) {
		// «Москва, 5 января. … На днях был в Петербурге у Ивановых»: the
		// writer, where the heading puts them, was elsewhere: a visit.
		return true
	}
	for k := len(x.events) - 1; k >= 0; k-- {
		e := x.events[k]
		if x.dead[e] || len(e.Places) == 0 || e.Type != "trip" && e.Type != "relocation" {
			continue
		}
		if e.Type == "relocation" && !x.escapedFrom(k) && len(si.dates) > 0 && !si.dates[0].Relative {
			// «Осенью 1869 был в Египте»: away from where the person lives,
			// for a season or less on a date of its own, a visit.
			days, bounded := si.dates[0].When.Interval().Span()
			home := e.Places[0].Place
			return bounded && days < 365 && !slices.ContainsFunc(at, func(p PlaceMention) bool {
				return p.Place.ID == home.ID || contains(p.Place, home) || contains(home, p.Place) || townHolds(home, p.Place)
			})
		}
		if e.Type == "trip" && !x.escapedFrom(k) && !si.returnsWithinJourney(e) {
			// A journey long over: the person is back where they live.
			continue
		}
		return e.Type == "trip" && !x.escapedFrom(k) && si.returnsWithinJourney(e) &&
			!slices.ContainsFunc(at, func(p PlaceMention) bool { return p.Place.ID == e.Places[0].Place.ID })
	}
	return false
}

// stopsNamed returns the places a clause with «быть» names in the
// nominative right after the verb, with the places listed on from them
// («Первым был Харьков, за ним Екатеринослав и Ростов», «потом была
// Казань»): the stops of a journey told in turn. A place named before the
// verb is what the clause describes («Харьков был тогда большим
// городом»), no stop.
func (x *extraction) stopsNamed(si *sentInfo) []PlaceMention {
	toks := si.st.toks
	first := -1
	for k := 0; k+1 < len(toks); k++ {
		t := toks[k]
		if t.Kind == rutext.Word && !t.Quoted && x.r.IsFiniteVerb(t) && strings.HasPrefix(t.Norm, "был") {
			first = toks[k+1].Start
			break
		}
	}
	if first < 0 {
		return nil
	}
	var out []PlaceMention
	for _, p := range si.places {
		if p.implied || p.prep != "" || p.Goal || p.Start < first || p.Role != RoleMention && p.Role != RoleLocation {
			continue
		}
		if len(out) == 0 && p.Start != first {
			return nil
		}
		out = append(out, p)
	}
	return out
}

// namedByPlaceAdjective reports whether the word at k follows straight on
// a place adjective of the clause («Берлинский конгресс», «Лондонский
// съезд»): the noun is named by the place, and says what happened there.
func (x *extraction) namedByPlaceAdjective(si *sentInfo, k int) bool {
	if k == 0 {
		return false
	}
	prev := si.st.toks[k-1]
	return slices.ContainsFunc(si.places, func(p PlaceMention) bool {
		return p.Institution != "" && p.Start == prev.Start && p.End == prev.End
	})
}

// romanNumeral reports whether s is written in capital Roman numerals
// («XII», «IV»): an ordinal of a congress, a century or a volume.
func romanNumeral(s string) bool {
	return s != "" && strings.Trim(s, "IVXLCDM") == ""
}

// bornByAge dates a birth or origin told with an age instead of a date
// («Сомов, 30 лет, происходит из мещан г. Моршанска», «уроженец местечка
// Шклов, 22 лет»): a person N years old in the year Y of the date the
// clause has (its own or the one carried in) was born in Y−N−1 or Y−N.
// The event is the one whose main place is the first after the word of
// birth or descent, in the same clause (it becomes the birth); an
// age «от роду» is an age at death, and a birth that has a date of its
// own («родился в 1860 г.») keeps it.
func (x *extraction) bornByAge(si *sentInfo, e *Event) (when.Expr, bool) {
	if len(e.Places) == 0 || e.When.IsZero() {
		return when.Expr{}, false
	}
	toks := si.st.toks
	p := e.Places[0]
	origin := -1
	for k, t := range toks {
		if t.Start >= p.Start {
			break
		}
		switch {
		case t.Norm == ";":
			origin = -1
		case t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.descentWords, t):
			origin = k
		case t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.birthWords, t):
			if e.DateFrom == "text" && x.r.IsFiniteVerb(t) {
				return when.Expr{}, false // «родился 3 мая 1860 г.»: its own date
			}
			origin = k
		}
	}
	if origin < 0 {
		return when.Expr{}, false
	}
	// The place is the first after the word, in its phrase: no verb of
	// another clause and no other place between.
	for _, t := range toks[origin+1:] {
		if t.Start >= p.Start {
			break
		}
		if t.Norm == ";" || t.Kind == rutext.Word && x.r.IsFiniteVerb(t) {
			return when.Expr{}, false
		}
	}
	if slices.ContainsFunc(si.places, func(q PlaceMention) bool { return q.Start > toks[origin].End && q.Start < p.Start && !q.qualifier }) {
		return when.Expr{}, false
	}
	age := x.statedAge(toks)
	if age == 0 {
		return when.Expr{}, false
	}
	iv := e.When.Interval()
	if iv.Earliest.IsZero() || iv.Latest.IsZero() {
		return when.Expr{}, false
	}
	w, err := when.ParseExpr(fmt.Sprintf("%d/%d", iv.Earliest.Year-age-1, iv.Latest.Year-age))
	if err != nil {
		return when.Expr{}, false
	}
	return w, true
}

// statedAge returns the age a sentence gives its person, set off by a
// comma or after «в возрасте» («Сомов, 30 лет, …», «Сомов, 41 года, …»),
// or 0; an age «от роду» is an age at death.
func (x *extraction) statedAge(toks []rutext.Token) int {
	for k := 1; k+1 < len(toks); k++ {
		t := toks[k]
		if t.Kind != rutext.Number || t.Quoted {
			continue
		}
		if u := toks[k+1].Norm; u != "лет" && u != "года" && u != "год" {
			continue
		}
		if b := toks[k-1].Norm; b != "," && b != "(" && b != "возрасте" {
			continue
		}
		if k+2 < len(toks) && toks[k+2].Norm == "от" {
			continue // «63 лет от роду»: an age at death
		}
		n, err := strconv.Atoi(t.Text)
		if err != nil || n < 1 || n > 120 {
			continue
		}
		return n
	}
	return 0
}

// crossedObject reports whether the bare toponym at token k is the object
// of a verb of crossing or passing through right before it («переплыли
// Каспий», «пересекли Чёрное море»): water crossed is a line of the route
// (GOLD-CONVENTIONS: water bodies on a route).
func (x *extraction) crossedObject(toks []rutext.Token, k int) bool {
	for j := k - 1; j >= 0 && j >= k-2; j-- {
		t := toks[j]
		if t.Kind != rutext.Word {
			return false
		}
		if x.r.MatchWord(x.v.throughVerbs, t) {
			return true
		}
		if !x.r.IsAdjective(t) {
			return false // only the water's own adjective between («Чёрное море»)
		}
	}
	return false
}

// lastEventType returns the type of the last live event of clause si,
// "" when it has none.
func (x *extraction) lastEventType(si *sentInfo) string {
	for k := len(si.events) - 1; k >= 0; k-- {
		if e := x.events[si.events[k]]; !x.dead[e] {
			return e.Type
		}
	}
	return ""
}

// takesPost reports whether the clause tells its person taking up a post
// of service: a post in the instrumental that no preposition, election,
// disguise or work governs («назначен управляющим», «стал директором»),
// or one put at the head of an office («поставлен во главе»).
func (x *extraction) takesPost(si *sentInfo) bool {
	st := &si.st
	for k, t := range st.toks {
		if t.Kind != rutext.Word || t.Quoted {
			continue
		}
		if x.v.postInstrumentals[t.Norm] && !x.v.governed(st, k) && !x.v.notPost(st, k) {
			return true
		}
		if t.Norm == "главе" && k > 0 && st.norm(k-1) == "во" {
			return true
		}
	}
	return false
}

// dropWaterOnTheWay removes the water a voyage enters on its way to a
// harbour the sentence names after it («вошли в Китайское море, а 24 мая
// бросили якорь у Сингапура»): a line of the route, not a stop. Water
// where the voyage stays («вышла в Карское море. Зиму простояли во льдах»)
// or where something happens («в Татарском проливе перешёл на шхуну»)
// keeps its place.
func (x *extraction) dropWaterOnTheWay(si *sentInfo) {
	si.places = slices.DeleteFunc(si.places, func(w PlaceMention) bool {
		if w.implied || !w.Place.Water() || w.prep != "в" && w.prep != "во" && w.prep != "на" {
			return false
		}
		// Entered: the verb stands right before the preposition («вошли в
		// Китайское море»), not a place where something is done («в
		// Татарском проливе перешёл на шхуну»).
		k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start == w.Start })
		if k < 2 || !x.r.MatchWord(x.v.arrivalVerbs, si.st.toks[k-2]) && !x.r.MatchWord(x.v.routeVerbs, si.st.toks[k-2]) && !x.motionVerb(si.st.toks[k-2]) {
			return false
		}
		for _, q := range si.places {
			if q.Start <= w.End || q.implied || !isSettlement(q.Place) {
				continue
			}
			for _, t := range si.st.toks {
				if t.Start >= w.End && t.End <= q.Start && t.Kind == rutext.Word &&
					(x.r.MatchWord(x.v.arrivalVerbs, t) || x.r.MatchWord(x.v.mooringWords, t)) {
					return true
				}
			}
		}
		return false
	})
}

// beingAt reports whether the clause tells that someone was at a landmark
// with a verb of being (being_verbs) right before its preposition, perhaps
// past «уже», «снова», or before the noun of its kind («к вечеру были в
// Троицкой лавре», «был в театре Сан-Карло»): one is at a theatre, a
// monastery or a palace only to visit it. Being in a town stays what the
// journey around it makes it.
func (x *extraction) beingAt(si *sentInfo) bool {
	toks := si.st.toks
	for k := 1; k+1 < len(toks); k++ {
		if toks[k].Norm == "и" && slices.ContainsFunc(toks[k+1:min(k+7, len(toks))], func(t rutext.Token) bool { return !t.Quoted && x.r.IsFiniteVerb(t) }) &&
			slices.ContainsFunc(toks[:k], func(t rutext.Token) bool { return x.v.beingVerbs[t.Norm] }) {
			return false // «был в Москве и помогал восставшим»: what was done there
		}
	}
	// The place a journey of the person's first set out from, where being
	// «снова» is being back, not a visit.
	start, who := "", si.primary
	if who == "" {
		who = x.persons.Protagonist()
	}
	for _, m := range x.moves {
		if m.Actor == who || who == "" {
			start = m.From.Place.ID
			break
		}
	}
	for k, t := range toks {
		if t.Kind != rutext.Word || t.Quoted || !x.v.beingVerbs[t.Norm] || negated(&si.st, k) {
			continue
		}
		j := k + 1
		for j < len(toks) && x.v.alreadyWords[toks[j].Norm] {
			j++
		}
		again := j > k+1 || k > 0 && x.v.alreadyWords[toks[k-1].Norm]
		if j+1 >= len(toks) || toks[j].Norm != "в" && toks[j].Norm != "во" && toks[j].Norm != "на" {
			continue
		}
		if slices.ContainsFunc(si.places, func(p PlaceMention) bool {
			if p.implied || p.Start < toks[j+1].Start || slices.ContainsFunc(toks[j+1:], func(o rutext.Token) bool { return o.Start < p.Start && o.Kind == rutext.Punct }) ||
				again && p.Place.ID == start {
				return false
			}
			// «в театре Сан-Карло»: a landmark after the noun of its kind.
			return p.Place.Kind == gazetteer.KindLandmark && (p.Role == RoleLocation && x.placeGoverned(si, p) ||
				toks[j+1].Kind == rutext.Word && j+2 < len(toks) && toks[j+2].Start == p.Start)
		}) {
			return true
		}
	}
	return false
}

// setsOut reports whether the clause tells a setting out with no place
// named: a verb «в путь» or «в поход» («тронулся в путь», «выступили в
// поход»), or a verb of leaving whose object is a settlement's noun
// («оставил укрепление», «покинул город»).
func (x *extraction) setsOut(si *sentInfo) bool {
	toks := si.st.toks
	rv := x.r.Vocabulary()
	for k := 1; k < len(toks); k++ {
		t := toks[k]
		if t.Kind != rutext.Word || t.Quoted {
			continue
		}
		prev := toks[k-1]
		if (t.Norm == "путь" || t.Norm == "поход") && prev.Norm == "в" && k >= 2 && x.r.IsFiniteVerb(toks[k-2]) && !negated(&si.st, k-2) {
			return true
		}
		if rv.IsSettlementNoun(t.Norm) && prev.Kind == rutext.Word && x.r.MatchWord(x.v.leaveVerbs, prev) && x.r.IsFiniteVerb(prev) && !negated(&si.st, k-1) {
			return true
		}
	}
	return false
}

// stayedWhere reports whether the place ending before token k is followed
// by a «где» clause with a verb of its own («мимо острова Родоса, где
// пароход стоял полдня»): the traveller stopped there.
func (x *extraction) stayedWhere(toks []rutext.Token, k int) bool {
	if k+2 >= len(toks) || toks[k].Norm != "," || toks[k+1].Norm != "где" {
		return false
	}
	for _, t := range toks[k+2:] {
		if t.Kind == rutext.Punct && t.Norm != "." {
			return false
		}
		if t.Kind == rutext.Word && !t.Quoted && x.r.IsFiniteVerb(t) {
			return true
		}
	}
	return false
}

// stopsPassedAndStayed makes a stop of the route each place passed by
// where the text says the traveller stayed («мимо Смирны и острова
// Родоса, где пароход стоял полдня»): after «мимо», or listed right after
// a town passed by, and followed by a «где» clause with a verb of its own.
// A land or an island only passed by stays a reference.
func (x *extraction) stopsPassedAndStayed(si *sentInfo) {
	toks := si.st.toks
	for k := range si.places {
		p := &si.places[k]
		if p.implied || p.Role == RoleVia || p.Role == RoleOrigin || p.Goal {
			continue
		}
		from := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= p.Start })
		to := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= p.End })
		if from < 1 || to < 0 || !x.stayedWhere(toks, to) {
			continue
		}
		passed := p.prep == "мимо" || toks[from-1].Norm == "мимо"
		if !passed && k > 0 && (toks[from-1].Norm == "и" || toks[from-1].Norm == ",") {
			q := si.places[k-1]
			passed = q.prep == "мимо" && q.Role == RoleVia && from > 1 && toks[from-2].End == q.End
		}
		if passed {
			p.Role, p.distant, p.Goal, p.Static = RoleVia, false, true, false
		}
	}
}

// townPassedBy reports whether the toponym at token k stands right after
// «мимо», perhaps past lower-case adjectives («мимо турецкой Смирны»), with
// no part noun between («мимо берегов Явы» passes a coast).
func townPassedBy(x *extraction, toks []rutext.Token, k int) bool {
	j := k - 1
	for j >= 0 && toks[j].Kind == rutext.Word && !toks[j].Upper && toks[j].Norm != "мимо" && x.r.IsAdjective(toks[j]) {
		j--
	}
	return j >= 0 && toks[j].Norm == "мимо"
}

// passedListGoesOn reports whether p goes on, after a comma or «и», a
// list of towns passed by that the place before it opened («мимо Казани и
// Самары до самого Царицына»): each is a stop of the route.
func (x *extraction) passedListGoesOn(si *sentInfo, p PlaceMention) bool {
	n := len(si.places)
	if n == 0 {
		return false
	}
	q := si.places[n-1]
	if q.prep != "мимо" || q.Role != RoleVia || q.End > p.Start {
		return false
	}
	between := strings.TrimSpace(string(x.rs[q.End:p.Start]))
	return between == "," || between == "и" || between == ", и"
}

// placeGoverned reports whether p is a place of location whose own
// preposition stands right before it («в Самаре», «в петербургском
// театре»), not a name in the genitive of a noun the preposition governs
// («на рабочих Италии»).
func (x *extraction) placeGoverned(si *sentInfo, p PlaceMention) bool {
	if p.Role != RoleLocation {
		return false
	}
	if p.implied || p.prep == "" {
		return true // «там», «здесь»: the place the text is at
	}
	k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start >= p.Start })
	for k--; k >= 0; k-- {
		t := si.st.toks[k]
		if t.Norm == p.prep {
			return true
		}
		// «в Большом театре», «в одном из берлинских театров»: words
		// that qualify the place, not a noun that owns it.
		if t.Kind != rutext.Word || x.r.IsNounOnly(t) || x.r.IsFiniteVerb(t) {
			return false
		}
	}
	return false
}

// reportDateline reports whether p heads its sentence as a dateline (the
// place, a comma and a date: «Ташкент, 3 мая 1880 г. …», also after the
// name of the report: «Из донесения агента, Лондон, 1 июня 1891 г.: …»)
// over a report
// whose journey has an event of its own at another place, or at the same
// place on another date: p is where the report was written, not the
// journey's goal on the report's day. A journey whose last leg comes
// «сюда» with no date after it («…до Тары, а из Тары — сюда») ends at the
// dateline's place on its day.
func (x *extraction) reportDateline(si *sentInfo, p PlaceMention, lv []PlaceMention) bool {
	if p.implied || p.Role == RoleDestination || p.Goal {
		return false
	}
	toks := si.st.toks
	first := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Kind == rutext.Word })
	header := false
	if first < 0 || toks[first].Start != p.Start || toks[first].Start != x.sents[si.sent].st.toks[0].Start {
		if header = x.afterReportHeader(si, p); !header {
			return false
		}
	}
	e := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.End == p.End })
	if e < 0 || e+1 >= len(toks) || toks[e+1].Norm != "," {
		return false
	}
	d, ok := si.dateAt(toks[e+1].End)
	if !ok || d.Start <= toks[e+1].Start || si.placeBetween(p.End, d.Start) {
		return false
	}
	if header && slices.ContainsFunc(x.sents[si.sent].places, func(q PlaceMention) bool {
		// The report's quotation, a clause of its own, tells a journey
		// elsewhere.
		return !q.implied && q.Start > p.End && q.Place.ID != p.Place.ID && (q.Goal || q.Role == RoleDestination)
	}) {
		return true
	}
	hither := slices.ContainsFunc(x.sents[si.sent].st.toks, func(t rutext.Token) bool {
		return t.Norm == "сюда" && !slices.ContainsFunc(x.sents[si.sent].dates, func(d DateMention) bool { return d.Start > t.Start })
	})
	return slices.ContainsFunc(lv, func(o PlaceMention) bool {
		if o.Start == p.Start {
			return false
		}
		if o.Place.ID != p.Place.ID {
			return !hither
		}
		od, ok := si.dateAt(o.Start)
		return ok && od.Start != d.Start
	})
}

// arrestTownBeforeJail gives back to lv a town where the clause tells an
// arrest or another deed («арестован в Москве»), named before a prison of
// that town the person is then taken to or held in («… и содержался в
// Таганской тюрьме», «… и заключён в Бутырскую тюрьму»): the deed is an
// event at the town, the confinement one at the prison. A town named as
// the prison's own place («в Москве, в Бутырской тюрьме») or governed by
// the same verb as the prison stays only its container.
func (x *extraction) arrestTownBeforeJail(si *sentInfo, places, lv []PlaceMention) []PlaceMention {
	if !si.custody {
		return lv
	}
	for _, p := range places {
		if p.implied || p.Goal || p.Role != RoleLocation || !isSettlement(p.Place) || slices.ContainsFunc(lv, func(o PlaceMention) bool { return o.Place.ID == p.Place.ID }) {
			continue
		}
		k := slices.IndexFunc(lv, func(q PlaceMention) bool {
			return !q.implied && q.Start > p.End && (q.Goal || q.Role == RoleDestination || q.Role == RoleLocation) && q.Place.ID != p.Place.ID &&
				(contains(p.Place, q.Place) || townHolds(p.Place, q.Place)) && slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
				return t.Start >= p.End && t.End <= q.Start && t.Kind == rutext.Word && x.r.IsFiniteVerb(t)
			})
		})
		if k < 0 || x.governingType(si, p.Start) != "other" || x.governingType(si, lv[k].Start) != "relocation" {
			continue
		}
		lv = slices.Insert(slices.Clone(lv), k, p)
	}
	return lv
}

// afterReportHeader reports whether p follows, after a comma, the name of
// a report that opens its sentence with no verb («Из донесения агента,
// Лондон, …», «Телеграмма консула, Омск, …»).
func (x *extraction) afterReportHeader(si *sentInfo, p PlaceMention) bool {
	toks := x.sents[si.sent].st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
	if k < 2 || toks[k-1].Norm != "," || toks[k-1].Quoted {
		return false
	}
	message := false
	for _, t := range toks[:k-1] {
		if t.Kind != rutext.Word {
			continue
		}
		if t.Quoted || x.r.IsFiniteVerb(t) || x.r.IsGerund(t) || x.r.IsFullParticiple(t) {
			return false
		}
		message = message || x.r.MatchWord(x.v.messageWords, t)
	}
	return message
}

// beenHereAfterWay returns the offset of «были здесь» («был уже тут») in a
// dated clause with no motion of its own that follows, in the same
// sentence, a clause telling a journey: the traveller's being at the
// writer's place ends that journey.
func (x *extraction) beenHereAfterWay(si *sentInfo) (int, bool) {
	if si.motion || si.arrival || x.here == nil || len(si.dates) == 0 || len(x.units) < 2 || x.units[len(x.units)-1] != si {
		return 0, false
	}
	if prev := x.units[len(x.units)-2]; prev.sent != si.sent || !prev.motion {
		return 0, false
	}
	for k, t := range si.st.toks {
		if beenHereAt(si.st.toks, k) && !negated(&si.st, k) {
			return t.Start, true
		}
	}
	return 0, false
}

// beenHereAt reports whether toks[k] begins «были здесь», «был уже тут».
func beenHereAt(toks []rutext.Token, k int) bool {
	if t := toks[k]; t.Kind != rutext.Word || t.Quoted || !pastOfBe[t.Norm] {
		return false
	}
	j := k + 1
	if j < len(toks) && toks[j].Norm == "уже" {
		j++
	}
	return j < len(toks) && hereWords[toks[j].Norm]
}

// beenHereBefore returns the index of the form of «быть» that the word
// for here at toks[k] follows («был здесь», «были уже тут»), else -1.
func beenHereBefore(toks []rutext.Token, k int) int {
	if !hereWords[toks[k].Norm] {
		return -1
	}
	j := k - 1
	if j >= 0 && toks[j].Norm == "уже" {
		j--
	}
	if j >= 0 && beenHereAt(toks, j) {
		return j
	}
	return -1
}
