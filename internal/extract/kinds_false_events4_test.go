package extract

import "testing"

// A deed at a place followed by a relative clause «, где …» of settling
// there, done («купил в Ялте дачу, где поселился с семьёй», «построил дом,
// где и поселился») or meant for a home bought or built («купила особняк,
// где собирается поселиться») is a change of residence at the place. A
// stay told instead (где провёл лето), a settling negated or called off
// («где не поселился», «думал поселиться, но так и не поселился») and a
// wish with no home («был в Ялте, где хотел поселиться») change nothing.
func TestFalseEventsSettledWhere(t *testing.T) {
	const yalta, tula = "geonames:688533", "geonames:480562"
	for _, tt := range []struct{ text, want string }{
		{"В 1895 г. Николай Сомов купил в Ялте дачу, где поселился с семьёй.", "relocation " + yalta + " 1895"},
		{"В 1895 г. Николай Сомов построил в Ялте дом, где и поселился.", "relocation " + yalta + " 1895"},
		{"В 1895 г. Николай Сомов купил имение под Тулой, где собирался поселиться навсегда.", "relocation " + tula + " 1895"},
		{"В 1903 г. в Ялте Мария Сомова купила особняк, где собирается поселиться с детьми.", "relocation " + yalta + " 1903"},
		// Near-misses.
		{"В 1895 г. Николай Сомов купил в Ялте дачу, где не поселился.", "other " + yalta + " 1895"},
		{"В 1895 г. Николай Сомов купил в Ялте дачу, где думал поселиться, но так и не поселился.", "other " + yalta + " 1895"},
		{"В 1895 г. Николай Сомов был в Ялте, где хотел поселиться.", "other " + yalta + " 1895"},
		{"В 1895 г. Николай Сомов купил в Ялте дачу.", "other " + yalta + " 1895"},
	} {
		r := extractText(t, tt.text)
		got := eventList(r)
		if len(got) == 0 || got[0] != tt.want {
			t.Errorf("%s:\n got %q\nwant first %q", tt.text, got, tt.want)
		}
	}
}
