package extract

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/testenv"
	"github.com/chronomap/chronomap/internal/when"
)

// smallGeocoder is a geocode.Geocoder over a handful of places with made-up
// populations, so that the extraction logic can be tested without the
// GeoNames file.
func smallGeocoder(t testing.TB) Geocoder {
	t.Helper()
	g := gazetteer.NewMemory()
	city := func(id, ru, en, cc string, pop int64, lon, lat float64) gazetteer.Place {
		return gazetteer.Place{ID: "t:" + id, Name: en, Kind: gazetteer.KindCity, Country: cc, Population: pop, FeatureCode: "P.PPLA",
			Point: orb.Point{lon, lat}, Names: []gazetteer.Name{{Text: ru, Lang: "ru"}}}
	}
	country := func(id, ru, en, cc string, lon, lat float64) gazetteer.Place {
		return gazetteer.Place{ID: "t:" + id, Name: en, Kind: gazetteer.KindCountry, Country: cc,
			Point: orb.Point{lon, lat}, Names: []gazetteer.Name{{Text: ru, Lang: "ru"}}}
	}
	err := g.PutPlaces([]gazetteer.Place{
		city("london", "Лондон", "London", "GB", 7_000_000, -0.128, 51.507),
		city("paris", "Париж", "Paris", "FR", 2_000_000, 2.352, 48.857),
		city("geneva", "Женева", "Geneva", "CH", 180_000, 6.143, 46.204),
		city("odessa", "Одесса", "Odessa", "UA", 1_000_000, 30.723, 46.483),
		city("kishinev", "Кишинёв", "Chisinau", "MD", 600_000, 28.858, 47.006),
		city("moscow", "Москва", "Moscow", "RU", 10_000_000, 37.617, 55.756),
		{ID: "t:loguivy", Name: "Loguivy", Kind: gazetteer.KindVillage, Country: "FR", Population: 1500, Point: orb.Point{-3.058, 48.819},
			Names: []gazetteer.Name{{Text: "Логиви", Lang: "ru"}}},
		country("germany", "Германия", "Germany", "DE", 10.452, 51.166),
		country("england", "Англия", "England", "GB", -1.47, 52.561),
		country("france", "Франция", "France", "FR", 2.214, 46.228),
	})
	if err != nil {
		t.Fatal(err)
	}
	return geocode.New(g)
}

