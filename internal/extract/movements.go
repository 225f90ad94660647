package extract

import (
	"slices"
	"strings"
	"unicode"

	orbgeo "github.com/paulmach/orb/geo"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/internal/rutext"
	"github.com/chronomap/chronomap/internal/when"
)

// buildMovements makes the movements of a sentence with a verb of motion,
// exile, escape or return: from its origin («из Германии») or, when the
// text gives none, from where the actor went with the movement just before
// («перебрались в Лондон» after «перенесено из Германии в Лондон») or from
// the actor's last known place, through each stop («через Киев и Харьков»)
// to each destination in turn, one leg per stop. A return without a place
// («вернулся») goes back to where the actor was before the last move.
func (x *extraction) buildMovements(i int, si *sentInfo) {
	x.relayedFromElsewhere(si)
	x.backAtBase(si)
	defer x.noteBase(si, len(x.moves))
	defer x.cameToEntry(si)
	defer x.heldOnTheWay(si)
	defer x.leftThenStayed(i, si)
	defer x.abroadThenStayed(i, si)
	x.arrivalDatesRoute(i, si)
	if !si.motion && si.settles && si.primary != "" {
		x.settleMove(i, si)
		return
	}
	if !si.motion && si.enrols && si.primary != "" {
		x.enrolMove(i, si)
		return
	}
	if si.primary != "" && x.tourGoesOn(si) {
		// The tour's towns are its stops, whatever the list made of them.
		x.tourLegs(si, true)
		return
	}
	if si.primary != "" && (!si.motion || si.speechAt) {
		x.tourLegs(si, false)
	}
	if !si.motion || si.primary == "" {
		return
	}
	x.visitInArea(si)
	var dests, origins, statics []PlaceMention
	for _, p := range si.places {
		if p.Role == RoleOrigin && p.implied {
			p = x.fromHomeReached(si, p)
		}
		switch {
		case (p.Role == RoleLocation || p.Role == RoleDestination) && p.Goal && x.routeAfterColon(si, p):
			// «перебрались сюда осенью: ехали через Базель и Кёльн в
			// Остенде, а оттуда в Гринвич»: the route told after the
			// colon goes to the goal, which is its last stop, not its first.
		case p.Role == RoleOrigin && p.implied && len(dests) > 0 && len(statics) > 0 && statics[len(statics)-1].Place.ID == p.Place.ID &&
			statics[len(statics)-1].Start > dests[len(dests)-1].Start && statics[len(statics)-1].Start > si.motionStart && si.quotedAt(p.Start) == si.quotedAt(si.motionStart):
			// «ехали через Базель и Кёльн в Остенде, а оттуда в Гринвич»:
			// a name that does not decline, after the stops of the way and
			// before the route goes on from it, is the next stop.
			q := statics[len(statics)-1]
			statics = statics[:len(statics)-1]
			q.Goal = true
			dests = append(dests, q)
		case p.Role == RoleOrigin && len(dests) > 0 && (p.implied || dests[len(dests)-1].Place.ID == p.Place.ID):
			// «…морем в Баку и Красноводск, а оттуда через Бухару», «до
			// Астрахани, а от Астрахани через Кизляр»: the route goes on
			// from its last stop.
		case p.Role == RoleOrigin && len(dests) == 0 && len(statics) > 0 && statics[len(statics)-1].Place.ID == p.Place.ID &&
			statics[len(statics)-1].Start > si.motionStart && si.quotedAt(p.Start) == si.quotedAt(si.motionStart):
			// «поехал в Баку, а оттуда в Шемаху»: a name that does not
			// decline says no case, but the route going on from it after
			// the verb makes it the first stop.
			q := statics[len(statics)-1]
			statics = statics[:len(statics)-1]
			q.Goal = true
			dests = append(dests, q)
		case p.Role == RoleOrigin && x.originAside(si, p):
			// «перебрался в Балту, где наши пути сходились с дорогою из
			// Киева»: where something else comes from, in a clause about
			// the place reached.
		case p.Role == RoleOrigin:
			origins = append(origins, p)
		case p.Role == RoleVia && x.traversed(si, p):
			// «а оттуда через всю Сибирь на запад»: the land crossed
			// whole is the way, not a stop on it.
		case p.Role == RoleVia:
			dests = append(dests, p)
		case (p.Role == RoleLocation || p.Role == RoleDestination) && p.Goal:
			dests = append(dests, p)
		case p.Role == RoleReference && x.mooredAt(si, p):
			p.Goal = true
			dests = append(dests, p)
		case p.Role == RoleReference && x.putAtDisposal(si, p):
			// «выслан в распоряжение иркутского генерал-губернатора»: sent
			// to the official, so to the town he sits in.
			p.Goal, p.Role = true, RoleDestination
			dests = append(dests, p)
		case p.Role == RoleLocation && !p.Goal && x.stayAfterGoal(si, p, dests):
			// «приехали сюда из Ниццы 18 декабря, переночевав в Генуе»:
			// a stay told by a gerund after the goal was made on the way
			// there, a stop before it.
			p.Goal = true
			dests = slices.Insert(dests, len(dests)-1, p)
		case p.Role == RoleLocation && p.Static && !slices.ContainsFunc(dests, func(d PlaceMention) bool { return d.Role != RoleVia }) && !p.dateline:
			statics = append(statics, p)
		case p.Role == RoleLocation && !p.Goal && p.mention.Institution != "" && p.mention.Prep == "" && p.End <= si.motionStart && len(dests) == 0 && !p.dateline:
			// «окончил Казанский университет и в 1890 г. уехал в Москву»:
			// the institution the person was at, named by its town's
			// adjective before the verb of motion, is where they left.
			statics = append(statics, p)
		}
	}
	if !slices.ContainsFunc(dests, func(p PlaceMention) bool { return p.Role != RoleVia }) {
		// «перевели … в канцелярию …, которая находилась в Екатеринославе»:
		// with no other destination, a place where something is, named
		// after the verb of motion, is where the movement went; after the
		// stops on the way too («пройдя через Аден, крейсер бросил якорь
		// в Бомбее»).
		var after []PlaceMention
		for _, p := range statics {
			// A place outside the quotation that tells the move («„нас
			// везли неделю“, — вспоминал он в Париже») is not its goal.
			if p.Start > si.motionStart && si.quotedAt(p.Start) == si.quotedAt(si.motionStart) {
				after = append(after, p)
			}
		}
		if len(after) > 0 {
			// Stays told one by one after the verb are the stops of its
			// journey («спустился по Волге: в Самаре простоял день, в
			// Саратове — два дня»), else the last place is its goal.
			series := len(after) > 1
			// «побывал в Генуе, Неаполе и Палермо»: a visit goes to every
			// place it lists, in turn.
			visit := x.visiting(si) || x.visitsAfterMotion(si, after[0])
			for j := 1; series && !visit && j < len(after); j++ {
				series = x.stopsApart(si, after[j-1], after[j])
			}
			if series {
				for _, p := range after[:len(after)-1] {
					p.Goal = true
					dests = append(dests, p)
				}
			}
			dests = append(dests, after[len(after)-1])
			// A stay named before the verb («Простояв неделю в Копенгагене,
			// мы бросили якорь в Портсмуте») is where the leg set off, and
			// so is where a message has the person before the move
			// («Донесение тифлисского полицмейстера: «скрывался здесь и
			// выехал в Баку»»).
			statics = slices.DeleteFunc(statics, func(p PlaceMention) bool { return p.Start > si.motionStart || p.implied && !p.sender })
		}
	}
	if x.endsAtHeading(si) {
		// «Ташкент. Прибыл, проделав путь через Москву…»: the journey
		// ends where the heading is.
		if n := len(dests); n == 0 || dests[n-1].Place.ID != x.here.Place.ID {
			h := *x.here
			h.implied, h.Role, h.Goal = true, RoleDestination, true
			h.Start, h.End = si.motionStart, si.motionStart
			if si.arrival {
				h.Start, h.End = si.arrivalStart, si.arrivalStart
			}
			dests = append(dests, h)
		}
	}
	if si.motionKind == "return" && len(dests) > 0 && !slices.ContainsFunc(dests, func(p PlaceMention) bool { return p.Role != RoleVia }) && !x.unknownGoal(si) {
		// «Осенью вернулись через Берлин»: back, by the places named, to
		// where the journey set out from.
		last, to := x.lastPlace[si.primary], x.prevPlace[si.primary]
		if last != nil && to != nil && to.Place.ID != last.Place.ID && !slices.ContainsFunc(dests, func(p PlaceMention) bool { return p.Place.ID == to.Place.ID }) {
			h := *to
			h.implied, h.Role, h.Goal, h.Static = true, RoleDestination, true, false
			h.Start, h.End, h.Sentence = si.motionStart, si.motionStart, si.sent
			dests = append(dests, h)
		}
	}
	if n := len(dests); n > 0 && isArea(dests[n-1].Place) {
		if p, ok := x.bracketedIn(si, dests[n-1]); ok {
			// «выслан в Вост. Сибирь (с. Казачинское Енисейской губ.)»:
			// the brackets name where in the land the journey ended.
			p.Role, p.Goal, p.Static = dests[n-1].Role, true, false
			dests = append(dests, p)
		} else if p, ok := x.settledIn(si, dests[n-1]); ok {
			dests = append(dests, p)
			// «ездил в Соед. Штаты: побывал в Бостоне, Филадельфии и
			// Чикаго»: the towns listed there are visited in turn.
			dests = append(dests, x.visitedAfter(si, dests[n-1].End, p)...)
		}
	}
	if n := len(dests); n > 0 && dests[n-1].Role != RoleVia {
		// «отплыла в Нью-Йорк, побывала в Бостоне, Чикаго и Филадельфии»:
		// the towns visited after the goal are the journey's next stops.
		dests = append(dests, x.visitedAfterGoal(si, dests[n-1])...)
	}
	dests = slices.DeleteFunc(dests, func(p PlaceMention) bool {
		return x.plannedGoal(si, p) || x.quotedPlan(si, p) || !x.inParticiplePhrase(si, si.motionStart) && x.inParticiplePhrase(si, p.Start) ||
			x.othersParticiplePhrase(si, p.Start) && !x.othersParticiplePhrase(si, si.motionStart) || x.othersNounParticiple(si, p.Start)
	})
	for k, p := range dests {
		if t, ok := x.landOfTownBefore(si, p); ok {
			// «перебрался в Закопане, в австрийскую Галицию»: the journey
			// ends at the town, which the land only places.
			t.Role, t.Goal, t.Static = p.Role, p.Goal, false
			dests[k] = t
			statics = slices.DeleteFunc(statics, func(q PlaceMention) bool { return q.Start == t.Start })
		}
	}
	dests = x.viasFirst(dropContainers(dests, func(p PlaceMention) bool { return x.returnsTo(si, p) }))
	if x.endedUpInLand(si, dests) {
		return
	}
	origins = dropContainers(origins, nil)
	statics = dropContainers(statics, nil)
	if len(dests) == 0 && len(origins) == 0 && len(statics) > 0 && x.boards(si) {
		// «В Тюмени нас пересадили в сани»: where the traveller boards
		// or changes conveyance is a stop the journey has reached.
		dests, statics = statics[len(statics)-1:], nil
	}
	if len(statics) == 0 {
		// «выслан на родину …, а в 1872 г. возвратился в Одессу»: home is
		// a stop in its place among the clause's goals.
		if p, ok := x.homeGoal(si); ok && !slices.ContainsFunc(dests, func(d PlaceMention) bool { return d.Place.ID == p.Place.ID }) {
			k := slices.IndexFunc(dests, func(d PlaceMention) bool { return d.Start > p.Start })
			if k < 0 {
				k = len(dests)
			}
			dests = slices.Insert(dests, k, p)
		}
	}
	origins, dests, restarted := x.restartedRoutes(si, origins, dests)
	defer func() {
		for k := range restarted {
			x.chain(si, &restarted[k].from, "text", nil, restarted[k].dests)
		}
	}()
	if len(dests) == 0 {
		if si.motionKind == "return" && len(origins) == 0 && !x.unknownGoal(si) {
			x.returnBack(si)
		}
		if si.motionKind == "return" && len(origins) > 0 && !x.unknownGoal(si) {
			x.returnFrom(si, origins[0])
		}
		if len(origins) > 0 {
			x.toldFromWhereWritten(si, origins[0])
		}
		return
	}
	if len(origins) == 0 && si.unresolvedOrigin {
		// The text says where from, but the gazetteer does not know it
		// («покинул Сахалин»): the first leg has no origin.
		from := dests[0]
		dests = dests[1:]
		x.chain(si, &from, "text", nil, dests)
		return
	}
	var from *PlaceMention
	how := ""
	var evidence *Source
	switch {
	case len(origins) > 0:
		from, how = &origins[0], "text"
		if last := x.lastPlace[si.primary]; last != nil && isArea(from.Place) && !from.Place.Natural() && !isArea(last.Place) &&
			x.landOfTown(from.Place, last) && !slices.ContainsFunc(dests, func(d PlaceMention) bool { return d.Place.ID == last.Place.ID }) {
			// «водворён в село Шушенское Енисейской губернии. … выехал
			// из Енисейской губернии в Псков»: the land left holds the
			// town the person was at, where the leg sets off.
			l := *last
			from = &l
		}
		if h, ok := x.arrivedHereBefore(si, origins[0], dests); ok {
			// «ТИФЛИС, 3 мая. Вчера выехал в Баку приехавший из Батума
			// Сомов»: the participle tells the leg that brought him to
			// the dateline's town, and the verb the leg from there.
			// The arrival there, told by the participle, is that stop.
			dests = slices.DeleteFunc(dests, func(p PlaceMention) bool { return p.implied && p.Place.ID == h.Place.ID })
			dests = append([]PlaceMention{h}, dests...)
		}
	case len(statics) > 0:
		// «был в Красноярске, а 4 июня прибыл в Иркутск».
		from, how = &statics[len(statics)-1], "text"
		last := x.lastPlace[si.primary]
		if prev := x.prevPlace[si.primary]; last != nil && last.dateline && prev != nil && isArea(from.Place) && !mayContain(from.Place, last.Place) {
			// «ЖЕНЕВА, 2 сентября. Генерал, долго живший в Италии,
			// переехал в Швейцарию»: the dateline puts him where the
			// report brings him; the land he stayed in holds the town
			// the chronicle had him in before it.
			last = prev
		}
		inTown := false
		if last != nil && isArea(from.Place) && !isArea(last.Place) && mayContain(from.Place, last.Place) {
			// «прибыл в Бомбей. Месяц провёл в Индии, где побывал в
			// Агре»: the land stayed in holds the town the person is in,
			// where the leg sets off.
			l := *last
			from, inTown = &l, true
		}
		// A visit sets off from where the person stays: «гостил в
		// Каменке и побывал в Киеве» tells no journey to Kamenka.
		visit := x.visiting(si)
		if prev, ok := x.cameToStop(si, from); ok && !visit && !inTown {
			// «вышли из Севастополя. Простояв три дня в Константинополе,
			// мы пришли в Пирей»: the stop the traveller went on from is
			// where the leg from the last place ended.
			dests = append([]PlaceMention{*from}, dests...)
			from = prev
			src := newSource(x.rs, prev.Start, prev.End)
			evidence = &src
			defer x.datedFromStop(si, len(x.moves))
		}
	case si.partOf != "":
		// A part split from its group sets off from where the group was
		// when it split: the origin of the leader's leg told just before
		// with a few («Козлов с тремя казаками ушёл в Кяхту. Остальные
		// отправились в Улясутай»), else the group's last place.
		if k := x.lastLeg(si.partOf); k >= 0 && x.leftWithFew(x.moves[k], si.sent) {
			f := x.moves[k].From
			from = &f
		} else if p := x.lastPlace[si.partOf]; p != nil {
			from = p
		} else if x.here != nil {
			h := *x.here
			from = &h
		}
		if from == nil || from.Place.ID == dests[0].Place.ID {
			return
		}
		how = "last-known"
		src := newSource(x.rs, from.Start, from.End)
		evidence = &src
	default:
		if i > 0 {
			prevMoves := x.units[i-1].moves
			for j, k := range prevMoves {
				// A stop its traveller went on from is no companion's
				// destination («через Стамбул прибыл в Пирей. … приехал в
				// Стамбул»).
				if m := x.moves[k]; m.To.Place.ID == dests[0].Place.ID &&
					!slices.ContainsFunc(prevMoves[j+1:], func(o int) bool { return x.moves[o].Actor == m.Actor }) {
					f := m.From
					from, how = &f, "companion"
					src := newSource(x.rs, f.Start, f.End)
					evidence = &src
					break
				}
			}
		}
		if from == nil && x.here != nil && dests[len(dests)-1].Place.ID == x.here.Place.ID && x.prevHeading != nil &&
			x.heading != nil && x.heading.Place.ID == x.here.Place.ID && x.prevHeading.Place.ID != dests[0].Place.ID {
			// «6 июля. Петербург. … 18.VII. Ташкент. Прибыл, проделав
			// путь через Москву…»: from the heading before, or from where
			// the text took the traveller after it.
			h := *x.prevHeading
			for k := len(x.moves) - 1; k >= 0 && x.moves[k].Source.Position.Start > h.Start; k-- {
				if m := x.moves[k]; m.Actor == si.primary && !x.memories[m] {
					h = m.To
					if x.roundLegs[m] && si.motionKind != "return" {
						// «Сегодня ездил в Илийскую станицу»: there and
						// back, so from where the trip set out (a return
						// told goes from the last place visited).
						first := k
						for first > 0 && x.roundLegs[x.moves[first-1]] && x.moves[first-1].Actor == m.Actor &&
							x.sentOf(x.moves[first-1].Source.Position.Start) == x.sentOf(m.Source.Position.Start) {
							first--
						}
						h = x.moves[first].From
					}
					break
				}
			}
			from, how = &h, "last-known"
			src := newSource(x.rs, h.Start, h.End)
			evidence = &src
		}
		if from == nil && x.here != nil && x.sents[si.sent].relayed && si.st.s.Paragraph == x.herePara {
			// A report relayed from elsewhere follows the person from
			// where the chronicle last put them, not from its dateline.
			if p := x.lastPlace[x.narrator()]; p != nil && p.Place.ID != dests[0].Place.ID && p.Place.ID != x.here.Place.ID {
				h := *p
				from, how = &h, "last-known"
				src := newSource(x.rs, h.Start, h.End)
				evidence = &src
			}
		}
		if from == nil && x.here != nil && x.here.Place.ID != dests[0].Place.ID && dests[len(dests)-1].Place.ID != x.here.Place.ID &&
			!x.sents[si.sent].relayed {
			// Under a heading or dateline the traveller is where it says
			// («ГЕЛЬСИНГФОРС, январь. … В феврале писатель уехал в
			// Швецию»), unless the entry tells the way there
			// (placeBeforeHere: «Кашгар, 22 апреля. … он следовал через
			// Ташкент в Маргелан. В феврале перевалил через Алай»).
			var o PlaceMention
			switch b := x.placeBeforeHere(si.primary, x.sents[si.sent]); {
			case b != nil && b.Place.ID != dests[0].Place.ID:
				o = *b
			case b == nil && !si.arrival:
				o = *x.here
			}
			if o.Place.ID != "" {
				from, how = &o, "last-known"
				src := newSource(x.rs, o.Start, o.End)
				evidence = &src
			}
		}
		if from == nil {
			if p := x.lastPlace[si.primary]; p != nil {
				from, how = p, "last-known"
				if o, ok := x.areaLeftFrom(si, p, dests[len(dests)-1]); ok {
					// «выслан в Вятскую губернию. Этапом, через Москву,
					// его доставили в Вятку»: the province said where the
					// journey would go; it starts where the last one did.
					from = o
				}
				if o, ok := x.announcedFrom(si, p, dests[0]); ok {
					// «выехал из Москвы на Сахалин. До Ярославля он ехал
					// поездом»: the first stage leaves where the journey did.
					from = o
				}
				src := newSource(x.rs, from.Start, from.End)
				evidence = &src
			}
		}
		if from == nil && x.here != nil && x.saidHeading != nil && x.saidHeading != x.heading &&
			x.saidHeading.Place.ID != dests[0].Place.ID && x.saidHeading.Place.ID != x.here.Place.ID {
			// «СИНГАПУР… эскадра прошла мимо Сингапура. САЙГОН… Вчера
			// эскадра вошла в бухту Камрань»: the traveller comes from the
			// last dateline a report put them at.
			h := *x.saidHeading
			from, how = &h, "last-known"
			src := newSource(x.rs, h.Start, h.End)
			evidence = &src
		}
	}
	if from == nil && len(dests) > 1 {
		// «полк ушёл через Львов в Ярослав» with no place known before:
		// the first stop the text names is where the known route starts;
		// so is the first town of a list of goals («в 1900 г. побывал в
		// Москве, Киеве и Одессе», «посетил Москву, Киев и Одессу»),
		// which goes on from each to the next.
		from, how = &dests[0], "text"
		dests = dests[1:]
	}
	if from == nil || how != "text" && x.laterPlace(si, from, dests[0].Start) && x.wentBackTo(si, from, dests[0]) < 0 {
		return
	}
	if k := len(x.moves) - 1; k >= 0 && x.moves[k].Actor == si.primary && x.moves[k].To.Place.ID == from.Place.ID &&
		x.moves[k].Source.Position.Start == si.st.s.Start && mayContain(from.Place, dests[len(dests)-1].Place) {
		// «выехал к новому месту ссылки, в Вятскую губернию, и через
		// Казань прибыл в Вятку»: the province announced where the
		// journey goes; the route that follows is the journey.
		prev := x.moves[k]
		x.moves = x.moves[:k]
		x.dropMove(k)
		f := prev.From
		from, how, evidence = &f, prev.Origin, prev.OriginEvidence
		defer x.departedOn(len(x.moves), prev.When)
	}
	if k := len(x.moves) - 1; k >= 0 && x.moves[k].Actor == si.primary && x.sentOf(x.moves[k].Source.Position.Start) >= si.sent-1 &&
		x.moves[k].To.implied && x.moves[k].To.Place.ID == from.Place.ID && dests[len(dests)-1].Place.ID == from.Place.ID && len(dests) > 1 {
		// «Париж, 14 окт. … Из Петербурга я выехал, как ты знаешь, в
		// конце августа и через Варшаву и Берлин добрался сюда 20
		// сентября»: the departure's clause, or sentence, took the journey
		// to where the letter is written; the route told next is that
		// journey, from where it set out.
		prev := x.moves[k]
		x.moves = x.moves[:k]
		x.dropMove(k)
		f := prev.From
		from, how, evidence = &f, prev.Origin, prev.OriginEvidence
		var dates []DateMention
		if at := x.sentOf(prev.Source.Position.Start); at >= 0 && at < si.sent {
			dates = append(dates, x.sents[at].dates...)
		} else if i > 0 && x.units[i-1].st.s.Start == si.st.s.Start {
			dates = append(dates, x.units[i-1].dates...)
		}
		if dates = append(dates, si.dates...); len(dates) > 1 {
			// It runs from the departure's date to the arrival's.
			dep, arr := dates[0].When.Interval(), dates[len(dates)-1].When.Interval()
			if w, err := when.IntervalExpr(when.Hull(dep, arr)); err == nil && !dep.Earliest.IsZero() && !arr.Latest.IsZero() && arr.Latest.Compare(dep.Earliest) >= 0 {
				defer func(first int) {
					for _, m := range x.moves[first:] {
						m.When = w
					}
				}(len(x.moves))
			}
		}
	}
	first := len(x.moves)
	wayFrom, ok := x.stretchOnTheWay(si, from, dests[len(dests)-1])
	x.chain(si, from, how, evidence, dests)
	x.reachedByEntry(si, first)
	x.sinceLastDay(si, first)
	x.sinceCarriedDay(si, first)
	x.datedWhereArrived(si, first)
	if ok && len(x.moves) > first {
		x.joinStretch(si, first, wayFrom)
	}
	x.fromDeparture(i, si, from, first)
}

