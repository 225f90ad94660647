package dataset

import (
	"encoding/json"
	"fmt"
	"slices"
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
// are the actor's places in time order (see chain), and CoordTimes[i] is
// the date (YYYY-MM-DD, UTC) the actor is at vertex i, never decreasing,
// the convention of togeojson's coordTimes that animating clients read;
// Earliest and Latest are the first and last of them.
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
	names  map[string][]string       // place ID → the values a place filter matches (placeNames)
	seq    int                       // records added so far: the order of the text or file
}

// NewAssembler returns an Assembler writing to out.
func NewAssembler(out FeatureSink) *Assembler {
	return &Assembler{out: out, tracks: trackBuilder{}, kinds: map[string]gazetteer.Kind{}, names: map[string][]string{}}
}

// placeNames are the values a place filter (name, places, from, to)
// matches for a place: its gazetteer name, its ID, each of its toponyms
// (the nominative of the names the text wrote) and each of its dated
// names, so that ?to=Лондон finds what ?to=London finds, and ?to=Тбилиси
// a journey the text told to Тифлис.
func placeNames(p PlaceRecord) []string {
	names := []string{p.Props.Name, p.ID}
	add := func(n string) {
		if n != "" && !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	for _, t := range p.Props.Toponyms {
		add(t)
	}
	for _, n := range p.Props.Names {
		add(n.Text)
	}
	return names
}

// namesOf is the union of placeNames of the places ids, with given (the
// names the feature itself carries) first.
func (a *Assembler) namesOf(given []string, ids ...string) []string {
	out := slices.Clone(given)
	for _, id := range ids {
		for _, n := range a.names[id] {
			if n != "" && !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
	}
	return out
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
	a.names[p.ID] = placeNames(p)
	f.Attributes = map[string][]string{"kind": {string(p.Props.Kind)}, "country": {p.Props.Country}, "name": a.names[p.ID]}
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
				a.tracks.add(actor, stop{iv: knownEnds(iv), from: *e.Point, to: *e.Point, fromID: e.Props.PlaceIDs[0], toID: e.Props.PlaceIDs[0],
					fromName: deref(e.Props.Place), name: deref(e.Props.Place), ref: e.ID, seq: a.seq})
			}
		}
	}
	f, err := newFeature(e.ID, geom, e.Props, iv)
	if err != nil {
		return err
	}
	f.Attributes = map[string][]string{"type": {e.Props.Type}, "actors": e.Props.Actors, "places": a.namesOf(e.Props.Places, e.Props.PlaceIDs...)}
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
	a.tracks.add(m.Props.Actor, stop{iv: knownEnds(iv), from: m.Line[0], to: m.Line[len(m.Line)-1], fromID: m.Props.FromID, toID: m.Props.ToID,
		fromName: m.Props.From, name: m.Props.To, ref: m.ID, leg: true, seq: a.seq})
	f, err := newFeature(m.ID, m.Line, m.Props, iv)
	if err != nil {
		return err
	}
	f.Attributes = map[string][]string{"actor": {m.Props.Actor},
		"from": a.namesOf([]string{m.Props.From}, m.Props.FromID), "to": a.namesOf([]string{m.Props.To}, m.Props.ToID)}
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

// stop is what puts an actor on the track: a movement (a leg from one
// place to another) or an event at a place (from and to the same).
type stop struct {
	iv             when.Interval // both ends known
	from, to       orb.Point
	fromID, toID   string
	fromName, name string
	ref            string // the event or movement id
	leg            bool
	seq            int // the record's place in the text or file
}

type trackBuilder map[string][]stop // by actor

func (t trackBuilder) add(actor string, st stop) {
	if actor == "" || st.iv.Earliest.IsZero() || st.iv.Latest.IsZero() {
		return
	}
	t[actor] = append(t[actor], st)
}

