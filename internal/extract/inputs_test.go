package extract

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chronomap/chronomap/geo/geocode"
)

// The inputs of the issue that made chronomap general: each one stands for
// a kind of failure (a list in the nominative, toponyms without a
// preposition, a route inside a quotation, provinces and institutions, lands
// and countries, old names, abbreviated and numeric dates, qualifiers,
// pronouns, exile and escape), extracted with the real geocoder (GeoNames
// cities1000 and the curated gazetteer data) and the OpenCorpora
// dictionary. Places are compared by gazetteer id (GeoNames ids from
// cities1000, country:XX for countries, overlay ids for curated regions),
// dates by EDTF.

// extractText extracts text with the test extractor and the real geocoder.
func extractText(t *testing.T, text string) *Result {
	t.Helper()
	r, err := testExtractor(t).Extract(text, testGeocoder(t))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// placeIDs lists the places of r as «text=id».
func placeIDs(r *Result) []string {
	var out []string
	for _, p := range r.Places {
		out = append(out, p.Text+"="+p.Place.ID)
	}
	return out
}

// eventList lists the events of r as «type main-place-id edtf».
func eventList(r *Result) []string {
	var out []string
	for _, e := range r.Events {
		main := "-"
		if len(e.Places) > 0 {
			main = e.Places[0].Place.ID
		}
		out = append(out, fmt.Sprintf("%s %s %s", e.Type, main, e.When))
	}
	return out
}

// moveList lists the movements of r as «actor: from-id→to-id edtf».
func moveList(r *Result) []string {
	var out []string
	for _, m := range r.Movements {
		out = append(out, fmt.Sprintf("%s: %s→%s %s", m.Actor, m.From.Place.ID, m.To.Place.ID, m.When))
	}
	return out
}

// movesOf lists the movements of r whose actor is who.
func movesOf(r *Result, who string) []string {
	var out []string
	for _, m := range moveList(r) {
		if strings.HasPrefix(m, who+":") {
			out = append(out, m)
		}
	}
	return out
}

func wantAll(t *testing.T, what string, got, want []string) {
	t.Helper()
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("%s: no %q in\n%q", what, w, got)
		}
	}
}

// wantOnlyMove extracts text and wants want («actor: from→to interval»)
// as its only movement.
func wantOnlyMove(t *testing.T, text, want string) {
	t.Helper()
	wantExactly(t, text, moveList(extractText(t, text)), []string{want})
}

func wantExactly(t *testing.T, what string, got, want []string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("%s:\n got %q\nwant %q", what, got, want)
	}
}

// 1. A list of names in the nominative is a list of places, and does not
// hide the other mentions of those names.
func TestInputNominativeList(t *testing.T) {
	r := extractText(t, "В 1902 году Плеханов приехал в Женеву. Лозанна, Женева, Берн и Цюрих были этапами его поездки по Западной Швейцарии.")
	wantExactly(t, "places", placeIDs(r), []string{
		"Женеву=geonames:2660646", "Лозанна=geonames:2659994", "Женева=geonames:2660646",
		"Берн=geonames:2661552", "Цюрих=geonames:2657896", "Западной Швейцарии=country:CH#west",
	})
	if p := r.Places[len(r.Places)-1].Place; p.Kind != "region" || p.Point.Lon() > 8.2 {
		t.Errorf("Western Switzerland: %s at %v, want a region west of the country's middle", p.Kind, p.Point)
	}
	wantAll(t, "events", eventList(r), []string{"trip geonames:2660646 1902"})
	for _, e := range r.Events {
		if e.Places[0].Place.Kind == "region" && !e.Approximate {
			t.Errorf("event %s at a region is not approximate", e.ID)
		}
	}
}

// 2. Toponyms without a preposition: objects in a coordinated list.
func TestInputObjects(t *testing.T) {
	r := extractText(t, "В 1902 году Плеханов приехал в Женеву. Осенью Плеханов посетил Лозанну, Берн и Цюрих.")
	wantExactly(t, "places", placeIDs(r), []string{
		"Женеву=geonames:2660646", "Лозанну=geonames:2659994", "Берн=geonames:2661552", "Цюрих=geonames:2657896",
	})
	wantExactly(t, "events", eventList(r), []string{
		"trip geonames:2660646 1902", "trip geonames:2659994 1902-23", "trip geonames:2661552 1902-23", "trip geonames:2657896 1902-23",
	})
}

