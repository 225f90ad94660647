package rutext_test

import (
	"sync"
	"testing"

	"github.com/chronomap/chronomap/internal/rutext"
)

var (
	readerOnce sync.Once
	readerVal  *rutext.Reader
	readerErr  error
)

// testReader returns a Reader over the embedded vocabulary, built once.
func testReader(t testing.TB) *rutext.Reader {
	t.Helper()
	readerOnce.Do(func() {
		v, err := rutext.DefaultVocabulary()
		readerVal, readerErr = rutext.New(v, nil), err
	})
	if readerErr != nil {
		t.Fatal(readerErr)
	}
	return readerVal
}
