// Package formats reads and writes chronomap datasets in open formats:
// GeoJSON (RFC 7946), Linked Places Format (the World Historical
// Gazetteer's GeoJSON-LD with `when`) and CSV (RFC 4180). Each writer's
// output reads back into the same records, so export → import → export
// gives the same bytes.
package formats

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"github.com/paulmach/orb"
	"github.com/paulmach/orb/geojson"

	"github.com/chronomap/chronomap/internal/charset"
	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/when"
)

// exportFeature fixes the member order of exported features; Collection
// is a foreign member (RFC 7946 §6.1) naming the chronomap collection.
type exportFeature struct {
	Type       string            `json:"type"`
	ID         string            `json:"id"`
	Collection string            `json:"collection"`
	Geometry   *geojson.Geometry `json:"geometry"`
	Properties any               `json:"properties"`
}

func geometry(g orb.Geometry) *geojson.Geometry {
	if g == nil {
		return nil
	}
	return geojson.NewGeometry(g)
}

// pointGeometry is geometry of an optional point.
func pointGeometry(p *orb.Point) *geojson.Geometry {
	if p == nil {
		return nil
	}
	return geojson.NewGeometry(*p)
}

// WriteGeoJSON writes the records as one FeatureCollection: places, then
// events, then movements, each feature with a "collection" member, and the
// source documents the features cite in a "documents" member (a foreign
// member, RFC 7946 §6.1: id, title, language, text, mentions), so that
// ReadGeoJSON gives back the text the map shows beside it.
func WriteGeoJSON(w io.Writer, r dataset.Records) error {
	return writeJSON(w, struct {
		Type      string             `json:"type"`
		Features  []exportFeature    `json:"features"`
		Documents []feature.Document `json:"documents,omitempty"`
	}{"FeatureCollection", nonNilSlice(exportFeatures(r)), r.Documents})
}

// exportFeatures lists the records as features in export order.
func exportFeatures(r dataset.Records) []exportFeature {
	var feats []exportFeature
	for _, p := range r.Places {
		feats = append(feats, exportFeature{"Feature", p.ID, "places", pointGeometry(p.Point), p.Props})
	}
	for _, e := range r.Events {
		feats = append(feats, exportFeature{"Feature", e.ID, "events", pointGeometry(e.Point), e.Props})
	}
	for _, m := range r.Movements {
		feats = append(feats, exportFeature{"Feature", m.ID, "movements", geometry(m.Line), m.Props})
	}
	return feats
}

func nonNilSlice[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	return enc.Encode(v)
}

// ReadGeoJSON reads a FeatureCollection into records; file names the input
// in errors, which give its line and column (see PosError). Features say
// their collection with a "collection" member; without one, a LineString
// is a movement, a Point with a "kind" property a place, anything else an
// event. Ids are strings or numbers, a number kept as its digits are
// written (1000000 stays "1000000"), and must be unique within a
// collection. Events need `when` (EDTF) or `earliest`/`latest`; their
// places, when not in the file, become places named by the `place`
// property at the event's point. Positions must be WGS84 degrees in range.
// Input that is not UTF-8 is refused at its first invalid byte's line
// (see charset.Check); a byte-order mark is read past.
func ReadGeoJSON(rd io.Reader, file string) (dataset.Records, error) {
	data, err := io.ReadAll(rd)
	if err != nil {
		return dataset.Records{}, err
	}
	in := &jsonInput{file: file, data: charset.StripBOM(data)}
	top, err := in.document("GeoJSON")
	if err != nil {
		return dataset.Records{}, err
	}
	var typ string
	if t, ok := top["type"]; !ok || json.Unmarshal(t.raw, &typ) != nil || typ != "FeatureCollection" {
		return dataset.Records{}, in.at(top["type"].off, fmt.Errorf("GeoJSON: want a FeatureCollection (\"type\": \"FeatureCollection\"), got %s", orNothing(top["type"].raw)))
	}
	feats, err := in.array(top["features"], "features")
	if err != nil {
		return dataset.Records{}, err
	}
	r := newFeatureReader(in)
	for i, f := range feats {
		if err := r.feature(f, i); err != nil {
			return dataset.Records{}, err
		}
	}
	addMissingPlaces(&r.recs)
	if docs, ok := top["documents"]; ok && !isNull(docs.raw) {
		if err := json.Unmarshal(docs.raw, &r.recs.Documents); err != nil {
			return dataset.Records{}, in.at(docs.off, fmt.Errorf("documents: want a list of {id, title, language, text, mentions}: %v", err))
		}
		for i, d := range r.recs.Documents {
			if d.ID == "" {
				return dataset.Records{}, in.at(docs.off, fmt.Errorf("documents: document %d has no id", i))
			}
		}
	}
	return r.recs, nil
}

