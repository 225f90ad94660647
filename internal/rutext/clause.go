package rutext

import "slices"

// Clauses splits a sentence's tokens into clauses, as token ranges [from,
// to) that cover the sentence in order: at a semicolon, at a colon before a
// quotation, and at a comma before a clause conjunction (text.yaml) when
// both sides have a finite verb of their own. Brackets are never split, so
// a list of places («в Париже, Лозанне и Женеве») stays whole; a quotation
// is cut only inside itself, at a comma before a clause conjunction.
func (r *Reader) Clauses(toks []Token) [][2]int {
	var cuts []int // token indexes where a new clause starts
	depth := 0     // brackets
	lastCut := 0
	for k, t := range toks {
		if t.Kind != Punct {
			continue
		}
		if t.Quoted {
			// Inside a quoted report, a comma before a clause
			// conjunction («…выезжал в Лондон, откуда вернулся…») cuts
			// its clauses as in the text's own words, when the clause
			// so far is all inside the same quotation.
			if depth == 0 && t.Text == "," && k+1 < len(toks) && toks[k+1].Kind == Word && toks[k+1].Quoted && r.v.clauseConj[toks[k+1].Norm] && r.quotedSince(toks, lastCut, k) {
				end := k + 2
				for end < len(toks) && toks[end].Quoted && !(toks[end].Kind == Punct && (toks[end].Text == "," || toks[end].Text == ";")) {
					end++
				}
				if r.hasQuotedVerb(toks, lastCut, k) && r.hasQuotedVerb(toks, k+2, end) {
					cuts, lastCut = append(cuts, k+1), k+1
				}
			}
			continue
		}
		switch t.Text {
		case "(", "[":
			depth++
			continue
		case ")", "]":
			depth = max(depth-1, 0)
			continue
		}
		if depth > 0 {
			continue
		}
		switch {
		case t.Text == "," && r.hasVerb(toks, lastCut, k) && r.Gapped(toks[k+1:]) > 0:
			cuts, lastCut = append(cuts, k+1), k+1
		case t.Text == ";" && k+1 < len(toks):
			cuts, lastCut = append(cuts, k+1), k+1
		case t.Text == ":" && k+1 < len(toks) && toks[k+1].Kind == Punct && r.isOpeningQuote(toks[k+1]):
			cuts, lastCut = append(cuts, k+1), k+1
		case t.Text == "," && k+1 < len(toks) && toks[k+1].Kind == Word && toks[k+1].Norm == "что" && r.speechBefore(toks, lastCut, k):
			// «губернатор доносил, что Н. бежал из Вилюйска»: what is
			// told is a clause of its own, with its own place and date.
			if r.hasVerb(toks, k+2, r.nextCut(toks, k+2)) {
				cuts, lastCut = append(cuts, k+1), k+1
			}
		case t.Text == "," && k+1 < len(toks) && toks[k+1].Kind == Word && r.v.clauseConj[toks[k+1].Norm]:
			end := r.nextCut(toks, k+2)
			if r.hasVerb(toks, lastCut, k) && r.hasVerb(toks, k+2, end) {
				cuts, lastCut = append(cuts, k+1), k+1
			}
		}
	}
	out := make([][2]int, 0, len(cuts)+1)
	from := 0
	for _, c := range cuts {
		out = append(out, [2]int{from, c})
		from = c
	}
	return append(out, [2]int{from, len(toks)})
}

// quotedSince reports whether the words of toks[from:to] all stand inside
// a quotation, after an opening quotation mark perhaps.
func (r *Reader) quotedSince(toks []Token, from, to int) bool {
	for _, t := range toks[from:to] {
		if t.Kind == Word && !t.Quoted {
			return false
		}
	}
	return true
}

