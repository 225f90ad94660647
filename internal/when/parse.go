package when

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// ParseError reports an input that ParseEDTF, ParseDatetime or ParseDate
// rejects, so that callers can show the user what was wrong.
type ParseError struct {
	Input  string // the whole input, as given
	Reason string // what is wrong with it
}

// Error quotes the input (cut to 64 bytes, as inputs may come from queries)
// and the reason.
func (e *ParseError) Error() string {
	in := e.Input
	if len(in) > 64 {
		in = in[:64] + "..."
	}
	return fmt.Sprintf("cannot parse %q: %s", in, e.Reason)
}

// ParseDate parses a date as Date.String writes it: `YYYY-MM-DD` for years
// 0000–9999, `-YYYY-MM-DD` before year 0 and `+YYYYY-MM-DD` after 9999, with
// exactly as many year digits as String writes (at most nine). It is the
// inverse of String for every Date it accepts. Years are astronomical
// (ISO 8601): 0000 is 1 BC. Errors are *ParseError.
func ParseDate(s string) (Date, error) {
	d, err := parseDate(s)
	if err != nil {
		return Date{}, &ParseError{Input: s, Reason: err.Error()}
	}
	return d, nil
}

// ParseEDTF parses an Extended Date/Time Format string (ISO 8601-2:2019 as
// profiled by the Library of Congress EDTF specification, levels 0 and 1 and
// parts of level 2) into the smallest inclusive interval of calendar dates
// that holds every date the expression may denote:
//
//	1902                   1902-01-01/1902-12-31
//	1902-06                1902-06-01/1902-06-30
//	1902-06-15             1902-06-15/1902-06-15
//	-0044-03-15            astronomical year -44 (ISO 8601: 0000 is 1 BC)
//	Y-170000002            a year of more than four digits (at most nine)
//	1902-21 … 1902-24      spring (Mar–May), summer (Jun–Aug), autumn
//	                       (Sep–Nov), winter (Dec 1902–Feb 1903): Northern
//	                       Hemisphere meteorological seasons; 25–28 likewise
//	1902-33 … 1902-41      quarters (33–36), quadrimesters (37–39),
//	                       semesters (40–41)
//	190X, 19XX, 1902-XX,   X is an unspecified digit, allowed in any digit
//	1902-06-XX, 1XXX-12    of a four-digit year, the month or the day
//	1902?, 1902-06~,       qualifiers (uncertain, approximate, both) after
//	?1902-~06-15%          the whole date or before or after any component;
//	                       they do not change the interval
//	1902-06-15T10:00:00Z   a date-time (level 0), reduced to its UTC date; one
//	                       without a zone keeps the date as written
//	a/b                    from the earliest date of a to the latest of b
//	../b, a/..             an open start or end
//	/b, a/                 an unknown start or end: treated as open, since a
//	                       time filter cannot exclude a date nobody knows
//
// Southern Hemisphere seasons (29–32) are rejected: which year their summer
// falls in is not defined. Both ends open, a start after the end, an
// impossible date (1902-02-30, 1902-13, month 20) and any other text are
// errors of type *ParseError; nothing is ever normalised into another day.
func ParseEDTF(s string) (Interval, error) {
	iv, err := parseInterval(s, edtfDate)
	if err != nil {
		return Interval{}, &ParseError{Input: s, Reason: err.Error()}
	}
	return iv, nil
}

// ParseDatetime parses the `datetime` query parameter of OGC API - Features -
// Part 1: Core (§7.15.4): an RFC 3339 date (2018-02-12) or date-time
// (2018-02-12T23:20:50Z, 2018-02-12T23:20:50.5+03:00; T and Z may be lower
// case), or an interval `a/b` of those where `..` or an empty string marks an
// open end. Both ends open (`../..`, `/`) is an error.
//
// The filter works on whole days, so a date-time is converted to UTC and
// reduced to its calendar date there (1903-02-10T23:30:00-02:00 is
// 1903-02-11), and a single date or date-time gives a one-day interval.
// Start after end, impossible dates and any other text are errors of type
// *ParseError.
func ParseDatetime(s string) (Interval, error) {
	iv, err := parseInterval(s, rfc3339)
	if err != nil {
		reason := err.Error()
		if errors.Is(err, errNotDate) {
			reason += "; a datetime is a date, a date-time (1902-06-01T12:00:00Z) or an interval of two of them a/b, .. for an open end"
			if hint := reducedHint(s); hint != "" {
				reason += "; " + hint
			}
		}
		return Interval{}, &ParseError{Input: s, Reason: reason}
	}
	return iv, nil
}

