// Package toponym normalises toponyms for matching: Key folds a name into
// the lookup key a gazetteer indexes (case, ё/е, diacritics, punctuation,
// homoglyphs), StemKey reduces its Cyrillic words to the stems their case
// forms share, and Deletions and EditDistance bound spelling variants.
package toponym

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
//   - the spelling before the 1918 reform: ѣ = е, і and ѵ = и, ѳ = ф, a
//     word-final ъ is dropped, and the place adjective's -скаго is -ского
//     ("Карсъ" = "Карс", "Феодосія" = "Феодосия");
//   - Unicode composition (precomposed and decomposed input give one key);
//   - diacritics on Latin and Greek letters, which are removed after an NFKD
//     decomposition ("Zürich" = "Zurich", "Liège" = "Liege", fullwidth forms
//     fold to ASCII); a few letters without a decomposition are spelled out
//     (ß→ss, æ→ae, œ→oe, ø→o, ł→l, đ→d, ð→d, þ→th, ı→i). Cyrillic letters
//     keep theirs (й stays й, ї stays ї);
//   - combining marks left over (stress accents in Russian text: "Москва́");
//   - apostrophes (', ’, ʼ, ` …), which are dropped ("Kam'yanets" = "Kamyanets"),
//     and so are invisible format characters (soft hyphen, zero-width
//     space and joiners, byte order mark);
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
	b       strings.Builder
	pending bool // a separator was seen since the last letter
	cyr     bool // the key holds Cyrillic letters
	lat     bool // the key holds Latin letters (a-z after folding)
}

func (k *keyBuf) sep() { k.pending = k.b.Len() > 0 }

func (k *keyBuf) byte(c byte) {
	if k.pending {
		k.b.WriteByte(' ')
		k.pending = false
	}
	k.b.WriteByte(c)
}

func (k *keyBuf) rune(r rune) {
	if r < utf8.RuneSelf {
		k.ascii(byte(r))
		return
	}
	if k.pending {
		k.b.WriteByte(' ')
		k.pending = false
	}
	k.b.WriteRune(r)
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
	var k keyBuf
	k.b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		k.ascii(s[i])
	}
	return k.b.String()
}

// unicodeKey is Key for non-ASCII input. It works on the text as given and
// brings it to NFC (and starts over) only when a combining mark follows a
// letter whose composed form it must keep (a Cyrillic и + breve is й), since
// the normalisation check costs more than the rest of Key and GeoNames text is
// NFC already.
func unicodeKey(name string) string {
	if k, ok := unicodeKeyPass(name, false); ok {
		return k
	}
	k, _ := unicodeKeyPass(norm.NFC.String(name), true)
	return k
}

// unicodeKeyPass builds the key of s; unless nfc, it reports false when s
// needs composing first.
func unicodeKeyPass(s string, nfc bool) (string, bool) {
	var k keyBuf
	k.b.Grow(len(s))
	strip := true // the last base letter loses its combining marks
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		switch {
		case r < utf8.RuneSelf:
			strip = true
			k.ascii(byte(r))
		case 0x483 <= r && r <= 0x489: // Cyrillic combining marks (titlo …)
		case 0x400 <= r && r <= 0x52f: // Cyrillic and Cyrillic Supplement
			strip = false
			k.cyr = true
			k.rune(cyrillicLower(r))
		case isApostrophe(r):
		case unicode.Is(unicode.Cf, r): // soft hyphens, zero-width spaces and joiners, BOM
		case unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Me, r):
			if !strip && !nfc {
				return "", false
			}
		case unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsSymbol(r) || unicode.IsControl(r):
			strip = true
			k.sep()
		case unicode.Is(unicode.Latin, r) || unicode.Is(unicode.Greek, r):
			strip = true
			k.latinGreek(s[i-size:], r)
		default:
			strip = false
			k.cyr = k.cyr || unicode.Is(unicode.Cyrillic, r)
			k.rune(unicode.ToLower(r))
		}
	}
	key := k.b.String()
	if k.cyr && k.lat {
		key = fixHomoglyphs(key)
	}
	if k.cyr {
		key = oldEndings(key)
	}
	return key, true
}

