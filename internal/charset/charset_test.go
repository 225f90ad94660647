package charset

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"

	"golang.org/x/text/encoding/charmap"

	"github.com/chronomap/chronomap/internal/testenv"
)

// sample is the bundled document's first 2,000 bytes cut at a line end:
// real Russian prose of the period, with «» quotes and dashes. It starts
// with «Н», 0xee in KOI8-R.
func sample(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(testenv.RepoRoot(t), "data", "lenin-1902-1903.txt"))
	if err != nil {
		t.Fatal(err)
	}
	s := string(b[:2000])
	return s[:strings.LastIndexByte(s, '\n')+1]
}

func encode(t *testing.T, cm *charmap.Charmap, s string) []byte {
	t.Helper()
	var b []byte
	for _, r := range s {
		c, ok := cm.EncodeRune(r)
		if !ok {
			c = '?' // a character the encoding lacks (CP866 has no «»)
		}
		b = append(b, c)
	}
	return b
}

// TestCheckTellsTheEncoding: Russian prose in each 8-bit encoding is
// named; words too few to tell, or in capitals (CP1251's capitals are
// KOI8-R's small letters), leave it undecided; Latin-1 and binary data
// are no Cyrillic; UTF-16 is told by its mark or its NUL bytes.
func TestCheckTellsTheEncoding(t *testing.T) {
	t.Parallel()
	prose := "Ленин с Крупской приехали в Лондон весной 1902 года, где печаталась «Искра».\n"
	tests := []struct {
		name  string
		input []byte
		guess string
	}{
		{"document in CP1251", encode(t, charmap.Windows1251, sample(t)), "CP1251"},
		{"document in KOI8-R", encode(t, charmap.KOI8R, sample(t)), "KOI8-R"},
		{"document in CP866", encode(t, charmap.CodePage866, sample(t)), "CP866"},
		{"sentence in CP1251", encode(t, charmap.Windows1251, prose), "CP1251"},
		{"sentence in KOI8-R", encode(t, charmap.KOI8R, prose), "KOI8-R"},
		{"one word in CP1251", encode(t, charmap.Windows1251, "toponym,when\nЛондон,1902\n"), Cyrillic},
		{"capitals in CP1251", encode(t, charmap.Windows1251, strings.ToUpper(prose)), Cyrillic},
		{"capitals in KOI8-R", encode(t, charmap.KOI8R, strings.ToUpper(prose)), Cyrillic},
		{"French in Latin-1", encode(t, charmap.ISO8859_1, "Il est arrivé à Londres en été 1902, très fatigué.\n"), ""},
		{"binary", []byte("\x00\x01\x02\x03\xff\xfe\x10\x11 data\x00\x00\x90\x91\x92\x93\x94\x95\x96\x97\x98"), ""},
		// An executable's header: NUL bytes at even and odd offsets alike.
		{"binary with NUL bytes in every position", []byte("\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00\x3e\x00\x01\x00\x00\x00\x60\x61\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x00\xe8\x23\x02\x00"), ""},
		{"UTF-16 with its mark", []byte("\xff\xfeL\x00o\x00n\x00"), "UTF-16"},
		{"UTF-16 without a mark", []byte("L\x00o\x00n\x00d\x00o\x00n\x00 \x001\x009\x000\x002\x00"), "UTF-16"},
	}
	for _, tc := range tests {
		var e *Error
		if err := Check(tc.input); !errors.As(err, &e) {
			t.Errorf("%s: err = %v, want an *Error", tc.name, err)
		} else if e.Guess != tc.guess {
			t.Errorf("%s: guess %q, want %q (%v)", tc.name, e.Guess, tc.guess, err)
		}
	}
	if err := Check([]byte(sample(t))); err != nil {
		t.Errorf("UTF-8: %v", err)
	}
}

