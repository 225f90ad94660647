package gazetteer

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
)

// ErrNotFound is what a Sink's GazetteerPlace returns (wrapped or not) when
// no place has the ID.
var ErrNotFound = errors.New("gazetteer place not found")

// Memory is a Gazetteer and Sink held in memory, for tests and small
// data sets (cities1000 with the overlay takes a few hundred megabytes). It
// is safe for concurrent use. The zero value is not ready; use
// NewMemory.
type Memory struct {
	mu     sync.RWMutex
	places map[string]Place
	byKey  map[string][]string // index key (IndexKeys) → place IDs
}

var _ Gazetteer = (*Memory)(nil)

// NewMemory returns an empty Memory.
func NewMemory() *Memory {
	return &Memory{places: map[string]Place{}, byKey: map[string][]string{}}
}

// PutPlaces upserts places by ID; a replaced place's old names stop
// matching.
func (m *Memory) PutPlaces(places []Place) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, p := range places {
		if p.ID == "" {
			return fmt.Errorf("place %q has no ID", p.Name)
		}
		if old, ok := m.places[p.ID]; ok {
			for _, k := range IndexKeys(&old) {
				ids := m.byKey[k]
				if i := slices.Index(ids, p.ID); i >= 0 {
					ids = slices.Delete(ids, i, i+1)
				}
				if len(ids) == 0 {
					delete(m.byKey, k)
				} else {
					m.byKey[k] = ids
				}
			}
		}
		m.places[p.ID] = p
		for _, k := range IndexKeys(&p) {
			m.byKey[k] = append(m.byKey[k], p.ID)
		}
	}
	return nil
}

// GazetteerPlace returns the place with the given ID, or an error wrapping
// ErrNotFound. The place is a copy the caller may change.
func (m *Memory) GazetteerPlace(id string) (Place, error) {
	m.mu.RLock()
	p, ok := m.places[id]
	m.mu.RUnlock()
	if !ok {
		return Place{}, fmt.Errorf("%s: %w", id, ErrNotFound)
	}
	p.Names = slices.Clone(p.Names)
	return p, nil
}

// Candidates implements Gazetteer: the places indexed under key (see
// IndexKeys). The places are copies the caller may change.
func (m *Memory) Candidates(key string) ([]Place, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	ids := m.byKey[key]
	out := make([]Place, 0, len(ids))
	for _, id := range ids {
		p := m.places[id]
		p.Names = slices.Clone(p.Names)
		out = append(out, p)
	}
	return out, nil
}

// NameKeysWithPrefix implements PrefixLister by a scan of the index.
func (m *Memory) NameKeysWithPrefix(prefix string, limit int) ([]string, error) {
	m.mu.RLock()
	var out []string
	for k := range m.byKey {
		if strings.HasPrefix(k, prefix) && IsNameKey(k) {
			out = append(out, k)
		}
	}
	m.mu.RUnlock()
	slices.Sort(out)
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// Len returns the number of places.
func (m *Memory) Len() int {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return len(m.places)
}
