package api

import (
	"mime"
	"net/http"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"
)

// Output formats, named as the `f` parameter names them.
const (
	formatJSON = "json"
	formatHTML = "html"
	formatCSV  = "csv"
)

var formatMedia = map[string]string{
	formatJSON: mediaJSON,
	formatHTML: "text/html",
	formatCSV:  "text/csv",
}

// negotiate picks the answer's format among offers (the first is the
// default): the `f` parameter wins, then the Accept header by quality.
// An `f` or Accept that allows none of the offers is a 406.
func negotiate(c echo.Context, offers ...string) (string, error) {
	if f := c.QueryParam("f"); f != "" {
		if f == "geojson" {
			f = formatJSON
		}
		for _, o := range offers {
			if o == f {
				return f, nil
			}
		}
		return "", &Error{Status: http.StatusNotAcceptable, Code: "NotAcceptable",
			Description: "parameter f: " + strconv.Quote(f) + " is not offered here; offered: " + strings.Join(offers, ", "), Parameter: "f"}
	}
	accept := c.Request().Header.Get(echo.HeaderAccept)
	if accept == "" {
		return offers[0], nil
	}
	best, bestQ := "", 0.0
	for _, part := range strings.Split(accept, ",") {
		media, params, err := mime.ParseMediaType(strings.TrimSpace(part))
		if err != nil {
			continue
		}
		q := 1.0
		if s, ok := params["q"]; ok {
			if v, err := strconv.ParseFloat(s, 64); err == nil {
				q = v
			}
		}
		for _, o := range offers {
			if q > bestQ && mediaMatches(media, o) {
				best, bestQ = o, q
			}
		}
	}
	if best == "" {
		return "", &Error{Status: http.StatusNotAcceptable, Code: "NotAcceptable",
			Description: "Accept " + strconv.Quote(accept) + " allows none of: " + strings.Join(offers, ", ")}
	}
	return best, nil
}

func mediaMatches(media, format string) bool {
	switch media {
	case "*/*":
		return true
	case "application/*":
		return format == formatJSON
	case "text/*":
		return format == formatHTML || format == formatCSV
	case mediaJSON, mediaGeoJSON:
		return format == formatJSON
	}
	return formatMedia[format] == media
}

// formatParamOnly refuses every query parameter but f (whose value negotiate
// checks): the resources other than items and /geocode take no other
// (OGC API - Features Part 1, /req/core/query-param-unknown, applied to them
// all).
func formatParamOnly(c echo.Context) error {
	for name := range c.QueryParams() {
		if name != "f" {
			return badParam(name, "unknown parameter; known: f")
		}
	}
	return nil
}