// routeRunsToArrival widens the legs an earlier clause of the sentence
// made on the way («11-го выехал из Тулы и через Орёл и Курск пустился в
// дорогу; вчера утром поезд доставил меня сюда»), dated by the departure
// alone, when the leg made from index first on goes on from where they
// end and runs from that departure to the arrival the later clause tells:
// the stops passed on the way were reached between the two, as a route
// told in one clause has them. A route to a goal the departure's clause
// names («выехал через Тулу и Орёл в Курск, куда прибыл 3 июня») keeps
// the departure's day on its stops (the caller does not ask).
func (x *extraction) routeRunsToArrival(si *sentInfo, first int) {
	if first <= 0 || first >= len(x.moves) {
		return
	}
	m := x.moves[first]
	span := m.When.Interval()
	if m.When.IsZero() || span.Earliest.IsZero() || span.Latest.IsZero() || span.Earliest == span.Latest {
		return
	}
	if !slices.ContainsFunc(si.dates, func(d DateMention) bool {
		a := d.When.Interval()
		return a.Earliest == a.Latest && a.Latest == span.Latest
	}) {
		return // the arrival is told with a day of its own
	}
	to := m.From.Place.ID
	for k := first - 1; k >= 0; k-- {
		o := x.moves[k]
		if o.Actor != m.Actor || o.Source.Position.Start != si.st.s.Start || o.To.Place.ID != to || o.To.Role != RoleVia || o.When.IsZero() || o.DateFrom != "text" {
			return
		}
		ow := o.When.Interval()
		if ow.Earliest != span.Earliest || ow.Latest != ow.Earliest || span.Latest.Days()-span.Earliest.Days() > maxOpenSpanDays {
			return
		}
		o.When = m.When
		to = o.From.Place.ID
	}
}

// routeAfterColon reports whether the goal p is followed, past no other
// place and no finite verb, by a colon whose clause tells a route (a stop
// on the way or an origin) to the same place named again as a goal
// («перебрался в Лондон: ехал через Базель и Кёльн в Остенде, а оттуда
// пароходом в Лондон»).
func (x *extraction) routeAfterColon(si *sentInfo, p PlaceMention) bool {
	toks := si.st.toks
	colon := -1
	for _, t := range toks {
		if t.Start < p.End {
			continue
		}
		if t.Norm == ":" && !t.Quoted {
			colon = t.Start
			break
		}
		if x.r.IsFiniteVerb(t) || slices.ContainsFunc(si.places, func(q PlaceMention) bool { return q.Start == t.Start }) {
			return false
		}
	}
	if colon < 0 {
		return false
	}
	route := false
	for _, q := range si.places {
		if q.Start < colon {
			continue
		}
		if q.Role == RoleVia || q.Role == RoleOrigin {
			route = true
		}
		if !q.implied && q.Goal && q.Place.ID == p.Place.ID {
			return route
		}
	}
	return false
}

// fromHomeReached returns, for «оттуда» or «откуда» after a clause of the
// same sentence that took its person home by a word of home («приехал из
// Москвы в родной город, а оттуда ездил в Новочеркасск», «вернулся на
// родину, откуда…»), the home: the word points back past the place named
// last, the origin of the way home, to where that way ended. Else p.
func (x *extraction) fromHomeReached(si *sentInfo, p PlaceMention) PlaceMention {
	k := x.lastLeg(si.primary)
	if k < 0 {
		return p
	}
	m := x.moves[k]
	sent := x.sents[si.sent].st
	if !m.To.implied || m.To.Start >= p.Start || m.To.Start < sent.s.Start || m.From.Place.ID != p.Place.ID || m.To.Place.ID == p.Place.ID {
		return p
	}
	if j := slices.IndexFunc(sent.toks, func(t rutext.Token) bool { return t.Start == m.To.Start }); j < 0 || !x.v.homeWords[sent.toks[j].Norm] {
		return p
	}
	h := m.To
	h.Start, h.End, h.Text, h.Sentence = p.Start, p.End, p.Text, p.Sentence
	h.Role, h.prep, h.Goal, h.Static = p.Role, p.prep, p.Goal, p.Static
	return h
}

// returnAfterGoals returns the index of a return verb that names no place
// and closes a clause whose journey went elsewhere before it («ездил в
// Николаев и вскоре вернулся»): the clause's last place stands before it,
// and its verb of motion is another, in the same voice (both in the text's
// own words, or both inside one quoted report). -1 when there is none.
func (x *extraction) returnAfterGoals(si *sentInfo) int {
	toks := si.st.toks
	m := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= si.motionStart })
	if m < 0 || x.r.MatchWord(x.v.returnVerbs, toks[m]) {
		return -1
	}
	last := -1
	for _, p := range si.places {
		if !p.implied && !p.dateline && p.Role != RoleReference {
			last = max(last, p.End)
		}
	}
	if last < 0 || last < si.motionStart {
		return -1
	}
	for k := m + 1; k < len(toks); k++ {
		t := toks[k]
		if t.Start >= last && t.Quoted == toks[m].Quoted && x.r.IsFiniteVerb(t) && x.r.MatchWord(x.v.returnVerbs, t) {
			return k
		}
	}
	return -1
}

// originAside reports whether the origin p belongs to a noun («с дорогою
// из Киева», «письма из Лондона») inside a «где» clause that does not hold
// the verb of motion: it tells where something at the place reached comes
// from, not where the traveller set out. The «где» clause has a verb of
// its own before the origin.
func (x *extraction) originAside(si *sentInfo, p PlaceMention) bool {
	if p.implied {
		return false
	}
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= p.Start })
	if k < 0 {
		return false
	}
	// Back over a list of origins («дороги из Вятки и Екатеринбурга»)
	// to its preposition and the word that governs it.
	j := k - 1
	for j > 0 && (toks[j].Norm == "и" || toks[j].Norm == "," || slices.ContainsFunc(si.places, func(q PlaceMention) bool {
		return q.Role == RoleOrigin && toks[j].Start >= q.Start && toks[j].End <= q.End
	})) {
		j--
	}
	if j < 1 || !x.r.IsPreposition(toks[j]) {
		return false
	}
	if w := toks[j-1]; w.Kind != rutext.Word || x.r.IsFiniteVerb(w) || x.r.IsFullParticiple(w) || x.r.IsGerund(w) || x.r.IsInfinitive(w) {
		return false
	}
	for _, w := range si.where {
		if k >= w[0] && k < w[1] && slices.ContainsFunc(si.st.toks[w[0]:w[1]], func(t rutext.Token) bool { return t.Start < p.Start && x.r.IsFiniteVerb(t) }) {
			return true
		}
	}
	return false
}

// fromDeparture widens the first leg made from index first on to start
// at its departure, told in an earlier clause of the sentence from the
// leg's origin: that clause's date («31 янв. он отплыл из Коломбо, а с
// февраля по апрель Сингапур, Ява … принимали его»), or, when the
// departure has none and nothing in the sentence dates the way before the
// leg's own date, the last date known before the sentence («Отсюда он
// вышел в море … и в августе оказался в Японии» after «в начале июля
// прибыл в Николаевск»).
func (x *extraction) fromDeparture(i int, si *sentInfo, from *PlaceMention, first int) {
	if len(x.moves) <= first {
		return
	}
	dep, ok := x.departedBefore(i, si, from)
	if !ok {
		dep, ok = x.departedUndated(i, si, from)
	}
	if m := x.moves[first]; ok && !dep.IsZero() && !m.When.IsZero() {
		// The leg runs from its departure up to its arrival: a dated arrival
		// inside the departure's span ends it («весной вышли … и 18 мая
		// вошли в пролив»).
		span := when.Hull(dep.Interval(), m.When.Interval())
		if arr := m.When.Interval(); !arr.Latest.IsZero() && !span.Earliest.IsZero() && arr.Latest.Compare(span.Earliest) >= 0 {
			span.Latest = arr.Latest
		}
		if iv, err := when.IntervalExpr(span); err == nil {
			m.When = iv
		}
	}
}

// departedUndated returns the last date known before the sentence when an
// earlier clause of it, with no date, tells the actor leaving from, with
// no goal, and no clause between dates the way: the leg left after that
// date. False when the gap is longer than maxOpenSpanDays.
func (x *extraction) departedUndated(i int, si *sentInfo, from *PlaceMention) (when.Expr, bool) {
	if from == nil || len(si.dates) == 0 {
		return when.Expr{}, false
	}
	ctx := x.sents[si.sent].ctxBefore
	if !ctx.Valid() {
		return when.Expr{}, false
	}
	for j := i - 1; j >= 0 && x.units[j].sent == si.sent; j-- {
		u := x.units[j]
		if len(u.dates) > 0 || len(u.moves) > 0 {
			return when.Expr{}, false
		}
		if !u.motion || u.primary != si.primary ||
			!slices.ContainsFunc(u.places, func(p PlaceMention) bool { return p.Role == RoleOrigin && p.Place.ID == from.Place.ID }) {
			continue
		}
		dep, at := ctx.When.Interval(), si.dates[0].When.Interval()
		if dep.Earliest.IsZero() || at.Latest.IsZero() || at.Latest.Compare(dep.Earliest) < 0 || at.Latest.Days()-dep.Earliest.Days() > maxOpenSpanDays {
			return when.Expr{}, false
		}
		return ctx.When, true
	}
	return when.Expr{}, false
}

// reachedByEntry widens the last leg made from index first on, when it
// ends where the entry's heading puts the writer and the clause dates it
// only by a span that lies wholly before the heading's day, to run up to
// that day: the writer had arrived by the time the entry was written («30
// мая. Станица Старогладковская. … В середине мая … через Кизляр, —
// сюда»; «В начале месяца выехал из Тифлиса, и вот я снова здесь»). A leg
// dated to a day («вчера я выехал из Самары») or an arrival told with its
// own date keeps it.
func (x *extraction) reachedByEntry(si *sentInfo, first int) {
	if x.here == nil || x.hereWhen.IsZero() || len(x.moves) <= first {
		return
	}
	m := x.moves[len(x.moves)-1]
	if m.When.IsZero() {
		return
	}
	leg, day := m.When.Interval(), x.hereWhen.Interval()
	if f := x.moves[first]; f != m && f.DateFrom == "text" && !f.When.IsZero() && !x.legDates[f].departs && x.hereHolds && x.underDatedHeading(si) {
		// «Миновав Камышин и Царицын, мы вчера пришли в Астрахань»: the
		// first leg of a route, from the last entry's place, left on the
		// last day the text put the traveller there; the stops after it
		// keep their day. A departure told with its day («Из Перми мы
		// выехали 22-го и через Кунгур пришли сюда») keeps it.
		x.leftEntryOn(f, f.When.Interval(), day)
	}
	if m.DateFrom != "text" {
		// «Казань, 9 сентября» over «Пришли сюда на рассвете.»: an
		// arrival here with no date of its own is on the heading's day,
		// from the last day the text put the traveller at the origin. (A
		// chronicle's dateline run into its report may be only where the
		// news came from.)
		if m.When == x.hereWhen && m.To.Place.ID == x.here.Place.ID && (x.hereHolds || !x.here.dateline) && x.underDatedHeading(si) {
			x.leftEntryOn(m, leg, day)
		}
		return
	}
	if x.departedEarlierInEntry(si, m, leg, day) {
		return
	}
	// An arrival on a day of its own, wherever the report was written,
	// left the origin no earlier than the last day the text put the
	// traveller there.
	if x.leftEntryOn(m, leg, day) || m.To.Place.ID != x.here.Place.ID {
		return
	}
	if si.arrival && !slices.ContainsFunc(si.places, func(p PlaceMention) bool {
		return p.Start > min(si.arrivalStart, m.To.Start) && p.Start < max(si.arrivalStart, m.To.Start) && (p.Goal || p.Role == RoleDestination)
	}) {
		// «в середине мая мы добрались сюда», «Сюда я приехал из Москвы
		// прошлой осенью»: the arrival has its date.
		return
	}
	if leg.Earliest.IsZero() || leg.Latest.IsZero() || day.Earliest.IsZero() || leg.Latest.Compare(day.Earliest) >= 0 || leg.Earliest == leg.Latest {
		return
	}
	if (!m.To.implied || x.legDates[m].departs && len(si.moves) == 1) && x.hereHolds {
		// «Москва, 1 ноября 1889 г. ¶ … в середине октября заехал в
		// Москву», «Осенью мы наконец перебрались в Париж»: under a
		// letter's or a diary's heading, the arrival at the heading's
		// place named again is dated by its own clause; so is a leg a
		// verb of departure takes «сюда» («В конце сентября я уехал из
		// Киева сюда»): the clause dates the whole way. Not the last
		// leg of a route («выехали из Тифлиса в Шемаху, а оттуда
		// сюда»): the departure dates its first goal.
		return
	}
	if d, ok := si.dateAt(m.To.Start); ok && d.When == m.When && x.lookedBack(si, d) {
		// «Из Москвы меня перевезли сюда ещё в мае»: the arrival is
		// dated, looking back from the entry's day.
		return
	}
	if iv, err := when.IntervalExpr(when.Hull(leg, day)); err == nil {
		for _, k := range si.moves {
			if o := x.moves[k]; o.To.Place.ID == m.To.Place.ID && o.When == m.When {
				o.When = iv
			}
		}
	}
}

// lookedBack reports whether the date d of clause si follows a word of
// looking back («ещё в мае»).
func (x *extraction) lookedBack(si *sentInfo, d DateMention) bool {
	k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start >= d.Start })
	return k > 0 && x.v.retrospective[si.st.norm(k-1)]
}

// departedEarlierInEntry widens m, a leg to the heading's place dated by
// its sentence to a day before the heading's, when that day dates an
// earlier verb of motion of the sentence than the one that reaches the
// place («Кизляр, 12 октября. Из Астрахани мы выехали 5-го и … добрались
// сюда»; «15-го вышли к деревне, оттуда добрались до станции, а со
// станции поездом — сюда»): the way ran from that day and was done by the
// entry's day. A told departure wins over an earlier entry at the origin.
// An arrival the day dates itself («Вчера … пришли сюда») keeps it.
func (x *extraction) departedEarlierInEntry(si *sentInfo, m *Movement, leg, day when.Interval) bool {
	if m.To.Place.ID != x.here.Place.ID || leg.Earliest.IsZero() || leg.Earliest != leg.Latest ||
		day.Earliest.IsZero() || day.Earliest != day.Latest || leg.Latest.Compare(day.Earliest) >= 0 ||
		day.Latest.Days()-leg.Earliest.Days() > maxOpenSpanDays {
		return false
	}
	sent := x.sents[si.sent]
	if len(sent.dates) != 1 || sent.dates[0].When != m.When {
		return false
	}
	toks := sent.st.toks
	reach := -1 // the verb of motion nearest before the place reached
	for k := len(toks) - 1; k >= 0; k-- {
		if t := toks[k]; t.Start < m.To.Start && t.Kind == rutext.Word && !t.Quoted && x.motionVerb(t) {
			reach = k
			break
		}
	}
	if k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == m.To.Start }); m.To.implied && k > 0 && beenHereBefore(toks, k) >= 0 {
		// «Вчера вечером выехал из Петербурга и утром был здесь»: being
		// here is what reaches the place.
		reach = beenHereBefore(toks, k)
	}
	if reach < 0 || sent.dates[0].End > toks[reach].Start || x.r.MatchWord(x.v.departureVerbs, toks[reach]) {
		return false
	}
	if !slices.ContainsFunc(toks[:reach], func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.motionVerb(t)
	}) {
		return false
	}
	iv, err := when.IntervalExpr(when.Hull(leg, day))
	if err != nil {
		return false
	}
	old := m.When
	for _, k := range si.moves {
		if o := x.moves[k]; o.To.Place.ID == m.To.Place.ID && o.When == old {
			o.When = iv
		}
	}
	m.When = iv
	for _, k := range si.events {
		if e := x.events[k]; !x.dead[e] && len(e.Places) > 0 && e.Places[0].Place.ID == m.To.Place.ID && e.When == old {
			x.redate(k, iv, e.OldStyle)
		}
	}
	return true
}

// leftEntryOn widens m, a leg arriving on a single day no later than the
// heading's own («Псков, 2 сентября. … Двинск, 9 сентября. Вчера подошли
// к городу»; «ДАКАР, 3 (16) ноября. Сегодня … бросили якорь на рейде
// Дакара» after the Tangier dateline), back to the last day the text put
// the traveller at the leg's origin: the entry at the origin just before
// (2 September), or the day of the entry that left the writer there
// («19 января. … ночую в Щедринской. 20 января. Старый Юрт.»). The leg ran
// from there to the arrival. An origin known only by a month, a season or
// a year, or by a dateline of news sent from elsewhere, dates no
// departure. Reports whether it widened m.
func (x *extraction) leftEntryOn(m *Movement, leg, day when.Interval) bool {
	if leg.Earliest.IsZero() || leg.Earliest != leg.Latest || day.Earliest.IsZero() || day.Earliest != day.Latest || leg.Latest.Compare(day.Latest) > 0 {
		return false
	}
	var dep when.Interval
	ok := false
	// Only the entry just before, at the origin, dates the departure: a
	// dateline between them («ЛОНДОН, 10 мая. Из Афин телеграфируют…»)
	// says nothing of the traveller.
	if x.prevHeading != nil && x.prevHeading.Place.ID == m.From.Place.ID {
		if !x.unsaidDateline(x.prevHeading) {
			dep, ok = x.lastDayAt(x.prevHeading, x.here, leg, x.sentOf(m.Source.Position.Start))
		}
	} else if x.entryFrom != nil && x.entryFrom.Place.ID == m.From.Place.ID && !x.entryFromWhen.IsZero() {
		dep = x.entryFromWhen.Interval()
		ok = dep.Earliest == dep.Latest
	} else {
		dep, ok = x.stayedInEntry(m, leg)
	}
	if !ok || dep.Earliest.IsZero() || dep.Earliest.Compare(leg.Earliest) >= 0 || leg.Latest.Days()-dep.Earliest.Days() > maxOpenSpanDays {
		return false
	}
	iv, err := when.IntervalExpr(when.Interval{Earliest: dep.Earliest, Latest: leg.Latest})
	if err != nil {
		return false
	}
	m.When = iv
	return true
}

// unsaidDateline reports whether h is the dateline of a chronicle told in
// the third person whose report never puts anyone at its place: it names
// the place nowhere else and tells no journey reaching it («ПЕТРОГРАД, 8
// июля. Сегодня Временное правительство поручило его обязанности …
// министру Сомову»). Such a dateline is where the news came from; it dates
// no one's departure from there.
func (x *extraction) unsaidDateline(h *PlaceMention) bool {
	a := x.sentOf(h.Start)
	if !h.dateline || x.firstPerson || a < 0 {
		return false
	}
	para := x.sents[a].st.s.Paragraph
	for j := a; j < len(x.sents) && x.sents[j].st.s.Paragraph == para; j++ {
		s := x.sents[j]
		if journeyOnWords(s) || slices.ContainsFunc(s.places, func(p PlaceMention) bool { return !p.dateline && p.Place.ID == h.Place.ID }) {
			return false
		}
	}
	return true
}

// stayedInEntry gives the day of the diary entry whose text put the
// traveller at m's origin, known only from there («8 марта. … Ночью во
// Владимире, на почтовой станции, встретил …»; «ночую в Щедринской»):
// the place where an earlier sentence, dated to a single day before the
// leg's, put the traveller, with no other date of the text between.
func (x *extraction) stayedInEntry(m *Movement, leg when.Interval) (when.Interval, bool) {
	from := m.From
	if from.Role != RoleLocation || from.dateline || from.implied || from.Start >= m.Source.Position.Start {
		return when.Interval{}, false
	}
	j, legSent := x.sentOf(from.Start), x.sentOf(m.Source.Position.Start)
	if j < 0 || legSent <= j {
		return when.Interval{}, false
	}
	at := x.sents[j]
	ctx := at.ctxBefore.When
	if n := len(at.dates); n > 0 {
		ctx = at.dates[n-1].When
	}
	day := ctx.Interval()
	if day.Earliest.IsZero() || day.Earliest != day.Latest || day.Earliest.Compare(leg.Earliest) >= 0 {
		return when.Interval{}, false
	}
	for k := j + 1; k < legSent; k++ {
		for _, d := range x.sents[k].dates {
			if iv := d.When.Interval(); iv.Earliest.IsZero() || iv.Earliest.Compare(leg.Earliest) < 0 {
				return when.Interval{}, false
			}
		}
	}
	return day, true
}

