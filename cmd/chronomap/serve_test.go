package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chronomap/chronomap/internal/testenv"
)

// syncBuffer is a buffer safe for a server's log and a test reading it.
type syncBuffer struct {
	mu     sync.Mutex
	buf    bytes.Buffer
	writes int
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.writes++
	return b.buf.Write(p)
}

// text returns what was written so far and in how many writes.
func (b *syncBuffer) text() (string, int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String(), b.writes
}

// lines decodes the JSON log lines written so far.
func (b *syncBuffer) lines() []map[string]any {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []map[string]any
	for _, l := range strings.Split(b.buf.String(), "\n") {
		var m map[string]any
		if json.Unmarshal([]byte(l), &m) == nil {
			out = append(out, m)
		}
	}
	return out
}

// waitLog waits for a log line with the message and returns it.
func (b *syncBuffer) waitLog(t *testing.T, msg string, after int) (map[string]any, int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		lines := b.lines()
		for i := after; i < len(lines); i++ {
			if lines[i]["msg"] == msg {
				return lines[i], i + 1
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("no %q in the log:\n%s", msg, b.buf.String())
	return nil, 0
}

// TestServeFollowsImports runs serve on a file, imports another dataset
// with the same --db and sees serve switch to it by itself (--watch) and
// on SIGHUP, with JSON access log lines, and stop cleanly. Not parallel:
// it sends SIGHUP to the test process, which only serve's handler may
// receive.
func TestServeFollowsImports(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "serve.db")
	geojson := func(name string, ids ...string) string {
		var feats []string
		for _, id := range ids {
			feats = append(feats, `{"type":"Feature","id":"`+id+`","geometry":{"type":"Point","coordinates":[2,48]},"properties":{"when":"1902"}}`)
		}
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(`{"type":"FeatureCollection","features":[`+strings.Join(feats, ",")+`]}`), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	if out, err := run(t, "--db", db, "import", geojson("a.geojson", "a1", "a2")); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var logs syncBuffer
	ctx, cancel := context.WithCancel(context.Background())
	cmd := newRootCmd()
	cmd.SetOut(&logs)
	cmd.SetErr(&logs)
	cmd.SetArgs([]string{"--db", db, "serve", "--addr", "127.0.0.1:0", "--watch", "50ms"})
	served := make(chan error, 1)
	go func() { served <- cmd.ExecuteContext(ctx) }()
	start, seen := logs.waitLog(t, "serving", 0)
	url := start["url"].(string)
	count := func() int {
		res, err := http.Get(url + "collections/events/items")
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		var fc struct {
			Matched int `json:"numberMatched"`
		}
		json.NewDecoder(res.Body).Decode(&fc)
		return fc.Matched
	}
	if n := count(); n != 2 {
		t.Fatalf("%d events served, want 2", n)
	}
	if out, err := run(t, "--db", db, "import", geojson("b.geojson", "b1", "b2", "b3")); err != nil {
		t.Fatalf("import while serving: %v\n%s", err, out)
	}
	line, seen := logs.waitLog(t, "serving a new dataset", seen)
	if line["why"] != "file replaced" || count() != 3 {
		t.Errorf("after the import: %v, %d events", line, count())
	}
	if err := syscall.Kill(os.Getpid(), syscall.SIGHUP); err != nil {
		t.Fatal(err)
	}
	line, _ = logs.waitLog(t, "serving a new dataset", seen)
	if line["why"] != "SIGHUP" || count() != 3 {
		t.Errorf("after SIGHUP: %v, %d events", line, count())
	}
	cancel()
	if err := <-served; err != nil {
		t.Fatalf("serve: %v", err)
	}
	stopped, _ := logs.waitLog(t, "stopped", 0)
	if stopped["requests"] != float64(3) || stopped["server_errors"] != float64(0) {
		t.Errorf("stop line %v", stopped)
	}
	access := 0
	for _, l := range logs.lines() {
		if l["msg"] == "request" && l["path"] == "/collections/events/items" && l["status"] == float64(200) && l["bytes"].(float64) > 0 {
			access++
		}
	}
	if access != 3 {
		t.Errorf("%d access lines, want 3", access)
	}
}

func TestServeRefusesBadSettings(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "x.db")
	for _, args := range [][]string{
		{"--base-url", "ftp://example.org"}, {"--base-url", "/relative"}, {"--base-url", "https://example.org/?q=1"},
		{"--log-level", "loud"}, {"--log-format", "xml"}, {"--max-in-flight", "0"},
	} {
		_, err := run(t, append([]string{"--db", db, "serve", "--addr", "127.0.0.1:0"}, args...)...)
		if err == nil || !strings.Contains(err.Error(), args[0]) {
			t.Errorf("%v: err = %v", args, err)
		}
	}
	if _, err := run(t, "--db", db, "serve"); err == nil || !strings.Contains(err.Error(), "no such file") || !strings.Contains(err.Error(), "import --text") ||
		strings.Count(err.Error(), "open ") != 1 {
		t.Errorf("missing --db: %v", err)
	}
}

// TestServeGeocodesWithTheDictionary: serve's /geocode reads a toponym as
// extract and geocode do, with the --dict dictionary: «Пушкину» is a case
// form of «Пушкин» (the town of Pushkin), which word endings alone read as
// «Пушкино» (another town).
func TestServeGeocodesWithTheDictionary(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db, gaz := filepath.Join(dir, "serve.db"), filepath.Join(dir, "gazetteer.db")
	cities := filepath.Join(dir, "cities.txt")
	rows := "503977\tPushkino\tPushkino\tПушкино\t56.01722\t37.86667\tP\tPPL\tRU\t\t47\t\t\t\t102816\t\t160\tEurope/Moscow\t2012-01-17\n" +
		"504003\tPushkin\tPushkin\tDetskoye Selo,Tsarskoye Selo,Пушкин\t59.71417\t30.39642\tP\tPPL\tRU\t\t66\t\t\t\t92889\t\t74\tEurope/Moscow\t2013-03-29\n"
	if err := os.WriteFile(cities, []byte(rows), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := run(t, "--gazetteer", gaz, "gazetteer", "load", cities, "--no-world", "--no-overlay", "--no-progress"); err != nil {
		t.Fatalf("gazetteer load: %v\n%s", err, out)
	}
	data := filepath.Join(dir, "one.geojson")
	one := `{"type":"FeatureCollection","features":[{"type":"Feature","id":"e1","geometry":{"type":"Point","coordinates":[30.4,59.7]},"properties":{"when":"1902"}}]}`
	if err := os.WriteFile(data, []byte(one), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := run(t, "--db", db, "import", data); err != nil {
		t.Fatalf("import: %v\n%s", err, out)
	}
	var logs syncBuffer
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cmd := newRootCmd()
	cmd.SetOut(&logs)
	cmd.SetErr(&logs)
	cmd.SetArgs([]string{"--db", db, "--gazetteer", gaz, "--dict", testenv.DictionaryDir(t), "serve", "--addr", "127.0.0.1:0", "--watch", "0"})
	served := make(chan error, 1)
	go func() { served <- cmd.ExecuteContext(ctx) }()
	start, _ := logs.waitLog(t, "serving", 0)
	res, err := http.Get(start["url"].(string) + "geocode?q=" + url.QueryEscape("Пушкину"))
	if err != nil {
		t.Fatal(err)
	}
	var fc struct {
		Features []struct{ ID string }
	}
	err = json.NewDecoder(res.Body).Decode(&fc)
	res.Body.Close()
	if err != nil || res.StatusCode != 200 || len(fc.Features) == 0 || fc.Features[0].ID != "geonames:504003" {
		t.Errorf("/geocode?q=Пушкину: status %d, %+v (%v); want geonames:504003 (Pushkin) first", res.StatusCode, fc, err)
	}
	cancel()
	if err := <-served; err != nil {
		t.Fatal(err)
	}
}

// TestServeNamesABusyAddress: a port already taken is named with what to
// do, not as a bare bind error.
func TestServeNamesABusyAddress(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db, events := filepath.Join(dir, "x.db"), filepath.Join(dir, "events.geojson")
	if err := os.WriteFile(events, []byte(`{"type":"FeatureCollection","features":[{"type":"Feature","id":"a","geometry":{"type":"Point","coordinates":[2,48]},"properties":{"when":"1902"}}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := run(t, "--db", db, "import", events); err != nil {
		t.Fatalf("import: %v\n%s", err, out)
	}
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	addr := busy.Addr().String()
	_, err = run(t, "--db", db, "serve", "--addr", addr)
	if err == nil || !strings.Contains(err.Error(), "--addr "+addr+": ") || !strings.Contains(err.Error(), "address already in use") ||
		!strings.Contains(err.Error(), "give another --addr") {
		t.Errorf("busy address: %v", err)
	}
}
