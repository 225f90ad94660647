package gazetteer

import (
	"testing"

	"github.com/chronomap/chronomap/geo/toponym"
)

// Names of the Soviet era against the year 1925, computed by hand from
// the dates renamed-cities.tsv gives.
func TestNameInUseBy(t *testing.T) {
	tilsit := Place{Name: "Sovetsk", Names: []Name{
		{Text: "Советск", Lang: "ru"}, {Text: "Тильзит", Lang: "ru", Until: 1946}, {Text: "Tilsit", Lang: "de", Until: 1946}}}
	kirov := Place{Name: "Kirov", Names: []Name{
		{Text: "Киров", Lang: "ru"}, {Text: "Вятка", Lang: "ru", From: 1780, Until: 1934}, {Text: "Киров", Lang: "ru", From: 1934}}}
	pervomaysk := Place{Name: "Pervomays'k", Names: []Name{
		{Text: "Первомайск", Lang: "ru"}, {Text: "Ольвиополь", Lang: "ru", From: 1781, Until: 1919}, {Text: "Первомайск", Lang: "ru", From: 1919}}}
	samara := Place{Name: "Samara", Names: []Name{{Text: "Самара", Lang: "ru"}}}
	for _, c := range []struct {
		p    *Place
		name string
		year int
		want bool
	}{
		{&tilsit, "Советск", 1925, false},
		{&tilsit, "Тильзит", 1925, true},
		{&tilsit, "Советск", 1950, true},
		{&kirov, "Киров", 1925, false},
		{&kirov, "Вятка", 1925, true},
		{&kirov, "Киров", 1934, true},
		{&pervomaysk, "Первомайск", 1925, true},
		{&samara, "Самара", 1925, true},
	} {
		if got := c.p.NameInUseBy(toponym.Key(c.name), c.year); got != c.want {
			t.Errorf("%s: %s by %d = %v, want %v", c.p.Name, c.name, c.year, got, c.want)
		}
	}
}