// lastDayAt returns the last single day the text gives from the heading
// from on up to the heading to, leaving out the entries under another
// place's heading between them (a dateline over news from elsewhere): the
// last day the traveller was told to be at from's place, by its own entry
// («ВИГО, 27 октября. Вчера эскадра вошла в Виго») or a later one with no
// place («9-го. Только сегодня двинулись вперёд»). Days after the leg's
// arrival are another time the entry recalls («осуждённый по делу 14
// декабря»), not a day the traveller was there before leaving.
func (x *extraction) lastDayAt(from, to *PlaceMention, leg when.Interval, legSent int) (when.Interval, bool) {
	a, b := x.sentOf(from.Start), x.sentOf(to.Start)
	if a < 0 || b <= a {
		return when.Interval{}, false
	}
	var last when.Interval
	var coarse when.Date
	elsewhere := false
	if a > 0 && len(x.sents[a].dates) == 0 && x.onlyDates(x.sents[a-1]) {
		// «27 апреля. ¶ Дире-Дауа.»: the heading's date stood alone on
		// the line before it, and is the entry's day too.
		a--
	}
	for j := a; j < b; j++ {
		s := x.sents[j]
		if s.heading || s.headingShape {
			elsewhere = slices.ContainsFunc(s.places, func(p PlaceMention) bool { return p.Place.ID != from.Place.ID })
		}
		if elsewhere {
			continue
		}
		for _, d := range s.dates {
			iv := d.When.Interval()
			if iv.Earliest.IsZero() || iv.Earliest.Compare(leg.Latest) > 0 {
				continue
			}
			if iv.Earliest != iv.Latest {
				if coarse.IsZero() || iv.Earliest.Compare(coarse) > 0 {
					coarse = iv.Earliest
				}
				continue
			}
			if last.Earliest.IsZero() || iv.Earliest.Compare(last.Earliest) > 0 {
				last = iv
			}
		}
	}
	// The entry of the arrival, before the leg's sentence, may also date
	// the traveller otherwise.
	for j := b; j < legSent && j < len(x.sents); j++ {
		for _, d := range x.sents[j].dates {
			if iv := d.When.Interval(); !iv.Earliest.IsZero() && iv.Earliest != iv.Latest && iv.Earliest.Compare(leg.Latest) <= 0 && (coarse.IsZero() || iv.Earliest.Compare(coarse) > 0) {
				coarse = iv.Earliest
			}
		}
	}
	if !coarse.IsZero() && !last.Earliest.IsZero() && coarse.Compare(last.Earliest) > 0 {
		// «Весь июль обследовали реки»: a later span dates the traveller
		// otherwise; the departure is not known to the day.
		return when.Interval{}, false
	}
	return last, !last.Earliest.IsZero()
}

// sinceLastDay widens the first of the legs made from index first on, told in a diary
// entry by a sentence with no date of its own and ending at the heading's
// place, as a way gone rather than an arrival (an arrival with no day is
// on the heading's day: «18.VII. Ташкент. Прибыл, проделав путь…»), to run from the last day the text gave before the sentence that
// lies before the heading's day up to that day: the entry tells where the
// writer came since then («Калуга, 9 мая. Ехали из Тулы через Алексин»
// after the Tula entry of 3 May; «Ранен 6-го…. Отходили через Ржешов сюда»).
func (x *extraction) sinceLastDay(si *sentInfo, first int) {
	if len(x.moves) <= first || !x.underDatedHeading(si) || len(x.sents[si.sent].dates) > 0 {
		return
	}
	legs := x.moves[first:]
	if si.arrival && !x.fromLastEntry(si, legs[0]) {
		return
	}
	if legs[len(legs)-1].To.Place.ID != x.here.Place.ID || slices.ContainsFunc(legs, func(m *Movement) bool { return m.When != x.hereWhen }) {
		return
	}
	day := x.hereWhen.Interval()
	if day.Earliest.IsZero() || day.Earliest != day.Latest {
		return
	}
	var start when.Expr
	var last when.Interval
	for j := 0; j < si.sent; j++ {
		for _, d := range x.sents[j].dates {
			iv := d.When.Interval()
			if iv.Earliest.IsZero() || iv.Earliest != iv.Latest || iv.Latest.Compare(day.Earliest) >= 0 {
				continue
			}
			if start.IsZero() || iv.Latest.Compare(last.Latest) > 0 {
				start, last = d.When, iv
			}
		}
	}
	if start.IsZero() || day.Latest.Days()-last.Earliest.Days() > maxOpenSpanDays {
		return
	}
	// Only the first leg, from where the last day left the writer, takes
	// the span; the stops after it, passed with no date, keep the date of
	// their sentence: the heading's day.
	if iv, err := when.IntervalExpr(when.Hull(last, day)); err == nil {
		legs[0].When = iv
	}
}

// sinceCarriedDay widens the legs made from index first on, told in a
// diary entry by a sentence with no date of its own that reaches the
// heading's place («Самара, 10 мая. Казань оставлена 3-го. Неделю
// отходили через Симбирск сюда»), when they carry a single day that an
// earlier sentence of the entry told, before the heading's day: the way
// ran from that day and was done by the entry's day, so every leg of it
// spans the two; the carried day alone dates an arrival the entry
// places later.
func (x *extraction) sinceCarriedDay(si *sentInfo, first int) {
	if len(x.moves) <= first || !x.underDatedHeading(si) || len(x.sents[si.sent].dates) > 0 || si.sent <= x.entrySent {
		return
	}
	legs := x.moves[first:]
	if legs[len(legs)-1].To.Place.ID != x.here.Place.ID {
		return
	}
	carried := si.ctxBefore.When
	day, from := x.hereWhen.Interval(), carried.Interval()
	if !si.ctxBefore.Valid() || carried == x.hereWhen || from.Earliest.IsZero() || from.Earliest != from.Latest ||
		day.Earliest.IsZero() || day.Earliest != day.Latest || from.Latest.Compare(day.Earliest) >= 0 ||
		day.Latest.Days()-from.Earliest.Days() > maxOpenSpanDays {
		return
	}
	told := false
	for j := x.entrySent + 1; j < si.sent; j++ {
		told = told || slices.ContainsFunc(x.sents[j].dates, func(d DateMention) bool { return d.When == carried })
	}
	if !told || slices.ContainsFunc(legs, func(m *Movement) bool {
		iv := m.When.Interval()
		return m.DateFrom == "text" || iv.Latest.IsZero() || iv.Latest != from.Latest
	}) {
		return
	}
	iv, err := when.IntervalExpr(when.Interval{Earliest: from.Earliest, Latest: day.Latest})
	if err != nil {
		return
	}
	for _, m := range legs {
		m.When = iv
	}
	// The arrival at the heading's place the sentence tells runs as its
	// way does.
	for _, k := range si.events {
		if e := x.events[k]; !x.dead[e] && len(e.Places) > 0 && e.Places[0].Place.ID == x.here.Place.ID && (e.When == carried || e.When == x.hereWhen) {
			x.redate(k, iv, e.OldStyle)
		}
	}
}

// fromLastEntry reports whether a leg starts, by the text's own word, at
// the place of the entry before («Львов, 14 октября. … Под Перемышлем, 2
// ноября. Из Львова пришли сюда»): an arrival told so is the way gone
// since that entry, not an event of the heading's day.
func (x *extraction) fromLastEntry(si *sentInfo, m *Movement) bool {
	return m.From.Place.ID != "" && !m.From.implied && !m.From.dateline && x.prevHeading != nil &&
		m.From.Start >= si.st.s.Start && m.From.End <= si.st.s.End &&
		m.From.Place.ID == x.prevHeading.Place.ID
}

// cameToEntry adds the movement of a diary entry (a dated heading, a text
// in the first person) whose heading put the writer somewhere new, when the entry tells a journey or a move at the
// heading's place but no movement («Июль. Старый Юрт. Второй месяц живу
// здесь…»; «1 ноября. Тифлис. После семи дней дороги из Кизляра мы
// сегодня в Тифлисе»): from the place the sentence names as the road's
// origin, else from where the writer was before the entry. An entry that
// tells only what the writer does there («Пятигорск. Лечусь на водах»)
// moves no one: the text does not say they came.
func (x *extraction) cameToEntry(si *sentInfo) {
	if x.entryFrom == nil || x.here == nil || x.hereWhen.IsZero() || len(si.moves) > 0 || si.primary == "" || x.sents[si.sent].relayed {
		return
	}
	if x.firstPerson && si.primary != x.narrator() {
		return
	}
	var dest *PlaceMention
	for _, k := range si.events {
		e := x.events[k]
		if x.dead[e] || e.Type != "trip" && e.Type != "relocation" || len(e.Places) == 0 || e.Places[0].Place.ID != x.here.Place.ID {
			continue
		}
		d := e.Places[0]
		dest = &d
	}
	onWay := journeyOnWords(si)
	if dest == nil && onWay && !slices.ContainsFunc(x.sents[si.sent].places, func(p PlaceMention) bool {
		return !p.dateline && p.Place.ID != x.here.Place.ID
	}) {
		// «Пароход стал на якорь», «стоим у пристани», «идём вверх»: the
		// writer is on the way and has reached the heading's place, unless
		// the report names where it anchored («стала там на якорь» after
		// «вошла в бухту Камрань»).
		d := *x.here
		d.implied = true
		dest = &d
	}
	if dest == nil && x.leftForEntry(si) {
		// «14 мая. Вечером вышли в море. 17 мая. Батум. Разыскал
		// приятеля»: the journey set out on came to the heading's place.
		d := *x.here
		d.implied = true
		dest = &d
	}
	if dest == nil || dest.implied && x.hitherLater(si) {
		return
	}
	from, how := x.entryFrom, "last-known"
	src := newSource(x.rs, from.Start, from.End)
	evidence := &src
	for _, p := range x.sents[si.sent].places {
		if p.Role == RoleOrigin && p.Start < dest.Start && p.Place.ID != dest.Place.ID && !isArea(p.Place) {
			o := p
			from, how, evidence = &o, "text", nil
		}
	}
	if from.Place.ID == dest.Place.ID {
		return
	}
	d := *dest
	d.Goal = true
	kind := si.motionKind
	if kind == "" {
		si.motionKind = "travel"
	}
	made := len(x.moves)
	x.chain(si, from, how, evidence, []PlaceMention{d})
	si.motionKind = kind
	// The entry told how the writer came (entryFrom still dates the
	// origin for leftEntryOn below).
	defer func() { x.entryFrom = nil }()
	// The sentence gives no day of the leg: it ran from the last day the
	// writer was told to be before the heading up to the heading's day.
	// (A move told as a stay, «второй месяц живу здесь», keeps the
	// heading's day.)
	if onWay && len(si.dates) == 0 && !x.entryFromWhen.IsZero() {
		last := x.hereWhen.Interval()
		start := x.entryFromWhen.Interval()
		if !start.Earliest.IsZero() && !last.Latest.IsZero() && start.Earliest.Compare(last.Earliest) < 0 && last.Latest.Days()-start.Earliest.Days() <= maxOpenSpanDays {
			for _, m := range x.moves[made:] {
				if iv, err := when.IntervalExpr(when.Hull(start, m.When.Interval())); err == nil && !m.When.IsZero() {
					m.When = iv
				}
			}
		}
	}
	// A day of its own before the heading's («Вчера подошли к городу»)
	// is the arrival; the leg left the origin on the day it was last told.
	for _, m := range x.moves[made:] {
		x.leftEntryOn(m, m.When.Interval(), x.hereWhen.Interval())
	}
}

// leftForEntry reports whether the last departure the writer of si's
// entry told before its heading («вышли в море», «пароход отвалил от
// пристани, и я на нём») named no destination and set out from where the
// text put the writer before the entry, with no leg of theirs since.
func (x *extraction) leftForEntry(si *sentInfo) bool {
	for k := len(x.units) - 1; k >= 0; k-- {
		u := x.units[k]
		if u == si || u.st.s.Start >= x.here.Start {
			continue
		}
		if u.st.s.End <= x.entryFrom.Start || u.st.s.Paragraph < x.herePara-1 || len(u.moves) > 0 {
			return false
		}
		if d := u.departure; d != nil && d.actor == si.primary {
			return d.from == "" || d.from == x.entryFrom.Place.ID
		}
	}
	return false
}

// journeyWords are the words of a diary entry that put the writer on a
// journey by water or road at the heading's place: the vessel or the
// carriage, reaching a landing or anchorage, lying there, going on.
var journeyWords = map[string]bool{
	"пароход": true, "парохода": true, "пароходе": true, "пароходом": true,
	"пристали": true, "пристал": true, "пристала": true, "пристало": true,
	"причалили": true, "причалил": true, "причалила": true,
	"стоим": true, "стоял": true, "стояли": true,
	"якорь": true, "якоре": true, "пристани": true, "пристань": true,
	"идем": true, "плывем": true, "едем": true, "идут": true, "плывут": true, "едут": true,
	// on the way in the past: «Пять суток шли мы по реке», «три дня
	// ехали степью», «всю ночь плыли»
	"шли": true, "шел": true, "шла": true, "ехали": true, "ехал": true, "ехала": true,
	"плыли": true, "плыл": true, "плыла": true,
	"прибыл": true, "прибыли": true, "прибыла": true, "приехал": true, "приехали": true, "приехала": true,
	"приплыл": true, "приплыли": true, "пришли": true, "добрались": true, "добрался": true,
}

// hitherLater reports whether a later sentence of the entry says «сюда»:
// the entry goes on to tell the way the writer came here («шли пешком от
// стойбища к стойбищу. … а с Имана поездом — сюда»), so a sentence on the
// way before it is no leg of its own.
func (x *extraction) hitherLater(si *sentInfo) bool {
	for _, u := range x.sents[si.sent+1:] {
		if u.st.s.Paragraph != si.st.s.Paragraph {
			break
		}
		words := strings.FieldsFunc(strings.ToLower(u.st.s.Text), func(r rune) bool { return !unicode.IsLetter(r) })
		if slices.Contains(words, "сюда") {
			return true
		}
	}
	return false
}

func journeyOnWords(si *sentInfo) bool {
	for _, t := range si.st.toks {
		if journeyWords[t.Norm] {
			return true
		}
	}
	return false
}

// leftThenStayed adds the leg of a departure that names only where from,
// told in the clause before, when this clause of the same person tells a
// stay on the way at another place and no movement («Сегодня оставил
// Старогладковскую; ночую в Щедринской»; «Утром выехали из Москвы.
// Ночевали в Клину»), or a meeting there («Ночью в Клину встретил…»): the
// traveller went from the one to the other.
func (x *extraction) leftThenStayed(i int, si *sentInfo) {
	if i == 0 || len(si.moves) > 0 || si.primary == "" {
		return
	}
	var origin *PlaceMention
	var from *sentInfo
	left := func(u *sentInfo, before int) {
		if len(u.moves) > 0 || u.primary != si.primary || u.st.s.Paragraph != si.st.s.Paragraph || u.departureRetold ||
			slices.ContainsFunc(u.places, func(p PlaceMention) bool { return p.Goal || p.Role == RoleDestination || p.Role == RoleVia }) {
			return
		}
		for _, p := range u.places {
			// The origin of a verb of motion, or the place a verb of
			// leaving takes as its object («оставил Старогладковскую»).
			if p.Role == RoleOrigin && p.Start < before && !isArea(p.Place) && (u.motion || x.leftObject(u, p)) {
				o := p
				origin, from = &o, u
			}
		}
	}
	// «В 1907 г. он бежал из Вятки. В 1908 г. он был в Женеве»: being
	// somewhere right after leaving tells where the way led.
	present := slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.alreadyVerbs, t)
	})
	for _, k := range si.events {
		e := x.events[k]
		if x.dead[e] || e.Type != "trip" && e.Type != "meeting" && !present || len(e.Places) == 0 || isArea(e.Places[0].Place) || e.Places[0].implied {
			continue
		}
		origin = nil
		left(x.units[i-1], e.Places[0].Start)
		left(si, e.Places[0].Start)
		if u := x.units[i-1]; origin == nil && present && u.departure != nil && u.departure.actor == si.primary && u.departure.left != nil &&
			u.st.s.Paragraph == si.st.s.Paragraph && len(u.moves) == 0 && len(si.dates) > 0 && soonAfter(u.departure.when, si.dates[0].When) {
			// «3 мая он выехал. 10 мая он был в Москве»: a departure that
			// names no place leaves where the person was, when the stay
			// is dated soon after it.
			o := *u.departure.left
			origin, from = &o, u
		}
		if origin == nil && e.Type == "trip" {
			origin = x.stopAfterLeg(x.units[i-1], si, e.Places[0])
			from = si
		}
		if origin == nil || e.Places[0].Place.ID == origin.Place.ID {
			continue
		}
		d := e.Places[0]
		d.Goal = true
		kind := si.motionKind
		if kind == "" {
			si.motionKind = "travel"
		}
		stops := x.furtherStops(si, d)
		if len(stops) == 0 {
			stops = x.listedStops(si, d)
		}
		x.chain(si, origin, "text", nil, append([]PlaceMention{d}, stops...))
		si.motionKind = kind
		if from != si && len(from.places) == 1 && e.Type == "trip" {
			// Leaving a place happens nowhere of its own: the journey's
			// event is the stay it led to. A meeting on the way («Ночью во
			// Владимире встретил…») is no journey: the departure stays the
			// journey's event.
			for _, j := range from.events {
				if o := x.events[j]; !x.dead[o] && len(o.Places) > 0 && o.Places[0].Place.ID == origin.Place.ID {
					x.kill(o)
				}
			}
		}
		return
	}
}

// abroadThenStayed adds the leg of a departure abroad that names no place
// («скрылся за границу», «командирован за границу»), told in the clause
// before of the same sentence, when this clause of the same person tells
// where they then lived or worked, with no move of its own («из Орлова
// бежал и скрылся за границу; проживал в Швейцарии», «командирован за
// границу: работал в Мюнхене»): the way abroad led to that place, from the
// departure's origin or else the person's last place.
func (x *extraction) abroadThenStayed(i int, si *sentInfo) {
	if i == 0 || len(si.moves) > 0 || si.primary == "" || si.motion || si.settles {
		return
	}
	u := x.units[i-1]
	if u.sent != si.sent || u.primary != si.primary || !u.motion || len(u.moves) > 0 || !x.goesAbroad(u) ||
		slices.ContainsFunc(u.places, func(p PlaceMention) bool { return p.Goal || p.Role == RoleDestination || p.Role == RoleVia }) {
		return
	}
	if !slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && (x.r.MatchWord(x.v.stayWords, t) || x.r.MatchWord(x.v.residence, t))
	}) {
		return
	}
	// The stays told one after another («работал в Мюнхене, затем в
	// Париже») are the way's stops in turn.
	var dests []PlaceMention
	for _, p := range si.places {
		if p.implied || p.Role != RoleLocation || p.dateline {
			continue
		}
		if len(dests) > 0 && !x.goesOnBetween(si, dests[len(dests)-1], p) {
			break
		}
		p.Goal = true
		dests = append(dests, p)
	}
	if len(dests) == 0 {
		return
	}
	var origin *PlaceMention
	how := "text"
	for _, p := range u.places {
		if p.Role == RoleOrigin && !p.implied {
			o := p
			origin = &o
		}
	}
	if origin == nil {
		origin, how = x.lastPlace[si.primary], "last-known"
	}
	if origin == nil {
		return
	}
	if sameState(origin.Place, dests[0].Place) {
		// «уехал за границу; в 1891–93 жил в Одессе»: a stay at home is
		// no place abroad the way led to.
		return
	}
	kind := si.motionKind
	si.motionKind = u.motionKind
	made := len(x.moves)
	x.chain(si, origin, how, nil, dests)
	for _, m := range x.moves[made:] {
		x.stayLegs[m] = true
	}
	si.motionKind = kind
}

// sameState reports whether a and b lay in one state in the texts'
// period: the Russian Empire's lands of today's countries together
// (periodLands), else today's same country.
func sameState(a, b gazetteer.Place) bool {
	if held, ok := periodHolds("RU", a); ok && held {
		held, ok := periodHolds("RU", b)
		return ok && held
	}
	return a.Country != "" && strings.EqualFold(a.Country, b.Country)
}

// goesOnBetween reports whether a word of going on («затем», «потом»)
// stands between places a and b of clause si.
func (x *extraction) goesOnBetween(si *sentInfo, a, b PlaceMention) bool {
	return slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Start >= a.End && t.End <= b.Start && t.Kind == rutext.Word && x.v.onwardWords[t.Norm] && t.Norm != "оттуда"
	})
}

// goesAbroad reports whether clause u tells a departure abroad: «за»
// before a noun of abroad_nouns («за границу», «за рубеж»).
func (x *extraction) goesAbroad(u *sentInfo) bool {
	toks := u.st.toks
	for k := 1; k < len(toks); k++ {
		if x.v.abroadNouns[toks[k].Norm] && toks[k-1].Norm == "за" && !toks[k].Quoted {
			return true
		}
	}
	return false
}

// soonAfter reports whether b is dated after a by at most
// maxOpenSpanDays: one journey, not two years apart.
func soonAfter(a, b when.Expr) bool {
	from, to := a.Interval(), b.Interval()
	return !from.Earliest.IsZero() && !to.Latest.IsZero() && to.Latest.Compare(from.Earliest) >= 0 && to.Latest.Days()-from.Earliest.Days() <= maxOpenSpanDays
}

// furtherStops returns the stays on the way that clause si tells after
// the stop d, each in a part of its own with its own verb of staying or a
// dash in its place («В Казани он пробыл неделю, в Самаре провёл три
// дня»; «в Самаре простоял день, в Саратове — два»): the stops of one
// journey, in text order. A list of places after one verb («побывал в
// Генуе, Неаполе и Палермо») is no such series.
func (x *extraction) furtherStops(si *sentInfo, d PlaceMention) []PlaceMention {
	return x.tripStopsAfter(si, d, x.stopsApart)
}

// listedStops returns the stops of a journey that clause si lists on
// from its first stop d, after a departure: the trip events at the places
// joined to d in one list («были в Харькове, в Киеве и в Одессе»; «Первым
// был Харьков, за ним Екатеринослав и Ростов»), in text order. A place
// after a verb of its own or a «;» starts another part, no stop of the list.
func (x *extraction) listedStops(si *sentInfo, d PlaceMention) []PlaceMention {
	return x.tripStopsAfter(si, d, x.listedAfter)
}

// tripStopsAfter returns the places of the trip events of clause si after
// the stop d, in text order, as long as each is joined to the one before
// by joined; each is marked a goal.
func (x *extraction) tripStopsAfter(si *sentInfo, d PlaceMention, joined func(si *sentInfo, a, b PlaceMention) bool) []PlaceMention {
	var out []PlaceMention
	last := d
	for _, k := range si.events {
		e := x.events[k]
		if x.dead[e] || e.Type != "trip" || len(e.Places) == 0 || e.Places[0].implied || isArea(e.Places[0].Place) {
			continue
		}
		p := e.Places[0]
		if p.Start <= last.Start || p.Place.ID == last.Place.ID {
			continue
		}
		if !joined(si, last, p) {
			break
		}
		p.Goal = true
		out = append(out, p)
		last = p
	}
	return out
}

