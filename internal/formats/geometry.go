package formats

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"

	"github.com/paulmach/orb"
	"github.com/paulmach/orb/geojson"
)

// decodeGeometry reads a GeoJSON geometry (RFC 7946 §3.1): nil for null;
// members of a GeometryCollection that are null (or the string "null",
// which some tools write) mean nothing and are left out, and a collection
// left empty is nil. Every position must be WGS84 degrees in range.
func (in *jsonInput) decodeGeometry(v rawAt) (orb.Geometry, error) {
	if len(v.raw) == 0 || isNull(v.raw) || string(v.raw) == `"null"` {
		return nil, nil
	}
	m, err := in.object(v, "geometry")
	if err != nil {
		return nil, err
	}
	var typ string
	if t, ok := m["type"]; !ok || json.Unmarshal(t.raw, &typ) != nil {
		return nil, in.at(v.off, errors.New("geometry: no type (Point, LineString, …)"))
	}
	if typ == "GeometryCollection" {
		members, err := in.array(m["geometries"], "geometries")
		if err != nil {
			return nil, err
		}
		var c orb.Collection
		for _, member := range members {
			g, err := in.decodeGeometry(member)
			if err != nil {
				return nil, err
			}
			if g != nil {
				c = append(c, g)
			}
		}
		if len(c) == 0 {
			return nil, nil
		}
		return c, nil
	}
	var gj geojson.Geometry
	if err := json.Unmarshal(v.raw, &gj); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) {
			return nil, in.decodeError(v.off, err)
		}
		return nil, in.at(v.off, fmt.Errorf("%s geometry: %v", typ, err))
	}
	if gj.Coordinates == nil {
		return nil, in.at(v.off, fmt.Errorf("%s geometry: no coordinates", typ))
	}
	if err := checkDegrees(gj.Coordinates); err != nil {
		return nil, in.at(v.off, err)
	}
	return gj.Coordinates, nil
}

// checkDegrees checks that every position of g is a finite WGS84
// longitude in [-180, 180] and latitude in [-90, 90] (RFC 7946 §4).
func checkDegrees(g orb.Geometry) error {
	switch g := g.(type) {
	case nil:
		return nil
	case orb.Point:
		return checkPoint(g)
	case orb.MultiPoint:
		return checkPoints(g)
	case orb.LineString:
		return checkPoints(g)
	case orb.Ring:
		return checkPoints(g)
	case orb.MultiLineString:
		for _, l := range g {
			if err := checkPoints(l); err != nil {
				return err
			}
		}
	case orb.Polygon:
		for _, r := range g {
			if err := checkPoints(r); err != nil {
				return err
			}
		}
	case orb.MultiPolygon:
		for _, p := range g {
			if err := checkDegrees(p); err != nil {
				return err
			}
		}
	case orb.Collection:
		for _, c := range g {
			if err := checkDegrees(c); err != nil {
				return err
			}
		}
	case orb.Bound:
		return checkPoints([]orb.Point{g.Min, g.Max})
	}
	return nil
}

func checkPoints(ps []orb.Point) error {
	for _, p := range ps {
		if err := checkPoint(p); err != nil {
			return err
		}
	}
	return nil
}

func checkPoint(p orb.Point) error {
	lon, lat := p[0], p[1]
	switch {
	case math.IsNaN(lon) || math.IsInf(lon, 0) || lon < -180 || lon > 180:
		return fmt.Errorf("longitude %v is outside [-180, 180] degrees (positions are longitude, latitude in WGS84)", lon)
	case math.IsNaN(lat) || math.IsInf(lat, 0) || lat < -90 || lat > 90:
		return fmt.Errorf("latitude %v is outside [-90, 90] degrees (positions are longitude, latitude in WGS84)", lat)
	}
	return nil
}
