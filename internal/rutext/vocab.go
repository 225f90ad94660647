package rutext

import (
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	rutextdata "github.com/chronomap/chronomap/data/rutext"
)

// Vocabulary is the Russian vocabulary a Reader reads text with: the
// abbreviations and quotation marks of sentences, the words around
// toponyms and what is not a place, the shapes of persons' names. It lives
// in data/rutext (package rutextdata); the code names none of its words. A
// Vocabulary is parsed once (LoadVocabulary, DefaultVocabulary) and is
// read-only afterwards, safe for concurrent use.
type Vocabulary struct {
	// text.yaml
	abbrev        Set
	finalAbbrev   Set
	closingAbbrev Set
	clauseOpenPOS []string // parts of speech that open a clause after an abbreviation
	clausePrepPOS []string // … even when the word also reads as an initial or a name
	clauseAbbrev  Set      // abbreviated verbs that open a clause after an abbreviation
	listConj      Set
	clauseConj    Set
	quotes        map[rune]rune // opening → closing
	closers       map[rune]bool
	maxTitleWords int
	speechVerbs   Matcher
	relatives     Matcher
	translit      map[rune]string

	// places.yaml
	preps            map[string]Role
	otherPreps       []string
	settlementList   []string
	settlementNouns  Set
	townNouns        Set
	nameNouns        Set     // settlement nouns names are made of («Александровский пост»)
	dedicationNouns  Matcher // churches named by a saint or feast («Кирилловская церковь»)
	honorifics       Matcher // titles before a place adjective («Императорского»)
	sameWords        Set     // «того же уезда»: the one named before
	nearInstrumental Set     // «под Лондоном»: near it
	distanceNouns    Matcher // «в ста верстах от Черкасска»: a reference some way off
	nearAdverbs      Set     // «недалеко от Москвы»: a reference close by
	placePreps       Set     // «во Львове»: a place, whoever else bears the name
	townFateVerbs    Set     // «оставлен Львов»: a town taken or given up
	passingWords     Set     // «мимо Явы», «вдоль берегов Кореи», «в виду мыса»: passed, not reached
	originGenitive   Set     // «с Капри»: from it
	partyNouns       Matcher // «войны с Германией»: the other side
	meansNouns       Matcher // «железной дороги»: a means of travel
	wayNouns         Set     // «по пути в Вилюйск»: where someone was going
	stretchNouns     Set     // «Калмыцкой степью»: the way taken, in the instrumental
	renamedCues      Set     // «Ораны (ныне Варена)»: the same place by its later name
	namingVerbs      Set     // lemmas: «зовётся Львовом», «переименован в Свердловск»
	partNouns        Matcher
	whereNouns       Matcher
	belongingWords   Matcher
	descentNouns     Set // «из донских казаков»: an estate one comes from
	nativeWords      Matcher
	featureNouns     Matcher
	buildingNouns    Matcher
	landHeadNouns    Matcher
	featureClasses   map[string][]string // «остров» → T.ISL, …: what a feature noun's name may be
	landmarkNouns    Matcher
	streetNouns      Matcher
	institutionNouns Matcher
	regionNouns      Matcher
	districtNouns    Matcher
	districtKinds    Matcher
	waterNouns       Matcher
	regionAbbrev     map[string]string
	featureAbbrev    map[string]string
	locationNouns    Matcher
	seatNouns        Matcher
	provinceOfficial Matcher
	landOfficial     Matcher
	nationEventNouns Matcher
	stateBodyNouns   Matcher // a country's adjective before them names the state as a political whole
	unlocatedNouns   Matcher // a place adjective before them names a kind, no place
	wholeNation      Set
	stateDeeds       Matcher // verbs a state does as one («объявила войну»): a country bare before one is the state
	ethnicStems      Matcher
	comparison       Set
	placeSuffixes    []string
	baseNounEndings  []string
	orgNouns         Matcher
	titleNouns       Matcher
	compassAdj       []compassStem // longest stem first
	notToponym       Matcher
	refuse           map[string]Refusal // normalised name (and its case forms) → reason
	refuseWords      int                // the most words of a refused name
	adjEndings       []string
	verbEndings      []string
	pastEndings      []string
	functionWords    Matcher
	placeRelatives   Set
	staticEnds       []string
	casePreps        Set
	prepCases        map[string]Set // preposition → the cases it governs
	minScore         float64
	lowerCityMin     float64
	lowerNameBy      int
	bareMinScore     float64

	// persons.yaml
	firstNames      map[string]nameForm // case form → lemma and gender
	surnames        []surnameEnding     // longest oblique ending first
	pluralNom       Set
	patronymic      []string
	patronymicCases []string
	personNouns     Matcher
	roleNouns       Set     // nominative forms
	kinshipNouns    Set     // lemmas
	roleStems       Matcher // any form
	pronouns        map[string]Gender
	objectPronouns  map[string]Gender
	possessives     Set // «его», «её», «их»: after a noun, its owner
	narrator        string
	deictic         map[string]Deixis
	nameInitials    map[string]Matcher
	imprintTowns    map[string]string // «М.» of «М., 1904» → Москва
	personCues      Set
	nameParticles   Set
	absence         Set
	companion       Set
	emphatic        Set
	stopWords       Set
	stateAcronyms   Set
}

