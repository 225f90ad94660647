package api

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"html/template"
	"net/http"
	"regexp"

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
	Base               string // where the navigation's links start
}

// parseTemplates parses the HTML templates and returns, for the
// Content-Security-Policy, the hash of their one inline style sheet.
func parseTemplates() (*template.Template, string) {
	tmpl := template.Must(template.ParseFS(templateFS, "templates/*.html"))
	src, err := templateFS.ReadFile("templates/page.html")
	if err != nil {
		panic(err) // embedded above
	}
	m := regexp.MustCompile(`(?s)<style>(.*?)</style>`).FindSubmatch(src)
	if m == nil {
		panic("templates/page.html has no <style>")
	}
	sum := sha256.Sum256(m[1])
	return tmpl, "sha256-" + base64.StdEncoding.EncodeToString(sum[:])
}

func (s *server) html(c echo.Context, p page) error {
	p.Base = baseURL(c)
	var buf bytes.Buffer
	if err := s.templates.ExecuteTemplate(&buf, "page.html", p); err != nil {
		return err
	}
	return c.HTMLBlob(http.StatusOK, buf.Bytes())
}