// reducedHint names the interval of days that a year or a month written
// alone (1903, 1903-05; also as an interval's end) stands for, in the form
// the datetime parameter takes, or "" when s has no such part.
func reducedHint(s string) string {
	var hints []string
	for _, part := range strings.Split(s, "/") {
		n := len(part)
		if (n != 4 && n != 7) || countDigits(part[:4]) != 4 || n == 7 && (part[4] != '-' || countDigits(part[5:]) != 2) {
			continue
		}
		iv, err := ParseEDTF(part)
		if err != nil {
			continue
		}
		hints = append(hints, fmt.Sprintf("%s is written %s/%s", part, iv.Earliest, iv.Latest))
	}
	return strings.Join(hints, ", ")
}

// errNotDate is the error of a text that has not the shape of a date.
var errNotDate = errors.New("want a date YYYY-MM-DD")

// bound is one parsed interval end: the dates it denotes and, for a
// date-time, its instant after UTC midnight, so that two date-times on the
// same day can still be checked for order.
type bound struct {
	iv   Interval
	nano int64 // nanoseconds after midnight of iv.Earliest; -1 for a date
	open bool  // ".." or empty
}

// parseInterval parses s as a single value of point or as an interval `a/b`
// whose ends are values of point, ".." or empty (open).
func parseInterval(s string, point func(string) (bound, error)) (Interval, error) {
	a, b, isInterval := strings.Cut(s, "/")
	if !isInterval {
		switch s {
		case "":
			return Interval{}, errors.New("empty")
		case "..":
			return Interval{}, errors.New(`".." stands only for an end of an interval`)
		}
		p, err := point(s)
		return p.iv, err
	}
	if strings.Contains(b, "/") {
		return Interval{}, errors.New(`more than one "/"`)
	}
	start, err := end(a, point)
	if err != nil {
		return Interval{}, fmt.Errorf("start: %w", err)
	}
	stop, err := end(b, point)
	if err != nil {
		return Interval{}, fmt.Errorf("end: %w", err)
	}
	if start.open && stop.open {
		return Interval{}, errors.New("both ends open")
	}
	iv := Interval{Earliest: start.iv.Earliest, Latest: stop.iv.Latest}
	if !start.open && !stop.open {
		c := iv.Earliest.Compare(iv.Latest)
		if c > 0 || c == 0 && stop.nano >= 0 && start.nano > stop.nano {
			return Interval{}, fmt.Errorf("start %s is after end %s", a, b)
		}
	}
	return iv, nil
}

func end(s string, point func(string) (bound, error)) (bound, error) {
	if s == "" || s == ".." {
		return bound{open: true}, nil
	}
	return point(s)
}

// rfc3339 parses an RFC 3339 full-date or date-time.
func rfc3339(s string) (bound, error) {
	if len(s) > 10 {
		return dateTime(s, false)
	}
	d, err := date4(s)
	return bound{iv: Interval{d, d}, nano: -1}, err
}

// date4 parses `YYYY-MM-DD` with a four-digit year, as RFC 3339 and
// EDTF date-times write it.
func date4(s string) (Date, error) {
	if len(s) != 10 || !isDigit(s[0]) {
		return Date{}, errNotDate
	}
	return parseDate(s)
}

