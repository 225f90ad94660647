package api

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/chronomap/chronomap/internal/feature"
)

func TestDocumentEndpoints(t *testing.T) {
	for _, r := range readers {
		t.Run(r.name, func(t *testing.T) {
			ds := smallDataset(t)
			ds.Documents = []feature.Document{{ID: "lenin 1902.txt", Title: "Lenin", Language: "ru", Text: "В Лондоне.",
				Mentions: []feature.Mention{{Start: 2, End: 9, Kind: "place", Text: "Лондоне", PlaceID: "geonames:2643743"}}}}
			srv := httptest.NewServer(New(Config{Store: r.open(t, ds), Now: fixedNow}))
			defer srv.Close()
			testDocumentEndpoints(t, srv)
		})
	}
}

func testDocumentEndpoints(t *testing.T, srv *httptest.Server) {
	res, body := get(t, srv.URL+"/documents")
	var list struct {
		Documents []struct {
			ID     string
			Length int
			Links  []link
		}
	}
	if err := json.Unmarshal(body, &list); err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("GET /documents: %d %s", res.StatusCode, body)
	}
	if len(list.Documents) != 1 || list.Documents[0].ID != "lenin 1902.txt" || list.Documents[0].Length != 10 ||
		list.Documents[0].Links[0].Href != "/documents/lenin%201902.txt" {
		t.Errorf("documents %+v", list.Documents)
	}

	res, body = get(t, srv.URL+"/documents/lenin%201902.txt")
	var doc feature.Document
	if err := json.Unmarshal(body, &doc); err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("GET a document: %d %s", res.StatusCode, body)
	}
	if doc.Text != "В Лондоне." || doc.Language != "ru" || len(doc.Mentions) != 1 || doc.Mentions[0].PlaceID != "geonames:2643743" {
		t.Errorf("document %+v", doc)
	}
	if res.Header.Get("ETag") == "" {
		t.Error("a document answer has no ETag")
	}

	for _, tc := range []struct {
		path   string
		status int
		want   string
	}{
		{"/documents/nothing.txt", http.StatusNotFound, `no document \"nothing.txt\"`},
		{"/documents/lenin%201902.txt?q=1", http.StatusBadRequest, `"parameter":"q"`},
		{"/documents?f=html", http.StatusBadRequest, `"parameter":"f"`},
	} {
		res, body := get(t, srv.URL+tc.path)
		if res.StatusCode != tc.status || !strings.Contains(string(body), tc.want) {
			t.Errorf("GET %s: %d %s; want %d with %s", tc.path, res.StatusCode, body, tc.status, tc.want)
		}
	}
}
