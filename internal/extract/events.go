package extract

import (
	"slices"
	"sort"
	"strings"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/toponym"
	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/when"
)

// sentInfo is what the extraction learned about one sentence.
type sentInfo struct {
	st        sentenceTokens
	dates     []DateMention // the sentence's own dates
	ctxBefore DateContext   // the date carried into the sentence
	places    []PlaceMention
	actors    []actorMention
	typ       string
	strongCue bool // a cue of weight 2 or more (a verb) or an event noun as subject
	hasCue    bool
	motion    bool
	// motionStart is the offset of the first verb of motion.
	motionStart int
	// unresolvedOrigin: the text gives an origin the gazetteer does not
	// know («покинул Сахалин»).
	unresolvedOrigin bool
	subject          bool   // the sentence names its subject (person, pronoun, acting event)
	primary          string // the actor the sentence is about
	names            []string
	where            [][2]int // token ranges of clauses opened by «где»
	events           []int    // indexes into extraction.events
	moves            []int    // indexes into extraction.moves
}

// extraction is the state of one Extract call.
type extraction struct {
	v     *Vocab
	rs    []rune
	text  string
	sents []*sentInfo
	reg   *personRegistry

	events []*Event
	moves  []*Movement
	dead   map[*Event]bool // events merged into others

	lastPerson string
	eventNouns map[string]string        // event noun → the named event it refers to
	lastPlace  map[string]*PlaceMention // actor → last known place
	lastActor  string
}

func newExtraction(v *Vocab, text string) *extraction {
	return &extraction{
		v: v, rs: []rune(text), text: text, reg: newPersonRegistry(), dead: map[*Event]bool{},
		eventNouns: map[string]string{}, lastPlace: map[string]*PlaceMention{},
	}
}

func (x *extraction) run(g Geocoder) error {
	v := x.v
	sentences := v.SplitSentences(x.text)
	var ctx DateContext
	for _, s := range sentences {
		si := &sentInfo{st: sentenceTokens{s: s, toks: v.tokenize(x.rs, s.Start, s.End)}}
		si.ctxBefore = ctx
		si.dates = v.FindDates(s, si.st.toks, &ctx)
		x.sents = append(x.sents, si)
		v.collectPersons(&si.st, x.reg)
	}
	for i, si := range x.sents {
		if err := x.resolvePlaces(g, i, si); err != nil {
			return err
		}
		x.analyse(si)
		x.buildEvents(i, si)
		x.whereEvents(si)
		x.buildMovements(i, si)
		x.updateLastPlaces(si)
	}
	x.fillFollowingDates()
	return nil
}

// yearHint is the year the sentence speaks of, for historical names.
func (si *sentInfo) yearHint() int {
	if len(si.dates) > 0 {
		d := si.dates[0].Interval
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
		if p.prep == "" || p.End > q.Start {
			continue
		}
		between := strings.Fields(strings.ReplaceAll(string(x.rs[p.End:q.Start]), ",", " , "))
		if len(between) == 2 && between[0] == "," && norm(between[1]) == p.prep {
			p.refined = true
		}
	}
}

func (x *extraction) resolvePlaces(g Geocoder, i int, si *sentInfo) error {
	for _, c := range x.v.placeCandidates(&si.st, x.v.surnameToken(x.reg)) {
		if name, _, ok := x.v.personName(&si.st, c.from, c.to); ok && !c.adjective && x.reg.has(name) && c.role != RoleOrganisation {
			continue // a person the document names elsewhere («к Чехову»)
		}
		m, ok, err := x.v.resolvePlace(g, &si.st, c, si.yearHint())
		if err != nil {
			return err
		}
		if ok {
			m.Sentence = i
			si.places = append(si.places, m)
		}
	}
	x.markApposition(si)
	return nil
}

