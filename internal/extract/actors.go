package extract

import (
	"maps"
	"regexp"
	"slices"
	"strings"

	"github.com/chronomap/chronomap/internal/rutext"
)

// actorKind says what sort of actor a mention names.
type actorKind int

const (
	actorPerson    actorKind = iota
	actorTitle               // a newspaper or journal («Искра»)
	actorEventNoun           // an event that acts («II съезд РСДРП»)
	actorRef                 // a pronoun or role noun («он», «поэт») for the last person
)

// actorMention is a person, title or acting event named in a sentence.
type actorMention struct {
	name     string // nominative («Надежда Крупская»)
	kind     actorKind
	gender   rutext.Gender // of a person or pronoun, "" unknown
	from, to int           // token indexes
	// subject: the mention is the grammatical subject (a nominative not
	// governed by a preposition); object: a role noun in another case
	// («Арестанта следует отправить…»); companion: «с Надеждой
	// Крупской»; absent: «в отсутствие Ленина».
	subject, object, companion, absent bool
	// dative: a third-person pronoun in the dative («ему»), the person
	// who moves only when allowed or ordered to («ему разрешили выехать»).
	dative bool
	// group: the persons a plural mention names together («Петров и
	// Сидоров»), for «они».
	group []string
	// unit: a collective traveller («оренбургский отряд», «клипер
	// «Алмаз»») that moves as a person does.
	unit bool
	// newRelative: a relative named for the first time («отец», «брат
	// Николай»), who leaves from the household when the text tells no
	// place of theirs (seedRelative).
	newRelative bool
	// owner: an object pronoun that stands before a noun it owns («его
	// влияние на рабочих Италии»): the thing, not the person, is what
	// the clause tells of, and it places the person only where it says
	// the thing happens («отмечалось его 50-летие в Петербурге»).
	owner bool
}

