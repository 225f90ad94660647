// Package feature is chronomap's feature model, independent of storage:
// the features of a dataset ready to serve, the collections that group
// them, the query an OGC API - Features items request makes of them, and
// the Reader interface the API reads through. The bbolt store
// (internal/store) is one Reader; Memory, in this package, is another, for
// tests and as the brute-force reference the store's indexes are checked
// against.
//
// Geometry is WGS84 longitude/latitude in degrees (RFC 7946); intervals are
// inclusive calendar dates (internal/when), compared at day resolution.
package feature

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"hash"
	"slices"
	"strconv"
	"time"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/internal/when"
)

// ErrNotFound is returned by a Reader for an unknown collection or feature.
var ErrNotFound = errors.New("not found")

// Feature is one dataset feature ready to store: its encoded GeoJSON plus
// what the indexes need.
type Feature struct {
	ID       string
	Interval when.Interval
	// Bound is the geometry's bounding box in WGS84 degrees; nil when the
	// feature has no geometry.
	Bound *orb.Bound
	// GeoJSON is the RFC 7946 Feature object as served, encoded once at
	// import so that serving copies bytes instead of re-encoding.
	GeoJSON json.RawMessage
	// Attributes are the values a property filter can test for equality
	// (e.g. "type": ["lecture"], "actors": ["Lenin", "Krupskaya"]).
	Attributes map[string][]string
}

