package geo

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Key normalises a toponym into the lookup key the gazetteer indexes names
// by. Two spellings that differ only in the following get the same key:
//
//   - letter case, and ё against е (Cyrillic);
//   - Unicode composition (the input is brought to NFC first);
//   - diacritics on Latin and Greek letters, which are removed after an NFKD
//     decomposition ("Zürich" = "Zurich", "Liège" = "Liege", fullwidth forms
//     fold to ASCII); a few letters without a decomposition are spelled out
//     (ß→ss, æ→ae, œ→oe, ø→o, ł→l, đ→d, ð→d, þ→th, ı→i). Cyrillic letters
//     keep theirs (й stays й, ї stays ї);
//   - combining marks left over (stress accents in Russian text: "Москва́");
//   - apostrophes (', ’, ʼ, ` …), which are dropped ("Kam'yanets" = "Kamyanets");
//   - spacing and punctuation: every run of white space (U+00A0 included),
//     hyphens, dashes, other punctuation and symbols becomes one space, and
//     none leads or trails ("Санкт-Петербург" = "Санкт Петербург");
//   - Latin/Cyrillic homoglyphs inside one word that mixes both scripts are
//     mapped to the word's dominant script ("Mосква" with a Latin M =
//     "Москва").
//
// Key runs on every name at load, so plain ASCII takes a separate path that
// neither normalises nor decodes runes.
func Key(name string) string {
	for i := 0; i < len(name); i++ {
		if name[i] >= utf8.RuneSelf {
			return unicodeKey(name)
		}
	}
	return asciiKey(name)
}

// keyBuf accumulates a key, turning separators into at most one space
// between words.
type keyBuf struct {
	b       []byte
	pending bool // a separator was seen since the last letter
	cyr     bool // the key holds Cyrillic letters
	lat     bool // the key holds Latin letters (a-z after folding)
}

func (k *keyBuf) sep() { k.pending = len(k.b) > 0 }

func (k *keyBuf) byte(c byte) {
	if k.pending {
		k.b = append(k.b, ' ')
		k.pending = false
	}
	k.b = append(k.b, c)
}

func (k *keyBuf) rune(r rune) {
	if r < utf8.RuneSelf {
		k.ascii(byte(r))
		return
	}
	if k.pending {
		k.b = append(k.b, ' ')
		k.pending = false
	}
	k.b = utf8.AppendRune(k.b, r)
}

// ascii adds one ASCII byte: letters and digits lower-cased, apostrophes
// dropped, anything else a separator.
func (k *keyBuf) ascii(c byte) {
	switch {
	case 'a' <= c && c <= 'z':
		k.lat = true
		k.byte(c)
	case 'A' <= c && c <= 'Z':
		k.lat = true
		k.byte(c + 'a' - 'A')
	case '0' <= c && c <= '9':
		k.byte(c)
	case c == '\'' || c == '`':
	default:
		k.sep()
	}
}

func asciiKey(s string) string {
	k := keyBuf{b: make([]byte, 0, len(s))}
	for i := 0; i < len(s); i++ {
		k.ascii(s[i])
	}
	return string(k.b)
}

func unicodeKey(name string) string {
	s := norm.NFC.String(name) // returns name itself when already NFC
	k := keyBuf{b: make([]byte, 0, len(s))}
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r < utf8.RuneSelf:
			k.ascii(byte(r))
		case 0x400 <= r && r <= 0x52f: // Cyrillic and Cyrillic Supplement
			k.cyr = true
			k.rune(cyrillicLower(r))
		case isApostrophe(r):
		case unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Me, r):
		case unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsSymbol(r) || unicode.IsControl(r):
			k.sep()
		case unicode.Is(unicode.Latin, r) || unicode.Is(unicode.Greek, r):
			k.latinGreek(s[i:], r)
		case unicode.Is(unicode.Cyrillic, r):
			k.cyr = true
			k.rune(unicode.ToLower(r))
		default:
			k.rune(unicode.ToLower(r))
		}
		i += size
	}
	if k.cyr && k.lat {
		return fixHomoglyphs(string(k.b))
	}
	return string(k.b)
}

