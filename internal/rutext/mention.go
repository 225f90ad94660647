package rutext

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Mention is a toponym candidate of a sentence: a capitalised word or run
// of words, or a place adjective, with what the context says about it.
type Mention struct {
	// From and To are token indexes (To exclusive) in the sentence's
	// tokens; Start and End code-point offsets in the document.
	From, To   int
	Start, End int
	// Text is the mention as written («Херсонской губернии»).
	Text string
	// Query is what to look the place up by: the nominative where the
	// dictionary gives it («Херсонская губерния», «Нижний Новгород»),
	// else Text.
	Query string
	// Qualifier is the noun a place adjective qualifies («комитет»,
	// «замке»), for the geocoder's adjectival reading («Донской комитет»
	// → Дон); "" for a name.
	Qualifier string
	Role      Role
	// Prep is the governing preposition (normalised), "" if none.
	Prep string
	// Case is the grammatical case of the name's head when the dictionary
	// knows it ("nomn", "gent", "datv", "accs", "ablt", "loct"), "".
	Case string
	// Adjective: a place adjective standing for its place («Одесском
	// тюремном замке» → Odesa).
	Adjective bool
	// CommonBase: for an adjective of a common noun («Морской» of море,
	// «Балаганский» of балаган), its base with the place suffix kept
	// («морск», «балаганск»): only a place whose name keeps the suffix
	// (Балаганск, Томск for «Томский») or is the adjective itself
	// (Слободской) is its place, never one the geocoder derives from the
	// common noun (Мория).
	CommonBase string
	// Whole: a name of several words («Британским музеем», «Александровском
	// посту», «Херсонской губернии») that only a name of as many words may
	// match.
	Whole bool
	// Region: a province or land named with its noun («Херсонская
	// губерния», «Привислинский край») or a part of a country by a point
	// of the compass («Западная Швейцария»).
	Region bool
	// Bare: no preposition or cue word marks the mention as a place (a
	// subject, an object, a sentence's first word); Geox tells whether
	// the dictionary knows the head word as a toponym. A bare mention
	// the dictionary does not know needs a confident gazetteer match.
	Bare, Geox bool
	// Dateline: the place in capitals that heads a report or an entry
	// («РИГА, 12 января»); what follows happens there.
	Dateline bool
	// Imprint: a town of a book's imprint written short («(М., 1904)»,
	// «М.–Л., 1949–61»): where a work was printed (imprint_towns).
	Imprint bool
	// Way: a place after a word for the way («по пути к Сингапуру»,
	// «по дороге в Москву»): where someone was bound, not yet reached.
	Way bool
	// Lower: a place adjective written in lower case («петербургской
	// жандармерии»): only a town, region or country of some standing
	// stands behind one, and a country only when Locative: the noun names
	// a location («финляндской границы», not «финляндским паспортом»).
	Lower, Locative bool
	// Seat: the noun after a place adjective is an official whose title
	// names the town of his seat («вилюйский исправник», «якутскому
	// губернатору»): the town, not a province or river of the same stem.
	Seat bool
	// Nation: a capitalised adjective before the name of an event
	// («Польского восстания»): a country behind it is the nation, no place.
	Nation bool
	// Compared: named in a comparison («не хуже Киева»), a reference.
	Compared bool
	// Listed: the mention continues a list begun by the mention before it
	// («в Баку и Красноводск»); an indeclinable name in a list takes its
	// case from the list (Indeclinable: the dictionary knows the head word
	// as one).
	Listed, Indeclinable bool
	// Feature: the name follows a noun of a natural feature («озеро
	// Ханка», «долину Уссури»): a lake, river or range, not a town.
	// FeatureNoun is that noun in the nominative («озеро»), for a feature
	// the gazetteer names with its noun («озеро Зайсан»).
	// FeatureStart is the code-point offset where the noun begins: the
	// noun belongs to the place's span («острова Рюген», «Бухта Ольга»).
	// FeatureWord is the noun as written («островов»).
	Feature      bool
	FeatureNoun  string
	FeatureWord  string
	FeatureStart int
	// Building: the name follows the noun of a building's kind after a
	// preposition of place (building_nouns: «в собор Нотр-Дам», «в театре
	// Сан-Карло»): only a landmark of the name is the place, not a town
	// («в театре Панаева» names an owner).
	Building bool
	// QuotedPlace: a name refused as a quoted title that stands right
	// after a preposition of place («в «Ла Скала»»): it may still be a
	// landmark's name (read as Building).
	QuotedPlace bool
	// Town: the name follows a noun of a town or a village (town_nouns:
	// «на станцию Маньчжурия», «в село Покровское»): a settlement, not a
	// land of the same name.
	Town bool
	// NameNoun is that noun in the nominative when names are made of it
	// (name_nouns: «поста Александровского» → пост, of «Александровский
	// пост»); "" otherwise.
	NameNoun string
	// GivenName: a word of one token the dictionary knows as a given name
	// and not as a toponym («Коли», «Серёже»): no romanized foreign name.
	GivenName bool
	// Whose: a genitive after a noun that names no part of a land
	// («министром просвещения Латвии», «учёные Германии»): it says whose,
	// and a country so named is the state, not its territory.
	Whose bool
	// Alongside: a list item named alongside a genitive that says whose
	// («с послами Германии, Франции») or an organisation's place adjective
	// and noun («рабочих Бельгийской федерации, Италии и Испании»): a place
	// named, not where the sentence happens.
	Alongside bool
	// Addressee: a place adjective of whom a message goes to, a phrase in
	// the dative with no preposition («донёс казанскому губернатору»,
	// «писал Тифлисскому комитету»): the seat of the one written to, not
	// where the writer is.
	Addressee bool
	// Distant: a reference point some way off, after a distance («в ста
	// верстах от Черкасска»): what happens, happens elsewhere.
	Distant bool
	// Native: a place of belonging after a word of birth or origin
	// («уроженец местечка Короп», «родом из Тифлиса»): the person's
	// birthplace (its Role stays RoleTopic).
	Native bool
	// Within is, for a district named by its town's adjective, the
	// province named right after it in the nominative («Киренского округа
	// Иркутской губернии» → «Иркутская губерния»): the town is the one of
	// that province.
	Within string
	// Compass is, for a part of a land named by a point of the compass
	// («Западной Швейцарии»), its direction ("west", "northeast",
	// "centre"); Land the land («Швейцария»).
	Compass, Land string
	// Organisation is, for RoleOrganisation, the organisation as written
	// («Донской комитет»); Institution the institution a place adjective
	// qualifies («Одесском тюремном замке»).
	Organisation string
	Institution  string
	// Sited says the institution's own town follows it («в Петровскую
	// академию в Москве»): its adjective, unless it names a land the town
	// is in («Новороссийского университета в Одессе»), is a patron's or
	// the institution's own name, not a place.
	Sited bool
	// Refused is set when the words are not a place (a person, a title,
	// an organisation, a continent); Note gives the evidence.
	Refused Refusal
	Note    string
	// Namesake is set when the words also name a person (Note says why)
	// but stand where a place does (after «в», «из», «через», in an
	// entry's heading, by «взят», «оставлен»): a place only when the
	// gazetteer has a settlement of that name, else the person.
	Namesake bool
	// caseAt, when not 0, is 1 + the index of the token whose case is the
	// mention's: the noun of a part of a landmark («в X павильон
	// Александровской цитадели»: where someone was taken).
	caseAt int
}

// SpotOptions steer Spot.
type SpotOptions struct {
	// Persons are the people the document names (NewPersons, filled by
	// CollectPersons); nil for none.
	Persons *Persons
	// NotName reports words the caller knows are no names (month and
	// season words of a date grammar); nil for none.
	NotName func(Token) bool
	// Heading: the sentence is the heading of an entry, a date and a few
	// capitalised words and nothing else («21 января. Галюгаевская.»,
	// «Июль 1851 г. Старый Юрт.»): its name says where the entry is
	// written, a place context as a dateline is.
	Heading bool
	// Dated: the heading (Heading) is an entry's, under its date («12
	// апреля. Верное.»), not a section's («6. Мир.»), whose words may name
	// what the section tells of: its one name is a place whatever common
	// word it is also spelt as.
	Dated bool
	// LeftPlace reports the verbs of leaving whose direct object is the
	// place left («покинул», «оставил»): a capitalised adjective in the
	// accusative right after one is a candidate place, as a stanitsa's
	// name is («оставил Старогладковскую»); nil for none.
	LeftPlace func(Token) bool
}

// Spot finds the toponym candidates of a sentence's tokens (TokenizeRunes)
// in any syntactic role, in text order, refused ones included (Refused
// set). It consults no gazetteer: the caller geocodes Query and keeps the
// candidates the gazetteer confirms (see Mention.Bare).
func (r *Reader) Spot(toks []Token, opt SpotOptions) []Mention {
	cased, changed := r.truecase(toks)
	s := spotter{r: r, v: r.v, toks: cased, opt: opt}
	out := s.run()
	if changed {
		for i := range out {
			out[i].Text = Span(toks, out[i].From, out[i].To) // as written
		}
	}
	return out
}

// minCapsRun is how many words of three letters or more a run of words in
// capitals needs to be read as a line written in capitals (a heading, a
// dateline, a telegram) rather than acronyms («ЦК РСДРП»).
const minCapsRun = 2

// truecase returns the tokens with each word of a run of words in
// capitals («ИЗ ДОНЕСЕНИЙ КОНСУЛА В КАШГАРЕ», «ТИФЛИС, 3 ИЮНЯ») written
// as ordinary text would write it: a name (a word the dictionary knows
// as a toponym or a person's name, or does not know) and the sentence's
// first word capitalised, an adjective before a name too («НИЖНИЙ
// НОВГОРОД»), every other word in lower case; so capitals are read as
// case, not as names. It reports whether it changed any token; the input
// is not modified.
func (r *Reader) truecase(toks []Token) ([]Token, bool) {
	if r.a == nil {
		return toks, false
	}
	var out []Token
	first := slices.IndexFunc(toks, func(t Token) bool { return t.Kind == Word })
	for k := 0; k < len(toks); {
		if !capsWord(toks[k]) {
			k++
			continue
		}
		// The run: words in capitals with only numbers and punctuation
		// between them.
		end, long := k, 0
		for j := k; j < len(toks) && (toks[j].Kind != Word || capsWord(toks[j])); j++ {
			if toks[j].Kind == Word {
				end = j + 1
				if utf8.RuneCountInString(toks[j].Text) >= 3 {
					long++
				}
			}
		}
		if long < minCapsRun {
			k = end
			continue
		}
		if out == nil {
			out = slices.Clone(toks)
		}
		for j := k; j < end; j++ {
			if t := toks[j]; t.Kind == Word {
				out[j] = r.caseWord(t, j == first)
			}
		}
		for j := end - 2; j >= k; j-- {
			if out[j].Kind == Word && !out[j].Upper && out[j+1].Kind == Word && out[j+1].Upper && r.isAdjective(out[j]) {
				out[j] = recased(out[j], titleCase(strings.ToLower(out[j].Text)))
			}
		}
		// A dateline («БЕЛАЯ ЦЕРКОВЬ, 3 мая»): the words before the comma
		// that opens the date are the place's name, whatever the
		// dictionary reads them as («церковь», «луки»).
		if name := datelineName(toks, k, first); name > k {
			for j := k; j < name; j++ {
				if utf8.RuneCountInString(toks[j].Text) >= 3 {
					out[j] = recased(toks[j], titleCase(strings.ToLower(toks[j].Text)))
				}
			}
		}
		k = end
	}
	if out == nil {
		return toks, false
	}
	return out, true
}

// datelineName returns the end of the words in capitals that open a
// sentence at k (the sentence's first word) and stand right before a
// comma and a number: a dateline's place («ЯСНАЯ ПОЛЯНА, 9 ноября»);
// k when there is none.
func datelineName(toks []Token, k, first int) int {
	if k != first {
		return k
	}
	j := k
	for j < len(toks) && capsWord(toks[j]) {
		j++
	}
	if j+1 < len(toks) && toks[j].Kind == Punct && toks[j].Text == "," && toks[j+1].Kind == Number {
		return j
	}
	return k
}

// capsWord reports whether t is a word written in capitals (two letters or
// more, or a one-letter word other than a Roman numeral), not in a quoted
// title.
func capsWord(t Token) bool {
	return t.Kind == Word && !t.Title && isAllCaps(t.Text) && !IsRoman(t.Text)
}

// caseWord writes a word in capitals as ordinary text would: a toponym
// the dictionary knows, or a word it does not know and reads as no
// adjective, capitalised; a common word and an adjective it does not know
// («КАШГАРСКОМ») in lower case. A person's name, and the sentence's first
// word unless it is a common word other than an adjective, stay as written
// (capitals that say nothing of case: a heading's «ХИВИНСКИЙ ПОХОД»).
func (r *Reader) caseWord(t Token, first bool) Token {
	lower := strings.ToLower(t.Text)
	geox, person, known := false, false, false
	for _, p := range r.a.Parse(lower) {
		if !p.Known {
			continue
		}
		known = true
		geox = geox || p.Tag.Has("Geox")
		person = person || p.Tag.Has("Name") || p.Tag.Has("Surn") || p.Tag.Has("Patr")
	}
	lowered := recased(t, lower)
	adjective := r.isAdjective(lowered)
	switch {
	case person && !geox:
		return t
	case first && (!known || geox || adjective):
		return t
	case first:
		return recased(t, titleCase(lower))
	case geox || !known && !adjective && utf8.RuneCountInString(lower) >= 3:
		return recased(t, titleCase(lower))
	}
	return lowered
}

// recased is t written as text, its readings to be asked again.
func recased(t Token, text string) Token {
	t.Text = text
	r, _ := utf8.DecodeRuneInString(text)
	t.Upper = unicode.IsUpper(r)
	t.memo = &readings{}
	return t
}

type spotter struct {
	r    *Reader
	v    *Vocabulary
	toks []Token
	opt  SpotOptions
	out  []Mention
	// The last mention of a list in progress, for «Лозанну, Берн и Цюрих».
	chainEnd  int
	chainRole Role
	chainPrep string
	chainBare bool
	chainOrg  string
	chainCmp  bool // the list began after a comparison («не хуже Киева или Одессы»)
	// chainToponym: the last mention is one word the dictionary reads as a
	// toponym and never as a surname («Камышин»).
	chainToponym bool
	// chainAlongside: the list began with a genitive that says whose («с
	// послами Германии, Франции и Италии») or goes on from one.
	chainAlongside bool
}

func (s *spotter) norm(k int) string {
	if k < 0 || k >= len(s.toks) {
		return ""
	}
	return s.toks[k].Norm
}

func (s *spotter) isLowerWord(k int) bool {
	return k >= 0 && k < len(s.toks) && s.toks[k].Kind == Word && !s.toks[k].Upper && !s.toks[k].Title
}

// capWord reports whether token k is a capitalised word that may be (part
// of) a name: not in a title, not an acronym or Roman numeral, not a
// function word, pronoun or preposition.
func (s *spotter) capWord(k int) bool {
	if k < 0 || k >= len(s.toks) {
		return false
	}
	t := s.toks[k]
	if t.Kind != Word || !t.Upper || t.Title || IsAcronym(t) && !s.r.capsToponym(t) && !s.v.stateAcronyms[t.Norm] || IsRoman(t.Text) || len([]rune(t.Text)) == 1 {
		return false
	}
	if s.opt.NotName != nil && s.opt.NotName(t) {
		return false
	}
	w := t.Norm
	v := s.v
	if _, prep := v.preps[w]; prep || v.stopWords[w] || v.companion[w] || v.functionWords.Match(w) || v.listConj[w] {
		return false
	}
	if _, pro := v.pronouns[w]; pro {
		return false
	}
	if s.settlementWordOpening(k) {
		return false // «Гор. Верный, 20 января»: the word «город», not a name
	}
	if v.honorifics.Match(w) && k+1 < len(s.toks) && s.toks[k+1].Upper && (s.r.isAdjective(s.toks[k+1]) || v.honorifics.Match(s.toks[k+1].Norm)) &&
		!(k > 0 && s.toks[k-1].Kind == Word && s.toks[k-1].Upper && !v.stopWords[s.toks[k-1].Norm] && !v.honorifics.Match(s.toks[k-1].Norm)) {
		// «студентом Императорского Варшавского университета»: a title
		// before the place adjective, not a name (but «Императорская
		// Гавань», and the name of a body «Совет Императорского Русского
		// Географического общества» goes on).
		return false
	}
	return true
}