// findActors finds the people, titles and acting events of a sentence.
// placeTok marks the tokens of resolved toponyms, unresolved those of
// toponym contexts the gazetteer did not resolve.
func (x *extraction) findActors(st *sentenceTokens, placeTok, unresolved map[int]bool) []actorMention {
	v, r := x.v, x.r
	rv := r.Vocabulary()
	reg := x.persons
	var out []actorMention
	toks := st.toks
	opt := x.spotOptions()
	for k := 0; k < len(toks); k++ {
		t := toks[k]
		// A ship's quoted name after a noun of a vessel in any case
		// («при взрыве броненосца «Петропавловск»», «на пароходе
		// «Тамбов»») names the ship, never a person, whatever the name
		// reads as; a ship as a subject («клипер «Алмаз» вернулся») is a
		// unit below.
		if t.Kind == rutext.Word && !t.Quoted && k+2 < len(toks) && toks[k+1].Kind == rutext.Punct && toks[k+2].Quoted && x.vesselNoun(t) &&
			!(v.collectives[t.Norm] != rutext.Gender("") && !isPrep(rv, st.norm(k-1))) {
			j := k + 2
			for j < len(toks) && toks[j].Quoted {
				j++
			}
			k = j - 1
			continue
		}
		// A title after a title noun: «газеты «Искра»».
		if t.Kind == rutext.Word && !t.Title && rv.IsTitleNoun(t.Norm) && k+1 < len(toks) && toks[k+1].Kind == rutext.Punct {
			j := k + 2
			for j < len(toks) && toks[j].Title {
				j++
			}
			if j > k+2 {
				// The subject only when its noun may be: «газета «Искра»
				// переехала», not «редактировал газету «Диенас лапа»».
				out = append(out, actorMention{name: st.span(k+2, j), kind: actorTitle, from: k + 2, to: j, subject: r.MayBeCase(t, "nomn")})
				k = j - 1
				continue
			}
		}
		// A collective traveller: «туркестанский отряд выступил».
		if g, ok := v.collectives[t.Norm]; ok && t.Kind == rutext.Word && !t.Title && !placeTok[k] && !isPrep(rv, st.norm(k-1)) {
			if a, ok := x.unitMention(st, k, g, placeTok); ok {
				out = append(out, a)
				k = a.to - 1
				continue
			}
		}
		// An event noun as the subject: «II съезд РСДРП состоялся», «Съезд переехал».
		if _, ok := v.subjectNouns[t.Norm]; ok && t.Kind == rutext.Word && !t.Title && !isPrep(rv, st.norm(k-1)) {
			from, to := k, k+1
			if k > 0 && rutext.IsRoman(toks[k-1].Text) {
				from = k - 1
			}
			for to < len(toks) && rutext.IsAcronym(toks[to]) {
				to++
			}
			out = append(out, actorMention{name: st.span(from, to), kind: actorEventNoun, from: from, to: to, subject: true})
			continue
		}
		// «Сам Иван Петрович теперь в Берлине»: the word stresses
		// the person named next, who is read from the next token on.
		if t.Kind == rutext.Word && rv.IsEmphatic(t.Norm) && k+1 < len(toks) && toks[k+1].Kind == rutext.Word && toks[k+1].Upper {
			continue
		}
		// A pronoun or a role noun for the person the text is about.
		if t.Kind == rutext.Word && !t.Title && (!t.Upper || k == 0 || startsClause(toks, k)) {
			prev := st.norm(k - 1)
			if g, ok := rv.Pronoun(t.Norm); ok && !isPrep(rv, prev) && !rv.IsCompanionPrep(prev) {
				out = append(out, actorMention{kind: actorRef, gender: g, from: k, to: k + 1, subject: true})
				continue
			}
			if k > 0 && rv.IsPossessivePronoun(t.Norm) && r.IsAnimateObjectNoun(toks[k-1]) && !isPrep(rv, st.norm(k-2)) && !rv.IsPossessivePronoun(st.norm(k-2)) {
				// «Жену его … выпустили из цитадели»: the pronoun owns
				// the noun, and the one moved or released is that other
				// person. A noun owned already («по просьбе его друзей
				// его перевели») leaves the pronoun an object.
				out = append(out, actorMention{name: r.RoleNounLemma(toks[k-1]) + " " + t.Norm, kind: actorPerson, from: k - 1, to: k + 1, object: true})
				continue
			}
			if j := ownedSubject(r, toks, k); j > k && rv.IsPossessivePronoun(t.Norm) && !isPrep(rv, prev) {
				// «его брат был в Париже», «его старый учитель приехал»:
				// the pronoun owns the subject, and the one who acts is
				// that other person.
				name := r.RoleNounLemma(toks[j]) + " " + t.Norm
				newRelative := false
				if lemma, _, _, ok := r.KinshipNoun(toks[j]); ok {
					// «брат» alone later is the same relative, who leaves
					// from the household when first named.
					_, known := x.kin[lemma]
					newRelative = !known
					x.kin[lemma] = name
				}
				out = append(out, actorMention{name: name, kind: actorPerson, gender: r.SubjectNounGender(toks[j]), from: k, to: j + 1, subject: true, newRelative: newRelative})
				k = j
				continue
			}
			if a, ok := x.kinSubject(st, k); ok {
				out = append(out, a)
				continue
			}
			if rv.IsPossessivePronoun(t.Norm) && !isPrep(rv, prev) && ownedPerson(r, toks, k) >= 0 {
				// «его товарищей выслали в Вятку», «её брата отправили»:
				// the pronoun owns the people moved; they, read from their
				// noun on, are the ones the clause tells of.
				continue
			}
			if g, ok := rv.ObjectPronoun(t.Norm); ok && !isPrep(rv, prev) {
				dative := g != rutext.First && r.MayBeCase(t, "datv") && !r.MayBeCase(t, "accs")
				owner := rv.IsPossessivePronoun(t.Norm) && ownsNext(r, toks, k)
				out = append(out, actorMention{kind: actorRef, gender: g, from: k, to: k + 1, object: true, dative: dative, owner: owner})
				continue
			}
			if nom, ok := rv.RoleNoun(t.Norm); ok && !(k+1 < len(toks) && toks[k+1].Kind == rutext.Word && toks[k+1].Upper) {
				// Not before a name, which it is the title of («художник
				// Репин»).
				switch {
				case nom && !isPrep(rv, prev):
					out = append(out, actorMention{kind: actorRef, from: k, to: k + 1, subject: true})
					continue
				case x.companionBefore(st, k):
					out = append(out, actorMention{kind: actorRef, from: k, to: k + 1, companion: true})
					continue
				case !isPrep(rv, prev) && k > 0 && !nom:
					// «Арестанта следует отправить…»: the person the
					// document is about, as an object.
					out = append(out, actorMention{kind: actorRef, from: k, to: k + 1, object: true})
					continue
				}
			}
		}
		// An initial alone for the person an article is about: «Р.
		// выехал…».
		if t.Kind == rutext.Word && t.Upper && len([]rune(t.Text)) == 1 && k+1 < len(toks) && toks[k+1].Norm == "." &&
			!(k+2 < len(toks) && toks[k+2].Upper && toks[k+2].Kind == rutext.Word && toks[k+2].Start-toks[k+1].End <= 1) {
			if name := reg.Initial(t.Text); name != "" {
				out = append(out, actorMention{name: name, kind: actorPerson, from: k, to: k + 1, subject: !isPrep(rv, st.norm(k-1))})
				k++
				continue
			}
		}
		if t.Kind == rutext.Word && (k == 0 || startsClause(toks, k)) && k+1 < len(toks) && toks[k+1].Kind == rutext.Word && toks[k+1].Upper &&
			!r.IsGivenName(t) && !r.NamePart(t) && x.roleWord(toks, k) {
			// «Поднадзорный Пётр Сомов выбыл…», «Студент Иван Петров
			// выехал…»: a role word capitalised only by the sentence's
			// start says what the person is; the name begins after it.
			continue
		}
		if !r.CapWord(toks, k, opt) || placeTok[k] {
			continue
		}
		end := k + 1
		for end < len(toks) && r.CapWord(toks, end, opt) && toks[end].Start-toks[end-1].End <= 1 && !placeTok[end] {
			if r.IsSurnameToken(reg, toks[end]) && !r.NamePart(toks[end-1]) && !r.IsSurnameToken(reg, toks[end-1]) {
				break
			}
			end++
		}
		// «Сомов П. И. выбыл…», «Бауман Н. Э. (р. 1873…)»: a surname
		// with the initials after it, as lists and dossiers write it.
		inits := initialsAt(toks, k+1)
		if inits != "" {
			end = k + 1
		}
		name, nominative, g, ok := r.PersonName(toks, k, end)
		if ok && !nominative && !x.hasGivenName(st, k, end) {
			// «Лыкова окончила», «учительница Рябинина»: the verb or noun
			// that agrees with the name picks the woman's nominative over
			// the man's genitive.
			if hint := r.AgreeingGender(toks, k, end); hint != "" {
				if n, nom, hg, hok := r.PersonNameAs(toks, k, end, hint); hok && nom {
					name, nominative, g = n, nom, hg
				}
			}
		}
		if ok && r.ManInAccusative(toks, k, end, reg) {
			// «Иванова выслали в Вологду» in a text about Иванов.
			name, nominative, g, _ = r.PersonNameAs(toks, k, end, rutext.Masculine)
		}
		if !ok {
			if hint := r.AgreeingGender(toks, k, end); hint != "" && end-k == 2 {
				// «Йонас Басанавичюс родился»: a foreign name the verb
				// agrees with.
				name, nominative, g, ok = r.PersonNameAs(toks, k, end, hint)
			} else if w, found := r.ForeignSurname(reg, toks[k]); found && end-k == 1 {
				// «Басанавичюс вернулся», «встретил Басанавичюса»: the
				// surname of a foreign name the text gave in full.
				name, nominative, g, ok = w, w == rutext.Modern(toks[k].Text), reg.Gender(w), true
			}
		}
		if !ok && r.TitleBefore(toks, k) {
			// «инженер Белый»: a word after a rank is a surname whatever
			// else it reads as.
			hint := r.AgreeingGender(toks, k, end)
			if hint == "" {
				hint = rutext.Masculine
			}
			name, nominative, g, ok = r.PersonNameAs(toks, k, end, hint)
		}
		known := r.TitleBefore(toks, k) || x.hasGivenName(st, k, end) || reg.Has(name) || reg.Canonical(name) != name || end-k == 1 && r.IsDictPerson(toks[k]) || inits != ""
		if !ok || (k == 0 && end-k == 1 || unresolved[k]) && !known {
			k = end - 1
			continue
		}
		if inits != "" && reg.Canonical(name) == name {
			name = inits + " " + name
			end += strings.Count(inits, ".") * 2
		}
		if rg := reg.Gender(reg.Canonical(name)); rg != "" && g != rutext.Plural {
			g = rg
		}
		a := actorMention{name: reg.Canonical(x.initialled(st, k, name)), kind: actorPerson, gender: g, from: k, to: end}
		if k > 0 {
			if lemma, _, _, ok := r.KinshipNoun(toks[k-1]); ok && x.hasGivenName(st, k, end) {
				// «брат Николай», «мой дед Андрей Павлович Орлов»: the
				// relative has a name, which «брат» alone means later.
				x.kin[lemma] = a.name
				a.newRelative = true
				if !nominative && !isPrep(rv, st.norm(k-2)) && slices.ContainsFunc(toks, func(t rutext.Token) bool { return !t.Quoted && r.MatchWord(x.v.carryVerbs, t) }) {
					// «сына Алексея отправили в Киев»: the relative
					// carried is the one who moves.
					a.object = true
				}
			}
		}
		prev := st.norm(k - 1)
		switch {
		case rv.IsAbsenceCue(prev):
			a.absent = true
		case x.companionBefore(st, k):
			a.companion = true
		case nominative && !isPrep(rv, prev) && !closingQuote(toks, k):
			// Not right after a quoted title: «перевод «Фауста» Гёте»
			// names the author.
			a.subject = true
		case !nominative && !isPrep(rv, prev) && !(k > 0 && (r.IsNounOnly(toks[k-1]) || r.IsAnimateNoun(toks[k-1]))) &&
			slices.ContainsFunc(toks, func(t rutext.Token) bool { return !t.Quoted && r.MatchWord(x.v.carryVerbs, t) }):
			// «Сомова с женой выслали в Вятку»: the person named in the
			// accusative is the one carried, before anyone named after.
			a.object = true
		}
		out = append(out, a)
		k = end - 1
	}
	return out
}

