package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestDocuments(t *testing.T) {
	db := openTemp(t)
	ctx := context.Background()
	ds := sample(t)
	ds.Documents = []Document{
		{ID: "b.txt", Title: "B", Language: "ru", Text: "В июне 1902 года в Лондоне.",
			Mentions: []Mention{{Start: 2, End: 16, Kind: "date", Text: "июне 1902 года", When: "1902-06", Earliest: "1902-06-01", Latest: "1902-06-30"},
				{Start: 19, End: 26, Kind: "place", Text: "Лондоне", PlaceID: "geonames:2643743"}}},
		{ID: "a.txt", Text: "abc"},
	}
	if err := db.ReplaceDataset(ds); err != nil {
		t.Fatal(err)
	}
	list, err := db.Documents(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// By id; Length counts code points (27), not bytes.
	if fmt.Sprint(list) != "[{a.txt   3} {b.txt B ru 27}]" {
		t.Errorf("Documents = %v", list)
	}
	raw, err := db.Document(ctx, "b.txt")
	if err != nil {
		t.Fatal(err)
	}
	var d Document
	if err := json.Unmarshal(raw, &d); err != nil {
		t.Fatal(err)
	}
	if d.Text != ds.Documents[0].Text || d.Length != 27 || len(d.Mentions) != 2 || d.Mentions[1].PlaceID != "geonames:2643743" {
		t.Errorf("Document(b.txt) = %+v", d)
	}
	if _, err := db.Document(ctx, "c.txt"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Document(c.txt) error = %v, want ErrNotFound", err)
	}
	v1, _ := db.Version(ctx)

	// A new dataset replaces the documents; another text, another version.
	ds.Documents = []Document{{ID: "a.txt", Text: "abd"}}
	if err := db.ReplaceDataset(ds); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Document(ctx, "b.txt"); !errors.Is(err, ErrNotFound) {
		t.Errorf("b.txt survived the next import: %v", err)
	}
	if v2, _ := db.Version(ctx); v2.Tag == v1.Tag {
		t.Error("a changed document text kept the dataset's version tag")
	}

	// Duplicate ids refuse the whole dataset and keep the old one.
	ds.Documents = []Document{{ID: "x", Text: "1"}, {ID: "x", Text: "2"}}
	if err := db.ReplaceDataset(ds); err == nil || !strings.Contains(err.Error(), `duplicate document id "x"`) {
		t.Errorf("duplicate ids: %v", err)
	}
	if _, err := db.Document(ctx, "a.txt"); err != nil {
		t.Errorf("the failed import lost the old documents: %v", err)
	}
}
