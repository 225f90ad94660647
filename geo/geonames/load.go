package geonames

import (
	"bytes"
	"context"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/overlay"
	"github.com/chronomap/chronomap/geo/toponym"
	"github.com/chronomap/chronomap/geo/world"
)

var _ Sink = (*gazetteer.Memory)(nil)

// Sink is where a Loader puts places: the bbolt store or a Memory.
// GazetteerPlace must return an error wrapping ErrNotFound when no place has
// the ID (the Loader then skips what would extend it); any other error stops
// the load.
type Sink interface {
	// PutPlaces upserts a batch of places by ID (one transaction).
	PutPlaces([]gazetteer.Place) error
	// GazetteerPlace returns the place with the given ID.
	GazetteerPlace(id string) (gazetteer.Place, error)
}

// DefaultBatchSize is the number of places a Loader puts per PutPlaces call,
// which is what one transaction holds and what bounds memory: a batch dirties
// about one page of the name index per name, so memory grows with the batch
// and, on a large index, with its spread. cities1000 into the bbolt store, on
// 2 cores: 15k rows/s with 1000 places per transaction, 25k with 5000, 31k
// with 20000. A synthetic 12-million-row dump: 19k rows/s and 1.7 GiB peak
// heap at 5000, 28k rows/s and 3.5 GiB at 20000; use a smaller --batch where
// memory is short.
const DefaultBatchSize = 5000

// Loader streams gazetteer files into a Sink, holding at most one batch in
// memory.
type Loader struct {
	Sink Sink
	// BatchSize is the number of places per PutPlaces call; 0 means
	// DefaultBatchSize. Alternate names are gathered four times as many
	// names per batch.
	BatchSize int
	// Progress, when set, is called after each batch with the bytes read
	// so far and the total the load call was given (0 when unknown).
	Progress func(read, total int64)
	// Keep, when set, tells which places of a feature dump to load; an
	// error stops the load.
	Keep func(gazetteer.Place) (bool, error)
}

// LoadStats sums up one load.
type LoadStats struct {
	Rows      int64         // lines read
	Places    int64         // places put (added or updated)
	Names     int64         // names added to places (alternate names only)
	Unmatched int64         // alternate names whose place the sink lacks
	Bytes     int64         // bytes read
	Elapsed   time.Duration // wall time
}

// RowsPerSecond is the read rate.
func (s LoadStats) RowsPerSecond() float64 {
	if s.Elapsed <= 0 {
		return 0
	}
	return float64(s.Rows) / s.Elapsed.Seconds()
}

func (l *Loader) batchSize() int {
	if l.BatchSize > 0 {
		return l.BatchSize
	}
	return DefaultBatchSize
}

// countingReader counts the bytes and lines read through it.
type countingReader struct {
	r            io.Reader
	bytes, lines int64
	lastByte     byte
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if n > 0 {
		c.bytes += int64(n)
		c.lines += int64(bytes.Count(p[:n], []byte{'\n'}))
		c.lastByte = p[n-1]
	}
	return n, err
}

// rows is the number of lines, counting an unterminated last line.
func (c *countingReader) rows() int64 {
	if c.bytes > 0 && c.lastByte != '\n' {
		return c.lines + 1
	}
	return c.lines
}

func (l *Loader) progress(c *countingReader, total int64) {
	if l.Progress != nil {
		l.Progress(c.bytes, total)
	}
}

// GeoNames loads a GeoNames feature dump (see Read) of size bytes
// (0 when unknown, used for progress only), putting BatchSize places per
// PutPlaces call. It stops at the first error or when ctx is done.
func (l *Loader) GeoNames(ctx context.Context, r io.Reader, size int64) (LoadStats, error) {
	start := time.Now()
	cr := &countingReader{r: r}
	var st LoadStats
	n := l.batchSize()
	batch := make([]gazetteer.Place, 0, n)
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		if err := l.Sink.PutPlaces(batch); err != nil {
			return err
		}
		st.Places += int64(len(batch))
		clear(batch) // let the names go
		batch = batch[:0]
		l.progress(cr, size)
		return ctx.Err()
	}
	err := Read(cr, func(p gazetteer.Place) error {
		if l.Keep != nil {
			if keep, err := l.Keep(p); err != nil || !keep {
				return err
			}
		}
		batch = append(batch, p)
		if len(batch) < n {
			return nil
		}
		return flush()
	})
	if err == nil {
		err = flush()
	}
	st.Rows, st.Bytes, st.Elapsed = cr.rows(), cr.bytes, time.Since(start)
	return st, err
}