// latinGreek adds a Latin or Greek letter r (the first rune of s) without
// its diacritics.
func (k *keyBuf) latinGreek(s string, r rune) {
	d := norm.NFKD.PropertiesString(s).Decomposition()
	if d == nil {
		k.letter(r)
		return
	}
	for len(d) > 0 {
		dr, n := utf8.DecodeRune(d)
		d = d[n:]
		switch {
		case dr < utf8.RuneSelf:
			k.ascii(byte(dr))
		case unicode.Is(unicode.Mn, dr) || isApostrophe(dr):
		case unicode.IsLetter(dr):
			k.letter(dr)
		default: // compatibility decompositions bring spaces and punctuation (ŀ = l·)
			k.sep()
		}
	}
}

// letter adds a Latin or Greek letter without a decomposition, lower-cased
// and folded.
func (k *keyBuf) letter(r rune) {
	r = unicode.ToLower(r)
	if f := foldLetter(r); f != "" {
		for i := 0; i < len(f); i++ {
			k.ascii(f[i])
		}
		return
	}
	k.rune(foldGreek(r))
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
	switch r {
	case 'ё', 'ѣ':
		return 'е'
	case 'і', 'ѵ':
		return 'и'
	case 'ѳ':
		return 'ф'
	}
	return r
}

// oldEndings rewrites, word by word, what the spelling before the 1918
// reform wrote differently at the end of a word: the ъ after a final hard
// consonant («Карсъ» = «Карс») and the endings of place adjectives, -скаго
// and -цкаго for -ского and -цкого, -ския for -ские («Кіевскаго» =
// «Киевского»). No modern name ends so.
func oldEndings(key string) string {
	if !strings.Contains(key, "ъ") && !strings.Contains(key, "каго") && !strings.Contains(key, "кия") {
		return key
	}
	words := strings.Split(key, " ")
	for i, w := range words {
		w = strings.TrimSuffix(w, "ъ")
		for _, e := range [...][2]string{{"скаго", "ского"}, {"цкаго", "цкого"}, {"ския", "ские"}, {"цкия", "цкие"}} {
			if stem, ok := strings.CutSuffix(w, e[0]); ok && stem != "" {
				w = stem + e[1]
				break
			}
		}
		words[i] = w
	}
	return strings.Join(words, " ")
}

func isApostrophe(r rune) bool {
	switch r {
	case '\u2019', '\u2018', '\u02bc', '\u02bb', '\u02b9', '\u00b4', '\u2032':
		return true
	}
	return false
}

// latinToCyrillic and cyrillicToLatin map lower-case Latin/Cyrillic
// homoglyphs onto each other, -1 for a letter without a look-alike. Several
// look alike only as capitals (B/В, H/Н, M/М, T/Т, K/К); keys are lower case,
// so the pair is kept in lower case.
func latinToCyrillic(r rune) rune {
	switch r {
	case 'a':
		return 'а'
	case 'b':
		return 'в'
	case 'c':
		return 'с'
	case 'e':
		return 'е'
	case 'h':
		return 'н'
	case 'i':
		return 'и' // the decimal і, which keys read as и
	case 'k':
		return 'к'
	case 'm':
		return 'м'
	case 'o':
		return 'о'
	case 'p':
		return 'р'
	case 't':
		return 'т'
	case 'x':
		return 'х'
	case 'y':
		return 'у'
	}
	return -1
}

func cyrillicToLatin(r rune) rune {
	switch r {
	case 'а':
		return 'a'
	case 'в':
		return 'b'
	case 'с':
		return 'c'
	case 'е':
		return 'e'
	case 'н':
		return 'h'
	case 'і':
		return 'i'
	case 'к':
		return 'k'
	case 'м':
		return 'm'
	case 'о':
		return 'o'
	case 'р':
		return 'p'
	case 'т':
		return 't'
	case 'х':
		return 'x'
	case 'у':
		return 'y'
	case 'ј':
		return 'j'
	case 'ѕ':
		return 's'
	}
	return -1
}

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
				toCyr = toCyr && latinToCyrillic(r) >= 0
			case 0x400 <= r && r <= 0x52f:
				nCyr++
				toLat = toLat && cyrillicToLatin(r) >= 0
			}
		}
		if nLat == 0 || nCyr == 0 {
			continue
		}
		switch {
		case toCyr && (nCyr >= nLat || !toLat):
			words[i] = strings.Map(func(r rune) rune { return keep(latinToCyrillic(r), r) }, w)
		case toLat:
			words[i] = strings.Map(func(r rune) rune { return keep(cyrillicToLatin(r), r) }, w)
		}
	}
	return strings.Join(words, " ")
}

// keep returns mapped unless it is -1, else r.
func keep(mapped, r rune) rune {
	if mapped < 0 {
		return r
	}
	return mapped
}
