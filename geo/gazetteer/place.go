// Package gazetteer is the model of chronomap's gazetteer, after GeoNames:
// places, their kinds and their (dated) names, the Gazetteer interface that
// finds places by index key, the keys a place is indexed under (IndexKeys),
// and Memory, an in-memory Gazetteer.
//
// A Gazetteer indexes each place under the keys IndexKeys gives it: the
// toponym.Key of every name, a stem key per Cyrillic name for its case
// forms, and one-letter deletions of that stem for spelling variants, so a
// geocoder finds inflected and misspelt toponyms by a handful of index
// look-ups, never a scan.
//
// Coordinates are WGS84 longitude/latitude in degrees (RFC 7946 order). They
// come from gazetteer data (GeoNames dumps and the curated overlay), never
// from code.
package gazetteer

import (
	"strings"

	"github.com/paulmach/orb"
)

// Kind is what sort of place a feature is. Gazetteer and API use these
// values verbatim.
type Kind string

// The kinds of place chronomap distinguishes.
const (
	KindCity     Kind = "city"
	KindVillage  Kind = "village"
	KindLandmark Kind = "landmark"
	KindCountry  Kind = "country"
	KindRegion   Kind = "region"
)

// Place is one gazetteer entry: a GeoNames feature or a curated overlay
// entry. Old and new names of one place belong to one Place.
type Place struct {
	// ID is "geonames:<geonameid>" for GeoNames places, "overlay:<slug>"
	// for curated ones, "country:<ISO 3166-1 alpha-2>" for countries of
	// today and "region:<ISO 3166-2>" for their first-level regions.
	ID   string `json:"id"`
	Name string `json:"name"` // preferred name (GeoNames `name`)
	Kind Kind   `json:"kind"`
	// Country is the ISO 3166-1 alpha-2 code, "" when unknown.
	Country string `json:"country,omitempty"`
	// Point is the representative point, [lon, lat] in WGS84 degrees.
	Point orb.Point `json:"point"`
	// Population as given by GeoNames (0 when unknown).
	Population int64 `json:"population,omitempty"`
	// FeatureCode is the GeoNames feature class and code, e.g. "P.PPLC".
	FeatureCode string `json:"feature_code,omitempty"`
	// Names are the place's other names (Name is always a name of the place
	// too): GeoNames asciiname and alternate names, and overlay names.
	Names []Name `json:"names,omitempty"`
	// Source says where a curated (overlay) place's point comes from; ""
	// for GeoNames places.
	Source string `json:"source,omitempty"`
	// AreaKm2 is the area of a region or country in square kilometres
	// (0 when unknown): a point for it stands for a whole area, so what is
	// known only to this place is approximate.
	AreaKm2 float64 `json:"area_km2,omitempty"`
	// BBox is the bounding box of a region or country as RFC 7946 §5
	// gives it, [west, south, east, north] in WGS84 degrees, west > east
	// when it crosses the antimeridian; nil when unknown.
	BBox []float64 `json:"bbox,omitempty"`
	// PeriodSeat marks the seat of a governorate, oblast or land of
	// 1850-1917 in the curated period data (its centre): texts of the
	// period name it more than namesakes that grew only later.
	PeriodSeat bool `json:"period_seat,omitempty"`
}

// Curated reports whether p comes from chronomap's curated data (the
// overlay and period data, countries and regions of today) rather than a
// GeoNames dump: its ID starts with "overlay:", "country:" or "region:".
func (p *Place) Curated() bool {
	return strings.HasPrefix(p.ID, "overlay:") || strings.HasPrefix(p.ID, "country:") || strings.HasPrefix(p.ID, "region:")
}

// Natural reports whether p is a natural feature rather than a settlement,
// a building or a division of a state: its GeoNames feature class is H
// (water: a lake, a river, a sea) or T (relief: a mountain, a range, a
// valley, a desert, an island, a peninsula).
func (p *Place) Natural() bool {
	return strings.HasPrefix(p.FeatureCode, "H.") || strings.HasPrefix(p.FeatureCode, "T.")
}

// Water reports whether p is a body of water (GeoNames feature class H: a
// lake, a river, a sea), which a journey crosses or follows rather than
// stops at.
func (p *Place) Water() bool { return strings.HasPrefix(p.FeatureCode, "H.") }

// Sea reports whether p is a sea, a gulf, a bay, a strait, an ocean or a
// bank (GeoNames H.SEA, H.GULF, H.BAY, H.STRT, H.OCN, H.BNK): open water a
// voyage crosses, never a land it stands for. An anchorage (H.ANCH) is a
// stop.
func (p *Place) Sea() bool {
	switch p.FeatureCode {
	case "H.SEA", "H.GULF", "H.BAY", "H.STRT", "H.OCN", "H.BNK":
		return true
	}
	return false
}

// Name is one name of a place, optionally limited to the years it was in use
// (inclusive; 0 means no limit on that side).
type Name struct {
	Text  string `json:"text"`
	Lang  string `json:"lang,omitempty"` // ISO 639 code, "" when unknown
	From  int    `json:"from,omitempty"`
	Until int    `json:"until,omitempty"`
	// Historic marks a name GeoNames flags as historic (isHistoric) when
	// it gives no years.
	Historic bool `json:"historic,omitempty"`
}

// ValidIn reports whether the name was in use in year: true when year lies
// within [From, Until] (an open side does not limit). A zero year always
// matches.
func (n Name) ValidIn(year int) bool {
	if year == 0 {
		return true
	}
	return (n.From == 0 || year >= n.From) && (n.Until == 0 || year <= n.Until)
}

// Dated reports whether the name carries years of use.
func (n Name) Dated() bool { return n.From != 0 || n.Until != 0 }

// Gazetteer finds places by index key: the Key of a name, or one of the
// stem and spelling-variant keys IndexKeys derives from the names.
type Gazetteer interface {
	// Candidates returns every place indexed under key (one of the keys
	// IndexKeys returns for it), in no particular order; none is not an
	// error.
	Candidates(key string) ([]Place, error)
}

// PrefixLister is a Gazetteer that also lists the name keys (Key of a
// name, no stem or variant keys) beginning with a prefix: what an
// abbreviated adjective of a dictionary entry («тобол.», «симф.») may
// stand for.
type PrefixLister interface {
	// NameKeysWithPrefix returns at most limit distinct name keys that
	// begin with prefix, in key order; none is not an error.
	NameKeysWithPrefix(prefix string, limit int) ([]string, error)
}

// IsNameKey reports whether an index key is the Key of a name, not a stem,
// joined or spelling-variant key (those carry a ':').
func IsNameKey(k string) bool { return !strings.Contains(k, ":") }
