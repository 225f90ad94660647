package feature_test

import (
	"testing"

	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/feature/featuretest"
)

func TestMemory(t *testing.T) {
	featuretest.TestReader(t, func(t *testing.T, ds feature.Dataset) feature.Reader {
		m, err := feature.NewMemory(ds)
		if err != nil {
			t.Fatal(err)
		}
		return m
	})
}

func TestMemoryRefusesDuplicateIDs(t *testing.T) {
	ds := featuretest.Sample(t)
	ds.Features["events"] = append(ds.Features["events"], ds.Features["events"][1])
	_, err := feature.NewMemory(ds)
	if err == nil || err.Error() != "collection events: feature june-1902: duplicate id" {
		t.Errorf("err = %v, want the duplicate june-1902 named", err)
	}
}
