package extract

import (
	"fmt"
	"io/fs"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	extractdata "github.com/chronomap/chronomap/data/extract"
	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/rutext"
	"github.com/chronomap/chronomap/internal/when"
)

// Vocab holds the extractor's own Russian vocabularies: the date grammar's
// words, event-type cues and verbs of motion. They live in data/extract
// (package extractdata); the words around toponyms and persons' names are
// the rutext vocabulary's. The code names none of them. A Vocab is read-only
// after loading and safe for concurrent use.
type Vocab struct {
	// dates.yaml
	months          map[string]int
	monthAbbrev     map[string]int
	monthAdj        []stemValue
	seasons         map[string]int
	yearWords       rutext.Set
	yearAbbrev      rutext.Set
	yearGenitive    rutext.Set
	decadeSuffix    rutext.Set
	yearSuffix      rutext.Set
	parts           map[string]int
	feasts          []feast
	feastPreps      rutext.Set
	subjectPrefixes rutext.Set
	feastTails      rutext.Set
	monthParts      map[int][][]string
	halfWords       rutext.Set
	halfOrd         map[string]int
	pointPreps      rutext.Set
	purposePreps    rutext.Set
	spanPrefixes    [][]string
	rangeFrom       rutext.Set
	rangeTo         rutext.Set
	rangeFromClosed rutext.Set
	retrospective   rutext.Set
	openBefore      rutext.Set
	lifeMarks       rutext.Set // «(р. 1856)»
	imprintMarks    rutext.Set // «№», «т.», «с.» after a book's year
	openAfter       rutext.Set
	countNouns      []string
	campaignNouns   []string // «поход», «война»: a bare year right after one is its year
	alternatives    rutext.Set
	generalMarks    rutext.Set            // words of a habit or general statement
	generalEven     rutext.Set            // «и», «даже» right before a season: «even»
	publicDateNouns rutext.Set            // «дело», «манифест»: a noun naming a public event by its date
	publicDates     map[[2]int]publicDate // month and day of a public event → its year and cue stems
	planOpeners     rutext.Set            // «что», «будто»: a clause told or thought
	hearsay         rutext.Set            // «говорят»: a clause told by hearsay
	approximate     [][]string
	uncertain       [][]string
	nightBefore     [][]string
	oldStyle        [][]string
	newStyle        [][]string
	relative        []relPhrase
	shiftPreps      rutext.Set
	agoWords        rutext.Set
	writerYearAbbr  map[string]int    // «с. г.», «пр. г.»: the same written short
	shiftAfter      rutext.Set        // «два года спустя»: a shift word after its count and unit
	monthNouns      rutext.Set        // «в мае месяце»: the noun «месяц» after a month name
	dayNouns        rutext.Set        // «апреля 23 дня»: the noun after a day written after its month
	reignOpeners    [][]string        // «в царствование»
	reignTitles     rutext.Set        // «императора»
	reigns          []reign           // «Николая I»: 1825–1855
	pluralYearWords rutext.Set        // «гг.», «годах»: a year word of more than one year
	eve             [][]string        // «накануне», «в канун»: the day before what follows
	nightFrom       [][]string        // «в ночь с 5 на 6 мая»
	notAfter        [][]string        // «не позднее 1903 г.»: open start
	notBefore       [][]string        // «не ранее 1903 г.»: open end
	spanBefore      rutext.Set        // «за» of «за три дня до этого»
	anaphors        rutext.Set        // «этого», «того» of «до этого»
	decadeWords     map[string]int    // «шестидесятых» (годах): the decade in words, every ending
	centuryWords    rutext.Set        // «век», «столетия», «в.»
	centuryAbbrev   rutext.Set        // «в.», «вв.»: century words only with their full stop
	halfUnits       []halfUnit        // «полгода», «полтора года»
	writerYear      map[string]int    // «сего», «минувшего», «будущего»: years from the writer's
	seasonDeixis    map[string]string // «прошлой», «нынешнюю», «будущей» before a season: previous, same, next
	scheduled       rutext.Set        // «назначены» before «на» and a date: the day something is set for
	oneUnitAgo      rutext.Set        // «неделю», «месяц» before «назад»: one unit back, with no number
	dayOfMonth      rutext.Set        // «числа» after a day: of the month the text is in
	ordinalDays     map[string]int    // «седьмого»: a day written as a word
	ordinalDayTens  map[string]int    // «двадцать» before an ordinal day
	timesOfDay      rutext.Set        // «утром» after a day opening a sentence
	dayJoins        rutext.Set        // «и», «,» between days of a month
	units           map[string]string
	numerals        map[string]int
	romanMonths     map[string]int
	monthFormList   []string

	// events.yaml
	typeCues []typeCue
	readings []cueReading
	// directionCase: a preposition of direction and the case of the noun
	// it governs towards or away from («в поход», «к реке», «из Кяхты»).
	directionCase map[string]string
	// cuesByPrefix indexes typeCues by the first two letters of their word or
	// phrase, so that a token is matched against a handful of cues.
	cuesByPrefix map[string][]int
	// phraseCuesByPrefix is the part of cuesByPrefix that are phrases.
	phraseCuesByPrefix map[string][]int
	// shortWordCues are the typeCues of one word that tell of a short stay.
	shortWordCues []int
	subjectNouns  map[string]string // nominative form → type
	subjectTypes  map[string]string // nominative form → type, no actor

	// collectives: nominative form of a collective traveller's noun → the
	// gender a pronoun for it takes (collective_travellers).
	collectives map[string]rutext.Gender
	// vessels: the collective travellers that are ships (vessels): where
	// one goes, even back to its home port, is a leg of a voyage.
	vessels map[string]bool
	// carriers: what carries travellers overland («поезд», «сани») or
	// moves with its people («управление», «партия»), never a thing that
	// moves without them.
	carriers rutext.Matcher
	// militaryUnits: the nouns of a military unit (military_units).
	militaryUnits rutext.Matcher
	// households: collective travellers that move house («семья»), not
	// on a campaign, voyage or tour as the others do.
	households map[string]bool
	// mainBody: adjectives that make a collective noun the main body of
	// the last unit named («главные силы»).
	mainBody map[string]bool
	// groupParts: subjects that name a part of the group the text
	// follows («остальные», «трое»): where a group splits.
	groupParts map[string]bool
	// splitCompanions: instrumental numerals after «с» that make a leader
	// leave with a few («с тремя казаками»), the rest staying behind.
	splitCompanions map[string]bool

	topicPreps   rutext.Set
	messageWords rutext.Matcher
	// seeOffVerbs: seeing someone off («проводил жену до Твери»).
	seeOffVerbs rutext.Matcher
	// newsWords: news and rumours that come («приходили вести»).
	newsWords     rutext.Matcher
	writingVerbs  rutext.Matcher // with messageWords, words that send a message to a goal
	letterWriting rutext.Set     // the writer's present of writing the letter itself («пишу»)
	lifeEvents    rutext.Matcher // what befalls a person: an event of its own at a journey's end
	// befallings: what befalls a person's body or freedom where they are
	// (death, wound, arrest, illness); onTheWay: nouns after «в», «на»,
	// «по» that put a person on the move («на обратном пути»).
	befallings   rutext.Matcher
	onTheWay     rutext.Set
	sendingVerbs rutext.Matcher
	// bringingVerbs: sending verbs whose goal is the addressee's place
	// («привёз ему в Вилюйск прошение»).
	bringingVerbs rutext.Matcher
	sentThings    rutext.Matcher
	// authorsWorks: the nouns of a work (a symphony, an opera, a play, a
	// painting, a book) whose showing somewhere («его симфония исполнена
	// в Баден-Бадене») does not put its author there.
	authorsWorks rutext.Matcher
	lineVerbs    rutext.Matcher
	lineNouns    rutext.Matcher
	// sentPassives: «отправлены», «доставлена»: sent, with a thing as subject.
	sentPassives rutext.Set
	// intentVerbs and intentNouns: a goal after them is wished, meant or
	// asked for («намеревался ехать в Париж», «прошение о переводе в»).
	intentVerbs rutext.Matcher
	// receivingVerbs: something comes to someone (receiving_verbs).
	receivingVerbs rutext.Matcher
	// printNouns: the press a town's adjective may name (print_nouns).
	printNouns rutext.Matcher
	// serviceVerbs: a service runs (service_verbs).
	serviceVerbs rutext.Matcher
	// intentConjunctions: the words of intent_verbs that join a purpose
	// clause rather than tell a wish («чтобы», «дабы»).
	intentConjunctions rutext.Set
	// dwellingNouns: a house, a country house or an estate («купил
	// особняк, где собирается поселиться»): a home one may mean to settle in.
	dwellingNouns rutext.Matcher
	// stateActVerbs and stateActNouns: a declaration of war or a peace
	// made («Германия объявила войну», «заключила мир»): an act of states,
	// done at no place a heading gives.
	stateActVerbs, stateActNouns rutext.Matcher
	// refusalVerbs: «отказался служить в Варшаве»: what is refused is not done.
	refusalVerbs rutext.Matcher
	// stayedVerbs: «но он остался в Казани» undoes an order to go.
	stayedVerbs rutext.Matcher
	intentNouns rutext.Matcher
	// obligationWords: modals of what was due («должны были», «предстояло»).
	obligationWords rutext.Matcher
	// orderNouns: a goal after one of them (a noun of permission) and an
	// infinitive is where someone is allowed to go, not yet reached.
	orderNouns rutext.Matcher
	// assignment: the words that make a place assigned, aimed at or
	// cancelled rather than reached (assignedPlace).
	aimNouns, pendingWords, sendingNouns, assignVerbs, cancelWords rutext.Matcher
	occurVerbs                                                     rutext.Matcher // «не состоялась»: a journey denied
	copulaVerbs                                                    rutext.Set
	pastCopula                                                     rutext.Set
	fameVerbs                                                      rutext.Matcher
	rememberVerbs                                                  rutext.Set
	// demonstratives: «эту крепость», «этот город» point back to the
	// town last named, as the bare noun does.
	demonstratives rutext.Set
	// ourWords: «нашего города» in a town's history is the title's town.
	ourWords rutext.Set
	// sameWords: «в том же городе» is the town last named.
	sameWords rutext.Set
	// capitals: the capitals of the period's states, for «в столице».
	capitals     []stateCapital
	becomeVerbs  rutext.Set
	hostingVerbs rutext.Set
	// receivedPassives: «был принят государем», an audience.
	receivedPassives rutext.Set
	// compositionVerbs (before «из») and divisionVerbs (before «на»):
	// «область состояла из пяти уездов», «губерния делилась на уезды».
	compositionVerbs, divisionVerbs rutext.Matcher
	hosted                          rutext.Set
	longStay                        rutext.Set
	// residence: verbs of living somewhere («жил», «проживала», «прожили»):
	// the first telling of a stay at a place is a change of residence.
	residence      rutext.Matcher
	residenceYears rutext.Set // «года», «лет»: a stay that lasts years
	// stayOn: verbs of going on at a place for a while (living, serving,
	// working, remaining): «где прослужил до 1885 г.» ends the stay there.
	stayOn      rutext.Matcher
	background  rutext.Set
	confinement rutext.Matcher
	border      rutext.Matcher
	tourNouns   rutext.Matcher
	// notPostBefore: words that make a post after them none taken up
	// («переодетый священником», «избран председателем», «был министром»).
	notPostBefore rutext.Matcher
	// seatHolders: a place after one of them in the genitive
	// («донесения консула в Кашгаре») is the holder's seat.
	seatHolders rutext.Matcher
	// officeVerbs: what an office does by word («сообщает», «потребовали»),
	// after an office named by a place's adjective (authorityActs).
	officeVerbs rutext.Matcher
	// extentVerbs: a land bare in the nominative beside one of them
	// («Здесь начинается Кавказ») is described, not visited.
	extentVerbs rutext.Matcher
	// stayInfinitives: a place where one of them after a verb of intent
	// is meant to be stayed at («думаем прожить здесь до весны») is no
	// event's yet.
	stayInfinitives rutext.Matcher
	// hedgePhrases: a goal after one of them, with no verb in the past
	// in its clause, is only supposed («может быть, в Петербург»); each
	// phrase is its words' norms.
	hedgePhrases [][]string
	// flittingVerbs: towns bare in the nominative before one of them
	// («Томск и Иркутск промелькнули») are passed by: no event there.
	flittingVerbs rutext.Matcher
	// noteLabels: a paragraph that opens with one of them as a label of
	// its own («Примечание.», «Комментарий:») is the editor's, not the
	// entry's under the last heading: the heading's place no longer
	// holds there.
	noteLabels rutext.Matcher
	// dutyNouns: a release verb whose «от» names one of them («освобождён
	// от военной службы», «отпущен от должности») frees from a duty, not
	// from custody: no place where the person was held.
	dutyNouns rutext.Matcher
	// mindVerbs: a clause whose first verb is one of them, with no date
	// of its own, tells what someone understood or felt: no event.
	mindVerbs rutext.Matcher
	// addressWords: a place named bare right after one of them and a
	// comma is spoken to («Прощай, Мангышлак!»): no event there.
	addressWords rutext.Set
	// cessionVerbs: towns bare in the nominative before one of them
	// («Карс и Батум отошли к России») change hands: no one moves.
	cessionVerbs   rutext.Matcher
	workBeforePost rutext.Matcher // «служил … чиновником»: work in a post, not one taken up

	// motion.yaml
	motionVerbs rutext.Matcher
	// motionPhrasesByWord are the verbs of motion written as phrases («взял
	// с собой»), matched as type cues' phrases are, by their first word;
	// motionPhrasesAnyWord those whose first word is a stem or a class.
	motionPhrasesByWord  map[string][]typeCue
	motionPhrasesAnyWord []typeCue
	leaveVerbs           rutext.Matcher
	sightVerbs           rutext.Matcher // a place seen from afar («увидели берег Бразилии»)
	wireVerbs            rutext.Matcher // news wired from a town («Из Сайгона сообщают»)
	newsNouns            rutext.Matcher // «По сведениям из Токио»
	wirePrepositions     map[string]bool
	sightNouns           rutext.Matcher // what of it is seen («берег», «огни», «вид на»)
	sightFillers         rutext.Set     // the seer and words of distance between («увидели мы», «показался вдали»)
	sightAfter           rutext.Matcher // a sight form after a subject place («Петербург был виден»)
	distanceLeft         rutext.Matcher // «до Тобольска оставалось … вёрст»: a place still ahead
	spanPreps            rutext.Set     // «в пять дней», «за три перехода»: the way taken, not left
	journeyNouns         rutext.Matcher // «побег из Сибири»: a journey's noun before its origin
	journeyFrom          rutext.Set     // the prepositions of that origin
	warNouns             rutext.Matcher // «Крымская война»: a theatre of war, no event
	compassFrom          rutext.Set     // «севернее Архангельска»: a point reckoned from
	remoteActVerbs       rutext.Matcher // «Гаагский конгресс исключил его»: a body acting without the person
	remoteActObjects     rutext.Set
	gatherings           rutext.Matcher // «Гаагский конгресс»: happens at its town
	returnVerbs          rutext.Matcher
	activityGoals        rutext.Matcher // «на сцену», «на службу»: a return to an occupation
	arrivalVerbs         rutext.Matcher
	// arrivedParticiples: full participles of coming somewhere
	// («приехавший из Лондона»), which move the person they describe.
	arrivedParticiples rutext.Matcher
	roundTripVerbs     rutext.Matcher
	summerAway         rutext.Matcher
	// motionNouns: the dictionary lemma of a noun of a move made, by the
	// kind of move («переезд»: travel, «возвращение»: return), and
	// motionNounPreps the prepositions after which it tells the move as
	// done («после переезда в Киев», «по возвращении в Харьков»).
	motionNouns     map[string]string
	motionNounPreps rutext.Set
	motionNounPoss  rutext.Set
	mooringWords    rutext.Matcher // «бросили якорь у Манилы»: «у» names where the ship came to
	// departureVerbs: a clause told by one dates the leaving, not the
	// arrival.
	departureVerbs rutext.Matcher
	exileVerbs     rutext.Matcher
	banishment     rutext.Matcher // banishment_verbs: exile imposed, not a prisoner conveyed
	birthWords     rutext.Matcher // «родился», «род.»: the person's first place
	deathWords     rutext.Matcher // «умер», «ум.»: the person's last place
	descentWords   rutext.Matcher // «происходит из», «родом из»: the person's home
	homeWords      rutext.Set     // «родину», «родной»: a goal that is the person's home
	gatherVerbs    rutext.Matcher // «собрались»: gathered where, or meant to go where
	assemblyVerbs  rutext.Matcher // «войска сосредоточились в …»: a unit marched there
	familyWords    rutext.Set     // «семья»: the followed person's family as a subject
	escapeVerbs    rutext.Matcher
	releaseVerbs   rutext.Matcher // «освободили», «отпустили»: set free where the person was held
	heldPronouns   rutext.Set     // «он бежал», «нас освободили»: the person's own escape or release
	settleVerbs    rutext.Matcher // «поселился»: a move from the last place when it is elsewhere
	enrolVerbs     rutext.Matcher // «поступил», «определён», «назначен»: entering an institution or a post, a move when it is elsewhere
	obtainVerbs    rutext.Matcher // «получил» before a post (obtainedPosts: «место», «должность»): entering it
	obtainedPosts  rutext.Set
	// postInstrumentals: the posts one is appointed or goes to hold, in
	// the instrumental («врачом», «профессором»; events.yaml word_lists).
	postInstrumentals rutext.Set
	// schoolEntryVerbs: «поступил», «зачислен»: entering a school, before
	// a university named by its town («поступил в Кембридж»).
	schoolEntryVerbs rutext.Set
	// leavingVerbs: «уехал», «отправился»: leaving for a place, neither
	// moving house nor arriving (events.yaml word_lists).
	leavingVerbs rutext.Set
	// callOnVerbs: «навестил», «навещала»: calling on someone (events.yaml
	// word_lists).
	callOnVerbs rutext.Set
	// stateAssemblyAdjectives: «Государственное», «Учредительное»: an
	// assembly noun after one names a state's assembly (events.yaml
	// word_lists).
	stateAssemblyAdjectives rutext.Matcher
	// studyEndGerunds: «окончив гимназию»: the school is a place of its
	// own, not a point passed.
	studyEndGerunds rutext.Set
	callGerunds     rutext.Matcher // «заходя в Ревель»: calls on the way, each a stop where the traveller was
	journeyGerunds  rutext.Matcher // «объехав Крым, вернулся»: the journey a return ends, told in the return's clause
	wayStayVerbs    rutext.Matcher // «в Самаре простояли день»: a stay on the way, the next stop of a journey
	stayUntilWords  rutext.Matcher // «пробыв там до 12 мая»: a stay whose «до» date is when the next departure leaves
	beingVerbs      rutext.Set     // «был в Брайтоне»: being somewhere, with no other cue a visit

	// goingVerbs: «шли», «идём»: a journey when a person, a party or a
	// ship is the subject (goingSubjects, collectives, goingFirstPerson).
	goingVerbs, goingFirstPerson, goingSubjects rutext.Set

	// ascentVerbs: «поднялись в Алайскую долину»: a journey when the
	// clause names a place gone to.
	ascentVerbs rutext.Set

	// alreadyWords and alreadyVerbs: «уже жил в Нолинске» tells a move
	// there, as settling does.
	alreadyWords rutext.Set
	alreadyVerbs rutext.Matcher
	stayWords    rutext.Matcher
	shortWords   rutext.Matcher
	shortCounted rutext.Set
	carryVerbs   rutext.Matcher
	permitVerbs  rutext.Matcher // «разрешили», «велел»: a perfective infinitive of motion after them is a move
	// compelled and forced: «ему пришлось уехать», «удалось бежать»: the
	// move was made; one made to leave («пришлось») left home.
	compelled rutext.Matcher
	// abroadNouns: «за границу», «за рубеж»: a departure abroad.
	abroadNouns rutext.Set
	forced      rutext.Matcher
	// endUpVerbs: verbs of ending up somewhere («попал в Тверь»), which
	// move someone only to a settlement or a landmark.
	endUpVerbs rutext.Matcher
	delivery   rutext.Matcher
	// conveyed and onwardWords: «его отправили в Сибирь», a person taken
	// by others to where they are to live, unless sent on from there.
	conveyed rutext.Matcher
	// handover: «сдали в полицейское управление», «приняли в тюрьму»: a
	// person handed over to, or received into, a place of custody.
	handover     rutext.Matcher
	policeWords  rutext.Matcher
	onwardWords  rutext.Set
	travelMeans  rutext.Set // «морем», «поездом»: how a leg goes, no place
	remainsWords rutext.Set
	transitWords rutext.Matcher
	routeVerbs   rutext.Matcher
	visitVerbs   rutext.Matcher
	// passingVerbs: «миновал Пензу»: the bare object after the verb is a stop passed.
	passingVerbs rutext.Matcher
	// throughVerbs: «прошли Тюмень», «перевалили Урал»: the bare object,
	// before or after the verb, is gone through or across, not reached.
	throughVerbs rutext.Matcher
	// boardingVerbs: «сел», «пересадили» (events.yaml word list boarding_verbs).
	boardingVerbs rutext.Set
	journeyWords  rutext.Matcher // «поездка», «путь», «этап»: a list of places beside them is a route
	// tellingVerbs: «вспоминал свою поездку в Париж»: a journey
	// remembered or told of, not made in the clause.
	tellingVerbs rutext.Matcher
	// settingOutNouns: «в путь», «в поход», «в море» after a verb of
	// departure: the clause tells a setting out, with no place named.
	settingOutNouns rutext.Set
	// speechReadings are verbs of setting out that, before a word of
	// speechAfter, say someone spoke («выступил на конгрессе»).
	speechReadings rutext.Matcher
	speechAfter    rutext.Set
	// otherReadings are verbs of motion that, beside one of their words,
	// mean something else («перенёс операцию», «вышла замуж»).
	otherReadings []otherReading
	custody       rutext.Matcher
	// conditions open an order that holds only on a condition («по
	// обнаружении арестовать и препроводить в Иркутск»).
	conditions []typeCue
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
	part   int  // a third of the unit: 1 first, 2 middle, 3 last; 0 the whole
	today  bool // counted from the last date given in full («сегодня», «вчера»)
	count  int  // units next or previous, 1 when not given («позавчера»: 2)
	// nonPast: a date only with a verb in the present or future («на
	// днях я еду»: the coming days); with a past verb the phrase is the
	// recent past, no calendar interval, and no date.
	nonPast bool
}

