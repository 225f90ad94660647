package rutext_test

import (
	"fmt"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/chronomap/chronomap/internal/rutext"
)

var fuzzSeeds = []string{
	"в\u00a0июне 1902\u00a0года",
	"Весной, 1902 года, издание было перенесено из Германии в Англию, в Лондон.",
	"РИГА, 12 января 1905 г. Вчера арестован писатель. С.-ПЕТЕРБУРГ, 13 января.",
	"Ленин приехал в Лондон 13 авг. 1902 г. Там он жил. В 1902г Ленин приехал.",
	"управление написало: «Арестанта следует отправить из Одессы через Киев и Харьков в Томск».",
	"Письмо губернатору Херсонской губернии; его держали в Одесском тюремном замке.",
	"Лозанна, Женева, Берн и Цюрих были этапами его поездки по Западной Швейцарии.",
	"в №21 газеты «Искра» А. С. Пушкин и т. д. «„“”\"", "(((", "1-2-3-4", "г. г. г.",
	"Смоленская губ. — 20.10(1.11).1888, Каракол]", "\n\n\n", "…?!.", "С.", "Н. Новгород",
}

// FuzzReader checks that reading any text never panics or hangs, that
// sentences are in order, do not overlap, are trimmed and cover every
// non-space character, that tokens, clauses and mentions stay within their
// spans and match their text.
func FuzzReader(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	r := plainReader(f)
	f.Fuzz(func(t *testing.T, text string) {
		if !utf8.ValidString(text) {
			return
		}
		done := make(chan struct{})
		defer close(done)
		go func() {
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				panic(fmt.Sprintf("reading %q takes over 10 s", text))
			}
		}()
		rs := []rune(text)
		covered := make([]bool, len(rs))
		prevEnd := 0
		for _, s := range r.SentencesRunes(rs) {
			if s.Start < prevEnd || s.End > len(rs) || s.Start >= s.End {
				t.Fatalf("sentence [%d,%d) after %d in %d code points", s.Start, s.End, prevEnd, len(rs))
			}
			if string(rs[s.Start:s.End]) != s.Text {
				t.Fatalf("sentence text differs from its span")
			}
			if rutext.IsSpace(rs[s.Start]) || rutext.IsSpace(rs[s.End-1]) {
				t.Fatalf("sentence %q is not trimmed", s.Text)
			}
			for i := s.Start; i < s.End; i++ {
				covered[i] = true
			}
			prevEnd = s.End
			toks := r.TokenizeRunes(rs, s.Start, s.End)
			for _, tok := range toks {
				if tok.Start < s.Start || tok.End > s.End || tok.Start >= tok.End || string(rs[tok.Start:tok.End]) != tok.Text {
					t.Fatalf("token %+v does not match its span", tok)
				}
			}
			next := 0
			for _, c := range r.Clauses(toks) {
				if c[0] != next || c[1] < c[0] || c[1] > len(toks) {
					t.Fatalf("clauses %v do not cover %d tokens in order", r.Clauses(toks), len(toks))
				}
				next = c[1]
			}
			if next != len(toks) {
				t.Fatalf("clauses end at %d of %d tokens", next, len(toks))
			}
			persons := rutext.NewPersons()
			r.CollectPersons(toks, persons, rutext.SpotOptions{})
			for _, m := range r.Spot(toks, rutext.SpotOptions{Persons: persons}) {
				if m.From < 0 || m.To > len(toks) || m.From >= m.To || m.Start != toks[m.From].Start || m.End != toks[m.To-1].End {
					t.Fatalf("mention %+v does not match its tokens", m)
				}
				if m.Text == "" || m.Query == "" {
					t.Fatalf("mention %+v without text or query", m)
				}
			}
		}
		for i, c := range rs {
			if !covered[i] && !rutext.IsSpace(c) {
				t.Fatalf("code point %d (%q) is in no sentence", i, c)
			}
		}
	})
}
