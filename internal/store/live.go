package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"github.com/chronomap/chronomap/internal/feature"
)

// Live is a database file opened read-only for serving that can be
// replaced while it is read. When another file is renamed over its path
// (ReplaceFile does so), Reload opens the new file; reads already under
// way finish on the old one, which is closed when the last of them is done.
//
// Live is a feature.Reader. Each call reads the file current when it
// starts; Pin makes every call with one context (one HTTP request) read
// the same file.
//
// A file changed in place while open (cp over it, say) would make reads
// of its mapping fault (SIGBUS) or find garbage: Live checks the file's
// size and modification time before reads (at most every CheckEvery, so
// that a busy server does not stat the file per request) and answers
// ErrFileChanged instead of reading, turns a fault that slips between check and read into
// the same error rather than a crash, and the next Reload opens the file
// anew once it is a valid database again.
type Live struct {
	path string
	// CheckEvery is how often reads look at the file for a change in
	// place; 0 means before every read. OpenLive sets DefaultCheckEvery.
	CheckEvery time.Duration

	mu  sync.Mutex
	cur *generation
}

// generation is one opened file and the reads using it.
type generation struct {
	db *DB
	// f is the file db maps, open once more to notice changes in place.
	f    *os.File
	info os.FileInfo // f as opened
	// Guarded by Live.mu:
	refs    int  // reads in flight
	retired bool // replaced: close when refs drops to 0

	// broken: the file changed in place; reads fail, and db is never
	// closed, since a read that faulted may have left its locks held.
	broken atomic.Bool
	// checked is when (UnixNano) reads last looked for a change in place.
	checked atomic.Int64
}

// changedInPlace reports whether g's file was written since it was opened
// (a read-only database file never is, unless overwritten).
func (g *generation) changedInPlace() bool {
	now, err := g.f.Stat()
	return err != nil || now.Size() != g.info.Size() || !now.ModTime().Equal(g.info.ModTime())
}

func (g *generation) close() error {
	g.f.Close()
	if g.broken.Load() {
		return nil
	}
	return g.db.Close()
}

var _ feature.Reader = (*Live)(nil)

// ErrFileChanged is wrapped by a read that faulted because the database
// file was overwritten in place while it was open.
var ErrFileChanged = errors.New("the database file was changed in place while open (replace it with \"chronomap import\" or mv, never cp over it)")

// DefaultCheckEvery is Live.CheckEvery as OpenLive sets it.
const DefaultCheckEvery = 50 * time.Millisecond

// OpenLive opens path read-only for serving (see Open).
func OpenLive(path string) (*Live, error) {
	g, err := openGeneration(path)
	if err != nil {
		return nil, err
	}
	return &Live{path: path, cur: g, CheckEvery: DefaultCheckEvery}, nil
}

func openGeneration(path string) (*generation, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err // names the path
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	db, err := Open(path, Options{ReadOnly: true})
	if err != nil {
		f.Close()
		return nil, err
	}
	// A rename between the two opens would pair f with another file.
	if now, err := os.Stat(path); err != nil || !os.SameFile(now, info) {
		f.Close()
		db.Close()
		return nil, fmt.Errorf("open %s: the file was replaced while opening it; try again", path)
	}
	return &generation{db: db, f: f, info: info}, nil
}

// Path returns the path Live follows.
func (l *Live) Path() string { return l.path }

// Changed reports whether the file at the path is not the one open: another
// file was renamed over it, or it was written in place (size or
// modification time differ).
func (l *Live) Changed() (bool, error) {
	info, err := os.Stat(l.path)
	if err != nil {
		return false, err
	}
	l.mu.Lock()
	open := l.cur.info
	l.mu.Unlock()
	return !os.SameFile(info, open) || info.Size() != open.Size() || !info.ModTime().Equal(open.ModTime()), nil
}

// Reload opens the file at the path anew when it changed (see Changed),
// or always when force is set, and makes it the one new reads use. It
// reports whether it switched files; on an error (the new file is not a
// valid database, say) the open file stays in use.
func (l *Live) Reload(force bool) (bool, error) {
	if !force {
		changed, err := l.Changed()
		if err != nil || !changed {
			return false, err
		}
	}
	next, err := openGeneration(l.path)
	if err != nil {
		return false, err
	}
	// Read the new file's metadata now, so that a damaged file is refused
	// here rather than by the first request.
	if _, err := next.db.Collections(context.Background()); err != nil {
		next.close()
		return false, fmt.Errorf("open %s: %w", l.path, err)
	}
	l.mu.Lock()
	old := l.cur
	l.cur = next
	l.mu.Unlock()
	l.retire(old)
	return true, nil
}

