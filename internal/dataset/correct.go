package dataset

import (
	"slices"
	"sort"

	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/when"
)

// Corrections counts what Correct did: extracted events and movements
// kept and replaced by a curated entry, the ids of the drop list that
// removed an entry (extracted, curated or both), and the curated entries
// that replaced nothing and were added.
type Corrections struct {
	Kept, Replaced, Dropped, Added int
	// UnknownDrops are the ids of the drop list that name no extracted or
	// curated entry (a typo, or an id of an older extraction).
	UnknownDrops []string
}

// Correct lays curated corrections over extracted records: a curated event
// replaces every extracted event with the same id, or whose source span
// overlaps the curated one's and whose main place is the same (both none
// counts as the same); a curated movement replaces extracted movements with
// the same id, or an overlapping source and the same destination. Ids in
// drop are removed, extracted or curated. Curated entries that replace
// nothing are added. Places
// are those the remaining features name, their mentions and spans counted
// anew.
func Correct(extracted, curated Records, drop []string) (Records, Corrections) {
	var out Records
	var n Corrections
	dropped := map[string]bool{}
	out.Events = correctList(extracted.Events, curated.Events, drop, func(e EventRecord) string { return e.ID }, replacesEvent, &n, dropped)
	out.Movements = correctList(extracted.Movements, curated.Movements, drop, func(m MovementRecord) string { return m.ID }, replacesMovement, &n, dropped)
	n.Dropped = len(dropped)
	for _, id := range drop {
		if !dropped[id] && !slices.Contains(n.UnknownDrops, id) {
			n.UnknownDrops = append(n.UnknownDrops, id)
		}
	}
	out.Places = placesNamed(out, append(append([]PlaceRecord(nil), curated.Places...), extracted.Places...))
	out.Documents = mergeDocuments(extracted.Documents, curated.Documents)
	return out, n
}

// correctList lays the curated entries of one collection over the
// extracted ones (see Correct), counts what it did in n and marks the ids
// it dropped in dropped.
func correctList[R any](extracted, curated []R, drop []string, id func(R) string, replaces func(c, e R) bool, n *Corrections, dropped map[string]bool) []R {
	var out []R
	used := make([]bool, len(curated))
	for _, e := range extracted {
		if slices.Contains(drop, id(e)) {
			dropped[id(e)] = true
			continue
		}
		replaced := false
		for j, c := range curated {
			if replaces(c, e) {
				used[j], replaced = true, true
			}
		}
		if replaced {
			n.Replaced++
			continue
		}
		n.Kept++
		out = append(out, e)
	}
	for j, c := range curated {
		// An id listed under drop goes, also when the file still holds
		// it: a file extract -o wrote holds every entry.
		if slices.Contains(drop, id(c)) {
			dropped[id(c)] = true
			continue
		}
		if !used[j] {
			n.Added++
		}
		out = append(out, c)
	}
	return out
}

func overlaps(a, b Source) bool { return a.Start < b.End && b.Start < a.End }

func mainPlace(e EventRecord) string {
	if len(e.Props.PlaceIDs) == 0 {
		return ""
	}
	return e.Props.PlaceIDs[0]
}

func replacesEvent(c, e EventRecord) bool {
	return c.ID == e.ID || (overlaps(c.Props.Source, e.Props.Source) && mainPlace(c) == mainPlace(e))
}

func replacesMovement(c, m MovementRecord) bool {
	return c.ID == m.ID || (overlaps(c.Props.Source, m.Props.Source) && c.Props.ToID == m.Props.ToID)
}

// placesNamed keeps, from known (first of each id wins), the places the
// records' events and movements name, with mentions and spans recounted.
func placesNamed(r Records, known []PlaceRecord) []PlaceRecord {
	byID := map[string]*PlaceRecord{}
	intervals := map[string]when.Interval{}
	mention := func(id string, earliest, latest *string) {
		if id == "" {
			return
		}
		if byID[id] == nil {
			i := slices.IndexFunc(known, func(p PlaceRecord) bool { return p.ID == id })
			if i < 0 {
				return
			}
			p := known[i]
			p.Props.Mentions = 0
			p.Props.Toponyms = slices.Clone(p.Props.Toponyms)
			byID[id] = &p
		}
		byID[id].Props.Mentions++
		iv, err := interval(earliest, latest)
		if err != nil {
			return
		}
		if prev, ok := intervals[id]; ok {
			intervals[id] = when.Hull(prev, iv)
		} else {
			intervals[id] = iv
		}
	}
	for _, e := range r.Events {
		for _, id := range e.Props.PlaceIDs {
			mention(id, e.Props.Earliest, e.Props.Latest)
		}
	}
	for _, m := range r.Movements {
		mention(m.Props.FromID, m.Props.Earliest, m.Props.Latest)
		mention(m.Props.ToID, m.Props.Earliest, m.Props.Latest)
	}
	out := make([]PlaceRecord, 0, len(byID))
	for id, p := range byID {
		p.Props.Earliest, p.Props.Latest = Dates(intervals[id])
		for _, k := range known {
			if k.ID == id {
				for _, t := range k.Props.Toponyms {
					if !slices.Contains(p.Props.Toponyms, t) {
						p.Props.Toponyms = append(p.Props.Toponyms, t)
					}
				}
			}
		}
		out = append(out, *p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// mergeDocuments keeps each document once: the extracted one, which carries
// the mentions, with the curated file's title and language when it has them.
func mergeDocuments(extracted, curated []feature.Document) []feature.Document {
	out := append([]feature.Document(nil), extracted...)
	for _, c := range curated {
		i := slices.IndexFunc(out, func(d feature.Document) bool { return d.ID == c.ID })
		if i < 0 {
			out = append(out, c)
			continue
		}
		if c.Title != "" {
			out[i].Title = c.Title
		}
		if c.Language != "" {
			out[i].Language = c.Language
		}
	}
	return out
}
