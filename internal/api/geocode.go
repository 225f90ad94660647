package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/labstack/echo/v4"
	"github.com/paulmach/orb/geojson"

	"github.com/chronomap/chronomap/geo/geocode"
)

// geocodeParams are the query parameters /geocode accepts.
var geocodeParams = map[string]bool{"q": true, "sentence": true, "limit": true, "year": true, "country": true}

// maxGeocodeSentence bounds, in code points, the sentence a toponym is
// read in, so that one request's work stays small.
const maxGeocodeSentence = 2000

// geocode answers /geocode?q=TOPONYM with the ranked gazetteer candidates
// as a GeoJSON FeatureCollection (RFC 7946): one Point per candidate, best
// first, with its score, the name that matched and how (exact, inflected,
// derived, fuzzy, latin). q is text as a narrative writes it («из
// Тифлиса», «Екатеринославский»), read as the extractor reads it
// (geocode.Geocoder.Resolve, with the server's text reader and dictionary);
// sentence, when given, is the text q stands in, and decides what q is
// there. A toponym that is no place there (a title, an organisation, a
// person) gives no features and the foreign members refused, reason and
// note; a toponym the gazetteer lacks gives no features and a note saying
// so.
func (s *server) geocode(c echo.Context) error {
	v := c.QueryParams()
	for name := range v {
		if !geocodeParams[name] {
			return badParam(name, "unknown parameter; known: q, sentence, limit, year, country")
		}
	}
	q := strings.TrimSpace(v.Get("q"))
	if q == "" {
		return badParam("q", "give the toponym to geocode, e.g. q=Тифлис")
	}
	sentence := v.Get("sentence")
	if utf8.RuneCountInString(sentence) > maxGeocodeSentence {
		return badParam("sentence", "longer than %d characters", maxGeocodeSentence)
	}
	if sentence != "" && !strings.Contains(sentence, q) {
		return badParam("sentence", "does not contain q %q", q)
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
	res, err := s.geocoder.Resolve(geocode.Mention{Text: q, Sentence: sentence}, opt)
	if errors.Is(err, geocode.ErrMention) {
		return badParam("sentence", "%v", err)
	}
	if err != nil {
		return err
	}
	fc := geojson.NewFeatureCollection()
	switch {
	case res.Refused:
		fc.ExtraMembers = geojson.Properties{"refused": true, "reason": res.Reason, "note": res.Note}
	case len(res.Candidates) == 0:
		fc.ExtraMembers = geojson.Properties{"note": "no place of that name in the gazetteer"}
	}
	for i, cand := range res.Candidates {
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
