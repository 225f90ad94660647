// Package pipeline runs chronomap's text path end to end, for the command
// line and the tests alike:
//
//	Russian text → extract → geocode → records → dataset  (Text)
//	curated event file → geocode → records → dataset      (EventFile)
//
// The gazetteer they geocode against is built by geonames.LoadFiles
// (GeoNames dumps + curated overlay → gazetteer). Each step is a package of
// its own (internal/extract, geo/geocode, internal/dataset); this package
// only orders them.
package pipeline

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/extract"
	"github.com/chronomap/chronomap/internal/feature"
)

// Extract reads a Russian text file and extracts its places, dates,
// events and movements, geocoding through g. Errors name the file.
func Extract(path string, g gazetteer.Gazetteer) (*extract.Result, error) {
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	res, err := extract.Extract(string(text), geocode.New(g))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return res, nil
}

// Text is the dataset of a Russian text file: extracted (Extract),
// resolved into records, with the curated event file corrections laid over
// them ("" for none: see dataset.Correct), and assembled into features.
func Text(path, corrections string, g gazetteer.Gazetteer) (feature.Dataset, error) {
	res, err := Extract(path, g)
	if err != nil {
		return feature.Dataset{}, err
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return feature.Dataset{}, err
	}
	resolver := dataset.GeocoderResolver{Geocoder: geocode.New(g)}
	recs, err := res.Records(abs, resolver)
	if err != nil {
		return feature.Dataset{}, err
	}
	if corrections != "" {
		cf, err := dataset.Read(corrections)
		if err != nil {
			return feature.Dataset{}, err
		}
		curated, err := dataset.Resolve(cf, resolver)
		if err != nil {
			return feature.Dataset{}, err
		}
		recs = dataset.Correct(recs, curated, cf.Drop)
	}
	return dataset.Assemble(recs)
}

// EventFile is the dataset of a curated event file (data/README.md, read
// by dataset.Read), its toponyms geocoded through g; errors name the file
// and line.
func EventFile(f *dataset.File, g gazetteer.Gazetteer) (feature.Dataset, error) {
	return dataset.Build(f, dataset.GeocoderResolver{Geocoder: geocode.New(g)})
}
