package testenv

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestCopiesMatchShared checks that the repository's copies of the shared
// material (gold, checker, bundled document) equal the originals, where a
// checkout has ../shared beside it; a fresh clone alone has only the copies.
func TestCopiesMatchShared(t *testing.T) {
	t.Parallel()
	shared := filepath.Join(RepoRoot(t), "..", "shared")
	if _, err := os.Stat(shared); err != nil {
		t.Logf("no ../shared beside the repository: the copies in testdata/ are the reference (%v)", err)
		return
	}
	pairs := []struct{ copy, original string }{
		{filepath.Join(GoldDir(t), "seed-events.json"), filepath.Join(shared, "gold", "seed-events.json")},
		{filepath.Join(GoldDir(t), "seed-places.json"), filepath.Join(shared, "gold", "seed-places.json")},
		{CheckGoldScript(t), filepath.Join(shared, "tools", "check_gold.py")},
		{BundledText(t), filepath.Join(shared, "corpus", "000_6ccd8a0474f484ec.txt")},
	}
	for _, p := range pairs {
		a, err := os.ReadFile(p.copy)
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(p.original)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs from %s: copy the original again", p.copy, p.original)
		}
	}
}

func TestRecordSkip(t *testing.T) {
	log := filepath.Join(t.TempDir(), "skips")
	t.Setenv("CHRONOMAP_SKIPLOG", log)
	recordSkip("TestA/b", "frobnicator is missing: apt-get install -y frobnicator")
	recordSkip("TestC", "node_modules/x is missing: run make deps")
	got, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	want := "TestA/b: frobnicator is missing: apt-get install -y frobnicator\nTestC: node_modules/x is missing: run make deps\n"
	if string(got) != want {
		t.Errorf("skip log %q, want %q", got, want)
	}
}

// TestEveryTestBinaryKnowsUpdate: go test ./... -update passes -update to
// every test binary, and one that does not define it fails; each links
// this package, which does (a package without another reason imports it
// blank, as testenv_flags_test.go files do).
func TestEveryTestBinaryKnowsUpdate(t *testing.T) {
	t.Parallel()
	goTool := Command(t, "go", "golang-go")
	cmd := exec.Command(goTool, "list", "-test", "-f", "{{.ImportPath}}|{{join .Deps \" \"}}", "./...")
	cmd.Dir = RepoRoot(t)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	binaries := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		bin, deps, _ := strings.Cut(line, "|")
		if !strings.HasSuffix(bin, ".test") {
			continue
		}
		binaries++
		if !slices.Contains(strings.Fields(deps), "github.com/chronomap/chronomap/internal/testenv") {
			t.Errorf("%s does not link internal/testenv, so go test ./... -update fails: add a testenv_flags_test.go as other packages have", bin)
		}
	}
	if binaries < 10 {
		t.Errorf("go list found %d test binaries", binaries)
	}
}
