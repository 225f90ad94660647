package api

import (
	"bytes"
	"embed"
	"encoding/csv"
	"encoding/json"
	"html/template"
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/chronomap/chronomap/internal/feature"
)

//go:embed templates/*.html
var templateFS embed.FS

// page is what the HTML template shows: collections, a table, links.
type page struct {
	Title, Description string
	Collections        []feature.Collection
	Summary            string
	Columns            []string
	Rows               [][]string
	Links              []link
}

func parseTemplates() *template.Template {
	return template.Must(template.ParseFS(templateFS, "templates/*.html"))
}

func (s *server) html(c echo.Context, p page) error {
	var buf bytes.Buffer
	if err := s.templates.ExecuteTemplate(&buf, "page.html", p); err != nil {
		return err
	}
	return c.HTMLBlob(http.StatusOK, buf.Bytes())
}

// writeCSV answers with the features as CSV (RFC 4180), one row per feature,
// columns as featureTable gives them.
func writeCSV(c echo.Context, features []json.RawMessage, filename string) error {
	cols, rows, err := featureTable(features)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	_ = w.Write(cols)
	_ = w.WriteAll(rows)
	if err := w.Error(); err != nil {
		return err
	}
	c.Response().Header().Set(echo.HeaderContentDisposition, `inline; filename="`+filename+`"`)
	return c.Blob(http.StatusOK, "text/csv; charset=utf-8", buf.Bytes())
}
