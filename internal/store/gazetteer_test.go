package store_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/geo/geonames"
	"github.com/chronomap/chronomap/internal/store"
	"github.com/chronomap/chronomap/internal/testenv"
)

// TestStoreIndexKeys checks that the bbolt store indexes places as the
// Memory does (gazetteer.IndexKeys), so that inflected, derived and
// misspelt toponyms resolve through it alike, and that replacing a place
// drops its old keys.
func TestStoreIndexKeys(t *testing.T) {
	t.Parallel()
	db, err := store.OpenGazetteer(filepath.Join(t.TempDir(), "g.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	mem := gazetteer.NewMemory()
	places := []gazetteer.Place{
		{ID: "t:tiflis", Name: "Tbilisi", Kind: gazetteer.KindCity, Country: "GE", Population: 1_000_000,
			Names: []gazetteer.Name{{Text: "Тифлис", Until: 1936}, {Text: "Тбилиси", From: 1936}}},
		{ID: "t:long", Name: "Longjumeau", Kind: gazetteer.KindCity, Country: "FR", Population: 20000, Names: []gazetteer.Name{{Text: "Лонжюмо"}}},
		{ID: "t:ekat", Name: "Dnipro", Kind: gazetteer.KindCity, Country: "UA", Population: 1_000_000, Names: []gazetteer.Name{{Text: "Екатеринослав"}}},
	}
	for _, s := range []geonames.Sink{db, mem} {
		if err := s.PutPlaces(places); err != nil {
			t.Fatal(err)
		}
	}
	for _, q := range []string{"из Тифлиса", "Лонгжюмо", "Екатеринославский", "Тбилиси", "Longjumeau"} {
		want, err := geocode.New(mem).Geocode(q, geocode.Options{Year: 1902})
		if err != nil {
			t.Fatal(err)
		}
		got, err := geocode.New(db).Geocode(q, geocode.Options{Year: 1902})
		if err != nil {
			t.Fatal(err)
		}
		if len(want) == 0 || len(got) != len(want) || got[0].Place.ID != want[0].Place.ID || got[0].Score != want[0].Score || got[0].Match != want[0].Match {
			t.Errorf("%s: store %+v, memory %+v", q, got, want)
		}
	}
	renamed := places[1]
	renamed.Names = nil
	if err := db.PutPlaces([]gazetteer.Place{renamed}); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"лонжюмо", gazetteer.StemKeyPrefix + "лонжюм", gazetteer.FuzzyKeyPrefix + "лонжм"} {
		if c, err := db.Candidates(k); err != nil || len(c) != 0 {
			t.Errorf("key %q of a replaced name still finds %v (%v)", k, c, err)
		}
	}
}

// TestLoadSampleIntoStore streams the GeoNames sample through the Loader
// into the store in batches of two.
func TestLoadSampleIntoStore(t *testing.T) {
	t.Parallel()
	db, err := store.OpenGazetteer(filepath.Join(t.TempDir(), "g.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	f, err := os.Open(testenv.Path(t, "geo", "geonames", "testdata", "geonames-sample.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	batches := 0
	l := geonames.Loader{Sink: db, BatchSize: 2, Progress: func(int64, int64) { batches++ }}
	st, err := l.GeoNames(context.Background(), f, 0)
	if err != nil {
		t.Fatal(err)
	}
	n, err := db.GazetteerSize()
	if err != nil {
		t.Fatal(err)
	}
	if int64(n) != st.Places || st.Places < 5 || batches != int((st.Places+1)/2) {
		t.Errorf("size %d, stats %+v, %d batches", n, st, batches)
	}
	c, err := geocode.New(db).Geocode("в Лондоне", geocode.Options{})
	if err != nil || len(c) == 0 || c[0].Place.ID != "geonames:2643743" {
		t.Errorf("в Лондоне: %+v %v", c, err)
	}
}
