// Package pipeline runs chronomap's text path end to end, for the command
// line and the tests alike:
//
//	Russian text → extract → geocode → records → dataset  (Text)
//	curated event file → geocode → records → dataset      (EventFile)
//
// The gazetteer they geocode against is built by geonames.LoadFiles
// (GeoNames dumps + curated overlay → gazetteer). Each step is a package of
// its own (internal/extract, geo/geocode, internal/dataset); this package
// only orders them.
package pipeline

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/internal/charset"
	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/extract"
	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/rutext"
)

// Pipeline holds what the text path parses once and reuses for every
// document: the extractor's vocabularies and the Russian text reader. It is
// safe for concurrent use.
type Pipeline struct {
	ex        *extract.Extractor
	lang      geocode.Language
	warn      func(toponym string, c geocode.Candidate)
	unplaced  func(path string, names []string)
	corrected func(path string, c dataset.Corrections)
	dropped   func(path string, c dataset.Corrections)
}

// Options configure a Pipeline.
type Options struct {
	// Analyzer is the morphological analyzer the text reader uses; nil
	// reads words by the vocabulary's endings and lists alone.
	Analyzer rutext.Analyzer
	// WarnApproximate, when set, hears of each toponym of an event file
	// (a reviewed extraction, corrections) or of an extracted text that
	// resolved only by a spelling variant: a typo, perhaps («Арзамасс» →
	// Arzamas), or another place the gazetteer lacks.
	WarnApproximate func(toponym string, c geocode.Candidate)
	// WarnUnplaced, when set, hears of the names in a place's position
	// that the gazetteer could not place in a text Text imports, each as
	// «name [start, end]» (code points): nothing is mapped for them.
	WarnUnplaced func(path string, names []string)
	// Corrected, when set, hears what laying a corrections file over a
	// text's extraction did (dataset.Corrections).
	Corrected func(path string, c dataset.Corrections)
	// Dropped, when set, hears what a reviewed event file's own drop list
	// removed from it (Curated): nothing is replaced there.
	Dropped func(path string, c dataset.Corrections)
}

// New parses the embedded vocabularies (data/rutext, data/extract) and
// returns a Pipeline.
func New(opt Options) (*Pipeline, error) {
	lang, err := geocode.DefaultLanguage(opt.Analyzer)
	if err != nil {
		return nil, err
	}
	v, err := extract.DefaultVocab()
	if err != nil {
		return nil, err
	}
	return &Pipeline{ex: extract.New(lang.Text, v), lang: lang, warn: opt.WarnApproximate, unplaced: opt.WarnUnplaced, corrected: opt.Corrected, dropped: opt.Dropped}, nil
}

// Extractor returns the pipeline's extractor.
func (p *Pipeline) Extractor() *extract.Extractor { return p.ex }

// Geocoder returns a geocoder over g that reads toponyms as the pipeline's
// extractor does: the same text reader, vocabulary and dictionary.
func (p *Pipeline) Geocoder(g gazetteer.Gazetteer) *geocode.Geocoder {
	return geocode.NewWith(g, p.lang)
}

// Extract reads a Russian text file and extracts its places, dates,
// events and movements, geocoding through g. Errors name the file; a file
// that is not UTF-8 text (binary data, UTF-16, an 8-bit encoding, control
// characters) or holds nothing but white space is refused with its line.
// A UTF-8 byte-order mark is dropped: offsets count from the text after it.
// Each place found only by a spelling variant goes to WarnApproximate.
func (p *Pipeline) Extract(path string, g gazetteer.Gazetteer) (*extract.Result, error) {
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	text = charset.StripBOM(text)
	if err := CheckText(text); err != nil {
		var notUTF8 *charset.Error
		if errors.As(err, &notUTF8) {
			notUTF8.Path = path
		}
		return nil, fmt.Errorf("%s:%w", path, err)
	}
	res, err := p.ex.Extract(string(text), p.Geocoder(g))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if p.warn != nil {
		for _, v := range res.Variants() {
			p.warn(v.Mention.Text, v.Candidate)
		}
	}
	return res, nil
}

// WriteEventFile writes an extraction of a text in the event file format
// (extract.Result.WriteYAML) for a person to review and import: a place
// the extraction chose in context that its toponym alone does not give
// (the geocoder over g that Curated imports with) is written with its
// gazetteer id. documentName is the text's path relative to the file.
func (p *Pipeline) WriteEventFile(w io.Writer, res *extract.Result, documentName string, g gazetteer.Gazetteer) error {
	return res.WriteYAML(w, documentName, dataset.GeocoderResolver{Geocoder: p.Geocoder(g)})
}

// CheckText returns an error, starting with the line at fault and a
// colon ("3: …"), when b is not a text to extract from: not UTF-8 (see
// charset.Check: the error names the encoding it probably is in), with
// NUL or other control characters than tab, line and page breaks, or
// empty.
func CheckText(b []byte) error {
	// The first fault in the file is the one reported: a control
	// character before the first byte that is not UTF-8, or that byte.
	var notUTF8 *charset.Error
	checked := b
	if errors.As(charset.Check(b), &notUTF8) {
		checked = b[:notUTF8.Offset]
	}
	line := 1
	for i := 0; i < len(checked); {
		r, size := utf8.DecodeRune(checked[i:])
		switch {
		case r < 0x20 && !strings.ContainsRune("\t\n\v\f\r", r), r == 0x7f:
			return fmt.Errorf("%d: control character U+%04X at offset %d: this is not a text file", line, r, i)
		case r == '\n':
			line++
		}
		i += size
	}
	if notUTF8 != nil {
		return &lineError{notUTF8.Line, notUTF8}
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return errors.New("1: the file has no text")
	}
	return nil
}