// kinSubject reads token k as a relative named by a kinship noun alone in
// the nominative, not after a preposition nor before a name («отец уехал в
// Берлин», «Дед тем временем ушёл в политику»): a person of their own, the
// one named earlier with that noun («брат Николай» … «брат») or else the
// noun itself; not when it carries someone, who is the one who moves; in
// another case with a verb of carrying, the relative carried. A form that may also be an object («мать», «дочь») is the
// subject only before its clause's verb.
func (x *extraction) kinSubject(st *sentenceTokens, k int) (actorMention, bool) {
	r := x.r
	rv := r.Vocabulary()
	toks := st.toks
	t := toks[k]
	if t.Quoted {
		return actorMention{}, false
	}
	lemma, nominative, g, ok := r.KinshipNoun(t)
	if ok && !nominative && !isPrep(rv, st.norm(k-1)) && !(k+1 < len(toks) && toks[k+1].Upper) && !(k > 0 && (r.IsAnimateNoun(toks[k-1]) || !toks[k-1].Upper && r.IsNounOnly(toks[k-1]))) && slices.ContainsFunc(toks, func(t rutext.Token) bool { return !t.Quoted && r.MatchWord(x.v.carryVerbs, t) }) {
		// «отца отправили в Крым», «сына отвезли в Москву»: the relative
		// carried is the one who moves; not one a noun before governs
		// («после смерти отца мать увезла мальчика»).
		name, known := x.kin[lemma]
		if !known {
			name = capitalizeFirst(lemma)
			x.kin[lemma] = name
		}
		return actorMention{name: name, kind: actorPerson, from: k, to: k + 1, object: true, newRelative: !known}, true
	}
	if !ok || !nominative || isPrep(rv, st.norm(k-1)) || rv.IsCompanionPrep(st.norm(k-1)) || x.companionBefore(st, k) {
		return actorMention{}, false
	}
	if k+1 < len(toks) && toks[k+1].Kind == rutext.Word && toks[k+1].Upper && toks[k+1].Start-t.End <= 1 && !x.ownerAfter(st, k, g) {
		return actorMention{}, false // «брат Николай»: the name names the person
	}
	if k+1 < len(toks) && toks[k+1].Kind == rutext.Word && r.IsAnimateNoun(toks[k+1]) && r.MayBeCase(toks[k+1], "gent") {
		return actorMention{}, false // «сын директора гимназии»: who the person is, not a relative of theirs
	}
	if k > 0 && (r.MayBeAnimateSubject(toks[k-1]) || r.IsAnimateObjectNoun(toks[k-1])) {
		return actorMention{}, false // «сын брата», «жена сына»: one relative of another
	}
	if r.MayBeCase(t, "accs") || r.MayBeCase(t, "gent") {
		for j := k - 1; j >= 0 && toks[j].Kind == rutext.Word; j-- {
			if r.IsFiniteVerb(toks[j]) {
				return actorMention{}, false // «навестил мать»
			}
		}
	}
	for j := k + 1; j < len(toks) && toks[j].Kind == rutext.Word; j++ {
		if r.MatchWord(x.v.carryVerbs, toks[j]) {
			// «мать перевезла семью в Москву»: the one carried moves,
			// not the relative who takes them.
			return actorMention{}, false
		}
	}
	name, known := x.kin[lemma]
	if !known {
		name = capitalizeFirst(lemma)
		x.kin[lemma] = name
	}
	return actorMention{name: name, kind: actorPerson, gender: g, from: k, to: k + 1, subject: true, newRelative: !known}, true
}