type typeCue struct {
	m      rutext.Matcher
	phrase []string // a cue of several words, matched in a row
	typ    string
	typIdx int // index of typ in dataset.EventTypes
	weight int
	// governed: only after a preposition; ungoverned: never after one
	// («служил кассиром», not «с кассиром»); short: only in a clause that
	// names no long time; written: only the word as written, not the
	// other forms of its verb («взяли», not «взял»); tight: a phrase
	// with no word inside («на лето», not «на следующее лето», a date).
	governed, ungoverned, short, written, tight bool
}

type datesFile struct {
	Months          map[int][]string   `yaml:"months"`
	MonthAbbrevs    map[int][]string   `yaml:"month_abbreviations"`
	RomanMonths     map[int]string     `yaml:"roman_months"`
	Approximate     [][]string         `yaml:"approximate"`
	Uncertain       [][]string         `yaml:"uncertain"`
	MonthAdjectives map[int]string     `yaml:"month_adjectives"`
	Seasons         map[int][]string   `yaml:"seasons"`
	YearWords       []string           `yaml:"year_words"`
	YearAbbrevs     []string           `yaml:"year_abbreviations"`
	YearGenitives   []string           `yaml:"year_genitives"`
	DecadeSuffixes  []string           `yaml:"decade_suffixes"`
	YearSuffixes    []string           `yaml:"year_suffixes"`
	Parts           map[int][]string   `yaml:"parts"`
	MonthParts      map[int][][]string `yaml:"month_parts"`
	Feasts          []struct {
		Month int        `yaml:"month"`
		Day   int        `yaml:"day"`
		Forms [][]string `yaml:"forms"`
	} `yaml:"feasts"`
	MoveableFeasts []struct {
		From  int        `yaml:"from"`
		To    int        `yaml:"to"`
		Forms [][]string `yaml:"forms"`
	} `yaml:"moveable_feasts"`
	FeastPreps      []string         `yaml:"feast_prepositions"`
	FeastTails      []string         `yaml:"feast_tails"`
	SubjectPrefixes []string         `yaml:"subject_prefixes"`
	HalfWords       []string         `yaml:"half_words"`
	HalfOrdinals    map[int][]string `yaml:"half_ordinals"`
	PointPreps      []string         `yaml:"point_prepositions"`
	PurposePreps    []string         `yaml:"purpose_prepositions"`
	SpanPrefixes    [][]string       `yaml:"span_prefixes"`
	RangeFrom       []string         `yaml:"range_from"`
	RangeTo         []string         `yaml:"range_to"`
	RangeFromClosed []string         `yaml:"range_from_closed"`
	Retrospective   []string         `yaml:"retrospective"`
	OpenBefore      []string         `yaml:"open_before"`
	LifeMarks       []string         `yaml:"life_marks"`
	ImprintMarks    []string         `yaml:"imprint_marks"`
	OpenAfter       []string         `yaml:"open_after"`
	CountNouns      []string         `yaml:"count_nouns"`
	CampaignNouns   []string         `yaml:"campaign_nouns"`
	Alternatives    []string         `yaml:"alternatives"`
	GeneralMarkers  []string         `yaml:"general_markers"`
	GeneralEven     []string         `yaml:"general_even"`
	PublicDates     struct {
		Nouns []string `yaml:"nouns"`
		Dates []struct {
			Day   int      `yaml:"day"`
			Month int      `yaml:"month"`
			Year  int      `yaml:"year"`
			Cues  []string `yaml:"cues"`
		} `yaml:"dates"`
	} `yaml:"public_dates"`
	PlanOpeners []string   `yaml:"plan_openers"`
	Hearsay     []string   `yaml:"hearsay"`
	OldStyle    [][]string `yaml:"old_style"`
	NewStyle    [][]string `yaml:"new_style"`
	Relative    []struct {
		Phrase []string `yaml:"phrase"`
		Kind   string   `yaml:"kind"`
		Unit   string   `yaml:"unit"`
		Season int      `yaml:"season"`
		Part   int      `yaml:"part"`
		Today  bool     `yaml:"today"`
		Count  int      `yaml:"count"`
		Tense  string   `yaml:"tense"`
	} `yaml:"relative"`
	NightBefore     [][]string          `yaml:"night_before"`
	ShiftPreps      []string            `yaml:"shift_prepositions"`
	AgoWords        []string            `yaml:"ago_words"`
	WriterYear      map[int][]string    `yaml:"writer_year"`
	SeasonDeixis    map[string][]string `yaml:"season_deixis"`
	Scheduled       []string            `yaml:"scheduled"`
	OneUnitAgo      []string            `yaml:"one_unit_ago"`
	WriterAbbr      map[int][]string    `yaml:"writer_year_abbreviations"`
	ShiftAfter      []string            `yaml:"shift_after"`
	Eve             [][]string          `yaml:"eve"`
	PluralYearWords []string            `yaml:"plural_year_words"`
	ReignOpeners    [][]string          `yaml:"reign_openers"`
	ReignTitles     []string            `yaml:"reign_titles"`
	Reigns          []struct {
		From  int        `yaml:"from"`
		To    int        `yaml:"to"`
		Forms [][]string `yaml:"forms"`
	} `yaml:"reigns"`
	DayNouns          []string         `yaml:"day_nouns"`
	NightFrom         [][]string       `yaml:"night_from"`
	NotAfter          [][]string       `yaml:"not_after"`
	NotBefore         [][]string       `yaml:"not_before"`
	SpanBefore        []string         `yaml:"span_before"`
	Anaphors          []string         `yaml:"anaphors"`
	MonthNouns        []string         `yaml:"month_nouns"`
	DecadeWords       map[int][]string `yaml:"decade_words"`
	DecadeWordEndings []string         `yaml:"decade_word_endings"`
	CenturyWords      []string         `yaml:"century_words"`
	CenturyAbbrev     []string         `yaml:"century_abbreviations"`
	HalfUnits         []struct {
		Forms []string `yaml:"forms"`
		Unit  string   `yaml:"unit"`
		Count int      `yaml:"count"`
	} `yaml:"half_units"`
	DayOfMonth      []string            `yaml:"day_of_month"`
	OrdinalDays     map[int][]string    `yaml:"ordinal_days"`
	OrdinalDayTens  map[string]int      `yaml:"ordinal_day_tens"`
	OrdinalDayTimes []string            `yaml:"ordinal_day_times"`
	DayJoins        []string            `yaml:"day_joins"`
	Units           map[string][]string `yaml:"units"`
	Numerals        map[int][]string    `yaml:"numerals"`
}

