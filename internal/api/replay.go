package api

import (
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
)

// replay is an items answer as it was sent for one exact request: the
// headers (without Date) and the body. A request asking for it again
// gets it before routing (replayItems), as a cache in front of the server
// would answer it.
type replay struct {
	header http.Header
	body   []byte
}

// replayKey names the answer a request gets, from what decides it: the
// dataset version, the path and query string as sent, Accept (content
// negotiation) and whether the client takes gzip. Two spellings of one
// query are two keys to the same answer.
func replayKey(version string, r *http.Request, gz bool) string {
	z := "0"
	if gz {
		z = "1"
	}
	return version + "\x00" + r.URL.Path + "?" + r.URL.RawQuery + "\x00" + r.Header.Get(echo.HeaderAccept) + "\x00" + z
}

// replayable reports whether r may be answered by a replay: a GET of an
// items page without what changes the headers of an answer (an Origin,
// for CORS) or its status (validators, answered 304 by conditional).
func replayable(r *http.Request) bool {
	return r.Method == http.MethodGet && strings.HasPrefix(r.URL.Path, "/collections/") && strings.HasSuffix(r.URL.Path, "/items") &&
		r.Header.Get(echo.HeaderOrigin) == "" && r.Header.Get("If-None-Match") == "" && r.Header.Get(echo.HeaderIfModifiedSince) == ""
}

// replayItems sends an items answer the cache holds for this exact
// request without routing it: no middleware but the access log line it
// writes itself, since the answer is bytes in memory, its headers those
// the full path gave it (security headers, validators, Vary). Anything
// else goes on to the router.
func (s *server) replayItems(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		req := c.Request()
		if s.answers == nil || !replayable(req) {
			return next(c)
		}
		start := time.Now()
		v, err := s.store.Version(req.Context())
		if err != nil || v.Tag == "" {
			return next(c)
		}
		r := s.answers.getReplay(replayKey(v.Tag, req, acceptsGzip(req.Header.Get(echo.HeaderAcceptEncoding))))
		if r == nil {
			return next(c)
		}
		res := c.Response()
		h := res.Header()
		for k, vs := range r.header {
			h[k] = vs
		}
		h.Set(echo.HeaderContentLength, strconv.Itoa(len(r.body)))
		res.WriteHeader(http.StatusOK)
		_, err = res.Write(r.body)
		s.stats.Requests.Add(1)
		s.stats.Replayed.Add(1)
		s.logAccess(c, start)
		if err != nil && isBrokenConnection(err) {
			s.stats.ClientGone.Add(1)
			return nil
		}
		return err
	}
}

// keepReplay records what writeAnswer sent for c's request (see replay).
func (s *server) keepReplay(c echo.Context, body []byte, gz bool) {
	req := c.Request()
	if !replayable(req) {
		return
	}
	v, err := s.store.Version(req.Context())
	if err != nil || v.Tag == "" {
		return
	}
	h := c.Response().Header().Clone()
	h.Del("Date")
	s.answers.putReplay(replayKey(v.Tag, req, gz), &replay{header: h, body: body})
}
