package api

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers/gorillamux"
)

// TestOpenAPI validates the served /api document and checks that real
// requests and answers conform to it.
func TestOpenAPI(t *testing.T) {
	srv := smallServer(t)
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
}
