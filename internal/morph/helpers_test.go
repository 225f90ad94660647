package morph

import (
	"path/filepath"
	"testing"

	"github.com/chronomap/chronomap/internal/testenv"
)

// dictDir is the dictionary `make deps` installs (DefaultDir); without it
// the test stops by testenv's policy (fails under CI, names `make deps`).
func dictDir(tb testing.TB) string {
	tb.Helper()
	return filepath.Dir(testenv.NPMFile(tb, "az", "dicts", "words.dawg"))
}

func openDict(tb testing.TB) *Dict {
	tb.Helper()
	d, err := Open(dictDir(tb))
	if err != nil {
		tb.Fatal(err)
	}
	return d
}