// dateTime parses an RFC 3339 date-time `YYYY-MM-DDThh:mm:ss[.frac](Z|±hh:mm)`
// and reduces it to its UTC date. With edtf it follows EDTF level 0 instead:
// upper-case T and Z only, no fraction, and the zone may be `±hh` or missing
// (local time: the date is kept as written).
func dateTime(s string, edtf bool) (bound, error) {
	d, err := date4(s[:10])
	if err != nil {
		return bound{}, err
	}
	if len(s) < 11 || s[10] != 'T' && (edtf || s[10] != 't') {
		return bound{}, fmt.Errorf("unexpected %q after date", s[10:])
	}
	t := s[11:]
	if len(t) < 8 || t[2] != ':' || t[5] != ':' {
		return bound{}, errors.New("want a time hh:mm:ss")
	}
	hh, ok1 := num2(t[0:2])
	mm, ok2 := num2(t[3:5])
	ss, ok3 := num2(t[6:8])
	if !ok1 || !ok2 || !ok3 || hh > 23 || mm > 59 || ss > 60 {
		return bound{}, fmt.Errorf("invalid time %s", t[:8])
	}
	t = t[8:]
	var frac int64
	if !edtf && t != "" && t[0] == '.' {
		n := countDigits(t[1:])
		if n == 0 {
			return bound{}, errors.New("want digits after the decimal point")
		}
		for i := range 9 {
			frac *= 10
			if i < n {
				frac += int64(t[1+i] - '0')
			}
		}
		t = t[1+n:]
	}
	var off int // zone offset east of UTC, in seconds
	switch {
	case t == "Z" || t == "z" && !edtf:
	case t == "" && edtf:
	case len(t) > 0 && (t[0] == '+' || t[0] == '-'):
		oh, ok1 := num2(t[1:min(len(t), 3)])
		om, ok2 := 0, true
		if len(t) == 6 && t[3] == ':' {
			om, ok2 = num2(t[4:6])
		} else if !edtf || len(t) != 3 {
			ok2 = false
		}
		if !ok1 || !ok2 || oh > 23 || om > 59 {
			return bound{}, fmt.Errorf("invalid time zone %q", t)
		}
		off = (oh*60 + om) * 60
		if t[0] == '-' {
			off = -off
		}
	default:
		return bound{}, fmt.Errorf("want a time zone Z or ±hh:mm, not %q", t)
	}
	if ss == 60 { // a leap second still belongs to the minute it ends
		ss, frac = 59, 999_999_999
	}
	const day = 86400 * int64(time.Second)
	ns := int64(hh*3600+mm*60+ss-off)*int64(time.Second) + frac
	if ns < 0 {
		d, ns = DateFromDays(d.Days()-1), ns+day
	} else if ns >= day {
		d, ns = DateFromDays(d.Days()+1), ns-day
	}
	return bound{iv: Interval{d, d}, nano: ns}, nil
}

// edtfDate parses one EDTF date, season or date-time (no "/").
func edtfDate(s string) (bound, error) {
	if len(s) > 10 && s[10] == 'T' {
		return dateTime(s, true)
	}
	rest := skipQualifier(s)
	if rest != "" && rest[0] == 'Y' {
		rest = rest[1:]
		neg := rest != "" && rest[0] == '-'
		if neg {
			rest = rest[1:]
		}
		n := countDigits(rest)
		if n < 5 || n > 9 || rest[0] == '0' {
			return bound{}, errors.New("want 5 to 9 digits, no leading zero, after Y")
		}
		y := atoi(rest[:n])
		if rest = skipQualifier(rest[n:]); rest != "" {
			return bound{}, fmt.Errorf("unexpected %q after a Y year (it takes no month)", rest)
		}
		if neg {
			y = -y
		}
		return bound{iv: Interval{Date{y, 1, 1}, Date{y, 12, 31}}, nano: -1}, nil
	}
	neg := rest != "" && rest[0] == '-'
	if neg {
		rest = rest[1:]
	}
	year, rest, ok := cutMask(rest, 4)
	if !ok {
		return bound{}, errors.New("want a four-digit year")
	}
	var month, day string
	if rest = skipQualifier(rest); rest != "" {
		if rest[0] != '-' {
			return bound{}, fmt.Errorf("unexpected %q after year", rest)
		}
		if month, rest, ok = cutMask(skipQualifier(rest[1:]), 2); !ok {
			return bound{}, errors.New("want a two-digit month")
		}
		if rest = skipQualifier(rest); rest != "" {
			if rest[0] != '-' {
				return bound{}, fmt.Errorf("unexpected %q after month", rest)
			}
			if day, rest, ok = cutMask(skipQualifier(rest[1:]), 2); !ok {
				return bound{}, errors.New("want a two-digit day")
			}
			if rest = skipQualifier(rest); rest != "" {
				return bound{}, fmt.Errorf("unexpected %q after day", rest)
			}
		}
	}
	iv, err := resolve(neg, year, month, day)
	return bound{iv: iv, nano: -1}, err
}