// Watch calls Reload every interval until ctx ends, and report after each
// switch or error (reloaded false with an error: the old file stays).
func (l *Live) Watch(ctx context.Context, interval time.Duration, report func(reloaded bool, err error)) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if ok, err := l.Reload(false); ok || err != nil {
				report(ok, err)
			}
		}
	}
}

// Close stops new reads and closes the file once reads in flight end.
func (l *Live) Close() error {
	l.mu.Lock()
	g := l.cur
	l.mu.Unlock()
	return l.retire(g)
}

// retire marks g replaced and closes it if no read uses it.
func (l *Live) retire(g *generation) error {
	l.mu.Lock()
	g.retired = true
	unused := g.refs == 0
	l.mu.Unlock()
	if unused {
		return g.close()
	}
	return nil
}

func (l *Live) acquire() *generation {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.cur.refs++
	return l.cur
}

func (l *Live) release(g *generation) {
	l.mu.Lock()
	g.refs--
	closeNow := g.retired && g.refs == 0
	l.mu.Unlock()
	if closeNow {
		g.close()
	}
}

// usable reports whether reads may use g's mapping, marking g broken when
// its file changed in place.
func (l *Live) usable(g *generation) bool {
	if g.broken.Load() {
		return false
	}
	if l.CheckEvery > 0 {
		now, last := time.Now().UnixNano(), g.checked.Load()
		if now-last < int64(l.CheckEvery) || !g.checked.CompareAndSwap(last, now) {
			return true // looked at lately, or being looked at now
		}
	}
	if g.changedInPlace() {
		g.broken.Store(true)
	}
	return !g.broken.Load()
}

func (l *Live) markBroken(g *generation) { g.broken.Store(true) }

// pinKey is the context key of a pinned generation; the *Live tells apart
// two Lives in one process.
type pinKey struct{ l *Live }

// Pin returns a context whose reads through l all use the file current
// now, and the function that ends the pin; call it when the request's
// answer is written.
func (l *Live) Pin(ctx context.Context) (context.Context, func()) {
	g := l.acquire()
	var once sync.Once
	return context.WithValue(ctx, pinKey{l}, g), func() { once.Do(func() { l.release(g) }) }
}

// use returns the generation a read with ctx uses and its release.
func (l *Live) use(ctx context.Context) (*generation, func()) {
	if g, ok := ctx.Value(pinKey{l}).(*generation); ok {
		return g, func() {}
	}
	g := l.acquire()
	return g, func() { l.release(g) }
}

// read runs fn on the generation for ctx unless its file changed in place;
// a fault of the file's mapping, or a panic on a file changed under the
// read, becomes ErrFileChanged.
func (l *Live) read(ctx context.Context, fn func(db *DB) error) (err error) {
	g, release := l.use(ctx)
	defer release()
	if !l.usable(g) {
		return fmt.Errorf("%s: %w", l.path, ErrFileChanged)
	}
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			if _, fault := r.(interface{ Addr() uintptr }); !fault && !g.changedInPlace() {
				panic(r)
			}
			l.markBroken(g)
			err = fmt.Errorf("%s: %w (%v)", l.path, ErrFileChanged, r)
		}
	}()
	return fn(g.db)
}

// Collections implements feature.Reader.
func (l *Live) Collections(ctx context.Context) (cols []feature.Collection, err error) {
	err = l.read(ctx, func(db *DB) error {
		cols, err = db.Collections(ctx)
		return err
	})
	return cols, err
}

// Items implements feature.Reader. The page goes to w while the file is
// read, so a fault can interrupt an answer already started; w gets bytes
// that are valid only during its calls, as from DB.Items.
func (l *Live) Items(ctx context.Context, collection string, q feature.Query, w feature.PageWriter) error {
	return l.read(ctx, func(db *DB) error { return db.Items(ctx, collection, q, w) })
}

// Item implements feature.Reader.
func (l *Live) Item(ctx context.Context, collection, id string) (f json.RawMessage, err error) {
	err = l.read(ctx, func(db *DB) error {
		f, err = db.Item(ctx, collection, id)
		return err
	})
	return f, err
}

// Version implements feature.Reader.
func (l *Live) Version(ctx context.Context) (v feature.Version, err error) {
	err = l.read(ctx, func(db *DB) error {
		v, err = db.Version(ctx)
		return err
	})
	return v, err
}

// Documents implements feature.Reader.
func (l *Live) Documents(ctx context.Context) (docs []feature.DocumentInfo, err error) {
	err = l.read(ctx, func(db *DB) error {
		docs, err = db.Documents(ctx)
		return err
	})
	return docs, err
}

// Document implements feature.Reader.
func (l *Live) Document(ctx context.Context, id string) (doc json.RawMessage, err error) {
	err = l.read(ctx, func(db *DB) error {
		doc, err = db.Document(ctx, id)
		return err
	})
	return doc, err
}
