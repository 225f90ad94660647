package dataset

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/geo/toponym"
	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/when"
)

// Resolver geocodes one toponym to a gazetteer place. year is a date hint
// (0 for none). It returns an error when nothing matches, an
// *UnknownToponymError when no gazetteer entry has the name.
type Resolver interface {
	Resolve(toponym string, year int) (gazetteer.Place, error)
}

// IDResolver is a Resolver that also takes the gazetteer id an event file
// writes after a toponym ("Николаевск (geonames:2122850)"): the place the
// extractor chose in context, or a person did, where the toponym alone
// would resolve elsewhere. ResolveID returns the place with that id when
// the toponym is one of its names; an *UnknownIDError when no gazetteer
// entry has the id, a *NotANameError when the toponym does not name it.
type IDResolver interface {
	Resolver
	ResolveID(toponym, id string, year int) (gazetteer.Place, error)
}

// UnknownIDError is a gazetteer id no gazetteer entry has.
type UnknownIDError struct {
	ID      string
	Toponym string
}

func (e *UnknownIDError) Error() string {
	return fmt.Sprintf("gazetteer id %s (written after %q) is in no gazetteer entry: correct it (chronomap gazetteer lookup %s lists the places and ids the gazetteer has for the name), "+
		"load the gazetteer that has it, or leave the id out to geocode the toponym", e.ID, e.Toponym, e.Toponym)
}

// NotANameError is a toponym written with the gazetteer id of a place it
// is not a name of: the toponym was changed and the id not, or the id
// mistyped.
type NotANameError struct {
	Toponym string
	Place   gazetteer.Place
}

func (e *NotANameError) Error() string {
	return fmt.Sprintf("toponym %q is not a name of %s (%s; names: %s): correct the toponym or the id, or leave the id out to geocode the toponym",
		e.Toponym, e.Place.ID, e.Place.Name, strings.Join(someNames(e.Place, 6), ", "))
}

// someNames are at most n names of p to show a person: its preferred name,
// then its Russian ones, then those of no language.
func someNames(p gazetteer.Place, n int) []string {
	out := []string{p.Name}
	for _, lang := range []string{"ru", ""} {
		for _, name := range p.Names {
			if len(out) == n {
				return out
			}
			if name.Lang == lang && !slices.Contains(out, name.Text) {
				out = append(out, name.Text)
			}
		}
	}
	return out
}

// UnknownToponymError is a toponym no gazetteer entry matches, not even as
// a phrase or by a spelling variant.
type UnknownToponymError struct {
	Toponym string
}

func (e *UnknownToponymError) Error() string {
	return fmt.Sprintf("toponym %q is in no gazetteer entry", e.Toponym)
}

// unknownToponymHint says what an event file can do about a toponym the
// gazetteer lacks: the format has no coordinates, so the place comes from
// the gazetteer or the entry goes without it.
const unknownToponymHint = "correct the name (chronomap gazetteer lookup NAME lists what the gazetteer has), " +
	"add the place to the gazetteer overlay (data/gazetteer/README.md) and load the gazetteer again, or leave the toponym out"

// GeocoderResolver adapts a geocode.Geocoder: the best-ranked candidate
// wins. A toponym no gazetteer name matches is read as a phrase
// (Geocoder.Resolve), as the extractor reads it: a part of a land, a
// province by its adjective.
type GeocoderResolver struct {
	Geocoder *geocode.Geocoder
	// Warn, when set, hears of each toponym resolved only by a spelling
	// variant (geocode.MatchFuzzy, MatchLatin): a typo the file may hold.
	Warn func(toponym string, c geocode.Candidate)
}

