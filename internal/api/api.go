// Package api serves a chronomap store as OGC API - Features (Part 1: Core,
// GeoJSON, HTML, OpenAPI 3.0) with Echo, plus the map page at / and a
// geocoding endpoint.
package api

import (
	"context"
	"encoding/json"
	"errors"
	"html/template"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/internal/feature"
)

// Config is what the server needs.
type Config struct {
	Store feature.Reader
	// Geocoder answers /geocode; nil leaves the route out.
	Geocoder *geocode.Geocoder
	// CORSOrigins may read the API from other sites' pages (GET and HEAD
	// only: the API has no writes); "*" for any, empty for none.
	CORSOrigins []string
	Assets      fs.FS // the built map page; nil serves no page
	Logger      *slog.Logger
	// AccessLog logs one line per request at INFO on Logger.
	AccessLog bool
	// BaseURL is the public URL of the API's root (scheme, host and any
	// path prefix, no trailing slash) that links start with; empty makes
	// links absolute paths ("/collections/…"). The Host header of a
	// request is never used.
	BaseURL string
	// MaxInFlight caps the requests for features (items, in any format)
	// and geocoding running at once; another waits up to QueueWait for a
	// slot and is then answered 503 with Retry-After. 0 means no cap.
	MaxInFlight int
	QueueWait   time.Duration
	// RequestTimeout ends a request's context, and so its work, after this
	// long; it is then answered 503 if nothing was written yet. 0 means
	// no limit.
	RequestTimeout time.Duration
	// Stats, when set, counts requests, clients gone, rejections and
	// server errors.
	Stats *Stats
	// Now is the clock for timeStamp; nil means time.Now.
	Now func() time.Time
	// AnswerCacheBytes bounds the cache of items answers; 0 means
	// DefaultAnswerCacheBytes, a negative value turns it off.
	AnswerCacheBytes int
}

// Media types.
const (
	mediaGeoJSON = "application/geo+json"
	mediaJSON    = "application/json"
	mediaOpenAPI = "application/vnd.oai.openapi+json;version=3.0"
)

type server struct {
	store          feature.Reader
	assets         fs.FS
	log            *slog.Logger
	accessLogOn    bool
	base           string
	now            func() time.Time
	templates      *template.Template
	geocoder       *geocode.Geocoder
	slots          chan struct{}
	queueWait      time.Duration
	requestTimeout time.Duration
	stats          *Stats
	openapi        openAPICache
	answers        *answerCache
	gzipPool       sync.Pool
}

