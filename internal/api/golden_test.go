package api

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/chronomap/chronomap/internal/testenv"
)

// goldenAnswers are the requests whose answers testdata/*.golden.* hold.
var goldenAnswers = []struct{ name, path string }{
	{"landing", "/?f=json"},
	{"conformance", "/conformance"},
	{"collections", "/collections"},
	{"collection", "/collections/events"},
	{"items", "/collections/events/items"},
	{"items-datetime", "/collections/events/items?datetime=1902-06-10"},
	{"items-bbox-antimeridian", "/collections/events/items?bbox=170,40,-0.1,52"},
	{"items-page", "/collections/events/items?limit=1&offset=1"},
	{"item", "/collections/events/items/paris"},
	{"openapi", "/api"},
	{"documents", "/documents"},
	{"error-bbox-nan", "/collections/events/items?bbox=NaN,NaN,NaN,NaN"},
	{"error-unknown-parameter", "/collections/events/items?sort=asc"},
	{"error-no-feature", "/collections/events/items/nowhere"},
	{"error-no-collection", "/collections/nowhere/items"},
	{"error-format", "/collections/events/items?f=xml"},
	{"error-method", "/collections"}, // POST
	{"items.csv", "/collections/events/items?f=csv"},
	{"items.html", "/collections/events/items?f=html&limit=2"},
}

// TestGoldenAnswers compares each answer, with its status and media type,
// with its golden file, over each Reader: both must give the same bytes.
// go test ./internal/api -update rewrites the files; review the diff.
func TestGoldenAnswers(t *testing.T) {
	t.Parallel()
	for _, r := range readers {
		t.Run(r.name, func(t *testing.T) {
			srv := httptest.NewServer(New(Config{Store: r.open(t, smallDataset(t)), Now: fixedNow}))
			defer srv.Close()
			for _, g := range goldenAnswers {
				t.Run(g.name, func(t *testing.T) {
					method := "GET"
					if g.name == "error-method" {
						method = "POST"
					}
					res, body := do(t, method, srv.URL+g.path)
					head := fmt.Sprintf("%d %s\n", res.StatusCode, res.Header.Get("Content-Type"))
					switch {
					case strings.HasSuffix(g.name, ".csv"), strings.HasSuffix(g.name, ".html"):
						testenv.Golden(t, g.name+".golden", append([]byte(head), body...))
					default:
						testenv.Golden(t, g.name+".golden.json", goldenJSON(t, res.StatusCode, res.Header.Get("Content-Type"), body))
					}
				})
			}
		})
	}
}

// goldenJSON is a JSON answer as its golden file holds it: status, media
// type and the body, indented, members in the order the server wrote them.
func goldenJSON(t *testing.T, status int, mediaType string, body []byte) []byte {
	t.Helper()
	var out bytes.Buffer
	fmt.Fprintf(&out, "{\n  \"status\": %d,\n  \"type\": %q,\n  \"body\": ", status, mediaType)
	if err := json.Indent(&out, bytes.TrimSpace(body), "  ", "  "); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, body)
	}
	out.WriteString("\n}\n")
	return out.Bytes()
}

// TestGoldenWithBaseURL: with a public base URL every link starts with it
// and the OpenAPI document names it as its server.
func TestGoldenWithBaseURL(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(New(Config{Store: readers[1].open(t, smallDataset(t)), Now: fixedNow, BaseURL: "https://maps.example.org/chronomap/"}))
	defer srv.Close()
	for _, path := range []string{"/?f=json", "/collections/events/items?limit=1"} {
		res, body := get(t, srv.URL+path)
		name := "base-url-landing"
		if strings.Contains(path, "items") {
			name = "base-url-items"
		}
		testenv.Golden(t, name+".golden.json", goldenJSON(t, res.StatusCode, res.Header.Get("Content-Type"), body))
	}
	_, body := get(t, srv.URL+"/api")
	if !strings.Contains(string(body), `"servers":[{"url":"https://maps.example.org/chronomap"}]`) {
		t.Errorf("OpenAPI servers: %.300s", body)
	}
}
