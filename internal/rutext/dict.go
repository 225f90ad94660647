package rutext

import "github.com/chronomap/chronomap/internal/morph"

// Dictionary adapts the OpenCorpora dictionary (internal/morph) to the
// Analyzer a Reader reads words with.
func Dictionary(d *morph.Dict) Analyzer { return dictAnalyzer{d} }

type dictAnalyzer struct{ d *morph.Dict }

func (a dictAnalyzer) Parse(word string) []Parse {
	ps := a.d.Parse(word)
	out := make([]Parse, len(ps))
	for i, p := range ps {
		out[i] = Parse{Word: p.Word, Lemma: p.Normal, Tag: tagOf(p.Tag), Score: p.Score, Known: p.Known(), Handle: p}
	}
	return out
}

func (a dictAnalyzer) Inflect(p Parse, grammemes ...string) (string, bool) {
	mp, ok := p.Handle.(morph.Parse)
	if !ok {
		return "", false
	}
	gs := make([]morph.Grammeme, len(grammemes))
	for i, g := range grammemes {
		gs[i] = morph.Grammeme(g)
	}
	f, ok := a.d.Inflect(mp, gs...)
	if !ok {
		return "", false
	}
	return f.Word, true
}

func tagOf(t morph.Tag) Tag {
	out := Tag{POS: string(t.POS())}
	for _, g := range t.Grammemes() {
		if string(g) != out.POS {
			out.Grammemes = append(out.Grammemes, string(g))
		}
	}
	return out
}