// Resolve implements Resolver.
func (r GeocoderResolver) Resolve(toponym string, year int) (gazetteer.Place, error) {
	opt := geocode.Options{Year: year, Limit: 1}
	cands, err := r.Geocoder.Geocode(toponym, opt)
	if err != nil {
		return gazetteer.Place{}, err
	}
	if len(cands) == 0 || cands[0].Match == geocode.MatchDerived && strings.Contains(strings.TrimSpace(toponym), " ") {
		// A phrase no gazetteer entry names but the reader does: a part of
		// a land («Северо-Западная Монголия»), a province («Псковская
		// губерния»), a district around its town («Глазовский уезд»), as
		// the extractor writes them; the town an adjective of the phrase
		// is made from is not the phrase's place.
		res, err := r.Geocoder.Resolve(geocode.Mention{Text: toponym}, opt)
		if err != nil {
			return gazetteer.Place{}, err
		}
		if len(cands) == 0 || len(res.Candidates) > 0 && res.Candidates[0].Matched == toponym {
			cands = res.Candidates
		}
	}
	if len(cands) == 0 {
		return gazetteer.Place{}, &UnknownToponymError{Toponym: toponym}
	}
	if c := cands[0]; r.Warn != nil && (c.Match == geocode.MatchFuzzy || c.Match == geocode.MatchLatin) {
		r.Warn(toponym, c)
	}
	return cands[0].Place, nil
}

// placeByID is a gazetteer that finds a place by its id, as the bbolt
// gazetteer file and gazetteer.Memory do.
type placeByID interface {
	GazetteerPlace(id string) (gazetteer.Place, error)
}

// ResolveID implements IDResolver. The toponym names the place when it is
// one of its names (by toponym.Key: case and ё aside) or when the geocoder
// reads it as that place among others (a case form, an adjective, a
// phrase: a part of a land has an id no gazetteer entry has,
// country:MN#northwest).
func (r GeocoderResolver) ResolveID(name, id string, year int) (gazetteer.Place, error) {
	var (
		p     gazetteer.Place
		found bool
	)
	if g, ok := r.Geocoder.Gazetteer().(placeByID); ok {
		var err error
		switch p, err = g.GazetteerPlace(id); {
		case err == nil:
			found = true
			if namesPlace(p, name) {
				return p, nil
			}
		case !errors.Is(err, gazetteer.ErrNotFound):
			return gazetteer.Place{}, err
		}
	}
	opt := geocode.Options{Year: year}
	cands, err := r.Geocoder.Geocode(name, opt)
	if err != nil {
		return gazetteer.Place{}, err
	}
	if c, ok := candidate(cands, id); ok {
		return c.Place, nil
	}
	res, err := r.Geocoder.Resolve(geocode.Mention{Text: name}, opt)
	if err != nil {
		return gazetteer.Place{}, err
	}
	if c, ok := candidate(res.Candidates, id); ok {
		return c.Place, nil
	}
	if !found {
		return gazetteer.Place{}, &UnknownIDError{ID: id, Toponym: name}
	}
	return gazetteer.Place{}, &NotANameError{Toponym: name, Place: p}
}

func candidate(cands []geocode.Candidate, id string) (geocode.Candidate, bool) {
	for _, c := range cands {
		if c.Place.ID == id {
			return c, true
		}
	}
	return geocode.Candidate{}, false
}

// namesPlace reports whether name is one of p's names, case and ё aside.
func namesPlace(p gazetteer.Place, name string) bool {
	k := toponym.Key(name)
	if toponym.Key(p.Name) == k {
		return true
	}
	for _, n := range p.Names {
		if toponym.Key(n.Text) == k {
			return true
		}
	}
	return false
}

// YearHint is the year an entry dated iv gives the geocoder as its date
// hint: the year of its first day, or of its last when it has no first; 0
// for none.
func YearHint(iv when.Interval) int {
	switch {
	case !iv.Earliest.IsZero():
		return iv.Earliest.Year
	case !iv.Latest.IsZero():
		return iv.Latest.Year
	}
	return 0
}

// Build geocodes every toponym of f and returns the dataset to store.
// A toponym that does not resolve is an error naming the file and the
// toponym's line.
func Build(f *File, r Resolver) (feature.Dataset, error) {
	recs, err := Resolve(f, r)
	if err != nil {
		return feature.Dataset{}, err
	}
	return Assemble(recs)
}

