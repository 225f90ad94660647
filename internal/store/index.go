package store

import (
	"math"
	"math/bits"
	"slices"
	"sort"
)

// The index of a collection lives in memory while the file is open. It is
// built at Open from three columns the file stores in rank order (a
// feature's rank is its place in the answer order: interval start, open
// starts first, then id): start and end days (int32, open ends as the
// extreme values) and the bounding box.
//
// Time: a datetime filter [a, b] matches a feature when start ≤ b and
// end ≥ a. Ranks are in start order, so the features with start in [a, b]
// are one contiguous range of ranks, found by binary search; the others
// that match started before a and are still going on at a (straddlers).
// Their number is #{end ≥ a} − #{start ≥ a} (every feature starting at or
// after a ends after a), so with the ends also kept sorted,
// numberMatched = #{end ≥ a} − #{start > b} costs two binary searches.
// To list straddlers, features are bucketed by span class (spans in
// [2^(k−1), 2^k) days, open ends in a class of their own): a straddler of
// class k starts in [a − maxSpan_k, a), a contiguous window of the class
// in which at least half the features straddle a. Listing costs about the
// number of straddlers whatever the longest span, so one long event does
// not slow every query; a page past the straddlers is one jump.
//
// Space: features with geometry also sit in a loose grid (a hierarchical
// grid of square cells of 1.40625°, 5.625°, 22.5°, 90° and 360°): each in
// the finest cell level its box fits, in the cell of its south-west
// corner. Every cell carries the same time index over its own features.
// A bbox query visits the cells it can reach: a cell whose whole reach lies
// in the bbox is counted by the formula above, a cell on the edge has its
// time matches tested one by one, and pages merge the cells' streams by
// rank; an offset past the straddlers is found by binary search on the
// rank over the cells' counts. So a narrow bbox with a wide datetime costs
// about its matches, like the reverse. When the datetime filter is the
// narrower (few time matches, many cells), the planner scans the time
// matches instead. (Why these: span classes and sorted runs are two arrays
// and a few binary searches, with exact counts, where an interval tree
// answers stabbing queries but neither counts nor pages in start order; a
// grid of time-indexed cells combines with them without a 4-D structure.)
//
// Property filters read posting lists (ranks by attribute value) and test
// the time and bbox on each.

const (
	openStart = math.MinInt32
	openEnd   = math.MaxInt32
)

// collectionIndex is one collection's index.
type collectionIndex struct {
	start, end []int32   // by rank
	bounds     []float64 // 4 per rank (minLon, minLat, maxLon, maxLat); NaN when no geometry
	all        *run      // every feature
	grid       []gridLevel
}

func (ix *collectionIndex) size() int { return len(ix.start) }

// run is a set of features (the whole collection or one grid cell) with
// its time index.
type run struct {
	ranks   []uint32 // ascending; nil when the run is the whole collection
	ends    []int32  // the run's end days, ascending
	classes []spanClass
}

// spanClass is the features of a run whose span is in one class.
type spanClass struct {
	maxSpan int64    // longest end − start of the class, in days
	pos     []uint32 // positions in the run, ascending
}

func (r *run) size() int { return len(r.ends) }

func (r *run) rank(p int) uint32 {
	if r.ranks == nil {
		return uint32(p)
	}
	return r.ranks[p]
}

// spanClassOf is the class of a feature: bits.Len of its span in days, or
// the last class for an open end.
func spanClassOf(start, end int32) int {
	if start == openStart || end == openEnd {
		return 64
	}
	return bits.Len64(uint64(int64(end) - int64(start)))
}

// newRun indexes the features of ranks (ascending; nil for all n).
func newRun(ix *collectionIndex, ranks []uint32, n int) *run {
	r := &run{ranks: ranks, ends: make([]int32, n)}
	var byClass [65][]uint32
	var maxSpan [65]int64
	for p := 0; p < n; p++ {
		rk := r.rank(p)
		s, e := ix.start[rk], ix.end[rk]
		r.ends[p] = e
		c := spanClassOf(s, e)
		byClass[c] = append(byClass[c], uint32(p))
		if c == 64 {
			maxSpan[c] = math.MaxInt64
		} else {
			maxSpan[c] = max(maxSpan[c], int64(e)-int64(s))
		}
	}
	slices.Sort(r.ends)
	for c, pos := range byClass {
		if len(pos) > 0 {
			r.classes = append(r.classes, spanClass{maxSpan: maxSpan[c], pos: slices.Clip(pos)})
		}
	}
	return r
}

