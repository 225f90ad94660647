package api

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/paulmach/orb/encoding/wkt"
	"github.com/paulmach/orb/geojson"
)

// leadingColumns come first in tables, in this order, when present.
var leadingColumns = []string{"type", "kind", "name", "actor", "from", "to", "when", "earliest", "latest", "place", "places", "actors", "summary"}

// featureTable flattens GeoJSON features into columns `id`, `wkt` (the
// geometry as OGC Well-Known Text, empty when null) and one column per
// property: arrays join with "; ", objects list their members.
// It stops with ctx's error when ctx is done.
func featureTable(ctx context.Context, features []json.RawMessage) ([]string, [][]string, error) {
	type decoded struct {
		id    string
		geom  string
		props map[string]any
	}
	rows := make([]decoded, 0, len(features))
	seen := map[string]bool{}
	for i, raw := range features {
		if i%64 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, nil, err
			}
		}
		f, err := geojson.UnmarshalFeature(raw)
		if err != nil {
			return nil, nil, err
		}
		d := decoded{id: fmt.Sprint(f.ID), props: f.Properties}
		if f.Geometry != nil {
			d.geom = wkt.MarshalString(f.Geometry)
		}
		for k := range f.Properties {
			seen[k] = true
		}
		rows = append(rows, d)
	}
	cols := []string{"id", "wkt"}
	for _, k := range leadingColumns {
		if seen[k] {
			cols = append(cols, k)
		}
	}
	var rest []string
	for k := range seen {
		if !slices.Contains(leadingColumns, k) {
			rest = append(rest, k)
		}
	}
	sort.Strings(rest)
	cols = append(cols, rest...)

	out := make([][]string, 0, len(rows))
	for _, d := range rows {
		row := []string{d.id, d.geom}
		for _, k := range cols[2:] {
			row = append(row, cell(d.props[k]))
		}
		out = append(out, row)
	}
	return cols, out, nil
}

func cell(v any) string {
	switch v := v.(type) {
	case nil:
		return ""
	case string:
		return v
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	case []any:
		parts := make([]string, len(v))
		for i, x := range v {
			parts[i] = cell(x)
		}
		return strings.Join(parts, "; ")
	case map[string]any:
		// An object reads as its members, "name: value", in name order:
		// a source as its document, span and quoted text.
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = k + ": " + cell(v[k])
		}
		return strings.Join(parts, "; ")
	default:
		return fmt.Sprint(v)
	}
}
