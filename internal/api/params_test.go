package api

import (
	"errors"
	"net/url"
	"reflect"
	"testing"
	"time"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/internal/when"
)

func TestParseItemsQuery(t *testing.T) {
	t.Parallel()
	d := func(y, m, day int) when.Date { return when.Date{Year: y, Month: timeMonth(m), Day: day} }
	tests := []struct {
		query     string
		wantLimit int
		wantTime  when.Interval
		wantBBox  []orb.Bound
		badParam  string
	}{
		{query: "", wantLimit: 100},
		{query: "limit=5&offset=10", wantLimit: 5},
		{query: "limit=20000", wantLimit: MaxLimit},
		{query: "datetime=1902-06-15/1902-06-30", wantLimit: 100, wantTime: when.Interval{Earliest: d(1902, 6, 15), Latest: d(1902, 6, 30)}},
		{query: "datetime=../1902-02-15", wantLimit: 100, wantTime: when.Interval{Latest: d(1902, 2, 15)}},
		{query: "datetime=1903-02-10T01:30:00+03:00", wantLimit: 100, wantTime: when.Interval{Earliest: d(1903, 2, 9), Latest: d(1903, 2, 9)}},
		{query: "datetime=1903-02-10", wantLimit: 100, wantTime: when.Interval{Earliest: d(1903, 2, 10), Latest: d(1903, 2, 10)}},
		{query: "bbox=-10,35,30,60", wantLimit: 100, wantBBox: []orb.Bound{{Min: orb.Point{-10, 35}, Max: orb.Point{30, 60}}}},
		{query: "bbox=170,-20,-170,-10", wantLimit: 100, wantBBox: []orb.Bound{
			{Min: orb.Point{170, -20}, Max: orb.Point{180, -10}},
			{Min: orb.Point{-180, -20}, Max: orb.Point{-170, -10}},
		}},
		{query: "bbox-crs=http://www.opengis.net/def/crs/OGC/1.3/CRS84&bbox=0,0,1,1", wantLimit: 100, wantBBox: []orb.Bound{{Max: orb.Point{1, 1}}}},
		{query: "datetime=1902-02-30", badParam: "datetime"},
		{query: "datetime=yesterday", badParam: "datetime"},
		{query: "datetime=1903-01-01/1902-01-01", badParam: "datetime"},
		{query: "limit=0", badParam: "limit"},
		{query: "limit=ten", badParam: "limit"},
		{query: "offset=-1", badParam: "offset"},
		{query: "bbox=1,2,3", badParam: "bbox"},
		{query: "bbox=0,0,0,1,1,1", badParam: "bbox"},
		{query: "bbox=0,10,1,5", badParam: "bbox"},
		{query: "bbox=0,0,200,1", badParam: "bbox"},
		{query: "bbox=a,0,1,1", badParam: "bbox"},
		{query: "bbox=NaN,NaN,NaN,NaN", badParam: "bbox"},
		{query: "bbox=-Inf,-90,Inf,90", badParam: "bbox"},
		{query: "bbox=0,0,1,nan", badParam: "bbox"},
		{query: "bbox-crs=EPSG:3857", badParam: "bbox-crs"},
		{query: "limit=1&limit=2", badParam: "limit"},
		{query: "colour=red", badParam: "colour"},
		{query: "type=a&type=b", badParam: "type"},
	}
	for _, tc := range tests {
		t.Run(tc.query, func(t *testing.T) {
			v, err := url.ParseQuery(tc.query)
			if err != nil {
				t.Fatal(err)
			}
			q, err := parseItemsQuery(v, []string{"type", "actors"})
			if tc.badParam != "" {
				var apiErr *Error
				if !errors.As(err, &apiErr) || apiErr.Status != 400 || apiErr.Parameter != tc.badParam {
					t.Fatalf("err = %v, want a 400 naming %s", err, tc.badParam)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if q.Attributes != nil {
				t.Errorf("attributes %v from %q", q.Attributes, tc.query)
			}
			if q.Limit != tc.wantLimit || q.Time != tc.wantTime || !reflect.DeepEqual(q.BBox, tc.wantBBox) {
				t.Errorf("got limit %d time %v bbox %v", q.Limit, q.Time, q.BBox)
			}
		})
	}
}

func timeMonth(m int) time.Month { return time.Month(m) }

func TestParsePropertyFilters(t *testing.T) {
	t.Parallel()
	v, _ := url.ParseQuery("type=lecture&actors=Lenin&limit=3")
	q, err := parseItemsQuery(v, []string{"type", "actors"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"type": "lecture", "actors": "Lenin"}
	if !reflect.DeepEqual(q.Attributes, want) || q.Limit != 3 {
		t.Errorf("attributes %v limit %d", q.Attributes, q.Limit)
	}
}
