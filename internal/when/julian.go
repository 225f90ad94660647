package when

import (
	"fmt"
	"strings"
	"time"
)

// FromJulian converts a date of the Julian calendar (the "old style" of
// Russian texts before February 1918) to the proleptic Gregorian calendar
// through the Julian Day Number: 12 days later in the 19th century, 13
// from 1 March 1900 (Julian 29 February 1900 is Gregorian 13 March 1900).
// A day the Julian calendar does not have (30 February) is an error.
func FromJulian(year int, month time.Month, day int) (Date, error) {
	if month < 1 || month > 12 {
		return Date{}, &ParseError{Input: fmt.Sprintf("%04d-%02d-%02d", year, int(month), day), Reason: "month out of range 01–12"}
	}
	if n := julianDaysIn(year, month); day < 1 || day > n {
		return Date{}, &ParseError{Input: fmt.Sprintf("%04d-%02d-%02d", year, int(month), day),
			Reason: fmt.Sprintf("day out of range: %s %d has %d days in the Julian calendar", month, year, n)}
	}
	a := (14 - int(month)) / 12
	y := year + 4800 - a
	m := int(month) + 12*a - 3
	jdn := day + (153*m+2)/5 + 365*y + floorDiv(y, 4) - 32083
	return fromJDN(jdn), nil
}

// fromJDN returns the proleptic Gregorian date of a Julian Day Number
// (Richards' algorithm).
func fromJDN(jdn int) Date {
	f := jdn + 1401 + (((4*jdn+274277)/146097)*3)/4 - 38
	e := 4*f + 3
	g := (e % 1461) / 4
	h := 5*g + 2
	day := (h%153)/5 + 1
	month := (h/153+2)%12 + 1
	year := e/1461 - 4716 + (12+2-month)/12
	return Date{Year: year, Month: time.Month(month), Day: day}
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// julianDaysIn is the length of a month in the Julian calendar, where
// every fourth year is a leap year.
func julianDaysIn(y int, m time.Month) int {
	if m == time.February {
		if y%4 == 0 {
			return 29
		}
		return 28
	}
	return daysIn(y, m)
}

// FromJulian reads e as written in the Julian calendar and returns the
// Gregorian expression of the same days: a day stays a day («1903-05-05»
// old style is «1903-05-18»), anything longer becomes the interval of
// days it covers («1903-05» old style is «1903-05-14/1903-06-13»).
// Qualifiers are kept. Sides with unspecified digits are an error.
func (e Expr) FromJulian() (Expr, error) {
	if e.IsZero() {
		return e, nil
	}
	if strings.ContainsRune(e.text, 'X') {
		return Expr{}, &ParseError{Input: e.text, Reason: "unspecified digits have no Julian conversion"}
	}
	iv := e.iv
	var out Interval
	var err error
	if !iv.Earliest.IsZero() {
		d := iv.Earliest
		if out.Earliest, err = FromJulian(d.Year, d.Month, d.Day); err != nil {
			return Expr{}, err
		}
	}
	if !iv.Latest.IsZero() {
		d := iv.Latest
		// A side ending in a Julian February of a century year (1900)
		// ends on the 29th, which the Gregorian reading cut to the 28th.
		if d.Month == time.February && d.Day == 28 && julianDaysIn(d.Year, d.Month) == 29 && !hasDay(e.end()) {
			d.Day = 29
		}
		if out.Latest, err = FromJulian(d.Year, d.Month, d.Day); err != nil {
			return Expr{}, err
		}
	}
	x, err := IntervalExpr(out)
	if err != nil {
		return Expr{}, err
	}
	if e.IsApproximate() {
		x = x.Approximate()
	}
	if e.IsUncertain() {
		x = x.Uncertain()
	}
	return x, nil
}

// hasDay reports whether an EDTF side names a day (YYYY-MM-DD).
func hasDay(side string) bool {
	return strings.Count(strings.TrimLeft(side, "-?~%"), "-") >= 2
}
