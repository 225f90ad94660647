package api

import (
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/chronomap/chronomap/internal/feature"
)

// Error is an API error, written as the OGC API exception JSON
// {"code": ..., "description": ...} with its HTTP status. Parameter names
// the query parameter at fault, when one is.
type Error struct {
	Status      int    `json:"-"`
	Code        string `json:"code"`
	Description string `json:"description"`
	Parameter   string `json:"parameter,omitempty"`
}

func (e *Error) Error() string { return fmt.Sprintf("%d %s: %s", e.Status, e.Code, e.Description) }

// badParam is a 400 for a query parameter.
func badParam(name, format string, args ...any) *Error {
	return &Error{
		Status:      http.StatusBadRequest,
		Code:        "InvalidParameterValue",
		Description: fmt.Sprintf("parameter %s: %s", name, fmt.Sprintf(format, args...)),
		Parameter:   name,
	}
}

func notFound(format string, args ...any) *Error {
	return &Error{Status: http.StatusNotFound, Code: "NotFound", Description: fmt.Sprintf(format, args...)}
}

// errorHandler is the one place where errors become HTTP answers. A
// client that left gets no answer and is logged at DEBUG and counted, not
// taken for a server error; a server error is logged at ERROR and answered
// 500 without its details.
func (s *server) errorHandler(err error, c echo.Context) {
	req := c.Request()
	if gone, _ := c.Get(ctxClientGone).(bool); gone {
		s.stats.ClientGone.Add(1)
		s.log.Debug("client went away before the answer", "method", req.Method, "path", req.URL.Path, "err", err)
		return
	}
	if c.Response().Committed {
		s.stats.ServerErrors.Add(1)
		s.log.Error("request failed after its answer started", "method", req.Method, "path", req.URL.Path, "err", err)
		return
	}
	var apiErr *Error
	var httpErr *echo.HTTPError
	switch {
	case errors.As(err, &apiErr):
	case errors.Is(err, feature.ErrNotFound):
		apiErr = notFound("%v", err)
	case errors.As(err, &httpErr):
		apiErr = &Error{Status: httpErr.Code, Code: strings.ReplaceAll(http.StatusText(httpErr.Code), " ", ""), Description: fmt.Sprint(httpErr.Message)}
	default:
		s.log.Error("request failed", "method", req.Method, "path", req.URL.Path, "err", err)
		apiErr = &Error{Status: http.StatusInternalServerError, Code: "ServerError", Description: "internal error"}
	}
	if apiErr.Status >= 500 && apiErr.Status != http.StatusServiceUnavailable {
		s.stats.ServerErrors.Add(1)
	}
	if req.Method == http.MethodHead {
		_ = c.NoContent(apiErr.Status)
		return
	}
	_ = c.JSON(apiErr.Status, apiErr)
}
