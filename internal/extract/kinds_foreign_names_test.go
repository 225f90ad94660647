package extract

import "testing"

// A person whose given name and surname the dictionary does not know (a
// Lithuanian, Georgian or Kyrgyz name) is the actor of their journeys when
// a verb agrees with the name or a known given name stands before the
// surname; the surname alone, in any case, and the given name alone then
// name that person, and the given name is no town of the same name.
func TestKindForeignNamesAct(t *testing.T) {
	const kaunas, moscow, prague = "geonames:598316", "geonames:524901", "geonames:3067696"
	r := extractText(t, "Юозас Даукантас родился в 1851 г. в Ковно. В 1873 г. он уехал в Москву. В 1879 г. Даукантас выехал из Москвы в Прагу.")
	wantExactly(t, "movements", moveList(r), []string{
		"Юозас Даукантас: " + kaunas + "→" + moscow + " 1873",
		"Юозас Даукантас: " + moscow + "→" + prague + " 1879",
	})
	const kutaisi, tbilisi = "geonames:613607", "geonames:611717"
	for text, name := range map[string]string{
		"Нико Гвазава родился в 1860 г. в Кутаисе. В 1880 г. он переехал в Тифлис.":      "Нико Гвазава",
		"Нико Гвазава родился в 1860 г. в Кутаисе. В 1880 г. Гвазава переехал в Тифлис.": "Нико Гвазава",
		"Акакий Гвазава родился в 1860 г. в Кутаисе. В 1880 г. он переехал в Тифлис.":    "Акакий Гвазава",
	} {
		r = extractText(t, text)
		wantAll(t, text, moveList(r), []string{name + ": " + kutaisi + "→" + tbilisi + " 1880"})
	}
	r = extractText(t, "Народный певец Токтогул Бекмуратулы родился в 1864 г. в Кетмень-Тюбе. В 1898 г. волостной управитель, с которым Токтогул давно враждовал, оговорил его.")
	for _, p := range r.Places {
		if p.Text == "Токтогул" {
			t.Errorf("the given name «Токтогул» of the person named in full is placed at %s %s", p.Place.ID, p.Place.Name)
		}
	}
}
