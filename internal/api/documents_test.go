package api

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chronomap/chronomap/internal/store"
)

func TestDocumentEndpoints(t *testing.T) {
	db, err := store.Open(filepath.Join(t.TempDir(), "docs.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	err = db.ReplaceDataset(store.Dataset{
		Collections: []store.Collection{{ID: "events", Title: "Events"}},
		Features:    map[string][]store.Feature{"events": nil},
		Documents: []store.Document{{ID: "lenin 1902.txt", Title: "Lenin", Language: "ru", Text: "В Лондоне.",
			Mentions: []store.Mention{{Start: 2, End: 9, Kind: "place", Text: "Лондоне", PlaceID: "geonames:2643743"}}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(New(Config{Store: db, Now: fixedNow}))
	defer srv.Close()

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
		list.Documents[0].Links[0].Href != srv.URL+"/documents/lenin%201902.txt" {
		t.Errorf("documents %+v", list.Documents)
	}

	res, body = get(t, srv.URL+"/documents/lenin%201902.txt")
	var doc store.Document
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
