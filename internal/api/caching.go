package api

import (
	"hash/fnv"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
)

// conditional answers GET and HEAD of dataset resources with validators
// (RFC 9110 §8.8): a weak ETag from the dataset's content hash and the
// representation asked for (weak, since the body's timeStamp differs between
// otherwise equal answers), and
// Last-Modified from the import time; a matching If-None-Match or
// If-Modified-Since gives 304 without touching the features.
func (s *server) conditional(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		v, err := s.store.Version(c.Request().Context())
		if err != nil {
			return err
		}
		if v.Tag == "" {
			return next(c)
		}
		etag := `W/"` + v.Tag + "-" + representation(c) + `"`
		h := c.Response().Header()
		h.Set(echo.HeaderCacheControl, "public, max-age=60")
		h.Set("ETag", etag)
		h.Set(echo.HeaderLastModified, v.Modified.UTC().Format(http.TimeFormat))
		h.Add(echo.HeaderVary, echo.HeaderAccept)
		req := c.Request()
		if inm := req.Header.Get("If-None-Match"); inm != "" {
			if etagMatches(inm, etag) {
				return c.NoContent(http.StatusNotModified)
			}
			return next(c)
		}
		if ims := req.Header.Get(echo.HeaderIfModifiedSince); ims != "" {
			if t, err := http.ParseTime(ims); err == nil && !v.Modified.Truncate(time.Second).After(t) {
				return c.NoContent(http.StatusNotModified)
			}
		}
		return next(c)
	}
}

// representation tells apart the answers one URL gives by negotiation
// (JSON, HTML, CSV), so each has its own ETag: a hash of `f` and Accept.
func representation(c echo.Context) string {
	h := fnv.New32a()
	h.Write([]byte(c.QueryParam("f") + "\x00" + c.Request().Header.Get(echo.HeaderAccept)))
	return strconv.FormatUint(uint64(h.Sum32()), 36)
}

// etagMatches is the weak comparison of If-None-Match (RFC 9110 §13.1.2).
func etagMatches(header, etag string) bool {
	want := strings.TrimPrefix(etag, "W/")
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimSpace(t)
		if t == "*" || strings.TrimPrefix(t, "W/") == want {
			return true
		}
	}
	return false
}
