// Package geonames reads the GeoNames dumps (the geoname table of
// cities1000.txt, allCountries.txt or a country file, and
// alternateNamesV2.txt; https://download.geonames.org/export/dump/readme.txt)
// into gazetteer places, and Loader streams them, with the curated overlay,
// into a gazetteer Sink in bounded batches.
package geonames

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/geo/gazetteer"
)

// GeoNames dump format (https://download.geonames.org/export/dump/readme.txt):
// UTF-8, one feature per line, tab-separated, no header. The feature files
// (allCountries.txt, cities1000.txt, XX.txt …) have 19 columns:
//
//	geonameid, name, asciiname, alternatenames (comma-separated),
//	latitude, longitude (WGS84 decimal degrees), feature class, feature code,
//	country code, cc2, admin1 … admin4 codes, population, elevation, dem,
//	timezone, modification date
//
// alternateNamesV2.txt has 10 columns (alternateNamesV1 the first 8):
//
//	alternateNameId, geonameid, isolanguage, alternate name, isPreferredName,
//	isShortName, isColloquial, isHistoric, from, to
const (
	geoNamesColumns   = 19
	altNamesColumns   = 10
	altNamesColumnsV1 = 8
	maxLineBytes      = 64 << 20
)

// LineError is a malformed line of a GeoNames file; Line counts from 1.
type LineError struct {
	Line int
	Err  error
}

// Error reads "line N: message".
func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

// Unwrap returns the cause.
func (e *LineError) Unwrap() error { return e.Err }

// Read streams a GeoNames feature dump (19 tab-separated columns,
// see the GeoNames readme) and calls fn for each feature that is a place
// chronomap keeps (see KindOf), in file order. Blank lines and lines
// starting with '#' are skipped. Place.ID is "geonames:<geonameid>",
// Place.Name the `name` column, Place.Names the asciiname (when it differs)
// and each alternate name, with Lang "" because the feature files do not say
// which language an alternate name is in. Point is [longitude, latitude].
//
// A malformed line stops the read with a *LineError; an error from fn is
// returned as it is.
func Read(r io.Reader, fn func(gazetteer.Place) error) error {
	var cols [geoNamesColumns]string
	return scanLines(r, func(n int, line string) error {
		if got := splitTabs(line, cols[:]); got != geoNamesColumns {
			return &LineError{n, fmt.Errorf("want %d tab-separated columns, got %d", geoNamesColumns, got)}
		}
		p, ok, err := geoNamesPlace(&cols)
		if err != nil {
			return &LineError{n, err}
		}
		if !ok {
			return nil
		}
		return fn(p)
	})
}

// scanLines calls fn with the number (from 1) and text of each non-blank,
// non-comment line of r, and stops at fn's first error.
func scanLines(r io.Reader, fn func(n int, line string) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 256<<10), maxLineBytes)
	n := 0
	for sc.Scan() {
		n++
		b := sc.Bytes()
		if len(b) > 0 && b[len(b)-1] == '\r' {
			b = b[:len(b)-1]
		}
		if len(b) == 0 || b[0] == '#' {
			continue
		}
		// One string per line: the place's names are substrings of it.
		if err := fn(n, string(b)); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return &LineError{Line: n + 1, Err: err}
	}
	return nil
}

// splitTabs splits s at tabs into cols and returns the number of fields,
// which may exceed len(cols) (the extra fields are not stored).
func splitTabs(s string, cols []string) int {
	n := 0
	for {
		i := strings.IndexByte(s, '\t')
		if n < len(cols) {
			if i < 0 {
				cols[n] = s
			} else {
				cols[n] = s[:i]
			}
		}
		n++
		if i < 0 {
			return n
		}
		s = s[i+1:]
	}
}

func geoNamesPlace(c *[geoNamesColumns]string) (gazetteer.Place, bool, error) {
	id, name, ascii, alt := c[0], c[1], c[2], c[3]
	if _, err := strconv.ParseUint(id, 10, 63); err != nil {
		return gazetteer.Place{}, false, fmt.Errorf("geonameid %q is not a positive integer", id)
	}
	if name == "" {
		return gazetteer.Place{}, false, fmt.Errorf("geonameid %s: empty name", id)
	}
	var pop int64
	if c[14] != "" {
		var err error
		if pop, err = strconv.ParseInt(c[14], 10, 64); err != nil {
			return gazetteer.Place{}, false, fmt.Errorf("geonameid %s: population %q is not an integer", id, c[14])
		}
	}
	kind, ok := KindOf(c[6], c[7], pop)
	if !ok {
		return gazetteer.Place{}, false, nil
	}
	lat, err := parseDegrees(c[4], 90)
	if err != nil {
		return gazetteer.Place{}, false, fmt.Errorf("geonameid %s: latitude: %w", id, err)
	}
	lon, err := parseDegrees(c[5], 180)
	if err != nil {
		return gazetteer.Place{}, false, fmt.Errorf("geonameid %s: longitude: %w", id, err)
	}
	p := gazetteer.Place{
		ID:          "geonames:" + id,
		Name:        name,
		Kind:        kind,
		Country:     c[8],
		Point:       orb.Point{lon, lat},
		Population:  pop,
		FeatureCode: c[6] + "." + c[7],
	}
	if ascii != "" && ascii != name {
		p.Names = make([]gazetteer.Name, 0, 2+strings.Count(alt, ","))
		p.Names = append(p.Names, gazetteer.Name{Text: ascii})
	} else if alt != "" {
		p.Names = make([]gazetteer.Name, 0, 1+strings.Count(alt, ","))
	}
	for alt != "" {
		var a string
		a, alt, _ = strings.Cut(alt, ",")
		if a = strings.TrimSpace(a); a != "" && a != name && a != ascii {
			p.Names = append(p.Names, gazetteer.Name{Text: a})
		}
	}
	return p, true, nil
}

