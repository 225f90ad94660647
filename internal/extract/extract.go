// Package extract turns Russian narrative history into chronomap events and
// movements: temporal expressions into EDTF (when.Expr; old-style dates
// converted to the Gregorian calendar), the toponym candidates internal/rutext
// spots resolved through the geocoder, event types from cue words, actors
// (persons, pronouns, titles, acting events), and movements from verbs of
// motion, exile, escape and return, one leg per stop. The result is written
// in the event file format that `chronomap import` reads (data/README.md)
// for a person to review, and carries the W3C Web Annotation selectors of
// every item's source.
//
// Its own vocabularies (month and season names, cue stems, motion verbs)
// are data, in data/extract; the words around toponyms and persons are
// rutext's (data/rutext). The code names no person, place or phrase of any
// document. Extraction runs in time and memory linear in the text.
package extract

import (
	"fmt"
	"math"

	"github.com/chronomap/chronomap/internal/rutext"
	"github.com/chronomap/chronomap/internal/when"
)

// Result is everything extracted from one document.
type Result struct {
	// Text is the document; all offsets are code points into it.
	Text      string            `json:"text"`
	Sentences []rutext.Sentence `json:"sentences"`
	// Dates are the temporal expressions, in text order.
	Dates []DateMention `json:"dates"`
	// Places are the resolved toponym mentions, in text order.
	Places []PlaceMention `json:"places"`
	// Events and Movements are in text order of their sources.
	Events    []Event    `json:"events"`
	Movements []Movement `json:"movements"`
	// Wrapped: the text breaks its lines at a width, and only a blank
	// line ends a paragraph (rutext.HardWrapped).
	Wrapped bool `json:"wrapped,omitempty"`
	// Unplaced are the toponyms in text order that the gazetteer could
	// not place («в имении Палибино»): names in a place's position that
	// are no person of the document. Nothing is mapped for them; a
	// reviewer adds them to the event file or the gazetteer overlay.
	Unplaced []Source `json:"unplaced,omitempty"`
}

// Event is one happening at zero or more places.
type Event struct {
	// ID is unique in the Result: the type and the main place
	// («lecture-paris»).
	ID   string `json:"id"`
	Type string `json:"type"` // one of dataset.EventTypes
	// When is the event's date (EDTF, Gregorian); OldStyle the Julian
	// date the text gave, when it was converted.
	When     when.Expr `json:"edtf"`
	OldStyle when.Expr `json:"old_style,omitzero"`
	// DateFrom says where the date comes from: "text" (the sentence's
	// own), "context" (carried from an earlier clause or sentence), "following" (no
	// date before it: at the latest the next date of the text), or "" (no
	// date at all).
	DateFrom string `json:"date_from"`
	// Places are the event's places, the main place first.
	Places []PlaceMention `json:"places"`
	// Approximate: the text places the event only in a country or region
	// (the main place is one), not at a point.
	Approximate bool     `json:"approximate,omitempty"`
	Actors      []string `json:"actors"`
	// Confidence is a rough 0–1 score of how sure the extraction is.
	Confidence float64 `json:"confidence"`
	Source     Source  `json:"source"`
	cue        int     // 2: a verb or event noun says what happened; 1: a weaker cue
	// aside: an event without a place from a clause whose sentence has
	// places in other clauses.
	aside bool
	// deed: a further thing done at the place, told by a verb of its own
	// («руководил там хором и стал одним из основателей общества»):
	// never merged into another event of the sentence's place and date.
	deed bool
	// message: the writing of a message at its writer's place, never one
	// event with what the message tells happened there.
	message bool
	// befalls: the life_events word (its first letters) that tells what
	// befell someone in the clause of an event of type other, "" for none.
	befalls string
}

