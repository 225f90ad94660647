package when_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chronomap/chronomap/internal/when"
)

// Wanted intervals are written as Interval.String writes them, `..` for an
// open end. All values below are computed by hand.

var edtfGood = []struct{ in, want string }{
	// Level 0: year, month, day; Gregorian leap years.
	{"1902", "1902-01-01/1902-12-31"},
	{"1902-06", "1902-06-01/1902-06-30"},
	{"1902-01", "1902-01-01/1902-01-31"},
	{"1902-12", "1902-12-01/1902-12-31"},
	{"1902-02", "1902-02-01/1902-02-28"},
	{"1904-02", "1904-02-01/1904-02-29"},
	{"1900-02", "1900-02-01/1900-02-28"},
	{"2000-02", "2000-02-01/2000-02-29"},
	{"1902-06-15", "1902-06-15/1902-06-15"},
	{"1904-02-29", "1904-02-29/1904-02-29"},
	{"2000-02-29", "2000-02-29/2000-02-29"},
	{"1902-04-30", "1902-04-30/1902-04-30"},
	{"0000", "0000-01-01/0000-12-31"},
	{"0000-02", "0000-02-01/0000-02-29"}, // year 0 is a leap year
	{"9999-12-31", "9999-12-31/9999-12-31"},
	// Negative and long years.
	{"-0044-03-15", "-0044-03-15/-0044-03-15"},
	{"-0044", "-0044-01-01/-0044-12-31"},
	{"-0001-02", "-0001-02-01/-0001-02-28"},
	{"-0004-02", "-0004-02-01/-0004-02-29"},
	{"Y170000002", "+170000002-01-01/+170000002-12-31"},
	{"Y-170000002", "-170000002-01-01/-170000002-12-31"},
	{"Y-170000002?", "-170000002-01-01/-170000002-12-31"},
	{"Y10000", "+10000-01-01/+10000-12-31"},
	// Seasons: Northern Hemisphere, meteorological.
	{"1902-21", "1902-03-01/1902-05-31"},
	{"1902-22", "1902-06-01/1902-08-31"},
	{"1902-23", "1902-09-01/1902-11-30"},
	{"1902-24", "1902-12-01/1903-02-28"},
	{"1903-24", "1903-12-01/1904-02-29"},
	{"1899-24", "1899-12-01/1900-02-28"},
	{"1999-24", "1999-12-01/2000-02-29"},
	{"-0001-24", "-0001-12-01/0000-02-29"},
	{"1902-25", "1902-03-01/1902-05-31"},
	{"1902-26", "1902-06-01/1902-08-31"},
	{"1902-27", "1902-09-01/1902-11-30"},
	{"1902-28", "1902-12-01/1903-02-28"},
	{"1902-33", "1902-01-01/1902-03-31"},
	{"1902-34", "1902-04-01/1902-06-30"},
	{"1902-35", "1902-07-01/1902-09-30"},
	{"1902-36", "1902-10-01/1902-12-31"},
	{"1902-37", "1902-01-01/1902-04-30"},
	{"1902-38", "1902-05-01/1902-08-31"},
	{"1902-39", "1902-09-01/1902-12-31"},
	{"1902-40", "1902-01-01/1902-06-30"},
	{"1902-41", "1902-07-01/1902-12-31"},
	{"1902-24?", "1902-12-01/1903-02-28"},
	{"190X-24", "1900-12-01/1910-02-28"},
	// Unspecified digits.
	{"190X", "1900-01-01/1909-12-31"},
	{"19XX", "1900-01-01/1999-12-31"},
	{"1XXX", "1000-01-01/1999-12-31"},
	{"XXXX", "0000-01-01/9999-12-31"},
	{"1902-XX", "1902-01-01/1902-12-31"},
	{"1902-06-XX", "1902-06-01/1902-06-30"},
	{"1902-02-XX", "1902-02-01/1902-02-28"},
	{"1904-02-XX", "1904-02-01/1904-02-29"},
	{"1902-XX-XX", "1902-01-01/1902-12-31"},
	{"190X-06", "1900-06-01/1909-06-30"},
	{"19XX-XX-XX", "1900-01-01/1999-12-31"},
	{"1984-1X", "1984-10-01/1984-12-31"},
	{"1984-0X", "1984-01-01/1984-09-30"},
	{"1902-06-3X", "1902-06-30/1902-06-30"},
	{"1902-02-2X", "1902-02-20/1902-02-28"},
	{"1902-XX-31", "1902-01-31/1902-12-31"},
	{"1902-XX-30", "1902-01-30/1902-12-30"},
	{"156X-12-25", "1560-12-25/1569-12-25"},
	{"19XX-02-29", "1904-02-29/1996-02-29"},
	{"1X00-02-29", "1200-02-29/1600-02-29"},
	{"XXXX-12-XX", "0000-12-01/9999-12-31"},
	{"-19XX", "-1999-01-01/-1900-12-31"},
	{"-00XX", "-0099-01-01/-0001-12-31"},
	// Qualifiers: whole date, group (after) and individual (before).
	{"1902?", "1902-01-01/1902-12-31"},
	{"1902~", "1902-01-01/1902-12-31"},
	{"1902%", "1902-01-01/1902-12-31"},
	{"1902-06?", "1902-06-01/1902-06-30"},
	{"1902-06-15~", "1902-06-15/1902-06-15"},
	{"1902?-06-15", "1902-06-15/1902-06-15"},
	{"2004-06~-11", "2004-06-11/2004-06-11"},
	{"?2004-06-~11", "2004-06-11/2004-06-11"},
	{"%1902-?06-~15%", "1902-06-15/1902-06-15"},
	{"190X?", "1900-01-01/1909-12-31"},
	{"?-0044", "-0044-01-01/-0044-12-31"},
	// Date-times (level 0) reduce to the UTC date; without zone as written.
	{"2004-01-01T10:10:10Z", "2004-01-01/2004-01-01"},
	{"2001-02-03T09:30:01", "2001-02-03/2001-02-03"},
	{"2004-01-01T10:10:10+05:00", "2004-01-01/2004-01-01"},
	{"2004-01-01T02:00:00+05:00", "2003-12-31/2003-12-31"},
	{"2004-01-01T23:00:00-05", "2004-01-02/2004-01-02"},
	{"1903-02-10T23:30:00-02:00", "1903-02-11/1903-02-11"},
	// Intervals.
	{"1902/1905", "1902-01-01/1905-12-31"},
	{"1902-06-15/1902-06-20", "1902-06-15/1902-06-20"},
	{"1902-06/1902-07", "1902-06-01/1902-07-31"},
	{"1902-24/1903-21", "1902-12-01/1903-05-31"},
	{"1902/1902", "1902-01-01/1902-12-31"},
	{"1902-06-15/1902-06-15", "1902-06-15/1902-06-15"},
	{"1902/1902-03", "1902-01-01/1902-03-31"},
	{"1902-06/1902", "1902-06-01/1902-12-31"},
	{"1984?/2004-06~", "1984-01-01/2004-06-30"},
	{"19XX/2004", "1900-01-01/2004-12-31"},
	{"-0044-03-15/0014-08-19", "-0044-03-15/0014-08-19"},
	{"Y-170000002/1902", "-170000002-01-01/1902-12-31"},
	{"2004-01-01T10:00:00Z/2004-01-01T10:00:00Z", "2004-01-01/2004-01-01"},
	{"2004-01-01T10:00:00+05:00/2004-01-01T06:00:00Z", "2004-01-01/2004-01-01"},
	{"1902-06-15T12:00:00Z/1902-06-15", "1902-06-15/1902-06-15"},
	// Open (..) and unknown (empty) ends: both become open.
	{"../1902-06-30", "../1902-06-30"},
	{"../1902-06", "../1902-06-30"},
	{"1902/..", "1902-01-01/.."},
	{"1902-24/..", "1902-12-01/.."},
	{"/1902", "../1902-12-31"},
	{"1902/", "1902-01-01/.."},
	{"/1902-06-15?", "../1902-06-15"},
}

