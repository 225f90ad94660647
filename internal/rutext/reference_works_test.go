package rutext_test

import (
	"reflect"
	"testing"
)

// A reference work's address ends on «губ.», «у.», «обл.», and its next
// sentence may open with a capitalised preposition or an abbreviated verb
// («Род.», «Ум.»); an initial («В. А.») keeps the sentence going.
func TestSplitAfterAbbreviationDict(t *testing.T) {
	r := testReader(t)
	tests := []struct {
		text string
		want []string
	}{
		{"Род. в Рыбинске Ярославской губ. В 1885 окончил Московский ун-т.",
			[]string{"Род. в Рыбинске Ярославской губ.", "В 1885 окончил Московский ун-т."}},
		{"В 1883 сослан в Якутскую обл. С 1891 жил в Лондоне.",
			[]string{"В 1883 сослан в Якутскую обл.", "С 1891 жил в Лондоне."}},
		{"Жил в с. Ивановка Тверского у. Из ссылки бежал в 1890.",
			[]string{"Жил в с. Ивановка Тверского у.", "Из ссылки бежал в 1890."}},
		{"Род. в с. Покровское Орловской губ. Ум. в Берлине.",
			[]string{"Род. в с. Покровское Орловской губ.", "Ум. в Берлине."}},
		{"Род. в Москве в 1850 г. Ум. в Берлине в 1910 г.",
			[]string{"Род. в Москве в 1850 г.", "Ум. в Берлине в 1910 г."}},
		{"Жил в Виленской губ. В. А. Петров писал о нём.",
			[]string{"Жил в Виленской губ. В. А. Петров писал о нём."}},
	}
	for _, tc := range tests {
		var got []string
		for _, s := range r.Sentences(tc.text) {
			got = append(got, s.Text)
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s:\n got %q\nwant %q", tc.text, got, tc.want)
		}
	}
}
