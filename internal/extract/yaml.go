package extract

import (
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/chronomap/chronomap/internal/rutext"
	"github.com/chronomap/chronomap/internal/when"
)

// maxSummary is the longest summary written, in code points.
const maxSummary = 300

// WriteYAML writes the result in the event file format that `chronomap
// import` reads (data/README.md), for a person to review and correct:
// places by the gazetteer names that matched, dates in EDTF, sources as
// code-point spans of the document, and the sentence as the summary. A
// comment after each date gives where it comes from, the confidence and
// any old-style original. documentName is the document's path relative to
// where the file will be saved. Events and movements without any date
// (the text has none) cannot be imported and are left out, with a comment
// saying how many.
func (r *Result) WriteYAML(w io.Writer, documentName string) error {
	doc := &yaml.Node{Kind: yaml.MappingNode}
	doc.HeadComment = "Extracted by chronomap extract from " + documentName + "; review before importing.\nFormat: data/README.md."
	add := func(m *yaml.Node, key string, value *yaml.Node) {
		m.Content = append(m.Content, str(key), value)
	}
	add(doc, "title", str("Extracted from "+filepath.Base(documentName))) // a name, not where it lies on one machine
	add(doc, "language", str("ru"))
	add(doc, "document", str(documentName))

	events := &yaml.Node{Kind: yaml.SequenceNode}
	skipped := 0
	for _, e := range r.Events {
		if e.When.IsZero() {
			skipped++
			continue
		}
		m := &yaml.Node{Kind: yaml.MappingNode}
		add(m, "id", str(e.ID))
		add(m, "type", str(e.Type))
		w := quoted(e.When.String())
		w.LineComment = dateComment(e.DateFrom, e.Confidence, e.OldStyle)
		add(m, "when", w)
		places := flow()
		for _, p := range e.Places {
			places.Content = append(places.Content, str(p.Toponym))
		}
		add(m, "places", places)
		actors := flow()
		for _, a := range e.Actors {
			actors.Content = append(actors.Content, str(a))
		}
		add(m, "actors", actors)
		add(m, "summary", str(summary(e.Source.Quote.Exact)))
		add(m, "source", span(e.Source))
		events.Content = append(events.Content, m)
	}
	add(doc, "events", events)

	moves := &yaml.Node{Kind: yaml.SequenceNode}
	for _, mv := range r.Movements {
		if mv.When.IsZero() {
			skipped++
			continue
		}
		m := &yaml.Node{Kind: yaml.MappingNode}
		add(m, "id", str(mv.ID))
		add(m, "actor", str(mv.Actor))
		from := str(mv.From.Toponym)
		if mv.Origin != "text" {
			from.LineComment = "origin implied (" + mv.Origin + ")"
		}
		add(m, "from", from)
		add(m, "to", str(mv.To.Toponym))
		w := quoted(mv.When.String())
		w.LineComment = dateComment(mv.DateFrom, mv.Confidence, mv.OldStyle)
		add(m, "when", w)
		add(m, "summary", str(summary(mv.Source.Quote.Exact)))
		add(m, "source", span(mv.Source))
		moves.Content = append(moves.Content, m)
	}
	add(doc, "movements", moves)
	if skipped > 0 {
		doc.FootComment = fmt.Sprintf("%d undated items left out: the text gives no date for them.", skipped)
	}

	enc := yaml.NewEncoder(w)
	enc.SetIndent(2)
	if err := enc.Encode(&yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{doc}}); err != nil {
		return err
	}
	return enc.Close()
}

func str(s string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s} }

func quoted(s string) *yaml.Node {
	n := str(s)
	n.Style = yaml.DoubleQuotedStyle
	return n
}

func flow() *yaml.Node { return &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle} }

func span(s Source) *yaml.Node {
	n := flow()
	for _, v := range []int{s.Position.Start, s.Position.End} {
		n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(v)})
	}
	return n
}

func dateComment(from string, confidence float64, old when.Expr) string {
	var parts []string
	switch from {
	case "text":
		parts = append(parts, "date from the sentence")
	case "context":
		parts = append(parts, "date carried from an earlier sentence")
	case "following":
		parts = append(parts, "no date before: at the latest the next date of the text")
	}
	if !old.IsZero() {
		parts = append(parts, "old style "+old.String())
	}
	parts = append(parts, fmt.Sprintf("confidence %.2f", confidence))
	return strings.Join(parts, "; ")
}

// summary collapses the white space of a quote and cuts it to maxSummary
// code points.
func summary(s string) string {
	s = strings.Join(strings.FieldsFunc(s, rutext.IsSpace), " ")
	if utf8.RuneCountInString(s) > maxSummary {
		rs := []rune(s)
		s = strings.TrimSpace(string(rs[:maxSummary-1])) + "…"
	}
	return s
}
