// Package httpserver runs an HTTP handler the way a public server must:
// timeouts on reading, writing and idling, a bound on header size, and a
// bound on open connections below the process's open-file limit, so that
// idle or slow clients can neither exhaust the file descriptors nor keep
// them: when the bound is reached, the connection idle longest is closed
// to make room for the new one.
package httpserver

import (
	"context"
	"errors"
	"net"
	"net/http"
	"sync"
	"syscall"
	"time"
)

// Config holds the server's limits; zero values take the defaults below.
type Config struct {
	// ReadHeaderTimeout bounds reading a request's header; ReadTimeout the
	// whole request; WriteTimeout the time from the end of the header to
	// the end of the answer; IdleTimeout a keep-alive connection's wait
	// for its next request.
	ReadHeaderTimeout, ReadTimeout, WriteTimeout, IdleTimeout time.Duration
	// MaxHeaderBytes bounds a request's header lines (net/http answers 431
	// beyond it).
	MaxHeaderBytes int
	// MaxConns bounds open connections; 0 means the open-file limit less
	// ReservedFiles.
	MaxConns int
}

// Defaults of Config.
const (
	DefaultReadHeaderTimeout = 10 * time.Second
	DefaultReadTimeout       = 30 * time.Second
	DefaultWriteTimeout      = 60 * time.Second
	DefaultIdleTimeout       = 60 * time.Second
	DefaultMaxHeaderBytes    = 16 << 10
	// ReservedFiles are the file descriptors kept for everything but
	// client connections: the listener, database files (two during a
	// dataset swap), logs.
	ReservedFiles = 64
)

func (c Config) withDefaults() Config {
	set := func(d *time.Duration, def time.Duration) {
		if *d == 0 {
			*d = def
		}
	}
	set(&c.ReadHeaderTimeout, DefaultReadHeaderTimeout)
	set(&c.ReadTimeout, DefaultReadTimeout)
	set(&c.WriteTimeout, DefaultWriteTimeout)
	set(&c.IdleTimeout, DefaultIdleTimeout)
	if c.MaxHeaderBytes == 0 {
		c.MaxHeaderBytes = DefaultMaxHeaderBytes
	}
	if c.MaxConns == 0 {
		c.MaxConns = OpenFileLimit() - ReservedFiles
	}
	c.MaxConns = max(c.MaxConns, 1)
	return c
}

// OpenFileLimit is the process's limit on open files (RLIMIT_NOFILE; Go
// raises the soft limit to the hard one at start).
func OpenFileLimit() int {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil || lim.Cur > 1<<30 {
		return 1 << 20
	}
	return int(lim.Cur)
}

// Server is an http.Server with the limits of Config.
type Server struct {
	http  *http.Server
	conns *connTracker
	cfg   Config
}

// New returns a server of h with cfg's limits.
func New(h http.Handler, cfg Config) *Server {
	cfg = cfg.withDefaults()
	t := &connTracker{max: cfg.MaxConns, conns: map[net.Conn]*connInfo{}}
	s := &Server{cfg: cfg, conns: t, http: &http.Server{
		Handler:           h,
		ReadHeaderTimeout: cfg.ReadHeaderTimeout,
		ReadTimeout:       cfg.ReadTimeout,
		WriteTimeout:      cfg.WriteTimeout,
		IdleTimeout:       cfg.IdleTimeout,
		MaxHeaderBytes:    cfg.MaxHeaderBytes,
		ConnState:         t.setState,
	}}
	return s
}

// Config returns the limits in force, defaults filled in.
func (s *Server) Config() Config { return s.cfg }

// Serve accepts connections on ln until ctx ends, then stops accepting,
// lets requests in flight finish for up to grace and closes the rest.
func (s *Server) Serve(ctx context.Context, ln net.Listener, grace time.Duration) error {
	done := make(chan error, 1)
	go func() { done <- s.http.Serve(&limitListener{Listener: ln, t: s.conns}) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	err := s.http.Shutdown(shut)
	if errors.Is(err, context.DeadlineExceeded) {
		err = s.http.Close()
	}
	if serveErr := <-done; !errors.Is(serveErr, http.ErrServerClosed) {
		return serveErr
	}
	return err
}

// Evicted returns how many idle connections were closed to make room for
// new ones.
func (s *Server) Evicted() int64 {
	s.conns.mu.Lock()
	defer s.conns.mu.Unlock()
	return s.conns.evicted
}

// connInfo is a connection's last state and when it entered it.
type connInfo struct {
	state http.ConnState
	since time.Time
}

// connTracker knows every open connection and closes the longest idle one
// when a new connection would pass max.
type connTracker struct {
	mu      sync.Mutex
	max     int
	conns   map[net.Conn]*connInfo
	evicted int64
}

// setState is the server's ConnState hook.
func (t *connTracker) setState(c net.Conn, state http.ConnState) {
	t.mu.Lock()
	defer t.mu.Unlock()
	switch state {
	case http.StateClosed, http.StateHijacked:
		delete(t.conns, c)
	default:
		if info, ok := t.conns[c]; ok {
			info.state, info.since = state, time.Now()
		}
	}
}

// admit registers a new connection, first closing the connection idle
// longest (waiting for a request: new or keep-alive) when the bound is
// reached. It reports false when every connection is busy: the new one
// is then refused.
func (t *connTracker) admit(c net.Conn) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.conns) >= t.max {
		var oldest net.Conn
		var since time.Time
		for conn, info := range t.conns {
			if (info.state == http.StateIdle || info.state == http.StateNew) && (oldest == nil || info.since.Before(since)) {
				oldest, since = conn, info.since
			}
		}
		if oldest == nil {
			return false
		}
		oldest.Close()
		delete(t.conns, oldest)
		t.evicted++
	}
	t.conns[c] = &connInfo{state: http.StateNew, since: time.Now()}
	return true
}

// limitListener admits each accepted connection through its tracker.
type limitListener struct {
	net.Listener
	t *connTracker
}

func (l *limitListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if l.t.admit(c) {
			return c, nil
		}
		c.Close()
	}
}
