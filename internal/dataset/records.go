package dataset

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"unicode"

	"github.com/paulmach/orb"
	"github.com/paulmach/orb/geojson"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/when"
)

// Records is a dataset with every toponym resolved: what a curated file
// becomes after geocoding, and what other formats (GeoJSON, Linked Places,
// CSV) read and write. Assemble turns it into the features the store keeps.
type Records struct {
	Places    []PlaceRecord
	Events    []EventRecord
	Movements []MovementRecord
	// Documents are the source texts the records cite, when known.
	Documents []feature.Document
}

// PlaceRecord is a place feature: a Point, or no geometry when the
// place's location is unknown (Linked Places allows that).
type PlaceRecord struct {
	ID    string
	Point *orb.Point // WGS84 lon, lat
	Props PlaceProperties
}

// EventRecord is an event feature: a Point at its main place, or none.
type EventRecord struct {
	ID    string
	Point *orb.Point
	Props EventProperties
}

// MovementRecord is a movement feature: a LineString from origin to
// destination.
type MovementRecord struct {
	ID    string
	Line  orb.LineString
	Props MovementProperties
}

// Source is how a feature cites its document: code-point offsets (end
// exclusive) and the quoted text.
type Source struct {
	Document string `json:"document"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
	Text     string `json:"text"`
}

// EventProperties are an event feature's properties.
type EventProperties struct {
	Type     string  `json:"type"`
	When     string  `json:"when"`
	Earliest *string `json:"earliest"`
	Latest   *string `json:"latest"`
	Summary  string  `json:"summary"`
	// Summaries are the summary in other languages, by ISO 639 code.
	Summaries map[string]string `json:"summaries,omitempty"`
	Actors    []string          `json:"actors"`
	Place     *string           `json:"place"`
	// Approximate: the main place is a country or region, so the event is
	// known only to that area, not to its point. Always present, so that
	// GIS clients see one schema.
	Approximate bool     `json:"approximate"`
	Places      []string `json:"places"`
	PlaceIDs    []string `json:"place_ids"`
	Source      Source   `json:"source"`
}

// MovementProperties are a movement feature's properties.
type MovementProperties struct {
	Actor    string  `json:"actor"`
	From     string  `json:"from"`
	To       string  `json:"to"`
	FromID   string  `json:"from_id"`
	ToID     string  `json:"to_id"`
	When     string  `json:"when"`
	Earliest *string `json:"earliest"`
	Latest   *string `json:"latest"`
	Summary  string  `json:"summary"`
	// Summaries are the summary in other languages, by ISO 639 code.
	Summaries map[string]string `json:"summaries,omitempty"`
	Source    Source            `json:"source"`
}

// PlaceProperties are a place feature's properties. Earliest and Latest
// hull the intervals of the events and movements that name the place.
// Toponyms are the names the source text used; Names the gazetteer's names
// of the place that carry years of use, so that a client can label the
// place by its name at a date.
type PlaceProperties struct {
	Name        string         `json:"name"`
	Kind        gazetteer.Kind `json:"kind"`
	Country     string         `json:"country,omitempty"`
	GazetteerID string         `json:"gazetteer_id"`
	Toponyms    []string       `json:"toponyms"`
	Names       []DatedName    `json:"names,omitempty"`
	Mentions    int            `json:"mentions"`
	Earliest    *string        `json:"earliest"`
	Latest      *string        `json:"latest"`
}

// DatedName is a name of a place in use from year From to year Until
// (inclusive, astronomical years; 0 leaves that side open), from the
// gazetteer (GeoNames alternate names with years, the curated overlay).
type DatedName struct {
	Text  string `json:"text"`
	Lang  string `json:"lang,omitempty"` // ISO 639 code, "" when unknown
	From  int    `json:"from,omitempty"`
	Until int    `json:"until,omitempty"`
}

// TrackProperties are a track's properties: the LineString's vertices
// are the actor's places in time order, and CoordTimes[i] is the date
// (YYYY-MM-DD, UTC) the actor is at vertex i, the convention of
// togeojson's coordTimes that animating clients read.
type TrackProperties struct {
	Actor      string   `json:"actor"`
	CoordTimes []string `json:"coordTimes"`
	Places     []string `json:"places"`
	Refs       []string `json:"refs"` // event or movement id per vertex
	Earliest   *string  `json:"earliest"`
	Latest     *string  `json:"latest"`
}

// The collections a dataset has, in the order they are listed.
var collectionInfo = []feature.Collection{
	{ID: "places", Title: "Places", Description: "Places named in the dataset, geocoded against the gazetteer (Points)."},
	{ID: "events", Title: "Events", Description: "Dated events at their main place (Points; null geometry when the text names no place)."},
	{ID: "movements", Title: "Movements", Description: "Journeys of people and organisations from origin to destination (LineStrings)."},
	{ID: "tracks", Title: "Tracks", Description: "One LineString per actor through its places in time order; properties.coordTimes gives each vertex's date."},
}

// Interval is the interval the record's `earliest` and `latest` state.
func interval(earliest, latest *string) (when.Interval, error) {
	var iv when.Interval
	var err error
	if earliest != nil {
		if iv.Earliest, err = when.ParseDate(*earliest); err != nil {
			return iv, fmt.Errorf("earliest: %w", err)
		}
	}
	if latest != nil {
		if iv.Latest, err = when.ParseDate(*latest); err != nil {
			return iv, fmt.Errorf("latest: %w", err)
		}
	}
	if !iv.Earliest.IsZero() && !iv.Latest.IsZero() && iv.Earliest.Compare(iv.Latest) > 0 {
		return iv, fmt.Errorf("earliest %s is after latest %s", *earliest, *latest)
	}
	return iv, nil
}

// RecordSink receives records one at a time, as a streaming reader finds
// them; Records (collecting them) and Assembler (encoding them) are two.
type RecordSink interface {
	Place(PlaceRecord) error
	Event(EventRecord) error
	Movement(MovementRecord) error
}

// Place implements RecordSink.
func (r *Records) Place(p PlaceRecord) error { r.Places = append(r.Places, p); return nil }

// Event implements RecordSink.
func (r *Records) Event(e EventRecord) error { r.Events = append(r.Events, e); return nil }

// Movement implements RecordSink.
func (r *Records) Movement(m MovementRecord) error { r.Movements = append(r.Movements, m); return nil }

// FeatureSink receives the features an Assembler encodes, by collection.
type FeatureSink interface {
	Add(collection string, f *feature.Feature) error
}

// Collections are the collections a dataset has, in the order they are
// listed (titles and descriptions; counts and extents come with the
// features).
func Collections() []feature.Collection {
	return append([]feature.Collection(nil), collectionInfo...)
}

// Assembler encodes records as the store's features, once, as they come,
// and derives the tracks when they are all in (Finish). It keeps only the
// tracks' stops in memory, so an import can stream millions of records.
type Assembler struct {
	out    FeatureSink
	tracks trackBuilder
	kinds  map[string]gazetteer.Kind // place ID → kind, of the places added
	seq    int                       // records added so far: the order of the text or file
}

// NewAssembler returns an Assembler writing to out.
func NewAssembler(out FeatureSink) *Assembler {
	return &Assembler{out: out, tracks: trackBuilder{}, kinds: map[string]gazetteer.Kind{}}
}

// Place implements RecordSink.
func (a *Assembler) Place(p PlaceRecord) error {
	iv, err := interval(p.Props.Earliest, p.Props.Latest)
	if err != nil {
		return fmt.Errorf("place %s: %w", p.ID, err)
	}
	var geom orb.Geometry
	if p.Point != nil {
		geom = *p.Point
	}
	f, err := newFeature(p.ID, geom, p.Props, iv)
	if err != nil {
		return err
	}
	f.Attributes = map[string][]string{"kind": {string(p.Props.Kind)}, "country": {p.Props.Country}, "name": {p.Props.Name}}
	a.kinds[p.ID] = p.Props.Kind
	return a.out.Add("places", &f)
}

// Event implements RecordSink.
func (a *Assembler) Event(e EventRecord) error {
	a.seq++
	iv, err := interval(e.Props.Earliest, e.Props.Latest)
	if err != nil {
		return fmt.Errorf("event %s: %w", e.ID, err)
	}
	if len(e.Props.PlaceIDs) > 0 {
		// Known only to a country or region: the point stands for an
		// area, not for where it happened (formats without the property
		// get it back from the places).
		if k, ok := a.kinds[e.Props.PlaceIDs[0]]; ok {
			e.Props.Approximate = k == gazetteer.KindCountry || k == gazetteer.KindRegion
		}
	}
	var geom orb.Geometry
	if e.Point != nil {
		geom = *e.Point
		if span, bounded := iv.Span(); bounded && span <= maxTrackSpan && len(e.Props.PlaceIDs) > 0 {
			for _, actor := range e.Props.Actors {
				a.tracks.add(actor, startOf(iv), *e.Point, e.Props.PlaceIDs[0], deref(e.Props.Place), e.ID, atEvent, a.seq)
			}
		}
	}
	f, err := newFeature(e.ID, geom, e.Props, iv)
	if err != nil {
		return err
	}
	f.Attributes = map[string][]string{"type": {e.Props.Type}, "actors": e.Props.Actors, "places": e.Props.Places}
	return a.out.Add("events", &f)
}

// Movement implements RecordSink.
func (a *Assembler) Movement(m MovementRecord) error {
	iv, err := interval(m.Props.Earliest, m.Props.Latest)
	if err != nil {
		return fmt.Errorf("movement %s: %w", m.ID, err)
	}
	if len(m.Line) < 2 {
		return fmt.Errorf("movement %s: a LineString needs two points", m.ID)
	}
	a.seq++
	a.tracks.add(m.Props.Actor, startOf(iv), m.Line[0], m.Props.FromID, m.Props.From, m.ID, atDeparture, a.seq)
	a.tracks.add(m.Props.Actor, endOf(iv), m.Line[len(m.Line)-1], m.Props.ToID, m.Props.To, m.ID, atArrival, a.seq)
	f, err := newFeature(m.ID, m.Line, m.Props, iv)
	if err != nil {
		return err
	}
	f.Attributes = map[string][]string{"actor": {m.Props.Actor}, "from": {m.Props.From}, "to": {m.Props.To}}
	return a.out.Add("movements", &f)
}

// Finish writes the tracks.
func (a *Assembler) Finish() error {
	feats, err := a.tracks.features()
	if err != nil {
		return err
	}
	for i := range feats {
		if err := a.out.Add("tracks", &feats[i]); err != nil {
			return err
		}
	}
	return nil
}

// datasetSink collects features into a Dataset.
type datasetSink struct{ ds *feature.Dataset }

func (d datasetSink) Add(collection string, f *feature.Feature) error {
	d.ds.Features[collection] = append(d.ds.Features[collection], *f)
	return nil
}

// Assemble encodes records as the store's features, once, and derives the
// tracks. Feature ids must be unique within each collection.
func Assemble(r Records) (feature.Dataset, error) {
	ds := feature.Dataset{Collections: Collections(), Features: map[string][]feature.Feature{}, Documents: r.Documents}
	a := NewAssembler(datasetSink{&ds})
	for _, p := range r.Places {
		if err := a.Place(p); err != nil {
			return ds, err
		}
	}
	for _, e := range r.Events {
		if err := a.Event(e); err != nil {
			return ds, err
		}
	}
	for _, m := range r.Movements {
		if err := a.Movement(m); err != nil {
			return ds, err
		}
	}
	return ds, a.Finish()
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// maxTrackSpan is the longest interval, in days, an event may have to put
// its actors on their tracks: an event known only to a season or a year
// says where someone was, not when, and would string the places of one
// year in arbitrary order. Movements always count.
const maxTrackSpan = 31

// stop is an actor at a place at a date: a vertex of the actor's track.
type stop struct {
	date    when.Date
	point   orb.Point
	placeID string
	name    string
	ref     string // the event or movement id
	at      stopKind
	seq     int // the record's place in the text or file
}

// stopKind orders the stops of one date: the movements leaving first,
// then what happened there, then the arrivals, so that journeys dated
// alike («в марте 1879 г. из Петербурга в Вятку, оттуда в Глазов») chain
// instead of zigzagging.
type stopKind int

const (
	atDeparture stopKind = iota
	atEvent
	atArrival
)

type trackBuilder map[string][]stop // by actor

func (t trackBuilder) add(actor string, d when.Date, p orb.Point, placeID, name, ref string, at stopKind, seq int) {
	if actor == "" || d.IsZero() {
		return
	}
	t[actor] = append(t[actor], stop{d, p, placeID, name, ref, at, seq})
}

// features builds one track per actor with at least two distinct
// consecutive places; stops are ordered by date, then departures before
// events before arrivals (stopKind), then in the order of the text or
// file, then by event or movement id.
func (t trackBuilder) features() ([]feature.Feature, error) {
	actors := make([]string, 0, len(t))
	for a := range t {
		actors = append(actors, a)
	}
	sort.Strings(actors)
	var out []feature.Feature
	for _, actor := range actors {
		stops := t[actor]
		sort.Slice(stops, func(i, j int) bool {
			a, b := stops[i], stops[j]
			if c := a.date.Compare(b.date); c != 0 {
				return c < 0
			}
			if a.at != b.at {
				return a.at < b.at
			}
			if a.seq != b.seq {
				return a.seq < b.seq
			}
			return a.ref < b.ref
		})
		var line orb.LineString
		props := TrackProperties{Actor: actor}
		for i, st := range stops {
			if i > 0 && st.placeID == stops[i-1].placeID {
				continue
			}
			line = append(line, st.point)
			props.CoordTimes = append(props.CoordTimes, st.date.String())
			props.Places = append(props.Places, st.name)
			props.Refs = append(props.Refs, st.ref)
		}
		if len(line) < 2 {
			continue
		}
		iv := when.Interval{Earliest: stops[0].date, Latest: stops[len(stops)-1].date}
		props.Earliest, props.Latest = Dates(iv)
		f, err := newFeature("track-"+Slug(actor), line, props, iv)
		if err != nil {
			return nil, err
		}
		f.Attributes = map[string][]string{"actor": {actor}}
		out = append(out, f)
	}
	return out, nil
}

// startOf and endOf are an interval's known ends, falling back to the other
// end when one is open.
func startOf(iv when.Interval) when.Date {
	if iv.Earliest.IsZero() {
		return iv.Latest
	}
	return iv.Earliest
}

func endOf(iv when.Interval) when.Date {
	if iv.Latest.IsZero() {
		return iv.Earliest
	}
	return iv.Latest
}

// Slug makes an id fragment: lower-case letters and digits, runs of
// anything else as one hyphen.
func Slug(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	return b.String()
}

// encodedFeature is a GeoJSON Feature (RFC 7946) as the store keeps it,
// members in this order. Encoding it directly, rather than through
// geojson.FeatureOf, avoids encoding the properties twice: an import of
// millions of features spends most of its time here.
type encodedFeature[P any] struct {
	ID         string `json:"id"`
	Type       string `json:"type"`
	Geometry   any    `json:"geometry"`
	Properties P      `json:"properties"`
}

type pointGeometry struct {
	Type        string     `json:"type"`
	Coordinates [2]float64 `json:"coordinates"`
}

type lineGeometry struct {
	Type        string       `json:"type"`
	Coordinates [][2]float64 `json:"coordinates"`
}

func geometryJSON(g orb.Geometry) any {
	switch g := g.(type) {
	case nil:
		return nil
	case orb.Point:
		return pointGeometry{"Point", g}
	case orb.LineString:
		coords := make([][2]float64, len(g))
		for i, p := range g {
			coords[i] = p
		}
		return lineGeometry{"LineString", coords}
	}
	return geojson.NewGeometry(g)
}

func newFeature[P any](id string, geom orb.Geometry, props P, iv when.Interval) (feature.Feature, error) {
	enc, err := json.Marshal(encodedFeature[P]{ID: id, Type: "Feature", Geometry: geometryJSON(geom), Properties: props})
	if err != nil {
		return feature.Feature{}, fmt.Errorf("feature %s: %w", id, err)
	}
	f := feature.Feature{ID: id, Interval: iv, GeoJSON: enc}
	if geom != nil {
		bound := geom.Bound()
		f.Bound = &bound
	}
	return f, nil
}

// Dates gives the JSON form of an interval's ends: "YYYY-MM-DD" or nil
// (null) for an open end.
func Dates(iv when.Interval) (*string, *string) {
	var e, l *string
	if !iv.Earliest.IsZero() {
		s := iv.Earliest.String()
		e = &s
	}
	if !iv.Latest.IsZero() {
		s := iv.Latest.String()
		l = &s
	}
	return e, l
}
