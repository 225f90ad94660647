// Package geocode ranks the gazetteer places a toponym may name.
// Geocoder.Geocode reads a toponym as a Russian narrative writes it («из
// Тифлиса», «Екатеринославский», «в Козельце») through a handful of index
// look-ups, never a scan; Geocoder.Resolve reads one in its sentence and
// refuses what is not a place there (titles, organisations, continents,
// surnames); Geocoder.ResolveAll re-ranks homonyms by their distance to the
// other places of a document. The language data (prepositions, declension,
// toponymic adjectives, refusal lists) is data/gazetteer/toponyms-ru.yaml,
// read by ParseRules. Scores are in 0..1; coordinates WGS84 degrees.
package geocode

import (
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/toponym"
	"github.com/chronomap/chronomap/internal/rutext"
)

// Options steer one Geocode, Resolve or ResolveAll call.
type Options struct {
	// Year is the date hint, the year the text speaks of; 0 for none
	// (Resolve then takes the first year its sentence names).
	// Names in use that year rank above names that were not.
	Year int
	// Limit caps the number of candidates returned; 0 returns all.
	Limit int
	// Country is an ISO 3166-1 alpha-2 hint; places elsewhere rank lower.
	Country string
}

// MatchKind says how a toponym matched a place's name.
type MatchKind string

// The ways a toponym matches a name, from surest to least sure.
const (
	// MatchExact: the same Key (case, ё/е, diacritics, spacing aside),
	// perhaps after dropping prepositions and expanding abbreviations.
	MatchExact MatchKind = "exact"
	// MatchInflected: a case form of the name («Лондоне», «Козельце»).
	MatchInflected MatchKind = "inflected"
	// MatchDerived: an adjective derived from the name («Донской» → Дон).
	MatchDerived MatchKind = "derived"
	// MatchFuzzy: a spelling variant one edit away («Лонгжюмо» → Лонжюмо),
	// tried only when nothing else matches.
	MatchFuzzy MatchKind = "fuzzy"
	// MatchLatin: a Russian name romanized matches a Latin name («Калган»
	// → Kalgan, an alternate name of Zhangjiakou), tried only when no
	// Russian name matches.
	MatchLatin MatchKind = "latin"
	// MatchJoined: the toponym, or a case form of it, is a name but for
	// the hyphens or spaces between its words («Хасав-Юрту» → Хасавюрт,
	// «Карабалта» → Кара-Балта), tried only when no name matches as
	// written.
	MatchJoined MatchKind = "joined"
	// MatchAbbreviated: the toponym is an adjective cut short with a full
	// stop («тобол.», «симф.») and the beginning of one prominent place's
	// name alone (Тобольск, Симферополь).
	MatchAbbreviated MatchKind = "abbreviated"
)

// Candidate is one place a toponym may stand for.
type Candidate struct {
	Place gazetteer.Place `json:"place"`
	// Score ranks the candidate, in 0..1; higher is likelier.
	Score float64 `json:"score"`
	// Matched is the place's name that matched the toponym.
	Matched string `json:"matched"`
	// Match says how the toponym matched that name.
	Match MatchKind `json:"match"`
}

// Geocoder ranks the gazetteer places a toponym may name. It keeps no state
// between calls and is safe for concurrent use when its Gazetteer is. The
// gazetteer must index places by IndexKeys (Memory and the bbolt
// store do).
type Geocoder struct {
	gaz   gazetteer.Gazetteer
	rules *Rules
	text  *rutext.Reader
}

// Language is what a Geocoder reads Russian with: the rules that match a
// toponym's forms to gazetteer names (toponyms-ru.yaml) and the text reader
// that decides, in a sentence, what is a toponym and what its context says
// (internal/rutext: the same reader the extractor uses). Parse it once
// (DefaultLanguage) and share it between geocoders; it is read-only.
type Language struct {
	Rules *Rules
	Text  *rutext.Reader
}

// DefaultLanguage parses the embedded rules and vocabulary and reads words
// with the morphological analyzer a (nil: by endings and word lists).
func DefaultLanguage(a rutext.Analyzer) (Language, error) {
	v, err := rutext.DefaultVocabulary()
	if err != nil {
		return Language{}, err
	}
	r, err := rulesWith(v)
	if err != nil {
		return Language{}, err
	}
	return Language{Rules: r, Text: rutext.New(v, a)}, nil
}

// New returns a Geocoder over g with DefaultLanguage(nil), parsed for this
// Geocoder: for one-off use; build a Language once and call NewWith for
// many. It panics if the embedded data do not parse, which the package's
// tests rule out.
func New(g gazetteer.Gazetteer) *Geocoder {
	l, err := DefaultLanguage(nil)
	if err != nil {
		panic("geocode: embedded language data: " + err.Error())
	}
	return NewWith(g, l)
}

