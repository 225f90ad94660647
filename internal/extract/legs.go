package extract

import (
	"slices"
	"sort"
	"strings"

	"github.com/chronomap/chronomap/internal/rutext"
	"github.com/chronomap/chronomap/internal/when"
)

// legDating is how the text dates one leg of a journey.
type legDating struct {
	// open: the place the leg reaches is a stop passed on the way
	// («через Иркутск и Якутск») with no date of its own. A goal reached
	// in a clause without a date («Через Вильну они приехали в Дрезден,
	// где прожили два месяца») is not: the text's time goes on there.
	open bool
	// departs: the leg's own date is its departure's («28 сент. отправлен
	// далее на Красноярск»), not its arrival's.
	departs bool
	// before is, for an open leg, the last date the text gives before it:
	// when the traveller was last known on the way.
	before when.Expr
	// own is the date the leg's clause gives it, when it gives one, as
	// the clause told it: the date a stretch before the leg ends by.
	own when.Expr
}

// maxOpenSpanDays bounds how long a stretch of legs without dates of
// their own may last between the dates around it: a longer gap is no
// journey told on, but a stay between two.
const maxOpenSpanDays = 120

// datingOf tells how the leg m, from from to dest, is dated in clause si.
// A stop passed is open when the clause names a goal beyond it, or has
// no date: «Вечером 21 октября, проездом через Саратов, …» dates the stop.
func (x *extraction) datingOf(si *sentInfo, from *PlaceMention, dest PlaceMention, m *Movement, beyond bool) legDating {
	ld := legDating{open: dest.Role == RoleVia && (beyond || m.DateFrom != "text"), before: m.When}
	if m.DateFrom != "text" {
		return ld
	}
	ld.own = m.When
	// The verb of motion nearest before the goal tells the leg.
	for k := len(si.st.toks) - 1; k >= 0; k-- {
		if t := si.st.toks[k]; t.Start < dest.Start && t.Kind == rutext.Word && x.motionVerb(t) {
			ld.departs = x.r.MatchWord(x.v.departureVerbs, t)
			break
		}
	}
	if !ld.open {
		return ld
	}
	d, ok := si.dateAt(dest.Start)
	sent := x.sents[si.sent]
	switch {
	case !ok:
	case d.Start > dest.Start:
		// «Через Иокогаму он отплыл в Америку: 15 октября прибыл в
		// Сан-Франциско»: the date dates a verb after it, beyond the
		// stop's own verb; the traveller was last known by the date
		// before the sentence. A date after the one verb of the clause
		// («через Москву его доставили в Пермь 20.06.1880») dates the
		// whole clause.
		if ctx := sent.ctxBefore; ctx.Valid() && x.motionBetween(si, dest.End, d.Start) && x.motionBetween(si, d.End, si.st.s.End) {
			ld.before = ctx.When
		}
	case !from.implied && from.Start >= sent.st.s.Start && from.End <= d.Start:
		// «15 октября прибыл в Сан-Франциско, а 15 ноября через Панаму
		// добрался до Нью-Йорка»: the date is the arrival beyond the
		// stop; the traveller was at the origin when the leg there says.
		for k := len(x.moves) - 1; k >= 0; k-- {
			if o := x.moves[k]; o.Actor == m.Actor && o.To.Start == from.Start {
				ld.before = o.When
				break
			}
		}
	}
	return ld
}

