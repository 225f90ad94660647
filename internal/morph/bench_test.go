package morph

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// benchWords are the word tokens of the first source document, in text
// order (testdata/words.txt, one per line).
func benchWords(tb testing.TB) []string {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "words.txt"))
	if err != nil {
		tb.Fatal(err)
	}
	return strings.Fields(string(data))
}

// BenchmarkParse parses the words of the first source document in turn,
// one word per op, on one goroutine; words/s is the throughput.
func BenchmarkParse(b *testing.B) {
	d := openDict(b)
	words := benchWords(b)
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		d.Parse(words[n%len(words)])
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "words/s")
}

// BenchmarkOpen loads the dictionary; heap-MB is the heap one Dict holds.
func BenchmarkOpen(b *testing.B) {
	dir := dictDir(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Open(dir); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	before := heapInUse()
	d, err := Open(dir)
	if err != nil {
		b.Fatal(err)
	}
	held := heapInUse() - before
	runtime.KeepAlive(d)
	b.ReportMetric(float64(held)/(1<<20), "heap-MB")
}

// heapInUse is the live heap after a collection, in bytes.
func heapInUse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}