// NewWith returns a Geocoder over g that reads Russian with l.
func NewWith(g gazetteer.Gazetteer, l Language) *Geocoder {
	return &Geocoder{gaz: g, rules: l.Rules, text: l.Text}
}

// Gazetteer is the gazetteer g ranks places of.
func (g *Geocoder) Gazetteer() gazetteer.Gazetteer { return g.gaz }

// NewWithRules returns a Geocoder over g that matches names with r and
// reads sentences with the embedded vocabulary and no dictionary.
func NewWithRules(g gazetteer.Gazetteer, r *Rules) *Geocoder {
	l, err := DefaultLanguage(nil)
	if err != nil {
		panic("geocode: embedded language data: " + err.Error())
	}
	l.Rules = r.WithVocabulary(l.Text.Vocabulary())
	return NewWith(g, l)
}

// Ranking weights. A candidate's score is
//
//	match × time × country × (wKind·kind + wProminence·prominence)
//
// match is how well the toponym matched (see the match* constants); time is
// 1 when one of the matching names was in use in Options.Year (or has no
// years, or no year was given) and timeOutOfUse otherwise; country is 1
// without a hint or when the place is in the hinted country, otherwise
// countryMismatch. kind weighs what sort of place it is: a bare name that is
// a country names the country, and one that is both a city and a GeoNames
// region most often names the city; a curated region (a governorate, a
// historical land, a region of today, whose names are never its centre's)
// outranks a town or village of the same name. prominence is the
// population on a log scale (10 million and more = 1), at least a floor for
// capitals and administrative seats, and for places without a population
// (regions and countries) their area on a log scale (areaScale and more =
// 1) or a per-kind default, whichever is larger.
const (
	wKind        = 0.5
	wProminence  = 0.5
	timeOutOfUse = 0.6
	// countryMismatch keeps a foreign place findable but below any
	// comparable place of the hinted country.
	countryMismatch = 0.7
	// populationScale is the population that counts as fully prominent.
	populationScale = 1e7
	// curatedProminence is the least prominence of a curated place.
	curatedProminence = 0.6
	// periodSeatProminence is the least prominence of a seat of a
	// governorate or land of the period (gazetteer.Place.PeriodSeat): a
	// city of about a million today, so that Ставрополь is the seat of
	// Stavropol Governorate, not Tolyatti, which bore the name as a small
	// town and grew after it was renamed.
	periodSeatProminence = 0.85
	// areaScale is the area in km² that counts as fully prominent.
	areaScale = 1e6
	// curatedRegionKind is the kind weight of a curated region: above a
	// city's, below a country's.
	curatedRegionKind = 0.9
	// curatedPlaceKind is the kind weight of a curated village or
	// landmark: a city's.
	curatedPlaceKind = 0.8
)

// Match qualities: the match factor of the score for each way a toponym can
// match. A derived adjective's quality falls by derivedDecay for each rule
// tried before the one that produced the noun; in adjectival context (the
// word qualifies a common noun, «Донской комитет») derived nouns are the
// likely reading and exact or inflected matches of the adjective itself
// (the town of Donskoy) are multiplied by adjectivalLiteral.
const (
	matchExact        = 1.0
	matchInflected    = 0.95
	matchFleeting     = 0.93
	matchDerived      = 0.9
	matchDerivedAdj   = 0.97
	derivedDecay      = 0.98
	adjectivalLiteral = 0.6
	matchFuzzy        = 0.6
	matchLatin        = 0.85
	matchJoined       = 0.9
	// minFuzzyQueryRunes is the shortest stem of a text that is matched
	// by spelling variants: shorter ones are one edit from too many
	// names (Задача ~ Задар).
	minFuzzyQueryRunes = 6
	// matchAbbreviated is the quality of an abbreviation's match.
	matchAbbreviated = 0.85
	// minAbbrevRunes is the shortest abbreviation read as the beginning of
	// a name: «моск.», «кавк.»; three letters begin too many.
	minAbbrevRunes = 4
	// maxAbbrevKeys bounds the names an abbreviation is compared with.
	maxAbbrevKeys = 5000
	// abbrevProminence is the prominence (see prominence) a place needs
	// to be what an abbreviation stands for: a reference work shortens
	// only the adjectives of well-known places (cities of about 100,000,
	// governorate seats, capitals, countries and large regions).
	abbrevProminence = 0.6
	// abbrevLead is how far the most prominent of several such places must
	// lead the next for the abbreviation to stand for it (Москва before
	// Moscow, Idaho; Тобольск before the river Тобол).
	abbrevLead = 0.1
)

