package dataset

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"unicode"

	"github.com/paulmach/orb"
	"github.com/paulmach/orb/geojson"

	"github.com/chronomap/chronomap/geo"
	"github.com/chronomap/chronomap/internal/store"
	"github.com/chronomap/chronomap/internal/when"
)

// Resolver geocodes one toponym to a gazetteer place. year is a date hint
// (0 for none). It returns an error when nothing matches.
type Resolver interface {
	Resolve(toponym string, year int) (geo.Place, error)
}

// GeocoderResolver adapts a geo.Geocoder: the best-ranked candidate wins.
type GeocoderResolver struct{ Geocoder *geo.Geocoder }

// Resolve implements Resolver.
func (r GeocoderResolver) Resolve(toponym string, year int) (geo.Place, error) {
	cands, err := r.Geocoder.Geocode(toponym, geo.Options{Year: year, Limit: 1})
	if err != nil {
		return geo.Place{}, err
	}
	if len(cands) == 0 {
		return geo.Place{}, fmt.Errorf("toponym %q is not in the gazetteer", toponym)
	}
	return cands[0].Place, nil
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
	Type     string   `json:"type"`
	When     string   `json:"when"`
	Earliest *string  `json:"earliest"`
	Latest   *string  `json:"latest"`
	Summary  string   `json:"summary"`
	Actors   []string `json:"actors"`
	Place    *string  `json:"place"`
	Places   []string `json:"places"`
	PlaceIDs []string `json:"place_ids"`
	Source   Source   `json:"source"`
}

// MovementProperties are a movement feature's properties; the geometry is
// a LineString from origin to destination.
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
	Source   Source  `json:"source"`
}

// PlaceProperties are a place feature's properties. Earliest and Latest
// hull the intervals of the events and movements that name the place.
type PlaceProperties struct {
	Name        string   `json:"name"`
	Kind        geo.Kind `json:"kind"`
	Country     string   `json:"country,omitempty"`
	GazetteerID string   `json:"gazetteer_id"`
	Toponyms    []string `json:"toponyms"`
	Mentions    int      `json:"mentions"`
	Earliest    *string  `json:"earliest"`
	Latest      *string  `json:"latest"`
}

// The collections a dataset has, in the order they are listed.
var collectionInfo = []store.Collection{
	{ID: "places", Title: "Places", Description: "Places named in the dataset, geocoded against the gazetteer (Points)."},
	{ID: "events", Title: "Events", Description: "Dated events at their main place (Points; null geometry when the text names no place)."},
	{ID: "movements", Title: "Movements", Description: "Journeys of people and organisations from origin to destination (LineStrings)."},
	{ID: "tracks", Title: "Tracks", Description: "One LineString per actor through its places in time order; properties.coordTimes gives each vertex's date."},
}

// Build geocodes every toponym of f and returns the dataset to store.
// A toponym that does not resolve is an error naming the file and line.
func Build(f *File, r Resolver) (store.Dataset, error) {
	b := builder{file: f, resolver: r, places: map[string]*placeAcc{}}
	var events, moves []store.Feature
	for _, ev := range f.Events {
		feat, err := b.event(ev)
		if err != nil {
			return store.Dataset{}, &LineError{f.Path, ev.Line, err}
		}
		events = append(events, feat)
	}
	for _, m := range f.Movements {
		feat, err := b.movement(m)
		if err != nil {
			return store.Dataset{}, &LineError{f.Path, m.Line, err}
		}
		moves = append(moves, feat)
	}
	places, err := b.placeFeatures()
	if err != nil {
		return store.Dataset{}, err
	}
	tracks, err := b.trackFeatures()
	if err != nil {
		return store.Dataset{}, err
	}
	return store.Dataset{
		Collections: append([]store.Collection(nil), collectionInfo...),
		Features:    map[string][]store.Feature{"places": places, "events": events, "movements": moves, "tracks": tracks},
	}, nil
}

type placeAcc struct {
	place    geo.Place
	toponyms []string
	mentions int
	interval when.Interval
}

type builder struct {
	file     *File
	resolver Resolver
	places   map[string]*placeAcc
	order    []string
	stops    map[string][]stop // by actor
}

// stop is an actor at a place at a date: a vertex of the actor's track.
type stop struct {
	date  when.Date
	place geo.Place
	ref   string // the event or movement id
}

func (b *builder) addStop(actor string, d when.Date, p geo.Place, ref string) {
	if actor == "" || d.IsZero() {
		return
	}
	if b.stops == nil {
		b.stops = map[string][]stop{}
	}
	b.stops[actor] = append(b.stops[actor], stop{d, p, ref})
}

func (b *builder) resolve(toponym string, iv when.Interval) (geo.Place, error) {
	year := 0
	if !iv.Earliest.IsZero() {
		year = iv.Earliest.Year
	} else if !iv.Latest.IsZero() {
		year = iv.Latest.Year
	}
	p, err := b.resolver.Resolve(toponym, year)
	if err != nil {
		return geo.Place{}, err
	}
	acc := b.places[p.ID]
	if acc == nil {
		acc = &placeAcc{place: p, interval: iv}
		b.places[p.ID] = acc
		b.order = append(b.order, p.ID)
	} else {
		acc.interval = when.Hull(acc.interval, iv)
	}
	acc.mentions++
	if !contains(acc.toponyms, toponym) {
		acc.toponyms = append(acc.toponyms, toponym)
	}
	return p, nil
}