// Set is a set of normalised words (Norm).
type Set map[string]bool

// NewSet returns the set of the words, normalised.
func NewSet(words []string) Set {
	s := Set{}
	for _, w := range words {
		s[Norm(w)] = true
	}
	return s
}

// Matcher matches a normalised word against word forms and stems (a cue
// written with a trailing *): the word lists of the vocabularies in data/.
type Matcher struct {
	forms Set
	stems []string
	// stemsByLead holds the stems of two letters or more by their first
	// two letters, shortStems the others: a word is tried against a few
	// stems, not the hundreds of a list of verbs.
	stemsByLead map[string][]string
	shortStems  []string
}

// NewMatcher returns a Matcher of the cues: each a word form, or a stem
// when it ends with *.
func NewMatcher(cues []string) Matcher {
	m := Matcher{forms: Set{}}
	for _, c := range cues {
		if s, ok := strings.CutSuffix(c, "*"); ok {
			m.stems = append(m.stems, Norm(s))
		} else {
			m.forms[Norm(c)] = true
		}
	}
	for _, s := range m.stems {
		if lead, ok := leadOf(s); ok {
			if m.stemsByLead == nil {
				m.stemsByLead = map[string][]string{}
			}
			m.stemsByLead[lead] = append(m.stemsByLead[lead], s)
		} else {
			m.shortStems = append(m.shortStems, s)
		}
	}
	return m
}

// leadOf returns the first two letters of w, false when it has fewer.
func leadOf(w string) (string, bool) {
	_, n := utf8.DecodeRuneInString(w)
	if n == 0 {
		return "", false
	}
	_, m := utf8.DecodeRuneInString(w[n:])
	if m == 0 {
		return "", false
	}
	return w[:n+m], true
}

// Match reports whether the normalised word w is one of the forms or
// starts with one of the stems.
func (m Matcher) Match(w string) bool {
	if m.forms[w] {
		return true
	}
	if lead, ok := leadOf(w); ok {
		for _, s := range m.stemsByLead[lead] {
			if strings.HasPrefix(w, s) {
				return true
			}
		}
	}
	for _, s := range m.shortStems {
		if strings.HasPrefix(w, s) {
			return true
		}
	}
	return false
}

// MatchForm reports whether the normalised word w is one of the word forms
// written out in full, not only a word a stem begins.
func (m Matcher) MatchForm(w string) bool { return m.forms[w] }

// Words returns the forms, sorted, and then the stems (without their *).
func (m Matcher) Words() []string {
	out := make([]string, 0, len(m.forms)+len(m.stems))
	for f := range m.forms {
		out = append(out, f)
	}
	sort.Strings(out)
	return append(out, m.stems...)
}

// MatchWord reports whether m matches token t: the word as written or, for
// an active verb form, the past forms of its verb (VerbForms), so that a
// list of past forms reads «уедет», «перевело», «подъезжаем».
func (r *Reader) MatchWord(m Matcher, t Token) bool {
	if t.Kind != Word {
		return false
	}
	if m.Match(t.Norm) {
		return true
	}
	for _, f := range r.VerbForms(t) {
		if m.Match(f) {
			return true
		}
	}
	return false
}

type compassStem struct {
	stem, dir string
}

// compass returns the direction a compass adjective names, "" for none.
// IsDistanceNoun reports whether w is a noun of a distance («вёрст»,
// «миль», «километров»).
func (v *Vocabulary) IsDistanceNoun(w string) bool { return v.distanceNouns.Match(w) }

func (v *Vocabulary) compass(w string) string {
	for _, c := range v.compassAdj {
		if strings.HasPrefix(w, c.stem) {
			return c.dir
		}
	}
	return ""
}

