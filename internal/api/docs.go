package api

import (
	"net/url"

	"github.com/chronomap/chronomap/internal/feature"
)

// The JSON documents of OGC API - Features Part 1 (Core) that the server
// writes, member for member.

// link is an OGC API link object (RFC 8288 web link).
type link struct {
	Href  string `json:"href"`
	Rel   string `json:"rel"`
	Type  string `json:"type,omitempty"`
	Title string `json:"title,omitempty"`
}

// landingPage is the document at / (requirement /req/core/root-success).
type landingPage struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	Links       []link `json:"links"`
}

// conformance is the document at /conformance.
type conformance struct {
	ConformsTo []string `json:"conformsTo"`
}

// collections is the document at /collections.
type collections struct {
	Links       []link          `json:"links"`
	Collections []collectionDoc `json:"collections"`
}

// collectionDoc describes one collection (/collections/{collectionId}).
type collectionDoc struct {
	ID          string   `json:"id"`
	Title       string   `json:"title"`
	Description string   `json:"description"`
	ItemType    string   `json:"itemType"`
	CRS         []string `json:"crs"`
	Extent      extent   `json:"extent"`
	Links       []link   `json:"links"`
}

// extent is a collection's spatial and temporal extent; either may be
// absent (no geometry, no features).
type extent struct {
	Spatial  *spatialExtent  `json:"spatial,omitempty"`
	Temporal *temporalExtent `json:"temporal,omitempty"`
}

// spatialExtent holds one bounding box, minLon, minLat, maxLon, maxLat in
// WGS84 degrees.
type spatialExtent struct {
	BBox [][4]float64 `json:"bbox"`
	CRS  string       `json:"crs"`
}

// temporalExtent holds one interval of RFC 3339 instants, null for an
// open end.
type temporalExtent struct {
	Interval [][2]*string `json:"interval"`
	TRS      string       `json:"trs"`
}

// newCollectionDoc is the OGC collection description, links starting at
// base.
func newCollectionDoc(base string, col feature.Collection) collectionDoc {
	var ext extent
	if col.Bound != nil {
		ext.Spatial = &spatialExtent{BBox: [][4]float64{{col.Bound.Min[0], col.Bound.Min[1], col.Bound.Max[0], col.Bound.Max[1]}}, CRS: crs84}
	}
	if col.Count > 0 {
		ext.Temporal = &temporalExtent{
			Interval: [][2]*string{{instant(col.Earliest, "T00:00:00Z"), instant(col.Latest, "T23:59:59Z")}},
			TRS:      "http://www.opengis.net/def/uom/ISO-8601/0/Gregorian",
		}
	}
	self := base + "/collections/" + url.PathEscape(col.ID)
	return collectionDoc{
		ID: col.ID, Title: col.Title, Description: col.Description, ItemType: "feature", CRS: []string{crs84}, Extent: ext,
		Links: []link{
			{Href: self, Rel: "self", Type: mediaJSON, Title: col.Title},
			{Href: self + "?f=html", Rel: "alternate", Type: "text/html", Title: col.Title + " as HTML"},
			{Href: self + "/items", Rel: "items", Type: mediaGeoJSON, Title: col.Title + " items"},
			{Href: self + "/items?f=html", Rel: "items", Type: "text/html", Title: col.Title + " items as HTML"},
			{Href: self + "/items?f=csv", Rel: "items", Type: "text/csv", Title: col.Title + " items as CSV"},
		},
	}
}

// instant turns an inclusive date into an RFC 3339 instant of that day (its
// first or last second, by clock), or nil (JSON null) for an open end.
func instant(date, clock string) *string {
	if date == "" {
		return nil
	}
	s := date + clock
	return &s
}
