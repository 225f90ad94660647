package api

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

// Stats counts what the server did, for the operator: serve logs them when
// it stops. Safe for concurrent use.
type Stats struct {
	// Requests counts answered requests, ClientGone the requests whose
	// client left before the answer was written (logged at DEBUG, never
	// answered 500), Rejected the requests refused with 503 because
	// MaxInFlight were running, and ServerErrors the 5xx answers other
	// than those. Replayed counts the items answers sent again before
	// routing (see replayItems), among Requests.
	Requests, ClientGone, Rejected, ServerErrors, Replayed atomic.Int64
}

// Context keys of what middleware hands handlers.
const ctxBase = "chronomap.base"

// baseURL is where links start: Config.BaseURL, or "" for links that are
// absolute paths on whatever host the client reached (the Host header is
// never copied into an answer).
func baseURL(c echo.Context) string {
	b, _ := c.Get(ctxBase).(string)
	return b
}

// accessLog is the outermost middleware: it has the error answered, then
// logs one line per request (slog; JSON in serve): method, path, query,
// status (499 when the client left first), bytes of the body before
// compression, duration in milliseconds.
func (s *server) accessLog(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		start := time.Now()
		if err := next(c); err != nil {
			c.Error(err)
		}
		s.stats.Requests.Add(1)
		s.logAccess(c, start)
		return nil
	}
}

// collapseSlashes reads a run of slashes in the path as one: a client
// given the landing page with a trailing slash (GDAL's
// OAPIF:http://host/) asks for //collections.
func collapseSlashes(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		u := c.Request().URL
		for strings.Contains(u.Path, "//") {
			u.Path = strings.ReplaceAll(u.Path, "//", "/")
		}
		for strings.Contains(u.RawPath, "//") {
			u.RawPath = strings.ReplaceAll(u.RawPath, "//", "/")
		}
		return next(c)
	}
}

// logAccess writes the access log line of c's request, begun at start.
func (s *server) logAccess(c echo.Context, start time.Time) {
	if !s.accessLogOn {
		return
	}
	req, res := c.Request(), c.Response()
	status := res.Status
	if gone, _ := c.Get(ctxClientGone).(bool); gone {
		status = statusClientGone
	}
	s.log.LogAttrs(req.Context(), slog.LevelInfo, "request",
		slog.String("method", req.Method),
		slog.String("path", req.URL.Path),
		slog.String("query", req.URL.RawQuery),
		slog.Int("status", status),
		slog.Int64("bytes", res.Size),
		slog.Float64("duration_ms", float64(time.Since(start).Microseconds())/1000),
	)
}

// statusClientGone is what the access log records for a request whose
// client left before its answer (nginx's 499, "client closed request").
const statusClientGone = 499

// contentSecurityPolicy lets the map page and the HTML tables work and
// nothing else: scripts, styles, fonts and data from this origin only (no
// inline script, no style attributes in markup: the page sets styles
// through the CSSOM, which the policy allows); the tables' one inline
// <style> by its hash; images from this origin, data: URLs and the
// OpenStreetMap tiles the page offers as a base layer; no plugins, no
// framing, no <base>.
func contentSecurityPolicy(tableStyleHash string) string {
	return "default-src 'none'; script-src 'self'; style-src 'self' '" + tableStyleHash + "'; " +
		"img-src 'self' data: https://tile.openstreetmap.org https://*.tile.openstreetmap.org; connect-src 'self'; font-src 'self'; " +
		"manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
}

// securityHeaders sets, on every answer: the Content-Security-Policy,
// X-Content-Type-Options: nosniff, X-Frame-Options: DENY (with CSP
// frame-ancestors 'none' for browsers that read that) and a
// Referrer-Policy that sends only the origin to other sites (the tile
// servers ask for it) and nothing over a downgrade.
func securityHeaders(csp string) echo.MiddlewareFunc {
	return middleware.SecureWithConfig(middleware.SecureConfig{
		ContentTypeNosniff:    "nosniff",
		XFrameOptions:         "DENY",
		ContentSecurityPolicy: csp,
		ReferrerPolicy:        "strict-origin-when-cross-origin",
	})
}

// recoverPanics turns a panic in a handler into an error for the error
// handler (a 500, logged with its stack).
func recoverPanics() echo.MiddlewareFunc {
	return middleware.RecoverWithConfig(middleware.RecoverConfig{
		DisableErrorHandler: true,
		LogErrorFunc: func(c echo.Context, err error, stack []byte) error {
			return fmt.Errorf("panic: %w\n%s", err, stack)
		},
	})
}

