package rutext

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// PersonName analyses tokens [from, to) of a sentence as a person's name:
// given names, patronymics and surnames, from the dictionary's Name, Patr
// and Surn readings or, where it has none, from the vocabulary's lists and
// endings. It returns the name in the nominative («Надеждой Крупской» →
// «Надежда Крупская»), whether the words are in the nominative, the
// gender, and false when the words are no person's name.
func (r *Reader) PersonName(toks []Token, from, to int) (name string, nominative bool, g Gender, ok bool) {
	return r.personName(toks, from, to, "")
}

// PersonNameAs is PersonName for a person whose gender the sentence tells
// (a verb that agrees with the name, «Лыкова окончила»), which picks
// between the readings both genders share: «Лыкова» is then the woman's
// nominative, not the man's genitive.
func (r *Reader) PersonNameAs(toks []Token, from, to int, g Gender) (name string, nominative bool, gender Gender, ok bool) {
	return r.personName(toks, from, to, g)
}

func (r *Reader) personName(toks []Token, from, to int, hint Gender) (name string, nominative bool, g Gender, ok bool) {
	if to-from > 3 || from < 0 || to > len(toks) || from >= to {
		return "", false, "", false
	}
	v := r.v
	female, genderKnown := hint == Feminine, hint == Feminine || hint == Masculine
	strong := false
	for k := from; k < to; k++ {
		if f, isFirst := r.givenName(toks[k]); isFirst {
			female, genderKnown, strong = f.female, true, true
		}
	}
	nominative = true
	var parts []string
	plural := false
	// A name of two words the dictionary knows neither of, with a verb
	// that agrees with it («Йонас Басанавичюс родился», «Карлис Ульманис
	// уехал»): a foreign given name and surname, written as they are.
	foreignPair := hint != "" && to-from == 2 && r.foreignNameWord(toks[from]) && r.foreignNameWord(toks[from+1])
	for k := from; k < to; k++ {
		t := toks[k]
		if t.Kind != Word {
			return "", false, "", false
		}
		if foreignPair {
			parts = append(parts, Modern(t.Text))
			continue
		}
		if f, isFirst := r.givenName(t); isFirst {
			parts = append(parts, f.lemma)
			if Norm(f.lemma) != t.Norm {
				nominative = false
			}
			continue
		}
		if p, nom, isPatr := r.patronymicLemma(t); isPatr {
			parts = append(parts, p)
			strong = true
			nominative = nominative && nom
			continue
		}
		s, nom, fem, pl, isSurname := r.surnameLemma(t, female, genderKnown)
		if !isSurname && k == to-1 && k-from >= 2 && r.afterFullName(toks, from, k) && !r.isGeox(t) {
			// A given name and patronymic vouch for the surname after
			// them that neither the dictionary nor the endings know
			// («Владимир Галактионович Короленко»): it is written as it
			// is, in the case of the words before it.
			s, nom, fem, pl, isSurname = t.Text, nominative, female, false, true
		}
		if !isSurname && k == to-1 && k > from && strong && r.foreignNameWord(t) {
			// A given name vouches for a surname after it that the
			// dictionary does not know («Акакий Церетели», «Пётр
			// Басанавичюс»): a foreign or indeclinable one, as written.
			s, nom, fem, pl, isSurname = Modern(t.Text), nominative, female, false, true
		}
		if !isSurname && hint != "" && to-from == 1 {
			// After a rank or a verb that tells the gender, a word the
			// dictionary reads only as an adjective is a surname of that
			// shape («инженер Белый», «с профессором Быстрым»).
			s, nom, isSurname = r.adjectiveSurname(t, female)
			fem, pl = female, false
		}
		if !isSurname {
			return "", false, "", false
		}
		if !genderKnown {
			female, genderKnown = fem, true
		}
		plural = plural || pl
		parts = append(parts, s)
		nominative = nominative && nom
	}
	if !strong && to < len(toks) && toks[to].Kind == Word && !toks[to].Upper && v.streetNouns.Match(toks[to].Norm) && r.MayBeAdjective(toks[to-1]) {
		// «Невский проспект», «на Малой Садовой улице»: a street.
		return "", false, "", false
	}
	if !strong && to-from == 1 {
		w := toks[from].Norm
		if v.stopWords[w] || v.orgNouns.Match(w) || v.settlementNouns[w] {
			return "", false, "", false
		}
	}
	g = Masculine
	switch {
	case plural:
		g = Plural
	case female:
		g = Feminine
	}
	return strings.Join(parts, " "), nominative, g, true
}

// foreignNameWord reports whether t may be a foreign name the dictionary
// does not know: a capitalised word of three letters or more with no
// dictionary reading, not a toponym.
func (r *Reader) foreignNameWord(t Token) bool {
	return t.Kind == Word && t.Upper && utf8.RuneCountInString(t.Norm) >= 3 && !r.hasKnownReading(t) && !r.isGeox(t) && !r.v.stopWords[t.Norm]
}

// ForeignSurname returns the person of the registry whose surname a lone
// word the dictionary does not know is, in any case («Басанавичюса»,
// «Ульманису» of «Карлис Ульманис»): foreign surnames decline as nouns.
func (r *Reader) ForeignSurname(p *Persons, t Token) (string, bool) {
	for _, w := range r.foreignForms(t) {
		if p.HasSurname(w) {
			return w, true
		}
	}
	return "", false
}