// analyse types the sentence and finds its actors.
func (x *extraction) analyse(si *sentInfo) {
	v := x.v
	placeTok := map[int]bool{}
	for _, p := range si.places {
		for k, t := range si.st.toks {
			if t.Start >= p.Start && t.End <= p.End {
				placeTok[k] = true
			}
		}
	}
	// A toponym context the gazetteer could not resolve («на Сахалин») is
	// no person's name unless the document names that person elsewhere.
	unresolved := map[int]bool{}
	for _, c := range v.placeCandidates(&si.st, v.surnameToken(x.reg)) {
		for k := c.from; k < c.to; k++ {
			if !placeTok[k] {
				unresolved[k] = true
				if c.role == RoleOrigin && !x.reg.has(si.st.span(c.from, c.to)) {
					si.unresolvedOrigin = true
				}
			}
		}
	}
	si.actors = v.findActors(&si.st, placeTok, unresolved, x.reg)

	// Type: each token adds the heaviest weight it has for each type; a
	// clause about a place named before («где в сентябре родилась…») is
	// typed on its own (see whereEvents).
	si.where = x.whereClauses(si)
	weights := map[string]int{}
	for k, t := range si.st.toks {
		if t.Kind != Word || t.Quoted || si.inWhere(k) {
			continue
		}
		best := map[string]int{}
		for _, c := range v.typeCues {
			if c.matchAt(&si.st, k) && c.weight > best[c.typ] {
				best[c.typ] = c.weight
			}
		}
		if typ, ok := v.subjectNouns[t.Norm]; ok && !v.placePreps[si.st.norm(k-1)] {
			best[typ] = max(best[typ], 3)
		}
		for typ, w := range best {
			weights[typ] += w
			si.hasCue = true
			if w >= 2 {
				si.strongCue = true
			}
		}
		if v.motionVerbs.match(t.Norm) && !si.motion {
			si.motion, si.motionStart = true, t.Start
		}
	}
	si.typ = "other"
	bestW := 0
	for _, typ := range dataset.EventTypes {
		if weights[typ] > bestW {
			si.typ, bestW = typ, weights[typ]
		}
	}

	// Actors: people as subjects or companions, acting events, titles. The
	// subject is the one nearest before the verb of motion, if any («Софья
	// умерла, и Достоевские перебрались в Веве»), else the first.
	motionAt := -1
	for k, t := range si.st.toks {
		if t.Kind == Word && !t.Quoted && v.motionVerbs.match(t.Norm) {
			motionAt = k
			break
		}
	}
	var subject, eventNoun, title string
	protagonist, withProtagonist := x.reg.protagonist(), false
	for _, a := range si.actors {
		switch a.kind {
		case actorPerson, actorRef:
			if a.kind == actorRef {
				if x.lastPerson == "" {
					continue
				}
				a.name = x.lastPerson
			}
			if a.absent {
				continue
			}
			if a.subject || a.companion {
				si.names = appendUnique(si.names, a.name)
				withProtagonist = withProtagonist || a.name == protagonist
			}
			if a.subject && (subject == "" || motionAt >= 0 && a.from < motionAt) {
				subject = a.name
			}
		case actorEventNoun:
			name := a.name
			noun := norm(si.st.toks[a.to-1].Text)
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
			if title == "" {
				title = a.name
			}
			si.names = appendUnique(si.names, a.name)
		}
	}
	switch {
	case withProtagonist:
		// The person a biography follows, when the sentence has them on
		// board («Раевские вместе с поэтом переехали в Крым»).
		si.primary, si.subject = protagonist, true
		x.lastPerson = protagonist
	case subject != "":
		si.primary, si.subject = subject, true
		x.lastPerson = subject
	case eventNoun != "":
		si.primary, si.subject = eventNoun, true
	case title != "":
		si.primary = title
	default:
		si.primary = x.lastActor // a sentence without a subject goes on about the last one
	}
	if si.primary != "" {
		x.lastActor = si.primary
	}
}

// matchAt reports whether the cue matches at token k: its word, or its
// phrase starting there.
func (c typeCue) matchAt(st *sentenceTokens, k int) bool {
	if c.phrase == nil {
		return c.m.match(st.norm(k))
	}
	for i, w := range c.phrase {
		if st.norm(k+i) != w {
			return false
		}
	}
	return true
}

func appendUnique(list []string, items ...string) []string {
	for _, s := range items {
		if s != "" && !slices.Contains(list, s) {
			list = append(list, s)
		}
	}
	return list
}