func orNothing(raw json.RawMessage) string {
	if len(raw) == 0 {
		return "no type"
	}
	return string(raw)
}

// featureReader reads the features of one file, checking that ids are
// unique within each collection.
type featureReader struct {
	in   *jsonInput
	recs dataset.Records
	seen map[string]int // collection + "\x00" + id → offset of its feature
}

func newFeatureReader(in *jsonInput) *featureReader {
	return &featureReader{in: in, seen: map[string]int{}}
}

// feature reads the index-th feature, v.
func (r *featureReader) feature(v rawAt, index int) error {
	in := r.in
	m, err := in.object(v, fmt.Sprintf("feature %d", index))
	if err != nil {
		return err
	}
	id, err := featureID(m["id"])
	if err != nil {
		return in.at(m["id"].off, fmt.Errorf("feature %d: %w", index, err))
	}
	if id == "" {
		return in.at(v.off, fmt.Errorf("feature %d: no id", index))
	}
	if t, ok := m["type"]; ok {
		var typ string
		if json.Unmarshal(t.raw, &typ) != nil || typ != "Feature" {
			return in.at(t.off, fmt.Errorf("feature %d (id %s): type %s, want \"Feature\"", index, id, t.raw))
		}
	}
	var coll string
	if c, ok := m["collection"]; ok {
		if err := in.decode(c, "collection", &coll); err != nil {
			return within(err, "feature %d (id %s)", index, id)
		}
	}
	g, err := in.decodeGeometry(m["geometry"])
	if err != nil {
		return within(err, "feature %d (id %s)", index, id)
	}
	props := m["properties"]
	if len(props.raw) == 0 || isNull(props.raw) {
		props = rawAt{json.RawMessage("{}"), v.off}
	}
	if coll == "" {
		switch {
		case isLine(g):
			coll = "movements"
		case hasKind(props.raw):
			coll = "places"
		default:
			coll = "events"
		}
	}
	key := coll + "\x00" + id
	if first, dup := r.seen[key]; dup {
		line, _ := in.position(first)
		return in.at(v.off, fmt.Errorf("feature %d: id %s is already used by the %s feature at line %d", index, id, coll, line))
	}
	r.seen[key] = v.off
	if err := r.record(coll, id, g, props); err != nil {
		if _, placed := err.(*PosError); !placed {
			err = in.at(v.off, err)
		}
		return within(err, "feature %d (id %s)", index, id)
	}
	return nil
}

// record adds the feature as a record of its collection.
func (r *featureReader) record(coll, id string, g orb.Geometry, props rawAt) error {
	in, recs := r.in, &r.recs
	switch coll {
	case "places":
		var p dataset.PlaceProperties
		if err := in.decode(props, "properties", &p); err != nil {
			return err
		}
		if p.Toponyms == nil {
			p.Toponyms = []string{}
		}
		rec := dataset.PlaceRecord{ID: id, Props: p}
		switch pt := g.(type) {
		case nil:
		case orb.Point:
			rec.Point = &pt
		default:
			return fmt.Errorf("a place needs a Point or null geometry, got %s", g.GeoJSONType())
		}
		recs.Places = append(recs.Places, rec)
	case "events":
		var p dataset.EventProperties
		if err := in.decode(props, "properties", &p); err != nil {
			return err
		}
		if p.Type == "" {
			p.Type = "other"
		}
		if err := dataset.CheckEventType(p.Type); err != nil {
			return err
		}
		if err := settleInterval(&p.When, &p.Earliest, &p.Latest); err != nil {
			return err
		}
		p.Actors, p.Places, p.PlaceIDs = nonNilSlice(p.Actors), nonNilSlice(p.Places), nonNilSlice(p.PlaceIDs)
		rec := dataset.EventRecord{ID: id, Props: p}
		switch pt := g.(type) {
		case nil:
		case orb.Point:
			rec.Point = &pt
		default:
			return fmt.Errorf("an event needs a Point or null geometry, got %s", g.GeoJSONType())
		}
		recs.Events = append(recs.Events, rec)
	case "movements":
		line, ok := g.(orb.LineString)
		if !ok || len(line) < 2 {
			return fmt.Errorf("a movement needs a LineString of two or more points")
		}
		var p dataset.MovementProperties
		if err := in.decode(props, "properties", &p); err != nil {
			return err
		}
		if err := settleInterval(&p.When, &p.Earliest, &p.Latest); err != nil {
			return err
		}
		recs.Movements = append(recs.Movements, dataset.MovementRecord{ID: id, Line: line, Props: p})
	default:
		return fmt.Errorf("unknown collection %q: want places, events or movements", coll)
	}
	return nil
}

