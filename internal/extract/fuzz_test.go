package extract

import (
	"testing"
	"unicode/utf8"

	"github.com/chronomap/chronomap/internal/when"
)

var fuzzSeeds = []string{
	"в\u00a0июне 1902\u00a0года",
	"Весной, 1902 года, издание было перенесено.",
	"В конце июня 1902 года Ленин съездил во Францию.",
	"II съезд РСДРП состоялся в июле-августе 1903 года.",
	"17 (30) июля – 10 (23) августа 1903 г.",
	"29 января (10 февраля) 1837 г. по ст. ст.",
	"31 декабря 1899 (12 января 1900) года",
	"с 1900 по 1905 год; в 1890-е годы; 5 или 12 мая",
	"До этого, в феврале 1902 года, Ленин опубликовал «Что делать?».",
	"через два месяца; в том же году; спустя неделю",
	"зимой 1868–1869 годов",
	"Ноябрьская поездка 1910 года",
	"в течении 1902 года «Что делать?» А. С. Пушкин и т. д.",
	"«„“”\"", "(((", "1-2-3-4", "г. г. г.", "31 февраля 0000 года",
	"с с с по по 9999 год", "в 1-м году", "\n\n\n", "…?!.",
}

// FuzzFindDates checks that the date grammar never panics or hangs and
// that every mention it returns is well formed: a span inside the text
// whose text it is, and an EDTF that parses to the mention's interval.
func FuzzFindDates(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s, "")
		f.Add(s, "1902-06")
	}
	f.Fuzz(func(t *testing.T, text, ctxEDTF string) {
		if !utf8.ValidString(text) {
			return
		}
		ctx := &DateContext{}
		if iv, err := when.ParseEDTF(ctxEDTF); err == nil && !iv.Earliest.IsZero() && !iv.Latest.IsZero() {
			ctx.EDTF, ctx.Interval, ctx.prec = ctxEDTF, iv, precRange
		}
		rs := []rune(text)
		for _, m := range FindDates(text, ctx) {
			if m.Start < 0 || m.End > len(rs) || m.Start >= m.End {
				t.Fatalf("span [%d,%d) outside %d code points", m.Start, m.End, len(rs))
			}
			if string(rs[m.Start:m.End]) != m.Text {
				t.Fatalf("span text %q, mention says %q", string(rs[m.Start:m.End]), m.Text)
			}
			iv, err := when.ParseEDTF(m.EDTF)
			if err != nil || iv != m.Interval {
				t.Fatalf("EDTF %q: %v, %v; mention interval %v", m.EDTF, iv, err, m.Interval)
			}
			if m.OldStyle != "" {
				if _, err := when.ParseEDTF(m.OldStyle); err != nil {
					t.Fatalf("old style %q: %v", m.OldStyle, err)
				}
			}
		}
	})
}

// FuzzSplitSentences checks that the splitter never panics or hangs, that
// sentences are in order, do not overlap, are trimmed, and that every
// non-space character of the text lies in exactly one sentence.
func FuzzSplitSentences(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if !utf8.ValidString(text) {
			return
		}
		rs := []rune(text)
		covered := make([]bool, len(rs))
		prevEnd := 0
		for _, s := range SplitSentences(text) {
			if s.Start < prevEnd || s.End > len(rs) || s.Start >= s.End {
				t.Fatalf("sentence [%d,%d) after %d in %d code points", s.Start, s.End, prevEnd, len(rs))
			}
			if string(rs[s.Start:s.End]) != s.Text {
				t.Fatalf("sentence text differs from its span")
			}
			if isSpace(rs[s.Start]) || isSpace(rs[s.End-1]) {
				t.Fatalf("sentence %q is not trimmed", s.Text)
			}
			for i := s.Start; i < s.End; i++ {
				covered[i] = true
			}
			prevEnd = s.End
		}
		for i, r := range rs {
			if !covered[i] && !isSpace(r) {
				t.Fatalf("code point %d (%q) is in no sentence", i, r)
			}
		}
		for _, tok := range Tokenize(text) {
			if tok.Start < 0 || tok.End > len(rs) || tok.Start >= tok.End || string(rs[tok.Start:tok.End]) != tok.Text {
				t.Fatalf("token %+v does not match its span", tok)
			}
		}
	})
}