// ownerAfter reports whether the name right after the kinship noun at k
// is in the genitive, read in the noun's gender («брат Сомова», «отец
// Ивана»): it names whose relative moves, not the relative, who is the
// subject («брат Сомова уехал в Америку» is the brother's move).
func (x *extraction) ownerAfter(st *sentenceTokens, k int, g rutext.Gender) bool {
	end := k + 2
	for end < len(st.toks) && end < k+4 && st.toks[end].Kind == rutext.Word && st.toks[end].Upper {
		end++
	}
	_, nominative, _, ok := x.r.PersonNameAs(st.toks, k+1, end, g)
	return ok && !nominative
}

// seedRelative gives a relative first named as the subject of a move, of whom the text has told no
// place, the place the person it was following was last told to be at: a
// relative leaves from the household («Мы жили в Ялте. Осенью отец уехал в
// Петербург», «сестра Ольга уехала в Берлин»).
func (x *extraction) seedRelative(name string) {
	from := x.lastActor
	if slices.Contains(slices.Collect(maps.Values(x.kin)), from) {
		// After another relative's move, the household is the person
		// the text follows.
		from = x.persons.Protagonist()
	}
	if p := x.lastPlace[from]; p != nil && x.lastPlace[name] == nil && name != from {
		x.lastPlace[name] = p
	}
}