func kindWeight(p *gazetteer.Place) float64 {
	if p.Kind == gazetteer.KindRegion && p.Curated() {
		return curatedRegionKind
	}
	if p.Curated() && (p.Kind == gazetteer.KindVillage || p.Kind == gazetteer.KindLandmark) {
		// The curated data adds a village or landmark because texts of
		// the period name it (Михайловское, Петропавловка): it weighs as a
		// town, above the namesake villages of today.
		return curatedPlaceKind
	}
	switch p.Kind {
	case gazetteer.KindCountry:
		return 1
	case gazetteer.KindCity:
		return 0.8
	case gazetteer.KindRegion:
		return 0.6
	case gazetteer.KindLandmark:
		return 0.55
	case gazetteer.KindVillage:
		return 0.3
	}
	return 0.2
}

// defaultProminence stands in for the population of places without one.
func defaultProminence(k gazetteer.Kind) float64 {
	switch k {
	case gazetteer.KindCountry:
		return 0.9
	case gazetteer.KindRegion:
		return 0.6
	case gazetteer.KindLandmark:
		return 0.5
	case gazetteer.KindCity:
		return 0.4
	}
	return 0.1
}

func prominence(p *gazetteer.Place) float64 {
	var v float64
	if p.Population > 0 {
		v = math.Log10(float64(p.Population)) / math.Log10(populationScale)
	} else {
		v = defaultProminence(p.Kind)
		if p.AreaKm2 > 1 {
			v = max(v, math.Log10(p.AreaKm2)/math.Log10(areaScale))
		}
	}
	if p.Curated() {
		v = max(v, curatedProminence) // curated because texts name it
	}
	if p.PeriodSeat {
		v = max(v, periodSeatProminence)
	}
	// Capitals and seats are prominent whatever their recorded population.
	switch strings.TrimPrefix(p.FeatureCode, "P.") {
	case "PPLC":
		v = max(v, 0.8)
	case "PPLA", "PPLG", "PPLCH":
		v = max(v, 0.6)
	case "PPLA2":
		v = max(v, 0.45)
	}
	return min(max(v, 0), 1)
}

// Geocode returns the places toponym may name, best first, with scores in
// 0..1 (see the ranking weights above); ties go to the larger population,
// then to the smaller ID. None is not an error.
//
// toponym is text as a narrative writes it: leading prepositions and
// settlement words are dropped («из Тифлиса», «в г. Туле»), abbreviations
// expanded («С.-Петербург»), and besides exact names (by Key) it matches
// case forms of a name («Лондоне», «в Козельце», «Нижнем Новгороде»),
// adjectives derived from one («Екатеринославский», «Донской комитет»:
// lower-case words after the toponym are read as the noun it qualifies)
// and, when nothing else matches, spelling variants one edit away from a
// Cyrillic name («Лонгжюмо»). Geocode applies no refusals; Resolve does.
func (g *Geocoder) Geocode(toponym string, opt Options) ([]Candidate, error) {
	if stem, ok := shortenedWord(toponym); ok {
		out, err := g.lookupAbbreviated(stem, "", opt)
		return limit(out, opt.Limit), err
	}
	out, err := g.rank(toponym, lookupOpts{}, opt)
	if err != nil || len(out) > 0 {
		return limit(out, opt.Limit), err
	}
	if f := strings.Fields(toponym); len(f) > 1 && !startsUpper(f[1]) {
		if stem, short := shortenedWord(f[0]); short {
			// «симф. гимназия»: an adjective cut short before its noun;
			// «Моск. губерния»: before a province's noun, the province.
			noun := ""
			if g.text != nil && g.text.Vocabulary().IsRegionNoun(rutext.Norm(f[1])) {
				noun = strings.Join(f[1:], " ")
			}
			out, err = g.lookupAbbreviated(stem, noun, opt)
			return limit(out, opt.Limit), err
		}
	}
	if head, ok := g.rules.splitQualified(toponym); ok {
		out, err = g.rank(head, lookupOpts{adjectival: true}, opt)
	}
	return limit(out, opt.Limit), err
}

// shortenedWord returns the word of a toponym that is one word cut short
// with its full stop («тобол.», «Черномор.»), of at least minAbbrevRunes
// letters.
func shortenedWord(text string) (string, bool) {
	stem, ok := strings.CutSuffix(strings.TrimSpace(text), ".")
	if !ok || utf8.RuneCountInString(stem) < minAbbrevRunes {
		return "", false
	}
	for _, r := range stem {
		if !unicode.IsLetter(r) {
			return "", false
		}
	}
	return stem, true
}

