package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/extract"
	"github.com/chronomap/chronomap/internal/store"
)

func newExtractCmd(a *app) *cobra.Command {
	var output string
	cmd := &cobra.Command{
		Use:   "extract TEXT",
		Short: "Extract events and movements from a Russian text into an event file to review",
		Long: `extract reads a Russian narrative (UTF-8 text), finds its dates, places
(geocoded through the gazetteer in --db), events and movements, and writes
them in the event file format "chronomap import" takes (data/README.md), with
comments giving each date's origin and confidence. Review the file, then
import it, or import the text directly with "chronomap import --text".`,
		Example: "  chronomap extract data/lenin-1902-1903.txt -o lenin.extracted.yaml",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			res, err := a.extract(args[0])
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			docName := args[0]
			if output != "" && output != "-" {
				if docName, err = relativeTo(filepath.Dir(output), args[0]); err != nil {
					return err
				}
				f, err := os.Create(output)
				if err != nil {
					return err
				}
				defer f.Close()
				out = f
			}
			return res.WriteYAML(out, docName)
		},
	}
	cmd.Flags().StringVarP(&output, "output", "o", "-", "event `file` to write (- for standard output)")
	return cmd
}

func newEvalCmd(a *app) *cobra.Command {
	var eventsGold, placesGold string
	cmd := &cobra.Command{
		Use:   "eval TEXT",
		Short: "Score extraction from a text against hand-checked gold answers",
		Long: `eval extracts TEXT as "chronomap extract" does and scores the result against
gold files in the format of testdata/gold (seed-events.json, seed-places.json):
exact intervals of the temporal expressions, precision, recall and F1 of place
mentions, events and movements, and the gold time queries.`,
		Example: "  chronomap eval data/lenin-1902-1903.txt --events testdata/gold/seed-events.json --places testdata/gold/seed-places.json",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			gold, err := extract.LoadGold(eventsGold, placesGold)
			if err != nil {
				return err
			}
			res, err := a.extract(args[0])
			if err != nil {
				return err
			}
			return extract.Evaluate(res, gold).Write(cmd.OutOrStdout())
		},
	}
	cmd.Flags().StringVar(&eventsGold, "events", "testdata/gold/seed-events.json", "gold events `file`")
	cmd.Flags().StringVar(&placesGold, "places", "testdata/gold/seed-places.json", "gold places `file`")
	return cmd
}

// extract extracts a text, geocoding through the gazetteer in --db.
func (a *app) extract(path string) (*extract.Result, error) {
	db, err := a.openGazetteer()
	if err != nil {
		return nil, err
	}
	defer db.Close()
	return extractText(path, db)
}

// openGazetteer opens --db read-only and checks it has a gazetteer.
func (a *app) openGazetteer() (*store.DB, error) {
	if _, err := os.Stat(a.dbPath); err != nil {
		return nil, fmt.Errorf("%s: %w (run \"chronomap gazetteer load\" first)", a.dbPath, err)
	}
	db, err := a.openDB(true)
	if err != nil {
		return nil, err
	}
	if n, err := db.GazetteerSize(); err != nil || n == 0 {
		db.Close()
		return nil, fmt.Errorf("%s has no gazetteer: run \"chronomap gazetteer load\" first", a.dbPath)
	}
	return db, nil
}

func extractText(path string, g gazetteer.Gazetteer) (*extract.Result, error) {
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

// relativeTo is target's path from dir, for an event file's document.
func relativeTo(dir, target string) (string, error) {
	absDir, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	absTarget, err := filepath.Abs(target)
	if err != nil {
		return "", err
	}
	return filepath.Rel(absDir, absTarget)
}

// importText extracts a text and lays the curated corrections (an event
// file, "" for none) over it.
func importText(db *store.DB, textPath, corrections string) (store.Dataset, error) {
	if n, err := db.GazetteerSize(); err != nil {
		return store.Dataset{}, err
	} else if n == 0 {
		return store.Dataset{}, fmt.Errorf("%s has no gazetteer: run \"chronomap gazetteer load\" first", db.Path())
	}
	res, err := extractText(textPath, db)
	if err != nil {
		return store.Dataset{}, err
	}
	abs, err := filepath.Abs(textPath)
	if err != nil {
		return store.Dataset{}, err
	}
	resolver := dataset.GeocoderResolver{Geocoder: geocode.New(db)}
	recs, err := res.Records(abs, resolver)
	if err != nil {
		return store.Dataset{}, err
	}
	if corrections != "" {
		cf, err := dataset.Read(corrections)
		if err != nil {
			return store.Dataset{}, err
		}
		curated, err := dataset.Resolve(cf, resolver)
		if err != nil {
			return store.Dataset{}, err
		}
		recs = dataset.Correct(recs, curated, cf.Drop)
	}
	return dataset.Assemble(recs)
}
