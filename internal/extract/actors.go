package extract

import (
	"strings"
	"unicode/utf8"
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
	from, to int // token indexes
	// subject: the mention is the grammatical subject (a nominative not
	// governed by a preposition); companion: «с Надеждой Крупской»;
	// absent: «в отсутствие Ленина».
	subject, companion, absent bool
}

// personName analyses tokens [from, to) as a person's name: given names
// from the vocabulary, patronymics, and surnames by their endings. It
// returns the nominative and whether the words are in the nominative.
func (v *Vocab) personName(st *sentenceTokens, from, to int) (name string, nominative, ok bool) {
	if to-from > 3 {
		return "", false, false
	}
	female, genderKnown := false, false
	strong := false
	for k := from; k < to; k++ {
		if f, isFirst := v.firstNames[st.toks[k].Norm]; isFirst {
			female, genderKnown, strong = f.female, true, true
		}
	}
	nominative = true
	var parts []string
	for k := from; k < to; k++ {
		t := st.toks[k]
		w := t.Norm
		if f, isFirst := v.firstNames[w]; isFirst {
			parts = append(parts, f.lemma)
			if norm(f.lemma) != w {
				nominative = false
			}
			continue
		}
		if p, nom, isPatr := v.patronymicLemma(t.Text); isPatr {
			parts = append(parts, p)
			strong = true
			nominative = nominative && nom
			continue
		}
		s, nom, isSurname := v.surnameLemma(t.Text, female, genderKnown)
		if !isSurname {
			return "", false, false
		}
		parts = append(parts, s)
		nominative = nominative && nom
	}
	if !strong && to-from == 1 {
		w := st.toks[from].Norm
		if v.personStopWords[w] || v.isDateWord(w) || v.orgNouns.match(w) || v.settlementNouns.match(w) {
			return "", false, false
		}
		for _, ma := range v.monthAdj {
			if strings.HasPrefix(w, ma.stem) {
				return "", false, false
			}
		}
	}
	return strings.Join(parts, " "), nominative, true
}

// surnameLemma finds the nominative of a surname by its ending (see
// persons.yaml); gender, when known from a given name, picks between
// endings both genders share.
func (v *Vocab) surnameLemma(word string, female, genderKnown bool) (string, bool, bool) {
	w := norm(word)
	n := utf8.RuneCountInString(w)
	for _, e := range v.surnames {
		if genderKnown && e.female != female {
			continue
		}
		if !strings.HasSuffix(w, e.oblique) || n-utf8.RuneCountInString(e.oblique) < 2 {
			continue
		}
		rs := []rune(word)
		stem := string(rs[:len(rs)-utf8.RuneCountInString(e.oblique)])
		return stem + e.nom, e.oblique == e.nom || v.pluralNom[e.oblique], true
	}
	return "", false, false
}

// patronymicLemma recognises a patronymic in any case and returns its
// nominative.
func (v *Vocab) patronymicLemma(word string) (string, bool, bool) {
	w := norm(word)
	for _, e := range v.patronymic {
		for _, end := range v.patronymicCases {
			if strings.HasSuffix(w, e+end) && utf8.RuneCountInString(w) > utf8.RuneCountInString(e+end)+2 {
				rs := []rune(word)
				return string(rs[:len(rs)-utf8.RuneCountInString(end)]), end == "", true
			}
		}
	}
	return "", false, false
}

// personRegistry collects the people a document names, so that a surname
// at the start of a sentence («Ленин стремился…») counts as a name only
// when the document also writes it in the middle of a sentence or with a
// given name, and so that a person's name is not taken for a town of the
// same name.
type personRegistry struct {
	names    map[string]bool
	surnames map[string]string // surname → the fullest name seen with it
	counts   map[string]int    // surname → mentions
	order    []string          // surnames in order of first mention
}

func newPersonRegistry() *personRegistry {
	return &personRegistry{names: map[string]bool{}, surnames: map[string]string{}, counts: map[string]int{}}
}

// protagonist returns the fullest name of the person the document names
// most often (at least twice), "" if none: a biography follows its
// subject.
func (r *personRegistry) protagonist() string {
	best, n := "", 1
	for _, s := range r.order {
		if r.counts[s] > n {
			best, n = s, r.counts[s]
		}
	}
	if best == "" {
		return ""
	}
	return r.surnames[best]
}

func (r *personRegistry) add(name string) {
	r.names[norm(name)] = true
	f := strings.Fields(name)
	if len(f) == 0 {
		return
	}
	last := norm(f[len(f)-1])
	if r.counts[last] == 0 {
		r.order = append(r.order, last)
	}
	r.counts[last]++
	if old, ok := r.surnames[last]; !ok || len(strings.Fields(old)) < len(f) {
		r.surnames[last] = name
	}
}

func (r *personRegistry) has(name string) bool { return r.names[norm(name)] }

// canonical returns the fullest name the document gives a person named by
// surname only («Чехов» → «Антон Павлович Чехов»).
func (r *personRegistry) canonical(name string) string {
	if f := strings.Fields(name); len(f) == 1 {
		if full, ok := r.surnames[norm(name)]; ok {
			return full
		}
	}
	return name
}

