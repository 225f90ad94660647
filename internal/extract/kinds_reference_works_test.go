package extract

import (
	"strings"
	"testing"
)

// Kinds of phrasing of encyclopaedic and dictionary entries, each tested
// on sentences written for the test.

// A clause with no verb that opens with its date and names a place after a
// preposition («С 1875 в Киеве.», «В 1875—80 — в Киеве») tells where the
// entry's subject was, not an entry heading: an event there, and the
// person's place for the next move.
func TestKindDictVerblessStay(t *testing.T) {
	r := extractText(t, "Петров род. в 1850 в Твери. С 1875 в Киеве. В 1892 переехал в Москву.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:480060 1850", "other geonames:703448 1875/..", "relocation geonames:524901 1892"})
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:703448→geonames:524901 1892"})

	r = extractText(t, "Петров род. в 1850 в Твери. В 1875—80 — в Киеве, с 1881 — в Одессе. В 1892 переехал в Москву.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:480060 1850", "other geonames:703448 1875/1880", "other geonames:698740 1881/..", "relocation geonames:524901 1892"})
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:698740→geonames:524901 1892"})

	// A post named with no verb puts its holder in the town too.
	r = extractText(t, "Петров род. в 1850 в Твери. С 1875 учитель в Боровске. В 1892 переведён в Калугу.")
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:572070→geonames:553915 1892"})
}

// «Ум.» after a sentence of its own is the death's event, not one more
// place of the birth told before.
func TestKindDictAbbreviatedDeath(t *testing.T) {
	r := extractText(t, "Новиков род. в 1856 в Орле. Ум. в Берлине.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:515012 1856", "other geonames:2950159 1856"})
}

// A town in the genitive after the works, mines or schools where the
// person works or teaches is where it happens, no mere reference.
func TestKindDictWorksOfTown(t *testing.T) {
	r := extractText(t, "В 1873 Петров работал на заводах Харькова.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:706483 1873"})
	r = extractText(t, "В 1873 Петров преподавал в школах Одессы.")
	wantExactly(t, "events", eventList(r), []string{"school geonames:698740 1873"})
}

// A reference work's dated stages with a dash for the verb are clauses of
// their own, each with its date and place; so is a post after a dash.
func TestKindDictDashStages(t *testing.T) {
	r := extractText(t, "Петров род. в 1850 в Твери. В 1873—75 гг. — на заводах Тулы, с 1876 г. — в Москве.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:480060 1850", "other geonames:480562 1873/1875", "other geonames:524901 1876/.."})
	r = extractText(t, "Петров род. в 1850 в Твери. В 1870—74 учился в Моск. ун-те, с 1878 — приват-доцент петерб. ун-та.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:480060 1850", "school geonames:524901 1870/1874", "school geonames:498817 1878/.."})
}

// An entry headed by the years of a life («(1856—1922)») tells the birth
// in its first year, not across the whole life.
func TestKindDictLifeYearsHeading(t *testing.T) {
	r := extractText(t, "НОВИКОВ Илья Петрович (1856—1922), рус. инженер. Род. в Орле. В 1880 переехал в Москву.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:515012 1856", "relocation geonames:524901 1880"})
}

// «(р. 1856)» in an entry's heading is the year of birth, a date that the
// body's first undated sentence carries.
func TestKindDictBornYearInBrackets(t *testing.T) {
	r := extractText(t, "НОВИКОВ Илья Петрович (р. 1856), рус. инженер. Род. в Орле. В 1880 переехал в Москву.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:515012 1856", "relocation geonames:524901 1880"})
}

// A heading's year of death with no day («[20.5(1.6).1859, Нижний
// Новгород, — 1925, Берлин]») dates the death, and the birth's town is
// where the first move leaves from.
func TestKindDictDeathYearInHeading(t *testing.T) {
	r := extractText(t, "НОВИКОВ Илья Петрович [20.5(1.6).1859, Нижний Новгород, — 1925, Берлин], рус. инженер. В 1880 переехал в Москву.")
	wantAll(t, "events", eventList(r), []string{"other geonames:2950159 1925", "relocation geonames:524901 1880"})
	wantExactly(t, "movements", moveList(r), []string{"Илья Петрович Новиков: geonames:520555→geonames:524901 1880"})
}