// featureID reads a feature's id (RFC 7946 §3.2: a string or a number):
// a number keeps the digits it is written with, so 9007199254740993 does
// not become 9007199254740992; "" when there is none.
func featureID(v rawAt) (string, error) {
	if len(v.raw) == 0 || isNull(v.raw) {
		return "", nil
	}
	dec := json.NewDecoder(bytes.NewReader(v.raw))
	dec.UseNumber()
	var id any
	if err := dec.Decode(&id); err != nil {
		return "", err
	}
	switch id := id.(type) {
	case string:
		return id, nil
	case json.Number:
		return id.String(), nil
	}
	return "", fmt.Errorf("id %s: want a string or a number", v.raw)
}

func isLine(g orb.Geometry) bool {
	_, ok := g.(orb.LineString)
	return ok
}

func hasKind(props json.RawMessage) bool {
	var p struct{ Kind *string }
	return json.Unmarshal(props, &p) == nil && p.Kind != nil
}

// settleInterval makes `when` (EDTF) and `earliest`/`latest` agree: the
// EDTF gives the dates when present; otherwise the dates give the EDTF.
func settleInterval(edtf *string, earliest, latest **string) error {
	if *edtf != "" {
		iv, err := when.ParseEDTF(*edtf)
		if err != nil {
			return fmt.Errorf("when: %w", err)
		}
		e, l := dataset.Dates(iv)
		// Bounds given beside when are its interval written out: a bound
		// that is no date or names another day is an error, not ignored.
		for _, b := range []struct {
			name       string
			given, got *string
		}{{"earliest", *earliest, e}, {"latest", *latest, l}} {
			if b.given == nil {
				continue
			}
			if _, err := when.ParseDate(*b.given); err != nil {
				return fmt.Errorf("%s: %q is not a date (YYYY-MM-DD): %w", b.name, *b.given, err)
			}
			if b.got == nil || *b.given != *b.got {
				want := "open"
				if b.got != nil {
					want = *b.got
				}
				return fmt.Errorf("%s: %s disagrees with when %q, whose %s is %s", b.name, *b.given, *edtf, b.name, want)
			}
		}
		*earliest, *latest = e, l
		return nil
	}
	if *earliest == nil && *latest == nil {
		return fmt.Errorf("no time: give when (EDTF) or earliest/latest")
	}
	e, l := "..", ".."
	if *earliest != nil {
		e = **earliest
	}
	if *latest != nil {
		l = **latest
	}
	s := e + "/" + l
	if e == l {
		s = e
	}
	iv, err := when.ParseEDTF(s)
	if err != nil {
		return fmt.Errorf("earliest/latest: %w", err)
	}
	*edtf = s
	*earliest, *latest = dataset.Dates(iv)
	return nil
}

// addMissingPlaces adds a place for every event and movement end whose
// place id is not among the places, at the feature's point.
func addMissingPlaces(recs *dataset.Records) {
	known := map[string]bool{}
	for _, p := range recs.Places {
		known[p.ID] = true
	}
	implied := impliedPlaces{seen: known}
	for i := range recs.Events {
		implied.fixEvent(&recs.Events[i])
	}
	for i := range recs.Movements {
		implied.fixMovement(&recs.Movements[i])
	}
	recs.Places = append(recs.Places, implied.places...)
}

// impliedPlaces gathers the places events and movements name by id or
// name without a place record: one per id, at the first point named.
type impliedPlaces struct {
	seen   map[string]bool
	places []dataset.PlaceRecord
}

func (ip *impliedPlaces) add(id, name string, pt orb.Point) string {
	if id == "" {
		id = "place-" + dataset.Slug(name)
	}
	if !ip.seen[id] {
		ip.seen[id] = true
		ip.places = append(ip.places, dataset.PlaceRecord{ID: id, Point: &pt, Props: dataset.PlaceProperties{
			Name: name, GazetteerID: id, Toponyms: []string{}}})
	}
	return id
}

// fixEvent gives an event with a place name and a point its place id.
func (ip *impliedPlaces) fixEvent(e *dataset.EventRecord) {
	if e.Point == nil || e.Props.Place == nil {
		return
	}
	if len(e.Props.PlaceIDs) == 0 {
		e.Props.PlaceIDs = []string{ip.add("", *e.Props.Place, *e.Point)}
		if len(e.Props.Places) == 0 {
			e.Props.Places = []string{*e.Props.Place}
		}
	} else {
		ip.add(e.Props.PlaceIDs[0], *e.Props.Place, *e.Point)
	}
}

// fixMovement gives a movement's ends their place ids.
func (ip *impliedPlaces) fixMovement(m *dataset.MovementRecord) {
	m.Props.FromID = ip.add(m.Props.FromID, m.Props.From, m.Line[0])
	m.Props.ToID = ip.add(m.Props.ToID, m.Props.To, m.Line[len(m.Line)-1])
}
