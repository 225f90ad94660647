package charset

import (
	"math"
	"unicode"

	"golang.org/x/text/encoding/charmap"
)

// cyrillic are the 8-bit encodings of Russian the guess tells apart, by
// their iconv names.
var cyrillic = []struct {
	name, about string
	table       *charmap.Charmap
}{
	{"CP1251", "Windows Cyrillic", charmap.Windows1251},
	{"KOI8-R", "Unix Cyrillic", charmap.KOI8R},
	{"CP866", "DOS Cyrillic", charmap.CodePage866},
}

func describe(name string) string {
	for _, c := range cyrillic {
		if c.name == name {
			return c.about
		}
	}
	return ""
}

// letterPercent is how often each letter occurs in Russian text, in
// percent (Russian National Corpus); the Ukrainian and Belarusian letters
// are given a small share so that such texts read as Cyrillic too.
var letterPercent = map[rune]float64{
	'о': 10.97, 'е': 8.45, 'а': 8.01, 'и': 7.35, 'н': 6.70, 'т': 6.26, 'с': 5.47, 'р': 4.73,
	'в': 4.54, 'л': 4.40, 'к': 3.49, 'м': 3.21, 'д': 2.98, 'п': 2.81, 'у': 2.62, 'я': 2.01,
	'ы': 1.90, 'ь': 1.74, 'г': 1.70, 'з': 1.65, 'б': 1.59, 'ч': 1.44, 'й': 1.21, 'х': 0.97,
	'ж': 0.94, 'ш': 0.73, 'ю': 0.64, 'ц': 0.48, 'щ': 0.36, 'э': 0.32, 'ф': 0.26, 'ъ': 0.04,
	'ё': 0.04, 'і': 0.1, 'ї': 0.1, 'є': 0.1, 'ґ': 0.05, 'ў': 0.05,
}

// Log-probabilities of what a byte of the upper half decodes to: a
// letter's share is its frequency times the chance of its case where it
// stands (a capital starts a word; inside one it is rare); punctuation
// (quotes, dashes, №, no-break space) is common, anything else (box
// drawing, accented Latin) is not.
var (
	logCapitalFirst = math.Log(0.15)
	logSmallFirst   = math.Log(0.85)
	logCapitalInner = math.Log(0.02)
	logSmallInner   = math.Log(0.98)
	logPunct        = math.Log(0.005)
	logOther        = math.Log(1e-5)
)

// Thresholds of the guess: the best encoding must beat the next by
// minMargin nats in all and marginPerLetter on average, so that a few
// words (a name in capitals reads as letters in both CP1251 and KOI8-R)
// leave it undecided.
const (
	minCyrillic     = 3 // letters to call a sample Cyrillic at all
	minLetters      = 12
	minMargin       = 20.0
	marginPerLetter = 1.0
)

// guess names the encoding of a sample that is not UTF-8: one of
// cyrillic's names, Cyrillic when it is Russian whose encoding the
// letters do not tell, or "" when it is not Cyrillic text (binary data,
// accented letters inside Latin words).
func guess(sample []byte) string {
	controls, high, glued := 0, 0, 0
	for i, c := range sample {
		switch {
		case c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v':
			controls++
		case c >= 0x80:
			high++
			if i > 0 && isASCIILetter(sample[i-1]) || i+1 < len(sample) && isASCIILetter(sample[i+1]) {
				glued++
			}
		}
	}
	if high == 0 || controls*100 > len(sample) || glued*4 > high {
		return ""
	}
	best, second, bestByLetters := math.Inf(-1), math.Inf(-1), math.Inf(-1)
	bestName, byLettersName, bestLetters := "", "", 0
	for _, enc := range cyrillic {
		score, byLetters, letters := likelihood(sample, enc.table)
		switch {
		case score > best:
			second, best, bestName, bestLetters = best, score, enc.name, letters
		case score > second:
			second = score
		}
		if byLetters > bestByLetters {
			bestByLetters, byLettersName = byLetters, enc.name
		}
	}
	if bestLetters < minCyrillic || bestLetters*5 < high*4 {
		return "" // too few letters, or the upper half is mostly not letters in any of them
	}
	// Capitals in CP1251 are small letters in KOI8-R and the other way
	// round: text in capitals reads best by case in the wrong one, and
	// only the letters' frequencies, without case, say so.
	margin := best - second
	if bestLetters < minLetters || margin < minMargin || margin < marginPerLetter*float64(bestLetters) || byLettersName != bestName {
		return Cyrillic
	}
	return bestName
}

// likelihood is the log-probability of the sample's upper-half bytes
// read in table, that of their letters without case, and how many of
// them are letters.
func likelihood(sample []byte, table *charmap.Charmap) (score, byLetters float64, letters int) {
	inWord := false
	for _, c := range sample {
		if c < 0x80 {
			inWord = isASCIILetter(c)
			continue
		}
		r := table.DecodeByte(c)
		small := unicode.ToLower(r)
		p, isLetter := letterPercent[small]
		switch {
		case isLetter:
			letters++
			score += math.Log(p / 100)
			byLetters += math.Log(p / 100)
			switch {
			case small == r && inWord:
				score += logSmallInner
			case small == r:
				score += logSmallFirst
			case inWord:
				score += logCapitalInner
			default:
				score += logCapitalFirst
			}
		case unicode.IsPunct(r) || r == '№' || r == '\u00a0':
			score += logPunct
			byLetters += logPunct
		default:
			score += logOther
			byLetters += logOther
		}
		inWord = isLetter
	}
	return score, byLetters, letters
}

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