// lookupAbbreviated returns the one prominent place (abbrevProminence)
// with a name beginning with stem, the name of the place an abbreviated
// adjective stands for («симф.» → Симферополь, «петерб.» → Петербург);
// none when no place or several distinct places qualify, or when the
// gazetteer cannot list names by prefix.
//
// With a province's noun (noun, «губерния»), the one place named by a word
// beginning with stem and that noun («Московская губерния»).
func (g *Geocoder) lookupAbbreviated(stem, noun string, opt Options) ([]Candidate, error) {
	pl, ok := g.gaz.(gazetteer.PrefixLister)
	if !ok {
		return nil, nil
	}
	key := toponym.Key(stem)
	if noun == "" {
		// An irregular adjective the stem cuts short («Черномор.» of
		// черноморский, the Black Sea) names its place, not a town whose
		// name begins alike (Черноморск).
		if out, err := g.lookupExceptionAbbrev(key, opt); err != nil || len(out) > 0 {
			return out, err
		}
	}
	keys, err := pl.NameKeysWithPrefix(key, maxAbbrevKeys)
	if err != nil || len(keys) == maxAbbrevKeys {
		return nil, err
	}
	c := collector{opt: opt, best: map[string]int{}}
	nk := toponym.Key(noun)
	for _, k := range keys {
		if first, rest, _ := strings.Cut(k, " "); noun != "" && (rest != nk || !strings.HasPrefix(first, key)) {
			// Only names of the adjective and the noun: a place's other
			// names («Киевщина» of Kiev Governorate) would hide the one
			// that fits.
			continue
		}
		if err := c.lookup(g.gaz, k, matchAbbreviated, MatchAbbreviated, func(name string) bool { return name == k }); err != nil {
			return nil, err
		}
	}
	if noun != "" {
		var out []Candidate
		for _, cand := range c.out {
			first, rest, _ := strings.Cut(toponym.Key(cand.Matched), " ")
			if strings.HasPrefix(first, key) && rest == nk {
				out = append(out, cand)
			}
		}
		if len(out) != 1 {
			return nil, nil
		}
		return out, nil
	}
	// The names of one word (a name of several, «Тобольская губерния»,
	// «Московский Кремль», is itself made of the adjective); the most
	// prominent, if it stands out.
	var out []Candidate
	for _, cand := range c.out {
		if strings.Contains(toponym.Key(cand.Matched), " ") || cand.Place.Kind == gazetteer.KindVillage || cand.Place.Kind == gazetteer.KindLandmark {
			continue
		}
		if prominence(&cand.Place) >= abbrevProminence {
			out = append(out, cand)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return prominence(&out[i].Place) > prominence(&out[j].Place) })
	if len(out) == 0 || len(out) > 1 && prominence(&out[0].Place)-prominence(&out[1].Place) < abbrevLead {
		return nil, nil
	}
	return out[:1], nil
}

// maxExceptionCut is how many letters of an irregular adjective's base
// («черномор» of черноморский) a short form may leave out and still stand
// for it: fewer than a base shares with others («вол.» is not вологодский).
const maxExceptionCut = 2

// lookupExceptionAbbrev returns the places of the one irregular
// adjective (adjectives.exceptions) whose base the key of a short form
// begins, missing at most maxExceptionCut letters; none when no such
// adjective or several.
func (g *Geocoder) lookupExceptionAbbrev(key string, opt Options) ([]Candidate, error) {
	var nouns []string
	for base, ns := range g.rules.adjExcept {
		if strings.HasPrefix(base, key) && utf8.RuneCountInString(base)-utf8.RuneCountInString(key) <= maxExceptionCut {
			if nouns != nil {
				return nil, nil
			}
			nouns = ns
		}
	}
	c := collector{opt: opt, best: map[string]int{}}
	for _, n := range nouns {
		if err := c.lookup(g.gaz, n, matchAbbreviated, MatchAbbreviated, func(nk string) bool { return nk == n }); err != nil {
			return nil, err
		}
	}
	sort.SliceStable(c.out, func(i, j int) bool { return prominence(&c.out[i].Place) > prominence(&c.out[j].Place) })
	return limit(c.out, 1), nil
}

func limit(c []Candidate, n int) []Candidate {
	if n > 0 && len(c) > n {
		return c[:n]
	}
	return c
}

// lookupOpts say how to read a toponym.
type lookupOpts struct {
	// adjectival: the toponym qualifies a common noun («Донской комитет»).
	adjectival bool
	// exactOnly: match names by Key alone (a lower-case word in running
	// text is no proper name to inflect).
	exactOnly bool
	// joined: the text is a toponym of several words run together
	// (lookupJoined): every match is worth matchJoined of its kind.
	joined bool
}

