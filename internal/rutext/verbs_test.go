package rutext_test

import "testing"

// The addressee's verbs (an imperative leaving the speaker out, a second
// person) and the writer's future are told apart from what was done.
func TestVerbsOfAddresseeAndFuture(t *testing.T) {
	r := testReader(t)
	for _, c := range []struct {
		word              string
		addressee, future bool
	}{
		{"приезжай", true, false},
		{"приезжайте", true, false},
		{"вышлите", true, false},
		{"приедешь", true, false},
		{"приеду", false, true},
		{"выедем", false, true},
		{"вернёмся", false, true},
		{"едем", false, false},   // the present, as a diary tells a day's way
		{"уедет", false, false},  // the third person: a biography's future in the past
		{"прибыл", false, false}, // the past
	} {
		tok := r.Tokenize(c.word)[0]
		if got := r.IsAddresseeVerb(tok); got != c.addressee {
			t.Errorf("IsAddresseeVerb(%s) = %v, want %v", c.word, got, c.addressee)
		}
		if got := r.IsFirstPersonFuture(tok); got != c.future {
			t.Errorf("IsFirstPersonFuture(%s) = %v, want %v", c.word, got, c.future)
		}
	}
}