// Resolve geocodes every toponym of f into Records. Every toponym must
// resolve: an error is a *LineError at the toponym's line (the entry's when
// the line is unknown), and nothing is returned.
func Resolve(f *File, r Resolver) (Records, error) {
	b := resolver{file: f, resolver: r, places: map[string]*placeAcc{}}
	var recs Records
	for _, ev := range f.Events {
		rec, err := b.event(ev)
		if err != nil {
			return Records{}, err
		}
		recs.Events = append(recs.Events, rec)
	}
	for _, m := range f.Movements {
		rec, err := b.movement(m)
		if err != nil {
			return Records{}, err
		}
		recs.Movements = append(recs.Movements, rec)
	}
	recs.Places = b.placeRecords()
	recs.Documents = []feature.Document{{
		ID: filepath.Base(f.Document), Title: f.Title, Language: f.Language, Text: string(f.Text),
	}}
	return recs, nil
}

type placeAcc struct {
	place    gazetteer.Place
	toponyms []string
	mentions int
	interval when.Interval
}

type resolver struct {
	file     *File
	resolver Resolver
	places   map[string]*placeAcc
}

// resolve finds the place of a toponym: the gazetteer place id when the
// file gives one ("" for none), else the toponym geocoded.
func (b *resolver) resolve(toponym, id string, iv when.Interval) (gazetteer.Place, error) {
	year := YearHint(iv)
	var (
		p   gazetteer.Place
		err error
	)
	if id == "" {
		p, err = b.resolver.Resolve(toponym, year)
	} else if ir, ok := b.resolver.(IDResolver); ok {
		p, err = ir.ResolveID(toponym, id, year)
	} else {
		err = fmt.Errorf("gazetteer id %s: this import geocodes toponyms and takes no ids", id)
	}
	if err != nil {
		return gazetteer.Place{}, err
	}
	acc := b.places[p.ID]
	if acc == nil {
		acc = &placeAcc{place: p, interval: iv}
		b.places[p.ID] = acc
	} else {
		acc.interval = when.Hull(acc.interval, iv)
	}
	acc.mentions++
	if !slices.Contains(acc.toponyms, toponym) {
		acc.toponyms = append(acc.toponyms, toponym)
	}
	return p, nil
}

// toponymError is a toponym's resolution error at its line (or at the
// entry's line, fallback, when that is unknown), with what the file can do
// about a toponym the gazetteer lacks.
func (b *resolver) toponymError(err error, line, fallback int, context string) error {
	if line == 0 {
		line = fallback
	}
	if u := (*UnknownToponymError)(nil); errors.As(err, &u) {
		err = fmt.Errorf("%w: %s", err, unknownToponymHint)
	}
	return &LineError{b.file.Path, line, fmt.Errorf("%s: %w", context, err)}
}

func (b *resolver) source(s Span) Source {
	return Source{Document: filepath.Base(b.file.Document), Start: s.Start, End: s.End, Text: b.file.Quote(s)}
}

func (b *resolver) event(ev Event) (EventRecord, error) {
	rec := EventRecord{ID: ev.ID, Props: EventProperties{
		Type: ev.Type, When: ev.When.String(), Summary: ev.Summary, Summaries: ev.Summaries,
		Actors: nonNil(ev.Actors), Places: []string{}, PlaceIDs: []string{},
		Source: b.source(ev.Source),
	}}
	rec.Props.Earliest, rec.Props.Latest = Dates(ev.When.Interval())
	for i, t := range ev.Places {
		id := ""
		if i < len(ev.PlaceIDs) {
			id = ev.PlaceIDs[i]
		}
		p, err := b.resolve(t, id, ev.When.Interval())
		if err != nil {
			line := 0
			if i < len(ev.PlaceLines) {
				line = ev.PlaceLines[i]
			}
			return rec, b.toponymError(err, line, ev.Line, "event "+ev.ID+": places")
		}
		rec.Props.Places = append(rec.Props.Places, p.Name)
		rec.Props.PlaceIDs = append(rec.Props.PlaceIDs, p.ID)
		if i == 0 {
			name, pt := p.Name, p.Point
			rec.Props.Place, rec.Point = &name, &pt
			// Known only to a country or region: the point stands for an
			// area, not for where it happened.
			rec.Props.Approximate = p.Kind == gazetteer.KindCountry || p.Kind == gazetteer.KindRegion
		}
	}
	return rec, nil
}

