package extract

import "testing"

// A paragraph that opens with the label of an editor's note of its own
// («Примечание.», «Комментарий.», «Примечания.») after letters under
// datelines tells of the writer from outside the letters: what it tells
// with no place named happens nowhere the last dateline says. A paragraph
// of the letter itself stays there.
func TestSpansEditorsNoteAfterLetters(t *testing.T) {
	const tula = "geonames:480562"
	const letter = "I. Тула, 3 мая 1890 г.\n\nДорогой брат! Живу здесь тихо, служу в управе. Летом поеду к тебе.\n\n"
	for _, tt := range []struct{ note, want string }{
		{"Комментарий. В феврале 1891 г. Сомов женился.", "other - 1891-02"},
		{"Примечания. В феврале 1891 г. Сомов был арестован.", "other - 1891-02"},
		{"Примечание: в феврале 1891 г. Сомов женился.", "other - 1891-02"},
		{"В феврале 1891 г. я женился.", "other " + tula + " 1891-02"},
	} {
		text := letter + tt.note
		wantExactly(t, text, eventList(extractText(t, text)), []string{"other " + tula + " 1890-05-03", tt.want})
	}
}