// rank looks toponym up and returns every candidate, best first.
func (g *Geocoder) rank(toponym string, lo lookupOpts, opt Options) ([]Candidate, error) {
	forms := g.rules.forms(toponym)
	if len(forms) == 0 {
		return nil, nil
	}
	c := collector{opt: opt, best: map[string]int{}}
	for _, f := range forms {
		if err := g.lookupForm(&c, f, lo); err != nil {
			return nil, err
		}
	}
	if len(c.out) == 0 && !lo.exactOnly {
		for _, f := range forms {
			if err := g.lookupJoined(&c, f, lo); err != nil {
				return nil, err
			}
		}
	}
	if len(c.out) == 0 && !lo.exactOnly && !lo.adjectival {
		for _, f := range forms {
			if err := g.lookupLatin(&c, f); err != nil {
				return nil, err
			}
		}
	}
	if len(c.out) == 0 && !lo.exactOnly {
		if err := g.lookupFuzzy(&c, forms[len(forms)-1]); err != nil {
			return nil, err
		}
	}
	yieldToCapital(c.out)
	sortCandidates(c.out)
	return c.out, nil
}

// yieldToCapital ranks a country just below its capital when both match
// the same name and the capital is called as the country is: a city-state
// (Сингапур, Гонконг, Монако) or a country named for its city (Панама) is
// named for the city, and the city is the place a text means. A capital
// whose own name differs, that only some alternate name spells like the
// country (Brasília as «Бразилия»), leaves the country first.
func yieldToCapital(out []Candidate) {
	for i := range out {
		c := &out[i]
		if c.Place.Kind != gazetteer.KindCountry {
			continue
		}
		for _, o := range out {
			if o.Place.FeatureCode == "P.PPLC" && o.Place.Country == c.Place.Country &&
				toponym.Key(o.Matched) == toponym.Key(c.Matched) && c.Score >= o.Score &&
				sameName(o.Place.Name, c.Place.Name) {
				c.Score = o.Score * 0.99
			}
		}
	}
}

// sameName reports whether a capital's preferred name is its country's,
// but for a word of the city's kind after it («Panama City», «Kuwait City»)
// or diacritics (Panamá).
func sameName(city, country string) bool {
	c, k := toponym.Key(city), toponym.Key(country)
	return c == k || strings.TrimSuffix(c, " city") == k
}

// lookupForm adds the exact, inflected and derived matches of one key.
func (g *Geocoder) lookupForm(c *collector, f string, lo lookupOpts) error {
	literal := 1.0
	if lo.adjectival {
		literal = adjectivalLiteral
	}
	if lo.joined {
		literal *= matchJoined
	}
	if err := c.lookup(g.gaz, f, literal*matchExact, MatchExact, func(nk string) bool { return nk == f }); err != nil {
		return err
	}
	if lo.exactOnly {
		return nil
	}
	// Case forms: the stem keys of the nominatives the text may be a case
	// form of, each match checked against the declension table.
	for _, r := range g.rules.readings(f) {
		q := matchInflected
		if r.fleeting {
			q = matchFleeting
		}
		texts := r.texts
		err := c.lookup(g.gaz, gazetteer.StemKeyPrefix+r.stemKey, literal*q, MatchInflected, func(nk string) bool {
			for _, t := range texts {
				if g.rules.inflects(nk, t) {
					return true
				}
			}
			return false
		})
		if err != nil {
			return err
		}
	}
	q := matchDerived
	if lo.adjectival {
		q = matchDerivedAdj
	}
	if lo.joined {
		q *= matchJoined
	}
	nouns := g.rules.derivedNouns(f)
	from := len(c.out)
	for _, n := range nouns {
		if err := c.lookup(g.gaz, n, q, MatchDerived, func(nk string) bool { return nk == n }); err != nil {
			return err
		}
		q *= derivedDecay
	}
	for i := range c.out[from:] {
		g.dictionaryForm(&c.out[from+i], nouns)
	}
	return nil
}

// dictionaryForm makes the name a derived match reports the one of the
// nouns the adjective derives from that the dictionary knows as a
// toponym, when the place bears several of them: «Казанский» names Kazan
// as «Казань», not as «Казан», its Tatar name that a rule reaches first.
func (g *Geocoder) dictionaryForm(c *Candidate, nouns []string) {
	if c.Match != MatchDerived || g.text == nil || g.isToponymWord(c.Matched) {
		return
	}
	for _, n := range nouns {
		best := ""
		for _, name := range c.Place.Names {
			if toponym.Key(name.Text) != n || !g.isToponymWord(name.Text) {
				continue
			}
			if best == "" || strings.ToUpper(best) == best && strings.ToUpper(name.Text) != name.Text {
				best = name.Text // «Казань» before «КАЗАНЬ»
			}
		}
		if best != "" {
			c.Matched = best
			return
		}
	}
}

