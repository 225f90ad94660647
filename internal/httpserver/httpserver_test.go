package httpserver

import (
	"bufio"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// start serves h with cfg on a loopback port until the test ends.
func start(t *testing.T, h http.Handler, cfg Config) (*Server, string) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := New(h, cfg)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln, time.Second) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Serve: %v", err)
		}
	})
	return srv, ln.Addr().String()
}

var hello = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "hello") })

// request sends a GET on conn and reads the answer's status.
func request(t *testing.T, conn net.Conn, br *bufio.Reader, header string) int {
	t.Helper()
	if _, err := io.WriteString(conn, "GET / HTTP/1.1\r\nHost: x\r\n"+header+"\r\n"); err != nil {
		t.Fatal(err)
	}
	res, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.StatusCode
}

// closedWithin reports whether the server closes conn within d.
func closedWithin(conn net.Conn, br *bufio.Reader, d time.Duration) bool {
	conn.SetReadDeadline(time.Now().Add(d))
	_, err := br.ReadByte()
	var ne net.Error
	return err != nil && !(errors.As(err, &ne) && ne.Timeout())
}

// TestIdleConnectionsAreClosed: a keep-alive connection idle past
// IdleTimeout, and one that never sends a request past ReadHeaderTimeout,
// are closed by the server (they stayed open for ever).
func TestIdleConnectionsAreClosed(t *testing.T) {
	t.Parallel()
	_, addr := start(t, hello, Config{IdleTimeout: 300 * time.Millisecond, ReadHeaderTimeout: 300 * time.Millisecond})
	keepAlive, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer keepAlive.Close()
	kr := bufio.NewReader(keepAlive)
	if status := request(t, keepAlive, kr, ""); status != 200 {
		t.Fatalf("status %d", status)
	}
	silent, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer silent.Close()
	sr := bufio.NewReader(silent)
	if closedWithin(keepAlive, kr, 100*time.Millisecond) || closedWithin(silent, sr, 100*time.Millisecond) {
		t.Fatal("closed before the timeout")
	}
	if !closedWithin(keepAlive, kr, 2*time.Second) {
		t.Error("the idle keep-alive connection is still open")
	}
	if !closedWithin(silent, sr, 2*time.Second) {
		t.Error("the silent connection is still open")
	}
}

// TestConnectionBoundEvictsIdle: with MaxConns open and idle, a new client
// is still answered: the connection idle longest is closed for it.
func TestConnectionBoundEvictsIdle(t *testing.T) {
	t.Parallel()
	srv, addr := start(t, hello, Config{MaxConns: 5})
	var idle []net.Conn
	for i := range 5 {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		if i > 0 { // the first stays new (nothing sent); the others idle after a request
			if status := request(t, c, bufio.NewReader(c), ""); status != 200 {
				t.Fatal(status)
			}
		}
		idle = append(idle, c)
		time.Sleep(10 * time.Millisecond)
	}
	start := time.Now()
	res, err := http.Get("http://" + addr + "/")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 200 || time.Since(start) > time.Second {
		t.Errorf("new client: status %d after %v", res.StatusCode, time.Since(start))
	}
	if !closedWithin(idle[0], bufio.NewReader(idle[0]), time.Second) {
		t.Error("the connection idle longest is still open")
	}
	if closedWithin(idle[4], bufio.NewReader(idle[4]), 100*time.Millisecond) {
		t.Error("the newest idle connection was closed")
	}
	if srv.Evicted() != 1 {
		t.Errorf("evicted %d", srv.Evicted())
	}
}

// TestHeaderLimit: a header beyond MaxHeaderBytes is refused with 431.
func TestHeaderLimit(t *testing.T) {
	t.Parallel()
	_, addr := start(t, hello, Config{MaxHeaderBytes: 1024})
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	br := bufio.NewReader(conn)
	if status := request(t, conn, br, "X-Big: "+strings.Repeat("a", 8<<10)+"\r\n"); status != http.StatusRequestHeaderFieldsTooLarge {
		t.Errorf("status %d, want 431", status)
	}
}

// TestGracefulStop: a request in flight when the server stops is answered.
func TestGracefulStop(t *testing.T) {
	t.Parallel()
	started := make(chan struct{})
	slow := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(started)
		time.Sleep(200 * time.Millisecond)
		io.WriteString(w, "done")
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- New(slow, Config{}).Serve(ctx, ln, 5*time.Second) }()
	answered := make(chan string, 1)
	go func() {
		res, err := http.Get("http://" + ln.Addr().String() + "/")
		if err != nil {
			answered <- err.Error()
			return
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		answered <- string(b)
	}()
	<-started
	cancel()
	if got := <-answered; got != "done" {
		t.Errorf("request in flight: %q", got)
	}
	if err := <-served; err != nil {
		t.Errorf("Serve: %v", err)
	}
}

func TestDefaults(t *testing.T) {
	t.Parallel()
	c := Config{}.withDefaults()
	if c.ReadHeaderTimeout != 10*time.Second || c.ReadTimeout != 30*time.Second || c.WriteTimeout != time.Minute ||
		c.IdleTimeout != time.Minute || c.MaxHeaderBytes != 16384 || c.MaxConns != OpenFileLimit()-ReservedFiles {
		t.Errorf("defaults %+v (open-file limit %d)", c, OpenFileLimit())
	}
}
