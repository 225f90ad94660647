package geonames

import (
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/chronomap/chronomap/geo/gazetteer"
)

func readSample(t *testing.T) map[string]gazetteer.Place {
	t.Helper()
	f, err := os.Open("testdata/geonames-sample.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got := map[string]gazetteer.Place{}
	if err := Read(f, func(p gazetteer.Place) error {
		got[p.ID] = p
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return got
}

func TestReadGeoNamesKinds(t *testing.T) {
	got := readSample(t)
	tests := []struct {
		id      string
		kind    gazetteer.Kind
		name    string
		country string
		code    string
	}{
		{"geonames:2643743", gazetteer.KindCity, "London", "GB", "P.PPLC"},
		{"geonames:3039154", gazetteer.KindVillage, "El Tarter", "AD", "P.PPL"},
		{"geonames:4717560", gazetteer.KindCity, "Paris", "US", "P.PPLA2"},
		{"geonames:2921044", gazetteer.KindCountry, "Federal Republic of Germany", "DE", "A.PCLI"},
		{"geonames:536203", gazetteer.KindRegion, "Sankt-Peterburg", "RU", "A.ADM1"},
		{"geonames:6269133", gazetteer.KindLandmark, "British Museum", "GB", "S.MUS"},
		{"geonames:703883", gazetteer.KindRegion, "Crimea", "UA", "T.PEN"},
		{"geonames:630426", gazetteer.KindLandmark, "Elbrus", "RU", "T.MT"},
		{"geonames:3000001", gazetteer.KindVillage, "Hamlet", "FR", "P.PPL"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, ok := got[tt.id]
			if !ok {
				t.Fatalf("%s not read", tt.id)
			}
			if p.Kind != tt.kind || p.Name != tt.name || p.Country != tt.country || p.FeatureCode != tt.code {
				t.Errorf("got kind %q name %q country %q code %q, want %q %q %q %q",
					p.Kind, p.Name, p.Country, p.FeatureCode, tt.kind, tt.name, tt.country, tt.code)
			}
		})
	}
	for _, skipped := range []string{"geonames:6255148", "geonames:470013"} { // continent, river
		if _, ok := got[skipped]; ok {
			t.Errorf("%s should be skipped", skipped)
		}
	}
	if len(got) != len(tests) {
		t.Errorf("read %d places, want %d", len(got), len(tests))
	}
}

func TestReadGeoNamesFields(t *testing.T) {
	london := readSample(t)["geonames:2643743"]
	// GeoNames gives latitude before longitude; Point is [lon, lat].
	if london.Point.Lat() <= 0 || london.Point.Lon() >= 0 {
		t.Errorf("London point %v: want [lon<0, lat>0]", london.Point)
	}
	if london.Population != 7556900 {
		t.Errorf("population %d", london.Population)
	}
	texts := map[string]int{}
	for _, n := range london.Names {
		texts[n.Text]++
		if n.Lang != "" || n.Dated() {
			t.Errorf("cities1000 name %+v should carry no language or years", n)
		}
	}
	for _, want := range []string{"Лондон", "Londres", "Londinium"} {
		if texts[want] != 1 {
			t.Errorf("name %q seen %d times, want once", want, texts[want])
		}
	}
	if texts["London"] != 0 {
		t.Errorf("the preferred name is repeated in Names")
	}
	germany := readSample(t)["geonames:2921044"]
	if !slices.Contains(germany.Names, gazetteer.Name{Text: "Германия"}) {
		t.Errorf("Germany names %v lack Германия", germany.Names)
	}
}

func TestReadGeoNamesErrors(t *testing.T) {
	sample, err := os.ReadFile("testdata/geonames-sample.txt")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(sample), "\n"), "\n")
	valid := lines[3] // London
	withColumn := func(i int, v string) string {
		c := strings.Split(valid, "\t")
		c[i] = v
		return strings.Join(c, "\t")
	}
	tests := []struct {
		name     string
		in       string
		wantLine int
		wantMsg  string
	}{
		{"too few columns", "1\tfoo\tbar\n", 1, "want 19 tab-separated columns, got 3"},
		{"bad row after good rows", string(sample) + "12\tshort\n", len(lines) + 1, "got 2"},
		{"latitude", valid + "\n" + withColumn(4, "north") + "\n", 2, `latitude: "north" is not a number`},
		{"longitude range", withColumn(5, "200") + "\n", 1, "longitude: 200 is outside ±180 degrees"},
		{"geonameid", withColumn(0, "x1") + "\n", 1, `geonameid "x1" is not a positive integer`},
		{"population", withColumn(14, "many") + "\n", 1, `population "many"`},
		{"empty name", withColumn(1, "") + "\n", 1, "empty name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Read(strings.NewReader(tt.in), func(gazetteer.Place) error { return nil })
			var le *LineError
			if !errors.As(err, &le) {
				t.Fatalf("err = %v, want a *LineError", err)
			}
			if le.Line != tt.wantLine || !strings.Contains(err.Error(), tt.wantMsg) {
				t.Errorf("err = %q (line %d), want line %d and %q", err, le.Line, tt.wantLine, tt.wantMsg)
			}
		})
	}

	stop := errors.New("stop")
	err = Read(strings.NewReader(string(sample)), func(gazetteer.Place) error { return stop })
	if err != stop {
		t.Errorf("callback error: got %v, want it returned as is", err)
	}
}

