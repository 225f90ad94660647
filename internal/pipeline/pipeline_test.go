package pipeline_test

import (
	"context"
	"testing"

	"github.com/chronomap/chronomap/geo/geonames"
	"github.com/chronomap/chronomap/internal/pipeline"
	"github.com/chronomap/chronomap/internal/testenv"
)

// TestBundledText runs the text path on the bundled document with its
// curated corrections: the counts are those of testdata/gold (31 distinct
// places, 32 events, 4 movements) plus one track per actor who moves.
func TestBundledText(t *testing.T) {
	g, err := geonames.LoadMemory(context.Background(), testenv.Cities1000(t))
	if err != nil {
		t.Fatal(err)
	}
	ds, err := pipeline.Text(testenv.BundledText(t), testenv.Path(t, "data", "lenin-1902-1903.yaml"), g)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"places": 31, "events": 32, "movements": 4}
	for coll, n := range want {
		if got := len(ds.Features[coll]); got != n {
			t.Errorf("%s: %d features, want %d", coll, got, n)
		}
	}
}