// timeRange is what a run's time index says about [a, b] (a ≤ b).
type timeRange struct {
	a, b       int32
	q, p       int // positions [q, p) start within [a, b]
	straddlers int // features starting before a and ending at or after a
}

func (t timeRange) count() int { return t.straddlers + t.p - t.q }

// match answers [a, b] in O(log n).
func (r *run) match(ix *collectionIndex, a, b int32) timeRange {
	n := r.size()
	startAt := func(p int) int32 { return ix.start[r.rank(p)] }
	t := timeRange{a: a, b: b}
	t.q = sort.Search(n, func(p int) bool { return startAt(p) >= a })
	t.p = t.q + sort.Search(n-t.q, func(i int) bool { return startAt(t.q+i) > b })
	endsFromA := n - sort.Search(n, func(i int) bool { return r.ends[i] >= a })
	t.straddlers = endsFromA - (n - t.q)
	return t
}

// stream yields ascending ranks.
type stream interface {
	// next returns the next rank, or false at the end.
	next() (uint32, bool)
	// skip passes over k ranks, as k calls of next would.
	skip(k int)
}

// classCursor walks one span class's straddler window.
type classCursor struct {
	pos []uint32 // the rest of the window
}

// runStream yields a run's time matches in rank order: the straddlers,
// merged from the span classes' windows, then the contiguous range.
type runStream struct {
	ix         *collectionIndex
	r          *run
	a          int32
	cursors    []classCursor
	straddlers int // left to yield
	next0, end int // contiguous positions left: [next0, end)
}

func newRunStream(ix *collectionIndex, r *run, t timeRange) *runStream {
	s := &runStream{ix: ix, r: r, a: t.a, straddlers: t.straddlers, next0: t.q, end: t.p}
	if t.straddlers > 0 {
		for _, c := range r.classes {
			from := int64(t.a) - c.maxSpan
			if c.maxSpan == math.MaxInt64 {
				from = math.MinInt64
			}
			lo := sort.Search(len(c.pos), func(i int) bool { return int64(ix.start[r.rank(int(c.pos[i]))]) >= from })
			hi := lo + sort.Search(len(c.pos)-lo, func(i int) bool { return ix.start[r.rank(int(c.pos[lo+i]))] >= t.a })
			if lo < hi {
				s.cursors = append(s.cursors, classCursor{pos: c.pos[lo:hi]})
			}
		}
		for i := range s.cursors {
			s.advance(i)
		}
	}
	return s
}

// advance moves cursor i to its next straddler.
func (s *runStream) advance(i int) {
	c := &s.cursors[i]
	for len(c.pos) > 0 && s.ix.end[s.r.rank(int(c.pos[0]))] < s.a {
		c.pos = c.pos[1:]
	}
}

func (s *runStream) next() (uint32, bool) {
	if s.straddlers > 0 {
		best := -1
		for i := range s.cursors {
			if len(s.cursors[i].pos) > 0 && (best < 0 || s.cursors[i].pos[0] < s.cursors[best].pos[0]) {
				best = i
			}
		}
		if best >= 0 {
			p := s.cursors[best].pos[0]
			s.cursors[best].pos = s.cursors[best].pos[1:]
			s.advance(best)
			s.straddlers--
			return s.r.rank(int(p)), true
		}
		s.straddlers = 0
	}
	if s.next0 < s.end {
		p := s.next0
		s.next0++
		return s.r.rank(p), true
	}
	return 0, false
}

func (s *runStream) skip(k int) {
	if k >= s.straddlers {
		k -= s.straddlers
		s.straddlers, s.cursors = 0, nil
		s.next0 = min(s.next0+k, s.end)
		return
	}
	for ; k > 0; k-- {
		s.next()
	}
}