// locatesNothing reports whether the adjective w never locates anything
// alone (not_toponym_stems). A compound whose first part is a point of the
// compass («восточно-сибирский», «южно-уссурийский», «юго-западный»)
// locates what its rest does: the part of that land.
func (v *Vocabulary) locatesNothing(w string) bool {
	if !v.notToponym.Match(w) {
		return false
	}
	first, rest, ok := strings.Cut(w, "-")
	if !ok || rest == "" || !v.compassPart(first) {
		return true
	}
	return v.locatesNothing(rest)
}

// compassPart reports whether w is the first part of a compound made with
// a point of the compass: a compass adjective's stem with its joining
// vowel («восточно», «южно», «средне») or the part before the hyphen of a
// compound compass stem («северо», «юго»).
func (v *Vocabulary) compassPart(w string) bool {
	last, _ := utf8.DecodeLastRuneInString(w)
	if (last == 'о' || last == 'е') && v.compass(w) != "" {
		return true
	}
	for _, c := range v.compassAdj {
		if first, _, ok := strings.Cut(c.stem, "-"); ok && first == w {
			return true
		}
	}
	return false
}

func validDirection(d string) bool {
	switch d {
	case "north", "south", "east", "west", "northwest", "northeast", "southwest", "southeast", "centre":
		return true
	}
	return false
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
	FinalAbbrevs     []string          `yaml:"final_abbreviations"`
	RegionAbbrevs    []string          `yaml:"region_abbreviations"`
	ClauseOpenPOS    []string          `yaml:"clause_opening_pos"`
	ClausePrepPOS    []string          `yaml:"clause_opening_prep_pos"`
	ClauseAbbrevs    []string          `yaml:"clause_opening_abbreviations"`
	ListConjunctions []string          `yaml:"list_conjunctions"`
	ClauseConj       []string          `yaml:"clause_conjunctions"`
	Quotes           [][2]string       `yaml:"quotes"`
	MaxTitleWords    int               `yaml:"max_title_words"`
	SpeechVerbs      []string          `yaml:"speech_verbs"`
	RelativePronouns []string          `yaml:"relative_pronouns"`
	Transliteration  map[string]string `yaml:"transliteration"`
}