// settlementWordOpening reports whether token k is a settlement noun
// capitalised only because it opens the sentence, before the capitalised
// name it introduces, in full or written short with its full stop («Гор.
// Верный», «Дер. Шушенское», «Город Верный»).
func (s *spotter) settlementWordOpening(k int) bool {
	t := s.toks[k]
	if !s.v.settlementNouns[t.Norm] || !s.sentenceStart(k) {
		return false
	}
	j := k + 1
	if s.norm(j) == "." && s.toks[j].Start == t.End {
		j++
	}
	if j >= len(s.toks) || s.toks[j].Kind != Word || !s.toks[j].Upper {
		return false
	}
	// «Г. Куприн, проводивший лето…»: an initial (or «господин») before a
	// surname the dictionary knows and no toponym reading.
	return !(utf8.RuneCountInString(t.Norm) == 1 && s.r.isDictPerson(s.toks[j]) && !s.r.isGeox(s.toks[j]))
}

// sentenceStart reports whether token k opens the sentence or a quotation
// (where every word is capitalised).
func (s *spotter) sentenceStart(k int) bool {
	for j := k - 1; j >= 0; j-- {
		t := s.toks[j]
		if t.Kind == Word || t.Kind == Number {
			return false
		}
		if _, open := s.v.quotes[[]rune(t.Text)[0]]; open || IsDash([]rune(t.Text)[0]) || t.Text == ":" {
			return true
		}
	}
	return true
}

// runEnd returns the end of the run of capitalised words starting at k. A
// known person's surname starts a run of its own («Из Перми Чехов
// отправился»), and so does the word after a sentence-initial common word
// («Осенью Плеханов…»).
func (s *spotter) runEnd(k int) int {
	// «Земли Франца-Иосифа», «к Земле Франца-Иосифа», «Море Лаптевых»: a
	// land's or sea's noun opening a name keeps the name after it, which
	// stays in the genitive (or any case of its own) whatever case the
	// noun takes, and may be a person's.
	head := s.v.landHeadNouns.Match(s.toks[k].Norm)
	if head && k+1 < len(s.toks) && s.capWord(k+1) && s.toks[k+1].Start-s.toks[k].End <= 1 && s.toks[k+1].Quoted == s.toks[k].Quoted {
		return s.runEnd(k + 1)
	}
	if s.sentenceStart(k) && s.v.featureNouns.Match(s.toks[k].Norm) && k+1 < len(s.toks) && s.capWord(k+1) {
		// «Горы Боро-хоро.», «Озеро Каракуль.» heading an entry: the
		// feature's noun, capitalised as the sentence's first word, then
		// the feature's name, read as after the noun in lower case.
		return k + 1
	}
	if s.sentenceStart(k) && !s.nameStart(k) {
		// Every word opens a sentence with a capital: it begins a name of
		// several words only if it can («Нижний Новгород», «Анна
		// Николаева»), not «Комитеты Тифлиса» or «Выступила Анна».
		return k + 1
	}
	j := k + 1
	for j < len(s.toks) && s.capWord(j) && s.toks[j].Start-s.toks[j-1].End <= 1 && s.toks[j].Quoted == s.toks[k].Quoted {
		if s.r.IsSurnameToken(s.opt.Persons, s.toks[j]) && !s.r.NamePart(s.toks[j-1]) && !s.r.IsSurnameToken(s.opt.Persons, s.toks[j-1]) {
			break
		}
		if (!s.r.NamePart(s.toks[j-1]) || j == k+1 && s.prepRole(k-1) != "") && s.r.caseApart(s.toks[j-1], s.toks[j]) {
			// «в Лозанне Ленин выступил», «в Нижнем Новгороде Горький»: no
			// case in common, no one name; after a preposition even a
			// word that is also a given name («в Милане Достоевские»).
			break
		}
		if j == k+1 && s.prepRole(k-1) != "" && s.r.isGeox(s.toks[k]) && s.r.foreignNameWord(s.toks[j]) && !s.r.hasPersonNameReading(s.toks[k]) {
			// «в Баку Серго вчера арестован»: a town the dictionary knows,
			// then a name it does not know, the person's.
			break
		}
		if s.prepRole(k-1) != "" && s.r.IsGivenName(s.toks[j]) && !s.r.NamePart(s.toks[j-1]) && !s.r.isAdjective(s.toks[j-1]) {
			// «в Кутаисе Пётр Сомов»: after a preposition a place, then the
			// person; an adjective agreeing with the name makes one name
			// («в Святую Софию», «у Святого Георгия»).
			break
		}
		if s.r.IsGivenName(s.toks[j]) && !s.r.NamePart(s.toks[j-1]) && !s.r.isAdjective(s.toks[j-1]) && j+1 < len(s.toks) && s.capWord(j+1) && s.toks[j+1].Start-s.toks[j].End <= 1 {
			// «уроженец Вильны Иван Петров», «мещанин г. Кишинёва Иван
			// Петров»: a place, then a person named in full.
			break
		}
		if j == k+1 && s.prepRole(k-1) != "" && s.r.hasPersonNameReading(s.toks[j]) &&
			!s.r.isAdjective(s.toks[k]) && !s.r.NamePart(s.toks[k]) && !s.r.IsSurnameToken(s.opt.Persons, s.toks[k]) {
			// «в Казани Иванов поступил», «в Казани Петрова»: a fronted
			// place, then the subject's surname, which may share a case
			// with it. A place of two words opens with an adjective
			// («в Нижнем Новгороде», «в Сергиевом Посаде») or ends with
			// a place adjective the dictionary reads as no surname
			// («Новгород Северский»).
			break
		}
		if s.capitalisedHeadNoun(j) {
			break // «Бакинского Совета рабочих депутатов»: the place adjective, then the body
		}
		if j+1 < len(s.toks) && s.r.isAdjective(s.toks[j]) && s.isLowerWord(j+1) && s.regionNounAt(j+1) {
			break // «в Михайловском Вологодской губернии», «… губ.»: the province begins
		}
		if j+2 < len(s.toks) && s.norm(j+1) == "." && s.toks[j+1].Start == s.toks[j].End && s.isLowerWord(j+2) && s.regionNounAt(j+2) {
			break // «в Подольск Моск. губ.»: the province's adjective cut short
		}
		j++
	}
	return j
}

// sharedRegionNoun returns the plural province or district noun that the
// singular place adjective at k shares with the adjectives listed with it,
// after the list («Воронежской и Тамбовской губерний») or before it («из
// пяти уездов: Копальского, Верненского и Токмакского»); false when none.
// A singular adjective with a plural noun cannot be one name («Кавказских
// гор» is).
func (s *spotter) sharedRegionNoun(k int) (int, bool) {
	if !s.number(k, "ADJF", "sing") {
		return 0, false
	}
	sep := func(j int) bool { return s.norm(j) == "," || s.v.listConj[s.norm(j)] }
	listed := func(j int) bool { return s.capWord(j) && s.r.isAdjective(s.toks[j]) && s.number(j, "ADJF", "sing") }
	shared := func(j int) bool {
		// a province or district noun («губерний», «уездов», «округов»),
		// not a feature's («в горах Самаркандской обл.»); written short
		// («в Тульской и Орловской губ.»), it has no number to agree
		if _, abbrev := s.v.regionAbbrev[s.norm(j)]; abbrev && s.norm(j+1) == "." && j > k+1 {
			return true
		}
		if !s.isLowerWord(j) || !s.number(j, "NOUN", "plur") {
			return false
		}
		if s.v.districtNouns.Match(s.toks[j].Norm) {
			return true
		}
		lemma := s.nounLemma(j)
		for _, full := range s.v.regionAbbrev {
			if lemma == full {
				return true
			}
		}
		return false
	}
	j := k + 1
	for n := 0; n < 12 && j < len(s.toks); n++ {
		if shared(j) {
			return j, true
		}
		if !sep(j) {
			break
		}
		if j++; sep(j) {
			j++ // «, и»
		}
		if !listed(j) {
			break
		}
		j++
	}
	j = k - 1
	list := sep(j)
	for n := 0; n < 12 && sep(j); n++ {
		if j--; sep(j) {
			j--
		}
		if !listed(j) {
			return 0, false
		}
		j--
	}
	if s.norm(j) == ":" || s.norm(j) == "—" {
		j, list = j-1, true
	}
	if list && j >= 0 && shared(j) {
		return j, true
	}
	return 0, false
}

// sharedRegionNounAt reports whether the adjective at k shares a province
// noun with a list (sharedRegionNoun): «уездов: Бийского, …» after a colon.
func (s *spotter) sharedRegionNounAt(k int) bool {
	if !s.r.isAdjective(s.toks[k]) {
		return false
	}
	_, ok := s.sharedRegionNoun(k)
	return ok
}

// partyBefore reports whether a noun of war, peace or treaty stands
// before the «с» at j, a date or adjectives between («в войну 1877–78 с»,
// «мирный договор с»).
func (s *spotter) partyBefore(j int) bool {
	for k := j - 1; k >= 0 && k >= j-5; k-- {
		t := s.toks[k]
		switch {
		case t.Kind == Word && s.v.partyNouns.Match(t.Norm):
			return true
		case t.Kind == Number || t.Kind == Punct && IsDash([]rune(t.Text)[0]):
		case t.Kind == Word && !t.Upper && s.r.isAdjective(t):
		default:
			return false
		}
	}
	return false
}

// number reports whether the dictionary reads token k, as the part of
// speech pos, mainly in the number num ("sing", "plur").
func (s *spotter) number(k int, pos, num string) bool {
	if k < 0 || k >= len(s.toks) || s.toks[k].Kind != Word {
		return false
	}
	var with, all float64
	for _, p := range s.r.parses(s.toks[k]) {
		if p.Tag.POS != pos {
			continue
		}
		w := p.Score + 1e-6
		all += w
		if p.Tag.Number() == num {
			with += w
		}
	}
	return all > 0 && with/all >= 0.5
}

// nounLemma is the nominative singular of the noun at j («губерний» →
// «губерния»), its text when the dictionary does not know it.
func (s *spotter) nounLemma(j int) string {
	for _, p := range s.r.parses(s.toks[j]) {
		if p.Tag.POS == "NOUN" && p.Lemma != "" {
			return p.Lemma
		}
	}
	return s.toks[j].Norm
}

// regionNounLemma is the nominative singular of the province noun at j,
// written in full («губерний» → «губерния») or short («губ.» → «губерния»).
func (s *spotter) regionNounLemma(j int) string {
	if full, abbrev := s.v.regionAbbrev[s.norm(j)]; abbrev && s.norm(j+1) == "." {
		return full
	}
	return s.nounLemma(j)
}

// districtLemma is the nominative singular of the district noun at j, the
// shortest the dictionary reads it as («округе» → «округ», not the common
// noun «округа»).
func (s *spotter) districtLemma(j int) string {
	best := ""
	for _, p := range s.r.parses(s.toks[j]) {
		if p.Tag.POS == "NOUN" && s.v.districtNouns.Match(Norm(p.Lemma)) && (best == "" || len(p.Lemma) < len(best)) {
			best = p.Lemma
		}
	}
	if best == "" {
		return s.nounLemma(j)
	}
	return best
}

// regionNounAt reports whether a province noun stands at token j, in full
// («губернии», «уезда») or abbreviated with its full stop («губ.», «обл.»).
func (s *spotter) regionNounAt(j int) bool {
	if s.v.regionNouns.Match(s.toks[j].Norm) {
		return true
	}
	_, abbrev := s.v.regionAbbrev[s.norm(j)]
	return abbrev && s.norm(j+1) == "."
}

// townAfter reports whether the institution noun at j is followed by
// «в|во» and a capitalised name: where the institution is.
func (s *spotter) townAfter(j int) bool {
	toks := s.toks
	return j+2 < len(toks) && (s.norm(j+1) == "в" || s.norm(j+1) == "во") && toks[j+2].Kind == Word && toks[j+2].Upper && !toks[j+2].Quoted
}

// provincialInstitution returns the last word of an institution named
// by a place adjective, a province noun written short and the
// institution's words in lower case («Киевской губ. тюрьмы», «Киевского
// губ. жанд. упр.», «Семипалатинского обл. правления»): the short noun
// is then the adjective («губернский», «областной»), not the province.
// The words after it are an institution noun, or words cut short with
// their full stop (no settlement word: «Тобольской губ. г. Тары» names a
// town of the province; «тюрьмы» is an institution's noun, though a
// settlement word before a prison's name).
func (s *spotter) provincialInstitution(k int) (int, bool) {
	if _, ok := s.v.regionAbbrev[s.norm(k+1)]; !ok || s.norm(k+2) != "." {
		return 0, false
	}
	last := 0
	for j := k + 3; j < len(s.toks) && j <= k+7; j++ {
		inst := s.v.institutionNouns.Match(s.toks[j].Norm) || s.v.seatNouns.Match(s.toks[j].Norm)
		if !s.isLowerWord(j) || s.prepRole(j) != "" || s.v.settlementNouns[s.toks[j].Norm] && !inst || s.v.listConj[s.toks[j].Norm] {
			break
		}
		if _, ok := s.v.regionAbbrev[s.toks[j].Norm]; ok {
			break
		}
		if inst {
			last = j
			if s.norm(j+1) != "." {
				break
			}
		} else if s.norm(j+1) == "." && s.toks[j+1].Start == s.toks[j].End {
			last = j
		} else {
			break
		}
		if s.norm(j+1) == "." {
			j++
		}
	}
	return last, last > 0
}

// provinceAfter returns the province named at token k in the nominative
// («Иркутской губернии», «Иркутской губ.» → «Иркутская губерния»), "" when
// none stands there.
func (s *spotter) provinceAfter(k int) string {
	if s.norm(k) == "." && k > 0 && s.v.regionAbbrev[s.norm(k-1)] != "" {
		k++ // «Березовского у. Тобольской губ.»: after the district's noun cut short
	}
	if k+1 >= len(s.toks) || !s.capWord(k) || !s.provinceAt(k, k+1) {
		return ""
	}
	if full, ok := s.v.regionAbbrev[s.norm(k+1)]; ok && s.norm(k+2) == "." {
		return s.r.agreeWith(s.toks[k], full)
	}
	if q, ok := s.r.nominative(s.toks, k, k+2); ok {
		return q
	}
	return s.span(k, k+2)
}

// provinceAt reports whether the run [k, end) is one adjective before a
// province noun, in full or abbreviated («Виленской губернии», «Семиреченской
// обл.»): a province, whatever person the adjective's form may also name
// («дворянин Виленской губернии»).
func (s *spotter) provinceAt(k, end int) bool {
	return end == k+1 && k+1 < len(s.toks) && s.r.isAdjective(s.toks[k]) && s.isLowerWord(k+1) && s.regionNounAt(k+1)
}

// nameStart reports whether the word at k can begin a name of several
// words: a given name, a patronymic, an adjective («Нижний», «Ясная»), a
// word the dictionary knows as a name or toponym, or, without the
// dictionary, any word not read as a verb.
func (s *spotter) nameStart(k int) bool {
	t := s.toks[k]
	if (s.v.personNouns.Match(t.Norm) || s.v.roleStems.Match(t.Norm)) && !s.r.IsGivenName(t) && !s.r.NamePart(t) {
		return false // «Ссыльный Ульянов»: the adjective names what the person is
	}
	if s.r.IsGivenName(t) || s.r.NamePart(t) || s.r.isAdjective(t) {
		return true
	}
	if s.r.a != nil {
		return !s.r.isCommonWord(t)
	}
	return !s.r.isFiniteVerb(t) && !s.v.orgNouns.Match(t.Norm) && !s.v.settlementNouns[t.Norm] && !s.v.personNouns.Match(t.Norm)
}

// span returns the text of tokens [from, to) as written, single-spaced.
func (s *spotter) span(from, to int) string { return Span(s.toks, from, to) }

// Span returns the text of toks[from:to] as written, with a single space
// where the text had any; "" for an empty or out-of-range span.
func Span(toks []Token, from, to int) string {
	if from < 0 || to > len(toks) || from >= to {
		return ""
	}
	var b strings.Builder
	for k := from; k < to; k++ {
		if k > from && toks[k].Start > toks[k-1].End {
			b.WriteByte(' ')
		}
		b.WriteString(toks[k].Text)
	}
	return b.String()
}

// prepRole returns the role the preposition at token k gives the word after
// it, "" when it is none.
func (s *spotter) prepRole(k int) Role {
	if k < 0 || k >= len(s.toks) || s.toks[k].Kind != Word {
		return ""
	}
	return s.v.preps[s.toks[k].Norm]
}

