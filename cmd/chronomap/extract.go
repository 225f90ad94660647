package main

import (
	"github.com/chronomap/chronomap/geo/gazetteer"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/chronomap/chronomap/internal/extract"
	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/pipeline"
)

func newExtractCmd(a *app) *cobra.Command {
	var output string
	cmd := &cobra.Command{
		Use:   "extract TEXT",
		Short: "Extract events and movements from a Russian text into an event file to review",
		Long: `extract reads a Russian narrative (UTF-8 text), finds its dates, places
(geocoded through the gazetteer file --gazetteer), events and movements, and writes
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

// extract extracts a text, geocoding through --gazetteer.
func (a *app) extract(path string) (*extract.Result, error) {
	g, err := a.openGazetteer()
	if err != nil {
		return nil, err
	}
	defer g.Close()
	return pipeline.Extract(path, g)
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
func importText(g gazetteer.Gazetteer, textPath, corrections string) (feature.Dataset, error) {
	return pipeline.Text(textPath, corrections, g)
}