// Gapped returns, for a clause that shares the verb of the clause before
// it and puts a dash in its place («…выслан в Вологду, а Черных — в
// Тотьму», «…, Сидоров же — в Одессу»), the index of the dash in toks, the
// clause's tokens from after the comma; 0 when it is no such clause. Its
// subject is a capitalised word or two, after an optional conjunction and
// before an optional «же», and no finite verb follows the dash.
func (r *Reader) Gapped(toks []Token) int {
	k := 0
	if k < len(toks) && toks[k].Kind == Word && r.v.clauseConj[toks[k].Norm] {
		k++
	}
	first := k
	for k < len(toks) && k-first < 3 && toks[k].Kind == Word && (toks[k].Upper || k > first && toks[k].Norm == "же") {
		k++
	}
	if k == first {
		// «…перевезла семью в Москву, а в 1850 — в Петербург»: a time
		// or a word of sequence before the dash, a place after it; the
		// subject is the one before. With no conjunction before it, only
		// a year or a day leads («…; в 1887 году — в Уфу»).
		k = r.gappedLead(toks, first)
		if first == 0 && !slices.ContainsFunc(toks[:k], func(t Token) bool { return t.Kind == Number }) {
			return 0
		}
	}
	if k >= len(toks) || toks[k].Kind != Punct || toks[k].Quoted || !IsDash([]rune(toks[k].Text)[0]) || isHyphen([]rune(toks[k].Text)[0]) {
		return 0
	}
	dash := k
	for j := dash + 1; j < len(toks); j++ {
		if toks[j].Kind == Punct && (toks[j].Text == ";" || toks[j].Text == ",") {
			break
		}
		if r.isFiniteVerb(toks[j]) {
			return 0
		}
	}
	return dash
}

// gappedLead returns the index of the em dash that ends a lead of a few
// lowercase words and numbers from first, with no verb or comma («в 1850
// —», «через год —», «оттуда —»), when a preposition follows the dash;
// first when there is none.
func (r *Reader) gappedLead(toks []Token, first int) int {
	for k := first; k < len(toks) && k-first <= 5; k++ {
		t := toks[k]
		switch {
		case t.Kind == Punct && (t.Text == "—" || t.Text == "―"):
			if k == first || k+1 >= len(toks) || toks[k+1].Kind != Word || toks[k+1].Upper || !r.isPlacePrep(toks[k+1].Norm) {
				return first
			}
			return k
		case t.Quoted || t.Kind == Word && (t.Upper || r.isFiniteVerb(t)) || t.Kind == Punct && t.Text != ".":
			return first
		}
	}
	return first
}

// nextCut returns where the clause starting at k may end at the latest: the
// next semicolon or colon, or comma before a clause conjunction, outside
// quotations and brackets. Other commas set off a phrase inside the clause
// («а в конце 1905 г., спасаясь от карательных экспедиций, эмигрировал»).
func (r *Reader) nextCut(toks []Token, k int) int {
	depth := 0
	for j := k; j < len(toks); j++ {
		t := toks[j]
		if t.Kind != Punct || t.Quoted {
			continue
		}
		switch t.Text {
		case "(", "[":
			depth++
		case ")", "]":
			depth = max(depth-1, 0)
		case ";", ":":
			if depth == 0 {
				return j
			}
		case ",":
			if depth == 0 && j+1 < len(toks) && toks[j+1].Kind == Word && r.v.clauseConj[toks[j+1].Norm] {
				return j
			}
		}
	}
	return len(toks)
}

// speechBefore reports whether toks[from:to] holds a verb of speech or
// report (speech_verbs) outside quotations.
func (r *Reader) speechBefore(toks []Token, from, to int) bool {
	for k := max(from, 0); k < to && k < len(toks); k++ {
		if toks[k].Kind == Word && !toks[k].Quoted && r.v.speechVerbs.Match(toks[k].Norm) {
			return true
		}
	}
	return false
}

func (r *Reader) hasVerb(toks []Token, from, to int) bool {
	for k := max(from, 0); k < to && k < len(toks); k++ {
		if !toks[k].Quoted && r.isFiniteVerb(toks[k]) {
			return true
		}
	}
	return false
}

// hasQuotedVerb reports whether toks[from:to] hold a finite verb inside a
// quotation.
func (r *Reader) hasQuotedVerb(toks []Token, from, to int) bool {
	for k := max(from, 0); k < to && k < len(toks); k++ {
		if toks[k].Quoted && r.isFiniteVerb(toks[k]) {
			return true
		}
	}
	return false
}

func (r *Reader) isOpeningQuote(t Token) bool {
	rs := []rune(t.Text)
	_, ok := r.v.quotes[rs[0]]
	return ok
}

