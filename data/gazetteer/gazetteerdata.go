// Package gazetteerdata embeds the curated gazetteer data of this directory
// so that the binary needs no data directory: the overlays (overlay.yaml,
// governorates.yaml, lands.yaml, read by overlay.Read), the place tables
// (features.tsv, landmarks.tsv, settlements.tsv, read by
// overlay.ReadPlaces), the name tables
// (renamed-cities.tsv, exonyms-ru.tsv, read by overlay.ReadNames), the
// centres of today's first-level regions (regions.tsv, read by
// world.ReadCentres), the lands villages are loaded in (period-lands.tsv,
// read by overlay.ReadPeriodLands) and the Russian toponym rules
// (toponyms-ru.yaml).
// README.md beside this file documents every format.
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

// Governorates is governorates.yaml: the governorates and oblasts of the
// Russian Empire, 1850-1917.
//
//go:embed governorates.yaml
var Governorates string

// Lands is lands.yaml: historical states and lands, and old names of
// countries of today.
//
//go:embed lands.yaml
var Lands string

// Features is features.tsv: natural features (lakes, mountains, deserts,
// valleys, islands, peninsulas, rivers) and historical-geographic regions.
//
//go:embed features.tsv
var Features string

// Landmarks is landmarks.tsv: prisons, fortresses, theatres, universities,
// palaces, monasteries, museums and estates.
//
//go:embed landmarks.tsv
var Landmarks string

// Settlements is settlements.tsv: villages and small towns of the period
// that GeoNames cities1000 lacks.
//
//go:embed settlements.tsv
var Settlements string

// RenamedCities is renamed-cities.tsv: dated old names of cities of the
// Russian Empire and the USSR.
//
//go:embed renamed-cities.tsv
var RenamedCities string

// ExonymsRU is exonyms-ru.tsv: Russian forms of foreign places as texts of
// 1850-1925 write them.
//
//go:embed exonyms-ru.tsv
var ExonymsRU string

// RegionCentres is regions.tsv: the GeoNames centre of each first-level
// region of today that chronomap loads.
//
//go:embed regions.tsv
var RegionCentres string

// PeriodLands is period-lands.tsv: the countries of today whose land lay in
// the Russian Empire of 1914, where the villages of a larger GeoNames dump
// are loaded.
//
//go:embed period-lands.tsv
var PeriodLands string
