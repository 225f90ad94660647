package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/chronomap/chronomap/geo"
	"github.com/chronomap/chronomap/internal/dataset"
)

func newImportCmd(a *app) *cobra.Command {
	return &cobra.Command{
		Use:   "import FILE",
		Short: "Geocode a curated event file and store its places, events and movements",
		Long: `import reads a curated event file (YAML, see data/README.md), resolves every
toponym through the gazetteer in --db (load it first with "chronomap gazetteer
load"), and replaces the dataset in --db in one transaction: on any error
nothing changes. Errors name the file and line.`,
		Example: "  chronomap import data/lenin-1902-1903.yaml",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := dataset.Read(args[0])
			if err != nil {
				return err
			}
			db, err := a.openDB(false)
			if err != nil {
				return err
			}
			defer db.Close()
			if n, err := db.GazetteerSize(); err != nil {
				return err
			} else if n == 0 {
				return fmt.Errorf("%s has no gazetteer: run \"chronomap gazetteer load\" first", db.Path())
			}
			ds, err := dataset.Build(f, dataset.GeocoderResolver{Geocoder: geo.NewGeocoder(db)})
			if err != nil {
				return err
			}
			if err := db.ReplaceDataset(ds); err != nil {
				return fmt.Errorf("%s: %w", db.Path(), err)
			}
			for _, c := range ds.Collections {
				a.log.Info("imported", "collection", c.ID, "features", len(ds.Features[c.ID]))
			}
			return nil
		},
	}
}
