package extract

import (
	"slices"

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
			if a > 0 && goesOn(ms[a-1], ms[a]) && x.legDates[ms[a-1]].departs && ms[a].DateFrom == "context" {
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
			for _, m := range ms[first : next+1] {
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

// sentOf returns the index of the sentence that starts at offset, or -1.
func (x *extraction) sentOf(offset int) int {
	return slices.IndexFunc(x.sents, func(si *sentInfo) bool { return si.st.s.Start <= offset && offset < si.st.s.End })
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
