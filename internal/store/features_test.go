package store

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/internal/when"
)

func openTemp(t *testing.T) *DB {
	t.Helper()
	db, err := Open(filepath.Join(t.TempDir(), "test.db"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func mustEDTF(t testing.TB, s string) when.Interval {
	t.Helper()
	iv, err := when.ParseEDTF(s)
	if err != nil {
		t.Fatal(err)
	}
	return iv
}

func pointFeature(t testing.TB, id, edtf string, lon, lat float64) Feature {
	b := orb.Point{lon, lat}.Bound()
	return Feature{ID: id, Interval: mustEDTF(t, edtf), Bound: &b,
		GeoJSON: json.RawMessage(fmt.Sprintf(`{"type":"Feature","id":%q,"geometry":{"type":"Point","coordinates":[%v,%v]},"properties":{"when":%q}}`, id, lon, lat, edtf))}
}

// sample: London, Paris, Zurich, Geneva (approximate points, degrees), plus
// features with open ends and one without geometry.
func sample(t testing.TB) Dataset {
	return Dataset{
		Collections: []Collection{{ID: "events", Title: "Events"}},
		Features: map[string][]Feature{"events": {
			withAttributes(pointFeature(t, "year-1902", "1902", -0.13, 51.5), map[string][]string{"type": {"lecture"}, "actors": {"Lenin", "Krupskaya"}}),
			withAttributes(pointFeature(t, "june-1902", "1902-06", 2.35, 48.86), map[string][]string{"type": {"lecture"}, "actors": {"Lenin"}}),
			pointFeature(t, "before-july-1902", "../1902-06", 8.54, 47.38),
			pointFeature(t, "congress", "1903-07/1903-08", 4.35, 50.85),
			pointFeature(t, "from-feb-1903", "1903-02/..", 6.14, 46.2),
			pointFeature(t, "fiji", "1902-06", 179.5, -17.0),
			{ID: "no-place", Interval: mustEDTF(t, "1902-02"), GeoJSON: json.RawMessage(`{"type":"Feature","id":"no-place","geometry":null,"properties":{}}`)},
		}},
	}
}

func withAttributes(f Feature, attrs map[string][]string) Feature {
	f.Attributes = attrs
	return f
}

func ids(t *testing.T, p Page) []string {
	t.Helper()
	out := []string{}
	for _, f := range p.Features {
		var v struct{ ID string }
		if err := json.Unmarshal(f, &v); err != nil {
			t.Fatal(err)
		}
		out = append(out, v.ID)
	}
	return out
}

func TestItemsFilters(t *testing.T) {
	db := openTemp(t)
	if err := db.ReplaceDataset(sample(t)); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	europe := orb.Bound{Min: orb.Point{-10, 35}, Max: orb.Point{30, 60}}
	antimeridian := []orb.Bound{
		{Min: orb.Point{170, -20}, Max: orb.Point{180, -10}},
		{Min: orb.Point{-180, -20}, Max: orb.Point{-170, -10}},
	}
	tests := []struct {
		name string
		q    Query
		want []string
	}{
		{"everything, open start first then by start date", Query{},
			[]string{"before-july-1902", "year-1902", "no-place", "fiji", "june-1902", "from-feb-1903", "congress"}},
		{"late June 1902", Query{Time: mustEDTF(t, "1902-06-15/1902-06-30")},
			[]string{"before-july-1902", "year-1902", "fiji", "june-1902"}},
		{"instant in February 1903", Query{Time: mustEDTF(t, "1903-02-10")}, []string{"from-feb-1903"}},
		{"open start filter", Query{Time: mustEDTF(t, "../1902-02-15")}, []string{"before-july-1902", "year-1902", "no-place"}},
		{"open end filter", Query{Time: mustEDTF(t, "1903-08-01/..")}, []string{"from-feb-1903", "congress"}},
		{"bbox Europe drops Fiji and the feature without geometry", Query{Time: mustEDTF(t, "1902-06"), BBox: []orb.Bound{europe}},
			[]string{"before-july-1902", "year-1902", "june-1902"}},
		{"bbox across the antimeridian", Query{BBox: antimeridian}, []string{"fiji"}},
		{"second page", Query{Offset: 2, Limit: 2}, []string{"no-place", "fiji"}},
		{"type equals lecture", Query{Attributes: map[string]string{"type": "lecture"}}, []string{"year-1902", "june-1902"}},
		{"one of the actors", Query{Attributes: map[string]string{"type": "lecture", "actors": "Krupskaya"}}, []string{"year-1902"}},
		{"attribute and time", Query{Time: mustEDTF(t, "1902-08"), Attributes: map[string]string{"actors": "Lenin"}}, []string{"year-1902"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			page, err := db.Items(ctx, "events", tc.q)
			if err != nil {
				t.Fatal(err)
			}
			if got := ids(t, page); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
	page, _ := db.Items(ctx, "events", Query{Offset: 2, Limit: 2})
	if page.NumberMatched != 7 {
		t.Errorf("NumberMatched = %d, want 7", page.NumberMatched)
	}
}

func TestRoundTripAndMetadata(t *testing.T) {
	db := openTemp(t)
	ds := sample(t)
	if err := db.ReplaceDataset(ds); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, f := range ds.Features["events"] {
		got, err := db.Item(ctx, "events", f.ID)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(f.GeoJSON) {
			t.Errorf("%s: got %s, want %s", f.ID, got, f.GeoJSON)
		}
	}
	if _, err := db.Item(ctx, "events", "nope"); err != ErrNotFound {
		t.Errorf("missing item: err = %v, want ErrNotFound", err)
	}
	if _, err := db.Items(ctx, "nope", Query{}); err != ErrNotFound {
		t.Errorf("missing collection: err = %v, want ErrNotFound", err)
	}
	cols, err := db.Collections(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(cols) != 1 {
		t.Fatalf("collections: %+v", cols)
	}
	c := cols[0]
	// Open start (../1902-06) and open end (1903-02/..) make both hull ends open.
	if !reflect.DeepEqual(c.Queryables, []string{"actors", "type"}) {
		t.Errorf("queryables %v", c.Queryables)
	}
	if c.Count != 7 || c.Earliest != "" || c.Latest != "" {
		t.Errorf("count/interval: %+v", c)
	}
	wantBound := orb.Bound{Min: orb.Point{-0.13, -17}, Max: orb.Point{179.5, 51.5}}
	if c.Bound == nil || *c.Bound != wantBound {
		t.Errorf("bound = %v, want %v", c.Bound, wantBound)
	}
	// 1903-07/1903-08 is 62 days, the longest bounded interval after 1902 (365).
	if c.MaxSpan != 365 {
		t.Errorf("MaxSpan = %d, want 365", c.MaxSpan)
	}
}

func TestReplaceDatasetIsAtomic(t *testing.T) {
	db := openTemp(t)
	if err := db.ReplaceDataset(sample(t)); err != nil {
		t.Fatal(err)
	}
	bad := sample(t)
	bad.Features["events"] = append(bad.Features["events"], bad.Features["events"][0])
	if err := db.ReplaceDataset(bad); err == nil {
		t.Fatal("duplicate id accepted")
	}
	page, err := db.Items(context.Background(), "events", Query{})
	if err != nil {
		t.Fatal(err)
	}
	if page.NumberMatched != 7 {
		t.Errorf("after a failed import the old dataset has %d features, want 7", page.NumberMatched)
	}
}

// TestTimeIndexSkips checks that a narrow datetime query reads only the
// index entries near it: 1000 one-day events over 1000 days, a 10-day query.
func TestTimeIndexSkips(t *testing.T) {
	db := openTemp(t)
	start := when.Date{Year: 1900, Month: 1, Day: 1}.Days()
	var feats []Feature
	for i := int64(0); i < 1000; i++ {
		d := when.DateFromDays(start + i)
		feats = append(feats, pointFeature(t, fmt.Sprintf("e%04d", i), d.String(), 0, 0))
	}
	if err := db.ReplaceDataset(Dataset{Collections: []Collection{{ID: "events"}}, Features: map[string][]Feature{"events": feats}}); err != nil {
		t.Fatal(err)
	}
	page, err := db.Items(context.Background(), "events", Query{Time: mustEDTF(t, "1901-01-01/1901-01-10")})
	if err != nil {
		t.Fatal(err)
	}
	if page.NumberMatched != 10 {
		t.Errorf("matched %d, want 10", page.NumberMatched)
	}
	// maxSpan is 1 day: the scan starts one day early and stops after the last match.
	if page.Scanned != 11 {
		t.Errorf("scanned %d index entries, want 11", page.Scanned)
	}
}

func BenchmarkItemsMonth(b *testing.B) {
	db, err := Open(filepath.Join(b.TempDir(), "bench.db"), Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	start := when.Date{Year: 1800, Month: 1, Day: 1}.Days()
	var feats []Feature
	for i := int64(0); i < 100000; i++ {
		d := when.DateFromDays(start + i%73000)
		feats = append(feats, pointFeature(b, fmt.Sprintf("e%06d", i), d.String(), float64(i%360)-180, float64(i%170)-85))
	}
	if err := db.ReplaceDataset(Dataset{Collections: []Collection{{ID: "events"}}, Features: map[string][]Feature{"events": feats}}); err != nil {
		b.Fatal(err)
	}
	q := Query{Time: mustEDTF(b, "1900-06"), Limit: 100}
	b.ResetTimer()
	for b.Loop() {
		if _, err := db.Items(context.Background(), "events", q); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReplaceDataset imports 100,000 events whose dates are not in id
// order, as a real dataset's are not.
func BenchmarkReplaceDataset(b *testing.B) {
	start := when.Date{Year: 1800, Month: 1, Day: 1}.Days()
	var feats []Feature
	for i := int64(0); i < 100000; i++ {
		d := when.DateFromDays(start + (i*7919)%73000)
		feats = append(feats, pointFeature(b, fmt.Sprintf("e%06d", i), d.String(), float64(i%360)-180, float64(i%170)-85))
	}
	ds := Dataset{Collections: []Collection{{ID: "events"}}, Features: map[string][]Feature{"events": feats}}
	for b.Loop() {
		db, err := Open(filepath.Join(b.TempDir(), "bench.db"), Options{})
		if err != nil {
			b.Fatal(err)
		}
		if err := db.ReplaceDataset(ds); err != nil {
			b.Fatal(err)
		}
		db.Close()
	}
	b.ReportMetric(float64(len(feats))*float64(b.N)/b.Elapsed().Seconds(), "features/s")
}

// TestMetadataFollowsImports checks the cached metadata is replaced when a
// new dataset is imported.
func TestMetadataFollowsImports(t *testing.T) {
	db := openTemp(t)
	ctx := context.Background()
	if err := db.ReplaceDataset(sample(t)); err != nil {
		t.Fatal(err)
	}
	v1, _ := db.Version(ctx)
	cols, _ := db.Collections(ctx)
	if len(cols) != 1 || cols[0].Count != 7 {
		t.Fatalf("first: %+v", cols)
	}
	next := Dataset{Collections: []Collection{{ID: "events"}, {ID: "places"}}, Features: map[string][]Feature{
		"events": {pointFeature(t, "only", "1900", 0, 0)},
	}}
	if err := db.ReplaceDataset(next); err != nil {
		t.Fatal(err)
	}
	v2, _ := db.Version(ctx)
	cols, _ = db.Collections(ctx)
	if len(cols) != 2 || cols[0].Count != 1 || v1.Tag == v2.Tag {
		t.Errorf("after the second import: %+v, tags %s %s", cols, v1.Tag, v2.Tag)
	}
	page, err := db.Items(ctx, "events", Query{Time: mustEDTF(t, "1900")})
	if err != nil || page.NumberMatched != 1 {
		t.Errorf("items after the second import: %d, %v", page.NumberMatched, err)
	}
}
