package extract

import "testing"

// A return whose goal is an occupation («вернулся на сцену», «возвратился
// на службу», «вернулся к работе») moves no one: no leg back to the place
// before, no trip or relocation; the next journey sets out from where the
// person was. A return with no goal at all («вернулся») still goes back.
func TestMovesReturnToAnOccupation(t *testing.T) {
	r := extractText(t, "Весной 1875 г. Петров поступил в труппу в Тамбове. В 1877 г. он ушёл добровольцем на Кавказ. В 1878 году он вернулся на сцену, а в 1881 году приехал в Москву.")
	wantExactly(t, "moves", moveList(r), []string{
		"Петров: geonames:484646→overlay:caucasus 1877",
		"Петров: overlay:caucasus→geonames:524901 1881",
	})
	// Near miss: a bare return goes back to Tambov.
	r = extractText(t, "Весной 1875 г. Петров поступил в труппу в Тамбове. В 1877 г. он ушёл добровольцем на Кавказ. В 1878 году он вернулся, а в 1881 году приехал в Москву.")
	wantAll(t, "moves", moveList(r), []string{"Петров: overlay:caucasus→geonames:484646 1878"})
}

// A decoration named for its saint or founder («Георгиевский крест»,
// «Анненское оружие») is no place, though its adjective is a town's
// (Georgiyevsk); a person's origin by a town adjective («тверской
// крестьянин») still names the town.
func TestPlacesDecorationsAreNoPlaces(t *testing.T) {
	r := extractText(t, "В 1877 г. Петров получил Георгиевский крест, а в 1878 г. Анненское оружие. В 1879 г. тверской крестьянин Иванов приехал в Москву.")
	wantExactly(t, "places", placeIDs(r), []string{"тверской=geonames:480060", "Москву=geonames:524901"})
}
