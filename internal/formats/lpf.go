package formats

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/paulmach/orb"
	"github.com/paulmach/orb/geojson"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/internal/charset"
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
			ID: p.ID, Type: "Feature", Geometry: pointGeometry(p.Point), Names: []lpfName{},
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
	if json.Unmarshal(charset.StripBOM(doc), &probe) != nil {
		return false
	}
	if s, ok := probe.Context.(string); ok && strings.Contains(strings.ToLower(s), "linkedplaces") {
		return true
	}
	return len(probe.Features) > 0 && probe.Features[0].Names != nil
}

// ReadLPF reads Linked Places Format; file names the input in errors,
// which give its line and column (see PosError). The collection must name
// its JSON-LD @context. Each feature becomes a place: its geometry's
// centre when not a Point, no geometry when null (null members of a
// GeometryCollection are left out); the hull of its timespans as its
// interval, whose dates may be years or months, written as strings or
// numbers ("1801" and 1801 are the year 1801), and a bare date stands for
// {"in": date}. A "chronomap" member brings back events and movements.
func ReadLPF(rd io.Reader, file string) (dataset.Records, error) {
	data, err := io.ReadAll(rd)
	if err != nil {
		return dataset.Records{}, err
	}
	in := &jsonInput{file: file, data: charset.StripBOM(data)}
	top, err := in.document("Linked Places")
	if err != nil {
		return dataset.Records{}, err
	}
	var typ string
	if t, ok := top["type"]; !ok || json.Unmarshal(t.raw, &typ) != nil || typ != "FeatureCollection" {
		return dataset.Records{}, in.at(top["type"].off, within(fmt.Errorf("want a FeatureCollection (\"type\": \"FeatureCollection\"), got %s", orNothing(top["type"].raw)), "Linked Places"))
	}
	if ctx, ok := top["@context"]; !ok || isNull(ctx.raw) || string(ctx.raw) == `""` {
		return dataset.Records{}, in.at(0, within(fmt.Errorf("no @context: a Linked Places file is JSON-LD and names its context, e.g. \"@context\": %q", LPFContext), "Linked Places"))
	}
	feats, err := in.array(top["features"], "features")
	if err != nil {
		return dataset.Records{}, err
	}
	r := newFeatureReader(in)
	seen := map[string]int{}
	for i, f := range feats {
		rec, err := placeFromLPF(in, f)
		if err != nil {
			return dataset.Records{}, within(err, "Linked Places feature %d", i)
		}
		if first, dup := seen[rec.ID]; dup {
			line, _ := in.position(first)
			return dataset.Records{}, in.at(f.off, within(fmt.Errorf("@id %s is already used by the place at line %d", rec.ID, line), "Linked Places feature %d", i))
		}
		seen[rec.ID] = f.off
		r.recs.Places = append(r.recs.Places, rec)
	}
	if att, ok := top["chronomap"]; ok && !isNull(att.raw) {
		m, err := in.object(att, "chronomap")
		if err != nil {
			return dataset.Records{}, err
		}
		for _, coll := range []string{"events", "movements"} {
			feats, err := in.array(m[coll], "chronomap."+coll)
			if err != nil {
				return dataset.Records{}, err
			}
			for i, f := range feats {
				if err := r.feature(f, i); err != nil {
					return dataset.Records{}, within(err, "chronomap %s", coll)
				}
			}
		}
	}
	addMissingPlaces(&r.recs)
	return r.recs, nil
}