// foreignNamePart returns the full name of the registry's person that a
// lone word the dictionary does not know names, in any case: a part of a
// foreign name («Токтогула» of «Токтогул Сатылганов»).
func (r *Reader) foreignNamePart(p *Persons, t Token) (string, bool) {
	for _, w := range r.foreignForms(t) {
		if c := p.Canonical(w); c != w {
			return c, true
		}
	}
	return "", false
}

// foreignForms returns the forms a word the dictionary does not know may
// stand for in a name: as written, and its nominative as a foreign noun
// declines (foreignNominative); none for any other word.
func (r *Reader) foreignForms(t Token) []string {
	if !r.foreignNameWord(t) {
		return nil
	}
	w := Modern(t.Text)
	return []string{w, foreignNominative(w)}
}

// afterFullName reports whether tokens [from, k) are a given name and a
// patronymic.
func (r *Reader) afterFullName(toks []Token, from, k int) bool {
	if k-from != 2 {
		return false
	}
	_, given := r.givenName(toks[from])
	_, _, patr := r.patronymicLemma(toks[from+1])
	return given && patr
}

// givenName returns the nominative and gender of a given name: the
// dictionary's Name reading, else the vocabulary's list.
func (r *Reader) givenName(t Token) (nameForm, bool) {
	if t.Kind != Word || !t.Upper {
		return nameForm{}, false
	}
	if _, prep := r.v.preps[t.Norm]; prep || r.v.functionWords.Match(t.Norm) || r.v.stopWords[t.Norm] {
		return nameForm{}, false
	}
	if p, ok := r.bestWith(t, "Name"); ok {
		return nameForm{lemma: capitalize(p.Lemma), female: p.Tag.Gender() == "femn"}, true
	}
	f, ok := r.v.firstNames[t.Norm]
	return f, ok
}

// IsGivenName reports whether t is a given name in any case.
func (r *Reader) IsGivenName(t Token) bool {
	_, ok := r.givenName(t)
	return ok
}

// patronymicLemma recognises a patronymic in any case and returns its
// nominative.
func (r *Reader) patronymicLemma(t Token) (string, bool, bool) {
	if t.Kind != Word || !t.Upper {
		return "", false, false
	}
	if p, ok := r.bestWith(t, "Patr"); ok {
		// The dictionary files a patronymic under the father's name
		// («Павловича» → «павел»): its own nominative is the form.
		if r.a != nil {
			if f, ok := r.a.Inflect(p, "nomn", "sing"); ok {
				return capitalize(f), p.Tag.Case() == "nomn", true
			}
		}
		if p.Tag.Case() == "nomn" {
			return t.Text, true, true
		}
		return capitalize(p.Lemma), false, true
	}
	w := t.Norm
	for _, e := range r.v.patronymic {
		for _, end := range r.v.patronymicCases {
			if strings.HasSuffix(w, e+end) && utf8.RuneCountInString(w) > utf8.RuneCountInString(e+end)+2 {
				rs := []rune(Modern(t.Text))
				return string(rs[:len(rs)-utf8.RuneCountInString(end)]), end == "", true
			}
		}
	}
	return "", false, false
}

// surnameLemma finds the nominative of a surname: the dictionary's Surn
// reading, else by its ending (see persons.yaml); gender, when known from a
// given name, picks between endings both genders share.
func (r *Reader) surnameLemma(t Token, female, genderKnown bool) (lemma string, nominative, fem, plural, ok bool) {
	if r.hasReading(t, "ADJF") && !r.hasReading(t, "Surn") && !r.hasReading(t, "Name") && r.hasKnownReading(t) && !genderKnown {
		// The dictionary knows the word as an adjective, and not as a
		// name («Херсонской»); after a given name it is the surname
		// («Феликс Дзержинский»).
		return "", false, false, false, false
	}
	parses := r.parses(t)
	for _, p := range parses {
		if !p.Known || !p.Tag.Has("Surn") {
			continue
		}
		pf := p.Tag.Gender() == "femn"
		if genderKnown && pf != female && p.Tag.Number() != "plur" {
			continue
		}
		// An indeclinable surname («Короленко», «Шевченко») has a reading
		// in every case: it is in the nominative when one of them is.
		nom := p.Tag.Case() == "nomn"
		for _, q := range parses {
			if q.Known && q.Tag.Has("Surn") && q.Lemma == p.Lemma && q.Tag.Case() == "nomn" && (q.Tag.Gender() == "femn") == pf && q.Tag.Number() == p.Tag.Number() {
				nom = true
			}
		}
		lemma := p.Lemma
		if pf && r.a != nil {
			// The dictionary's normal form of a woman's surname is the
			// man's («Ивановой» → «иванов»): the feminine nominative.
			if f, ok := r.a.Inflect(p, "nomn", "sing", "femn"); ok {
				lemma = f
			}
		}
		return capitalizeLike(lemma, t.Text), nom, pf, p.Tag.Number() == "plur", true
	}
	if r.pluralToponym(t) {
		// «посетил Афины, Дельфы»: a town the dictionary knows by a plural
		// name, not a family («Сомовы»).
		return "", false, false, false, false
	}
	w := t.Norm
	n := utf8.RuneCountInString(w)
	for _, e := range r.v.surnames {
		if genderKnown && e.female != female {
			continue
		}
		if !strings.HasSuffix(w, e.oblique) || n-utf8.RuneCountInString(e.oblique) < 2 {
			continue
		}
		rs := []rune(Modern(t.Text))
		stem := string(rs[:len(rs)-utf8.RuneCountInString(e.oblique)])
		pl := r.v.pluralNom[e.oblique]
		return stem + e.nom, e.oblique == e.nom || pl, e.female, pl, true
	}
	return "", false, false, false, false
}

