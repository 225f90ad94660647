package extract

import (
	"strings"
	"testing"
)

// A school written short in a reference work («уч-ще», «уч-ща»: училище)
// is an institution as the full word is: being appointed to or entering
// «Боровское уездное уч-ще Калужской губ.» goes to the town its adjective
// names, not to the province after it, and later legs start there. Having
// finished the school of the town one lives in moves no one.
func TestLegsSchoolWrittenShort(t *testing.T) {
	const ryazan, borovsk, moscow, kazan, simbirsk, samara, tver, tula, orel = "geonames:500096", "geonames:572070", "geonames:524901", "geonames:551487", "geonames:479123", "geonames:499099", "geonames:480060", "geonames:480562", "geonames:515012"
	for _, tt := range []struct{ text, want string }{
		{"В 1878 г. Пётр Сомов вернулся в Рязань. В янв. 1880 г. назначен учителем арифметики в Боровское уездное уч-ще Калужской губ. В 1887 г. ездил в Москву.", "Пётр Сомов: " + ryazan + "→" + borovsk + " 1880-01|Пётр Сомов: " + borovsk + "→" + moscow + " 1887"},
		{"В 1860 г. Иван Лебедев жил в Казани. В 1862 г. поступил в Симбирское уездное уч-ще. В 1866 г. переехал в Самару.", "Иван Лебедев: " + kazan + "→" + simbirsk + " 1862|Иван Лебедев: " + simbirsk + "→" + samara + " 1866"},
		{"В 1890 г. Анна Сомова жила в Москве. Осенью 1892 г. определена учительницей в Тверское епарх. женское уч-ще.", "Анна Сомова: " + moscow + "→" + tver + " 1892-23"},
		{"В 1880 г. Пётр Сомов жил в Туле. В 1881 г. окончил Тульское уездное уч-ще. В 1883 г. уехал в Орёл.", "Пётр Сомов: " + tula + "→" + orel + " 1883"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), strings.Split(tt.want, "|"))
	}
}
