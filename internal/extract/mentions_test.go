package extract

import (
	"fmt"
	"testing"
)

// TestMentions: the document's mentions are its resolved toponyms and its
// dates, in text order, with code-point offsets (the text is Cyrillic: two
// bytes a letter, one code point).
func TestMentions(t *testing.T) {
	r := extractSmall(t, "В июне 1902 года Ленин переехал в Лондон.")
	var got []string
	for _, m := range r.Mentions() {
		got = append(got, fmt.Sprintf("%s %d-%d %q %s%s %s %s", m.Kind, m.Start, m.End, m.Text, m.PlaceID, m.When, m.Earliest, m.Latest))
	}
	want := []string{
		`date 0-16 "В июне 1902 года" 1902-06 1902-06-01 1902-06-30`,
		`place 34-40 "Лондон" t:london  `,
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Mentions =\n%q\nwant\n%q", got, want)
	}
}