// toponymAfterPrep reports whether the word at k, after a preposition of
// place, is read as the toponym the dictionary knows: a reading with Geox
// in a case the preposition governs («в Феодосии», «из Александрии»), and
// no patronymic or other name right after it («к Феодосию Ивановичу»). A
// word that is also a given name is then the town.
func (s *spotter) toponymAfterPrep(k int) bool {
	if k < 1 || s.toks[k-1].Kind != Word || s.toks[k-1].Upper && !s.sentenceStart(k-1) {
		return false
	}
	cases, ok := s.v.prepCases[s.toks[k-1].Norm]
	if !ok {
		return false
	}
	if k+1 < len(s.toks) && s.toks[k+1].Start-s.toks[k].End <= 1 && s.capWord(k+1) && !s.provinceAt(k+1, k+2) {
		if s.isPatronymic(k+1) || s.r.isDictPerson(s.toks[k+1]) || s.r.IsSurnameToken(s.opt.Persons, s.toks[k+1]) {
			return false
		}
	}
	for _, p := range s.r.parses(s.toks[k]) {
		if p.Known && p.Tag.Has("Geox") && cases[p.Tag.Case()] {
			return true
		}
	}
	return false
}

// nameNotPlaceAfterPrep reports whether the word at k, after a
// preposition (preposition_cases; a companion preposition governs the
// instrumental: «с Алей»), has known toponym readings, none of them in a
// case the preposition governs, and a given name's reading in one: the
// person, whom no toponym reading fits there. A surname's reading is
// no sign: surnames in -ский are the adjectives of place names too
// («на Андреевском спуске»).
func (s *spotter) nameNotPlaceAfterPrep(k int) bool {
	if k < 1 || s.toks[k-1].Kind != Word {
		return false
	}
	prev := s.toks[k-1].Norm
	cases, ok := s.v.prepCases[prev]
	if s.v.companion[prev] {
		cases, ok = Set{"ablt": true}, true
	}
	if !ok {
		return false
	}
	geox, geoxFits, nameFits := false, false, false
	for _, p := range s.r.parses(s.toks[k]) {
		if !p.Known {
			continue
		}
		c := p.Tag.Case()
		switch {
		case p.Tag.Has("Geox"):
			geox = true
			geoxFits = geoxFits || cases[c]
		case p.Tag.Has("Name"):
			nameFits = nameFits || cases[c]
		}
	}
	return geox && !geoxFits && nameFits
}

// orgAfter reports whether the adjective at token k is followed (through
// lower-case adjectives) by a noun m matches, and returns its index.
func (s *spotter) nounAfter(k int, m Matcher) (int, bool) {
	for j := k + 1; j < len(s.toks) && j <= k+3; j++ {
		t := s.toks[j]
		if t.Kind != Word || t.Title {
			return 0, false
		}
		if m.Match(t.Norm) && (!t.Upper || s.capitalisedHeadNoun(j)) {
			return j, true
		}
		if s.describingAdjective(j) {
			continue // «Китайской Восточной железной дороги»
		}
		if t.Upper || !s.r.isAdjective(t) {
			return 0, false
		}
	}
	return 0, false
}

func (s *spotter) refusedAt(k int) (Refusal, int) {
	// «Азия-Россия»: one continent or state in a compound is enough.
	if t := s.toks[k]; t.Kind == Word && strings.Contains(t.Norm, "-") {
		for _, part := range strings.Split(t.Norm, "-") {
			if reason, ok := s.v.refuse[part]; ok && (reason == RefusedContinent || reason == RefusedState) {
				return reason, k + 1
			}
		}
	}
	// The longest listed name starting at k.
	for n := min(s.v.refuseWords, len(s.toks)-k); n >= 1; n-- {
		var words []string
		ok := true
		for j := k; j < k+n; j++ {
			if s.toks[j].Kind != Word {
				ok = false
				break
			}
			words = append(words, s.toks[j].Norm)
		}
		if !ok {
			continue
		}
		if reason, found := s.v.refuse[strings.Join(words, " ")]; found {
			return reason, k + n
		}
	}
	return "", 0
}

// afterSettlement reports whether a settlement noun stands right before
// token k («в деревне Искра», «г. Тифлис»).
func (s *spotter) afterSettlement(k int) (int, bool) {
	j := k - 1
	if j >= 0 && s.toks[j].Norm == "." {
		j--
	}
	if j > 1 && s.toks[j].Norm == "же" && s.v.sameWords[s.toks[j-1].Norm] {
		j -= 2 // «в починок того же Глазовского уезда»
	}
	if j < 0 || !s.isLowerWord(j) && !(s.toks[j].Kind == Word && s.settlementWordOpening(j)) || !s.v.settlementNouns[s.toks[j].Norm] {
		return 0, false
	}
	if j == k-1 && len([]rune(s.toks[j].Norm)) <= 3 {
		return 0, false // «с», «г» without their full stop are other words
	}
	if _, prep := s.v.preps[s.toks[j].Norm]; prep && j == k-1 {
		return 0, false
	}
	if j > 0 && j < k-1 && s.toks[j-1].Kind == Number && len(s.toks[j-1].Text) == 4 {
		return 0, false // «в 1877 г. Сомов»: the year's «г.», not «город»
	}
	return j, true
}

// placeSlot reports whether the run [k, end) stands where only a place
// does, whatever person the words may also name: after a preposition of
// place («во Львове», «из Пушкина»), as the name of an entry's heading
// («Львов, 14 октября.», «24 июня. Ольга.»), or by a participle of a
// town's taking or loss («оставлен Львов», «Ярослав сдан»), or by a
// verb that names it («город назван Кировом»).
func (s *spotter) placeSlot(k, end int) bool {
	toks := s.toks
	if k > 0 && toks[k-1].Kind == Word && s.v.placePreps[toks[k-1].Norm] {
		return true
	}
	fate := func(j int) bool {
		return j >= 0 && j < len(toks) && toks[j].Kind == Word && s.v.townFateVerbs[toks[j].Norm]
	}
	if fate(k-1) || fate(end) {
		return true
	}
	if k > 0 && s.r.IsNamingVerb(toks[k-1]) {
		return true // «город назван Молотовом»: the name a town is given
	}
	if s.chainToponym && s.listItem(k) && s.v.listConj[s.norm(k-1)] && !s.r.caseApart(toks[s.chainEnd], toks[k]) {
		// «миновали Камышин и Царицын»: a list of places goes on after
		// «и», in the case of the one before («выехав из Одессы, Сомов
		// отправился» is no list).
		return true
	}
	return s.opt.Heading && s.headingName(k, end)
}

// headingName reports whether [k, end) is the only name of a heading
// sentence (SpotOptions.Heading): no other capitalised word but a month's
// (SpotOptions.NotName) stands in it.
func (s *spotter) headingName(k, end int) bool {
	for j, t := range s.toks {
		if j >= k && j < end || t.Kind != Word || !t.Upper {
			continue
		}
		if s.opt.NotName == nil || !s.opt.NotName(t) {
			return false
		}
	}
	return true
}

// personBefore returns why the word before token k makes it a person's
// name, "" when nothing does.
func (s *spotter) personBefore(k int) string {
	if k == 0 {
		return ""
	}
	p := s.toks[k-1]
	switch {
	case p.Kind == Word && p.Upper && s.r.IsGivenName(p) && s.toks[k].Start-p.End <= 1:
		return "after the given name «" + p.Text + "»"
	case p.Kind == Word && p.Upper && s.isPatronymic(k-1) && s.toks[k].Start-p.End <= 1:
		return "after the patronymic «" + p.Text + "»"
	case p.Norm == "." && k >= 2 && s.isInitial(k-2):
		return "after the initial «" + s.toks[k-2].Text + ".»"
	case p.Kind == Word && !p.Upper && s.v.nameParticles[p.Norm]:
		return "after the name particle «" + p.Text + "»"
	case p.Kind == Word && (!p.Upper || s.sentenceStart(k-1) && !p.Title) && (s.v.personCues[p.Norm] || s.v.personNouns.Match(p.Norm) || s.r.titleBefore(s.toks, k)) && !s.adjectivePhrase(k):
		// «Князь Львов приехал»: a title opening the sentence is one too.
		return "after «" + p.Text + "»"
	}
	return ""
}

// stateDeedAt reports whether a verb a state does as one (state_deed_verbs)
// stands at token k or, past one lower-case word, at k+1 («Германия
// объявила войну», «Германия вчера объявила войну»).
func (s *spotter) stateDeedAt(k int) bool {
	for j := k; j < len(s.toks) && j <= k+1; j++ {
		t := s.toks[j]
		if t.Kind != Word || t.Upper {
			return false
		}
		if s.v.stateDeeds.Match(t.Norm) {
			return true
		}
	}
	return false
}

func (s *spotter) isPatronymic(k int) bool {
	_, _, ok := s.r.patronymicLemma(s.toks[k])
	return ok
}

// isInitial reports whether token k is a single capital letter followed
// by a full stop.
func (s *spotter) isInitial(k int) bool {
	if k < 0 || k+1 >= len(s.toks) {
		return false
	}
	t := s.toks[k]
	rs := []rune(t.Text)
	return t.Kind == Word && len(rs) == 1 && unicode.IsUpper(rs[0]) && !IsLatinRoman(rs[0]) && s.toks[k+1].Norm == "."
}

func (s *spotter) run() []Mention {
	s.chainEnd = -10
	toks := s.toks
	for k := 0; k < len(toks); k++ {
		if end, town, ok := s.imprint(k, true); ok {
			// «(М., 1904)», «М.–Л., 1949–61»: where a work was printed.
			m := &Mention{From: k, To: end, Role: RoleReference, Query: town, Imprint: true}
			s.finish(m)
			s.out = append(s.out, *m)
			continue
		}
		if end, ok := s.initialName(k); ok {
			// «С.-Петербург», «Н. Новгород»: the initial belongs to the name.
			m := &Mention{From: k, To: end}
			if j, ok := s.nounPhrase(end - 1); ok && s.r.isAdjective(toks[end-1]) {
				// «в С.-Петербургском университете»: the adjective of the
				// name, as «Петербургском университете» is.
				m.Adjective, m.Institution, m.Qualifier = true, s.span(k, j+1), toks[j].Text
			}
			s.context(m)
			s.finish(m)
			s.out = append(s.out, *m)
			s.chainEnd, s.chainRole, s.chainPrep, s.chainBare, s.chainToponym = m.To-1, m.Role, m.Prep, m.Bare, false
			k = end - 1
			continue
		}
		if end, ok := s.dateline(k); ok {
			// «РИГА, 12 января.»: a dateline names where the report is from.
			m := &Mention{From: k, To: end, Role: RoleLocation, Dateline: true}
			s.finish(m)
			s.out = append(s.out, *m)
			k = end - 1
			continue
		}
		j, ok := s.lowerAdjective(k)
		elliptic := false
		if !ok {
			j, ok = s.ellipticAdjective(k)
			elliptic = ok
		}
		if ok && s.ethnicBefore(k, j) {
			continue // «татарскую деревню»: a people's, no place
		} else if ok {
			phrase := s.span(k, j+1)
			if elliptic {
				phrase = toks[k].Text + " " + toks[j].Text
			}
			m := &Mention{From: k, To: k + 1, Adjective: true, Lower: true, Qualifier: strings.ToLower(toks[j].Text), Institution: phrase,
				Locative: s.v.locationNouns.Match(toks[j].Norm), Seat: s.v.seatNouns.Match(toks[j].Norm)}
			s.context(m)
			m.Addressee = m.Role == RoleMention && s.dativePhrase(k, j)
			institution := m.Role == RoleLocation && s.v.staticPrep(m.Prep) &&
				(s.v.institutionNouns.Match(toks[j].Norm) || s.v.landmarkNouns.Match(toks[j].Norm))
			if (m.Role == RoleMention || m.Role == RoleLocation) && !institution {
				// «петербургской жандармерии», «у финляндской границы»:
				// it says where something belongs, not where the sentence
				// happens; «в лодзинской тюрьме», «в петербургском
				// театре» are in the town.
				m.Role, m.Bare = RoleReference, false
			}
			if s.belongingNoun(j) {
				m.Role, m.Bare = RoleTopic, false // «под именем ярославского купца»
			}
			s.finish(m)
			s.out = append(s.out, *m)
			continue
		}
		if j, ok := s.shortAdjective(k); ok && j == k+2 && s.regionNounAt(j) {
			// «Моск. губ.», «Тобол. губернии»: the province, its adjective
			// cut short; the geocoder finds the one province so named.
			to := j + 1
			full := toks[j].Norm
			if f, abbrev := s.v.regionAbbrev[toks[j].Norm]; abbrev && s.norm(j+1) == "." {
				to, full = j+2, f
			} else if q, known := s.r.nominative(toks, j, j+1); known {
				full = Norm(q)
			}
			m := &Mention{From: k, To: to, Region: true, Whole: true}
			s.context(m)
			s.finish(m)
			m.Query = capitalize(Norm(toks[k].Text)) + ". " + full
			s.out = append(s.out, *m)
			k = to - 1
			continue
		} else if ok {
			// «тобол. гимназии», «Черномор. флота»: a place adjective cut
			// short, which the geocoder reads as the beginning of a name.
			m := &Mention{From: k, To: k + 2, Adjective: true, Lower: !toks[k].Upper, Qualifier: strings.ToLower(toks[j].Text), Institution: s.span(k, j+1),
				Locative: s.v.locationNouns.Match(toks[j].Norm), Seat: s.v.seatNouns.Match(toks[j].Norm)}
			s.context(m)
			institution := m.Role == RoleLocation && s.v.staticPrep(m.Prep) &&
				(s.v.institutionNouns.Match(toks[j].Norm) || s.v.landmarkNouns.Match(toks[j].Norm))
			if (m.Role == RoleMention || m.Role == RoleLocation) && !institution {
				m.Role, m.Bare = RoleReference, false
			}
			s.finish(m)
			m.Query = capitalize(Norm(toks[k].Text)) + "."
			s.out = append(s.out, *m)
			k++
			continue
		}
		if s.shortTown(k) {
			// «в Петерб.», «из Тифл., где…»: a town's name cut short
			// after a preposition of place, which the geocoder reads as
			// the beginning of one prominent town's name.
			m := &Mention{From: k, To: k + 2}
			s.context(m)
			s.finish(m)
			m.Query = capitalize(Norm(toks[k].Text)) + "."
			s.out = append(s.out, *m)
			k++
			continue
		}
		if end, prep, ok := s.quotedPlace(k); ok {
			m := &Mention{From: k, To: end, Refused: RefusedTitle, Note: "a quoted name", QuotedPlace: true,
				Role: s.prepRole(prep), Prep: s.norm(prep)}
			s.finish(m)
			s.out = append(s.out, *m)
			k = end - 1
			continue
		}
		if !s.capWord(k) {
			continue
		}
		end := s.runEnd(k)
		if end == k+1 && s.sentenceStart(k) && s.v.featureNouns.Match(toks[k].Norm) && k+1 < len(toks) && s.capWord(k+1) {
			continue // «Горы Боро-хоро.»: the noun of the name after it
		}
		if i, ok := s.placeAdjectiveInName(k, end); ok {
			// «Китайской Восточной железной дороги», «Великому Сибирскому
			// пути», «Варшавской Главной школы»: the one place adjective
			// of a capitalised name is the place; the others describe.
			k, end = i, i+1
		}
		m := s.candidate(k, end)
		if m == nil {
			k = end - 1
			continue
		}
		s.finish(m)
		s.out = append(s.out, *m)
		if m.Refused == RefusedContinent || m.Refused == RefusedState {
			// «в городах Европы, Париже, Лозанне»: a list of places goes on.
			s.context(m)
		}
		if m.Refused == "" || m.Refused == RefusedContinent || m.Refused == RefusedState {
			s.chainEnd, s.chainRole, s.chainPrep, s.chainBare, s.chainCmp = m.To-1, m.Role, m.Prep, m.Bare, m.Compared
			s.chainToponym = m.Refused == "" && m.To == m.From+1 && s.r.isGeox(toks[m.From]) && !s.r.hasReading(toks[m.From], "Surn")
			s.chainAlongside = m.Whose || m.Alongside
			if m.Role == RoleOrganisation && m.Organisation != "" && !m.Adjective {
				s.chainOrg = strings.TrimSuffix(m.Organisation, " "+m.Text)
			}
		}
		k = max(m.To, k+1) - 1
	}
	s.shareListCase()
	return s.out
}