// resolve turns digit masks (X for an unspecified digit; month and day may be
// empty) into the hull of the dates they match.
func resolve(neg bool, year, month, day string) (Interval, error) {
	lo, hi := maskRange(year)
	if neg {
		if hi == 0 {
			return Interval{}, errors.New("-0000 is not a year (0000 is 1 BC)")
		}
		for lo == 0 || !matchMask(year, lo) { // -00XX stops at -1, not at 0
			lo++
		}
		lo, hi = -hi, -lo
	}
	if month != "" && !hasX(month) {
		m := atoi(month)
		if m >= 21 && m <= 41 {
			if day != "" {
				return Interval{}, fmt.Errorf("season %s takes no day", month)
			}
			return seasonInterval(lo, hi, m)
		}
		if m < 1 || m > 12 {
			return Interval{}, fmt.Errorf("%s is neither a month (01–12) nor a season (21–41)", month)
		}
		if lo == hi && day != "" && !hasX(day) {
			d, err := checkDate(lo, m, atoi(day))
			return Interval{d, d}, err
		}
	}
	if month == "" {
		month = "XX"
	}
	if day == "" {
		day = "XX"
	}
	// A leap year has every month-day, so this rejects impossible masks
	// (2X, 32) before the year loop below can spin on them.
	if _, ok := findInYear(2000, month, day, true); !ok {
		return Interval{}, fmt.Errorf("no calendar day matches month %s, day %s", month, day)
	}
	first, ok := find(lo, hi, year, month, day, true)
	if !ok {
		return Interval{}, fmt.Errorf("no year matching %s has day %s-%s", year, month, day)
	}
	last, _ := find(lo, hi, year, month, day, false)
	return Interval{first, last}, nil
}

// find returns the first (or, if !first, the last) date in years lo..hi
// whose digits match the masks.
func find(lo, hi int, year, month, day string, first bool) (Date, bool) {
	for k := range hi - lo + 1 {
		y := lo + k
		if !first {
			y = hi - k
		}
		if !matchMask(year, abs(y)) {
			continue
		}
		if d, ok := findInYear(y, month, day, first); ok {
			return d, true
		}
	}
	return Date{}, false
}

func findInYear(y int, month, day string, first bool) (Date, bool) {
	for k := range 12 {
		m := time.Month(k + 1)
		if !first {
			m = time.Month(12 - k)
		}
		if !matchMask(month, int(m)) {
			continue
		}
		n := daysIn(y, m)
		for j := range n {
			d := j + 1
			if !first {
				d = n - j
			}
			if matchMask(day, d) {
				return Date{y, m, d}, true
			}
		}
	}
	return Date{}, false
}

// seasonInterval returns the hull of season code in years lo..hi.
func seasonInterval(lo, hi, code int) (Interval, error) {
	var first, months int
	switch {
	case code <= 28: // 21–24 and their Northern Hemisphere twins 25–28
		first, months = 3+3*((code-21)%4), 3
	case code <= 32:
		return Interval{}, fmt.Errorf("season %d (Southern Hemisphere) is not supported", code)
	case code <= 36: // quarters
		first, months = 1+3*(code-33), 3
	case code <= 39: // quadrimesters
		first, months = 1+4*(code-37), 4
	default: // semesters
		first, months = 1+6*(code-40), 6
	}
	last := first + months - 1 // may run into the next year (winter)
	y, m := hi+(last-1)/12, time.Month((last-1)%12+1)
	return Interval{Date{lo, time.Month(first), 1}, Date{y, m, daysIn(y, m)}}, nil
}