type eventsFile struct {
	Types map[string][]struct {
		Cue        string `yaml:"cue"`
		Weight     int    `yaml:"weight"`
		Governed   bool   `yaml:"governed"`
		Ungoverned bool   `yaml:"ungoverned"`
		Short      bool   `yaml:"short"`
		Written    bool   `yaml:"written"`
		Tight      bool   `yaml:"tight"`
	} `yaml:"types"`
	SubjectNouns     map[string][]string `yaml:"subject_nouns"`
	SubjectTypes     map[string][]string `yaml:"subject_types"`
	MainBody         []string            `yaml:"main_body"`
	GroupParts       []string            `yaml:"group_parts"`
	SplitComps       []string            `yaml:"split_companions"`
	Collectives      map[string][]string `yaml:"collective_travellers"`
	Vessels          []string            `yaml:"vessels"`
	Carriers         []string            `yaml:"carriers"`
	MilitaryUnits    []string            `yaml:"military_units"`
	Households       []string            `yaml:"households"`
	TopicPreps       []string            `yaml:"topic_prepositions"`
	MessageWords     []string            `yaml:"message_words"`
	NewsWords        []string            `yaml:"news_words"`
	SeeOffVerbs      []string            `yaml:"see_off_verbs"`
	WritingVerbs     []string            `yaml:"writing_verbs"`
	LetterWriting    []string            `yaml:"letter_writing_verbs"`
	LifeEvents       []string            `yaml:"life_events"`
	Befallings       []string            `yaml:"befallings"`
	OnTheWay         []string            `yaml:"on_the_way"`
	SendingVerbs     []string            `yaml:"sending_verbs"`
	BringingVerbs    []string            `yaml:"bringing_verbs"`
	SentThings       []string            `yaml:"sent_things"`
	AuthorsWorks     []string            `yaml:"authors_works"`
	LineVerbs        []string            `yaml:"line_verbs"`
	LineNouns        []string            `yaml:"line_nouns"`
	SentPassives     []string            `yaml:"sent_passives"`
	IntentVerbs      []string            `yaml:"intent_verbs"`
	DwellingNouns    []string            `yaml:"dwelling_nouns"`
	StateActVerbs    []string            `yaml:"state_act_verbs"`
	StateActNouns    []string            `yaml:"state_act_nouns"`
	RefusalVerbs     []string            `yaml:"refusal_verbs"`
	StayedVerbs      []string            `yaml:"stayed_verbs"`
	Obligation       []string            `yaml:"obligation_words"`
	IntentNouns      []string            `yaml:"intent_nouns"`
	OrderNouns       []string            `yaml:"order_nouns"`
	AimNouns         []string            `yaml:"aim_nouns"`
	PendingWords     []string            `yaml:"pending_words"`
	SendingNouns     []string            `yaml:"sending_nouns"`
	AssignVerbs      []string            `yaml:"assign_verbs"`
	CancelWords      []string            `yaml:"cancel_words"`
	OccurVerbs       []string            `yaml:"occur_verbs"`
	CopulaVerbs      []string            `yaml:"copula_verbs"`
	PastCopula       []string            `yaml:"past_copula"`
	ReceivingVerbs   []string            `yaml:"receiving_verbs"`
	PrintNouns       []string            `yaml:"print_nouns"`
	ServiceVerbs     []string            `yaml:"service_verbs"`
	FameVerbs        []string            `yaml:"fame_verbs"`
	RememberVerbs    []string            `yaml:"remembering_verbs"`
	Demonstratives   []string            `yaml:"demonstratives"`
	OurWords         []string            `yaml:"our_words"`
	SameWords        []string            `yaml:"same_words"`
	BecomeVerbs      []string            `yaml:"becoming_verbs"`
	HostingVerbs     []string            `yaml:"hosting_verbs"`
	ReceivedPassives []string            `yaml:"received_passives"`
	CompositionVerbs []string            `yaml:"composition_verbs"`
	DivisionVerbs    []string            `yaml:"division_verbs"`
	Hosted           []string            `yaml:"hosted_pronouns"`
	Capitals         []struct {
		Capital   string   `yaml:"capital"`
		GeoNames  int      `yaml:"geonames"`
		Countries []string `yaml:"countries"`
		From      string   `yaml:"from"`
		Until     string   `yaml:"until"`
	} `yaml:"capitals"`
	LongStay        []string `yaml:"long_stay_words"`
	Residence       []string `yaml:"residence_verbs"`
	ResidenceYrs    []string `yaml:"residence_years"`
	StayOn          []string `yaml:"stay_on_verbs"`
	Background      []string `yaml:"background_conjunctions"`
	Confinement     []string `yaml:"confinement_nouns"`
	Border          []string `yaml:"border_nouns"`
	TourNouns       []string `yaml:"tour_nouns"`
	NotPostBefore   []string `yaml:"not_post_before"`
	SeatHolders     []string `yaml:"seat_holders"`
	OfficeVerbs     []string `yaml:"office_verbs"`
	ExtentVerbs     []string `yaml:"extent_verbs"`
	StayInfinitives []string `yaml:"stay_infinitives"`
	HedgePhrases    []string `yaml:"hedge_phrases"`
	FlittingVerbs   []string `yaml:"flitting_verbs"`
	NoteLabels      []string `yaml:"note_labels"`
	DutyNouns       []string `yaml:"duty_nouns"`
	MindVerbs       []string `yaml:"mind_verbs"`
	AddressWords    []string `yaml:"address_words"`
	CessionVerbs    []string `yaml:"cession_verbs"`
	WorkBeforePost  []string `yaml:"work_before_post"`
	Readings        []struct {
		Words        []string `yaml:"words"`
		After        []string `yaml:"after"`
		Direction    bool     `yaml:"direction"`
		NotDirection []string `yaml:"not_direction"`
		DativePerson bool     `yaml:"dative_person"`
		PersonCase   string   `yaml:"person_case"`
		NotPerson    []string `yaml:"not_person"`
		AtPlace      bool     `yaml:"at_place"`
		With         []string `yaml:"with"`
		Drops        []string `yaml:"drops"`
		Type         string   `yaml:"type"`
		Weight       int      `yaml:"weight"`
	} `yaml:"cue_readings"`
	DirectionPreps map[string]string   `yaml:"direction_prepositions"`
	WordLists      map[string][]string `yaml:"word_lists"`
}