// instrumentalOutsideList reports whether the word at k reads only in
// the instrumental while the list it may continue stands after a
// preposition that does not govern it (preposition_cases).
func (s *spotter) instrumentalOutsideList(k int) bool {
	cases, ok := s.v.prepCases[s.chainPrep]
	if !ok || cases["ablt"] {
		return false
	}
	seen := false
	for _, p := range s.r.parses(s.toks[k]) {
		if !p.Known || p.Tag.Case() == "" {
			continue
		}
		if p.Tag.Case() != "ablt" {
			return false
		}
		seen = true
	}
	return seen
}

// featureAbbrevBefore returns the index of a feature's noun written short
// (feature_abbreviations: «о.», «р.», «о-ве») right before the name at k,
// -1 when there is none. A number before it makes «р.» a sum of roubles.
func (s *spotter) featureAbbrevBefore(k int) int {
	j := k - 1
	if k >= 2 && s.toks[k-1].Norm == "." && s.toks[k-1].Start == s.toks[k-2].End {
		j = k - 2
	}
	if j < 0 || !s.isLowerWord(j) || j > 0 && s.toks[j-1].Kind == Number {
		return -1
	}
	if _, ok := s.v.featureAbbrev[s.abbrevKey(j)]; !ok {
		return -1
	}
	return j
}

// abbrevKey is the key of feature_abbreviations the word at j may be: the
// word and its full stop when one follows it, else the word.
func (s *spotter) abbrevKey(j int) string {
	if j+1 < len(s.toks) && s.toks[j+1].Norm == "." && s.toks[j+1].Start == s.toks[j].End {
		return s.toks[j].Norm + "."
	}
	return s.toks[j].Norm
}

// institutionHead reports whether the capitalised word at k is a common
// noun that opens an institution's name with a complement in the genitive
// in lower case («в Дом предварительного заключения», «избран в Совет
// рабочих депутатов», «в Музей изящных искусств»): the name of the
// institution, not a town spelt like the noun (Dome, Sovet). A town's
// province after it («в Остров Псковской губернии») is capitalised.
func (s *spotter) institutionHead(k int) bool {
	t := s.toks[k]
	if !t.Upper || t.Title || !s.r.isMainlyCommonWord(t) || s.r.posShare(s.r.parses(t), "NOUN") < 0.5 || !s.isLowerWord(k+1) {
		return false
	}
	return s.r.MayBeCase(s.toks[k+1], "gent") && (s.r.isAdjective(s.toks[k+1]) || s.r.isNoun(s.toks[k+1]))
}

// quotedPlace reports whether a quoted name of one to three capitalised
// words opens at token k right after a preposition of place and its
// opening quote («пел в «Ла Скала»», «заключён в «Кресты»»), and returns
// the index of its closing quote. A theatre or a prison goes by such a
// name as a newspaper does («в «Искре»»): only a landmark of the name is
// a place.
//
// The building's noun may stand between the preposition and the quote
// («в тюрьму «Кресты»», «в театре «Шатле»»): a landmark's or an
// institution's noun. prep is the preposition's index.
func (s *spotter) quotedPlace(k int) (end, prep int, ok bool) {
	toks := s.toks
	if k < 2 || !toks[k].Quoted || !toks[k].Title || !toks[k].Upper || toks[k-1].Kind != Punct || !s.isOpening(k-1) {
		return 0, 0, false
	}
	prep = k - 2
	if s.isLowerWord(prep) && (s.v.landmarkNouns.Match(s.norm(prep)) || s.v.institutionNouns.Match(s.norm(prep))) {
		prep--
	}
	if s.prepRole(prep) == "" || !s.v.staticPrep(s.norm(prep)) {
		return 0, 0, false
	}
	for j := k + 1; j < len(toks) && j <= k+3; j++ {
		if toks[j].Kind == Punct {
			open := []rune(toks[k-1].Text)[0]
			return j, prep, toks[j].Text == string(s.v.quotes[open])
		}
		if toks[j].Kind != Word || !toks[j].Upper {
			return 0, 0, false
		}
	}
	return 0, 0, false
}

// placeAdjectiveInName returns the index of the one place adjective
// (with a place suffix: сибир-ск-ий) in the capitalised run [k, end) of
// two or more adjectives that a lower-case word follows, the others
// having none («Китайской Восточной железной дороги», «Великому
// Сибирскому рельсовому пути»); false otherwise. Such a run is the name of
// a railway, a school or an office, not of a place: only the adjective
// made from a place name stands for one.
func (s *spotter) placeAdjectiveInName(k, end int) (int, bool) {
	if end-k < 2 || end >= len(s.toks) || !s.isLowerWord(end) {
		return 0, false
	}
	at := -1
	for j := k; j < end; j++ {
		t := s.toks[j]
		if t.Kind != Word || !s.r.isAdjective(t) || strings.Contains(t.Text, "-") {
			return 0, false
		}
		if s.v.hasPlaceSuffix(t.Norm) {
			if at >= 0 {
				return 0, false
			}
			at = j
		}
	}
	return at, at >= 0
}

// initialName reports whether an initial at token k begins a place name
// («С.-Петербург»: С, ., -, Петербург) and returns the end of the name.
// An adjective of a name written short («Юж. Америка», «Мал. Азии», «Сев.
// Ледовитый океан», «о-в Св. Елены») begins the name too: the name runs
// on over its capitalised words and a water noun after them.
func (s *spotter) initialName(k int) (int, bool) {
	if k+1 >= len(s.toks) || s.toks[k].Kind != Word || !s.toks[k].Upper || s.toks[k+1].Norm != "." {
		return 0, false
	}
	words, ok := s.v.nameInitials[s.toks[k].Norm]
	if !ok || !s.isInitial(k) && len([]rune(s.toks[k].Text)) < 2 {
		return 0, false
	}
	j := k + 2
	if j < len(s.toks) && s.toks[j].Kind == Punct && IsDash([]rune(s.toks[j].Text)[0]) {
		j++
	}
	if j < len(s.toks) && s.toks[j].Kind == Word && s.toks[j].Upper && words.Match(s.toks[j].Norm) && s.toks[j].Start-s.toks[j-1].End <= 1 {
		if s.isInitial(k) {
			return j + 1, true
		}
		if e, ok := s.initialName(j); ok {
			return e, true // «Сев.-Амер. Соед. Штаты»: one short adjective after another
		}
		end := max(s.runEnd(j), j+1)
		if end < len(s.toks) && s.isLowerWord(end) && s.v.waterNouns.Match(s.toks[end].Norm) {
			end++
		}
		return end, true
	}
	if s.isInitial(k) && j == k+2 && s.placeSlotBefore(k) && s.capWord(j) && s.toks[j].Start-s.toks[j-1].End <= 1 &&
		(!s.r.hasPersonNameReading(s.toks[j]) || s.r.isGeox(s.toks[j])) {
		// «в Н. Тагиле», «в В. Устюг», «Перми, Н. Тагиле и …»: a
		// name's first word written short in a place's slot, where the
		// word after it is no person's name; the gazetteer reads the
		// initial («Нижний», «Великий») or finds no place.
		return j + 1, true
	}
	return 0, false
}

// imprint reports whether token k is a town of a book's imprint written
// short (imprint_towns) with its full stop, and returns the end of the
// abbreviation and the town's name. The imprint follows a title, a
// volume or an opening bracket, after a comma, a semicolon or the bracket
// (with opening), and the year of printing follows it after a comma,
// or another imprint town after a dash («М.–Л., 1949»). A person's
// initial comes before a surname («М. Горький») or stands alone
// («подпоручик Л., мой товарищ»), never before a year.
func (s *spotter) imprint(k int, opening bool) (int, string, bool) {
	toks := s.toks
	if k+2 >= len(toks) || toks[k].Kind != Word || !toks[k].Upper || toks[k+1].Norm != "." || toks[k+1].Start != toks[k].End {
		return 0, "", false
	}
	town, ok := s.v.imprintTowns[toks[k].Norm]
	if !ok {
		return 0, "", false
	}
	if opening && k > 0 && !(toks[k-1].Kind == Punct && strings.ContainsAny(toks[k-1].Text, "(,;")) && !s.imprintPair(k) {
		return 0, "", false
	}
	next := toks[k+2]
	switch {
	case next.Norm == "," && k+3 < len(toks) && toks[k+3].Kind == Number && utf8.RuneCountInString(toks[k+3].Text) == 4:
		return k + 2, town, true
	case next.Kind == Punct && IsDash([]rune(next.Text)[0]) && next.Start == toks[k+1].End:
		if _, _, ok := s.imprint(k+3, false); ok {
			return k + 2, town, true
		}
	}
	return 0, "", false
}

// imprintPair reports whether token k follows another imprint town and a
// dash («Л.» of «М.–Л.»).
func (s *spotter) imprintPair(k int) bool {
	toks := s.toks
	if k < 3 || toks[k-1].Kind != Punct || !IsDash([]rune(toks[k-1].Text)[0]) || toks[k-2].Norm != "." {
		return false
	}
	_, ok := s.v.imprintTowns[toks[k-3].Norm]
	return ok && toks[k-3].Upper
}

// placeSlotBefore reports whether the token at k stands where a place is
// named: right after a preposition of place, or as the next item of a
// list of places.
func (s *spotter) placeSlotBefore(k int) bool {
	switch s.prepRole(k - 1) {
	case RoleLocation, RoleDestination, RoleOrigin:
		return true
	}
	return s.listItem(k)
}

// dateline reports whether the sentence opens with a place written in
// capitals and a comma or full stop after it («РИГА, 12 января 1905 г.»,
// «НЬЮ-ЙОРК, 28 марта»), the heading of a report or a diary entry, and
// returns the end of the place's words.
func (s *spotter) dateline(k int) (int, bool) {
	if !s.sentenceStart(k) {
		return 0, false
	}
	j := k
	for j < len(s.toks) && s.toks[j].Kind == Word && isAllCaps(s.toks[j].Text) && !IsRoman(s.toks[j].Text) {
		j++
	}
	if j == k {
		return s.titleDateline(k)
	}
	if j >= len(s.toks) || (s.toks[j].Norm != "," && s.toks[j].Norm != ".") {
		return 0, false
	}
	if _, _, ok := s.r.Head(s.toks[k:]); ok && j == k+1 || s.givenNameAfterComma(j) {
		// «ПАВЛОВ, Иван Петрович, физиолог»: the head word of an article
		// and the given name (and patronymic) after its comma name a person.
		return 0, false
	}
	n := 0
	for _, c := range s.span(k, j) {
		if unicode.IsLetter(c) {
			n++
		}
	}
	return j, n >= 3
}

// givenNameAfterComma reports whether a comma at j is followed by a given
// name: the surname before it opens an entry or a list of persons
// («ПАВЛОВ, Иван Петрович», «Чехов, Антон Павлович»).
func (s *spotter) givenNameAfterComma(j int) bool {
	return j+1 < len(s.toks) && s.toks[j].Norm == "," && s.r.IsGivenName(s.toks[j+1])
}

// titleDateline reports whether the sentence is only a capitalised place,
// a comma and a date with its year («Тифлис, 3 мая 1890 г.», «Париж,
// 24.XII.1888»): the dateline of an entry that the sentence splitter cut
// off at a paragraph's start. A sentence that goes on after the date
// («Тифлис, 3 мая 1890 г., был …») is no dateline.
func (s *spotter) titleDateline(k int) (int, bool) {
	toks := s.toks
	j := k
	for j < len(toks) && toks[j].Kind == Word && toks[j].Upper && !toks[j].Quoted ||
		j > k && j+1 < len(toks) && toks[j].Kind == Punct && IsDash([]rune(toks[j].Text)[0]) && toks[j+1].Upper {
		j++
	}
	if j == k || j+1 >= len(toks) || toks[j].Norm != "," || toks[j+1].Kind != Number {
		return 0, false
	}
	year := false
	for _, t := range toks[j+1:] {
		switch {
		case t.Kind == Number:
			year = year || len([]rune(t.Text)) == 4
		case t.Kind == Word:
			if t.Upper && !IsRoman(t.Text) || s.r.isFiniteVerb(t) {
				return 0, false
			}
		case t.Norm == ",":
			return 0, false
		}
	}
	return j, year && len(toks)-j <= 12
}

func isAllCaps(w string) bool {
	letters := 0
	for _, c := range w {
		if unicode.IsLetter(c) {
			if !unicode.IsUpper(c) {
				return false
			}
			letters++
		}
	}
	return letters > 0
}