// pluralToponym reports whether the dictionary knows t as a toponym in the
// plural («Афины», «Черновцы») and not as a surname.
func (r *Reader) pluralToponym(t Token) bool {
	geox := false
	for _, p := range r.parses(t) {
		if !p.Known {
			continue
		}
		if p.Tag.Has("Surn") {
			return false
		}
		geox = geox || p.Tag.Has("Geox") && p.Tag.Number() == "plur"
	}
	return geox
}

// bestWith returns the dictionary's likeliest known reading of t with
// grammeme g, when the readings with it weigh at least as much as the
// others («Александра» is a name; «Из» is a preposition, whatever else the
// dictionary lists for it).
func (r *Reader) bestWith(t Token, g string) (Parse, bool) {
	var with, without float64
	var best Parse
	found := false
	for _, p := range r.parses(t) {
		if !p.Known || rareNameReading(p) {
			continue
		}
		if p.Tag.Has(g) {
			with += p.Score
			if !found {
				best, found = p, true
			}
		} else {
			without += p.Score
		}
	}
	return best, found && with >= without
}

// rareNameReading reports whether p reads a word as a given name in the
// plural or the vocative («Зорин» as the genitive plural of «Зорина»),
// readings a narrative almost never means and that would hide the word's
// surname reading.
func rareNameReading(p Parse) bool {
	return p.Tag.Has("Name") && (p.Tag.Number() == "plur" || p.Tag.Case() == "voct")
}

// isDictPerson reports whether the dictionary knows t as a surname or
// given name and not as a toponym.
func (r *Reader) isDictPerson(t Token) bool {
	if r.isGeox(t) {
		return false
	}
	_, surn := r.bestWith(t, "Surn")
	_, name := r.bestWith(t, "Name")
	return surn || name
}

// isFamilyName reports whether the dictionary knows t as a surname in the
// plural («Давыдовых», «Раевским») and not as a toponym.
func (r *Reader) isFamilyName(t Token) bool {
	if r.isGeox(t) {
		return false
	}
	if _, ok := r.bestWith(t, "Surn"); !ok {
		return false
	}
	for _, p := range r.parses(t) {
		if p.Known && p.Tag.Has("Surn") && p.Tag.Number() == "plur" {
			return true
		}
	}
	return false
}

// IsDictPerson reports whether the dictionary knows t as a person's name
// (a surname or given name) and not as a toponym.
func (r *Reader) IsDictPerson(t Token) bool { return r.isDictPerson(t) }

// NamePart reports whether t is a given name or a patronymic, which a
// surname may follow within one name.
func (r *Reader) NamePart(t Token) bool {
	if _, ok := r.givenName(t); ok {
		return true
	}
	_, _, ok := r.patronymicLemma(t)
	return ok
}

func capitalize(s string) string {
	rs := []rune(s)
	for i := range rs {
		if i == 0 || rs[i-1] == '-' {
			rs[i] = unicode.ToUpper(rs[i])
		}
	}
	return string(rs)
}

// capitalizeLike capitalises a lemma as the word was written (an all-caps
// word stays all caps).
func capitalizeLike(lemma, written string) string {
	if strings.ToUpper(written) == written && utf8.RuneCountInString(written) > 1 {
		return strings.ToUpper(lemma)
	}
	return capitalize(lemma)
}

// Persons collects the people a document names, so that a surname at the
// start of a sentence counts as a name only when the document also writes
// it in the middle of a sentence or with a given name, so that a person's
// name is not taken for a town of the same name, and so that a surname
// alone reads as the fullest name the document gives it. The zero value is
// not usable: see NewPersons.
type Persons struct {
	head     string // the person an article is headed by, "" for none
	names    map[string]bool
	surnames map[string]string // surname → the fullest name seen with it
	counts   map[string]int    // surname → mentions
	genders  map[string]Gender // surname → gender
	order    []string          // surnames in order of first mention
	full     []string          // every distinct name, as first written
	canon    map[string]string // Canonical's answers, reset by Add
	// initials: surname → the initials written before it («П. К.»), each
	// set of initials once.
	initials map[string][]string
	// subjects: a name with a given name (normalised) → how often the
	// document writes it in the nominative, as a clause's subject
	// («Антон Чехов уехал», not «в семье Павла Егоровича Чехова»).
	subjects map[string]int
}

// NewPersons returns an empty registry.
func NewPersons() *Persons {
	return &Persons{names: map[string]bool{}, surnames: map[string]string{}, counts: map[string]int{}, genders: map[string]Gender{}, initials: map[string][]string{}, subjects: map[string]int{}}
}

