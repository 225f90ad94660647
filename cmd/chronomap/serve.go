package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/internal/api"
	"github.com/chronomap/chronomap/internal/httpserver"
	"github.com/chronomap/chronomap/internal/store"
	"github.com/chronomap/chronomap/web"
)

// serveFlags are serve's settings.
type serveFlags struct {
	addr, baseURL, logLevel, logFormat string
	cors                               []string
	limits                             httpserver.Config
	maxInFlight                        int
	queueWait, requestTimeout, watch   time.Duration
	accessLog                          bool
	cacheMB                            int
}

func newServeCmd(a *app) *cobra.Command {
	var f serveFlags
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve the dataset as OGC API - Features and the map page",
		Long: `serve opens --db read-only (several processes may serve one file) and
answers on --addr with OGC API - Features:
  /                                   the map page (JSON landing page with ?f=json)
  /api                                the OpenAPI 3.0 definition
  /conformance                        conformance classes
  /collections                        places, events, movements, tracks
  /collections/{id}/items             GeoJSON (f=html, f=csv), filtered by datetime,
                                      bbox, properties; limit and offset page it
  /collections/{id}/items/{featureId} one feature
  /documents, /documents/{id}         the source texts features cite, with the
                                      place and date mentions found in them
  /geocode?q=TOPONYM[&sentence=TEXT]  gazetteer candidates as GeoJSON, the
                                      toponym read (in TEXT) as extract reads it

The index is built when the map opens; items answers asked for again come
from an answer cache of --cache-size MB (gzipped once when asked gzipped).
datetime is compared at calendar-day resolution: an instant selects the
features of its day (in UTC). /geocode answers when the gazetteer file
--gazetteer exists, and reads Russian with the --dict dictionary.

Replacing the dataset while serving: run "chronomap import" with the same
--db. It writes a new file and renames it over --db; serve notices within
--watch (or at once on SIGHUP), opens the new file, finishes the requests
under way on the old one and then closes it. No request fails. Moving a
complete database file over --db with mv works the same way. Never copy
over the file being served (cp, or writing into it): serve then answers
500 for the requests that read it until the copy is complete.

Every answer carries a Content-Security-Policy, X-Content-Type-Options,
X-Frame-Options and Referrer-Policy. Links in answers start with
--base-url, or are absolute paths when it is empty; the Host header of a
request is never used. Logs are JSON lines on stderr, one per request
(method, path, status, bytes, duration) with --access-log.

Limits: a request for features (items in any format, /geocode) waits at
most --queue-wait for one of --max-in-flight slots and is answered 503
with Retry-After beyond that; any request's work stops after
--request-timeout. Connections are closed after the read, write
and idle timeouts, and beyond --max-conns the connection idle longest is
closed to make room.`,
		Example: "  chronomap serve --addr 127.0.0.1:8080\n" +
			"  chronomap serve --addr :8080 --base-url https://maps.example.org/chronomap",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runServe(cmd.Context(), cmd.ErrOrStderr(), a, f, cmd.Flags().Changed("gazetteer"))
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.addr, "addr", "127.0.0.1:8080", "`host:port` to listen on")
	fl.StringSliceVar(&f.cors, "cors-origin", []string{"*"}, "`origins` whose pages may read the API (GET, HEAD); \"\" for none")
	fl.StringVar(&f.baseURL, "base-url", "", "public `URL` of the API root that links start with, e.g. https://maps.example.org/chronomap (default: links are absolute paths)")
	fl.DurationVar(&f.limits.ReadHeaderTimeout, "read-header-timeout", httpserver.DefaultReadHeaderTimeout, "longest time to read a request's header")
	fl.DurationVar(&f.limits.ReadTimeout, "read-timeout", httpserver.DefaultReadTimeout, "longest time to read a whole request")
	fl.DurationVar(&f.limits.WriteTimeout, "write-timeout", httpserver.DefaultWriteTimeout, "longest time from a request's header to the end of its answer")
	fl.DurationVar(&f.limits.IdleTimeout, "idle-timeout", httpserver.DefaultIdleTimeout, "how long a keep-alive connection may wait for its next request")
	fl.IntVar(&f.limits.MaxHeaderBytes, "max-header-bytes", httpserver.DefaultMaxHeaderBytes, "largest request header in `bytes` (431 beyond)")
	fl.IntVar(&f.limits.MaxConns, "max-conns", 0, "most open connections (0: the open-file limit less 64)")
	fl.IntVar(&f.maxInFlight, "max-in-flight", defaultMaxInFlight(), "most requests for features or geocoding worked on at once")
	fl.DurationVar(&f.queueWait, "queue-wait", time.Second, "how long such a request waits for a free slot before a 503")
	fl.DurationVar(&f.requestTimeout, "request-timeout", 0, "stop a request's work after this long (0: --write-timeout)")
	fl.DurationVar(&f.watch, "watch", time.Second, "how often to check whether --db was replaced (0: only on SIGHUP)")
	fl.BoolVar(&f.accessLog, "access-log", true, "log one line per request")
	fl.StringVar(&f.logLevel, "log-level", "info", "least `level` logged: debug, info, warn or error")
	fl.StringVar(&f.logFormat, "log-format", "json", "log `format`: json or text")
	fl.IntVar(&f.cacheMB, "cache-size", api.DefaultAnswerCacheBytes>>20, "answer cache `MB` for items pages asked for again; 0 turns it off")
	return cmd
}