// spanOpenLegs dates the legs of a journey that have no date of their
// own by the dates around them: a stretch of open legs («через Иркутск и
// Якутск», «Через Красноярск и Оренбург его везли…») lies between the last
// date known before it and the date of the next leg the journey goes on
// with from where the stretch ends («…куда он был доставлен в январе
// 1872 г.»), and takes that span; so does that next leg, which left an
// undated stop, and a leg dated only by its departure whose goal the
// stretch starts from («28 сент. отправлен далее на Красноярск»). A
// stretch with no dated leg after it on the way keeps its dates.
func (x *extraction) spanOpenLegs() {
	legs := map[string][]*Movement{}
	var actors []string
	for _, m := range x.moves {
		if _, ok := legs[m.Actor]; !ok {
			actors = append(actors, m.Actor)
		}
		legs[m.Actor] = append(legs[m.Actor], m)
	}
	goesOn := func(a, b *Movement) bool {
		return a.To.Place.ID == b.From.Place.ID && a.Source.Position.Start <= b.Source.Position.Start
	}
	for _, actor := range actors {
		ms := legs[actor]
		for a := 0; a < len(ms); {
			if !x.legDates[ms[a]].open || ms[a].When.IsZero() {
				a++
				continue
			}
			b := a
			for b+1 < len(ms) && goesOn(ms[b], ms[b+1]) && x.legDates[ms[b+1]].open {
				b++
			}
			next := b + 1
			if next >= len(ms) || !goesOn(ms[b], ms[next]) || x.legDates[ms[next]].own.IsZero() ||
				x.sentOf(ms[next].Source.Position.Start) < 0 || x.sents[x.sentOf(ms[next].Source.Position.Start)].st.s.Paragraph != x.sents[x.sentOf(ms[b].Source.Position.Start)].st.s.Paragraph {
				a = next
				continue
			}
			first := a
			lo := x.legDates[ms[a]].before.Interval()
			if a > 0 && goesOn(ms[a-1], ms[a]) && x.legDates[ms[a-1]].departs && ms[a].DateFrom == "context" && !x.datedSentence(ms[a]) {
				// «28 сент. отправлен далее на Красноярск. Через Красноярск
				// и Оренбург его везли…»: the goal left for is the first
				// stop of a stretch told with no date. A stretch with a
				// date of its own («В середине мая через Сызрань…») says
				// when the way went on.

				first = a - 1
				lo = when.Hull(lo, ms[a-1].When.Interval())
			}
			hi := x.legDates[ms[next]].own.Interval()
			if lo.Earliest.IsZero() || hi.Latest.IsZero() || hi.Latest.Compare(lo.Earliest) < 0 || hi.Latest.Days()-lo.Earliest.Days() > maxOpenSpanDays {
				a = next
				continue
			}
			span := when.Interval{Earliest: lo.Earliest, Latest: hi.Latest}
			// A stretch told whole in the sentence that dates the arrival,
			// with that one date after its stops («Через Суэц и Коломбо мы шли сорок дней
			// и 5 июня бросили якорь во Владивостоке»), keep the date of
			// their sentence: only the first leg spans from the departure.
			arrSent := x.sentOf(ms[next].Source.Position.Start)
			oneSentence := len(x.sents[arrSent].dates) == 1 && !slices.ContainsFunc(ms[first:next+1], func(m *Movement) bool {
				return x.sentOf(m.Source.Position.Start) != arrSent || m != ms[next] && m.To.Start > x.sents[arrSent].dates[0].Start
			})
			ownDate := func(m *Movement) bool { return oneSentence && m != ms[first] }
			for _, m := range ms[first : next+1] {
				if ownDate(m) {
					m.When = x.legDates[ms[next]].own
					continue
				}
				if m != ms[next] && (first == a || m != ms[first]) && x.datedSentence(m) && x.sentOf(m.Source.Position.Start) != arrSent {
					// «2 сентября вышли в Посьет, а оттуда, через
					// Новокиевск, двинулись к границе. 4 сентября вошли в
					// Корею»: a stop passed in a sentence with a date of
					// its own keeps that date; only the leg on from the
					// last stop runs to the arrival.
					continue
				}
				iv := m.When.Interval()
				if iv.Earliest.IsZero() || iv.Latest.IsZero() {
					continue
				}
				if h := when.Hull(span, iv); h != iv {
					if w, err := when.IntervalExpr(h); err == nil {
						m.When = w
					}
				}
			}
			a = next + 1
		}
	}
}

// datedSentence reports whether the sentence that tells leg m gives a
// date of its own.
func (x *extraction) datedSentence(m *Movement) bool {
	k := x.sentOf(m.Source.Position.Start)
	return k >= 0 && len(x.sents[k].dates) > 0
}

// sentOf returns the index of the sentence that holds offset, or -1.
func (x *extraction) sentOf(offset int) int {
	// Sentences are in text order and apart: the last one starting at or
	// before the offset is the only one that may hold it.
	k := sort.Search(len(x.sents), func(i int) bool { return x.sents[i].st.s.Start > offset }) - 1
	if k < 0 || offset >= x.sents[k].st.s.End {
		return -1
	}
	return k
}

// motionBetween reports whether a verb of motion of clause si stands
// between the offsets from and to.
func (x *extraction) motionBetween(si *sentInfo, from, to int) bool {
	return slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Start >= from && t.Start < to && t.Kind == rutext.Word && x.motionVerb(t)
	})
}

// withinOpenSpan reports whether the later date ends at most
// maxOpenSpanDays after the earlier begins: a departure and an arrival of
// one journey, not two moves years apart told in one sentence («В 1879
// семья переехала в Луцк, а весной 1882 — в Колодяжное»).
func withinOpenSpan(earlier, later when.Expr) bool {
	a, b := earlier.Interval(), later.Interval()
	return !a.Earliest.IsZero() && !b.Latest.IsZero() && b.Latest.Days()-a.Earliest.Days() <= maxOpenSpanDays
}

// maxToldLegDays bounds how long a leg told by its departure and its
// arrival, each with a date of its own, may last: a march, an expedition
// or a voyage of months, not two journeys years apart.
const maxToldLegDays = 183

// toldDeparture is a clause that tells its actor setting out from a place
// on a date, with no goal reached in it.
type toldDeparture struct {
	actor string
	from  string        // the place ID left; "" when the text has not said where the actor was
	left  *PlaceMention // the place left, when from is not ""
	when  when.Expr
	at    int // offset of the verb of departure
}

// verblessSettingOut reports whether clause u is a plan of the next
// stage told without a verb: a day counted from the entry's («Завтра»,
// «Послезавтра») opening it, then one goal and nothing finite («Завтра
// по железной дороге в Иерусалим.», «Завтра — дальше, в Тифлис.»).
func (x *extraction) verblessSettingOut(u *sentInfo) bool {
	if len(u.dates) != 1 || !u.dates[0].Relative || len(u.places) != 1 || !u.places[0].Goal {
		return false
	}
	st := u.st
	if len(st.toks) == 0 {
		st.toks = x.r.TokenizeRunes(x.rs, u.st.s.Start, u.st.s.End)
	}
	toks := st.toks
	if len(toks) == 0 || toks[0].Start != u.dates[0].Start || !x.comingDayPhrase(&st, 0, len(toks)) {
		return false
	}
	return !slices.ContainsFunc(toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && (x.r.IsFiniteVerb(t) || x.r.IsInfinitive(t))
	})
}