// AddInitials records that the document writes the surname (in the
// nominative) with these initials before it («П. К.» of «П. К. Козлов»).
func (p *Persons) AddInitials(surname, initials string) {
	last := Norm(surname)
	if initials == "" {
		return
	}
	if !slices.Contains(p.initials[last], initials) {
		p.initials[last] = append(p.initials[last], initials)
		p.canon = nil
	}
}

// Add records a person's name (in the nominative) with its gender.
func (p *Persons) Add(name string, g Gender) {
	if !p.names[Norm(name)] {
		p.full = append(p.full, name)
		p.canon = nil
	}
	p.names[Norm(name)] = true
	f := strings.Fields(name)
	if len(f) == 0 {
		return
	}
	last := Norm(f[len(f)-1])
	if p.counts[last] == 0 {
		p.order = append(p.order, last)
	}
	p.counts[last]++
	if old, ok := p.surnames[last]; !ok || len(strings.Fields(old)) < len(f) {
		p.surnames[last] = name
	}
	if g != "" {
		p.genders[last] = g
	}
}

// Has reports whether the document names a person so.
func (p *Persons) Has(name string) bool { return p.names[Norm(name)] }

// HasSurname reports whether a person of the document has the surname (or
// the single name) s, in the nominative.
func (p *Persons) HasSurname(s string) bool {
	_, ok := p.surnames[Norm(s)]
	return ok
}

// Gender returns the gender recorded for a person's name, "" if unknown.
func (p *Persons) Gender(name string) Gender {
	f := strings.Fields(name)
	if len(f) == 0 {
		return ""
	}
	return p.genders[Norm(f[len(f)-1])]
}

// Canonical returns the fullest name the document gives the one person a
// shorter name stands for: a surname in the nominative («Чехов»), a given
// name («Антон»), a given name and patronymic («Антон Павлович»), a given
// name or initials with the surname («Антон Чехов», «А. П. Чехов») all
// read as «Антон Павлович Чехов». When two people of the document fit
// (brothers «Иван Сомов» and «Пётр Сомов» for «Сомов»), the name stays
// as it is.
func (p *Persons) Canonical(name string) string {
	if c, ok := p.canon[name]; ok {
		return c
	}
	c := p.canonical(name)
	if p.canon == nil {
		p.canon = map[string]string{}
	}
	p.canon[name] = c
	return c
}

func (p *Persons) canonical(name string) string {
	n := strings.Fields(name)
	if len(n) == 0 {
		return name
	}
	var cands []string
	for _, f := range p.full {
		if namesPerson(strings.Fields(f), n) {
			cands = append(cands, f)
		}
	}
	// The fullest names only: «Пётр Сомов» is «Пётр Алексеевич Сомов».
	var persons []string
	for _, c := range cands {
		if !slices.ContainsFunc(cands, func(o string) bool { return o != c && namesPerson(strings.Fields(o), strings.Fields(c)) }) {
			persons = append(persons, c)
		}
	}
	switch {
	case len(persons) == 1:
		return persons[0]
	case len(persons) > 1:
		// Several people bear the surname: the one the document follows
		// when it is theirs («Юзеф Пилсудский», later «Иосиф
		// Пилсудский» in a report), else none of them.
		if last := Norm(n[len(n)-1]); len(n) == 1 && p.surnames[last] != "" && p.fullest(last) == p.Protagonist() {
			return p.fullest(last)
		}
		if prot := p.Protagonist(); len(n) == 1 && slices.Contains(persons, prot) {
			// «Чехов» of a biography of Anton Chekhov that names his
			// father too: the person it follows.
			return prot
		}
		return name
	}
	if len(n) == 1 {
		if _, ok := p.surnames[Norm(name)]; ok {
			return p.fullest(Norm(name))
		}
	}
	if last := Norm(n[len(n)-1]); len(n) > 1 && !slices.ContainsFunc(n[:len(n)-1], func(w string) bool { return !isInitial(w) }) &&
		p.fullest(last) != p.surnames[last] {
		// «П. К. Козлов» where the document names no one else of the
		// surname, by other initials or in full.
		return p.fullest(last)
	}
	if p.head != "" && strings.HasPrefix(Norm(p.head), Norm(name)+" ") {
		// «Николай Михайлович» of «ПРЖЕВАЛЬСКИЙ Николай Михайлович»: the
		// given name and patronymic of the article's head.
		return p.Protagonist()
	}
	return name
}

// namesPerson reports whether the shorter name n names the person of the
// fuller name f: its first words («Софья», «Софья Васильевна»), or its
// surname with the first words or their initials before it («Ковалевская»,
// «Софья Ковалевская», «С. В. Ковалевская»).
func namesPerson(f, n []string) bool {
	if len(n) > len(f) || len(n) == len(f) && !slices.ContainsFunc(n, isInitial) {
		return false
	}
	prefix := true
	for i, w := range n {
		prefix = prefix && nameWordMatches(f[i], w)
	}
	if prefix && !(len(n) == len(f) && !nameWordMatches(f[len(f)-1], n[len(n)-1])) {
		return true
	}
	if Norm(n[len(n)-1]) != Norm(f[len(f)-1]) || len(n) == 1 && len(f) == 1 {
		return false
	}
	for i, w := range n[:len(n)-1] {
		if i >= len(f)-1 || !nameWordMatches(f[i], w) {
			return false
		}
	}
	return true
}

