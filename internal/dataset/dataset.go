// Package dataset reads chronomap's curated event files (YAML, documented in
// data/README.md), geocodes their toponyms and builds the GeoJSON features
// (RFC 7946) that the store keeps and the API serves.
package dataset

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/chronomap/chronomap/internal/charset"
	"github.com/chronomap/chronomap/internal/when"
)

// EventTypes is the event vocabulary.
var EventTypes = []string{"meeting", "publication", "relocation", "trip", "lecture", "school", "congress", "representation", "other"}

// File is a parsed event file.
type File struct {
	Path     string // as given to Read
	Title    string
	Language string
	// Document is the source text's path, resolved against the file's folder.
	Document string
	// Text is the document as code points, for source spans.
	Text      []rune
	Events    []Event
	Movements []Movement
	// Drop lists ids of extracted events and movements that a file of
	// corrections removes (see Correct).
	Drop []string
}

// Span is a source span: code-point offsets into the document, end exclusive.
type Span struct {
	Start int
	End   int
}

// Event is one dated happening at zero or more places.
type Event struct {
	Line int // line in the file where the event starts
	ID   string
	Type string
	// When is the event's date as the file writes it (EDTF, with its
	// inclusive interval).
	When when.Expr
	// Places are toponyms as the gazetteer knows them; the first is the
	// event's main place and gives its point.
	Places []string
	// PlaceIDs are the gazetteer ids the file gives Places, one each ("" for
	// a toponym written without one, which is geocoded); nil when none has
	// one.
	PlaceIDs []string
	// PlaceLines are the lines of Places in the file, one each (empty
	// when the event was not read from a file).
	PlaceLines []int
	Actors     []string
	Summary    string
	// Summaries are the summary in other languages, by ISO 639 code.
	Summaries map[string]string
	Source    Span
}

// Movement is an actor going from one place to another during an interval.
type Movement struct {
	Line     int
	ID       string
	Actor    string
	From, To string // toponyms
	// FromID and ToID are the gazetteer ids the file gives From and To
	// ("" for none: the toponym is geocoded).
	FromID, ToID string
	// FromLine and ToLine are the lines of From and To in the file (0
	// when the movement was not read from a file).
	FromLine, ToLine int
	When             when.Expr
	Summary          string
	Summaries        map[string]string // by ISO 639 code
	Source           Span
}

// LineError is an error at a line of an input file; Error gives "file:line: msg".
type LineError struct {
	File string
	Line int
	Err  error
}

func (e *LineError) Error() string { return fmt.Sprintf("%s:%d: %v", e.File, e.Line, e.Err) }
func (e *LineError) Unwrap() error { return e.Err }

type rawFile struct {
	Title     string      `yaml:"title"`
	Language  string      `yaml:"language"`
	Document  string      `yaml:"document"`
	Drop      []string    `yaml:"drop"`
	Events    []yaml.Node `yaml:"events"`
	Movements []yaml.Node `yaml:"movements"`
}

type rawEvent struct {
	ID        string            `yaml:"id"`
	Type      string            `yaml:"type"`
	When      string            `yaml:"when"`
	Places    []string          `yaml:"places"`
	Actors    []string          `yaml:"actors"`
	Summary   string            `yaml:"summary"`
	Summaries map[string]string `yaml:"summaries"`
	Source    []int             `yaml:"source"`
}

type rawMovement struct {
	ID        string            `yaml:"id"`
	Actor     string            `yaml:"actor"`
	From      string            `yaml:"from"`
	To        string            `yaml:"to"`
	When      string            `yaml:"when"`
	Summary   string            `yaml:"summary"`
	Summaries map[string]string `yaml:"summaries"`
	Source    []int             `yaml:"source"`
}

// Read parses and validates the event file at path and loads its document.
// Every error names the file and line.
func Read(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(data, path)
}