// noteDeparture records on u the departure it tells: a verb of departure
// with a date of the clause's own and no movement made, leaving the
// origin the clause names, else the heading's, else the actor's last
// place; with none known, the leg after it must leave a place the text
// named before the departure. The verb tells a departure when it is the clause's verb of
// motion, when the clause names what it left («из Оренбурга»), when it
// sets out on a way («тронулись в путь», «вышли в море»), or when it is a
// participle with only its date («отряд, выступивший в начале 1873 г.,»).
// Only a departure told so dates a later leg: being last placed somewhere
// is none.
func (x *extraction) noteDeparture(u *sentInfo) {
	for _, k := range u.moves {
		if k < len(x.moves) && x.setsOutTo(u, x.moves[k].To) {
			x.setOut[x.moves[k]] = true
		}
	}
	if u.primary == "" || len(u.moves) > 0 {
		return
	}
	dated, ok := x.departureDate(u)
	if !ok {
		return
	}
	if x.verblessSettingOut(u) {
		// «Завтра по железной дороге в Иерусалим.»: the writer sets out
		// from where the entry is on the day it names.
		from := x.lastPlace[u.primary]
		if x.here != nil && u.st.s.Paragraph == x.herePara {
			from = x.here
		}
		if from == nil {
			return
		}
		p := *from
		u.departure = &toldDeparture{actor: u.primary, when: u.dates[0].When, at: u.dates[0].Start, from: from.Place.ID, left: &p}
		return
	}
	var from *PlaceMention
	for k := range u.places {
		p := &u.places[k]
		if p.Goal || p.Role == RoleDestination || p.Role == RoleVia {
			return
		}
		if p.Role == RoleOrigin && from == nil {
			from = p
		}
	}
	st := &u.st
	verb := slices.IndexFunc(st.toks, func(t rutext.Token) bool {
		// An escape is a setting out too («3 мая он бежал из Вятки»).
		if t.Kind != rutext.Word || !x.r.MatchWord(x.v.departureVerbs, t) && !(x.r.MatchWord(x.v.escapeVerbs, t) && x.r.IsFiniteVerb(t)) {
			return false
		}
		k := slices.IndexFunc(st.toks, func(o rutext.Token) bool { return o.Start == t.Start })
		if x.v.speaks(st, k) || negated(st, k) || x.plan(u, t) || towardIn(st, k) {
			return false
		}
		switch {
		case u.motion && t.Start == u.motionStart, from != nil:
			return true
		case st.norm(k+1) == "в" && x.v.settingOutNouns[st.norm(k+2)]:
			return true
		case x.r.IsFullParticiple(t) && x.r.MayBeCase(t, "nomn"):
			// Only its date follows it, then the clause goes on.
			d := slices.IndexFunc(u.dates, func(d DateMention) bool { return d.Start >= t.End })
			if d < 0 || strings.TrimSpace(string(x.rs[t.End:u.dates[d].Start])) != "" {
				return false
			}
			next := slices.IndexFunc(st.toks, func(o rutext.Token) bool { return o.Start >= u.dates[d].End })
			return next < 0 || st.toks[next].Kind != rutext.Word
		}
		return false
	})
	if verb < 0 {
		return
	}
	if from == nil && x.here != nil && u.st.s.Paragraph == x.herePara {
		// «Ташкент, 3 (15) марта. Сегодня войска выступили в поход»: under
		// a heading or dateline the traveller sets out from where it says.
		from = x.here
	}
	if from == nil {
		from = x.lastPlace[u.primary]
	}
	if from != nil && from.Role == RoleOrigin && !from.implied && x.departureRetold(u, from, dated) {
		return
	}
	d := &toldDeparture{actor: u.primary, when: dated, at: st.toks[verb].Start}
	if from != nil {
		p := *from
		d.from, d.left = from.Place.ID, &p
	}
	u.departure = d
}

// departureRetold dates by the departure clause u tells, from the place
// from it names on the day dated, the actor's leg from there told just
// before and already gone on from («…сопровождал до Уфы жену и выехал в
// Псков». Из Шушенского он выехал 29 января 1900 г.): the leg told by a
// coarser date (the year) takes the day it set out on, and the clause
// moves no one back to the place left. A departure from where the person
// still is, or from a place no recent leg left, is none such.
func (x *extraction) departureRetold(u *sentInfo, from *PlaceMention, dated when.Expr) bool {
	if last := x.lastPlace[u.primary]; last == nil || last.Place.ID == from.Place.ID {
		return false
	}
	day := dated.Interval()
	if day.Earliest.IsZero() || day.Latest.IsZero() {
		return false
	}
	for k := len(x.moves) - 1; k >= 0; k-- {
		m := x.moves[k]
		if m.Actor != u.primary || x.memories[m] {
			continue
		}
		if u.sent-x.sentOf(m.Source.Position.Start) > 2 {
			return false
		}
		if m.From.Place.ID != from.Place.ID {
			continue
		}
		leg := m.When.Interval()
		if leg.Earliest.IsZero() || leg.Latest.IsZero() || leg.Earliest.Compare(day.Earliest) > 0 || leg.Latest.Compare(day.Latest) < 0 ||
			leg.Latest.Days()-leg.Earliest.Days() <= day.Latest.Days()-day.Earliest.Days() {
			return false
		}
		x.clauseWhen[m] = m.When
		m.When = dated
		u.departureRetold = true
		return true
	}
	return false
}