// candidate classifies the run [k, end) of capitalised words; nil when it
// is not worth a look (a sentence-initial common word).
func (s *spotter) candidate(k, end int) *Mention {
	v, r := s.v, s.r
	toks := s.toks
	m := &Mention{From: k, To: end}
	_, settled := s.afterSettlement(k)
	// «у мыса Флора», «островов Прибылова», «Земли Франца-Иосифа»: a
	// feature's noun before the names, or a land's noun opening them,
	// makes them the feature's, whatever person they may also name.
	featureNamed := k > 0 && s.isLowerWord(k-1) && v.featureNouns.Match(s.norm(k-1)) || s.featureAbbrevBefore(k) >= 0 ||
		end-k >= 2 && v.landHeadNouns.Match(s.norm(k))
	if settled && end-k >= 3 && r.IsGivenName(toks[k]) && s.isPatronymic(k+1) {
		// «проводили до станции Михаила Семёновича Щепкина»: a given
		// name, a patronymic and a surname are a person, not the
		// settlement's name.
		settled = false
	}

	if k == 0 && end+2 < len(toks) && s.givenNameAfterComma(end) && s.isPatronymic(end+2) {
		// «ПАВЛОВ, Иван Петрович, физиолог», «Чехов, Антон Павлович»: an
		// entry or a list opens with a person's surname, then the given
		// name and the patronymic; no town, whatever town it also names.
		m.Refused, m.Note = RefusedPerson, "a surname before «, "+toks[end+1].Text+" "+toks[end+2].Text+"»"
		return m
	}
	if end < len(toks) && s.isLowerWord(end) && v.waterNouns.Match(toks[end].Norm) && s.adjectivesOnly(k, end) {
		// «шёл Индийским океаном», «Суэцким каналом», «в Северный
		// Ледовитый океан»: a sea's name, of one adjective or several, the
		// line of a route or a reference, never the adjective's land or
		// town.
		m.To, m.Whole, m.Feature = end+1, true, true
		s.context(m)
		if m.Role == RoleMention {
			m.Role, m.Bare = RoleReference, false
		}
		return m
	}
	// «Южной Америки»: a continent refused whole, not a part of a land.
	_, refusedTo := s.refusedAt(k)
	if dir := v.compass(toks[k].Norm); dir != "" && r.isAdjective(toks[k]) && refusedTo <= k+1 {
		// «Западной Швейцарии»: a part of a land, not an adjective that
		// locates nothing.
		landEnd := end
		if end == k+1 && k+1 < len(toks) && s.capWord(k+1) && toks[k+1].Start-toks[k].End <= 1 {
			landEnd = s.runEnd(k + 1)
		}
		if landEnd > k+1 {
			if reason, _ := s.refusedAt(k + 1); reason == "" || reason == RefusedState {
				m.To = landEnd
				m.Region, m.Whole, m.Compass, m.Land = true, true, dir, s.span(k+1, landEnd)
				if q, ok := r.nominative(toks, k+1, landEnd); ok {
					m.Land = q
				}
				s.context(m)
				return m
			}
		}
	}
	if reason, to := s.refusedAt(k); reason != "" && !settled {
		m.To, m.Refused, m.Note = to, reason, "listed in the vocabulary as "+string(reason)
		if q, ok := r.nominative(toks, k, to); ok && reason == RefusedState {
			m.Query = q // a caller may still take the territory («из России»)
		}
		return m
	}
	if toks[k].Quoted && k > 0 && toks[k-1].Kind == Punct && s.isOpening(k-1) && toks[k].Title {
		m.Refused, m.Note = RefusedTitle, "a quoted name"
		return m
	}
	if end == k+1 && !settled && s.institutionHead(k) {
		m.Refused, m.Note = RefusedOrganisation, "an institution's name: a common noun and its complement"
		return m
	}
	if settled && end < len(toks) && s.r.isFiniteVerb(toks[end]) {
		if p := s.opt.Persons; p != nil {
			if name, _, _, ok := r.PersonName(toks, k, end); ok && (p.Has(name) || p.Canonical(name) != name) {
				// «На острове Чехов провёл три месяца»: the person the
				// document names, the subject of the verb after it.
				m.Refused, m.Note = RefusedPerson, "the document names the person «"+p.Canonical(name)+"»"
				return m
			}
		}
	}
	if !settled && !featureNamed && !s.provinceAt(k, end) {
		if why := s.personBefore(k); why != "" {
			m.Refused, m.Note = RefusedPerson, why
			return m
		}
		if end < len(toks) && toks[end].Upper && s.isPatronymic(end) && toks[end].Start-toks[end-1].End <= 1 {
			m.To = end + 1
			m.Refused, m.Note = RefusedPerson, "before the patronymic «"+toks[end].Text+"»"
			return m
		}
		if end < len(toks) && toks[end].Kind == Word && IsRoman(toks[end].Text) && toks[end].Start-toks[end-1].End <= 1 {
			// «Александра III», «Пия IX»: a ruler's name and number.
			m.To = end + 1
			m.Refused, m.Note = RefusedPerson, "before the regnal number «"+toks[end].Text+"»"
			return m
		}
		if end-k == 1 && end < len(toks) && r.IsGivenName(toks[k]) && s.capWord(end) && toks[end].Start-toks[k].End <= 1 &&
			!(s.prepRole(k-1) != "" && r.caseApart(toks[k], toks[end])) && !s.provinceAt(end, end+1) {
			// «Феодосии Таврической губ.»: a province after it makes the
			// word a town, whatever given name it may also be.
			m.Refused, m.Note = RefusedPerson, "a given name before «"+toks[end].Text+"»"
			return m
		}
		if end-k > 1 && (r.IsGivenName(toks[k]) || s.isInitial(k)) {
			m.Refused, m.Note = RefusedPerson, "a name that begins with the given name «"+toks[k].Text+"»"
			return m
		}
		for j := k + 1; j < end; j++ {
			if s.isPatronymic(j) {
				m.Refused, m.Note = RefusedPerson, "a name with the patronymic «"+toks[j].Text+"»"
				return m
			}
		}
		if end-k == 1 && end < len(toks) && r.a == nil && s.sentenceStart(k) && v.pastTense(toks[end].Norm) && !s.adjectivePhrase(k) {
			// Without the dictionary: a surname as the subject of the verb
			// right after it («Сталин приехал…»).
			if _, _, _, _, ok := r.surnameLemma(toks[k], false, false); ok {
				m.Refused, m.Note = RefusedPerson, "a surname before the verb «"+toks[end].Text+"»"
				return m
			}
		}
		placeSlot := s.placeSlot(k, end)
		if p := s.opt.Persons; p != nil {
			why := ""
			if name, _, _, ok := r.PersonName(toks, k, end); ok && (p.Has(name) || p.Canonical(name) != name) && !s.adjectiveRun(k, end) &&
				!(end-k == 1 && s.toponymAfterPrep(k)) {
				why = "the document names the person «" + p.Canonical(name) + "»"
			} else if end == k+1 && r.IsSurnameToken(p, toks[k]) && !s.adjectiveRun(k, end) {
				// «Дзержинский бежал» after «Феликс Дзержинский»: the
				// surname, whatever else the dictionary reads in it.
				why = "the document names the person «" + p.Canonical(toks[k].Text) + "»"
			} else if full, ok := r.foreignNamePart(p, toks[k]); ok && end == k+1 {
				// «Токтогул давно враждовал» after «Токтогул Сатылганов»:
				// a part of a foreign name the document gave in full.
				why = "the document names the person «" + full + "»"
			}
			switch {
			case why != "" && placeSlot:
				// «во Львове» beside «князь Львов»: this mention's own
				// place reading, if the gazetteer has such a town.
				m.Namesake, m.Note = true, why
			case why != "":
				m.Refused, m.Note = RefusedPerson, why
				return m
			}
		}
		if end-k == 1 && s.nameNotPlaceAfterPrep(k) {
			// «жила с Алей»: the dictionary reads the word as a toponym
			// (the river Алей) only in cases the preposition does not
			// govern, and as a person's name in one it does.
			m.Refused, m.Note = RefusedPerson, "a person's name in the case «"+toks[k-1].Text+"» governs"
			return m
		}
		if end-k == 1 && r.isFamilyName(toks[k]) {
			// «гостил у Давыдовых», «к Раевским»: a family, after a
			// preposition too; no place is a surname in the plural.
			m.Refused, m.Note = RefusedPerson, "a family's name"
			return m
		}
		if end-k == 1 && !placeSlot && end+1 < len(toks) && r.IsGivenName(toks[end]) && r.MayBeCase(toks[end], "nomn") && toks[end+1].Kind == Word && toks[end+1].Upper && !toks[end+1].Title &&
			toks[end].Start-toks[k].End <= 1 && toks[end+1].Start-toks[end].End <= 1 {
			// «Бабушкин Иван Васильев, крестьянин»: a list's or a
			// file's surname before the given name and the father's.
			m.Refused, m.Note = RefusedPerson, "a surname before a given name"
			return m
		}
		if end-k == 1 && !m.Namesake && r.isDictPerson(toks[k]) && !(k > 0 && s.prepRole(k-1) != "") && !s.landmarkAdjective(k) && !s.institutionAdjective(k) {
			// A surname or given name the dictionary knows that it does
			// not know as a place («Плеханов», «Александра»), unless it
			// stands where a town does («Львов, 14 октября.») or goes on
			// a list of places («через Камышин и Царицын»).
			if !placeSlot && !s.routeListItem(k) {
				m.Refused, m.Note = RefusedPerson, "a person's name"
				return m
			}
			m.Namesake, m.Note = true, "a person's name in a place's slot"
		}
	}
	if s.sentenceStart(k) && r.isCommonWord(toks[k]) && end-k == 1 && !(v.hasPlaceSuffix(toks[k].Norm) && s.adjectivePhrase(k)) &&
		!s.sharedRegionNounAt(k) && !(s.opt.Heading && s.opt.Dated && s.headingName(k, end)) {
		// «Осенью», «Затем»: a common word opening the sentence; but the
		// one name of an entry's dated heading («12 апреля. Верное.»,
		// «Осень 1889 г. Хами.») says where the entry is written, whatever
		// common word («верное», «хами») it is also spelt as.
		return nil
	}

	w := toks[k].Norm
	single := end == k+1
	adj := single && r.isAdjective(toks[k])
	if single && !adj && v.hasPlaceSuffix(w) && s.isLowerWord(k+1) && s.v.districtNouns.Match(toks[k+1].Norm) {
		// «в Каркаралинском уезде»: the dictionary may know only the
		// town (Каркаралинск), whose instrumental is spelt as the
		// adjective; before a district's noun it is the adjective.
		adj = true
	}
	if single && !adj && v.hasPlaceSuffix(w) && s.isLowerWord(k+1) && s.v.institutionNouns.Match(toks[k+1].Norm) && r.MayBeAdjective(toks[k]) {
		// «в Пештском университете»: a word the dictionary does not know,
		// with a place adjective's suffix, before an institution's noun is
		// the adjective of the institution's town.
		adj = true
	}
	if single && !adj && s.isLowerWord(k+1) && s.v.regionNouns.Match(toks[k+1].Norm) && r.MayBeAdjective(toks[k]) {
		// «в Плоцкую губернию»: a word the dictionary does not know, whose
		// likelier guess is a verb («плоцковать»), is the province's
		// adjective before its noun.
		adj = true
	}
	if single && !adj && strings.Contains(w, "-") && s.isLowerWord(k+1) && v.landmarkNouns.Match(toks[k+1].Norm) {
		// «в Александро-Невской лавре»: a compound adjective, which the
		// dictionary knows by its last part (read maybe likelier as a
		// surname: «Невская»), before a landmark's noun.
		last := Token{Kind: Word, Text: toks[k].Text[strings.LastIndex(toks[k].Text, "-")+1:], Norm: w[strings.LastIndex(w, "-")+1:], Upper: true}
		adj = r.MayBeAdjective(last)
	}
	prev := s.norm(k - 1)

	switch {
	case v.personNouns.Match(prev) && s.isLowerWord(k-1) && !s.adjectivePhrase(k):
		m.Refused, m.Note = RefusedPerson, "after «"+toks[k-1].Text+"»"
		return m
	case v.absence[prev]:
		return nil
	}

	if adj {
		if j, ok := s.nounAfter(k, v.unlocatedNouns); ok {
			// «Демидовской премии», «Венецианской манеры»: a kind, no place.
			m.Refused, m.Note = RefusedAdjective, "qualifies «"+toks[j].Text+"», which no place locates"
			return m
		}
	}
	if adj && end < len(toks) && s.isLowerWord(end) && v.nationEventNouns.Match(toks[end].Norm) {
		m.Nation = true
	}
	if adj {
		if _, ok := s.nounAfter(k, v.stateBodyNouns); ok {
			// «Испанские власти», «Латвийская делегация»: the state's
			// organ or envoy, the state as a political whole.
			m.Nation = true
		}
	}
	if !adj && k > 0 && v.wholeNation[prev] && (k < 2 || s.prepRole(k-2) == "") {
		// «Вся Англия взволнована»: the nation as one subject.
		m.Nation = true
	}
	if !adj && (k == 0 || s.prepRole(k-1) == "") && s.stateDeedAt(end) {
		// «Германия объявила нам войну»: the state acts as one.
		m.Nation = true
	}
	if adj {
		m.CommonBase = r.commonNounBase(toks[k])
	}
	if adj {
		// A compass adjective before a land: «Западной Швейцарии».
		if j, ok := s.nounAfter(k, v.orgNouns); ok {
			m.Role, m.Adjective = RoleOrganisation, true
			m.Organisation = s.span(k, j+1)
			m.Qualifier = toks[j].Text
			return m
		}
		if j, ok := s.sharedRegionNoun(k); ok {
			// «из Воронежской и Тамбовской губерний», «из уездов:
			// Копальского, Верненского»: each adjective is its own
			// province, the noun in the singular.
			if j == k+1 {
				m.To = j + 1
			}
			m.Region, m.Whole = true, true
			m.Query = r.agreeWith(toks[k], s.regionNounLemma(j))
			if v.districtNouns.Match(toks[j].Norm) && j > k {
				m.Within = s.provinceAfter(j + 1)
			}
			s.context(m)
			return m
		}
		if j, ok := s.nounAfter(k, v.regionNouns); ok && j == k+1 {
			m.To = j + 1
			m.Region, m.Whole = true, true
			if v.districtNouns.Match(toks[j].Norm) {
				m.Within = s.provinceAfter(j + 1)
			}
			s.context(m)
			return m
		}
		if j, ok := s.nounAfter(k, v.districtNouns); ok && j == k+2 && s.isLowerWord(k+1) && v.districtKinds.Match(toks[k+1].Norm) &&
			!s.r.isAdjective(toks[j]) {
			// «Нерчинского горного округа», «в Алтайском горном округе»:
			// a district of a kind (district_kind_adjectives), named by
			// its town's adjective; the kind's adjective is no part of
			// the town's name.
			m.To = j + 1
			m.Region, m.Whole = true, true
			m.Query = s.r.agreeWith(toks[k], s.districtLemma(j))
			m.Within = s.provinceAfter(j + 1)
			s.context(m)
			return m
		}
		if j, ok := s.provincialInstitution(k); ok {
			// «Киевской губ. тюрьмы», «Киевского губ. жанд. управления»:
			// «губ.» is «губернский», and the province's institution is
			// in its town, as «Киевской губернской тюрьмы» is.
			m.Adjective = true
			m.Institution = s.span(k, j+1)
			m.Qualifier = toks[j].Text
			if s.norm(j+1) == "." {
				m.Institution += "."
				m.Qualifier += "."
			}
			s.context(m)
			m.Addressee = m.Role == RoleMention && s.dativePhrase(k, j)
			switch {
			case m.Addressee:
				m.Role, m.Bare = RoleReference, false // written to, not where
			case m.Role == RoleMention:
				m.Role, m.Bare = RoleLocation, false // the institution is where something is
			}
			return m
		}
		if full, ok := v.regionAbbrev[s.norm(k+1)]; ok && s.norm(k+2) == "." {
			// «Смоленская губ.»: the province with its noun in full.
			m.To = k + 3
			m.Region, m.Whole = true, true
			m.Query = r.agreeWith(toks[k], full)
			if v.districtNouns.Match(Norm(full)) {
				m.Within = s.provinceAfter(k + 3) // «Березовского у. Тобольской губ.»
			}
			s.context(m)
			return m
		}
		if end < len(toks) && s.isLowerWord(end) && (v.landmarkNouns.Match(toks[end].Norm) || v.streetNouns.Match(toks[end].Norm)) {
			// «Британским музеем», «на Невском проспекте»: a two-word
			// name, a place by its noun; a street the gazetteer lacks
			// matches nothing, never the town it is named after.
			m.To, m.Whole = end+1, true
			s.context(m)
			switch {
			case m.Role == RoleMention && k > 0 && s.isLowerWord(k-1) && r.isNoun(toks[k-1]) && r.MayBeCase(toks[end], "gent"):
				if j, ok := s.partOfLandmark(k - 1); ok {
					// «в X павильон Александровской цитадели», «в стенах
					// Петропавловской крепости»: a part of the landmark is
					// where, so the landmark is.
					m.Role, m.Prep, m.Bare, m.caseAt = s.prepRole(j), s.norm(j), false, k
					break
				}
				// «тенор Большого театра»: whose, not where.
				m.Role, m.Bare = RoleReference, false
			case m.Role == RoleMention:
				m.Role, m.Bare = RoleLocation, false
			}
			return m
		}
		if j, ok := s.nounAfter(k, v.institutionNouns); ok {
			m.Sited = s.townAfter(j)
			m.Adjective = true
			m.Institution = s.span(k, j+1)
			m.Qualifier = toks[j].Text
			s.context(m)
			m.Addressee = m.Role == RoleMention && s.dativePhrase(k, j)
			switch {
			case v.meansNouns.Match(toks[j].Norm):
				// «по Закаспийской железной дороге»: the land a railway
				// runs through, a means of travel, not where something is;
				// «по Владимирскому тракту»: where the road leads, never
				// where the traveller was.
				m.Role, m.Bare, m.Distant = RoleReference, false, true
			case m.Addressee:
				m.Role, m.Bare = RoleReference, false // written to, not where
			case m.Role == RoleMention:
				m.Role, m.Bare = RoleLocation, false // the institution is where something is
			}
			return m
		}
		if v.locatesNothing(w) {
			m.Refused, m.Note = RefusedAdjective, "an adjective that locates nothing"
			return m
		}
		if end < len(toks) && s.isLowerWord(end) && r.isNoun(toks[end]) && s.prepRole(k-1) != "" && !v.hasPlaceSuffix(w) {
			// «в Александровском посту»: a two-word name.
			m.To, m.Whole = end+1, true
			s.context(m)
			return m
		}
		if j, ok := s.nounPhrase(k); ok && v.streetNouns.Match(toks[j].Norm) {
			// «на Тверской улице», «на Приморском бульваре»: a street
			// of the town the text is in, not the town it is named after.
			return nil
		}
		if j, ok := s.nounPhrase(k); ok && (v.hasPlaceSuffix(w) || r.isGeox(toks[k])) {
			// «Тифлисской физической обсерватории», «Казанский
			// университет»: a place adjective locates what it qualifies.
			m.Adjective = true
			m.Institution = s.span(k, j+1)
			m.Qualifier = toks[j].Text
			s.context(m)
			m.Addressee = m.Role == RoleMention && s.dativePhrase(k, j)
			switch {
			case m.Addressee:
				m.Role, m.Bare = RoleReference, false // written to, not where
			case m.Role == RoleMention && k > 0 && s.isLowerWord(k-1) && r.isNoun(toks[k-1]) && r.MayBeCase(toks[j], "gent") && r.MayBeCase(toks[k], "gent"):
				// «профессор зоологии Варшавской Главной школы»: whose,
				// not where.
				m.Role, m.Bare = RoleReference, false
			case m.Role == RoleMention:
				m.Role, m.Bare = RoleLocation, false
			}
			return m
		}
		if end < len(toks) && s.isLowerWord(end) && r.isAdjective(toks[end]) {
			// «в Русской партийной школе»: the adjective of a phrase
			// about something else.
			return nil
		}
	}
	s.context(m)
	if s.opt.Heading && m.Bare && m.Role == RoleMention {
		// An entry's heading names where it is written («21 января.
		// Галюгаевская.»): a stanitsa's name is a substantivised adjective.
		m.Role, m.Bare = RoleLocation, false
	}
	if single && !adj && m.Bare && (r.isMainlyCommonWord(toks[k]) || s.sentenceStart(k) && r.isCommonSubject(toks[k])) && !s.listItem(k) && !s.leftPlace(k) {
		// A capitalised word the dictionary knows only as a common noun,
		// with nothing that makes it a place («Хан бежал», «основал
		// Альянс», «1858 г. День моих именин»): the noun, not a town the
		// gazetteer spells or romanizes alike.
		// At a sentence's start, where every word is capitalised, a
		// common noun in the nominative is the noun even where the
		// dictionary also knows a first name of its spelling («Море было
		// спокойно», «Гора возвышалась»).
		return nil
	}
	if adj && m.Bare {
		// A capitalised adjective alone, without a place context, is
		// rarely a place («Горький», «Толстой»).
		if !r.isGeox(toks[k]) && !s.listItem(k) && !s.leftPlace(k) && !s.placeSlot(k, end) {
			return nil
		}
	}
	return m
}