// New returns the HTTP handler with every route.
func New(cfg Config) *echo.Echo {
	tmpl, styleHash := parseTemplates()
	s := &server{
		store: cfg.Store, assets: cfg.Assets, log: cfg.Logger, accessLogOn: cfg.AccessLog, now: cfg.Now,
		base: strings.TrimSuffix(cfg.BaseURL, "/"), templates: tmpl, geocoder: cfg.Geocoder,
		queueWait: cfg.QueueWait, requestTimeout: cfg.RequestTimeout, stats: cfg.Stats,
	}
	if s.log == nil {
		s.log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if s.now == nil {
		s.now = time.Now
	}
	if s.stats == nil {
		s.stats = &Stats{}
	}
	if cfg.MaxInFlight > 0 {
		s.slots = make(chan struct{}, cfg.MaxInFlight)
	}
	switch {
	case cfg.AnswerCacheBytes == 0:
		s.answers = newAnswerCache(DefaultAnswerCacheBytes)
	case cfg.AnswerCacheBytes > 0:
		s.answers = newAnswerCache(cfg.AnswerCacheBytes)
	}
	e := echo.New()
	e.HideBanner, e.HidePort = true, true
	e.HTTPErrorHandler = s.errorHandler
	e.Pre(collapseSlashes, s.replayItems)
	e.Use(s.accessLog, securityHeaders(contentSecurityPolicy(styleHash)), recoverPanics(), s.bound, s.pin, unescapeParams)
	if len(cfg.CORSOrigins) > 0 {
		e.Use(middleware.CORSWithConfig(middleware.CORSConfig{AllowOrigins: cfg.CORSOrigins, AllowMethods: []string{http.MethodGet, http.MethodHead}}))
	}

	// Items answers compress themselves (and keep the compressed copy).
	e.Use(middleware.GzipWithConfig(middleware.GzipConfig{Level: gzipLevel, MinLength: 1024,
		Skipper: func(c echo.Context) bool { return c.Path() == itemsRoute }}))

	get := func(path string, h echo.HandlerFunc, mw ...echo.MiddlewareFunc) {
		e.GET(path, h, mw...)
		e.HEAD(path, h, mw...)
	}
	get("/", s.landing)
	get("/conformance", s.conformance)
	get("/api", s.openAPI, s.conditional)
	get("/collections", s.collections, s.conditional)
	get("/collections/:collectionId", s.collection, s.conditional)
	get(itemsRoute, s.items, s.conditional)
	get("/collections/:collectionId/items/:featureId", s.item, s.conditional)
	get("/documents", s.documents, s.conditional)
	get("/documents/:documentId", s.document, s.conditional)
	if s.geocoder != nil {
		get("/geocode", s.geocode, s.admission)
	}
	if s.assets != nil {
		get("/*", echo.StaticDirectoryHandler(s.assets, true))
	}
	return e
}

const itemsRoute = "/collections/:collectionId/items"

func (s *server) landing(c echo.Context) error {
	format, err := negotiate(c, formatHTML, formatJSON)
	if err != nil {
		return err
	}
	if format == formatHTML {
		var page []byte
		err := errors.New("no page")
		if s.assets != nil {
			page, err = fs.ReadFile(s.assets, "index.html")
		}
		if err != nil {
			return &Error{Status: http.StatusNotFound, Code: "NotFound", Description: "the map page is not built: run make web; the API is at /?f=json"}
		}
		return c.HTMLBlob(http.StatusOK, page)
	}
	// The map page keeps its state in the URL fragment; a query string
	// added by a link (a tracker, a bookmark tool) still opens it.
	if err := formatParamOnly(c); err != nil {
		return err
	}
	b := baseURL(c)
	return c.JSON(http.StatusOK, landingPage{
		Title:       "chronomap",
		Description: "Places, events and movements extracted from narrative history, served as OGC API - Features.",
		Links: []link{
			{Href: b + "/?f=json", Rel: "self", Type: mediaJSON, Title: "this document"},
			{Href: b + "/", Rel: "alternate", Type: "text/html", Title: "the map"},
			{Href: b + "/api", Rel: "service-desc", Type: mediaOpenAPI, Title: "the API definition (OpenAPI 3.0)"},
			{Href: b + "/conformance", Rel: "conformance", Type: mediaJSON, Title: "conformance classes"},
			{Href: b + "/collections", Rel: "data", Type: mediaJSON, Title: "collections"},
		},
	})
}

// conformanceClasses are the OGC API - Features Part 1 classes served.
var conformanceClasses = []string{
	"http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core",
	"http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson",
	"http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/html",
	"http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30",
}

func (s *server) conformance(c echo.Context) error {
	format, err := negotiate(c, formatJSON, formatHTML)
	if err != nil {
		return err
	}
	if err := formatParamOnly(c); err != nil {
		return err
	}
	if format == formatHTML {
		rows := make([][]string, len(conformanceClasses))
		for i, cc := range conformanceClasses {
			rows[i] = []string{cc}
		}
		return s.html(c, page{Title: "Conformance", Columns: []string{"conformance class"}, Rows: rows})
	}
	return c.JSON(http.StatusOK, conformance{ConformsTo: conformanceClasses})
}

func (s *server) findCollection(ctx context.Context, id string) (feature.Collection, error) {
	cols, err := s.store.Collections(ctx)
	if err != nil {
		return feature.Collection{}, err
	}
	for _, c := range cols {
		if c.ID == id {
			return c, nil
		}
	}
	return feature.Collection{}, notFound("no collection %q", id)
}

func (s *server) collections(c echo.Context) error {
	format, err := negotiate(c, formatJSON, formatHTML)
	if err != nil {
		return err
	}
	if err := formatParamOnly(c); err != nil {
		return err
	}
	cols, err := s.store.Collections(c.Request().Context())
	if err != nil {
		return err
	}
	if format == formatHTML {
		return s.html(c, page{Title: "Collections", Collections: cols})
	}
	b := baseURL(c)
	doc := collections{
		Links: []link{
			{Href: b + "/collections", Rel: "self", Type: mediaJSON, Title: "collections"},
			{Href: b + "/collections?f=html", Rel: "alternate", Type: "text/html", Title: "collections as HTML"},
		},
		Collections: make([]collectionDoc, 0, len(cols)),
	}
	for _, col := range cols {
		doc.Collections = append(doc.Collections, newCollectionDoc(b, col))
	}
	return c.JSON(http.StatusOK, doc)
}

func (s *server) collection(c echo.Context) error {
	format, err := negotiate(c, formatJSON, formatHTML)
	if err != nil {
		return err
	}
	if err := formatParamOnly(c); err != nil {
		return err
	}
	col, err := s.findCollection(c.Request().Context(), c.Param("collectionId"))
	if err != nil {
		return err
	}
	if format == formatHTML {
		return s.html(c, page{Title: col.Title, Description: col.Description, Collections: []feature.Collection{col}})
	}
	return c.JSON(http.StatusOK, newCollectionDoc(baseURL(c), col))
}

// formatType is the media type of a format's answer for features.
func formatType(f string) string {
	if f == formatJSON {
		return mediaGeoJSON
	}
	return formatMedia[f]
}

func (s *server) item(c echo.Context) error {
	ctx := c.Request().Context()
	format, err := negotiate(c, formatJSON, formatHTML)
	if err != nil {
		return err
	}
	col, err := s.findCollection(ctx, c.Param("collectionId"))
	if err != nil {
		return err
	}
	if err := formatParamOnly(c); err != nil {
		return err
	}
	id := c.Param("featureId")
	f, err := s.store.Item(ctx, col.ID, id)
	if errors.Is(err, feature.ErrNotFound) {
		return notFound("no feature %q in collection %q", id, col.ID)
	} else if err != nil {
		return err
	}
	if format == formatHTML {
		cols, rows, err := featureTable(ctx, []json.RawMessage{f})
		if err != nil {
			return err
		}
		return s.html(c, page{Title: col.Title + ": " + id, Columns: cols, Rows: rows, Links: []link{
			{Href: baseURL(c) + "/collections/" + url.PathEscape(col.ID) + "/items?f=html", Rel: "collection", Title: "all " + col.Title},
		}})
	}
	return c.Blob(http.StatusOK, mediaGeoJSON, f)
}