// defaultMaxInFlight is two requests per CPU (at least 4): the work is
// mostly CPU (the file is memory-mapped), so more at once only adds
// memory and latency, and what runs on after its client left is bounded
// by this many requests.
func defaultMaxInFlight() int { return max(4, 2*runtime.GOMAXPROCS(0)) }

func runServe(ctx context.Context, logTo io.Writer, a *app, f serveFlags, gazetteerNamed bool) error {
	started := time.Now()
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(serveGCPercent))
	}
	logBuf := newLogBuffer(logTo, 64<<10, logFlushEvery)
	defer logBuf.Close()
	log, err := newLogger(logBuf, f.logFormat, f.logLevel)
	if err != nil {
		return err
	}
	log = slog.New(flushingHandler{log.Handler(), logBuf})
	base, err := checkBaseURL(f.baseURL)
	if err != nil {
		return err
	}
	if f.maxInFlight < 1 {
		return fmt.Errorf("--max-in-flight %d: want at least 1", f.maxInFlight)
	}
	live, err := store.OpenLive(a.dbPath)
	if errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("%w: make the map first, e.g. chronomap --db %s import --text TEXT (make run does it for the bundled text)", err, a.dbPath)
	}
	if err != nil {
		return err
	}
	defer live.Close()
	var geocoder *geocode.Geocoder
	if _, err := os.Stat(a.gazetteerPath); err == nil {
		gc, g, err := a.openGeocoder()
		if err != nil {
			return err
		}
		defer g.Close()
		geocoder = gc
	} else if gazetteerNamed {
		return fmt.Errorf("gazetteer %s: %w", a.gazetteerPath, err)
	} else {
		log.Info("no gazetteer file: /geocode is off", "gazetteer", a.gazetteerPath)
	}
	cacheBytes := f.cacheMB << 20
	if f.cacheMB == 0 {
		cacheBytes = -1
	}
	assets := web.Assets()
	if !web.Built(assets) {
		log.Warn("the map page is not built; run make web (the API still works)")
	}
	limits := f.limits
	if f.requestTimeout == 0 {
		f.requestTimeout = limits.WriteTimeout
	}
	stats := &api.Stats{}
	h := api.New(api.Config{Store: live, Assets: assets, Logger: log, AccessLog: f.accessLog, Geocoder: geocoder, AnswerCacheBytes: cacheBytes,
		CORSOrigins: f.cors, BaseURL: base, MaxInFlight: f.maxInFlight, QueueWait: f.queueWait, RequestTimeout: f.requestTimeout, Stats: stats})
	srv := httpserver.New(h, limits)

	ctx, stop := signal.NotifyContext(ctx, syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	defer signal.Stop(hup)
	go reloadOnHangup(ctx, hup, live, log)
	if f.watch > 0 {
		go live.Watch(ctx, f.watch, func(reloaded bool, err error) { logReload(ctx, live, log, "file replaced", reloaded, err) })
	}
	ln, err := net.Listen("tcp", f.addr)
	if errors.Is(err, syscall.EADDRINUSE) {
		return fmt.Errorf("--addr %s: %w: another server (a chronomap serve left running?) listens there; stop it, or give another --addr (make run ADDR=127.0.0.1:9000)", f.addr, err)
	}
	if err != nil {
		return fmt.Errorf("--addr %s: %w", f.addr, err)
	}
	l := srv.Config()
	log.Info("serving", "url", "http://"+ln.Addr().String()+"/", "db", live.Path(), "ready_after", time.Since(started).Round(time.Millisecond).String(), "base_url", base,
		"max_conns", l.MaxConns, "max_in_flight", f.maxInFlight, "read_header_timeout", l.ReadHeaderTimeout.String(),
		"read_timeout", l.ReadTimeout.String(), "write_timeout", l.WriteTimeout.String(), "idle_timeout", l.IdleTimeout.String(),
		"request_timeout", f.requestTimeout.String(), "max_header_bytes", l.MaxHeaderBytes)
	err = srv.Serve(ctx, ln, 10*time.Second)
	log.Info("stopped", "requests", stats.Requests.Load(), "client_gone", stats.ClientGone.Load(), "rejected", stats.Rejected.Load(),
		"server_errors", stats.ServerErrors.Load(), "replayed", stats.Replayed.Load(), "idle_connections_evicted", srv.Evicted())
	if err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// reloadOnHangup reopens the database file on each SIGHUP.
func reloadOnHangup(ctx context.Context, hup <-chan os.Signal, live *store.Live, log *slog.Logger) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-hup:
			reloaded, err := live.Reload(true)
			logReload(ctx, live, log, "SIGHUP", reloaded, err)
		}
	}
}

