package extract

import (
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/internal/dataset"
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
//
// A place the extraction chose in context that its toponym alone would
// not give is written with its gazetteer id ("Николаевск
// (geonames:2122850)"), with a comment naming what the toponym alone
// gives, so that importing the file finds the same places. plain is the
// resolver the import will use (dataset.GeocoderResolver), asked with the
// same date hint (dataset.YearHint); nil writes every place with its id.
func (r *Result) WriteYAML(w io.Writer, documentName string, plain dataset.Resolver) error {
	ids := chosenIDs{plain: plain, alone: map[toponymYear]gazetteer.Place{}}
	doc := &yaml.Node{Kind: yaml.MappingNode}
	doc.HeadComment = "Extracted by chronomap extract from " + documentName + "; review before importing.\nFormat: data/README.md." +
		"\nAs corrections (import --text TEXT --corrections FILE): correct entries in place; to remove one,\ndelete it or list its id in a top-level drop: [id, ...]."
	if len(r.Unplaced) > 0 {
		var names []string
		for _, u := range r.Unplaced {
			names = append(names, fmt.Sprintf("%s [%d, %d]", u.Quote.Exact, u.Position.Start, u.Position.End))
		}
		doc.HeadComment += "\nNames in a place's position that the gazetteer could not place (nothing is mapped for them;\nadd each to an event here or to the gazetteer overlay, or ignore it): " + strings.Join(names, ", ") + "."
	}
	if vs := r.Variants(); len(vs) > 0 {
		var names []string
		for _, v := range vs {
			names = append(names, fmt.Sprintf("%s → %s (%s, as «%s») [%d, %d]", v.Mention.Text, v.Candidate.Place.Name, v.Candidate.Place.ID, v.Candidate.Matched, v.Mention.Start, v.Mention.End))
		}
		doc.HeadComment += "\nNames placed only by a spelling variant of a gazetteer name (check each; correct the place\nhere or add the name to the gazetteer overlay): " + strings.Join(names, ", ") + "."
	}
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
		w.LineComment = dateComment(e.When, e.DateFrom, e.Confidence, e.OldStyle)
		add(m, "when", w)
		places := flow()
		var notes []string
		year := dataset.YearHint(e.When.Interval())
		for k, p := range e.Places {
			name, note := ids.name(p, year)
			places.Content = append(places.Content, str(name))
			if note != "" {
				notes = append(notes, note)
			}
			if k == 0 && p.implied && p.Start == p.End {
				// The sentence names no place of its own: the place the
				// text last put its people at, for a reviewer to check.
				notes = append(notes, "place carried from the sentences before (the sentence names none)")
			}
		}
		places.LineComment = strings.Join(notes, "; ")
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
		year := dataset.YearHint(mv.When.Interval())
		name, note := ids.name(mv.From, year)
		from := str(name)
		if mv.Origin != "text" {
			note = strings.Trim("origin implied ("+mv.Origin+"); "+note, "; ")
		}
		from.LineComment = note
		add(m, "from", from)
		name, note = ids.name(mv.To, year)
		to := str(name)
		to.LineComment = note
		add(m, "to", to)
		w := quoted(mv.When.String())
		w.LineComment = dateComment(mv.When, mv.DateFrom, mv.Confidence, mv.OldStyle)
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

// chosenIDs decides which places an event file writes with their
// gazetteer id: those whose toponym alone resolves elsewhere.
type chosenIDs struct {
	plain dataset.Resolver
	alone map[toponymYear]gazetteer.Place // the place the toponym alone gives, none when the ID is ""
}

type toponymYear struct {
	toponym string
	year    int
}

// name is a place as the file writes it, and a comment for a person
// reviewing it when it carries an id ("" for none).
func (ids chosenIDs) name(p PlaceMention, year int) (string, string) {
	if p.Place.ID == "" {
		return p.Toponym, ""
	}
	if ids.plain == nil {
		return dataset.JoinPlaceID(p.Toponym, p.Place.ID), ""
	}
	key := toponymYear{p.Toponym, year}
	alone, known := ids.alone[key]
	if !known {
		if q, err := ids.plain.Resolve(p.Toponym, year); err == nil {
			alone = q
		}
		ids.alone[key] = alone
	}
	if alone.ID == p.Place.ID {
		return p.Toponym, ""
	}
	note := fmt.Sprintf("%s; %s alone names no place", placeLabel(p.Place), p.Toponym)
	if alone.ID != "" {
		note = fmt.Sprintf("%s; %s alone would be %s, %s", placeLabel(p.Place), p.Toponym, placeLabel(alone), alone.ID)
	}
	return dataset.JoinPlaceID(p.Toponym, p.Place.ID), note
}

// placeLabel tells a place from its namesakes for a person reading the
// file: its name, country and where it is ("Nikolayevsk-na-Amure, RU,
// 53.15°N 140.72°E").
func placeLabel(p gazetteer.Place) string {
	parts := []string{p.Name}
	if p.Country != "" {
		parts = append(parts, p.Country)
	}
	lon, lat := p.Point.Lon(), p.Point.Lat()
	ns, ew := "N", "E"
	if lat < 0 {
		ns, lat = "S", -lat
	}
	if lon < 0 {
		ew, lon = "W", -lon
	}
	return strings.Join(append(parts, fmt.Sprintf("%.2f°%s %.2f°%s", lat, ns, lon, ew)), ", ")
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

func dateComment(w when.Expr, from string, confidence float64, old when.Expr) string {
	var parts []string
	if r := reading(w); r != "" {
		parts = append(parts, r)
	}
	switch from {
	case "text":
		parts = append(parts, "date from the sentence")
	case "context":
		parts = append(parts, "date carried from an earlier clause or sentence")
	case "following":
		parts = append(parts, "no date before: at the latest the next date of the text")
	}
	if !old.IsZero() {
		parts = append(parts, "old style "+old.String())
	}
	parts = append(parts, fmt.Sprintf("confidence %.2f", confidence))
	return strings.Join(parts, "; ")
}

// reading spells out an EDTF value a reviewer may not read at a glance
// (a season, an interval, an open end, a qualifier, unspecified digits) as
// its inclusive calendar dates: «1881-21» is «1881-03-01 to 1881-05-31»;
// "" for a plain day, month or year.
func reading(w when.Expr) string {
	s := w.String()
	plain := !strings.ContainsAny(s, "/~?%X") && (len(s) == 4 || len(s) == 10 || len(s) == 7 && s[5] < '2')
	if plain {
		return ""
	}
	iv := w.Interval()
	from, to := iv.Earliest.String(), iv.Latest.String()
	var r string
	switch {
	case from == "" && to == "":
		return ""
	case from == "":
		r = "until " + to
	case to == "":
		r = "from " + from
	default:
		r = from + " to " + to
	}
	if strings.ContainsAny(s, "~%") {
		r = "about " + r
	}
	if strings.ContainsAny(s, "?%") {
		r += ", uncertain"
	}
	return r
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
