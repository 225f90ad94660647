package store

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"slices"
	"sort"

	bolt "go.etcd.io/bbolt"

	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/when"
)

// ctxEvery is how many loop steps may pass between checks of the
// request's context.
const ctxEvery = 1024

// plan is how a query is answered: a stream of matching ranks in order,
// and their number when the index knows it without listing them.
type plan struct {
	open  func() stream // a fresh stream over the matches
	count int           // the number of matches; -1 when it must be counted
}

// Items implements feature.Reader. Reading happens inside one read
// transaction: the bytes handed to w point into the file's memory map.
func (db *DB) Items(ctx context.Context, collection string, q feature.Query, w feature.PageWriter) error {
	return db.view(func(tx *bolt.Tx, st *state) error {
		ix, ok := st.indexes[collection]
		fb := tx.Bucket(bucketName(collection, "features"))
		if !ok || fb == nil {
			return feature.ErrNotFound
		}
		p, err := planQuery(ctx, ix, tx.Bucket(bucketName(collection, "attrs")), q)
		if err != nil {
			return err
		}
		matched := p.count
		if matched < 0 {
			if matched, err = countAll(ctx, p.open()); err != nil {
				return err
			}
		}
		if err := w.Matched(matched); err != nil {
			return err
		}
		if q.Offset >= matched {
			return nil
		}
		s := p.open()
		s.skip(q.Offset)
		limit := matched - q.Offset
		if q.Limit > 0 {
			limit = min(limit, q.Limit)
		}
		br := db.blocks.get()
		defer db.blocks.put(br)
		return writeFeatures(ctx, fb, br, s, limit, w)
	})
}

// countAll counts a stream to its end.
func countAll(ctx context.Context, s stream) (int, error) {
	n := 0
	for {
		if n%ctxEvery == 0 {
			if err := ctx.Err(); err != nil {
				return 0, err
			}
		}
		if _, ok := s.next(); !ok {
			return n, nil
		}
		n++
	}
}

// writeFeatures hands w the features of the next limit ranks of s,
// decoding each stored block once and walking the cursor when blocks are
// consecutive.
func writeFeatures(ctx context.Context, fb *bolt.Bucket, br *blockReader, s stream, limit int, w feature.PageWriter) error {
	c := fb.Cursor()
	var key [4]byte
	current := int64(-1)
	for i := 0; i < limit; i++ {
		if i%64 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		rk, ok := s.next()
		if !ok {
			return nil
		}
		blk, at := blockOf(rk)
		if int64(blk) != current {
			binary.BigEndian.PutUint32(key[:], blk)
			var k, v []byte
			if current >= 0 && int64(blk) == current+1 {
				k, v = c.Next()
			} else {
				k, v = c.Seek(key[:])
			}
			if !bytes.Equal(k, key[:]) {
				return fmt.Errorf("index names feature rank %d, whose block is not stored", rk)
			}
			if err := br.load(v); err != nil {
				return fmt.Errorf("feature block %d: %w", blk, err)
			}
			current = int64(blk)
		}
		f, err := br.feature(at)
		if err != nil {
			return fmt.Errorf("feature rank %d: %w", rk, err)
		}
		if err := w.Feature(f); err != nil {
			return err
		}
	}
	return nil
}

// days is an interval as day numbers, open ends as the extreme values.
func days(iv when.Interval) (int32, int32) {
	a, b := int32(openStart), int32(openEnd)
	if !iv.Earliest.IsZero() {
		a = clampDay(iv.Earliest.Days())
	}
	if !iv.Latest.IsZero() {
		b = clampDay(iv.Latest.Days())
	}
	return a, b
}

// clampDay keeps a day number inside the int32 range the columns use,
// short of the values that stand for open ends.
func clampDay(d int64) int32 {
	return int32(min(max(d, openStart+1), openEnd-1))
}

func boxesOf(q feature.Query) []box {
	out := make([]box, len(q.BBox))
	for i, b := range q.BBox {
		out[i] = box{b.Min[0], b.Min[1], b.Max[0], b.Max[1]}
	}
	return out
}

// timeCount is the number of a run's matches of [a, b]; -1 when they must
// be counted one by one (an inverted interval).
func timeCount(ix *collectionIndex, r *run, a, b int32) int {
	if a > b {
		return -1
	}
	return r.match(ix, a, b).count()
}

// timeStream is the stream of a run's matches of [a, b].
func timeStream(ix *collectionIndex, r *run, a, b int32) (stream, int) {
	if a > b {
		n := sort.Search(r.size(), func(p int) bool { return ix.start[r.rank(p)] > b })
		return &scanStream{ix: ix, r: r, a: a, n: n}, -1
	}
	t := r.match(ix, a, b)
	return newRunStream(ix, r, t), t.count()
}

