package formats

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/paulmach/orb"
	"github.com/paulmach/orb/geojson"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/when"
)

// LPFContext is the JSON-LD context of Linked Places Format v1.1.
const LPFContext = "https://raw.githubusercontent.com/LinkedPasts/linked-places-format/main/linkedplaces-context-v1.1.jsonld"

// lpfPlace is a Linked Places feature: a place with names, types, a
// country, a geometry and the time span it is attested in.
type lpfPlace struct {
	ID         string            `json:"@id"`
	Type       string            `json:"type"`
	Properties lpfProperties     `json:"properties"`
	When       *lpfWhen          `json:"when,omitempty"`
	Names      []lpfName         `json:"names"`
	Types      []lpfType         `json:"types,omitempty"`
	Geometry   *geojson.Geometry `json:"geometry"`
}

type lpfProperties struct {
	Title       string   `json:"title"`
	CCodes      []string `json:"ccodes"`
	GazetteerID string   `json:"gazetteer_id,omitempty"`
	Mentions    int      `json:"mentions,omitempty"`
}

// lpfName is a name of a place; a name with `when` is a gazetteer name in
// use during its timespan, one without a name the text used.
type lpfName struct {
	Toponym string   `json:"toponym"`
	Lang    string   `json:"lang,omitempty"`
	When    *lpfWhen `json:"when,omitempty"`
}

type lpfType struct {
	Label string `json:"label"`
}

type lpfWhen struct {
	Timespans []lpfTimespan `json:"timespans"`
}

type lpfTimespan struct {
	Start *lpfBound `json:"start,omitempty"`
	End   *lpfBound `json:"end,omitempty"`
}

// lpfBound is one end of a timespan: `in` a period, or no `earliest` /
// no `latest` than a date (ISO 8601 dates, also YYYY or YYYY-MM).
type lpfBound struct {
	In       string `json:"in,omitempty"`
	Earliest string `json:"earliest,omitempty"`
	Latest   string `json:"latest,omitempty"`
}

// lpfCollection is the file: places per LPF, and chronomap's events and
// movements in a foreign member, since LPF describes places only.
type lpfCollection struct {
	Type      string         `json:"type"`
	Context   string         `json:"@context"`
	Features  []lpfPlace     `json:"features"`
	Chronomap *lpfAttachment `json:"chronomap,omitempty"`
}

type lpfAttachment struct {
	Events    []exportFeature `json:"events"`
	Movements []exportFeature `json:"movements"`
}

// WriteLPF writes the records as Linked Places Format: one feature per
// place with its toponyms as names, its kind as type and the span of its
// events as `when`; events and movements go in the collection's
// "chronomap" member so that nothing is lost.
func WriteLPF(w io.Writer, r dataset.Records) error {
	fc := lpfCollection{Type: "FeatureCollection", Context: LPFContext, Features: []lpfPlace{}}
	for _, p := range r.Places {
		lp := lpfPlace{
			ID: p.ID, Type: "Feature", Geometry: geometry(p.Point), Names: []lpfName{},
			Properties: lpfProperties{Title: p.Props.Name, CCodes: []string{}, GazetteerID: p.Props.GazetteerID, Mentions: p.Props.Mentions},
		}
		if p.Props.Country != "" {
			lp.Properties.CCodes = []string{p.Props.Country}
		}
		for _, t := range p.Props.Toponyms {
			lp.Names = append(lp.Names, lpfName{Toponym: t})
		}
		for _, n := range p.Props.Names {
			var ts lpfTimespan
			if n.From != 0 {
				ts.Start = &lpfBound{In: yearEDTF(n.From)}
			}
			if n.Until != 0 {
				ts.End = &lpfBound{In: yearEDTF(n.Until)}
			}
			lp.Names = append(lp.Names, lpfName{Toponym: n.Text, Lang: n.Lang, When: &lpfWhen{Timespans: []lpfTimespan{ts}}})
		}
		if p.Props.Kind != "" {
			lp.Types = []lpfType{{Label: string(p.Props.Kind)}}
		}
		if p.Props.Earliest != nil || p.Props.Latest != nil {
			var ts lpfTimespan
			if p.Props.Earliest != nil {
				ts.Start = &lpfBound{In: *p.Props.Earliest}
			}
			if p.Props.Latest != nil {
				ts.End = &lpfBound{In: *p.Props.Latest}
			}
			lp.When = &lpfWhen{Timespans: []lpfTimespan{ts}}
		}
		fc.Features = append(fc.Features, lp)
	}
	var att lpfAttachment
	for _, f := range exportFeatures(dataset.Records{Events: r.Events, Movements: r.Movements}) {
		if f.Collection == "events" {
			att.Events = append(att.Events, f)
		} else {
			att.Movements = append(att.Movements, f)
		}
	}
	att.Events, att.Movements = nonNilSlice(att.Events), nonNilSlice(att.Movements)
	fc.Chronomap = &att
	return writeJSON(w, fc)
}

// IsLPF reports whether a JSON document looks like Linked Places Format: a
// JSON-LD @context naming Linked Places, or features with LPF `names`.
func IsLPF(doc []byte) bool {
	var probe struct {
		Context  any `json:"@context"`
		Features []struct {
			Names json.RawMessage `json:"names"`
		} `json:"features"`
	}
	if json.Unmarshal(doc, &probe) != nil {
		return false
	}
	if s, ok := probe.Context.(string); ok && strings.Contains(strings.ToLower(s), "linkedplaces") {
		return true
	}
	return len(probe.Features) > 0 && probe.Features[0].Names != nil
}