// departureDate gives the date of clause u's own: its last date, or, for
// a clause with none, the date of the diary entry it opens under (a
// heading of a date in its paragraph, with no date told between: «20-го.
// В одиннадцать часов утра отряд тронулся в путь»).
func (x *extraction) departureDate(u *sentInfo) (when.Expr, bool) {
	if n := len(u.dates); n > 0 {
		return u.dates[n-1].When, true
	}
	h := u.sent - 1
	for h >= 0 && len(x.sents[h].dates) == 0 && x.sents[h].st.s.Paragraph == u.st.s.Paragraph {
		h--
	}
	if h < 0 || x.sents[h].st.s.Paragraph != u.st.s.Paragraph || !x.sents[h].headingShape && !x.onlyDates(x.sents[h]) {
		return when.Expr{}, false
	}
	ctx := x.sents[u.sent].ctxBefore
	return ctx.When, ctx.Valid()
}

// onlyDates reports whether sentence si says nothing but its dates
// («20-го.»): a diary entry's heading.
func (x *extraction) onlyDates(si *sentInfo) bool {
	rest := x.rs[si.st.s.Start:si.st.s.End]
	var b strings.Builder
	last := si.st.s.Start
	for _, d := range si.dates {
		if d.Start < last {
			return false
		}
		b.WriteString(string(x.rs[last:d.Start]))
		last = d.End
	}
	b.WriteString(string(x.rs[last:si.st.s.End]))
	return len(si.dates) > 0 && len(rest) > 0 && strings.Trim(b.String(), " \u00a0\n.,:;—-") == ""
}

// towardIn reports whether the stretch of clause st between commas around
// token k heads toward something with «к», «ко» or «до» («вышли к реке»,
// «к нашему биваку вышел»): a goal reached, named or not, not a setting out.
func towardIn(st *sentenceTokens, k int) bool {
	for _, dir := range []int{-1, 1} {
		for j := k + dir; j >= 0 && j < len(st.toks) && st.toks[j].Norm != "," && st.toks[j].Norm != ";"; j += dir {
			if n := st.norm(j); n == "к" || n == "ко" || n == "до" {
				return true
			}
		}
	}
	return false
}

// fromToldDepartures widens the actor's first leg after a told departure
// to start at the departure's date, when the leg leaves the place the
// departure left and is dated later by its own clause («3 мая выехал из
// Москвы. … 10 мая прибыл в Казань»: 3–10 May). Another leg of the actor
// in between ends the departure's journey; a leg told by a verb of
// departure of its own («выехал из Одессы, но вернулся. В июне уехал в
// Киев») is another journey.
func (x *extraction) fromToldDepartures() {
	pending := map[string]*toldDeparture{}
	entries := map[string]*toldDeparture{} // by place: the last entry heading there, by its day
	for _, u := range x.units {
		for _, k := range u.moves {
			if k >= len(x.moves) {
				continue
			}
			m := x.moves[k]
			if e := entries[m.From.Place.ID]; e != nil && pending[m.Actor] == nil && oneDay(e.when) && oneDay(m.When) {
				pending[m.Actor] = e
			}
			delete(entries, m.From.Place.ID)
			if e := entries[m.To.Place.ID]; e != nil && m.When.Interval().Earliest.Compare(e.when.Interval().Latest) > 0 {
				// A later arrival there starts a new stay.
				delete(entries, m.To.Place.ID)
			}
			if d := pending[m.Actor]; d != nil && (m.From.Place.ID == d.from || d.from == "" && m.From.Start < d.at) && !x.setOut[m] {
				dep, arr := d.when.Interval(), m.When.Interval()
				// A departure dated by a span that holds the arrival («в июне
				// выехал … 12 июня прибыл») tells no earlier start.
				if !dep.Earliest.IsZero() && !arr.Latest.IsZero() && dep.Earliest.Compare(arr.Earliest) < 0 &&
					dep.Latest.Compare(arr.Latest) <= 0 && arr.Latest.Days()-dep.Earliest.Days() <= maxToldLegDays {
					// From the start of the departure's date to the end of
					// the arrival's: «в начале 1880 г.» … «в марте» is
					// January to March.
					if w, err := when.IntervalExpr(when.Interval{Earliest: dep.Earliest, Latest: arr.Latest}); err == nil {
						m.When = w
					}
				}
			}
			delete(pending, m.Actor)
		}
		if u.departure != nil {
			pending[u.departure.actor] = u.departure
		} else if p, day, ok := x.dateline(u); ok && len(u.moves) == 0 {
			// «13 сент. Казань.»: the writer is placed there on the entry's
			// day; the next leg from there, not set out on in its own
			// clause, runs from that day.
			entries[p.Place.ID] = &toldDeparture{from: p.Place.ID, when: day, at: p.Start}
		}
	}
}

