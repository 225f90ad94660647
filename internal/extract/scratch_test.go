package extract

import (
	"os"
	"strings"
	"testing"
)

func TestScratch(t *testing.T) {
	for _, s := range strings.Split(os.Getenv("SCRATCH"), "|") {
		r := extractText(t, s)
		t.Logf("%s\n  moves %q\n  events %q", s, moveList(r), eventList(r))
	}
}