// «Ум.» with no date of its own dies when the heading says: the last year
// of the life's span, or the heading's day of death.
func TestKindDictDeathTakesHeadingDate(t *testing.T) {
	r := extractText(t, "НОВИКОВ Илья Петрович (1856—1922), рус. инженер. Род. в Орле. В 1880 переехал в Москву. Ум. в Берлине.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:515012 1856", "relocation geonames:524901 1880", "other geonames:2950159 1922"})
	r = extractText(t, "НОВИКОВ Илья Петрович [3(15).5.1856 — 1.2.1922], рус. инженер. Род. в Орле. В 1880 переехал в Москву. Ум. в Берлине.")
	wantAll(t, "events", eventList(r), []string{"other geonames:2950159 1922-02-01"})
}

// A town's adjective cut short before a full adjective and an institution
// cut short («Петерб. горный ин-т») names the town.
func TestKindDictShortAdjectiveBeforeShortInstitution(t *testing.T) {
	r := extractText(t, "Петров род. в 1850 в Твери. В 1872 окончил Моск. горный ин-т.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:480060 1850", "school geonames:524901 1872"})
}

// The dictionaries of the period head an article with the surname and the
// given name and patronymic in brackets («Сомовъ (Петръ Ивановичъ) —
// врачъ»): the article's person is named in full in every event and
// journey.
func TestKindDictBracketedGivenNameHeading(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"Сомовъ (Петръ Ивановичъ) — врачъ, род. въ 1851 г. Въ 1869 г. поступилъ въ Харьковскій университетъ, въ 1881 г. поселился въ Полтавѣ.", "Пётр Иванович Сомов"},
		{"Сомова (Анна Петровна), пианистка. В 1890 г. переехала в Киев, в 1895 г. уехала в Вену.", "Анна Петровна Сомова"},
	} {
		r := extractText(t, tt.text)
		if len(r.Events) < 2 || len(r.Movements) == 0 {
			t.Errorf("%s: events %q, movements %q", tt.text, eventList(r), moveList(r))
		}
		for _, e := range r.Events {
			if got := strings.Join(e.Actors, ", "); got != tt.want {
				t.Errorf("%s: event %s actors %q, want %q", tt.text, e.ID, got, tt.want)
			}
		}
		for _, m := range r.Movements {
			if m.Actor != tt.want {
				t.Errorf("%s: movement %s actor %q, want %q", tt.text, m.ID, m.Actor, tt.want)
			}
		}
	}
}

// Reference works cut the adjective of a province or district short as
// well as its noun («Киев. губ.», «Переясл. у.»), and a settlement's noun
// («мест. Воронков»); a district is named by its seat though that is a
// village today (Švenčionys); islands are cut short too («Новосибирские
// о-ва»).
func TestKindReferenceShortProvinces(t *testing.T) {
	for text, want := range map[string]string{
		"В 1877–79 — домашний учитель в имении Лоева Киев. губ.": "Киев. губ.=overlay:kiev-governorate",
		"Летом 1880 г. он купил дом в Переясл. у.":               "Переясл. у.=geonames:697637#district",
		"Детство провёл в мест. Воронков в 1865 г.":              "Воронков=geonames:689017",
		"Летом 1880 г. он жил в Свенцянском уезде.":              "Свенцянском уезде=geonames:594064#district",
		"Род. в 1866 г. в Зулове Свенцянского у. Виленской губ.": "Свенцянского у.=geonames:594064#district",
		"В 1886 г. Пётр Сомов исследовал Новосибирские о-ва.":    "Новосибирские о-ва=overlay:new-siberian-islands",
	} {
		wantAll(t, text, placeIDs(extractText(t, text)), []string{want})
	}
}
