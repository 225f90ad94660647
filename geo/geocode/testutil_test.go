package geocode

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/internal/morph"
	"github.com/chronomap/chronomap/internal/rutext"
	"github.com/chronomap/chronomap/internal/testenv"
)

var (
	langOnce sync.Once
	langVal  Language
	langErr  error
)

// withDictionary returns a Geocoder over g that reads Russian as the
// command line does: the embedded rules and vocabulary and the OpenCorpora
// dictionary.
func withDictionary(tb testing.TB, g gazetteer.Gazetteer) *Geocoder {
	tb.Helper()
	dir := testenv.DictionaryDir(tb)
	langOnce.Do(func() {
		d, err := morph.Open(dir)
		if err != nil {
			langErr = err
			return
		}
		langVal, langErr = DefaultLanguage(rutext.Dictionary(d))
	})
	if langErr != nil {
		tb.Fatal(langErr)
	}
	return NewWith(g, langVal)
}

func itoa(n int) string { return strconv.Itoa(n) }

// describe lists candidates briefly for failure messages.
func describe(cs []Candidate) string {
	var b strings.Builder
	for i, c := range cs {
		if i == 3 {
			b.WriteString(" …")
			break
		}
		fmt.Fprintf(&b, " [%s %q %s %s %.3f %s]", c.Place.ID, c.Place.Name, c.Place.Kind, c.Place.Country, c.Score, c.Match)
	}
	return b.String()
}