func parseDegrees(s string, limit float64) (float64, error) {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, fmt.Errorf("%q is not a number", s)
	}
	if v < -limit || v > limit {
		return 0, fmt.Errorf("%v is outside ±%v degrees", v, limit)
	}
	return v, nil
}

// KindOf maps a GeoNames feature class and code (see
// https://www.geonames.org/export/codes.html) and population to a Kind, and
// reports false for features chronomap does not keep:
//
//   - A (administrative): PCL* (independent, dependent, historical …
//     political entities) → country; everything else (ADM1…ADM5, ADMD,
//     their historical forms, territories, zones) → region.
//   - P (populated places): city when the population is at least 10 000 or
//     the place is a capital or administrative seat (PPLC, PPLCH, PPLA,
//     PPLA2) or a seat of government (PPLG); otherwise village.
//   - S (spots, buildings, farms, museums …) → landmark.
//   - L (areas, regions, parks) → region, except CONT (continents), which are
//     not places a history narrative points at.
//   - T (terrain): islands, archipelagos, peninsulas, plains, plateaus,
//     valleys, deserts and mountain ranges → region; single features
//     (mountains, hills, capes, passes …) → landmark.
//   - H (water), R (roads, railways), U (undersea), V (vegetation) and
//     unknown classes are skipped: they are lines and areas, not points a
//     toponym in a narrative stands for.
func KindOf(class, code string, population int64) (gazetteer.Kind, bool) {
	switch class {
	case "A":
		if strings.HasPrefix(code, "PCL") {
			return gazetteer.KindCountry, true
		}
		return gazetteer.KindRegion, true
	case "P":
		switch code {
		case "PPLC", "PPLCH", "PPLA", "PPLA2", "PPLG":
			return gazetteer.KindCity, true
		}
		if population >= 10000 {
			return gazetteer.KindCity, true
		}
		return gazetteer.KindVillage, true
	case "S":
		return gazetteer.KindLandmark, true
	case "L":
		if code == "CONT" {
			return "", false
		}
		return gazetteer.KindRegion, true
	case "T":
		switch code {
		case "ISL", "ISLS", "ISLX", "ISLF", "ARCH", "ARCHX", "PEN", "PENX",
			"PLN", "PLNX", "PLAT", "VAL", "VALS", "VALX", "DSRT", "MTS", "HLLS", "UPLD":
			return gazetteer.KindRegion, true
		}
		return gazetteer.KindLandmark, true
	}
	return "", false
}

// ReadAlternateNames streams a GeoNames alternateNamesV2.txt (10 columns;
// the 8-column V1 file is accepted too) and calls fn with the geonameid and
// the name of each row. isolanguage becomes Name.Lang ("fr_1793", the names
// of the French Revolution, becomes "fr"); rows whose isolanguage is a
// pseudo-language for something other than a name (link, post, iata, icao,
// faac, wkdt, unlc, tcid, phon, piny) are skipped. from and to give the
// years of use: their leading digits (a year, or YYYYMMDD) are read, an
// empty or unreadable value means no limit. isHistoric sets Name.Historic.
//
// A malformed line stops the read with a *LineError; an error from fn is
// returned as it is.
func ReadAlternateNames(r io.Reader, fn func(geonameID int64, n gazetteer.Name) error) error {
	var cols [altNamesColumns]string
	return scanLines(r, func(line int, text string) error {
		n := splitTabs(text, cols[:])
		if n != altNamesColumns && n != altNamesColumnsV1 {
			return &LineError{line, fmt.Errorf("want %d (or %d) tab-separated columns, got %d", altNamesColumns, altNamesColumnsV1, n)}
		}
		id, err := strconv.ParseInt(cols[1], 10, 64)
		if err != nil || id <= 0 {
			return &LineError{line, fmt.Errorf("geonameid %q is not a positive integer", cols[1])}
		}
		lang, name := cols[2], strings.TrimSpace(cols[3])
		if name == "" || !isNameLanguage(lang) {
			return nil
		}
		if l, ok := strings.CutSuffix(lang, "_1793"); ok {
			lang = l
		}
		nm := gazetteer.Name{Text: name, Lang: lang, Historic: cols[7] == "1"}
		if n == altNamesColumns {
			nm.From, nm.Until = leadingYear(cols[8]), leadingYear(cols[9])
		}
		return fn(id, nm)
	})
}

func isNameLanguage(lang string) bool {
	switch lang {
	case "link", "post", "iata", "icao", "faac", "wkdt", "unlc", "tcid", "phon", "piny":
		return false
	}
	return true
}

// leadingYear reads the year at the start of a GeoNames from/to value
// ("1936", "19360101", "1936-01-01"); 0 when there is none.
func leadingYear(s string) int {
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	n := 0
	for n < len(s) && '0' <= s[n] && s[n] <= '9' {
		n++
	}
	switch {
	case n == 0:
		return 0
	case n == 8: // YYYYMMDD
		n = 4
	case n > 4:
		return 0
	}
	y, _ := strconv.Atoi(s[:n])
	if neg {
		return -y
	}
	return y
}
