package extract

import "testing"

// A report quoted after the day it was sent («16 мая исправник доносил:
// «…сегодня…»») says «сегодня» of that day, not of the date that opened
// the paragraph; and a count of days glossed by the day it reaches («Через
// три дня, 19 мая,») is a date of the text beside that day, as a count of
// years glossed by its year is.
func TestDatesQuotedReportDay(t *testing.T) {
	r := extractText(t, "10 мая 1872 г. в Тамбове сгорел гостиный двор. 16 мая исправник доносил губернатору: «Погорельцы собираются сегодня у собора». Через три дня, 19 мая, пришёл ответ из Петербурга.")
	wantExactly(t, "dates", dateList(r), []string{"10 мая 1872 г.=1872-05-10", "16 мая=1872-05-16", "сегодня=1872-05-16", "Через три дня=1872-05-19", "19 мая=1872-05-19"})
	// Near miss: a quotation with no day of its own sentence before it
	// counts from the paragraph's day; a count of months is absorbed by
	// the day that glosses it.
	r = extractText(t, "10 мая 1872 г. в Тамбове сгорел гостиный двор. Исправник доносил губернатору: «Погорельцы собираются сегодня у собора». Через два месяца, 19 июля, пришёл ответ из Петербурга.")
	wantExactly(t, "dates", dateList(r), []string{"10 мая 1872 г.=1872-05-10", "сегодня=1872-05-10", "19 июля=1872-07-19"})
}

// A yearless dateline opening a paragraph after a text that went back to
// earlier years since the last dateline is of the writer's time: the last
// dateline's year, or the next one when its day falls before the last's.
// Near miss: a paragraph opening with a yearless day that is no dateline
// («31 января он …») takes the year the narrative is at.
func TestDatesYearlessDatelineAfterFlashback(t *testing.T) {
	r := extractText(t, "ВЕНА, 25 ноября 1906 г. Вчера здесь скончался композитор Иван Петров.\n\nВ 1881–1884 гг. он учился в Лейпциге.\n\nВЕНА, 2 января. Сегодня тело увезли в Киев.")
	wantAll(t, "dates", dateList(r), []string{"2 января=1907-01-02", "Сегодня=1907-01-02"})
	r = extractText(t, "ВЕНА, 25 ноября 1906 г. Вчера здесь скончался композитор Иван Петров.\n\nВ 1881–1884 гг. он учился в Лейпциге.\n\n2 января он уехал в Киев.")
	wantAll(t, "dates", dateList(r), []string{"2 января=1881-01-02"})
}

// «с. г.» (сего года) in the text's own words counts from the date of the
// document the text is, not from a report it quotes, even one whose date
// opened the quotation. Near miss: inside the quotation it is the quoted
// report's year.
func TestDatesThisYearOfOwnDocument(t *testing.T) {
	r := extractText(t, "Справка жандармского управления о Петре Сомове. Тверь, 12 ноября 1906 г.\n\nВ 1902 г. Сомов прибыл в Тверь. Телеграммою донесено: «3 мая 1903 г. Сомов бежал из тюремного замка». По манифесту освобождён 30 октября с. г.")
	wantAll(t, "dates", dateList(r), []string{"30 октября с. г.=1906-10-30"})
	r = extractText(t, "Справка жандармского управления о Петре Сомове. Тверь, 12 ноября 1906 г.\n\nВ 1902 г. Сомов прибыл в Тверь. Телеграммою донесено: «3 мая 1903 г. Сомов бежал из тюремного замка и 5 мая с. г. замечен в Клину».")
	wantAll(t, "dates", dateList(r), []string{"5 мая с. г.=1903-05-05"})
}
