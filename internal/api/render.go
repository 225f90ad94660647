package api

import (
	"bytes"
	"context"
	"embed"
	"encoding/csv"
	"encoding/json"
	"html/template"
	"io"
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

// writeCSV writes features as CSV (RFC 4180), one row per feature,
// columns as featureTable gives them.
func writeCSV(ctx context.Context, out io.Writer, features []json.RawMessage) error {
	cols, rows, err := featureTable(ctx, features)
	if err != nil {
		return err
	}
	w := csv.NewWriter(out)
	_ = w.Write(cols)
	for i, row := range rows {
		if i%256 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		_ = w.Write(row)
	}
	w.Flush()
	return w.Error()
}
