package api

import (
	"errors"
	"net/http"
	"net/url"

	"github.com/labstack/echo/v4"

	"github.com/chronomap/chronomap/internal/feature"
)

// documents lists the source documents the features cite (their
// source.document), each with a link to its text.
func (s *server) documents(c echo.Context) error {
	if err := onlyParams(c); err != nil {
		return err
	}
	docs, err := s.store.Documents(c.Request().Context())
	if err != nil {
		return err
	}
	type entry struct {
		feature.DocumentInfo
		Links []link `json:"links"`
	}
	out := make([]entry, 0, len(docs))
	b := baseURL(c)
	for _, d := range docs {
		out = append(out, entry{d, []link{{Href: b + "/documents/" + url.PathEscape(d.ID), Rel: "item", Type: mediaJSON, Title: d.Title}}})
	}
	return c.JSON(http.StatusOK, map[string]any{
		"documents": out,
		"links":     []link{{Href: b + "/documents", Rel: "self", Type: mediaJSON, Title: "this document"}},
	})
}

// document answers one source document: its text, whose code points the
// features' source.start and source.end count, and the place and date
// mentions found in it.
func (s *server) document(c echo.Context) error {
	if err := onlyParams(c); err != nil {
		return err
	}
	id := c.Param("documentId") // percent-decoded by unescapeParams
	d, err := s.store.Document(c.Request().Context(), id)
	if errors.Is(err, feature.ErrNotFound) {
		return notFound("no document %q", id)
	} else if err != nil {
		return err
	}
	return c.JSONBlob(http.StatusOK, d)
}

// onlyParams refuses every query parameter but f=json.
func onlyParams(c echo.Context) error {
	for name, v := range c.QueryParams() {
		if name == "f" && len(v) == 1 && v[0] == formatJSON {
			continue
		}
		if name == "f" {
			return badParam(name, "only json is offered")
		}
		return badParam(name, "unknown parameter; known: f")
	}
	return nil
}
