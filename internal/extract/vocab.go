package extract

import (
	"fmt"
	"io/fs"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	extractdata "github.com/chronomap/chronomap/data/extract"
	"github.com/chronomap/chronomap/internal/dataset"
)

// Vocab holds the Russian vocabularies the extractor reads: the date
// grammar's words, abbreviations and quotes, event-type cues, motion verbs,
// toponym and actor cues. They live in data/extract (package extractdata);
// the code names none of them. A Vocab is read-only after loading and safe
// for concurrent use.
type Vocab struct {
	// text.yaml
	abbrev   map[string]bool
	listConj set
	translit map[rune]string
	quotes   map[rune]rune // opening → closing

	// dates.yaml
	months        map[string]int
	monthAdj      []stemValue
	seasons       map[string]int
	yearWords     set
	yearAbbrev    set
	yearGenitive  set
	decadeSuffix  set
	yearSuffix    set
	parts         map[string]int
	halfWords     set
	halfOrd       map[string]int
	pointPreps    set
	spanPrefixes  [][]string
	rangeFrom     set
	rangeTo       set
	openBefore    set
	openAfter     set
	alternatives  set
	oldStyle      [][]string
	newStyle      [][]string
	relative      []relPhrase
	shiftPreps    set
	units         map[string]string
	numerals      map[string]int
	monthFormList []string

	// events.yaml
	typeCues     []typeCue
	subjectNouns map[string]string // nominative form → type

	// motion.yaml
	motionVerbs matcher
	leaveVerbs  matcher
	staticPreps set
	staticEnds  []string
	fromPreps   set
	toPreps     set
	viaPreps    set

	// places.yaml
	placePreps      set
	settlementNouns matcher
	partNouns       matcher
	landmarkNouns   matcher
	orgNouns        matcher
	titleNouns      matcher
	notToponym      matcher
	adjEndings      []string
	verbEndings     []string
	placeRelatives  set
	functionWords   matcher
	minScore        float64

	// persons.yaml
	firstNames      map[string]nameForm // case form → lemma and gender
	surnames        []surnameEnding     // longest oblique ending first
	pluralNom       set
	patronymic      []string
	patronymicCases []string
	personNouns     matcher
	roleNouns       set     // nominative forms
	roleStems       matcher // any form
	pronouns        set
	absence         set
	companion       set
	personStopWords set
}

type set map[string]bool

func newSet(words []string) set {
	s := set{}
	for _, w := range words {
		s[norm(w)] = true
	}
	return s
}

// matcher matches a normalised word against word forms and stems (a cue
// written with a trailing *).
type matcher struct {
	forms set
	stems []string
}

func newMatcher(cues []string) matcher {
	m := matcher{forms: set{}}
	for _, c := range cues {
		if s, ok := strings.CutSuffix(c, "*"); ok {
			m.stems = append(m.stems, norm(s))
		} else {
			m.forms[norm(c)] = true
		}
	}
	return m
}

func (m matcher) match(w string) bool {
	if m.forms[w] {
		return true
	}
	for _, s := range m.stems {
		if strings.HasPrefix(w, s) {
			return true
		}
	}
	return false
}

type stemValue struct {
	stem  string
	value int
}

type relPhrase struct {
	phrase []string
	kind   string // before, after, same, next, previous
	unit   string // year, month, day
	season int
}

type typeCue struct {
	m      matcher
	phrase []string // a cue of several words, matched in a row
	typ    string
	weight int
}

type nameForm struct {
	lemma  string
	female bool
}

type surnameEnding struct {
	oblique string // ending of an oblique case ("ина")
	nom     string // nominative ending it comes from ("ин")
	female  bool
}

type textFile struct {
	Abbreviations    []string          `yaml:"abbreviations"`
	ListConjunctions []string          `yaml:"list_conjunctions"`
	Transliteration  map[string]string `yaml:"transliteration"`
	Quotes           [][2]string       `yaml:"quotes"`
}

