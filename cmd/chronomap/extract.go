package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/internal/charset"
	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/extract"
	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/morph"
	"github.com/chronomap/chronomap/internal/pipeline"
	"github.com/chronomap/chronomap/internal/rutext"
	"github.com/chronomap/chronomap/internal/store"
)

func newExtractCmd(a *app) *cobra.Command {
	var output string
	var force bool
	cmd := &cobra.Command{
		Use:   "extract TEXT",
		Short: "Extract events and movements from a Russian text into an event file to review",
		Long: `extract reads a Russian narrative (UTF-8 text), finds its dates, places
(geocoded through the gazetteer file --gazetteer), events and movements, and writes
them in the event file format "chronomap import" takes (data/README.md), with
comments giving each date's origin and confidence. A place chosen in context
that its name alone would not give is written with its gazetteer id
("Николаевск (geonames:2122850)"), so that import finds it again; a comment
says what the name alone gives; names in a place's position that the
gazetteer could not place are listed at the top, and so are the names
placed only by a spelling variant of a gazetteer name (each also warned of
on stderr, as "import --text" does). A name one consonant away from a
gazetteer name («Гогланд», «Готланд») is another place, not a variant: it is
left unplaced. The file's document is the text's path relative to the
--output file, or absolute on standard output, whose file's folder is
unknown. Review the file, then
import it, or import the text directly with "chronomap import --text".`,
		Example: "  chronomap extract data/lenin-1902-1903.txt -o lenin.extracted.yaml",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return fmt.Errorf("extract needs one TEXT (a Russian text in UTF-8); %d given", len(args))
			}
			return notAnEventFile(args[0], "extract")
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if output != "" && output != "-" && !force {
				// The file may be the one a user has been reviewing.
				if _, err := os.Stat(output); err == nil {
					return fmt.Errorf("%s exists (an event file under review?): give another -o, or --force to overwrite it", output)
				}
			}
			p, g, err := a.openPipeline()
			if err != nil {
				return err
			}
			defer g.Close()
			res, err := p.Extract(args[0], g)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			// On standard output the file's folder is unknown, and import
			// reads the document relative to the file: only an absolute
			// path finds the text wherever the output is saved.
			docName, err := filepath.Abs(args[0])
			if err != nil {
				return err
			}
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
			if err := p.WriteEventFile(out, res, docName, g); err != nil {
				return err
			}
			a.log.Info("extracted", "text", args[0], "place_mentions", len(res.Places), "unplaced", len(res.Unplaced),
				"dates", len(res.Dates), "events", len(res.Events), "movements", len(res.Movements), "output", output)
			return nil
		},
	}
	cmd.Flags().StringVarP(&output, "output", "o", "-", "event `file` to write (- for standard output)")
	cmd.Flags().BoolVar(&force, "force", false, "overwrite the --output file when it exists")
	return cmd
}

// eventFileExtensions are the file name endings of the datasets import
// reads, which are not texts to extract from.
var eventFileExtensions = []string{".yaml", ".yml", ".geojson", ".json", ".jsonld", ".csv"}

// notAnEventFile refuses, for a command that extracts from a Russian text,
// a path whose name says it is a dataset: read as prose, its keys and
// values would become places and events.
func notAnEventFile(path, command string) error {
	ext := strings.ToLower(filepath.Ext(path))
	if !slices.Contains(eventFileExtensions, ext) {
		return nil
	}
	return fmt.Errorf("%s is a dataset (%s), not a Russian text for %s: import it with \"chronomap import %s\", "+
		"or lay it over a text's extraction with \"chronomap import --text TEXT --corrections %s\"", path, ext, command, path, path)
}

