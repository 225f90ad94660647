package extract

import (
	"slices"

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
		// A pronoun or a role noun for the person the text is about.
		if t.Kind == rutext.Word && !t.Title && (!t.Upper || k == 0 || startsClause(toks, k)) {
			prev := st.norm(k - 1)
			if g, ok := rv.Pronoun(t.Norm); ok && !isPrep(rv, prev) && !rv.IsCompanionPrep(prev) {
				out = append(out, actorMention{kind: actorRef, gender: g, from: k, to: k + 1, subject: true})
				continue
			}
			if k > 0 && rv.IsPossessivePronoun(t.Norm) && r.IsAnimateObjectNoun(toks[k-1]) && !isPrep(rv, st.norm(k-2)) {
				// «Жену его … выпустили из цитадели»: the pronoun owns
				// the noun, and the one moved or released is that other
				// person.
				out = append(out, actorMention{name: r.RoleNounLemma(toks[k-1]) + " " + t.Norm, kind: actorPerson, from: k - 1, to: k + 1, object: true})
				continue
			}
			if g, ok := rv.ObjectPronoun(t.Norm); ok && !isPrep(rv, prev) {
				dative := g != rutext.First && r.MayBeCase(t, "datv") && !r.MayBeCase(t, "accs")
				out = append(out, actorMention{kind: actorRef, gender: g, from: k, to: k + 1, object: true, dative: dative})
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
		name, nominative, g, ok := r.PersonName(toks, k, end)
		known := x.hasGivenName(st, k, end) || reg.Has(name) || reg.Canonical(name) != name || end-k == 1 && r.IsDictPerson(toks[k])
		if !ok || (k == 0 && end-k == 1 || unresolved[k]) && !known {
			k = end - 1
			continue
		}
		if rg := reg.Gender(reg.Canonical(name)); rg != "" && g != rutext.Plural {
			g = rg
		}
		a := actorMention{name: reg.Canonical(name), kind: actorPerson, gender: g, from: k, to: end}
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
		}
		out = append(out, a)
		k = end - 1
	}
	return out
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
