package main

import (
	"bufio"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/chronomap/chronomap/internal/synth"
)

func newSynthCmd(a *app) *cobra.Command {
	var o synth.Options
	var output string
	cmd := &cobra.Command{
		Use:   "synth",
		Short: "Write a synthetic dataset of N events as CSV, for benchmarks",
		Long: `synth writes --events synthetic events as the CSV "chronomap import" reads:
places across Europe and Russia, dates between 1850 and 1950 (explicit
intervals of one day to five years, and about four in ten fuzzy EDTF forms:
months, seasons, years, qualified or unspecified dates, a few open ends),
event types and, for one event in five, an actor. The same --events and
--seed always give the same bytes.`,
		Example: "  chronomap synth --events 1000000 --seed 1902 -o synth.csv\n  chronomap --db synth.db import synth.csv",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if o.Events < 0 {
				return fmt.Errorf("--events %d: want a count", o.Events)
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
			bw := bufio.NewWriterSize(out, 1<<20)
			if err := synth.Write(bw, o); err != nil {
				return err
			}
			return bw.Flush()
		},
	}
	cmd.Flags().IntVar(&o.Events, "events", 100000, "number of `events`")
	cmd.Flags().Uint64Var(&o.Seed, "seed", synth.DefaultSeed, "random `seed`")
	cmd.Flags().StringVarP(&output, "output", "o", "-", "CSV `file` to write (- for standard output)")
	return cmd
}
