package main

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
)

// dataset describes a synthetic dataset: its events' ids start with
// prefix, so that an answer mixing two datasets shows.
type dataset struct {
	prefix                    string
	events, places, movements int
	seed                      uint64
}

// writeGeoJSON writes the dataset as the GeoJSON FeatureCollection
// `chronomap import` reads: places with kinds, events at places with
// actors and a cited source, movements between places. Dates fall in
// 1850-1925, points in Europe.
func (d dataset) writeGeoJSON(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	w := bufio.NewWriterSize(f, 1<<20)
	r := rand.New(rand.NewPCG(d.seed, 7))
	type place struct{ lon, lat float64 }
	places := make([]place, d.places)
	for i := range places {
		places[i] = place{-10 + 50*r.Float64(), 36 + 28*r.Float64()}
	}
	date := func() string {
		return fmt.Sprintf("%04d-%02d-%02d", 1850+r.IntN(76), 1+r.IntN(12), 1+r.IntN(28))
	}
	types := []string{"meeting", "publication", "relocation", "trip", "lecture", "school", "congress", "representation", "other"}
	fmt.Fprint(w, `{"type":"FeatureCollection","features":[`)
	sep := "\n"
	for i, p := range places {
		fmt.Fprintf(w, `%s{"type":"Feature","id":"%s-place-%d","collection":"places","geometry":{"type":"Point","coordinates":[%.5f,%.5f]},`+
			`"properties":{"name":"Place %d","kind":"city","country":"FR","gazetteer_id":"synthetic:%d","toponyms":["Место %d"],"mentions":1,"earliest":null,"latest":null}}`,
			sep, d.prefix, i, p.lon, p.lat, i, i, i)
		sep = ",\n"
	}
	for i := range d.events {
		pi := r.IntN(d.places)
		p := places[pi]
		when := date()
		if r.IntN(10) == 0 {
			when = when[:7] // a month
		}
		fmt.Fprintf(w, `%s{"type":"Feature","id":"%s%07d","collection":"events","geometry":{"type":"Point","coordinates":[%.5f,%.5f]},`+
			`"properties":{"type":"%s","when":"%s","summary":"Synthetic event %d at place %d","actors":["actor-%d"],"place":"Place %d",`+
			`"places":["Place %d"],"place_ids":["%s-place-%d"],"source":{"document":"synthetic.txt","start":%d,"end":%d,`+
			`"text":"В %s году состоялось событие номер %d, о котором пишет источник."}}}`,
			sep, d.prefix, i, p.lon, p.lat, types[r.IntN(len(types))], when, i, pi, r.IntN(400), pi, pi, d.prefix, pi, i*80, i*80+70, when[:4], i)
	}
	for i := range d.movements {
		from, to := r.IntN(d.places), r.IntN(d.places)
		a, b := places[from], places[to]
		when := date()
		fmt.Fprintf(w, `%s{"type":"Feature","id":"%s-move-%d","collection":"movements","geometry":{"type":"LineString","coordinates":[[%.5f,%.5f],[%.5f,%.5f]]},`+
			`"properties":{"actor":"actor-%d","from":"Place %d","to":"Place %d","from_id":"%s-place-%d","to_id":"%s-place-%d","when":"%s",`+
			`"summary":"Synthetic journey %d","source":{"document":"synthetic.txt","start":%d,"end":%d,"text":"Он уехал."}}}`,
			sep, d.prefix, i, a.lon, a.lat, b.lon, b.lat, r.IntN(400), from, to, d.prefix, from, d.prefix, to, when, i, i*10, i*10+9)
	}
	fmt.Fprint(w, "\n]}\n")
	if err := w.Flush(); err != nil {
		return err
	}
	return f.Close()
}
