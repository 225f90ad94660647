package feature

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// Document is a source text that the features cite: their source offsets
// are code points into Text.
type Document struct {
	// ID is how features name the document (their source.document).
	ID       string `json:"id"`
	Title    string `json:"title,omitempty"`
	Language string `json:"language,omitempty"` // ISO 639 code
	Text     string `json:"text"`
	// Length is Text's length in code points; readers fill it in.
	Length int `json:"length"`
	// Mentions are the spans the extraction found in Text, in text order.
	Mentions []Mention `json:"mentions,omitempty"`
	// Wrapped: Text breaks its lines at a width (a letter, a scan, a
	// plain-text edition), so only a blank line ends a paragraph and a
	// reader may show a single line break as a space.
	Wrapped bool `json:"wrapped,omitempty"`
}

// Mention is a span of a document: a toponym (Kind "place", with the
// gazetteer id of the place it resolved to) or a temporal expression (Kind
// "date", with its EDTF and inclusive interval, YYYY-MM-DD or "" when open).
// Start and End are code-point offsets, End exclusive.
type Mention struct {
	Start    int    `json:"start"`
	End      int    `json:"end"`
	Kind     string `json:"kind"`
	Text     string `json:"text"`
	PlaceID  string `json:"place_id,omitempty"`
	When     string `json:"when,omitempty"`
	Earliest string `json:"earliest,omitempty"`
	Latest   string `json:"latest,omitempty"`
}

// DocumentInfo describes a stored document without its text.
type DocumentInfo struct {
	ID       string `json:"id"`
	Title    string `json:"title,omitempty"`
	Language string `json:"language,omitempty"`
	Length   int    `json:"length"`
}

// EncodeDocuments checks that every document has an id and no id repeats,
// fills in each Length and encodes each as the JSON a Reader answers.
// The infos come sorted by id.
func EncodeDocuments(docs []Document) (map[string]json.RawMessage, []DocumentInfo, error) {
	enc := make(map[string]json.RawMessage, len(docs))
	infos := make([]DocumentInfo, 0, len(docs))
	for i, d := range docs {
		if d.ID == "" {
			return nil, nil, fmt.Errorf("document %d has no id", i)
		}
		if _, dup := enc[d.ID]; dup {
			return nil, nil, fmt.Errorf("duplicate document id %q", d.ID)
		}
		d.Length = utf8.RuneCountInString(d.Text)
		b, err := json.Marshal(d)
		if err != nil {
			return nil, nil, err
		}
		enc[d.ID] = b
		infos = append(infos, DocumentInfo{ID: d.ID, Title: d.Title, Language: d.Language, Length: d.Length})
	}
	slices.SortFunc(infos, func(a, b DocumentInfo) int { return strings.Compare(a.ID, b.ID) })
	return enc, infos, nil
}