// Movement is an actor going from one place to another.
type Movement struct {
	ID       string       `json:"id"`
	Actor    string       `json:"actor"`
	From     PlaceMention `json:"from"`
	To       PlaceMention `json:"to"`
	When     when.Expr    `json:"edtf"`
	OldStyle when.Expr    `json:"old_style,omitzero"`
	DateFrom string       `json:"date_from"` // as for Event
	// Kind says what sort of move it is: "travel", "return", "exile" or
	// "escape".
	Kind string `json:"kind"`
	// Origin says how the origin is known: "text" (written: «из
	// Германии»), "companion" (the movement just before went to the same
	// place from there) or "last-known" (the actor's last known place).
	Origin string `json:"origin"`
	// OriginEvidence is, for an implied origin, the mention it was taken
	// from.
	OriginEvidence *Source `json:"origin_evidence,omitempty"`
	Confidence     float64 `json:"confidence"`
	Source         Source  `json:"source"`
}

// Source is the text an item was extracted from, in the W3C Web
// Annotation selector model (https://www.w3.org/TR/annotation-model/#selectors).
type Source struct {
	Position TextPositionSelector `json:"position"`
	Quote    TextQuoteSelector    `json:"quote"`
}

// TextPositionSelector selects text by code-point offsets, Start inclusive
// and End exclusive.
type TextPositionSelector struct {
	Type  string `json:"type"` // "TextPositionSelector"
	Start int    `json:"start"`
	End   int    `json:"end"`
}

// TextQuoteSelector selects text by quoting it with some context.
type TextQuoteSelector struct {
	Type   string `json:"type"` // "TextQuoteSelector"
	Exact  string `json:"exact"`
	Prefix string `json:"prefix,omitempty"`
	Suffix string `json:"suffix,omitempty"`
}

// quoteContext is the number of code points of prefix and suffix.
const quoteContext = 32

func newSource(rs []rune, start, end int) Source {
	start, end = max(start, 0), min(end, len(rs))
	return Source{
		Position: TextPositionSelector{Type: "TextPositionSelector", Start: start, End: end},
		Quote: TextQuoteSelector{
			Type:   "TextQuoteSelector",
			Exact:  string(rs[start:end]),
			Prefix: string(rs[max(start-quoteContext, 0):start]),
			Suffix: string(rs[end:min(end+quoteContext, len(rs))]),
		},
	}
}

// Extractor extracts events and movements from Russian texts. It holds the
// parsed vocabularies and the text reader, so build it once (New) and use
// it for every document; it is safe for concurrent use.
type Extractor struct {
	r *rutext.Reader
	v *Vocab
}

// New returns an Extractor that reads text with r and the vocabularies of
// v (DefaultVocab).
func New(r *rutext.Reader, v *Vocab) *Extractor { return &Extractor{r: r, v: v} }

// NewDefault returns an Extractor over the vocabularies embedded from
// data/rutext and data/extract, reading words with the morphological
// analyzer a (nil for none: endings and word lists then stand in for the
// dictionary).
func NewDefault(a rutext.Analyzer) (*Extractor, error) {
	rv, err := rutext.DefaultVocabulary()
	if err != nil {
		return nil, err
	}
	v, err := DefaultVocab()
	if err != nil {
		return nil, err
	}
	return New(rutext.New(rv, a), v), nil
}

// Reader returns the text reader the Extractor reads with.
func (e *Extractor) Reader() *rutext.Reader { return e.r }

// Extract extracts events and movements from text, resolving toponyms
// through g. Only an error of the geocoder stops it, or a fault of the
// extractor, which is returned as an error instead of a panic.
func (e *Extractor) Extract(text string, g Geocoder) (res *Result, err error) {
	x := newExtraction(e, text)
	defer func() {
		// A fault of the extractor on one text is that text's error, not
		// the end of a server or of an import of many documents.
		if p := recover(); p != nil {
			res, err = nil, fmt.Errorf("extract: internal error on this text (please report it with the text): %v", p)
		}
	}()
	if err := x.run(g); err != nil {
		return nil, err
	}
	return x.result(), nil
}

func round2(f float64) float64 { return math.Round(f*100) / 100 }