// exactFrom is the least rank from which below counts exactly: past the
// last straddler (straddlers precede the contiguous range in rank order).
func (s *runStream) exactFrom() uint32 {
	switch {
	case s.next0 < s.r.size():
		return s.r.rank(s.next0)
	case s.r.size() > 0:
		return s.r.rank(s.r.size()-1) + 1
	}
	return 0
}

// below is the number of ranks left under R, for R ≥ exactFrom.
func (s *runStream) below(R uint32) int {
	return s.straddlers + s.contiguousBefore(R) - s.next0
}

// contiguousBefore is the first position of the contiguous range left
// whose rank is R or more.
func (s *runStream) contiguousBefore(R uint32) int {
	return s.next0 + sort.Search(s.end-s.next0, func(i int) bool { return s.r.rank(s.next0+i) >= R })
}

// seek passes over every rank under R, for R ≥ exactFrom.
func (s *runStream) seek(R uint32) {
	s.straddlers, s.cursors = 0, nil
	s.next0 = s.contiguousBefore(R)
}

// scanStream yields positions [0, p) of a run whose end is at least a: the
// plain scan for an inverted interval (a > b), which the formula does not
// cover.
type scanStream struct {
	ix   *collectionIndex
	r    *run
	a    int32
	p, n int
}

func (s *scanStream) next() (uint32, bool) {
	for s.p < s.n {
		rk := s.r.rank(s.p)
		s.p++
		if s.ix.end[rk] >= s.a {
			return rk, true
		}
	}
	return 0, false
}

func (s *scanStream) skip(k int) {
	for ; k > 0; k-- {
		if _, ok := s.next(); !ok {
			return
		}
	}
}

// box is a query bbox in degrees.
type box struct{ minX, minY, maxX, maxY float64 }

// intersects is orb.Bound.Intersects on the bounds column: closed boxes.
func (ix *collectionIndex) intersects(rank uint32, boxes []box) bool {
	b := ix.bounds[4*rank : 4*rank+4 : 4*rank+4]
	if math.IsNaN(b[0]) {
		return false
	}
	for _, q := range boxes {
		if !(b[2] < q.minX || b[0] > q.maxX || b[3] < q.minY || b[1] > q.maxY) {
			return true
		}
	}
	return false
}

// filterStream keeps the ranks of in whose bounds meet one of boxes.
type filterStream struct {
	ix    *collectionIndex
	in    stream
	boxes []box
}

func (f *filterStream) next() (uint32, bool) {
	for {
		rk, ok := f.in.next()
		if !ok || f.ix.intersects(rk, f.boxes) {
			return rk, ok
		}
	}
}

func (f *filterStream) skip(k int) {
	for ; k > 0; k-- {
		if _, ok := f.next(); !ok {
			return
		}
	}
}

// sliceStream yields a sorted rank list, keeping those that pass keep.
type sliceStream struct {
	ranks []uint32
	keep  func(uint32) bool
}

func (s *sliceStream) next() (uint32, bool) {
	for len(s.ranks) > 0 {
		rk := s.ranks[0]
		s.ranks = s.ranks[1:]
		if s.keep(rk) {
			return rk, true
		}
	}
	return 0, false
}

func (s *sliceStream) skip(k int) {
	for ; k > 0; k-- {
		if _, ok := s.next(); !ok {
			return
		}
	}
}

// listStream yields a sorted list of ranks.
type listStream struct{ ranks []uint32 }

func (l *listStream) next() (uint32, bool) {
	if len(l.ranks) == 0 {
		return 0, false
	}
	rk := l.ranks[0]
	l.ranks = l.ranks[1:]
	return rk, true
}

func (l *listStream) skip(k int)         { l.ranks = l.ranks[min(k, len(l.ranks)):] }
func (l *listStream) exactFrom() uint32  { return 0 }
func (l *listStream) below(R uint32) int { n, _ := slices.BinarySearch(l.ranks, R); return n }
func (l *listStream) seek(R uint32)      { l.ranks = l.ranks[l.below(R):] }

