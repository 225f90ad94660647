package extract

import (
	"bytes"
	"sort"

	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/feature"
)

// Records resolves an extraction into dataset records, through the same
// event file format a person reviews: what `chronomap import --text`
// stores. documentPath is the text's path, for source citations. The
// document record carries the place and date mentions found in the text.
func (r *Result) Records(documentPath string, resolve dataset.Resolver) (dataset.Records, error) {
	var buf bytes.Buffer
	if err := r.WriteYAML(&buf, documentPath); err != nil {
		return dataset.Records{}, err
	}
	f, err := dataset.Parse(buf.Bytes(), documentPath+" (extracted)")
	if err != nil {
		return dataset.Records{}, err
	}
	recs, err := dataset.Resolve(f, resolve)
	if err != nil {
		return dataset.Records{}, err
	}
	for i := range recs.Documents {
		recs.Documents[i].Mentions = r.Mentions()
	}
	return recs, nil
}

// Mentions lists the resolved toponyms and the temporal expressions of the
// text as document mentions, in text order.
func (r *Result) Mentions() []feature.Mention {
	out := make([]feature.Mention, 0, len(r.Places)+len(r.Dates))
	for _, p := range r.Places {
		out = append(out, feature.Mention{Start: p.Start, End: p.End, Kind: "place", Text: p.Text, PlaceID: p.Place.ID})
	}
	for _, d := range r.Dates {
		m := feature.Mention{Start: d.Start, End: d.End, Kind: "date", Text: d.Text, When: d.EDTF}
		e, l := dataset.Dates(d.Interval)
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