type datesFile struct {
	Months          map[int][]string `yaml:"months"`
	MonthAdjectives map[int]string   `yaml:"month_adjectives"`
	Seasons         map[int][]string `yaml:"seasons"`
	YearWords       []string         `yaml:"year_words"`
	YearAbbrevs     []string         `yaml:"year_abbreviations"`
	YearGenitives   []string         `yaml:"year_genitives"`
	DecadeSuffixes  []string         `yaml:"decade_suffixes"`
	YearSuffixes    []string         `yaml:"year_suffixes"`
	Parts           map[int][]string `yaml:"parts"`
	HalfWords       []string         `yaml:"half_words"`
	HalfOrdinals    map[int][]string `yaml:"half_ordinals"`
	PointPreps      []string         `yaml:"point_prepositions"`
	SpanPrefixes    [][]string       `yaml:"span_prefixes"`
	RangeFrom       []string         `yaml:"range_from"`
	RangeTo         []string         `yaml:"range_to"`
	OpenBefore      []string         `yaml:"open_before"`
	OpenAfter       []string         `yaml:"open_after"`
	Alternatives    []string         `yaml:"alternatives"`
	OldStyle        [][]string       `yaml:"old_style"`
	NewStyle        [][]string       `yaml:"new_style"`
	Relative        []struct {
		Phrase []string `yaml:"phrase"`
		Kind   string   `yaml:"kind"`
		Unit   string   `yaml:"unit"`
		Season int      `yaml:"season"`
	} `yaml:"relative"`
	ShiftPreps []string            `yaml:"shift_prepositions"`
	Units      map[string][]string `yaml:"units"`
	Numerals   map[int][]string    `yaml:"numerals"`
}

type eventsFile struct {
	Types map[string][]struct {
		Cue    string `yaml:"cue"`
		Weight int    `yaml:"weight"`
	} `yaml:"types"`
	SubjectNouns map[string][]string `yaml:"subject_nouns"`
}

type motionFile struct {
	Verbs              []string `yaml:"verbs"`
	LeaveVerbs         []string `yaml:"leave_verbs"`
	StaticPrepositions []string `yaml:"static_prepositions"`
	StaticEndings      []string `yaml:"static_endings"`
	From               []string `yaml:"from"`
	To                 []string `yaml:"to"`
	Via                []string `yaml:"via"`
}

type placesFile struct {
	Prepositions      []string `yaml:"prepositions"`
	SettlementNouns   []string `yaml:"settlement_nouns"`
	PartNouns         []string `yaml:"part_nouns"`
	LandmarkNouns     []string `yaml:"landmark_nouns"`
	OrganisationNouns []string `yaml:"organisation_nouns"`
	TitleNouns        []string `yaml:"title_nouns"`
	NotToponymStems   []string `yaml:"not_toponym_stems"`
	AdjectiveEndings  []string `yaml:"adjective_endings"`
	VerbEndings       []string `yaml:"verb_endings"`
	PlaceRelatives    []string `yaml:"place_relatives"`
	FunctionWords     []string `yaml:"function_words"`
	MinScore          float64  `yaml:"min_score"`
}

type personsFile struct {
	FirstNames        map[string][]string            `yaml:"first_names"`
	GivenDeclension   map[string][]string            `yaml:"given_name_declension"`
	PatronymicCases   []string                       `yaml:"patronymic_case_endings"`
	RoleNounStems     []string                       `yaml:"role_noun_stems"`
	SurnameEndings    map[string]map[string][]string `yaml:"surname_endings"`
	PluralNominatives []string                       `yaml:"plural_nominatives"`
	PatronymicEndings []string                       `yaml:"patronymic_endings"`
	PersonNouns       []string                       `yaml:"person_nouns"`
	RoleNouns         []string                       `yaml:"role_nouns"`
	Pronouns          []string                       `yaml:"pronouns"`
	AbsenceCues       []string                       `yaml:"absence_cues"`
	CompanionPreps    []string                       `yaml:"companion_prepositions"`
	StopWords         []string                       `yaml:"stop_words"`
}