func extractSmall(t *testing.T, text string) *Result {
	t.Helper()
	r, err := testExtractor(t).Extract(text, smallGeocoder(t))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func describe(r *Result) (events, moves []string) {
	for _, e := range r.Events {
		var ps []string
		for _, p := range e.Places {
			ps = append(ps, p.Place.Name)
		}
		events = append(events, fmt.Sprintf("%s %s %s", e.Type, strings.Join(ps, "+"), e.When))
	}
	for _, m := range r.Movements {
		moves = append(moves, fmt.Sprintf("%s: %s→%s %s (%s)", m.Actor, m.From.Place.Name, m.To.Place.Name, m.When, m.Origin))
	}
	return events, moves
}

func TestExtractEventsAndMovements(t *testing.T) {
	tests := []struct {
		name   string
		text   string
		events []string
		moves  []string
	}{
		{
			name:   "a list of places is one event per place",
			text:   "В течение 1902 года Ленин выступал с рефератами в Париже, Женеве и Лондоне.",
			events: []string{"lecture Paris 1902", "lecture Geneva 1902", "lecture London 1902"},
		},
		{
			name:   "apposition and countries: the narrowest place is the main one",
			text:   "Весной 1902 года издание газеты «Искра» было перенесено из Германии в Англию, в Лондон.",
			events: []string{"relocation London+Germany+England 1902-21"},
			moves:  []string{"Искра: Germany→London 1902-21 (text)"},
		},
		{
			name: "implied origins: the movement before, then the last known place",
			text: "Весной 1902 года издание газеты «Искра» было перенесено из Германии в Лондон. " +
				"Ленин с женой перебрались в Лондон. В конце июня 1902 года Ленин съездил во Францию, в местечко Логиви.",
			events: []string{"relocation London+Germany 1902-21", "relocation London 1902-21", "trip Loguivy+France 1902-06-21/1902-06-30"},
			moves: []string{"Искра: Germany→London 1902-21 (text)", "Ленин: Germany→London 1902-21 (companion)",
				"Ленин: London→Loguivy 1902-06-21/1902-06-30 (last-known)"},
		},
		{
			name:   "carried date, pronoun and a placeless dated event",
			text:   "В феврале 1903 года Пушкин опубликовал поэму. Он уехал в Одессу. Через месяц он вернулся в Кишинёв.",
			events: []string{"publication  1903-02", "trip Odessa 1903-02", "relocation Chisinau 1903-03"},
			moves:  []string{"Пушкин: Odessa→Chisinau 1903-03 (last-known)"},
		},
		{
			name:   "an undated place before the first date",
			text:   "Комиссия заседала в Женеве. В июне 1902 года вышла газета в Лондоне.",
			events: []string{"meeting Geneva ../1902-06", "publication London 1902-06"},
		},
		{
			name:   "old style and the chain of stops",
			text:   "6 мая 1820 г. (ст. ст.) Пушкин выехал из Москвы через Одессу в Кишинёв.",
			events: []string{"trip Chisinau+Moscow+Odessa 1820-05-18"},
			moves:  []string{"Пушкин: Moscow→Odessa 1820-05-18 (text)", "Пушкин: Odessa→Chisinau 1820-05-18 (text)"},
		},
		{
			name:   "a place where something is is no destination",
			text:   "В 1903 году в Лондоне съезд открылся, но был выдворен из Англии.",
			events: []string{"congress London+England 1903"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := extractSmall(t, tt.text)
			events, moves := describe(r)
			if !slices.Equal(events, tt.events) {
				t.Errorf("events\n got %q\nwant %q", events, tt.events)
			}
			if !slices.Equal(moves, tt.moves) {
				t.Errorf("movements\n got %q\nwant %q", moves, tt.moves)
			}
			for _, e := range r.Events {
				src := e.Source
				rs := []rune(tt.text)
				if src.Quote.Exact != string(rs[src.Position.Start:src.Position.End]) || src.Position.Type != "TextPositionSelector" || src.Quote.Type != "TextQuoteSelector" {
					t.Errorf("event %s: source %+v does not select its quote", e.ID, src)
				}
				if !strings.HasSuffix(string(rs[:src.Position.Start]), src.Quote.Prefix) || !strings.HasPrefix(string(rs[src.Position.End:]), src.Quote.Suffix) {
					t.Errorf("event %s: prefix/suffix do not surround the quote", e.ID)
				}
				if e.Confidence <= 0 || e.Confidence >= 1 {
					t.Errorf("event %s: confidence %v", e.ID, e.Confidence)
				}
			}
		})
	}
}

func TestExtractEmpty(t *testing.T) {
	for _, text := range []string{"", "   ", "Ничего не случилось.", "«Что делать?»"} {
		r := extractSmall(t, text)
		if len(r.Events) != 0 || len(r.Movements) != 0 || len(r.Places) != 0 {
			t.Errorf("%q: %d events, %d movements, %d places", text, len(r.Events), len(r.Movements), len(r.Places))
		}
	}
}

// TestWriteYAML writes the extraction of the bundled document and of the
// passages, reads each back with the import's reader and resolves it with
// the plain geocoder, as `chronomap import` would: every place of every
// event and movement is the one the extraction chose in context, those
// whose toponym alone the geocoder reads as another place by their
// gazetteer id.
func TestWriteYAML(t *testing.T) {
	root := testenv.RepoRoot(t)
	docs := []string{filepath.Join(root, "data", "lenin-1902-1903.txt")}
	for _, p := range corpusPassages(t) {
		docs = append(docs, p.Path)
	}
	g := testGeocoder(t)
	plain := dataset.GeocoderResolver{Geocoder: realGeocoder(t)}
	withIDs := 0
	for _, doc := range docs {
		t.Run(filepath.Base(doc), func(t *testing.T) {
			text, err := os.ReadFile(doc)
			if err != nil {
				t.Fatal(err)
			}
			r, err := testExtractor(t).Extract(string(text), g)
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "doc.txt"), text, 0o644); err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			if err := r.WriteYAML(&b, "doc.txt", plain); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, "doc.yaml")
			if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(b.String(), "\n# delete it or list its id in a top-level drop: [id, ...].\n") {
				t.Errorf("the head comment does not say how to remove an entry:\n%.600s", b.String())
			}
			f, err := dataset.Read(path)
			if err != nil {
				t.Fatalf("the written file does not read back: %v\n%s", err, b.String())
			}
			var dated []Event
			for _, e := range r.Events {
				if !e.When.IsZero() {
					dated = append(dated, e)
				}
			}
			if len(f.Events) != len(dated) || len(f.Movements) != len(r.Movements) {
				t.Fatalf("read back %d events and %d movements, extracted %d dated events and %d movements",
					len(f.Events), len(f.Movements), len(dated), len(r.Movements))
			}
			for _, e := range f.Events {
				for _, id := range e.PlaceIDs {
					if id != "" {
						withIDs++
					}
				}
			}
			recs, err := dataset.Resolve(f, plain)
			if err != nil {
				t.Fatalf("import would fail: %v", err)
			}
			for i, ev := range recs.Events {
				var want []string
				for _, p := range dated[i].Places {
					want = append(want, p.Place.ID)
				}
				if ev.ID != dated[i].ID || !slices.Equal(ev.Props.PlaceIDs, want) && len(want) > 0 {
					t.Errorf("event %s: import resolves its places to %v, extraction (%s) had %v", ev.ID, ev.Props.PlaceIDs, dated[i].ID, want)
				}
			}
			for i, mv := range recs.Movements {
				want := r.Movements[i]
				if mv.Props.FromID != want.From.Place.ID || mv.Props.ToID != want.To.Place.ID {
					t.Errorf("movement %s: import resolves it to %s → %s, extraction had %s → %s", mv.ID,
						mv.Props.FromID, mv.Props.ToID, want.From.Place.ID, want.To.Place.ID)
				}
			}
		})
	}
	t.Logf("%d places of events written with their gazetteer id", withIDs)
}