// arrivalToldAgain widens a leg of a route told with its setting out,
// when a later clause of the same traveller, making no leg of its own,
// tells the arrival at the leg's goal with a later date of its own
// («В октябре 1872 г. отправлен этапом из Москвы через Казань в Тобольск.
// … в Тобольск его привели лишь в январе 1873 г.»): the leg runs from the
// setting out to that arrival, and the route's legs on from there, dated
// by the setting out, by the arrival.
func (x *extraction) arrivalToldAgain() {
	last := map[string]int{} // by actor: the index of the last leg
	latest := ""             // the actor of the last leg of all
	for _, u := range x.units {
		for _, k := range u.moves {
			if k < len(x.moves) {
				last[x.moves[k].Actor], latest = k, x.moves[k].Actor
			}
		}
		places, told, at := u.places, 0, when.Expr{}
		person := x.r.VerbPerson
		if n := len(u.dates); n > 0 {
			told, at = u.dates[n-1].Start, u.dates[n-1].When
		} else if p, day, ok := x.arrivalUnderHeading(u); ok {
			// «14 апреля. Константинополь. ¶ Пришли на рассвете.»: the
			// arrival at the entry's place on the entry's day.
			g := *p
			g.Goal = true
			places, told, at = []PlaceMention{g}, u.st.s.Start, day
			// Its verb is read as told, not as a command («Пришли»).
			person = x.r.IndicativePerson
		}
		if len(u.moves) > 0 || u.primary == "" || at.IsZero() || !u.arrival && !slices.ContainsFunc(x.r.TokenizeRunes(x.rs, u.st.s.Start, u.st.s.End), func(t rutext.Token) bool {
			// «в Иркутск её доставили»: brought there is arrived.
			return t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.bringingVerbs, t)
		}) {
			continue
		}
		actor := u.primary
		n, ok := last[actor]
		if !ok {
			// «Партия шла пешком, и в Иркутск её доставили»: a clause
			// about one who went nowhere tells the last traveller's way.
			actor = latest
			if n, ok = last[actor]; !ok {
				continue
			}
		}
		arr := at.Interval()
		for _, p := range places {
			if !p.Goal && p.Role != RoleDestination {
				continue
			}
			route := x.moves[n].Source.Position.Start
			j := n
			for j >= 0 && (x.moves[j].Actor != actor || x.moves[j].To.Place.ID != p.Place.ID) {
				if x.moves[j].Actor == actor && x.moves[j].Source.Position.Start != route {
					j = -1
					break
				}
				j--
			}
			if j < 0 || x.moves[j].Source.Position.Start != route {
				break
			}
			m := x.moves[j]
			if x.anothersVerbAs(u, m, person) {
				// «Вчера вошли в Орёл. Сегодня сюда прибыл командир
				// корпуса»: another's arrival.
				break
			}
			head := x.headingLineOf(u)
			if routeEnd := m.Source.Position.End; slices.ContainsFunc(x.sents, func(o *sentInfo) bool {
				// Not the heading of the entry that tells the arrival
				// («Рим, 10 января. Вчера приехали в Рим»): its day is
				// the one the arrival is told from.
				return !(o.entryHead && o.st.s.Paragraph == u.st.s.Paragraph && o.sent < u.sent) && o != head &&
					slices.ContainsFunc(o.dates, func(d DateMention) bool { return d.Start >= routeEnd && d.Start < told })
			}) {
				// «В мае он был в Одессе, а в сентябре приехал в Одессу
				// снова»: a date between dates the traveller otherwise.
				break
			}
			dep := m.When.Interval()
			if dep.Earliest.IsZero() || dep.Latest.IsZero() || arr.Earliest.IsZero() || arr.Latest.IsZero() ||
				arr.Earliest.Compare(dep.Latest) <= 0 || arr.Latest.Days()-dep.Earliest.Days() > maxToldLegDays {
				break
			}
			w, err := when.IntervalExpr(when.Interval{Earliest: dep.Earliest, Latest: arr.Latest})
			if err != nil {
				break
			}
			old := m.When
			m.When = w
			// A later clause or entry that tells the arrival («Ницца, 3
			// января. Мы уезжаем в Рим. … Рим, 10 января. Вчера приехали в
			// Рим», «В октябре отправлен в Тобольск. … в Тобольск его
			// привели лишь в январе»): the event at the goal is the
			// arrival's, not the setting out's.
			if len(u.dates) > 0 {
				x.arrivalOnly(u, m, old, route)
			} else {
				x.arrivalUnderHeadingOnly(u, m, old, at, route)
			}
			for _, o := range x.moves[j+1 : n+1] {
				if o.Actor != actor || o.When != old {
					continue
				}
				o.When = at
				for k, e := range x.events {
					if !x.dead[e] && len(e.Places) > 0 && e.Places[0].Place.ID == o.To.Place.ID && e.When == old &&
						e.Source.Position.Start <= route && route < e.Source.Position.End {
						x.redate(k, at, e.OldStyle)
					}
				}
			}
			break
		}
	}
}