var edtfBad = []string{
	"",
	"garbage",
	"1902x",
	"1902 ",
	" 1902",
	"1902-06-15 ",
	"1902-06-15x",
	"1902.06.15",
	"190",
	"19021",
	"02",
	"+1902",
	"1902-",
	"1902-06-",
	"1902-6",
	"1902-06-5",
	"190x",  // X is upper case
	"1902u", // the old draft's u is not X
	// Impossible dates: never normalised into the next month.
	"1902-02-30",
	"1902-02-29",
	"1900-02-29",
	"1902-06-31",
	"1902-04-31",
	"1902-06-00",
	"1902-06-32",
	"1902-00",
	"1902-13",
	"1902-19",
	"1902-20", // seasons start at 21
	"1902-42",
	"1902-99",
	"1902-29", // Southern Hemisphere: unsupported
	"1902-32",
	"1902-21-01", // a season has no day
	"1902-2X",
	"1902-1X-32",
	"1902-06-4X",
	"1902-02-3X",
	"XXX1-02-29", // no leap year ends in 1
	"-0000",
	"-0000-01-01",
	"Y1902",       // Y only for more than four digits
	"Y012345",     // leading zero
	"Y1234567890", // ten digits
	"Y17000000X",
	"Y170000002-01",
	"Y",
	"Y-",
	"1902??",
	"??1902",
	"1902-?",
	"1902-06-15T25:00:00",
	"1902-06-15T10:60:00",
	"1902-06-15T10:00",
	"1902-06-15T10:00:00.5Z", // no fractions in EDTF
	"1902-06-15t10:00:00Z",
	"1902-06-15T10:00:00z",
	"1902-06-15T10:00:00+05:0",
	"1902-06-15T10:00:00+5",
	"1902-06-15T10:00:00+24:00",
	"1902-06-15T",
	"1902-06T10:00:00Z",
	"-0044-03-15T10:00:00Z",
	// Intervals.
	"1902/1901",
	"1902-06-15/1902-06-14",
	"1902-06/1902-05",
	"1903-21/1902-24",
	"2004-01-01T10:00:00Z/2004-01-01T09:00:00Z",
	"../..",
	"/",
	"../",
	"/..",
	"..",
	"...",
	"1902/1903/1904",
	"1902//1903",
	"1902/1902-02-30",
	"1902-02-30/1903",
	"?../1902",
	"1902/..?",
}