// Parse is Read of a file's content; path names it in errors and is where
// a relative document path starts from. A file or document that is not
// UTF-8 is refused at the line of its first invalid byte, naming the
// encoding it is probably in (charset.Check); a UTF-8 byte-order mark is
// dropped from both, so that source spans count from the text after it.
func Parse(data []byte, path string) (*File, error) {
	data = charset.StripBOM(data)
	if err := notUTF8(path, data); err != nil {
		return nil, err
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var raw rawFile
	if err := dec.Decode(&raw); err != nil {
		if errors.Is(err, io.EOF) {
			// Nothing but blanks and comments.
			return nil, &LineError{path, 1, errors.New("the file is empty; an event file names its document and lists its events and movements (data/README.md)")}
		}
		var te *yaml.TypeError
		if errors.As(err, &te) && len(te.Errors) > 0 {
			// "line 3: field colour not found in type dataset.rawFile"
			l, msg, _ := strings.Cut(strings.TrimPrefix(te.Errors[0], "line "), ": ")
			line, _ := strconv.Atoi(l)
			if key, ok := strings.CutPrefix(msg, "field "); ok {
				key, _, _ = strings.Cut(key, " not found")
				msg = fmt.Sprintf("unknown key %q; a file has %s", key, strings.Join(yamlFields(&raw), ", "))
			} else {
				msg = readableTypeError(msg, "")
			}
			return nil, &LineError{path, line, errors.New(msg)}
		}
		return nil, syntaxError(path, data, err)
	}
	f := &File{Path: path, Title: raw.Title, Language: raw.Language}
	if raw.Document == "" {
		return nil, &LineError{path, 1, errors.New("no document: an event file names the text its events cite (document: FILE, relative to the event file; data/README.md)")}
	}
	f.Document = raw.Document
	if !filepath.IsAbs(f.Document) {
		f.Document = filepath.Join(filepath.Dir(path), raw.Document)
	}
	f.Drop = raw.Drop
	if info, err := os.Stat(f.Document); err == nil && !info.Mode().IsRegular() {
		return nil, &LineError{path, 1, fmt.Errorf("document %s is not a regular file", f.Document)}
	}
	doc, err := os.ReadFile(f.Document)
	if err != nil {
		return nil, fmt.Errorf("%s: document: %w", path, err)
	}
	doc = charset.StripBOM(doc)
	if err := notUTF8(f.Document, doc); err != nil {
		return nil, fmt.Errorf("%s: document: %w", path, err)
	}
	f.Text = []rune(string(doc))

	ids := map[string]int{}
	checkID := func(id string, line int) error {
		if id == "" {
			return &LineError{path, line, fmt.Errorf("missing id")}
		}
		if prev, dup := ids[id]; dup {
			return &LineError{path, line, fmt.Errorf("id %q already used at line %d", id, prev)}
		}
		ids[id] = line
		return nil
	}
	for i := range raw.Events {
		n := &raw.Events[i]
		var r rawEvent
		if err := decodeStrict(path, n, &r); err != nil {
			return nil, err
		}
		if err := checkID(r.ID, n.Line); err != nil {
			return nil, err
		}
		ev := Event{Line: n.Line, ID: r.ID, Type: r.Type, Actors: r.Actors, Summary: r.Summary, Summaries: r.Summaries}
		if v := valueOf(n, "places"); v != nil && len(v.Content) == len(r.Places) {
			for _, item := range v.Content {
				ev.PlaceLines = append(ev.PlaceLines, item.Line)
			}
		}
		for i, written := range r.Places {
			t, id, err := SplitPlaceID(written)
			if err != nil {
				line := n.Line
				if i < len(ev.PlaceLines) {
					line = ev.PlaceLines[i]
				}
				return nil, &LineError{path, line, fmt.Errorf("event %s: places: %w", r.ID, err)}
			}
			ev.Places = append(ev.Places, t)
			if id != "" && ev.PlaceIDs == nil {
				ev.PlaceIDs = make([]string, len(r.Places))
			}
			if id != "" {
				ev.PlaceIDs[i] = id
			}
		}
		if !isEventType(r.Type) {
			return nil, &LineError{path, fieldLine(n, "type"), fmt.Errorf("event %s: type %q is not one of %s", r.ID, r.Type, strings.Join(EventTypes, ", "))}
		}
		if ev.When, err = when.ParseExpr(r.When); err != nil {
			return nil, &LineError{path, fieldLine(n, "when"), fmt.Errorf("event %s: when: %w", r.ID, err)}
		}
		if ev.Source, err = f.span(r.Source); err != nil {
			return nil, &LineError{path, fieldLine(n, "source"), fmt.Errorf("event %s: source: %w", r.ID, err)}
		}
		f.Events = append(f.Events, ev)
	}
	for i := range raw.Movements {
		n := &raw.Movements[i]
		var r rawMovement
		if err := decodeStrict(path, n, &r); err != nil {
			return nil, err
		}
		if err := checkID(r.ID, n.Line); err != nil {
			return nil, err
		}
		m := Movement{Line: n.Line, ID: r.ID, Actor: r.Actor, From: r.From, To: r.To, Summary: r.Summary, Summaries: r.Summaries}
		if v := valueOf(n, "from"); v != nil {
			m.FromLine = v.Line
		}
		if v := valueOf(n, "to"); v != nil {
			m.ToLine = v.Line
		}
		if r.From == "" || r.To == "" {
			return nil, &LineError{path, n.Line, fmt.Errorf("movement %s: needs both from and to", r.ID)}
		}
		if m.From, m.FromID, err = SplitPlaceID(r.From); err != nil {
			return nil, &LineError{path, orLine(m.FromLine, n.Line), fmt.Errorf("movement %s: from: %w", r.ID, err)}
		}
		if m.To, m.ToID, err = SplitPlaceID(r.To); err != nil {
			return nil, &LineError{path, orLine(m.ToLine, n.Line), fmt.Errorf("movement %s: to: %w", r.ID, err)}
		}
		if m.When, err = when.ParseExpr(r.When); err != nil {
			return nil, &LineError{path, fieldLine(n, "when"), fmt.Errorf("movement %s: when: %w", r.ID, err)}
		}
		if m.Source, err = f.span(r.Source); err != nil {
			return nil, &LineError{path, fieldLine(n, "source"), fmt.Errorf("movement %s: source: %w", r.ID, err)}
		}
		f.Movements = append(f.Movements, m)
	}
	return f, nil
}

// placeID is a gazetteer id in parentheses at the end of a toponym:
// "Николаевск (geonames:2122850)". The id is a scheme, a colon and no
// white space or parentheses (geonames:2122850, overlay:sakhalin,
// country:MN, region:RU-TOM, country:MN#northwest), so that a toponym
// with a remark in parentheses («Ораны (ныне Варена)») stays a toponym.
var placeID = regexp.MustCompile(`^(.*?)\s*\(\s*([a-z]+:[^\s()]+)\s*\)$`)

// SplitPlaceID splits a place as an event file writes it into its toponym
// and the gazetteer id written after it in parentheses ("" when there is
// none): "Николаевск (geonames:2122850)" is Николаевск, geonames:2122850.
// An id with no toponym before it is an error.
func SplitPlaceID(written string) (toponym, id string, err error) {
	m := placeID.FindStringSubmatch(strings.TrimSpace(written))
	if m == nil {
		return written, "", nil
	}
	if m[1] == "" {
		return "", "", fmt.Errorf("gazetteer id %s without its toponym: write the name before it (Лондон (%s))", m[2], m[2])
	}
	return m[1], m[2], nil
}

// JoinPlaceID is the place as an event file writes it: the toponym, and
// the gazetteer id in parentheses when id is not "".
func JoinPlaceID(toponym, id string) string {
	if id == "" {
		return toponym
	}
	return toponym + " (" + id + ")"
}

func orLine(line, fallback int) int {
	if line == 0 {
		return fallback
	}
	return line
}

// notUTF8 is a LineError of path at the first byte of data that is not
// UTF-8, or nil.
func notUTF8(path string, data []byte) error {
	var e *charset.Error
	if err := charset.Check(data); errors.As(err, &e) {
		e.Path = path
		return &LineError{path, e.Line, err}
	}
	return nil
}

// decodeStrict decodes an entry's node into v (a struct with yaml tags),
// refusing keys v has no field for. Errors are LineErrors at the line of
// the key or value at fault, in the words of the file, not of Go types.
func decodeStrict(path string, n *yaml.Node, v any) error {
	if n.Kind != yaml.MappingNode {
		return &LineError{path, n.Line, fmt.Errorf("want an entry of keys and values (id: …, when: …)")}
	}
	known := yamlFields(v)
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i]
		if !slices.Contains(known, k.Value) {
			return &LineError{path, k.Line, fmt.Errorf("unknown key %q; an entry has %s", k.Value, strings.Join(known, ", "))}
		}
	}
	if err := n.Decode(v); err != nil {
		var te *yaml.TypeError
		if errors.As(err, &te) && len(te.Errors) > 0 {
			// "line 23: cannot unmarshal !!str `x` into []string"
			line, msg := n.Line, te.Errors[0]
			if l, rest, ok := strings.Cut(strings.TrimPrefix(msg, "line "), ": "); ok {
				if k, err := strconv.Atoi(l); err == nil {
					line, msg = k, rest
				}
			}
			// The value as written: yaml.v3 quotes long ones cut mid-character.
			written := ""
			for i := 1; i < len(n.Content); i += 2 {
				if val := n.Content[i]; val.Line == line && val.Kind == yaml.ScalarNode {
					written = val.Value
				}
			}
			return &LineError{path, line, fmt.Errorf("%s", readableTypeError(msg, written))}
		}
		return &LineError{path, n.Line, err}
	}
	return nil
}