// rankCounter is a stream that counts its ranks under a rank, and passes
// over them, without reading them one by one; exactly from exactFrom on.
type rankCounter interface {
	stream
	exactFrom() uint32
	below(R uint32) int
	seek(R uint32)
}

// mergeStream merges streams of disjoint rank sets into one ascending
// stream.
type mergeStream struct {
	in      []stream
	primed  bool
	heads   []uint32
	streams []stream
}

func newMergeStream(in []stream) *mergeStream { return &mergeStream{in: in} }

// prime reads each stream's first rank into the heap.
func (m *mergeStream) prime() {
	m.primed = true
	for _, s := range m.in {
		if rk, ok := s.next(); ok {
			m.heads = append(m.heads, rk)
			m.streams = append(m.streams, s)
		}
	}
	for i := len(m.heads)/2 - 1; i >= 0; i-- {
		m.down(i)
	}
}

func (m *mergeStream) down(i int) {
	n := len(m.heads)
	for {
		l := 2*i + 1
		if l >= n {
			return
		}
		c := l
		if r := l + 1; r < n && m.heads[r] < m.heads[l] {
			c = r
		}
		if m.heads[i] <= m.heads[c] {
			return
		}
		m.heads[i], m.heads[c] = m.heads[c], m.heads[i]
		m.streams[i], m.streams[c] = m.streams[c], m.streams[i]
		i = c
	}
}

func (m *mergeStream) next() (uint32, bool) {
	if !m.primed {
		m.prime()
	}
	if len(m.heads) == 0 {
		return 0, false
	}
	rk := m.heads[0]
	if nx, ok := m.streams[0].next(); ok {
		m.heads[0] = nx
	} else {
		last := len(m.heads) - 1
		m.heads[0], m.streams[0] = m.heads[last], m.streams[last]
		m.heads, m.streams = m.heads[:last], m.streams[:last]
	}
	m.down(0)
	return rk, true
}

// skip passes over k ranks. When every stream counts by rank, it finds by
// binary search the rank R below which k ranks lie (past the straddlers)
// and seeks each stream there, so a page deep into the answer costs about
// what the first page does.
func (m *mergeStream) skip(k int) {
	if !m.primed && k > 0 {
		counters := make([]rankCounter, 0, len(m.in))
		var lo, hi uint32
		for _, s := range m.in {
			c, ok := s.(rankCounter)
			if !ok {
				counters = nil
				break
			}
			counters = append(counters, c)
			lo = max(lo, c.exactFrom())
		}
		below := func(R uint32) int {
			n := 0
			for _, c := range counters {
				n += c.below(R)
			}
			return n
		}
		if counters != nil && below(lo) <= k {
			hi = math.MaxUint32
			for lo < hi { // the largest R with below(R) ≤ k
				mid := uint32((uint64(lo) + uint64(hi) + 1) / 2)
				if below(mid) <= k {
					lo = mid
				} else {
					hi = mid - 1
				}
			}
			k -= below(lo)
			for _, c := range counters {
				c.seek(lo)
			}
		}
	}
	for ; k > 0; k-- {
		if _, ok := m.next(); !ok {
			return
		}
	}
}

// Grid levels: cell sizes in degrees, finest first.
var gridSizes = []float64{360.0 / 256, 360.0 / 64, 360.0 / 16, 360.0 / 4, 360}

// gridLevel is one level of the loose grid.
type gridLevel struct {
	size float64
	// reachX, reachY: how far past its cell's east and north edges a
	// feature of this level may extend (its widest and tallest box).
	reachX, reachY float64
	cells          map[uint64]*run
}

func cellKey(cx, cy int) uint64 { return uint64(cx)<<32 | uint64(uint32(cy)) }

func cellOf(size, x, y float64) (int, int) {
	nx, ny := int(math.Ceil(360/size)), int(math.Ceil(180/size))
	cx := min(max(int(math.Floor((x+180)/size)), 0), nx-1)
	cy := min(max(int(math.Floor((y+90)/size)), 0), ny-1)
	return cx, cy
}