func TestParseEDTF(t *testing.T) {
	for _, tc := range edtfGood {
		t.Run(tc.in, func(t *testing.T) {
			got, err := when.ParseEDTF(tc.in)
			if err != nil {
				t.Fatalf("ParseEDTF(%q): %v", tc.in, err)
			}
			if got.String() != tc.want {
				t.Errorf("ParseEDTF(%q) = %v, want %v", tc.in, got, tc.want)
			}
		})
	}
}

func TestParseEDTFFields(t *testing.T) {
	got, err := when.ParseEDTF("1902-24")
	want := when.Interval{
		Earliest: when.Date{Year: 1902, Month: 12, Day: 1},
		Latest:   when.Date{Year: 1903, Month: 2, Day: 28},
	}
	if err != nil || got != want {
		t.Errorf("ParseEDTF(1902-24) = %#v, %v; want %#v", got, err, want)
	}
	got, err = when.ParseEDTF("1902/")
	want = when.Interval{Earliest: when.Date{Year: 1902, Month: 1, Day: 1}}
	if err != nil || got != want || !got.Latest.IsZero() {
		t.Errorf("ParseEDTF(1902/) = %#v, %v; want %#v", got, err, want)
	}
}

func TestParseEDTFErrors(t *testing.T) {
	for _, in := range edtfBad {
		t.Run(in, func(t *testing.T) {
			got, err := when.ParseEDTF(in)
			checkParseError(t, in, got, err)
		})
	}
}

// checkParseError checks that err is a *ParseError naming input and reason,
// and that no interval came with it.
func checkParseError(t *testing.T, in string, got when.Interval, err error) {
	t.Helper()
	var pe *when.ParseError
	if !errors.As(err, &pe) {
		t.Fatalf("%q: got %v, %v; want a *ParseError", in, got, err)
	}
	if got != (when.Interval{}) {
		t.Errorf("%q: got %v with the error", in, got)
	}
	if pe.Input != in || pe.Reason == "" {
		t.Errorf("%q: ParseError{Input: %q, Reason: %q}", in, pe.Input, pe.Reason)
	}
	if msg := err.Error(); !strings.Contains(msg, fmt.Sprintf("%q", in)) || !strings.Contains(msg, pe.Reason) {
		t.Errorf("%q: message %q lacks input or reason", in, msg)
	}
}

func TestParseErrorMessage(t *testing.T) {
	_, err := when.ParseEDTF("1902-02-30")
	want := `cannot parse "1902-02-30": day 30 out of range: February 1902 has 28 days`
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
	long := strings.Repeat("9", 100)
	_, err = when.ParseDatetime(long)
	if err == nil || strings.Contains(err.Error(), long) || !strings.Contains(err.Error(), long[:64]+"...") {
		t.Errorf("long input not cut: %v", err)
	}
}