// valueOf is the value node of key in the mapping node n, or nil.
func valueOf(n *yaml.Node, key string) *yaml.Node {
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return n.Content[i+1]
		}
	}
	return nil
}

// yamlFields are the yaml keys of the struct v points to.
func yamlFields(v any) []string {
	t := reflect.TypeOf(v).Elem()
	var out []string
	for i := range t.NumField() {
		if name, _, _ := strings.Cut(t.Field(i).Tag.Get("yaml"), ","); name != "" && name != "-" {
			out = append(out, name)
		}
	}
	return out
}

// readableTypeError says a yaml.v3 type error in the file's terms: "cannot
// unmarshal !!str `x` into []string" becomes "want a list ([a, b]), not
// x"; written is the value as the file has it ("" if unknown).
func readableTypeError(msg, written string) string {
	_, rest, ok := strings.Cut(msg, "cannot unmarshal ")
	if !ok {
		return msg
	}
	got, into, _ := strings.Cut(rest, " into ")
	want := "another kind of value"
	switch {
	case strings.HasPrefix(into, "[]"):
		want = "a list ([a, b])"
	case strings.HasPrefix(into, "map"):
		want = "keys and values"
	case into == "string":
		want = "text"
	case strings.HasPrefix(into, "int"):
		want = "a number"
	}
	switch _, v, ok := strings.Cut(got, " "); {
	case written != "":
		got = written
	case ok:
		got = strings.Trim(v, "`")
	default:
		got = map[string]string{"!!seq": "a list", "!!map": "keys and values"}[got]
		if got == "" {
			got = "that"
		}
	}
	return "want " + want + ", not " + got
}

