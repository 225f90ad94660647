package synth

import (
	"bytes"
	"testing"

	"github.com/chronomap/chronomap/internal/formats"
)

// TestDeterministicAndImportable: the same count and seed give the same
// bytes, another seed others, and every row reads back as an event at one
// of the places, with its EDTF.
func TestDeterministicAndImportable(t *testing.T) {
	gen := func(seed uint64) []byte {
		var buf bytes.Buffer
		if err := Write(&buf, Options{Events: 2000, Seed: seed}); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	a, b, c := gen(1), gen(1), gen(2)
	if !bytes.Equal(a, b) || bytes.Equal(a, c) {
		t.Fatalf("seed 1 twice: equal %v; seed 2: equal %v", bytes.Equal(a, b), bytes.Equal(a, c))
	}
	recs, err := formats.ReadCSV(bytes.NewReader(a), "synth.csv", nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs.Events) != 2000 || len(recs.Places) == 0 || len(recs.Places) > 100 {
		t.Fatalf("%d events, %d places", len(recs.Events), len(recs.Places))
	}
	fuzzy, open := 0, 0
	for _, e := range recs.Events {
		if e.Point == nil || len(e.Props.PlaceIDs) != 1 {
			t.Fatalf("event %s without place", e.ID)
		}
		if e.Props.Earliest == nil || e.Props.Latest == nil {
			open++
		} else if len(e.Props.When) < 21 && e.Props.When != *e.Props.Earliest {
			fuzzy++
		}
	}
	if fuzzy < 500 || fuzzy > 1000 {
		t.Errorf("%d fuzzy EDTF dates of 2000, want about 40%%", fuzzy)
	}
	if open > 10 {
		t.Errorf("%d open ends of 2000, want about 2", open)
	}
}
