package extract

import (
	"sync"
	"testing"

	"github.com/chronomap/chronomap/internal/morph"
	"github.com/chronomap/chronomap/internal/rutext"
	"github.com/chronomap/chronomap/internal/testenv"
)

var (
	extractorOnce sync.Once
	extractorVal  *Extractor
	extractorErr  error
)

// testExtractor returns the Extractor over the embedded vocabularies and
// the OpenCorpora dictionary, built once per test binary.
func testExtractor(t testing.TB) *Extractor {
	t.Helper()
	dir := testenv.DictionaryDir(t)
	extractorOnce.Do(func() {
		d, err := morph.Open(dir)
		if err != nil {
			extractorErr = err
			return
		}
		extractorVal, extractorErr = NewDefault(rutext.Dictionary(d))
	})
	if extractorErr != nil {
		t.Fatal(extractorErr)
	}
	return extractorVal
}

// findDates finds the dates of text as one sentence, against ctx.
func findDates(t testing.TB, text string, ctx *DateContext) []DateMention {
	t.Helper()
	x := testExtractor(t)
	rs := []rune(text)
	s := rutext.Sentence{Start: 0, End: len(rs), Text: text}
	return x.v.FindDates(s, x.r.TokenizeRunes(rs, 0, len(rs)), ctx)
}