type placesFile struct {
	Prepositions      map[Role][]string    `yaml:"prepositions"`
	PrepCases         map[string][]string  `yaml:"preposition_cases"`
	OtherPreps        []string             `yaml:"other_prepositions"`
	NearInstrumental  []string             `yaml:"near_instrumental"`
	DistanceNouns     []string             `yaml:"distance_nouns"`
	NearAdverbs       []string             `yaml:"near_adverbs"`
	PlacePreps        []string             `yaml:"place_prepositions"`
	TownFateVerbs     []string             `yaml:"town_fate_verbs"`
	PassingWords      []string             `yaml:"passing_words"`
	OriginGenitive    []string             `yaml:"origin_genitive"`
	PartyNouns        []string             `yaml:"party_nouns"`
	MeansNouns        []string             `yaml:"means_nouns"`
	WayNouns          []string             `yaml:"way_nouns"`
	StretchNouns      []string             `yaml:"stretch_nouns"`
	RenamedCues       []string             `yaml:"renamed_cues"`
	NamingVerbs       []string             `yaml:"naming_verbs"`
	SettlementNouns   []string             `yaml:"settlement_nouns"`
	TownNouns         []string             `yaml:"town_nouns"`
	NameNouns         []string             `yaml:"name_nouns"`
	DedicationNouns   []string             `yaml:"dedication_nouns"`
	Honorifics        []string             `yaml:"honorifics"`
	SameWords         []string             `yaml:"same_words"`
	PartNouns         []string             `yaml:"part_nouns"`
	WhereNouns        []string             `yaml:"where_nouns"`
	BelongingWords    []string             `yaml:"belonging_words"`
	DescentNouns      []string             `yaml:"descent_nouns"`
	NativeWords       []string             `yaml:"native_words"`
	FeatureNouns      []string             `yaml:"feature_nouns"`
	BuildingNouns     []string             `yaml:"building_nouns"`
	LandHeadNouns     []string             `yaml:"land_head_nouns"`
	FeatureClasses    map[string][]string  `yaml:"feature_classes"`
	LandmarkNouns     []string             `yaml:"landmark_nouns"`
	StreetNouns       []string             `yaml:"street_nouns"`
	InstitutionNouns  []string             `yaml:"institution_nouns"`
	RegionNouns       []string             `yaml:"region_nouns"`
	DistrictNouns     []string             `yaml:"district_nouns"`
	DistrictKinds     []string             `yaml:"district_kind_adjectives"`
	WaterNouns        []string             `yaml:"water_nouns"`
	RegionAbbrevs     map[string]string    `yaml:"region_abbreviations"`
	FeatureAbbrevs    map[string]string    `yaml:"feature_abbreviations"`
	LocationNouns     []string             `yaml:"location_nouns"`
	SeatOfficialNouns []string             `yaml:"seat_official_nouns"`
	ProvinceOfficials []string             `yaml:"province_official_nouns"`
	LandOfficials     []string             `yaml:"land_official_nouns"`
	NationEventNouns  []string             `yaml:"nation_event_nouns"`
	StateBodyNouns    []string             `yaml:"state_body_nouns"`
	UnlocatedNouns    []string             `yaml:"unlocated_nouns"`
	StateAcronyms     []string             `yaml:"state_acronyms"`
	WholeNationWords  []string             `yaml:"whole_nation_words"`
	StateDeedVerbs    []string             `yaml:"state_deed_verbs"`
	EthnicStems       []string             `yaml:"ethnic_adjective_stems"`
	ComparisonWords   []string             `yaml:"comparison_words"`
	PlaceSuffixes     []string             `yaml:"place_adjective_suffixes"`
	BaseNounEndings   []string             `yaml:"base_noun_endings"`
	OrganisationNouns []string             `yaml:"organisation_nouns"`
	TitleNouns        []string             `yaml:"title_nouns"`
	CompassAdjectives map[string]string    `yaml:"compass_adjectives"`
	NotToponymStems   []string             `yaml:"not_toponym_stems"`
	Refuse            map[Refusal][]string `yaml:"refuse"`
	AdjectiveEndings  []string             `yaml:"adjective_endings"`
	VerbEndings       []string             `yaml:"verb_endings"`
	PastEndings       []string             `yaml:"past_tense_endings"`
	FunctionWords     []string             `yaml:"function_words"`
	PlaceRelatives    []string             `yaml:"place_relatives"`
	StaticEndings     []string             `yaml:"static_endings"`
	CasePrepositions  []string             `yaml:"case_prepositions"`
	MinScore          float64              `yaml:"min_score"`
	BareMinScore      float64              `yaml:"bare_min_score"`
	LowerCityMinScore float64              `yaml:"lower_city_min_score"`
	LowerNameByYear   int                  `yaml:"lower_name_by_year"`
	Deictic           map[string]struct {
		Refers   string   `yaml:"refers"`
		Role     Role     `yaml:"role"`
		Features []string `yaml:"features"`
	} `yaml:"deictic"`
	NameInitials map[string][]string `yaml:"name_initials"`
	ImprintTowns map[string]string   `yaml:"imprint_towns"`
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
	KinshipNouns      []string                       `yaml:"kinship_nouns"`
	Pronouns          map[string]string              `yaml:"pronouns"`
	ObjectPronouns    map[string]string              `yaml:"object_pronouns"`
	Possessives       []string                       `yaml:"possessive_pronouns"`
	Narrator          string                         `yaml:"narrator"`
	PersonCues        []string                       `yaml:"person_cues"`
	NameParticles     []string                       `yaml:"name_particles"`
	AbsenceCues       []string                       `yaml:"absence_cues"`
	CompanionPreps    []string                       `yaml:"companion_prepositions"`
	Emphatics         []string                       `yaml:"emphatic_determiners"`
	StopWords         []string                       `yaml:"stop_words"`
}

// DefaultVocabulary parses the vocabulary embedded from data/rutext. Parse
// it once and share it: every Reader built on it reads the same words.
func DefaultVocabulary() (*Vocabulary, error) { return LoadVocabulary(rutextdata.FS) }