// cueReading is a sense of polysemous cue words that the construction
// after them shows (events.yaml cue_readings).
type cueReading struct {
	words        rutext.Matcher
	after        rutext.Matcher
	direction    bool
	notDirection rutext.Set
	dativePerson bool
	// personCase is the case of a person named right after the word
	// (OpenCorpora grammeme): «принят губернатором» (ablt); notPerson the
	// nouns in it that are a role, not a person («принят профессором»).
	personCase string
	notPerson  rutext.Set
	// atPlace: the word is followed by «в»/«во» and a capitalised name in
	// the locative («выступили в Харькове»), where it happened, not a goal.
	atPlace bool
	// with: the reading holds wherever one of these words stands in the
	// sentence, whatever follows the word («с хором … выступая в
	// Полтаве»: a performance).
	with    rutext.Matcher
	hasWith bool
	drops   []int
	typIdx  int // -1: no type of its own
	weight  int
}

type motionFile struct {
	Verbs              []string            `yaml:"verbs"`
	LeaveVerbs         []string            `yaml:"leave_verbs"`
	SightVerbs         []string            `yaml:"sight_verbs"`
	WireVerbs          []string            `yaml:"wire_verbs"`
	NewsNouns          []string            `yaml:"news_nouns"`
	WirePrepositions   []string            `yaml:"wire_prepositions"`
	SightNouns         []string            `yaml:"sight_nouns"`
	SightFillers       []string            `yaml:"sight_fillers"`
	SightAfter         []string            `yaml:"sight_after"`
	DistanceLeft       []string            `yaml:"distance_left_words"`
	SpanPreps          []string            `yaml:"span_prepositions"`
	JourneyNouns       []string            `yaml:"journey_nouns"`
	JourneyFrom        []string            `yaml:"journey_origin_prepositions"`
	WarNouns           []string            `yaml:"war_nouns"`
	CompassFrom        []string            `yaml:"compass_comparatives"`
	RemoteActVerbs     []string            `yaml:"remote_act_verbs"`
	RemoteActObjects   []string            `yaml:"remote_act_objects"`
	Gatherings         []string            `yaml:"remote_act_gatherings"`
	ReturnVerbs        []string            `yaml:"return_verbs"`
	ActivityGoals      []string            `yaml:"activity_goals"`
	ArrivalVerbs       []string            `yaml:"arrival_verbs"`
	ArrivedParticiples []string            `yaml:"arrived_participles"`
	RoundTripVerbs     []string            `yaml:"round_trip_verbs"`
	SummerAway         []string            `yaml:"summer_away"`
	MotionNouns        map[string][]string `yaml:"motion_nouns"`
	MotionNounPreps    []string            `yaml:"motion_noun_prepositions"`
	MotionNounPoss     []string            `yaml:"motion_noun_possessives"`
	MooringWords       []string            `yaml:"mooring_words"`
	GoingVerbs         []string            `yaml:"going_verbs"`
	GoingFirstPerson   []string            `yaml:"going_first_person"`
	AscentVerbs        []string            `yaml:"ascent_verbs"`
	GoingSubjects      []string            `yaml:"going_subjects"`
	DepartureVerbs     []string            `yaml:"departure_verbs"`
	ExileVerbs         []string            `yaml:"exile_verbs"`
	BanishmentVerbs    []string            `yaml:"banishment_verbs"`
	EscapeVerbs        []string            `yaml:"escape_verbs"`
	ReleaseVerbs       []string            `yaml:"release_verbs"`
	HeldPronouns       []string            `yaml:"held_pronouns"`
	SettleVerbs        []string            `yaml:"settle_verbs"`
	EnrolVerbs         []string            `yaml:"enrol_verbs"`
	PostObtaining      struct {
		Verbs []string `yaml:"verbs"`
		Posts []string `yaml:"posts"`
	} `yaml:"post_obtaining"`
	CallGerunds    []string `yaml:"call_gerunds"`
	JourneyGerunds []string `yaml:"journey_gerunds"`
	WayStayVerbs   []string `yaml:"way_stay_verbs"`
	StayUntilWords []string `yaml:"stay_until_words"`
	BeingVerbs     []string `yaml:"being_verbs"`
	Already        struct {
		Words []string `yaml:"words"`
		Verbs []string `yaml:"verbs"`
	} `yaml:"already_stays"`
	StayWords       []string `yaml:"stay_words"`
	ShortWords      []string `yaml:"short_stay_words"`
	ShortCounted    []string `yaml:"short_counted_units"`
	CarryVerbs      []string `yaml:"carry_verbs"`
	PermitVerbs     []string `yaml:"permit_verbs"`
	CompelledVerbs  []string `yaml:"compelled_verbs"`
	AbroadNouns     []string `yaml:"abroad_nouns"`
	ForcedVerbs     []string `yaml:"forced_verbs"`
	EndUpVerbs      []string `yaml:"end_up_verbs"`
	Delivery        []string `yaml:"delivery_verbs"`
	Conveyed        []string `yaml:"conveyed_verbs"`
	Handover        []string `yaml:"handover_verbs"`
	PoliceWords     []string `yaml:"police_words"`
	OnwardWords     []string `yaml:"onward_words"`
	TravelMeans     []string `yaml:"travel_means"`
	RemainsWords    []string `yaml:"remains_words"`
	TransitWords    []string `yaml:"transit_words"`
	RouteVerbs      []string `yaml:"route_verbs"`
	VisitVerbs      []string `yaml:"visit_verbs"`
	PassingVerbs    []string `yaml:"passing_verbs"`
	ThroughVerbs    []string `yaml:"through_verbs"`
	JourneyWords    []string `yaml:"journey_words"`
	TellingVerbs    []string `yaml:"telling_verbs"`
	SettingOutNouns []string `yaml:"setting_out_nouns"`
	Speech          struct {
		Verbs []string `yaml:"verbs"`
		After []string `yaml:"after"`
	} `yaml:"speech_readings"`
	OtherReadings []struct {
		Verbs  []string `yaml:"verbs"`
		After  []string `yaml:"after"`
		Before []string `yaml:"before"`
	} `yaml:"other_readings"`
	Custody       []string `yaml:"custody_words"`
	Conditions    []string `yaml:"conditions"`
	BirthWords    []string `yaml:"birth_words"`
	DeathWords    []string `yaml:"death_words"`
	DescentWords  []string `yaml:"descent_words"`
	HomeWords     []string `yaml:"home_words"`
	FamilyWords   []string `yaml:"family_words"`
	GatherVerbs   []string `yaml:"gather_verbs"`
	AssemblyVerbs []string `yaml:"assembly_verbs"`
}

