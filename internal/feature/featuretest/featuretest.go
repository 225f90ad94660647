// Package featuretest checks any feature.Reader against the behaviour the
// API relies on: the same dataset, the same queries, the same answers, so
// the bbolt store and the in-memory reader are tested alike.
package featuretest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/when"
)

// EDTF parses an EDTF string or fails the test.
func EDTF(tb testing.TB, s string) when.Interval {
	tb.Helper()
	iv, err := when.ParseEDTF(s)
	if err != nil {
		tb.Fatal(err)
	}
	return iv
}

// Point is a Point feature at lon, lat (degrees) dated by an EDTF string.
func Point(tb testing.TB, id, edtf string, lon, lat float64) feature.Feature {
	tb.Helper()
	b := orb.Point{lon, lat}.Bound()
	return feature.Feature{ID: id, Interval: EDTF(tb, edtf), Bound: &b,
		GeoJSON: json.RawMessage(fmt.Sprintf(`{"type":"Feature","id":%q,"geometry":{"type":"Point","coordinates":[%v,%v]},"properties":{"when":%q}}`, id, lon, lat, edtf))}
}

// Sample is one "events" collection: London, Paris, Zurich, Geneva
// (approximate points, degrees), features with open ends, one in Fiji
// near the antimeridian and one without geometry.
func Sample(tb testing.TB) feature.Dataset {
	tb.Helper()
	withAttributes := func(f feature.Feature, attrs map[string][]string) feature.Feature {
		f.Attributes = attrs
		return f
	}
	return feature.Dataset{
		Collections: []feature.Collection{{ID: "events", Title: "Events"}},
		Features: map[string][]feature.Feature{"events": {
			withAttributes(Point(tb, "year-1902", "1902", -0.13, 51.5), map[string][]string{"type": {"lecture"}, "actors": {"Lenin", "Krupskaya"}}),
			withAttributes(Point(tb, "june-1902", "1902-06", 2.35, 48.86), map[string][]string{"type": {"lecture"}, "actors": {"Lenin"}}),
			Point(tb, "before-july-1902", "../1902-06", 8.54, 47.38),
			Point(tb, "congress", "1903-07/1903-08", 4.35, 50.85),
			Point(tb, "from-feb-1903", "1903-02/..", 6.14, 46.2),
			Point(tb, "fiji", "1902-06", 179.5, -17.0),
			{ID: "no-place", Interval: EDTF(tb, "1902-02"), GeoJSON: json.RawMessage(`{"type":"Feature","id":"no-place","geometry":null,"properties":{}}`)},
		}},
	}
}

// IDs lists the ids of a page's features, in order.
func IDs(tb testing.TB, p feature.Page) []string {
	tb.Helper()
	out := []string{}
	for _, f := range p.Features {
		var v struct{ ID string }
		if err := json.Unmarshal(f, &v); err != nil {
			tb.Fatal(err)
		}
		out = append(out, v.ID)
	}
	return out
}

// TestReader runs the Reader checks on the Reader open makes of Sample.
func TestReader(t *testing.T, open func(t *testing.T, ds feature.Dataset) feature.Reader) {
	t.Run("filters", func(t *testing.T) { testFilters(t, open(t, Sample(t))) })
	t.Run("items and metadata", func(t *testing.T) { testMetadata(t, open(t, Sample(t))) })
	t.Run("documents", func(t *testing.T) {
		ds := Sample(t)
		ds.Documents = SampleDocuments()
		testDocuments(t, open(t, ds))
	})
}

// SampleDocuments are two source documents, one with a date and a place
// mention; its text is Cyrillic (27 code points, 49 bytes).
func SampleDocuments() []feature.Document {
	return []feature.Document{
		{ID: "b.txt", Title: "B", Language: "ru", Text: "В июне 1902 года в Лондоне.",
			Mentions: []feature.Mention{{Start: 0, End: 16, Kind: "date", Text: "В июне 1902 года", When: "1902-06", Earliest: "1902-06-01", Latest: "1902-06-30"},
				{Start: 19, End: 26, Kind: "place", Text: "Лондоне", PlaceID: "geonames:2643743"}}},
		{ID: "a.txt", Text: "abc"},
	}
}

