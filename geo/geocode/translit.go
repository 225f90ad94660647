package geocode

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/chronomap/chronomap/geo/toponym"
)

// latin is the romanisation of Russian letters GeoNames' alternate names
// mostly use (BGN/PCGN without diacritics): «Калган» → Kalgan, «Зайсан» →
// Zaysan, «Кульджа» → Kuldzha. Soft and hard signs are dropped.
var latin = map[rune]string{
	'а': "a", 'б': "b", 'в': "v", 'г': "g", 'д': "d", 'е': "e", 'ё': "e",
	'ж': "zh", 'з': "z", 'и': "i", 'й': "y", 'к': "k", 'л': "l", 'м': "m",
	'н': "n", 'о': "o", 'п': "p", 'р': "r", 'с': "s", 'т': "t", 'у': "u",
	'ф': "f", 'х': "kh", 'ц': "ts", 'ч': "ch", 'ш': "sh", 'щ': "shch",
	'ъ': "", 'ы': "y", 'ь': "", 'э': "e", 'ю': "yu", 'я': "ya",
}

// minLatinRunes is the shortest text romanized.
const minLatinRunes = 4

// romanize writes a Russian name in Latin letters; ok is false when it
// has no Cyrillic letter to romanize.
func romanize(s string) (string, bool) {
	var b strings.Builder
	cyr := false
	for _, r := range strings.ToLower(s) {
		if l, ok := latin[r]; ok {
			b.WriteString(l)
			cyr = true
			continue
		}
		if unicode.IsLetter(r) && r > unicode.MaxLatin1 {
			return "", false // another script
		}
		b.WriteRune(r)
	}
	return b.String(), cyr
}

// lookupLatin adds the places whose Latin name is the romanized form of
// f or of the nominatives f may be a case form of («в Зайсане» →
// Zaysan): the gazetteer knows many places of the period only by Latin
// names. Tried only when no Russian name matches.
func (g *Geocoder) lookupLatin(c *collector, f string) error {
	if utf8.RuneCountInString(f) < minLatinRunes {
		return nil // «Для»: short words romanize into too many names
	}
	texts := []string{f}
	for _, r := range g.rules.readings(f) {
		texts = append(texts, r.lemmas...)
	}
	seen := map[string]bool{}
	for _, t := range texts {
		l, ok := romanize(t)
		if !ok || utf8.RuneCountInString(l) < minLatinRunes {
			// A short stem («Тася» read as «Тась» → tas) matches codes
			// such as the airport's TAS among a city's Latin names.
			continue
		}
		for _, v := range latinVariants(l) {
			k := toponym.Key(v)
			if seen[k] || k == "" {
				continue
			}
			seen[k] = true
			if err := c.lookup(g.gaz, k, matchLatin, MatchLatin, func(nk string) bool { return nk == k }); err != nil {
				return err
			}
		}
	}
	return nil
}

// latinVariants are the romanization and the spellings the period's
// Russian gave Western names: an initial г or х for h («Гулль» → Hull,
// «Харроу»), «оу» for a final ow («Харроу» → Harrow).
func latinVariants(l string) []string {
	out := []string{l}
	v := l
	if strings.HasPrefix(v, "g") {
		v = "h" + v[1:]
	}
	if strings.HasPrefix(v, "kh") {
		v = "h" + v[2:]
	}
	if strings.HasSuffix(v, "ou") {
		v = strings.TrimSuffix(v, "ou") + "ow"
	}
	if v != l {
		out = append(out, v)
	}
	// The Russian of the period wrote German, Polish, Italian, Finnish
	// and South Slav names by their sound: German ei, w, ch as «ей», «в»,
	// «х» (Нейденбург → Neidenburg, Баденвейлер → Badenweiler, Гольдах →
	// Goldach), Polish rz, sz, cz, -ów, czy as «рж», «ш», «ч», «-ов»,
	// «чи» (Ржешов → Rzeszów, Стравчин → Strawczyn) and its nasal ę as
	// «ен» (Наленчов → Nałęczów), Italian z, -ia as «ц», «-ия» (Аббация
	// → Abbazia), Finnish ä before a consonant as «я» (Луумяки → Luumäki;
	// a final «я» is a Russian ending: «Коля» is no Kola), Serbian c, č as
	// «ц», «ч» (Алексинац → Aleksinac).
	for _, style := range spellingStyles {
		w := l
		for _, r := range style {
			if r[0] != "" && strings.HasSuffix(r[0], "$") {
				if from := strings.TrimSuffix(r[0], "$"); strings.HasSuffix(w, from) {
					w = strings.TrimSuffix(w, from) + r[1]
				}
				continue
			}
			w = strings.ReplaceAll(w, r[0], r[1])
		}
		if !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// spellingStyles are the romanization's rewrites, in order, into the
// spelling of one Western language («$» anchors a rewrite at the end).
var spellingStyles = [][][2]string{
	{{"ey", "ei"}, {"v", "w"}},               // German
	{{"ey", "ei"}, {"kh", "ch"}, {"v", "w"}}, // German, with ch
	{{"rzh", "rz"}, {"shch", "szcz"}, {"sh", "sz"}, {"ch", "cz"}, {"ov$", "ow"}, {"v", "w"}},                                 // Polish
	{{"rzh", "rz"}, {"shch", "szcz"}, {"sh", "sz"}, {"ch", "cz"}, {"czi", "czy"}, {"szi", "szy"}, {"ov$", "ow"}, {"v", "w"}}, // Polish, y after cz, sz
	{{"ench", "ecz"}, {"ent", "et"}, {"end", "ed"}, {"eng", "eg"}, {"ch", "cz"}, {"ov$", "ow"}, {"v", "w"}},                  // Polish, nasal ę
	{{"ts", "z"}, {"iya$", "ia"}}, // Italian
	{{"yak", "ak"}, {"yal", "al"}, {"yan", "an"}, {"yar", "ar"}, {"yas", "as"}, {"yav", "av"}}, // Finnish ä before a consonant
	{{"ts", "c"}, {"ch", "c"}}, // Serbian and Croatian
}

// romanizes reports whether the Latin name matched is the romanization of
// the Russian name query (one of latinVariants): «Кагосима» → Kagosima.
// A Russian adjective is never read so: its romanization matches the
// translations GeoNames keeps among Latin names («Красный» → Krasnyy, a
// former name of Kyzyl).
func romanizes(query, matched string) bool {
	if r := []rune(strings.ToLower(query)); len(r) > 2 && strings.Contains(" ый ий ой ая яя ое ее ые ие ", " "+string(r[len(r)-2:])+" ") {
		return false
	}
	l, ok := romanize(query)
	if !ok {
		return false
	}
	k := toponym.Key(matched)
	for _, v := range latinVariants(l) {
		if toponym.Key(v) == k {
			return true
		}
	}
	return false
}
