package extract

import (
	"strings"
	"testing"
)

// A settlement in brackets right after the land a journey went to
// («выслан в Вост. Сибирь (с. Казачинское Енисейской губ.)») is where in
// the land the journey ended: the leg goes there, and the next sets out
// from there. Near miss: a land in brackets after a town («в Нерви
// (Италия)») leaves the town the goal.
func TestLegsSettlementInBracketsAfterLand(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В 1895 г. Пётр Сомов жил в Петербурге. В 1897 г. выслан на 3 года в Вост. Сибирь (с. Казачинское Енисейской губ.). В 1900 г. переехал в Псков.",
			"Пётр Сомов: geonames:498817→geonames:1504075 1897|Пётр Сомов: geonames:1504075→geonames:504341 1900"},
		{"В 1895 г. Пётр Сомов жил в Москве. В 1897 г. уехал в Нерви (Италия), а в 1900 г. переехал в Псков.",
			"Пётр Сомов: geonames:524901→overlay:nervi 1897|Пётр Сомов: overlay:nervi→geonames:504341 1900"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}
