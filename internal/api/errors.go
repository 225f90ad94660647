package api

import (
	"errors"
	"fmt"
	"log/slog"
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

// errorHandler is the one place where errors become HTTP answers.
func errorHandler(log *slog.Logger) echo.HTTPErrorHandler {
	return func(err error, c echo.Context) {
		if c.Response().Committed {
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
			log.Error("request failed", "method", c.Request().Method, "path", c.Request().URL.Path, "err", err)
			apiErr = &Error{Status: http.StatusInternalServerError, Code: "ServerError", Description: "internal error"}
		}
		if c.Request().Method == http.MethodHead {
			_ = c.NoContent(apiErr.Status)
			return
		}
		_ = c.JSON(apiErr.Status, apiErr)
	}
}
