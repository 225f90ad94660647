package api

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/formats"
)

// maxPage is the largest page each format answers (the `limit` clamp):
// an HTML table is costlier to make and to show than GeoJSON or CSV.
var maxPage = map[string]int{formatJSON: MaxLimit, formatCSV: MaxLimit, formatHTML: MaxHTMLLimit}

// items answers /collections/{id}/items. The hot path: an answer asked for
// before comes whole from the answer cache (gzipped once, when asked
// gzipped), without waiting for a slot of the work in flight; otherwise the store streams the page from its file through
// the format's writer to the client, and the bytes are kept for next time
// when they fit the cache.
func (s *server) items(c echo.Context) error {
	ctx := c.Request().Context()
	format, err := negotiate(c, formatJSON, formatHTML, formatCSV)
	if err != nil {
		return err
	}
	col, err := s.findCollection(ctx, c.Param("collectionId"))
	if err != nil {
		return err
	}
	q, err := parseItemsQuery(c.QueryParams(), col.Queryables)
	if err != nil {
		return err
	}
	q.Limit = min(q.Limit, maxPage[format])
	res := c.Response()
	res.Header().Add(echo.HeaderVary, echo.HeaderAcceptEncoding)
	gz := acceptsGzip(c.Request().Header.Get(echo.HeaderAcceptEncoding))

	v, err := s.store.Version(ctx)
	if err != nil {
		return err
	}
	key := answerKey(v.Tag, baseURL(c)+c.Request().URL.Path, format, q)
	if a := s.answers.get(key); a != nil {
		return s.writeAnswer(c, key, a, gz)
	}
	release, err := s.admit(c)
	if err != nil {
		return err
	}
	defer release()
	ans := &answer{contentType: formatContentType(format)}
	if format == formatCSV {
		ans.disposition = `inline; filename="` + col.ID + `.csv"`
	}
	h := res.Header()
	h.Set(echo.HeaderContentType, ans.contentType)
	if ans.disposition != "" {
		h.Set(echo.HeaderContentDisposition, ans.disposition)
	}
	if c.Request().Method == http.MethodHead {
		res.WriteHeader(http.StatusOK)
		return nil
	}
	// Nothing is written before the store has counted the matches, so a
	// failing query still gets its error answer.
	out := &answerWriter{res: res, gzip: gz, keep: s.answers.entryLimit(), pool: &s.gzipPool}
	defer out.release()
	switch format {
	case formatHTML:
		err = s.htmlItems(ctx, c, col, q, out)
	case formatCSV:
		err = s.csvItems(ctx, col, q, out)
	default:
		err = s.jsonItems(ctx, c, col, q, out)
	}
	if err != nil {
		return err
	}
	if err := out.finish(); err != nil {
		return err
	}
	if out.kept != nil {
		ans.body, ans.gzipped = out.kept.identity, out.kept.gzipped
		s.answers.put(key, ans)
	}
	return nil
}

// answerKey names an answer in the cache: the dataset version, the URL's
// base and path (links carry them), the format and the validated
// parameters in a fixed order with the clamped limit.
func answerKey(version, path, format string, q ItemsQuery) string {
	return version + "\x00" + path + "\x00" + format + "\x00" + q.Raw.Encode() + "\x00" + strconv.Itoa(q.Limit)
}

func formatContentType(format string) string {
	switch format {
	case formatHTML:
		return echo.MIMETextHTMLCharsetUTF8
	case formatCSV:
		return "text/csv; charset=utf-8"
	}
	return mediaGeoJSON
}

// writeAnswer sends a cached answer, gzipped when the client takes gzip
// (compressing it once, on the first such request).
func (s *server) writeAnswer(c echo.Context, key string, a *answer, gz bool) error {
	h := c.Response().Header()
	h.Set(echo.HeaderContentType, a.contentType)
	if a.disposition != "" {
		h.Set(echo.HeaderContentDisposition, a.disposition)
	}
	body := a.body
	if gz {
		var made bool
		body, made = a.gzip(&s.gzipPool)
		if made {
			s.answers.resized(key, a)
		}
		h.Set(echo.HeaderContentEncoding, "gzip")
	}
	h.Set(echo.HeaderContentLength, strconv.Itoa(len(body)))
	s.keepReplay(c, body, gz)
	c.Response().WriteHeader(http.StatusOK)
	if c.Request().Method == http.MethodHead {
		return nil
	}
	_, err := c.Response().Write(body)
	return err
}

// acceptsGzip reads Accept-Encoding (RFC 9110 §12.5.3): gzip (or *) with
// a non-zero quality.
func acceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding != "gzip" && coding != "x-gzip" && coding != "*" {
			continue
		}
		if q, ok := strings.CutPrefix(strings.ReplaceAll(params, " ", ""), "q="); ok {
			if v, err := strconv.ParseFloat(q, 64); err == nil && v == 0 {
				continue
			}
		}
		return true
	}
	return false
}