// listedAfter reports whether place b follows place a of clause si in one
// list: no more than maxListGap tokens between them, none a finite verb or
// a «;», and a comma, «и» or a dash among them.
func (x *extraction) listedAfter(si *sentInfo, a, b PlaceMention) bool {
	n, joined := 0, false
	for _, t := range si.st.toks {
		if t.Start < a.End || t.Start >= b.Start {
			continue
		}
		n++
		switch {
		case t.Norm == ";" || t.Norm == ".":
			return false
		case t.Norm == "," || t.Norm == "и" || t.Norm == "—" || t.Norm == "–":
			joined = true
		case t.Kind == rutext.Word && x.r.IsFiniteVerb(t):
			return false
		}
	}
	return joined && n <= maxListGap
}

// stopsApart reports whether place b follows place a of clause si as the
// next stay of a series: in a part of its own (after a comma or a
// semicolon) with its own verb of staying on the way, a dash in the
// verb's place or a word of going on («работал в Мюнхене, затем в
// Париже»).
func (x *extraction) stopsApart(si *sentInfo, a, b PlaceMention) bool {
	part, told := false, false
	for _, t := range si.st.toks {
		if t.Start < a.End || t.Start >= b.Start {
			continue
		}
		switch {
		case t.Norm == "," || t.Norm == ";":
			part = true
		case t.Norm == "—" || t.Norm == "–":
			told = true
		case t.Kind == rutext.Word && x.r.MatchWord(x.v.wayStayVerbs, t):
			told = true
		case t.Kind == rutext.Word && x.v.onwardWords[t.Norm] && t.Norm != "оттуда":
			told = true
		}
	}
	return part && told
}

// stopAfterLeg returns where the traveller was when clause si, a stay on
// the way, follows clause u of the same person in the same paragraph that
// ended a leg of the journey («В Казани простояли два дня; в Самаре
// пробыли сутки»; «…прибыл в Казань. В Самаре простоял день»): the stops
// are told one per clause, each reached from the one before, when a verb
// of staying on the way (way_stay_verbs) tells the stay. Else nil.
func (x *extraction) stopAfterLeg(u, si *sentInfo, stop PlaceMention) *PlaceMention {
	// The stop is the first place of its clause («провёл в Индии, где
	// побывал в Агре» stays in the land, and Agra is a visit from there).
	if u.primary != si.primary || u.st.s.Paragraph != si.st.s.Paragraph || len(u.moves) == 0 ||
		slices.ContainsFunc(si.places, func(p PlaceMention) bool { return p.Start < stop.Start }) ||
		// A place the clause before named already is where the traveller
		// is («бросили якорь у Нью-Йорка. Зиму простояли в Нью-Йорке»).
		slices.ContainsFunc(u.places, func(p PlaceMention) bool { return p.Place.ID == stop.Place.ID }) ||
		!slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool { return t.Kind == rutext.Word && x.r.MatchWord(x.v.wayStayVerbs, t) }) {
		return nil
	}
	m := x.moves[u.moves[len(u.moves)-1]]
	if m.Actor != si.primary || x.memories[m] || isArea(m.To.Place) {
		return nil
	}
	to := m.To
	return &to
}

// leftObject reports whether place p stands right after a verb of leaving
// in clause si («оставил Старогладковскую»).
func (x *extraction) leftObject(si *sentInfo, p PlaceMention) bool {
	// The clause's tokens are gone once it is made: read the words before
	// the place again.
	toks := x.r.TokenizeRunes(x.rs, si.st.s.Start, p.Start)
	return len(toks) > 0 && x.r.MatchWord(x.v.leaveVerbs, toks[len(toks)-1])
}

// quotedPlan reports whether p is a goal inside a quotation after a verb
// in the future tense there, with no other finite verb between («Сижу в
// Твери; весной, говорят, повезут в Сибирь»): a move the speaker expects,
// not one made. An order quoted («отправить в Томск») stays a move.
func (x *extraction) quotedPlan(si *sentInfo, p PlaceMention) bool {
	if p.implied {
		return false
	}
	future := false
	for _, t := range si.st.toks {
		if t.Start >= p.Start {
			return future && t.Quoted
		}
		switch {
		case !t.Quoted:
			future = false
		case t.Kind != rutext.Word:
		case x.r.IsFutureVerb(t):
			future = true
		case x.r.IsFiniteVerb(t):
			future = false
		}
	}
	return false
}

// datedWhereArrived widens a leg made from index first on, dated by its
// departure day («в ночь на 4 сентября … увёз»), that ends at a place a
// «где» clause right after it dates later («а оттуда в Москву, где 8
// сентября его принял царь»): the leg runs from the departure to that day,
// by which the traveller was there. A leg dated by a month or a season
// («в августе … вернулись в Дрезден, где в сентябре родилась дочь») holds
// its arrival already: the clause tells what happened after.
func (x *extraction) datedWhereArrived(si *sentInfo, first int) {
	for _, w := range si.where {
		if w[0] < 1 || w[0] >= len(si.st.toks) {
			continue
		}
		comma := si.st.toks[w[0]-1]
		for _, k := range si.moves {
			m := x.moves[k]
			if k < first || m.To.implied || m.To.End > comma.Start || !slices.ContainsFunc(si.places, func(p PlaceMention) bool { return p.Start == m.To.Start }) {
				continue
			}
			if slices.ContainsFunc(si.places, func(p PlaceMention) bool { return p.Start > m.To.Start && p.End <= comma.Start }) {
				continue // the clause is about a later place
			}
			if x.arrivesAt(si, m.To) {
				// «5 мая прибыл в Казань, где на следующий день прочёл
				// лекцию»: the day is the arrival's; the clause tells what
				// happened after.
				continue
			}
			for _, d := range si.dates {
				if d.Start < si.st.toks[w[0]].Start || d.End > si.st.toks[w[1]-1].End {
					continue
				}
				leg, at := m.When.Interval(), d.When.Interval()
				if m.When.IsZero() || leg.Earliest.IsZero() || leg.Latest.IsZero() || at.Earliest.IsZero() || at.Earliest.Compare(leg.Latest) <= 0 ||
					leg.Latest.Days()-leg.Earliest.Days() > maxDepartureDays {
					continue
				}
				if iv, err := when.IntervalExpr(when.Hull(leg, at)); err == nil {
					m.When = iv
				}
				break
			}
		}
	}
}

// maxDepartureDays bounds the span of a date that names a departure's day
// or night («в ночь на 4 сентября»).
const maxDepartureDays = 1

// heldOnTheWay adds the first stage of an exile to a land («выслали в
// Восточную Сибирь»), when a clause soon after tells the person held in
// custody at a town on the way there («С 15 по 23 авг. я сидел в
// Тобольском тюремном замке»): the convoy went from the exile's origin to
// that town, from the departure to the first day held there.
func (x *extraction) heldOnTheWay(si *sentInfo) {
	if len(si.moves) > 0 || si.primary == "" ||
		!slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool { return t.Kind == rutext.Word && x.r.MatchWord(x.v.confinement, t) }) {
		return
	}
	k := x.lastLeg(si.primary)
	if k < 0 {
		return
	}
	m := x.moves[k]
	if m.Kind != "exile" || !isArea(m.To.Place) || isArea(m.From.Place) || m.When.IsZero() || si.st.s.Start-m.Source.Position.End > maxSourceSpan {
		return
	}
	for _, p := range si.places {
		if p.implied || p.Role != RoleLocation || isArea(p.Place) || p.Place.ID == m.From.Place.ID || mayContain(m.To.Place, p.Place) {
			continue
		}
		a, b, c := m.From.Place.Point, m.To.Place.Point, p.Place.Point
		ab := orbgeo.Distance(a, b)
		if orbgeo.Distance(a, c) >= ab || orbgeo.Distance(c, b) >= ab {
			continue
		}
		var held, old when.Expr
		var how string
		si.setDate(p.Start, &held, &old, &how)
		dep, at := m.When.Interval(), held.Interval()
		if how != "text" || dep.Earliest.IsZero() || at.Earliest.IsZero() || at.Earliest.Compare(dep.Earliest) < 0 {
			return
		}
		day := when.Interval{Earliest: at.Earliest, Latest: at.Earliest}
		w, err := when.IntervalExpr(when.Hull(dep, day))
		if err != nil {
			return
		}
		d := p
		d.Goal = true
		leg := &Movement{Actor: m.Actor, From: m.From, To: d, Origin: m.Origin, OriginEvidence: m.OriginEvidence, Kind: m.Kind, When: w, DateFrom: "text",
			Source: newSource(x.rs, si.st.s.Start, si.st.s.End)}
		x.moves = append(x.moves, leg)
		si.moves = append(si.moves, len(x.moves)-1)
		return
	}
}

// toldFromWhereWritten adds the journey a quotation tells only by where
// it started («„От Самары нас везли десять суток“, — писал он 18 марта из
// пересыльной тюрьмы Иркутской губернии»), when the words around the
// quotation say where it was written from: the journey ended there, by
// the day of writing.
func (x *extraction) toldFromWhereWritten(si *sentInfo, origin PlaceMention) {
	sent := x.sents[si.sent]
	toks := x.r.TokenizeRunes(x.rs, sent.st.s.Start, sent.st.s.End)
	quoted := func(at int) bool {
		k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == at })
		return k >= 0 && toks[k].Quoted
	}
	if !quoted(origin.Start) || !slices.ContainsFunc(toks, func(t rutext.Token) bool { return !t.Quoted && x.r.MatchWord(x.v.messageWords, t) }) {
		return
	}
	for _, p := range sent.places {
		if p.Role != RoleOrigin || p.implied || p.Start < origin.End || quoted(p.Start) || p.Place.ID == origin.Place.ID {
			continue
		}
		d := p
		d.Goal, d.Role = true, RoleDestination
		first := len(x.moves)
		x.chain(si, &origin, "text", nil, []PlaceMention{d})
		for _, m := range x.moves[first:] {
			sent.setDate(p.Start, &m.When, &m.OldStyle, &m.DateFrom)
		}
		return
	}
}

// quotedAt reports whether the token of the clause at offset stands in a
// quotation.
func (si *sentInfo) quotedAt(offset int) bool {
	k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start == offset })
	return k >= 0 && si.st.toks[k].Quoted
}

// homeGoal returns, for a clause that goes «на родину» or «в родной
// город» after its verb of motion, the home the text gave its person (their
// birth or descent), placed at the home word; false when the text told none.
func (x *extraction) homeGoal(si *sentInfo) (PlaceMention, bool) {
	home := x.home[si.primary]
	if home == nil {
		return PlaceMention{}, false
	}
	toks := si.st.toks
	for k := 1; k < len(toks); k++ {
		t := toks[k]
		if t.Start <= si.motionStart || t.Kind != rutext.Word || !x.v.homeWords[t.Norm] || t.Quoted != si.quotedAt(si.motionStart) {
			continue
		}
		if prep := toks[k-1].Norm; prep != "на" && prep != "в" && prep != "во" {
			continue
		}
		c := k + 1
		if c < len(toks) && toks[c].Kind == rutext.Word {
			c++ // «в родной город, в Ковно»
		}
		if c+2 < len(toks) && toks[c].Norm == "," && (toks[c+1].Norm == "в" || toks[c+1].Norm == "во") &&
			slices.ContainsFunc(si.places, func(p PlaceMention) bool { return p.Start == toks[c+2].Start }) {
			// «выехал на родину, в Житомир»: the place set beside the
			// home word says which home; it is the goal itself.
			return PlaceMention{}, false
		}
		p := *home
		p.Start, p.End, p.Text, p.Sentence = t.Start, t.End, t.Text, si.sent
		p.Role, p.implied, p.refined, p.dateline, p.prep = RoleDestination, true, false, false, toks[k-1].Norm
		p.Goal, p.Static, p.sender = true, false, false
		return p, true
	}
	return PlaceMention{}, false
}

// tellsBirth reports whether a clause tells its person's birth («Род. …»,
// «родился в Туле»): where the person was first; or their death («Ум. …
// в Сурами»): where they were last, and where their body is taken from.
func (x *extraction) tellsBirth(si *sentInfo) bool {
	return slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && (x.r.MatchWord(x.v.birthWords, t) || x.r.MatchWord(x.v.deathWords, t))
	})
}

// opensWithLife reports whether the clause begins with a word of birth or
// death («Род. 13 (25) февр. 1871 в …», «Ум. … в Сурами»), as an
// encyclopaedia's article tells its subject's.
func (x *extraction) opensWithLife(si *sentInfo) bool {
	k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Kind == rutext.Word })
	return k >= 0 && (x.r.MatchWord(x.v.birthWords, si.st.toks[k]) || x.r.MatchWord(x.v.deathWords, si.st.toks[k]))
}

// maxObjectGap bounds the words between a route verb and its object put
// before it and its subject («Тюмень мы прошли»).
const maxObjectGap = 2

// routeBefore makes a place named bare before a verb of passing at token
// k, in the accusative, with at most a subject between and no other verb
// («Тюмень мы прошли 30 июля», «Урал партия перевалила»), where the route
// goes: the object put first.
func (x *extraction) routeBefore(si *sentInfo, k int) bool {
	return x.objectBefore(si, k, RoleDestination)
}

// objectBefore gives the role r to a place named bare, in the accusative,
// before the verb at token k with no other verb or punctuation between
// («Тюмень мы прошли»); reports whether there was one. Only a settlement
// is passed through (RoleVia): a range or a desert crossed («Тянь-Шань он
// перевалил») stays where the route verb leads.
func (x *extraction) objectBefore(si *sentInfo, k int, r PlaceRole) bool {
	toks := si.st.toks
	for j := range si.places {
		p := &si.places[j]
		if p.implied || p.Role != RoleMention || p.End > toks[k].Start || r == RoleVia && !isSettlement(p.Place) {
			continue
		}
		i := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
		e := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= p.End })
		if i < 0 || e < 0 || e > k || k-e > maxObjectGap || !x.r.MayBeCase(toks[i], "accs") {
			continue
		}
		if slices.ContainsFunc(toks[e:k], func(t rutext.Token) bool { return t.Kind != rutext.Word || x.r.IsFiniteVerb(t) }) {
			continue
		}
		p.Role, p.Goal, p.Static = r, r == RoleDestination, false
		return true
	}
	return false
}

// stretchOnTheWay returns the actor's last known place when the origin
// the clause gives is only where a stretch of the way began («Прибыли в
// Актюбинск. Путь тяжёлый: от Оренбурга сплошные заносы» after «находился
// в Самаре»): «от» a settlement that lies on the way from the last place
// to the destination, nearer each end than they are to each other.
func (x *extraction) stretchOnTheWay(si *sentInfo, from *PlaceMention, dest PlaceMention) (*PlaceMention, bool) {
	if from == nil || from.prep != "от" || from.implied || isArea(from.Place) || si.primary == "" {
		return nil, false
	}
	last := x.lastPlace[si.primary]
	if last == nil || len(si.st.toks) == 0 || last.Start >= si.st.toks[0].Start || isArea(last.Place) || last.Place.ID == from.Place.ID || last.Place.ID == dest.Place.ID {
		return nil, false
	}
	a, b, c := last.Place.Point, dest.Place.Point, from.Place.Point
	ab := orbgeo.Distance(a, b)
	if orbgeo.Distance(a, c) >= ab || orbgeo.Distance(c, b) >= ab {
		return nil, false
	}
	l := *last
	return &l, true
}

// joinStretch adds the leg from the actor's last place to the start of
// the stretch the movement at index first begins with, dated from when
// the actor was last placed there to the stretch's date.
func (x *extraction) joinStretch(si *sentInfo, first int, last *PlaceMention) {
	m := x.moves[first]
	leg := &Movement{Actor: m.Actor, From: *last, To: m.From, Origin: "last-known", Kind: m.Kind, When: m.When, OldStyle: m.OldStyle, DateFrom: m.DateFrom, Source: m.Source}
	src := newSource(x.rs, last.Start, last.End)
	leg.OriginEvidence = &src
	if pw, ok := x.placeWhen[last.Start]; ok && !pw.IsZero() && !m.When.IsZero() {
		if iv, err := when.IntervalExpr(when.Hull(pw.Interval(), m.When.Interval())); err == nil {
			leg.When = iv
		}
	}
	x.moves = slices.Insert(x.moves, first, leg)
	for _, u := range x.units {
		for j, k := range u.moves {
			if k >= first {
				u.moves[j] = k + 1
			}
		}
	}
	si.moves = append(si.moves, first)
	slices.Sort(si.moves)
}

// territoryLeftOrReached reports whether a state the vocabulary refuses
// as a whole («России») is where a verb of motion of the sentence leaves
// from or goes to («приехавшая в Швецию из России», «вернулся в Россию»):
// the territory, a country on the map; it sets the mention's role.
// «отделиться от России» and «преобразования России» stay the state.
func (x *extraction) territoryLeftOrReached(si *sentInfo, m *rutext.Mention) bool {
	if m.From < 1 || m.From >= len(si.st.toks) ||
		!slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool { return t.Kind == rutext.Word && x.motionVerb(t) }) {
		return false
	}
	t := si.st.toks[m.From]
	switch prep := si.st.norm(m.From - 1); {
	case prep == "из" && x.r.MayBeCase(t, "gent"):
		m.Role, m.Prep, m.Case = RoleOrigin, prep, "gent"
	case (prep == "в" || prep == "во") && x.r.MayBeCase(t, "accs"):
		m.Role, m.Prep, m.Case = RoleDestination, prep, "accs"
	case x.r.MayBeCase(t, "accs") && x.leftBefore(si.st.toks, m.From):
		// «навсегда покинул Россию в 1847 г.»
		m.Role, m.Prep, m.Case = RoleOrigin, "", "accs"
	default:
		return false
	}
	return true
}

// territoryNamed reports whether a state the vocabulary refuses as a
// whole is named as a territory with no verb of motion to tell it: what
// comes from it («богомольцы из России», «почта из России»), goes into it
// («отправка «Искры» в Россию»), goes round it («турне по России») or is
// in it («первую в России»); it sets the mention's role. Only a tour
// round it is an event there: the others are references, too wide to
// place what the sentence tells. «уступило России», «дружбы с Россией»,
// «золотой запас России» stay the state.
func (x *extraction) territoryNamed(si *sentInfo, m *rutext.Mention) bool {
	if m.From < 1 || m.From >= len(si.st.toks) {
		return false
	}
	t := si.st.toks[m.From]
	switch prep := si.st.norm(m.From - 1); {
	case prep == "из" && x.r.MayBeCase(t, "gent"):
		m.Role, m.Prep, m.Case, m.Bare, m.Distant = rutext.RoleReference, prep, "gent", false, true
	case (prep == "в" || prep == "во") && x.r.MayBeCase(t, "accs"):
		m.Role, m.Prep, m.Case, m.Bare, m.Distant = rutext.RoleReference, prep, "accs", false, true
	case prep == "по" && x.r.MayBeCase(t, "datv"):
		m.Role, m.Prep, m.Case, m.Bare = rutext.RoleArea, prep, "datv", false
	case (prep == "в" || prep == "во") && x.r.MayBeCase(t, "loct"):
		m.Role, m.Prep, m.Case, m.Bare, m.Distant = rutext.RoleReference, prep, "loct", false, true
	default:
		return false
	}
	return true
}

// leftBefore reports whether a verb of leaving stands right before token
// k, perhaps after an adverb («покинул Россию», «навсегда оставил Польшу»):
// its object is where the journey leaves from.
func (x *extraction) leftBefore(toks []rutext.Token, k int) bool {
	for j := k - 1; j >= 0 && j >= k-3; j-- {
		t := toks[j]
		if t.Kind != rutext.Word {
			return false
		}
		if x.r.MatchWord(x.v.leaveVerbs, t) {
			return true
		}
		if !x.r.IsDegreeAdverb(t) {
			return false
		}
	}
	return false
}

// departedBefore returns the date of the clause before when it is of the
// same sentence and actor and tells only a departure, with a date of its
// own, from the place the clause's journey starts or from no place named:
// one journey told in two clauses.
func (x *extraction) departedBefore(i int, si *sentInfo, from *PlaceMention) (when.Expr, bool) {
	if i == 0 || from == nil {
		return when.Expr{}, false
	}
	prev := x.units[i-1]
	if prev.sent != si.sent || !prev.motion || len(prev.moves) > 0 || len(prev.dates) == 0 || len(si.dates) == 0 || prev.primary != si.primary {
		return when.Expr{}, false
	}
	if !slices.ContainsFunc(prev.places, func(p PlaceMention) bool {
		return p.Goal || p.Role == RoleOrigin || p.Role == RoleDestination || p.Role == RoleVia
	}) {
		// «В мае 1880 г. он сел на пароход и в июне оказался в Марселе»: a
		// departure naming no place leaves from where the actor was; so
		// does one naming only the way followed («весной пошла на север
		// вдоль берегов Кореи»).
		return prev.dates[len(prev.dates)-1].When, true
	}
	for _, p := range prev.places {
		if p.Role == RoleOrigin && p.Place.ID == from.Place.ID {
			return prev.dates[len(prev.dates)-1].When, true
		}
	}
	return when.Expr{}, false
}

// settleMove adds the move of a clause that tells someone settled
// somewhere («осенью 1906 года поселился на Капри») when the person was
// last elsewhere: from that place to the first place named after the verb
// (a reference such as «близ Лугано» aside). Settling where the person
// already was moves no one.
func (x *extraction) settleMove(i int, si *sentInfo) {
	x.stayMove(i, si, si.settleStart, func(p PlaceMention) bool {
		return p.Role != RoleOrganisation
	})
}

