package overlay

import (
	"bytes"
	"strings"
	"testing"

	gazetteerdata "github.com/chronomap/chronomap/data/gazetteer"
)

// FuzzRead checks that reading an overlay never panics and that every
// error names the file.
func FuzzRead(f *testing.F) {
	f.Add([]byte(gazetteerdata.Overlay))
	f.Add([]byte("places:\n  - geonameid: 2643743\n    names: [{name: Лондон, until: 1900}]\n"))
	f.Add([]byte("places:\n  - id: x\n    name: X\n    kind: city\n    lon: 500\n    lat: 0\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ov, err := Read(bytes.NewReader(data), "fuzz.yaml")
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.yaml") {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		_ = ov
	})
}
