package extract

import (
	"bytes"

	"github.com/chronomap/chronomap/internal/dataset"
)

// Records resolves an extraction into dataset records, through the same
// event file format a person reviews: what `chronomap import --text`
// stores. documentPath is the text's path, for source citations.
func (r *Result) Records(documentPath string, resolve dataset.Resolver) (dataset.Records, error) {
	var buf bytes.Buffer
	if err := r.WriteYAML(&buf, documentPath); err != nil {
		return dataset.Records{}, err
	}
	f, err := dataset.Parse(buf.Bytes(), documentPath+" (extracted)")
	if err != nil {
		return dataset.Records{}, err
	}
	return dataset.Resolve(f, resolve)
}
