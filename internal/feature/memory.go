package feature

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"
)

// Memory is a Reader over a Dataset held in memory. Items scans every
// feature of the collection: it is the reference an indexed Reader must
// agree with, and a store for tests and small datasets.
type Memory struct {
	collections []Collection
	features    map[string][]Feature // sorted by Less
	byID        map[string]map[string]int
	documents   map[string]json.RawMessage
	docInfos    []DocumentInfo
	version     Version
}

var _ Reader = (*Memory)(nil)

// NewMemory summarises ds's collections (see Summarize) and sorts their
// features; it fails on a feature without id or a repeated id.
func NewMemory(ds Dataset) (*Memory, error) {
	m := &Memory{features: map[string][]Feature{}, byID: map[string]map[string]int{}}
	tags := NewTagger()
	for _, c := range ds.Collections {
		feats := slices.Clone(ds.Features[c.ID])
		c, err := Summarize(c, feats)
		if err != nil {
			return nil, fmt.Errorf("collection %s: %w", c.ID, err)
		}
		for _, f := range feats {
			tags.Add(c.ID, f.GeoJSON)
		}
		slices.SortFunc(feats, func(a, b Feature) int {
			switch {
			case Less(&a, &b):
				return -1
			case Less(&b, &a):
				return 1
			}
			return 0
		})
		ids := make(map[string]int, len(feats))
		for i, f := range feats {
			ids[f.ID] = i
		}
		m.collections = append(m.collections, c)
		m.features[c.ID] = feats
		m.byID[c.ID] = ids
	}
	var err error
	if m.documents, m.docInfos, err = EncodeDocuments(ds.Documents); err != nil {
		return nil, err
	}
	for _, d := range ds.Documents {
		tags.AddDocument(d)
	}
	modified := ds.Modified
	if modified.IsZero() {
		modified = time.Now()
	}
	m.version = Version{Tag: tags.Tag(m.collections), Modified: modified.UTC().Truncate(time.Second)}
	return m, nil
}

// Collections implements Reader.
func (m *Memory) Collections(context.Context) ([]Collection, error) {
	return slices.Clone(m.collections), nil
}

// Items implements Reader: one pass counts and picks the page, a second
// writes it.
func (m *Memory) Items(ctx context.Context, collection string, q Query, w PageWriter) error {
	feats, ok := m.features[collection]
	if !ok {
		return ErrNotFound
	}
	var page []int
	matched := 0
	for i := range feats {
		if i%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		if !q.Matches(&feats[i]) {
			continue
		}
		n := matched
		matched++
		if n < q.Offset || q.Limit > 0 && n >= q.Offset+q.Limit {
			continue
		}
		page = append(page, i)
	}
	if err := w.Matched(matched); err != nil {
		return err
	}
	for n, i := range page {
		if n%64 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		if err := w.Feature(feats[i].GeoJSON); err != nil {
			return err
		}
	}
	return nil
}

// Item implements Reader.
func (m *Memory) Item(_ context.Context, collection, id string) (json.RawMessage, error) {
	i, ok := m.byID[collection][id]
	if !ok {
		return nil, ErrNotFound
	}
	return slices.Clone(m.features[collection][i].GeoJSON), nil
}

// Documents implements Reader.
func (m *Memory) Documents(context.Context) ([]DocumentInfo, error) {
	return slices.Clone(m.docInfos), nil
}

// Document implements Reader.
func (m *Memory) Document(_ context.Context, id string) (json.RawMessage, error) {
	d, ok := m.documents[id]
	if !ok {
		return nil, ErrNotFound
	}
	return slices.Clone(d), nil
}

// Version implements Reader.
func (m *Memory) Version(context.Context) (Version, error) { return m.version, nil }
