package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chronomap/chronomap/internal/testenv"
)

// TestEvalAnnotation scores a second annotation of a development passage
// that types one event otherwise: nothing is extracted (no gazetteer is
// opened), and of the passage's events one is missed and one is false.
func TestEvalAnnotation(t *testing.T) {
	t.Parallel()
	corpus := filepath.Join(testenv.RepoRoot(t), "testdata", "corpus")
	first, second := t.TempDir(), t.TempDir()
	const name = "korolenko-vyatka-yakutia-1879-1885"
	for _, ext := range []string{".txt", ".events.json", ".places.json"} {
		b, err := os.ReadFile(filepath.Join(corpus, name+ext))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(first, name+ext), b, 0o644); err != nil {
			t.Fatal(err)
		}
		if ext != ".events.json" {
			continue // the second annotator keeps the first's text and place mentions
		}
		// The first relocation (exile to the Vyatka Governorate) becomes a trip.
		b = []byte(strings.Replace(string(b), `"type": "relocation"`, `"type": "trip"`, 1))
		if err := os.WriteFile(filepath.Join(second, name+ext), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, err := run(t, "--gazetteer", filepath.Join(t.TempDir(), "none.db"), "eval", first, "--annotation", second, "--notes")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	row := strings.Fields(strings.Split(out, "\n")[1])
	if len(row) != 7 || row[0] != name || row[3] != "1.000" || row[4] != "20/20" || row[6] != "1.000" || row[5] == "1.000" {
		t.Errorf("row %q, want the passage with places 1.000, dates 20/20, movements 1.000 and events below 1:\n%s", row, out)
	}
	if strings.Count(out, "event missed:") != 1 || strings.Count(out, "event not in gold:") != 1 {
		t.Errorf("want one event missed and one false:\n%s", out)
	}
	if _, err := run(t, "eval", filepath.Join(first, name+".txt"), "--annotation", second); err == nil || !strings.Contains(err.Error(), "no folder") {
		t.Errorf("--annotation with a text: %v", err)
	}
}
