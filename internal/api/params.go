package api

import (
	"math"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/when"
)

// Limits of the items endpoint's `limit` parameter (OGC API - Features
// Part 1, 7.15.3: a larger value is clamped to the maximum, not rejected):
// MaxLimit for GeoJSON and CSV, MaxHTMLLimit for the HTML table.
const (
	DefaultLimit = 100
	MaxLimit     = 10000
	MaxHTMLLimit = 500
)

// itemsParams are the query parameters /collections/{id}/items accepts.
var itemsParams = map[string]bool{"bbox": true, "bbox-crs": true, "datetime": true, "limit": true, "offset": true, "f": true}

// ItemsQuery is a parsed items request.
type ItemsQuery struct {
	feature.Query
	Raw url.Values // the validated parameters, for links
}

// parseItemsQuery validates every parameter of an items request. Names in
// queryables are property filters: equality on that property (OGC API -
// Features Part 1, 7.15.6).
func parseItemsQuery(v url.Values, queryables []string) (ItemsQuery, error) {
	q := ItemsQuery{Raw: url.Values{}}
	for name := range v {
		if slices.Contains(queryables, name) {
			if q.Attributes == nil {
				q.Attributes = map[string]string{}
			}
			q.Attributes[name] = v.Get(name)
			q.Raw.Set(name, v.Get(name))
		} else if !itemsParams[name] {
			known := append([]string{"bbox", "bbox-crs", "datetime", "limit", "offset", "f"}, queryables...)
			return q, badParam(name, "unknown parameter; known: %s", strings.Join(known, ", "))
		}
		if len(v[name]) > 1 {
			return q, badParam(name, "given %d times", len(v[name]))
		}
	}
	q.Limit = DefaultLimit
	if s, ok := single(v, "limit"); ok {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			return q, badParam("limit", "%q is not a positive integer", s)
		}
		q.Limit = min(n, MaxLimit)
	}
	if s, ok := single(v, "offset"); ok {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 {
			return q, badParam("offset", "%q is not a non-negative integer", s)
		}
		q.Offset = n
		q.Raw.Set("offset", s)
	}
	if s, ok := single(v, "datetime"); ok {
		// An unencoded "+" of a UTC offset arrives as a space; no valid
		// datetime has a space, so take it back.
		s = strings.ReplaceAll(s, " ", "+")
		iv, err := when.ParseDatetime(s)
		if err != nil {
			return q, badParam("datetime", "%v", err)
		}
		q.Time = iv
		q.Raw.Set("datetime", s)
	}
	if s, ok := single(v, "bbox-crs"); ok {
		if s != crs84 {
			return q, badParam("bbox-crs", "only %s is supported", crs84)
		}
		q.Raw.Set("bbox-crs", s)
	}
	if s, ok := single(v, "bbox"); ok {
		boxes, err := parseBBox(s)
		if err != nil {
			return q, err
		}
		q.BBox = boxes
		q.Raw.Set("bbox", s)
	}
	if s, ok := single(v, "f"); ok {
		q.Raw.Set("f", s) // negotiate checks it
	}
	return q, nil
}

func single(v url.Values, name string) (string, bool) {
	vals, ok := v[name]
	if !ok || len(vals) == 0 {
		return "", false
	}
	return vals[0], true
}

const crs84 = "http://www.opengis.net/def/crs/OGC/1.3/CRS84"

// parseBBox parses minLon,minLat,maxLon,maxLat in WGS84 degrees, finite
// numbers (NaN compares false with everything, so it would match every
// feature; Inf is no degree). A box with
// minLon > maxLon crosses the antimeridian and becomes two boxes.
func parseBBox(s string) ([]orb.Bound, error) {
	parts := strings.Split(s, ",")
	if len(parts) == 6 {
		return nil, badParam("bbox", "6 numbers (3D) are not supported; give minLon,minLat,maxLon,maxLat")
	}
	if len(parts) != 4 {
		return nil, badParam("bbox", "want 4 comma-separated numbers minLon,minLat,maxLon,maxLat, got %d", len(parts))
	}
	var n [4]float64
	for i, p := range parts {
		f, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return nil, badParam("bbox", "%q is not a finite number", p)
		}
		n[i] = f
	}
	minLon, minLat, maxLon, maxLat := n[0], n[1], n[2], n[3]
	for _, lon := range []float64{minLon, maxLon} {
		if lon < -180 || lon > 180 {
			return nil, badParam("bbox", "longitude %v outside [-180, 180]", lon)
		}
	}
	for _, lat := range []float64{minLat, maxLat} {
		if lat < -90 || lat > 90 {
			return nil, badParam("bbox", "latitude %v outside [-90, 90]", lat)
		}
	}
	if minLat > maxLat {
		return nil, badParam("bbox", "minLat %v is above maxLat %v", minLat, maxLat)
	}
	if minLon > maxLon {
		return []orb.Bound{
			{Min: orb.Point{minLon, minLat}, Max: orb.Point{180, maxLat}},
			{Min: orb.Point{-180, minLat}, Max: orb.Point{maxLon, maxLat}},
		}, nil
	}
	return []orb.Bound{{Min: orb.Point{minLon, minLat}, Max: orb.Point{maxLon, maxLat}}}, nil
}