// isToponymWord reports whether the dictionary knows the one-word name as
// a toponym.
func (g *Geocoder) isToponymWord(name string) bool {
	toks := g.text.Tokenize(name)
	return len(toks) == 1 && g.text.IsGeox(toks[0])
}

// lookupJoined adds the places with a name that is f but for the hyphens
// or spaces between words, each found by its exact or inflected form:
// a text of several words against a name in one («Хасав-Юрту» →
// Хасавюрт), through the name keys, and a text in one word against a
// name of several («Карабалты» → Кара-Балта), through the joined keys
// of IndexKeys. Scores are those of lookupForm times matchJoined.
func (g *Geocoder) lookupJoined(c *collector, f string, lo lookupOpts) error {
	n := len(c.out)
	if j, ok := gazetteer.JoinedKey(f); ok {
		lo.joined = true
		if err := g.lookupForm(c, j, lo); err != nil {
			return err
		}
	} else if utf8.RuneCountInString(f) >= gazetteer.MinJoinedRunes && !strings.Contains(f, " ") {
		literal := matchJoined
		if lo.adjectival {
			literal *= adjectivalLiteral
		}
		joinedIs := func(t string) func(string) bool {
			return func(nk string) bool { j, ok := gazetteer.JoinedKey(nk); return ok && j == t }
		}
		if err := c.lookup(g.gaz, gazetteer.JoinedKeyPrefix+f, literal*matchExact, MatchJoined, joinedIs(f)); err != nil {
			return err
		}
		for _, r := range g.rules.readings(f) {
			for _, t := range r.lemmas {
				if t == f || strings.Contains(t, " ") {
					continue
				}
				if err := c.lookup(g.gaz, gazetteer.JoinedKeyPrefix+t, literal*matchInflected, MatchJoined, joinedIs(t)); err != nil {
					return err
				}
			}
		}
	}
	for i := n; i < len(c.out); i++ {
		c.out[i].Match = MatchJoined
	}
	return nil
}

// lookupFuzzy adds the places with a name whose stem key is one edit from
// the stem key of f (of at least minFuzzyQueryRunes letters, not an
// adjective, the first letter kept: common words are close to many names), found through the deletion keys of IndexKeys: a
// deletion from f's stem finds names one letter shorter (stem keys) or of
// the same length (their deletion keys), and f's stem itself finds names
// one letter longer.
func (g *Geocoder) lookupFuzzy(c *collector, f string) error {
	qs := toponym.StemKey(f)
	if n := utf8.RuneCountInString(qs); n < minFuzzyQueryRunes || n > gazetteer.MaxFuzzyRunes+1 {
		return nil
	}
	if g.rules.isAdjective(f) {
		return nil // an adjective is derived or a surname (Крупской), not a misspelt name
	}
	first, _ := utf8.DecodeRuneInString(qs)
	pred := func(nk string) bool {
		ns := toponym.StemKey(nk)
		r, _ := utf8.DecodeRuneInString(ns)
		// One consonant for another is another name, not a variant
		// (Гогланд is no Готланд).
		return r == first && ns != qs && toponym.EditDistance(ns, qs, 1) <= 1 && !toponym.ConsonantSwap(ns, qs)
	}
	keys := []string{gazetteer.FuzzyKeyPrefix + qs}
	for _, d := range toponym.Deletions(qs) {
		keys = append(keys, gazetteer.StemKeyPrefix+d, gazetteer.FuzzyKeyPrefix+d)
	}
	for _, k := range keys {
		if err := c.lookup(g.gaz, k, matchFuzzy, MatchFuzzy, pred); err != nil {
			return err
		}
	}
	return nil
}

// collector gathers scored candidates, one per place, keeping each
// place's best.
type collector struct {
	opt  Options
	out  []Candidate
	best map[string]int // place ID → index in out
}

