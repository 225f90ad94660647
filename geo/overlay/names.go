package overlay

import (
	"fmt"
	"io"
	"strconv"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/toponym"
)

// NamesHeader is the header line of a name table (the columns ReadNames
// reads, tab-separated).
const NamesHeader = "geonameid\tgeonames_name\tname\tlang\tfrom\tuntil\tsource"

// ReadNames reads a name table: a UTF-8 TSV whose first line that is
// neither empty nor a `#` comment is NamesHeader, then one name of a
// GeoNames place a row: its geonameid, the place's GeoNames name (so that a
// wrong ID shows), the name, its ISO 639-1 language, the first and last
// year of its use (inclusive, empty for no limit) and the reference it
// comes from. Rows of one place become one Extension, in the order of
// their first row. Errors read "file:line: message".
func ReadNames(r io.Reader, file string) ([]Extension, error) {
	var out []Extension
	index := map[int64]int{}
	err := ScanTable(r, file, NamesHeader, func(line int, cols []string) error {
		id, err := strconv.ParseInt(cols[0], 10, 64)
		if err != nil || id <= 0 {
			return fmt.Errorf("geonameid %q is not a positive integer", cols[0])
		}
		if cols[1] == "" {
			return fmt.Errorf("geonames_name is empty")
		}
		nm := gazetteer.Name{Text: cols[2], Lang: cols[3]}
		if toponym.Key(nm.Text) == "" {
			return fmt.Errorf("name %q has no letters or digits", nm.Text)
		}
		for i, dst := range []*int{&nm.From, &nm.Until} {
			v := cols[4+i]
			if v == "" {
				continue
			}
			y, err := strconv.Atoi(v)
			if err != nil || y == 0 {
				return fmt.Errorf("%s %q is not a year (leave it empty for no limit)", []string{"from", "until"}[i], v)
			}
			*dst = y
		}
		if nm.From != 0 && nm.Until != 0 && nm.From > nm.Until {
			return fmt.Errorf("name %q: from %d is after until %d", nm.Text, nm.From, nm.Until)
		}
		if cols[6] == "" {
			return fmt.Errorf("source is empty: name the reference")
		}
		i, ok := index[id]
		if !ok {
			i = len(out)
			index[id] = i
			out = append(out, Extension{GeoNameID: id, GeoNamesName: cols[1], Note: cols[6], Pos: fmt.Sprintf("%s:%d", file, line)})
		}
		e := &out[i]
		if e.GeoNamesName != cols[1] {
			return fmt.Errorf("geonameid %d is named %q here and %q at %s", id, cols[1], e.GeoNamesName, e.Pos)
		}
		e.Names = addName(e.Names, nm)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Merge joins overlays into one. A place added twice, or a place extended
// in two of them, is an error naming both entries: one place's curated
// data belongs in one entry.
func Merge(ovs ...Overlay) (Overlay, error) {
	var out Overlay
	added := map[string]string{}
	extended := map[string]string{}
	for _, ov := range ovs {
		for _, a := range ov.Places {
			if prev, dup := added[a.Place.ID]; dup {
				return Overlay{}, fmt.Errorf("%s: place %s is added already at %s", a.Pos, a.Place.ID, prev)
			}
			added[a.Place.ID] = a.Pos
			out.Places = append(out.Places, a)
		}
		for _, e := range ov.Extensions {
			id := e.PlaceID()
			if prev, dup := extended[id]; dup {
				return Overlay{}, fmt.Errorf("%s: place %s is extended already at %s; extend it in one entry", e.Pos, id, prev)
			}
			extended[id] = e.Pos
			out.Extensions = append(out.Extensions, e)
		}
	}
	return out, nil
}