// planQuery picks how to answer q: from property filters' posting lists
// when q has any, from the time index alone without bbox, and with a bbox
// from the grid cells or from the time matches, whichever reads less.
func planQuery(ctx context.Context, ix *collectionIndex, attrs *bolt.Bucket, q feature.Query) (plan, error) {
	a, b := days(q.Time)
	boxes := boxesOf(q)
	if len(q.Attributes) > 0 {
		ranks, err := postings(attrs, q.Attributes)
		if err != nil {
			return plan{}, err
		}
		keep := func(rk uint32) bool {
			return ix.start[rk] <= b && ix.end[rk] >= a && (len(boxes) == 0 || ix.intersects(rk, boxes))
		}
		return plan{count: -1, open: func() stream { return &sliceStream{ranks: ranks, keep: keep} }}, nil
	}
	timeMatches := timeCount(ix, ix.all, a, b)
	if len(boxes) == 0 {
		return plan{count: timeMatches, open: func() stream { s, _ := timeStream(ix, ix.all, a, b); return s }}, nil
	}
	byTime := plan{count: -1, open: func() stream {
		s, _ := timeStream(ix, ix.all, a, b)
		return &filterStream{ix: ix, in: s, boxes: boxes}
	}}
	if timeMatches < 64 { // few time matches, or an inverted interval
		return byTime, nil
	}
	cells := ix.cells(boxes)
	// Cost in index steps: a cell costs a few binary searches, a cell on
	// the edge its time matches tested one by one.
	cost, edges := 0, 0
	for _, c := range cells {
		cost += 40
		if !c.inside {
			cost += timeCount(ix, c.r, a, b)
			edges++
		}
	}
	if timeMatches <= cost {
		return byTime, nil
	}
	// The inside cells' counts are exact; the edge cells' matches are
	// listed (the cost above bounds them), so that every stream of the
	// merge can count by rank and a deep offset is a binary search.
	count := 0
	var edge []uint32
	for _, c := range cells {
		if c.inside {
			count += timeCount(ix, c.r, a, b)
			continue
		}
		s, _ := timeStream(ix, c.r, a, b)
		f := &filterStream{ix: ix, in: s, boxes: boxes}
		for rk, ok := f.next(); ok; rk, ok = f.next() {
			if len(edge)%ctxEvery == 0 {
				if err := ctx.Err(); err != nil {
					return plan{}, err
				}
			}
			edge = append(edge, rk)
		}
	}
	slices.Sort(edge)
	count += len(edge)
	return plan{count: count, open: func() stream {
		streams := make([]stream, 0, len(cells)+1)
		for _, c := range cells {
			if c.inside {
				s, _ := timeStream(ix, c.r, a, b)
				streams = append(streams, s)
			}
		}
		streams = append(streams, &listStream{ranks: edge})
		return newMergeStream(streams)
	}}, nil
}

// postings returns the ranks having every attribute value of want,
// ascending.
func postings(b *bolt.Bucket, want map[string]string) ([]uint32, error) {
	names := make([]string, 0, len(want))
	for name := range want {
		names = append(names, name)
	}
	slices.Sort(names)
	var out []uint32
	for i, name := range names {
		var enc []byte
		if b != nil {
			enc = b.Get(attrKey(name, want[name]))
		}
		ranks, err := decodeRanks(enc)
		if err != nil {
			return nil, fmt.Errorf("attribute %s: %w", name, err)
		}
		if i == 0 {
			out = ranks
			continue
		}
		out = intersectSorted(out, ranks)
	}
	return out, nil
}

func attrKey(name, value string) []byte { return []byte(name + "\x00" + value) }

// encodeRanks writes ascending ranks as uvarint deltas.
func encodeRanks(ranks []uint32) []byte {
	out := make([]byte, 0, len(ranks)*2)
	prev := uint32(0)
	for i, r := range ranks {
		d := r - prev
		if i == 0 {
			d = r
		}
		out = binary.AppendUvarint(out, uint64(d))
		prev = r
	}
	return out
}

func decodeRanks(b []byte) ([]uint32, error) {
	var out []uint32
	prev := uint64(0)
	for len(b) > 0 {
		d, n := binary.Uvarint(b)
		if n <= 0 {
			return nil, fmt.Errorf("bad posting list")
		}
		b = b[n:]
		prev += d
		out = append(out, uint32(prev))
	}
	return out, nil
}

func intersectSorted(a, b []uint32) []uint32 {
	out := a[:0]
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] < b[j]:
			i++
		case a[i] > b[j]:
			j++
		default:
			out = append(out, a[i])
			i++
			j++
		}
	}
	return out
}

func parseOptionalDate(s string) (when.Date, error) {
	if s == "" {
		return when.Date{}, nil
	}
	return when.ParseDate(s)
}
