package morph

import (
	"encoding/binary"
	"fmt"
	"os"
)

// dawg is a dawgdic automaton as the C++ dawgdic library and its Python
// readers (DAWG, DAWG-Python) save it: a double-array dictionary of 32-bit
// units and, for key completion, a guide of (first child label, next
// sibling label) byte pairs, one pair per unit.
//
// A non-leaf unit holds the label of the transition leading to it (bits
// 0–7; bit 31 is set on leaf units so a leaf never matches a label), a
// "has a leaf child" flag (bit 8) and the offset to its children (bits
// 10–31, shifted left by 8 more when bit 9 is set). Following label c from
// unit i leads to unit i ^ offset(i) ^ c, valid when that unit's label is
// c. A key ends at a unit with the leaf flag; its value (31 bits) is in the
// unit at i ^ offset(i).
type dawg struct {
	units []uint32
	guide []byte // nil when the file was read without its guide
}

const (
	dawgIsLeaf    = 1 << 31
	dawgHasLeaf   = 1 << 8
	dawgExtension = 1 << 9
)

// readDAWG reads a dawgdic file: a little-endian uint32 unit count and the
// units, then (withGuide) a uint32 guide size and two bytes per guide unit.
func readDAWG(path string, withGuide bool) (dawg, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return dawg{}, err
	}
	n, rest, err := readCount(data, 4)
	if err != nil {
		return dawg{}, fmt.Errorf("%s: dictionary units: %w", path, err)
	}
	if n == 0 {
		return dawg{}, fmt.Errorf("%s: no dictionary units", path)
	}
	units := make([]uint32, n)
	for i := range units {
		units[i] = binary.LittleEndian.Uint32(rest[4*i:])
	}
	d := dawg{units: units}
	if !withGuide {
		return d, nil
	}
	m, rest, err := readCount(rest[4*n:], 2)
	if err != nil {
		return dawg{}, fmt.Errorf("%s: guide: %w", path, err)
	}
	d.guide = append([]byte(nil), rest[:2*m]...)
	return d, nil
}

// readCount reads a uint32 count of items of size bytes and checks that
// they fit in data; it returns the count and the bytes after the count.
func readCount(data []byte, size int) (int, []byte, error) {
	if len(data) < 4 {
		return 0, nil, fmt.Errorf("truncated: %d bytes where a 4-byte size was expected", len(data))
	}
	n := int(binary.LittleEndian.Uint32(data))
	if n > (len(data)-4)/size {
		return 0, nil, fmt.Errorf("truncated: size %d needs %d bytes, %d left", n, n*size, len(data)-4)
	}
	return n, data[4:], nil
}

func unitOffset(u uint32) uint32 { return (u >> 10) << ((u & dawgExtension) >> 6) }

// follow moves from unit index along label, reporting false when the
// automaton has no such transition.
func (d *dawg) follow(index uint32, label byte) (uint32, bool) {
	next := index ^ unitOffset(d.units[index]) ^ uint32(label)
	if next >= uint32(len(d.units)) || d.units[next]&(dawgIsLeaf|0xFF) != uint32(label) {
		return 0, false
	}
	return next, true
}

// followBytes follows every byte of key from index.
func (d *dawg) followBytes(index uint32, key []byte) (uint32, bool) {
	for _, c := range key {
		var ok bool
		if index, ok = d.follow(index, c); !ok {
			return 0, false
		}
	}
	return index, true
}

// hasValue reports whether a key ends at unit index.
func (d *dawg) hasValue(index uint32) bool { return d.units[index]&dawgHasLeaf != 0 }

// value is the value of the key ending at unit index (hasValue must hold).
func (d *dawg) value(index uint32) uint32 {
	v := index ^ unitOffset(d.units[index])
	if v >= uint32(len(d.units)) {
		return 0
	}
	return d.units[v] &^ dawgIsLeaf
}

// lookup is the value stored for key (an IntDAWG), if any.
func (d *dawg) lookup(index uint32, key []byte) (uint32, bool) {
	index, ok := d.followBytes(index, key)
	if !ok || !d.hasValue(index) {
		return 0, false
	}
	return d.value(index), true
}

// completions calls emit with every key suffix that completes a key below
// unit index, in the guide's (byte-wise lexicographic) order, until emit
// returns false; it reports whether it went through all of them. buf is
// scratch space for the suffixes; emit must not keep the slice.
func (d *dawg) completions(index uint32, buf []byte, emit func(suffix []byte) bool) bool {
	if d.hasValue(index) && !emit(buf) {
		return false
	}
	if 2*int(index)+1 >= len(d.guide) {
		return true
	}
	label := d.guide[2*index]
	for label != 0 {
		next, ok := d.follow(index, label)
		if !ok || 2*int(next)+1 >= len(d.guide) {
			return true
		}
		if !d.completions(next, append(buf, label), emit) {
			return false
		}
		label = d.guide[2*next+1]
	}
	return true
}

// payloadSeparator separates a key from its payload in a BytesDAWG.
const payloadSeparator = 0x01

// decodeRecord decodes a record payload into n 16-bit numbers. pymorphy2
// stores `>H` numbers base64-encoded; the files az ships re-encode each
// number as two bytes, its high and low 7 bits each shifted left by one with
// the low bit set, so that no byte is NUL or the payload separator.
func decodeRecord(payload []byte, out []uint16) bool {
	if len(payload) != 2*len(out) {
		return false
	}
	for i := range out {
		out[i] = uint16(payload[2*i]>>1)<<7 | uint16(payload[2*i+1]>>1)
	}
	return true
}

// similarKeys finds every key of a BytesDAWG/RecordDAWG that equals word
// after replacing some occurrences of the byte from with the byte to (the
// е → ё substitution of pymorphy2's similar_items). For each it calls found
// with the key (word with the substitutions made, valid only during the
// call) and the unit where its payloads start. The unsubstituted key comes
// first.
func (d *dawg) similarKeys(word []byte, from, to byte, found func(key []byte, payloads uint32)) {
	key := append(make([]byte, 0, 32), word...)
	d.similarFrom(key, 0, 0, from, to, found)
}

func (d *dawg) similarFrom(key []byte, pos int, index uint32, from, to byte, found func([]byte, uint32)) {
	// Substitution points are explored after the unsubstituted path, so
	// that the key as written is reported first.
	type branch struct {
		pos  int
		next uint32
	}
	var branchBuf [4]branch
	branches := branchBuf[:0]
	ok := true
	for i := pos; i < len(key) && ok; i++ {
		if key[i] == from && from != to {
			if next, okTo := d.follow(index, to); okTo {
				branches = append(branches, branch{i, next})
			}
		}
		index, ok = d.follow(index, key[i])
	}
	if ok {
		if payloads, sep := d.follow(index, payloadSeparator); sep {
			found(key, payloads)
		}
	}
	for _, b := range branches {
		key[b.pos] = to
		d.similarFrom(key, b.pos+1, b.next, from, to, found)
		key[b.pos] = from
	}
}
