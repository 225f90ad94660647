// Package charset checks that input is UTF-8, as every chronomap reader
// expects, and when it is not names the first byte at fault and the
// encoding the input is probably in (UTF-16; CP1251, KOI8-R or CP866 told
// apart by Russian letter frequencies), with the iconv command that
// converts it. It also drops a UTF-8 byte-order mark, which would
// otherwise shift code-point offsets by one.
package charset

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"
)

// BOM is the UTF-8 byte-order mark (U+FEFF).
const BOM = "\ufeff"

// StripBOM returns b without a leading UTF-8 byte-order mark.
func StripBOM(b []byte) []byte { return bytes.TrimPrefix(b, []byte(BOM)) }

// Error is input that is not UTF-8: the first invalid byte (or, for
// UTF-16, the start of the input) and the encoding it is probably in.
// Error() gives neither file nor line, for the caller's "file:line: "
// prefix.
type Error struct {
	Line   int   // 1-based line of the byte at fault
	Offset int64 // its byte offset in the input
	Byte   byte
	// Guess is the encoding the input is probably in: UTF-16, CP1251,
	// KOI8-R or CP866; Cyrillic when it is Russian in an 8-bit encoding
	// the letters do not tell; "" when it is none of these (binary data,
	// another language).
	Guess string
	// Path, when the caller sets it, is the file the input came from:
	// the iconv command then names it and the converted file to write.
	Path string
}

// Cyrillic is the Guess of Russian text whose 8-bit encoding the sample
// does not tell.
const Cyrillic = "Cyrillic"

func (e *Error) Error() string {
	switch e.Guess {
	case "UTF-16":
		return "UTF-16 text; chronomap reads UTF-8: convert it with " + e.iconv("UTF-16")
	case Cyrillic:
		return fmt.Sprintf("byte 0x%02x at offset %d is not UTF-8; probably a Cyrillic 8-bit encoding such as CP1251 or KOI8-R: convert it with %s, or with -f KOI8-R if that gives no readable text", e.Byte, e.Offset, e.iconv("CP1251"))
	case "":
		return fmt.Sprintf("byte 0x%02x at offset %d is not UTF-8: chronomap reads UTF-8 text, and this looks like binary data or another encoding (convert a text with %s; iconv -l lists them)", e.Byte, e.Offset, e.iconv("ITS-ENCODING"))
	}
	return fmt.Sprintf("byte 0x%02x at offset %d is not UTF-8; the file looks like Russian in %s (%s): convert it with %s", e.Byte, e.Offset, e.Guess, describe(e.Guess), e.iconv(e.Guess))
}

// iconv is the command that converts the input from encoding to UTF-8:
// with Path, from that file into one beside it («doc.txt» → «doc.utf8.txt»).
func (e *Error) iconv(encoding string) string {
	cmd := "iconv -f " + encoding + " -t UTF-8"
	if e.Path == "" {
		return cmd
	}
	ext := filepath.Ext(e.Path)
	return cmd + " " + shellQuote(e.Path) + " > " + shellQuote(strings.TrimSuffix(e.Path, ext)+".utf8"+ext)
}

// shellQuote quotes s for a POSIX shell when it holds anything but
// letters, digits and the punctuation of ordinary paths.
func shellQuote(s string) string {
	plain := strings.IndexFunc(s, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("/._-+,:@%", r)
	}) < 0
	if plain && s != "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// sampleSize is how much input from the first invalid byte on the guess
// reads (what comes before is UTF-8, whose bytes would read as letters): enough letters for frequencies to tell, little enough to stay
// instant.
const sampleSize = 64 << 10

// Check returns an *Error when b (after any BOM) is not UTF-8 text:
// UTF-16 (by its byte-order mark, or NUL bytes in every other position)
// or the first byte that is not UTF-8.
func Check(b []byte) error {
	if looksUTF16(b) {
		return &Error{Line: 1, Guess: "UTF-16"}
	}
	i := invalidAt(b)
	if i < 0 {
		return nil
	}
	line := 1 + bytes.Count(b[:i], []byte("\n"))
	return &Error{Line: line, Offset: int64(i), Byte: b[i], Guess: guess(b[i:min(len(b), i+sampleSize)])}
}

