package testenv

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// update is the -update flag of every test binary that links this
// package: go test ./... -update rewrites the golden files. A flag is
// process configuration, set once before the tests run.
var update = flag.Bool("update", false, "rewrite golden files (testdata/*.golden.*) with what the tests produce; review them in the diff")

// Golden compares got with the golden file testdata/name of the test's
// package, failing with the first difference; with -update it writes got
// there instead.
func Golden(tb testing.TB, name string, got []byte) {
	tb.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			tb.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			tb.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		tb.Fatalf("%v (run go test -update to write it)", err)
	}
	if !bytes.Equal(got, want) {
		tb.Errorf("%s differs from the answer (go test -update rewrites it; review the diff):\n%s", path, firstDifference(want, got))
	}
}

// firstDifference shows the first line where want and got differ.
func firstDifference(want, got []byte) string {
	wl, gl := bytes.Split(want, []byte("\n")), bytes.Split(got, []byte("\n"))
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g []byte
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if !bytes.Equal(w, g) {
			return fmt.Sprintf("line %d:\n  golden: %s\n  answer: %s", i+1, w, g)
		}
	}
	return "(equal lines, different endings)"
}