// initialled returns the name of the person at token k with the initials
// written before it («П. Сомов», «С. В. Ковалевская»), which pick one of
// two people of the surname; the name itself when none precede it.
func (x *extraction) initialled(st *sentenceTokens, k int, name string) string {
	toks := st.toks
	var inits []string
	for j := k; j >= 2 && len(inits) < 2; j -= 2 {
		t, dot := toks[j-2], toks[j-1]
		if t.Kind != rutext.Word || !t.Upper || len([]rune(t.Text)) != 1 || dot.Norm != "." || toks[j].Start-dot.End > 1 {
			break
		}
		inits = append([]string{t.Text + "."}, inits...)
	}
	if len(inits) == 0 || len(strings.Fields(name)) != 1 {
		return name
	}
	return strings.Join(append(inits, name), " ")
}

// closingQuote reports whether token k follows a closing quotation mark.
func closingQuote(toks []rutext.Token, k int) bool {
	return k > 0 && toks[k-1].Kind == rutext.Punct && !toks[k-1].Quoted && k > 1 && toks[k-2].Quoted
}

// startsClause reports whether token k follows a clause boundary (a comma,
// a dash, a colon, a quotation mark), where a pronoun may start a new
// clause with its own subject.
func startsClause(toks []rutext.Token, k int) bool {
	return k > 0 && toks[k-1].Kind == rutext.Punct
}

func isPrep(v *rutext.Vocabulary, w string) bool {
	_, ok := v.PrepRole(w)
	return ok
}

func (x *extraction) hasGivenName(st *sentenceTokens, from, to int) bool {
	for k := from; k < to; k++ {
		if x.r.IsGivenName(st.toks[k]) {
			return true
		}
	}
	return false
}

// companionBefore reports whether the person at token k goes along with
// the subject: «с Надеждой Крупской», «вместе с мамой и сестрой Анной».
func (x *extraction) companionBefore(st *sentenceTokens, k int) bool {
	rv := x.r.Vocabulary()
	for j := k - 1; j >= 0 && j >= k-6; j-- {
		w := st.norm(j)
		switch {
		case rv.IsCompanionPrep(w):
			return true
		case rv.IsListConj(w) || w == "," || rv.IsPersonNoun(w) || x.r.IsAdjective(st.toks[j]):
		case st.toks[j].Upper && st.toks[j].Kind == rutext.Word:
		default:
			return false
		}
	}
	return false
}

