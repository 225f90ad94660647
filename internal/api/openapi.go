package api

import (
	"encoding/json"
	"net/http"
	"sort"
	"strconv"
	"sync"

	"github.com/labstack/echo/v4"

	"github.com/chronomap/chronomap/internal/feature"
)

// openAPI answers /api with the OpenAPI 3.0 definition of the routes New
// registers (OGC API - Features Part 1, requirement class "OpenAPI 3.0").
// It lists each collection's property filters, so it depends on the
// dataset: it is built once per dataset version and kept.
func (s *server) openAPI(c echo.Context) error {
	if _, err := negotiate(c, formatJSON); err != nil {
		return err
	}
	if err := formatParamOnly(c); err != nil {
		return err
	}
	ctx := c.Request().Context()
	v, err := s.store.Version(ctx)
	if err != nil {
		return err
	}
	body, err := s.openapi.get(v.Tag, func() ([]byte, error) {
		cols, err := s.store.Collections(ctx)
		if err != nil {
			return nil, err
		}
		return json.Marshal(openAPIDocument(s.base, cols, s.geocoder != nil))
	})
	if err != nil {
		return err
	}
	return c.Blob(http.StatusOK, mediaOpenAPI, body)
}

// openAPICache keeps the encoded document of one dataset version.
type openAPICache struct {
	mu   sync.Mutex
	tag  string
	body []byte
}

// get returns the document for the version tag, building it when the
// version changed.
func (o *openAPICache) get(tag string, build func() ([]byte, error)) ([]byte, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.body != nil && o.tag == tag {
		return o.body, nil
	}
	body, err := build()
	if err != nil {
		return nil, err
	}
	o.tag, o.body = tag, body
	return body, nil
}

// The parts of an OpenAPI 3.0.3 document the definition uses
// (https://spec.openapis.org/oas/v3.0.3). A Ref member makes the object a
// reference, whose other members stay empty.

type openAPIDoc struct {
	OpenAPI    string              `json:"openapi"`
	Info       apiInfo             `json:"info"`
	Servers    []apiServer         `json:"servers,omitempty"`
	Paths      map[string]pathItem `json:"paths"`
	Components components          `json:"components"`
}

type apiInfo struct {
	Title       string     `json:"title"`
	Version     string     `json:"version"`
	Description string     `json:"description"`
	License     apiLicense `json:"license"`
}

type apiLicense struct {
	Name string `json:"name"`
}

type apiServer struct {
	URL string `json:"url"`
}

type pathItem struct {
	Get *operation `json:"get"`
}

type operation struct {
	OperationID string              `json:"operationId"`
	Summary     string              `json:"summary"`
	Parameters  []parameter         `json:"parameters,omitempty"`
	Responses   map[string]response `json:"responses"`
}

type parameter struct {
	Ref         string  `json:"$ref,omitempty"`
	Name        string  `json:"name,omitempty"`
	In          string  `json:"in,omitempty"`
	Required    bool    `json:"required,omitempty"`
	Description string  `json:"description,omitempty"`
	Style       string  `json:"style,omitempty"`
	Explode     *bool   `json:"explode,omitempty"`
	Schema      *schema `json:"schema,omitempty"`
}

type response struct {
	Ref         string               `json:"$ref,omitempty"`
	Description string               `json:"description,omitempty"`
	Content     map[string]mediaType `json:"content,omitempty"`
}

type mediaType struct {
	Schema *schema `json:"schema"`
}

type schema struct {
	Ref         string             `json:"$ref,omitempty"`
	Type        string             `json:"type,omitempty"`
	Description string             `json:"description,omitempty"`
	Format      string             `json:"format,omitempty"`
	Enum        []string           `json:"enum,omitempty"`
	Required    []string           `json:"required,omitempty"`
	Properties  map[string]*schema `json:"properties,omitempty"`
	Items       *schema            `json:"items,omitempty"`
	MinItems    *int               `json:"minItems,omitempty"`
	MaxItems    *int               `json:"maxItems,omitempty"`
	Minimum     *int               `json:"minimum,omitempty"`
	Maximum     *int               `json:"maximum,omitempty"`
	MinLength   *int               `json:"minLength,omitempty"`
	MaxLength   *int               `json:"maxLength,omitempty"`
	Default     *int               `json:"default,omitempty"`
	Nullable    bool               `json:"nullable,omitempty"`
}

