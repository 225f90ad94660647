package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/formats"
	"github.com/chronomap/chronomap/internal/pipeline"
	"github.com/chronomap/chronomap/internal/store"
)

// importFormats are the formats import reads, by --format name.
var importFormats = []string{"yaml", "geojson", "lpf", "csv"}

func newImportCmd(a *app) *cobra.Command {
	var format, text, corrections string
	cmd := &cobra.Command{
		Use:   "import [FILE]",
		Short: "Store a dataset's places, events and movements, geocoding toponyms",
		Long: `import replaces the dataset in --db with FILE. It writes the new dataset
into a new file beside --db (a copy of it, gazetteer and all) and renames
that over --db, so a running "chronomap serve" goes on answering from the
old file and switches to the new one whole (see "chronomap serve --help");
on any error, or if import is killed, --db stays as it was. The format comes
from --format or the file name:

  yaml     .yaml/.yml: a curated event file (data/README.md); every toponym is
           geocoded through the gazetteer in --db (load it first with
           "chronomap gazetteer load"); errors name the file and line
  geojson  .geojson/.json: a FeatureCollection, chronomap's export or any
           features with when (EDTF) or earliest/latest
  lpf      .json/.jsonld: Linked Places Format (World Historical Gazetteer)
  csv      .csv: one row per feature (columns in data/README.md); rows with a
           toponym and no lon/lat are geocoded through the gazetteer

With --text instead of FILE, import extracts events and movements from a
Russian text (as "chronomap extract" does) and, with --corrections, lays a
curated event file over them: a curated entry replaces the extracted ones
with its id or with an overlapping source and the same place, and the
file's "drop" list removes extracted ids.`,
		Example: "  chronomap import data/lenin-1902-1903.yaml\n  chronomap import events.csv\n  chronomap import export.lpf.json --format lpf\n" +
			"  chronomap import --text data/lenin-1902-1903.txt --corrections data/lenin-1902-1903.yaml",
		Args: func(cmd *cobra.Command, args []string) error {
			if text != "" {
				return cobra.NoArgs(cmd, args)
			}
			if corrections != "" {
				return fmt.Errorf("--corrections goes with --text")
			}
			return cobra.ExactArgs(1)(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if text != "" {
				return a.replaceDataset(true, func(db *store.DB) (feature.Dataset, error) { return importText(db, text, corrections) })
			}
			path := args[0]
			f := format
			if f == "" {
				f = formatOf(path)
			}
			switch f {
			case "yaml":
				return a.replaceDataset(true, func(db *store.DB) (feature.Dataset, error) { return importCurated(db, path) })
			case "geojson", "lpf", "csv":
				return a.replaceDataset(false, func(db *store.DB) (feature.Dataset, error) { return importRecords(db, path, f) })
			}
			return fmt.Errorf("--format %q: want one of %s", f, strings.Join(importFormats, ", "))
		},
	}
	cmd.Flags().StringVar(&format, "format", "", "input `format`: "+strings.Join(importFormats, ", ")+" (default: from the file name)")
	cmd.Flags().StringVar(&text, "text", "", "extract the dataset from this Russian text `file` instead of reading FILE")
	cmd.Flags().StringVar(&corrections, "corrections", "", "curated event `file` laid over what --text extracts")
	return cmd
}

// replaceDataset builds a dataset, reading --db (nil when it does not
// exist yet) for its gazetteer, and replaces --db with a file holding it
// (store.ReplaceFile). A build that geocodes needs the file to exist.
func (a *app) replaceDataset(geocodes bool, build func(*store.DB) (feature.Dataset, error)) error {
	var db *store.DB
	_, err := os.Stat(a.dbPath)
	switch {
	case geocodes && errors.Is(err, os.ErrNotExist):
		return fmt.Errorf("%s does not exist: run \"chronomap gazetteer load\" first to make it with a gazetteer", a.dbPath)
	case err == nil:
		// Read-only: a shared lock, so a running serve keeps serving.
		if db, err = a.openDB(true); err != nil {
			return err
		}
		defer db.Close()
	}
	ds, err := build(db)
	if err != nil {
		return err
	}
	if err := store.ReplaceFile(a.dbPath, ds); err != nil {
		return fmt.Errorf("%s: %w", a.dbPath, err)
	}
	for _, c := range ds.Collections {
		a.log.Info("imported", "collection", c.ID, "features", len(ds.Features[c.ID]))
	}
	return nil
}

// formatOf guesses a file's format from its name; JSON is told apart by
// content later.
func formatOf(path string) string {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".yaml", ".yml":
		return "yaml"
	case ".csv":
		return "csv"
	case ".jsonld":
		return "lpf"
	}
	return "geojson"
}

func importCurated(db *store.DB, path string) (feature.Dataset, error) {
	f, err := dataset.Read(path)
	if err != nil {
		return feature.Dataset{}, err
	}
	if err := requireGazetteer(db); err != nil {
		return feature.Dataset{}, err
	}
	return pipeline.EventFile(f, db)
}

func importRecords(db *store.DB, path, format string) (feature.Dataset, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return feature.Dataset{}, err
	}
	var recs dataset.Records
	switch {
	case format == "csv":
		var resolve dataset.Resolver
		if db != nil {
			if n, _ := db.GazetteerSize(); n > 0 {
				resolve = dataset.GeocoderResolver{Geocoder: geocode.New(db)}
			}
		}
		recs, err = formats.ReadCSV(bytes.NewReader(raw), path, resolve)
	case format == "lpf" || formats.IsLPF(raw):
		recs, err = formats.ReadLPF(bytes.NewReader(raw), path)
	default:
		recs, err = formats.ReadGeoJSON(bytes.NewReader(raw), path)
	}
	if err != nil {
		return feature.Dataset{}, err
	}
	ds, err := dataset.Assemble(recs)
	if err != nil {
		return ds, fmt.Errorf("%s: %w", path, err)
	}
	return ds, nil
}
