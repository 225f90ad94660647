package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/formats"
	"github.com/chronomap/chronomap/internal/store"
)

// importFormats are the formats import reads, by --format name.
var importFormats = []string{"yaml", "geojson", "lpf", "csv"}

func newImportCmd(a *app) *cobra.Command {
	var format, text, corrections string
	var noProgress bool
	cmd := &cobra.Command{
		Use:   "import [FILE]",
		Short: "Store a dataset's places, events and movements, geocoding toponyms",
		Long: `import replaces the map --db with the dataset of FILE. It writes a new file
beside --db and renames it into place only when it is complete: on any error,
or if import is killed, nothing changes, and a running "chronomap serve"
goes on answering from the old file and switches to the new one whole (see
"chronomap serve --help"). A --db that is not a map (empty, another
program's, a gazetteer) is refused and left as it is. The format comes from
--format or the file name:

  yaml     .yaml/.yml: a curated event file (data/README.md); every toponym is
           geocoded through the gazetteer file --gazetteer (load it first
           with "chronomap gazetteer load"), or is the place whose gazetteer
           id follows it ("Николаевск (geonames:2122850)"), checked to be a
           name of that place; errors name the file and line
  geojson  .geojson/.json: a FeatureCollection, chronomap's export or any
           features with when (EDTF) or earliest/latest
  lpf      .json/.jsonld: Linked Places Format (World Historical Gazetteer)
  csv      .csv: one row per feature (columns in data/README.md); rows with a
           toponym and no lon/lat are geocoded through the gazetteer. Read
           as a stream: millions of rows import in bounded memory

With --text instead of FILE, import extracts events and movements from a
Russian text (as "chronomap extract" does) and, with --corrections, lays a
curated event file over them: a curated entry replaces the extracted ones
with its id or with an overlapping source and the same place, and the
file's "drop" list removes extracted ids.

A progress bar goes to stderr when it is a terminal (--no-progress: none).`,
		Example: "  chronomap import data/lenin-1902-1903.yaml\n  chronomap import events.csv\n  chronomap import export.lpf.json --format lpf\n" +
			"  chronomap import --text data/lenin-1902-1903.txt --corrections data/lenin-1902-1903.yaml",
		Args: func(cmd *cobra.Command, args []string) error {
			if text != "" && len(args) > 0 {
				return fmt.Errorf("import takes either FILE (a dataset) or --text TEXT (a Russian text), not both: to lay an event file over what --text extracts, name it with --corrections")
			}
			if text != "" {
				return notAnEventFile(text, "import --text")
			}
			if corrections != "" {
				return fmt.Errorf("--corrections goes with --text")
			}
			if len(args) != 1 {
				return fmt.Errorf("import needs one FILE (a dataset: yaml, geojson, lpf or csv) or --text FILE (a Russian text); %d given", len(args))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if text != "" {
				return a.writeDataset(func(g gazetteer.Gazetteer) (feature.Dataset, error) { return a.importText(g, text, corrections) }, true)
			}
			path := args[0]
			f := format
			if f == "" {
				f = formatOf(path)
				if f == "text" {
					return fmt.Errorf("%s is a text, not a dataset: import --text %s extracts its events and movements", path, path)
				}
			}
			switch f {
			case "yaml":
				return a.writeDataset(func(g gazetteer.Gazetteer) (feature.Dataset, error) { return a.importCurated(g, path) }, true)
			case "geojson", "lpf":
				return a.writeDataset(func(gazetteer.Gazetteer) (feature.Dataset, error) { return importRecords(path, f) }, false)
			case "csv":
				return a.importCSV(cmd, path, !noProgress && term.IsTerminal(int(os.Stderr.Fd())))
			}
			return fmt.Errorf("--format %q: want one of %s", f, strings.Join(importFormats, ", "))
		},
	}
	cmd.Flags().StringVar(&format, "format", "", "input `format`: "+strings.Join(importFormats, ", ")+" (default: from the file name)")
	cmd.Flags().StringVar(&text, "text", "", "extract the dataset from this Russian text `file` instead of reading FILE")
	cmd.Flags().StringVar(&corrections, "corrections", "", "curated event `file` laid over what --text extracts")
	cmd.Flags().BoolVar(&noProgress, "no-progress", false, "no progress bar on stderr")
	return cmd
}

// writeDataset builds a dataset in memory (geocoding through --gazetteer
// when geocodes) and writes it as the new map.
func (a *app) writeDataset(build func(gazetteer.Gazetteer) (feature.Dataset, error), geocodes bool) error {
	if err := store.CheckTarget(a.dbPath); err != nil {
		return namingFile(a.dbPath, err)
	}
	var g gazetteer.Gazetteer
	if geocodes {
		gz, err := a.openGazetteer()
		if err != nil {
			return err
		}
		defer gz.Close()
		g = gz
	}
	ds, err := build(g)
	if err != nil {
		return err
	}
	if err := store.WriteFile(a.dbPath, ds); err != nil {
		return namingFile(a.dbPath, err)
	}
	for _, c := range ds.Collections {
		a.log.Info("imported", "collection", c.ID, "features", len(ds.Features[c.ID]), "map", a.dbPath)
	}
	return nil
}

// importCSV streams a CSV file into a new map: rows are read, encoded and
// spilled one at a time, so memory holds only the index entries.
func (a *app) importCSV(cmd *cobra.Command, path string, showBar bool) error {
	// The live data stay near 200 MB for a million rows; a soft limit
	// makes the collector work harder rather than let garbage double it.
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(importMemoryLimit))
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	var resolve dataset.Resolver
	if _, err := os.Stat(a.gazetteerPath); err == nil {
		gc, g, err := a.openGeocoder()
		if err != nil {
			return err
		}
		defer g.Close()
		resolve = dataset.GeocoderResolver{Geocoder: gc}
	}
	b, err := store.Create(a.dbPath)
	if err != nil {
		return err
	}
	counts := countingSink{b: b, n: map[string]int{}}
	st, _ := f.Stat()
	bar := newLoadBar("reading "+filepath.Base(path), st.Size(), showBar)
	in := progressbar.NewReader(f, bar)
	asm := dataset.NewAssembler(counts)
	if err := formats.ScanCSV(&in, path, resolve, asm); err != nil {
		b.Abort()
		return err
	}
	if err := asm.Finish(); err != nil {
		b.Abort()
		return fmt.Errorf("%s: %w", path, err)
	}
	_ = bar.Finish()
	total := 0
	for _, n := range counts.n {
		total += n
	}
	wbar := progressbar.NewOptions(total, progressbar.OptionSetVisibility(showBar), progressbar.OptionSetWriter(os.Stderr),
		progressbar.OptionSetDescription("writing "+filepath.Base(a.dbPath)), progressbar.OptionSetWidth(30),
		progressbar.OptionThrottle(100*time.Millisecond), progressbar.OptionShowCount(), progressbar.OptionClearOnFinish())
	b.Progress = func(done, _ int) { _ = wbar.Set(done) }
	if err := b.Commit(dataset.Collections(), time.Time{}); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	_ = wbar.Finish()
	for _, c := range dataset.Collections() {
		a.log.Info("imported", "collection", c.ID, "features", counts.n[c.ID], "map", a.dbPath)
	}
	return nil
}

// importMemoryLimit is the soft memory limit of a streaming import.
const importMemoryLimit = 512 << 20

// countingSink passes features to a Builder, counting them by collection.
type countingSink struct {
	b *store.Builder
	n map[string]int
}

func (c countingSink) Add(collection string, f *feature.Feature) error {
	c.n[collection]++
	return c.b.Add(collection, f)
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
	case ".txt", ".text":
		return "text"
	}
	return "geojson"
}

func (a *app) importCurated(g gazetteer.Gazetteer, path string) (feature.Dataset, error) {
	f, err := dataset.Read(path)
	if err != nil {
		return feature.Dataset{}, err
	}
	p, err := a.pipeline()
	if err != nil {
		return feature.Dataset{}, err
	}
	return p.Curated(f, g)
}

func importRecords(path, format string) (feature.Dataset, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return feature.Dataset{}, err
	}
	var recs dataset.Records
	switch {
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

// namingFile is err with the file's name in front, unless it names the
// file already.
func namingFile(path string, err error) error {
	if strings.Contains(err.Error(), path) {
		return err
	}
	return fmt.Errorf("%s: %w", path, err)
}
