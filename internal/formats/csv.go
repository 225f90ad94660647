package formats

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/paulmach/orb"
	"github.com/paulmach/orb/encoding/wkt"
	"github.com/paulmach/orb/geojson"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/internal/charset"
	"github.com/chronomap/chronomap/internal/dataset"
)

// CSVColumns are chronomap's CSV columns (RFC 4180), in the order
// CSVWriter writes them, for `chronomap export --format csv` and the API's
// f=csv alike; data/README.md documents each. ReadCSV takes any subset in
// any order: one row per feature, the `collection` column saying which
// (events when absent, movements when `from` and `to` are given); lists
// are joined with "|" (a "|" or "\" inside an item is escaped with "\"). `wkt` repeats the geometry as OGC Well-Known Text
// for GIS tools; track rows (coord_times, refs) are derived data that
// ReadCSV skips.
var CSVColumns = []string{
	"collection", "id", "type", "when", "earliest", "latest",
	"name", "kind", "country", "gazetteer_id", "toponyms", "names", "mentions",
	"place", "places", "place_ids", "actors", "lon", "lat",
	"actor", "from", "from_id", "from_lon", "from_lat", "to", "to_id", "to_lon", "to_lat",
	"coord_times", "refs",
	"summary", "summaries", "document", "source_start", "source_end", "source_text", "wkt",
}

// CSVWriter writes rows of CSVColumns. Cells a spreadsheet would run as a
// formula (starting with =, +, -, @, tab or carriage return) are
// neutralised as OWASP recommends, with a leading apostrophe, and so are
// cells that start with an apostrophe or white space or end with white
// space, so that ReadCSV gives back every value exactly; a cell that is a
// number (-0.128) is written as it is.
type CSVWriter struct {
	w *csv.Writer
}

// NewCSVWriter writes the header row to w and returns the writer of the
// rest; call Flush at the end.
func NewCSVWriter(w io.Writer) (*CSVWriter, error) {
	cw := &CSVWriter{w: csv.NewWriter(w)}
	return cw, cw.w.Write(CSVColumns)
}

// Flush writes out buffered rows and reports any write error.
func (cw *CSVWriter) Flush() error {
	cw.w.Flush()
	return cw.w.Error()
}

// WriteCSV writes the records as CSV: places, events, then movements.
func WriteCSV(w io.Writer, r dataset.Records) error {
	cw, err := NewCSVWriter(w)
	if err != nil {
		return err
	}
	if err := cw.WriteRecords(r); err != nil {
		return err
	}
	return cw.Flush()
}

// WriteRecords writes one row per place, event and movement.
func (cw *CSVWriter) WriteRecords(r dataset.Records) error {
	for _, p := range r.Places {
		if err := cw.place(p); err != nil {
			return err
		}
	}
	for _, e := range r.Events {
		if err := cw.event(e); err != nil {
			return err
		}
	}
	for _, m := range r.Movements {
		if err := cw.movement(m); err != nil {
			return err
		}
	}
	return nil
}

// WriteFeature writes the row of one stored feature of a collection
// (places, events, movements or tracks), as the API serves it.
func (cw *CSVWriter) WriteFeature(collection string, raw json.RawMessage) error {
	if collection == "tracks" {
		var f geojson.FeatureOf[dataset.TrackProperties]
		if err := json.Unmarshal(raw, &f); err != nil {
			return err
		}
		row := csvRow{"collection": "tracks", "id": fmt.Sprint(f.ID), "actor": f.Properties.Actor,
			"earliest": str(f.Properties.Earliest), "latest": str(f.Properties.Latest),
			"places": joinList(f.Properties.Places), "refs": joinList(f.Properties.Refs),
			"coord_times": joinList(f.Properties.CoordTimes)}
		row.geometry(f.Geometry)
		return cw.write(row)
	}
	var recs dataset.Records
	if err := decodeStored(&recs, collection, raw); err != nil {
		return err
	}
	return cw.WriteRecords(recs)
}

