package rutext_test

import (
	"sync"
	"testing"

	"github.com/chronomap/chronomap/internal/morph"
	"github.com/chronomap/chronomap/internal/rutext"
	"github.com/chronomap/chronomap/internal/testenv"
)

var (
	vocabOnce sync.Once
	vocabVal  *rutext.Vocabulary
	vocabErr  error
	dictOnce  sync.Once
	dictVal   *morph.Dict
	dictErr   error
)

func testVocabulary(t testing.TB) *rutext.Vocabulary {
	t.Helper()
	vocabOnce.Do(func() { vocabVal, vocabErr = rutext.DefaultVocabulary() })
	if vocabErr != nil {
		t.Fatal(vocabErr)
	}
	return vocabVal
}

// testReader returns a Reader over the embedded vocabulary and the
// OpenCorpora dictionary, as the command line reads text.
func testReader(t testing.TB) *rutext.Reader {
	t.Helper()
	dir := testenv.DictionaryDir(t)
	dictOnce.Do(func() { dictVal, dictErr = morph.Open(dir) })
	if dictErr != nil {
		t.Fatal(dictErr)
	}
	return rutext.New(testVocabulary(t), rutext.Dictionary(dictVal))
}

// plainReader returns a Reader without a dictionary, reading words by the
// vocabulary's endings and lists alone.
func plainReader(t testing.TB) *rutext.Reader {
	t.Helper()
	return rutext.New(testVocabulary(t), nil)
}