// headingLineOf gives the sentence of the heading line that stands alone
// over the entry clause u is in («14 апреля. Константинополь.» over «Пришли
// на рассвете.»): the last heading before u, in the paragraph right
// before u's, with no date told between; nil if none.
func (x *extraction) headingLineOf(u *sentInfo) *sentInfo {
	para := u.st.s.Paragraph
	for k := u.sent - 1; k >= 0; k-- {
		o := x.sents[k]
		if o.st.s.Paragraph < para-1 {
			return nil
		}
		if o.entryHead {
			if o.st.s.Paragraph == para-1 {
				return o
			}
			return nil
		}
		if len(o.dates) > 0 {
			return nil
		}
	}
	return nil
}

// arrivalUnderHeading gives the place and day of the entry whose first
// clause u tells an arrival by its verb alone, with no date, place or
// subject of its own («14 апреля. Константинополь. ¶ Пришли на
// рассвете.», «Тула, 9 мая. ¶ Прибыли вечером.»): the heading line above
// it dates and places the arrival.
func (x *extraction) arrivalUnderHeading(u *sentInfo) (*PlaceMention, when.Expr, bool) {
	if !u.arrival || len(u.dates) > 0 {
		return nil, when.Expr{}, false
	}
	head := x.headingLineOf(u)
	toks := u.st.toks
	if len(toks) == 0 {
		// Asked after the clause's tokens were let go: its sentence's.
		toks = x.r.TokenizeRunes(x.rs, u.st.s.Start, u.st.s.End)
	}
	if head == nil || len(toks) == 0 || u.arrivalStart != toks[0].Start ||
		slices.ContainsFunc(u.places, func(p PlaceMention) bool { return !p.implied }) {
		return nil, when.Expr{}, false
	}
	k := slices.Index(x.sents, head)
	if k < 0 || len(head.dates) == 0 {
		return nil, when.Expr{}, false
	}
	day := head.dates[len(head.dates)-1].When
	if !oneDay(day) {
		return nil, when.Expr{}, false
	}
	// The heading's place: in its sentence or the next one of its line
	// («14 апреля. Константинополь.»), with nothing else said.
	for ; k < len(x.sents) && x.sents[k].st.s.Start < u.st.s.Start; k++ {
		o := x.sents[k]
		if o.st.s.Paragraph != head.st.s.Paragraph || len(o.places) > 1 {
			return nil, when.Expr{}, false
		}
		if len(o.places) == 1 && !o.places[0].implied {
			p := &o.places[0]
			rest := string(x.rs[o.st.s.Start:p.Start]) + string(x.rs[p.End:o.st.s.End])
			for _, d := range o.dates {
				rest = strings.Replace(rest, string(x.rs[d.Start:d.End]), "", 1)
			}
			if strings.Trim(rest, " \u00a0\n.,:;—-") != "" {
				return nil, when.Expr{}, false
			}
			return p, day, true
		}
	}
	return nil, when.Expr{}, false
}

// arrivalUnderHeadingOnly keeps, for leg m set out on at route (dated
// old) whose arrival the first clause u of an entry tells under the
// entry's heading, one event at the goal: the journey's, dated by the
// arrival (at); the clause's own event there, told by the verb of
// arrival alone, is the same.
func (x *extraction) arrivalUnderHeadingOnly(u *sentInfo, m *Movement, old, at when.Expr, route int) {
	for k, e := range x.events {
		if !x.dead[e] && len(e.Places) > 0 && e.Places[0].Place.ID == m.To.Place.ID && e.When == old &&
			e.Source.Position.Start <= route && route < e.Source.Position.End {
			for _, i := range u.events {
				if o := x.events[i]; !x.dead[o] && len(o.Places) > 0 && o.Places[0].Place.ID == m.To.Place.ID && o.When == at {
					x.kill(o)
				}
			}
			x.redate(k, at, e.OldStyle)
			return
		}
	}
}

// setsOutTo reports whether the verb of motion of clause u nearest before
// the goal dest is a verb of departure («уехал в Киев»): the leg is a
// journey set out on in that clause.
func (x *extraction) setsOutTo(u *sentInfo, dest PlaceMention) bool {
	for k := len(u.st.toks) - 1; k >= 0; k-- {
		if t := u.st.toks[k]; t.Start < dest.Start && t.Kind == rutext.Word && x.motionVerb(t) {
			return x.r.MatchWord(x.v.departureVerbs, t)
		}
	}
	return false
}

// dateline gives the place and day of clause u when it is a diary entry's
// heading: a date and then one place and nothing else («13 сент.
// Казань.»), or only the place right after a sentence of only the date in
// its paragraph («20 сентября. Нижний Новгород.»).
func (x *extraction) dateline(u *sentInfo) (*PlaceMention, when.Expr, bool) {
	if len(u.places) != 1 || len(u.dates) > 1 {
		return nil, when.Expr{}, false
	}
	p := &u.places[0]
	rest := string(x.rs[u.st.s.Start:p.Start]) + string(x.rs[p.End:u.st.s.End])
	if len(u.dates) == 1 {
		d := u.dates[0]
		if d.End > p.Start {
			return nil, when.Expr{}, false
		}
		rest = string(x.rs[u.st.s.Start:d.Start]) + string(x.rs[d.End:p.Start]) + string(x.rs[p.End:u.st.s.End])
	}
	if strings.Trim(rest, " \u00a0\n.,:;—-") != "" {
		return nil, when.Expr{}, false
	}
	if len(u.dates) == 1 {
		return p, u.dates[0].When, true
	}
	h := u.sent - 1
	if h < 0 || x.sents[h].st.s.Paragraph != u.st.s.Paragraph || !x.onlyDates(x.sents[h]) {
		return nil, when.Expr{}, false
	}
	return p, x.sents[h].dates[len(x.sents[h].dates)-1].When, true
}