// isInitial reports whether a word of a name is an initial («С.», «С»).
func isInitial(w string) bool {
	return utf8.RuneCountInString(strings.TrimSuffix(w, ".")) == 1
}

// nameWordMatches reports whether the word w of a shorter name is the word
// f of a fuller one, or its initial.
func nameWordMatches(f, w string) bool {
	if isInitial(w) {
		return strings.HasPrefix(Norm(f), Norm(strings.TrimSuffix(w, ".")))
	}
	return Norm(f) == Norm(w)
}

// SetHead records the person an encyclopaedia article is headed by
// («РАЙНИС (настоящие имя…)», «ПРЖЕВАЛЬСКИЙ Николай Михайлович»): the
// protagonist, whoever else the text names more often.
func (p *Persons) SetHead(name string, g Gender) {
	p.head = name
	p.Add(name, g)
}

// Protagonist returns the person an article is headed by, else the fullest
// name of the person the document names most often (at least twice), ""
// if none: a biography follows its subject.
func (p *Persons) Protagonist() string {
	if p.head != "" {
		return p.fullest(Norm(lastWord(p.head)))
	}
	best, n := "", 1
	for _, s := range p.order {
		if p.counts[s] > n {
			best, n = s, p.counts[s]
		}
	}
	if best == "" {
		return ""
	}
	if s := p.mostSubject(best); s != "" {
		return s
	}
	return p.fullest(best)
}

// mostSubject returns, when several people of the document bear the
// surname last (normalised: a father and a son), the one it names most
// often as a subject in the nominative with a given name, "" when the
// surname is one person's or none of them leads. A biography of the son
// names the father in its first lines as whose son he is («в семье
// Павла Егоровича Чехова родился сын Антон»), and its subject by his own
// name («Антон Чехов уехал в Москву»).
func (p *Persons) mostSubject(last string) string {
	var persons []string
	for _, f := range p.full {
		fs := strings.Fields(f)
		if len(fs) < 2 || Norm(fs[len(fs)-1]) != last || slices.ContainsFunc(fs[:len(fs)-1], isInitial) {
			continue
		}
		if !slices.ContainsFunc(p.full, func(o string) bool { return o != f && namesPerson(strings.Fields(o), fs) }) {
			persons = append(persons, f)
		}
	}
	if len(persons) < 2 {
		return ""
	}
	best, n, tie := "", 0, false
	for _, c := range persons {
		k := 0
		for name, m := range p.subjects {
			if Norm(name) == Norm(c) || namesPerson(strings.Fields(c), strings.Fields(name)) {
				k += m
			}
		}
		switch {
		case k > n:
			best, n, tie = c, k, false
		case k == n:
			tie = true
		}
	}
	if tie || n == 0 {
		return ""
	}
	return best
}

// fullest returns the fullest name of the surname (normalised): the name
// recorded with it, or the surname with the one set of initials the
// document writes it with («П. К. Козлов»), when it gives no given name.
func (p *Persons) fullest(last string) string {
	name := p.surnames[last]
	if len(strings.Fields(name)) == 1 && len(p.initials[last]) == 1 {
		return p.initials[last][0] + " " + name
	}
	return name
}

// First returns the fullest name of the person the registry recorded
// first, "" if none.
func (p *Persons) First() string {
	if len(p.order) == 0 {
		return ""
	}
	return p.fullest(p.order[0])
}

func lastWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

// Initial returns the person whose surname begins with the letter of an
// initial used alone for the protagonist («Р. выехал…» in an article on
// Райнис), "" when the protagonist's name begins otherwise.
func (p *Persons) Initial(letter string) string {
	prot := p.Protagonist()
	if prot == "" || letter == "" {
		return ""
	}
	if strings.HasPrefix(Norm(lastWord(prot)), Norm(letter)) || strings.HasPrefix(Norm(prot), Norm(letter)) {
		return prot
	}
	for _, part := range strings.Split(lastWord(prot), "-") {
		// «С.» for Кюри-Склодовская: the initial of either part of a
		// double surname.
		if strings.HasPrefix(Norm(part), Norm(letter)) {
			return prot
		}
	}
	return ""
}