// AlternateNames loads a GeoNames alternateNamesV2.txt (see
// ReadAlternateNames) of size bytes (0 when unknown) into the places the
// sink holds already: a name that is there without language or years gets
// them, a new one is added. Names of places the sink lacks are counted in
// Unmatched and dropped.
func (l *Loader) AlternateNames(ctx context.Context, r io.Reader, size int64) (LoadStats, error) {
	start := time.Now()
	cr := &countingReader{r: r}
	var st LoadStats
	limit := 4 * l.batchSize()
	pending := map[int64][]gazetteer.Name{}
	count := 0
	flush := func() error {
		if count == 0 {
			return nil
		}
		ids := make([]int64, 0, len(pending))
		for id := range pending {
			ids = append(ids, id)
		}
		slices.Sort(ids)
		var batch []gazetteer.Place
		for _, id := range ids {
			p, err := l.Sink.GazetteerPlace("geonames:" + strconv.FormatInt(id, 10))
			if errors.Is(err, gazetteer.ErrNotFound) {
				st.Unmatched += int64(len(pending[id]))
				continue
			}
			if err != nil {
				return err
			}
			added := 0
			for _, nm := range pending[id] {
				if mergeName(&p, nm) {
					added++
				}
			}
			if added > 0 {
				st.Names += int64(added)
				batch = append(batch, p)
			}
		}
		if len(batch) > 0 {
			if err := l.Sink.PutPlaces(batch); err != nil {
				return err
			}
			st.Places += int64(len(batch))
		}
		clear(pending)
		count = 0
		l.progress(cr, size)
		return ctx.Err()
	}
	err := ReadAlternateNames(cr, func(id int64, nm gazetteer.Name) error {
		pending[id] = append(pending[id], nm)
		if count++; count < limit {
			return nil
		}
		return flush()
	})
	if err == nil {
		err = flush()
	}
	st.Rows, st.Bytes, st.Elapsed = cr.rows(), cr.bytes, time.Since(start)
	return st, err
}

// mergeName adds an alternate name to p and reports whether p changed: a
// name equal to one p has changes nothing, nor does the preferred name
// without years; one that p has only as bare text (no language, years or
// historic flag) replaces it.
func mergeName(p *gazetteer.Place, n gazetteer.Name) bool {
	if n.Text == p.Name && !n.Dated() && !n.Historic && n.Lang == "" {
		return false
	}
	for i, m := range p.Names {
		if m == n {
			return false
		}
		if m.Text == n.Text && m == (gazetteer.Name{Text: m.Text}) {
			p.Names[i] = n
			return true
		}
	}
	p.Names = append(p.Names, n)
	return true
}

// OverlayStats sums up an overlay load.
type OverlayStats struct {
	Extended int // places the overlay extended
	Added    int // places the overlay added
	// Missing are extensions whose place the sink lacks (a GeoNames file
	// that does not cover it was loaded); they are skipped.
	Missing []overlay.Extension
	// NoCentre are additions whose centre the sink lacks; they are
	// skipped too.
	NoCentre []overlay.Addition
}