// 3. Subjects in the nominative, and a person whose name is an old name of
// a city.
func TestInputSubjects(t *testing.T) {
	r := extractText(t, "Весной 1901 года Горький жил в Нижнем Новгороде, затем уехал в Крым. Нижний Новгород, Ялта и Москва стали местами его работы.")
	wantExactly(t, "places", placeIDs(r), []string{
		"Нижнем Новгороде=geonames:520555", "Крым=overlay:crimea",
		"Нижний Новгород=geonames:520555", "Ялта=geonames:688533", "Москва=geonames:524901",
	})
	wantExactly(t, "movements", moveList(r), []string{"Горький: geonames:520555→overlay:crimea 1901-21"})
}

// 4. A route inside a quoted order: read, one leg per stop.
func TestInputQuotedRoute(t *testing.T) {
	r := extractText(t, "В августе 1903 года управление написало: «Арестанта следует отправить из Одессы через Киев и Харьков в Томск».")
	wantExactly(t, "places", placeIDs(r), []string{
		"Одессы=geonames:698740", "Киев=geonames:703448", "Харьков=geonames:706483", "Томск=geonames:1489425",
	})
	wantExactly(t, "movements", moveList(r), []string{
		"арестант: geonames:698740→geonames:703448 1903-08",
		"арестант: geonames:703448→geonames:706483 1903-08",
		"арестант: geonames:706483→geonames:1489425 1903-08",
	})
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:1489425 1903-08"})
	for _, m := range r.Movements {
		if m.Kind != "exile" {
			t.Errorf("movement %s is %q, want exile", m.ID, m.Kind)
		}
	}
}

// 5. A province, and an institution named by a place adjective.
func TestInputProvinceAndInstitution(t *testing.T) {
	r := extractText(t, "Письмо губернатору Херсонской губернии пришло в сентябре 1903 года. Его держали в Одесском тюремном замке.")
	wantExactly(t, "places", placeIDs(r), []string{
		"Херсонской губернии=overlay:kherson-governorate", "Одесском=geonames:698740",
	})
	wantExactly(t, "events", eventList(r), []string{
		"other overlay:kherson-governorate 1903-09", "relocation geonames:698740 1903-09",
	})
	if !r.Events[0].Approximate || r.Events[1].Approximate {
		t.Errorf("approximate: %v %v, want the province's event only", r.Events[0].Approximate, r.Events[1].Approximate)
	}
}

// 6. Countries and historical lands resolve to the country, never to a
// homonymous village; what is known only to a country is approximate.
func TestInputCountries(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В 1903 году Н. уехал в Армению.", "Армению=country:AM"},
		{"В 1903 году Н. уехал в Грузию.", "Грузию=country:GE"},
		{"В 1903 году Н. уехал в Персию.", "Персию=country:IR"},
		{"В 1903 году Н. жил на Украине.", "Украине=country:UA"},
	} {
		t.Run(tt.want, func(t *testing.T) {
			r := extractText(t, tt.text)
			wantExactly(t, "places", placeIDs(r), []string{tt.want})
			if len(r.Events) != 1 || !r.Events[0].Approximate || r.Events[0].When.String() != "1903" {
				t.Errorf("events %q, want one approximate event in 1903", eventList(r))
			}
		})
	}
}

// 7. The old names the texts use.
func TestInputOldNames(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В 1905 году его выслали в Вятку.", "Вятку=geonames:548408"},
		{"В 1905 году он приехал в Ревель.", "Ревель=geonames:588409"},
		{"В 1905 году он приехал в Кёнигсберг.", "Кёнигсберг=geonames:554234"},
		{"В 1905 году он приехал в Верный.", "Верный=geonames:1526384"},
		{"В 1905 году он приехал в Гельсингфорс.", "Гельсингфорс=geonames:658225"},
		{"В 1905 году он приехал в Юрьев.", "Юрьев=geonames:588335"},
	} {
		t.Run(tt.want, func(t *testing.T) {
			wantExactly(t, "places", placeIDs(extractText(t, tt.text)), []string{tt.want})
		})
	}
}