// whereClauses finds the clauses a place relative («где») opens: from it to
// the end of the sentence or the next semicolon.
func (x *extraction) whereClauses(si *sentInfo) [][2]int {
	var out [][2]int
	toks := si.st.toks
	for k := 0; k < len(toks); k++ {
		if toks[k].Kind != Word || !x.v.placeRelatives[toks[k].Norm] || k == 0 || toks[k-1].Norm != "," {
			continue
		}
		end := k + 1
		for end < len(toks) && toks[end].Norm != ";" {
			end++
		}
		out = append(out, [2]int{k, end})
		k = end
	}
	return out
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
				inside = true
			case p.End <= from && (p.Role == RoleLocation || p.Role == RoleOrganisation):
				antecedent = p
			}
		}
		if date == nil || antecedent == nil || inside {
			continue
		}
		weights := map[string]int{}
		for k := w[0]; k < w[1]; k++ {
			t := si.st.toks[k]
			best := map[string]int{}
			for _, c := range v.typeCues {
				if t.Kind == Word && c.matchAt(&si.st, k) && c.weight > best[c.typ] {
					best[c.typ] = c.weight
				}
			}
			for typ, n := range best {
				weights[typ] += n
			}
		}
		typ, bestW := "other", 0
		for _, t := range dataset.EventTypes {
			if weights[t] > bestW {
				typ, bestW = t, weights[t]
			}
		}
		var actors []string
		for _, a := range si.actors {
			if a.kind == actorPerson && a.subject && a.from >= w[0] && a.to <= w[1] {
				actors = appendUnique(actors, a.name)
			}
		}
		e := &Event{Type: typ, EDTF: date.EDTF, Interval: date.Interval, OldStyle: date.OldStyle, DateFrom: "text", Actors: actors}
		e.Places = []PlaceMention{*antecedent}
		e.Source = newSource(x.rs, si.st.s.Start, si.st.s.End)
		x.addEvent(si, e)
	}
}