var datetimeGood = []struct{ in, want string }{
	{"2018-02-12", "2018-02-12/2018-02-12"},
	{"2000-02-29", "2000-02-29/2000-02-29"},
	{"2018-02-12T23:20:50Z", "2018-02-12/2018-02-12"},
	{"2018-02-12T23:20:50z", "2018-02-12/2018-02-12"},
	{"2018-02-12t23:20:50Z", "2018-02-12/2018-02-12"},
	{"2018-02-12T23:20:50.52Z", "2018-02-12/2018-02-12"},
	{"2018-02-12T23:20:50.123456789123Z", "2018-02-12/2018-02-12"},
	{"2018-02-12T23:20:50+03:00", "2018-02-12/2018-02-12"},
	{"2018-02-12T01:20:50+03:00", "2018-02-11/2018-02-11"},
	{"2018-02-12T00:00:00-00:00", "2018-02-12/2018-02-12"},
	{"1903-02-10T23:30:00-02:00", "1903-02-11/1903-02-11"},
	{"1903-02-11T00:30:00+02:00", "1903-02-10/1903-02-10"},
	{"2018-12-31T23:00:00-01:00", "2019-01-01/2019-01-01"},
	{"2019-01-01T00:59:59.999+01:00", "2018-12-31/2018-12-31"},
	{"2000-02-28T23:00:00-01:00", "2000-02-29/2000-02-29"},
	{"1900-02-28T23:00:00-01:00", "1900-03-01/1900-03-01"},
	{"2018-02-12T23:59:60Z", "2018-02-12/2018-02-12"}, // leap second
	{"0000-01-01T00:00:00+00:01", "-0001-12-31/-0001-12-31"},
	{"2018-02-12T00:00:00Z/2018-03-18T12:31:12Z", "2018-02-12/2018-03-18"},
	{"2018-02-12/2018-03-18", "2018-02-12/2018-03-18"},
	{"2018-02-12/2018-02-12", "2018-02-12/2018-02-12"},
	{"../2018-03-18", "../2018-03-18"},
	{"../2018-03-18T12:31:12Z", "../2018-03-18"},
	{"2018-02-12T00:00:00Z/..", "2018-02-12/.."},
	{"/2018-03-18", "../2018-03-18"},
	{"2018-02-12/", "2018-02-12/.."},
	{"2018-02-12T10:00:00Z/2018-02-12T10:00:00Z", "2018-02-12/2018-02-12"},
	{"2018-02-12T10:00:00+02:00/2018-02-12T09:00:00Z", "2018-02-12/2018-02-12"},
	{"2018-02-12T10:00:00Z/2018-02-12", "2018-02-12/2018-02-12"},
	{"2018-02-12/2018-02-12T00:00:00Z", "2018-02-12/2018-02-12"},
	{"1903-02-11/1903-02-10T23:30:00-02:00", "1903-02-11/1903-02-11"},
	{"2018-02-12T00:30:00+01:00/2018-02-11", "2018-02-11/2018-02-11"},
	{"2018-02-13/2018-02-12T23:30:00-02:00", "2018-02-13/2018-02-13"},
}

var datetimeBad = []string{
	"",
	"..",
	"../..",
	"/",
	"../",
	"/..",
	"garbage",
	"2018-02-30",
	"2018-02-29",
	"2018-13-01",
	"2018-00-10",
	"2018-04-31",
	"2018-2-12",
	"18-02-12",
	"1902",    // EDTF, not RFC 3339
	"1902-06", // EDTF, not RFC 3339
	"1902-24",
	"-0044-03-15",
	"+2018-02-12",
	"2018-02-12T24:00:00Z",
	"2018-02-12T23:60:00Z",
	"2018-02-12T23:20:61Z",
	"2018-02-12T23:20:50",      // no zone
	"2018-02-12T23:20:50+03",   // RFC 3339 wants minutes
	"2018-02-12T23:20:50+0300", // and a colon
	"2018-02-12T23:20:50+24:00",
	"2018-02-12T23:20:50+03:60",
	"2018-02-12T23:20:50.Z",
	"2018-02-12T23:20Z",
	"2018-02-12T",
	"2018-02-12 23:20:50Z",
	"2018-02-12T23:20:50ZZ",
	"2018-02-12T23:20:50Z ",
	" 2018-02-12",
	"2018-02-12T23:20:50+03:00x",
	"2018-02-30T00:00:00Z",
	"2018-03-18/2018-02-12",
	"2018-02-12T10:00:00Z/2018-02-12T09:59:59Z",
	"2018-02-12T10:00:00Z/2018-02-12T09:59:59.999Z",
	"2018-02-13/2018-02-12T21:30:00-02:00", // end is 2018-02-12T23:30Z
	"2018-02-12/2018-02-13/2018-02-14",
	"2018-02-12/garbage",
	"garbage/2018-02-12",
}

