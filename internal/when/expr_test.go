package when_test

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/chronomap/chronomap/internal/when"
)

func TestExprConstructors(t *testing.T) {
	must := func(e when.Expr, err error) when.Expr {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	may := func(e when.Expr, err error) when.Expr {
		t.Helper()
		if err != nil {
			return when.Expr{}
		}
		return e
	}
	spring := must(when.SeasonExpr(1902, when.Spring))
	tests := []struct {
		got  when.Expr
		text string
		iv   string
	}{
		{must(when.YearExpr(1902)), "1902", "1902-01-01/1902-12-31"},
		{must(when.MonthExpr(1902, time.June)), "1902-06", "1902-06-01/1902-06-30"},
		{must(when.DayExpr(1902, time.August, 13)), "1902-08-13", "1902-08-13/1902-08-13"},
		{spring, "1902-21", "1902-03-01/1902-05-31"},
		{must(when.SeasonExpr(1902, when.Winter)), "1902-24", "1902-12-01/1903-02-28"},
		{must(when.DecadeExpr(1890)), "189X", "1890-01-01/1899-12-31"},
		{must(when.CenturyExpr(1800)), "18XX", "1800-01-01/1899-12-31"},
		{must(when.YearExpr(1904)).Approximate(), "1904~", "1904-01-01/1904-12-31"},
		{must(when.YearExpr(1907)).Uncertain(), "1907?", "1907-01-01/1907-12-31"},
		{must(when.YearExpr(1907)).Uncertain().Approximate(), "1907%", "1907-01-01/1907-12-31"},
		{must(when.Between(must(when.MonthExpr(1903, 5)), must(when.MonthExpr(1903, 8)))), "1903-05/1903-08", "1903-05-01/1903-08-31"},
		{must(when.Between(must(when.YearExpr(1905)), must(when.YearExpr(1907)))).Approximate(), "1905~/1907~", "1905-01-01/1907-12-31"},
		{must(when.Until(must(when.MonthExpr(1902, 6)))), "../1902-06", "../1902-06-30"},
		{must(when.Since(must(when.YearExpr(1905)))), "1905/..", "1905-01-01/.."},
		{must(when.Since(must(when.Between(must(when.YearExpr(1905)), must(when.YearExpr(1907)))))), "1905/..", "1905-01-01/.."},
		{may(when.DayExpr(1902, time.February, 30)), "", "../.."},
		{may(when.DecadeExpr(1895)), "", "../.."},
		{may(when.CenturyExpr(1850)), "", "../.."},
		{may(when.SeasonExpr(1902, 25)), "", "../.."},
		{may(when.Between(must(when.YearExpr(1907)), must(when.YearExpr(1905)))), "", "../.."},
	}
	for _, tt := range tests {
		if tt.got.String() != tt.text || tt.got.Interval().String() != tt.iv {
			t.Errorf("got %q %s, want %q %s", tt.got, tt.got.Interval(), tt.text, tt.iv)
		}
	}
	if !spring.Approximate().IsApproximate() || spring.IsApproximate() || !spring.Uncertain().IsUncertain() {
		t.Error("qualifier reports wrong")
	}
}

func TestFormatInterval(t *testing.T) {
	for _, in := range []string{
		"1902", "1902-06", "1902-06-15", "1902/1904", "1902-03/1902-05", "1902-06-21/1902-06-30",
		"../1902-06-30", "1905-01-01/..", "1902-12/1903-02", "1904-02", "1900-02", "-0044-03-15", "-0044",
	} {
		iv, err := when.ParseEDTF(in)
		if err != nil {
			t.Fatal(err)
		}
		if got := when.FormatInterval(iv); got != in {
			t.Errorf("FormatInterval(%s) = %q, want %q", iv, got, in)
		}
	}
	if got := when.FormatInterval(when.Interval{}); got != "" {
		t.Errorf("unbounded: %q", got)
	}
}

func TestFromJulian(t *testing.T) {
	// Checked against the Julian Day Numbers of the Explanatory Supplement
	// to the Astronomical Almanac (JDN 2415079 = Julian 1900-02-29 =
	// Gregorian 1900-03-13).
	tests := []struct {
		y, m, d int
		want    string
	}{
		{1582, 10, 5, "1582-10-15"},
		{1820, 5, 6, "1820-05-18"},
		{1899, 12, 31, "1900-01-12"},
		{1900, 2, 28, "1900-03-12"},
		{1900, 2, 29, "1900-03-13"},
		{1900, 3, 1, "1900-03-14"},
		{1903, 5, 5, "1903-05-18"},
		{1917, 10, 25, "1917-11-07"},
		{1918, 1, 31, "1918-02-13"},
	}
	for _, tt := range tests {
		d, err := when.FromJulian(tt.y, time.Month(tt.m), tt.d)
		if err != nil || d.String() != tt.want {
			t.Errorf("FromJulian(%d, %d, %d) = %v, %v; want %s", tt.y, tt.m, tt.d, d, err, tt.want)
		}
	}
	for _, bad := range [][3]int{{1901, 2, 29}, {1902, 13, 1}, {1902, 4, 31}, {1902, 1, 0}} {
		if d, err := when.FromJulian(bad[0], time.Month(bad[1]), bad[2]); err == nil {
			t.Errorf("FromJulian(%v) = %v, want an error", bad, d)
		}
	}
}

func TestExprFromJulian(t *testing.T) {
	for _, tt := range []struct{ old, want string }{
		{"1903-05-05", "1903-05-18"},
		{"1903-05", "1903-05-14/1903-06-13"},
		{"1900-02", "1900-02-13/1900-03-13"},
		{"1903", "1903-01-14/1904-01-13"},
		{"1903-05-05/1903-05-10", "1903-05-18/1903-05-23"},
		{"../1903-05-05", "../1903-05-18"},
		{"1903-05-05~", "1903-05-18~"},
	} {
		e, err := when.ParseExpr(tt.old)
		if err != nil {
			t.Fatal(err)
		}
		got, err := e.FromJulian()
		if err != nil || got.String() != tt.want {
			t.Errorf("%s old style = %q, %v; want %s", tt.old, got, err, tt.want)
		}
	}
	decade, _ := when.ParseExpr("189X")
	if _, err := decade.FromJulian(); err == nil {
		t.Error("189X converted")
	}
}

func TestTextMarshalling(t *testing.T) {
	type record struct {
		When     when.Expr     `json:"when"`
		Interval when.Interval `json:"interval"`
		Earliest when.Date     `json:"earliest"`
		Latest   *when.Date    `json:"latest"`
	}
	e, _ := when.ParseExpr("1902-21")
	d := when.Date{Year: 1902, Month: 3, Day: 1}
	in := record{When: e, Interval: e.Interval(), Earliest: d}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"when":"1902-21","interval":"1902-03/1902-05","earliest":"1902-03-01","latest":null}`
	if string(b) != want {
		t.Fatalf("got %s, want %s", b, want)
	}
	var out record
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	if out != in {
		t.Errorf("round trip: %+v, want %+v", out, in)
	}
	var zero record
	if err := json.Unmarshal([]byte(`{"when":"","interval":"","earliest":""}`), &zero); err != nil || zero != (record{}) {
		t.Errorf("empty texts: %+v, %v", zero, err)
	}
	for _, bad := range []string{`{"when":"1902-13"}`, `{"interval":"1902/1901"}`, `{"earliest":"1902-02-30"}`} {
		if err := json.Unmarshal([]byte(bad), &out); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

func ExampleExpr() {
	spring, _ := when.SeasonExpr(1902, when.Spring)
	fmt.Println(spring, spring.Interval())
	about, _ := when.YearExpr(1904)
	fmt.Println(about.Approximate(), about.Approximate().Interval())
	old, _ := when.DayExpr(1903, time.May, 5)
	ns, _ := old.FromJulian()
	fmt.Println(old, "old style is", ns)
	// Output:
	// 1902-21 1902-03-01/1902-05-31
	// 1904~ 1904-01-01/1904-12-31
	// 1903-05-05 old style is 1903-05-18
}

func FuzzParseExpr(f *testing.F) {
	for _, s := range []string{"1902", "1902-21", "189X", "1904~", "1905/1907", "../1902-06", "1902-06-15?/..", "Y-170000002"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		e, err := when.ParseExpr(in)
		if err != nil {
			return
		}
		b, _ := e.MarshalText()
		var back when.Expr
		if err := back.UnmarshalText(b); err != nil || back != e {
			t.Fatalf("%q: round trip %v, %v", in, back, err)
		}
		for _, q := range []when.Expr{e.Approximate(), e.Uncertain()} {
			if q.Interval() != e.Interval() {
				t.Fatalf("%q: qualifier changed the interval: %q %s", in, q, q.Interval())
			}
		}
		if !yearsWithin(e.Interval(), -9999, 9999) {
			return
		}
		if x, err := when.IntervalExpr(e.Interval()); err != nil || x.Interval() != e.Interval() {
			t.Fatalf("%q: IntervalExpr(%s) = %q %s, %v", in, e.Interval(), x, x.Interval(), err)
		}
	})
}