// DefaultVocab parses the vocabularies embedded from data/extract. Parse
// them once and share the Vocab.
func DefaultVocab() (*Vocab, error) { return LoadVocab(extractdata.FS) }

// LoadVocab reads the vocabulary files dates.yaml, events.yaml and
// motion.yaml from fsys (the layout of data/extract). Unknown keys are
// errors, so that a misspelt key does not silently empty a vocabulary.
func LoadVocab(fsys fs.FS) (*Vocab, error) {
	v := &Vocab{}
	var df datesFile
	var ef eventsFile
	var mf motionFile
	for _, f := range []struct {
		name string
		dst  any
	}{
		{"dates.yaml", &df}, {"events.yaml", &ef}, {"motion.yaml", &mf},
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

	v.months = map[string]int{}
	for m, forms := range df.Months {
		if m < 1 || m > 12 {
			return nil, fmt.Errorf("extract vocabulary dates.yaml: month %d", m)
		}
		for _, f := range forms {
			v.months[rutext.Norm(f)] = m
			v.monthFormList = append(v.monthFormList, rutext.Norm(f))
		}
	}
	sort.Strings(v.monthFormList)
	v.monthAbbrev = map[string]int{}
	for m, forms := range df.MonthAbbrevs {
		if m < 1 || m > 12 {
			return nil, fmt.Errorf("extract vocabulary dates.yaml: month %d", m)
		}
		for _, f := range forms {
			v.monthAbbrev[rutext.Norm(f)] = m
		}
	}
	v.romanMonths = map[string]int{}
	for m, r := range df.RomanMonths {
		if m < 1 || m > 12 {
			return nil, fmt.Errorf("extract vocabulary dates.yaml: month %d", m)
		}
		v.romanMonths[r] = m
	}
	for m, s := range df.MonthAdjectives {
		v.monthAdj = append(v.monthAdj, stemValue{rutext.Norm(s), m})
	}
	sort.Slice(v.monthAdj, func(i, j int) bool { return v.monthAdj[i].value < v.monthAdj[j].value })
	v.seasons = map[string]int{}
	for code, forms := range df.Seasons {
		if code < 21 || code > 24 {
			return nil, fmt.Errorf("extract vocabulary dates.yaml: season code %d (want 21–24)", code)
		}
		for _, f := range forms {
			v.seasons[rutext.Norm(f)] = code
		}
	}
	v.yearWords = rutext.NewSet(df.YearWords)
	v.yearAbbrev = rutext.NewSet(df.YearAbbrevs)
	v.yearGenitive = rutext.NewSet(df.YearGenitives)
	v.decadeSuffix = rutext.NewSet(df.DecadeSuffixes)
	v.yearSuffix = rutext.NewSet(df.YearSuffixes)
	v.parts = map[string]int{}
	for p, forms := range df.Parts {
		for _, f := range forms {
			v.parts[rutext.Norm(f)] = p
		}
	}
	v.monthParts = map[int][][]string{}
	for p, phrases := range df.MonthParts {
		v.monthParts[p] = normPhrases(phrases)
	}
	for _, f := range df.Feasts {
		v.feasts = append(v.feasts, feast{month: f.Month, day: f.Day, forms: normPhrases(f.Forms)})
	}
	v.feastPreps = rutext.NewSet(df.FeastPreps)
	for _, f := range df.MoveableFeasts {
		if f.From > f.To {
			return nil, fmt.Errorf("extract vocabulary dates.yaml: moveable feast from %d after to %d", f.From, f.To)
		}
		v.feasts = append(v.feasts, feast{moveable: true, from: f.From, to: f.To, forms: normPhrases(f.Forms)})
	}
	v.subjectPrefixes = rutext.NewSet(df.SubjectPrefixes)
	v.feastTails = rutext.NewSet(df.FeastTails)
	v.halfWords = rutext.NewSet(df.HalfWords)
	v.halfOrd = map[string]int{}
	for h, forms := range df.HalfOrdinals {
		for _, f := range forms {
			v.halfOrd[rutext.Norm(f)] = h
		}
	}
	v.pointPreps = rutext.NewSet(df.PointPreps)
	v.purposePreps = rutext.NewSet(df.PurposePreps)
	v.spanPrefixes = normPhrases(df.SpanPrefixes)
	v.rangeFrom = rutext.NewSet(df.RangeFrom)
	v.rangeTo = rutext.NewSet(df.RangeTo)
	v.rangeFromClosed = rutext.NewSet(df.RangeFromClosed)
	v.retrospective = rutext.NewSet(df.Retrospective)
	v.openBefore = rutext.NewSet(df.OpenBefore)
	v.lifeMarks = rutext.NewSet(df.LifeMarks)
	v.imprintMarks = rutext.NewSet(df.ImprintMarks)
	v.openAfter = rutext.NewSet(df.OpenAfter)
	v.countNouns = df.CountNouns
	v.campaignNouns = df.CampaignNouns
	v.alternatives = rutext.NewSet(df.Alternatives)
	v.generalMarks = rutext.NewSet(df.GeneralMarkers)
	v.generalEven = rutext.NewSet(df.GeneralEven)
	v.publicDateNouns = rutext.NewSet(df.PublicDates.Nouns)
	v.publicDates = map[[2]int]publicDate{}
	for _, d := range df.PublicDates.Dates {
		cues := make([]string, len(d.Cues))
		for k, c := range d.Cues {
			cues[k] = rutext.Norm(c)
		}
		v.publicDates[[2]int{d.Month, d.Day}] = publicDate{year: d.Year, cues: cues}
	}
	v.planOpeners = rutext.NewSet(df.PlanOpeners)
	v.hearsay = rutext.NewSet(df.Hearsay)
	v.approximate = normPhrases(df.Approximate)
	v.uncertain = normPhrases(df.Uncertain)
	v.nightBefore = normPhrases(df.NightBefore)
	v.oldStyle = normPhrases(df.OldStyle)
	v.newStyle = normPhrases(df.NewStyle)
	for _, r := range df.Relative {
		switch r.Kind {
		case "before", "after", "since", "same", "next", "previous":
		default:
			return nil, fmt.Errorf("extract vocabulary dates.yaml: relative kind %q", r.Kind)
		}
		if r.Part < 0 || r.Part > 3 {
			return nil, fmt.Errorf("extract vocabulary dates.yaml: relative part %d (want 1–3)", r.Part)
		}
		if r.Tense != "" && r.Tense != "nonpast" {
			return nil, fmt.Errorf("extract vocabulary dates.yaml: relative tense %q (want nonpast)", r.Tense)
		}
		v.relative = append(v.relative, relPhrase{normPhrase(r.Phrase), r.Kind, r.Unit, r.Season, r.Part, r.Today, r.Count, r.Tense == "nonpast"})
	}
	// Longest phrases first, so that «незадолго до этого» wins over «до этого».
	sort.SliceStable(v.relative, func(i, j int) bool { return len(v.relative[i].phrase) > len(v.relative[j].phrase) })
	v.shiftPreps = rutext.NewSet(df.ShiftPreps)
	v.agoWords = rutext.NewSet(df.AgoWords)
	v.shiftAfter = rutext.NewSet(df.ShiftAfter)
	v.monthNouns = rutext.NewSet(df.MonthNouns)
	v.dayNouns = rutext.NewSet(df.DayNouns)
	v.reignOpeners = normPhrases(df.ReignOpeners)
	v.pluralYearWords = rutext.NewSet(df.PluralYearWords)
	v.eve = normPhrases(df.Eve)
	v.reignTitles = rutext.NewSet(df.ReignTitles)
	for _, r := range df.Reigns {
		v.reigns = append(v.reigns, reign{from: r.From, to: r.To, forms: normPhrases(r.Forms)})
	}
	v.nightFrom = normPhrases(df.NightFrom)
	v.notAfter = normPhrases(df.NotAfter)
	v.notBefore = normPhrases(df.NotBefore)
	v.spanBefore = rutext.NewSet(df.SpanBefore)
	v.anaphors = rutext.NewSet(df.Anaphors)
	v.decadeWords = map[string]int{}
	for n, stems := range df.DecadeWords {
		for _, st := range stems {
			for _, end := range df.DecadeWordEndings {
				v.decadeWords[rutext.Norm(st+end)] = n
			}
		}
	}
	v.centuryWords = rutext.NewSet(df.CenturyWords)
	v.centuryAbbrev = rutext.NewSet(df.CenturyAbbrev)
	for _, h := range df.HalfUnits {
		forms := make([]string, len(h.Forms))
		for k, f := range h.Forms {
			forms[k] = rutext.Norm(f)
		}
		v.halfUnits = append(v.halfUnits, halfUnit{forms: forms, unit: h.Unit, count: h.Count})
	}
	v.writerYearAbbr = map[string]int{}
	for n, forms := range df.WriterAbbr {
		for _, f := range forms {
			v.writerYearAbbr[rutext.Norm(f)] = n
		}
	}
	v.oneUnitAgo = rutext.NewSet(df.OneUnitAgo)
	v.scheduled = rutext.NewSet(df.Scheduled)
	v.seasonDeixis = map[string]string{}
	for kind, forms := range df.SeasonDeixis {
		if kind != "previous" && kind != "same" && kind != "next" {
			return nil, fmt.Errorf("extract vocabulary dates.yaml: season_deixis kind %q (want previous, same or next)", kind)
		}
		for _, f := range forms {
			v.seasonDeixis[rutext.Norm(f)] = kind
		}
	}
	v.writerYear = map[string]int{}
	for n, forms := range df.WriterYear {
		for _, f := range forms {
			v.writerYear[rutext.Norm(f)] = n
		}
	}
	v.dayOfMonth = rutext.NewSet(df.DayOfMonth)
	v.ordinalDays = map[string]int{}
	for d, forms := range df.OrdinalDays {
		for _, f := range forms {
			v.ordinalDays[rutext.Norm(f)] = d
		}
	}
	v.timesOfDay = rutext.NewSet(df.OrdinalDayTimes)
	v.ordinalDayTens = map[string]int{}
	for w, n := range df.OrdinalDayTens {
		v.ordinalDayTens[rutext.Norm(w)] = n
	}
	v.dayJoins = rutext.NewSet(df.DayJoins)
	v.units = map[string]string{}
	for u, forms := range df.Units {
		for _, f := range forms {
			v.units[rutext.Norm(f)] = u
		}
	}
	v.numerals = map[string]int{}
	for n, forms := range df.Numerals {
		for _, f := range forms {
			v.numerals[rutext.Norm(f)] = n
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
			cues, err := expandCue(c.Cue, ef.WordLists)
			if err != nil {
				return nil, fmt.Errorf("extract vocabulary events.yaml: %s: %w", t, err)
			}
			for _, words := range cues {
				tc := typeCue{typ: t, typIdx: slices.Index(dataset.EventTypes, t), weight: c.Weight, governed: c.Governed, ungoverned: c.Ungoverned, short: c.Short, written: c.Written, tight: c.Tight}
				if len(words) > 1 {
					tc.phrase = normPhrase(words)
				} else {
					tc.m = rutext.NewMatcher(words)
				}
				v.typeCues = append(v.typeCues, tc)
			}
		}
	}
	v.directionCase = map[string]string{}
	for p, c := range ef.DirectionPreps {
		v.directionCase[rutext.Norm(p)] = c
	}
	for _, r := range ef.Readings {
		var lists [5][]string
		for i, l := range [5][]string{r.Words, r.After, r.NotDirection, r.NotPerson, r.With} {
			var err error
			if lists[i], err = expandWords(l, ef.WordLists); err != nil {
				return nil, fmt.Errorf("extract vocabulary events.yaml: cue_readings: %w", err)
			}
		}
		cr := cueReading{words: rutext.NewMatcher(lists[0]), after: rutext.NewMatcher(lists[1]), direction: r.Direction,
			notDirection: rutext.NewSet(lists[2]), dativePerson: r.DativePerson, personCase: r.PersonCase,
			notPerson: rutext.NewSet(lists[3]), atPlace: r.AtPlace, with: rutext.NewMatcher(lists[4]), hasWith: len(lists[4]) > 0,
			typIdx: -1, weight: r.Weight}
		for _, d := range r.Drops {
			if !isEventType(d) {
				return nil, fmt.Errorf("extract vocabulary events.yaml: cue_readings: %q is not an event type", d)
			}
			cr.drops = append(cr.drops, typeIndex(d))
		}
		if r.Type != "" {
			if !isEventType(r.Type) {
				return nil, fmt.Errorf("extract vocabulary events.yaml: cue_readings: %q is not an event type", r.Type)
			}
			cr.typIdx = typeIndex(r.Type)
		}
		v.readings = append(v.readings, cr)
	}
	v.cuesByPrefix, v.phraseCuesByPrefix = map[string][]int{}, map[string][]int{}
	for i, c := range v.typeCues {
		if c.short && c.phrase == nil {
			v.shortWordCues = append(v.shortWordCues, i)
		}
		keys := map[string]bool{}
		words := c.phrase
		if words == nil {
			words = c.m.Words()
		} else {
			words = words[:1]
		}
		for _, w := range words {
			keys[cuePrefix(w)] = true
		}
		for k := range keys {
			v.cuesByPrefix[k] = append(v.cuesByPrefix[k], i)
			if c.phrase != nil {
				v.phraseCuesByPrefix[k] = append(v.phraseCuesByPrefix[k], i)
			}
		}
	}
	v.subjectNouns = map[string]string{}
	for t, forms := range ef.SubjectNouns {
		if !isEventType(t) {
			return nil, fmt.Errorf("extract vocabulary events.yaml: %q is not an event type", t)
		}
		for _, f := range forms {
			v.subjectNouns[rutext.Norm(f)] = t
		}
	}

	v.collectives = map[string]rutext.Gender{}
	genders := map[string]rutext.Gender{"masculine": rutext.Masculine, "feminine": rutext.Feminine, "neuter": rutext.Neuter, "plural": rutext.Plural}
	for g, forms := range ef.Collectives {
		gender, ok := genders[g]
		if !ok {
			return nil, fmt.Errorf("extract vocabulary events.yaml: collective_travellers: %q is no gender (masculine, feminine, neuter, plural)", g)
		}
		for _, f := range forms {
			v.collectives[rutext.Norm(f)] = gender
		}
	}
	v.vessels = map[string]bool{}
	for _, f := range ef.Vessels {
		if v.collectives[rutext.Norm(f)] == "" {
			return nil, fmt.Errorf("extract vocabulary events.yaml: vessels: %q is no collective traveller", f)
		}
		v.vessels[rutext.Norm(f)] = true
	}
	v.carriers = rutext.NewMatcher(ef.Carriers)
	v.militaryUnits = rutext.NewMatcher(ef.MilitaryUnits)
	v.households = map[string]bool{}
	for _, f := range ef.Households {
		if v.collectives[rutext.Norm(f)] == "" {
			return nil, fmt.Errorf("extract vocabulary events.yaml: households: %q is no collective traveller", f)
		}
		v.households[rutext.Norm(f)] = true
	}
	v.mainBody = map[string]bool{}
	for _, f := range ef.MainBody {
		v.mainBody[rutext.Norm(f)] = true
	}
	v.groupParts = map[string]bool{}
	for _, f := range ef.GroupParts {
		v.groupParts[rutext.Norm(f)] = true
	}
	v.splitCompanions = map[string]bool{}
	for _, f := range ef.SplitComps {
		v.splitCompanions[rutext.Norm(f)] = true
	}
	v.subjectTypes = map[string]string{}
	for t, forms := range ef.SubjectTypes {
		if !isEventType(t) {
			return nil, fmt.Errorf("extract vocabulary events.yaml: %q is not an event type", t)
		}
		for _, f := range forms {
			v.subjectTypes[rutext.Norm(f)] = t
		}
	}
	v.topicPreps = rutext.NewSet(ef.TopicPreps)
	v.messageWords = rutext.NewMatcher(ef.MessageWords)
	v.seeOffVerbs = rutext.NewMatcher(ef.SeeOffVerbs)
	v.newsWords = rutext.NewMatcher(ef.NewsWords)
	v.writingVerbs = rutext.NewMatcher(ef.WritingVerbs)
	v.letterWriting = rutext.NewSet(ef.LetterWriting)
	v.lifeEvents = rutext.NewMatcher(ef.LifeEvents)
	v.befallings = rutext.NewMatcher(ef.Befallings)
	v.onTheWay = rutext.NewSet(ef.OnTheWay)
	v.sendingVerbs = rutext.NewMatcher(append(slices.Clone(ef.SendingVerbs), ef.BringingVerbs...))
	v.bringingVerbs = rutext.NewMatcher(ef.BringingVerbs)
	v.sentThings = rutext.NewMatcher(ef.SentThings)
	v.authorsWorks = rutext.NewMatcher(ef.AuthorsWorks)
	v.lineVerbs = rutext.NewMatcher(ef.LineVerbs)
	v.lineNouns = rutext.NewMatcher(ef.LineNouns)
	v.sentPassives = rutext.NewSet(ef.SentPassives)
	v.intentVerbs = rutext.NewMatcher(ef.IntentVerbs)
	v.dwellingNouns = rutext.NewMatcher(ef.DwellingNouns)
	v.stateActVerbs = rutext.NewMatcher(ef.StateActVerbs)
	v.stateActNouns = rutext.NewMatcher(ef.StateActNouns)
	v.receivingVerbs = rutext.NewMatcher(ef.ReceivingVerbs)
	v.printNouns = rutext.NewMatcher(ef.PrintNouns)
	v.serviceVerbs = rutext.NewMatcher(ef.ServiceVerbs)
	v.intentConjunctions = rutext.NewSet([]string{"чтобы", "дабы"})
	v.refusalVerbs = rutext.NewMatcher(ef.RefusalVerbs)
	v.stayedVerbs = rutext.NewMatcher(ef.StayedVerbs)
	v.intentNouns = rutext.NewMatcher(ef.IntentNouns)
	v.obligationWords = rutext.NewMatcher(ef.Obligation)
	v.orderNouns = rutext.NewMatcher(ef.OrderNouns)
	v.aimNouns = rutext.NewMatcher(ef.AimNouns)
	v.pendingWords = rutext.NewMatcher(ef.PendingWords)
	v.sendingNouns = rutext.NewMatcher(ef.SendingNouns)
	v.assignVerbs = rutext.NewMatcher(ef.AssignVerbs)
	v.cancelWords = rutext.NewMatcher(ef.CancelWords)
	v.occurVerbs = rutext.NewMatcher(ef.OccurVerbs)
	v.copulaVerbs = rutext.NewSet(ef.CopulaVerbs)
	v.pastCopula = rutext.NewSet(ef.PastCopula)
	v.fameVerbs = rutext.NewMatcher(ef.FameVerbs)
	v.rememberVerbs = rutext.NewSet(ef.RememberVerbs)
	v.demonstratives = rutext.NewSet(ef.Demonstratives)
	v.ourWords = rutext.NewSet(ef.OurWords)
	v.sameWords = rutext.NewSet(ef.SameWords)
	v.becomeVerbs = rutext.NewSet(ef.BecomeVerbs)
	v.hostingVerbs = rutext.NewSet(ef.HostingVerbs)
	v.receivedPassives = rutext.NewSet(ef.ReceivedPassives)
	v.compositionVerbs = rutext.NewMatcher(ef.CompositionVerbs)
	v.divisionVerbs = rutext.NewMatcher(ef.DivisionVerbs)
	v.hosted = rutext.NewSet(ef.Hosted)
	for _, c := range ef.Capitals {
		sc := stateCapital{name: c.Capital, id: fmt.Sprintf("geonames:%d", c.GeoNames), countries: c.Countries}
		for _, d := range []struct {
			s  string
			to *when.Date
		}{{c.From, &sc.from}, {c.Until, &sc.until}} {
			if d.s == "" {
				continue
			}
			t, err := when.ParseDate(d.s)
			if err != nil {
				return nil, fmt.Errorf("events.yaml: capital %q: %w", c.Capital, err)
			}
			*d.to = t
		}
		if c.Capital == "" || c.GeoNames == 0 || len(c.Countries) == 0 {
			return nil, fmt.Errorf("events.yaml: capital %q: want capital, geonames and countries", c.Capital)
		}
		v.capitals = append(v.capitals, sc)
	}
	v.longStay = rutext.NewSet(slices.Concat(ef.ResidenceYrs, ef.LongStay))
	v.residence = rutext.NewMatcher(ef.Residence)
	v.residenceYears = rutext.NewSet(ef.ResidenceYrs)
	v.stayOn = rutext.NewMatcher(slices.Concat(ef.Residence, ef.StayOn))
	v.background = rutext.NewSet(ef.Background)
	v.confinement = rutext.NewMatcher(ef.Confinement)
	v.border = rutext.NewMatcher(ef.Border)
	v.tourNouns = rutext.NewMatcher(ef.TourNouns)
	v.notPostBefore = rutext.NewMatcher(ef.NotPostBefore)
	v.seatHolders = rutext.NewMatcher(ef.SeatHolders)
	v.officeVerbs = rutext.NewMatcher(ef.OfficeVerbs)
	v.extentVerbs = rutext.NewMatcher(ef.ExtentVerbs)
	v.stayInfinitives = rutext.NewMatcher(ef.StayInfinitives)
	for _, h := range ef.HedgePhrases {
		var words []string
		for _, w := range strings.Fields(h) {
			words = append(words, rutext.Norm(w))
		}
		v.hedgePhrases = append(v.hedgePhrases, words)
	}
	v.flittingVerbs = rutext.NewMatcher(ef.FlittingVerbs)
	v.noteLabels = rutext.NewMatcher(ef.NoteLabels)
	v.dutyNouns = rutext.NewMatcher(ef.DutyNouns)
	v.mindVerbs = rutext.NewMatcher(ef.MindVerbs)
	v.addressWords = rutext.NewSet(ef.AddressWords)
	v.cessionVerbs = rutext.NewMatcher(ef.CessionVerbs)
	v.workBeforePost = rutext.NewMatcher(ef.WorkBeforePost)

	v.motionPhrasesByWord = map[string][]typeCue{}
	var words []string
	for _, c := range mf.Verbs {
		if f := strings.Fields(c); len(f) > 1 {
			phrases, err := expandCue(c, ef.WordLists)
			if err != nil {
				return nil, fmt.Errorf("extract vocabulary motion.yaml: verbs: %w", err)
			}
			for _, p := range phrases {
				c := typeCue{phrase: normPhrase(p)}
				if first := c.phrase[0]; strings.ContainsAny(first, "*%") {
					v.motionPhrasesAnyWord = append(v.motionPhrasesAnyWord, c)
				} else {
					v.motionPhrasesByWord[first] = append(v.motionPhrasesByWord[first], c)
				}
			}
			continue
		}
		words = append(words, c)
	}
	v.motionVerbs = rutext.NewMatcher(words)
	v.leaveVerbs = rutext.NewMatcher(mf.LeaveVerbs)
	v.sightVerbs = rutext.NewMatcher(mf.SightVerbs)
	v.wireVerbs = rutext.NewMatcher(mf.WireVerbs)
	v.newsNouns = rutext.NewMatcher(mf.NewsNouns)
	v.wirePrepositions = map[string]bool{}
	for _, w := range mf.WirePrepositions {
		v.wirePrepositions[w] = true
	}
	v.sightNouns = rutext.NewMatcher(mf.SightNouns)
	v.sightFillers = rutext.NewSet(mf.SightFillers)
	v.sightAfter = rutext.NewMatcher(mf.SightAfter)
	v.distanceLeft = rutext.NewMatcher(mf.DistanceLeft)
	v.spanPreps = rutext.NewSet(mf.SpanPreps)
	v.journeyNouns = rutext.NewMatcher(mf.JourneyNouns)
	v.journeyFrom = rutext.NewSet(mf.JourneyFrom)
	v.warNouns = rutext.NewMatcher(mf.WarNouns)
	v.compassFrom = rutext.NewSet(mf.CompassFrom)
	v.remoteActVerbs = rutext.NewMatcher(mf.RemoteActVerbs)
	v.remoteActObjects = rutext.NewSet(mf.RemoteActObjects)
	v.gatherings = rutext.NewMatcher(mf.Gatherings)
	v.returnVerbs = rutext.NewMatcher(mf.ReturnVerbs)
	v.activityGoals = rutext.NewMatcher(mf.ActivityGoals)
	v.arrivalVerbs = rutext.NewMatcher(mf.ArrivalVerbs)
	v.arrivedParticiples = rutext.NewMatcher(mf.ArrivedParticiples)
	v.roundTripVerbs = rutext.NewMatcher(mf.RoundTripVerbs)
	v.summerAway = rutext.NewMatcher(mf.SummerAway)
	v.motionNouns = map[string]string{}
	for kind, lemmas := range mf.MotionNouns {
		for _, l := range lemmas {
			v.motionNouns[l] = kind
		}
	}
	v.motionNounPreps = rutext.NewSet(mf.MotionNounPreps)
	v.motionNounPoss = rutext.NewSet(mf.MotionNounPoss)
	v.mooringWords = rutext.NewMatcher(mf.MooringWords)
	v.goingVerbs = rutext.NewSet(mf.GoingVerbs)
	v.goingFirstPerson = rutext.NewSet(mf.GoingFirstPerson)
	v.ascentVerbs = rutext.NewSet(mf.AscentVerbs)
	v.goingSubjects = rutext.NewSet(mf.GoingSubjects)
	v.departureVerbs = rutext.NewMatcher(mf.DepartureVerbs)
	v.exileVerbs = rutext.NewMatcher(mf.ExileVerbs)
	v.banishment = rutext.NewMatcher(mf.BanishmentVerbs)
	v.escapeVerbs = rutext.NewMatcher(mf.EscapeVerbs)
	v.releaseVerbs = rutext.NewMatcher(mf.ReleaseVerbs)
	v.heldPronouns = rutext.NewSet(mf.HeldPronouns)
	v.settleVerbs = rutext.NewMatcher(mf.SettleVerbs)
	v.enrolVerbs = rutext.NewMatcher(mf.EnrolVerbs)
	v.obtainVerbs, v.obtainedPosts = rutext.NewMatcher(mf.PostObtaining.Verbs), rutext.NewSet(mf.PostObtaining.Posts)
	v.callGerunds = rutext.NewMatcher(mf.CallGerunds)
	v.journeyGerunds = rutext.NewMatcher(mf.JourneyGerunds)
	v.wayStayVerbs = rutext.NewMatcher(mf.WayStayVerbs)
	v.stayUntilWords = rutext.NewMatcher(mf.StayUntilWords)
	v.beingVerbs = rutext.NewSet(mf.BeingVerbs)
	v.alreadyWords = rutext.NewSet(mf.Already.Words)
	v.alreadyVerbs = rutext.NewMatcher(mf.Already.Verbs)
	v.stayWords = rutext.NewMatcher(mf.StayWords)
	v.birthWords = rutext.NewMatcher(mf.BirthWords)
	v.deathWords = rutext.NewMatcher(mf.DeathWords)
	v.descentWords = rutext.NewMatcher(mf.DescentWords)
	v.homeWords = rutext.NewSet(mf.HomeWords)
	v.familyWords = rutext.NewSet(mf.FamilyWords)
	v.gatherVerbs = rutext.NewMatcher(mf.GatherVerbs)
	v.assemblyVerbs = rutext.NewMatcher(slices.Concat(mf.GatherVerbs, mf.AssemblyVerbs))
	v.shortWords = rutext.NewMatcher(mf.ShortWords)
	v.shortCounted = rutext.NewSet(mf.ShortCounted)
	v.carryVerbs = rutext.NewMatcher(mf.CarryVerbs)
	v.permitVerbs = rutext.NewMatcher(mf.PermitVerbs)
	v.compelled = rutext.NewMatcher(mf.CompelledVerbs)
	v.abroadNouns = rutext.NewSet(mf.AbroadNouns)
	v.forced = rutext.NewMatcher(mf.ForcedVerbs)
	v.endUpVerbs = rutext.NewMatcher(mf.EndUpVerbs)
	v.delivery = rutext.NewMatcher(mf.Delivery)
	v.conveyed = rutext.NewMatcher(mf.Conveyed)
	v.handover = rutext.NewMatcher(mf.Handover)
	v.policeWords = rutext.NewMatcher(mf.PoliceWords)
	v.onwardWords = rutext.NewSet(mf.OnwardWords)
	v.travelMeans = rutext.NewSet(mf.TravelMeans)
	v.remainsWords = rutext.NewSet(mf.RemainsWords)
	v.transitWords = rutext.NewMatcher(mf.TransitWords)
	v.routeVerbs = rutext.NewMatcher(mf.RouteVerbs)
	v.visitVerbs = rutext.NewMatcher(mf.VisitVerbs)
	v.passingVerbs = rutext.NewMatcher(mf.PassingVerbs)
	v.throughVerbs = rutext.NewMatcher(mf.ThroughVerbs)
	v.journeyWords = rutext.NewMatcher(mf.JourneyWords)
	v.tellingVerbs = rutext.NewMatcher(mf.TellingVerbs)
	v.boardingVerbs = rutext.NewSet(ef.WordLists["boarding_verbs"])
	v.postInstrumentals = rutext.NewSet(slices.Concat(ef.WordLists["post_instrumentals"], ef.WordLists["service_posts"]))
	v.schoolEntryVerbs = rutext.NewSet(ef.WordLists["school_entry_verbs"])
	v.leavingVerbs = rutext.NewSet(ef.WordLists["leaving_verbs"])
	v.callOnVerbs = rutext.NewSet(ef.WordLists["call_on_verbs"])
	v.stateAssemblyAdjectives = rutext.NewMatcher(ef.WordLists["state_assembly_adjectives"])
	v.studyEndGerunds = rutext.NewSet(ef.WordLists["study_end_gerunds"])
	v.settingOutNouns = rutext.NewSet(mf.SettingOutNouns)
	for _, c := range mf.Conditions {
		if f := strings.Fields(c); len(f) > 1 {
			v.conditions = append(v.conditions, typeCue{phrase: normPhrase(f)})
		} else {
			v.conditions = append(v.conditions, typeCue{m: rutext.NewMatcher([]string{c})})
		}
	}
	for _, o := range mf.OtherReadings {
		r := otherReading{verbs: rutext.NewMatcher(o.Verbs), before: rutext.NewSet(o.Before)}
		for _, a := range o.After {
			r.after = append(r.after, normPhrase(strings.Fields(a)))
		}
		v.otherReadings = append(v.otherReadings, r)
	}
	v.speechReadings = rutext.NewMatcher(mf.Speech.Verbs)
	v.speechAfter = rutext.NewSet(mf.Speech.After)
	v.custody = rutext.NewMatcher(mf.Custody)
	return v, nil
}

// expandWords replaces each @name in words by the words of the named list
// (events.yaml word_lists), keeping their order.
func expandWords(words []string, lists map[string][]string) ([]string, error) {
	var out []string
	for _, w := range words {
		name, ok := strings.CutPrefix(w, "@")
		if !ok {
			out = append(out, w)
			continue
		}
		l, ok := lists[name]
		if !ok {
			return nil, fmt.Errorf("%q names no word list", w)
		}
		out = append(out, l...)
	}
	return out, nil
}

// expandCue spells out a cue written with alternatives: each of its words
// may be several forms, stems or @lists joined by | («соединил*|соединив*
// с|со @unit_stems»). It returns every phrase the cue stands for, the
// alternatives of its first word varying slowest.
func expandCue(cue string, lists map[string][]string) ([][]string, error) {
	out := [][]string{nil}
	for _, w := range strings.Fields(cue) {
		alts, err := expandWords(strings.Split(w, "|"), lists)
		if err != nil {
			return nil, fmt.Errorf("cue %q: %w", cue, err)
		}
		next := make([][]string, 0, len(out)*len(alts))
		for _, p := range out {
			for _, a := range alts {
				if a == "" {
					return nil, fmt.Errorf("cue %q: an empty alternative", cue)
				}
				next = append(next, append(slices.Clip(p), a))
			}
		}
		out = next
	}
	if len(out[0]) == 0 {
		return nil, fmt.Errorf("empty cue")
	}
	return out, nil
}

func normPhrase(p []string) []string {
	out := make([]string, len(p))
	for i, w := range p {
		out[i] = rutext.Norm(w)
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

func isEventType(t string) bool { return slices.Contains(dataset.EventTypes, t) }

// cuePrefix is the key of a cue word in Vocab.cuesByPrefix: its first two
// letters, or its first letter when a wildcard follows it («с*»).
func cuePrefix(w string) string {
	lit, _, _ := strings.Cut(w, "*")
	if _, n := utf8.DecodeRuneInString(lit); n > 0 {
		if _, m := utf8.DecodeRuneInString(lit[n:]); m > 0 {
			return lit[:n+m]
		}
		return lit[:n]
	}
	return w
}

// feast is a church feast of a fixed day («Рождество», 25 December) or,
// moveable, of the days from..to counted from Easter.
type feast struct {
	month, day int
	moveable   bool
	from, to   int
	forms      [][]string
}

// halfUnit is a fractional span of time named by its own words
// («полгода»), read as count whole units.
type halfUnit struct {
	forms []string
	unit  string
	count int
}

// reign is a monarch's reign as years, named by its genitive forms.
type reign struct {
	from, to int
	forms    [][]string
}

// famousDay is a day the period names an event by, with the stems of
// words that tell of that event.
// publicDate is the year of a public event named by its day and month, and
// the stems of words that name it in a sentence.
type publicDate struct {
	year int
	cues []string
}

// stateCapital is the capital of a state of the period over the countries
// of today its territory covers, from and until dates (zero: open).
type stateCapital struct {
	name      string // the name the gazetteer is asked for
	id        string // gazetteer.Place.ID of the capital
	countries []string
	from      when.Date
	until     when.Date
}

// capitalOf returns the capital of the state that held country (ISO 3166-1
// alpha-2) on day d (zero: any day of the period), false for none or for
// a country the data leaves ambiguous.
func (v *Vocab) capitalOf(country string, d when.Date) (stateCapital, bool) {
	for _, c := range v.capitals {
		if !slices.ContainsFunc(c.countries, func(k string) bool { return strings.EqualFold(k, country) }) {
			continue
		}
		if !d.IsZero() && (!c.from.IsZero() && d.Compare(c.from) < 0 || !c.until.IsZero() && d.Compare(c.until) > 0) {
			continue
		}
		return c, true
	}
	return stateCapital{}, false
}

// pastOfBe are the past forms of «быть», and hereWords the words for the
// writer's place, that tell being there («15-го утром были здесь»).
var (
	pastOfBe  = map[string]bool{"был": true, "была": true, "было": true, "были": true}
	hereWords = map[string]bool{"здесь": true, "тут": true}
)