// pageLinks are the links of an items page: self, the other formats, the
// collection, and next and prev when there are such pages.
func pageLinks(c echo.Context, col feature.Collection, q ItemsQuery, format string, matched, returned int) []link {
	self := baseURL(c) + "/collections/" + url.PathEscape(col.ID) + "/items"
	pageURL := func(offset int, f string) string {
		v := url.Values{}
		for k, vals := range q.Raw {
			v[k] = vals
		}
		v.Set("limit", strconv.Itoa(q.Limit))
		if offset > 0 {
			v.Set("offset", strconv.Itoa(offset))
		} else {
			v.Del("offset")
		}
		if f != "" {
			v.Set("f", f)
		} else {
			v.Del("f")
		}
		return self + "?" + v.Encode()
	}
	links := []link{
		{Href: pageURL(q.Offset, q.Raw.Get("f")), Rel: "self", Type: formatType(format), Title: "this page"},
	}
	for _, f := range []string{formatJSON, formatHTML, formatCSV} {
		if f != format {
			links = append(links, link{Href: pageURL(q.Offset, f), Rel: "alternate", Type: formatType(f), Title: "this page as " + f})
		}
	}
	links = append(links, link{Href: baseURL(c) + "/collections/" + url.PathEscape(col.ID), Rel: "collection", Type: mediaJSON, Title: col.Title})
	if q.Offset+returned < matched {
		links = append(links, link{Href: pageURL(q.Offset+q.Limit, q.Raw.Get("f")), Rel: "next", Type: formatType(format), Title: "next page"})
	}
	if q.Offset > 0 {
		links = append(links, link{Href: pageURL(max(q.Offset-q.Limit, 0), q.Raw.Get("f")), Rel: "prev", Type: formatType(format), Title: "previous page"})
	}
	return links
}

// returned is the number of features a page of q holds when matched
// features match.
func returned(q ItemsQuery, matched int) int {
	return min(max(matched-q.Offset, 0), q.Limit)
}

// jsonItems streams a GeoJSON FeatureCollection: the members the count
// decides (numberMatched, numberReturned, links) come first, then each
// stored feature's bytes as the store reads them.
func (s *server) jsonItems(ctx context.Context, c echo.Context, col feature.Collection, q ItemsQuery, out *answerWriter) error {
	fc := &featureCollectionWriter{w: out, header: func(matched int) ([]byte, error) {
		n := returned(q, matched)
		links, err := json.Marshal(pageLinks(c, col, q, formatJSON, matched, n))
		if err != nil {
			return nil, err
		}
		return fmt.Appendf(nil, `{"type":"FeatureCollection","numberMatched":%d,"numberReturned":%d,"timeStamp":%q,"links":%s,"features":[`,
			matched, n, s.now().UTC().Format(time.RFC3339), links), nil
	}}
	if err := s.store.Items(ctx, col.ID, q.Query, fc); err != nil {
		return err
	}
	_, err := out.Write([]byte("]}"))
	return err
}

// featureCollectionWriter is the feature.PageWriter of jsonItems.
type featureCollectionWriter struct {
	w      io.Writer
	header func(matched int) ([]byte, error)
	n      int
}

func (f *featureCollectionWriter) Matched(n int) error {
	h, err := f.header(n)
	if err != nil {
		return err
	}
	_, err = f.w.Write(h)
	return err
}

func (f *featureCollectionWriter) Feature(geojson []byte) error {
	if f.n > 0 {
		if _, err := f.w.Write([]byte{','}); err != nil {
			return err
		}
	}
	f.n++
	_, err := f.w.Write(geojson)
	return err
}

// htmlItems renders a page as a table: at most MaxHTMLLimit features,
// collected, then written through the template.
func (s *server) htmlItems(ctx context.Context, c echo.Context, col feature.Collection, q ItemsQuery, out io.Writer) error {
	var res feature.Page
	if err := s.store.Items(ctx, col.ID, q.Query, &res); err != nil {
		return err
	}
	cols, rows, err := featureTable(ctx, res.Features)
	if err != nil {
		return err
	}
	links := pageLinks(c, col, q, formatHTML, res.NumberMatched, len(res.Features))
	return s.templates.ExecuteTemplate(out, "page.html", page{Title: col.Title, Description: col.Description, Columns: cols, Rows: rows, Links: links,
		Summary: pageSummary(len(res.Features), res.NumberMatched, q.Offset), Base: baseURL(c)})
}

// csvItems streams a page as CSV: the columns of formats.CSVColumns,
// written by the writer `chronomap export` uses, a row per feature as the
// store reads it.
func (s *server) csvItems(ctx context.Context, col feature.Collection, q ItemsQuery, out io.Writer) error {
	w := &csvPageWriter{out: out, collection: col.ID}
	if err := s.store.Items(ctx, col.ID, q.Query, w); err != nil {
		return err
	}
	if w.csv == nil {
		return nil
	}
	return w.csv.Flush()
}