// LoadVocabulary reads text.yaml, places.yaml and persons.yaml from fsys
// (the layout of data/rutext). Unknown keys, roles, reasons and genders are
// errors naming the file, so that a misspelt key does not silently empty a
// list.
func LoadVocabulary(fsys fs.FS) (*Vocabulary, error) {
	var tf textFile
	var pf placesFile
	var nf personsFile
	for _, f := range []struct {
		name string
		dst  any
	}{{"text.yaml", &tf}, {"places.yaml", &pf}, {"persons.yaml", &nf}} {
		data, err := fs.ReadFile(fsys, f.name)
		if err != nil {
			return nil, fmt.Errorf("rutext vocabulary: %w", err)
		}
		dec := yaml.NewDecoder(strings.NewReader(string(data)))
		dec.KnownFields(true)
		if err := dec.Decode(f.dst); err != nil {
			return nil, fmt.Errorf("rutext vocabulary %s: %w", f.name, err)
		}
	}
	v := &Vocabulary{}
	bad := func(file, format string, args ...any) error {
		return fmt.Errorf("rutext vocabulary %s: %s", file, fmt.Sprintf(format, args...))
	}

	v.abbrev = NewSet(tf.Abbreviations)
	v.finalAbbrev = NewSet(tf.FinalAbbrevs)
	v.closingAbbrev = NewSet(tf.RegionAbbrevs)
	v.clauseOpenPOS = tf.ClauseOpenPOS
	v.clausePrepPOS = tf.ClausePrepPOS
	v.clauseAbbrev = NewSet(tf.ClauseAbbrevs)
	v.listConj = NewSet(tf.ListConjunctions)
	v.clauseConj = NewSet(tf.ClauseConj)
	v.quotes = map[rune]rune{}
	v.closers = map[rune]bool{}
	for _, q := range tf.Quotes {
		o, c := []rune(q[0]), []rune(q[1])
		if len(o) != 1 || len(c) != 1 {
			return nil, bad("text.yaml", "quote pair %q is not two single characters", q)
		}
		v.quotes[o[0]] = c[0]
		v.closers[c[0]] = true
	}
	v.maxTitleWords = tf.MaxTitleWords
	v.speechVerbs = NewMatcher(tf.SpeechVerbs)
	v.relatives = NewMatcher(tf.RelativePronouns)
	v.translit = map[rune]string{}
	for k, t := range tf.Transliteration {
		r := []rune(k)
		if len(r) != 1 {
			return nil, bad("text.yaml", "transliteration key %q is not one letter", k)
		}
		v.translit[r[0]] = t
	}

	v.preps = map[string]Role{}
	for role, words := range pf.Prepositions {
		switch role {
		case RoleLocation, RoleDestination, RoleOrigin, RoleVia, RoleArea, RoleReference, RoleTopic:
		default:
			return nil, bad("places.yaml", "prepositions: unknown role %q (want location, destination, origin, via, area, reference or topic)", role)
		}
		for _, w := range words {
			v.preps[Norm(w)] = role
		}
	}
	v.nearInstrumental = NewSet(pf.NearInstrumental)
	v.distanceNouns = NewMatcher(pf.DistanceNouns)
	v.nearAdverbs = NewSet(pf.NearAdverbs)
	v.placePreps = NewSet(pf.PlacePreps)
	v.townFateVerbs = NewSet(pf.TownFateVerbs)
	v.passingWords = NewSet(pf.PassingWords)
	v.originGenitive = NewSet(pf.OriginGenitive)
	v.partyNouns = NewMatcher(pf.PartyNouns)
	v.meansNouns = NewMatcher(pf.MeansNouns)
	v.wayNouns = NewSet(pf.WayNouns)
	v.stretchNouns = NewSet(pf.StretchNouns)
	v.renamedCues = NewSet(pf.RenamedCues)
	v.namingVerbs = NewSet(pf.NamingVerbs)
	v.settlementNouns = NewSet(pf.SettlementNouns)
	v.townNouns = NewSet(pf.TownNouns)
	v.nameNouns = NewSet(pf.NameNouns)
	v.dedicationNouns = NewMatcher(pf.DedicationNouns)
	v.honorifics = NewMatcher(pf.Honorifics)
	v.sameWords = NewSet(pf.SameWords)
	v.otherPreps, v.settlementList = pf.OtherPreps, pf.SettlementNouns
	v.partNouns = NewMatcher(pf.PartNouns)
	v.whereNouns = NewMatcher(pf.WhereNouns)
	v.belongingWords = NewMatcher(pf.BelongingWords)
	v.descentNouns = NewSet(pf.DescentNouns)
	v.nativeWords = NewMatcher(pf.NativeWords)
	v.featureNouns = NewMatcher(pf.FeatureNouns)
	v.buildingNouns = NewMatcher(pf.BuildingNouns)
	v.landHeadNouns = NewMatcher(pf.LandHeadNouns)
	v.featureClasses = map[string][]string{}
	for noun, codes := range pf.FeatureClasses {
		v.featureClasses[Norm(noun)] = codes
	}
	v.landmarkNouns = NewMatcher(pf.LandmarkNouns)
	v.streetNouns = NewMatcher(pf.StreetNouns)
	v.institutionNouns = NewMatcher(pf.InstitutionNouns)
	v.regionNouns = NewMatcher(pf.RegionNouns)
	v.districtNouns = NewMatcher(pf.DistrictNouns)
	v.districtKinds = NewMatcher(pf.DistrictKinds)
	v.waterNouns = NewMatcher(pf.WaterNouns)
	v.locationNouns = NewMatcher(pf.LocationNouns)
	v.seatNouns = NewMatcher(pf.SeatOfficialNouns)
	v.provinceOfficial = NewMatcher(pf.ProvinceOfficials)
	v.landOfficial = NewMatcher(pf.LandOfficials)
	v.nationEventNouns = NewMatcher(pf.NationEventNouns)
	v.stateBodyNouns = NewMatcher(pf.StateBodyNouns)
	v.unlocatedNouns = NewMatcher(pf.UnlocatedNouns)
	v.stateAcronyms = NewSet(pf.StateAcronyms)
	v.wholeNation = NewSet(pf.WholeNationWords)
	v.stateDeeds = NewMatcher(pf.StateDeedVerbs)
	v.ethnicStems = NewMatcher(pf.EthnicStems)
	v.comparison = NewSet(pf.ComparisonWords)
	v.featureAbbrev = map[string]string{}
	for a, full := range pf.FeatureAbbrevs {
		v.featureAbbrev[Norm(a)] = full
	}
	v.regionAbbrev = map[string]string{}
	for a, full := range pf.RegionAbbrevs {
		v.regionAbbrev[Norm(a)] = full
	}
	for _, x := range pf.PlaceSuffixes {
		v.placeSuffixes = append(v.placeSuffixes, Norm(x))
	}
	for _, x := range pf.BaseNounEndings {
		v.baseNounEndings = append(v.baseNounEndings, Norm(x))
	}
	v.orgNouns = NewMatcher(pf.OrganisationNouns)
	v.titleNouns = NewMatcher(pf.TitleNouns)
	for stem, dir := range pf.CompassAdjectives {
		if !validDirection(dir) {
			return nil, bad("places.yaml", "compass_adjectives: %q: direction %q", stem, dir)
		}
		v.compassAdj = append(v.compassAdj, compassStem{Norm(strings.TrimSuffix(stem, "*")), dir})
	}
	sort.Slice(v.compassAdj, func(i, j int) bool {
		a, b := v.compassAdj[i], v.compassAdj[j]
		if len(a.stem) != len(b.stem) {
			return len(a.stem) > len(b.stem)
		}
		return a.stem < b.stem
	})
	v.notToponym = NewMatcher(pf.NotToponymStems)
	for _, e := range pf.AdjectiveEndings {
		v.adjEndings = append(v.adjEndings, Norm(e))
	}
	for _, e := range pf.VerbEndings {
		v.verbEndings = append(v.verbEndings, Norm(e))
	}
	for _, e := range pf.PastEndings {
		v.pastEndings = append(v.pastEndings, Norm(e))
	}
	v.functionWords = NewMatcher(pf.FunctionWords)
	v.placeRelatives = NewSet(pf.PlaceRelatives)
	for _, e := range pf.StaticEndings {
		v.staticEnds = append(v.staticEnds, Norm(e))
	}
	v.casePreps = NewSet(pf.CasePrepositions)
	v.prepCases = map[string]Set{}
	for w, cases := range pf.PrepCases {
		v.prepCases[Norm(w)] = NewSet(cases)
	}
	v.minScore, v.bareMinScore, v.lowerCityMin = pf.MinScore, pf.BareMinScore, pf.LowerCityMinScore
	v.lowerNameBy = pf.LowerNameByYear

	v.firstNames = map[string]nameForm{}
	for g, names := range nf.FirstNames {
		if g != "f" && g != "m" {
			return nil, bad("persons.yaml", "gender %q (want f or m)", g)
		}
		for _, n := range names {
			for _, f := range decline(Norm(n), nf.GivenDeclension) {
				if _, dup := v.firstNames[f]; !dup {
					v.firstNames[f] = nameForm{n, g == "f"}
				}
			}
		}
	}
	for g, endings := range nf.SurnameEndings {
		if g != "f" && g != "m" {
			return nil, bad("persons.yaml", "gender %q (want f or m)", g)
		}
		for nom, obl := range endings {
			v.surnames = append(v.surnames, surnameEnding{Norm(nom), Norm(nom), g == "f"})
			for _, o := range obl {
				v.surnames = append(v.surnames, surnameEnding{Norm(o), Norm(nom), g == "f"})
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
	v.pluralNom = NewSet(nf.PluralNominatives)
	for _, p := range nf.PatronymicEndings {
		v.patronymic = append(v.patronymic, Norm(p))
	}
	v.patronymicCases = []string{""}
	for _, e := range nf.PatronymicCases {
		v.patronymicCases = append(v.patronymicCases, Norm(e))
	}
	v.personNouns = NewMatcher(nf.PersonNouns)
	v.possessives = NewSet(nf.Possessives)
	v.roleNouns = NewSet(nf.RoleNouns)
	v.kinshipNouns = NewSet(nf.KinshipNouns)
	v.roleStems = NewMatcher(nf.RoleNounStems)
	for _, set := range []struct {
		in  map[string]string
		out *map[string]Gender
	}{{nf.Pronouns, &v.pronouns}, {nf.ObjectPronouns, &v.objectPronouns}} {
		*set.out = map[string]Gender{}
		for p, g := range set.in {
			switch Gender(g) {
			case Masculine, Feminine, Neuter, Plural, First:
			default:
				return nil, bad("persons.yaml", "pronoun %q: gender %q (want m, f, n, plural or first)", p, g)
			}
			(*set.out)[Norm(p)] = Gender(g)
		}
	}
	v.narrator = nf.Narrator
	v.deictic = map[string]Deixis{}
	for w, d := range pf.Deictic {
		if d.Refers != "here" && d.Refers != "last" && d.Refers != "heading" && d.Refers != "town" && d.Refers != "land" && d.Refers != "capital" && d.Refers != "feature" {
			return nil, bad("places.yaml", "deictic %q: refers %q (want here, last, heading, town, land, capital or feature)", w, d.Refers)
		}
		if (d.Refers == "feature") != (len(d.Features) > 0) {
			return nil, bad("places.yaml", "deictic %q: features are given with refers feature, and only then", w)
		}
		switch d.Role {
		case RoleLocation, RoleDestination, RoleOrigin:
		default:
			return nil, bad("places.yaml", "deictic %q: role %q (want location, destination or origin)", w, d.Role)
		}
		dx := Deixis{Here: d.Refers == "here" || d.Refers == "heading", HeadingOnly: d.Refers == "heading", Role: d.Role}
		switch d.Refers {
		case "town":
			dx.Noun = NounTown
		case "land":
			dx.Noun = NounLand
		case "capital":
			dx.Noun = NounCapital
		case "feature":
			dx.Noun, dx.Features = NounFeature, d.Features
		}
		v.deictic[Norm(w)] = dx
	}
	v.nameInitials = map[string]Matcher{}
	for i, words := range pf.NameInitials {
		v.nameInitials[Norm(i)] = NewMatcher(words)
	}
	v.imprintTowns = map[string]string{}
	for short, town := range pf.ImprintTowns {
		v.imprintTowns[Norm(short)] = town
	}
	v.personCues = NewSet(nf.PersonCues)
	v.nameParticles = NewSet(nf.NameParticles)
	v.absence = NewSet(nf.AbsenceCues)
	v.companion = NewSet(nf.CompanionPreps)
	v.emphatic = NewSet(nf.Emphatics)
	v.stopWords = NewSet(nf.StopWords)

	v.refuse = map[string]Refusal{}
	for reason, names := range pf.Refuse {
		switch reason {
		case RefusedTitle, RefusedOrganisation, RefusedContinent, RefusedState, RefusedAdjective:
		default:
			return nil, bad("places.yaml", "refuse: unknown reason %q (want title, organisation, continent, state or adjective)", reason)
		}
		for _, n := range names {
			k := Norm(n)
			if k == "" {
				return nil, bad("places.yaml", "refuse.%s: %q has no letters", reason, n)
			}
			for _, f := range nameCaseForms(k) {
				if _, taken := v.refuse[f]; !taken || f == k {
					v.refuse[f] = reason
				}
			}
			v.refuseWords = max(v.refuseWords, len(strings.Fields(k)))
		}
	}
	return v, nil
}

// pastTense reports, without the dictionary, whether w ends like a verb in
// the past tense («приехал», «уехала»).
func (v *Vocabulary) pastTense(w string) bool {
	for _, e := range v.pastEndings {
		if strings.HasSuffix(w, e) && utf8.RuneCountInString(w) > utf8.RuneCountInString(e)+2 {
			return true
		}
	}
	return false
}

// hasPlaceSuffix reports whether an adjective has the suffix of one made
// from a place name before its ending («тифлис-ск-ой», «кутаис-ск-ое»).
func (v *Vocabulary) hasPlaceSuffix(w string) bool {
	_, _, ok := v.placeSuffixBase(w)
	return ok
}

// placeSuffixBase returns the base of an adjective with a place suffix
// before its ending, and the base with the suffix kept («морской» → мор,
// морск); false for an adjective without one.
func (v *Vocabulary) placeSuffixBase(w string) (base, withSuffix string, ok bool) {
	for _, e := range v.adjEndings {
		stem, ok := strings.CutSuffix(w, e)
		if !ok {
			continue
		}
		for _, x := range v.placeSuffixes {
			if b, ok := strings.CutSuffix(stem, x); ok && utf8.RuneCountInString(b) >= 2 {
				return b, stem, true
			}
		}
	}
	return "", "", false
}

// decline returns a word (normalised nominative) with the case forms the
// declension table gives for its longest fitting ending ("" for a word
// ending in a consonant).
func decline(w string, table map[string][]string) []string {
	out := []string{w}
	best := ""
	found := false
	for end := range table {
		e := Norm(end)
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
		if Norm(end) != best {
			continue
		}
		for _, f := range forms {
			out = append(out, stem+Norm(f))
		}
	}
	return out
}

// nameDeclension is how the words of a listed name (an organisation, a
// title, a continent) change in the other cases, for refusal look-ups that
// do without the dictionary: nominative ending → the endings of the other
// cases.
var nameDeclension = [...]struct {
	nom   string
	forms []string
}{
	{"ая", []string{"ой", "ую", "ою"}},
	{"яя", []string{"ей", "юю"}},
	{"ий", []string{"ого", "его", "ому", "ему", "им", "ым", "ом", "ем"}},
	{"ый", []string{"ого", "ому", "ым", "ом"}},
	{"ой", []string{"ого", "ому", "ым", "им", "ом"}},
	{"ое", []string{"ого", "ому", "ым", "ом"}},
	{"ее", []string{"его", "ему", "им", "ем"}},
	{"ия", []string{"ии", "ию", "ией"}},
	{"а", []string{"ы", "и", "е", "у", "ой", "ою", "ей"}},
	{"я", []string{"и", "е", "ю", "ей", "ею"}},
	{"ь", []string{"я", "ю", "ем", "е", "и", "ью"}},
	{"й", []string{"я", "ю", "ем", "е"}},
	{"о", []string{"а", "у", "ом", "е"}},
	{"е", []string{"я", "ю", "ем"}},
}

// wordCaseForms returns a word and its case forms by nameDeclension (a
// consonant ending takes the noun endings).
func wordCaseForms(w string) []string {
	out := []string{w}
	if !hasCyrillic(w) {
		return out
	}
	for _, d := range nameDeclension {
		if stem, ok := strings.CutSuffix(w, d.nom); ok && utf8.RuneCountInString(stem) >= 2 {
			for _, f := range d.forms {
				out = append(out, stem+f)
			}
			return out
		}
	}
	last, _ := utf8.DecodeLastRuneInString(w)
	if isCyrillicConsonant(last) {
		for _, f := range []string{"а", "у", "е", "ом", "ем"} {
			out = append(out, w+f)
		}
	}
	return out
}

// nameCaseForms returns the case forms of a name of one or more words,
// word by word in the same case (at most a few dozen).
func nameCaseForms(k string) []string {
	words := strings.Fields(k)
	per := make([][]string, len(words))
	n := 0
	for i, w := range words {
		per[i] = wordCaseForms(w)
		n = max(n, len(per[i]))
	}
	out := []string{k}
	for c := 1; c < n; c++ {
		parts := make([]string, len(words))
		for i := range words {
			parts[i] = words[i]
			if c < len(per[i]) {
				parts[i] = per[i][c]
			}
		}
		out = append(out, strings.Join(parts, " "))
	}
	// Mixed endings («Народной воли»): each word in each of its forms.
	if len(words) == 2 {
		for _, a := range per[0] {
			for _, b := range per[1] {
				out = append(out, a+" "+b)
			}
		}
	}
	return out
}

func hasCyrillic(s string) bool {
	for _, r := range s {
		if r >= 0x400 && r <= 0x4ff {
			return true
		}
	}
	return false
}

func isCyrillicConsonant(r rune) bool {
	return r >= 'а' && r <= 'я' && !strings.ContainsRune("аеиоуыэюяйьъ", r)
}