// familySubject reports whether a clause without a subject of its own
// names a family in the nominative («В 1879 семья переехала в Луцк»), in a
// text that follows one person: the person's family, with whom the person
// moves.
func (x *extraction) familySubject(si *sentInfo) bool {
	if slices.ContainsFunc(si.actors, func(a actorMention) bool { return a.kind == actorPerson && a.subject }) {
		return false
	}
	return slices.ContainsFunc(si.st.toks, func(t rutext.Token) bool {
		return t.Kind == rutext.Word && !t.Quoted && x.v.familyWords[t.Norm] && x.r.MayBeCase(t, "nomn")
	})
}

// placeAdjective matches the case forms of an adjective made from a
// toponym («туркестанский», «оренбургского», «мангышлакским»).
var placeAdjective = regexp.MustCompile(`(ск|цк)(ий|ой|ая|ое|ие|ого|ому|ым|ом|ую|ее|их|им|ими|ых|ыми)$`)

// unitMention reads the collective traveller whose noun, in the nominative
// and not after a preposition, is token k: what names it (place
// adjectives before the noun; a quoted name, a named unit in the genitive
// or a commander after it) and the actor it stands for. A noun named by
// nothing is the last unit of that noun, when the text named one.
func (x *extraction) unitMention(st *sentenceTokens, k int, g rutext.Gender, placeTok map[int]bool) (actorMention, bool) {
	r := x.r
	toks := st.toks
	a := actorMention{kind: actorPerson, gender: g, from: k, to: k + 1, subject: true, unit: true}
	noun := r.RoleNounLemma(toks[k])
	var keys []string
	var adjs []rutext.Token
	for j := k - 1; j >= 0 && k-j <= 3; j-- {
		t := toks[j]
		if t.Kind != rutext.Word || !r.MayBeAdjective(t) {
			break
		}
		if placeAdjective.MatchString(t.Norm) {
			lemma := t.Norm
			for _, p := range r.Analyzer().Parse(t.Norm) {
				if p.Tag.POS == "ADJF" {
					lemma = p.Lemma
					break
				}
			}
			keys = append(keys, "adj:"+lemma)
			adjs = append([]rutext.Token{t}, adjs...)
			a.from = j
		}
	}
	if a.from > 0 && !toks[a.from-1].Upper && r.IsNounOnly(toks[a.from-1]) && !r.MayBeAdjective(toks[a.from-1]) && !x.v.mainBody[toks[a.from-1].Norm] && !r.IsAnimateNoun(toks[a.from-1]) && r.MayBeCase(toks[k], "gent") {
		// «в поезде экспедиции», «с обозом отряда»: the unit owns the
		// thing the noun before names; the clause tells of that thing,
		// not of the unit travelling.
		return a, false
	}
	name := x.nominalUnit(adjs, toks[k])
	j := k + 1
	switch {
	case j+1 < len(toks) && toks[j].Kind == rutext.Punct && toks[j+1].Title:
		// «клипер «Алмаз»».
		e := j + 1
		for e < len(toks) && toks[e].Title {
			e++
		}
		title := st.span(j+1, e)
		keys = append(keys, "title:"+title)
		name, a.to = toks[k].Norm+" «"+title+"»", e
	default:
		// «войска туркестанского отряда»: the unit named in the genitive.
		e := j
		for e < len(toks) && toks[e].Kind == rutext.Word && placeAdjective.MatchString(toks[e].Norm) && r.MayBeCase(toks[e], "gent") {
			e++
		}
		if e > j && e < len(toks) && r.MayBeCase(toks[e], "gent") && x.v.collectives[r.RoleNounLemma(toks[e])] != "" {
			for _, p := range r.Analyzer().Parse(toks[j].Norm) {
				if p.Tag.POS == "ADJF" {
					keys = append(keys, "adj:"+p.Lemma)
					break
				}
			}
			name, a.to = x.nominalUnit(toks[j:e], toks[e]), e+1
			j = e + 1
		}
		// «отряд генерала Верёвкина»: a commander in the genitive, after
		// at most two words of rank.
		limit := j + 2
		for c := j; c < len(toks) && c <= limit; c++ {
			if toks[c].Kind != rutext.Word || placeTok[c] {
				break
			}
			if toks[c].Upper && len([]rune(toks[c].Text)) == 1 && c+2 < len(toks) && toks[c+1].Norm == "." {
				// «отряд капитана Н. Н. Орлова»: initials before the
				// commander's surname.
				c++
				limit += 2
				continue
			}
			if !toks[c].Upper {
				if isPrep(x.r.Vocabulary(), toks[c].Norm) || x.r.Vocabulary().IsCompanionPrep(toks[c].Norm) || !r.MayBeCase(toks[c], "gent") {
					// «шхуна с Марией Сомовой»: a passenger, no commander.
					break
				}
				continue
			}
			end := c + 1
			for end < len(toks) && end < c+3 && toks[end].Kind == rutext.Word && toks[end].Upper && !placeTok[end] {
				end++
			}
			if cmd, nominative, _, ok := r.PersonName(toks, c, end); ok && (!nominative || c > j) {
				if c > j {
					// After a rank in the genitive («генерала Петрова») a
					// surname in -ова, -ина is a man's in the genitive.
					cmd = mansGenitiveSurname(cmd)
				}
				led := x.persons.Canonical(cmd) == x.persons.Protagonist()
				// The commander as the text names him elsewhere: with the
				// initials written here («П. К. Козлова»).
				cmd = x.persons.Canonical(x.initialled(st, c, cmd))
				keys = append(keys, "cmd:"+cmd)
				if led {
					// The commander the text follows leads the unit.
					a.name, a.to = cmd, end
					for _, key := range append(keys, "noun:"+noun) {
						x.unitNames[key] = cmd
					}
					return a, true
				}
				a.to = end
			}
			break
		}
	}
	if len(keys) == 0 {
		// The noun alone: the last unit of that noun, if any; «главные
		// силы»: the main body of the last unit named.
		a.name = x.unitNames["noun:"+noun]
		if k > 0 && x.v.mainBody[toks[k-1].Norm] {
			a.name, a.from = x.unitNames["last"], k-1
		}
		if a.name == "" && x.v.vessels[toks[k].Norm] && (x.firstPerson || x.narratorAboardAt(x.sentOf(st.s.Start))) {
			// «шхуна вышла из Архангельска, и я…»: the ship of a
			// first-person voyage carries its narrator.
			a.name = x.narrator()
		}
		if a.name == "" && x.lastActor == "" && x.persons.Protagonist() == "" && !x.firstPerson && x.here == nil {
			// «Весной отряд выступил из Ташкента»: a text that has named
			// no one yet tells of the unit itself, which later mentions
			// of its noun go on about; under a diary's dated heading
			// («Казань. Пароход стоит у пристани») it carries the writer.
			a.name = x.nameUnit(nil, noun, capitalizeFirst(x.nominalUnit(nil, toks[k])))
		}
		return a, a.name != ""
	}
	a.name = x.nameUnit(keys, noun, capitalizeFirst(name))
	return a, true
}

