package morph

import (
	"testing"
	"unicode/utf8"
)

// FuzzParse: Parse never panics; every analysis of a non-empty word has a
// word, a lemma and a tag, a score in [0, 1], and a lexeme that holds its
// form; inflecting it does not panic.
func FuzzParse(f *testing.F) {
	d := openDict(f)
	for _, w := range benchWords(f) {
		f.Add(w)
	}
	for _, w := range []string{"", "-", "--", "а-", "-то", "по-", "Камня-на-Оби", "человека-горы", "смотри-ка",
		"антиконтрлжеучёного", "XIV", "3,5", "ёЁеЕ", "\x01\x01", "\xff", "РСДРП", "В", "лонгжюмо-на-на-на"} {
		f.Add(w)
	}
	f.Fuzz(func(t *testing.T, word string) {
		ps := d.Parse(word)
		if word != "" && len(ps) == 0 {
			t.Fatalf("%q: no analysis", word)
		}
		for _, p := range ps {
			if p.Word == "" || p.Normal == "" || p.Tag.IsZero() {
				t.Fatalf("%q: empty field in %+v", word, p)
			}
			if !(p.Score >= 0 && p.Score <= 1) {
				t.Fatalf("%q: score %v", word, p.Score)
			}
			if utf8.ValidString(word) && (!utf8.ValidString(p.Word) || !utf8.ValidString(p.Normal)) {
				t.Fatalf("%q: invalid UTF-8 in %q, %q", word, p.Word, p.Normal)
			}
			found := false
			for _, f := range d.Lexeme(p) {
				found = found || f.Word == p.Word && f.Tag == p.Tag
			}
			if !found {
				t.Fatalf("%q: the lexeme of %q %s lacks it", word, p.Word, p.Tag)
			}
			d.Inflect(p, Plur, Gent)
		}
	})
}
