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
	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/when"
)

// Resolver geocodes one toponym to a gazetteer place. year is a date hint
// (0 for none). It returns an error when nothing matches, an
// *UnknownToponymError when no gazetteer entry has the name.
type Resolver interface {
	Resolve(toponym string, year int) (gazetteer.Place, error)
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

func (b *resolver) resolve(toponym string, iv when.Interval) (gazetteer.Place, error) {
	year := 0
	if !iv.Earliest.IsZero() {
		year = iv.Earliest.Year
	} else if !iv.Latest.IsZero() {
		year = iv.Latest.Year
	}
	p, err := b.resolver.Resolve(toponym, year)
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
		p, err := b.resolve(t, ev.When.Interval())
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
	from, err := b.resolve(m.From, m.When.Interval())
	if err != nil {
		return MovementRecord{}, b.toponymError(err, m.FromLine, m.Line, "movement "+m.ID+": from")
	}
	to, err := b.resolve(m.To, m.When.Interval())
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