// nameUnit returns the actor of the first key already known, else name,
// and records it under every key and as the last unit of its noun.
func (x *extraction) nameUnit(keys []string, noun, name string) string {
	for _, key := range keys {
		if n, ok := x.unitNames[key]; ok {
			name = n
			break
		}
	}
	for _, key := range keys {
		x.unitNames[key] = name
	}
	x.unitNames["noun:"+noun] = name
	x.unitNames["last"] = name
	return name
}

// nominalUnit writes a unit's name in the nominative from its place
// adjectives and noun in any case («туркестанского отряда» →
// «туркестанский отряд», «туркестанские войска» as written).
func (x *extraction) nominalUnit(adjs []rutext.Token, noun rutext.Token) string {
	a := x.r.Analyzer()
	form, number, gender := noun.Norm, "sing", ""
	for _, p := range a.Parse(noun.Norm) {
		if p.Tag.POS != "NOUN" {
			continue
		}
		gender = p.Tag.Gender()
		if p.Tag.Case() == "nomn" {
			number = p.Tag.Number()
		} else {
			form = p.Lemma
		}
		break
	}
	var words []string
	for _, t := range adjs {
		w := t.Norm
		for _, p := range a.Parse(t.Norm) {
			if p.Tag.POS != "ADJF" {
				continue
			}
			w = p.Lemma
			grammemes := []string{"nomn", number}
			if number == "sing" && gender != "" {
				grammemes = append(grammemes, gender)
			}
			if f, ok := a.Inflect(p, grammemes...); ok {
				w = f
			}
			break
		}
		words = append(words, w)
	}
	return strings.Join(append(words, form), " ")
}