// invalidAt is the offset of the first byte of b that is not UTF-8, or -1.
func invalidAt(b []byte) int {
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size == 1 {
			return i
		}
		i += size
	}
	return -1
}

// looksUTF16: a UTF-16 byte-order mark, or NUL in most of the even or odd
// positions of the first bytes and hardly any in the others (ASCII in
// UTF-16 without a mark; binary data has NUL bytes in both).
func looksUTF16(b []byte) bool {
	if bytes.HasPrefix(b, []byte{0xff, 0xfe}) || bytes.HasPrefix(b, []byte{0xfe, 0xff}) {
		return true
	}
	head := b[:min(len(b), 512)]
	if len(head) < 4 {
		return false
	}
	var nul [2]int
	for i, c := range head {
		if c == 0 {
			nul[i%2]++
		}
	}
	return max(nul[0], nul[1]) > len(head)/4 && 8*min(nul[0], nul[1]) < max(nul[0], nul[1])
}

// Reader passes UTF-8 input through, dropping a leading byte-order mark,
// and fails with an *Error at the first byte that is not UTF-8 (or at
// the start of UTF-16): a stream's check, for input too large to hold.
type Reader struct {
	src     io.Reader
	buf     []byte // read from src, not yet passed on
	checked int    // how many bytes at the start of buf are UTF-8 to pass on
	mem     []byte // buf's backing array
	srcErr  error  // src's error (io.EOF at the end), once seen
	err     error  // the *Error, once found
	started bool
	line    int   // lines passed on
	off     int64 // bytes passed on (a dropped BOM included)
}

// NewReader returns a Reader of src.
func NewReader(src io.Reader) *Reader { return &Reader{src: src, line: 1} }

func (r *Reader) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	for {
		if r.err != nil {
			return 0, r.err
		}
		if !r.started && (len(r.buf) >= 512 || r.srcErr != nil) {
			r.started = true
			if looksUTF16(r.buf) {
				r.err = &Error{Line: 1, Guess: "UTF-16"}
				continue
			}
			if bytes.HasPrefix(r.buf, []byte(BOM)) {
				r.buf = r.buf[len(BOM):]
				r.off += int64(len(BOM))
			}
		}
		if r.started {
			bad := false
			if r.checked == 0 {
				r.checked, bad = validPrefix(r.buf, r.srcErr != nil)
			}
			if r.checked > 0 {
				n := copy(p, r.buf[:r.checked])
				r.checked -= n
				r.line += bytes.Count(r.buf[:n], []byte("\n"))
				r.off += int64(n)
				r.buf = r.buf[n:]
				return n, nil
			}
			if bad {
				r.fill(sampleSize)
				r.err = &Error{Line: r.line, Offset: r.off, Byte: r.buf[0], Guess: guess(r.buf)}
				continue
			}
			if r.srcErr != nil {
				return 0, r.srcErr
			}
		}
		r.fill(len(r.buf) + 1)
	}
}

// fill reads from src until buf holds at least n bytes or src ends,
// reusing one backing array.
func (r *Reader) fill(n int) {
	for empty := 0; len(r.buf) < n && r.srcErr == nil; {
		if cap(r.buf)-len(r.buf) < 4096 {
			if cap(r.mem) < 2*len(r.buf)+4096 {
				r.mem = make([]byte, 0, 2*len(r.buf)+32<<10)
			}
			r.buf = append(r.mem[:0], r.buf...)
		}
		m, err := r.src.Read(r.buf[len(r.buf):cap(r.buf)])
		r.buf = r.buf[:len(r.buf)+m]
		switch {
		case err != nil:
			r.srcErr = err
		case m == 0:
			if empty++; empty == 100 {
				r.srcErr = io.ErrNoProgress
			}
		}
	}
}

// validPrefix is the length of the UTF-8 that starts b, short of a
// sequence cut by the end of b unless atEOF; bad says that the byte
// after it is not UTF-8.
func validPrefix(b []byte, atEOF bool) (n int, bad bool) {
	for n < len(b) {
		if b[n] < utf8.RuneSelf {
			n++
			continue
		}
		r, size := utf8.DecodeRune(b[n:])
		if r == utf8.RuneError && size == 1 {
			if !atEOF && !utf8.FullRune(b[n:]) {
				return n, false
			}
			return n, true
		}
		n += size
	}
	return n, false
}
