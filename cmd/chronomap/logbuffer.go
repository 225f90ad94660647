package main

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"time"
)

// logBuffer batches log lines on their way to w: a busy server writes its
// access log in a few large writes instead of a write per request. Lines
// are kept whole, written when the buffer passes its size, every interval,
// after any record at Warn or above (see flushingHandler) and on Close.
type logBuffer struct {
	w    io.Writer
	size int

	mu   sync.Mutex
	buf  []byte
	err  error // the first write error, reported by Close
	done chan struct{}
	wg   sync.WaitGroup
}

// newLogBuffer returns a logBuffer over w that flushes every interval.
func newLogBuffer(w io.Writer, size int, interval time.Duration) *logBuffer {
	b := &logBuffer{w: w, size: size, buf: make([]byte, 0, size), done: make(chan struct{})}
	b.wg.Add(1)
	go func() {
		defer b.wg.Done()
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-b.done:
				return
			case <-t.C:
				b.Flush()
			}
		}
	}()
	return b
}

// Write implements io.Writer; slog hands it one whole line per call.
func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.buf)+len(p) > b.size {
		b.flushLocked()
	}
	if len(p) >= b.size {
		b.write(p)
		return len(p), nil
	}
	b.buf = append(b.buf, p...)
	return len(p), nil
}

// Flush writes what is buffered.
func (b *logBuffer) Flush() {
	b.mu.Lock()
	b.flushLocked()
	b.mu.Unlock()
}

func (b *logBuffer) flushLocked() {
	if len(b.buf) > 0 {
		b.write(b.buf)
		b.buf = b.buf[:0]
	}
}

func (b *logBuffer) write(p []byte) {
	if _, err := b.w.Write(p); err != nil && b.err == nil {
		b.err = err
	}
}

// Close stops the timer, writes what is left and returns the first write
// error.
func (b *logBuffer) Close() error {
	close(b.done)
	b.wg.Wait()
	b.Flush()
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.err
}

// flushingHandler is a slog.Handler that flushes its logBuffer after each
// record at Warn or above, so that trouble is on record at once.
type flushingHandler struct {
	slog.Handler
	buf *logBuffer
}

func (h flushingHandler) Handle(ctx context.Context, r slog.Record) error {
	err := h.Handler.Handle(ctx, r)
	if r.Level >= slog.LevelWarn {
		h.buf.Flush()
	}
	return err
}

func (h flushingHandler) WithAttrs(as []slog.Attr) slog.Handler {
	return flushingHandler{h.Handler.WithAttrs(as), h.buf}
}

func (h flushingHandler) WithGroup(name string) slog.Handler {
	return flushingHandler{h.Handler.WithGroup(name), h.buf}
}