// oneDay reports whether w is a single day: entries of a diary kept day by
// day («13 сент.» … «20 сентября»), not a month's or a season's.
func oneDay(w when.Expr) bool {
	iv := w.Interval()
	return !iv.Earliest.IsZero() && !iv.Latest.IsZero() && iv.Earliest.Days() == iv.Latest.Days()
}

// retoldArrival is a leg set out on in one clause of the sentence at
// route (dated setOut) whose arrival a later clause, unit, tells on a
// later date.
type retoldArrival struct {
	unit   *sentInfo
	leg    *Movement
	setOut when.Expr
	route  int
}

// arrivalsRetold keeps, for a leg whose arrival a later clause tells
// again with a later date («5 мая выехал в Казань. Туда он прибыл 12
// мая», «отправилась в Казань, но прибыла в Казань лишь 20 мая»), only the arrival's event at the goal. A clause that places what
// it tells inside the goal («Доставленный вчера из Риги, заключён в
// Петропавловскую крепость») has its event there, and the goal keeps the
// setting out's.
func (x *extraction) arrivalsRetold() {
	for _, r := range x.retoldArrivals {
		goal := r.leg.To.Place
		if slices.ContainsFunc(r.unit.places, func(p PlaceMention) bool {
			return !p.implied && (contains(goal, p.Place) || townHolds(goal, p.Place))
		}) {
			continue
		}
		x.arrivalOnly(r.unit, r.leg, r.setOut, r.route)
	}
}

// arrivalToldInClause widens the leg clause u sets out on when the clause
// goes on to tell the arrival at the same goal with a later date of its
// own («5 мая отправился в Казань и прибыл туда 12 мая»): the leg runs
// from the setting out to the arrival, and the event at the goal is the
// arrival's.
func (x *extraction) arrivalToldInClause(u *sentInfo) {
	if !u.arrival || len(u.moves) == 0 || u.moves[len(u.moves)-1] >= len(x.moves) {
		return
	}
	m := x.moves[u.moves[len(u.moves)-1]]
	if m.DateFrom != "text" || m.To.Start < u.st.s.Start || m.To.Start >= u.arrivalStart {
		return
	}
	again := slices.IndexFunc(u.places, func(p PlaceMention) bool {
		return p.Start > u.arrivalStart && p.Place.ID == m.To.Place.ID && (p.Goal || p.Role == RoleDestination)
	})
	if again < 0 {
		return
	}
	arr, ok := u.dateAt(u.places[again].Start)
	if !ok || arr.Start < u.arrivalStart {
		return
	}
	dep, at := m.When.Interval(), arr.When.Interval()
	if dep.Earliest.IsZero() || at.Latest.IsZero() || at.Earliest.Compare(dep.Latest) <= 0 || at.Latest.Days()-dep.Earliest.Days() > maxToldLegDays {
		return
	}
	w, err := when.IntervalExpr(when.Interval{Earliest: dep.Earliest, Latest: at.Latest})
	if err != nil {
		return
	}
	old := m.When
	m.When = w
	x.arrivalOnly(u, m, old, m.Source.Position.Start)
}

// tellsArrival reports whether clause u tells an arrival: a verb of
// arrival, or of bringing («в Тобольск его доставили»).
func (x *extraction) tellsArrival(u *sentInfo) bool {
	return u.arrival || slices.ContainsFunc(u.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.bringingVerbs, t)
	})
}

// arrivalOnly drops the event at leg m's goal that the setting out told
// (dated old, in the sentence at route) when the arrival's clause u has
// its own event there.
func (x *extraction) arrivalOnly(u *sentInfo, m *Movement, old when.Expr, route int) {
	if !slices.ContainsFunc(u.events, func(k int) bool {
		e := x.events[k]
		return !x.dead[e] && len(e.Places) > 0 && e.Places[0].Place.ID == m.To.Place.ID
	}) {
		return
	}
	for _, e := range x.events {
		if !x.dead[e] && len(e.Places) > 0 && e.Places[0].Place.ID == m.To.Place.ID && e.When == old &&
			e.Source.Position.Start <= route && route < e.Source.Position.End {
			x.kill(e)
		}
	}
}

