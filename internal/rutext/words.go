package rutext

import (
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// The vocabulary's word classes, for the extractor's own rules about
// actors and events. Words are normalised (Norm).

// MinScore is the least geocoder score of a place (places.yaml min_score).
func (v *Vocabulary) MinScore() float64 { return v.minScore }

// BareMinScore is the least geocoder score of a bare mention the dictionary
// does not know as a toponym (places.yaml bare_min_score).
func (v *Vocabulary) BareMinScore() float64 { return v.bareMinScore }

// LowerCityMinScore is the least geocoder score of a town behind a place
// adjective in lower case the dictionary does not mark as a toponym
// (places.yaml lower_city_min_score).
func (v *Vocabulary) LowerCityMinScore() float64 { return v.lowerCityMin }

// LowerNameByYear is the year by which a place's name must have come into
// use for a place adjective in lower case to name it (places.yaml
// lower_name_by_year); 0 when the vocabulary sets none.
func (v *Vocabulary) LowerNameByYear() int { return v.lowerNameBy }

// PrepRole returns the role a preposition gives the place after it.
func (v *Vocabulary) PrepRole(w string) (Role, bool) {
	r, ok := v.preps[w]
	return r, ok
}

// IsTitleNoun reports whether w names a kind of publication or ship, after
// which a quotation is a title («газеты «Искра»»).
func (v *Vocabulary) IsTitleNoun(w string) bool { return v.titleNouns.Match(w) }

// IsOrganisationNoun reports whether w names a kind of organisation
// («комитет», «союз»).
func (v *Vocabulary) IsOrganisationNoun(w string) bool { return v.orgNouns.Match(w) }

// IsBuildingNoun reports whether the normalised word w is a noun of an
// institution or a building (institution_nouns, landmark_nouns:
// «университет», «тюрьма», «собор»).
func (v *Vocabulary) IsBuildingNoun(w string) bool {
	return v.institutionNouns.Match(w) || v.landmarkNouns.Match(w)
}

// IsPersonNoun reports whether w is a kinship or role noun a name may
// follow («сестрой», «поэт»).
func (v *Vocabulary) IsPersonNoun(w string) bool { return v.personNouns.Match(w) }

// RoleNoun reports whether w is a noun by which a biography refers back to
// its person («поэт», «арестанта»); nominative says whether it is the
// nominative form.
func (v *Vocabulary) RoleNoun(w string) (nominative, ok bool) {
	if v.roleNouns[w] {
		return true, true
	}
	return false, v.roleStems.Match(w)
}

// Pronoun returns the gender and number a subject pronoun agrees with
// («он», «она», «они»).
func (v *Vocabulary) Pronoun(w string) (Gender, bool) {
	g, ok := v.pronouns[w]
	return g, ok
}

// IsAbsenceCue reports whether a person named after w takes no part («в
// отсутствие Ленина»).
func (v *Vocabulary) IsAbsenceCue(w string) bool { return v.absence[w] }

// IsCompanionPrep reports whether a person after w goes along with the
// subject («с Надеждой Крупской»).
func (v *Vocabulary) IsCompanionPrep(w string) bool { return v.companion[w] }

// IsEmphatic reports whether w stresses the person named after it («сам
// Иван Петрович»), leaving that person the subject.
func (v *Vocabulary) IsEmphatic(w string) bool { return v.emphatic[w] }

// IsListConj reports whether w joins the last item of a list («и»).
func (v *Vocabulary) IsListConj(w string) bool { return v.listConj[w] }

// IsDistrictNoun reports whether w is a noun of a district named after its
// town («уезд», «округ», «волость»): the district of «Глазовский уезд» is
// the country around Glazov.
func (v *Vocabulary) IsDistrictNoun(w string) bool { return v.districtNouns.Match(w) }

// IsProvinceOfficial reports whether w (normalised) is the title of an
// official of a whole province («губернатору»), whose adjective names the
// province when its centre is another town (data/rutext/places.yaml).
func (v *Vocabulary) IsProvinceOfficial(w string) bool { return v.provinceOfficial.Match(w) }

// IsLandOfficial reports whether w (normalised) is the title of an
// official who governed a whole land («генерал-губернатора»,
// «наместник»), whose adjective names that land, a country of today too
// (data/rutext/places.yaml).
func (v *Vocabulary) IsLandOfficial(w string) bool { return v.landOfficial.Match(w) }

// IsRegionNoun reports whether w (normalised) is a province, district or
// region noun («губерния», «уезда», «области»).
func (v *Vocabulary) IsRegionNoun(w string) bool { return v.regionNouns.Match(w) }

// IsDedicationNoun reports whether w (normalised) is a church's noun
// (dedication_nouns: «церкви», «собор», «костёле»): the adjective before
// it or the name after it is the saint, feast or icon the church is
// dedicated to, not a town.
func (v *Vocabulary) IsDedicationNoun(w string) bool { return v.dedicationNouns.Match(w) }

// IsRelativePronoun reports whether w (normalised) is a relative pronoun
// («который», «которую»: relative_pronouns).
func (v *Vocabulary) IsRelativePronoun(w string) bool { return v.relatives.Match(w) }

// IsPlaceRelative reports whether w opens a clause about the place named
// before it («где»).
func (v *Vocabulary) IsPlaceRelative(w string) bool { return v.placeRelatives[w] }

// IsRenamedCue reports whether w, opening a bracket after a toponym,
// gives the same place's later name («Ораны (ныне Варена)», «(совр.
// Варена)»).
func (v *Vocabulary) IsRenamedCue(w string) bool { return v.renamedCues[w] }

// IsNamingVerb reports whether the dictionary reads t mainly as a form of
// a verb that gives a name («зовётся», «назван», «переименованный»):
// a verb, participle, gerund or infinitive whose lemma is a naming verb.
func (r *Reader) IsNamingVerb(t Token) bool {
	if t.Kind != Word {
		return false
	}
	var with, all float64
	for _, p := range r.parses(t) {
		if !p.Known {
			continue
		}
		w := p.Score + 1e-6
		all += w
		switch p.Tag.POS {
		case "VERB", "INFN", "PRTF", "PRTS", "GRND":
			if r.v.namingVerbs[p.Lemma] {
				with += w
			}
		}
	}
	return all > 0 && with/all >= 0.5
}

// IsSettlementNoun reports whether w names a kind of settlement a toponym
// may follow («город», «село», «г.»).
func (v *Vocabulary) IsSettlementNoun(w string) bool { return v.settlementNouns[w] }

// IsStopWord reports whether w, capitalised, is never a person's name.
func (v *Vocabulary) IsStopWord(w string) bool { return v.stopWords[w] }

// IsFunctionWord reports whether w is a function word (pronoun,
// demonstrative, conjunction: «этот», «тот», «свой»), never a name.
func (v *Vocabulary) IsFunctionWord(w string) bool { return v.functionWords.Match(w) }

// IsAdjective reports whether t is an adjective or participle (the
// dictionary's reading, else its ending).
func (r *Reader) IsAdjective(t Token) bool { return r.isAdjective(t) }

// IsFiniteVerb reports whether t is a finite verb or a short participle.
func (r *Reader) IsFiniteVerb(t Token) bool { return r.isFiniteVerb(t) }

// IsFullParticiple reports whether the dictionary reads t as a full
// (attributive) participle («написанное», «арестованный»). False without
// the dictionary.
func (r *Reader) IsFullParticiple(t Token) bool {
	if t.Kind != Word {
		return false
	}
	ps := r.parses(t)
	return len(ps) > 0 && r.posShare(ps, "PRTF") >= 0.5
}

// IsNounOnly reports whether the dictionary reads t as a noun and never as
// a verb, participle or gerund («водворения», «этапом»; not «сослана»,
// a participle as well as a name). False without the dictionary.
func (r *Reader) IsNounOnly(t Token) bool {
	if t.Kind != Word {
		return false
	}
	ps := r.parses(t)
	return len(ps) > 0 && r.posShare(ps, "NOUN") >= 0.5 && r.posShare(ps, "VERB", "INFN", "PRTF", "PRTS", "GRND") == 0
}

// MayBeAdjective reports whether t has an adjective or participle reading
// at all («гласным»: an adjective, and a noun too), or an adjective's
// ending without the dictionary.
func (r *Reader) MayBeAdjective(t Token) bool {
	if t.Kind != Word {
		return false
	}
	if r.a != nil {
		if ps := r.parses(t); len(ps) > 0 {
			return r.posShare(ps, "ADJF", "PRTF") > 0
		}
	}
	return r.v.hasAdjectiveEnding(t.Norm)
}

// IsFutureVerb reports whether the dictionary reads t as a verb in the
// future tense («отправится», «пробудет»). A form that is also the present
// of an imperfective verb of the same infinitive («уходим», «выходят»:
// «уходить» to leave, and the rare perfective «уходить» to wear out) is
// read as the present, the far commoner verb. False without the
// dictionary.
func (r *Reader) IsFutureVerb(t Token) bool {
	if t.Kind != Word {
		return false
	}
	ps := r.parses(t)
	for _, p := range ps {
		if p.Known && p.Tag.POS == "VERB" && p.Tag.Has("futr") && !presentOf(ps, p.Lemma) {
			return r.posShare(ps, "VERB") >= 0.5
		}
	}
	return false
}

// IsPredicateAdjective reports whether the dictionary reads t as an
// adjective that can be a predicate: short («хорош», «скучна»),
// comparative («короче») or full in the nominative («холодная»). False
// without the dictionary.
func (r *Reader) IsPredicateAdjective(t Token) bool {
	if t.Kind != Word || r.a == nil {
		return false
	}
	ps := r.parses(t)
	if r.posShare(ps, "ADJS", "COMP") >= 0.5 {
		return true
	}
	return r.posShare(ps, "ADJF") >= 0.5 && r.MayBeCase(t, "nomn")
}

// IsDegreeAdverb reports whether the dictionary reads t as an adverb
// («очень», «довольно», «особенно»). False without the dictionary.
func (r *Reader) IsDegreeAdverb(t Token) bool {
	if t.Kind != Word || r.a == nil {
		return false
	}
	return r.posShare(r.parses(t), "ADVB") >= 0.5
}

// IsAddresseeVerb reports whether the dictionary reads t as a verb the
// addressee does: every verb reading is an imperative that leaves the
// speaker out («приезжай», «вышлите») or a second-person form («приедешь»,
// «поедете»). A letter or telegram asking someone to come tells no move
// of its writer. False without the dictionary.
func (r *Reader) IsAddresseeVerb(t Token) bool {
	if t.Kind != Word {
		return false
	}
	ps := r.parses(t)
	if r.posShare(ps, "VERB") < 0.5 {
		return false
	}
	verbs := 0
	for _, p := range ps {
		if !p.Known || p.Tag.POS != "VERB" {
			continue
		}
		if !(p.Tag.Has("impr") && p.Tag.Has("excl")) && !p.Tag.Has("2per") {
			return false
		}
		verbs++
	}
	return verbs > 0
}

// IsFirstPersonFuture reports whether the dictionary reads t as a verb in
// the future tense and the first person («приеду», «поедем», «выедем»):
// what the writer means to do, not what was done. False without the
// dictionary.
func (r *Reader) IsFirstPersonFuture(t Token) bool {
	if t.Kind != Word {
		return false
	}
	ps := r.parses(t)
	if r.posShare(ps, "VERB") < 0.5 || presentOfAny(ps) {
		return false
	}
	return slices.ContainsFunc(ps, func(p Parse) bool {
		return p.Known && p.Tag.POS == "VERB" && p.Tag.Has("futr") && p.Tag.Has("1per")
	})
}

// presentOfAny reports whether one of the readings is a verb in the
// present tense («едем», «уходим»), which a diary tells as done.
func presentOfAny(ps []Parse) bool {
	return slices.ContainsFunc(ps, func(p Parse) bool {
		return p.Known && p.Tag.POS == "VERB" && p.Tag.Has("pres")
	})
}

// presentOf reports whether one of the readings is a present-tense verb of
// the infinitive lemma.
func presentOf(ps []Parse, lemma string) bool {
	return slices.ContainsFunc(ps, func(p Parse) bool {
		return p.Known && p.Tag.POS == "VERB" && p.Tag.Has("pres") && p.Lemma == lemma
	})
}

// IsPerfectivePast reports whether the dictionary reads t as a perfective
// verb in the past tense, a thing done and completed («основал», «стал»,
// «положил»; not «руководил», «дописываю»). False without the dictionary.
func (r *Reader) IsPerfectivePast(t Token) bool {
	if t.Kind != Word {
		return false
	}
	ps := r.parses(t)
	for _, p := range ps {
		if p.Known && p.Tag.POS == "VERB" && p.Tag.Has("past") && p.Tag.Has("perf") {
			return r.posShare(ps, "VERB") >= 0.5
		}
	}
	return false
}

// IsPastVerb reports whether the dictionary reads t as a verb in the past
// tense, of either aspect («шил», «написал»; not «шьёт»). False without
// the dictionary.
func (r *Reader) IsPastVerb(t Token) bool {
	if t.Kind != Word {
		return false
	}
	ps := r.parses(t)
	for _, p := range ps {
		if p.Known && p.Tag.POS == "VERB" && p.Tag.Has("past") {
			return r.posShare(ps, "VERB") >= 0.5
		}
	}
	return false
}

// MayBeNonPastVerb reports whether the dictionary has a reading of t as a
// finite verb in the present or future tense («еду», «поеду»), however
// likely its other readings («еду», the noun). False without the dictionary.
func (r *Reader) MayBeNonPastVerb(t Token) bool {
	if t.Kind != Word {
		return false
	}
	for _, p := range r.parses(t) {
		if p.Known && p.Tag.POS == "VERB" && (p.Tag.Has("pres") || p.Tag.Has("futr")) {
			return true
		}
	}
	return false
}

// IsClauseConj reports whether w is a conjunction that may open a clause
// of its own (text.yaml clause_conjunctions: «а», «но», «и»…).
func (v *Vocabulary) IsClauseConj(w string) bool { return v.clauseConj[w] }

// MayBeAnimateSubject reports whether the dictionary reads t as a common
// noun of a living being in the nominative («брат умер», «доктора
// настояли»): someone other than a named person may be the subject. False
// without the dictionary.
func (r *Reader) MayBeAnimateSubject(t Token) bool {
	if t.Kind != Word || t.Upper || !r.isNoun(t) {
		return false
	}
	for _, p := range r.parses(t) {
		if p.Known && p.Tag.POS == "NOUN" && p.Tag.Has("anim") && p.Tag.Case() == "nomn" && !p.Tag.Has("Name") && !p.Tag.Has("Surn") {
			return true
		}
	}
	return false
}

// SubjectNounGender returns the grammatical gender of an animate noun in
// the nominative («дочь» → Feminine, «брат» → Masculine, «родители» →
// Plural), "" when the dictionary reads none.
func (r *Reader) SubjectNounGender(t Token) Gender {
	for _, p := range r.parses(t) {
		if !p.Known || p.Tag.POS != "NOUN" || !p.Tag.Has("anim") || p.Tag.Case() != "nomn" {
			continue
		}
		if p.Tag.Has("plur") {
			return Plural
		}
		switch p.Tag.Gender() {
		case "masc":
			return Masculine
		case "femn":
			return Feminine
		case "neut":
			return Neuter
		}
	}
	return ""
}

// PluralNominativeNoun reports whether the dictionary reads t as a known
// common noun in the nominative plural («власти», «силы», «войска»): a
// subject of a plural verb, animate or not.
func (r *Reader) PluralNominativeNoun(t Token) bool {
	if t.Kind != Word || r.a == nil {
		return false
	}
	for _, p := range r.parses(t) {
		if p.Known && p.Tag.POS == "NOUN" && p.Tag.Has("plur") && p.Tag.Case() == "nomn" && !p.Tag.Has("Name") && !p.Tag.Has("Surn") && !p.Tag.Has("Geox") {
			return true
		}
	}
	return false
}

// IsPreposition reports whether the dictionary reads t as a preposition.
func (r *Reader) IsPreposition(t Token) bool {
	if t.Kind != Word || r.a == nil {
		return false
	}
	return slices.ContainsFunc(r.parses(t), func(p Parse) bool { return p.Tag.POS == "PREP" })
}

// IsAnimateObjectNoun reports whether t is a common noun for a living
// being that the dictionary reads only in an oblique case («жену»,
// «сына», «брату»): never the subject.
func (r *Reader) IsAnimateObjectNoun(t Token) bool {
	if t.Kind != Word || r.a == nil {
		return false
	}
	ps := r.parses(t)
	if len(ps) == 0 || r.posShare(ps, "NOUN") < 0.5 {
		return false
	}
	anim := false
	for _, p := range ps {
		if p.Tag.POS != "NOUN" {
			continue
		}
		if !p.Known || p.Tag.Case() == "nomn" || p.Tag.Has("Name") || p.Tag.Has("Surn") {
			return false
		}
		anim = anim || p.Tag.Has("anim")
	}
	return anim
}

// IsAnimateNoun reports whether the dictionary reads t mostly as a common
// noun of a living being, in any case («товарищ», «директора», «сыну»);
// not a given name or a surname. False without the dictionary.
func (r *Reader) IsAnimateNoun(t Token) bool {
	if t.Kind != Word || t.Upper || r.a == nil {
		return false
	}
	ps := r.parses(t)
	if len(ps) == 0 || r.posShare(ps, "NOUN") < 0.5 {
		return false
	}
	for _, p := range ps {
		if p.Known && p.Tag.POS == "NOUN" && p.Tag.Has("anim") && !p.Tag.Has("Name") && !p.Tag.Has("Surn") {
			return true
		}
	}
	return false
}

// IsGeox reports whether the dictionary knows t as a toponym.
func (r *Reader) IsGeox(t Token) bool { return r.isGeox(t) }

// Runs returns the runs of capitalised words of a sentence that may be
// names, as token ranges [from, to): the same runs Spot classifies.
func (r *Reader) Runs(toks []Token, opt SpotOptions) [][2]int {
	s := spotter{r: r, v: r.v, toks: toks, opt: opt}
	var out [][2]int
	for k := 0; k < len(toks); k++ {
		if !s.capWord(k) {
			continue
		}
		end := s.runEnd(k)
		out = append(out, [2]int{k, end})
		k = end - 1
	}
	return out
}

// CapWord reports whether token k of a sentence is a capitalised word that
// may be (part of) a name.
func (r *Reader) CapWord(toks []Token, k int, opt SpotOptions) bool {
	s := spotter{r: r, v: r.v, toks: toks, opt: opt}
	return s.capWord(k)
}

// NounLemmas returns the dictionary's lemmas of t's readings as a noun
// («броненосца» → «броненосец»), none for a word it does not know.
func (r *Reader) NounLemmas(t Token) []string {
	var out []string
	for _, p := range r.parses(t) {
		if p.Tag.POS == "NOUN" && !slices.Contains(out, p.Lemma) {
			out = append(out, p.Lemma)
		}
	}
	return out
}

// RoleNounLemma returns the nominative of a role noun («арестанта» →
// «арестант»): the dictionary's lemma, else the vocabulary's nominative
// that shares the longest beginning with it.
func (r *Reader) RoleNounLemma(t Token) string {
	for _, p := range r.parses(t) {
		if p.Tag.POS == "NOUN" {
			return p.Lemma
		}
	}
	best, n := t.Norm, 0
	for w := range r.v.roleNouns {
		k := 0
		for k < len(w) && k < len(t.Norm) && w[k] == t.Norm[k] {
			k++
		}
		if k > n || k == n && w < best {
			best, n = w, k
		}
	}
	return best
}

// KinshipNoun returns the lemma of t when the dictionary reads it as a
// singular noun naming a relative (persons.yaml kinship_nouns: «отца» →
// «отец», «дядей» → «дядя»), whether it may be in the nominative, and its
// gender; ok false otherwise or without the dictionary.
func (r *Reader) KinshipNoun(t Token) (lemma string, nominative bool, g Gender, ok bool) {
	if t.Kind != Word || t.Title {
		return "", false, "", false
	}
	for _, p := range r.parses(t) {
		if !p.Known || p.Tag.POS != "NOUN" || p.Tag.Has("plur") || p.Tag.Has("Name") || p.Tag.Has("Surn") || !r.v.kinshipNouns[Norm(p.Lemma)] {
			continue
		}
		if lemma == "" {
			lemma, ok = Norm(p.Lemma), true
		}
		if Norm(p.Lemma) != lemma {
			continue
		}
		if p.Tag.Case() == "nomn" {
			nominative = true
			switch p.Tag.Gender() {
			case "femn":
				g = Feminine
			default:
				g = Masculine
			}
		}
	}
	return lemma, nominative, g, ok
}

// ObjectPronoun returns the gender and number of a pronoun that names a
// person as an object («его», «меня»).
func (v *Vocabulary) ObjectPronoun(w string) (Gender, bool) {
	g, ok := v.objectPronouns[w]
	return g, ok
}

// IsPossessivePronoun reports whether w is a third-person pronoun that,
// right after a noun, names its owner («жену его»).
func (v *Vocabulary) IsPossessivePronoun(w string) bool { return v.possessives[w] }

// Narrator is the name given to the first person of a memoir or diary the
// text does not name.
func (v *Vocabulary) Narrator() string { return v.narrator }

// Deixis is what a deictic word («здесь», «оттуда») stands for.
type Deixis struct {
	// Here: the place a heading or dateline set for the paragraph (else
	// the last place named); otherwise the last place named.
	Here bool
	// HeadingOnly: only the place a heading or dateline set, and only
	// after «в» with no name following («В городе начались беспорядки»
	// under «(Одесса.)»); nothing without a heading.
	HeadingOnly bool
	// Role is the part the place plays in the sentence.
	Role Role
	// Noun: a common noun of a settlement or a land standing for one
	// named before (NounTown, NounLand); "" for a pronoun or adverb.
	Noun DeicticNoun
	// Features are the GeoNames feature codes («T.ISL») a NounFeature
	// stands for.
	Features []string
}

// DeicticNoun is the kind of place a common noun stands for.
type DeicticNoun string

const (
	// NounTown: a settlement or a building in one («город», «ратуша»).
	NounTown DeicticNoun = "town"
	// NounLand: a land named by that noun («ханство», «губерния»).
	NounLand DeicticNoun = "land"
	// NounCapital: the capital of the state the text is in («в
	// столице»).
	NounCapital DeicticNoun = "capital"
	// NounFeature: a natural feature named before by its name alone, of
	// one of the GeoNames feature codes of Deixis.Features («прибыл на
	// остров» after «выехал на Сахалин»).
	NounFeature DeicticNoun = "feature"
)

// Deictic reports whether w stands for a place named before.
func (v *Vocabulary) Deictic(w string) (Deixis, bool) {
	d, ok := v.deictic[w]
	return d, ok
}

// IsGerund reports whether t is a gerund (деепричастие: «проделав»,
// «сбрив»), by the dictionary; false without one.
func (r *Reader) IsGerund(t Token) bool {
	ps := r.parses(t)
	return len(ps) > 0 && r.posShare(ps, "GRND") >= 0.5
}

// IsPerfectiveGerund reports whether t is a perfective gerund, a thing
// done before the verb it goes with («простояв», «перезимовав», «придя»;
// not «заходя»), by the dictionary; false without one.
func (r *Reader) IsPerfectiveGerund(t Token) bool {
	if !r.IsGerund(t) {
		return false
	}
	for _, p := range r.parses(t) {
		if p.Tag.POS == "GRND" && p.Tag.Has("perf") {
			return true
		}
	}
	return false
}

// QueryWords returns the words a geocoder drops from the start of a query:
// every preposition of the vocabulary, and the settlement nouns («г.»,
// «деревня»).
func (v *Vocabulary) QueryWords() (prepositions, settlements []string) {
	for w := range v.preps {
		prepositions = append(prepositions, w)
	}
	sort.Strings(prepositions)
	return append(prepositions, v.otherPreps...), slices.Clone(v.settlementList)
}

// MayBeCase reports whether the dictionary reads t in the given case
// ("nomn", "accs", …) in some reading; without the dictionary, true.
func (r *Reader) MayBeCase(t Token, c string) bool {
	if r.a == nil {
		return true
	}
	for _, p := range r.parses(t) {
		if p.Tag.Case() == c {
			return true
		}
	}
	return false
}

// PersonalVerb reports whether t is a finite verb or a short participle in
// the singular of a person («закончил», «арестован», «уехала»): a
// sentence with one and no subject goes on about someone named before.
// Without the dictionary, a past tense in the singular by its ending.
func (r *Reader) PersonalVerb(t Token) bool {
	if !r.isFiniteVerb(t) {
		return false
	}
	if r.a == nil {
		for _, e := range []string{"л", "ла", "лся", "лась"} {
			if strings.HasSuffix(t.Norm, e) {
				return true
			}
		}
		return false
	}
	for _, p := range r.parses(t) {
		if (p.Tag.POS == "VERB" || p.Tag.POS == "PRTS") && p.Tag.Has("sing") && (p.Tag.Has("masc") || p.Tag.Has("femn") || p.Tag.Has("3per")) {
			return true
		}
	}
	return false
}

// VerbForms returns, for a word the dictionary reads as a finite form of a
// verb (in any tense, person or mood but the imperative) or a gerund, its
// verb's past tense in the masculine singular and in the plural,
// normalised («уедет», «перевело», «подъезжаем», «приехав» → «уехал»,
// «уехали»; «перевел», «перевели»; …), so that word lists of past forms
// read every form of their verbs. Participles are left out: a full one
// describes a noun («против посетившего её экзарха»), not what the clause
// tells, and a short passive one differs by its voice from the active
// forms such lists tell apart («отправлен», «отправил»). Nil for other
// words and without the dictionary.
func (r *Reader) VerbForms(t Token) []string {
	if r.a == nil || t.Kind != Word {
		return nil
	}
	if t.memo != nil && t.memo.formsDone {
		return t.memo.forms
	}
	c, cached := r.a.(*cachedAnalyzer)
	if cached {
		if out, ok := c.verbForms[t.Text]; ok {
			return out
		}
	}
	if out, ok := r.forms.get(t.Text); ok {
		if cached && len(c.verbForms) < c.max {
			c.verbForms[t.Text] = out
		}
		return out
	}
	ps := r.parses(t)
	var out []string
	if r.posShare(ps, "VERB", "INFN", "GRND") >= 0.5 {
		for _, p := range ps {
			if !p.Known || p.Tag.Has("impr") || p.Tag.Has("pssv") {
				continue
			}
			if p.Tag.POS != "VERB" && p.Tag.POS != "GRND" {
				continue
			}
			for _, gs := range [][]string{{"VERB", "past", "masc", "sing", "indc"}, {"VERB", "past", "plur", "indc"}} {
				if f, ok := r.a.Inflect(p, gs...); ok {
					if n := Norm(f); !slices.Contains(out, n) {
						out = append(out, n)
					}
				}
			}
		}
	}
	if t.memo != nil {
		t.memo.forms, t.memo.formsDone = out, true
	}
	if cached && len(c.verbForms) < c.max {
		c.verbForms[t.Text] = out
	}
	r.forms.put(t.Text, out)
	return out
}

// VerbPerson returns the grammatical person (1, 2 or 3; 0 for the past
// tense, which has none) and number of t when the dictionary reads it as a
// finite verb («подъезжаем»: 1, plural; «провели»: 0, plural); ok is false
// otherwise and without the dictionary.
func (r *Reader) VerbPerson(t Token) (person int, plural, ok bool) {
	return r.verbPerson(t, false)
}

// IndicativePerson is VerbPerson with an imperative reading giving way to
// an indicative one of the same form («пришли»: «send!» and «they came»):
// the person and number of a verb telling what was done.
func (r *Reader) IndicativePerson(t Token) (person int, plural, ok bool) {
	return r.verbPerson(t, true)
}

func (r *Reader) verbPerson(t Token, indicative bool) (person int, plural, ok bool) {
	if !r.isFiniteVerb(t) {
		return 0, false, false
	}
	ps := r.parses(t)
	indicative = indicative && slices.ContainsFunc(ps, func(p Parse) bool {
		return p.Known && p.Tag.POS == "VERB" && !p.Tag.Has("impr")
	})
	for _, p := range ps {
		if !p.Known || p.Tag.POS != "VERB" || indicative && p.Tag.Has("impr") {
			continue
		}
		switch {
		case p.Tag.Has("1per"):
			person = 1
		case p.Tag.Has("2per"):
			person = 2
		case p.Tag.Has("3per"):
			person = 3
		}
		return person, p.Tag.Number() == "plur", true
	}
	return 0, false, false
}

// IsInfinitive reports whether the dictionary reads t as an infinitive
// («идти», «отправиться»); false without the dictionary.
func (r *Reader) IsInfinitive(t Token) bool {
	if t.Kind != Word {
		return false
	}
	ps := r.parses(t)
	return len(ps) > 0 && r.posShare(ps, "INFN") >= 0.5
}

// PerfectiveInfinitiveForms returns, for a perfective infinitive
// («выехать», «отправиться»; not «ехать»), its verb's past forms as
// VerbForms gives them («выехал», «выехали»); nil for other words and
// without the dictionary.
func (r *Reader) PerfectiveInfinitiveForms(t Token) []string {
	if r.a == nil || !r.IsInfinitive(t) {
		return nil
	}
	var out []string
	for _, p := range r.parses(t) {
		if !p.Known || p.Tag.POS != "INFN" || !p.Tag.Has("perf") {
			continue
		}
		for _, gs := range [][]string{{"VERB", "past", "masc", "sing", "indc"}, {"VERB", "past", "plur", "indc"}} {
			if f, ok := r.a.Inflect(p, gs...); ok {
				if n := Norm(f); !slices.Contains(out, n) {
					out = append(out, n)
				}
			}
		}
	}
	return out
}

// DerivedFromToponym reports whether a place adjective in lower case may
// be made from the toponym name: always when the dictionary does not know
// the adjective («лодзинские») or marks it as a toponym's, else only when
// it knows name (or name with one more letter) as a toponym, or, before
// a noun of location (locative: «у курляндского берега», «норвежским
// побережьем»), the adjective's base before its place suffix spells all
// of name but its last letters (Курляндия, Норвегия: see sharesPlaceStem);
// before other nouns such a base often names no place («гражданской
// казни», not Grazhdanka). «морской» is made from «море», not from Мория, though
// the suffix rules derive both; «казанским» is Казань's.
func (r *Reader) DerivedFromToponym(t Token, name string, locative bool) bool {
	if r.a == nil || t.Kind != Word {
		return true
	}
	known := false
	for _, p := range r.parses(t) {
		if !p.Known {
			continue
		}
		if p.Tag.Has("Geox") {
			return true
		}
		known = known || p.Tag.POS == "ADJF"
	}
	if !known {
		return true
	}
	if locative && r.sharesPlaceStem(t, name) || r.madeFromName(t, name) {
		return true
	}
	// The gazetteer's name may be another language's form of the town
	// («Казан» for Казань): a toponym the dictionary knows one letter
	// longer is the same name.
	for _, w := range strings.Fields(name) {
		for _, end := range []string{"", "ь", "а", "я", "и", "о", "е"} {
			if r.isGeox(Token{Kind: Word, Text: w + end, Norm: Norm(w + end)}) {
				return true
			}
		}
	}
	return false
}

// madeFromName reports whether the adjective t is the one-word name plus
// a place suffix and nothing else («алай-ск-ий» of Алай, «мангышлак-ск-ий»
// of Мангышлак, «красновод-ск-ий» of Красноводск) while its base is no
// common word of the language (a name may be one: Алай): «совет-ск-ий»
// is made from «совет», not from the town of Sovetsk, «завод-ск-ой» from
// «завод».
func (r *Reader) madeFromName(t Token, name string) bool {
	if strings.ContainsAny(name, " -") {
		return false
	}
	base, _, ok := r.v.placeSuffixBase(r.adjectiveLemma(t))
	n := Norm(name)
	if !ok || utf8.RuneCountInString(base) < 4 || n != base && n != base+"ск" {
		return false
	}
	return !r.isCommonWord(Token{Kind: Word, Text: base, Norm: base})
}

// adjectiveLemma is the dictionary's normal form of the adjective t
// (masculine nominative singular), or t as written when it does not know t.
func (r *Reader) adjectiveLemma(t Token) string {
	for _, p := range r.parses(t) {
		if p.Known && p.Tag.POS == "ADJF" {
			return Norm(p.Lemma)
		}
	}
	return t.Norm
}

// sharesPlaceStem reports whether the adjective t's base before its place
// suffix and the toponym name begin alike over at least four letters and
// all of name but its last three («курлянд-ск-ий», «Курлянд-ия»;
// «норвеж-ск-ий», «Норве-гия»): the land the adjective is made from, not
// a name that only shares a short root with it («мор-ск-ой», «Мор-ия»;
// «свет-ск-ий», «Свет-логорск»).
func (r *Reader) sharesPlaceStem(t Token, name string) bool {
	base, _, ok := r.v.placeSuffixBase(r.adjectiveLemma(t))
	if !ok || strings.Contains(name, " ") {
		return false
	}
	a, b := []rune(base), []rune(Norm(name))
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n >= 4 && n >= len(b)-3
}

// FeatureClasses returns what a place named after the feature noun (its
// nominative, «остров») may be: GeoNames feature codes ("T.ISL"), and
// "country" or "settlement" where a state or a town of the name is the
// feature's place; nil when the noun does not restrict its name.
func (v *Vocabulary) FeatureClasses(noun string) []string { return v.featureClasses[Norm(noun)] }

// OthersOrigin reports whether the place at token k, after «из», is where
// someone other than the subject came from: «из» follows a participle or
// adjective, or a noun of a living being, that is not in the nominative
// («встретился с приехавшим из России Нечаевым», «ждали полномочных из
// Эдо», «принял гостей из Москвы»). False without the dictionary.
func (r *Reader) OthersOrigin(toks []Token, k int) bool {
	if r.a == nil || k < 2 || toks[k-1].Norm != "из" {
		return false
	}
	w := toks[k-2]
	if w.Kind != Word || w.Upper || r.MayBeCase(w, "nomn") {
		return false
	}
	return r.IsFullParticiple(w) || r.MayBeAdjective(w) && !r.IsFiniteVerb(w) || r.IsAnimateNoun(w)
}

// ThingSubjectOf reports whether the dictionary reads noun only as a
// common noun of a thing (no animate reading, no name), with a nominative
// reading that agrees in number (and, in the singular, gender) with a
// short passive participle reading of verb: «картины … отправлены»,
// «библиотека была перевезена». The thing is what the participle moves.
// False without the dictionary.
func (r *Reader) ThingSubjectOf(noun, verb Token) bool {
	if r.a == nil || noun.Kind != Word || verb.Kind != Word || noun.Upper {
		return false
	}
	ps := r.parses(noun)
	if len(ps) == 0 || r.posShare(ps, "NOUN") < 0.5 {
		return false
	}
	var nums []string
	for _, p := range ps {
		if p.Tag.POS != "NOUN" {
			continue
		}
		if !p.Known || p.Tag.Has("anim") || p.Tag.Has("Name") || p.Tag.Has("Surn") || p.Tag.Has("Geox") {
			return false
		}
		if p.Tag.Case() == "nomn" {
			nums = append(nums, numberGender(p.Tag))
		}
	}
	for _, p := range r.parses(verb) {
		if p.Tag.POS == "PRTS" && p.Tag.Has("pssv") && slices.Contains(nums, numberGender(p.Tag)) {
			return true
		}
	}
	return false
}

// numberGender is "plur", or "sing" with the gender, of a tag.
func numberGender(t Tag) string {
	if t.Has("plur") {
		return "plur"
	}
	for _, g := range []string{"masc", "femn", "neut"} {
		if t.Has(g) {
			return "sing " + g
		}
	}
	return "sing"
}
