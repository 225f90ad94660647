package morph

// form is one form of a lexeme.
type form struct {
	word string
	tag  *tagInfo
	lex  lexeme
}

// forms lists the forms of the lexeme lex belongs to.
func (d *Dict) forms(lex lexeme) []form {
	var fs []form
	fixed := func(tags []*tagInfo) {
		for i, t := range tags {
			l := lex
			l.idx = uint16(i)
			fs = append(fs, form{lex.pre + lex.word + lex.post, t, l})
		}
	}
	switch lex.kind {
	case lexParadigm:
		pd, ok := d.paradigm(lex.para)
		if !ok {
			return nil
		}
		n := len(pd) / 3
		for j := 0; j < n; j++ {
			l := lex
			l.idx = uint16(j)
			word := lex.pre + d.prefixes[pd[2*n+j]] + lex.stem + d.suffixes[pd[j]] + lex.post
			fs = append(fs, form{word, d.tags[pd[n+j]], l})
		}
	case lexFirstMasc:
		fixed(d.firstInitial[0])
	case lexFirstFemn:
		fixed(d.firstInitial[1])
	case lexPatronymic:
		fixed(d.patrInitial)
	case lexAbbrMasc:
		fixed(d.abbrTags[0])
	case lexAbbrFemn:
		fixed(d.abbrTags[1])
	case lexAbbrNeut:
		fixed(d.abbrTags[2])
	case lexCompound:
		return d.compoundForms(lex)
	default:
		fs = append(fs, form{lex.pre + lex.word + lex.post, lex.tag, lex})
	}
	return fs
}

// compoundForms pairs each form of the right part with a form of the left
// part, the pair taking the left form's tag. pymorphy2 pairs the closest
// forms in grammemes; here the left form is the one closest to the
// analysis's own left form with the right form's part of speech, number,
// case, person and tense, so that a variant the analysis chose (the
// abbreviation «л» rather than «литр») is kept through the lexeme, and the
// analysis's own pair is always among the forms.
func (d *Dict) compoundForms(lex lexeme) []form {
	if lex.left == nil || lex.right == nil {
		return nil
	}
	lefts := d.forms(*lex.left)
	rights := d.forms(*lex.right)
	own := int(lex.left.idx)
	if own >= len(lefts) || lefts[own].tag == nil {
		return nil
	}
	g := &d.grammemes
	base := d.sameCaseSet(lefts[own].tag).andNot(g.agreement)
	var fs []form
	for j, r := range rights {
		if r.tag == nil {
			continue
		}
		best := own
		if j != int(lex.right.idx) {
			target := base.or(d.sameCaseSet(r.tag).and(g.agreement))
			bestDist := -1
			for i, l := range lefts {
				if l.tag == nil {
					continue
				}
				if dist := d.sameCaseSet(l.tag).xor(target).count(); bestDist < 0 || dist < bestDist {
					best, bestDist = i, dist
				}
			}
		}
		l := lefts[best]
		lLex, rLex := l.lex, r.lex
		c := lex
		c.left, c.right = &lLex, &rLex
		fs = append(fs, form{lex.pre + l.word + "-" + r.word + lex.post, l.tag, c})
	}
	return fs
}

// sameCaseSet is t's grammemes with gen1 read as gent, loc1 as loct and
// V-oy as V-ey, for aligning the forms of hyphenated parts.
func (d *Dict) sameCaseSet(t *tagInfo) gramSet {
	g := &d.grammemes
	s := t.set
	for _, pair := range [...][2]Grammeme{{Gen1, Gent}, {Loc1, Loct}, {"V-oy", "V-ey"}} {
		from, okFrom := g.index[pair[0]]
		to, okTo := g.index[pair[1]]
		if okFrom && okTo && s.has(from) {
			s[from/64] &^= 1 << (from % 64)
			s.add(to)
		}
	}
	return s
}

// Lexeme lists every form of the lexeme p belongs to, in the dictionary's
// order (the first is the normal form), each as a Parse with p's Normal
// and Method and Score 1. A word the analyser does not inflect (a number,
// an unknown word) is its own only form.
func (d *Dict) Lexeme(p Parse) []Parse {
	fs := d.forms(p.lex)
	out := make([]Parse, len(fs))
	for i, f := range fs {
		out[i] = Parse{Word: f.word, Normal: p.Normal, Tag: Tag{f.tag}, Score: 1, Method: p.Method, lex: f.lex}
	}
	return out
}

// Normalized is the analysis of p's normal form: the first form of its
// lexeme (the masculine nominative singular of an adjective, the
// infinitive of a verb), keeping a woman's initial feminine.
func (d *Dict) Normalized(p Parse) Parse {
	fs := d.Lexeme(p)
	if len(fs) == 0 {
		return p
	}
	return fs[0]
}

// Inflect is the form of p's lexeme that has every grammeme of gs, as
// pymorphy2 inflects: among the forms with all of gs (or, lacking any, with
// rare cases read as common ones: loc2 as loct, gen2 as gent, voct as nomn),
// the one closest to p's tag with gs put in place of the grammemes they
// exclude (a case replaces the case, plur drops the gender). It reports
// false when no form fits or a grammeme is unknown.
//
// Inflecting «херсонской» (ADJF femn,sing,gent) to Nomn gives «херсонская»;
// to Masc, Nomn gives «херсонский».
func (d *Dict) Inflect(p Parse, gs ...Grammeme) (Parse, bool) {
	if p.Tag.t == nil {
		return Parse{}, false
	}
	g := &d.grammemes
	required, ok := g.set(gs)
	if !ok {
		return Parse{}, false
	}
	fs := d.Lexeme(p)
	pick := func(req gramSet) []int {
		var idx []int
		for i, f := range fs {
			if req.subsetOf(f.Tag.t.set) {
				idx = append(idx, i)
			}
		}
		return idx
	}
	candidates := pick(required)
	if len(candidates) == 0 {
		common := make([]Grammeme, len(gs))
		for i, x := range gs {
			common[i] = commonCase(x)
		}
		if required, ok = g.set(common); !ok {
			return Parse{}, false
		}
		candidates = pick(required)
	}
	if len(candidates) == 0 {
		return Parse{}, false
	}
	target := p.Tag.t.set.or(required)
	for i := range g.names {
		if required.has(i) {
			target = target.andNot(g.incompatible[i])
		}
	}
	best, bestScore := -1, 0.0
	for _, i := range candidates {
		t := fs[i].Tag.t.set
		score := float64(target.and(t).count()) - 0.1*float64(target.xor(t).count())
		if best < 0 || score > bestScore {
			best, bestScore = i, score
		}
	}
	return fs[best], true
}
