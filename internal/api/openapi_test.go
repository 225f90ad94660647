package api

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers/gorillamux"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
)

// TestOpenAPI validates the served /api document and checks that real
// requests and answers conform to it.
func TestOpenAPI(t *testing.T) {
	t.Parallel()
	forEachReader(t, func(t *testing.T, srv *httptest.Server) {
		res, body := get(t, srv.URL+"/api")
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != mediaOpenAPI {
			t.Fatalf("/api: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
		}
		loader := openapi3.NewLoader()
		doc, err := loader.LoadFromData(body)
		if err != nil {
			t.Fatal(err)
		}
		ctx := context.Background()
		if err := doc.Validate(ctx); err != nil {
			t.Fatalf("invalid OpenAPI document: %v", err)
		}
		router, err := gorillamux.NewRouter(doc)
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range []string{
			"/?f=json",
			"/conformance",
			"/collections",
			"/collections/events",
			"/collections/events/items?datetime=1902-06-01/..&limit=2",
			"/collections/events/items?bbox=-1,51,0,52",
			"/collections/events/items/paris",
			"/collections/events/items?datetime=1902-02-30",
			"/collections/events/items/none",
		} {
			t.Run(path, func(t *testing.T) {
				req, _ := http.NewRequest(http.MethodGet, srv.URL+path, nil)
				req.Header.Set("Accept", "application/geo+json, application/json")
				route, params, err := router.FindRoute(req)
				if err != nil {
					t.Fatalf("no route in the document: %v", err)
				}
				in := &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route,
					Options: &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc}}
				res, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				defer res.Body.Close()
				body, _ := io.ReadAll(res.Body)
				if res.StatusCode == 200 {
					if err := openapi3filter.ValidateRequest(ctx, in); err != nil {
						t.Errorf("request does not match the document: %v", err)
					}
				}
				out := &openapi3filter.ResponseValidationInput{RequestValidationInput: in, Status: res.StatusCode,
					Header: res.Header, Body: io.NopCloser(bytes.NewReader(body))}
				if err := openapi3filter.ValidateResponse(ctx, out); err != nil {
					t.Errorf("answer does not match the document: %v", err)
				}
			})
		}
	})
}

// TestOpenAPIMatchesRoutes checks that the document lists exactly the
// routes the server registers (the page's static files aside).
func TestOpenAPIMatchesRoutes(t *testing.T) {
	t.Parallel()
	cfg := Config{Store: emptyStore(t), Geocoder: geocode.New(gazetteer.NewMemory())}
	e := New(cfg)
	srv := httptest.NewServer(e)
	defer srv.Close()
	_, body := get(t, srv.URL+"/api")
	var doc struct{ Paths map[string]any }
	if err := json.Unmarshal(body, &doc); err != nil {
		t.Fatal(err)
	}
	full, err := openapi3.NewLoader().LoadFromData(body)
	if err != nil {
		t.Fatal(err)
	}
	if err := full.Validate(context.Background()); err != nil {
		t.Errorf("invalid OpenAPI document with /geocode: %v", err)
	}
	routes := map[string]bool{}
	for _, r := range e.Routes() {
		if r.Method != http.MethodGet || r.Path == "/*" {
			continue
		}
		path := regexp.MustCompile(`:(\w+)`).ReplaceAllString(r.Path, "{$1}")
		routes[path] = true
		if doc.Paths[path] == nil {
			t.Errorf("route %s is not in the OpenAPI document", path)
		}
	}
	for path := range doc.Paths {
		if !routes[path] {
			t.Errorf("the OpenAPI document lists %s, which is not a route", path)
		}
	}
	if len(routes) != 10 {
		t.Errorf("%d routes: %v", len(routes), routes)
	}
}