// parseDate is ParseDate without the *ParseError wrapping.
func parseDate(s string) (Date, error) {
	n := len(s)
	if n < 10 || s[n-6] != '-' || s[n-3] != '-' {
		return Date{}, errors.New("want a date YYYY-MM-DD")
	}
	ys, sign := s[:n-6], byte(0)
	if ys[0] == '-' || ys[0] == '+' {
		sign, ys = ys[0], ys[1:]
	}
	if countDigits(ys) != len(ys) {
		return Date{}, errors.New("want a date YYYY-MM-DD")
	}
	var canonical bool
	switch k := len(ys); sign {
	case 0:
		canonical = k == 4
	case '+':
		canonical = k > 4 && k <= 9 && ys[0] != '0'
	case '-':
		canonical = k == 4 && ys != "0000" || k > 4 && k <= 9 && ys[0] != '0'
	}
	if !canonical {
		return Date{}, fmt.Errorf("year %s is not written as YYYY, -YYYY or +YYYYY (at most nine digits)", s[:n-6])
	}
	y := atoi(ys)
	if sign == '-' {
		y = -y
	}
	m, ok1 := num2(s[n-5 : n-3])
	d, ok2 := num2(s[n-2:])
	if !ok1 || !ok2 {
		return Date{}, errors.New("want a two-digit month and day")
	}
	return checkDate(y, m, d)
}

// checkDate validates a calendar date rather than normalising it the way
// time.Date does (February 30 is an error, not March 2).
func checkDate(y, m, d int) (Date, error) {
	if m < 1 || m > 12 {
		return Date{}, fmt.Errorf("month %02d out of range 01–12", m)
	}
	if n := daysIn(y, time.Month(m)); d < 1 || d > n {
		return Date{}, fmt.Errorf("day %02d out of range: %s %d has %d days", d, time.Month(m), y, n)
	}
	return Date{y, time.Month(m), d}, nil
}

// daysIn returns the length of month m of year y, proleptic Gregorian.
func daysIn(y int, m time.Month) int {
	switch m {
	case time.February:
		if y%4 == 0 && (y%100 != 0 || y%400 == 0) {
			return 29
		}
		return 28
	case time.April, time.June, time.September, time.November:
		return 30
	}
	return 31
}

// skipQualifier drops one leading EDTF qualifier: ? uncertain, ~ approximate,
// % both. They say how sure a date is, not which days it covers.
func skipQualifier(s string) string {
	if s != "" && (s[0] == '?' || s[0] == '~' || s[0] == '%') {
		return s[1:]
	}
	return s
}

// cutMask splits off the first n bytes of s if they are digits or X.
func cutMask(s string, n int) (mask, rest string, ok bool) {
	if len(s) < n {
		return "", s, false
	}
	for i := range n {
		if !isDigit(s[i]) && s[i] != 'X' {
			return "", s, false
		}
	}
	return s[:n], s[n:], true
}

// matchMask reports whether v, written with len(mask) digits, matches mask.
func matchMask(mask string, v int) bool {
	for i := len(mask) - 1; i >= 0; i-- {
		if c := mask[i]; c != 'X' && int(c-'0') != v%10 {
			return false
		}
		v /= 10
	}
	return v == 0
}

// maskRange returns the smallest and largest values mask matches.
func maskRange(mask string) (lo, hi int) {
	for i := range len(mask) {
		c := int(mask[i] - '0')
		if mask[i] == 'X' {
			lo, hi = lo*10, hi*10+9
		} else {
			lo, hi = lo*10+c, hi*10+c
		}
	}
	return lo, hi
}

func hasX(s string) bool { return strings.IndexByte(s, 'X') >= 0 }

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func countDigits(s string) int {
	n := 0
	for n < len(s) && isDigit(s[n]) {
		n++
	}
	return n
}

// atoi converts at most nine digits; callers have checked them.
func atoi(s string) int {
	v := 0
	for i := range len(s) {
		v = v*10 + int(s[i]-'0')
	}
	return v
}

func num2(s string) (int, bool) {
	if len(s) != 2 || !isDigit(s[0]) || !isDigit(s[1]) {
		return 0, false
	}
	return atoi(s), true
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
