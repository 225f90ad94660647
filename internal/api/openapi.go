package api

import (
	"net/http"
	"sort"

	"github.com/labstack/echo/v4"

	"github.com/chronomap/chronomap/internal/feature"
)

// openAPI answers /api with the OpenAPI 3.0 definition of the routes New
// registers (OGC API - Features Part 1, requirement class "OpenAPI 3.0").
// It lists each collection's property filters, so it is built from the
// current collections.
func (s *server) openAPI(c echo.Context) error {
	if _, err := negotiate(c, formatJSON); err != nil {
		return err
	}
	cols, err := s.store.Collections(c.Request().Context())
	if err != nil {
		return err
	}
	c.Response().Header().Set(echo.HeaderContentType, mediaOpenAPI)
	return c.JSON(http.StatusOK, openAPIDocument(baseURL(c), cols, s.geocoder != nil))
}

type obj = map[string]any

func ref(name string) obj { return obj{"$ref": "#/components/" + name} }

func jsonContent(schema obj, media ...string) obj {
	out := obj{}
	for _, m := range media {
		out[m] = obj{"schema": schema}
	}
	return out
}

func response(desc string, content obj) obj {
	r := obj{"description": desc}
	if content != nil {
		r["content"] = content
	}
	return r
}

func openAPIDocument(base string, cols []feature.Collection, geocode bool) obj {
	var ids []any
	queryables := map[string]bool{}
	for _, c := range cols {
		ids = append(ids, c.ID)
		for _, q := range c.Queryables {
			queryables[q] = true
		}
	}
	if len(ids) == 0 {
		ids = []any{"places", "events", "movements"}
	}
	errorResponses := obj{
		"400": ref("responses/Error"),
		"404": ref("responses/Error"),
		"406": ref("responses/Error"),
		"500": ref("responses/Error"),
	}
	withErrors := func(ok obj) obj {
		out := obj{"200": ok}
		for k, v := range errorResponses {
			out[k] = v
		}
		return out
	}
	fParam := func(formats ...any) obj {
		return obj{"name": "f", "in": "query", "required": false, "description": "output format; overrides Accept",
			"schema": obj{"type": "string", "enum": formats}}
	}
	itemsParams := []any{
		ref("parameters/collectionId"),
		obj{"name": "datetime", "in": "query", "required": false, "style": "form", "explode": false,
			"description": "RFC 3339 date or date-time, or an interval start/end with .. or an empty string for an open end; features whose inclusive [earliest, latest] interval intersects it. Compared at calendar-day resolution (historical dates are days): a date-time stands for its whole UTC day, so an instant selects the features of that day",
			"schema":      obj{"type": "string"}},
		obj{"name": "bbox", "in": "query", "required": false, "style": "form", "explode": false,
			"description": "minLon,minLat,maxLon,maxLat in WGS84 degrees (CRS84); minLon > maxLon crosses the antimeridian",
			"schema":      obj{"type": "array", "minItems": 4, "maxItems": 4, "items": obj{"type": "number"}}},
		obj{"name": "bbox-crs", "in": "query", "required": false, "schema": obj{"type": "string", "enum": []any{crs84}}},
		obj{"name": "limit", "in": "query", "required": false, "style": "form", "explode": false,
			"description": "page size; larger values are clamped to the maximum (500 for f=html)",
			"schema":      obj{"type": "integer", "minimum": 1, "maximum": MaxLimit, "default": DefaultLimit}},
		obj{"name": "offset", "in": "query", "required": false, "description": "features to skip; follow the next link",
			"schema": obj{"type": "integer", "minimum": 0, "default": 0}},
		fParam(formatJSON, "geojson", formatHTML, formatCSV),
	}
	for _, name := range sortedKeys(queryables) {
		itemsParams = append(itemsParams, obj{"name": name, "in": "query", "required": false,
			"description": "property filter: features whose " + name + " equals (or, for a list, contains) the value",
			"schema":      obj{"type": "string"}})
	}
	linkSchema := obj{"type": "object", "required": []any{"href", "rel"}, "properties": obj{
		"href": obj{"type": "string"}, "rel": obj{"type": "string"}, "type": obj{"type": "string"}, "title": obj{"type": "string"},
	}}
	doc := obj{
		"openapi": "3.0.3",
		"info": obj{
			"title":       "chronomap",
			"version":     "1.0.0",
			"description": "Places, events and movements from narrative history as OGC API - Features (Part 1: Core, GeoJSON, HTML, OpenAPI 3.0).",
			"license":     obj{"name": "MIT"},
		},
		"servers": []any{obj{"url": base}},
		"paths": obj{
			"/": obj{"get": obj{"operationId": "getLandingPage", "summary": "Landing page (JSON) or the map (HTML)",
				"parameters": []any{fParam(formatHTML, formatJSON)},
				"responses":  withErrors(response("landing page", jsonContent(ref("schemas/landingPage"), mediaJSON)))}},
			"/api": obj{"get": obj{"operationId": "getAPI", "summary": "This API definition",
				"responses": withErrors(response("OpenAPI 3.0 document", jsonContent(obj{"type": "object"}, mediaOpenAPI)))}},
			"/conformance": obj{"get": obj{"operationId": "getConformance", "summary": "Conformance classes",
				"parameters": []any{fParam(formatJSON, formatHTML)},
				"responses": withErrors(response("conformance classes", jsonContent(obj{"type": "object", "required": []any{"conformsTo"},
					"properties": obj{"conformsTo": obj{"type": "array", "items": obj{"type": "string"}}}}, mediaJSON)))}},
			"/collections": obj{"get": obj{"operationId": "getCollections", "summary": "The collections",
				"parameters": []any{fParam(formatJSON, formatHTML)},
				"responses": withErrors(response("collections", jsonContent(obj{"type": "object", "required": []any{"links", "collections"},
					"properties": obj{"links": obj{"type": "array", "items": linkSchema}, "collections": obj{"type": "array", "items": ref("schemas/collection")}}}, mediaJSON)))}},
			"/collections/{collectionId}": obj{"get": obj{"operationId": "getCollection", "summary": "One collection",
				"parameters": []any{ref("parameters/collectionId"), fParam(formatJSON, formatHTML)},
				"responses":  withErrors(response("collection", jsonContent(ref("schemas/collection"), mediaJSON)))}},
			"/collections/{collectionId}/items": obj{"get": obj{"operationId": "getFeatures", "summary": "Features, filtered by time, space and properties",
				"parameters": itemsParams,
				"responses": withErrors(response("a page of features", obj{
					mediaGeoJSON: obj{"schema": ref("schemas/featureCollection")},
					"text/html":  obj{"schema": obj{"type": "string"}},
					"text/csv":   obj{"schema": obj{"type": "string"}},
				}))}},
			"/collections/{collectionId}/items/{featureId}": obj{"get": obj{"operationId": "getFeature", "summary": "One feature",
				"parameters": []any{ref("parameters/collectionId"),
					obj{"name": "featureId", "in": "path", "required": true, "schema": obj{"type": "string"}},
					fParam(formatJSON, formatHTML)},
				"responses": withErrors(response("feature", obj{
					mediaGeoJSON: obj{"schema": ref("schemas/feature")},
					"text/html":  obj{"schema": obj{"type": "string"}},
				}))}},
			"/documents": obj{"get": obj{"operationId": "getDocuments", "summary": "The source documents the features cite",
				"parameters": []any{fParam(formatJSON)},
				"responses": withErrors(response("documents", jsonContent(obj{"type": "object", "required": []any{"documents", "links"},
					"properties": obj{"documents": obj{"type": "array", "items": obj{"type": "object"}}, "links": obj{"type": "array", "items": linkSchema}}}, mediaJSON)))}},
			"/documents/{documentId}": obj{"get": obj{"operationId": "getDocument", "summary": "One source document: its text (features' source.start and source.end are code-point offsets into it) and the place and date mentions found in it",
				"parameters": []any{obj{"name": "documentId", "in": "path", "required": true, "description": "the features' source.document", "schema": obj{"type": "string"}},
					fParam(formatJSON)},
				"responses": withErrors(response("document", jsonContent(ref("schemas/document"), mediaJSON)))}},
		},
		"components": obj{
			"parameters": obj{"collectionId": obj{"name": "collectionId", "in": "path", "required": true,
				"schema": obj{"type": "string", "enum": ids}}},
			"responses": obj{"Error": response("error", jsonContent(ref("schemas/exception"), mediaJSON))},
			"schemas": obj{
				"link": linkSchema,
				"exception": obj{"type": "object", "required": []any{"code"}, "properties": obj{
					"code": obj{"type": "string"}, "description": obj{"type": "string"}, "parameter": obj{"type": "string"}}},
				"landingPage": obj{"type": "object", "required": []any{"links"}, "properties": obj{
					"title": obj{"type": "string"}, "description": obj{"type": "string"}, "links": obj{"type": "array", "items": ref("schemas/link")}}},
				"collection": obj{"type": "object", "required": []any{"id", "links"}, "properties": obj{
					"id": obj{"type": "string"}, "title": obj{"type": "string"}, "description": obj{"type": "string"},
					"itemType": obj{"type": "string"}, "crs": obj{"type": "array", "items": obj{"type": "string"}},
					"extent": obj{"type": "object"}, "links": obj{"type": "array", "items": ref("schemas/link")}}},
				"document": obj{"type": "object", "required": []any{"id", "text", "length"}, "properties": obj{
					"id": obj{"type": "string"}, "title": obj{"type": "string"}, "language": obj{"type": "string"},
					"text": obj{"type": "string"}, "length": obj{"type": "integer", "description": "length of text in Unicode code points"},
					"mentions": obj{"type": "array", "items": obj{"type": "object", "required": []any{"start", "end", "kind"}, "properties": obj{
						"start": obj{"type": "integer"}, "end": obj{"type": "integer", "description": "code-point offset, exclusive"},
						"kind": obj{"type": "string", "enum": []any{"place", "date"}}, "text": obj{"type": "string"},
						"place_id": obj{"type": "string"}, "when": obj{"type": "string", "description": "EDTF"},
						"earliest": obj{"type": "string", "format": "date"}, "latest": obj{"type": "string", "format": "date"}}}}}},
				"feature": obj{"type": "object", "required": []any{"type", "geometry", "properties"}, "properties": obj{
					"type": obj{"type": "string", "enum": []any{"Feature"}}, "id": obj{"type": "string"},
					"geometry": obj{"type": "object", "nullable": true}, "properties": obj{"type": "object", "nullable": true}}},
				"featureCollection": obj{"type": "object", "required": []any{"type", "features"}, "properties": obj{
					"type":           obj{"type": "string", "enum": []any{"FeatureCollection"}},
					"features":       obj{"type": "array", "items": ref("schemas/feature")},
					"links":          obj{"type": "array", "items": ref("schemas/link")},
					"timeStamp":      obj{"type": "string", "format": "date-time"},
					"numberMatched":  obj{"type": "integer", "minimum": 0},
					"numberReturned": obj{"type": "integer", "minimum": 0}}},
			},
		},
	}
	if geocode {
		doc["paths"].(obj)["/geocode"] = obj{"get": obj{"operationId": "geocode", "summary": "Gazetteer candidates for a toponym, best first",
			"parameters": []any{
				obj{"name": "q", "in": "query", "required": true, "description": "the toponym as written, in any case form", "schema": obj{"type": "string"}},
				obj{"name": "limit", "in": "query", "required": false, "schema": obj{"type": "integer", "minimum": 1, "maximum": 100, "default": 10}},
				obj{"name": "year", "in": "query", "required": false, "description": "date hint: names in use that year rank first", "schema": obj{"type": "integer"}},
				obj{"name": "country", "in": "query", "required": false, "description": "ISO 3166-1 alpha-2 hint", "schema": obj{"type": "string", "minLength": 2, "maxLength": 2}},
			},
			"responses": withErrors(response("candidates as Points", obj{mediaGeoJSON: obj{"schema": obj{"type": "object", "required": []any{"type", "features"}}}}))}}
	}
	return doc
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
