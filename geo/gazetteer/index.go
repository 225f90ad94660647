package gazetteer

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/chronomap/chronomap/geo/toponym"
)

// Key spaces of the gazetteer index besides plain name keys (see IndexKeys).
// Key never puts a ':' in a key, so these cannot collide with name keys.
const (
	// StemKeyPrefix starts the key a name is indexed under for its
	// inflected forms: "s:" and the stem of each word.
	StemKeyPrefix = "s:"
	// FuzzyKeyPrefix starts the keys a name is indexed under for spelling
	// variants: "d:" and its stem key with one letter deleted.
	FuzzyKeyPrefix = "d:"
	// JoinedKeyPrefix starts the key a name of several words is indexed
	// under for texts that write it as one word: "j:" and its key with
	// the spaces (hyphens, in the name) removed, «Хасав-Юрт» → j:хасавюрт.
	JoinedKeyPrefix = "j:"
)

// MinJoinedRunes is the shortest joined key (JoinedKey) indexed or looked
// up: two short words run together match too many single names.
const MinJoinedRunes = 6

// JoinedKey returns a name key (toponym.Key) with its spaces removed, the
// key of the name written as one word («хасав юрт» → «хасавюрт»), and
// false when the key has one word or the result is shorter than
// MinJoinedRunes.
func JoinedKey(key string) (string, bool) {
	if !strings.Contains(key, " ") {
		return "", false
	}
	j := strings.ReplaceAll(key, " ", "")
	return j, utf8.RuneCountInString(j) >= MinJoinedRunes
}

// Bounds on the stem keys indexed for spelling variants, in runes: shorter
// stems have too many neighbours one edit away, longer ones too many
// Deletions.
const (
	minFuzzyRunes = 5
	MaxFuzzyRunes = 24
)

// IndexKeys returns, sorted and without repeats, every key a Gazetteer must
// index p under so that the Geocoder finds it:
//
//   - the Key of each of its names (Place.Name and Place.Names): exact
//     matches;
//   - StemKeyPrefix + the stem key of each name with Cyrillic letters (the
//     Russian Snowball stem of each word, trailing vowels, й and ь
//     removed): inflected forms, «в Лондоне» → Лондон;
//   - JoinedKeyPrefix + the joined key (JoinedKey) of each name of several
//     words: a text that writes it as one word, «Хасавюрт» → Хасав-Юрт;
//   - for places prominent enough to be worth a spelling-variant match (see
//     fuzzyIndexed), FuzzyKeyPrefix + each one-letter deletion of those stem
//     keys that have 5 to 24 letters: spelling variants one edit away,
//     Лонгжюмо → Лонжюмо, found by index look-ups rather than a scan.
//
// Geocoder look-ups only ever ask Candidates for keys of these shapes.
func IndexKeys(p *Place) []string {
	keys := make([]string, 0, 2+2*len(p.Names))
	var stems []string
	add := func(name string) {
		k := toponym.Key(name)
		if k == "" {
			return
		}
		keys = append(keys, k)
		if j, ok := JoinedKey(k); ok {
			keys = append(keys, JoinedKeyPrefix+j)
		}
		if s := toponym.StemKey(k); s != "" {
			stems = append(stems, s)
		}
	}
	add(p.Name)
	for _, n := range p.Names {
		add(n.Text)
	}
	slices.Sort(stems)
	stems = slices.Compact(stems)
	fuzzy := fuzzyIndexed(p)
	for _, s := range stems {
		keys = append(keys, StemKeyPrefix+s)
		if n := utf8.RuneCountInString(s); fuzzy && n >= minFuzzyRunes && n <= MaxFuzzyRunes {
			for _, d := range toponym.Deletions(s) {
				keys = append(keys, FuzzyKeyPrefix+d)
			}
		}
	}
	slices.Sort(keys)
	return slices.Compact(keys)
}

// fuzzyIndexed reports whether p is indexed for spelling variants: curated
// places, countries, cities, first-level regions and anything with a
// population of at least 1000. Leaving out the millions of hamlets, streams
// and hills of a full GeoNames dump keeps the index small; a misspelt
// hamlet is more likely another place.
func fuzzyIndexed(p *Place) bool {
	return p.Curated() || p.Kind == KindCountry || p.Kind == KindCity ||
		p.Population >= 1000 || p.FeatureCode == "A.ADM1"
}

// NameInUseBy reports whether the place's name whose Key is nameKey had
// come into use by year, as the place's dated names tell: false when the
// names under that key are dated from a later year only (Киров from 1934),
// or when no dated name under that key says otherwise and the place's
// other dated names run past year (Тильзит until 1946: the name of today,
// Советск, which GeoNames keeps undated, only from then). A place with no
// dated names is in use under every name.
func (p *Place) NameInUseBy(nameKey string, year int) bool {
	dated, undated, early, lastUntil := false, false, false, 0
	for _, n := range p.Names {
		switch {
		case toponym.Key(n.Text) != nameKey:
			if n.Dated() && n.Until > lastUntil {
				lastUntil = n.Until
			}
		case n.Dated():
			dated, early = true, early || n.From <= year
		default:
			undated = true
		}
	}
	if dated && (early || !undated) {
		return early
	}
	return lastUntil <= year
}
