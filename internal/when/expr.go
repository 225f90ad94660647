package when

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// Expr is one EDTF expression (ISO 8601-2 as profiled by the Library of
// Congress EDTF specification) together with the inclusive interval it
// denotes: the form a text gave a date in («1902-21» for spring 1902,
// «189X» for the 1890s, «1904~» for about 1904) is kept, and so is the
// interval a time filter compares.
//
// The zero Expr is no date: String returns "" and Interval the unbounded
// interval. Exprs are built by ParseExpr or by the constructors below
// (YearExpr, MonthExpr, DayExpr, SeasonExpr, DecadeExpr, IntervalExpr,
// Between), which write canonical EDTF; they are values, safe to copy and
// compare with ==.
type Expr struct {
	text string
	iv   Interval
}

// ParseExpr parses an EDTF expression as ParseEDTF does and keeps its
// text. Errors are *ParseError.
func ParseExpr(s string) (Expr, error) {
	iv, err := ParseEDTF(s)
	if err != nil {
		return Expr{}, err
	}
	return Expr{text: s, iv: iv}, nil
}

// String returns the expression as EDTF, "" for the zero Expr.
func (e Expr) String() string { return e.text }

// Interval returns the inclusive interval the expression denotes.
func (e Expr) Interval() Interval { return e.iv }

// IsZero reports whether e is the zero Expr (no date).
func (e Expr) IsZero() bool { return e.text == "" }

// IsInterval reports whether e is written as an interval «a/b».
func (e Expr) IsInterval() bool { return strings.Contains(e.text, "/") }

// MarshalText writes e as EDTF (encoding.TextMarshaler); the zero Expr is
// empty text.
func (e Expr) MarshalText() ([]byte, error) { return []byte(e.text), nil }

// UnmarshalText parses EDTF (encoding.TextUnmarshaler); empty text is the
// zero Expr.
func (e *Expr) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*e = Expr{}
		return nil
	}
	x, err := ParseExpr(string(b))
	if err != nil {
		return err
	}
	*e = x
	return nil
}

// Season is an EDTF season code (ISO 8601-2 §4.7): Northern Hemisphere
// meteorological seasons.
type Season int

// The seasons as EDTF writes them in the month position («1902-21»).
const (
	Spring Season = 21 // March–May
	Summer Season = 22 // June–August
	Autumn Season = 23 // September–November
	Winter Season = 24 // December – February of the next year
)

func exprOf(text string) (Expr, error) {
	iv, err := ParseEDTF(text)
	if err != nil {
		return Expr{}, err
	}
	return Expr{text: text, iv: iv}, nil
}

func checkYear(y int) error {
	if y < 0 || y > 9999 {
		return &ParseError{Input: fmt.Sprint(y), Reason: "year outside 0000–9999"}
	}
	return nil
}

// YearExpr is the year y (0–9999): «1902».
func YearExpr(y int) (Expr, error) {
	if err := checkYear(y); err != nil {
		return Expr{}, err
	}
	return exprOf(fmt.Sprintf("%04d", y))
}

// MonthExpr is month m of year y: «1902-06».
func MonthExpr(y int, m time.Month) (Expr, error) {
	if err := checkYear(y); err != nil {
		return Expr{}, err
	}
	if m < 1 || m > 12 {
		return Expr{}, &ParseError{Input: fmt.Sprintf("%04d-%02d", y, int(m)), Reason: "month out of range 01–12"}
	}
	return exprOf(fmt.Sprintf("%04d-%02d", y, int(m)))
}

// DayExpr is one calendar day: «1902-06-15». An impossible date (30
// February) is an error.
func DayExpr(y int, m time.Month, d int) (Expr, error) {
	if err := checkYear(y); err != nil {
		return Expr{}, err
	}
	return exprOf(fmt.Sprintf("%04d-%02d-%02d", y, int(m), d))
}

// DateExpr is the day d, which must be a valid date of years 0–9999.
func DateExpr(d Date) (Expr, error) { return DayExpr(d.Year, d.Month, d.Day) }

// SeasonExpr is season s of year y: «1902-21». Winter runs into the next
// year.
func SeasonExpr(y int, s Season) (Expr, error) {
	if err := checkYear(y); err != nil {
		return Expr{}, err
	}
	if s < Spring || s > Winter {
		return Expr{}, &ParseError{Input: fmt.Sprintf("%04d-%02d", y, int(s)), Reason: "season out of range 21–24"}
	}
	return exprOf(fmt.Sprintf("%04d-%02d", y, int(s)))
}

// DecadeExpr is the decade that starts with year y, a multiple of ten:
// «189X» for 1890 (1890-01-01 … 1899-12-31).
func DecadeExpr(y int) (Expr, error) {
	if err := checkYear(y); err != nil {
		return Expr{}, err
	}
	if y%10 != 0 {
		return Expr{}, &ParseError{Input: fmt.Sprint(y), Reason: "a decade starts at a multiple of ten"}
	}
	return exprOf(fmt.Sprintf("%04d", y)[:3] + "X")
}

// CenturyExpr is the hundred years from y, a multiple of 100, as EDTF
// (ISO 8601-2 unspecified digits): 1800 gives «18XX», 1800-01-01 to
// 1899-12-31, the years Russian texts mean by «XIX век».
func CenturyExpr(y int) (Expr, error) {
	if err := checkYear(y); err != nil {
		return Expr{}, err
	}
	if y%100 != 0 {
		return Expr{}, &ParseError{Input: fmt.Sprint(y), Reason: "a century starts at a multiple of a hundred"}
	}
	return exprOf(fmt.Sprintf("%04d", y)[:2] + "XX")
}

