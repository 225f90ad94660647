package overlay

import (
	"fmt"
	"io"
	"strings"

	gazetteerdata "github.com/chronomap/chronomap/data/gazetteer"
)

// PeriodLandsHeader is the header line of period-lands.tsv.
const PeriodLandsHeader = "iso2\tname\tsource"

// PeriodLands returns the built-in period lands (data/gazetteer/period-lands.tsv):
// the ISO 3166-1 alpha-2 codes of the countries of today whose land lay,
// wholly or in part, in the Russian Empire of 1914.
func PeriodLands() (map[string]bool, error) {
	return ReadPeriodLands(strings.NewReader(gazetteerdata.PeriodLands), "data/gazetteer/period-lands.tsv")
}

// ReadPeriodLands reads a table of PeriodLandsHeader's columns: an ISO
// 3166-1 alpha-2 code in capitals, the country's English name and the
// reference for its place in the Empire. Errors read "file:line: message".
func ReadPeriodLands(r io.Reader, file string) (map[string]bool, error) {
	lands := map[string]bool{}
	err := ScanTable(r, file, PeriodLandsHeader, func(_ int, cols []string) error {
		code := cols[0]
		if len(code) != 2 || code[0] < 'A' || code[0] > 'Z' || code[1] < 'A' || code[1] > 'Z' {
			return fmt.Errorf("iso2 %q is not an ISO 3166-1 alpha-2 code in capitals", code)
		}
		if lands[code] {
			return fmt.Errorf("iso2 %s is listed twice", code)
		}
		if cols[2] == "" {
			return fmt.Errorf("source is empty: name the reference")
		}
		lands[code] = true
		return nil
	})
	return lands, err
}