// knownEnds closes an interval's open end with the other end.
func knownEnds(iv when.Interval) when.Interval {
	return when.Interval{Earliest: startOf(iv), Latest: endOf(iv)}
}

// vertex is a place of a track with the date the actor is there, and
// the range of dates the records allow for it.
type vertex struct {
	point   orb.Point
	placeID string
	name    string
	ref     string
	date    when.Date
	lo, hi  when.Date
}

// features builds one track per actor with at least two distinct
// consecutive places (chain orders the stops), each vertex dated
// (vertexDates) so that the dates never go back; the track's interval is
// that of its first and last vertex.
func (t trackBuilder) features() ([]feature.Feature, error) {
	actors := make([]string, 0, len(t))
	for a := range t {
		actors = append(actors, a)
	}
	sort.Strings(actors)
	var out []feature.Feature
	for _, actor := range actors {
		var vs []vertex
		push := func(p orb.Point, placeID, name, ref string, date when.Date, iv when.Interval, event bool) {
			if n := len(vs); n > 0 && vs[n-1].placeID == placeID {
				// Still there: the vertex keeps the date the actor came,
				// or an event's there if earlier (an arrival is dated
				// by its leg's last day, an event by its first).
				if last := &vs[n-1]; event && date.Compare(last.date) < 0 && date.Compare(last.lo) >= 0 {
					last.date = date
				}
				return
			}
			vs = append(vs, vertex{p, placeID, name, ref, date, iv.Earliest, iv.Latest})
		}
		for _, st := range withoutAnnouncedGoals(chain(t[actor])) {
			if st.leg {
				push(st.from, st.fromID, st.fromName, st.ref, st.iv.Earliest, st.iv, false)
				push(st.to, st.toID, st.name, st.ref, st.iv.Latest, st.iv, false)
			} else {
				push(st.to, st.toID, st.name, st.ref, st.iv.Earliest, st.iv, true)
			}
		}
		if len(vs) < 2 {
			continue
		}
		vertexDates(vs)
		var line orb.LineString
		props := TrackProperties{Actor: actor}
		for _, v := range vs {
			line = append(line, v.point)
			props.CoordTimes = append(props.CoordTimes, v.date.String())
			props.Places = append(props.Places, v.name)
			props.Refs = append(props.Refs, v.ref)
		}
		iv := when.Interval{Earliest: vs[0].date, Latest: vs[len(vs)-1].date}
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

// withoutAnnouncedGoals drops from a chain of stops each leg that names a
// journey's goal at its departure («выехал из Москвы на Сахалин») when the
// next leg sets out from the same origin again and the stops after it come
// to that goal within a year without coming back to the origin: the leg
// sums up the journey its stages then tell, and a track through it would
// reach the goal first and come back. The movement itself stays in its
// collection.
func withoutAnnouncedGoals(stops []stop) []stop {
	out := stops[:0:0]
	for i := 0; i < len(stops); i++ {
		st := stops[i]
		// The goal's own event, dated as the announcement, goes with it.
		j := i + 1
		for j < len(stops) && !stops[j].leg && stops[j].toID == st.toID && st.iv.Contains(stops[j].iv.Earliest) && st.iv.Contains(stops[j].iv.Latest) {
			j++
		}
		if st.leg && st.fromID != st.toID && j < len(stops) && stops[j].leg && stops[j].fromID == st.fromID &&
			stops[j].toID != st.toID && reachedOnTheWay(stops[j:], st) {
			i = j - 1
			continue
		}
		out = append(out, st)
	}
	return out
}

// maxAnnouncedDays is how long after its announcement a journey's goal may
// be reached by its stages.
const maxAnnouncedDays = 366

// reachedOnTheWay reports whether the stops come to the goal of the leg
// announced (a leg or an event there) within maxAnnouncedDays of its first
// day, before any stop brings the traveller back to its origin. Stages the
// text leaves out between them do not matter.
func reachedOnTheWay(stops []stop, announced stop) bool {
	for k, st := range stops {
		if st.iv.Earliest.Days()-announced.iv.Earliest.Days() > maxAnnouncedDays {
			return false
		}
		// Back at the origin: a leg to it, or a later one from it.
		if st.toID == announced.fromID || k > 0 && st.leg && st.fromID == announced.fromID {
			return false
		}
		if st.toID == announced.toID {
			return true
		}
	}
	return false
}

// vertexDates makes the dates of a track's vertices non-decreasing, as
// animating clients need: a departure keeps its leg's first day, an
// arrival its last, an event its first, unless the order of the chain
// says otherwise; then a vertex takes the date of its neighbour, within
// the dates its records allow as far as they agree.
func vertexDates(vs []vertex) {
	for i := len(vs) - 2; i >= 0; i-- {
		if next := vs[i+1].date; next.Compare(vs[i].date) < 0 {
			vs[i].date = next
			if vs[i].date.Compare(vs[i].lo) < 0 {
				vs[i].date = vs[i].lo
			}
		}
	}
	for i := 1; i < len(vs); i++ {
		if prev := vs[i-1].date; prev.Compare(vs[i].date) > 0 {
			vs[i].date = prev
		}
	}
}

// chain orders an actor's stops as a journey: by date, and among the
// stops whose dates overlap (a month, a date carried over from the
// previous sentence) as a chain. A stop is due when no other stop left
// ends before it starts; of the due stops comes first an event at the
// place the actor is at, then a leg leaving it, then a stop where no due
// leg arrives (the start of a chain), then any; each in order of date,
// then of the text or file, then of id.
func chain(stops []stop) []stop {
	sort.Slice(stops, func(i, j int) bool {
		a, b := &stops[i], &stops[j]
		if c := a.iv.Earliest.Compare(b.iv.Earliest); c != 0 {
			return c < 0
		}
		if a.seq != b.seq {
			return a.seq < b.seq
		}
		if a.ref != b.ref {
			return a.ref < b.ref
		}
		return !a.leg && b.leg
	})
	// ends: the stops left by their last day, for the earliest end.
	ends := make([]int, len(stops))
	for i := range ends {
		ends[i] = i
	}
	sort.SliceStable(ends, func(i, j int) bool { return stops[ends[i]].iv.Latest.Compare(stops[ends[j]].iv.Latest) < 0 })
	done := make([]bool, len(stops))
	var (
		out      = make([]stop, 0, len(stops))
		due      []int              // indexes of due stops not yet taken, in order
		nextDue  int                // the first stop not yet due
		endAt    int                // ends[endAt] is the first stop left by end
		arriving = map[string]int{} // due legs not yet taken, by destination
		here     string
	)
	for len(out) < len(stops) {
		for done[ends[endAt]] {
			endAt++
		}
		firstEnd := stops[ends[endAt]].iv.Latest
		for nextDue < len(stops) && stops[nextDue].iv.Earliest.Compare(firstEnd) <= 0 {
			if s := &stops[nextDue]; s.leg && s.fromID != s.toID {
				arriving[s.toID]++
			}
			due = append(due, nextDue)
			nextDue++
		}
		pick := -1
		for _, rule := range []func(s *stop) bool{
			func(s *stop) bool { return !s.leg && here != "" && s.toID == here },
			func(s *stop) bool { return s.leg && here != "" && s.fromID == here },
			func(s *stop) bool { return arriving[s.fromID] == 0 },
			func(s *stop) bool { return true },
		} {
			for k, i := range due {
				if rule(&stops[i]) {
					pick = k
					break
				}
			}
			if pick >= 0 {
				break
			}
		}
		i := due[pick]
		due = append(due[:pick], due[pick+1:]...)
		s := stops[i]
		if s.leg && s.fromID != s.toID {
			arriving[s.toID]--
		}
		done[i] = true
		here = s.toID
		out = append(out, s)
	}
	return out
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
