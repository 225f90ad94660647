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

// A verb of release whose «от» names a duty («освобождён от военной
// службы», «освободили от должности», «освобождён от обязанностей») frees
// from the duty, not from custody: the event is not put where the person
// was last. A release from prison, or with no «от», still happens where
// the person was held.
func TestSpansFreedFromDuty(t *testing.T) {
	const tula = "geonames:480562"
	for _, tt := range []struct{ text, want string }{
		{"В 1880 г. Сомов служил в Туле. В мае 1882 г. он был освобождён от военной службы.", "other - 1882-05"},
		{"В 1880 г. Сомов служил в Туле. В мае 1882 г. Сомова освободили от должности.", "other - 1882-05"},
		{"В 1880 г. Сомов служил в Туле. В мае 1882 г. Сомов был освобождён от обязанностей секретаря.", "other - 1882-05"},
		{"В 1880 г. Сомов был арестован в Туле. В мае 1882 г. он был освобождён.", "other " + tula + " 1882-05"},
		{"В 1880 г. Сомов был арестован в Туле. В мае 1882 г. его освободили из тюрьмы.", "other " + tula + " 1882-05"},
		{"В 1880 г. Сомов был арестован в Туле. В мае 1882 г. он был освобождён от наказания.", "other " + tula + " 1882-05"},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), []string{"other " + tula + " 1880", tt.want})
	}
}

// A journey's arrival in a land or province, with the traveller's next
// move settling them in a place inside it («приехал в Крым. Он поселился
// в Ялте», «приехал на Кавказ. В июне он поселился в Тифлисе»), brought
// them to live there: a change of residence, not a visit. A stop of days,
// or a visit inside the land, keeps it a trip.
func TestSpansSettledWithinLand(t *testing.T) {
	const moscow, crimea, yalta = "geonames:524901", "overlay:crimea", "geonames:688533"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1880 г. Сомов жил в Москве. В мае 1882 г. он приехал в Крым. Он поселился в Ялте.", []string{"relocation " + crimea + " 1882-05", "relocation " + yalta + " 1882-05"}},
		{"В 1880 г. Сомов жил в Москве. В мае 1882 г. он добрался до Крыма. Там он поселился в Ялте.", []string{"relocation " + crimea + " 1882-05", "relocation " + yalta + " 1882-05"}},
		{"В 1880 г. Сомов жил в Москве. В мае 1882 г. он приехал на Кавказ. В июне он поселился в Тифлисе.", []string{"relocation overlay:caucasus 1882-05", "relocation geonames:611717 1882-06"}},
		{"В 1880 г. Сомов жил в Москве. В мае 1882 г. он приехал в Крым. Там он побывал в Ялте.", []string{"trip " + crimea + " 1882-05", "trip " + yalta + " 1882-05"}},
		{"В 1880 г. Сомов жил в Москве. В мае 1882 г. он приехал в Крым и остановился в Ялте на три дня.", []string{"trip " + yalta + " 1882-05"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), append([]string{"relocation " + moscow + " 1880"}, tt.want...))
	}
}
