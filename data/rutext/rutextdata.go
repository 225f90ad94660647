// Package rutextdata holds the Russian vocabulary that internal/rutext reads
// text with: abbreviations and quotation marks (text.yaml), the words around
// toponyms and what is not a place (places.yaml), and the shapes of persons'
// names, pronouns and role nouns (persons.yaml). The files are embedded so
// that the binary needs no data directory; each documents its own keys. Both
// the extractor and the geocoder read text through this one vocabulary.
package rutextdata

import "embed"

// FS holds the vocabulary files (*.yaml) of this directory.
//
//go:embed *.yaml
var FS embed.FS