func TestParseDatetime(t *testing.T) {
	for _, tc := range datetimeGood {
		t.Run(tc.in, func(t *testing.T) {
			got, err := when.ParseDatetime(tc.in)
			if err != nil {
				t.Fatalf("ParseDatetime(%q): %v", tc.in, err)
			}
			if got.String() != tc.want {
				t.Errorf("ParseDatetime(%q) = %v, want %v", tc.in, got, tc.want)
			}
		})
	}
}

func TestParseDatetimeErrors(t *testing.T) {
	for _, in := range datetimeBad {
		t.Run(in, func(t *testing.T) {
			got, err := when.ParseDatetime(in)
			checkParseError(t, in, got, err)
		})
	}
}

func TestParseDate(t *testing.T) {
	good := []struct {
		in   string
		want when.Date
	}{
		{"1902-06-15", when.Date{Year: 1902, Month: 6, Day: 15}},
		{"0000-01-01", when.Date{Year: 0, Month: 1, Day: 1}},
		{"2000-02-29", when.Date{Year: 2000, Month: 2, Day: 29}},
		{"-0044-03-15", when.Date{Year: -44, Month: 3, Day: 15}},
		{"-0001-12-31", when.Date{Year: -1, Month: 12, Day: 31}},
		{"+10000-01-01", when.Date{Year: 10000, Month: 1, Day: 1}},
		{"-170000002-12-31", when.Date{Year: -170000002, Month: 12, Day: 31}},
		{"+999999999-12-31", when.Date{Year: 999999999, Month: 12, Day: 31}},
	}
	for _, tc := range good {
		t.Run(tc.in, func(t *testing.T) {
			got, err := when.ParseDate(tc.in)
			if err != nil || got != tc.want {
				t.Fatalf("ParseDate(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
			}
			if got.String() != tc.in {
				t.Errorf("String() = %q, want %q", got.String(), tc.in)
			}
		})
	}
	for _, in := range []string{
		"", "1902", "1902-06", "1902-6-15", "1902-06-5", "1902/06/15",
		"1902-06-15T00:00:00Z", "1902-06-15 ", "+1902-06-15", "-0000-01-01",
		"01902-06-15", "-00044-01-01", "+09999-01-01", "+9999-12-31",
		"1234567890-01-01", "+1234567890-01-01", "1902-02-29", "1900-02-29",
		"1902-13-01", "1902-00-01", "1902-06-31", "1902-06-00", "19O2-06-15",
		"--044-01-01", "-+0044-01-01",
	} {
		t.Run("bad/"+in, func(t *testing.T) {
			got, err := when.ParseDate(in)
			var pe *when.ParseError
			if !errors.As(err, &pe) || pe.Input != in || got != (when.Date{}) {
				t.Errorf("ParseDate(%q) = %v, %v; want a *ParseError", in, got, err)
			}
		})
	}
}

// TestDaysExtremes checks that the longest years the parsers accept still
// count days exactly, and that Days agrees with hand-counted offsets.
func TestDaysExtremes(t *testing.T) {
	for _, tc := range []struct {
		d     when.Date
		days  int64 // from 1970-01-01
		known bool  // days is hand-counted
	}{
		{when.Date{Year: 1970, Month: 1, Day: 1}, 0, true},
		{when.Date{Year: 1969, Month: 12, Day: 31}, -1, true},
		{when.Date{Year: 1972, Month: 3, Day: 1}, 790, true},    // 365+365+31+29
		{when.Date{Year: 2000, Month: 3, Day: 1}, 11017, true},  // 30×365+7 leap days+31+29
		{when.Date{Year: 1900, Month: 3, Day: 1}, -25508, true}, // −(70×365+17)+31+28
		{when.Date{Year: 0, Month: 2, Day: 29}, 0, false},
		{when.Date{Year: -999999999, Month: 1, Day: 1}, 0, false},
		{when.Date{Year: 999999999, Month: 12, Day: 31}, 0, false},
	} {
		t.Run(tc.d.String(), func(t *testing.T) {
			n := tc.d.Days()
			if tc.known && n != tc.days {
				t.Errorf("Days() = %d, want %d", n, tc.days)
			}
			if back := when.DateFromDays(n); back != tc.d {
				t.Errorf("DateFromDays(%d) = %v, want %v", n, back, tc.d)
			}
		})
	}
}

func TestIntersects(t *testing.T) {
	d := func(y, m, day int) when.Date { return when.Date{Year: y, Month: time.Month(m), Day: day} }
	iv := func(a, b when.Date) when.Interval { return when.Interval{Earliest: a, Latest: b} }
	var open when.Date
	for _, tc := range []struct {
		name string
		a, b when.Interval
		want bool
	}{
		{"open starts", iv(open, d(1902, 6, 30)), iv(open, d(1902, 2, 15)), true},
		{"June vs until mid-February", iv(d(1902, 6, 1), d(1902, 6, 30)), iv(open, d(1902, 2, 15)), false},
		{"instant in February", iv(d(1903, 2, 10), d(1903, 2, 10)), iv(d(1903, 2, 1), d(1903, 2, 28)), true},
		{"instant vs summer", iv(d(1903, 2, 10), d(1903, 2, 10)), iv(d(1903, 7, 1), d(1903, 8, 31)), false},
		{"touching ends", iv(d(1902, 1, 1), d(1902, 6, 30)), iv(d(1902, 6, 30), d(1902, 12, 31)), true},
		{"adjacent days", iv(d(1902, 1, 1), d(1902, 6, 30)), iv(d(1902, 7, 1), open), false},
		{"open end vs open start", iv(d(1902, 1, 1), open), iv(open, d(1901, 12, 31)), false},
		{"open end vs open start touching", iv(d(1902, 1, 1), open), iv(open, d(1902, 1, 1)), true},
		{"two open ends", iv(d(1902, 1, 1), open), iv(d(1999, 1, 1), open), true},
		{"unbounded", when.Interval{}, iv(d(1902, 6, 15), d(1902, 6, 15)), true},
		{"unbounded both", when.Interval{}, when.Interval{}, true},
		{"inside", iv(d(1900, 1, 1), d(1910, 12, 31)), iv(d(1905, 1, 1), d(1905, 1, 1)), true},
		{"winter across the year", iv(d(1902, 12, 1), d(1903, 2, 28)), iv(d(1903, 1, 9), d(1903, 1, 9)), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.a.Intersects(tc.b); got != tc.want {
				t.Errorf("%v.Intersects(%v) = %v, want %v", tc.a, tc.b, got, tc.want)
			}
			if got := tc.b.Intersects(tc.a); got != tc.want {
				t.Errorf("%v.Intersects(%v) = %v, want %v", tc.b, tc.a, got, tc.want)
			}
		})
	}
}