// surnameToken reports whether t is (a case form of) a surname the
// document gives a person.
func (v *Vocab) surnameToken(r *personRegistry) func(Token) bool {
	return func(t Token) bool {
		if !t.Upper || t.Kind != Word {
			return false
		}
		s, _, ok := v.surnameLemma(t.Text, false, false)
		if ok {
			if _, known := r.surnames[norm(s)]; known {
				return true
			}
		}
		_, known := r.surnames[t.Norm]
		return known
	}
}

// collectPersons adds to reg the names of people in a sentence (runs of
// capitalised words outside toponym contexts).
func (v *Vocab) collectPersons(st *sentenceTokens, reg *personRegistry) {
	inPlace := map[int]bool{}
	for _, c := range v.placeCandidates(st, nil) {
		for k := c.from; k < c.to; k++ {
			inPlace[k] = true
		}
	}
	for k := 0; k < len(st.toks); k++ {
		if !v.capWord(st, k) || inPlace[k] {
			continue
		}
		end := v.runEnd(st, k, nil)
		name, _, ok := v.personName(st, k, end)
		if ok && (k > 0 || end-k > 1 || v.hasGivenName(st, k, end)) {
			reg.add(name)
		}
		k = end - 1
	}
}

func (v *Vocab) hasGivenName(st *sentenceTokens, from, to int) bool {
	for k := from; k < to; k++ {
		if _, ok := v.firstNames[st.toks[k].Norm]; ok {
			return true
		}
	}
	return false
}

// findActors finds the people, titles and acting events of a sentence.
// placeTok marks the tokens of resolved toponyms, unresolved those of
// toponym contexts the gazetteer did not resolve.
func (v *Vocab) findActors(st *sentenceTokens, placeTok, unresolved map[int]bool, reg *personRegistry) []actorMention {
	var out []actorMention
	toks := st.toks
	for k := 0; k < len(toks); k++ {
		t := toks[k]
		// A title after a title noun: «газеты «Искра»».
		if t.Kind == Word && !t.Quoted && v.titleNouns.match(t.Norm) && k+1 < len(toks) && toks[k+1].Kind == Punct {
			j := k + 2
			for j < len(toks) && toks[j].Quoted {
				j++
			}
			if j > k+2 {
				out = append(out, actorMention{name: st.span(k+2, j), kind: actorTitle, from: k + 2, to: j, subject: true})
				k = j - 1
				continue
			}
		}
		// An event noun as the subject: «II съезд РСДРП состоялся», «Съезд переехал».
		if _, ok := v.subjectNouns[t.Norm]; ok && t.Kind == Word && !t.Quoted && !v.placePreps[st.norm(k-1)] {
			from, to := k, k+1
			if k > 0 && isRoman(toks[k-1].Text) {
				from = k - 1
			}
			for to < len(toks) && isAcronym(toks[to]) {
				to++
			}
			out = append(out, actorMention{name: st.span(from, to), kind: actorEventNoun, from: from, to: to, subject: true})
			continue
		}
		// A pronoun or a role noun for the person the text is about.
		if t.Kind == Word && !t.Quoted && (!t.Upper || k == 0) {
			prev := st.norm(k - 1)
			switch {
			case v.pronouns[t.Norm] && !v.placePreps[prev] && !v.companion[prev]:
				out = append(out, actorMention{kind: actorRef, from: k, to: k + 1, subject: true})
				continue
			case v.roleNouns[t.Norm] && !v.placePreps[prev]:
				out = append(out, actorMention{kind: actorRef, from: k, to: k + 1, subject: true})
				continue
			case v.roleStems.match(t.Norm) && v.companionBefore(st, k):
				out = append(out, actorMention{kind: actorRef, from: k, to: k + 1, companion: true})
				continue
			}
		}
		if !v.capWord(st, k) || placeTok[k] {
			continue
		}
		end := v.runEnd(st, k, v.surnameToken(reg))
		for j := k; j < end; j++ {
			if placeTok[j] {
				end = j
				break
			}
		}
		name, nominative, ok := v.personName(st, k, end)
		known := v.hasGivenName(st, k, end) || reg.has(name) || reg.canonical(name) != name
		if !ok || (k == 0 && end-k == 1 || unresolved[k]) && !known {
			k = end - 1
			continue
		}
		a := actorMention{name: reg.canonical(name), kind: actorPerson, from: k, to: end}
		prev := st.norm(k - 1)
		switch {
		case v.absence[prev]:
			a.absent = true
		case v.companionBefore(st, k):
			a.companion = true
		case nominative && !v.placePreps[prev]:
			a.subject = true
		}
		out = append(out, a)
		k = end - 1
	}
	return out
}

// companionBefore reports whether the person at token k goes along with
// the subject: «с Надеждой Крупской», «вместе с мамой и сестрой Анной».
func (v *Vocab) companionBefore(st *sentenceTokens, k int) bool {
	for j := k - 1; j >= 0 && j >= k-6; j-- {
		w := st.norm(j)
		switch {
		case v.companion[w]:
			return true
		case v.listConj[w] || w == "," || v.personNouns.match(w) || v.isAdjective(w):
		case st.toks[j].Upper && st.toks[j].Kind == Word:
		default:
			return false
		}
	}
	return false
}