// Head reads the head word of an encyclopaedia article at the start of a
// text: a word in capitals (with the given name and patronymic after it,
// or a bracket), not a dateline («РИГА, 12 января»), or a surname with the
// given name and patronymic in brackets, as the dictionaries of the period
// head their articles («Сомовъ (Петръ Ивановичъ) — врачъ»). It returns the
// name as a person's name («Райнис», «Николай Михайлович Пржевальский»).
func (r *Reader) Head(toks []Token) (string, Gender, bool) {
	if name, g, ok := r.bracketedHead(toks); ok {
		return name, g, true
	}
	if len(toks) < 2 || toks[0].Kind != Word || !isAllCaps(toks[0].Text) || len([]rune(toks[0].Text)) < 3 || IsRoman(toks[0].Text) {
		return "", "", false
	}
	next := toks[1]
	first := 1
	if next.Norm == "," && len(toks) > 3 && toks[2].Upper && toks[3].Upper {
		// «ПАВЛОВ, Иван Петрович, физиолог»: the head word, a comma and
		// the given name and patronymic; a dateline («РИГА, 12 января»)
		// has no name after its comma.
		if _, ok := r.givenName(toks[2]); ok {
			if _, _, ok := r.patronymicLemma(toks[3]); ok {
				first, next = 2, toks[2]
			}
		}
	}
	if next.Norm == "(" {
		// «КЮРИ-СКЛОДОВСКАЯ (Curie-Skłodowska) Мария», «СИБЕЛИУС
		// (Sibelius) Ян»: the name in its own alphabet in brackets, then
		// the given name.
		j := 2
		for j < len(toks) && j < 8 && toks[j].Norm != ")" && !(toks[j].Kind == Word && hasCyrillic(toks[j].Text)) {
			j++
		}
		if j > 2 && j+1 < len(toks) && toks[j].Norm == ")" {
			if _, ok := r.givenName(toks[j+1]); ok {
				first, next = j+1, toks[j+1]
			}
		}
	}
	if next.Norm == "," || next.Norm == "." {
		return "", "", false
	}
	name := capitalize(Norm(toks[0].Text))
	g := Masculine
	var given []string
	for k := first; k < len(toks) && k <= first+1; k++ {
		if f, ok := r.givenName(toks[k]); ok && k == first {
			given = append(given, f.lemma)
			if f.female {
				g = Feminine
			}
			continue
		}
		if p, _, ok := r.patronymicLemma(toks[k]); ok && len(given) == 1 {
			given = append(given, p)
			continue
		}
		break
	}
	if f, ok := r.givenName(toks[0]); ok && len(given) == 0 && len(toks) > 2 && next.Kind == Word && isAllCaps(next.Text) &&
		(toks[2].Norm == "(" || toks[2].Norm == "[") {
		// «ЛЕСЯ УКРАИНКА (псевд.; …)», «САША ЧЁРНЫЙ (наст. имя …)»: a
		// pen name of a given name and a surname, both in capitals.
		g = Masculine
		if f.female {
			g = Feminine
		}
		return capitalize(Norm(toks[0].Text)) + " " + capitalize(Norm(next.Text)), g, true
	}
	if len(given) == 0 && next.Norm != "(" && next.Norm != "[" {
		return "", "", false
	}
	if strings.HasSuffix(Norm(name), "ая") {
		g = Feminine
	}
	return strings.Join(append(given, name), " "), g, true
}

// bracketedHead reads «Сомов (Пётр Иванович) —» or «СОМОВ (Пётр
// Иванович),» at the start of an article: a capitalised word, a given name
// and an optional patronymic in brackets, then a dash or a comma.
func (r *Reader) bracketedHead(toks []Token) (string, Gender, bool) {
	if len(toks) < 5 || toks[0].Kind != Word || !toks[0].Upper || toks[1].Norm != "(" {
		return "", "", false
	}
	f, ok := r.givenName(toks[2])
	if !ok {
		return "", "", false
	}
	name := []string{f.lemma}
	k := 3
	if p, _, ok := r.patronymicLemma(toks[k]); ok {
		name = append(name, p)
		k++
	}
	if k+1 >= len(toks) || toks[k].Norm != ")" || !(toks[k+1].Norm == "," || toks[k+1].Kind == Punct && IsDash([]rune(toks[k+1].Text)[0])) {
		return "", "", false
	}
	g := Masculine
	if f.female {
		g = Feminine
	}
	return strings.Join(append(name, capitalize(Norm(toks[0].Text))), " "), g, true
}

// IsSurnameToken reports whether t is (a case form of) a surname the
// registry holds.
func (r *Reader) IsSurnameToken(p *Persons, t Token) bool {
	if p == nil || !t.Upper || t.Kind != Word {
		return false
	}
	if s, _, _, _, ok := r.surnameLemma(t, false, false); ok && p.HasSurname(s) {
		return true
	}
	if p.HasSurname(t.Text) {
		return true
	}
	// A foreign surname declined like a noun («Кауфману», «Кауфманом»).
	w := Norm(t.Text)
	for _, e := range foreignSurnameEndings {
		if stem, ok := strings.CutSuffix(w, e); ok && len([]rune(stem)) >= 3 && p.HasSurname(stem) {
			return true
		}
	}
	return false
}

// foreignSurnameEndings are the case endings of a man's foreign surname
// that ends in a consonant («Кауфман»: -а, -у, -ом, -е).
var foreignSurnameEndings = []string{"ом", "а", "у", "е"}

// foreignNominative returns the nominative of a man's foreign surname
// written in an oblique case («Кауфману» → «Кауфман»), the word itself
// when it ends otherwise.
func foreignNominative(w string) string {
	rs := []rune(w)
	for _, e := range foreignSurnameEndings {
		if stem, ok := strings.CutSuffix(w, e); ok && len([]rune(stem)) >= 3 && !strings.ContainsRune("аеёиоуыэюяй", []rune(stem)[len([]rune(stem))-1]) {
			return stem
		}
	}
	return string(rs)
}

// CollectPersons adds to p the names of people in a sentence's tokens: runs
// of capitalised words outside toponym contexts that read as a person's
// name, except a lone word opening the sentence (any word is capitalised
// there) unless it is a given name, and words the dictionary knows as
// toponyms. opt.Persons is ignored.
// afterPersonCue reports whether the word before token k, or the word an
// abbreviation's full stop ends («св. Владимира»), is a person cue.
func (s *spotter) afterPersonCue(k int) bool {
	j := k - 1
	if j >= 1 && s.toks[j].Norm == "." {
		j--
	}
	return j >= 0 && s.toks[j].Kind == Word && s.v.personCues[s.toks[j].Norm]
}

