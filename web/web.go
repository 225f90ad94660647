// Package web holds chronomap's map page, built from web/src by
// `npm run build` into web/dist and embedded into the binary.
//
// The page is a static bundle: index.html, app.js, app.css, images/ and
// countries-50m.json (the Natural Earth basemap). All its URLs are relative,
// so a server serves Assets at the root of its URL space, next to the OGC API
// - Features endpoints that the page queries: collections/events,
// collections/events/items, collections/movements/items and
// collections/places/items, and documents/{id} for the source text.
package web

import (
	"embed"
	"io/fs"
)

// dist is the build output. It holds only .gitkeep until the page is built,
// so the package compiles on a fresh clone.
//
//go:embed all:dist
var dist embed.FS

// Assets returns the built page, rooted at web/dist: index.html sits at the
// root of the returned file system. Before a build it holds only .gitkeep;
// use Built to tell.
func Assets() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		// fs.Sub fails only for an invalid path, and "dist" is valid.
		panic(err)
	}
	return sub
}

// Built reports whether fsys holds a built page, that is an index.html file at
// its root. A server should answer with a hint to run the web build (npm ci &&
// npm run build in web/) when it is false.
func Built(fsys fs.FS) bool {
	info, err := fs.Stat(fsys, "index.html")
	return err == nil && info.Mode().IsRegular()
}