// lookup scores the places under key whose names satisfy matches.
func (c *collector) lookup(gaz gazetteer.Gazetteer, key string, quality float64, kind MatchKind, matches func(nameKey string) bool) error {
	places, err := gaz.Candidates(key)
	if err != nil {
		return err
	}
	for i := range places {
		p := &places[i]
		if j, ok := c.best[p.ID]; ok && c.out[j].Score >= quality {
			continue // scores never exceed the match quality
		}
		matched, inUse := matchName(p, matches, c.opt.Year)
		if matched == "" {
			continue
		}
		s := quality * (wKind*kindWeight(p) + wProminence*prominence(p))
		if !inUse {
			s *= timeOutOfUse
		}
		if c.opt.Country != "" && !strings.EqualFold(c.opt.Country, p.Country) {
			s *= countryMismatch
		}
		cand := Candidate{Place: *p, Score: s, Matched: matched, Match: kind}
		if j, ok := c.best[p.ID]; ok {
			if s > c.out[j].Score {
				c.out[j] = cand
			}
			continue
		}
		c.best[p.ID] = len(c.out)
		c.out = append(c.out, cand)
	}
	return nil
}

func sortCandidates(out []Candidate) {
	sort.SliceStable(out, func(i, j int) bool {
		a, b := &out[i], &out[j]
		if a.Score != b.Score {
			return a.Score > b.Score
		}
		if a.Place.Population != b.Place.Population {
			return a.Place.Population > b.Place.Population
		}
		return a.Place.ID < b.Place.ID
	})
}

// matchName finds p's name whose key satisfies matches, preferring one in
// use in year and then the preferred name, and reports whether the name it
// returns was in use then; "" when no name matches. The preferred name
// counts as always in use.
func matchName(p *gazetteer.Place, matches func(nameKey string) bool, year int) (string, bool) {
	if k := toponym.Key(p.Name); matches(k) {
		// The preferred name is in use unless the place dates it (a
		// governorate, a state of the past) and not for year.
		dated, valid := false, false
		for _, n := range p.Names {
			if n.Dated() && toponym.Key(n.Text) == k {
				dated, valid = true, valid || inUseAround(n, year)
			}
		}
		return p.Name, !dated || valid
	}
	// Prefer, in this order: a name in use in year, one not written in
	// capitals throughout (GeoNames has both «ХАРЬКОВ» and «Харьков»).
	best, bestRank := "", -1
	for _, n := range p.Names {
		if bestRank == 3 {
			break
		}
		rank := 0
		if inUseAround(n, year) {
			rank += 2
		}
		if !allUpper(n.Text) {
			rank++
		}
		if rank > bestRank && matches(toponym.Key(n.Text)) {
			best, bestRank = n.Text, rank
		}
	}
	if bestRank >= 0 && allUpper(best) {
		best = unshout(best) // only «ЦХАЛТУБО»: written as a text writes it
	}
	return best, bestRank >= 2
}

// minShoutedRunes is the shortest name in capitals throughout that
// unshout rewrites: shorter ones are acronyms («США»).
const minShoutedRunes = 5

// unshout writes a name GeoNames has only in capitals throughout as texts
// write it: each word capitalised, and each part after a hyphen too but
// for particles of two letters («КАМЕНЬ-НА-ОБИ» → «Камень-на-Оби»).
func unshout(name string) string {
	if utf8.RuneCountInString(name) < minShoutedRunes {
		return name
	}
	words := strings.Fields(strings.ToLower(name))
	for i, w := range words {
		parts := strings.Split(w, "-")
		for j, part := range parts {
			if j == 0 || utf8.RuneCountInString(part) > 2 {
				r, size := utf8.DecodeRuneInString(part)
				parts[j] = string(unicode.ToUpper(r)) + part[size:]
			}
		}
		words[i] = strings.Join(parts, "-")
	}
	return strings.Join(words, " ")
}

// nameMarginYears is how far from its years of use a name still counts as
// in use: a renaming's year is seldom the day texts change (a text of
// 1880–81 writes Асхабад, named so in 1881).
const nameMarginYears = 3

// inUseAround reports whether n was in use within nameMarginYears of year.
func inUseAround(n gazetteer.Name, year int) bool {
	return n.ValidIn(year) || year != 0 && (n.ValidIn(year-nameMarginYears) || n.ValidIn(year+nameMarginYears))
}