// buildGrid puts each feature with geometry in its grid cell.
func (ix *collectionIndex) buildGrid() {
	type member struct{ level, cell int }
	levels := make([]gridLevel, len(gridSizes))
	keys := make([]map[uint64]int, len(gridSizes))
	var counts [][]int
	var cellKeys [][]uint64
	memberOf := make([]member, ix.size())
	for l, size := range gridSizes {
		levels[l] = gridLevel{size: size, cells: map[uint64]*run{}}
		keys[l] = map[uint64]int{}
		counts = append(counts, nil)
		cellKeys = append(cellKeys, nil)
	}
	for rk := range ix.size() {
		b := ix.bounds[4*rk : 4*rk+4]
		if math.IsNaN(b[0]) {
			memberOf[rk] = member{-1, -1}
			continue
		}
		w, h := b[2]-b[0], b[3]-b[1]
		l := 0
		for l < len(gridSizes)-1 && (w > gridSizes[l] || h > gridSizes[l]) {
			l++
		}
		lv := &levels[l]
		lv.reachX, lv.reachY = max(lv.reachX, w), max(lv.reachY, h)
		cx, cy := cellOf(lv.size, b[0], b[1])
		k := cellKey(cx, cy)
		id, ok := keys[l][k]
		if !ok {
			id = len(counts[l])
			keys[l][k] = id
			counts[l] = append(counts[l], 0)
			cellKeys[l] = append(cellKeys[l], k)
		}
		counts[l][id]++
		memberOf[rk] = member{l, id}
	}
	// Bucket the ranks by cell in one pass, so each cell's ranks ascend.
	ranks := make([][][]uint32, len(gridSizes))
	for l := range levels {
		ranks[l] = make([][]uint32, len(counts[l]))
		for id, n := range counts[l] {
			ranks[l][id] = make([]uint32, 0, n)
		}
	}
	for rk, m := range memberOf {
		if m.level >= 0 {
			ranks[m.level][m.cell] = append(ranks[m.level][m.cell], uint32(rk))
		}
	}
	for l := range levels {
		for id, rs := range ranks[l] {
			levels[l].cells[cellKeys[l][id]] = newRun(ix, rs, len(rs))
		}
	}
	ix.grid = levels
}

// cellVisit is one grid cell a bbox query reads.
type cellVisit struct {
	r *run
	// inside: the cell's whole reach lies in a query box, so its
	// features need no test.
	inside bool
}

// cells lists the grid cells that may hold features meeting boxes.
func (ix *collectionIndex) cells(boxes []box) []cellVisit {
	const eps = 1e-9
	var out []cellVisit
	for _, lv := range ix.grid {
		if len(lv.cells) == 0 {
			continue
		}
		seen := map[uint64]int{}
		for _, q := range boxes {
			x0, y0 := cellOf(lv.size, q.minX-lv.reachX-lv.size, q.minY-lv.reachY-lv.size)
			x1, y1 := cellOf(lv.size, q.maxX, q.maxY)
			visit := func(k uint64, cx, cy int, r *run) {
				minX, minY := float64(cx)*lv.size-180, float64(cy)*lv.size-90
				maxX, maxY := minX+lv.size+lv.reachX, minY+lv.size+lv.reachY
				inside := q.minX <= minX-eps && maxX+eps <= q.maxX && q.minY <= minY-eps && maxY+eps <= q.maxY
				if i, ok := seen[k]; ok {
					out[i].inside = out[i].inside || inside
					return
				}
				seen[k] = len(out)
				out = append(out, cellVisit{r: r, inside: inside})
			}
			if (x1-x0+1)*(y1-y0+1) <= len(lv.cells) {
				for cx := x0; cx <= x1; cx++ {
					for cy := y0; cy <= y1; cy++ {
						k := cellKey(cx, cy)
						if r, ok := lv.cells[k]; ok {
							visit(k, cx, cy, r)
						}
					}
				}
				continue
			}
			for k, r := range lv.cells {
				cx, cy := int(k>>32), int(int32(uint32(k)))
				if cx >= x0 && cx <= x1 && cy >= y0 && cy <= y1 {
					visit(k, cx, cy, r)
				}
			}
		}
	}
	return out
}
