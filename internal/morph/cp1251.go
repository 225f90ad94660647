package morph

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// The DAWG keys az ships are Windows-1251, one byte per letter, so a key's
// byte offsets are its rune offsets.

const (
	cp1251E  = 0xE5 // е
	cp1251Yo = 0xB8 // ё
)

// encodeWord appends the Windows-1251 bytes of s to dst. It reports false
// when s has a rune Windows-1251 lacks (no dictionary key can contain it).
func encodeWord(dst []byte, s string) ([]byte, bool) {
	for _, r := range s {
		switch {
		case r >= 'а' && r <= 'я':
			dst = append(dst, byte(r-'а'+0xE0))
		case r >= 0x20 && r < utf8.RuneSelf:
			dst = append(dst, byte(r))
		default:
			// Control characters never occur in keys, and 0x01 is the
			// payload separator.
			b, ok := charmap.Windows1251.EncodeRune(r)
			if !ok || b < 0x20 || r == utf8.RuneError {
				return dst, false
			}
			dst = append(dst, b)
		}
	}
	return dst, true
}

// decodeWord is the UTF-8 text of Windows-1251 bytes.
func decodeWord(b []byte) string {
	var sb strings.Builder
	sb.Grow(2 * len(b))
	for _, c := range b {
		switch {
		case c >= 0xE0:
			sb.WriteRune(rune(c-0xE0) + 'а')
		case c < utf8.RuneSelf:
			sb.WriteByte(c)
		default:
			sb.WriteRune(charmap.Windows1251.DecodeByte(c))
		}
	}
	return sb.String()
}