// TestExtractWithoutDictionary: without the morphological dictionary
// (chronomap warns and reads by endings and word lists) every passage of
// the corpus and the bundled document still extract, and the bundled
// document still finds its first places.
func TestExtractWithoutDictionary(t *testing.T) {
	x, err := NewDefault(nil)
	if err != nil {
		t.Fatal(err)
	}
	g := testGeocoder(t)
	for _, p := range corpusPassages(t) {
		text, err := os.ReadFile(p.Path)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := x.Extract(string(text), g); err != nil {
			t.Errorf("%s: %v", filepath.Base(p.Path), err)
		}
	}
	text, err := os.ReadFile(filepath.Join(testenv.RepoRoot(t), "data", "lenin-1902-1903.txt"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := x.Extract(string(text), g)
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]bool{}
	for _, p := range r.Places {
		found[p.Place.ID] = true
	}
	for _, id := range []string{"geonames:2643743", "geonames:2800866"} { // London, Brussels
		if !found[id] {
			t.Errorf("without the dictionary the bundled document loses %s", id)
		}
	}
}

// TestUnplacedToponyms: a name where a place stands that the gazetteer
// lacks is listed with its span, and the event file says so at its top;
// placed toponyms, persons and place adjectives are not listed.
func TestUnplacedToponyms(t *testing.T) {
	text := "Мария Сомова родилась в Москве 15 января 1850 года. Детство она провела в имении Зарыбино Витебской губернии. В 1869 году Сомова уехала в Гейдельберг."
	r := extractText(t, text)
	var got []string
	for _, u := range r.Unplaced {
		got = append(got, fmt.Sprintf("%s [%d, %d]", u.Quote.Exact, u.Position.Start, u.Position.End))
	}
	start := strings.Index(text, "Зарыбино")
	want := []string{fmt.Sprintf("Зарыбино [%d, %d]", utf8.RuneCountInString(text[:start]), utf8.RuneCountInString(text[:start])+8)}
	if !slices.Equal(got, want) {
		t.Fatalf("unplaced %v, want %v", got, want)
	}
	var b strings.Builder
	if err := r.WriteYAML(&b, "doc.txt", nil); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "# Names in a place's position that the gazetteer could not place") || !strings.Contains(b.String(), want[0]) {
		t.Errorf("the event file does not list %s at its top:\n%s", want[0], b.String())
	}
}