// enrolMove adds the move of a clause that tells someone entered an
// institution or was given, sent or appointed to one or to a post in
// another town («в 1854 г. поступил на медицинский факультет Московского
// университета», «был отдан в Морской корпус в Петербург», «назначена
// профессором Стокгольмского университета») when the person was last
// elsewhere: from there to the institution's town, named by its place
// adjective or by «в X» after it, or an institution the gazetteer knows as
// a landmark («отдали в Смольный институт»). An institution of the town
// the person is in and a place assigned for exile («местом ссылки
// назначили Сургут», «место водворения назначили в Киренске», «назначили
// три года ссылки в Сибирь») move no one.
func (x *extraction) enrolMove(i int, si *sentInfo) {
	toks := si.st.toks
	for k, t := range toks {
		if t.Kind != rutext.Word || !x.r.MatchWord(x.v.sendingNouns, t) {
			continue
		}
		if t.Start > si.enrolStart || k > 0 && strings.HasPrefix(toks[k-1].Norm, "мест") {
			// «назначили три года ссылки в Сибирь», «Место водворения ему
			// назначили в Киренске».
			return
		}
	}
	from := x.lastPlace[si.primary]
	var dest *PlaceMention
	for k, p := range si.places {
		switch {
		case p.Role == RoleReference && p.Start > si.enrolStart && x.postOfTown(si, p) && dest == nil:
			// «назначен ковенским губернатором»: the post is the town's.
			dest = &si.places[k]
		case p.implied || p.dateline || p.Role == RoleOrigin || p.Role == RoleVia || p.Role == RoleReference || p.Role == RoleTopic || p.Role == RoleMention:
		case p.Start < si.enrolStart:
			if p.Role == RoleLocation {
				// «Окончив курс Керченской гимназии, он поступил в
				// университет в Одессе»: where the clause has the person
				// before the verb is where the move starts.
				from = &si.places[k]
			}
		case x.plannedGoal(si, p):
		case dest == nil:
			dest = &si.places[k]
		case isArea(dest.Place) && !isArea(p.Place) && !x.clauseBreakBetween(si, dest.End, p.Start):
			// «в Новороссийский университет в Одессе»: the town named
			// after the institution is where it is.
			dest = &si.places[k]
		}
	}
	if from == nil || dest == nil || sameTown(from.Place, dest.Place) || mayContain(dest.Place, from.Place) || x.laterPlace(si, from, dest.Start) {
		// An institution of the town or land the person is in («с 1890
		// года жил в Петербурге. В 1895 г. его приняли в Мариинский
		// театр»).
		return
	}
	d := *dest
	d.Goal = true
	if first := x.legFromLastKnown(i, si, from, d, si.enrolStart); len(x.moves) > first {
		x.postedThere(si, d)
	}
}

// postedThere makes the event of clause si at the town d a change of
// residence when the clause moved its person there to hold a post
// («определён окружным врачом в Петропавловск», «принят профессором во
// Львовский университет») or into an institution that is no school
// («отдан в сиротский дом»): the person lives and works there from then
// on. Studies there stay studies.
func (x *extraction) postedThere(si *sentInfo, d PlaceMention) {
	post := slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Start > si.enrolStart && t.Kind == rutext.Word && x.v.postInstrumentals[t.Norm]
	})
	for _, idx := range si.events {
		e := x.events[idx]
		if x.dead[e] || len(e.Places) == 0 || e.Places[0].Place.ID != d.Place.ID {
			continue
		}
		if e.Type == "other" || post && e.Type == "school" {
			x.kill(e)
			e.Type = "relocation"
			x.byKey[e.key()] = append(x.byKey[e.key()], idx)
			delete(x.dead, e)
		}
	}
}

// sameTown reports whether places a and b are one town: the same place, a
// town and a landmark in it, or two landmarks close enough to share one.
func sameTown(a, b gazetteer.Place) bool {
	if a.ID == b.ID || townHolds(a, b) || townHolds(b, a) {
		return true
	}
	return a.Kind == gazetteer.KindLandmark && b.Kind == gazetteer.KindLandmark && orbgeo.Distance(a.Point, b.Point)/1000 <= 2*landmarkInTownKm
}

// clauseBreakBetween reports whether a comma, a semicolon or a finite verb
// stands between offsets a and b of clause si.
func (x *extraction) clauseBreakBetween(si *sentInfo, a, b int) bool {
	for _, t := range si.st.toks {
		if t.Start < a || t.Start >= b {
			continue
		}
		if t.Kind != rutext.Word && (t.Norm == "," || t.Norm == ";") || t.Kind == rutext.Word && x.r.IsFiniteVerb(t) {
			return true
		}
	}
	return false
}

// stayMove adds the move to the first place after offset start that the
// clause's verb puts the person at, when accept takes it and the person
// was last elsewhere.
func (x *extraction) stayMove(i int, si *sentInfo, start int, accept func(PlaceMention) bool) {
	from := x.lastPlace[si.primary]
	if from == nil {
		return
	}
	for _, p := range si.places {
		if p.Start < start || p.Role == RoleOrigin || p.Role == RoleVia || p.Role == RoleReference || p.Role == RoleTopic || !accept(p) {
			continue
		}
		if p.refined && slices.ContainsFunc(si.places, func(q PlaceMention) bool { return q.Start > p.Start && q.Role == p.Role }) {
			// «поселился в Финляндии, в Куоккале»: the town the land is
			// narrowed down to.
			continue
		}
		if x.laterPlace(si, from, p.Start) {
			return
		}
		d := p
		d.Goal = true
		if k := x.lastLeg(si.primary); k < 0 || x.moves[k].To.Place.ID != from.Place.ID {
			// «мне разрешили жить в Олонецкой губернии. … поселился в
			// Петрозаводске»: no journey went to the province.
			if o, ok := x.areaLeftFrom(si, from, d); ok {
				from = o
			}
		}
		x.legFromLastKnown(i, si, from, d, start)
		return
	}
}

// legFromLastKnown adds the journey from the person's last known place
// from to d, its verb at offset start, citing from as the origin's evidence.
// A departure the clause before told («9 сентября он выехал из Локарно и в
// середине сентября был уже в Лионе») starts it. It returns the index of
// the first movement it may have added.
func (x *extraction) legFromLastKnown(i int, si *sentInfo, from *PlaceMention, d PlaceMention, start int) int {
	kind := si.motionKind
	si.motionKind, si.motionStart = "travel", start
	first := len(x.moves)
	x.chain(si, from, "last-known", nil, []PlaceMention{d})
	si.motionKind = kind
	x.fromDeparture(i, si, from, first)
	if n := len(si.moves); n > 0 {
		src := newSource(x.rs, from.Start, from.End)
		x.moves[si.moves[n-1]].OriginEvidence = &src
	}
	return first
}

// areaLeftFrom returns where the actor's last movement started when it
// went to the area last, a province or country the destination dest lies
// in: a journey there told first by its area, then by its stops. False
// when the last place is no such area.
func (x *extraction) areaLeftFrom(si *sentInfo, last *PlaceMention, dest PlaceMention) (*PlaceMention, bool) {
	if !isArea(last.Place) || !mayContain(last.Place, dest.Place) {
		return nil, false
	}
	for k := len(x.moves) - 1; k >= 0; k-- {
		if m := x.moves[k]; m.Actor == si.primary {
			// One sentence telling both is one journey (see the end of
			// buildMovements).
			if m.To.Place.ID != last.Place.ID {
				break
			}
			if isArea(m.From.Place) || m.Source.Position.Start == si.st.s.Start {
				return nil, false
			}
			f := m.From
			return &f, true
		}
	}
	// No journey went to the area: it was only named as where the person
	// was to be («Восточную Сибирь мне заменили Пермской губернией»); the
	// journey starts where the person was before.
	if prev := x.prevPlace[si.primary]; prev != nil && !isArea(prev.Place) && !mayContain(last.Place, prev.Place) &&
		prev.Place.ID != dest.Place.ID && !x.laterPlace(si, prev, dest.Start) {
		return prev, true
	}
	return nil, false
}

// viasFirst puts the stops on the way («через Варшаву») before the
// destination named right before them, in the same phrase («поехал в
// Берлин через Варшаву»: Варшава, then Берлин); after a comma a stop
// belongs to the next leg («до Новороссийска, а оттуда через Ростов»).
func (x *extraction) viasFirst(dests []PlaceMention) []PlaceMention {
	out := make([]PlaceMention, 0, len(dests))
	var pending, before *PlaceMention // before: the last stop put before pending
	for k := range dests {
		d := dests[k]
		if d.Role == RoleVia && pending != nil && !x.leadsToNext(dests, k) && !x.verbBetween(pending.End, d.Start) &&
			(!slices.Contains(x.rs[pending.End:max(d.Start, pending.End)], ',') || before != nil && x.listJoined(before.End, d.Start) || x.trailingStop(dests, k, pending.End)) {
			// «в Петербург через Оренбург, Самару и Москву»: the stops
			// listed on after the first all come before the goal.
			out = append(out, d)
			before = &dests[k]
			continue
		}
		before = nil
		if d.Role == RoleVia {
			if pending != nil {
				out = append(out, *pending)
				pending = nil
			}
			out = append(out, d)
			continue
		}
		if pending != nil {
			out = append(out, *pending)
		}
		pending = &dests[k]
	}
	if pending != nil {
		out = append(out, *pending)
	}
	return out
}

// arrivedHereBefore reports whether the origin of clause si lies in a
// participle phrase of arrival («прибывший на днях из Киева») apart from
// the clause's own verb of motion, under a heading or dateline of the
// paragraph whose town is neither that origin nor the clause's first
// goal: the participle tells how the person came to the heading's town,
// from which the verb's journey sets out. It returns that town as a stop.
func (x *extraction) arrivedHereBefore(si *sentInfo, origin PlaceMention, dests []PlaceMention) (PlaceMention, bool) {
	h := x.here
	if h == nil || len(dests) == 0 || origin.implied || x.herePara != si.st.s.Paragraph ||
		h.Place.ID == origin.Place.ID || h.Place.ID == dests[0].Place.ID || isArea(h.Place) ||
		contains(h.Place, origin.Place) || contains(origin.Place, h.Place) {
		return PlaceMention{}, false
	}
	toks := si.st.toks
	o := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == origin.Start })
	if o < 2 || toks[o-1].Norm != "из" {
		return PlaceMention{}, false
	}
	part := -1
	for k := o - 2; k >= 0 && k >= o-4; k-- {
		t := toks[k]
		if t.Kind != rutext.Word || x.r.IsFiniteVerb(t) {
			break
		}
		if x.v.arrivedParticiples.Match(t.Norm) && x.r.IsFullParticiple(t) {
			part = k
			break
		}
	}
	if part < 0 || toks[part].Quoted {
		return PlaceMention{}, false
	}
	// The clause's own verb of motion, finite, outside the phrase.
	if !slices.ContainsFunc(toks, func(t rutext.Token) bool {
		return (t.End <= toks[part].Start || t.Start >= origin.End) && t.Kind == rutext.Word && !t.Quoted && x.motionVerb(t) && x.r.IsFiniteVerb(t)
	}) {
		return PlaceMention{}, false
	}
	stop := *h
	stop.implied, stop.Role, stop.Goal, stop.Static, stop.dateline = true, RoleDestination, true, false, false
	stop.Start, stop.End, stop.Sentence = toks[part].Start, toks[part].Start, si.sent
	return stop, true
}

// endedUpInLand reports whether the clause's only verb of motion is one
// of ending up somewhere («впервые попал в Крым») and every place it
// reaches is a land: having got into a land tells no journey to a point.
func (x *extraction) endedUpInLand(si *sentInfo, dests []PlaceMention) bool {
	if len(dests) == 0 || slices.ContainsFunc(dests, func(p PlaceMention) bool { return !isArea(p.Place) }) {
		return false
	}
	endUp := false
	for _, t := range si.st.toks {
		if t.Kind != rutext.Word || t.Quoted || !x.motionVerb(t) {
			continue
		}
		if !x.r.MatchWord(x.v.endUpVerbs, t) {
			return false
		}
		endUp = true
	}
	return endUp
}

// verbBetween reports whether a finite verb or a gerund stands between the
// offsets from and to: a stop after it belongs to the leg that verb tells
// («прибыл в Тюмень и отправился через Сибирь»), not to the goal before.
func (x *extraction) verbBetween(from, to int) bool {
	for _, t := range x.r.TokenizeRunes(x.rs, from, max(to, from)) {
		// A capitalised word is a name («через Вильну»), whatever verb
		// it may also read as.
		if t.Kind == rutext.Word && !t.Upper && (x.r.IsFiniteVerb(t) || x.r.IsGerund(t)) {
			return true
		}
	}
	return false
}

// trailingStop reports whether the stop dests[k], set off by a comma from
// the goal before it that ends at offset after, ends the clause's places
// with no word of going on nor another verb between («приехала сюда из
// Парижа, через Вену»): no leg follows for it to belong to, so it is passed on the way
// to that goal.
func (x *extraction) trailingStop(dests []PlaceMention, k, after int) bool {
	if slices.ContainsFunc(dests[k+1:], func(d PlaceMention) bool { return d.Role != RoleVia }) {
		return false
	}
	for _, t := range x.r.TokenizeRunes(x.rs, after, max(dests[k].Start, after)) {
		if t.Kind == rutext.Word && (t.Norm == "а" || x.v.onwardWords[t.Norm] || x.r.IsFiniteVerb(t) || x.r.IsGerund(t)) {
			return false
		}
	}
	return true
}

// stayAfterGoal reports whether the place p, named after the last goal of
// dests, is the place of a gerund of a call or a short stay («переночевав»,
// «пробыв», «заехав») that a comma sets off after that goal, with no
// finite verb nor word of going on between the goal and p, and no goal of
// the clause after p: the traveller stopped there on the way to the goal
// («приехал в Рим из Ниццы, переночевав в Генуе»).
func (x *extraction) stayAfterGoal(si *sentInfo, p PlaceMention, dests []PlaceMention) bool {
	n := len(dests)
	if n == 0 || p.implied || p.Start < si.motionStart {
		return false
	}
	goal := dests[n-1]
	if goal.Role == RoleVia || goal.End > p.Start || goal.Place.ID == p.Place.ID {
		return false
	}
	if slices.ContainsFunc(si.places, func(q PlaceMention) bool {
		return q.Start > p.End && (q.Goal || q.Role == RoleDestination || q.Role == RoleVia)
	}) {
		return false
	}
	comma, gerund := false, false
	for _, t := range si.st.toks {
		if t.Start < goal.End || t.Start >= p.Start {
			continue
		}
		switch {
		case t.Norm == ",":
			comma = true
		case t.Kind != rutext.Word:
		case t.Norm == "а" || x.v.onwardWords[t.Norm] || x.r.IsFiniteVerb(t) || x.r.Vocabulary().IsPlaceRelative(t.Norm):
			return false
		case x.r.IsGerund(t):
			if !comma || !x.r.MatchWord(x.v.callGerunds, t) {
				return false
			}
			gerund = true
		}
	}
	return gerund
}

// passedOnTheWay reports whether the stop d is the object of a gerund of
// passing before it in clause si («Миновав Камышин и Царицын, …»).
func (x *extraction) passedOnTheWay(si *sentInfo, d PlaceMention) bool {
	if d.Role != RoleVia {
		return false
	}
	for _, t := range si.st.toks {
		if t.Start >= d.Start {
			break
		}
		if t.Kind == rutext.Word && x.r.MatchWord(x.v.passingVerbs, t) && x.r.IsPerfectiveGerund(t) {
			return true
		}
	}
	return false
}

// listJoined reports whether only the words of a list («,», «и») stand
// between the offsets from and to.
func (x *extraction) listJoined(from, to int) bool {
	if to < from {
		return false
	}
	for _, w := range strings.Fields(strings.ReplaceAll(string(x.rs[from:to]), ",", " ")) {
		if w != "и" {
			return false
		}
	}
	return true
}

// leadsToNext reports whether the stop dests[k] comes before another
// destination of its clause, with no comma between: «в Измаил и через
// Болград вернулись в Кишинёв» goes through Bolgrad to Kishinev.
func (x *extraction) leadsToNext(dests []PlaceMention, k int) bool {
	for j := k + 1; j < len(dests); j++ {
		if slices.Contains(x.rs[dests[j-1].End:max(dests[j].Start, dests[j-1].End)], ',') {
			return false
		}
		if dests[j].Role != RoleVia {
			return true
		}
	}
	return false
}

// departedOn widens the dates of the movements from index k on to start at
// the departure, a date given before their own.
func (x *extraction) departedOn(k int, dep when.Expr) {
	for _, m := range x.moves[k:] {
		if dep.IsZero() || m.When.IsZero() || dep == m.When {
			continue
		}
		if iv := when.Hull(dep.Interval(), m.When.Interval()); iv != m.When.Interval() {
			if x2, err := when.IntervalExpr(iv); err == nil {
				m.When = x2
			}
		}
	}
}

// dropMove forgets movement k, the last one made, in the units that made
// it.
func (x *extraction) dropMove(k int) {
	for i := len(x.units) - 1; i >= 0 && i >= len(x.units)-3; i-- {
		u := x.units[i]
		u.moves = slices.DeleteFunc(u.moves, func(m int) bool { return m == k })
	}
}

// unknownGoal reports whether the verb of motion of si is followed by a
// goal the gazetteer does not know: «в», «во», «на» or «к» and a
// capitalised word («нас вернули в Балтийское море» with no sea in the
// gazetteer), or a noun of an occupation (activity_goals: «вернулся на
// сцену»). Such a return goes somewhere, not back to the place before.
func (x *extraction) unknownGoal(si *sentInfo) bool {
	toks := si.st.toks
	for k := 0; k+1 < len(toks); k++ {
		if toks[k].Start <= si.motionStart {
			continue
		}
		if toks[k].Kind != rutext.Word {
			if toks[k].Norm == "," || toks[k].Norm == ";" {
				return false
			}
			continue
		}
		switch toks[k].Norm {
		case "в", "во", "на", "к", "ко":
			if n := toks[k+1]; n.Kind == rutext.Word && (n.Upper || x.v.activityGoals.Match(n.Norm)) && !n.Quoted {
				return true
			}
		}
	}
	return false
}

// maxMooringGap bounds the words before the «у» of a place among which a
// word of mooring stands («стала на якорь у села Хабарова»).
const maxMooringGap = 4

// mooredAt reports whether place p of clause si, after «у», is where a
// ship came to anchor or to its moorings («бросили якорь у Манилы»,
// «вошли в Темзу и стали на якорь у Гринвича», «стала на якорь у села
// Хабарова»): a word of mooring_words stands among the few words before
// the «у», after the clause's verb of motion, with no punctuation
// between.
func (x *extraction) mooredAt(si *sentInfo, p PlaceMention) bool {
	if p.prep != "у" || p.implied || p.Start < si.motionStart {
		return false
	}
	toks := si.st.toks
	at := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
	k := at - 1
	if k > 0 && toks[k].Norm != "у" && !toks[k].Upper {
		k-- // «у села Хабарова»: a noun of the feature between
	}
	if k < 1 || toks[k].Norm != "у" {
		return false
	}
	for j := k - 1; j >= 0 && j >= k-maxMooringGap && toks[j].Start >= si.motionStart; j-- {
		if toks[j].Kind != rutext.Word {
			return false
		}
		if x.r.MatchWord(x.v.mooringWords, toks[j]) {
			return true
		}
	}
	return false
}

// tripBase is where a round trip set out from, and the sentence that told
// it.
type tripBase struct {
	place PlaceMention
	sent  int
	goal  string // the place ID the trip left the actor at
	// land is the trip's goal when it is a land («ездил в США»): a
	// town in it told after the trip («в Норфолке дирижировал», «а
	// университет в Нью-Хейвене присвоил ему степень») is a stop of the
	// trip, not where the person stays.
	land *gazetteer.Place
}

// roundTripVerb reports whether the clause's verb of motion goes there and back
// («ходил в Вифлеем», «ездил на Иордан», «съездил во Францию»).
func (x *extraction) roundTripVerb(si *sentInfo) bool {
	if !si.motion {
		return false
	}
	k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start == si.motionStart })
	// A visit («побывал в Анапе») is one too: the traveller came back.
	return si.seasonWork || k >= 0 && (x.r.MatchWord(x.v.roundTripVerbs, si.st.toks[k]) || x.r.MatchWord(x.v.visitVerbs, si.st.toks[k]))
}

// backAtBase puts the actor back where a round trip set out from when a
// later sentence moves or settles them, or another round trip of the same
// sentence does («ходил в Вифлеем; ездил на Иордан» both from the town
// stayed in); a stop on the way back in the trip's own sentence still
// follows the trip's goal, and a return told («вернулся») goes from it.
func (x *extraction) backAtBase(si *sentInfo) {
	b, ok := x.base[si.primary]
	if !ok || si.primary == "" || !si.motion && !si.settles {
		return // a clause that goes nowhere leaves the trip pending
	}
	if si.motion && si.motionKind == "return" {
		// «ездил в Одессу… возвращаясь в Москву»: the way back told is
		// the leg home, from the trip's goal.
		delete(x.base, si.primary)
		return
	}
	if si.sent == b.sent && !x.roundTripVerb(si) {
		return
	}
	if last := x.lastPlace[si.primary]; last != nil && last.Place.ID != b.place.Place.ID &&
		(last.Place.ID == b.goal || b.land != nil && !isArea(last.Place) && mayContain(*b.land, last.Place)) {
		// Only while the text has put the actor nowhere since the trip:
		// a place told later («в 1887 в Петербурге») is where they are.
		x.prevPlace[si.primary] = last
		p := b.place
		x.lastPlace[si.primary] = &p
	}
	if si.sent != b.sent {
		delete(x.base, si.primary)
	}
}

// noteBase records the origin of a round trip the clause told with legs
// from moves on.
func (x *extraction) noteBase(si *sentInfo, from int) {
	if si.primary == "" || !x.roundTripVerb(si) {
		return
	}
	for _, m := range x.moves[from:] {
		x.roundLegs[m] = true
	}
	for _, m := range x.moves[from:] {
		if m.Actor != si.primary {
			continue
		}
		b, ok := x.base[si.primary]
		if !ok {
			b = tripBase{place: m.From}
		}
		b.sent = si.sent
		for _, n := range x.moves[from:] {
			if n.Actor == si.primary {
				b.goal, b.land = n.To.Place.ID, nil
				if isArea(n.To.Place) {
					land := n.To.Place
					b.land = &land
				}
			}
		}
		x.base[si.primary] = b
		return
	}
}

