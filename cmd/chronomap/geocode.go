package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/internal/store"
)

func newGeocodeCmd(a *app) *cobra.Command {
	var (
		opt      geocode.Options
		sentence string
		asJSON   bool
	)
	cmd := &cobra.Command{
		Use:   "geocode TOPONYM...",
		Short: "Rank the gazetteer places a toponym may name, with scores",
		Long: `geocode resolves each TOPONYM, written as a Russian (or other) text writes it,
against the gazetteer file --gazetteer (load it first with "chronomap gazetteer load")
and prints the candidate places best first: rank, ID, preferred name, kind,
country, lon, lat (WGS84 degrees), score, how it matched and the name that
matched.

A toponym may carry prepositions and settlement words («из Тифлиса», «в г.
Туле»), abbreviations («С.-Петербург»), any case form («Лондоне», «в
Козельце», «Нижнем Новгороде») or be an adjective derived from a toponym
(«Екатеринославский», «Донской комитет»); letter case, ё/е, diacritics,
hyphens and spacing do not matter, and a spelling variant one letter away
(«Лонгжюмо») matches with a lower score. The score (0..1) weighs how it
matched, the kind of place, its population on a log scale, whether the
matching name was in use in --year, and --country.

With --sentence each TOPONYM is read in that sentence (it must occur in
it): newspaper titles, organisations, continents, states as a whole and
surnames are refused there, with the reason, as in «газеты «Искра»» or
«Анна Николаева». Refusals apply to a bare TOPONYM too (Европа, Бунд).`,
		Example: "  chronomap geocode \"из Тифлиса\"\n" +
			"  chronomap geocode --year 1902 Петербурга Екатеринославский Лонгжюмо\n" +
			"  chronomap geocode --country US --limit 3 Paris\n" +
			"  chronomap geocode --sentence \"Донской комитет\" Донской\n" +
			"  chronomap geocode --json Одессы",
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			for i, t := range args {
				if strings.TrimSpace(t) == "" {
					return fmt.Errorf("argument %d is empty: give a toponym", i+1)
				}
			}
			g, db, err := a.openGeocoder()
			if err != nil {
				return err
			}
			defer db.Close()
			out := cmd.OutOrStdout()
			type result struct {
				Toponym string `json:"toponym"`
				geocode.Resolution
			}
			var results []result
			for _, t := range args {
				res, err := g.Resolve(geocode.Mention{Text: t, Sentence: sentence}, opt)
				if err != nil {
					return fmt.Errorf("%s: %w", t, err)
				}
				if res.Candidates == nil {
					res.Candidates = []geocode.Candidate{}
				}
				results = append(results, result{t, res})
			}
			if asJSON {
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				return enc.Encode(results)
			}
			tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
			for i, r := range results {
				if i > 0 {
					fmt.Fprintln(tw)
				}
				switch {
				case r.Refused:
					fmt.Fprintf(tw, "%s: not a place (%s): %s\n", r.Toponym, r.Reason, r.Note)
					continue
				case len(r.Candidates) == 0:
					fmt.Fprintf(tw, "%s: no place of that name in the gazetteer\n", r.Toponym)
					continue
				}
				fmt.Fprintf(tw, "%s:\n", r.Toponym)
				fmt.Fprintln(tw, "#\tID\tNAME\tKIND\tCOUNTRY\tLON\tLAT\tSCORE\tMATCH\tMATCHED")
				for j, c := range r.Candidates {
					p := c.Place
					fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%.5f\t%.5f\t%.3f\t%s\t%s\n",
						j+1, p.ID, p.Name, p.Kind, orDash(p.Country), p.Point.Lon(), p.Point.Lat(), c.Score, c.Match, c.Matched)
				}
			}
			return tw.Flush()
		},
	}
	fl := cmd.Flags()
	fl.IntVar(&opt.Year, "year", 0, "the `year` the text speaks of: names in use then rank first (0: no hint)")
	fl.IntVar(&opt.Limit, "limit", 5, "print at most `n` candidates per toponym (0: all)")
	fl.StringVar(&opt.Country, "country", "", "ISO 3166-1 alpha-2 `code` to prefer, e.g. GB")
	fl.StringVar(&sentence, "sentence", "", "read each TOPONYM in this `text`, which must contain it (refusals, adjectives)")
	fl.BoolVar(&asJSON, "json", false, "print JSON: [{toponym, candidates: [{place, score, matched, match}], refused, reason, note}]")
	return cmd
}

// openGeocoder opens --gazetteer read-only and returns a geocoder over
// it that reads toponyms as extract does (the same text reader,
// vocabulary and --dict dictionary); the caller closes the gazetteer.
func (a *app) openGeocoder() (*geocode.Geocoder, *store.Gazetteer, error) {
	p, g, err := a.openPipeline()
	if err != nil {
		return nil, nil, err
	}
	return p.Geocoder(g), g, nil
}
