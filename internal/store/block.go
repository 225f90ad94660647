package store

import (
	"encoding/binary"
	"errors"
	"sync"

	"github.com/golang/snappy"
)

// featuresPerBlock is how many features of consecutive ranks share one
// stored block. GeoJSON features repeat their member names; compressed
// together (Snappy, which decodes at memory speed) they take about a third
// of their size. Eight make blocks of about 1 KB, which bbolt packs four to
// a page (larger blocks gain little and waste page ends), and a feature
// read alone (a narrow bbox) decodes seven others, not thirty-one.
const featuresPerBlock = 8

// blockOf is the block key and the index within it of a rank.
func blockOf(rank uint32) (uint32, int) {
	return rank / featuresPerBlock, int(rank % featuresPerBlock)
}

// blockWriter gathers the features of one block.
type blockWriter struct {
	lens []int
	data []byte
	raw  []byte
}

func (b *blockWriter) add(geojson []byte) {
	b.lens = append(b.lens, len(geojson))
	b.data = append(b.data, geojson...)
}

func (b *blockWriter) len() int { return len(b.lens) }

// encode returns the block, compressed: the count, each length (uvarints),
// then the features' bytes; and starts the next block.
func (b *blockWriter) encode() []byte {
	b.raw = binary.AppendUvarint(b.raw[:0], uint64(len(b.lens)))
	for _, n := range b.lens {
		b.raw = binary.AppendUvarint(b.raw, uint64(n))
	}
	b.raw = append(b.raw, b.data...)
	b.lens, b.data = b.lens[:0], b.data[:0]
	return snappy.Encode(nil, b.raw)
}

var errBadBlock = errors.New("bad feature block")

// blockReader holds one decoded block.
type blockReader struct {
	buf  []byte
	offs [featuresPerBlock + 1]int
	n    int
	body []byte
}

// blockReaders lends decoding buffers to the requests of one DB.
type blockReaders struct{ pool sync.Pool }

func (p *blockReaders) get() *blockReader {
	if r, ok := p.pool.Get().(*blockReader); ok {
		return r
	}
	return &blockReader{}
}

func (p *blockReaders) put(r *blockReader) { p.pool.Put(r) }

func (r *blockReader) load(enc []byte) error {
	size, err := snappy.DecodedLen(enc)
	if err != nil {
		return err
	}
	if cap(r.buf) < size {
		r.buf = make([]byte, size)
	}
	raw, err := snappy.Decode(r.buf[:size], enc)
	if err != nil {
		return err
	}
	count, k := binary.Uvarint(raw)
	if k <= 0 || count > featuresPerBlock {
		return errBadBlock
	}
	raw = raw[k:]
	r.n = int(count)
	total := 0
	for i := range r.n {
		n, k := binary.Uvarint(raw)
		if k <= 0 {
			return errBadBlock
		}
		raw = raw[k:]
		r.offs[i] = total
		total += int(n)
	}
	r.offs[r.n] = total
	if total != len(raw) {
		return errBadBlock
	}
	r.body = raw
	return nil
}

// feature returns the i-th feature of the block, valid until the next load.
func (r *blockReader) feature(i int) ([]byte, error) {
	if i >= r.n {
		return nil, errBadBlock
	}
	return r.body[r.offs[i]:r.offs[i+1]:r.offs[i+1]], nil
}
