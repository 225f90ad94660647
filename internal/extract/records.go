package extract

import (
	"bytes"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/internal/dataset"
)

// Records resolves an extraction into dataset records, through the same
// event file format a person reviews: what `chronomap import --text`
// stores. documentPath is the text's path, for source citations. A toponym
// names the place the extraction chose for it in context; one it did not
// resolve goes to resolve.
func (r *Result) Records(documentPath string, resolve dataset.Resolver) (dataset.Records, error) {
	var buf bytes.Buffer
	if err := r.WriteYAML(&buf, documentPath); err != nil {
		return dataset.Records{}, err
	}
	f, err := dataset.Parse(buf.Bytes(), documentPath+" (extracted)")
	if err != nil {
		return dataset.Records{}, err
	}
	known := documentPlaces{places: map[string]gazetteer.Place{}, next: resolve}
	for _, e := range r.Events {
		for _, p := range e.Places {
			known.add(p)
		}
	}
	for _, m := range r.Movements {
		known.add(m.From)
		known.add(m.To)
	}
	return dataset.Resolve(f, known)
}

// documentPlaces resolves the toponyms of an extraction to the places it
// chose, the first for a toponym the document uses for several.
type documentPlaces struct {
	places map[string]gazetteer.Place
	next   dataset.Resolver
}

func (d documentPlaces) add(p PlaceMention) {
	if _, ok := d.places[p.Toponym]; !ok && p.Toponym != "" {
		d.places[p.Toponym] = p.Place
	}
}

func (d documentPlaces) Resolve(toponym string, year int) (gazetteer.Place, error) {
	if p, ok := d.places[toponym]; ok {
		return p, nil
	}
	return d.next.Resolve(toponym, year)
}
