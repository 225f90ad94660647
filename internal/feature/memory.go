package feature

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
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
	hash := sha256.New()
	for _, c := range ds.Collections {
		feats := slices.Clone(ds.Features[c.ID])
		c, err := Summarize(c, feats)
		if err != nil {
			return nil, fmt.Errorf("collection %s: %w", c.ID, err)
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
		hash.Write([]byte(c.ID))
		for i, f := range feats {
			ids[f.ID] = i
		}
		for _, f := range ds.Features[c.ID] {
			hash.Write(f.GeoJSON)
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
		hash.Write([]byte(d.ID))
		hash.Write([]byte(d.Text))
	}
	modified := ds.Modified
	if modified.IsZero() {
		modified = time.Now()
	}
	m.version = Version{Tag: hex.EncodeToString(hash.Sum(nil)[:12]), Modified: modified.UTC().Truncate(time.Second)}
	return m, nil
}

// Collections implements Reader.
func (m *Memory) Collections(context.Context) ([]Collection, error) {
	return slices.Clone(m.collections), nil
}

// Items implements Reader.
func (m *Memory) Items(ctx context.Context, collection string, q Query) (Page, error) {
	feats, ok := m.features[collection]
	if !ok {
		return Page{}, ErrNotFound
	}
	var page Page
	for i := range feats {
		if i%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return Page{}, err
			}
		}
		page.Scanned++
		if !q.Matches(&feats[i]) {
			continue
		}
		n := page.NumberMatched
		page.NumberMatched++
		if n < q.Offset || q.Limit > 0 && n >= q.Offset+q.Limit {
			continue
		}
		page.Features = append(page.Features, json.RawMessage(slices.Clone(feats[i].GeoJSON)))
	}
	return page, nil
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
