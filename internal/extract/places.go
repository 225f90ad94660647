package extract

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/geo/toponym"
)

// Geocoder ranks the places a toponym may name; *geocode.Geocoder implements
// it. The extractor passes toponyms as the text writes them (inflected:
// «Лондоне», «Екатеринославский»), so the geocoder is expected to know
// Russian inflection.
type Geocoder interface {
	Geocode(toponym string, opt geocode.Options) ([]geocode.Candidate, error)
}

var _ Geocoder = (*geocode.Geocoder)(nil)

// PlaceRole says what part a place plays in its sentence.
type PlaceRole string

// The roles of places.
const (
	// RoleLocation is where something happens or where someone goes.
	RoleLocation PlaceRole = "location"
	// RoleOrigin is where a movement starts («из Германии»).
	RoleOrigin PlaceRole = "origin"
	// RoleVia is a stop on the way («через Берлин»).
	RoleVia PlaceRole = "via"
	// RoleReference locates another place («в пригороде Парижа», «на
	// побережье Франции»).
	RoleReference PlaceRole = "reference"
	// RoleOrganisation is where an organisation is («Донской комитет»,
	// «Комитеты РСДРП Петербурга»).
	RoleOrganisation PlaceRole = "organisation"
)

// PlaceMention is a toponym of the text resolved through the geocoder.
type PlaceMention struct {
	// Start and End are code-point offsets (end exclusive) of the toponym
	// as written («Лондоне», «Британским музеем»).
	Start int    `json:"start"`
	End   int    `json:"end"`
	Text  string `json:"text"`
	// Toponym is the gazetteer's name that matched (geocode.Candidate.Matched,
	// «Лондон»): what an event file names the place by.
	Toponym string          `json:"toponym"`
	Place   gazetteer.Place `json:"place"`
	Score   float64         `json:"score"`
	Role    PlaceRole       `json:"role"`
	// Sentence indexes Result.Sentences.
	Sentence int `json:"sentence"`
	// Organisation is, for RoleOrganisation, the organisation as written
	// («Донской комитет»).
	Organisation string `json:"organisation,omitempty"`
	prep         string // the preposition that governs the toponym, "" if none
	// refined: the next mention narrows this one down in apposition («в
	// Англию, в Лондон», «в Крым, в Гурзуф»).
	refined bool
}

// placeCand is a run of tokens that may be a toponym.
type placeCand struct {
	from, to  int // token indexes, to exclusive
	role      PlaceRole
	adjective bool   // an adjective standing for its toponym
	org       string // the organisation phrase
	prep      string // the governing preposition
	// qualifier is the lower-case noun an adjective qualifies («комитет»
	// of «Донской комитет»), sent to the geocoder with it so that it reads
	// the adjective as made from a place name.
	qualifier string
	// whole: a two-word name («Британским музеем», «Александровском
	// посту») that only a name of as many words may match.
	whole bool
}

// sentenceTokens is a sentence with its tokens (document offsets).
type sentenceTokens struct {
	s    Sentence
	toks []Token
}

func (st *sentenceTokens) norm(k int) string {
	if k < 0 || k >= len(st.toks) {
		return ""
	}
	return st.toks[k].Norm
}

func isRoman(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !strings.ContainsRune("IVXLCDMІ", r) {
			return false
		}
	}
	return true
}

