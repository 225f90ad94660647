package api

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"
	"github.com/paulmach/orb/geojson"

	"github.com/chronomap/chronomap/geo/geocode"
)

// geocodeParams are the query parameters /geocode accepts.
var geocodeParams = map[string]bool{"q": true, "limit": true, "year": true, "country": true}

// geocode answers /geocode?q=TOPONYM with the ranked gazetteer candidates
// as a GeoJSON FeatureCollection (RFC 7946): one Point per candidate, best
// first, with its score, the name that matched and how (exact, inflected,
// derived, fuzzy). q is text as a narrative writes it («из Тифлиса»,
// «Екатеринославский»); see geocode.Geocoder.Geocode.
func (s *server) geocode(c echo.Context) error {
	v := c.QueryParams()
	for name := range v {
		if !geocodeParams[name] {
			return badParam(name, "unknown parameter; known: q, limit, year, country")
		}
	}
	q := strings.TrimSpace(v.Get("q"))
	if q == "" {
		return badParam("q", "give the toponym to geocode, e.g. q=Тифлис")
	}
	opt := geocode.Options{Limit: 10}
	if l := v.Get("limit"); l != "" {
		n, err := strconv.Atoi(l)
		if err != nil || n < 1 || n > 100 {
			return badParam("limit", "%q is not an integer in 1..100", l)
		}
		opt.Limit = n
	}
	if y := v.Get("year"); y != "" {
		n, err := strconv.Atoi(y)
		if err != nil {
			return badParam("year", "%q is not a year", y)
		}
		opt.Year = n
	}
	if cc := v.Get("country"); cc != "" {
		if len(cc) != 2 {
			return badParam("country", "%q is not an ISO 3166-1 alpha-2 code", cc)
		}
		opt.Country = strings.ToUpper(cc)
	}
	cands, err := s.geocoder.Geocode(q, opt)
	if err != nil {
		return err
	}
	fc := geojson.NewFeatureCollection()
	for i, cand := range cands {
		f := geojson.NewFeature(cand.Place.Point)
		f.ID = cand.Place.ID
		f.Properties["rank"] = i + 1
		f.Properties["score"] = cand.Score
		f.Properties["matched"] = cand.Matched
		f.Properties["match"] = cand.Match
		f.Properties["name"] = cand.Place.Name
		f.Properties["kind"] = cand.Place.Kind
		f.Properties["country"] = cand.Place.Country
		f.Properties["population"] = cand.Place.Population
		fc.Append(f)
	}
	body, err := json.Marshal(fc)
	if err != nil {
		return err
	}
	return c.Blob(http.StatusOK, mediaGeoJSON, body)
}
