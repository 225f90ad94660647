package morph

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/chronomap/chronomap/internal/testenv"
)

// dictDir is the dictionary `make deps` installs; the test fails when it
// is missing.
func dictDir(tb testing.TB) string {
	tb.Helper()
	dir := filepath.Join(testenv.RepoRoot(tb), DefaultDir)
	if _, err := os.Stat(filepath.Join(dir, "words.dawg")); err != nil {
		tb.Fatalf("%v: the OpenCorpora dictionary (npm package az) is missing; run `make deps`", err)
	}
	return dir
}

func openDict(tb testing.TB) *Dict {
	tb.Helper()
	d, err := Open(dictDir(tb))
	if err != nil {
		tb.Fatal(err)
	}
	return d
}