func capitalizeFirst(s string) string {
	rs := []rune(s)
	if len(rs) == 0 {
		return s
	}
	return strings.ToUpper(string(rs[:1])) + string(rs[1:])
}

// mansGenitiveSurname returns the nominative of a man's surname in the
// genitive («Петрова» → «Петров», «Ломакина» → «Ломакин»), the name
// unchanged otherwise.
func mansGenitiveSurname(name string) string {
	for _, end := range []string{"ова", "ева", "ёва", "ина", "ына"} {
		if strings.HasSuffix(name, end) {
			return strings.TrimSuffix(name, "а")
		}
	}
	return name
}

// ownsNext reports whether the pronoun at k stands before a noun, alone or
// after its adjectives, with no verb between («его влияние», «её новая
// книга»): a possessive determiner, not an object.
func ownsNext(r *rutext.Reader, toks []rutext.Token, k int) bool {
	for j := k + 1; j < len(toks) && j <= k+3; j++ {
		t := toks[j]
		if t.Kind != rutext.Word || t.Upper {
			return false
		}
		if r.IsNounOnly(t) {
			return true
		}
		if !r.MayBeAdjective(t) || r.IsFiniteVerb(t) {
			return false
		}
	}
	return false
}

// ownedSubject returns the token of the noun of a living being in the
// nominative that the pronoun at k owns, alone or after its adjectives
// («его брат», «его старый учитель», «её младшая сестра»), or -1.
func ownedSubject(r *rutext.Reader, toks []rutext.Token, k int) int {
	for j := k + 1; j < len(toks) && j <= k+3; j++ {
		t := toks[j]
		if t.Kind != rutext.Word || t.Upper {
			return -1
		}
		next := j+1 < len(toks) && toks[j+1].Kind == rutext.Word && !toks[j+1].Upper && (r.MayBeAnimateSubject(toks[j+1]) || r.MayBeAdjective(toks[j+1]) && !r.IsFiniteVerb(toks[j+1]))
		if r.MayBeAnimateSubject(t) && !(r.MayBeAdjective(t) && next) {
			return j
		}
		if !r.MayBeAdjective(t) || r.IsFiniteVerb(t) {
			return -1
		}
	}
	return -1
}

// ownedPerson returns the token of the noun of living beings in the
// accusative that the pronoun at k owns (not «его учеником», what he
// became), alone or after its adjectives
// («его товарищей», «её младшего брата»), or -1.
func ownedPerson(r *rutext.Reader, toks []rutext.Token, k int) int {
	for j := k + 1; j < len(toks) && j <= k+3; j++ {
		t := toks[j]
		if t.Kind != rutext.Word || t.Upper {
			return -1
		}
		if r.IsNounOnly(t) {
			if r.IsAnimateObjectNoun(t) && r.MayBeCase(t, "accs") {
				return j
			}
			return -1
		}
		if !r.MayBeAdjective(t) || r.IsFiniteVerb(t) {
			return -1
		}
	}
	return -1
}

// roleWord reports whether token k names what a person is rather than who
// («ссыльный», «поднадзорный», «студент», «крестьянин»): a role noun or
// person noun of the vocabulary, or a rank that may stand before a name.
func (x *extraction) roleWord(toks []rutext.Token, k int) bool {
	rv := x.r.Vocabulary()
	w := toks[k].Norm
	if _, ok := rv.RoleNoun(w); ok || rv.IsPersonNoun(w) {
		return true
	}
	return x.r.TitleBefore(toks, k+1)
}

// initialsAt returns the one or two initials that begin at token k («П.
// И.», «Н.»), written as in the text, or "" when there are none.
func initialsAt(toks []rutext.Token, k int) string {
	var out []string
	for j := k; j+1 < len(toks) && len(out) < 2; j += 2 {
		t, dot := toks[j], toks[j+1]
		if t.Kind != rutext.Word || !t.Upper || len([]rune(t.Text)) != 1 || dot.Norm != "." || dot.Start != t.End {
			break
		}
		out = append(out, t.Text+".")
	}
	return strings.Join(out, " ")
}