// Collection describes one collection of the dataset (OGC API - Features
// /collections/{id}).
type Collection struct {
	ID          string `json:"id"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Count       int    `json:"count"`
	// Bound is the union of the features' bounding boxes; nil when none
	// has geometry.
	Bound *orb.Bound `json:"bound,omitempty"`
	// Interval is the hull of the features' intervals.
	Interval when.Interval `json:"-"`
	Earliest string        `json:"earliest,omitempty"`
	Latest   string        `json:"latest,omitempty"`
	// Queryables are the attribute names property filters may use.
	Queryables []string `json:"queryables,omitempty"`
}

// Dataset is everything an import writes: collections with their features.
type Dataset struct {
	Collections []Collection
	Features    map[string][]Feature // by collection ID
	// Documents are the source texts the features cite.
	Documents []Document
	// Modified is when the dataset was made; zero means now.
	Modified time.Time
}

// Version identifies a stored dataset: Tag is a hash of its content (equal
// content, equal tag), Modified the time it was imported, in UTC.
type Version struct {
	Tag      string    `json:"tag"`
	Modified time.Time `json:"modified"`
}

// Query selects features of a collection. Zero values select everything.
type Query struct {
	// Time keeps features whose interval intersects it (day resolution).
	Time when.Interval
	// BBox keeps features whose bounding box intersects any of these
	// boxes (two across the antimeridian); empty means anywhere.
	BBox   []orb.Bound
	Offset int
	Limit  int // 0 means no limit
	// Attributes keeps features having, for every name, the given value
	// among their Attributes.
	Attributes map[string]string
}

// PageWriter receives one page of a query's answer from Reader.Items, so
// that a page can go to the client as it is read instead of being built
// whole.
type PageWriter interface {
	// Matched is called once, before any Feature, with the number of
	// features matching the query's filters (OGC API - Features
	// numberMatched).
	Matched(n int) error
	// Feature is called with each feature of the page, in order: its
	// GeoJSON, valid only during the call.
	Feature(geojson []byte) error
}

// Page is a PageWriter that keeps the page: copies of its features and
// numberMatched.
type Page struct {
	Features      []json.RawMessage
	NumberMatched int
}

// Matched implements PageWriter.
func (p *Page) Matched(n int) error {
	p.NumberMatched = n
	return nil
}

// Feature implements PageWriter.
func (p *Page) Feature(geojson []byte) error {
	p.Features = append(p.Features, json.RawMessage(slices.Clone(geojson)))
	return nil
}

// ReadPage returns the page of collection that q selects, read from r.
func ReadPage(ctx context.Context, r Reader, collection string, q Query) (Page, error) {
	var p Page
	err := r.Items(ctx, collection, q, &p)
	return p, err
}

// Reader is what the API needs from a dataset.
type Reader interface {
	// Collections returns the dataset's collections in import order.
	Collections(ctx context.Context) ([]Collection, error)
	// Items writes to w the number of features of a collection that
	// match q, then the page q.Offset and q.Limit select, ordered by the
	// start of their interval (open starts first), then by id;
	// ErrNotFound for an unknown collection. It stops with ctx's error
	// when ctx is done.
	Items(ctx context.Context, collection string, q Query, w PageWriter) error
	// Item returns one feature's GeoJSON, or ErrNotFound.
	Item(ctx context.Context, collection, id string) (json.RawMessage, error)
	// Documents lists the source documents by id; Document returns one as
	// JSON (a Document with its Length), or ErrNotFound.
	Documents(ctx context.Context) ([]DocumentInfo, error)
	Document(ctx context.Context, id string) (json.RawMessage, error)
	// Version returns the dataset's version; the zero Version before any
	// import.
	Version(ctx context.Context) (Version, error)
}

// Matches reports whether f satisfies q's time, bbox and attribute filters
// (not its paging).
func (q Query) Matches(f *Feature) bool {
	if !f.Interval.Intersects(q.Time) {
		return false
	}
	if len(q.BBox) > 0 {
		if f.Bound == nil || !slices.ContainsFunc(q.BBox, f.Bound.Intersects) {
			return false
		}
	}
	for name, value := range q.Attributes {
		if !slices.Contains(f.Attributes[name], value) {
			return false
		}
	}
	return true
}

// Less orders features as Reader.Items returns them: by the start of
// their interval, open starts first, then by id.
func Less(a, b *Feature) bool {
	as, bs := a.Interval.Earliest, b.Interval.Earliest
	if as.IsZero() != bs.IsZero() {
		return as.IsZero()
	}
	if !as.IsZero() && as.Days() != bs.Days() {
		return as.Days() < bs.Days()
	}
	return a.ID < b.ID
}

// Summary accumulates what Summarize computes, one feature at a time, for
// imports that stream their features.
type Summary struct {
	c          Collection
	queryables map[string]bool
	hull       when.Interval
}

// NewSummary starts the summary of collection c.
func NewSummary(c Collection) *Summary {
	c.Count, c.Bound, c.Queryables = 0, nil, nil
	return &Summary{c: c, queryables: map[string]bool{}}
}

// Add counts f in the summary.
func (s *Summary) Add(f *Feature) {
	for name := range f.Attributes {
		s.queryables[name] = true
	}
	if f.Bound != nil {
		if s.c.Bound == nil {
			b := *f.Bound
			s.c.Bound = &b
		} else {
			u := s.c.Bound.Union(*f.Bound)
			s.c.Bound = &u
		}
	}
	if s.c.Count == 0 {
		s.hull = f.Interval
	} else {
		s.hull = when.Hull(s.hull, f.Interval)
	}
	s.c.Count++
}

// Collection returns the collection with Count, Bound, Interval,
// Earliest, Latest and Queryables filled.
func (s *Summary) Collection() Collection {
	c := s.c
	c.Queryables = nil
	for name := range s.queryables {
		c.Queryables = append(c.Queryables, name)
	}
	slices.Sort(c.Queryables)
	c.Interval = s.hull
	c.Earliest, c.Latest = s.hull.Earliest.String(), s.hull.Latest.String()
	return c
}

// Summarize fills a collection's Count, Bound, Interval, Earliest, Latest
// and Queryables from its features, and checks that each feature has an
// id and no id repeats.
func Summarize(c Collection, feats []Feature) (Collection, error) {
	s := NewSummary(c)
	seen := make(map[string]bool, len(feats))
	for i := range feats {
		f := &feats[i]
		if f.ID == "" {
			return c, &FeatureError{Index: i, Err: errors.New("no id")}
		}
		if seen[f.ID] {
			return c, &FeatureError{Index: i, ID: f.ID, Err: errors.New("duplicate id")}
		}
		seen[f.ID] = true
		s.Add(f)
	}
	return s.Collection(), nil
}

// Tagger computes a dataset's Version.Tag: a hash of each collection's id
// and its features' GeoJSON, in the order they are added, so that equal
// content gives an equal tag whatever the order collections interleave in.
type Tagger struct {
	digests map[string]hash.Hash
	docs    hash.Hash
}

// AddDocument hashes a source document (its id and text).
func (t *Tagger) AddDocument(d Document) {
	if t.docs == nil {
		t.docs = sha256.New()
	}
	t.docs.Write([]byte(d.ID))
	t.docs.Write([]byte{0})
	t.docs.Write([]byte(d.Text))
	t.docs.Write([]byte{0})
}

// NewTagger returns an empty Tagger.
func NewTagger() *Tagger { return &Tagger{digests: map[string]hash.Hash{}} }

// Add hashes one feature of a collection.
func (t *Tagger) Add(collection string, geojson []byte) {
	h, ok := t.digests[collection]
	if !ok {
		h = sha256.New()
		t.digests[collection] = h
	}
	h.Write(geojson)
}

// Tag returns the tag of the collections, in this order, and of the
// documents: 24 hex digits.
func (t *Tagger) Tag(collections []Collection) string {
	all := sha256.New()
	for _, c := range collections {
		all.Write([]byte(c.ID))
		all.Write([]byte{0})
		if h, ok := t.digests[c.ID]; ok {
			all.Write(h.Sum(nil))
		}
	}
	if t.docs != nil {
		all.Write([]byte("\x00documents"))
		all.Write(t.docs.Sum(nil))
	}
	return hex.EncodeToString(all.Sum(nil)[:12])
}

// FeatureError is a problem with one feature of a collection: its position
// in the collection and its id, when it has one.
type FeatureError struct {
	Index int
	ID    string
	Err   error
}

func (e *FeatureError) Error() string {
	if e.ID != "" {
		return "feature " + e.ID + ": " + e.Err.Error()
	}
	return "feature " + strconv.Itoa(e.Index) + ": " + e.Err.Error()
}

func (e *FeatureError) Unwrap() error { return e.Err }