// nounPhrase returns the noun an adjective at k qualifies, through
// lower-case adjectives («Тифлисской физической обсерватории»).
func (s *spotter) nounPhrase(k int) (int, bool) {
	for j, limit := k+1, k+3; j < len(s.toks) && j <= limit; j++ {
		t := s.toks[j]
		if !s.isLowerWord(j) {
			if s.describingAdjective(j) {
				continue // «Варшавской Главной школы»: part of the name
			}
			if s.capitalisedInstitution(j) {
				return j, true // «нью-йоркского Музея», «петерб. Академии художеств»
			}
			return 0, false
		}
		if s.r.isNoun(t) || s.unknownNounAgreeing(j) || s.v.institutionNouns.Match(t.Norm) {
			return j, true // and an institution cut short: «горный ин-т»
		}
		if s.cutShortWord(j) && s.isLowerWord(j+2) {
			j, limit = j+1, limit+1 // «филармонич. оркестром», «реальн. уч-ще»: an adjective cut short
			continue
		}
		if !s.r.isAdjective(t) {
			return 0, false
		}
	}
	return 0, false
}

// capitalisedInstitution reports whether the capitalised word at j is the
// common noun of an institution, a landmark or an organisation that opens
// its name («Музея естественной истории», «Академии художеств»): the noun
// a place adjective in lower case before it qualifies, as it would in
// lower case.
func (s *spotter) capitalisedInstitution(j int) bool {
	t := s.toks[j]
	if t.Kind != Word || !t.Upper || t.Title || t.Quoted || s.r.isGeox(t) || s.r.posShare(s.r.parses(t), "NOUN") < 0.5 {
		return false
	}
	return s.v.institutionNouns.Match(t.Norm) || s.v.landmarkNouns.Match(t.Norm) || s.v.orgNouns.Match(t.Norm)
}

// cutShortWord reports whether the lower-case word at j is a word cut
// short with its full stop right after it that the dictionary does not
// know as it stands («филармонич.», «реальн.»), no listed abbreviation.
func (s *spotter) cutShortWord(j int) bool {
	if j+1 >= len(s.toks) || s.toks[j+1].Norm != "." || s.toks[j+1].Start != s.toks[j].End {
		return false
	}
	t := s.toks[j]
	return utf8.RuneCountInString(t.Norm) >= minShortAdjective && !s.v.abbrev[t.Norm] && !s.r.hasKnownReading(t)
}

// capitalisedHeadNoun reports whether the capitalised word at j is the
// noun of an organisation, an institution or a province written with a
// capital after the place adjective before it («Бакинского Совета»,
// «Петербургским Комитетом», «Казанский Университет»): the noun the
// adjective locates, no part of a place's name.
func (s *spotter) capitalisedHeadNoun(j int) bool {
	if j < 1 || j >= len(s.toks) {
		return false
	}
	t, a := s.toks[j], s.toks[j-1]
	if t.Kind != Word || !t.Upper || t.Title || a.Kind != Word || !a.Upper || !s.v.hasPlaceSuffix(a.Norm) || !s.r.isAdjective(a) || s.r.isAdjective(t) {
		return false
	}
	return s.v.orgNouns.Match(t.Norm) || s.v.institutionNouns.Match(t.Norm) || s.v.regionNouns.Match(t.Norm)
}

// describingAdjective reports whether the capitalised word at j is an
// adjective of a name that no place gives (Главная, Восточная, Великий):
// no place suffix, no toponym reading.
func (s *spotter) describingAdjective(j int) bool {
	t := s.toks[j]
	return t.Kind == Word && t.Upper && !t.Title && s.r.isAdjective(t) && !s.v.hasPlaceSuffix(t.Norm) && !s.r.isGeox(t) &&
		!strings.Contains(t.Text, "-") && s.toks[j].Start-s.toks[j-1].End <= 1
}

// unknownNounAgreeing reports whether the lower-case word at j, which the
// dictionary does not know (it only guesses it from its ending, «даотая»
// as a gerund), is a noun agreeing with the adjective before it: some
// reading of the adjective asks for a noun ending the word has
// («кашгарского даотая», «хотанскому амбаню»). Titles and terms of other
// lands are nouns the dictionary lacks.
func (s *spotter) unknownNounAgreeing(j int) bool {
	t := s.toks[j]
	if j == 0 || t.Kind != Word || t.Upper || t.Title || s.r.a == nil || utf8.RuneCountInString(t.Norm) < 4 || strings.Contains(t.Norm, "-") || s.r.hasKnownReading(t) || s.v.functionWords.Match(t.Norm) {
		return false
	}
	for _, p := range s.r.parses(s.toks[j-1]) {
		if p.Tag.POS != "ADJF" {
			continue
		}
		for _, e := range nounEndings(p.Tag) {
			if strings.HasSuffix(t.Norm, e) {
				return true
			}
		}
	}
	return false
}

// nounEndings lists the endings a noun of the first or second declension
// takes in the case, number and gender of an adjective's reading ("" for
// the bare stem of a masculine nominative: «консул», «даотай»). Endings
// the adjective's own forms share (-ой, -ая) are left out for the
// nominative and accusative, where they would admit other adjectives.
func nounEndings(tag Tag) []string {
	gender, number := tag.Gender(), tag.Number()
	if number == "plur" {
		switch tag.Case() {
		case "gent":
			return []string{"ов", "ев", "ей"}
		case "datv":
			return []string{"ам", "ям"}
		case "ablt":
			return []string{"ами", "ями"}
		case "loct":
			return []string{"ах", "ях"}
		}
		return nil
	}
	switch c := tag.Case(); {
	case c == "gent" && gender == "femn":
		return []string{"ы", "и"}
	case c == "gent":
		return []string{"а", "я"}
	case c == "datv" && gender == "femn", c == "loct":
		return []string{"е", "и"}
	case c == "datv":
		return []string{"у", "ю"}
	case c == "ablt" && gender == "femn":
		return []string{"ою", "ею"}
	case c == "ablt":
		return []string{"ом", "ем", "ём"}
	case c == "accs" && gender == "femn":
		return []string{"у", "ю"}
	case c == "accs" && tag.Has("anim"):
		return []string{"а", "я"}
	}
	return nil
}

// minShortAdjective is the shortest adjective cut short with a full stop
// read as a place's: «моск.», «кавк.»; shorter ones begin too many names.
const minShortAdjective = 4

// shortAdjective reports whether the word at k is an adjective cut short
// with its full stop before the lower-case noun it qualifies (dictionary
// style: «тобол. гимназии», «петерб. ун-те», «Черномор. флота»), and
// returns that noun. The word must be no abbreviation the vocabulary
// lists (not «проф.», «губ.»), no full adjective and no people's; the
// noun in lower case after the full stop shows the stop ends no sentence.
// The gazetteer decides which place the word begins.
func (s *spotter) shortAdjective(k int) (int, bool) {
	toks := s.toks
	if k+2 >= len(toks) || toks[k].Kind != Word || toks[k].Title || toks[k].Quoted || toks[k+1].Norm != "." || toks[k+1].Start != toks[k].End {
		return 0, false
	}
	w := toks[k].Norm
	if utf8.RuneCountInString(w) < minShortAdjective || s.v.abbrev[w] || strings.ContainsFunc(w, func(c rune) bool { return !unicode.IsLetter(c) }) {
		return 0, false
	}
	if _, region := s.v.regionAbbrev[w]; region || s.r.a == nil || s.r.isAdjective(toks[k]) || s.v.ethnicStems.Match(w+"ск") {
		return 0, false
	}
	if n := toks[k+2]; s.isLowerWord(k+2) && strings.Contains(n.Norm, "-") && utf8.RuneCountInString(n.Norm) <= 6 {
		return k + 2, true // a noun cut short too: «ун-те», «ж.-д.»
	}
	if _, region := s.v.regionAbbrev[toks[k+2].Norm]; region && s.norm(k+3) == "." && toks[k+3].Start == toks[k+2].End {
		return k + 2, true // the province's noun cut short too: «Переясл. у.», «Киев. губ.»
	}
	j, ok := s.nounPhrase(k + 1)
	if ok && s.v.unlocatedNouns.Match(toks[j].Norm) {
		return 0, false
	}
	return j, ok
}

// shortTown reports whether the capitalised word at k, with its full stop
// right after it, is a town's name cut short after a preposition of place
// within its sentence («в Петерб., а затем», «из Тифл., где», «в
// Гельсингф. и Або»): a word the dictionary does not have as it stands,
// with no noun after it that it would qualify (that is shortAdjective's
// «в Моск. университете»). The full stop that ends a sentence («в
// Обдорск.») cuts nothing short.
func (s *spotter) shortTown(k int) bool {
	toks := s.toks
	if k < 1 || k+2 >= len(toks) || toks[k].Kind != Word || !toks[k].Upper || toks[k].Title || toks[k].Quoted ||
		toks[k+1].Norm != "." || toks[k+1].Start != toks[k].End || s.prepRole(k-1) == "" || s.r.a == nil {
		return false
	}
	w := toks[k].Norm
	if utf8.RuneCountInString(w) < minShortAdjective || s.v.abbrev[w] || strings.ContainsFunc(w, func(c rune) bool { return !unicode.IsLetter(c) }) {
		return false
	}
	if _, region := s.v.regionAbbrev[w]; region || s.r.hasKnownReading(toks[k]) {
		return false
	}
	// A comma or a conjunction goes on with the sentence; a word that is
	// neither is the noun the short form qualifies, and a closing quote
	// or bracket may follow a full stop that ends a quoted sentence
	// («приехал в Ташкент.»).
	n := toks[k+2].Norm
	return n == "," || n == ";" || toks[k+2].Kind == Word && (s.v.listConj[n] || s.v.clauseConj[n] || n == "где")
}

// lowerAdjective reports whether the lower-case word at k is an adjective
// made from a place name before the noun it qualifies («петербургской
// жандармерии», «лодзинские рабочие», «финляндской границы»), and returns
// that noun. The dictionary must read the word as an adjective with its
// Geox grammeme or a place suffix; the gazetteer decides the rest.
func (s *spotter) lowerAdjective(k int) (int, bool) {
	if !s.lowerPlaceAdjective(k) {
		return 0, false
	}
	j, ok := s.nounPhrase(k)
	if ok && s.v.unlocatedNouns.Match(s.toks[j].Norm) {
		return 0, false // «горнозаводской промышленности»: a kind, no place
	}
	return j, ok
}

// lowerPlaceAdjective reports whether the lower-case word at k may be an
// adjective made from a place name, by its suffix and the dictionary.
func (s *spotter) lowerPlaceAdjective(k int) bool {
	t := s.toks[k]
	// Every adjective made from a place name has a place suffix
	// (петербург-ск-ий, дон-ск-ой): the cheap test first, the dictionary
	// only for the few words that pass it.
	if t.Kind != Word || t.Upper || t.Title || s.r.a == nil || !s.v.hasPlaceSuffix(t.Norm) || s.v.locatesNothing(t.Norm) {
		return false
	}
	if k > 0 && s.v.orgNouns.Match(s.toks[k-1].Norm) {
		return false // «Союз горнозаводских рабочих»: the organisation's name
	}
	ok := false
	for _, p := range s.r.parses(t) {
		if p.Tag.POS != "ADJF" {
			continue
		}
		if p.Tag.Has("Geox") || s.v.hasPlaceSuffix(t.Norm) {
			ok = true
		}
	}
	return ok && s.r.posShare(s.r.parses(t), "ADJF") >= 0.5
}

// ellipticAdjective reports whether the lower-case place adjective at k
// stands without its noun, which the sentence named before it («три
// отряда: туркестанский — из Ташкента, оренбургский — из Оренбурга»,
// «две гимназии, казанскую и пермскую»), and returns that noun: the
// nearest lower-case noun before it of the adjective's gender (any, for
// a plural). Nothing but punctuation, a conjunction or the sentence's end
// may follow the adjective, or it qualifies what follows.
func (s *spotter) ellipticAdjective(k int) (int, bool) {
	if !s.lowerPlaceAdjective(k) {
		return 0, false
	}
	if n := k + 1; n < len(s.toks) && s.toks[n].Kind == Word && !s.v.listConj[s.toks[n].Norm] {
		return 0, false
	}
	genders := map[string]bool{}
	for _, p := range s.r.parses(s.toks[k]) {
		if p.Tag.POS != "ADJF" {
			continue
		}
		if p.Tag.Number() == "plur" {
			genders["plur"] = true
		} else {
			genders[p.Tag.Gender()] = true
		}
	}
	for j := k - 1; j >= 0; j-- {
		t := s.toks[j]
		if t.Kind == Punct && (t.Norm == "." || t.Norm == "!" || t.Norm == "?") {
			return 0, false
		}
		if !s.isLowerWord(j) || !s.r.isNoun(t) || !s.r.hasKnownReading(t) {
			continue
		}
		for _, p := range s.r.parses(t) {
			if p.Known && p.Tag.POS == "NOUN" && (genders["plur"] || genders[p.Tag.Gender()]) {
				if s.v.unlocatedNouns.Match(t.Norm) {
					return 0, false
				}
				return j, true
			}
		}
		return 0, false // the nearest noun is of another gender: no ellipsis
	}
	return 0, false
}

// adjectivePhrase reports whether a capitalised adjective at k qualifies
// a lower-case noun («губернатору Херсонской губернии»): a place adjective,
// not a name, whatever noun stands before it.
func (s *spotter) adjectivePhrase(k int) bool {
	if !s.r.isAdjective(s.toks[k]) {
		return false
	}
	_, ok := s.nounPhrase(k)
	return ok
}

// pluralVerbBefore reports whether the word before k is a finite verb in
// the plural («переплыли», «прошли»).
func (s *spotter) pluralVerbBefore(k int) bool {
	return k > 0 && s.isLowerWord(k-1) && s.number(k-1, "VERB", "plur")
}

// landmarkAdjective reports whether the adjective at k stands before a
// landmark or street noun («Александровской цитадели», «Михайловского
// дворца»): a name of the landmark, whatever surname the adjective's form
// also is.
func (s *spotter) landmarkAdjective(k int) bool {
	j := k + 1
	return s.r.isAdjective(s.toks[k]) && s.isLowerWord(j) &&
		(s.v.landmarkNouns.Match(s.toks[j].Norm) || s.v.streetNouns.Match(s.toks[j].Norm))
}

// institutionAdjective reports whether token k is an adjective before the
// noun of an institution, perhaps past other adjectives («окончил
// Казанскую гимназию», «Казанскую женскую гимназию»): the town's
// adjective, whatever surname the dictionary also reads in it.
func (s *spotter) institutionAdjective(k int) bool {
	if !s.r.isAdjective(s.toks[k]) || s.r.MayBeCase(s.toks[k], "nomn") {
		// In the nominative the words may stand alone as a name, an
		// address («Пиши мне: Сычёвка, Никольская больница»), which the
		// surname reading keeps from a town.
		return false
	}
	_, ok := s.nounAfter(k, s.v.institutionNouns)
	return ok
}

// partOfLandmark reports whether the noun at k is governed by a
// preposition of place, perhaps past adjectives and a numeral («в X
// павильон», «в стенах»), and returns the preposition's index.
func (s *spotter) partOfLandmark(k int) (int, bool) {
	for j := k - 1; j >= 0 && j >= k-3; j-- {
		t := s.toks[j]
		switch role := s.prepRole(j); {
		case role != "" && role != RoleReference:
			return j, true
		case t.Kind == Number || t.Kind == Word && (IsRoman(t.Text) || s.isLowerWord(j) && s.r.isAdjective(t)):
		default:
			return 0, false
		}
	}
	return 0, false
}