func (r *Reader) CollectPersons(toks []Token, p *Persons, opt SpotOptions) {
	opt.Persons = nil
	placed := map[int]bool{}
	for _, m := range r.Spot(toks, opt) {
		// A name where a place stands («оставлен Львов») is no evidence
		// of a person, even bare.
		if m.Refused == "" && (!m.Bare || m.Namesake) {
			for k := m.From; k < m.To; k++ {
				placed[k] = true
			}
		}
	}
	s := spotter{r: r, v: r.v, toks: toks, opt: opt}
	for k := 0; k < len(toks); k++ {
		if !s.capWord(k) || placed[k] {
			continue
		}
		end := s.runEnd(k)
		if k > 0 && toks[k-1].Kind == Word && !toks[k-1].Upper && s.v.nameParticles[toks[k-1].Norm] {
			// «фон Кауфману»: the surname after a particle of a name.
			if lemma, _, _, _, ok := r.surnameLemma(toks[end-1], false, false); ok {
				p.Add(capitalize(lemma), "")
			} else {
				p.Add(foreignNominative(toks[end-1].Text), "")
			}
			k = end - 1
			continue
		}
		name, nominative, g, ok := r.PersonName(toks, k, end)
		if !ok {
			if hint := r.AgreeingGender(toks, k, end); hint != "" {
				name, nominative, g, ok = r.PersonNameAs(toks, k, end, hint)
			}
		}
		given := false
		for j := k; j < end; j++ {
			given = given || r.NamePart(toks[j])
		}
		geox := false
		for j := k; j < end; j++ {
			geox = geox || r.isGeox(toks[j]) && !r.hasReading(toks[j], "Surn") && !r.hasCommonNameReading(toks[j])
		}
		if end-k == 1 && r.hasReading(toks[k], "Geox", "nomn") && !r.hasReading(toks[k], "Name", "nomn") && !r.hasReading(toks[k], "Surn", "nomn") && !r.hasReading(toks[k], "Patr") {
			// «Феодосия встретила его»: a lone subject whose only
			// nominative is a toponym's (the given name Феодосий has
			// «Феодосия» only in the genitive) is the place.
			if r.isGeox(toks[k]) && (s.sentenceStart(k) || k+1 < len(toks) && r.isFiniteVerb(toks[k+1])) {
				k = end - 1
				continue
			}
		}
		if end-k == 1 && !nominative && r.isGeox(toks[k]) && !r.hasReading(toks[k], "Surn") && !s.sentenceStart(k) && !s.afterPersonCue(k) {
			// «не покидал Феодосии»: one word in an oblique case that the
			// dictionary reads as a toponym and as a given name, with no
			// other part of a name beside it, is no evidence of a person.
			k = end - 1
			continue
		}
		dict := end-k == 1 && r.isDictPerson(toks[k])
		// A single word is a person by the dictionary or, by its ending
		// alone, only in the nominative («Чехов», not «Царицына»).
		lone := end-k == 1 && !dict && !given && !nominative
		// A toponym the dictionary knows is a person only after a given
		// name («Феликс Дзержинский», not the town of Dzerzhinsky).
		inits := ""
		if ok && end-k == 1 {
			inits = initialsBefore(toks, k)
		}
		if ok && r.manInAccusative(toks, k, end, p, name, nominative, g, given) {
			k = end - 1
			continue
		}
		if ok && (!geox || given && end-k > 1) && !lone && (!s.sentenceStart(k) || end-k > 1 || given || dict) {
			p.Add(name, g)
			p.AddInitials(name, inits)
			if nominative && given && end-k > 1 {
				p.subjects[name]++
			}
		}
		k = end - 1
	}
}

// ManInAccusative reports whether a lone surname that reads as a woman's
// nominative («Иванова») is rather the genitive or accusative of a man the
// document already names («Иванов»): no given name beside it, no verb or
// noun that agrees with it in the feminine («Иванова выслали в Вологду»),
// no woman of that name known, and no verb in the feminine singular in
// the sentence.
func (r *Reader) ManInAccusative(toks []Token, from, to int, p *Persons) bool {
	name, nominative, g, ok := r.PersonName(toks, from, to)
	if !ok {
		return false
	}
	given := false
	for j := from; j < to; j++ {
		given = given || r.NamePart(toks[j])
	}
	return r.manInAccusative(toks, from, to, p, name, nominative, g, given)
}

func (r *Reader) manInAccusative(toks []Token, from, to int, p *Persons, name string, nominative bool, g Gender, given bool) bool {
	if !nominative || g != Feminine || to-from != 1 || given || p.HasSurname(name) || r.AgreeingGender(toks, from, to) != "" {
		return false
	}
	for _, t := range toks {
		// «к нему приехала Иванова», «Иванова, мать поэта, уехала»: a
		// verb in the feminine anywhere in the sentence may be hers.
		if t.Kind == Word && !t.Quoted && r.isFiniteVerb(t) && r.singularGender(t, "VERB", "PRTS") == Feminine {
			return false
		}
	}
	man, nom, _, ok := r.PersonNameAs(toks, from, to, Masculine)
	return ok && !nom && p.HasSurname(man)
}