// fieldLine is the line of the entry n's value for key, or n's own line
// when the key is absent: an error names the line of the field at fault.
func fieldLine(n *yaml.Node, key string) int {
	if v := valueOf(n, key); v != nil {
		return v.Line
	}
	return n.Line
}

// CheckEventType returns an error naming t and the vocabulary when t is not
// one of EventTypes.
func CheckEventType(t string) error {
	if isEventType(t) {
		return nil
	}
	return fmt.Errorf("type %q is not one of %s", t, strings.Join(EventTypes, ", "))
}

func isEventType(t string) bool { return slices.Contains(EventTypes, t) }

func (f *File) span(s []int) (Span, error) {
	if len(s) == 0 {
		return Span{}, errors.New("missing: every entry cites the sentence that tells it, as [start, end] code-point offsets into the document (source: [START, END])")
	}
	if len(s) != 2 {
		return Span{}, fmt.Errorf("want [start, end] code-point offsets, got %v", s)
	}
	sp := Span{s[0], s[1]}
	if sp.End <= sp.Start {
		return Span{}, fmt.Errorf("[%d, %d] ends before it starts: want [start, end] code-point offsets, the end after the start", sp.Start, sp.End)
	}
	if sp.Start < 0 || sp.End > len(f.Text) {
		return Span{}, fmt.Errorf("[%d, %d] is outside the document (%d code points)", sp.Start, sp.End, len(f.Text))
	}
	return sp, nil
}

// Quote returns the document text of a span.
func (f *File) Quote(s Span) string { return string(f.Text[s.Start:s.End]) }