// ReadLPF reads Linked Places Format: each feature becomes a place (its
// geometry's centre when not a Point; the hull of its timespans, whose
// dates may be years or months, as its interval). A "chronomap" member
// brings back events and movements.
func ReadLPF(rd io.Reader) (dataset.Records, error) {
	var fc struct {
		Type      string            `json:"type"`
		Features  []json.RawMessage `json:"features"`
		Chronomap *struct {
			Events    []importFeature `json:"events"`
			Movements []importFeature `json:"movements"`
		} `json:"chronomap"`
	}
	if err := json.NewDecoder(rd).Decode(&fc); err != nil {
		return dataset.Records{}, fmt.Errorf("Linked Places: %w", err)
	}
	if fc.Type != "FeatureCollection" {
		return dataset.Records{}, fmt.Errorf("Linked Places: want a FeatureCollection, got %q", fc.Type)
	}
	var recs dataset.Records
	for i, raw := range fc.Features {
		var lp lpfPlace
		if err := json.Unmarshal(raw, &lp); err != nil {
			return recs, fmt.Errorf("Linked Places feature %d: %w", i, err)
		}
		rec, err := placeFromLPF(lp)
		if err != nil {
			return recs, fmt.Errorf("Linked Places feature %d (%s): %w", i, lp.ID, err)
		}
		recs.Places = append(recs.Places, rec)
	}
	if fc.Chronomap != nil {
		for i, f := range append(fc.Chronomap.Events, fc.Chronomap.Movements...) {
			if err := readFeature(&recs, f); err != nil {
				return recs, fmt.Errorf("Linked Places chronomap feature %d (id %v): %w", i, f.ID, err)
			}
		}
	}
	addMissingPlaces(&recs)
	return recs, nil
}

func placeFromLPF(lp lpfPlace) (dataset.PlaceRecord, error) {
	if lp.ID == "" {
		return dataset.PlaceRecord{}, fmt.Errorf("no @id")
	}
	if lp.Geometry == nil || lp.Geometry.Geometry() == nil {
		return dataset.PlaceRecord{}, fmt.Errorf("no geometry")
	}
	var pt orb.Point
	switch g := lp.Geometry.Geometry().(type) {
	case orb.Point:
		pt = g
	default:
		pt = g.Bound().Center()
	}
	rec := dataset.PlaceRecord{ID: lp.ID, Point: pt, Props: dataset.PlaceProperties{
		Name: lp.Properties.Title, GazetteerID: lp.Properties.GazetteerID, Mentions: lp.Properties.Mentions, Toponyms: []string{},
	}}
	if rec.Props.GazetteerID == "" {
		rec.Props.GazetteerID = lp.ID
	}
	if len(lp.Properties.CCodes) > 0 {
		rec.Props.Country = lp.Properties.CCodes[0]
	}
	if len(lp.Types) > 0 {
		rec.Props.Kind = gazetteer.Kind(lp.Types[0].Label)
	}
	for _, n := range lp.Names {
		if n.When == nil {
			rec.Props.Toponyms = append(rec.Props.Toponyms, n.Toponym)
			continue
		}
		d := dataset.DatedName{Text: n.Toponym, Lang: n.Lang}
		for _, ts := range n.When.Timespans {
			if ts.Start != nil {
				from, err := boundDate(ts.Start, true)
				if err != nil {
					return rec, fmt.Errorf("name %q: %w", n.Toponym, err)
				}
				d.From = from.Year
			}
			if ts.End != nil {
				until, err := boundDate(ts.End, false)
				if err != nil {
					return rec, fmt.Errorf("name %q: %w", n.Toponym, err)
				}
				d.Until = until.Year
			}
		}
		rec.Props.Names = append(rec.Props.Names, d)
	}
	if lp.When != nil {
		iv, err := timespansHull(lp.When.Timespans)
		if err != nil {
			return rec, err
		}
		rec.Props.Earliest, rec.Props.Latest = dataset.Dates(iv)
	}
	return rec, nil
}

// timespansHull is the interval from the earliest start to the latest end;
// a timespan without a start or end leaves that side open.
func timespansHull(spans []lpfTimespan) (when.Interval, error) {
	var hull when.Interval
	for i, ts := range spans {
		var iv when.Interval
		if ts.Start != nil {
			d, err := boundDate(ts.Start, true)
			if err != nil {
				return hull, fmt.Errorf("timespan %d start: %w", i, err)
			}
			iv.Earliest = d
		}
		if ts.End != nil {
			d, err := boundDate(ts.End, false)
			if err != nil {
				return hull, fmt.Errorf("timespan %d end: %w", i, err)
			}
			iv.Latest = d
		}
		if i == 0 {
			hull = iv
		} else {
			hull = when.Hull(hull, iv)
		}
	}
	return hull, nil
}

// boundDate reads an LPF start or end: its first date, widened to the
// earliest day (start) or latest day (end) it can mean.
func boundDate(b *lpfBound, start bool) (when.Date, error) {
	s := b.In
	if s == "" {
		s = b.Earliest
	}
	if s == "" {
		s = b.Latest
	}
	iv, err := when.ParseEDTF(s)
	if err != nil {
		return when.Date{}, err
	}
	if start {
		return iv.Earliest, nil
	}
	return iv.Latest, nil
}

// yearEDTF writes a year as EDTF: four digits, or Y and the digits beyond.
func yearEDTF(y int) string {
	switch {
	case y >= 0 && y <= 9999:
		return fmt.Sprintf("%04d", y)
	case y < 0 && y >= -9999:
		return fmt.Sprintf("-%04d", -y)
	}
	return fmt.Sprintf("Y%d", y)
}