// lineError is err at a line of the text, formatted when printed: the
// caller may still name the file in a charset.Error it wraps.
type lineError struct {
	line int
	err  error
}

func (e *lineError) Error() string { return fmt.Sprintf("%d: %v", e.line, e.err) }
func (e *lineError) Unwrap() error { return e.err }

// Text is the dataset of a Russian text file: extracted (Extract),
// resolved into records, with the curated event file corrections laid over
// them ("" for none: see dataset.Correct), and assembled into features.
func (p *Pipeline) Text(path, corrections string, g gazetteer.Gazetteer) (feature.Dataset, error) {
	res, err := p.Extract(path, g)
	if err != nil {
		return feature.Dataset{}, err
	}
	if p.unplaced != nil && len(res.Unplaced) > 0 {
		names := make([]string, 0, len(res.Unplaced))
		for _, u := range res.Unplaced {
			names = append(names, fmt.Sprintf("%s [%d, %d]", u.Quote.Exact, u.Position.Start, u.Position.End))
		}
		p.unplaced(path, names)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return feature.Dataset{}, err
	}
	resolver := dataset.GeocoderResolver{Geocoder: p.Geocoder(g)}
	recs, err := res.Records(abs, resolver)
	if err != nil {
		return feature.Dataset{}, err
	}
	if corrections != "" {
		cf, err := dataset.Read(corrections)
		if err != nil {
			return feature.Dataset{}, err
		}
		if err := sameDocument(cf, path); err != nil {
			return feature.Dataset{}, err
		}
		curated, err := dataset.Resolve(cf, dataset.GeocoderResolver{Geocoder: resolver.Geocoder, Warn: p.warn})
		if err != nil {
			return feature.Dataset{}, err
		}
		var n dataset.Corrections
		recs, n = dataset.Correct(recs, curated, cf.Drop)
		if p.corrected != nil {
			p.corrected(corrections, n)
		}
	}
	dataset.AddMentionedPlaces(&recs, mentionedPlaces(res))
	return dataset.Assemble(recs)
}

// sameDocument refuses corrections written for another text than the one
// imported: their sources are spans of their own document, and laid over
// this text they would cite sentences it does not have.
func sameDocument(cf *dataset.File, text string) error {
	a, errA := os.Stat(cf.Document)
	b, errB := os.Stat(text)
	if errA == nil && errB == nil && os.SameFile(a, b) {
		return nil
	}
	return &dataset.LineError{File: cf.Path, Line: documentLine(cf.Path), Err: fmt.Errorf(
		"document: %s is not the text imported (%s): corrections cite spans of the text they were written for; name that text with --text, or correct the document line", cf.Document, text)}
}

// documentLine is the line of the document key of an event file, 1 when
// it cannot be read.
func documentLine(path string) int {
	b, err := os.ReadFile(path)
	if err != nil {
		return 1
	}
	for i, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "document:") {
			return i + 1
		}
	}
	return 1
}

// mentionedPlaces are the places of an extraction's place mentions, by
// id, each named by the toponyms the text used for it.
func mentionedPlaces(res *extract.Result) map[string]dataset.PlaceRecord {
	out := map[string]dataset.PlaceRecord{}
	for _, m := range res.Places {
		if m.Place.ID == "" {
			continue
		}
		p, ok := out[m.Place.ID]
		if !ok {
			p = dataset.NewPlaceRecord(m.Place, nil)
		}
		if m.Toponym != "" && !slices.Contains(p.Props.Toponyms, m.Toponym) {
			p.Props.Toponyms = append(p.Props.Toponyms, m.Toponym)
		}
		out[m.Place.ID] = p
	}
	return out
}

// Curated is the dataset of an event file (data/README.md, read by
// dataset.Read), such as one extract wrote and a person reviewed: the
// entries its drop list names removed, its
// toponyms geocoded as the extractor reads them, and its document's place
// and date mentions found again by extraction, so that the page's text
// panel links them (place mentions only of places the file keeps).
// Errors name the file and line.
func (p *Pipeline) Curated(f *dataset.File, g gazetteer.Gazetteer) (feature.Dataset, error) {
	recs, err := dataset.Resolve(f, dataset.GeocoderResolver{Geocoder: p.Geocoder(g), Warn: p.warn})
	if err != nil {
		return feature.Dataset{}, err
	}
	if len(f.Drop) > 0 {
		// A reviewed file's drop list removes its own entries, as it does
		// extracted ones under --corrections.
		var n dataset.Corrections
		recs, n = dataset.Correct(recs, dataset.Records{}, f.Drop)
		if p.dropped != nil {
			p.dropped(f.Path, n)
		}
	}
	if len(f.Text) > 0 && len(recs.Documents) > 0 {
		res, err := p.ex.Extract(string(f.Text), p.Geocoder(g))
		if err != nil {
			return feature.Dataset{}, fmt.Errorf("%s: %w", f.Document, err)
		}
		kept := map[string]bool{}
		for _, pl := range recs.Places {
			kept[pl.ID] = true
		}
		var ms []feature.Mention
		for _, m := range res.Mentions() {
			if m.Kind != "place" || kept[m.PlaceID] {
				ms = append(ms, m)
			}
		}
		for i := range recs.Documents {
			recs.Documents[i].Mentions = ms
			recs.Documents[i].Wrapped = res.Wrapped
		}
	}
	return dataset.Assemble(recs)
}

// EventFile is the dataset of a curated event file (data/README.md, read
// by dataset.Read), its toponyms geocoded through g; errors name the file
// and line.
func EventFile(f *dataset.File, g gazetteer.Gazetteer) (feature.Dataset, error) {
	return dataset.Build(f, dataset.GeocoderResolver{Geocoder: geocode.New(g)})
}
