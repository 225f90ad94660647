// Package gazetteerdata embeds the curated gazetteer data of this directory
// so that the binary needs no data directory: the overlay (overlay.yaml,
// read by geo.ReadOverlay) and the Russian toponym rules (toponyms-ru.yaml,
// read by geo.ParseRules). README.md beside this file documents both
// formats.
package gazetteerdata

import _ "embed"

// ToponymsRU is toponyms-ru.yaml: how Russian text inflects and derives
// toponyms, and which names are not places.
//
//go:embed toponyms-ru.yaml
var ToponymsRU string

// Overlay is overlay.yaml: historical names and places GeoNames lacks.
//
//go:embed overlay.yaml
var Overlay string
