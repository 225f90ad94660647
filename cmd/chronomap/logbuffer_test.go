package main

import (
	"log/slog"
	"strings"
	"testing"
	"time"
)

func TestLogBuffer(t *testing.T) {
	out := &syncBuffer{}
	buf := newLogBuffer(out, 1<<10, time.Hour)
	log := slog.New(flushingHandler{slog.NewTextHandler(buf, nil), buf})
	for i := range 5 {
		log.Info("request", "n", i)
	}
	if got, _ := out.text(); got != "" {
		t.Fatalf("info lines written before a flush: %q", got)
	}
	log.Warn("trouble")
	got, writes := out.text()
	if n := strings.Count(got, "\n"); n != 6 || writes != 1 || !strings.Contains(got, "msg=trouble") {
		t.Fatalf("after a warning: %d lines in %d writes, want 6 in 1:\n%s", n, writes, got)
	}
	// Lines stay whole when the buffer fills: 40 lines of about 50 bytes
	// through a 1 KiB buffer.
	for i := range 40 {
		log.Info("request", "n", i, "path", "/collections/events/items")
	}
	if err := buf.Close(); err != nil {
		t.Fatal(err)
	}
	got, writes = out.text()
	lines := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
	if len(lines) != 46 || writes < 3 {
		t.Fatalf("%d lines in %d writes, want 46 in several", len(lines), writes)
	}
	for _, l := range lines {
		if !strings.HasPrefix(l, "time=") {
			t.Fatalf("a line cut: %q", l)
		}
	}
}

func TestLogBufferFlushesOnTime(t *testing.T) {
	out := &syncBuffer{}
	buf := newLogBuffer(out, 1<<10, 10*time.Millisecond)
	defer buf.Close()
	buf.Write([]byte("one line\n"))
	deadline := time.Now().Add(5 * time.Second)
	for {
		if got, _ := out.text(); got == "one line\n" {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the line was not written within 5 s of a 10 ms interval")
		}
		time.Sleep(5 * time.Millisecond)
	}
}
