package toponym

import (
	"strings"
	"unicode/utf8"

	"github.com/kljensen/snowball/russian"
)

// StemWord returns the stem of one word of a Key: the Russian Snowball stem
// (https://snowballstem.org/algorithms/russian/stemmer.html) less any vowel,
// й or ь it still ends with, so that the nominative and the other cases of a
// name agree where Snowball alone does not (музей → муз-, музеем → музе-).
// A stem keeps at least two letters. Words without Cyrillic letters are
// returned as they are.
func StemWord(w string) string {
	if !HasCyrillic(w) {
		return w
	}
	s := russian.Stem(w, true)
	for utf8.RuneCountInString(s) > 2 {
		r, size := utf8.DecodeLastRuneInString(s)
		if !IsSoftEnding(r) {
			break
		}
		s = s[:len(s)-size]
	}
	return s
}

// IsSoftEnding reports whether r is a Cyrillic vowel, й or ь: what StemWord
// strips from the end of a stem.
func IsSoftEnding(r rune) bool {
	return strings.ContainsRune("аеиоуыэюяйьёіїєў", r)
}

func IsCyrillicVowel(r rune) bool { return strings.ContainsRune("аеиоуыэюяёіїє", r) }

// HasCyrillic reports whether s holds a Cyrillic letter.
func HasCyrillic(s string) bool {
	for _, r := range s {
		if 0x400 <= r && r <= 0x52f {
			return true
		}
	}
	return false
}

// StemKey returns the stem key of a Key: each word stemmed (see StemWord),
// joined by single spaces; "" when key has no Cyrillic letter, since Latin
// names are matched by their Key alone.
func StemKey(key string) string {
	if !HasCyrillic(key) {
		return ""
	}
	words := strings.Split(key, " ")
	for i, w := range words {
		words[i] = StemWord(w)
	}
	return strings.Join(words, " ")
}

// Deletions returns the distinct strings made by deleting one rune of s, in
// order of the deleted position.
func Deletions(s string) []string {
	out := make([]string, 0, utf8.RuneCountInString(s))
	prev := ""
	for i, r := range s {
		d := s[:i] + s[i+utf8.RuneLen(r):]
		if d != prev { // deleting either of two equal neighbours gives one string
			out = append(out, d)
		}
		prev = d
	}
	return out
}

// EditDistance returns the optimal string alignment distance between a and
// b (insertions, Deletions, substitutions and transpositions of adjacent
// runes, each costing 1), or max+1 when it exceeds max.
func EditDistance(a, b string, max int) int {
	ra, rb := []rune(a), []rune(b)
	if d := len(ra) - len(rb); d > max || -d > max {
		return max + 1
	}
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
			rowMin = min(rowMin, v)
		}
		if rowMin > max {
			return max + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	if prev[len(rb)] > max {
		return max + 1
	}
	return prev[len(rb)]
}

// ConsonantSwap reports whether a and b, of equal length, differ in one
// letter only and that letter is a consonant in both that transcription
// does not confuse (not a voiced–voiceless pair nor г/х, к/х, в/б, ц/с,
// с/ш):
// «Гогланд» and «Готланд» are two names, not two spellings of one, while
// vowels, soft signs, doubled or dropped letters vary between spellings of
// one name («Галлиция», «Курландия», «Лонгжюмо»).
func ConsonantSwap(a, b string) bool {
	ra, rb := []rune(a), []rune(b)
	if len(ra) != len(rb) {
		return false
	}
	diff := -1
	for i := range ra {
		if ra[i] != rb[i] {
			if diff >= 0 {
				return false
			}
			diff = i
		}
	}
	if diff < 0 {
		return false
	}
	x, y := ra[diff], rb[diff]
	if !strings.ContainsRune(cyrConsonants, x) || !strings.ContainsRune(cyrConsonants, y) {
		return false
	}
	for _, p := range transcribedAlike {
		if strings.ContainsRune(p, x) && strings.ContainsRune(p, y) {
			return false
		}
	}
	return true
}

// cyrConsonants are the Russian consonant letters.
const cyrConsonants = "бвгджзклмнпрстфхцчшщ"

// transcribedAlike are the consonant pairs one foreign sound is written
// with in Russian spellings of the period: voiced and voiceless, г/х/к
// (Гамбург, Хамбург), в/б, ц/с/з, ш/щ/ч, с/ш (Стелленбос, Стелленбош).
var transcribedAlike = []string{"бп", "вф", "гк", "дт", "жш", "зс", "гх", "кх", "вб", "цс", "цз", "шщ", "чщ", "сш", "зж"}
