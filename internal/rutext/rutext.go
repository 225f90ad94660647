// Package rutext reads Russian narrative text for chronomap: tokens with
// code-point offsets, sentences (that do not end at «авг.», «г.», «т. е.»,
// «ст. ст.» or an initial), quotations (read like the rest of the text,
// except where the context makes them a title: «газеты «Искра»»),
// morphology through an Analyzer (the OpenCorpora dictionary: lemma, case,
// number, gender, the Geox, Name, Surn and Patr grammemes), persons' names,
// and mention spotting: the toponym candidates of a sentence in any
// syntactic role, with the role the context gives them (where something
// happens, where someone goes, from where, through where), the form to look
// them up by («Херсонской губернии» → «Херсонская губерния») and the
// reason when a capitalised word is not a place (a person, a title, an
// organisation, a continent).
//
// The extractor (internal/extract) and the geocoder's context rules both
// read text through one Reader, with one vocabulary (data/rutext), so they
// cannot disagree about what is a place. A Reader holds no state between
// calls and is safe for concurrent use.
package rutext

// Reader reads Russian text with a vocabulary and, where one is given, a
// morphological Analyzer; without one it falls back on the vocabulary's
// hand tables (name lists, endings).
type Reader struct {
	v *Vocabulary
	a Analyzer
	// forms: the verb forms of words already asked about, shared by every
	// document's Reader (VerbForms; the dictionary does not change).
	forms *sharedForms
}

// New returns a Reader over v. a may be nil: the Reader then guesses parts
// of speech and cases from endings, which is less sure.
func New(v *Vocabulary, a Analyzer) *Reader {
	return &Reader{v: v, a: a, forms: &sharedForms{m: make(map[string][]string)}}
}

// Vocabulary returns the Reader's vocabulary.
func (r *Reader) Vocabulary() *Vocabulary { return r.v }

// Analyzer returns the Reader's morphological analyzer; for a Reader
// without one, an analyzer that knows no word (Parse gives no reading,
// Inflect fails), so that callers need not check.
func (r *Reader) Analyzer() Analyzer {
	if r.a == nil {
		return noAnalyzer{}
	}
	return r.a
}

// noAnalyzer is the Analyzer of a Reader without a dictionary.
type noAnalyzer struct{}

func (noAnalyzer) Parse(string) []Parse                    { return nil }
func (noAnalyzer) Inflect(Parse, ...string) (string, bool) { return "", false }

// Role says what part a place plays in its sentence.
type Role string

// The roles of places.
const (
	// RoleLocation is where something is or happens («в Лондоне»), or,
	// for «в», «во», «на» with the accusative, where someone goes («в
	// Лондон»: see Mention.Goal).
	RoleLocation Role = "location"
	// RoleDestination is where someone goes («к Москве», «до Иркутска»).
	RoleDestination Role = "destination"
	// RoleOrigin is where a movement starts («из Германии», «покинул
	// Петербург»).
	RoleOrigin Role = "origin"
	// RoleVia is a stop on the way («через Берлин»).
	RoleVia Role = "via"
	// RoleArea is the country or region a journey or event covers («по
	// Западной Швейцарии»).
	RoleArea Role = "area"
	// RoleReference locates another place («в пригороде Парижа», «на
	// побережье Франции»).
	RoleReference Role = "reference"
	// RoleOrganisation is where an organisation is («Донской комитет»,
	// «Комитеты РСДРП Петербурга»).
	RoleOrganisation Role = "organisation"
	// RoleTopic is a place talked about («о Тянь-Шане», «про Сибирь»): a
	// mention, but not where anything happens nor where anyone goes.
	RoleTopic Role = "topic"
	// RoleMention is a place named without a preposition or cue: a
	// subject, an object, an item of a list («Лозанна, Женева и Берн
	// были этапами…», «посетил Лозанну»).
	RoleMention Role = "mention"
)

// Refusal says why a capitalised word is not a place to put on a map.
type Refusal string

// The reasons a mention is refused.
const (
	// RefusedTitle: a newspaper, journal, book or ship («Искра»), or a
	// short quotation the context makes a name.
	RefusedTitle Refusal = "title"
	// RefusedOrganisation: a party, organisation or institution (Бунд).
	RefusedOrganisation Refusal = "organisation"
	// RefusedContinent: a continent or part of the world (Европа).
	RefusedContinent Refusal = "continent"
	// RefusedState: a state taken as a whole, too large for one point
	// (Россия).
	RefusedState Refusal = "state"
	// RefusedAdjective: an adjective that locates nothing (Северный).
	RefusedAdjective Refusal = "adjective"
	// RefusedPerson: a person's name (after a first name, an initial, a
	// patronymic or a cue word; a surname the dictionary or the document
	// knows).
	RefusedPerson Refusal = "person"
	// RefusedNumeral: a Roman numeral (II съезд).
	RefusedNumeral Refusal = "numeral"
	// RefusedParty: a state as the other side of a war or a treaty («в
	// войну с Турцией», «мирный договор с Германией»), no place.
	RefusedParty Refusal = "party"
)

// Gender is the grammatical gender and number a pronoun or name agrees
// with.
type Gender string

// The genders; Plural stands for any gender in the plural, First for the
// narrator («я», «мы»).
const (
	Masculine Gender = "m"
	Feminine  Gender = "f"
	Neuter    Gender = "n"
	Plural    Gender = "plural"
	First     Gender = "first"
)
