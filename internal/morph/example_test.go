package morph_test

import (
	"fmt"
	"path/filepath"

	"github.com/chronomap/chronomap/internal/morph"
)

// Turning «Херсонской губернии» into its nominative: the noun's lemma,
// and the adjective inflected to the noun's gender.
func ExampleDict_Inflect() {
	d, err := morph.Open(filepath.Join("..", "..", morph.DefaultDir))
	if err != nil {
		fmt.Println(err)
		return
	}
	noun := d.Parse("губернии")[0]
	var adj morph.Parse
	for _, p := range d.Parse("Херсонской") {
		if p.Tag.POS() == morph.ADJF {
			adj = p
			break
		}
	}
	agreed, _ := d.Inflect(adj, noun.Tag.Gender(), morph.Sing, morph.Nomn)
	fmt.Println(agreed.Word, noun.Normal)
	// Output: херсонская губерния
}

func ExampleDict_Parse() {
	d, err := morph.Open(filepath.Join("..", "..", morph.DefaultDir))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, word := range []string{"Лондоне", "Гельсингфорсе"} {
		p := d.Parse(word)[0]
		fmt.Println(p.Normal, p.Tag, p.Tag.Has(morph.Geox), p.Method)
	}
	// Output:
	// лондон NOUN,inan,masc,Geox sing,loct true dictionary
	// гельсингфорс NOUN,inan,masc sing,loct false suffix
}
