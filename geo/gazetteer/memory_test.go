package gazetteer

import (
	"testing"

	"github.com/chronomap/chronomap/geo/toponym"
)

func TestMemoryUpsert(t *testing.T) {
	g := NewMemory()
	put := func(p Place) {
		t.Helper()
		if err := g.PutPlaces([]Place{p}); err != nil {
			t.Fatal(err)
		}
	}
	put(Place{ID: "x:1", Name: "Oldname", Names: []Name{{Text: "Other"}}})
	put(Place{ID: "x:1", Name: "Newname"})
	if got, _ := g.Candidates(toponym.Key("Oldname")); len(got) != 0 {
		t.Errorf("old name still matches: %v", got)
	}
	if got, _ := g.Candidates(toponym.Key("Other")); len(got) != 0 {
		t.Errorf("old alternate name still matches: %v", got)
	}
	if got, _ := g.Candidates(toponym.Key("NEWNAME")); len(got) != 1 {
		t.Errorf("new name: %v", got)
	}
	if g.Len() != 1 {
		t.Errorf("Len = %d", g.Len())
	}
	if err := g.PutPlaces([]Place{{Name: "no id"}}); err == nil {
		t.Error("a place without ID was accepted")
	}
}