// reachedAtNextEntry widens a leg of the writer's told ahead, in the
// present or the future, with a day of its own («10 апреля. Одесса. …
// вечером уходим в Константинополь»), when the next entry is headed at
// its goal on a later day («12 апреля. Константинополь.») and no leg of
// the writer's comes between: the leg runs from that day up to the
// entry's, written once the traveller had arrived, when that entry tells
// no arrival of its own. A leg told in the past
// («вчера выехали в Казань», «прибыли сюда 10-го») has the day it tells,
// and a leg already widened to an arrival keeps that.
func (x *extraction) reachedAtNextEntry() {
	if !x.firstPerson {
		// A chronicle's dateline at the goal may report the person there
		// long after the arrival.
		return
	}
	writer := x.narrator()
	for k, m := range x.moves {
		if m.Actor != writer || !oneDay(m.When) || m.To.implied || m.To.Start <= m.Source.Position.Start || m.To.Start > m.Source.Position.End {
			continue
		}
		if slices.ContainsFunc(x.moves[k+1:], func(o *Movement) bool { return o.Actor == writer && o.Source.Position.Start < m.Source.Position.End }) {
			continue
		}
		toks := x.r.TokenizeRunes(x.rs, m.Source.Position.Start, m.To.Start)
		verb := -1
		for j := len(toks) - 1; j >= 0; j-- {
			if toks[j].Kind == rutext.Word && x.motionVerb(toks[j]) {
				verb = j
				break
			}
		}
		if verb < 0 || toks[verb].Quoted || !x.r.IsFiniteVerb(toks[verb]) || x.r.IsPastVerb(toks[verb]) || x.r.MatchWord(x.v.arrivalVerbs, toks[verb]) {
			continue
		}
		j := slices.IndexFunc(x.sents, func(s *sentInfo) bool { return s.st.s.Start >= m.Source.Position.End && s.heading })
		if j < 0 || len(x.sents[j].places) == 0 || x.sents[j].places[len(x.sents[j].places)-1].Place.ID != m.To.Place.ID {
			continue
		}
		head := x.sents[j]
		dates := head.dates
		if len(dates) == 0 && j > 0 && x.onlyDates(x.sents[j-1]) {
			dates = x.sents[j-1].dates
		}
		if len(dates) != 1 || !oneDay(dates[0].When) {
			continue
		}
		if slices.ContainsFunc(x.moves[k+1:], func(o *Movement) bool { return o.Actor == writer && o.Source.Position.Start < head.st.s.Start }) {
			continue
		}
		// An entry that tells an arrival («Прибыл сюда вечером командир
		// корпуса») tells whose and when: the writer's was widened to it
		// already, another's leaves the writer's leg its day.
		told := false
		for i := j; i < len(x.sents) && (i == j || !x.sents[i].heading) && !told; i++ {
			told = slices.ContainsFunc(x.r.TokenizeRunes(x.rs, x.sents[i].st.s.Start, x.sents[i].st.s.End), func(t rutext.Token) bool {
				return t.Kind == rutext.Word && x.r.MatchWord(x.v.arrivalVerbs, t)
			})
		}
		if told {
			continue
		}
		leg, day := m.When.Interval(), dates[0].When.Interval()
		if leg.Latest.Compare(day.Earliest) >= 0 || day.Latest.Days()-leg.Earliest.Days() > maxOpenSpanDays {
			continue
		}
		if iv, err := when.IntervalExpr(when.Hull(leg, day)); err == nil {
			m.When = iv
		}
	}
}

// stopsShareArrivalSpan dates the stops passed on the way to a goal whose
// leg runs from the setting out to a later arrival told in the same
// sentence («Весной 1905 г. он выехал из Варны через Вену и Варшаву и 5
// мая прибыл в Вильну»): a stop has no date of its own, so the legs to and
// from it lie between the same two dates as the leg to the goal, not on
// the setting out's alone. Only the stops right before that leg: a goal
// reached on the way («…в Трапезунт, оттуда через Эрзерум в Тавриз и в
// июле достиг Тегерана») keeps the setting out's date, and so do the
// stops before it.
func (x *extraction) stopsShareArrivalSpan() {
	for j, m := range x.moves {
		span := m.When.Interval()
		if m.When.IsZero() || span.Earliest.IsZero() || span.Latest.IsZero() || m.To.Role == RoleVia {
			continue
		}
		sent := x.sentOf(m.Source.Position.Start)
		if sent < 0 {
			continue
		}
		// The sentence itself dates both ends: the setting out before the
		// stops, the arrival after them in the clause that reaches the
		// goal. An arrival told after the goal («…в Пекин, куда прибыл в
		// начале 1871 г.») dates that leg alone.
		var dep, arr bool
		for _, d := range x.sents[sent].dates {
			iv := d.When.Interval()
			switch {
			case d.Start < m.From.Start && iv.Earliest == span.Earliest && iv.Latest != span.Latest:
				dep = true
			case d.Start > m.From.Start && d.End <= m.To.Start && iv.Latest == span.Latest && iv.Earliest != span.Earliest:
				arr = true
			}
		}
		if !dep || !arr {
			continue
		}
		to := m.From.Place.ID
		var stops []*Movement
		for k := j - 1; k >= 0; k-- {
			o := x.moves[k]
			if o.Actor != m.Actor {
				continue
			}
			if o.To.Place.ID != to || o.To.Role != RoleVia || x.sentOf(o.Source.Position.Start) != sent || o.When.IsZero() {
				break
			}
			ow := o.When.Interval()
			if ow.Earliest != span.Earliest || ow.Latest.IsZero() || ow == span {
				break
			}
			stops = append(stops, o)
			to = o.From.Place.ID
		}
		for _, o := range stops {
			o.When = m.When
		}
	}
}
