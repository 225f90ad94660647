package dataset

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/internal/feature"
)

func TestDatedNames(t *testing.T) {
	got := DatedNames([]gazetteer.Name{
		{Text: "Тифлис", Lang: "ru", Until: 1936},
		{Text: "Tbilisi"}, // no years: not kept
		{Text: "Tiflis", Lang: "en", Until: 1936},
		{Text: "Тифлис", Lang: "ru", Until: 1936}, // the same again
		{Text: "Тбилиси", Lang: "ru", From: 1936},
		{Text: "Tphilisi", Historic: true}, // historic, but no years
	})
	want := []DatedName{{"Тифлис", "ru", 0, 1936}, {"Tiflis", "en", 0, 1936}, {"Тбилиси", "ru", 1936, 0}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("DatedNames = %v, want %v", got, want)
	}
}

// TestPlaceNamesAndDocument: a place feature carries the names the text
// used and the gazetteer's dated names; the records keep the document.
func TestPlaceNamesAndDocument(t *testing.T) {
	resolver := fakeResolver{
		"Лондон": {ID: "t:london", Name: "London", Kind: gazetteer.KindCity, Point: orb.Point{-0.1, 51.5},
			Names: []gazetteer.Name{{Text: "Лондон", Lang: "ru"}, {Text: "Londinium", Lang: "la", Until: 500}}},
		"Брюссель": {ID: "t:brussels", Name: "Brussels", Kind: gazetteer.KindCity, Point: orb.Point{4.4, 50.8}},
	}
	f, err := Read("testdata/good.yaml")
	if err != nil {
		t.Fatal(err)
	}
	recs, err := Resolve(f, resolver)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs.Documents) != 1 || recs.Documents[0].ID != "doc.txt" || recs.Documents[0].Text != string(f.Text) {
		t.Fatalf("documents %+v", recs.Documents)
	}
	ds, err := Assemble(recs)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Documents) != 1 {
		t.Errorf("the dataset has %d documents, want 1", len(ds.Documents))
	}
	for _, feat := range ds.Features["places"] {
		var pl struct {
			ID    string
			Props PlaceProperties `json:"properties"`
		}
		if err := json.Unmarshal(feat.GeoJSON, &pl); err != nil {
			t.Fatal(err)
		}
		switch pl.ID {
		case "t:london":
			if fmt.Sprint(pl.Props.Toponyms) != "[Лондон]" || fmt.Sprint(pl.Props.Names) != "[{Londinium la 0 500}]" {
				t.Errorf("London: toponyms %v, names %v", pl.Props.Toponyms, pl.Props.Names)
			}
			// A place filter also takes a dated name the text did not write.
			if got := fmt.Sprint(feat.Attributes["name"]); got != "[London t:london Лондон Londinium]" {
				t.Errorf("London's name filter values %s", got)
			}
		case "t:brussels":
			if pl.Props.Names != nil || strings.Contains(string(feat.GeoJSON), `"names"`) {
				t.Errorf("Brussels has no dated names, got %s", feat.GeoJSON)
			}
		}
	}
}

func TestCorrectMergesDocuments(t *testing.T) {
	extracted := Records{Documents: []feature.Document{{ID: "doc.txt", Text: "текст", Mentions: []feature.Mention{{Start: 0, End: 5, Kind: "date", When: "1902"}}}}}
	curated := Records{Documents: []feature.Document{{ID: "doc.txt", Title: "A title", Language: "ru", Text: "текст"}, {ID: "other.txt", Text: "x"}}}
	out, n := Correct(extracted, curated, nil)
	got := out.Documents
	if n.Kept+n.Replaced+n.Dropped+n.Added != 0 || n.UnknownDrops != nil {
		t.Errorf("counts %+v", n)
	}
	if len(got) != 2 || got[0].ID != "doc.txt" || got[0].Title != "A title" || got[0].Language != "ru" || len(got[0].Mentions) != 1 || got[1].ID != "other.txt" {
		t.Errorf("documents %+v", got)
	}
}