// 8. The extractor and the geocoder's reading in context agree.
func TestInputProvinceAgreement(t *testing.T) {
	const text = "В 1903 году Ленин жил в Псковской губернии."
	r := extractText(t, text)
	wantExactly(t, "places", placeIDs(r), []string{"Псковской губернии=overlay:pskov-governorate"})
	res, err := realGeocoder(t).Resolve(geocode.Mention{Text: "Псковской губернии", Sentence: text}, geocode.Options{Year: 1903})
	if err != nil {
		t.Fatal(err)
	}
	if best, ok := res.Best(); !ok || best.Place.ID != r.Places[0].Place.ID {
		t.Errorf("geocoder resolves %q in context to %+v, the extractor to %s", "Псковской губернии", res, r.Places[0].Place.ID)
	}
}

// 9. Abbreviated months with a full stop do not end the sentence; numeric
// dates and a year glued to «г» are dates.
func TestInputDateForms(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"Ленин приехал в Лондон 13 авг. 1902 г.", "trip geonames:2643743 1902-08-13"},
		{"Ленин приехал в Лондон 13 сент. 1902 г.", "trip geonames:2643743 1902-09-13"},
		{"Ленин приехал в Лондон 13 окт. 1902 г.", "trip geonames:2643743 1902-10-13"},
		{"Ленин приехал в Лондон 13 нояб. 1902 г.", "trip geonames:2643743 1902-11-13"},
		{"Ленин приехал в Лондон 13 дек. 1902 г.", "trip geonames:2643743 1902-12-13"},
		{"Ленин приехал в Лондон 13 февр. 1902 г.", "trip geonames:2643743 1902-02-13"},
		{"Ленин приехал в Лондон 13.08.1902.", "trip geonames:2643743 1902-08-13"},
		{"Ленин приехал в Лондон 13/VIII 1902.", "trip geonames:2643743 1902-08-13"},
		{"В 1902г Ленин приехал в Лондон.", "trip geonames:2643743 1902"},
	} {
		t.Run(tt.text, func(t *testing.T) {
			r := extractText(t, tt.text)
			if len(r.Sentences) != 1 {
				t.Errorf("%d sentences, want 1", len(r.Sentences))
			}
			wantExactly(t, "events", eventList(r), []string{tt.want})
		})
	}
}

// 10. Qualifiers: approximate and uncertain dates keep their mark, and an
// uncertain year is not replaced by the year before.
func TestInputQualifiers(t *testing.T) {
	r := extractText(t, "Около 1904 года Мартов жил в Женеве.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:2660646 1904~"})
	r = extractText(t, "В 1903 году Мартов жил в Женеве. В 1907 (?) году Мартов жил в Лондоне.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:2660646 1903", "relocation geonames:2643743 1907?"})
	if iv := r.Events[1].When.Interval(); iv.String() != "1907-01-01/1907-12-31" {
		t.Errorf("1907?: interval %s", iv)
	}
}

// 11. Pronouns carry the last person named; exile, escape and return are
// movements.
func TestInputPronounsExileEscape(t *testing.T) {
	r := extractText(t, "В 1903 году Мартов жил в Женеве. Затем он переехал из Камня-на-Оби в Алма-Ату.")
	wantExactly(t, "movements", moveList(r), []string{"Мартов: geonames:1504871→geonames:1526384 1903"})

	r = extractText(t, "В 1905 году Ольга Иванова жила в Москве. В 1907 году она была сослана в Вятку, "+
		"а в 1909 году бежала из Вятки в Женеву.")
	wantExactly(t, "movements", moveList(r), []string{
		"Ольга Иванова: geonames:524901→geonames:548408 1907",
		"Ольга Иванова: geonames:548408→geonames:2660646 1909",
	})
	wantKinds(t, r, "exile escape")

	r = extractText(t, "В 1910 году Ольга Иванова уехала из Москвы в Женеву. В 1912 году она вернулась.")
	wantExactly(t, "movements", moveList(r), []string{
		"Ольга Иванова: geonames:524901→geonames:2660646 1910",
		"Ольга Иванова: geonames:2660646→geonames:524901 1912",
	})
	wantKinds(t, r, "travel return")
}

func wantKinds(t *testing.T, r *Result, want string) {
	t.Helper()
	var kinds []string
	for _, m := range r.Movements {
		kinds = append(kinds, m.Kind)
	}
	if got := strings.Join(kinds, " "); got != want {
		t.Errorf("movement kinds %q, want %q", got, want)
	}
}