// TestFilterSemantics runs the gold queries' semantics end to end: a
// feature's EDTF date against a datetime query parameter.
func TestFilterSemantics(t *testing.T) {
	for _, tc := range []struct {
		feature, filter string
		want            bool
	}{
		{"../1902-06-30", "../1902-02-15", true},
		{"../1902-06", "../1902-02-15", true},
		{"1902-06-01/1902-06-30", "../1902-02-15", false},
		{"1902-06", "../1902-02-15", false},
		{"1903-02-10", "1903-02-01/1903-02-28", true},
		{"1903-02-10", "1903-07-01/1903-08-31", false},
		{"1903-02-10", "1903-02-10T23:30:00-02:00", false}, // that is the 11th in UTC
		{"1903-02-11", "1903-02-10T23:30:00-02:00", true},
		{"1902-24", "1903-01-15", true},
		{"1902-24", "1902-06-01/1902-11-30", false},
		{"1902/", "2018-02-12", true},
		{"/1902", "1903-01-01/..", false},
		{"190X", "1909-12-31T23:00:00Z/..", true},
		{"1902?", "../1901-12-31T23:59:59Z", false},
	} {
		t.Run(tc.feature+" in "+tc.filter, func(t *testing.T) {
			f, err := when.ParseEDTF(tc.feature)
			if err != nil {
				t.Fatal(err)
			}
			q, err := when.ParseDatetime(tc.filter)
			if err != nil {
				t.Fatal(err)
			}
			if got := f.Intersects(q); got != tc.want {
				t.Errorf("%v.Intersects(%v) = %v, want %v", f, q, got, tc.want)
			}
		})
	}
}