// A return from a named place to a town a «где» clause then describes
// reads the clause's dates after the clause's tokens are built: the
// extraction neither fails nor loses the leg.
func TestExtractReturnIntoWhereClause(t *testing.T) {
	for _, tt := range []struct{ text, leg string }{
		{"В мае 1851 года Герцен вернулся из Ниццы в Лондон, где прожил до осени.", "geonames:2990440→geonames:2643743 1851-05"},
		{"Весной 1852 года Герцен уехал в Ниццу. В мае 1853 года Герцен вернулся из Ниццы в Лондон, где в июне 1853 года основал типографию.", "geonames:2990440→geonames:2643743 1853-05"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "legs of «"+tt.text+"»", legList(r), []string{tt.leg})
	}
}

// A text cut off after a preposition («… с», «… в») leaves the date
// grammar looking for a month adjective past the last token: the
// extraction neither fails nor loses what comes before the cut.
func TestExtractCutAfterPreposition(t *testing.T) {
	for _, tt := range []struct {
		text  string
		dates []string
	}{
		{"в", nil},
		{"с 1817 по", []string{"с 1817=1817/.."}},
		{"В 1817 году он уехал в", []string{"В 1817 году=1817"}},
		{"В мае 1853 года Герцен вернулся из Ниццы в Лондон. Он жил в Лондоне с", []string{"В мае 1853 года=1853-05"}},
	} {
		r := extractText(t, tt.text)
		got := dateList(r)
		if !slices.Equal(got, tt.dates) {
			t.Errorf("dates of «%s»: %q, want %q", tt.text, got, tt.dates)
		}
	}
	r := extractText(t, "В мае 1853 года Герцен вернулся из Ниццы в Лондон. Он жил в Лондоне с")
	wantAll(t, "legs", legList(r), []string{"geonames:2990440→geonames:2643743 1853-05"})
}

// An event whose sentence names no place of its own takes the place the
// text last put its people at; the file says so beside it, for a reviewer
// to check («В 1879 году его арестовали» after Kronstadt).
func TestWriteYAMLCarriedPlace(t *testing.T) {
	text := "В 1876 году Пётр Сомов был исключён и выслан в Кронштадт. В 1879 году его арестовали и отправили в ссылку в Глазов."
	r, err := testExtractor(t).Extract(text, testGeocoder(t))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := r.WriteYAML(&b, "doc.txt", dataset.GeocoderResolver{Geocoder: realGeocoder(t)}); err != nil {
		t.Fatal(err)
	}
	const carried = "# place carried from the sentences before (the sentence names none)"
	if n := strings.Count(b.String(), carried); n != 1 || !strings.Contains(b.String(), "places: [Кронштадт] "+carried) {
		t.Errorf("want the carried Kronstadt marked once (%d marks):\n%s", n, b.String())
	}
}

// An EDTF value a reviewer may not read at a glance is spelt out in the
// extracted file's comment as its inclusive calendar dates.
func TestDateReading(t *testing.T) {
	for _, tt := range []struct{ edtf, want string }{
		{"1881-21", "1881-03-01 to 1881-05-31"},
		{"1886/1892", "1886-01-01 to 1892-12-31"},
		{"1895~", "about 1895-01-01 to 1895-12-31"},
		{"1907?", "1907-01-01 to 1907-12-31, uncertain"},
		{"189X", "1890-01-01 to 1899-12-31"},
		{"1904/..", "from 1904-01-01"},
		{"../1905-12-19", "until 1905-12-19"},
		{"1902", ""},
		{"1902-05", ""},
		{"1902-05-03", ""},
	} {
		x, err := when.ParseExpr(tt.edtf)
		if err != nil {
			t.Fatal(err)
		}
		if got := reading(x); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.edtf, got, tt.want)
		}
	}
}
