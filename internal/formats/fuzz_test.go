package formats

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/chronomap/chronomap/internal/dataset"
)

// fuzzSeeds adds the files in testdata and a few hostile inputs.
func fuzzSeeds(f *testing.F, ext string, extra ...string) {
	paths, _ := filepath.Glob(filepath.Join("testdata", "*"+ext))
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	for _, s := range extra {
		f.Add([]byte(s))
	}
}

// checkRead is the property every reader keeps: it never panics, an error
// has a position, and what it accepts assembles into a dataset and goes
// out and back in through the same format.
func checkRead(t *testing.T, recs dataset.Records, err error, write func(*bytes.Buffer, dataset.Records) error, read func(*bytes.Buffer) (dataset.Records, error)) {
	if err != nil {
		var pe *PosError
		if !errors.As(err, &pe) || pe.Line < 1 {
			t.Fatalf("error without a position: %v", err)
		}
		return
	}
	if _, err := dataset.Assemble(recs); err != nil {
		return // e.g. earliest after latest: Assemble names it
	}
	var buf bytes.Buffer
	if err := write(&buf, recs); err != nil {
		t.Fatalf("write what was read: %v", err)
	}
	if _, err := read(&buf); err != nil {
		t.Fatalf("read back what was written: %v\n%s", err, buf.Bytes())
	}
}

func FuzzReadCSV(f *testing.F) {
	fuzzSeeds(f, ".csv", "when\n\"\n", "id,lon,lat,when\na,500,48,1902\n", "collection,id,name,lon,lat\nplaces,'=1,'+x,1,2\n",
		"\ufefftoponym,when\nЛондон,1902\n", "id,actors,when\na,x\\|y|z,1902\n")
	f.Fuzz(func(t *testing.T, data []byte) {
		recs, err := ReadCSV(bytes.NewReader(data), "fuzz.csv", twoCities)
		checkRead(t, recs, err, func(b *bytes.Buffer, r dataset.Records) error { return WriteCSV(b, r) },
			func(b *bytes.Buffer) (dataset.Records, error) { return ReadCSV(b, "again.csv", nil) })
	})
}

func FuzzReadGeoJSON(f *testing.F) {
	fuzzSeeds(f, ".geojson", `{"type":"FeatureCollection","features":[{"type":"Feature","id":1e6,"geometry":{"type":"GeometryCollection","geometries":[null]},"properties":{"when":"1902"}}]}`,
		`{"type":"FeatureCollection","features":[{"id":"m","geometry":{"type":"LineString","coordinates":[[1,2],[3,4]]},"properties":{"from":"a","to":"b","earliest":"1902-01-01"}}]}`)
	f.Fuzz(func(t *testing.T, data []byte) {
		recs, err := ReadGeoJSON(bytes.NewReader(data), "fuzz.geojson")
		checkRead(t, recs, err, func(b *bytes.Buffer, r dataset.Records) error { return WriteGeoJSON(b, r) },
			func(b *bytes.Buffer) (dataset.Records, error) { return ReadGeoJSON(b, "again.geojson") })
	})
}

func FuzzReadLPF(f *testing.F) {
	fuzzSeeds(f, ".json", `{"type":"FeatureCollection","@context":"x","features":[{"@id":"a","properties":{"title":"A"},"when":{"timespans":[{"start":"1801","end":{"in":1850}}]},"geometry":{"type":"GeometryCollection","geometries":["null"]}}]}`)
	f.Fuzz(func(t *testing.T, data []byte) {
		recs, err := ReadLPF(bytes.NewReader(data), "fuzz.lpf.json")
		checkRead(t, recs, err, func(b *bytes.Buffer, r dataset.Records) error { return WriteLPF(b, r) },
			func(b *bytes.Buffer) (dataset.Records, error) { return ReadLPF(b, "again.lpf.json") })
	})
}