// returnBack adds the movement of a return that names no place: from the
// actor's last place back to the one before it.
func (x *extraction) returnBack(si *sentInfo) {
	if o := x.leftInSentence(si); o != nil {
		// «вышли из Англии, но ветры возвращали нас назад»: back to the
		// place just left, from which the voyage goes on.
		p := *o
		x.lastPlace[si.primary] = &p
		return
	}
	from, to := x.lastPlace[si.primary], x.prevPlace[si.primary]
	if start := x.journeyStart(si.primary, from); start != nil {
		to = start
	}
	if from == nil || to == nil || from.Place.ID == to.Place.ID || x.laterPlace(si, from, si.st.s.Start) {
		return
	}
	src := newSource(x.rs, to.Start, to.End)
	x.chain(si, from, "return", &src, []PlaceMention{*to})
}

// journeyStart returns where a journey of several stops told in one
// sentence set out from («побывал в Москве и Твери», «уехал в Москву,
// оттуда в Тверь»), when the actor's last legs are that journey and end at
// at: a return that names no place goes back there, not to the stop before
// the last. Nil when the last leg was a journey of its own.
func (x *extraction) journeyStart(actor string, at *PlaceMention) *PlaceMention {
	if at == nil {
		return nil
	}
	var legs []*Movement
	for _, m := range x.moves {
		if m.Actor == actor {
			legs = append(legs, m)
		}
	}
	n := len(legs)
	if n < 2 || legs[n-1].To.Place.ID != at.Place.ID {
		return nil
	}
	first := n - 1
	for first > 0 && legs[first-1].To.Sentence == legs[n-1].To.Sentence && legs[first-1].To.Place.ID == legs[first].From.Place.ID {
		first--
	}
	if first == n-1 || legs[first].From.Place.ID == at.Place.ID {
		return nil
	}
	p := legs[first].From
	return &p
}

// returnFrom adds the movement of a return told only by where it came
// from («вернулся из Киева», «Оттуда он вернулся в 1907 году»), when that is
// the actor's last place: back to the place before it.
func (x *extraction) returnFrom(si *sentInfo, origin PlaceMention) {
	from, to := x.lastPlace[si.primary], x.prevPlace[si.primary]
	if from == nil || to == nil || from.Place.ID != origin.Place.ID || to.Place.ID == from.Place.ID || x.laterPlace(si, from, si.st.s.Start) {
		return
	}
	src := newSource(x.rs, to.Start, to.End)
	o := origin
	x.chain(si, &o, "return", &src, []PlaceMention{*to})
}

// chain adds the legs from one place through each destination in turn.
func (x *extraction) chain(si *sentInfo, from *PlaceMention, how string, evidence *Source, dests []PlaceMention) {
	made := len(x.moves)
	for j, d := range dests {
		if d.Place.ID == from.Place.ID || contains(d.Place, from.Place) || townHolds(from.Place, d.Place) {
			continue // no way on the map: within a place («перешёл на сцену Большого театра» in Moscow)
		}
		m := &Movement{Actor: si.primary, From: *from, To: d, Origin: how, OriginEvidence: evidence, Kind: si.motionKind}
		si.setDate(d.Start, &m.When, &m.OldStyle, &m.DateFrom)
		if m.DateFrom == "context" && x.passedOnTheWay(si, d) {
			// «Миновав Камышин и Царицын, мы вчера пришли в Астрахань»:
			// the stops passed on the way keep the date of their sentence,
			// unlike a stay told by a gerund («Простояв неделю в Казани»).
			if dd, ok := si.dateAt(d.Start); ok {
				m.When, m.OldStyle, m.DateFrom = dd.When, dd.OldStyle, "text"
			}
		}
		x.arrivedFirstDay(si, m)
		dep, ok := si.dateAt(si.motionStart)
		if o, ok2 := si.dateAt(from.Start); j == 0 && how == "text" && ok2 && !from.implied && from.Role == RoleOrigin && from.Start >= si.st.s.Start && from.Start < si.motionStart &&
			o.Start < from.Start && (!ok || o.Start != dep.Start) {
			// «Вышедшая 3 (16) марта из Носси-Бе эскадра … сегодня прошла
			// мимо Сингапура»: the departure's own date, in the phrase
			// that names the origin.
			dep, ok = o, true
		}
		if ok && m.DateFrom == "text" && dep.When != m.When && si.departsBefore(dep, d) && !x.setsOffAgain(si, dep, d) && withinOpenSpan(dep.When, m.When) && !x.lineCrossed(si, si.motionStart) {
			// «8 июня … выехал …, и через Казань 15 июня прибыл в Вятку»:
			// the legs on the way run from the departure to the arrival,
			// also when the arrival's day lies in the departure's month
			// or season («Весной … выехала, … и 10 мая добралась»).
			span := when.Hull(dep.When.Interval(), m.When.Interval())
			if at := m.When.Interval(); !at.Latest.IsZero() && !span.Earliest.IsZero() && at.Latest.Compare(span.Earliest) >= 0 {
				span.Latest = at.Latest
			}
			if iv, err := when.IntervalExpr(span); err == nil {
				m.When = iv
			}
		}
		m.Source = newSource(x.rs, si.st.s.Start, si.st.s.End)
		k, ok := x.retoldLeg(si, m)
		if !ok {
			k, ok = x.toldBefore(si, m)
		}
		if ok && x.anothersVerb(si, x.moves[k]) {
			// «Вчера вошли в Орёл. Сегодня сюда прибыл командир
			// корпуса»: someone else's arrival, not the leg told again.
			next := d
			from, how, evidence = &next, "text", nil
			continue
		}
		if ok {
			// The same journey told again, at its departure and at its
			// arrival: one movement over both dates.
			o := x.moves[k]
			if hull, err := when.IntervalExpr(when.Hull(o.When.Interval(), m.When.Interval())); err == nil && !o.When.IsZero() && !m.When.IsZero() && o.When != m.When {
				if x.tellsArrival(si) && !slices.Contains(si.moves, k) && o.When.Interval().Latest.Compare(m.When.Interval().Earliest) < 0 {
					x.retoldArrivals = append(x.retoldArrivals, retoldArrival{unit: si, leg: o, setOut: o.When, route: o.Source.Position.Start})
				}
				o.When = hull
				if o.To.implied {
					// The route's end was only where the writer is: the
					// clause that tells the arrival ends the whole route.
					x.routeRunsToArrival(si, k)
				}
			}
			si.moves = append(si.moves, k)
		} else {
			ld := x.datingOf(si, from, d, m, j < len(dests)-1)
			x.moves = append(x.moves, m)
			x.legDates[m] = ld
			si.moves = append(si.moves, len(x.moves)-1)
			for _, co := range si.coActors {
				// Those who go together each make the journey.
				c := *m
				c.Actor = co
				x.moves = append(x.moves, &c)
				x.legDates[&c] = ld
				si.moves = append(si.moves, len(x.moves)-1)
			}
		}
		next := d
		from, how, evidence = &next, "text", nil
	}
	if len(x.moves) > made && si.primary == x.narrator() {
		x.entryFrom = nil // the entry told how the writer came
	}
	x.routeRunsToArrival(si, made)
	x.routeTakesClauseDate(si, made)
}

// routeTakesClauseDate dates the legs an earlier clause of the sentence
// made with no date of its own, by a date carried from before the
// sentence that falls after the date of the clause, of the same
// traveller, whose leg made from index first on goes on from where they
// end («ЛОНДОН, 27 июня. … из Москвы в Архангельск, а оттуда на судне, и
// прибыл в Лондон 18 июня»): the way there cannot come after the arrival,
// and stops passed with no date of their own keep the date of their
// sentence, which its later clause gives.
func (x *extraction) routeTakesClauseDate(si *sentInfo, first int) {
	if first <= 0 || first >= len(x.moves) {
		return
	}
	m := x.moves[first]
	if m.DateFrom != "text" || m.When.IsZero() || !slices.ContainsFunc(si.dates, func(d DateMention) bool { return d.When == m.When }) {
		return
	}
	to := m.From.Place.ID
	for k := first - 1; k >= 0; k-- {
		o := x.moves[k]
		if o.Actor != m.Actor || o.Source.Position.Start != si.st.s.Start || o.To.Place.ID != to || o.DateFrom == "text" || o.When.IsZero() || o.To.implied {
			// An arrival here («Омск, 2 июня. Прибыл сюда из Тобольска;
			// третьего дня отправился в Томск») is on the heading's day.
			return
		}
		if a, b := o.When.Interval(), m.When.Interval(); a.Earliest.IsZero() || b.Latest.IsZero() || a.Earliest.Compare(b.Latest) <= 0 {
			// A carried date the clause's own does not contradict may be
			// the earlier leg's («весной выехал …, а в 1879 г. прибыл»).
			return
		}
		o.When, o.OldStyle, o.DateFrom = m.When, m.OldStyle, m.DateFrom
		to = o.From.Place.ID
	}
}

// anothersVerb reports whether clause si tells its motion with a finite
// verb (its first) of another number than the one that told leg o (the
// first before o's goal), and does not name
// o's actor as its subject: the verb's subject is someone else («Вчера
// вошли в Орёл. Сегодня сюда прибыл командир корпуса»).
func (x *extraction) anothersVerb(si *sentInfo, o *Movement) bool {
	return x.anothersVerbAs(si, o, x.r.VerbPerson)
}

// anothersVerbAs is anothersVerb with the person and number of a verb
// read by person.
func (x *extraction) anothersVerbAs(si *sentInfo, o *Movement, person func(rutext.Token) (int, bool, bool)) bool {
	if slices.ContainsFunc(si.actors, func(a actorMention) bool { return a.subject && a.name == o.Actor }) {
		return false
	}
	toks := si.st.toks
	if len(toks) == 0 {
		// Asked after the clause's tokens were let go: its sentence's.
		toks = x.r.TokenizeRunes(x.rs, si.st.s.Start, si.st.s.End)
	}
	if len(toks) == 0 {
		return false
	}
	number := func(toks []rutext.Token, before int) (plural, ok bool) {
		for _, t := range toks {
			if t.Start >= before {
				break
			}
			if t.Kind == rutext.Word && !t.Quoted {
				if _, plural, ok := person(t); ok {
					return plural, true
				}
			}
		}
		return false, false
	}
	end := o.Source.Position.End
	if o.To.Start >= o.Source.Position.Start && o.To.Start < end {
		end = o.To.Start
	}
	a, ok := number(x.r.TokenizeRunes(x.rs, o.Source.Position.Start, o.Source.Position.End), end)
	if !ok {
		return false
	}
	b, ok := number(toks, toks[len(toks)-1].End)
	return ok && a != b
}

// retoldLeg finds the leg an earlier route of the actor told already that
// m tells again: when the text goes back in time to a stop of that route
// («13 октября выехал из Одессы и через Стамбул … прибыл в Марсель. … 16
// октября пароход пришёл в Стамбул»), or, once it has, the route's next leg
// from the stop just retold («26 октября пароход пришёл в Пирей»).
func (x *extraction) retoldLeg(si *sentInfo, m *Movement) (int, bool) {
	if m.Origin != "text" {
		if k := x.wentBackTo(si, &m.From, m.To); k >= 0 {
			return k, true
		}
	}
	last := x.lastLeg(m.Actor)
	for k0 := last - 1; k0 >= 0; k0-- {
		o := x.moves[k0]
		if o.Actor != m.Actor || o.To.Start != m.From.Start || o.To.Place.ID != m.From.Place.ID {
			continue
		}
		for k1 := k0 + 1; k1 <= last; k1++ {
			if n := x.moves[k1]; n.Actor == m.Actor {
				if n.From.Place.ID == m.From.Place.ID && n.To.Place.ID == m.To.Place.ID {
					return k1, true
				}
				return 0, false
			}
		}
	}
	return 0, false
}

// wentBackTo returns the actor's leg that ended at dest, told before and
// dated no later than the clause at dest, when the actor's last place from
// is known at a date after that clause and the leg is not the actor's
// last: the text goes back over a route it told. -1 when there is none.
func (x *extraction) wentBackTo(si *sentInfo, from *PlaceMention, dest PlaceMention) int {
	pw, ok := x.placeWhen[from.Start]
	if !ok {
		return -1
	}
	var w, old when.Expr
	var how string
	si.setDate(dest.Start, &w, &old, &how)
	if how != "text" || w.IsZero() || pw.IsZero() {
		return -1
	}
	b, a := w.Interval(), pw.Interval()
	if a.Earliest.IsZero() || b.Latest.IsZero() || a.Earliest.Compare(b.Latest) <= 0 {
		return -1
	}
	last := x.lastLeg(si.primary)
	for k := last - 1; k >= 0; k-- {
		o := x.moves[k]
		if o.Actor != si.primary || o.To.Place.ID != dest.Place.ID {
			continue
		}
		if oi := o.When.Interval(); oi.Earliest.IsZero() || b.Earliest.IsZero() || oi.Earliest.Compare(b.Earliest) > 0 {
			return -1
		}
		return k
	}
	return -1
}

// maxStageDays is how soon after a journey's departure a stage with a date
// of its own must be reached to be a stage of that journey.
const maxStageDays = 62

// announcedFrom returns where the actor's last journey started when the
// text told it by its departure and its end alone, one leg with both named
// («выехал из Москвы на Сахалин»), and the clause, in the same paragraph,
// goes to a place on the way: nearer the start than the end is and nearer
// the end than the start is, reached within maxStageDays («До Ярославля он
// ехал поездом»). The stages that follow are that journey told leg by
// leg. False for an arrival («приехал из Петербурга в Тифлис»): the
// traveller is at its end.
func (x *extraction) announcedFrom(si *sentInfo, last *PlaceMention, stage PlaceMention) (*PlaceMention, bool) {
	k := x.lastLeg(si.primary)
	if k < 0 {
		return nil, false
	}
	m := x.moves[k]
	if m.To.Place.ID != last.Place.ID || m.Origin != "text" || m.Kind == "return" {
		return nil, false
	}
	var u *sentInfo
	for j := len(x.units) - 1; j >= 0 && u == nil; j-- {
		if slices.Contains(x.units[j].moves, k) {
			u = x.units[j]
		}
	}
	if u == nil || u == si || u.arrival || u.st.s.Paragraph != si.st.s.Paragraph ||
		slices.ContainsFunc(u.moves, func(o int) bool { return o != k && x.moves[o].Actor == m.Actor }) {
		return nil, false
	}
	a, b, c := m.From.Place.Point, m.To.Place.Point, stage.Place.Point
	ab := orbgeo.Distance(a, b)
	if orbgeo.Distance(a, c) >= ab || orbgeo.Distance(c, b) >= ab {
		return nil, false
	}
	var w, old when.Expr
	var how string
	si.setDate(stage.Start, &w, &old, &how)
	if how == "text" {
		dep, at := m.When.Interval().Earliest, w.Interval().Earliest
		if dep.IsZero() || at.IsZero() || at.Compare(dep) < 0 || at.Days()-dep.Days() > maxStageDays {
			return nil, false
		}
	}
	f := m.From
	return &f, true
}

// landOfTown reports whether the land holds the town the mention t
// names: by the gazetteer's box, or because the clause that named the town
// named the land right after it as where it lies («в село Шушенское
// Минусинского уезда Енисейской губернии»).
func (x *extraction) landOfTown(land gazetteer.Place, t *PlaceMention) bool {
	if contains(land, t.Place) {
		return true
	}
	if t.Sentence < 0 || t.Sentence >= len(x.sents) || !toldInside(land, t.Place) {
		return false
	}
	return slices.ContainsFunc(x.sents[t.Sentence].places, func(q PlaceMention) bool {
		return q.qualifier && q.Place.ID == land.ID && q.Start >= t.End
	})
}

// lastLeg returns the index of the actor's last movement, or -1.
func (x *extraction) lastLeg(actor string) int {
	// A memory («везли меня ещё в 1840 году…») is no leg of the present way.
	for k := len(x.moves) - 1; k >= 0; k-- {
		if x.moves[k].Actor == actor && !x.memories[x.moves[k]] {
			return k
		}
	}
	return -1
}

// departsBefore reports whether the departure date d comes before the
// destination in the text and before it in time: a date between them, or
// the date after the destination that ends its predicate, with no other
// goal between («12 мая выехал из Москвы и прибыл в Казань 20 мая»).
func (si *sentInfo) departsBefore(d DateMention, dest PlaceMention) bool {
	if d.Start > dest.Start {
		return false
	}
	a := d.When.Interval()
	if at, ok := si.dateAt(dest.Start); ok && at.Start > dest.Start {
		if si.goalBetween(d.End, dest.Start) {
			// «Летом уехал в Казань и вернулся в Москву 20 сентября»:
			// the date before dates a leg of its own.
			return false
		}
		oi := at.When.Interval()
		return !a.Earliest.IsZero() && !oi.Earliest.IsZero() && a.Earliest.Compare(oi.Earliest) < 0
	}
	for _, o := range si.dates {
		if o.Start > d.Start && o.Start < dest.Start {
			oi := o.When.Interval()
			return !a.Earliest.IsZero() && !oi.Earliest.IsZero() && a.Earliest.Compare(oi.Earliest) < 0
		}
	}
	return false
}

// goalBetween reports whether a goal of the clause lies between offsets
// from and to.
func (si *sentInfo) goalBetween(from, to int) bool {
	return slices.ContainsFunc(si.places, func(p PlaceMention) bool {
		return p.Start > from && p.Start < to && (p.Goal || p.Role == RoleDestination)
	})
}

// arrivesAt reports whether the verb of motion of clause u nearest before
// the goal dest is a verb of arrival («прибыл в Казань»).
func (x *extraction) arrivesAt(u *sentInfo, dest PlaceMention) bool {
	for k := len(u.st.toks) - 1; k >= 0; k-- {
		if t := u.st.toks[k]; t.Start < dest.Start && t.Kind == rutext.Word && x.motionVerb(t) {
			return x.r.MatchWord(x.v.arrivalVerbs, t)
		}
	}
	return false
}

// returnsTo reports whether the verb of motion of clause u nearest before
// the goal dest is a verb of return («вернулся в Москву»).
func (x *extraction) returnsTo(u *sentInfo, dest PlaceMention) bool {
	for k := len(u.st.toks) - 1; k >= 0; k-- {
		if t := u.st.toks[k]; t.Start < dest.Start && t.Kind == rutext.Word && x.motionVerb(t) {
			return x.r.MatchWord(x.v.returnVerbs, t)
		}
	}
	return false
}

// setsOffAgain reports whether the leg to dest goes on from a goal the
// clause reached on the date dep, on a later date of its own after dep
// is over: dep is no departure of it when it was one day («5 мая
// приехал в Казань и 12 мая прибыл в Самару»), or when the leg is told by
// a verb of departure or return («вошёл в Казань и 10 июня выступил в
// Самару»). A stop reached within a month on the way on («В марте
// пересёк океан, высадился в Гавре и 2 апреля явился в Париж») is no new
// setting out.
func (x *extraction) setsOffAgain(si *sentInfo, dep DateMention, dest PlaceMention) bool {
	own, ok := si.dateAt(dest.Start)
	if !ok || own.Start <= dep.Start || !si.goalBetween(dep.End, min(own.Start, dest.Start)) || !x.setsOutTo(si, dest) && !x.returnsTo(si, dest) && !oneDay(dep.When) {
		return false
	}
	a, b := dep.When.Interval(), own.When.Interval()
	return !a.Latest.IsZero() && !b.Earliest.IsZero() && a.Latest.Compare(b.Earliest) < 0
}

// lineCrossed reports whether the verb of motion at offset at crosses a
// line on the way («перешли границу», «переправились через реку»): no
// verb of departure, and no goal, origin or way («к», «в», «до», «из»,
// «по») nor a goal pointed to («сюда», «туда») after it before the next
// comma or verb of motion. It starts no leg.
func (x *extraction) lineCrossed(si *sentInfo, at int) bool {
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == at })
	if k < 0 || !x.motionVerb(toks[k]) || x.r.MatchWord(x.v.departureVerbs, toks[k]) {
		return false
	}
	for j := k + 1; j < len(toks) && toks[j].Norm != "," && !x.motionVerb(toks[j]); j++ {
		switch toks[j].Norm {
		case "к", "ко", "в", "во", "на", "до", "из", "изо", "от", "с", "со", "по":
			return false
		}
		// «прибыл сюда», «вернулся туда»: a goal pointed to, no line.
		if slices.ContainsFunc(si.places, func(p PlaceMention) bool {
			return p.Start == toks[j].Start && (p.Goal || p.Role == RoleDestination)
		}) {
			return false
		}
	}
	return true
}

// toldBefore finds the actor's last movement in the last few sentences
// when it went between the same places: the same leg told again. One with
// another movement of the actor after it is another journey over the same
// way.
func (x *extraction) toldBefore(si *sentInfo, m *Movement) (int, bool) {
	for k := len(x.moves) - 1; k >= 0 && k >= len(x.moves)-4; k-- {
		o := x.moves[k]
		if o.Actor != m.Actor {
			continue
		}
		// A round trip came back: a later leg to the same place is a
		// journey of its own («побывал в Петербурге, а осенью переселился
		// туда из Вильны»).
		if o.From.Place.ID == m.From.Place.ID && o.To.Place.ID == m.To.Place.ID && !x.roundLegs[o] &&
			m.Source.Position.Start-o.Source.Position.End <= maxSourceSpan {
			return k, true
		}
		if !slices.Contains(si.moves, k) {
			break
		}
	}
	return 0, false
}

// dropContainers removes the countries and regions that hold another of
// the places («в Вятскую губернию, и через Казань … прибыл в Вятку»),
// places the next one narrows down, and repeats of a place. A region the
// route passes through is a stop of its own («поездом через Ферганскую
// долину в Андижан»), and so is a goal named again after the route went
// elsewhere when back, given, says a verb of return reaches it.
func dropContainers(ps []PlaceMention, back func(PlaceMention) bool) []PlaceMention {
	var out []PlaceMention
	for k, p := range ps {
		// A province that says which town is meant («в Арзамас Нижегородской
		// губернии») is no stop; when the town is one the gazetteer does
		// not know («в дер. Кокушкино Казанской губ.»), it is where the
		// journey went, as near as the text says.
		qualifies := p.qualifier && slices.ContainsFunc(ps[:k], func(q PlaceMention) bool { return q.End <= p.Start && !isArea(q.Place) })
		skip := p.refined && k+1 < len(ps) || qualifies || p.named
		for _, q := range ps {
			if (mayContain(p.Place, q.Place) || townHolds(p.Place, q.Place)) && p.Role != RoleVia && q.Role != RoleVia {
				skip = true
			}
		}
		// A goal named again after the journey went elsewhere, by a verb
		// of return, is the way back there («прибыл во Львов … ездил в
		// Цюрих и через Вену вернулся во Львов»): a stop of its own, not
		// the same one told twice.
		for j := len(out) - 1; j >= 0; j-- {
			if out[j].Place.ID == p.Place.ID {
				skip = skip || j == len(out)-1 || p.Role == RoleVia || p.implied || out[j].implied || back == nil || !back(p)
				break
			}
		}
		if !skip {
			out = append(out, p)
		}
	}
	return out
}