func testDocuments(t *testing.T, r feature.Reader) {
	ctx := context.Background()
	list, err := r.Documents(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// By id; Length counts code points, not bytes.
	if fmt.Sprint(list) != "[{a.txt   3} {b.txt B ru 27}]" {
		t.Errorf("Documents = %v", list)
	}
	raw, err := r.Document(ctx, "b.txt")
	if err != nil {
		t.Fatal(err)
	}
	var d feature.Document
	if err := json.Unmarshal(raw, &d); err != nil {
		t.Fatal(err)
	}
	want := SampleDocuments()[0]
	want.Length = 27
	if !reflect.DeepEqual(d, want) {
		t.Errorf("Document(b.txt) = %+v, want %+v", d, want)
	}
	if _, err := r.Document(ctx, "c.txt"); !errors.Is(err, feature.ErrNotFound) {
		t.Errorf("Document(c.txt) error = %v, want ErrNotFound", err)
	}
}

func testFilters(t *testing.T, r feature.Reader) {
	ctx := context.Background()
	europe := orb.Bound{Min: orb.Point{-10, 35}, Max: orb.Point{30, 60}}
	antimeridian := []orb.Bound{
		{Min: orb.Point{170, -20}, Max: orb.Point{180, -10}},
		{Min: orb.Point{-180, -20}, Max: orb.Point{-170, -10}},
	}
	tests := []struct {
		name string
		q    feature.Query
		want []string
	}{
		{"everything, open start first then by start date", feature.Query{},
			[]string{"before-july-1902", "year-1902", "no-place", "fiji", "june-1902", "from-feb-1903", "congress"}},
		{"late June 1902", feature.Query{Time: EDTF(t, "1902-06-15/1902-06-30")},
			[]string{"before-july-1902", "year-1902", "fiji", "june-1902"}},
		{"instant in February 1903", feature.Query{Time: EDTF(t, "1903-02-10")}, []string{"from-feb-1903"}},
		{"open start filter", feature.Query{Time: EDTF(t, "../1902-02-15")}, []string{"before-july-1902", "year-1902", "no-place"}},
		{"open end filter", feature.Query{Time: EDTF(t, "1903-08-01/..")}, []string{"from-feb-1903", "congress"}},
		{"bbox Europe drops Fiji and the feature without geometry", feature.Query{Time: EDTF(t, "1902-06"), BBox: []orb.Bound{europe}},
			[]string{"before-july-1902", "year-1902", "june-1902"}},
		{"bbox across the antimeridian", feature.Query{BBox: antimeridian}, []string{"fiji"}},
		{"second page", feature.Query{Offset: 2, Limit: 2}, []string{"no-place", "fiji"}},
		{"offset past the end", feature.Query{Offset: 9, Limit: 2}, []string{}},
		{"type equals lecture", feature.Query{Attributes: map[string]string{"type": "lecture"}}, []string{"year-1902", "june-1902"}},
		{"one of the actors", feature.Query{Attributes: map[string]string{"type": "lecture", "actors": "Krupskaya"}}, []string{"year-1902"}},
		{"attribute and time", feature.Query{Time: EDTF(t, "1902-08"), Attributes: map[string]string{"actors": "Lenin"}}, []string{"year-1902"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			page, err := feature.ReadPage(ctx, r, "events", tc.q)
			if err != nil {
				t.Fatal(err)
			}
			if got := IDs(t, page); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
	page, err := feature.ReadPage(ctx, r, "events", feature.Query{Offset: 2, Limit: 2})
	if err != nil {
		t.Fatal(err)
	}
	if page.NumberMatched != 7 {
		t.Errorf("NumberMatched = %d, want 7", page.NumberMatched)
	}
}

func testMetadata(t *testing.T, r feature.Reader) {
	ctx := context.Background()
	for _, f := range Sample(t).Features["events"] {
		got, err := r.Item(ctx, "events", f.ID)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(f.GeoJSON) {
			t.Errorf("%s: got %s, want %s", f.ID, got, f.GeoJSON)
		}
	}
	if _, err := r.Item(ctx, "events", "nope"); !errors.Is(err, feature.ErrNotFound) {
		t.Errorf("missing item: err = %v, want ErrNotFound", err)
	}
	if _, err := feature.ReadPage(ctx, r, "nope", feature.Query{}); !errors.Is(err, feature.ErrNotFound) {
		t.Errorf("missing collection: err = %v, want ErrNotFound", err)
	}
	cols, err := r.Collections(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(cols) != 1 {
		t.Fatalf("collections: %+v", cols)
	}
	c := cols[0]
	if !reflect.DeepEqual(c.Queryables, []string{"actors", "type"}) {
		t.Errorf("queryables %v", c.Queryables)
	}
	// Open start (../1902-06) and open end (1903-02/..) make both hull ends open.
	if c.Count != 7 || c.Earliest != "" || c.Latest != "" || !c.Interval.IsUnbounded() {
		t.Errorf("count/interval: %+v", c)
	}
	wantBound := orb.Bound{Min: orb.Point{-0.13, -17}, Max: orb.Point{179.5, 51.5}}
	if c.Bound == nil || *c.Bound != wantBound {
		t.Errorf("bound = %v, want %v", c.Bound, wantBound)
	}
	v, err := r.Version(ctx)
	if err != nil || len(v.Tag) != 24 || v.Modified.IsZero() {
		t.Errorf("version %+v, %v", v, err)
	}
}

// Synthetic is a collection "events" of n features drawn from seed: points
// across Europe and Russia, a few lines, some without geometry; intervals
// from one day to five years between 1850 and 1950 (spans spread on a log
// scale), a few of a century, some with an open end, many sharing a start
// day so that ties fall back to the id.
func Synthetic(tb testing.TB, n int, seed uint64) feature.Dataset {
	tb.Helper()
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	first := when.Date{Year: 1850, Month: 1, Day: 1}.Days()
	last := when.Date{Year: 1950, Month: 12, Day: 31}.Days()
	feats := make([]feature.Feature, n)
	for i := range feats {
		start := first + rng.Int64N(last-first+1)
		if rng.IntN(4) == 0 {
			start -= start % 30 // shared start days
		}
		span := int64(math.Exp(rng.Float64()*math.Log(5*365))) - 1
		if rng.IntN(1000) == 0 {
			span = 36500
		}
		iv := when.Interval{Earliest: when.DateFromDays(start), Latest: when.DateFromDays(start + span)}
		switch rng.IntN(200) {
		case 0:
			iv.Earliest = when.Date{}
		case 1:
			iv.Latest = when.Date{}
		case 2:
			iv = when.Interval{}
		}
		id := fmt.Sprintf("s%07d", rng.IntN(10*n)) + fmt.Sprint(i)
		f := feature.Feature{ID: id, Interval: iv, Attributes: map[string][]string{"type": {[]string{"meeting", "trip", "lecture"}[rng.IntN(3)]}}}
		lon, lat := -10+rng.Float64()*70, 35+rng.Float64()*35
		switch k := rng.IntN(50); {
		case k == 0:
			f.GeoJSON = json.RawMessage(fmt.Sprintf(`{"type":"Feature","id":%q,"geometry":null,"properties":{}}`, id))
		case k < 3:
			b := orb.LineString{{lon, lat}, {lon + rng.Float64()*30 - 15, lat + rng.Float64()*10 - 5}}.Bound()
			f.Bound = &b
		default:
			b := orb.Point{lon, lat}.Bound()
			f.Bound = &b
		}
		if f.GeoJSON == nil {
			f.GeoJSON = json.RawMessage(fmt.Sprintf(`{"type":"Feature","id":%q,"bbox":[%v,%v,%v,%v],"properties":{}}`, id, f.Bound.Min[0], f.Bound.Min[1], f.Bound.Max[0], f.Bound.Max[1]))
		}
		feats[i] = f
	}
	return feature.Dataset{Collections: []feature.Collection{{ID: "events", Title: "Events"}}, Features: map[string][]feature.Feature{"events": feats}}
}

// RandomQuery draws a query such as a client of Synthetic's data might
// make: a datetime (instant, interval, open on one side) or none, a bbox
// (small to continental, sometimes across the antimeridian) or none, an
// attribute now and then, limit and offset.
func RandomQuery(rng *rand.Rand) feature.Query {
	var q feature.Query
	day := func() when.Date {
		first := when.Date{Year: 1840, Month: 1, Day: 1}.Days()
		return when.DateFromDays(first + rng.Int64N(120*365))
	}
	switch rng.IntN(6) {
	case 0:
	case 1:
		d := day()
		q.Time = when.Interval{Earliest: d, Latest: d}
	case 2:
		q.Time = when.Interval{Earliest: day()}
	case 3:
		q.Time = when.Interval{Latest: day()}
	default:
		a := day()
		q.Time = when.Interval{Earliest: a, Latest: when.DateFromDays(a.Days() + rng.Int64N(3*365))}
	}
	switch rng.IntN(4) {
	case 0:
	case 1:
		q.BBox = []orb.Bound{
			{Min: orb.Point{170, -20}, Max: orb.Point{180, 80}},
			{Min: orb.Point{-180, -20}, Max: orb.Point{rng.Float64() * 20, 80}},
		}
	default:
		lon, lat := -20+rng.Float64()*90, 30+rng.Float64()*45
		w, h := math.Exp(rng.Float64()*5)-0.9, math.Exp(rng.Float64()*4)-0.9
		q.BBox = []orb.Bound{{Min: orb.Point{lon, lat}, Max: orb.Point{min(lon+w, 180), min(lat+h, 90)}}}
	}
	if rng.IntN(10) == 0 {
		q.Attributes = map[string]string{"type": "trip"}
	}
	q.Limit = 1 + rng.IntN(200)
	switch rng.IntN(10) {
	case 0:
		q.Offset = rng.IntN(60000) // deep into large answers
	case 1, 2, 3:
	default:
		q.Offset = rng.IntN(5000)
	}
	return q
}

// TestAgainstMemory checks r, built from ds, against the brute-force Memory
// on queries random queries drawn from seed: the same page and the same
// numberMatched; then pages through pages of the queries to the end, each
// match exactly once.
func TestAgainstMemory(t *testing.T, r feature.Reader, ds feature.Dataset, queries int, seed uint64) {
	t.Helper()
	mem, err := feature.NewMemory(ds)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(seed, 1))
	for i := range queries {
		q := RandomQuery(rng)
		want, err := feature.ReadPage(ctx, mem, "events", q)
		if err != nil {
			t.Fatal(err)
		}
		got, err := feature.ReadPage(ctx, r, "events", q)
		if err != nil {
			t.Fatal(err)
		}
		if got.NumberMatched != want.NumberMatched || !equalPages(got, want) {
			t.Fatalf("query %d %+v: numberMatched %d, want %d; %d features, want %d",
				i, q, got.NumberMatched, want.NumberMatched, len(got.Features), len(want.Features))
		}
		if i%50 != 0 {
			continue
		}
		// Page to the end with a small limit: every match once, in order.
		q.Offset, q.Limit = 0, 1000
		all, err := feature.ReadPage(ctx, mem, "events", feature.Query{Time: q.Time, BBox: q.BBox, Attributes: q.Attributes})
		if err != nil {
			t.Fatal(err)
		}
		var paged []json.RawMessage
		for q.Offset < all.NumberMatched {
			p, err := feature.ReadPage(ctx, r, "events", q)
			if err != nil {
				t.Fatal(err)
			}
			if len(p.Features) == 0 {
				t.Fatalf("query %d: empty page at offset %d of %d", i, q.Offset, all.NumberMatched)
			}
			paged = append(paged, p.Features...)
			q.Offset += q.Limit
		}
		if !equalPages(feature.Page{Features: paged}, all) {
			t.Fatalf("query %d: paging gave %d features, want the %d matches in order", i, len(paged), all.NumberMatched)
		}
	}
}

func equalPages(a, b feature.Page) bool {
	if len(a.Features) != len(b.Features) {
		return false
	}
	for i := range a.Features {
		if string(a.Features[i]) != string(b.Features[i]) {
			return false
		}
	}
	return true
}