// AgreeingGender returns the gender a sentence gives the name in tokens
// [from, k): that of the animate noun in the singular right before it (or
// before its initials) when the noun cannot be the nominative
// («подполковника П. К. Козлова» is a man's genitive whatever verb
// follows); otherwise that of a past-tense verb or short participle in the
// singular right after the name, a few adverbs apart («Лыкова вскоре
// уехала», «доктор Суркова уехала»), else the noun's («учительница
// Рябинина»); "" when nothing tells.
func (r *Reader) AgreeingGender(toks []Token, from, k int) Gender {
	for from >= 2 && toks[from-1].Norm == "." && isInitialToken(toks[from-2]) {
		from -= 2
	}
	var noun Gender
	if from > 0 && toks[from-1].Kind == Word && !toks[from-1].Upper {
		p := toks[from-1]
		if noun = r.singularGender(p, "NOUN"); noun != "" && !r.MayBeCase(p, "nomn") {
			return noun
		}
	}
	for j := k; j < len(toks) && j < k+3; j++ {
		t := toks[j]
		if t.Kind != Word || t.Upper {
			break
		}
		if !r.isFiniteVerb(t) {
			continue
		}
		if g := r.singularGender(t, "VERB", "PRTS"); g != "" {
			return g
		}
		break
	}
	return noun
}

// initialsBefore returns the initials written right before token k
// («П. К.» before «Козлова»), "" when none are.
func initialsBefore(toks []Token, k int) string {
	var inits []string
	for j := k; j >= 2 && len(inits) < 2; j -= 2 {
		t, dot := toks[j-2], toks[j-1]
		if !isInitialToken(t) || dot.Norm != "." || toks[j].Start-dot.End > 1 {
			break
		}
		inits = append([]string{t.Text + "."}, inits...)
	}
	return strings.Join(inits, " ")
}

func isInitialToken(t Token) bool {
	rs := []rune(t.Text)
	return t.Kind == Word && len(rs) == 1 && unicode.IsUpper(rs[0])
}

// singularGender returns the gender all of t's singular readings of the
// given parts of speech share (animate ones for a noun); "" when they
// differ or there is none.
func (r *Reader) singularGender(t Token, pos ...string) Gender {
	var g Gender
	for _, p := range r.parses(t) {
		if !slices.Contains(pos, p.Tag.POS) || p.Tag.Number() != "sing" || p.Tag.POS == "NOUN" && !p.Tag.Has("anim") {
			continue
		}
		var pg Gender
		switch p.Tag.Gender() {
		case "femn":
			pg = Feminine
		case "masc":
			pg = Masculine
		default:
			return ""
		}
		if g != "" && g != pg {
			return ""
		}
		g = pg
	}
	return g
}

// TitleBefore reports whether the word before token k is a rank, title or
// calling that names the person after it («адмирала Макарова»,
// «вице-адмирал Ковров», «с инженером Белым»): a person cue in any case
// form (by the dictionary's lemma) or the last part of a compound rank,
// that the capitalised word agrees with in case, so that «комендант
// Тобольска» stays a place.
func (r *Reader) TitleBefore(toks []Token, k int) bool { return r.titleBefore(toks, k) }

func (r *Reader) titleBefore(toks []Token, k int) bool {
	if k < 1 || k >= len(toks) || toks[k-1].Kind != Word || toks[k].Kind != Word || !toks[k].Upper {
		return false
	}
	p := toks[k-1]
	w := p.Norm
	if i := strings.LastIndex(w, "-"); i >= 0 {
		w = w[i+1:]
	}
	var cases []string
	cue := r.v.personCues[w]
	for _, q := range r.parses(Token{Kind: Word, Text: w, Norm: w}) {
		if q.Tag.POS != "NOUN" || !q.Tag.Has("anim") {
			continue
		}
		if r.v.personCues[q.Lemma] {
			cue = true
		}
		cases = append(cases, q.Tag.Case())
	}
	if !cue {
		return false
	}
	if r.a == nil || len(cases) == 0 {
		return r.v.personCues[p.Norm]
	}
	for _, c := range cases {
		if r.MayBeCase(toks[k], c) {
			return true
		}
	}
	return false
}

// adjectiveSurname reads t as a surname declined like an adjective: its
// nominative singular of the gender, and whether t is in the nominative.
func (r *Reader) adjectiveSurname(t Token, female bool) (string, bool, bool) {
	if r.a == nil {
		return "", false, false
	}
	g := "masc"
	if female {
		g = "femn"
	}
	for _, p := range r.parses(t) {
		if p.Tag.POS != "ADJF" || p.Tag.Number() != "sing" || p.Tag.Gender() != g && p.Tag.Gender() != "" {
			continue
		}
		f, ok := r.a.Inflect(p, "nomn", "sing", g)
		if !ok {
			continue
		}
		return capitalizeLike(f, t.Text), p.Tag.Case() == "nomn", true
	}
	return "", false, false
}

// hasCommonNameReading reports whether the dictionary reads t as a given
// name other than in the plural or vocative («Филиппин» is the toponym's
// genitive, not a name).
func (r *Reader) hasCommonNameReading(t Token) bool {
	for _, p := range r.parses(t) {
		if p.Tag.Has("Name") && !rareNameReading(p) {
			return true
		}
	}
	return false
}
