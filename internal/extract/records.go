package extract

import (
	"bytes"
	"sort"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/feature"
)

// Records resolves an extraction into dataset records, through the same
// event file format a person reviews: what `chronomap import --text`
// stores. documentPath is the text's path, for source citations. Each
// place is the one the extraction chose for it in context: the file names
// by its gazetteer id (WriteYAML) a place whose toponym alone resolve
// gives another. The document record carries the place and date mentions
// found in the text.
func (r *Result) Records(documentPath string, resolve dataset.Resolver) (dataset.Records, error) {
	var buf bytes.Buffer
	if err := r.WriteYAML(&buf, documentPath, resolve); err != nil {
		return dataset.Records{}, err
	}
	f, err := dataset.Parse(buf.Bytes(), documentPath+" (extracted)")
	if err != nil {
		return dataset.Records{}, err
	}
	chosen := chosenPlaces{byID: map[string]gazetteer.Place{}, Resolver: resolve}
	for _, e := range r.Events {
		for _, p := range e.Places {
			chosen.add(p)
		}
	}
	for _, m := range r.Movements {
		chosen.add(m.From)
		chosen.add(m.To)
	}
	recs, err := dataset.Resolve(f, chosen)
	if err != nil {
		return dataset.Records{}, err
	}
	for i := range recs.Documents {
		recs.Documents[i].Mentions = r.Mentions()
		recs.Documents[i].Wrapped = r.Wrapped
	}
	return recs, nil
}

// chosenPlaces resolves the gazetteer ids of an extraction's event file to
// the places the extraction chose, and toponyms without one as the
// Resolver does.
type chosenPlaces struct {
	byID map[string]gazetteer.Place
	dataset.Resolver
}

func (c chosenPlaces) add(p PlaceMention) {
	if p.Place.ID != "" {
		c.byID[p.Place.ID] = p.Place
	}
}

// ResolveID implements dataset.IDResolver.
func (c chosenPlaces) ResolveID(toponym, id string, year int) (gazetteer.Place, error) {
	if p, ok := c.byID[id]; ok {
		return p, nil
	}
	if ir, ok := c.Resolver.(dataset.IDResolver); ok {
		return ir.ResolveID(toponym, id, year)
	}
	return gazetteer.Place{}, &dataset.UnknownIDError{ID: id, Toponym: toponym}
}

// Mentions lists the resolved toponyms and the temporal expressions of the
// text as document mentions, in text order.
func (r *Result) Mentions() []feature.Mention {
	out := make([]feature.Mention, 0, len(r.Places)+len(r.Dates))
	for _, p := range r.Places {
		out = append(out, feature.Mention{Start: p.Start, End: p.End, Kind: "place", Text: p.Text, PlaceID: p.Place.ID})
	}
	for _, d := range r.Dates {
		m := feature.Mention{Start: d.Start, End: d.End, Kind: "date", Text: d.Text, When: d.When.String()}
		e, l := dataset.Dates(d.When.Interval())
		if e != nil {
			m.Earliest = *e
		}
		if l != nil {
			m.Latest = *l
		}
		out = append(out, m)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return out
}
