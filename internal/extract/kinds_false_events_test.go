package extract

import "testing"

// Kinds of phrasing that name a place where nothing happens, each tested
// on sentences written for the test: the extraction must give no event
// there.

// A river named after a preposition («на Дунае», «за Дунаем», «к
// Аму-Дарье», «через Аму-Дарью», «на Рейне») is a border, a way or a
// bank: what happens, happens at the towns and lands the text names, or
// nowhere; a river after a noun of its part («долину Уссури») is where it
// happens.
func TestFalseEventRiverAfterPreposition(t *testing.T) {
	const bulgaria, ussuri = "country:BG", "overlay:ussuri"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"12 апреля 1877 г. русские войска перешли турецкую границу на Дунае.", nil},
		{"В 1877 г. Петров оперировал в лазаретах за Дунаем, в Болгарии.", []string{"other " + bulgaria + " 1877"}},
		{"В 1873 г. Петров жил в Ташкенте. 11 мая отряд вышел к Аму-Дарье, а 22 мая переправился через Аму-Дарью у Хивы.", []string{"relocation geonames:1512569 1873", "trip geonames:1513604 1873-05-22"}},
		{"В апреле 1877 г. я жил в Одессе; вся тяжесть перевозки войск к Дунаю легла на нашу дорогу.", []string{"relocation geonames:698740 1877-04"}},
		{"В 1860 г. Сомов жил в Кёльне, на Рейне.", []string{"relocation geonames:2886242 1860"}},
		{"В 1867–1869 гг. Сомов исследовал долину Уссури.", []string{"trip " + ussuri + " 1867/1869"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
}