func TestContains(t *testing.T) {
	d := func(y, m, day int) when.Date { return when.Date{Year: y, Month: time.Month(m), Day: day} }
	var open when.Date
	june := when.Interval{Earliest: d(1902, 6, 1), Latest: d(1902, 6, 30)}
	for _, tc := range []struct {
		name string
		i    when.Interval
		d    when.Date
		want bool
	}{
		{"first day", june, d(1902, 6, 1), true},
		{"last day", june, d(1902, 6, 30), true},
		{"day before", june, d(1902, 5, 31), false},
		{"day after", june, d(1902, 7, 1), false},
		{"zero date", june, open, false},
		{"zero date, unbounded", when.Interval{}, open, false},
		{"unbounded", when.Interval{}, d(-44, 3, 15), true},
		{"open start", when.Interval{Latest: d(1902, 2, 15)}, d(1000, 1, 1), true},
		{"open start, after", when.Interval{Latest: d(1902, 2, 15)}, d(1902, 2, 16), false},
		{"open end", when.Interval{Earliest: d(1902, 2, 15)}, d(9999, 1, 1), true},
		{"open end, before", when.Interval{Earliest: d(1902, 2, 15)}, d(1902, 2, 14), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.i.Contains(tc.d); got != tc.want {
				t.Errorf("%v.Contains(%v) = %v, want %v", tc.i, tc.d, got, tc.want)
			}
		})
	}
}