func logReload(ctx context.Context, live *store.Live, log *slog.Logger, why string, reloaded bool, err error) {
	if err != nil {
		log.Error("could not open the new database file; still serving the open one", "why", why, "db", live.Path(), "err", err)
		return
	}
	if reloaded {
		v, _ := live.Version(ctx)
		log.Info("serving a new dataset", "why", why, "db", live.Path(), "version", v.Tag, "modified", v.Modified)
	}
}

// serveGCPercent is serve's GOGC unless the environment sets one: the
// index is long-lived and what a request allocates is soon garbage, so a
// smaller headroom than Go's 100 keeps resident memory near the live heap
// (about 280 instead of 315 MB serving a million events) at no measurable
// cost in requests per second.
const serveGCPercent = 50

// logFlushEvery is how long a log line may wait in serve's buffer: what
// a crash can take from the access log.
const logFlushEvery = 200 * time.Millisecond

// newLogger is serve's logger, writing to w (stderr).
func newLogger(w io.Writer, format, level string) (*slog.Logger, error) {
	var lv slog.Level
	if err := lv.UnmarshalText([]byte(level)); err != nil {
		return nil, fmt.Errorf("--log-level %q: want debug, info, warn or error", level)
	}
	opts := &slog.HandlerOptions{Level: lv}
	switch format {
	case "json":
		return slog.New(slog.NewJSONHandler(w, opts)), nil
	case "text":
		return slog.New(slog.NewTextHandler(w, opts)), nil
	}
	return nil, fmt.Errorf("--log-format %q: want json or text", format)
}

// checkBaseURL validates --base-url: empty, or an absolute http(s) URL
// without query or fragment; returned without a trailing slash.
func checkBaseURL(s string) (string, error) {
	if s == "" {
		return "", nil
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		return "", fmt.Errorf("--base-url %q: want an absolute http or https URL such as https://maps.example.org/chronomap, without query or fragment", s)
	}
	return strings.TrimSuffix(s, "/"), nil
}
