// Package formats reads and writes chronomap datasets in open formats:
// GeoJSON (RFC 7946), Linked Places Format (the World Historical
// Gazetteer's GeoJSON-LD with `when`) and CSV (RFC 4180). Each writer's
// output reads back into the same records, so export → import → export
// gives the same bytes.
package formats

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/paulmach/orb"
	"github.com/paulmach/orb/geojson"

	"github.com/chronomap/chronomap/internal/dataset"
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

// WriteGeoJSON writes the records as one FeatureCollection: places, then
// events, then movements, each feature with a "collection" member.
func WriteGeoJSON(w io.Writer, r dataset.Records) error {
	return writeJSON(w, struct {
		Type     string          `json:"type"`
		Features []exportFeature `json:"features"`
	}{"FeatureCollection", nonNilSlice(exportFeatures(r))})
}

// exportFeatures lists the records as features in export order.
func exportFeatures(r dataset.Records) []exportFeature {
	var feats []exportFeature
	for _, p := range r.Places {
		feats = append(feats, exportFeature{"Feature", p.ID, "places", geometry(p.Point), p.Props})
	}
	for _, e := range r.Events {
		var g orb.Geometry
		if e.Point != nil {
			g = *e.Point
		}
		feats = append(feats, exportFeature{"Feature", e.ID, "events", geometry(g), e.Props})
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

// importFeature is a feature as read: any GeoJSON, chronomap's own or not.
type importFeature struct {
	ID         any               `json:"id"`
	Type       string            `json:"type"`
	Collection string            `json:"collection"`
	Geometry   *geojson.Geometry `json:"geometry"`
	Properties json.RawMessage   `json:"properties"`
}

// ReadGeoJSON reads a FeatureCollection into records. Features say their
// collection with a "collection" member; without one, a LineString is a
// movement, a Point with a "kind" property a place, anything else an event.
// Events need `when` (EDTF) or `earliest`/`latest`; their places, when not
// in the file, become places named by the `place` property at the
// event's point. Errors name the feature by its position and id.
func ReadGeoJSON(rd io.Reader) (dataset.Records, error) {
	var fc struct {
		Type     string          `json:"type"`
		Features []importFeature `json:"features"`
	}
	dec := json.NewDecoder(rd)
	if err := dec.Decode(&fc); err != nil {
		return dataset.Records{}, fmt.Errorf("GeoJSON: %w", err)
	}
	if fc.Type != "FeatureCollection" {
		return dataset.Records{}, fmt.Errorf("GeoJSON: want a FeatureCollection, got %q", fc.Type)
	}
	var recs dataset.Records
	for i, f := range fc.Features {
		if err := readFeature(&recs, f); err != nil {
			return dataset.Records{}, fmt.Errorf("GeoJSON feature %d (id %v): %w", i, f.ID, err)
		}
	}
	addMissingPlaces(&recs)
	return recs, nil
}

func readFeature(recs *dataset.Records, f importFeature) error {
	id := featureID(f.ID)
	if id == "" {
		return fmt.Errorf("no id")
	}
	var g orb.Geometry
	if f.Geometry != nil {
		g = f.Geometry.Geometry()
	}
	coll := f.Collection
	if coll == "" {
		switch {
		case isLine(g):
			coll = "movements"
		case hasKind(f.Properties):
			coll = "places"
		default:
			coll = "events"
		}
	}
	props := f.Properties
	if len(props) == 0 || string(props) == "null" {
		props = json.RawMessage("{}")
	}
	switch coll {
	case "places":
		pt, ok := g.(orb.Point)
		if !ok {
			return fmt.Errorf("a place needs a Point")
		}
		var p dataset.PlaceProperties
		if err := strictUnmarshal(props, &p); err != nil {
			return err
		}
		if p.Toponyms == nil {
			p.Toponyms = []string{}
		}
		recs.Places = append(recs.Places, dataset.PlaceRecord{ID: id, Point: pt, Props: p})
	case "events":
		var p dataset.EventProperties
		if err := strictUnmarshal(props, &p); err != nil {
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
		if err := strictUnmarshal(props, &p); err != nil {
			return err
		}
		if err := settleInterval(&p.When, &p.Earliest, &p.Latest); err != nil {
			return err
		}
		recs.Movements = append(recs.Movements, dataset.MovementRecord{ID: id, Line: line, Props: p})
	default:
		return fmt.Errorf("unknown collection %q", coll)
	}
	return nil
}

// strictUnmarshal decodes properties, tolerating members chronomap does
// not know (other tools add their own).
func strictUnmarshal(raw json.RawMessage, v any) error {
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("properties: %w", err)
	}
	return nil
}

func featureID(id any) string {
	switch v := id.(type) {
	case string:
		return v
	case float64:
		return fmt.Sprint(v)
	}
	return ""
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
		*earliest, *latest = dataset.Dates(iv)
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
		ip.places = append(ip.places, dataset.PlaceRecord{ID: id, Point: pt, Props: dataset.PlaceProperties{
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