// adjectiveRun reports whether the run is a capitalised adjective before a
// noun it qualifies.
// adjectivesOnly reports whether every word of [k, end) is an adjective
// («Северным Ледовитым»).
func (s *spotter) adjectivesOnly(k, end int) bool {
	for j := k; j < end; j++ {
		if !s.r.isAdjective(s.toks[j]) {
			return false
		}
	}
	return end > k
}

func (s *spotter) adjectiveRun(k, end int) bool {
	return end == k+1 && end < len(s.toks) && s.isLowerWord(end) && s.r.isAdjective(s.toks[k]) && s.r.isNoun(s.toks[end])
}

func (s *spotter) isOpening(k int) bool {
	rs := []rune(s.toks[k].Text)
	_, ok := s.v.quotes[rs[0]]
	return ok
}

// shareListCase gives an indeclinable name in a list the case of its
// neighbour after the same preposition: «в Баку и Красноводск» are both
// destinations, «в Баку и Красноводске» both places where one is.
func (s *spotter) shareListCase() {
	for j := 1; j < len(s.out); j++ {
		a, b := &s.out[j-1], &s.out[j]
		if !b.Listed || a.Prep != b.Prep || a.Refused != "" || b.Refused != "" {
			continue
		}
		switch {
		case a.Indeclinable && !b.Indeclinable:
			a.Case = b.Case
		case b.Indeclinable && !a.Indeclinable:
			b.Case = a.Case
		}
	}
	for j := len(s.out) - 1; j > 0; j-- { // «в Баку, Тифлис и Батум»
		a, b := &s.out[j-1], &s.out[j]
		if b.Listed && a.Prep == b.Prep && a.Indeclinable && b.Refused == "" && a.Refused == "" {
			a.Case = b.Case
		}
	}
}

// listItem reports whether the word at k continues a list of places:
// after a comma or conjunction following the last mention.
// leftPlace reports whether token k, in the accusative, is the object of
// a verb of leaving right before it (SpotOptions.LeftPlace).
func (s *spotter) leftPlace(k int) bool {
	return k > 0 && s.opt.LeftPlace != nil && s.opt.LeftPlace(s.toks[k-1]) && s.r.MayBeCase(s.toks[k], "accs")
}

// listsWithOwned reports whether the word at k, in the genitive, continues a
// list after a place adjective's noun in the genitive that a lower-case
// noun governs («рабочих Бельгийской федерации, Италии»).
func (s *spotter) listsWithOwned(k int) bool {
	if k < 4 || len(s.out) == 0 || !s.r.MayBeCase(s.toks[k], "gent") {
		return false
	}
	sep := k - 1
	if s.v.listConj[s.norm(sep)] && s.norm(sep-1) == "," {
		sep--
	}
	if s.norm(k-1) != "," && !s.v.listConj[s.norm(k-1)] {
		return false
	}
	noun := sep - 1
	last := s.out[len(s.out)-1]
	return last.Adjective && last.To == noun && last.Role != RoleLocation && s.isLowerWord(noun) &&
		s.r.MayBeCase(s.toks[noun], "gent") && noun-2 >= 0 && s.isLowerWord(noun-2) && s.r.isNoun(s.toks[noun-2])
}

func (s *spotter) listItem(k int) bool {
	prev := s.norm(k - 1)
	if s.v.listConj[prev] && s.norm(k-2) == "," && s.subjectOfVerbAfter(k) {
		// «жил в Лондоне, и Мартов часто навещал его»: a new clause and
		// its subject, not the list going on.
		return false
	}
	return (prev == "," || s.v.listConj[prev]) && (s.chainEnd == k-2 || s.v.listConj[prev] && s.norm(k-2) == "," && s.chainEnd == k-3)
}

// subjectOfVerbAfter reports whether the word at k is followed, perhaps
// past an adverb, by a finite verb.
func (s *spotter) subjectOfVerbAfter(k int) bool {
	for j := k + 1; j < len(s.toks) && j <= k+2; j++ {
		if s.r.isFiniteVerb(s.toks[j]) {
			return true
		}
		if !s.isLowerWord(j) {
			return false
		}
	}
	return false
}

// routeListItem reports whether token k goes on, after «и» or a comma,
// a list of places on a route: stops passed («через Камышин и Царицын»,
// «миновали Камышин и Царицын»), goals or origins. The word is a place
// there whatever surname it may also be, unless it qualifies a noun
// («Сычёвка, Никольская больница»); a list of where someone is («В
// Москве, Толстой и …») names persons after it as well as places.
func (s *spotter) routeListItem(k int) bool {
	if !s.listItem(k) || s.adjectivePhrase(k) {
		return false
	}
	switch s.chainRole {
	case RoleVia, RoleDestination, RoleOrigin:
		return true
	case RoleLocation:
		// «жил в Гельсингфорсе и Або»: a name that does not decline and
		// is no surname goes on the list of where.
		return s.r.hasReading(s.toks[k], "Fixd") && !s.r.hasReading(s.toks[k], "Surn")
	}
	return s.chainBare && s.v.listConj[s.norm(k-1)]
}

// context gives m its role and preposition from the words before it.
func (s *spotter) context(m *Mention) {
	k := m.From
	toks := s.toks
	prev := s.norm(k - 1)
	j := k - 1
	for j > 0 && j >= k-2 && s.isLowerWord(j) && s.r.isAdjective(toks[j]) {
		j-- // «в далёкий Иркутск»
	}
	if j < k-1 && s.prepRole(j) == "" {
		j = k - 1
	}
	switch {
	case s.prepRole(j) != "" && j < k-1:
		m.Role, m.Prep = s.prepRole(j), s.norm(j)
	case s.prepRole(k-1) != "":
		m.Role, m.Prep = s.prepRole(k-1), prev
	case func() bool { _, ok := s.afterSettlement(k); return ok }():
		j, _ := s.afterSettlement(k)
		for j > 0 && s.isLowerWord(j-1) && s.r.isAdjective(toks[j-1]) {
			j-- // «в уездный город Слободской»
		}
		m.Role, m.Prep = s.prepRole(j-1), s.norm(j-1)
		if m.Role == "" {
			m.Role, m.Prep = RoleLocation, ""
		}
	case k > 1 && s.isLowerWord(k-1) && s.v.buildingNouns.Match(prev) && s.beforeAdjectives(k-1) >= 0 && s.prepRole(s.beforeAdjectives(k-1)) != "" &&
		s.r.hasReading(toks[k-1], "NOUN", "accs") && (s.norm(s.beforeAdjectives(k-1)) == "в" || s.norm(s.beforeAdjectives(k-1)) == "во" || s.norm(s.beforeAdjectives(k-1)) == "на"):
		// «в собор Нотр-Дам», «в театре Сан-Карло»: the building after the
		// noun of its kind, in the noun's case.
		j := s.beforeAdjectives(k - 1)
		m.Role, m.Prep = s.prepRole(j), s.norm(j)
		m.caseAt = k
		m.Building = true
	case k > 1 && s.isLowerWord(k-1) && s.v.dedicationNouns.Match(prev):
		// «в костёле Св. Креста», «у церкви Николая Чудотворца»: the saint
		// or feast the church is dedicated to; the church itself, if the
		// gazetteer knows it, else no place.
		if j := s.beforeAdjectives(k - 1); j >= 0 {
			m.Role, m.Prep = s.prepRole(j), s.norm(j)
		}
		if m.Role == "" {
			m.Role = RoleMention
		}
		m.Building = true
	case s.featureAbbrevBefore(k) >= 0:
		// «ушёл на о. Беннетта», «на р. Яне»: the feature's noun written
		// short, read as the noun in full. The preposition before it is
		// left to the noun: the reference works that write nouns short
		// name the island or river reached and then the town on it where
		// the journey ended («на о. Сахалин; … доставлен в пост
		// Александровский»), no stop of its own.
		j := s.featureAbbrevBefore(k)
		full := s.v.featureAbbrev[s.abbrevKey(j)]
		m.Feature, m.FeatureNoun, m.FeatureWord = true, full, full
		m.FeatureStart = toks[j].Start
		m.Role = RoleMention
	case k > 0 && (s.isLowerWord(k-1) || k == 1 && toks[0].Kind == Word && toks[0].Upper) && s.v.featureNouns.Match(prev):
		// «у острова Рюген»; «Бухта Ольга.» heading a diary entry.
		m.Feature = true
		m.FeatureNoun = prev
		m.FeatureStart, m.FeatureWord = toks[k-1].Start, toks[k-1].Text
		for _, p := range s.r.parses(toks[k-1]) {
			if p.Tag.POS == "NOUN" {
				m.FeatureNoun = p.Lemma
				break
			}
		}
		if role := s.prepRole(k - 2); role != "" {
			m.Role, m.Prep = role, s.norm(k-2)
		} else {
			m.Role = RoleMention
		}
	case k > 0 && s.isLowerWord(k-1) && s.v.partNouns.Match(prev):
		m.Role = RoleReference
		if prep, ok := s.towardPart(k - 1); ok {
			// «вышли к восточной оконечности Иссык-Куля», «переехал в
			// окрестности Парижа»: going to a part of a place is going there.
			m.Role, m.Prep = RoleDestination, prep
		}
	case k > 0 && s.isLowerWord(k-1) && s.v.whereNouns.Match(prev) && s.towardWhere(k-1):
		// «вошли на рейд Нагасаки», «пришёл в гавань Пирея», «к пристани
		// Самары»: going into a town's port or street is going to the
		// town; «стали на якорь на рейде Пирея» is being there.
		if prep, ok := s.towardPart(k - 1); ok {
			m.Role, m.Prep = RoleDestination, prep
		} else {
			m.Role, m.Prep = RoleLocation, s.norm(s.beforeAdjectives(k-1))
		}
		m.caseAt = k // the noun's case, not the name's genitive
	case k > 0 && s.v.comparison[prev] || k > 1 && s.v.comparison[s.norm(k-2)] && s.isLowerWord(k-1):
		m.Role = RoleReference // «не хуже Киева»
		m.Compared = true
	case k > 1 && IsAcronym(toks[k-1]) && s.v.orgNouns.Match(s.norm(k-2)):
		// «Комитеты РСДРП Петербурга»: the place follows the
		// organisation's name. Right after the noun a genitive names the
		// organisation itself («комитет Бунда»).
		m.Role = RoleOrganisation
		m.Organisation = s.span(k-2, k) + " " + s.span(k, m.To)
		if j := k - 3; j >= 0 && s.isLowerWord(j) && s.r.isAdjective(toks[j]) {
			m.Organisation = s.span(j, k) + " " + s.span(k, m.To)
		}
	case s.listItem(k) && s.instrumentalOutsideList(k):
		// «до Нижнего, Камой до Перми»: a name only in the instrumental
		// after a list in a case the list's preposition governs is the
		// way the route goes on, not the list going on.
		m.Role, m.Bare = RoleMention, true
	case s.listItem(k):
		m.Listed = true
		m.Role, m.Prep, m.Bare, m.Compared = s.chainRole, s.chainPrep, s.chainBare, s.chainCmp
		m.Alongside = s.chainAlongside && m.Role == RoleReference
		if m.Role == RoleReference && !m.Compared && !m.Alongside && s.v.preps[m.Prep] != RoleReference && !s.v.nearInstrumental[m.Prep] {
			m.Role = RoleLocation // «на окраине Петербурга и в Москве»
		}
		if m.Role == RoleOrganisation && s.chainOrg != "" {
			m.Organisation = s.chainOrg + " " + s.span(k, m.To)
		}
	case s.listsWithOwned(k):
		// «на рабочих Бельгийской федерации, Италии и Испании»: the list goes
		// on from a place adjective's noun in the genitive: lands named
		// alongside an organisation, not where the sentence happens.
		m.Listed, m.Role, m.Alongside = true, RoleReference, true
	default:
		m.Role, m.Bare = RoleMention, true
		if s.provinceAfter(m.To) != "" {
			// «Сычёвка Смоленской губ.», as an address or a birthplace
			// writes it: the province says the name is a settlement's.
			m.Bare = false
		}
	}
	if w, ok := s.describesPerson(k); ok {
		m.Role, m.Bare = RoleTopic, false // «дворянин Виленской губернии»
		// «уроженец местечка Короп», «родом из Тифлиса»: where the person
		// was born or comes from, as «родился в …» tells it.
		m.Native = s.v.nativeWords.Match(w) || w == "из"
	}
	if w, ok := s.passedBy(k); ok {
		// «мимо зелёных берегов Явы», «в виду острова»: passed on the
		// way, not reached.
		m.Role, m.Prep, m.Bare, m.Distant = RoleReference, w, false, true
	}
}

// passedBy reports whether the place at token k follows a passing word
// (places.yaml), perhaps past lower-case adjectives and one part,
// feature or settlement noun («мимо зелёных берегов Явы», «в виду острова
// Борнхольм»); «виду» counts only after «в». It returns the word.
func (s *spotter) passedBy(k int) (string, bool) {
	j := k - 1
	for j >= 0 && s.isLowerWord(j) && s.r.isAdjective(s.toks[j]) {
		j--
	}
	if j >= 0 && s.isLowerWord(j) && (s.v.partNouns.Match(s.norm(j)) || s.v.featureNouns.Match(s.norm(j)) || s.v.settlementNouns[s.norm(j)]) {
		j--
		for j >= 0 && s.isLowerWord(j) && s.r.isAdjective(s.toks[j]) {
			j--
		}
	}
	if j < 0 || !s.isLowerWord(j) || !s.v.passingWords[s.norm(j)] {
		return "", false
	}
	if w := s.norm(j); w != "виду" || j > 0 && s.norm(j-1) == "в" {
		return w, true
	}
	return "", false
}

// describesPerson reports whether the place at token k says where a person
// comes from or belongs, after a word of belonging: right after it, perhaps
// past a settlement noun («мещанка г. Шуи»), or after «из» following it
// («родом из Тифлиса»). It returns that word.
func (s *spotter) describesPerson(k int) (string, bool) {
	j := k - 1
	if a, ok := s.afterSettlement(k); ok {
		j = a - 1
	}
	if j >= 1 && s.norm(j) == "из" {
		j--
	}
	// The word may open the sentence, as a dossier's line does («Мещанин
	// г. Кишинёва Иван Петров…», «Уроженец Вильны…»).
	if j >= 0 && (s.isLowerWord(j) || s.sentenceStart(j)) && s.v.belongingWords.Match(s.norm(j)) {
		return s.norm(j), true
	}
	if j >= 0 && s.isLowerWord(j) && s.descentAt(j) {
		return "из", true // «из крестьян деревни Николаевки»: where they come from
	}
	return "", false
}

// belongingNoun reports whether the noun at j, which a place adjective
// qualifies, says who a person is by the place they belong to: a word of
// belonging («ярославского купца», «казанской мещанки»), or an estate in
// the plural after «из» («из донских казаков»). The adjective names their
// origin, not where anything happens.
func (s *spotter) belongingNoun(j int) bool {
	return s.isLowerWord(j) && (s.v.belongingWords.Match(s.norm(j)) || s.descentAt(j))
}

// descentAt reports whether token j is an estate in the plural after «из»,
// perhaps past adjectives («из крепостных крестьян», «из донских казаков»).
func (s *spotter) descentAt(j int) bool {
	if !s.v.descentNouns[s.norm(j)] {
		return false
	}
	i := j - 1
	for i >= 0 && s.isLowerWord(i) && s.r.isAdjective(s.toks[i]) {
		i--
	}
	return i >= 0 && s.norm(i) == "из"
}

// towardWhere reports whether the where noun at k («рейд», «гавань»),
// perhaps past adjectives, follows «в», «на» or a preposition of
// destination: where someone goes (as towardPart tells) or is.
func (s *spotter) towardWhere(k int) bool {
	if _, ok := s.towardPart(k); ok {
		return true
	}
	j := s.beforeAdjectives(k)
	return j >= 0 && s.v.staticPrep(s.norm(j))
}

// beforeAdjectives returns the token before the noun at k and the
// lower-case adjectives before it.
func (s *spotter) beforeAdjectives(k int) int {
	j := k - 1
	for j >= 0 && s.isLowerWord(j) && s.r.isAdjective(s.toks[j]) {
		j--
	}
	return j
}