func (cw *CSVWriter) place(p dataset.PlaceRecord) error {
	row := csvRow{"collection": "places", "id": p.ID, "name": p.Props.Name, "kind": string(p.Props.Kind),
		"country": p.Props.Country, "gazetteer_id": p.Props.GazetteerID, "toponyms": joinList(p.Props.Toponyms),
		"names": datedNamesCell(p.Props.Names), "mentions": strconv.Itoa(p.Props.Mentions),
		"earliest": str(p.Props.Earliest), "latest": str(p.Props.Latest)}
	if p.Point != nil {
		row.point("lon", "lat", *p.Point)
		row.geometry(*p.Point)
	}
	return cw.write(row)
}

func (cw *CSVWriter) event(e dataset.EventRecord) error {
	row := csvRow{"collection": "events", "id": e.ID, "type": e.Props.Type, "when": e.Props.When,
		"earliest": str(e.Props.Earliest), "latest": str(e.Props.Latest), "place": str(e.Props.Place),
		"places": joinList(e.Props.Places), "place_ids": joinList(e.Props.PlaceIDs),
		"actors": joinList(e.Props.Actors), "summary": e.Props.Summary, "summaries": summariesCell(e.Props.Summaries)}
	row.source(e.Props.Source)
	if e.Point != nil {
		row.point("lon", "lat", *e.Point)
		row.geometry(*e.Point)
	}
	return cw.write(row)
}

func (cw *CSVWriter) movement(m dataset.MovementRecord) error {
	row := csvRow{"collection": "movements", "id": m.ID, "when": m.Props.When,
		"earliest": str(m.Props.Earliest), "latest": str(m.Props.Latest), "actor": m.Props.Actor,
		"from": m.Props.From, "from_id": m.Props.FromID, "to": m.Props.To, "to_id": m.Props.ToID, "summary": m.Props.Summary,
		"summaries": summariesCell(m.Props.Summaries)}
	row.source(m.Props.Source)
	if len(m.Line) > 0 {
		row.point("from_lon", "from_lat", m.Line[0])
		row.point("to_lon", "to_lat", m.Line[len(m.Line)-1])
		row.geometry(m.Line)
	}
	return cw.write(row)
}

func (cw *CSVWriter) write(r csvRow) error {
	out := make([]string, len(CSVColumns))
	for i, c := range CSVColumns {
		out[i] = neutralise(r[c])
	}
	return cw.w.Write(out)
}

type csvRow map[string]string

func (r csvRow) point(lonCol, latCol string, p orb.Point) {
	r[lonCol] = strconv.FormatFloat(p[0], 'f', -1, 64)
	r[latCol] = strconv.FormatFloat(p[1], 'f', -1, 64)
}

func (r csvRow) geometry(g orb.Geometry) {
	if g != nil {
		r["wkt"] = wkt.MarshalString(g)
	}
}

func (r csvRow) source(s dataset.Source) {
	r["document"], r["source_text"] = s.Document, s.Text
	if s.Document != "" || s.End != 0 {
		r["source_start"], r["source_end"] = strconv.Itoa(s.Start), strconv.Itoa(s.End)
	}
}

// needsApostrophe reports whether a cell is neutralised on output: it
// starts with a character that makes spreadsheets run it as a formula (=,
// +, -, @, tab, carriage return; OWASP's list) or with the apostrophe
// itself, or starts or ends with white space (which ReadCSV trims from
// cells as people type them), and it is not a finite number.
func needsApostrophe(s string) bool {
	if s == "" {
		return false
	}
	switch s[0] {
	case '=', '+', '-', '@', '\t', '\r', '\'':
		f, err := strconv.ParseFloat(s, 64)
		return err != nil || math.IsInf(f, 0) || math.IsNaN(f)
	}
	first, _ := utf8.DecodeRuneInString(s)
	last, _ := utf8.DecodeLastRuneInString(s)
	return unicode.IsSpace(first) || unicode.IsSpace(last)
}

// neutralise prefixes an apostrophe where needsApostrophe says so.
func neutralise(s string) string {
	if needsApostrophe(s) {
		return "'" + s
	}
	return s
}