// leaves returns the places events happen at: locations and organisations'
// places, without a country that holds another of them or a place the
// next one narrows down («в Англию, в Лондон» → Лондон), each place once.
// A sentence that only says where someone left from happens there
// («выехал из Петербурга»).
func leaves(places []PlaceMention) []PlaceMention {
	var cand []PlaceMention
	for _, p := range places {
		if p.Role == RoleLocation || p.Role == RoleOrganisation {
			cand = append(cand, p)
		}
	}
	if len(cand) == 0 {
		for _, p := range places {
			if p.Role == RoleOrigin {
				cand = append(cand, p)
			}
		}
	}
	var out []PlaceMention
	for k, p := range cand {
		container := p.refined && k+1 < len(cand)
		for _, q := range cand {
			if contains(p.Place, q.Place) {
				container = true
			}
		}
		if container || slices.ContainsFunc(out, func(o PlaceMention) bool { return o.Place.ID == p.Place.ID }) {
			continue
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
		if !in {
			outside = append(outside, m)
		}
	}
	if len(outside) == 0 {
		return DateMention{}, false
	}
	d := outside[0]
	for _, m := range outside {
		if m.Start < offset {
			d = m
		}
	}
	return d, true
}

// setDate dates an event or movement from the sentence, the carried
// context, or (later) the following date.
func (si *sentInfo) setDate(offset int, edtf *string, iv *when.Interval, old, from *string) {
	if d, ok := si.dateAt(offset); ok {
		*edtf, *iv, *old, *from = d.EDTF, d.Interval, d.OldStyle, "text"
		return
	}
	if si.ctxBefore.Valid() {
		*edtf, *iv, *from = si.ctxBefore.EDTF, si.ctxBefore.Interval, "context"
	}
}

// buildEvents makes the sentence's events: one per place where it
// happens, or one without a place for a dated sentence; a sentence that
// only adds places to the sentence before it («Сняли две комнаты … рядом
// с Британским музеем») extends that sentence's event; one that gives the
// places of an event the sentence before dated but did not place («II
// съезд состоялся в июле-августе» – «13 заседаний в Брюсселе, 24 в
// Лондоне») makes that event one per place.
func (x *extraction) buildEvents(i int, si *sentInfo) {
	lv := leaves(si.places)
	own := len(si.dates) > 0
	if len(lv) == 0 && !own {
		return
	}
	var prev *sentInfo
	if i > 0 {
		prev = x.sents[i-1]
	}
	if prev != nil && !own && len(lv) > 0 && !si.subject && !si.strongCue && !si.motion {
		// Places for the previous sentence's dated, placeless event.
		if pe := x.soleEvent(prev); pe != nil && len(pe.Places) == 0 && len(prev.dates) > 0 {
			x.dead[pe] = true
			for _, p := range lv {
				e := &Event{Type: pe.Type, EDTF: pe.EDTF, Interval: pe.Interval, OldStyle: pe.OldStyle, DateFrom: pe.DateFrom,
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
		// More places for the event of the sentence before.
		if !si.hasCue && prev.st.s.Paragraph == si.st.s.Paragraph {
			if pe := x.lastEvent(prev); pe != nil && len(pe.Places) > 0 {
				for _, p := range si.places {
					if !slices.ContainsFunc(pe.Places, func(o PlaceMention) bool { return o.Place.ID == p.Place.ID }) {
						pe.Places = append(pe.Places, p)
					}
				}
				pe.Source = newSource(x.rs, pe.Source.Position.Start, si.st.s.End)
				si.events = append(si.events, slices.Index(x.events, pe))
				return
			}
		}
	}
	if len(lv) == 0 {
		e := &Event{Type: si.typ, Actors: slices.Clone(si.names)}
		si.setDate(si.st.s.Start, &e.EDTF, &e.Interval, &e.OldStyle, &e.DateFrom)
		e.Source = newSource(x.rs, si.st.s.Start, si.st.s.End)
		x.addEvent(si, e)
		return
	}
	for _, p := range lv {
		e := &Event{Type: si.typ, Actors: slices.Clone(si.names)}
		if p.Organisation != "" {
			e.Actors = appendUnique(e.Actors, p.Organisation)
		}
		e.Places = x.eventPlaces(p, lv, si.places)
		si.setDate(p.Start, &e.EDTF, &e.Interval, &e.OldStyle, &e.DateFrom)
		e.Source = newSource(x.rs, si.st.s.Start, si.st.s.End)
		x.addEvent(si, e)
	}
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

func (x *extraction) lastEvent(si *sentInfo) *Event {
	for k := len(si.events) - 1; k >= 0; k-- {
		if e := x.events[si.events[k]]; !x.dead[e] {
			return e
		}
	}
	return nil
}

// addEvent adds e unless an event of the same type, main place and date
// exists already (the text tells of it again: «В Брюсселе съезд
// открылся…»), in which case that one takes e's places, actors and source.
func (x *extraction) addEvent(si *sentInfo, e *Event) {
	for k, o := range x.events {
		if x.dead[o] || o.Type != e.Type || o.EDTF != e.EDTF || o.EDTF == "" {
			continue
		}
		same := len(o.Places) > 0 && len(e.Places) > 0 && o.Places[0].Place.ID == e.Places[0].Place.ID
		if len(o.Places) == 0 && len(e.Places) == 0 {
			same = slices.Equal(o.Actors, e.Actors)
		}
		// Two parties doing the same thing at the same place and time are
		// two events («Искра» moves to London; so does Lenin).
		if !same || len(o.Actors) > 0 && len(e.Actors) > 0 && !slices.ContainsFunc(o.Actors, func(a string) bool { return slices.Contains(e.Actors, a) }) {
			continue
		}
		for _, p := range e.Places {
			if !slices.ContainsFunc(o.Places, func(q PlaceMention) bool { return q.Place.ID == p.Place.ID }) {
				o.Places = append(o.Places, p)
			}
		}
		o.Actors = appendUnique(o.Actors, e.Actors...)
		o.Source = newSource(x.rs, min(o.Source.Position.Start, e.Source.Position.Start), max(o.Source.Position.End, e.Source.Position.End))
		si.events = append(si.events, k)
		return
	}
	x.events = append(x.events, e)
	si.events = append(si.events, len(x.events)-1)
}

// updateLastPlaces records where the sentence's actor was last: its
// movement's destination, else its event's main place. A country that
// holds the place known already adds nothing («выдворен из Бельгии» after
// «в Брюсселе»).
func (x *extraction) updateLastPlaces(si *sentInfo) {
	if si.primary == "" || !si.subject && len(si.moves) == 0 {
		return
	}
	var p *PlaceMention
	if n := len(si.moves); n > 0 {
		to := x.moves[si.moves[n-1]].To
		p = &to
	} else if lv := leaves(si.places); len(lv) > 0 {
		p = &lv[len(lv)-1]
	}
	if p == nil {
		return
	}
	for _, name := range append([]string{si.primary}, si.names...) {
		if old := x.lastPlace[name]; old != nil && contains(p.Place, old.Place) {
			continue
		}
		x.lastPlace[name] = p
	}
}

// fillFollowingDates dates what no sentence before it dated: at the latest
// when the text's first later date ends («../1902-06»).
func (x *extraction) fillFollowingDates() {
	next := func(offset int) (DateMention, bool) {
		for _, si := range x.sents {
			for _, d := range si.dates {
				if d.Start >= offset && !d.Interval.Latest.IsZero() {
					return d, true
				}
			}
		}
		return DateMention{}, false
	}
	// before bounds an undated entry by the next date after it: "../date".
	before := func(edtf *string, iv *when.Interval, from *string, start int) {
		if *edtf != "" {
			return
		}
		if d, ok := next(start); ok {
			if parsed, err := when.ParseEDTF("../" + lastPart(d.EDTF)); err == nil {
				*edtf, *iv, *from = "../"+lastPart(d.EDTF), parsed, "following"
			}
		}
	}
	for _, e := range x.events {
		before(&e.EDTF, &e.Interval, &e.DateFrom, e.Source.Position.Start)
	}
	for _, m := range x.moves {
		before(&m.EDTF, &m.Interval, &m.DateFrom, m.Source.Position.Start)
	}
}

// result assembles the Result: live events in text order with ids and
// confidences.
func (x *extraction) result() *Result {
	r := &Result{Text: x.text}
	for _, si := range x.sents {
		r.Sentences = append(r.Sentences, si.st.s)
		r.Dates = append(r.Dates, si.dates...)
		r.Places = append(r.Places, si.places...)
	}
	for _, e := range x.events {
		if x.dead[e] {
			continue
		}
		e.Confidence = x.eventConfidence(e)
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
			bases[i] += "-" + x.v.placeSlug(e.Places[0].Place)
		} else if len(e.Actors) > 0 {
			bases[i] += "-" + x.v.slug(e.Actors[0])
		}
		count[bases[i]]++
	}
	seen := map[string]bool{}
	for i := range r.Events {
		e := &r.Events[i]
		base := bases[i]
		if count[base] > 1 && seen[base] && len(e.Places) > 0 && len(e.Actors) > 0 {
			base += "-" + x.v.slug(e.Actors[0])
		}
		seen[bases[i]] = true
		e.ID = uniqueID(ids, base)
	}
	for _, m := range x.moves {
		m.ID = uniqueID(ids, x.v.slug(m.Actor)+"-"+x.v.placeSlug(m.From.Place)+"-"+x.v.placeSlug(m.To.Place))
		m.Confidence = movementConfidence(m)
		r.Movements = append(r.Movements, *m)
	}
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
	sentence := -1
	if len(e.Places) > 0 {
		c += 0.2 * min(1, e.Places[0].Score/0.8)
		sentence = e.Places[0].Sentence
	} else {
		c += 0.1
	}
	if sentence >= 0 && x.sents[sentence].strongCue {
		c += 0.2
	} else if sentence >= 0 && x.sents[sentence].hasCue || sentence < 0 && e.Type != "other" {
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
	case "last-known":
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
func (v *Vocab) placeSlug(p gazetteer.Place) string {
	if s := v.slug(p.Name); s != "" {
		return s
	}
	return v.slug(p.ID)
}

// slug turns a name into lower-case ASCII words joined by hyphens,
// transliterating Cyrillic (text.yaml) after toponym.Key's folding of case and
// diacritics.
func (v *Vocab) slug(s string) string {
	k := toponym.Key(s)
	var b strings.Builder
	for _, r := range k {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == ' ':
			b.WriteByte('-')
		default:
			b.WriteString(v.translit[r])
		}
	}
	return strings.Trim(b.String(), "-")
}