var defaultVocab = sync.OnceValues(func() (*Vocab, error) { return LoadVocab(extractdata.FS) })

// DefaultVocab returns the vocabularies embedded from data/extract, loaded
// once.
func DefaultVocab() (*Vocab, error) { return defaultVocab() }

// LoadVocab reads the vocabulary files text.yaml, dates.yaml, events.yaml,
// motion.yaml, places.yaml and persons.yaml from fsys (the layout of
// data/extract). Unknown keys are errors, so that a misspelt key does not
// silently empty a vocabulary.
func LoadVocab(fsys fs.FS) (*Vocab, error) {
	v := &Vocab{}
	var tf textFile
	var df datesFile
	var ef eventsFile
	var mf motionFile
	var pf placesFile
	var nf personsFile
	for _, f := range []struct {
		name string
		dst  any
	}{
		{"text.yaml", &tf}, {"dates.yaml", &df}, {"events.yaml", &ef},
		{"motion.yaml", &mf}, {"places.yaml", &pf}, {"persons.yaml", &nf},
	} {
		data, err := fs.ReadFile(fsys, f.name)
		if err != nil {
			return nil, fmt.Errorf("extract vocabulary: %w", err)
		}
		dec := yaml.NewDecoder(strings.NewReader(string(data)))
		dec.KnownFields(true)
		if err := dec.Decode(f.dst); err != nil {
			return nil, fmt.Errorf("extract vocabulary %s: %w", f.name, err)
		}
	}

	v.abbrev = map[string]bool{}
	for _, a := range tf.Abbreviations {
		v.abbrev[norm(a)] = true
	}
	v.listConj = newSet(tf.ListConjunctions)
	v.translit = map[rune]string{}
	for k, t := range tf.Transliteration {
		r := []rune(k)
		if len(r) != 1 {
			return nil, fmt.Errorf("extract vocabulary text.yaml: transliteration key %q is not one letter", k)
		}
		v.translit[r[0]] = t
	}
	v.quotes = map[rune]rune{}
	for _, q := range tf.Quotes {
		o, c := []rune(q[0]), []rune(q[1])
		if len(o) != 1 || len(c) != 1 {
			return nil, fmt.Errorf("extract vocabulary text.yaml: quote pair %q is not two single characters", q)
		}
		v.quotes[o[0]] = c[0]
	}

	v.months = map[string]int{}
	for m, forms := range df.Months {
		if m < 1 || m > 12 {
			return nil, fmt.Errorf("extract vocabulary dates.yaml: month %d", m)
		}
		for _, f := range forms {
			v.months[norm(f)] = m
			v.monthFormList = append(v.monthFormList, norm(f))
		}
	}
	sort.Strings(v.monthFormList)
	for m, s := range df.MonthAdjectives {
		v.monthAdj = append(v.monthAdj, stemValue{norm(s), m})
	}
	sort.Slice(v.monthAdj, func(i, j int) bool { return v.monthAdj[i].value < v.monthAdj[j].value })
	v.seasons = map[string]int{}
	for code, forms := range df.Seasons {
		if code < 21 || code > 24 {
			return nil, fmt.Errorf("extract vocabulary dates.yaml: season code %d (want 21–24)", code)
		}
		for _, f := range forms {
			v.seasons[norm(f)] = code
		}
	}
	v.yearWords = newSet(df.YearWords)
	v.yearAbbrev = newSet(df.YearAbbrevs)
	v.yearGenitive = newSet(df.YearGenitives)
	v.decadeSuffix = newSet(df.DecadeSuffixes)
	v.yearSuffix = newSet(df.YearSuffixes)
	v.parts = map[string]int{}
	for p, forms := range df.Parts {
		for _, f := range forms {
			v.parts[norm(f)] = p
		}
	}
	v.halfWords = newSet(df.HalfWords)
	v.halfOrd = map[string]int{}
	for h, forms := range df.HalfOrdinals {
		for _, f := range forms {
			v.halfOrd[norm(f)] = h
		}
	}
	v.pointPreps = newSet(df.PointPreps)
	v.spanPrefixes = normPhrases(df.SpanPrefixes)
	v.rangeFrom = newSet(df.RangeFrom)
	v.rangeTo = newSet(df.RangeTo)
	v.openBefore = newSet(df.OpenBefore)
	v.openAfter = newSet(df.OpenAfter)
	v.alternatives = newSet(df.Alternatives)
	v.oldStyle = normPhrases(df.OldStyle)
	v.newStyle = normPhrases(df.NewStyle)
	for _, r := range df.Relative {
		switch r.Kind {
		case "before", "after", "same", "next", "previous":
		default:
			return nil, fmt.Errorf("extract vocabulary dates.yaml: relative kind %q", r.Kind)
		}
		v.relative = append(v.relative, relPhrase{normPhrase(r.Phrase), r.Kind, r.Unit, r.Season})
	}
	// Longest phrases first, so that «незадолго до этого» wins over «до этого».
	sort.SliceStable(v.relative, func(i, j int) bool { return len(v.relative[i].phrase) > len(v.relative[j].phrase) })
	v.shiftPreps = newSet(df.ShiftPreps)
	v.units = map[string]string{}
	for u, forms := range df.Units {
		for _, f := range forms {
			v.units[norm(f)] = u
		}
	}
	v.numerals = map[string]int{}
	for n, forms := range df.Numerals {
		for _, f := range forms {
			v.numerals[norm(f)] = n
		}
	}

	types := make([]string, 0, len(ef.Types))
	for t := range ef.Types {
		types = append(types, t)
	}
	sort.Strings(types)
	for _, t := range types {
		if !isEventType(t) {
			return nil, fmt.Errorf("extract vocabulary events.yaml: %q is not an event type", t)
		}
		for _, c := range ef.Types[t] {
			if words := strings.Fields(c.Cue); len(words) > 1 {
				v.typeCues = append(v.typeCues, typeCue{phrase: normPhrase(words), typ: t, weight: c.Weight})
				continue
			}
			v.typeCues = append(v.typeCues, typeCue{m: newMatcher([]string{c.Cue}), typ: t, weight: c.Weight})
		}
	}
	v.subjectNouns = map[string]string{}
	for t, forms := range ef.SubjectNouns {
		if !isEventType(t) {
			return nil, fmt.Errorf("extract vocabulary events.yaml: %q is not an event type", t)
		}
		for _, f := range forms {
			v.subjectNouns[norm(f)] = t
		}
	}

	v.motionVerbs = newMatcher(mf.Verbs)
	v.leaveVerbs = newMatcher(mf.LeaveVerbs)
	v.staticPreps = newSet(mf.StaticPrepositions)
	for _, e := range mf.StaticEndings {
		v.staticEnds = append(v.staticEnds, norm(e))
	}
	v.fromPreps = newSet(mf.From)
	v.toPreps = newSet(mf.To)
	v.viaPreps = newSet(mf.Via)

	v.placePreps = newSet(pf.Prepositions)
	v.settlementNouns = newMatcher(pf.SettlementNouns)
	v.partNouns = newMatcher(pf.PartNouns)
	v.landmarkNouns = newMatcher(pf.LandmarkNouns)
	v.orgNouns = newMatcher(pf.OrganisationNouns)
	v.titleNouns = newMatcher(pf.TitleNouns)
	v.notToponym = newMatcher(pf.NotToponymStems)
	for _, e := range pf.AdjectiveEndings {
		v.adjEndings = append(v.adjEndings, norm(e))
	}
	for _, e := range pf.VerbEndings {
		v.verbEndings = append(v.verbEndings, norm(e))
	}
	v.functionWords = newMatcher(pf.FunctionWords)
	v.placeRelatives = newSet(pf.PlaceRelatives)
	v.minScore = pf.MinScore

	v.firstNames = map[string]nameForm{}
	for g, names := range nf.FirstNames {
		if g != "f" && g != "m" {
			return nil, fmt.Errorf("extract vocabulary persons.yaml: gender %q (want f or m)", g)
		}
		for _, n := range names {
			for _, f := range decline(norm(n), nf.GivenDeclension) {
				if _, dup := v.firstNames[f]; !dup {
					v.firstNames[f] = nameForm{n, g == "f"}
				}
			}
		}
	}
	for g, endings := range nf.SurnameEndings {
		if g != "f" && g != "m" {
			return nil, fmt.Errorf("extract vocabulary persons.yaml: gender %q (want f or m)", g)
		}
		for nom, obl := range endings {
			v.surnames = append(v.surnames, surnameEnding{norm(nom), norm(nom), g == "f"})
			for _, o := range obl {
				v.surnames = append(v.surnames, surnameEnding{norm(o), norm(nom), g == "f"})
			}
		}
	}
	sort.SliceStable(v.surnames, func(i, j int) bool {
		a, b := v.surnames[i], v.surnames[j]
		if len(a.oblique) != len(b.oblique) {
			return len(a.oblique) > len(b.oblique)
		}
		if a.oblique != b.oblique {
			return a.oblique < b.oblique
		}
		// The same ending in both genders («-ина»: Ленина, Анна Ленина):
		// masculine oblique forms are the commoner reading in narrative.
		if a.female != b.female {
			return !a.female
		}
		return a.nom < b.nom // «-ского»: -ский before -ской
	})
	v.pluralNom = newSet(nf.PluralNominatives)
	for _, p := range nf.PatronymicEndings {
		v.patronymic = append(v.patronymic, norm(p))
	}
	v.patronymicCases = []string{""}
	for _, e := range nf.PatronymicCases {
		v.patronymicCases = append(v.patronymicCases, norm(e))
	}
	v.personNouns = newMatcher(nf.PersonNouns)
	v.roleNouns = newSet(nf.RoleNouns)
	v.roleStems = newMatcher(nf.RoleNounStems)
	v.pronouns = newSet(nf.Pronouns)
	v.absence = newSet(nf.AbsenceCues)
	v.companion = newSet(nf.CompanionPreps)
	v.personStopWords = newSet(nf.StopWords)
	return v, nil
}

