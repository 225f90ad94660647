package web_test

import (
	"io/fs"
	"testing"
	"testing/fstest"

	"github.com/chronomap/chronomap/web"
)

func TestBuilt(t *testing.T) {
	tests := []struct {
		name string
		fsys fs.FS
		want bool
	}{
		{"empty", fstest.MapFS{}, false},
		{"gitkeep only", fstest.MapFS{".gitkeep": {}}, false},
		{"index is a directory", fstest.MapFS{"index.html/x": {}}, false},
		{"built", fstest.MapFS{"index.html": {Data: []byte("<!doctype html>")}, "app.js": {}}, true},
	}
	for _, tt := range tests {
		if got := web.Built(tt.fsys); got != tt.want {
			t.Errorf("%s: Built = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestAssetsRootedAtDist(t *testing.T) {
	fsys := web.Assets()
	if _, err := fs.Stat(fsys, ".gitkeep"); err != nil {
		t.Fatalf("Assets() is not rooted at web/dist: %v", err)
	}
}