// bracketedIn returns the settlement the brackets right after a land a
// journey went to name («в Вост. Сибирь (с. Казачинское)», «в Туркестан
// (г. Верный)»): where in the land the journey ended.
func (x *extraction) bracketedIn(si *sentInfo, area PlaceMention) (PlaceMention, bool) {
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= area.End })
	if k < 0 || toks[k].Norm != "(" {
		return PlaceMention{}, false
	}
	for _, p := range si.places {
		if p.Start <= toks[k].Start || p.implied {
			continue
		}
		if !isSettlement(p.Place) || !mayContain(area.Place, p.Place) {
			break
		}
		// Only a settlement's noun («с.», «г.», «дер.») may stand between
		// the bracket and the name.
		if j := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start >= p.Start }); j >= 0 && j-k <= 3 {
			return p, true
		}
		break
	}
	return PlaceMention{}, false
}

// settledIn finds where in a country or region a journey ended when the
// text goes on to say where the traveller settled or lived there («уехал
// в Швейцарию и поселился в Ла-Шо-де-Фоне») or was («ездил в Германию,
// осмотрел заводы в Эссене»): a place of the sentence after the area,
// inside it, after a word of staying or a predicate that opens the clause
// after a comma or colon.
// A place near which the traveller settled stands for the place itself when
// that one is unknown («поселился в Кастаньоле близ Лугано»).
func (x *extraction) settledIn(si *sentInfo, area PlaceMention) (PlaceMention, bool) {
	for _, role := range []PlaceRole{RoleLocation, RoleReference} {
		stay, clause := false, false
		toks := si.st.toks
		for j, t := range toks {
			if t.Start < area.End {
				continue
			}
			if x.r.MatchWord(x.v.stayWords, t) {
				stay = true
			}
			// A dash opens it as a colon does («объездила Поволжье —
			// бывала в Саратове, Пензе, Самаре»).
			opens := j == 0 && area.Start == area.End || j > 0 && (toks[j-1].Norm == "," || toks[j-1].Norm == ":" || toks[j-1].Norm == "—" || toks[j-1].Norm == "–") && toks[j-1].Start >= area.End
			if opens && x.r.IsFiniteVerb(t) {
				// «ездил в Германию, осмотрел заводы в Эссене», «ездил
				// в Соед. Штаты: побывал в Бостоне»: the next predicate
				// of the traveller says where in the land they were, by
				// a name («прочла в здешнем университете» says only
				// the dateline's town).
				stay, clause = true, true
			}
			if !stay {
				continue
			}
			for _, p := range si.places {
				if p.Start == t.Start && p.Role == role && !p.Goal && mayContain(area.Place, p.Place) && (!clause || !p.implied) {
					return p, true
				}
			}
		}
	}
	return PlaceMention{}, false
}

// visitedAfter returns the settlements of clause si listed right after
// p with the same preposition, joined only by commas and «и» («в
// Бостоне, Филадельфии и Чикаго»), in text order, each a goal: the
// towns a journey visited in turn. A list told by a word of living
// between from and p («жил в Риме, Неаполе и Венеции») gives none: the
// towns are residences, not stops.
func (x *extraction) visitedAfter(si *sentInfo, from int, p PlaceMention) []PlaceMention {
	if slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Start >= from && t.End <= p.Start && x.r.MatchWord(x.v.stayWords, t)
	}) {
		return nil
	}
	var out []PlaceMention
	last := p
	for _, q := range si.places {
		if q.Start < last.End || q.implied {
			continue
		}
		if !q.mention.Listed || isArea(q.Place) || q.prep != p.prep || q.Place.ID == last.Place.ID {
			break
		}
		if between := strings.TrimSpace(strings.Trim(strings.TrimSpace(string(x.rs[last.End:q.Start])), ",")); between != "" && between != "и" {
			break
		}
		q.Goal = true
		out = append(out, q)
		last = q
	}
	return out
}

// visitsAfterMotion reports whether a verb of visiting stands between the
// clause's verb of motion and p («поехал за границу и побывал в Вене,
// Риме и Париже»): the journey, whose goal names no place, visits each
// place listed in turn.
func (x *extraction) visitsAfterMotion(si *sentInfo, p PlaceMention) bool {
	return slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Start > si.motionStart && t.End <= p.Start && t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.visitVerbs, t)
	})
}

// visitedAfterGoal returns the places a verb of visiting after goal, in
// the same clause and with no other verb of motion between (a journey's
// noun with its verb may stand there: «совершила поездку»), names in the
// locative right after it, with the places listed on from them
// («отплыла в Нью-Йорк и побывала в Бостоне и Чикаго», «совершила поездку
// по Штатам, побывав в Бостоне, Чикаго и Филадельфии»): a visit from the
// goal reached to each in turn.
func (x *extraction) visitedAfterGoal(si *sentInfo, goal PlaceMention) []PlaceMention {
	toks := si.st.toks
	for k, t := range toks {
		if t.Start < goal.End || t.Kind != rutext.Word || t.Quoted {
			continue
		}
		if !x.r.MatchWord(x.v.visitVerbs, t) {
			if x.motionVerb(t) {
				return nil
			}
			continue
		}
		if negated(&si.st, k) || k+2 >= len(toks) {
			return nil
		}
		at := slices.IndexFunc(si.places, func(p PlaceMention) bool {
			return p.Start == toks[k+2].Start && !p.implied && p.Role == RoleLocation && !p.Goal && p.prep == toks[k+1].Norm
		})
		if at < 0 || isArea(si.places[at].Place) || si.places[at].Place.ID == goal.Place.ID {
			return nil
		}
		p := si.places[at]
		p.Goal = true
		return append([]PlaceMention{p}, x.visitedAfter(si, t.End, p)...)
	}
	return nil
}

// settleLater moves the end of the sentence's last movement from a
// country or region to the place a later clause says the traveller
// settled in («эмигрировал в Швейцарию и поселился в Кастаньоле»).
func (x *extraction) settleLater(si *sentInfo) {
	if len(si.moves) > 0 {
		return
	}
	m := x.journeyToAreaBefore(si)
	if m == nil {
		return
	}
	p, ok := x.settledIn(si, PlaceMention{Start: si.st.toks[0].Start, End: si.st.toks[0].Start, Place: m.To.Place})
	if !ok {
		return
	}
	m.To = p
	x.lastPlace[si.primary] = &m.To
	// «выехал на Кавказ; побывал в Тифлисе, Кутаисе и Батуме»: the
	// towns listed are visited in turn.
	from := p
	for _, q := range x.visitedAfter(si, si.st.toks[0].Start, p) {
		x.chain(si, &from, "text", nil, []PlaceMention{q})
		from = q
	}
}

// journeyToAreaBefore returns the last movement of the clause before in the
// same sentence, told of the same person, when it goes to a land or region
// rather than a town; nil otherwise.
func (x *extraction) journeyToAreaBefore(si *sentInfo) *Movement {
	if len(x.units) < 2 {
		return nil
	}
	prev := x.units[len(x.units)-2]
	if prev.sent != si.sent || len(prev.moves) == 0 || prev.primary != si.primary {
		return nil
	}
	m := x.moves[prev.moves[len(prev.moves)-1]]
	if !isArea(m.To.Place) {
		return nil
	}
	return m
}

// visitInArea ends the journey the clause before told to a land at the
// first town a visit there names («выехал на Кавказ; побывал в Тифлисе,
// Кутаисе и Батуме»): the journey went to Tiflis, and the visit goes on
// from there.
func (x *extraction) visitInArea(si *sentInfo) {
	if !x.visiting(si) {
		return
	}
	m := x.journeyToAreaBefore(si)
	if m == nil {
		return
	}
	for _, p := range si.places {
		if p.Start < si.motionStart || p.implied {
			continue
		}
		if mayContain(m.To.Place, p.Place) {
			m.To = p
			x.lastPlace[si.primary] = &m.To
		}
		return
	}
}

// maxArrivalGoalGap bounds the tokens from a verb of arrival to the place
// it names as its goal («пришла в Габон», «вошла в бухту Камрань»).
const maxArrivalGoalGap = 3

// relayedFromElsewhere undoes what a dateline said of the person followed
// when its report only relays news wired from elsewhere («ЛОНДОН, 10 мая.
// Из Афин телеграфируют, что отряд пришёл в Пирей»): the correspondent is
// in London, the person is not.
func (x *extraction) relayedFromElsewhere(si *sentInfo) {
	if x.here == nil || !x.sents[si.sent].relayed || si.st.s.Paragraph != x.herePara {
		return
	}
	name := x.narrator()
	if p := x.lastPlace[name]; p != nil && p.dateline && p.Place.ID == x.here.Place.ID {
		x.lastPlace[name] = x.prevPlace[name]
		x.entryFrom = nil
		if x.hereUnsaid && x.heading == x.hereReplaced[2] {
			x.heading, x.hereUnsaid = x.saidHeading, false
		}
	}
}

// endsAtHeading reports whether the clause's journey ends where the entry's
// heading or dateline puts the writer: an arrival that names no destination
// («НЕАПОЛЬ, 26 октября. Из Нью-Йорка прибыл…»), or a departure that names
// only where from («10 мая. Кутаис. Вчера я выехал из Тифлиса»).
func (x *extraction) endsAtHeading(si *sentInfo) bool {
	if x.here == nil || !si.motion || si.motionKind == "exile" {
		return false
	}
	if x.sents[si.sent].relayed && slices.ContainsFunc(si.places, func(p PlaceMention) bool {
		return p.implied && (p.Goal || p.Role == RoleOrigin) && p.Place.ID != x.here.Place.ID
	}) {
		// «Из Берлина сообщают, что он прибыл туда», «…уехал оттуда»: the
		// way the report tells leads to or from where it comes from.
		return false
	}
	if si.arrival {
		// «Из Либревиля телеграфируют, что эскадра пришла в Габон»: an
		// arrival that names where it came ends there, not at the
		// dateline of the report that tells it.
		// A stop of the road told after it («прибыл, проделав путь … до
		// Астрахани») is no such goal: the goal follows the verb closely.
		// A goal the gazetteer does not know («вошла в бухту Ван-Фонг») is
		// a goal all the same.
		toks := si.st.toks
		verb := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == si.arrivalStart })
		goalAt := func(at int) bool {
			return verb >= 0 && at > verb && at-verb <= maxArrivalGoalGap &&
				slices.ContainsFunc(toks[verb+1:at], func(t rutext.Token) bool { return t.Norm == "в" || t.Norm == "во" || t.Norm == "на" })
		}
		for at := verb + 1; verb >= 0 && at < len(toks); at++ {
			if toks[at].Upper && si.unresolved[toks[at].Start] && goalAt(at) {
				return false
			}
		}
		return !slices.ContainsFunc(si.places, func(p PlaceMention) bool {
			at := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
			return !p.dateline && !p.implied && goalAt(at) && p.Role != RoleOrigin && p.Role != RoleVia && p.Place.ID != x.here.Place.ID
		})
	}
	origin := false
	for _, p := range si.places {
		switch {
		case p.dateline:
		case p.Role != RoleVia && (p.Goal || p.Role == RoleDestination):
			return false
		case p.Role == RoleOrigin || p.Role == RoleVia:
			// «Ехали из Ковно через Вильну»: the road led here.
			if p.Place.ID == x.here.Place.ID {
				return false
			}
			origin = true
		}
	}
	return origin
}

// minListStops is how many places a list without prepositions must name to
// be read as the stops of a journey: two may be a pair of anything.
const minListStops = 3

// maxListGap is how many tokens may stand between two stops of a list.
const maxListGap = 6

// markListOfStops makes a list of places without prepositions the stops of
// a journey, in text order («В 1906 г. он совершил поездку: Прага, Дрезден,
// Нюрнберг, Мюнхен, Вена»; «Томск, Красноярск, Иркутск и Якутск промелькнули
// пересыльными тюрьмами») when the sentence tells a journey: a verb of
// motion or a word for a journey or a stage of one. The list's places are
// joined only by commas, «и» or a dash; an apposition inside it («Бангкок,
// столица Сиама, Сайгон») names no stop.
func (x *extraction) markListOfStops(u, sent *sentInfo) {
	if slices.ContainsFunc(u.places, func(p PlaceMention) bool { return (p.Goal || p.Role == RoleVia) && !p.implied }) {
		x.markJourneyWord(u)
		return
	}
	toks := u.st.toks
	at := func(offset int) int {
		return slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == offset })
	}
	separator := func(t rutext.Token) bool { return t.Norm == "," || t.Norm == "и" || t.Norm == "—" || t.Norm == "-" }
	var run, best []int // indexes into u.places
	lastEnd := -1       // token index after the last stop of the run
	for k, p := range u.places {
		// A list member may take the role of a word before it («столица
		// Сиама, Сайгон и Кантон»): any place without a preposition.
		if p.Role != RoleMention && p.Role != RoleLocation || p.prep != "" || p.implied || p.Static || p.Goal {
			continue
		}
		i := at(p.Start)
		if i < 0 {
			continue
		}
		// Between two stops: separators, and at most a short apposition
		// or a toponym the gazetteer lacks («Бангкок, столица Сиама,
		// Сайгон и Кантон»), never a verb.
		joined := len(run) > 0 && i > 0 && separator(toks[i-1]) && i-lastEnd <= maxListGap &&
			!slices.ContainsFunc(toks[lastEnd:i], x.r.IsFiniteVerb)
		switch {
		case joined:
			run = append(run, k)
		case len(run) > 0 && i > 0 && !separator(toks[i-1]) && !slices.ContainsFunc(toks[lastEnd:i], x.r.IsFiniteVerb):
			// «столица Сиама»: a place in an apposition, not a stop.
			continue
		default:
			run = []int{k}
		}
		if j := at(p.End); j >= 0 {
			lastEnd = j
		} else {
			lastEnd = i + 1
		}
		for lastEnd < len(toks) && toks[lastEnd].Start < p.End {
			lastEnd++
		}
		if len(run) > len(best) {
			best = slices.Clone(run)
		}
	}
	if len(best) < minListStops || !x.tellsJourney(sent) {
		return
	}
	end := u.places[best[len(best)-1]].End
	if j := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.End == end }); j >= 0 && j+1 < len(toks) && x.motionVerb(toks[j+1]) && x.placeAsSubject(u, j+1) {
		// «Карс, Ардаган и Батум отошли к России»: the towns are the
		// subject of the verb, not stops of anyone's journey.
		return
	}
	for _, k := range best {
		p := &u.places[k]
		p.Role, p.Goal, p.Static = RoleDestination, true, false
	}
	if !u.motion {
		u.motion, u.motionKind, u.motionStart = true, "travel", u.places[best[0]].Start
	}
}

// tellsJourney reports whether a sentence has a verb of motion or a word
// for a journey; a verb of motion that says someone spoke («выступал с
// рефератами в Париже, Лозанне, Женеве») tells none. The list's places
// are no goals, so a direction after such a verb («выступил с отрядом в
// поход»), which makes it a move elsewhere, leaves the list alone.
func (x *extraction) tellsJourney(si *sentInfo) bool {
	st := &si.st
	spoke := func(k int) bool {
		return x.v.speechReadings.Match(st.norm(k)) && x.v.speechAfter[st.norm(k+1)] || x.v.speaks(st, k)
	}
	for k, t := range si.st.toks {
		if t.Kind != rutext.Word {
			continue
		}
		if x.r.MatchWord(x.v.motionVerbs, t) && !spoke(k) || x.r.MatchWord(x.v.journeyWords, t) || x.r.MatchWord(x.v.routeVerbs, t) {
			return true
		}
	}
	return false
}

// markJourneyWord makes a clause that tells a route around a word for a
// journey, with no verb of motion, a movement («Путь от Киева он совершил
// через Курск и Орёл до Тулы»): the route's stops are its legs.
func (x *extraction) markJourneyWord(u *sentInfo) {
	if u.motion {
		return
	}
	for k, t := range u.st.toks {
		// A stage of a convoy («этапом») is a verb of motion of its own.
		if t.Kind == rutext.Word && x.r.MatchWord(x.v.journeyWords, t) && !x.r.MatchWord(x.v.exileVerbs, t) && !x.v.toldJourney(&u.st, k) {
			u.motion, u.motionKind, u.motionStart = true, "travel", t.Start
			return
		}
	}
}

// arrivalDatesRoute dates the legs of the clause before by the arrival a
// «куда» clause tells with a date of its own: the route is the journey that
// arrived then («Путь от Киева он совершил через Курск до Тулы, куда прибыл
// 18 мая»); a single leg with a departure date of its own runs from it to
// the arrival.
func (x *extraction) arrivalDatesRoute(i int, si *sentInfo) {
	if len(si.dates) == 0 || len(si.places) == 0 || i == 0 {
		return
	}
	p := si.places[0]
	if !p.implied || p.Role != RoleDestination || len(si.st.toks) == 0 || p.Start != si.st.toks[0].Start {
		return
	}
	prev := x.units[i-1]
	if prev.sent != si.sent || len(prev.moves) == 0 {
		return
	}
	if last := x.moves[prev.moves[len(prev.moves)-1]]; last.To.Place.ID != p.Place.ID {
		return
	}
	for _, k := range prev.moves {
		m := x.moves[k]
		if m.DateFrom != "text" {
			si.setDate(p.Start, &m.When, &m.OldStyle, &m.DateFrom)
			continue
		}
		if legs := slices.IndexFunc(prev.moves, func(o int) bool { return o != k && x.moves[o].Actor == m.Actor }); legs >= 0 {
			// A route with stops keeps the date of its departure: the
			// arrival is its last leg's end, not the time of the way.
			continue
		}
		// «29 мая он отправил нас в Глазов, куда 3 июня нас и сдали»: one
		// leg told at its departure and at its arrival runs from the one
		// to the other.
		var arr when.Expr
		var old when.Expr
		var from string
		si.setDate(p.Start, &arr, &old, &from)
		dep, a := m.When.Interval(), arr.Interval()
		if from != "text" || dep.Earliest.IsZero() || a.Latest.IsZero() || a.Earliest.Compare(dep.Latest) <= 0 {
			continue
		}
		if iv, err := when.IntervalExpr(when.Hull(dep, a)); err == nil {
			m.When = iv
		}
	}
}

// traversed reports whether a place on the way is crossed whole («через
// всю Сибирь», «через весь Туркестан»): a word for «all» stands right
// before it.
func (x *extraction) traversed(si *sentInfo, p PlaceMention) bool {
	k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start == p.Start })
	if k < 1 {
		return false
	}
	switch si.st.norm(k - 1) {
	case "весь", "всю", "всё", "все", "всей", "всего":
		return true
	}
	return false
}

// motionVerb reports whether t is a verb of motion that tells a move: a
// word of the list, unless a stem of the list matched a noun («к месту
// водворения»), which names a move and makes none. A noun written out in
// the list («этапом») is a verb of motion.
func (x *extraction) motionVerb(t rutext.Token) bool {
	if !x.r.MatchWord(x.v.motionVerbs, t) {
		return false
	}
	if x.v.motionVerbs.MatchForm(t.Norm) {
		return true
	}
	return !x.r.IsNounOnly(t)
}

// inParticiplePhrase reports whether offset at lies in a participial
// phrase set off by a comma that describes the subject («Сомов,
// следовавший в Киренск, бежал»): from an attributive participle in the
// nominative right after a comma to the next comma or the end of the
// clause. Its places describe the person; the clause's verb does not go
// there (one describing the goal, «на эскадру, стоявшую в Кобе», does).
func (x *extraction) inParticiplePhrase(si *sentInfo, at int) bool {
	toks := si.st.toks
	for k := 1; k < len(toks); k++ {
		if toks[k-1].Norm != "," || !x.r.IsFullParticiple(toks[k]) || !x.r.MayBeCase(toks[k], "nomn") || toks[k].Start > at {
			continue
		}
		end := len(toks)
		for j := k + 1; j < len(toks); j++ {
			if toks[j].Norm == "," {
				end = j
				break
			}
		}
		if end == len(toks) || at < toks[end].Start {
			return true
		}
	}
	return false
}

// othersParticiplePhrase reports whether offset at lies in a participial
// phrase set off by a comma after a person named in another case than the
// subject's («нашёл письма Г. Н. Потанина, ушедшего тем временем в
// Сы-чуань»): from the participle to the next comma or the end of the
// clause. It tells where that person went, not the traveller.
func (x *extraction) othersParticiplePhrase(si *sentInfo, at int) bool {
	toks := si.st.toks
	return x.inParticiplePhraseOf(si, at, func(k int) bool {
		// A person known to the text, or named with initials («Д. А.
		// Клеменца»).
		initialled := k >= 4 && toks[k-2].Upper && toks[k-2].Kind == rutext.Word && isInitial(toks, k-4)
		return initialled || slices.ContainsFunc(si.actors, func(a actorMention) bool {
			return a.kind == actorPerson && !a.subject && !a.unit && a.to == k-1
		})
	})
}

// inParticiplePhraseOf reports whether offset at lies in a phrase of a
// full participle in an oblique case set off by a comma (from the
// participle to the next comma or the end of the clause) whose word
// before the comma other says is another person.
func (x *extraction) inParticiplePhraseOf(si *sentInfo, at int, other func(k int) bool) bool {
	toks := si.st.toks
	for k := 2; k < len(toks); k++ {
		if toks[k].Start > at {
			break
		}
		if toks[k-1].Norm != "," || !x.r.IsFullParticiple(toks[k]) || x.r.MayBeCase(toks[k], "nomn") || !other(k) {
			continue
		}
		end := slices.IndexFunc(toks[k+1:], func(t rutext.Token) bool { return t.Norm == "," || t.Norm == ";" })
		if end < 0 || at < toks[k+1+end].Start {
			return true
		}
	}
	return false
}

// alreadyAt reports whether token k is a verb of living or being somewhere
// with a word of change right before or after it («уже жил», «был уже»):
// the person had moved there.
func (v *Vocab) alreadyAt(st *sentenceTokens, k int) bool {
	t := st.toks[k]
	if t.Kind != rutext.Word || !v.alreadyVerbs.Match(t.Norm) {
		return false
	}
	return v.alreadyWords[st.norm(k-1)] || v.alreadyWords[st.norm(k+1)]
}