func newEvalCmd(a *app) *cobra.Command {
	var eventsGold, placesGold, annotation string
	var notes, holdout bool
	cmd := &cobra.Command{
		Use:   "eval TEXT|DIR",
		Short: "Score extraction against hand-checked gold answers: one text, or every passage of a folder",
		Long: `eval extracts as "chronomap extract" does and scores the result against gold
files in the format of testdata/gold (NAME.events.json, NAME.places.json).

With a folder (testdata/corpus), it scores every passage in it (each NAME.txt
with NAME.events.json and NAME.places.json beside it) and prints one table:
per passage the precision, recall and F1 of place mentions, the temporal
expressions extracted with their exact interval, event F1 and movement F1,
then the macro averages (the mean over passages). Passages named holdout-*
are a blind test set (kept apart in testdata/holdout, README.md there): they
are left out unless --holdout is given, which scores them alone.

With a text file, it prints the scores of that one document against the
gold files --events and --places: exact dates, place mentions, events,
movements and the gold time queries.

With --annotation DIR2, nothing is extracted: each passage of DIR that has a
second annotation of the same name in DIR2 (NAME.events.json written by
another person from the same text, with NAME.places.json beside it unless
the first's place mentions were kept) is scored as if that second gold were
an extraction. The table is then the agreement of
two annotators under the same conventions, the ceiling an extractor can
reach on those passages.`,
		Example: `  chronomap eval testdata/corpus
  chronomap eval --holdout testdata/holdout
  chronomap eval data/lenin-1902-1903.txt --events testdata/gold/seed-events.json --places testdata/gold/seed-places.json
  chronomap eval --holdout testdata/holdout --annotation testdata/holdout/second-annotation`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if fi, err := os.Stat(args[0]); err == nil && fi.IsDir() {
				if annotation != "" {
					return evalAgreement(cmd.OutOrStdout(), args[0], annotation, notes, holdout)
				}
				return a.evalCorpus(cmd.OutOrStdout(), args[0], notes, holdout)
			}
			if annotation != "" {
				return fmt.Errorf("--annotation scores a folder of passages; %s is no folder", args[0])
			}
			gold, err := extract.LoadGold(eventsGold, placesGold)
			if err != nil {
				return err
			}
			text, err := os.ReadFile(args[0])
			if err != nil {
				return err
			}
			if m, ok := gold.Misfit(string(charset.StripBOM(text))); ok {
				return fmt.Errorf("%s: the gold %s is not this text's (%s); give the gold of this text with --events and --places", args[0], eventsGold, m)
			}
			res, err := a.extract(args[0])
			if err != nil {
				return err
			}
			s := extract.Evaluate(res, gold)
			if err := s.Write(cmd.OutOrStdout()); err != nil {
				return err
			}
			if notes {
				for _, n := range s.Notes {
					fmt.Fprintln(cmd.OutOrStdout(), n)
				}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&notes, "notes", false, "also print every miss and false find")
	cmd.Flags().BoolVar(&holdout, "holdout", false, "score only the held-out passages (holdout-*) of a folder, which are otherwise left out")
	cmd.Flags().StringVar(&annotation, "annotation", "", "score the second annotations in this `folder` against the gold instead of extracting")
	cmd.Flags().StringVar(&eventsGold, "events", "testdata/gold/seed-events.json", "gold events `file` (for a single text)")
	cmd.Flags().StringVar(&placesGold, "places", "testdata/gold/seed-places.json", "gold places `file` (for a single text)")
	return cmd
}

// evalCorpus scores the passages of dir and writes the table: the
// held-out ones (holdout-*) when holdout is set, else the others.
func (a *app) evalCorpus(w io.Writer, dir string, notes, holdout bool) error {
	passages, err := extract.LoadCorpus(dir, func(name string) bool { return extract.HeldOut(name) == holdout })
	if err != nil {
		return err
	}
	if len(passages) == 0 && holdout {
		return fmt.Errorf("%s: no held-out passages (holdout-*.txt): see testdata/holdout/README.md for how a held-out set is written and scored", dir)
	}
	if len(passages) == 0 {
		return fmt.Errorf("%s: only held-out passages (holdout-*.txt): score them with --holdout", dir)
	}
	p, g, err := a.openPipeline()
	if err != nil {
		return err
	}
	defer g.Close()
	scores, err := extract.EvaluateCorpus(p.Extractor(), p.Geocoder(g), passages)
	if err != nil {
		return err
	}
	return writeCorpusScores(w, scores, notes)
}

// evalAgreement scores the second annotations in dir2 against the gold of
// the passages of dir (the held-out ones when holdout is set).
func evalAgreement(w io.Writer, dir, dir2 string, notes, holdout bool) error {
	first, err := extract.LoadCorpus(dir, func(name string) bool { return extract.HeldOut(name) == holdout })
	if err != nil {
		return err
	}
	second, err := extract.LoadAnnotations(dir2, first)
	if err != nil {
		return err
	}
	scores, err := extract.EvaluateAgreement(first, second)
	if err != nil {
		return fmt.Errorf("%s against %s: %w", dir2, dir, err)
	}
	return writeCorpusScores(w, scores, notes)
}

// writeCorpusScores writes the table and, with notes, every miss and false
// find prefixed by its passage.
func writeCorpusScores(w io.Writer, scores extract.CorpusScores, notes bool) error {
	if err := scores.Write(w); err != nil {
		return err
	}
	if notes {
		for _, p := range scores.Passages {
			for _, n := range p.Scores.Notes {
				fmt.Fprintf(w, "%s: %s\n", p.Name, n)
			}
		}
	}
	return nil
}

// extract extracts a text, geocoding through --gazetteer.
func (a *app) extract(path string) (*extract.Result, error) {
	p, g, err := a.openPipeline()
	if err != nil {
		return nil, err
	}
	defer g.Close()
	return p.Extract(path, g)
}

// openPipeline opens --gazetteer read-only and the text pipeline (--dict);
// the caller closes the gazetteer.
func (a *app) openPipeline() (*pipeline.Pipeline, *store.Gazetteer, error) {
	g, err := a.openGazetteer()
	if err != nil {
		return nil, nil, err
	}
	p, err := a.pipeline()
	if err != nil {
		g.Close()
		return nil, nil, err
	}
	return p, g, nil
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
func (a *app) importText(g gazetteer.Gazetteer, textPath, corrections string) (feature.Dataset, error) {
	p, err := a.pipeline()
	if err != nil {
		return feature.Dataset{}, err
	}
	return p.Text(textPath, corrections, g)
}

// defaultDictDir is where the default --dict is: under the working folder,
// or else under exeDir (the checkout "make" built ./chronomap in), so that
// the binary run from another folder still reads Russian by the
// dictionary. It is morph.DefaultDir when neither holds it.
func defaultDictDir(exeDir string) string {
	return besideBinary(morph.DefaultDir, exeDir)
}

// besideBinary returns the relative path when the working folder holds
// it, else exeDir joined with it when that exists, else the path as given:
// the files "make" builds beside ./chronomap (the dictionary, the
// gazetteer) stay found when the binary runs from another folder.
func besideBinary(path, exeDir string) string {
	if _, err := os.Stat(path); err == nil || exeDir == "" || filepath.IsAbs(path) {
		return path
	}
	beside := filepath.Join(exeDir, path)
	if _, err := os.Stat(beside); err == nil {
		return beside
	}
	return path
}

// executableDir is the folder of the running binary, "" when unknown.
func executableDir() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	if real, err := filepath.EvalSymlinks(exe); err == nil {
		exe = real
	}
	return filepath.Dir(exe)
}

// pipeline returns the text pipeline, built on first use with the
// morphological dictionary of --dict. Without the dictionary at the default
// place (under the working folder or beside the binary) the text is read by
// word endings and lists alone, with a warning; a --dict given explicitly
// must exist.
func (a *app) pipeline() (*pipeline.Pipeline, error) {
	if a.pipe != nil {
		return a.pipe, nil
	}
	var opt pipeline.Options
	dir := a.dictDir
	if dir == morph.DefaultDir {
		dir = defaultDictDir(executableDir())
	}
	d, err := morph.Open(dir)
	switch {
	case err == nil:
		opt.Analyzer = rutext.Dictionary(d)
	case a.dictDir == morph.DefaultDir && errors.Is(err, fs.ErrNotExist):
		a.log.Warn("no morphological dictionary: reading Russian by word endings alone, which finds fewer places and persons; run make deps or give --dict",
			"dict", a.dictDir)
	default:
		return nil, fmt.Errorf("--dict %s: %w", a.dictDir, err)
	}
	opt.WarnApproximate = func(toponym string, c geocode.Candidate) {
		a.log.Warn("a toponym matched only by a spelling variant: check it", "toponym", toponym, "matched", c.Matched,
			"place", c.Place.Name, "id", c.Place.ID, "match", string(c.Match), "score", fmt.Sprintf("%.2f", c.Score))
	}
	opt.WarnUnplaced = func(path string, names []string) {
		a.log.Warn("names in a place's position that the gazetteer could not place: nothing is mapped for them (chronomap extract lists them for review)",
			"text", path, "names", strings.Join(names, ", "))
	}
	opt.Corrected = func(path string, c dataset.Corrections) {
		a.log.Info("corrections laid over the extraction: an extracted entry not replaced is kept; list its id under drop: to remove it",
			"corrections", path, "replaced", c.Replaced, "dropped", c.Dropped, "kept", c.Kept, "added", c.Added)
		if len(c.UnknownDrops) > 0 {
			a.log.Warn("ids under drop: that name no extracted or curated entry (a typo, or an id of an older extraction?); nothing was dropped for them",
				"corrections", path, "ids", strings.Join(c.UnknownDrops, ", "))
		}
	}
	opt.Dropped = func(path string, c dataset.Corrections) {
		a.log.Info("entries the event file lists under drop: removed", "file", path, "dropped", c.Dropped, "kept", c.Kept)
		if len(c.UnknownDrops) > 0 {
			a.log.Warn("ids under drop: that name no entry of the file (a typo?); nothing was dropped for them",
				"file", path, "ids", strings.Join(c.UnknownDrops, ", "))
		}
	}
	p, err := pipeline.New(opt)
	if err != nil {
		return nil, err
	}
	a.pipe = p
	return p, nil
}
