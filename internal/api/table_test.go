package api

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"
)

// TestFeatureTable: nested objects read as their members in name order
// (a source as its document, span and quote), arrays joined, numbers as
// written.
func TestFeatureTable(t *testing.T) {
	t.Parallel()
	f := json.RawMessage(`{"type":"Feature","id":"lecture-paris","geometry":{"type":"Point","coordinates":[2.35,48.86]},
		"properties":{"type":"lecture","actors":["Lenin","Krupskaya"],"mentions":3,
		"source":{"document":"lenin.txt","start":1982,"end":2001,"text":"В течении 1902 года"},
		"summaries":{"ru":"Ленин читает реферат в Париже"}}}`)
	cols, rows, err := featureTable(context.Background(), []json.RawMessage{f})
	if err != nil {
		t.Fatal(err)
	}
	wantCols := []string{"id", "wkt", "type", "actors", "mentions", "source", "summaries"}
	wantRow := []string{"lecture-paris", "POINT(2.35 48.86)", "lecture", "Lenin; Krupskaya", "3",
		"document: lenin.txt; end: 2001; start: 1982; text: В течении 1902 года", "ru: Ленин читает реферат в Париже"}
	if !reflect.DeepEqual(cols, wantCols) || len(rows) != 1 || !reflect.DeepEqual(rows[0], wantRow) {
		t.Errorf("got %q %q\nwant %q %q", cols, rows, wantCols, wantRow)
	}
}