// TestErrorNamesTheFirstBadByte: line, offset and message of the first
// byte that is not UTF-8, after valid multi-byte letters.
func TestErrorNamesTheFirstBadByte(t *testing.T) {
	t.Parallel()
	// Three UTF-8 lines (6, 11 and 11 bytes), then «Лондон» in CP1251 (0xcb 0xee …)
	// after 9 bytes.
	input := "id: a\nтип: б\nwhen: 1902\nplaces: [" + string(encode(t, charmap.Windows1251, "Лондон")) + "]\n"
	tests := []struct {
		name string
		read func() error
	}{
		{"Check", func() error { return Check([]byte(input)) }},
		{"Reader", func() error { _, err := io.ReadAll(NewReader(strings.NewReader(input))); return err }},
		{"Reader byte by byte", func() error {
			_, err := io.ReadAll(NewReader(iotest.OneByteReader(strings.NewReader(input))))
			return err
		}},
	}
	const want = "byte 0xcb at offset 37 is not UTF-8; probably a Cyrillic 8-bit encoding such as CP1251 or KOI8-R: " +
		"convert it with iconv -f CP1251 -t UTF-8, or with -f KOI8-R if that gives no readable text"
	for _, tc := range tests {
		var e *Error
		err := tc.read()
		if !errors.As(err, &e) || e.Line != 4 || e.Offset != 37 || err.Error() != want {
			t.Errorf("%s: err = %v (%+v), want line 4: %s", tc.name, err, e, want)
		}
	}
	var e *Error
	err := Check(encode(t, charmap.KOI8R, sample(t)))
	if !errors.As(err, &e) || e.Line != 1 ||
		err.Error() != "byte 0xee at offset 0 is not UTF-8; the file looks like Russian in KOI8-R (Unix Cyrillic): convert it with iconv -f KOI8-R -t UTF-8" {
		t.Errorf("KOI8-R: %v", err)
	}
	if err := Check([]byte("\xff\xfeL\x00")); err == nil || err.Error() != "UTF-16 text; chronomap reads UTF-8: convert it with iconv -f UTF-16 -t UTF-8" {
		t.Errorf("UTF-16: %v", err)
	}
}

// TestReaderPassesUTF8: the text comes through whole, whatever the size
// of the reads that split its letters, without a leading byte-order mark.
func TestReaderPassesUTF8(t *testing.T) {
	t.Parallel()
	text := sample(t)
	for name, src := range map[string]func() io.Reader{
		"whole":        func() io.Reader { return strings.NewReader(BOM + text) },
		"byte by byte": func() io.Reader { return iotest.OneByteReader(strings.NewReader(BOM + text)) },
		"half reads":   func() io.Reader { return iotest.HalfReader(strings.NewReader(BOM + text)) },
	} {
		got, err := io.ReadAll(iotest.OneByteReader(NewReader(src())))
		if err != nil || string(got) != text {
			t.Errorf("%s: %d bytes, want %d; err %v", name, len(got), len(text), err)
		}
	}
	if got, err := io.ReadAll(NewReader(strings.NewReader(""))); err != nil || len(got) != 0 {
		t.Errorf("empty: %q, %v", got, err)
	}
	if err := iotest.TestReader(NewReader(strings.NewReader(text)), []byte(text)); err != nil {
		t.Error(err)
	}
}

func TestStripBOM(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{BOM + "Лондон": "Лондон", "Лондон": "Лондон", BOM: "", "": "", "x" + BOM: "x" + BOM} {
		if got := string(StripBOM([]byte(in))); got != want {
			t.Errorf("StripBOM(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzReader: the stream's check agrees with Check on any input, read in
// any size of pieces: the same bytes through, or the same error.
func FuzzReader(f *testing.F) {
	f.Add([]byte("id,when\n\xcb\xee\xed\xe4\xee\xed,1902\n"), uint8(1))
	f.Add([]byte(BOM+"Лондон"), uint8(2))
	f.Add([]byte("\xff\xfeL\x00"), uint8(3))
	f.Fuzz(func(t *testing.T, input []byte, piece uint8) {
		var src io.Reader = bytes.NewReader(input)
		if piece%2 == 1 {
			src = iotest.OneByteReader(src)
		}
		got, err := io.ReadAll(NewReader(src))
		want := Check(input)
		switch {
		case want == nil && err != nil:
			t.Fatalf("Reader: %v; Check: nil", err)
		case want == nil && !bytes.Equal(got, StripBOM(input)):
			t.Fatalf("Reader passed %q of %q", got, input)
		case want != nil && (err == nil || err.Error() != want.Error()):
			t.Fatalf("Reader: %v; Check: %v", err, want)
		}
	})
}

// TestErrorNamesTheFiles: with the input's path, the iconv command reads
// that file and writes a converted one beside it, quoted for a shell when
// the path needs it.
func TestErrorNamesTheFiles(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ path, want string }{
		{"texts/doc.txt", "iconv -f KOI8-R -t UTF-8 texts/doc.txt > texts/doc.utf8.txt"},
		{"письмо 1902.txt", "iconv -f KOI8-R -t UTF-8 'письмо 1902.txt' > 'письмо 1902.utf8.txt'"},
		{"it's", `iconv -f KOI8-R -t UTF-8 'it'\''s' > 'it'\''s.utf8'`},
	} {
		e := &Error{Line: 1, Byte: 0xee, Guess: "KOI8-R", Path: tc.path}
		if got := e.Error(); !strings.HasSuffix(got, "convert it with "+tc.want) {
			t.Errorf("%s: %s\nwant it to end: convert it with %s", tc.path, got, tc.want)
		}
	}
}
