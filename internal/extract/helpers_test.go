package extract

import (
	"sync"
	"testing"

	"github.com/chronomap/chronomap/internal/rutext"
)

var (
	extractorOnce sync.Once
	extractorVal  *Extractor
	extractorErr  error
)

// testExtractor returns the Extractor over the embedded vocabularies,
// built once per test binary.
func testExtractor(t testing.TB) *Extractor {
	t.Helper()
	extractorOnce.Do(func() { extractorVal, extractorErr = NewDefault(nil) })
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