// bound ends each request's context after s.requestTimeout, so that work
// for an answer nobody can receive any more stops, and answers a request
// that ran out of time 503. It also tells a client that left (its
// connection closed: net/http cancels the request context) from a server
// error, marking the request for the error handler.
func (s *server) bound(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		client := c.Request().Context()
		ctx, cancel := client, context.CancelFunc(func() {})
		if s.requestTimeout > 0 {
			ctx, cancel = context.WithTimeout(client, s.requestTimeout)
		}
		defer cancel()
		c.SetRequest(c.Request().WithContext(ctx))
		err := next(c)
		switch {
		case err == nil:
		case client.Err() != nil || isBrokenConnection(err):
			c.Set(ctxClientGone, true)
		case errors.Is(err, context.DeadlineExceeded) && ctx.Err() != nil:
			c.Response().Header().Set("Retry-After", "1")
			err = &Error{Status: http.StatusServiceUnavailable, Code: "ServiceUnavailable",
				Description: "the request took longer than " + s.requestTimeout.String() + "; ask for less (a smaller limit, a narrower datetime or bbox)"}
		}
		return err
	}
}

// admission bounds the work in flight on the routes whose work grows with
// the data (features, geocoding): at most cap(s.slots) such requests run
// at once; another waits up to s.queueWait for a slot and is then answered
// 503 with Retry-After, so load beyond capacity gets a quick refusal
// instead of growing memory and latency. Documents of fixed size (landing
// page, collections, the OpenAPI document, the page's files) are not
// queued behind them, nor are items pages the answer cache holds (items
// takes its slot itself, on a miss).
func (s *server) admission(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		release, err := s.admit(c)
		if err != nil {
			return err
		}
		defer release()
		return next(c)
	}
}

// admit takes a slot of the work in flight (see admission) and returns
// its release, or the 503 to answer.
func (s *server) admit(c echo.Context) (release func(), err error) {
	if s.slots == nil {
		return func() {}, nil
	}
	select {
	case s.slots <- struct{}{}:
	default:
		t := time.NewTimer(s.queueWait)
		defer t.Stop()
		select {
		case s.slots <- struct{}{}:
		case <-t.C:
			s.stats.Rejected.Add(1)
			c.Response().Header().Set("Retry-After", "1")
			return nil, &Error{Status: http.StatusServiceUnavailable, Code: "ServiceUnavailable",
				Description: "the server is busy (" + strconv.Itoa(cap(s.slots)) + " requests for features in flight); try again in a second"}
		case <-c.Request().Context().Done():
			return nil, c.Request().Context().Err()
		}
	}
	return func() { <-s.slots }, nil
}

// ctxClientGone marks a request whose client left before its answer.
const ctxClientGone = "chronomap.clientGone"

// isBrokenConnection reports whether err is a write to a connection the
// client closed, or that the server closed for its write timeout.
func isBrokenConnection(err error) bool {
	return errors.Is(err, syscall.EPIPE) || errors.Is(err, syscall.ECONNRESET) || errors.Is(err, os.ErrDeadlineExceeded)
}

// Pinner is a Reader whose dataset can be replaced while serving (a live
// swap, see store.Live): Pin makes every read with the returned context
// use the dataset current at the call, until release.
type Pinner interface {
	Pin(ctx context.Context) (pinned context.Context, release func())
}

// pin keeps one request on one dataset, when the store is a Pinner, so its
// ETag, collections and features agree through a swap; and hands
// handlers the base URL.
func (s *server) pin(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		c.Set(ctxBase, s.base)
		if p, ok := s.store.(Pinner); ok {
			ctx, release := p.Pin(c.Request().Context())
			defer release()
			c.SetRequest(c.Request().WithContext(ctx))
		}
		return next(c)
	}
}

// unescapeParams percent-decodes path parameters (RFC 3986): Echo routes
// on the escaped path, so …/items/geonames%3A2657896 and
// …/items/geonames:2657896 name the same feature, as a%2Bb names a+b.
// The static files' wildcard is left to their handler, which decodes it.
func unescapeParams(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		names, values := c.ParamNames(), c.ParamValues()
		decoded := make([]string, len(names))
		for i, name := range names {
			if i >= len(values) {
				break
			}
			decoded[i] = values[i]
			if name == "*" {
				continue
			}
			v, err := url.PathUnescape(values[i])
			if err != nil {
				return &Error{Status: http.StatusBadRequest, Code: "InvalidParameterValue",
					Description: fmt.Sprintf("path parameter %s: %q is not percent-encoded correctly", name, values[i]), Parameter: name}
			}
			decoded[i] = v
		}
		c.SetParamValues(decoded...)
		return next(c)
	}
}
