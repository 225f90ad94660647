package extract

import (
	"strings"
	"testing"
)

// A numeral between a preposition and its noun («за три недели», «через
// две недели») keeps the noun governed: it is no subject of the verb, and
// a memoir's subjectless «добрались» stays the narrator's leg.
func TestKindMemoNumeralAfterPrepositionIsNoSubject(t *testing.T) {
	r := extractText(t, "Зимой 1880 года я жил в Томске. На лошадях добрались до Иркутска за три недели.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:1489425→geonames:2023469 1880-24"})
	r = extractText(t, "В 1880 году я жил в Томске. Приехали в Красноярск через две недели.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:1489425→geonames:1502026 1880"})
}

// A route going on without its verb past «оттуда» and a means of travel
// makes an indeclinable name a goal even after a goal reached «до» it
// («доплыли до Астрахани, оттуда морем в Баку»).
func TestKindMemoOnwardIndeclinableAfterUntil(t *testing.T) {
	r := extractText(t, "Летом 1887 года я был в Нижнем Новгороде. Мы поплыли по Волге до Астрахани, оттуда морем в Баку.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:520555→geonames:580497 1887-22", "Рассказчик: geonames:580497→geonames:587084 1887-22"})
	r = extractText(t, "Летом 1887 года я был в Нижнем Новгороде. Мы поехали в Москву, а затем на пароходе в Сочи.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:520555→geonames:524901 1887-22", "Рассказчик: geonames:524901→geonames:491422 1887-22"})
}

// A return naming no place in a conjunct after a journey («поехал в Париж
// и вскоре вернулся», «…и вернулся оттуда в июле») is a clause of its own:
// a leg back from the journey's goal, which stays a trip.
func TestKindMemoBareReturnInConjunct(t *testing.T) {
	r := extractText(t, "В 1912 году я жил в Петербурге. Летом поехал в Париж и вскоре вернулся.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:498817 1912", "trip geonames:2988507 1912-22"})
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:498817→geonames:2988507 1912-22", "Рассказчик: geonames:2988507→geonames:498817 1912-22"})
	r = extractText(t, "В 1912 году я жил в Петербурге. В мае выехал в Париж и вернулся оттуда в июле.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:498817→geonames:2988507 1912-05", "Рассказчик: geonames:2988507→geonames:498817 1912-07"})
}

// A measure after «в» or «за» past a place reached «до» it is how long the
// way took («доехали до Иркутска в пять дней»): the place is reached, while
// a measure of what remains («до Омска было три перехода») leaves it ahead.
func TestKindMemoDurationAfterUntilIsReached(t *testing.T) {
	r := extractText(t, "Зимой 1880 года я жил в Томске. Мы доехали до Иркутска в пять дней.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:1489425→geonames:2023469 1880-24"})
	r = extractText(t, "В 1880 году мы были в Тюмени. До Омска было три перехода.")
	wantExactly(t, "movements", moveList(r), nil)
}

// A stay told on the way to a goal («по пути в Оренбург мы остановились в
// Самаре») is a stop the traveller came to: a leg from the last place.
func TestKindMemoStayOnTheWayIsStop(t *testing.T) {
	r := extractText(t, "В 1884 году я жил в Казани. По пути в Оренбург мы остановились в Самаре.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:551487→geonames:499099 1884"})
	r = extractText(t, "В 1884 году я жил в Казани. По дороге в Оренбург я два дня прожил в Самаре.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:551487→geonames:499099 1884"})
}

// A journey told by a noun that did not happen or was put off («поездка
// в Крым не состоялась», «путешествие в Италию пришлось отложить») moves
// no one; one that happened («поездка в Крым не заняла много времени»)
// still does.
func TestKindMemoJourneyNounDenied(t *testing.T) {
	r := extractText(t, "В 1884 году я жил в Казани. Поездка в Крым не состоялась.")
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "В 1884 году я жил в Казани. Путешествие в Италию пришлось отложить.")
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "В 1884 году я жил в Казани. Поездка в Крым не заняла много времени.")
	if len(moveList(r)) != 1 {
		t.Errorf("movements: got %q, want one leg to the Crimea", moveList(r))
	}
}

// A return naming only the way back («вернулись через Берлин») goes
// through it to where the journey set out from, in a sentence of its own
// or in a conjunct after the journey.
func TestKindMemoReturnThroughVia(t *testing.T) {
	r := extractText(t, "В 1884 году я жил в Казани. Летом мы поехали в Париж. Осенью вернулись через Берлин.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:551487→geonames:2988507 1884-22", "Рассказчик: geonames:2988507→geonames:2950159 1884-23", "Рассказчик: geonames:2950159→geonames:551487 1884-23"})
	r = extractText(t, "В 1884 году я жил в Казани. Летом мы поехали в Париж и вернулись через Берлин.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:551487→geonames:2988507 1884-22", "Рассказчик: geonames:2988507→geonames:2950159 1884-22", "Рассказчик: geonames:2950159→geonames:551487 1884-22"})
}

// Passing through a town («был проездом в Симбирске») is a stay on the
// way: a trip there, not something else done.
func TestKindMemoPassingThroughIsTrip(t *testing.T) {
	r := extractText(t, "В 1884 году я жил в Казани. В июле был проездом в Симбирске.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:551487 1884", "trip geonames:479123 1884-07"})
}

// «на лето» (for the summer) is a seasonal stay, a move; «на следующее
// лето» is a date, and a journey then stays a trip.
func TestKindMemoNextSeasonIsNoStay(t *testing.T) {
	r := extractText(t, "В 1884 году я жил в Казани. На следующее лето ездили в Пензу.")
	if evs := eventList(r); len(evs) != 2 || !strings.HasPrefix(evs[1], "trip geonames:511565 ") {
		t.Errorf("events: got %q, want a trip to Penza after the stay in Kazan", evs)
	}
	r = extractText(t, "В 1884 году я жил в Казани. На лето мы уехали в Пензу.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:551487 1884", "relocation geonames:511565 1884"})
}