// isAcronym reports whether t is an upper-case abbreviation (РСДРП, ЦК).
func isAcronym(t Token) bool {
	if t.Kind != Word || utf8.RuneCountInString(t.Text) < 2 || isRoman(t.Text) {
		return false
	}
	for _, r := range t.Text {
		if unicode.IsLetter(r) && !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// capWord reports whether token k is a capitalised word that may be (part
// of) a name: not quoted, not an acronym or Roman numeral, not a function
// word.
func (v *Vocab) capWord(st *sentenceTokens, k int) bool {
	if k < 0 || k >= len(st.toks) {
		return false
	}
	t := st.toks[k]
	if t.Kind != Word || !t.Upper || t.Quoted || isAcronym(t) || isRoman(t.Text) {
		return false
	}
	w := t.Norm
	return !v.placePreps[w] && !v.personStopWords[w] && !v.companion[w] && !v.pronouns[w] &&
		!v.fromPreps[w] && !v.toPreps[w] && !v.rangeFrom[w] && !v.isDateWord(w) && !v.isFunctionWord(w)
}

// isFunctionWord reports whether w is a preposition or conjunction of the
// date grammar or a word that opens relative date phrases.
func (v *Vocab) isFunctionWord(w string) bool {
	if v.rangeTo[w] || v.openBefore[w] || v.openAfter[w] || v.alternatives[w] || v.shiftPreps[w] {
		return true
	}
	_, part := v.parts[w]
	return part
}

// isAdjective reports whether w ends like an adjective, with a stem of at
// least three letters before the ending.
func (v *Vocab) isAdjective(w string) bool {
	n := utf8.RuneCountInString(w)
	for _, e := range v.adjEndings {
		if strings.HasSuffix(w, e) && n-utf8.RuneCountInString(e) >= 3 {
			return true
		}
	}
	return false
}

func isLowerWord(t Token) bool { return t.Kind == Word && !t.Upper && !t.Quoted }

// isNoun reports whether t is a lower-case word that may be a noun: not a
// function word, not a verb or adjective by its ending.
func (v *Vocab) isNoun(t Token) bool {
	if !isLowerWord(t) || utf8.RuneCountInString(t.Norm) < 3 || v.functionWords.match(t.Norm) || v.isAdjective(t.Norm) {
		return false
	}
	for _, e := range v.verbEndings {
		if strings.HasSuffix(t.Norm, e) {
			return false
		}
	}
	return true
}

// runEnd returns the end of the run of capitalised words starting at k. A
// known person's surname starts a run of its own («Из Перми Чехов
// отправился»); isPerson may be nil.
func (v *Vocab) runEnd(st *sentenceTokens, k int, isPerson func(Token) bool) int {
	j := k + 1
	for j < len(st.toks) && v.capWord(st, j) && st.toks[j].Start-st.toks[j-1].End <= 1 {
		if isPerson != nil && isPerson(st.toks[j]) && !v.namePart(st.toks[j-1]) && !isPerson(st.toks[j-1]) {
			break
		}
		j++
	}
	return j
}

// namePart reports whether t is a given name or a patronymic, which a
// surname may follow within one name.
func (v *Vocab) namePart(t Token) bool {
	if _, ok := v.firstNames[t.Norm]; ok {
		return true
	}
	_, _, ok := v.patronymicLemma(t.Text)
	return ok
}

// orgAfter reports whether the adjective at token k is followed (through
// lower-case adjectives) by an organisation noun, and returns the index of
// that noun.
func (v *Vocab) orgAfter(st *sentenceTokens, k int) (int, bool) {
	for j := k + 1; j < len(st.toks) && j <= k+3; j++ {
		t := st.toks[j]
		if t.Kind != Word || t.Quoted {
			return 0, false
		}
		if v.orgNouns.match(t.Norm) {
			return j, true
		}
		if t.Upper || !v.isAdjective(t.Norm) {
			return 0, false
		}
	}
	return 0, false
}

// placeCandidates finds the runs of tokens of a sentence that the context
// marks as toponyms (see places.yaml). It consults no gazetteer, so the
// person pass can use it to leave toponyms alone.
func (v *Vocab) placeCandidates(st *sentenceTokens, isPerson func(Token) bool) []placeCand {
	var out []placeCand
	chainEnd, chainRole := -10, RoleLocation
	chainOrg := "" // «Комитеты РСДРП» for the places listed after it
	chainPrep := ""
	toks := st.toks
	for k := 0; k < len(toks); k++ {
		if !v.capWord(st, k) {
			continue
		}
		end := v.runEnd(st, k, isPerson)
		w := toks[k].Norm
		c := placeCand{from: k, to: end, role: ""}
		prev := st.norm(k - 1)
		single := end == k+1
		adj := single && v.isAdjective(w)

		switch {
		case v.personNouns.match(prev) && k > 0 && isLowerWord(toks[k-1]):
			// «с сестрой Анной»: a person.
		case v.absence[prev]:
		case adj && v.notToponym.match(w):
		default:
			if adj {
				if j, ok := v.orgAfter(st, k); ok {
					c.role, c.adjective = RoleOrganisation, true
					c.org = st.span(k, j+1)
					c.qualifier = toks[j].Text
					end = j + 1
					break
				}
				if end < len(toks) && isLowerWord(toks[end]) && v.landmarkNouns.match(toks[end].Norm) {
					// «Британским музеем»: a two-word name.
					c.to = end + 1
					c.whole = true
					end = c.to
					c.role = v.prepRole(st, k-1)
					if c.role == "" {
						c.role = RoleLocation
					} else {
						c.prep = prev
					}
					break
				}
				if end < len(toks) && isLowerWord(toks[end]) && v.isAdjective(toks[end].Norm) {
					// «в Русской партийной школе»: the adjective of a
					// phrase about something else.
					break
				}
				if end < len(toks) && v.isNoun(toks[end]) {
					// «в Александровском посту»: a two-word name.
					c.to = end + 1
					c.whole = true
					end = c.to
				}
			}
			switch {
			case v.prepRole(st, k-1) != "":
				c.role, c.prep = v.prepRole(st, k-1), prev
			case k > 0 && isLowerWord(toks[k-1]) && v.settlementNouns.match(prev):
				c.role, c.prep = v.prepRole(st, k-2), st.norm(k-2)
				if c.role == "" {
					c.role, c.prep = RoleLocation, ""
				}
			case k > 0 && isLowerWord(toks[k-1]) && v.leaveVerbs.match(prev):
				c.role = RoleOrigin // «покинул Петербург»
			case k > 0 && isLowerWord(toks[k-1]) && v.partNouns.match(prev):
				c.role = RoleReference
			case k > 1 && isAcronym(toks[k-1]) && v.orgNouns.match(st.norm(k-2)):
				// «Комитеты РСДРП Петербурга»: the place follows the
				// organisation's name. Right after the noun a genitive
				// names the organisation itself («комитет Бунда»).
				c.role = RoleOrganisation
				c.org = st.span(k-2, k) + " " + st.span(k, end)
				if j := k - 3; j >= 0 && isLowerWord(toks[j]) && v.isAdjective(toks[j].Norm) {
					c.org = st.span(j, k) + " " + st.span(k, end)
				}
			case (prev == "," || v.listConj[prev]) && (chainEnd == k-2 || (v.listConj[prev] && st.norm(k-2) == "," && chainEnd == k-3)):
				c.role, c.prep = chainRole, chainPrep
				if c.role == RoleReference {
					c.role = RoleLocation
				}
				c.adjective = adj
			}
		}
		if c.role != "" {
			if c.role == RoleOrganisation {
				switch {
				case c.org != "" && !c.adjective:
					chainOrg = strings.TrimSuffix(c.org, " "+st.span(c.from, c.to))
				case c.org == "" && chainOrg != "":
					c.org = chainOrg + " " + st.span(c.from, c.to)
				case c.org == "":
					c.org = st.span(c.from, c.to)
				}
			}
			out = append(out, c)
			chainEnd, chainRole, chainPrep = end-1, c.role, c.prep
		}
		k = end - 1
	}
	return out
}

// prepRole returns the role a preposition at token k gives the word after
// it, "" when token k is no toponym preposition.
func (v *Vocab) prepRole(st *sentenceTokens, k int) PlaceRole {
	w := st.norm(k)
	switch {
	case k < 0 || !v.placePreps[w]:
		return ""
	case v.fromPreps[w]:
		return RoleOrigin
	case v.viaPreps[w]:
		return RoleVia
	}
	return RoleLocation
}

// span returns the text of tokens [from, to) as written.
func (st *sentenceTokens) span(from, to int) string {
	if from < 0 || to > len(st.toks) || from >= to {
		return ""
	}
	rs := []rune(st.s.Text)
	a, b := st.toks[from].Start-st.s.Start, st.toks[to-1].End-st.s.Start
	if a < 0 || b > len(rs) {
		return ""
	}
	return strings.Join(strings.FieldsFunc(string(rs[a:b]), isSpace), " ")
}

// resolvePlace geocodes a candidate and returns the mention, false when the
// gazetteer knows no place by that name (or only places scoring below the
// vocabulary's minimum).
func (v *Vocab) resolvePlace(g Geocoder, st *sentenceTokens, c placeCand, year int) (PlaceMention, bool, error) {
	text := st.span(c.from, c.to)
	query := text
	if c.qualifier != "" {
		query += " " + c.qualifier
	}
	cands, err := g.Geocode(query, geocode.Options{Year: year})
	if err != nil {
		return PlaceMention{}, false, err
	}
	words := len(strings.Fields(toponym.Key(text)))
	var best *geocode.Candidate
	for i := range cands {
		cd := &cands[i]
		if cd.Score < v.minScore {
			continue
		}
		if c.whole && len(strings.Fields(toponym.Key(cd.Matched))) != words {
			continue // «Александровском посту» is not the town of Aleksandrov
		}
		if c.adjective && toponym.Key(cd.Matched) == toponym.Key(text) && len(cands) > 1 {
			// An adjective before an organisation stands for the place
			// it is made from («Донской» → Дон), not for a place that
			// happens to be called by the adjective itself.
			continue
		}
		if best == nil || cd.Score > best.Score {
			best = cd
		}
	}
	if best == nil && c.adjective {
		for i := range cands {
			if cands[i].Score >= v.minScore && (best == nil || cands[i].Score > best.Score) && !c.whole {
				best = &cands[i]
			}
		}
	}
	if best == nil {
		return PlaceMention{}, false, nil
	}
	m := PlaceMention{
		Start: st.toks[c.from].Start, End: st.toks[c.to-1].End, Text: text,
		Toponym: best.Matched, Place: best.Place, Score: best.Score, Role: c.role, Organisation: c.org,
		prep: c.prep,
	}
	return m, true, nil
}

// contains reports whether place a contains place b as far as the
// gazetteer tells: a country contains the other places of its country.
func contains(a, b gazetteer.Place) bool {
	return a.ID != b.ID && a.Kind == gazetteer.KindCountry && a.Country != "" && strings.EqualFold(a.Country, b.Country) && b.Kind != gazetteer.KindCountry
}
