package extract

import "testing"

// An arrest told by a short passive participle and joined by «и» to the
// exile it led to («В 1910 г. арестован и выслан в Нарымский край», «вновь
// задержан и в административном порядке выслан в Туруханский край») is an
// event of its own besides the exile; the clause names only where the
// person was sent, so the arrest has no place. Near misses: an arrest with
// a place of its own keeps it («арестован в Казани и выслан в Вологду»),
// and an arrest followed by a delivery into custody, not an exile
// («арестован и доставлен в Петербург»), is that delivery alone.
func TestMissedEventsArrestBeforeExile(t *testing.T) {
	const moscow, petersburg, kazan, vologda = "geonames:524901", "geonames:498817", "geonames:551487", "geonames:472459"
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В 1909 г. Яков Сомов проживал в Москве и Петербурге. В 1910 г. арестован и выслан в Нарымский край Томской губ. на 4 года.",
			[]string{"relocation " + moscow + " 1909", "relocation " + petersburg + " 1909", "relocation overlay:narym-krai 1910", "other - 1910"}},
		{"В 1910 г. Пётр Сомов жил в Москве. В феврале 1913 г. вновь задержан и в административном порядке выслан в Туруханский край.",
			[]string{"relocation " + moscow + " 1910", "relocation geonames:1488903#district 1913-02", "other - 1913-02"}},
		// Near misses: the arrest's own place; a delivery, not an exile.
		{"В 1910 г. Пётр Сомов жил в Москве. В 1913 г. он арестован в Казани и выслан в Вологду.",
			[]string{"relocation " + moscow + " 1910", "other " + kazan + " 1913", "relocation " + vologda + " 1913"}},
		{"В 1910 г. Пётр Сомов жил в Москве. В 1913 г. он арестован и доставлен в Петербург.",
			[]string{"relocation " + moscow + " 1910", "relocation " + petersburg + " 1913"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.events)
	}
}