type components struct {
	Parameters map[string]parameter `json:"parameters"`
	Responses  map[string]response  `json:"responses"`
	Schemas    map[string]*schema   `json:"schemas"`
}

func ref(kind, name string) string { return "#/components/" + kind + "/" + name }

func intp(n int) *int { return &n }

func content(s *schema, media ...string) map[string]mediaType {
	out := map[string]mediaType{}
	for _, m := range media {
		out[m] = mediaType{Schema: s}
	}
	return out
}

func stringSchema() *schema { return &schema{Type: "string"} }

// placeFilters are the property filters whose values are places.
var placeFilters = map[string]bool{"name": true, "places": true, "from": true, "to": true}

// openAPIDocument describes the API for the collections cols; base is the
// configured public URL ("" leaves servers out: the document's own
// origin).
func openAPIDocument(base string, cols []feature.Collection, geocode bool) openAPIDoc {
	var ids []string
	queryables := map[string]bool{}
	for _, c := range cols {
		ids = append(ids, c.ID)
		for _, q := range c.Queryables {
			queryables[q] = true
		}
	}
	if len(ids) == 0 {
		ids = []string{"places", "events", "movements"}
	}
	withErrors := func(ok response) map[string]response {
		out := map[string]response{"200": ok}
		for _, code := range []string{"400", "404", "406", "500", "503"} {
			out[code] = response{Ref: ref("responses", "Error")}
		}
		return out
	}
	fParam := func(formats ...string) parameter {
		return parameter{Name: "f", In: "query", Description: "output format; overrides Accept",
			Schema: &schema{Type: "string", Enum: formats}}
	}
	noExplode := false
	itemsParams := []parameter{
		{Ref: ref("parameters", "collectionId")},
		{Name: "datetime", In: "query", Style: "form", Explode: &noExplode,
			Description: "RFC 3339 date or date-time, or an interval start/end with .. or an empty string for an open end; features whose inclusive [earliest, latest] interval intersects it. Compared at calendar-day resolution (historical dates are days): a date-time stands for its whole UTC day, so an instant selects the features of that day",
			Schema:      stringSchema()},
		{Name: "bbox", In: "query", Style: "form", Explode: &noExplode,
			Description: "minLon,minLat,maxLon,maxLat in WGS84 degrees (CRS84), finite numbers; minLon > maxLon crosses the antimeridian",
			Schema:      &schema{Type: "array", MinItems: intp(4), MaxItems: intp(4), Items: &schema{Type: "number"}}},
		{Name: "bbox-crs", In: "query", Schema: &schema{Type: "string", Enum: []string{crs84}}},
		{Name: "limit", In: "query", Style: "form", Explode: &noExplode,
			Description: "page size; larger values are clamped to the maximum (" + strconv.Itoa(MaxHTMLLimit) + " for f=html)",
			Schema:      &schema{Type: "integer", Minimum: intp(1), Maximum: intp(MaxLimit), Default: intp(DefaultLimit)}},
		{Name: "offset", In: "query", Description: "features to skip; follow the next link",
			Schema: &schema{Type: "integer", Minimum: intp(0), Default: intp(0)}},
		fParam(formatJSON, "geojson", formatHTML, formatCSV),
	}
	for _, name := range sortedKeys(queryables) {
		desc := "property filter: features whose " + name + " equals (or, for a list, contains) the value"
		if placeFilters[name] {
			desc += "; a place is matched by its gazetteer name, its id, a Russian toponym in the nominative as its toponyms list it, or one of its dated names (London, geonames:2643743, Лондон; Тбилиси for Тифлис)"
		}
		itemsParams = append(itemsParams, parameter{Name: name, In: "query", Description: desc, Schema: stringSchema()})
	}
	linkSchema := &schema{Type: "object", Required: []string{"href", "rel"}, Properties: map[string]*schema{
		"href": stringSchema(), "rel": stringSchema(), "type": stringSchema(), "title": stringSchema(),
	}}
	linksSchema := &schema{Type: "array", Items: &schema{Ref: ref("schemas", "link")}}
	doc := openAPIDoc{
		OpenAPI: "3.0.3",
		Info: apiInfo{
			Title:       "chronomap",
			Version:     "1.0.0",
			Description: "Places, events and movements from narrative history as OGC API - Features (Part 1: Core, GeoJSON, HTML, OpenAPI 3.0).",
			License:     apiLicense{Name: "MIT"},
		},
		Paths: map[string]pathItem{
			"/": {Get: &operation{OperationID: "getLandingPage", Summary: "Landing page (JSON) or the map (HTML)",
				Parameters: []parameter{fParam(formatHTML, formatJSON)},
				Responses:  withErrors(response{Description: "landing page", Content: content(&schema{Ref: ref("schemas", "landingPage")}, mediaJSON)})}},
			"/api": {Get: &operation{OperationID: "getAPI", Summary: "This API definition",
				Responses: withErrors(response{Description: "OpenAPI 3.0 document", Content: content(&schema{Type: "object"}, mediaOpenAPI)})}},
			"/conformance": {Get: &operation{OperationID: "getConformance", Summary: "Conformance classes",
				Parameters: []parameter{fParam(formatJSON, formatHTML)},
				Responses: withErrors(response{Description: "conformance classes", Content: content(&schema{Type: "object", Required: []string{"conformsTo"},
					Properties: map[string]*schema{"conformsTo": {Type: "array", Items: stringSchema()}}}, mediaJSON)})}},
			"/collections": {Get: &operation{OperationID: "getCollections", Summary: "The collections",
				Parameters: []parameter{fParam(formatJSON, formatHTML)},
				Responses: withErrors(response{Description: "collections", Content: content(&schema{Type: "object", Required: []string{"links", "collections"},
					Properties: map[string]*schema{"links": linksSchema, "collections": {Type: "array", Items: &schema{Ref: ref("schemas", "collection")}}}}, mediaJSON)})}},
			"/collections/{collectionId}": {Get: &operation{OperationID: "getCollection", Summary: "One collection",
				Parameters: []parameter{{Ref: ref("parameters", "collectionId")}, fParam(formatJSON, formatHTML)},
				Responses:  withErrors(response{Description: "collection", Content: content(&schema{Ref: ref("schemas", "collection")}, mediaJSON)})}},
			"/collections/{collectionId}/items": {Get: &operation{OperationID: "getFeatures", Summary: "Features, filtered by time, space and properties",
				Parameters: itemsParams,
				Responses: withErrors(response{Description: "a page of features", Content: map[string]mediaType{
					mediaGeoJSON: {Schema: &schema{Ref: ref("schemas", "featureCollection")}},
					"text/html":  {Schema: stringSchema()},
					"text/csv":   {Schema: stringSchema()},
				}})}},
			"/collections/{collectionId}/items/{featureId}": {Get: &operation{OperationID: "getFeature", Summary: "One feature",
				Parameters: []parameter{{Ref: ref("parameters", "collectionId")},
					{Name: "featureId", In: "path", Required: true, Description: "the feature's id, percent-encoded", Schema: stringSchema()},
					fParam(formatJSON, formatHTML)},
				Responses: withErrors(response{Description: "feature", Content: map[string]mediaType{
					mediaGeoJSON: {Schema: &schema{Ref: ref("schemas", "feature")}},
					"text/html":  {Schema: stringSchema()},
				}})}},
			"/documents": {Get: &operation{OperationID: "getDocuments", Summary: "The source documents the features cite",
				Parameters: []parameter{fParam(formatJSON)},
				Responses: withErrors(response{Description: "documents", Content: content(&schema{Type: "object", Required: []string{"documents", "links"},
					Properties: map[string]*schema{"documents": {Type: "array", Items: &schema{Type: "object"}}, "links": linksSchema}}, mediaJSON)})}},
			"/documents/{documentId}": {Get: &operation{OperationID: "getDocument",
				Summary: "One source document: its text (features' source.start and source.end are code-point offsets into it) and the place and date mentions found in it",
				Parameters: []parameter{{Name: "documentId", In: "path", Required: true, Description: "the features' source.document, percent-encoded", Schema: stringSchema()},
					fParam(formatJSON)},
				Responses: withErrors(response{Description: "document", Content: content(&schema{Ref: ref("schemas", "document")}, mediaJSON)})}},
		},
		Components: components{
			Parameters: map[string]parameter{"collectionId": {Name: "collectionId", In: "path", Required: true,
				Schema: &schema{Type: "string", Enum: ids}}},
			Responses: map[string]response{"Error": {Description: "error", Content: content(&schema{Ref: ref("schemas", "exception")}, mediaJSON)}},
			Schemas: map[string]*schema{
				"link": linkSchema,
				"exception": {Type: "object", Required: []string{"code"}, Properties: map[string]*schema{
					"code": stringSchema(), "description": stringSchema(), "parameter": stringSchema()}},
				"landingPage": {Type: "object", Required: []string{"links"}, Properties: map[string]*schema{
					"title": stringSchema(), "description": stringSchema(), "links": linksSchema}},
				"collection": {Type: "object", Required: []string{"id", "links"}, Properties: map[string]*schema{
					"id": stringSchema(), "title": stringSchema(), "description": stringSchema(),
					"itemType": stringSchema(), "crs": {Type: "array", Items: stringSchema()},
					"extent": {Type: "object"}, "links": linksSchema}},
				"document": {Type: "object", Required: []string{"id", "text", "length"}, Properties: map[string]*schema{
					"id": stringSchema(), "title": stringSchema(), "language": stringSchema(), "text": stringSchema(),
					"length":  {Type: "integer", Description: "length of text in Unicode code points"},
					"wrapped": {Type: "boolean", Description: "the text breaks its lines at a width: only a blank line ends a paragraph, a single line break reads as a space"},
					"mentions": {Type: "array", Items: &schema{Type: "object", Required: []string{"start", "end", "kind"}, Properties: map[string]*schema{
						"start": {Type: "integer"}, "end": {Type: "integer", Description: "code-point offset, exclusive"},
						"kind": {Type: "string", Enum: []string{"place", "date"}}, "text": stringSchema(),
						"place_id": stringSchema(), "when": {Type: "string", Description: "EDTF"},
						"earliest": {Type: "string", Format: "date"}, "latest": {Type: "string", Format: "date"}}}}}},
				"feature": {Type: "object", Required: []string{"type", "geometry", "properties"}, Properties: map[string]*schema{
					"type": {Type: "string", Enum: []string{"Feature"}}, "id": stringSchema(),
					"geometry": {Type: "object", Nullable: true}, "properties": {Type: "object", Nullable: true}}},
				"featureCollection": {Type: "object", Required: []string{"type", "features"}, Properties: map[string]*schema{
					"type":           {Type: "string", Enum: []string{"FeatureCollection"}},
					"features":       {Type: "array", Items: &schema{Ref: ref("schemas", "feature")}},
					"links":          linksSchema,
					"timeStamp":      {Type: "string", Format: "date-time"},
					"numberMatched":  {Type: "integer", Minimum: intp(0)},
					"numberReturned": {Type: "integer", Minimum: intp(0)}}},
			},
		},
	}
	if base != "" {
		doc.Servers = []apiServer{{URL: base}}
	}
	if geocode {
		doc.Paths["/geocode"] = pathItem{Get: &operation{OperationID: "geocode", Summary: "Gazetteer candidates for a toponym, best first",
			Parameters: []parameter{
				{Name: "q", In: "query", Required: true, Description: "the toponym as written, in any case form", Schema: stringSchema()},
				{Name: "sentence", In: "query", Description: "the text q stands in (at most 2000 characters): it decides what q is there (a title, a person, a place adjective)", Schema: stringSchema()},
				{Name: "limit", In: "query", Schema: &schema{Type: "integer", Minimum: intp(1), Maximum: intp(100), Default: intp(10)}},
				{Name: "year", In: "query", Description: "date hint: names in use that year rank first", Schema: &schema{Type: "integer"}},
				{Name: "country", In: "query", Description: "ISO 3166-1 alpha-2 hint", Schema: &schema{Type: "string", MinLength: intp(2), MaxLength: intp(2)}},
			},
			Responses: withErrors(response{Description: "candidates as Points; none, with refused, reason and note, for a toponym that is no place there; none, with a note, for a toponym the gazetteer lacks", Content: map[string]mediaType{
				mediaGeoJSON: {Schema: &schema{Type: "object", Required: []string{"type", "features"}}}}})}}
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
