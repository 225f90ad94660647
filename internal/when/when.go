// Package when is chronomap's time model and owns its calendar: calendar
// dates, inclusive date intervals with open ends, EDTF (ISO 8601-2)
// expressions (Expr: parsed, built and formatted, with qualifiers), the
// conversion of Julian ("old style") dates to the Gregorian calendar, and the
// OGC API - Features `datetime` parameter. Date, Interval and Expr travel as
// text: each implements encoding.TextMarshaler and TextUnmarshaler (ISO 8601
// dates, EDTF), so JSON and YAML carry them without ad-hoc strings.
//
// All dates are proleptic Gregorian calendar dates without a time of day;
// intervals are inclusive at both ends. Instants and date-times are reduced to
// their calendar date in UTC.
package when

import (
	"fmt"
	"time"
)

// Date is a proleptic Gregorian calendar date. The zero Date (Month == 0) is
// "no date" and stands for an open or unknown interval end.
type Date struct {
	Year  int
	Month time.Month
	Day   int
}

// IsZero reports whether d is the zero Date, used for an open end.
func (d Date) IsZero() bool { return d.Month == 0 }

// String formats d as ISO 8601 `YYYY-MM-DD` (years outside 0..9999 get a sign
// and at least four digits), or "" for the zero Date.
func (d Date) String() string {
	if d.IsZero() {
		return ""
	}
	if d.Year < 0 {
		return fmt.Sprintf("-%04d-%02d-%02d", -d.Year, int(d.Month), d.Day)
	}
	if d.Year > 9999 {
		return fmt.Sprintf("+%d-%02d-%02d", d.Year, int(d.Month), d.Day)
	}
	return fmt.Sprintf("%04d-%02d-%02d", d.Year, int(d.Month), d.Day)
}

// Time returns midnight UTC at the start of d.
func (d Date) Time() time.Time {
	return time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, time.UTC)
}

// Days returns the number of days from 1970-01-01 to d (negative before it).
// It orders dates and keys the time index.
func (d Date) Days() int64 {
	return d.Time().Unix() / 86400
}

// DateFromDays is the inverse of Date.Days.
func DateFromDays(days int64) Date {
	return DateOf(time.Unix(days*86400, 0))
}

// DateOf returns the UTC calendar date of t.
func DateOf(t time.Time) Date {
	y, m, d := t.UTC().Date()
	return Date{Year: y, Month: m, Day: d}
}

// Compare returns -1, 0 or +1 as d is before, equal to or after e. Both must
// be non-zero.
func (d Date) Compare(e Date) int {
	switch {
	case d.Year != e.Year:
		return sign(d.Year - e.Year)
	case d.Month != e.Month:
		return sign(int(d.Month) - int(e.Month))
	default:
		return sign(d.Day - e.Day)
	}
}

func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

// Interval is an inclusive range of calendar dates [Earliest, Latest]. A zero
// Earliest is open towards the past, a zero Latest open towards the future;
// both zero is the unbounded interval that matches everything.
type Interval struct {
	Earliest Date
	Latest   Date
}

// Intersects reports whether i and o share at least one day. Open ends reach
// infinitely far; this is the OGC API - Features `datetime` filter semantics.
func (i Interval) Intersects(o Interval) bool {
	if !i.Earliest.IsZero() && !o.Latest.IsZero() && i.Earliest.Compare(o.Latest) > 0 {
		return false
	}
	if !o.Earliest.IsZero() && !i.Latest.IsZero() && o.Earliest.Compare(i.Latest) > 0 {
		return false
	}
	return true
}

// IsUnbounded reports whether both ends of i are open.
func (i Interval) IsUnbounded() bool { return i.Earliest.IsZero() && i.Latest.IsZero() }

// String formats i as `earliest/latest` with `..` for an open end.
func (i Interval) String() string {
	e, l := i.Earliest.String(), i.Latest.String()
	if e == "" {
		e = ".."
	}
	if l == "" {
		l = ".."
	}
	return e + "/" + l
}

// Contains reports whether d falls within i. Open ends reach infinitely far;
// the zero Date is in no interval.
func (i Interval) Contains(d Date) bool {
	if d.IsZero() {
		return false
	}
	return (i.Earliest.IsZero() || i.Earliest.Compare(d) <= 0) &&
		(i.Latest.IsZero() || d.Compare(i.Latest) <= 0)
}

// Span returns the number of calendar days in i, both ends included, so a
// one-day interval spans 1. bounded is false, and days 0, when an end is open;
// an inverted interval (Latest before Earliest) spans 0 days.
func (i Interval) Span() (days int64, bounded bool) {
	if i.Earliest.IsZero() || i.Latest.IsZero() {
		return 0, false
	}
	return max(i.Latest.Days()-i.Earliest.Days()+1, 0), true
}