func (b *resolver) movement(m Movement) (MovementRecord, error) {
	from, err := b.resolve(m.From, m.FromID, m.When.Interval())
	if err != nil {
		return MovementRecord{}, b.toponymError(err, m.FromLine, m.Line, "movement "+m.ID+": from")
	}
	to, err := b.resolve(m.To, m.ToID, m.When.Interval())
	if err != nil {
		return MovementRecord{}, b.toponymError(err, m.ToLine, m.Line, "movement "+m.ID+": to")
	}
	rec := MovementRecord{ID: m.ID, Line: orb.LineString{from.Point, to.Point}, Props: MovementProperties{
		Actor: m.Actor, From: from.Name, To: to.Name, FromID: from.ID, ToID: to.ID,
		When: m.When.String(), Summary: m.Summary, Summaries: m.Summaries, Source: b.source(m.Source),
	}}
	rec.Props.Earliest, rec.Props.Latest = Dates(m.When.Interval())
	return rec, nil
}

// placeRecords lists the places resolved, by id.
func (b *resolver) placeRecords() []PlaceRecord {
	ids := make([]string, 0, len(b.places))
	for id := range b.places {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	out := make([]PlaceRecord, 0, len(ids))
	for _, id := range ids {
		acc := b.places[id]
		p := acc.place
		rec := NewPlaceRecord(p, acc.toponyms)
		rec.Props.Mentions = acc.mentions
		rec.Props.Earliest, rec.Props.Latest = Dates(acc.interval)
		out = append(out, rec)
	}
	return out
}

// NewPlaceRecord is the record of gazetteer place p named by toponyms,
// with no mentions by features and no dates yet.
func NewPlaceRecord(p gazetteer.Place, toponyms []string) PlaceRecord {
	pt := p.Point
	return PlaceRecord{ID: p.ID, Point: &pt, Props: PlaceProperties{
		Name: p.Name, Kind: p.Kind, Country: p.Country, GazetteerID: p.ID,
		Toponyms: toponyms, Names: DatedNames(p.Names),
	}}
}

// AddMentionedPlaces adds to r.Places, in order of id, the places that
// its documents' place mentions link to and that no event or movement
// names, from known (by id), so that every place a document links to is
// a feature of the places collection. Such a place counts its mentions
// in the documents and has no dates. A place mention of a place neither r nor known
// has is dropped.
func AddMentionedPlaces(r *Records, known map[string]PlaceRecord) {
	have := map[string]bool{}
	for _, p := range r.Places {
		have[p.ID] = true
	}
	added := map[string]*PlaceRecord{}
	for i := range r.Documents {
		ms := r.Documents[i].Mentions[:0:0]
		for _, m := range r.Documents[i].Mentions {
			if m.Kind == "place" && !have[m.PlaceID] {
				p := added[m.PlaceID]
				if p == nil {
					k, ok := known[m.PlaceID]
					if !ok {
						continue
					}
					p = &k
					p.Props.Mentions = 0
					added[m.PlaceID] = p
				}
				p.Props.Mentions++
			}
			ms = append(ms, m)
		}
		r.Documents[i].Mentions = ms
	}
	ids := make([]string, 0, len(added))
	for id := range added {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		r.Places = append(r.Places, *added[id])
	}
}

// DatedNames keeps the names that carry years of use, in gazetteer order,
// each text and language once per span: what a client needs to name a
// place at a date.
func DatedNames(names []gazetteer.Name) []DatedName {
	var out []DatedName
	for _, n := range names {
		if !n.Dated() {
			continue
		}
		d := DatedName{Text: n.Text, Lang: n.Lang, From: n.From, Until: n.Until}
		if !slices.Contains(out, d) {
			out = append(out, d)
		}
	}
	return out
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