// IntervalExpr writes iv in the shortest EDTF FormatInterval gives. The
// unbounded interval is an error: EDTF has no expression for it.
func IntervalExpr(iv Interval) (Expr, error) {
	if iv.IsUnbounded() {
		return Expr{}, &ParseError{Input: "../..", Reason: "both ends open"}
	}
	return exprOf(FormatInterval(iv))
}

// start and end return the expression's first and last side.
func (e Expr) start() string {
	s, _, _ := strings.Cut(e.text, "/")
	return s
}

func (e Expr) end() string {
	if i := strings.LastIndexByte(e.text, '/'); i >= 0 {
		return e.text[i+1:]
	}
	return e.text
}

// Between is the interval from the start of a to the end of b, as EDTF
// «a/b» (1903-05/1903-08 for «с мая по август 1903»). An open side stays
// open; b ending before a starts is an error.
func Between(a, b Expr) (Expr, error) {
	if a.IsZero() || b.IsZero() {
		return Expr{}, errors.New("an end of the interval is missing")
	}
	return exprOf(a.start() + "/" + b.end())
}

// Until is the interval open towards the past that ends with e: «../1902-06».
func Until(e Expr) (Expr, error) {
	if e.IsZero() || e.end() == ".." {
		return Expr{}, errors.New("no end to run until")
	}
	return exprOf("../" + e.end())
}

// Since is the interval open towards the future that starts with e:
// «1905/..».
func Since(e Expr) (Expr, error) {
	if e.IsZero() || e.start() == ".." {
		return Expr{}, errors.New("no start to run from")
	}
	return exprOf(e.start() + "/..")
}

// Approximate marks each side of e approximate («1904~», EDTF level 1);
// the interval does not change. A side already qualified becomes both
// uncertain and approximate («%»).
func (e Expr) Approximate() Expr { return e.qualify('~') }

// Uncertain marks each side of e uncertain («1907?»); the interval does not
// change.
func (e Expr) Uncertain() Expr { return e.qualify('?') }

// Approximate and Uncertain report the qualifiers of e's sides.
func (e Expr) IsApproximate() bool { return strings.ContainsAny(e.text, "~%") }

// IsUncertain reports whether a side of e is marked uncertain.
func (e Expr) IsUncertain() bool { return strings.ContainsAny(e.text, "?%") }

func (e Expr) qualify(q byte) Expr {
	if e.IsZero() {
		return e
	}
	sides := strings.Split(e.text, "/")
	for i, s := range sides {
		if s == ".." || s == "" || strings.Contains(s, "T") {
			continue
		}
		switch last := s[len(s)-1]; {
		case last == q || last == '%':
		case last == '?' || last == '~':
			sides[i] = s[:len(s)-1] + "%"
		default:
			sides[i] = s + string(q)
		}
	}
	out, err := exprOf(strings.Join(sides, "/"))
	if err != nil {
		return e // a qualifier never makes a valid expression invalid
	}
	return out
}

// FormatInterval writes iv as the shortest EDTF expression of exactly that
// interval: a year («1902»), a month («1902-06»), a day, an interval of
// years, months or days («1902-03/1902-05», «1902-06-21/1902-06-30»), with
// «..» for an open end. The unbounded interval is "". Years beyond
// ±9999 are written as Date.String writes them, which is not EDTF.
func FormatInterval(iv Interval) string {
	e, l := iv.Earliest, iv.Latest
	switch {
	case e.IsZero() && l.IsZero():
		return ""
	case e.IsZero():
		return "../" + l.String()
	case l.IsZero():
		return e.String() + "/.."
	case e == l:
		return e.String()
	}
	if e.Year < -9999 || e.Year > 9999 || l.Year < -9999 || l.Year > 9999 {
		return e.String() + "/" + l.String()
	}
	firstOfMonth := e.Day == 1
	lastOfMonth := l.Day == daysIn(l.Year, l.Month)
	ey, ly := year4(e.Year), year4(l.Year)
	switch {
	case firstOfMonth && lastOfMonth && e.Month == 1 && l.Month == 12 && e.Year == l.Year:
		return ey
	case firstOfMonth && lastOfMonth && e.Month == 1 && l.Month == 12:
		return ey + "/" + ly
	case firstOfMonth && lastOfMonth && e.Month == l.Month && e.Year == l.Year:
		return fmt.Sprintf("%s-%02d", ey, int(e.Month))
	case firstOfMonth && lastOfMonth:
		return fmt.Sprintf("%s-%02d/%s-%02d", ey, int(e.Month), ly, int(l.Month))
	}
	return e.String() + "/" + l.String()
}

// year4 writes a year of -9999..9999 with four digits and a sign before
// year 0, as EDTF does.
func year4(y int) string {
	if y < 0 {
		return fmt.Sprintf("-%04d", -y)
	}
	return fmt.Sprintf("%04d", y)
}

// MarshalText writes i as EDTF in FormatInterval's shortest form
// (encoding.TextMarshaler); the unbounded interval is empty text.
func (i Interval) MarshalText() ([]byte, error) { return []byte(FormatInterval(i)), nil }

// UnmarshalText parses EDTF into i as ParseEDTF does
// (encoding.TextUnmarshaler); empty text is the unbounded interval.
func (i *Interval) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*i = Interval{}
		return nil
	}
	iv, err := ParseEDTF(string(b))
	if err != nil {
		return err
	}
	*i = iv
	return nil
}

// MarshalText writes d as ISO 8601 `YYYY-MM-DD` (encoding.TextMarshaler),
// as String does; the zero Date is empty text.
func (d Date) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText parses `YYYY-MM-DD` as ParseDate does
// (encoding.TextUnmarshaler); empty text is the zero Date.
func (d *Date) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*d = Date{}
		return nil
	}
	x, err := ParseDate(string(b))
	if err != nil {
		return err
	}
	*d = x
	return nil
}
