package dataset

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse checks that reading an event file (and geocoding and
// assembling what it accepts) never panics, and that every error names
// the file.
func FuzzParse(f *testing.F) {
	paths, _ := filepath.Glob(filepath.Join("testdata", "*.yaml"))
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte("document: doc.txt\nevents:\n  - &a {id: x, type: other, when: '1902', source: [0, 1]}\n  - *a\n"))
	f.Add([]byte("document: doc.txt\nmovements:\n  - {id: m, from: Лондон, to: Брюссель, when: '../1903', source: [1, 2]}\ndrop: [a]\n"))
	path := filepath.Join("testdata", "fuzz.yaml") // its document doc.txt is testdata/doc.txt
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Parse(data, path)
		if err != nil {
			if len(err.Error()) < len(path) || err.Error()[:len(path)] != path {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		_, _ = Build(file, twoPlaces)
	})
}
