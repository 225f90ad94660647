package store

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/feature/featuretest"
)

// TestDocumentsFollowImports: a new dataset replaces the documents, a
// changed text changes the version, and duplicate ids refuse the import
// and keep what was there.
func TestDocumentsFollowImports(t *testing.T) {
	db := openTemp(t)
	ctx := context.Background()
	ds := featuretest.Sample(t)
	ds.Documents = featuretest.SampleDocuments()
	if err := db.ReplaceDataset(ds); err != nil {
		t.Fatal(err)
	}
	v1, _ := db.Version(ctx)

	ds.Documents = []feature.Document{{ID: "a.txt", Text: "abd"}}
	if err := db.ReplaceDataset(ds); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Document(ctx, "b.txt"); !errors.Is(err, feature.ErrNotFound) {
		t.Errorf("b.txt survived the next import: %v", err)
	}
	if list, _ := db.Documents(ctx); len(list) != 1 || list[0].ID != "a.txt" {
		t.Errorf("Documents after the next import = %v", list)
	}
	if v2, _ := db.Version(ctx); v2.Tag == v1.Tag {
		t.Error("a changed document text kept the dataset's version tag")
	}

	ds.Documents = []feature.Document{{ID: "x", Text: "1"}, {ID: "x", Text: "2"}}
	if err := db.ReplaceDataset(ds); err == nil || !strings.Contains(err.Error(), `duplicate document id "x"`) {
		t.Errorf("duplicate ids: %v", err)
	}
	if _, err := db.Document(ctx, "a.txt"); err != nil {
		t.Errorf("the failed import lost the old documents: %v", err)
	}
}
