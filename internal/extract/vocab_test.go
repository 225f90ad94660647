package extract

import (
	"slices"
	"testing"
)

func TestExpandCueSpellsEveryPhrase(t *testing.T) {
	lists := map[string][]string{"units": {"отряд*", "колонн*"}, "pronouns": {"ним"}}
	got, err := expandCue("соединил*|соединив* с @units|@pronouns", lists)
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{
		{"соединил*", "с", "отряд*"}, {"соединил*", "с", "колонн*"}, {"соединил*", "с", "ним"},
		{"соединив*", "с", "отряд*"}, {"соединив*", "с", "колонн*"}, {"соединив*", "с", "ним"},
	}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("expandCue = %q, want %q", got, want)
	}
	for _, bad := range []string{"с @ships", "с|", ""} {
		if _, err := expandCue(bad, lists); err == nil {
			t.Errorf("expandCue(%q): no error", bad)
		}
	}
	if got, err := expandWords([]string{"собой", "@pronouns"}, lists); err != nil || !slices.Equal(got, []string{"собой", "ним"}) {
		t.Errorf("expandWords = %q, %v", got, err)
	}
}
