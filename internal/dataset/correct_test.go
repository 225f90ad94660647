package dataset

import (
	"fmt"
	"testing"

	"github.com/paulmach/orb"
)

func ev(id string, start, end int, placeIDs ...string) EventRecord {
	e := EventRecord{ID: id, Props: EventProperties{Type: "other", Source: Source{Start: start, End: end}, PlaceIDs: placeIDs}}
	d := "1902-06-01"
	e.Props.Earliest, e.Props.Latest = &d, &d
	if len(placeIDs) > 0 {
		e.Point = &orb.Point{1, 2}
	}
	return e
}

func TestCorrect(t *testing.T) {
	t.Parallel()
	places := []PlaceRecord{
		{ID: "london", Props: PlaceProperties{Name: "London", Toponyms: []string{"Лондоне"}, Mentions: 5}},
		{ID: "paris", Props: PlaceProperties{Name: "Paris", Toponyms: []string{"Париже"}}},
		{ID: "brussels", Props: PlaceProperties{Name: "Brussels", Toponyms: []string{"Брюсселе"}}},
	}
	extracted := Records{
		Places: places,
		Events: []EventRecord{
			ev("lecture-london", 0, 10, "london"),
			ev("lecture-paris", 0, 10, "paris"),
			ev("school-paris", 20, 30, "paris"),
			ev("false-find", 40, 50, "brussels"),
			ev("unplaced", 60, 70),
		},
		Movements: []MovementRecord{
			{ID: "m1", Line: orb.LineString{{0, 0}, {1, 1}}, Props: MovementProperties{FromID: "brussels", ToID: "london", Source: Source{Start: 80, End: 90}}},
		},
	}
	curated := Records{
		Places: []PlaceRecord{{ID: "london", Props: PlaceProperties{Name: "London", Toponyms: []string{"Лондон"}}}},
		Events: []EventRecord{
			ev("talk-in-london", 5, 15, "london"),  // overlaps lecture-london, same place: replaces it
			ev("school-paris", 100, 110, "london"), // same id: replaces it
			ev("what-is-to-be-done", 65, 66),       // overlaps the unplaced event, both without place
		},
		// Listed under drop too: the file still holds it, as one extract -o wrote does.
		Movements: []MovementRecord{{ID: "m1", Line: orb.LineString{{0, 0}, {1, 1}}, Props: MovementProperties{FromID: "brussels", ToID: "london", Source: Source{Start: 80, End: 90}}}},
	}
	// m1 is dropped once though both files hold it; a typo drops nothing
	// and is reported.
	out, n := Correct(extracted, curated, []string{"false-find", "m1", "flase-find"})
	if n.Kept != 1 || n.Replaced != 3 || n.Dropped != 2 || n.Added != 0 || fmt.Sprint(n.UnknownDrops) != "[flase-find]" {
		t.Errorf("counts %+v", n)
	}
	var ids []string
	for _, e := range out.Events {
		ids = append(ids, e.ID)
	}
	if fmt.Sprint(ids) != "[lecture-paris talk-in-london school-paris what-is-to-be-done]" {
		t.Errorf("events %v", ids)
	}
	if len(out.Movements) != 0 {
		t.Errorf("movements %v", out.Movements)
	}
	// Brussels is named by nothing any more; London twice, Paris once.
	var got []string
	for _, p := range out.Places {
		got = append(got, fmt.Sprintf("%s:%d:%v", p.ID, p.Props.Mentions, p.Props.Toponyms))
	}
	if fmt.Sprint(got) != "[london:2:[Лондон Лондоне] paris:1:[Париже]]" {
		t.Errorf("places %v", got)
	}
	if extracted.Places[0].Props.Mentions != 5 || len(extracted.Places[0].Props.Toponyms) != 1 {
		t.Errorf("Correct changed its input: %+v", extracted.Places[0])
	}
}
