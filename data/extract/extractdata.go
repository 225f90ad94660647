// Package extractdata holds the Russian vocabularies that internal/extract
// reads: month and season names, the date grammar's function words,
// abbreviations, event-type cue stems, motion verbs, organisation and title
// cue words, person-name patterns and stop words. They are YAML files beside
// this one, embedded so that the binary needs no data directory; each file
// documents its own keys.
package extractdata

import "embed"

// FS holds the vocabulary files (*.yaml) of this directory.
//
//go:embed *.yaml
var FS embed.FS
