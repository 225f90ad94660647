package when

// Hull returns the smallest interval covering both a and b; an open end on
// either side stays open.
func Hull(a, b Interval) Interval {
	if a.Earliest.IsZero() || b.Earliest.IsZero() {
		a.Earliest = Date{}
	} else if b.Earliest.Compare(a.Earliest) < 0 {
		a.Earliest = b.Earliest
	}
	if a.Latest.IsZero() || b.Latest.IsZero() {
		a.Latest = Date{}
	} else if b.Latest.Compare(a.Latest) > 0 {
		a.Latest = b.Latest
	}
	return a
}