// allUpper reports whether s has more than one letter and no lower-case
// one.
func allUpper(s string) bool {
	n := 0
	for _, r := range s {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n > 1
}

// forms returns the keys to look toponym up by: its Key with abbreviations
// expanded, then, when it starts with prepositions or settlement words,
// the Key without them. None when the toponym has no letters or digits.
func (ru *Rules) forms(text string) []string {
	var forms []string
	for _, t := range ru.expandShortWords(ru.expandAbbreviations(text)) {
		k := toponym.Key(t)
		if k == "" || slices.Contains(forms, k) {
			continue
		}
		forms = append(forms, k)
		words := strings.Split(k, " ")
		i := 0
		for i < len(words)-1 && (ru.prepositions[words[i]] || ru.descriptors[words[i]]) {
			i++
		}
		if i > 0 && !slices.Contains(forms, strings.Join(words[i:], " ")) {
			forms = append(forms, strings.Join(words[i:], " "))
		}
	}
	return forms
}

// maxShortWordTexts bounds the texts expandShortWords returns.
const maxShortWordTexts = 16

// expandShortWords returns text with the geographic nouns written short
// in full («о. Сахалин» → «остров Сахалин», «Курильские о-ва» →
// «Курильские острова», «Финский зал.» → «Финский залив»), and one text
// for each nominative form of an adjective of a name written short before
// a word («Н. Гвинее» → «Новый Гвинее», «Новая Гвинее» …; the inflected
// match checks each word of a name on its own, so the form that agrees
// with the noun finds the name in any case). text itself when it has
// neither.
func (ru *Rules) expandShortWords(text string) []string {
	fields := strings.Fields(text)
	out := [][]string{nil}
	changed := false
	for i, f := range fields {
		lf := strings.ToLower(f)
		if long, ok := ru.nounAbbrevs[lf]; ok {
			f, changed = long, true
		}
		forms, adj := ru.adjAbbrevs[lf]
		if !adj && strings.Contains(lf, "-") {
			forms, adj = ru.compoundForms(lf)
		}
		if !adj || i+1 == len(fields) || len(out)*len(forms) > maxShortWordTexts {
			for j := range out {
				out[j] = append(out[j], f)
			}
			continue
		}
		changed = true
		var next [][]string
		for _, o := range out {
			for _, form := range forms {
				next = append(next, append(slices.Clone(o), form))
			}
		}
		out = next
	}
	if !changed {
		return []string{text}
	}
	texts := make([]string, len(out))
	for j, o := range out {
		texts[j] = strings.Join(o, " ")
	}
	return texts
}

// compoundForms returns the nominative forms of a hyphenated compound
// adjective whose parts are written short («сев.-амер.» → «северо-
// американский», «северо-американская» …; «военно-груз.» → «военно-
// грузинский» …): each part before the last in its joining form (the
// masculine with -о or, after a soft н, -е for its ending: «северо-»,
// «верхне-»), the last in each of its forms. false unless some part is
// written short and every short part is an adjective the rules know.
func (ru *Rules) compoundForms(word string) ([]string, bool) {
	parts := strings.Split(word, "-")
	short := false
	var head []string
	for _, p := range parts[:len(parts)-1] {
		forms, ok := ru.adjAbbrevs[p]
		if !ok {
			if strings.HasSuffix(p, ".") {
				return nil, false
			}
			head = append(head, p)
			continue
		}
		short = true
		head = append(head, joiningForm(forms[0]))
	}
	last := parts[len(parts)-1]
	lastForms, ok := ru.adjAbbrevs[last]
	if ok {
		short = true
	} else if strings.HasSuffix(last, ".") {
		return nil, false
	} else {
		lastForms = []string{last}
	}
	if !short {
		return nil, false
	}
	prefix := strings.Join(head, "-") + "-"
	out := make([]string, len(lastForms))
	for i, f := range lastForms {
		out[i] = prefix + f
	}
	return out, true
}

// joiningForm turns a masculine adjective into the form that opens a
// compound: «северный» → «северо», «южный» → «южно», «русский» →
// «русско», «верхний» → «верхне».
func joiningForm(adj string) string {
	r := []rune(adj)
	if len(r) < 4 {
		return adj
	}
	stem := string(r[:len(r)-2])
	switch {
	case strings.HasSuffix(adj, "ний"):
		return stem + "е"
	case strings.HasSuffix(adj, "ерный"):
		// an adjective in -ный of a noun in -ер joins by the noun:
		// «северный» → «северо-»
		return strings.TrimSuffix(stem, "н") + "о"
	}
	return stem + "о"
}

// splitQualified splits «Донской комитет» into the capitalised toponym
// and the lower-case words it qualifies, and reports whether the toponym
// is a single adjective (only then is the split a reading).
func (ru *Rules) splitQualified(text string) (string, bool) {
	fields := strings.Fields(text)
	i := 0
	for i < len(fields) && ru.prepositions[toponym.Key(fields[i])] {
		i++
	}
	j := i
	for j < len(fields) && startsUpper(fields[j]) {
		j++
	}
	if j != i+1 || j == len(fields) {
		return "", false
	}
	head := fields[i]
	if !ru.isAdjective(toponym.Key(head)) {
		return "", false
	}
	return head, true
}

// startsUpper reports whether s starts with an upper-case letter.
func startsUpper(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}