// towardPart reports whether the part noun at k («оконечности», «берег»)
// is where someone goes: after a preposition of destination («к», «до»),
// or after «в», «на» in the accusative alone, perhaps past adjectives,
// unless it stands in apposition to the place before. It returns the
// preposition.
func (s *spotter) towardPart(k int) (string, bool) {
	j := k - 1
	for j >= 0 && s.isLowerWord(j) && s.r.isAdjective(s.toks[j]) {
		j--
	}
	if j > 0 && s.norm(j-1) == "," && s.chainEnd == j-2 {
		// «в Тонон, на савойский берег Женевского озера»: in apposition
		// to the place before, it says where that one lies.
		return "", false
	}
	switch {
	case s.prepRole(j) == RoleDestination:
		return s.norm(j), true
	case s.v.staticPrep(s.norm(j)):
		acc, loc := false, false
		for _, p := range s.r.parses(s.toks[k]) {
			switch p.Tag.Case() {
			case "accs":
				acc = true
			case "loct":
				loc = true
			}
		}
		return s.norm(j), acc && !loc
	}
	return "", false
}

// finish fills in the text, offsets, query, case and the dictionary's
// verdict.
func (s *spotter) finish(m *Mention) {
	toks := s.toks
	m.Start, m.End = toks[m.From].Start, toks[m.To-1].End
	m.Text = s.span(m.From, m.To)
	expanded := m.Query // «Смоленская губ.» → «Смоленская губерния»
	m.Query = m.Text
	if expanded != "" {
		m.Query = expanded
	}
	if m.Refused != "" {
		return
	}
	head := toks[m.From]
	if m.Whole && m.To-m.From == 2 {
		head = toks[m.From+1]
	}
	m.Geox = s.r.isGeox(toks[m.From]) || s.r.isGeox(head)
	m.GivenName = m.To == m.From+1 && !m.Geox && s.r.knownAsGivenName(toks[m.From])
	if j, ok := s.afterSettlement(m.From); ok && s.norm(j+1) != "." {
		// «в уездный город Слободской»: the noun's case; an abbreviated
		// noun («в г. Москве») tells none, the name does.
		head = toks[j]
		m.Town = s.v.townNouns[s.norm(j)]
		for _, l := range s.r.NounLemmas(toks[j]) {
			if s.v.nameNouns[l] {
				m.NameNoun = l
			}
		}
	}
	if m.caseAt > 0 {
		head = toks[m.caseAt-1]
	}
	m.Case = s.r.caseOf(head, "")
	if m.Prep == "" && m.Case != "nomn" && s.r.geoxLemmaItself(head) {
		// «Самара ему понравилась», a heading «Самара.»: a word that is
		// itself a toponym's nominative is that toponym, not the genitive
		// of another («Самар»).
		m.Case = "nomn"
	}
	if ps := s.r.parses(head); len(ps) > 0 && ps[0].Tag.Has("Fixd") {
		m.Indeclinable = true
	}
	if m.Prep == "" && (m.Case == "loct" || m.Case == "loc2") {
		// Without a preposition no prepositional case: «министром
		// просвещения Латвии» is a genitive.
		for _, p := range s.r.parses(head) {
			if c := p.Tag.Case(); c != "" && c != "loct" && c != "loc2" {
				m.Case = c
				break
			}
		}
	}
	if m.Bare && m.Case == "nomn" && s.pluralVerbBefore(m.From) && s.number(m.To-1, "NOUN", "sing") && s.r.MayBeCase(toks[m.To-1], "accs") {
		// «мы переплыли Каспий»: a singular word right after a plural
		// verb is not its subject but its object.
		m.Case = "accs"
	}
	if s.v.staticPrep(m.Prep) {
		// After «в», «на» only the accusative or the prepositional; a
		// name the dictionary reads as neither («в Ливадию» as a dative
		// of a man's name) has its case told by its ending.
		caseSet := false
		for _, p := range s.r.parses(head) {
			if c := p.Tag.Case(); c == "accs" || c == "loct" || c == "loc2" {
				m.Case = strings.Replace(c, "loc2", "loct", 1)
				caseSet = true
				break
			}
		}
		if !caseSet && m.Case != "nomn" {
			m.Case = ""
		}
	}
	if s.v.nearInstrumental[m.Prep] && m.Case == "ablt" {
		m.Role = RoleReference // «в Харроу под Лондоном»: near it
	}
	if s.v.nearInstrumental[m.Prep] && m.Case == "accs" && m.From > 2 && s.norm(m.From-2) == "," && s.capWord(m.From-3) {
		// «перебрались в Ливадию, под Ялту»: in apposition to the name
		// before, the town it lies near, not a second goal.
		m.Role = RoleReference
	}
	if m.Role == RoleOrigin && m.From > 1 && s.prepRole(m.From-1) == RoleOrigin && s.isLowerWord(m.From-2) {
		// «в ста верстах от Черкасска», «недалеко от Москвы»: a point
		// the place of what happens is measured from.
		switch w := s.norm(m.From - 2); {
		case s.v.distanceNouns.Match(w):
			m.Role, m.Distant = RoleReference, true
		case s.v.nearAdverbs[w]:
			m.Role = RoleReference
		}
	}
	if m.Role == RoleMention && m.Bare && m.From > 0 && s.v.originGenitive[s.norm(m.From-1)] && m.Case == "gent" {
		// «вернулся с Капри», «с Кавказа»: where from; with the
		// instrumental «с» says "with" and the case is not the genitive.
		m.Role, m.Prep, m.Bare = RoleOrigin, s.norm(m.From-1), false
	}
	if m.Role == RoleMention && m.Bare && m.Case == "ablt" {
		if j := s.beforeAdjectives(m.From); j >= 0 && s.v.originGenitive[s.norm(j)] {
			// «войны с Германией», «граница с Китаем», «торговал с
			// Персией»: a partner, never where anything happens.
			m.Role, m.Prep, m.Bare = RoleTopic, s.norm(j), false
			if s.partyBefore(j) {
				m.Refused, m.Note = RefusedParty, "the other side of a war or a treaty"
			}
		} else if s.v.stretchNouns[s.norm(m.To-1)] || m.To < len(toks) && s.isLowerWord(m.To) && s.v.stretchNouns[s.norm(m.To)] {
			// «Калмыцкой степью добрались сюда», «двинулся дальше
			// Алашкертской долиной»: a land's stretch in the instrumental
			// is the way taken, not a place reached («заменили Пермской
			// губернией» names where someone goes).
			m.Role = RoleReference
		}
	}
	if (s.v.staticPrep(m.Prep) || s.v.preps[m.Prep] == RoleDestination) && m.From > 2 && s.prepRole(m.From-1) != "" &&
		s.v.wayNouns[s.norm(m.From-2)] && s.prepRole(m.From-3) != "" {
		// «по пути в Вилюйск»: where someone was going («по железной
		// дороге в Екатеринбург» is the means of getting there).
		m.Role, m.Way = RoleReference, true
	}
	if m.Role == RoleMention && !m.Feature && m.Case == "gent" && m.From > 0 && s.isLowerWord(m.From-1) && s.r.isNoun(toks[m.From-1]) {
		// «учёные Германии», «блокада Ленинграда»: a genitive after a
		// noun says whose, not where the sentence happens.
		m.Role = RoleReference
		noun := s.norm(m.From - 1)
		m.Whose = !s.v.partNouns.Match(noun) && !s.v.settlementNouns[noun] && !s.v.regionNouns.Match(noun) && !s.v.whereNouns.Match(noun)
	}
	if m.Role != RoleTopic && s.topicPhrase(m.From) {
		// «доклад о путешествии по Монголии», «известие о смерти отца в
		// Одессе»: a place inside what is talked about is talked about.
		m.Role, m.Bare = RoleTopic, false
	}
	ownCase := "" // the case read off the mention's own last word, not off a noun before it
	if head.Start == toks[m.To-1].Start {
		ownCase = m.Case
	}
	if q, ok := s.r.nominativeIn(toks, m.From, m.To, ownCase); ok && !m.Adjective && expanded == "" {
		m.Query = q
	}
	if m.Lower {
		m.Query = capitalize(m.Text) // as a name: «Петербургской»
	}
	if m.Role == RoleOrganisation && m.Organisation == "" {
		m.Organisation = m.Text
	}
}

// nominative returns the words [from, to) in the nominative, the adjectives
// agreeing with the noun they qualify («Херсонской губернии» →
// «Херсонская губерния», «Нижнем Новгороде» → «Нижний Новгород»), false
// when the dictionary cannot tell.
func (r *Reader) nominative(toks []Token, from, to int) (string, bool) {
	return r.nominativeIn(toks, from, to, "")
}

// nominativeIn is nominative with the case the context gives the words
// (OpenCorpora's case grammeme, "" for any): of two lexemes a form may
// belong to, the head is read as the one in that case («в Болонью» is
// Болонья in the accusative, not Болонь in the instrumental).
func (r *Reader) nominativeIn(toks []Token, from, to int, wantCase string) (string, bool) {
	if r.a == nil || to-from > 3 {
		return "", false
	}
	// The head: the last noun; the adjectives before it agree with it.
	head := -1
	var hp Parse
	for k := to - 1; k >= from; k-- {
		ps := r.parses(toks[k])
		for _, p := range ps {
			if p.Tag.POS == "NOUN" {
				head, hp = k, p
				break
			}
		}
		if head >= 0 && wantCase != "" && hp.Tag.Case() != wantCase {
			for _, p := range ps {
				if p.Tag.POS == "NOUN" && p.Tag.Case() == wantCase && p.Known == hp.Known {
					hp = p
					break
				}
			}
		}
		if head >= 0 && hp.Tag.Has("Name") {
			// «Феодосии»: a toponym's reading before a given name's of the
			// same form (Феодосий), in the wanted case if one is.
			for _, p := range ps {
				if p.Known && p.Tag.POS == "NOUN" && p.Tag.Has("Geox") && (wantCase == "" || p.Tag.Case() == wantCase) {
					hp = p
					break
				}
			}
		}
		if head >= 0 {
			break
		}
	}
	if head < 0 || !hp.Known {
		// A word the dictionary only guesses at («Вильны» read as a
		// plural of «вилен»): the geocoder's own reading of the case
		// forms is surer.
		return "", false
	}
	for _, p := range r.parses(toks[head]) {
		// «в Северном море»: «море» is a case of «мор» too; a form that
		// is itself the lemma of a reading in the same case and number
		// is that word.
		if p.Known && p.Tag.POS == "NOUN" && p.Lemma != hp.Lemma && Norm(p.Lemma) == toks[head].Norm &&
			p.Tag.Case() == hp.Tag.Case() && p.Tag.Number() == hp.Tag.Number() {
			if q, ok := r.nominativeWith(toks, from, to, head, p); ok {
				return q, true
			}
			break
		}
	}
	return r.nominativeWith(toks, from, to, head, hp)
}

// nominativeWith is nominativeIn with the head noun at head read as hp.
func (r *Reader) nominativeWith(toks []Token, from, to, head int, hp Parse) (string, bool) {
	c, num, gen := hp.Tag.Case(), hp.Tag.Number(), hp.Tag.Gender()
	words := make([]string, 0, to-from)
	for k := from; k < to; k++ {
		t := toks[k]
		if k == head {
			form := hp.Lemma
			if num == "plur" && !hp.Tag.Has("Pltm") {
				if f, ok := r.a.Inflect(hp, "nomn", "plur"); ok {
					form = f
				}
			}
			words = append(words, capitalizeLike(form, t.Text))
			continue
		}
		var agree *Parse
		for _, p := range r.parses(t) {
			if (p.Tag.POS == "ADJF" || p.Tag.POS == "PRTF") && p.Tag.Case() == c && p.Tag.Number() == num && (num == "plur" || p.Tag.Gender() == gen || gen == "ms-f") {
				agree = &p
				break
			}
		}
		if agree == nil {
			return "", false
		}
		gs := []string{"nomn", num}
		if num == "sing" && gen != "" && gen != "ms-f" {
			gs = append(gs, gen)
		}
		f, ok := r.a.Inflect(*agree, gs...)
		if !ok {
			return "", false
		}
		if t.Upper {
			f = capitalizeLike(f, t.Text)
		}
		words = append(words, f)
	}
	return strings.Join(words, " "), true
}

// Goal reports whether the mention is where someone goes: a destination
// preposition, or «в», «во», «на» with the accusative («в Лондон», not «в
// Лондоне»). matched is the gazetteer name the mention matched, for texts
// without the dictionary: a mention written as the name itself (an
// indeclinable «в Логиви», or an accusative like the nominative) counts as
// a goal.
func (r *Reader) Goal(m Mention, matched string) bool {
	switch m.Role {
	case RoleDestination, RoleVia:
		return true
	case RoleLocation:
	default:
		return false
	}
	if !r.v.staticPrep(m.Prep) {
		return false
	}
	switch m.Case {
	case "accs":
		return true
	case "loct", "gent", "datv", "ablt":
		return false
	}
	return !r.Static(m, matched)
}

// Static reports whether a mention after «в», «во», «на» is where something
// is (the prepositional case: «в Лондоне», «во Франции»).
func (r *Reader) Static(m Mention, matched string) bool {
	if !r.v.staticPrep(m.Prep) {
		return false
	}
	switch m.Case {
	case "loct":
		return true
	case "accs", "nomn":
		return false
	}
	if Norm(m.Text) == Norm(matched) {
		return false
	}
	words := strings.Fields(Norm(m.Text))
	if len(words) == 0 {
		return false
	}
	return r.v.staticByEnding(words[len(words)-1])
}

// staticPrep reports whether w is a preposition that takes the accusative
// for a goal and the prepositional for a place (places.yaml).
func (v *Vocabulary) staticPrep(w string) bool { return v.casePreps[w] }

// agreeWith returns an adjective and a noun (in the nominative singular)
// as one phrase, the adjective put in the nominative of the noun's gender
// («Смоленской» + «губерния» → «Смоленская губерния»); without the
// dictionary the adjective stays as written.
func (r *Reader) agreeWith(adj Token, noun string) string {
	if r.a != nil {
		gen := ""
		for _, p := range r.a.Parse(noun) {
			if p.Tag.POS == "NOUN" && (gen == "" || p.Lemma == noun) {
				// the noun's own lexeme first («округ», not a case form
				// of «округа»)
				gen = p.Tag.Gender()
				if p.Lemma == noun {
					break
				}
			}
		}
		for _, p := range r.parses(adj) {
			if p.Tag.POS != "ADJF" || gen == "" {
				continue
			}
			if f, ok := r.a.Inflect(p, "nomn", "sing", gen); ok {
				return capitalizeLike(f, adj.Text) + " " + noun
			}
		}
	}
	return adj.Text + " " + noun
}

// ethnicBefore reports whether the lower-case adjective at k is a people's
// (ethnic_adjective_stems) before the noun at j that is no province,
// official, institution, landmark or organisation: «татарскую деревню» is
// the Tatars', not Tatarsk.
func (s *spotter) ethnicBefore(k, j int) bool {
	v, n := s.v, s.toks[j].Norm
	return v.ethnicStems.Match(s.toks[k].Norm) && !v.regionNouns.Match(n) && !v.seatNouns.Match(n) &&
		!v.institutionNouns.Match(n) && !v.landmarkNouns.Match(n) && !v.orgNouns.Match(n) && !v.districtNouns.Match(n)
}

// dativePhrase reports whether the adjective at k and its noun at j are in
// the dative and nothing else for one of them («казанскому губернатору»,
// «томским властям»; not «казанской полиции», which may be the genitive).
func (s *spotter) dativePhrase(k, j int) bool {
	only := func(t Token) bool {
		ps := s.r.parses(t)
		for _, p := range ps {
			if p.Tag.Case() != "datv" {
				return false
			}
		}
		return len(ps) > 0
	}
	a, n := s.toks[k], s.toks[j]
	return s.r.MayBeCase(a, "datv") && s.r.MayBeCase(n, "datv") && (only(a) || only(n))
}

// topicPhrase reports whether the place at token k, after a preposition of
// place, belongs to a noun phrase governed by a preposition of topic («о»,
// «об», «про»): only lower-case nouns and adjectives stand between the two
// prepositions («о путешествии по Монголии», «о смерти отца в Одессе»).
func (s *spotter) topicPhrase(k int) bool {
	p := k - 1
	if r := s.prepRole(p); r == "" || r == RoleTopic {
		return false
	}
	nouns := 0
	for j := p - 1; j >= 0 && j >= p-5; j-- {
		if s.prepRole(j) == RoleTopic {
			return nouns > 0
		}
		if !s.isLowerWord(j) {
			return false
		}
		switch t := s.toks[j]; {
		case s.r.isNoun(t):
			nouns++
		case s.r.isAdjective(t):
		default:
			return false
		}
	}
	return false
}