// csvPageWriter is the feature.PageWriter of csvItems.
type csvPageWriter struct {
	out        io.Writer
	collection string
	csv        *formats.CSVWriter
}

func (w *csvPageWriter) Matched(int) error {
	var err error
	w.csv, err = formats.NewCSVWriter(w.out)
	return err
}

func (w *csvPageWriter) Feature(geojson []byte) error {
	return w.csv.WriteFeature(w.collection, geojson)
}

// answer is one cached items answer.
type answer struct {
	contentType, disposition string
	body                     []byte

	mu      sync.Mutex
	gzipped []byte
}

// gzip returns the answer gzipped, compressing it the first time (made):
// harder than a stream, since the result is kept.
func (a *answer) gzip(*sync.Pool) (body []byte, made bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.gzipped == nil {
		made = true
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.DefaultCompression)
		_, _ = zw.Write(a.body)
		_ = zw.Close()
		a.gzipped = buf.Bytes()
	}
	return a.gzipped, made
}

func (a *answer) size() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return len(a.body) + len(a.gzipped) + 256
}

func getGzip(pool *sync.Pool, w io.Writer) *gzip.Writer {
	if zw, ok := pool.Get().(*gzip.Writer); ok {
		zw.Reset(w)
		return zw
	}
	zw, _ := gzip.NewWriterLevel(w, gzip.BestSpeed)
	return zw
}

// gzipLevel is the level of the other routes' compression (Echo's
// middleware). An items answer streams at gzip.BestSpeed; one asked for
// again is compressed once at the default level and kept.
const gzipLevel = 5

// answerWriter is where an items answer goes: through a buffer (and gzip
// when the client takes it) to the client, and, while it stays under keep
// bytes, into a copy for the answer cache.
type answerWriter struct {
	res  *echo.Response
	gzip bool
	keep int
	pool *sync.Pool

	started  bool
	buf      *bufio.Writer
	zw       *gzip.Writer
	pending  *keptAnswer
	overflow *bool       // the pending copy passed keep and was dropped
	kept     *keptAnswer // set by finish when the copy is whole
}

type keptAnswer struct{ identity, gzipped []byte }

// copyWriter appends to a slice until it would pass a limit, then drops it.
type copyWriter struct {
	dst   *[]byte
	limit int
	over  *bool
}

func (c copyWriter) Write(p []byte) (int, error) {
	if !*c.over {
		if len(*c.dst)+len(p) > c.limit {
			*c.over, *c.dst = true, nil
		} else {
			*c.dst = append(*c.dst, p...)
		}
	}
	return len(p), nil
}

func (w *answerWriter) start() {
	w.started = true
	h := w.res.Header()
	var sink io.Writer = w.res
	over := w.keep <= 0
	if !over {
		w.pending = &keptAnswer{}
	}
	if w.gzip {
		h.Set(echo.HeaderContentEncoding, "gzip")
		if !over {
			sink = io.MultiWriter(w.res, copyWriter{&w.pending.gzipped, w.keep, &over})
		}
	}
	w.res.WriteHeader(http.StatusOK)
	w.buf = bufio.NewWriterSize(sink, 32<<10)
	if w.gzip {
		w.zw = getGzip(w.pool, w.buf)
	}
	w.overflow = &over
}

func (w *answerWriter) Write(p []byte) (int, error) {
	if !w.started {
		w.start()
	}
	if w.pending != nil && !*w.overflow {
		copyWriter{&w.pending.identity, w.keep, w.overflow}.Write(p)
	}
	if w.zw != nil {
		return w.zw.Write(p)
	}
	return w.buf.Write(p)
}

// finish flushes the answer; the copy is kept when it is whole.
func (w *answerWriter) finish() error {
	if !w.started {
		w.start()
	}
	if w.zw != nil {
		if err := w.zw.Close(); err != nil {
			return err
		}
	}
	if err := w.buf.Flush(); err != nil {
		return err
	}
	if w.pending != nil && !*w.overflow {
		w.kept = w.pending
		if !w.gzip {
			w.kept.gzipped = nil
		}
	}
	return nil
}

func (w *answerWriter) release() {
	if w.zw != nil {
		w.pool.Put(w.zw)
		w.zw = nil
	}
}

// pageSummary says which features a page of an HTML table shows; offset
// counts from 0 and may be any int.
func pageSummary(returned, matched, offset int) string {
	first := uint64(offset) + 1
	if returned == 0 {
		return fmt.Sprintf("no features from number %d: %d match", first, matched)
	}
	return fmt.Sprintf("features %d to %d of %d matching", first, first+uint64(returned)-1, matched)
}