// cellValue reads a cell back: a neutralised cell loses its apostrophe and
// is taken as it is; any other is trimmed of surrounding white space.
func cellValue(s string) string {
	if rest, ok := strings.CutPrefix(s, "'"); ok && needsApostrophe(rest) {
		return rest
	}
	return strings.TrimSpace(s)
}

func str(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// joinList joins list items with "|", escaping "|" and "\\" in them.
func joinList(items []string) string {
	escaped := make([]string, len(items))
	for i, it := range items {
		escaped[i] = strings.NewReplacer(`\`, `\\`, "|", `\|`).Replace(it)
	}
	return strings.Join(escaped, "|")
}

// list splits a cell joined by joinList; "" is no items.
func list(s string) []string {
	out := []string{}
	if s == "" {
		return out
	}
	var item strings.Builder
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '\\' && i+1 < len(s):
			i++
			item.WriteByte(s[i])
		case s[i] == '|':
			out = append(out, item.String())
			item.Reset()
		default:
			item.WriteByte(s[i])
		}
	}
	return append(out, item.String())
}

// ReadCSV reads CSV rows into records; file names the input in errors,
// which give its line (and column, for quoting errors). The header must
// name only CSVColumns (or `toponym` for `place`), each once, and every
// row must have as many fields as the header. A row's place without
// lon/lat is geocoded with resolve (the year of its `when` as hint); a nil
// resolve makes that an error. Ids must be unique within a collection.
func ReadCSV(rd io.Reader, file string, resolve dataset.Resolver) (dataset.Records, error) {
	var recs dataset.Records
	err := ScanCSV(rd, file, resolve, &recs)
	return recs, err
}

// ScanCSV is ReadCSV for datasets too large to hold (checked for UTF-8 as
// it streams, see charset.Reader): events and movements
// go to sink row by row; places (the file's, the geocoded ones and those
// the events name, see ReadGeoJSON) follow at the end. What it keeps per
// row is the id, to refuse a repeated one with both lines.
func ScanCSV(rd io.Reader, file string, resolve dataset.Resolver, sink dataset.RecordSink) error {
	cr := csv.NewReader(charset.NewReader(rd))
	cr.ReuseRecord = true
	at := func(line, col int, err error) error { return &PosError{File: file, Line: line, Column: col, Err: err} }
	header, err := cr.Read()
	if err == io.EOF {
		return at(1, 0, errors.New("CSV: the file is empty; the first line names the columns"))
	}
	if err != nil {
		return csvError(file, err, 0)
	}
	col := map[string]int{}
	for i, h := range header {
		h = strings.ToLower(strings.TrimSpace(strings.TrimPrefix(h, "\ufeff")))
		if h == "toponym" {
			h = "place"
		}
		switch {
		case h == "":
			return at(1, 0, fmt.Errorf("CSV header: column %d has no name", i+1))
		case !slices.Contains(CSVColumns, h):
			return at(1, 0, fmt.Errorf("CSV header: unknown column %q; the columns are %s (and toponym for place)",
				header[i], strings.Join(CSVColumns, ", ")))
		}
		if prev, dup := col[h]; dup {
			return at(1, 0, fmt.Errorf("CSV header: columns %d and %d both name %s", prev+1, i+1, h))
		}
		col[h] = i
	}
	cr.FieldsPerRecord = len(header)
	st := &csvScan{sink: sink, sent: map[string]bool{}, implied: impliedPlaces{seen: map[string]bool{}}}
	seen := map[string]int32{}
	for {
		fields, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return csvError(file, err, len(header))
		}
		line, _ := cr.FieldPos(0)
		get := func(name string) string {
			if i, ok := col[name]; ok {
				return cellValue(fields[i])
			}
			return ""
		}
		coll, id := csvCollection(get), get("id")
		if id == "" {
			id = fmt.Sprintf("%s-line-%d", strings.TrimSuffix(coll, "s"), line)
		}
		if coll == "tracks" {
			continue // derived data: built again from events and movements
		}
		key := coll + "\x00" + id
		if first, dup := seen[key]; dup {
			return at(line, 0, fmt.Errorf("id %s is already used by the %s row at line %d", id, coll, first))
		}
		seen[key] = int32(line)
		if err := readCSVRow(st, get, coll, id, resolve); err != nil {
			return at(line, 0, err)
		}
	}
	return st.finish()
}

// csvCollection is a row's collection: its `collection` cell, or events,
// or movements when `from` and `to` are given.
func csvCollection(get func(string) string) string {
	if c := get("collection"); c != "" {
		return c
	}
	if get("from") != "" && get("to") != "" {
		return "movements"
	}
	return "events"
}

// csvScan is the state of ScanCSV. Place rows go to the sink as they are
// read, so that the events after them know their places' kinds (an event
// at a country or region is approximate); places resolved from toponyms
// and implied by points are held to the end, for those no row gave.
type csvScan struct {
	sink    dataset.RecordSink
	sent    map[string]bool
	places  []dataset.PlaceRecord
	implied impliedPlaces
}

func (st *csvScan) place(p dataset.PlaceRecord) error {
	st.sent[p.ID] = true
	return st.sink.Place(p)
}

func (st *csvScan) event(e dataset.EventRecord) error {
	st.implied.fixEvent(&e)
	return st.sink.Event(e)
}

func (st *csvScan) movement(m dataset.MovementRecord) error {
	st.implied.fixMovement(&m)
	return st.sink.Movement(m)
}

func (st *csvScan) finish() error {
	for _, p := range append(st.places, st.implied.places...) {
		if st.sent[p.ID] {
			continue
		}
		if err := st.place(p); err != nil {
			return err
		}
	}
	return nil
}

// csvError places an encoding/csv error; want is the header's field count.
func csvError(file string, err error, want int) error {
	var notUTF8 *charset.Error
	if errors.As(err, &notUTF8) {
		notUTF8.Path = file
		return &PosError{File: file, Line: notUTF8.Line, Err: notUTF8}
	}
	var pe *csv.ParseError
	if !errors.As(err, &pe) {
		return &PosError{File: file, Line: 1, Err: err}
	}
	if errors.Is(pe.Err, csv.ErrFieldCount) {
		return &PosError{File: file, Line: pe.StartLine, Err: fmt.Errorf("CSV: this row has a different number of fields than the header's %d (a comma too many or too few, or a field not quoted?)", want)}
	}
	if pe.StartLine != pe.Line {
		// A quote left open swallows the lines after it: the row where it
		// opened is the one to fix.
		return &PosError{File: file, Line: pe.StartLine, Err: fmt.Errorf("CSV: %v: this row's quoted field runs on to line %d (a quote left open?)", pe.Err, pe.Line)}
	}
	return &PosError{File: file, Line: pe.Line, Column: pe.Column, Err: fmt.Errorf("CSV: %v", pe.Err)}
}

// readCSVRow reads one row of a collection (not tracks) with its id.
func readCSVRow(recs *csvScan, get func(string) string, coll, id string, resolve dataset.Resolver) error {
	src, err := csvSource(get)
	if err != nil {
		return err
	}
	switch coll {
	case "places":
		pt, ok, err := csvPoint(get, "lon", "lat")
		if err != nil {
			return fmt.Errorf("place %s: %w", id, err)
		}
		mentions := 0
		if m := get("mentions"); m != "" {
			if mentions, err = strconv.Atoi(m); err != nil || mentions < 0 {
				return fmt.Errorf("mentions: %q is not a count", m)
			}
		}
		names, err := parseDatedNames(get("names"))
		if err != nil {
			return err
		}
		rec := dataset.PlaceRecord{ID: id, Props: dataset.PlaceProperties{
			Name: get("name"), Kind: gazetteer.Kind(get("kind")), Country: get("country"), GazetteerID: get("gazetteer_id"),
			Toponyms: list(get("toponyms")), Names: names, Mentions: mentions, Earliest: optional(get("earliest")), Latest: optional(get("latest")),
		}}
		if ok {
			rec.Point = &pt
		}
		return recs.place(rec)
	case "events":
		summaries, err := parseSummaries(get("summaries"))
		if err != nil {
			return err
		}
		p := dataset.EventProperties{Summaries: summaries, Type: get("type"), When: get("when"), Earliest: optional(get("earliest")), Latest: optional(get("latest")),
			Summary: get("summary"), Actors: list(get("actors")), Places: list(get("places")), PlaceIDs: list(get("place_ids")),
			Place: optional(get("place")), Source: src}
		if p.Type == "" {
			p.Type = "other"
		}
		if err := dataset.CheckEventType(p.Type); err != nil {
			return err
		}
		if err := settleInterval(&p.When, &p.Earliest, &p.Latest); err != nil {
			return err
		}
		rec := dataset.EventRecord{ID: id, Props: p}
		pt, ok, err := csvPoint(get, "lon", "lat")
		if err != nil {
			return err
		}
		if !ok && p.Place != nil {
			place, err := resolveCSV(resolve, *p.Place, p.Earliest, p.Latest)
			if err != nil {
				return fmt.Errorf("event %s: %w", id, err)
			}
			pt, ok = place.Point, true
			rec.Props.PlaceIDs, rec.Props.Places = []string{place.ID}, []string{place.Name}
			rec.Props.Place = &place.Name
			recs.places = appendPlace(recs.places, place, *p.Place)
		}
		if ok {
			rec.Point = &pt
		}
		return recs.event(rec)
	case "movements":
		summaries, err := parseSummaries(get("summaries"))
		if err != nil {
			return err
		}
		p := dataset.MovementProperties{Summaries: summaries, Actor: get("actor"), From: get("from"), To: get("to"), FromID: get("from_id"), ToID: get("to_id"),
			When: get("when"), Earliest: optional(get("earliest")), Latest: optional(get("latest")), Summary: get("summary"), Source: src}
		if err := settleInterval(&p.When, &p.Earliest, &p.Latest); err != nil {
			return err
		}
		ends := [2]orb.Point{}
		for i, end := range []struct{ name, lon, lat string }{{"from", "from_lon", "from_lat"}, {"to", "to_lon", "to_lat"}} {
			pt, ok, err := csvPoint(get, end.lon, end.lat)
			if err != nil {
				return err
			}
			if !ok {
				toponym := get(end.name)
				place, err := resolveCSV(resolve, toponym, p.Earliest, p.Latest)
				if err != nil {
					return fmt.Errorf("movement %s: %s: %w", id, end.name, err)
				}
				pt = place.Point
				if i == 0 {
					p.From, p.FromID = place.Name, place.ID
				} else {
					p.To, p.ToID = place.Name, place.ID
				}
				recs.places = appendPlace(recs.places, place, toponym)
			}
			ends[i] = pt
		}
		return recs.movement(dataset.MovementRecord{ID: id, Line: orb.LineString{ends[0], ends[1]}, Props: p})
	default:
		return fmt.Errorf("unknown collection %q: want places, events or movements", coll)
	}
}

func csvPoint(get func(string) string, lonCol, latCol string) (orb.Point, bool, error) {
	lonS, latS := get(lonCol), get(latCol)
	if lonS == "" && latS == "" {
		return orb.Point{}, false, nil
	}
	lon, err1 := strconv.ParseFloat(lonS, 64)
	lat, err2 := strconv.ParseFloat(latS, 64)
	if err1 != nil || err2 != nil {
		return orb.Point{}, false, fmt.Errorf("%s,%s = %q,%q: want WGS84 degrees", lonCol, latCol, lonS, latS)
	}
	if err := checkPoint(orb.Point{lon, lat}); err != nil {
		return orb.Point{}, false, fmt.Errorf("%s,%s: %w", lonCol, latCol, err)
	}
	return orb.Point{lon, lat}, true, nil
}

func csvSource(get func(string) string) (dataset.Source, error) {
	s := dataset.Source{Document: get("document"), Text: get("source_text")}
	for _, c := range []struct {
		name string
		dst  *int
	}{{"source_start", &s.Start}, {"source_end", &s.End}} {
		if v := get(c.name); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				return s, fmt.Errorf("%s: %q is not a code-point offset", c.name, v)
			}
			*c.dst = n
		}
	}
	return s, nil
}

func resolveCSV(resolve dataset.Resolver, toponym string, earliest, latest *string) (gazetteer.Place, error) {
	if toponym == "" {
		return gazetteer.Place{}, fmt.Errorf("no place and no lon/lat")
	}
	if resolve == nil {
		return gazetteer.Place{}, fmt.Errorf("%q has no lon/lat and no gazetteer is at hand", toponym)
	}
	year := 0
	for _, d := range []*string{earliest, latest} {
		if d != nil && len(*d) >= 4 {
			if y, err := strconv.Atoi((*d)[:4]); err == nil {
				year = y
				break
			}
		}
	}
	return resolve.Resolve(toponym, year)
}

// appendPlace adds a geocoded place once, remembering the toponym.
func appendPlace(places []dataset.PlaceRecord, p gazetteer.Place, toponym string) []dataset.PlaceRecord {
	for i := range places {
		if places[i].ID == p.ID {
			places[i].Props.Mentions++
			if !slices.Contains(places[i].Props.Toponyms, toponym) {
				places[i].Props.Toponyms = append(places[i].Props.Toponyms, toponym)
			}
			return places
		}
	}
	pt := p.Point
	return append(places, dataset.PlaceRecord{ID: p.ID, Point: &pt, Props: dataset.PlaceProperties{
		Name: p.Name, Kind: p.Kind, Country: p.Country, GazetteerID: p.ID, Toponyms: []string{toponym}, Mentions: 1,
	}})
}

// datedNamesCell writes a place's dated names as "Тифлис (ru, ..1936)"
// joined as a list: text, language and the years of use, ".." for an open
// side.
func datedNamesCell(names []dataset.DatedName) string {
	parts := make([]string, 0, len(names))
	year := func(y int) string {
		if y == 0 {
			return ""
		}
		return strconv.Itoa(y)
	}
	for _, n := range names {
		parts = append(parts, fmt.Sprintf("%s (%s, %s..%s)", n.Text, n.Lang, year(n.From), year(n.Until)))
	}
	return joinList(parts)
}

var datedNameCell = regexp.MustCompile(`^(.+) \(([A-Za-z-]*), (-?\d*)\.\.(-?\d*)\)$`)

func parseDatedNames(cell string) ([]dataset.DatedName, error) {
	var out []dataset.DatedName
	for _, part := range list(cell) {
		m := datedNameCell.FindStringSubmatch(part)
		if m == nil {
			return nil, fmt.Errorf("names: %q is not \"name (lang, from..until)\"", part)
		}
		n := dataset.DatedName{Text: m[1], Lang: m[2]}
		n.From, _ = strconv.Atoi(m[3])
		n.Until, _ = strconv.Atoi(m[4])
		out = append(out, n)
	}
	return out, nil
}

// summariesCell writes summaries in other languages as "ru: …" joined as
// a list, by language.
func summariesCell(m map[string]string) string {
	langs := make([]string, 0, len(m))
	for l := range m {
		langs = append(langs, l)
	}
	slices.Sort(langs)
	parts := make([]string, 0, len(m))
	for _, l := range langs {
		parts = append(parts, l+": "+m[l])
	}
	return joinList(parts)
}

func parseSummaries(cell string) (map[string]string, error) {
	var out map[string]string
	for _, part := range list(cell) {
		lang, text, ok := strings.Cut(part, ": ")
		if !ok || lang == "" {
			return nil, fmt.Errorf("summaries: %q is not \"lang: text\"", part)
		}
		if out == nil {
			out = map[string]string{}
		}
		out[lang] = text
	}
	return out, nil
}
