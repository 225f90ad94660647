// Package synth makes synthetic datasets for benchmarks and load tests:
// events at places across Europe and Russia between 1850 and 1950, written
// as the CSV that "chronomap import" reads (data/README.md). The same
// count and seed always give the same bytes.
package synth

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/when"
)

// Columns are the CSV columns Write writes.
var Columns = []string{"collection", "id", "type", "when", "place", "places", "place_ids", "actors", "lon", "lat", "summary"}

// Options shape a synthetic dataset.
type Options struct {
	Events int
	Seed   uint64
}

// place is one synthetic settlement.
type place struct {
	id, name string
	lon, lat float64
}

var syllables = []string{"no", "vo", "gor", "sk", "lav", "mir", "pol", "tse", "ra", "dan", "ber", "ka", "lin", "va", "ost", "zan", "mo", "ri", "tel", "chev"}

// Write writes o.Events events, one CSV row each: a place and point drawn
// from o.Events/200 settlements (at least 100) across Europe and Russia
// (longitude −10° to 60°, latitude 36° to 66°); a date between 1850 and
// 1950 — six in ten an explicit interval of one day to five years (spans
// spread on a log scale), the rest fuzzy EDTF (a day, a month, a season, a
// year, qualified ~ ? %, unspecified digits, one in a thousand with an
// open end); an event type; one event in five an actor from 300.
func Write(w io.Writer, o Options) error {
	rng := rand.New(rand.NewPCG(o.Seed, o.Seed^0x5eed))
	places := make([]place, max(100, o.Events/200))
	for i := range places {
		var name strings.Builder
		for range 2 + rng.IntN(2) {
			name.WriteString(syllables[rng.IntN(len(syllables))])
		}
		n := name.String()
		places[i] = place{id: fmt.Sprintf("synth:%05d", i), name: strings.ToUpper(n[:1]) + n[1:] + "-" + strconv.Itoa(i),
			lon: round(-10+rng.Float64()*70, 4), lat: round(36+rng.Float64()*30, 4)}
	}
	actors := make([]string, 300)
	for i := range actors {
		actors[i] = fmt.Sprintf("Person %03d", i)
	}
	first := when.Date{Year: 1850, Month: 1, Day: 1}.Days()
	last := when.Date{Year: 1950, Month: 12, Day: 31}.Days()
	cw := csv.NewWriter(w)
	if err := cw.Write(Columns); err != nil {
		return err
	}
	row := make([]string, len(Columns))
	for i := range o.Events {
		p := places[rng.IntN(len(places))]
		typ := dataset.EventTypes[rng.IntN(len(dataset.EventTypes))]
		actor := ""
		if rng.IntN(5) == 0 {
			actor = actors[rng.IntN(len(actors))]
		}
		row[0], row[1], row[2] = "events", fmt.Sprintf("e%07d", i), typ
		row[3] = edtf(rng, first, last)
		row[4], row[5], row[6], row[7] = p.name, p.name, p.id, actor
		row[8], row[9] = strconv.FormatFloat(p.lon, 'f', -1, 64), strconv.FormatFloat(p.lat, 'f', -1, 64)
		row[10] = typ + " at " + p.name
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

func round(v float64, digits int) float64 {
	p := math.Pow(10, float64(digits))
	return math.Round(v*p) / p
}

// edtf draws an event's date as EDTF.
func edtf(rng *rand.Rand, first, last int64) string {
	start := when.DateFromDays(first + rng.Int64N(last-first+1-5*365))
	y, m, d := start.Year, int(start.Month), start.Day
	switch k := rng.IntN(1000); {
	case k == 0:
		return fmt.Sprintf("%04d-%02d/..", y, m)
	case k == 1:
		return fmt.Sprintf("../%04d-%02d", y, m)
	case k < 600:
		span := int64(math.Exp(rng.Float64()*math.Log(5*365))) - 1
		if span == 0 {
			return start.String()
		}
		return start.String() + "/" + when.DateFromDays(start.Days()+span).String()
	case k < 700:
		return start.String()
	case k < 800:
		return fmt.Sprintf("%04d-%02d", y, m)
	case k < 850:
		return fmt.Sprintf("%04d-%d", y, 21+rng.IntN(4))
	case k < 900:
		return strconv.Itoa(y)
	case k < 930:
		return fmt.Sprintf("%04d-%02d-%02d%s", y, m, d, []string{"~", "?", "%"}[rng.IntN(3)])
	case k < 960:
		return fmt.Sprintf("%04d%s", y, []string{"~", "?"}[rng.IntN(2)])
	case k < 980:
		return fmt.Sprintf("%04d-%02d-%dX", y, m, min(d/10, 2))
	default:
		return fmt.Sprintf("%04d-XX", y)
	}
}

// DefaultSeed is the seed of the benchmark's dataset.
const DefaultSeed = 1902
