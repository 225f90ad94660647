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
	"Весной 1852 года Герцен уехал в Ниццу. В мае 1853 года Герцен вернулся из Ниццы в Лондон, где в июне 1853 года основал типографию.",
	"Он жил в Париже с", "В 1817 году он уехал в", "в",
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
		if x, err := when.ParseExpr(ctxEDTF); err == nil && !x.Interval().Earliest.IsZero() && !x.Interval().Latest.IsZero() {
			ctx.When, ctx.prec = x, precRange
		}
		rs := []rune(text)
		for _, m := range findDates(t, text, ctx) {
			if m.Start < 0 || m.End > len(rs) || m.Start >= m.End {
				t.Fatalf("span [%d,%d) outside %d code points", m.Start, m.End, len(rs))
			}
			if string(rs[m.Start:m.End]) != m.Text {
				t.Fatalf("span text %q, mention says %q", string(rs[m.Start:m.End]), m.Text)
			}
			iv, err := when.ParseEDTF(m.When.String())
			if err != nil || iv != m.When.Interval() {
				t.Fatalf("EDTF %q: %v, %v; mention interval %v", m.When, iv, err, m.When.Interval())
			}
			if !m.OldStyle.IsZero() {
				if _, err := when.ParseEDTF(m.OldStyle.String()); err != nil {
					t.Fatalf("old style %q: %v", m.OldStyle, err)
				}
			}
		}
	})
}

// FuzzExtract checks that extracting any text never panics and that
// everything extracted points into the text: places, dates, events and
// movements with spans inside it and sources that quote it.
func FuzzExtract(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Add("В 1902 году Плеханов приехал в Женеву. Лозанна, Женева, Берн и Цюрих были этапами его поездки.")
	f.Add("РИГА, 12 января 1905 г. Вчера здесь арестован писатель. Оттуда его отправили в Лондон.")
	x := testExtractor(f)
	g := smallGeocoder(f)
	f.Fuzz(func(t *testing.T, text string) {
		if !utf8.ValidString(text) {
			return
		}
		r, err := x.Extract(text, g)
		if err != nil {
			t.Fatal(err)
		}
		rs := []rune(text)
		in := func(what string, start, end int) {
			if start < 0 || end > len(rs) || start > end {
				t.Fatalf("%s [%d,%d) outside %d code points", what, start, end, len(rs))
			}
		}
		for _, p := range r.Places {
			in("place", p.Start, p.End)
			if string(rs[p.Start:p.End]) != p.Text {
				t.Fatalf("place %q at [%d,%d)", p.Text, p.Start, p.End)
			}
		}
		for _, d := range r.Dates {
			in("date", d.Start, d.End)
		}
		for _, e := range r.Events {
			s := e.Source.Position
			in("event source", s.Start, s.End)
			if e.Source.Quote.Exact != string(rs[s.Start:s.End]) {
				t.Fatalf("event %s: source does not quote its span", e.ID)
			}
		}
		for _, m := range r.Movements {
			in("movement source", m.Source.Position.Start, m.Source.Position.End)
		}
	})
}