func (b *builder) source(s Span) Source {
	return Source{Document: docName(b.file.Document), Start: s.Start, End: s.End, Text: b.file.Quote(s)}
}

func (b *builder) event(ev Event) (store.Feature, error) {
	props := EventProperties{
		Type: ev.Type, When: ev.When, Summary: ev.Summary,
		Actors: nonNil(ev.Actors), Places: []string{}, PlaceIDs: []string{},
		Source: b.source(ev.Source),
	}
	props.Earliest, props.Latest = dates(ev.Interval)
	var geom orb.Geometry
	for i, t := range ev.Places {
		p, err := b.resolve(t, ev.Interval)
		if err != nil {
			return store.Feature{}, fmt.Errorf("event %s: %w", ev.ID, err)
		}
		props.Places = append(props.Places, p.Name)
		props.PlaceIDs = append(props.PlaceIDs, p.ID)
		if i == 0 {
			name := p.Name
			props.Place = &name
			geom = p.Point
			for _, a := range ev.Actors {
				b.addStop(a, startOf(ev.Interval), p, ev.ID)
			}
		}
	}
	f, err := feature(ev.ID, geom, props, ev.Interval)
	f.Attributes = map[string][]string{"type": {ev.Type}, "actors": props.Actors, "places": props.Places}
	return f, err
}

func (b *builder) movement(m Movement) (store.Feature, error) {
	from, err := b.resolve(m.From, m.Interval)
	if err != nil {
		return store.Feature{}, fmt.Errorf("movement %s: from: %w", m.ID, err)
	}
	to, err := b.resolve(m.To, m.Interval)
	if err != nil {
		return store.Feature{}, fmt.Errorf("movement %s: to: %w", m.ID, err)
	}
	props := MovementProperties{
		Actor: m.Actor, From: from.Name, To: to.Name, FromID: from.ID, ToID: to.ID,
		When: m.When, Summary: m.Summary, Source: b.source(m.Source),
	}
	props.Earliest, props.Latest = dates(m.Interval)
	b.addStop(m.Actor, startOf(m.Interval), from, m.ID)
	b.addStop(m.Actor, endOf(m.Interval), to, m.ID)
	f, err := feature(m.ID, orb.LineString{from.Point, to.Point}, props, m.Interval)
	f.Attributes = map[string][]string{"actor": {m.Actor}, "from": {from.Name}, "to": {to.Name}}
	return f, err
}

func (b *builder) placeFeatures() ([]store.Feature, error) {
	ids := append([]string(nil), b.order...)
	sort.Strings(ids)
	out := make([]store.Feature, 0, len(ids))
	for _, id := range ids {
		acc := b.places[id]
		p := acc.place
		props := PlaceProperties{
			Name: p.Name, Kind: p.Kind, Country: p.Country, GazetteerID: p.ID,
			Toponyms: acc.toponyms, Mentions: acc.mentions,
		}
		props.Earliest, props.Latest = dates(acc.interval)
		f, err := feature(p.ID, p.Point, props, acc.interval)
		if err != nil {
			return nil, err
		}
		f.Attributes = map[string][]string{"kind": {string(p.Kind)}, "country": {p.Country}, "name": {p.Name}}
		out = append(out, f)
	}
	return out, nil
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

// trackFeatures builds one track per actor with at least two distinct
// consecutive places; stops are ordered by date, then by file order.
func (b *builder) trackFeatures() ([]store.Feature, error) {
	actors := make([]string, 0, len(b.stops))
	for a := range b.stops {
		actors = append(actors, a)
	}
	sort.Strings(actors)
	var out []store.Feature
	for _, actor := range actors {
		stops := b.stops[actor]
		sort.SliceStable(stops, func(i, j int) bool { return stops[i].date.Compare(stops[j].date) < 0 })
		var line orb.LineString
		props := TrackProperties{Actor: actor}
		for i, st := range stops {
			if i > 0 && st.place.ID == stops[i-1].place.ID {
				continue
			}
			line = append(line, st.place.Point)
			props.CoordTimes = append(props.CoordTimes, st.date.String())
			props.Places = append(props.Places, st.place.Name)
			props.Refs = append(props.Refs, st.ref)
		}
		if len(line) < 2 {
			continue
		}
		iv := when.Interval{Earliest: stops[0].date, Latest: stops[len(stops)-1].date}
		props.Earliest, props.Latest = dates(iv)
		f, err := feature("track-"+slug(actor), line, props, iv)
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

// slug makes an id fragment: lower-case letters and digits, runs of
// anything else as one hyphen.
func slug(s string) string {
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

func feature[P any](id string, geom orb.Geometry, props P, iv when.Interval) (store.Feature, error) {
	gf := geojson.FeatureOf[P]{ID: id, Type: "Feature", Geometry: geom, Properties: props}
	enc, err := json.Marshal(gf)
	if err != nil {
		return store.Feature{}, fmt.Errorf("feature %s: %w", id, err)
	}
	f := store.Feature{ID: id, Interval: iv, GeoJSON: enc}
	if geom != nil {
		bound := geom.Bound()
		f.Bound = &bound
	}
	return f, nil
}

// dates gives the JSON form of an interval's ends: "YYYY-MM-DD" or null.
func dates(iv when.Interval) (*string, *string) {
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

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// docName is the document's file name, as features cite it.
func docName(path string) string { return filepath.Base(path) }
