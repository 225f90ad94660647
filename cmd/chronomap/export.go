package main

import (
	"bufio"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/formats"
)

func newExportCmd(a *app) *cobra.Command {
	var format, output string
	cmd := &cobra.Command{
		Use:   "export",
		Short: "Write the stored dataset as GeoJSON, Linked Places Format or CSV",
		Long: `export writes the places, events and movements of the map --db (tracks are derived
on import) in one of:

  geojson  one RFC 7946 FeatureCollection; each feature names its collection,
           and a "documents" member holds the source texts features cite
  lpf      Linked Places Format (GeoJSON-LD with when): places per LPF, events
           and movements in the collection's "chronomap" member
  csv      one row per feature, columns as data/README.md lists

"chronomap import" reads each of them back into the same features; only
GeoJSON carries the source documents (the text the map shows beside it).`,
		Example: "  chronomap export --format lpf -o lenin.lpf.json",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			write := map[string]func(io.Writer, dataset.Records) error{
				"geojson": formats.WriteGeoJSON, "lpf": formats.WriteLPF, "csv": formats.WriteCSV,
			}[format]
			if write == nil {
				return fmt.Errorf("--format %q: want geojson, lpf or csv", format)
			}
			db, err := a.openDB(true)
			if err != nil {
				return err
			}
			defer db.Close()
			recs, err := formats.ReadStore(cmd.Context(), db)
			if err != nil {
				return fmt.Errorf("%s: %w", db.Path(), err)
			}
			out := cmd.OutOrStdout()
			if output != "" && output != "-" {
				f, err := os.Create(output)
				if err != nil {
					return err
				}
				defer f.Close()
				out = f
			}
			bw := bufio.NewWriter(out)
			if err := write(bw, recs); err != nil {
				return err
			}
			return bw.Flush()
		},
	}
	cmd.Flags().StringVar(&format, "format", "geojson", "output `format`: geojson, lpf or csv")
	cmd.Flags().StringVarP(&output, "output", "o", "-", "output `file` (- for standard output)")
	return cmd
}