func TestGeoNamesKind(t *testing.T) {
	tests := []struct {
		class, code string
		pop         int64
		want        gazetteer.Kind
		ok          bool
	}{
		{"A", "PCLI", 0, gazetteer.KindCountry, true},
		{"A", "PCLH", 0, gazetteer.KindCountry, true},
		{"A", "ADM1", 0, gazetteer.KindRegion, true},
		{"A", "ADM2H", 0, gazetteer.KindRegion, true},
		{"P", "PPL", 9999, gazetteer.KindVillage, true},
		{"P", "PPL", 10000, gazetteer.KindCity, true},
		{"P", "PPLC", 0, gazetteer.KindCity, true},
		{"P", "PPLA", 0, gazetteer.KindCity, true},
		{"P", "PPLA2", 0, gazetteer.KindCity, true},
		{"P", "PPLA3", 500, gazetteer.KindVillage, true},
		{"P", "PPLG", 0, gazetteer.KindCity, true},
		{"S", "MUS", 0, gazetteer.KindLandmark, true},
		{"L", "RGN", 0, gazetteer.KindRegion, true},
		{"L", "CONT", 0, "", false},
		{"T", "ISL", 0, gazetteer.KindRegion, true},
		{"T", "MT", 0, gazetteer.KindLandmark, true},
		{"H", "STM", 0, "", false},
		{"R", "RD", 0, "", false},
		{"", "", 0, "", false},
	}
	for _, tt := range tests {
		got, ok := KindOf(tt.class, tt.code, tt.pop)
		if got != tt.want || ok != tt.ok {
			t.Errorf("KindOf(%q, %q, %d) = %q, %v; want %q, %v", tt.class, tt.code, tt.pop, got, ok, tt.want, tt.ok)
		}
	}
}

func TestReadAlternateNames(t *testing.T) {
	in := strings.Join([]string{
		"1\t611717\tru\tТифлис\t\t\t\t1\t\t1936",
		"2\t611717\tlink\thttps://en.wikipedia.org/wiki/Tbilisi\t\t\t\t\t\t",
		"3\t498817\tru\tПетроград\t\t\t\t1\t19140831\t19240126",
		"4\t2643743\tiata\tLON\t\t\t\t\t\t",
		"5\t2988507\tfr_1793\tParis\t\t\t\t\t1793\t1795",
		"6\t2643743\ten\tLondon\t1\t\t\t", // V1: 8 columns
		"7\t2643743\tpost\tEC1A\t\t\t\t\t\t",
		"8\t709930\t\tЕкатеринослав\t\t\t\t1\t-\t1926-07-20",
	}, "\n")
	type row struct {
		id int64
		n  gazetteer.Name
	}
	var got []row
	err := ReadAlternateNames(strings.NewReader(in), func(id int64, n gazetteer.Name) error {
		got = append(got, row{id, n})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []row{
		{611717, gazetteer.Name{Text: "Тифлис", Lang: "ru", Until: 1936, Historic: true}},
		{498817, gazetteer.Name{Text: "Петроград", Lang: "ru", From: 1914, Until: 1924, Historic: true}},
		{2988507, gazetteer.Name{Text: "Paris", Lang: "fr", From: 1793, Until: 1795}},
		{2643743, gazetteer.Name{Text: "London", Lang: "en"}},
		{709930, gazetteer.Name{Text: "Екатеринослав", Until: 1926, Historic: true}},
	}
	if !slices.Equal(got, want) {
		t.Errorf("got  %+v\nwant %+v", got, want)
	}

	err = ReadAlternateNames(strings.NewReader("1\t611717\tru\tТифлис\t\t\t\t1\t\t1936\n2\tx\tru\tY\t\t\t\t\t\t\n"),
		func(int64, gazetteer.Name) error { return nil })
	var le *LineError
	if !errors.As(err, &le) || le.Line != 2 {
		t.Errorf("bad geonameid: err = %v, want a LineError on line 2", err)
	}
}