func normPhrase(p []string) []string {
	out := make([]string, len(p))
	for i, w := range p {
		out[i] = norm(w)
	}
	return out
}

func normPhrases(ps [][]string) [][]string {
	out := make([][]string, len(ps))
	for i, p := range ps {
		out[i] = normPhrase(p)
	}
	// Longest first: «по ст. ст.» before «ст. ст.».
	sort.SliceStable(out, func(i, j int) bool { return len(out[i]) > len(out[j]) })
	return out
}

// decline returns a word (normalised nominative) with the case forms the
// declension table gives for its longest fitting ending ("" for a word
// ending in a consonant).
func decline(w string, table map[string][]string) []string {
	out := []string{w}
	best := ""
	found := false
	for end := range table {
		e := norm(end)
		if e == "" || !strings.HasSuffix(w, e) || utf8.RuneCountInString(w) <= utf8.RuneCountInString(e) {
			continue
		}
		if !found || len(e) > len(best) {
			best, found = e, true
		}
	}
	if !found {
		best = ""
	}
	stem := strings.TrimSuffix(w, best)
	for end, forms := range table {
		if norm(end) != best {
			continue
		}
		for _, f := range forms {
			out = append(out, stem+norm(f))
		}
	}
	return out
}

func isEventType(t string) bool { return slices.Contains(dataset.EventTypes, t) }
