package overlay

import (
	"strings"
	"testing"
)

func TestReadPeriodLandsErrors(t *testing.T) {
	for _, tt := range []struct{ body, want string }{
		{"RU\tRussia\tref\nru\tRussia\tref\n", "t.tsv:3: iso2 \"ru\" is not an ISO 3166-1 alpha-2 code in capitals"},
		{"RU\tRussia\tref\nRU\tRussia\tref\n", "t.tsv:3: iso2 RU is listed twice"},
		{"FI\tFinland\t\n", "t.tsv:2: source is empty"},
	} {
		_, err := ReadPeriodLands(strings.NewReader(PeriodLandsHeader+"\n"+tt.body), "t.tsv")
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: err %v, want %q", tt.body, err, tt.want)
		}
	}
	lands, err := PeriodLands()
	if err != nil || len(lands) != 17 {
		t.Errorf("built-in period lands: %d, %v; want 17", len(lands), err)
	}
}
