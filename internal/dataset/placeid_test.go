package dataset

import (
	"errors"
	"strings"
	"testing"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
)

// nikolayevsks is a gazetteer of GeoNames places (ids, names, points and
// populations as GeoNames has them) where «Николаевск» alone names
// Kostanay, the largest town of that name in 1890, not the town on the
// Amur a journey down the Amur reaches.
func nikolayevsks(t *testing.T) GeocoderResolver {
	t.Helper()
	g := gazetteer.NewMemory()
	if err := g.PutPlaces([]gazetteer.Place{
		{ID: "geonames:1519928", Name: "Kostanay", Kind: gazetteer.KindCity, Country: "KZ", Point: orb.Point{63.62463, 53.21435}, Population: 210000,
			FeatureCode: "P.PPLA", Names: []gazetteer.Name{{Text: "Костанай", Lang: "ru"}, {Text: "Николаевск", Lang: "ru", From: 1879, Until: 1895}}},
		{ID: "geonames:2122850", Name: "Nikolayevsk-na-Amure", Kind: gazetteer.KindCity, Country: "RU", Point: orb.Point{140.72288, 53.14657}, Population: 27152,
			FeatureCode: "P.PPL", Names: []gazetteer.Name{{Text: "Николаевск-на-Амуре", Lang: "ru"}, {Text: "Николаевск", Lang: "ru", From: 1856, Until: 1926}}},
		{ID: "geonames:2023469", Name: "Irkutsk", Kind: gazetteer.KindCity, Country: "RU", Point: orb.Point{104.29639, 52.29778}, Population: 586695,
			FeatureCode: "P.PPLA", Names: []gazetteer.Name{{Text: "Иркутск", Lang: "ru"}}},
	}); err != nil {
		t.Fatal(err)
	}
	return GeocoderResolver{Geocoder: geocode.New(g)}
}

func TestSplitPlaceID(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ written, toponym, id string }{
		{"Николаевск (geonames:2122850)", "Николаевск", "geonames:2122850"},
		{"  Николаевск  ( geonames:2122850 ) ", "Николаевск", "geonames:2122850"},
		{"Северо-Западная Монголия (country:MN#northwest)", "Северо-Западная Монголия", "country:MN#northwest"},
		{"Псковская губерния (overlay:pskov-governorate)", "Псковская губерния", "overlay:pskov-governorate"},
		{"Лондон", "Лондон", ""},
		// A remark in parentheses is part of the toponym, not an id.
		{"Ораны (ныне Варена)", "Ораны (ныне Варена)", ""},
		{"Ораны (Geonames: 1)", "Ораны (Geonames: 1)", ""},
	} {
		toponym, id, err := SplitPlaceID(tc.written)
		if err != nil || toponym != tc.toponym || id != tc.id {
			t.Errorf("SplitPlaceID(%q) = %q, %q, %v; want %q, %q", tc.written, toponym, id, err, tc.toponym, tc.id)
		}
		if tc.id != "" {
			if back := JoinPlaceID(toponym, id); back != tc.toponym+" ("+tc.id+")" {
				t.Errorf("JoinPlaceID(%q, %q) = %q", toponym, id, back)
			}
		}
	}
	if _, _, err := SplitPlaceID("(geonames:2122850)"); err == nil {
		t.Error("an id without its toponym was taken")
	}
}

// A place written with its gazetteer id is that place, in events and
// movements alike; the same toponym without one is geocoded as before.
func TestPlaceIDChoosesThePlace(t *testing.T) {
	t.Parallel()
	r := nikolayevsks(t)
	f, err := Parse([]byte(`document: doc.txt
events:
  - {id: with-id, type: trip, when: "1890-07-11", places: [Николаевск (geonames:2122850), Иркутск], source: [0, 5]}
  - {id: without, type: trip, when: "1890-07-11", places: [Николаевск], source: [0, 5]}
  - {id: quoted, type: trip, when: "1890-07-11", places: ['Николаевск-на-Амуре (geonames:2122850)'], source: [0, 5]}
movements:
  - {id: m, actor: Chekhov, from: Иркутск, to: Николаевск (geonames:2122850), when: "1890-07", source: [0, 5]}
  - {id: back, actor: Chekhov, from: "николаевск (geonames:2122850)", to: Иркутск, when: "1890-07", source: [0, 5]}
`), "testdata/ids.yaml")
	if err != nil {
		t.Fatal(err)
	}
	recs, err := Resolve(f, r)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, e := range recs.Events {
		got[e.ID] = strings.Join(e.Props.PlaceIDs, " ")
	}
	for _, m := range recs.Movements {
		got[m.ID] = m.Props.FromID + " → " + m.Props.ToID
	}
	want := map[string]string{
		"with-id": "geonames:2122850 geonames:2023469",
		"without": "geonames:1519928",
		"quoted":  "geonames:2122850",
		"m":       "geonames:2023469 → geonames:2122850",
		"back":    "geonames:2122850 → geonames:2023469",
	}
	for id, w := range want {
		if got[id] != w {
			t.Errorf("%s: %s, want %s", id, got[id], w)
		}
	}
	// The place feature keeps the toponyms without ids.
	for _, p := range recs.Places {
		if p.ID == "geonames:2122850" && strings.Join(p.Props.Toponyms, "|") != "Николаевск|Николаевск-на-Амуре|николаевск" {
			t.Errorf("toponyms of %s: %q", p.ID, p.Props.Toponyms)
		}
	}
}

// An id no gazetteer entry has, or one of a place the toponym does not
// name, fails the import at the toponym's line.
func TestPlaceIDErrorsNameFileAndLine(t *testing.T) {
	t.Parallel()
	r := nikolayevsks(t)
	for _, tc := range []struct {
		file, want string
		is         any
	}{
		{"unknown-id.yaml", `testdata/unknown-id.yaml:14: event b: places: gazetteer id geonames:999999999 (written after "Николаевск") is in no gazetteer entry`, &UnknownIDError{}},
		{"not-a-name.yaml", `testdata/not-a-name.yaml:6: movement m: to: toponym "Благовещенск" is not a name of geonames:2122850 (Nikolayevsk-na-Amure; names: Nikolayevsk-na-Amure, Николаевск-на-Амуре, Николаевск)`, &NotANameError{}},
	} {
		f, err := Read("testdata/" + tc.file)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Build(f, r)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("err = %v, want prefix %q", err, tc.want)
		}
		switch tc.is.(type) {
		case *UnknownIDError:
			var e *UnknownIDError
			if !errors.As(err, &e) {
				t.Errorf("%s: %T, want an *UnknownIDError", tc.file, err)
			}
		case *NotANameError:
			var e *NotANameError
			if !errors.As(err, &e) {
				t.Errorf("%s: %T, want a *NotANameError", tc.file, err)
			}
		}
	}
	// A resolver that only geocodes says it takes no ids.
	f, err := Read("testdata/unknown-id.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Build(f, twoPlaces); err == nil || !strings.HasPrefix(err.Error(), "testdata/unknown-id.yaml:6: event a: places: gazetteer id geonames:2122850: this import geocodes toponyms and takes no ids") {
		t.Errorf("err = %v", err)
	}
	if _, err := Parse([]byte("document: doc.txt\nevents:\n  - id: a\n    type: trip\n    when: \"1890\"\n    places: [\"(geonames:2122850)\"]\n    source: [0, 5]\n"), "testdata/x.yaml"); err == nil ||
		!strings.HasPrefix(err.Error(), "testdata/x.yaml:6: event a: places: gazetteer id geonames:2122850 without its toponym") {
		t.Errorf("an id alone: err = %v", err)
	}
}