// latinGreek adds a Latin or Greek letter r (the first rune of s) without
// its diacritics.
func (k *keyBuf) latinGreek(s string, r rune) {
	if f := foldLetter(unicode.ToLower(r)); f != "" {
		for i := 0; i < len(f); i++ {
			k.ascii(f[i])
		}
		return
	}
	d := norm.NFKD.PropertiesString(s).Decomposition()
	if d == nil {
		k.rune(foldGreek(unicode.ToLower(r)))
		return
	}
	for len(d) > 0 {
		dr, n := utf8.DecodeRune(d)
		d = d[n:]
		if unicode.Is(unicode.Mn, dr) {
			continue
		}
		if dr < utf8.RuneSelf {
			k.ascii(byte(dr))
			continue
		}
		k.rune(foldGreek(unicode.ToLower(dr)))
	}
}

// foldLetter spells out lower-case Latin letters that have no Unicode
// decomposition; "" for any other rune.
func foldLetter(r rune) string {
	switch r {
	case 'ß':
		return "ss"
	case 'æ':
		return "ae"
	case 'œ':
		return "oe"
	case 'ø':
		return "o"
	case 'ł':
		return "l"
	case 'đ', 'ð':
		return "d"
	case 'þ':
		return "th"
	case 'ı':
		return "i"
	}
	return ""
}

func foldGreek(r rune) rune {
	if r == 'ς' {
		return 'σ'
	}
	return r
}

func cyrillicLower(r rune) rune {
	switch {
	case 'А' <= r && r <= 'Я':
		r += 'а' - 'А'
	case 'Ѐ' <= r && r <= 'Џ':
		r += 'ѐ' - 'Ѐ'
	case 'а' <= r && r <= 'я':
	default:
		r = unicode.ToLower(r)
	}
	if r == 'ё' {
		return 'е'
	}
	return r
}

func isApostrophe(r rune) bool {
	switch r {
	case '\u2019', '\u2018', '\u02bc', '\u02bb', '\u02b9', '\u00b4', '\u2032':
		return true
	}
	return false
}

// Lower-case Latin/Cyrillic homoglyph pairs. Several look alike only as
// capitals (B/В, H/Н, M/М, T/Т, K/К); keys are lower case, so the pair is
// kept in lower case.
var (
	latinToCyrillic = strings.NewReplacer(
		"a", "а", "b", "в", "c", "с", "e", "е", "h", "н", "i", "і", "k", "к",
		"m", "м", "o", "о", "p", "р", "t", "т", "x", "х", "y", "у")
	cyrillicToLatin = strings.NewReplacer(
		"а", "a", "в", "b", "с", "c", "е", "e", "н", "h", "і", "i", "к", "k",
		"м", "m", "о", "o", "р", "p", "т", "t", "х", "x", "у", "y", "ј", "j", "ѕ", "s")
)

const (
	latinHomoglyphs    = "abcehikmoptxy"
	cyrillicHomoglyphs = "авсенікмоптхујѕ"
)

// fixHomoglyphs rewrites each word of key that mixes Latin and Cyrillic
// letters into one script: into Cyrillic when all its Latin letters have a
// Cyrillic look-alike and Cyrillic dominates (or its Cyrillic letters have
// no Latin look-alike), else into Latin when its Cyrillic letters all have
// one. Words it cannot rewrite stay as they are.
func fixHomoglyphs(key string) string {
	words := strings.Split(key, " ")
	for i, w := range words {
		var nLat, nCyr int
		toCyr, toLat := true, true
		for _, r := range w {
			switch {
			case 'a' <= r && r <= 'z':
				nLat++
				toCyr = toCyr && strings.ContainsRune(latinHomoglyphs, r)
			case 0x400 <= r && r <= 0x52f:
				nCyr++
				toLat = toLat && strings.ContainsRune(cyrillicHomoglyphs, r)
			}
		}
		if nLat == 0 || nCyr == 0 {
			continue
		}
		switch {
		case toCyr && (nCyr >= nLat || !toLat):
			words[i] = latinToCyrillic.Replace(w)
		case toLat:
			words[i] = cyrillicToLatin.Replace(w)
		}
	}
	return strings.Join(words, " ")
}