func TestSpan(t *testing.T) {
	for _, tc := range []struct {
		in      string // EDTF
		days    int64
		bounded bool
	}{
		{"1902-06-15", 1, true},
		{"1902-06", 30, true},
		{"1902-02", 28, true},
		{"1904-02", 29, true},
		{"1902", 365, true},
		{"1904", 366, true},
		{"1900", 365, true},
		{"2000", 366, true},
		{"1902-24", 90, true},     // 31 + 31 + 28
		{"1903-24", 91, true},     // 31 + 31 + 29
		{"1900/1903", 1460, true}, // 4 × 365: 1900 is no leap year
		{"19XX", 36524, true},     // 100 × 365 + 24 leap years (1900 is not)
		{"1902/..", 0, false},
		{"../1902", 0, false},
	} {
		t.Run(tc.in, func(t *testing.T) {
			iv, err := when.ParseEDTF(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			days, bounded := iv.Span()
			if days != tc.days || bounded != tc.bounded {
				t.Errorf("%v.Span() = %d, %v; want %d, %v", iv, days, bounded, tc.days, tc.bounded)
			}
		})
	}
	inverted := when.Interval{
		Earliest: when.Date{Year: 1902, Month: 6, Day: 2},
		Latest:   when.Date{Year: 1902, Month: 6, Day: 1},
	}
	if days, bounded := inverted.Span(); days != 0 || !bounded {
		t.Errorf("inverted Span() = %d, %v; want 0, true", days, bounded)
	}
}

func ExampleParseEDTF() {
	for _, s := range []string{"1902-06", "1902-24", "19XX", "1902-06-15?/..", "1902-02-30"} {
		iv, err := when.ParseEDTF(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(s, "→", iv)
	}
	// Output:
	// 1902-06 → 1902-06-01/1902-06-30
	// 1902-24 → 1902-12-01/1903-02-28
	// 19XX → 1900-01-01/1999-12-31
	// 1902-06-15?/.. → 1902-06-15/..
	// cannot parse "1902-02-30": day 30 out of range: February 1902 has 28 days
}

func ExampleParseDatetime() {
	iv, _ := when.ParseDatetime("1903-02-10T23:30:00-02:00/..")
	fmt.Println(iv)
	// Output: 1903-02-11/..
}

// checkResult checks what holds for every successful parse: real calendar
// dates, never both ends open, never inverted.
func checkResult(t *testing.T, in string, iv when.Interval) {
	t.Helper()
	if iv.IsUnbounded() {
		t.Fatalf("%q: both ends open", in)
	}
	for _, d := range []when.Date{iv.Earliest, iv.Latest} {
		if !d.IsZero() && when.DateFromDays(d.Days()) != d {
			t.Fatalf("%q: %#v is not a calendar date", in, d)
		}
	}
	if !iv.Earliest.IsZero() && !iv.Latest.IsZero() && iv.Earliest.Compare(iv.Latest) > 0 {
		t.Fatalf("%q: %v is inverted", in, iv)
	}
}

// yearsWithin reports whether iv's set ends have years in lo..hi.
func yearsWithin(iv when.Interval, lo, hi int) bool {
	for _, d := range []when.Date{iv.Earliest, iv.Latest} {
		if !d.IsZero() && (d.Year < lo || d.Year > hi) {
			return false
		}
	}
	return true
}

func FuzzParseEDTF(f *testing.F) {
	for _, tc := range edtfGood {
		f.Add(tc.in)
	}
	for _, in := range edtfBad {
		f.Add(in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		iv, err := when.ParseEDTF(in)
		if err != nil {
			var pe *when.ParseError
			if !errors.As(err, &pe) || pe.Input != in || iv != (when.Interval{}) {
				t.Fatalf("%q: %v, %v", in, iv, err)
			}
			return
		}
		checkResult(t, in, iv)
		// String writes EDTF for four-digit years: it must parse back.
		if yearsWithin(iv, -9999, 9999) {
			if back, err := when.ParseEDTF(iv.String()); err != nil || back != iv {
				t.Fatalf("%q → %v re-parses as %v, %v", in, iv, back, err)
			}
		}
		// …and it is RFC 3339 for years 0000–9999.
		if yearsWithin(iv, 0, 9999) {
			if back, err := when.ParseDatetime(iv.String()); err != nil || back != iv {
				t.Fatalf("%q → %v re-parses as datetime %v, %v", in, iv, back, err)
			}
		}
	})
}

func FuzzParseDatetime(f *testing.F) {
	for _, tc := range datetimeGood {
		f.Add(tc.in)
	}
	for _, in := range datetimeBad {
		f.Add(in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		iv, err := when.ParseDatetime(in)
		if err != nil {
			var pe *when.ParseError
			if !errors.As(err, &pe) || pe.Input != in || iv != (when.Interval{}) {
				t.Fatalf("%q: %v, %v", in, iv, err)
			}
			return
		}
		checkResult(t, in, iv)
		if yearsWithin(iv, 0, 9999) {
			if back, err := when.ParseDatetime(iv.String()); err != nil || back != iv {
				t.Fatalf("%q → %v re-parses as %v, %v", in, iv, back, err)
			}
		}
	})
}

func FuzzParseDate(f *testing.F) {
	for _, in := range []string{"1902-06-15", "-0044-03-15", "+10000-01-01", "1902-02-30", "-0000-01-01"} {
		f.Add(in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		d, err := when.ParseDate(in)
		if err != nil {
			return
		}
		if d.String() != in {
			t.Fatalf("ParseDate(%q) = %v, which String writes as %q", in, d, d.String())
		}
		if when.DateFromDays(d.Days()) != d {
			t.Fatalf("ParseDate(%q) = %#v, not a calendar date", in, d)
		}
	})
}

func BenchmarkParseEDTF(b *testing.B) {
	for _, in := range []string{"1902", "1902-06-15", "1902-24", "19XX-02-29", "1902-06/1903-02-15?", "../1902-06-30"} {
		b.Run(in, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := when.ParseEDTF(in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkParseDatetime(b *testing.B) {
	for _, in := range []string{"2018-02-12", "2018-02-12T23:20:50Z", "1903-02-10T23:30:00-02:00", "2018-02-12T00:00:00Z/2018-03-18T12:31:12Z", "../2018-03-18"} {
		b.Run(in, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := when.ParseDatetime(in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// A datetime that is no date at all is refused with what a datetime may
// be; a date of the right shape but impossible keeps its own reason.
func TestParseDatetimeSaysWhatADatetimeIs(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"notadate", "want a date YYYY-MM-DD; a datetime is a date, a date-time (1902-06-01T12:00:00Z) or an interval of two of them a/b, .. for an open end"},
		{"1902-06-01/soon", "end: want a date YYYY-MM-DD; a datetime is a date"},
		{"1903", "open end; 1903 is written 1903-01-01/1903-12-31"},
		{"1903-02", "open end; 1903-02 is written 1903-02-01/1903-02-28"},
		{"1902/1904-02", "open end; 1902 is written 1902-01-01/1902-12-31, 1904-02 is written 1904-02-01/1904-02-29"},
	} {
		_, err := when.ParseDatetime(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseDatetime(%q) = %v, want an error with %q", tt.in, err, tt.want)
		}
	}
	if _, err := when.ParseDatetime("1902-13-01"); err == nil || strings.Contains(err.Error(), "a datetime is") {
		t.Errorf("ParseDatetime(1902-13-01) = %v, want its own reason only", err)
	}
}