// Describes reports whether token k stands in a phrase that describes a
// thing rather than tells what the narrative's people did: a relative
// clause («крепость, которую заложили в 1854 году»), a participial phrase
// with no finite verb («укрепление, основанное в 1854 году»), or a clause
// whose subject is a lifeless thing and whose verb a short passive
// participle agreeing with it («Укрепление заложено в 1854 году»). The
// phrase runs between commas, semicolons, colons, brackets and full stops. Without the
// dictionary only relative clauses are recognised.
func (r *Reader) Describes(toks []Token, k int) bool {
	if k < 0 || k >= len(toks) {
		return false
	}
	bound := func(t Token) bool {
		if t.Kind != Punct {
			return false
		}
		switch t.Text {
		case ",", ";", ":", "(", ")", "[", "]":
			return true
		}
		return isTerminatorText(t.Text)
	}
	from, to := k, k+1
	for from > 0 && !bound(toks[from-1]) {
		from--
	}
	for to < len(toks) && !bound(toks[to]) {
		to++
	}
	var participle, finite bool
	var passive []Parse
	for j := from; j < to; j++ {
		t := toks[j]
		if t.Kind != Word {
			continue
		}
		if j < k && r.v.relatives.Match(t.Norm) {
			return true
		}
		participle = participle || r.IsFullParticiple(t)
		if r.isFiniteVerb(t) {
			finite = true
			for _, p := range r.parses(t) {
				if p.Known && p.Tag.POS == "PRTS" && p.Tag.Has("pssv") {
					passive = append(passive, p)
				}
			}
		}
	}
	if participle && !finite {
		return true
	}
	for _, v := range passive {
		for j := from; j < to; j++ {
			if r.lifelessSubject(toks[j], v.Tag) {
				return true
			}
		}
	}
	return false
}

// lifelessSubject reports whether t may be an inanimate common noun in the
// nominative agreeing in gender and number with the verb tag v.
func (r *Reader) lifelessSubject(t Token, v Tag) bool {
	if t.Kind != Word {
		return false
	}
	for _, p := range r.parses(t) {
		if !p.Known || p.Tag.POS != "NOUN" || !p.Tag.Has("inan") || p.Tag.Case() != "nomn" || p.Tag.Has("Geox") {
			continue
		}
		if p.Tag.Number() != v.Number() {
			continue
		}
		if v.Number() == "sing" && p.Tag.Gender() != v.Gender() {
			continue
		}
		return true
	}
	return false
}

// AboutPerson reports whether token k stands in a relative clause about a
// person («…Достоевский, которого я знавал ещё в Петербурге»): what it
// tells is that person's past, so its places are no place of the
// sentence's event. The clause runs from «который» after a comma that
// follows a name or a noun of a living being, to the next comma, semicolon
// or full stop.
func (r *Reader) AboutPerson(toks []Token, k int) bool {
	for j := k - 1; j > 0; j-- {
		t := toks[j]
		if t.Kind == Punct && (t.Text == ";" || isTerminatorText(t.Text) || t.Text == "," && !r.v.relatives.Match(toks[j+1].Norm)) {
			return false
		}
		if t.Kind != Word || !r.v.relatives.Match(t.Norm) || toks[j-1].Text != "," || j < 2 {
			continue
		}
		a := toks[j-2]
		if a.Kind != Word {
			return false
		}
		// The pronoun agrees with its antecedent: «канцелярию генерала
		// Инзова, которая находилась…» is about the office.
		agree := func(n Tag) bool {
			for _, p := range r.parses(t) {
				if p.Tag.Number() != n.Number() {
					continue
				}
				if n.Number() == "plur" || p.Tag.Gender() == n.Gender() || n.Gender() == "ms-f" {
					return true
				}
			}
			return false
		}
		for _, p := range r.parses(a) {
			if p.Tag.POS == "NOUN" && (p.Tag.Has("anim") || p.Tag.Has("Name") || p.Tag.Has("Surn")) && agree(p.Tag) {
				return true
			}
		}
		return r.nameBefore(toks, j-1, agree)
	}
	return false
}

// nameBefore reports whether a person's name the dictionary may not know
// ends just before token end («Пётр Сомов»): a given name or patronymic
// among its words, or a surname the dictionary has, in the gender and
// number agree accepts.
func (r *Reader) nameBefore(toks []Token, end int, agree func(Tag) bool) bool {
	for from := max(end-3, 0); from < end; from++ {
		if !toks[from].Upper {
			continue
		}
		_, _, g, ok := r.PersonName(toks, from, end)
		if !ok {
			continue
		}
		known := r.isDictPerson(toks[end-1])
		for k := from; k < end && !known; k++ {
			known = r.NamePart(toks[k])
		}
		if !known {
			continue
		}
		tag := Tag{POS: "NOUN", Grammemes: []string{"anim", "masc", "sing"}}
		switch g {
		case Feminine:
			tag.Grammemes[1] = "femn"
		case Plural:
			tag.Grammemes[2] = "plur"
		}
		if agree(tag) {
			return true
		}
	}
	return false
}

// isPlacePrep reports whether w is a preposition that gives the place after
// it a role («в», «на», «из», «к»).
func (r *Reader) isPlacePrep(w string) bool {
	_, ok := r.v.PrepRole(w)
	return ok
}