// Overlay applies ov to the sink. Added places come first, in one
// PutPlaces call: each takes the point (and, when it has none, the
// country) of its GeoNames centre, and, when it has no bounding box or
// area, those of its Countries together (countries added in ov or in the
// sink); a place that DropCentreNames loses the names it shares with its
// centre. Then each extension is applied to the place it names (see
// Extension.Apply), the places just added included, in a second call.
func (l *Loader) Overlay(ctx context.Context, ov overlay.Overlay) (OverlayStats, error) {
	var st OverlayStats
	batch := make([]gazetteer.Place, 0, len(ov.Places))
	for _, a := range ov.Places {
		if a.Centre == 0 {
			batch = append(batch, a.Place)
		}
	}
	for _, a := range ov.Places {
		if err := ctx.Err(); err != nil {
			return st, err
		}
		if a.Centre == 0 {
			continue
		}
		c, err := l.Sink.GazetteerPlace("geonames:" + strconv.FormatInt(a.Centre, 10))
		if errors.Is(err, gazetteer.ErrNotFound) {
			st.NoCentre = append(st.NoCentre, a)
			continue
		}
		if err != nil {
			return st, err
		}
		p := a.Place
		p.Point = c.Point
		if p.Country == "" {
			p.Country = c.Country
		}
		if a.DropCentreNames && !keepDistinctNames(&p, &c) {
			continue
		}
		batch = append(batch, p)
	}
	// Countries are in batch now (when ov adds them); areas and boxes of
	// lands made of them can be summed.
	byID := make(map[string]*gazetteer.Place, len(batch))
	for i := range batch {
		byID[batch[i].ID] = &batch[i]
	}
	for _, a := range ov.Places {
		p := byID[a.Place.ID]
		if p == nil || len(a.Countries) == 0 {
			continue
		}
		var area float64
		var boxes [][]float64
		for _, cc := range a.Countries {
			c := byID[overlay.CountryID(cc)]
			if c == nil {
				got, err := l.Sink.GazetteerPlace(overlay.CountryID(cc))
				if errors.Is(err, gazetteer.ErrNotFound) {
					continue
				}
				if err != nil {
					return st, err
				}
				c = &got
			}
			area += c.AreaKm2
			if c.BBox != nil {
				boxes = append(boxes, c.BBox)
			}
		}
		if p.AreaKm2 == 0 {
			p.AreaKm2 = area
		}
		if p.BBox == nil && len(boxes) > 0 {
			p.BBox = world.UnionBBox(boxes)
		}
	}
	if len(batch) > 0 {
		if err := l.Sink.PutPlaces(batch); err != nil {
			return st, err
		}
	}
	st.Added = len(batch)
	if err := l.markPeriodSeats(ov); err != nil {
		return st, err
	}
	ext := make([]gazetteer.Place, 0, len(ov.Extensions))
	for _, e := range ov.Extensions {
		if err := ctx.Err(); err != nil {
			return st, err
		}
		p, err := l.Sink.GazetteerPlace(e.PlaceID())
		if errors.Is(err, gazetteer.ErrNotFound) {
			st.Missing = append(st.Missing, e)
			continue
		}
		if err != nil {
			return st, err
		}
		e.Apply(&p)
		ext = append(ext, p)
		st.Extended++
	}
	if len(ext) == 0 {
		return st, nil
	}
	return st, l.Sink.PutPlaces(ext)
}

// markPeriodSeats marks the GeoNames centre of each curated period
// addition (a governorate, an oblast, a historical land; not a region of
// today) as a seat of the period.
func (l *Loader) markPeriodSeats(ov overlay.Overlay) error {
	var seats []gazetteer.Place
	seen := map[int64]bool{}
	for _, a := range ov.Places {
		if a.Centre == 0 || seen[a.Centre] || !strings.HasPrefix(a.Place.ID, "overlay:") {
			continue
		}
		seen[a.Centre] = true
		c, err := l.Sink.GazetteerPlace("geonames:" + strconv.FormatInt(a.Centre, 10))
		if errors.Is(err, gazetteer.ErrNotFound) {
			continue // counted in NoCentre
		}
		if err != nil {
			return err
		}
		if !c.PeriodSeat {
			c.PeriodSeat = true
			seats = append(seats, c)
		}
	}
	if len(seats) == 0 {
		return nil
	}
	return l.Sink.PutPlaces(seats)
}

// keepDistinctNames drops from p the names it shares (by Key) with its
// centre c, and reports whether p keeps a name: a region that is a city of
// its own (Москва) is the city.
func keepDistinctNames(p, c *gazetteer.Place) bool {
	centre := map[string]bool{toponym.Key(c.Name): true}
	for _, n := range c.Names {
		centre[toponym.Key(n.Text)] = true
	}
	names := p.Names[:0:0]
	for _, n := range p.Names {
		if !centre[toponym.Key(n.Text)] {
			names = append(names, n)
		}
	}
	p.Names = names
	if centre[toponym.Key(p.Name)] {
		if len(names) == 0 {
			return false
		}
		p.Name = names[0].Text
	}
	return true
}