// goneBySubject reports whether token k is a verb of going («шли»,
// «идём») whose subject travels: the first person of the verb, or a
// personal pronoun or a party or ship right before or after it («мы шли
// сорок дней», «отряд шёл к границе»); «шла война» tells no journey.
func (v *Vocab) goneBySubject(st *sentenceTokens, k int) bool {
	w := st.norm(k)
	if !v.goingVerbs[w] {
		return false
	}
	if v.goingFirstPerson[w] {
		return true
	}
	for _, j := range []int{k - 1, k + 1} {
		if n := st.norm(j); v.goingSubjects[n] || v.collectives[n] != "" {
			return true
		}
	}
	return false
}

// askedGoal reports whether p is a goal after an infinitive with no finite
// verb between, quoted or not («Прошу дозволить мне отправиться в
// Нолинск»), in a clause that made no movement: a move asked for, planned
// or wished is no place the person has reached.
func (x *extraction) askedGoal(si *sentInfo, p PlaceMention) bool {
	if !p.Goal || p.implied || len(si.moves) > 0 {
		return false
	}
	asked := false
	for _, t := range si.st.toks {
		if t.Start >= p.Start {
			break
		}
		switch {
		case t.Kind != rutext.Word:
		case x.r.IsInfinitive(t):
			asked = true
		case x.r.IsFiniteVerb(t):
			asked = false
		}
	}
	return asked
}

// conditionalOrder reports whether token k is an infinitive that a
// condition opens the order of: from the last «;», «:» or opening quote
// before it («по обнаружении арестовать и препроводить в Иркутск»; «если
// явится, отправить в Пермь»). Such a move has not happened.
func (x *extraction) conditionalOrder(st *sentenceTokens, k int) bool {
	if k < 0 || k >= len(st.toks) || !x.r.IsInfinitive(st.toks[k]) {
		return false
	}
	for j := k - 1; j >= 0; j-- {
		switch st.toks[j].Norm {
		case ";", ":", "«", "\"", "„":
			return false
		}
		if slices.ContainsFunc(x.v.conditions, func(c typeCue) bool { return c.matchAt(st, j) }) {
			return true
		}
	}
	return false
}

// arrivedFirstDay dates on its first day an arrival told by a gerund in a
// clause dated by days from one to another («с 3 по 9 мая жил он у
// меня, приехав из Киева»): the stay began with the arrival.
func (x *extraction) arrivedFirstDay(si *sentInfo, m *Movement) {
	if !si.arrival || !m.When.IsInterval() || len(m.When.String()) != len("2006-01-02/2006-01-02") {
		return
	}
	k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start == si.arrivalStart })
	if k < 0 || !x.r.IsGerund(si.st.toks[k]) {
		return
	}
	if day, err := when.DateExpr(m.When.Interval().Earliest); err == nil {
		m.When = day
	}
}

// cameToStop gives the actor's last place told before the sentence when
// stop, a place the sentence names as where the actor was before moving
// on, is another place: each stop of a voyage ends a leg from the stop
// before. A stop given only by «здесь» or «там» is left as it is.
func (x *extraction) cameToStop(si *sentInfo, stop *PlaceMention) (*PlaceMention, bool) {
	prev := x.lastPlace[si.primary]
	if prev == nil || stop.implied || prev.Start >= si.st.s.Start || prev.Place.ID == stop.Place.ID ||
		contains(prev.Place, stop.Place) || contains(stop.Place, prev.Place) || isArea(stop.Place) {
		return nil, false
	}
	return prev, true
}

// datedFromStop dates the legs from index first on made through a stop
// the sentence gives no day of its own: the leg into the stop carries the
// date brought into the sentence, the leg out of it runs from that date to
// its arrival («7 октября вышли из Кронштадта. Простояв несколько дней в
// Копенгагене, мы 30 октября пришли в Портсмут»).
func (x *extraction) datedFromStop(si *sentInfo, first int) {
	if len(x.moves) < first+2 || !si.ctxBefore.Valid() {
		return
	}
	into, out := x.moves[first], x.moves[first+1]
	if into.Actor != out.Actor || into.To.Place.ID != out.From.Place.ID {
		return
	}
	if _, ok := si.dateAt(into.To.Start); ok && into.DateFrom == "text" && x.dateBefore(si, into.To.Start) {
		return
	}
	before := si.ctxBefore.When
	ib, ia := before.Interval(), out.When.Interval()
	if ib.Latest.IsZero() || ia.Earliest.IsZero() || ib.Latest.Compare(ia.Earliest) > 0 {
		return
	}
	into.When = before
	if iv, err := when.IntervalExpr(when.Hull(ib, ia)); err == nil && before != out.When {
		out.When = iv
	}
}

// dateBefore reports whether the sentence states a date before offset at.
func (x *extraction) dateBefore(si *sentInfo, at int) bool {
	return slices.ContainsFunc(si.dates, func(d DateMention) bool { return d.Start < at })
}

// leftInSentence gives the origin an earlier clause of the sentence left
// with no destination, by the same actor («вышли из Англии, но…»), or nil.
func (x *extraction) leftInSentence(si *sentInfo) *PlaceMention {
	for k := len(x.units) - 1; k >= 0; k-- {
		u := x.units[k]
		if u == si {
			continue
		}
		if u.sent != si.sent {
			break
		}
		if !u.motion || u.primary != si.primary || u.motionKind == "return" {
			continue
		}
		var origin *PlaceMention
		for j := range u.places {
			switch p := &u.places[j]; {
			case p.Role == RoleOrigin && !p.implied:
				origin = p
			case p.Goal || p.Role == RoleDestination || p.Role == RoleVia:
				return nil
			}
		}
		return origin
	}
	return nil
}

// leftWithFew reports whether leg m, told in the sentence before sent or
// in it, has its traveller leave with a few of the group («с тремя
// казаками ушёл»): a split that leaves the rest at the leg's origin.
func (x *extraction) leftWithFew(m *Movement, sent int) bool {
	ms := x.sentOf(m.Source.Position.Start)
	if ms < 0 || ms < sent-1 || ms > sent {
		return false
	}
	s := x.sents[ms].st.s
	words := strings.Fields(strings.ToLower(string(x.rs[s.Start:s.End])))
	for k := 0; k+1 < len(words); k++ {
		if (words[k] == "с" || words[k] == "со") && x.v.splitCompanions[rutext.Norm(strings.Trim(words[k+1], ",.;:»«"))] {
			return true
		}
	}
	return false
}

// restartedRoute is a route told after another in the same clause, from
// an origin of its own.
type restartedRoute struct {
	from  PlaceMention
	dests []PlaceMention
}

// restartedRoutes splits off the legs of a second route told in the same
// clause after the first one's destination, each from its own origin
// («первая колонна двинулась из Тулы на Орёл, вторая — из Калуги на
// Брянск», «из Москвы в Киев, а из Харькова в Одессу»): an origin named
// after a destination, set off from it by a comma, a dash or «а», and
// followed straight by a destination starts a route of its own. It
// returns the origins and destinations left to the first route and the
// routes split off, in text order. «прибыл в Киев из Москвы» (no
// destination after the origin) and «в Киев из Москвы, а затем в Одессу»
// (the next destination set off by a comma) stay one route.
func (x *extraction) restartedRoutes(si *sentInfo, origins, dests []PlaceMention) ([]PlaceMention, []PlaceMention, []restartedRoute) {
	toks := si.st.toks
	breakBetween := func(from, to int) bool {
		return slices.ContainsFunc(toks, func(t rutext.Token) bool {
			return t.Start >= from && t.End <= to && !t.Quoted && (t.Kind == rutext.Punct || t.Norm == "а")
		})
	}
	var routes []restartedRoute
	for j := len(origins) - 1; j >= 0; j-- {
		o := origins[j]
		if o.implied {
			continue
		}
		k := slices.IndexFunc(dests, func(d PlaceMention) bool { return d.Start > o.End })
		if k <= 0 || dests[k].Role == RoleVia || breakBetween(o.End, dests[k].Start) || !breakBetween(dests[k-1].End, o.Start) {
			continue
		}
		routes = append([]restartedRoute{{o, slices.Clone(dests[k:])}}, routes...)
		dests = dests[:k]
		origins = slices.Delete(slices.Clone(origins), j, j+1)
	}
	return origins, dests, routes
}

// boards reports whether the verb of motion of a clause is one of boarding
// or changing a conveyance («сели в поезд», «нас пересадили в сани»).
func (x *extraction) boards(si *sentInfo) bool {
	return slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Start == si.motionStart && t.Kind == rutext.Word && x.v.boardingVerbs[t.Norm]
	})
}

// arrivedBy finds the person a participle of arrival with an origin
// describes in clause si («с приехавшим из России Нечаевым», «Лопатин,
// прибывший из Лондона»): the origin's mention and the person's name.
// False when the clause has none.
func (x *extraction) arrivedBy(si *sentInfo) (PlaceMention, string, int, bool) {
	toks := si.st.toks
	for k := 0; k+2 < len(toks); k++ {
		t := toks[k]
		if t.Kind != rutext.Word || !x.v.arrivedParticiples.Match(t.Norm) || !x.r.IsFullParticiple(t) || toks[k+1].Norm != "из" || t.Quoted {
			continue
		}
		o := slices.IndexFunc(si.places, func(p PlaceMention) bool {
			return p.Role == RoleOrigin && !p.implied && p.Start == toks[k+2].Start
		})
		if o < 0 {
			continue
		}
		from := si.places[o]
		after := slices.IndexFunc(toks, func(u rutext.Token) bool { return u.Start >= from.End })
		for _, a := range si.actors {
			if a.kind != actorPerson || a.unit || a.name == "" {
				continue
			}
			// Before it, set off by a comma («Лопатин, прибывший из…»),
			// or right after the origin («с приехавшим из России
			// Нечаевым»).
			if a.to == k-1 && toks[k-1].Norm == "," || after >= 0 && a.from == after {
				return from, a.name, k, true
			}
		}
	}
	return PlaceMention{}, "", 0, false
}

// arrivedParticiple adds the movement of a person whom a participle of
// arrival brings into the clause: from the origin it names to where the
// clause happens (a place the clause names outside the participle's
// phrase, else where its subject is).
func (x *extraction) arrivedParticiple(si *sentInfo) {
	from, who, k, ok := x.arrivedBy(si)
	if !ok {
		return
	}
	var to *PlaceMention
	for j := range si.places {
		p := si.places[j]
		if p.Start == from.Start || p.Role == RoleOrigin || p.Role == RoleVia || p.dateline || p.Role == RoleReference || si.quotedAt(p.Start) {
			continue
		}
		if p.Start < si.st.toks[k].Start {
			to = &p // the nearest before the participle
		} else if to == nil {
			to = &p
			break
		}
	}
	if to == nil && si.primary != "" && si.primary != who {
		to = x.lastPlace[si.primary]
	}
	if to == nil || to.Place.ID == from.Place.ID || contains(to.Place, from.Place) || contains(from.Place, to.Place) {
		return
	}
	kind := "travel"
	if x.v.returnVerbs.Match(si.st.toks[k].Norm) {
		kind = "return"
	}
	m := &Movement{Actor: who, From: from, To: *to, Origin: "text", Kind: kind}
	si.setDate(si.st.toks[k].Start, &m.When, &m.OldStyle, &m.DateFrom)
	m.Source = newSource(x.rs, si.st.s.Start, si.st.s.End)
	for _, o := range x.moves {
		if o.Actor == m.Actor && o.From.Place.ID == m.From.Place.ID && o.To.Place.ID == m.To.Place.ID && o.Source == m.Source {
			return
		}
	}
	x.moves = append(x.moves, m)
	if x.lastPlace[who] == nil {
		x.lastPlace[who] = to
	}
	x.arrivalBesideDeed(si, m, who)
}

// arrivalBesideDeed adds the trip at the goal of a participle's journey
// whose person is the clause's subject, when the clause tells something
// else befalling or done there («в Иркутске был арестован Лопатин,
// приехавший из Лондона», «в Цюрихе скончался Гершуни, приехавший туда
// из Парижа»): the coming is an event of its own beside the arrest or the
// death. A person the clause only meets («встретился с приехавшим из
// России Нечаевым») is not followed there.
func (x *extraction) arrivalBesideDeed(si *sentInfo, m *Movement, who string) {
	if !slices.ContainsFunc(si.actors, func(a actorMention) bool { return a.subject && a.name == who }) || m.To.implied {
		return
	}
	told := false
	for _, idx := range si.events {
		e := x.events[idx]
		if x.dead[e] || len(e.Places) == 0 || e.Places[0].Place.ID != m.To.Place.ID {
			continue
		}
		if e.Type == "trip" || e.Type == "relocation" {
			return
		}
		told = true
	}
	if !told {
		return
	}
	x.addEvent(si, &Event{Type: "trip", When: m.When, OldStyle: m.OldStyle, DateFrom: m.DateFrom, Places: []PlaceMention{m.To},
		Actors: []string{who}, Source: m.Source, deed: true})
}

// arrivedFrom reports whether p is the origin of a participle of arrival
// describing someone other than the clause's person.
func (x *extraction) arrivedFrom(si *sentInfo, p PlaceMention) bool {
	from, who, _, ok := x.arrivedBy(si)
	return ok && from.Start == p.Start && who != si.primary
}

// tourLegs adds the legs of a tour told by where its person spoke: a
// speech, a reading or an evening at a town, at a congress too
// («выступил в Женеве на конгрессе», «14 дек. выступили в Харькове, в январе — в Симферополе,
// Одессе и Киеве»), or lectures at several towns in one clause
// («выступал в Харькове, Одессе и Киеве»). The speaker travelled to each
// town in turn: a leg from the last place known to the first town, then
// from town to town in the order the text gives. A town where the person
// already is moves no one.
func (x *extraction) tourLegs(si *sentInfo, whole bool) {
	var stops []PlaceMention
	for _, idx := range si.events {
		e := x.events[idx]
		if x.dead[e] || e.Type != "lecture" && e.Type != "congress" || len(e.Places) == 0 {
			continue
		}
		p := e.Places[0]
		if si.motion && !whole && p.Start > si.motionStart {
			continue // the clause's own journey goes on from there
		}
		if p.implied || p.dateline || p.Role == RoleReference || p.Role == RoleTopic || p.Role == RoleOrigin || p.Role == RoleMention && !whole || isArea(p.Place) {
			continue
		}
		if !slices.ContainsFunc(stops, func(q PlaceMention) bool { return q.Place.ID == p.Place.ID }) {
			stops = append(stops, p)
		}
	}
	if len(stops) == 0 || !whole && !si.speechAt && !x.speaksAtPlace(si) && !x.tourNounIn(si) {
		// «выступал с рефератами в городах Европы, Париже, Лозанне…»:
		// towns where one spoke over a year, no tour in order.
		return
	}
	slices.SortFunc(stops, func(a, b PlaceMention) int { return a.Start - b.Start })
	from := x.lastPlace[si.primary]
	if from == nil {
		// No place known before: the tour starts at its first town.
		if len(stops) < 2 {
			return
		}
		from, stops = &stops[0], stops[1:]
	}
	if x.laterPlace(si, from, stops[0].Start) {
		return
	}
	// Each leg takes the date of the town it goes to: the date of the
	// town before is when the speaker was there, not when they left.
	kind, start := si.motionKind, si.motionStart
	how := "last-known"
	for k := range stops {
		stops[k].Goal = true
		si.motionKind, si.motionStart = "travel", stops[k].Start
		x.chain(si, from, how, nil, stops[k:k+1])
		from, how = &stops[k], "text"
	}
	si.motionKind, si.motionStart = kind, start
}

// speaksAtPlace reports whether the clause has a verb of speech_readings
// followed by «в» and a town in the locative («выступили в Харькове»).
func (x *extraction) speaksAtPlace(si *sentInfo) bool {
	for k, t := range si.st.toks {
		if t.Kind == rutext.Word && !t.Quoted && x.v.speechReadings.Match(si.st.norm(k)) && locativeNameAt(&si.st, k+1) && !negated(&si.st, k) {
			return true
		}
	}
	return false
}

// maxTourSentences is how many sentences back a lecture of the person
// still makes the tour told going on a lecture tour.
const maxTourSentences = 2

// tourGoesOn retypes as lectures the journey's events of a clause that
// tells a tour going on («Турне продолжалось в Поволжье: Казань, Тифлис и
// Баку видели футуристов»), with no verb of motion of its own, when the
// person's last event before it was a lecture: the tour's towns are where
// they spoke next, when they spoke somewhere in the sentences just before.
func (x *extraction) tourGoesOn(si *sentInfo) bool {
	if x.motionVerbIn(si) || !x.tourNounIn(si) {
		return false
	}
	spoke := false
	for k := len(x.events) - 1; k >= 0 && !spoke; k-- {
		e := x.events[k]
		if x.dead[e] || slices.Contains(si.events, k) || !slices.Contains(e.Actors, si.primary) {
			continue
		}
		if x.sentOf(e.Source.Position.Start) < si.sent-maxTourSentences {
			break
		}
		spoke = e.Type == "lecture"
	}
	if !spoke {
		return false
	}
	retyped := false
	for _, idx := range si.events {
		if e := x.events[idx]; !x.dead[e] && e.Type == "trip" && len(e.Places) > 0 && !isArea(e.Places[0].Place) {
			x.retype(idx, "lecture")
			retyped = true
		}
	}
	return retyped
}

// motionVerbIn reports whether the clause has a verb of motion of its own
// outside quotations, not one that says someone spoke.
func (x *extraction) motionVerbIn(si *sentInfo) bool {
	for k, t := range si.st.toks {
		if t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.motionVerbs, t) && !x.v.speaks(&si.st, k) {
			return true
		}
	}
	return false
}

// tourNounIn reports whether the clause names a tour (tour_nouns) outside
// quotations.
func (x *extraction) tourNounIn(si *sentInfo) bool {
	return slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.r.MatchWord(x.v.tourNouns, t)
	})
}

// postOfTown reports whether place p is a town's adjective right before a
// post in the instrumental («ковенским губернатором», «одесским
// полицмейстером»): the post is held in that town.
func (x *extraction) postOfTown(si *sentInfo, p PlaceMention) bool {
	k := slices.IndexFunc(si.st.toks, func(t rutext.Token) bool { return t.Start >= p.End })
	return k >= 0 && si.st.toks[k].Kind == rutext.Word && x.v.postInstrumentals[si.st.norm(k)]
}

// putAtDisposal reports whether place p is the town's adjective of an
// official or office the person is sent to the disposal of («в
// распоряжение иркутского генерал-губернатора», «в ведение тульского
// губернского правления»), after the clause's verb of motion.
func (x *extraction) putAtDisposal(si *sentInfo, p PlaceMention) bool {
	if !p.mention.Adjective || p.mention.Institution == "" || p.Start < si.motionStart {
		return false
	}
	toks := si.st.toks
	k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == p.Start })
	return k >= 2 && toks[k-2].Norm == "в" && (toks[k-1].Norm == "распоряжение" || toks[k-1].Norm == "ведение")
}

// othersNounParticiple reports whether the offset at lies in a phrase of
// a full participle in an oblique case after a comma and an animate common
// noun in the same case, not the nominative («проводил брата, уезжавшего
// в Москву», «передал письмо товарищу, уезжавшему в Москву»): the journey
// is that other person's, whom the text does not follow. A word the text
// calls its own person by («арестанта, прибывшего в Москву») is not another.
func (x *extraction) othersNounParticiple(si *sentInfo, at int) bool {
	return x.inParticiplePhraseOf(si, at, func(k int) bool {
		n := si.st.toks[k-2]
		_, role := x.r.Vocabulary().RoleNoun(n.Norm)
		return !role && x.r.IsAnimateNoun(n) && !x.r.MayBeCase(n, "nomn")
	})
}

// placeBeforeHere returns where the actor was before the heading or
// dateline that set here when a sentence under it tells the way there
// rather than the writer's present at the dateline («вчера ездили в Баку»
// under «Мардакяны» sets off from Mardakyany): a time more than
// writersWeek before the entry's day after the entry put the actor at
// another place (that place), or a day of its own, not counted from the
// writer's, before the entry's day («10 мая. Кульджа. Седьмого
// переправились через Хоргос»: the place before the heading). Nil
// otherwise.
func (x *extraction) placeBeforeHere(actor string, si *sentInfo) *PlaceMention {
	p := x.lastPlace[actor]
	if p == nil || x.here == nil {
		return nil
	}
	day := x.hereWhen.Interval()
	told, ok := si.time()
	if !ok || day.Earliest.IsZero() || slices.ContainsFunc(si.dates, func(d DateMention) bool { return d.fromWritersDay }) {
		return nil
	}
	if p.Place.ID != x.here.Place.ID && p.Start > x.here.End && told.Latest.Days()+writersWeek < day.Earliest.Days() {
		return p
	}
	if len(si.dates) == 0 || told.Earliest != told.Latest || told.Latest.Days() >= day.Earliest.Days() {
		return nil
	}
	if p.Place.ID == x.here.Place.ID {
		if p.Start > x.here.End || slices.ContainsFunc(x.moves, func(m *Movement) bool {
			return m.To.Place.ID == x.here.Place.ID && m.Source.Position.Start > x.here.Start
		}) {
			return nil // the entry brought the actor here before («Приехали сюда 20-го»)
		}
		p = x.prevPlace[actor]
	}
	if p == nil || p.Place.ID == x.here.Place.ID {
		return nil
	}
	return p
}

// writersWeek is, in days, how long before an entry's day the writer's
// present reaches («третьего дня», «на прошлой неделе»).
const writersWeek = 7

// landOfTownBefore returns, when p is a land set in apposition after a
// town the clause named right before it, that town («перебрался в Закопане, в
// австрийскую Галицию»): it only says where the town lies, and the
// journey ends at the town, even when the town's name, not declined,
// reads as a place where rather than a goal.
func (x *extraction) landOfTownBefore(si *sentInfo, p PlaceMention) (PlaceMention, bool) {
	if !p.qualifier || !isArea(p.Place) {
		return PlaceMention{}, false
	}
	k := slices.IndexFunc(si.places, func(q PlaceMention) bool { return q.Start == p.Start })
	if k <= 0 {
		return PlaceMention{}, false
	}
	q := si.places[k-1]
	if q.End > p.Start || isArea(q.Place) || q.prep == "" || q.prep != p.prep {
		return PlaceMention{}, false
	}
	return q, true
}