func placeFromLPF(in *jsonInput, v rawAt) (dataset.PlaceRecord, error) {
	m, err := in.object(v, "feature")
	if err != nil {
		return dataset.PlaceRecord{}, err
	}
	var lp lpfPlace
	for name, dst := range map[string]any{"@id": &lp.ID, "properties": &lp.Properties, "names": &lp.Names, "types": &lp.Types, "when": &lp.When} {
		if member, ok := m[name]; ok && !isNull(member.raw) {
			if err := in.decode(member, name, dst); err != nil {
				return dataset.PlaceRecord{}, err
			}
		}
	}
	if lp.ID == "" {
		return dataset.PlaceRecord{}, in.at(v.off, fmt.Errorf("no @id"))
	}
	g, err := in.decodeGeometry(m["geometry"])
	if err != nil {
		return dataset.PlaceRecord{}, within(err, "%s", lp.ID)
	}
	rec := dataset.PlaceRecord{ID: lp.ID, Props: dataset.PlaceProperties{
		Name: lp.Properties.Title, GazetteerID: lp.Properties.GazetteerID, Mentions: lp.Properties.Mentions, Toponyms: []string{},
	}}
	switch g := g.(type) {
	case nil:
	case orb.Point:
		rec.Point = &g
	default:
		c := g.Bound().Center()
		rec.Point = &c
	}
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
					return rec, in.at(m["names"].off, fmt.Errorf("%s: name %q: %w", lp.ID, n.Toponym, err))
				}
				d.From = from.Year
			}
			if ts.End != nil {
				until, err := boundDate(ts.End, false)
				if err != nil {
					return rec, in.at(m["names"].off, fmt.Errorf("%s: name %q: %w", lp.ID, n.Toponym, err))
				}
				d.Until = until.Year
			}
		}
		rec.Props.Names = append(rec.Props.Names, d)
	}
	if lp.When != nil {
		iv, err := timespansHull(lp.When.Timespans)
		if err != nil {
			return rec, in.at(m["when"].off, fmt.Errorf("%s: when: %w", lp.ID, err))
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

// boundDate reads an LPF start or end, widened to the earliest day (start)
// or latest day (end) it can mean: a start is no earlier than its
// `earliest`, an end no later than its `latest`; `in` is a period the
// bound falls in.
func boundDate(b *lpfBound, start bool) (when.Date, error) {
	order := []string{b.Latest, b.In, b.Earliest}
	if start {
		order = []string{b.Earliest, b.In, b.Latest}
	}
	s := ""
	for _, d := range order {
		if d != "" {
			s = d
			break
		}
	}
	if s == "" {
		return when.Date{}, fmt.Errorf("no date: give in, earliest or latest")
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

// UnmarshalJSON reads a timespan bound: an object of `in`, `earliest` and
// `latest` dates, or a bare date meaning `in`; a date is a string (EDTF:
// "1801", "1801-05", "-0700") or a number of years (1801, -700).
func (b *lpfBound) UnmarshalJSON(data []byte) error {
	if s, ok, err := lpfDate(data); ok || err != nil {
		b.In = s
		return err
	}
	var raw struct {
		In       json.RawMessage `json:"in"`
		Earliest json.RawMessage `json:"earliest"`
		Latest   json.RawMessage `json:"latest"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return fmt.Errorf("a bound is a date or an object of in, earliest and latest dates")
	}
	for _, f := range []struct {
		raw json.RawMessage
		dst *string
	}{{raw.In, &b.In}, {raw.Earliest, &b.Earliest}, {raw.Latest, &b.Latest}} {
		if len(f.raw) == 0 || isNull(f.raw) {
			continue
		}
		s, ok, err := lpfDate(f.raw)
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("%s is not a date", f.raw)
		}
		*f.dst = s
	}
	return nil
}

// lpfDate reads a string or a whole number of years as an EDTF date;
// ok is false for other JSON values.
func lpfDate(raw json.RawMessage) (string, bool, error) {
	raw = bytes.TrimSpace(raw)
	switch {
	case len(raw) > 0 && raw[0] == '"':
		var s string
		err := json.Unmarshal(raw, &s)
		return strings.TrimSpace(s), true, err
	case len(raw) > 0 && (raw[0] == '-' || raw[0] >= '0' && raw[0] <= '9'):
		year, err := strconv.ParseInt(string(raw), 10, 32)
		if err != nil {
			return "", true, fmt.Errorf("%s is not a whole year", raw)
		}
		return yearEDTF(int(year)), true, nil
	}
	return "", false, nil
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
