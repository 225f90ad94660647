package extract

import (
	"strings"

	"github.com/chronomap/chronomap/geo/toponym"
)

// isStatic reports whether a place after a static preposition («в», «на»)
// is where something is (prepositional case: «в Лондоне», «во Франции»)
// rather than where someone goes (accusative: «в Лондон», «во Францию»):
// an inflected form with a static ending (motion.yaml). Indeclinable names
// («в Логиви») count as destinations in a sentence with a verb of motion.
func (v *Vocab) isStatic(p PlaceMention) bool {
	if !v.staticPreps[p.prep] || toponym.Key(p.Text) == toponym.Key(p.Toponym) {
		return false
	}
	words := strings.Fields(norm(p.Text))
	if len(words) == 0 {
		return false
	}
	last := words[len(words)-1]
	for _, e := range v.staticEnds {
		if strings.HasSuffix(last, e) {
			return true
		}
	}
	return false
}

// buildMovements makes the movements of a sentence with a verb of motion:
// from its origin («из Германии») or, when the text gives none, from where
// the actor went with the movement just before («перебрались в Лондон»
// after «перенесено из Германии в Лондон») or from the actor's last known
// place, to each destination in turn.
func (x *extraction) buildMovements(i int, si *sentInfo) {
	if !si.motion || si.primary == "" {
		return
	}
	var dests, origins, statics []PlaceMention
	for _, p := range si.places {
		switch {
		case p.Role == RoleOrigin:
			origins = append(origins, p)
		case p.Role == RoleVia:
			dests = append(dests, p)
		case p.Role == RoleLocation && x.v.toPreps[p.prep] && !x.v.isStatic(p):
			dests = append(dests, p)
		case p.Role == RoleLocation && x.v.isStatic(p) && (len(dests) == 0):
			statics = append(statics, p)
		}
	}
	if len(dests) == 0 {
		// «перевели … в канцелярию …, которая находилась в Екатеринославе»:
		// with no other destination, a place where something is, named
		// after the verb of motion, is where the movement went.
		var after []PlaceMention
		for _, p := range statics {
			if p.Start > si.motionStart {
				after = append(after, p)
			}
		}
		if len(after) > 0 {
			dests = after[len(after)-1:]
			statics = nil
		}
	}
	dests = dropContainers(dests)
	origins = dropContainers(origins)
	statics = dropContainers(statics)
	if len(dests) == 0 {
		return
	}
	if len(origins) == 0 && si.unresolvedOrigin {
		// The text says where from, but the gazetteer does not know it
		// («покинул Сахалин»): the first leg has no origin.
		from := dests[0]
		dests = dests[1:]
		x.chain(si, &from, "text", nil, dests)
		return
	}
	var from *PlaceMention
	how := ""
	var evidence *Source
	switch {
	case len(origins) > 0:
		from, how = &origins[0], "text"
	case len(statics) > 0:
		// «был в Красноярске, а 4 июня прибыл в Иркутск».
		from, how = &statics[len(statics)-1], "text"
	default:
		if i > 0 {
			for _, k := range x.sents[i-1].moves {
				if m := x.moves[k]; m.To.Place.ID == dests[0].Place.ID {
					f := m.From
					from, how = &f, "companion"
					src := newSource(x.rs, f.Start, f.End)
					evidence = &src
					break
				}
			}
		}
		if from == nil {
			if p := x.lastPlace[si.primary]; p != nil {
				from, how = p, "last-known"
				src := newSource(x.rs, p.Start, p.End)
				evidence = &src
			}
		}
	}
	if from == nil {
		return
	}
	x.chain(si, from, how, evidence, dests)
}

// chain adds the legs from one place through each destination in turn.
func (x *extraction) chain(si *sentInfo, from *PlaceMention, how string, evidence *Source, dests []PlaceMention) {
	for _, d := range dests {
		if d.Place.ID == from.Place.ID || contains(d.Place, from.Place) {
			continue
		}
		m := &Movement{Actor: si.primary, From: *from, To: d, Origin: how, OriginEvidence: evidence}
		si.setDate(d.Start, &m.EDTF, &m.Interval, &m.OldStyle, &m.DateFrom)
		m.Source = newSource(x.rs, si.st.s.Start, si.st.s.End)
		x.moves = append(x.moves, m)
		si.moves = append(si.moves, len(x.moves)-1)
		next := d
		from, how, evidence = &next, "text", nil
	}
}

// dropContainers removes the countries that hold another of the places,
// places the next one narrows down, and repeats of a place.
func dropContainers(ps []PlaceMention) []PlaceMention {
	var out []PlaceMention
	for k, p := range ps {
		skip := p.refined && k+1 < len(ps)
		for _, q := range ps {
			if contains(p.Place, q.Place) {
				skip = true
			}
		}
		for _, o := range out {
			if o.Place.ID == p.Place.ID {
				skip = true
			}
		}
		if !skip {
			out = append(out, p)
		}
	}
	return out
}
