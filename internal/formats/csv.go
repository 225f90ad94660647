package formats

import (
	"encoding/csv"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/internal/dataset"
)

// CSVColumns are the columns WriteCSV writes, in order. ReadCSV takes any
// subset in any order (see data/README.md): one row per feature, the
// `collection` column saying which (events when absent, movements when
// `from` and `to` are given); lists are joined with "|".
var CSVColumns = []string{
	"collection", "id", "type", "when", "earliest", "latest",
	"name", "kind", "country", "gazetteer_id", "toponyms", "names", "mentions",
	"place", "places", "place_ids", "actors", "lon", "lat",
	"actor", "from", "from_id", "from_lon", "from_lat", "to", "to_id", "to_lon", "to_lat",
	"summary", "summaries", "document", "source_start", "source_end", "source_text",
}

const listSep = "|"

// WriteCSV writes the records as CSV (RFC 4180) with CSVColumns.
func WriteCSV(w io.Writer, r dataset.Records) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(CSVColumns); err != nil {
		return err
	}
	for _, p := range r.Places {
		row := csvRow{"collection": "places", "id": p.ID, "name": p.Props.Name, "kind": string(p.Props.Kind),
			"country": p.Props.Country, "gazetteer_id": p.Props.GazetteerID, "toponyms": strings.Join(p.Props.Toponyms, listSep),
			"names":    datedNamesCell(p.Props.Names),
			"mentions": strconv.Itoa(p.Props.Mentions), "earliest": str(p.Props.Earliest), "latest": str(p.Props.Latest)}
		row.point("lon", "lat", p.Point)
		if err := cw.Write(row.values()); err != nil {
			return err
		}
	}
	for _, e := range r.Events {
		row := csvRow{"collection": "events", "id": e.ID, "type": e.Props.Type, "when": e.Props.When,
			"earliest": str(e.Props.Earliest), "latest": str(e.Props.Latest), "place": str(e.Props.Place),
			"places": strings.Join(e.Props.Places, listSep), "place_ids": strings.Join(e.Props.PlaceIDs, listSep),
			"actors": strings.Join(e.Props.Actors, listSep), "summary": e.Props.Summary, "summaries": summariesCell(e.Props.Summaries)}
		row.source(e.Props.Source)
		if e.Point != nil {
			row.point("lon", "lat", *e.Point)
		}
		if err := cw.Write(row.values()); err != nil {
			return err
		}
	}
	for _, m := range r.Movements {
		row := csvRow{"collection": "movements", "id": m.ID, "when": m.Props.When,
			"earliest": str(m.Props.Earliest), "latest": str(m.Props.Latest), "actor": m.Props.Actor,
			"from": m.Props.From, "from_id": m.Props.FromID, "to": m.Props.To, "to_id": m.Props.ToID, "summary": m.Props.Summary,
			"summaries": summariesCell(m.Props.Summaries)}
		row.source(m.Props.Source)
		row.point("from_lon", "from_lat", m.Line[0])
		row.point("to_lon", "to_lat", m.Line[len(m.Line)-1])
		if err := cw.Write(row.values()); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

type csvRow map[string]string

func (r csvRow) values() []string {
	out := make([]string, len(CSVColumns))
	for i, c := range CSVColumns {
		out[i] = r[c]
	}
	return out
}

func (r csvRow) point(lonCol, latCol string, p orb.Point) {
	r[lonCol] = strconv.FormatFloat(p[0], 'f', -1, 64)
	r[latCol] = strconv.FormatFloat(p[1], 'f', -1, 64)
}

func (r csvRow) source(s dataset.Source) {
	r["document"], r["source_text"] = s.Document, s.Text
	if s.Document != "" || s.End != 0 {
		r["source_start"], r["source_end"] = strconv.Itoa(s.Start), strconv.Itoa(s.End)
	}
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

func list(s string) []string {
	if s == "" {
		return []string{}
	}
	return strings.Split(s, listSep)
}

// ReadCSV reads CSV rows into records. A row's place without lon/lat is
// geocoded with resolve (the year of its `when` as hint); a nil resolve
// makes that an error. Errors name the line.
func ReadCSV(rd io.Reader, resolve dataset.Resolver) (dataset.Records, error) {
	var recs dataset.Records
	err := ScanCSV(rd, resolve, &recs)
	return recs, err
}

// ScanCSV is ReadCSV for datasets too large to hold: events and movements
// go to sink row by row; places (the file's, the geocoded ones and those
// the events name, see ReadGeoJSON) follow at the end.
func ScanCSV(rd io.Reader, resolve dataset.Resolver, sink dataset.RecordSink) error {
	cr := csv.NewReader(rd)
	cr.FieldsPerRecord = -1
	cr.ReuseRecord = true
	header, err := cr.Read()
	if err != nil {
		return fmt.Errorf("CSV header: %w", err)
	}
	col := map[string]int{}
	for i, h := range header {
		h = strings.ToLower(strings.TrimSpace(strings.TrimPrefix(h, "\ufeff")))
		if h == "toponym" {
			h = "place"
		}
		col[h] = i
	}
	st := &csvScan{sink: sink, implied: impliedPlaces{seen: map[string]bool{}}}
	for {
		fields, err := cr.Read()
		if err == io.EOF {
			break
		}
		line, _ := cr.FieldPos(0)
		if err != nil {
			return fmt.Errorf("CSV line %d: %w", line, err)
		}
		get := func(name string) string {
			if i, ok := col[name]; ok && i < len(fields) {
				return strings.TrimSpace(fields[i])
			}
			return ""
		}
		if err := readCSVRow(st, get, line, resolve); err != nil {
			return fmt.Errorf("CSV line %d: %w", line, err)
		}
	}
	return st.finish()
}

// csvScan is the state of ScanCSV: the places, held to the end.
type csvScan struct {
	sink    dataset.RecordSink
	places  []dataset.PlaceRecord
	implied impliedPlaces
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
	known := map[string]bool{}
	for _, p := range st.places {
		known[p.ID] = true
	}
	for _, p := range st.implied.places {
		if !known[p.ID] {
			st.places = append(st.places, p)
		}
	}
	for _, p := range st.places {
		if err := st.sink.Place(p); err != nil {
			return err
		}
	}
	return nil
}

func readCSVRow(recs *csvScan, get func(string) string, line int, resolve dataset.Resolver) error {
	coll := get("collection")
	if coll == "" {
		coll = "events"
		if get("from") != "" && get("to") != "" {
			coll = "movements"
		}
	}
	id := get("id")
	if id == "" {
		id = fmt.Sprintf("%s-line-%d", strings.TrimSuffix(coll, "s"), line)
	}
	src, err := csvSource(get)
	if err != nil {
		return err
	}
	switch coll {
	case "places":
		pt, ok, err := csvPoint(get, "lon", "lat")
		if err != nil || !ok {
			return fmt.Errorf("place %s: needs lon and lat: %v", id, err)
		}
		mentions := 0
		if m := get("mentions"); m != "" {
			if mentions, err = strconv.Atoi(m); err != nil {
				return fmt.Errorf("mentions: %q is not a number", m)
			}
		}
		names, err := parseDatedNames(get("names"))
		if err != nil {
			return err
		}
		recs.places = append(recs.places, dataset.PlaceRecord{ID: id, Point: pt, Props: dataset.PlaceProperties{
			Name: get("name"), Kind: gazetteer.Kind(get("kind")), Country: get("country"), GazetteerID: get("gazetteer_id"),
			Toponyms: list(get("toponyms")), Names: names, Mentions: mentions, Earliest: optional(get("earliest")), Latest: optional(get("latest")),
		}})
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
		return fmt.Errorf("unknown collection %q", coll)
	}
	return nil
}

func csvPoint(get func(string) string, lonCol, latCol string) (orb.Point, bool, error) {
	lonS, latS := get(lonCol), get(latCol)
	if lonS == "" && latS == "" {
		return orb.Point{}, false, nil
	}
	lon, err1 := strconv.ParseFloat(lonS, 64)
	lat, err2 := strconv.ParseFloat(latS, 64)
	if err1 != nil || err2 != nil || lon < -180 || lon > 180 || lat < -90 || lat > 90 {
		return orb.Point{}, false, fmt.Errorf("%s,%s = %q,%q: want WGS84 degrees", lonCol, latCol, lonS, latS)
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
	return append(places, dataset.PlaceRecord{ID: p.ID, Point: p.Point, Props: dataset.PlaceProperties{
		Name: p.Name, Kind: p.Kind, Country: p.Country, GazetteerID: p.ID, Toponyms: []string{toponym}, Mentions: 1,
	}})
}

// datedNamesCell writes a place's dated names as "Тифлис (ru, ..1936)"
// joined with "|": text, language and the years of use, ".." for an open
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
	return strings.Join(parts, listSep)
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

// summariesCell writes summaries in other languages as "ru: …" joined with
// "|", by language.
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
	return strings.Join(parts, listSep)
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
