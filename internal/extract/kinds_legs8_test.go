package extract

import (
	"strings"
	"testing"
)

// A goal of a clause named again after the route went elsewhere, by a
// verb of return («приехал в Киев, ездил в Одессу и через Николаев
// вернулся в Киев»), is the way back there: a leg of its own, after the
// stops between, not a repeat of the first goal. The same goal named
// twice with nothing between («вернулся в Киев и в Киеве поступил на
// службу») is one leg.
func TestLegsReturnToAGoalOfTheClause(t *testing.T) {
	const moscow, kiev, odessa, mykolaiv = "geonames:524901", "geonames:703448", "geonames:698740", "geonames:700569"
	const vienna, lviv, krakow = "geonames:2761369", "geonames:702550", "geonames:3094802"
	for _, tt := range []struct{ text, want string }{
		{"Пётр Сомов жил в Москве. В мае 1890 г. он приехал в Киев, ездил в Одессу к брату и через Николаев вернулся в Киев.",
			"Пётр Сомов: " + moscow + "→" + kiev + " 1890-05|Пётр Сомов: " + kiev + "→" + odessa + " 1890-05|Пётр Сомов: " + odessa + "→" + mykolaiv + " 1890-05|Пётр Сомов: " + mykolaiv + "→" + kiev + " 1890-05"},
		{"Анна Сомова жила в Вене. В 1897 г. она переехала во Львов, съездила в Краков и вернулась во Львов.",
			"Анна Сомова: " + vienna + "→" + lviv + " 1897|Анна Сомова: " + lviv + "→" + krakow + " 1897|Анна Сомова: " + krakow + "→" + lviv + " 1897"},
		// Near miss: the same goal named twice, nothing between.
		{"Пётр Сомов жил в Одессе. В мае 1890 г. он вернулся в Киев и в Киеве поступил на службу.",
			"Пётр Сомов: " + odessa + "→" + kiev + " 1890-05"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// A dateline of a chronicle told in the third person whose report never
// names its place again nor tells a journey there («ПЕТРОГРАД, 8 июля.
// Сегодня правительство поручило министерство П. А. Сомову») is where the
// news came from: it dates no departure of the next leg from there, which
// takes the date of its own sentence. A report that puts the person at
// the dateline's place («Сегодня в Петрограде министр … принял
// депутацию») still dates the departure.
func TestLegsNewsDatelineDatesNoDeparture(t *testing.T) {
	const petersburg, moscow, odessa, kiev = "geonames:498817", "geonames:524901", "geonames:698740", "geonames:703448"
	for _, tt := range []struct{ text, want string }{
		{"Министр Сомов. Из газетной хроники\n\nПЕТРОГРАД, 8 июля 1917 г. Сегодня правительство поручило военное министерство П. А. Сомову.\n\nМОСКВА, 16 июля. Сегодня сюда прибыл из Петрограда министр П. А. Сомов. Он открыл совещание.\n",
			"П. А. Сомов: " + petersburg + "→" + moscow + " 1917-07-16"},
		{"Авиатор Сомов. Из газетной хроники\n\nОДЕССА, 2 мая 1911 г. Сегодня градоначальник вручил П. А. Сомову золотую медаль.\n\nКИЕВ, 9 мая. Вчера прибыл из Одессы авиатор П. А. Сомов. Публика встретила его овацией.\n",
			"П. А. Сомов: " + odessa + "→" + kiev + " 1911-05-08"},
		// Near miss: the report puts him at the dateline's place.
		{"Министр Сомов. Из газетной хроники\n\nПЕТРОГРАД, 8 июля 1917 г. Сегодня в Петрограде министр П. А. Сомов принял депутацию.\n\nМОСКВА, 16 июля. Сегодня сюда прибыл из Петрограда министр П. А. Сомов. Он открыл совещание.\n",
			"П. А. Сомов: " + petersburg + "→" + moscow + " 1917-07-08/1917-07-16"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// Service or work that lasts a time («три года прослужил учителем в
// Лозанне», «два года проработала в больнице в Эссене»), told after a
// journey to a land, is a stay in the town it names: the journey ends
// there, as with «поселился». Service with no town named («прослужил там
// три года») leaves the land as the goal.
func TestLegsServiceInATownOfTheLand(t *testing.T) {
	const warsaw, lausanne, switzerland, riga, essen = "geonames:756135", "geonames:2659994", "country:CH", "geonames:456172", "geonames:2928810"
	for _, tt := range []struct{ text, want string }{
		{"Пётр Сомов жил в Варшаве. В 1890 г. он уехал в Швейцарию и три года прослужил учителем в Лозанне.",
			"Пётр Сомов: " + warsaw + "→" + lausanne + " 1890"},
		{"Анна Сомова жила в Риге. В 1895 г. она уехала в Германию и два года проработала в больнице в Эссене.",
			"Анна Сомова: " + riga + "→" + essen + " 1895"},
		// Near miss: no town named, the land is the goal.
		{"Пётр Сомов жил в Варшаве. В 1890 г. он уехал в Швейцарию и прослужил там три года.",
			"Пётр Сомов: " + warsaw + "→" + switzerland + " 1890"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// A land the person stayed in, named by a participle before the verb of
// a report under a new dateline («БРЮССЕЛЬ, 28 августа. Генерал, не
// пожелавший оставаться в Англии, переехал в Бельгию»), holds the town
// the chronicle had the person in before that dateline (London): the leg
// sets off from that town, not from the land, though the dateline has
// already put the person at the goal («на этой неделе» dates the leg to
// the dateline's week). A land that holds no such town
// («во Франции», the person last in London) stays the origin.
func TestLegsLandStayedInHoldsTheTownBeforeTheDateline(t *testing.T) {
	const paris, london, brussels, france = "geonames:2988507", "geonames:2643743", "geonames:2800866", "country:FR"
	const vienna, rome, geneva = "geonames:2761369", "geonames:3169070", "geonames:2660646"
	for _, tt := range []struct{ text, want string }{
		{"Генерал Сомов. Из газетной хроники\n\nЛОНДОН, 18 апреля 1920 г. Вчера сюда прибыл из Парижа генерал П. А. Сомов.\n\nБРЮССЕЛЬ, 28 августа. Генерал П. А. Сомов, не пожелавший оставаться в Англии, на днях переехал в Бельгию и поселился в Брюсселе.\n",
			"П. А. Сомов: " + paris + "→" + london + " 1920-04-17|П. А. Сомов: " + london + "→" + brussels + " 1920-08-28"},
		{"Генерал Сомов. Из газетной хроники\n\nРИМ, 10 мая 1921 г. Вчера сюда прибыл из Вены генерал П. А. Сомов.\n\nЖЕНЕВА, 2 сентября. Генерал П. А. Сомов, долго живший в Италии, на этой неделе переехал в Швейцарию и поселился в Женеве.\n",
			"П. А. Сомов: " + vienna + "→" + rome + " 1921-05-09|П. А. Сомов: " + rome + "→" + geneva + " 1921-08-29/1921-09-02"},
		// Near miss: the land does not hold the town he was in.
		{"Генерал Сомов. Из газетной хроники\n\nЛОНДОН, 18 апреля 1920 г. Вчера сюда прибыл из Парижа генерал П. А. Сомов.\n\nБРЮССЕЛЬ, 28 августа. Генерал П. А. Сомов, не пожелавший оставаться во Франции, на днях переехал в Бельгию и поселился в Брюсселе.\n",
			"П. А. Сомов: " + paris + "→" + london + " 1920-04-17|П. А. Сомов: " + france + "→" + brussels + " 1920-08-28"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// Ending up somewhere («попала в Пермь», «через Омск он попал в Томск»)
// is a move to the town named, from the person's last place. Ending up
// in a land («впервые попал в Крым») or in captivity («попал в плен»)
// moves no one to a point.
func TestLegsEndedUpInATown(t *testing.T) {
	const moscow, kazan, perm, omsk, tomsk = "geonames:524901", "geonames:551487", "geonames:511196", "geonames:1496153", "geonames:1489425"
	for _, tt := range []struct{ text, want string }{
		{"Анна Сомова жила в Казани. Летом 1880 г. она попала в Пермь и поступила в больницу сестрой милосердия.",
			"Анна Сомова: " + kazan + "→" + perm + " 1880-22"},
		{"Пётр Сомов жил в Москве. В 1890 г. через Омск он попал в Томск.",
			"Пётр Сомов: " + moscow + "→" + omsk + " 1890|Пётр Сомов: " + omsk + "→" + tomsk + " 1890"},
		// Near misses: a land, and captivity.
		{"Пётр Сомов жил в Москве. Весной 1886 г. он впервые попал в Крым.", ""},
		{"Пётр Сомов жил в Москве. В 1877 г. под Плевной он попал в плен.", ""},
	} {
		var want []string
		if tt.want != "" {
			want = strings.Split(tt.want, "|")
		}
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), want)
	}
}

// A participle of arrival with its origin, set apart from the clause's
// own verb of motion under a dateline («ОДЕССА, 18 января. Сегодня отбыл
// в Константинополь прибывший на днях из Киева генерал»), tells the leg
// that brought the person to the dateline's town; the verb's leg sets
// out from that town, not from the participle's origin. A participle
// with no verb of motion of the clause beside it («Прибывший вчера из
// Киева генерал осматривает порт») is the one leg it tells.
func TestLegsArrivedByParticipleThenLeft(t *testing.T) {
	const kiev, odessa, istanbul = "geonames:703448", "geonames:698740", "geonames:745044"
	const tbilisi, baku, batumi = "geonames:611717", "geonames:587084", "geonames:615532"
	for _, tt := range []struct{ text, want string }{
		{"Генерал Сомов. Из газетной хроники\n\nОДЕССА, 18 января 1870 г. Сегодня на пароходе отбыл в Константинополь прибывший на днях из Киева генерал П. А. Сомов.\n",
			"П. А. Сомов: " + kiev + "→" + odessa + " 1870-01-18|П. А. Сомов: " + odessa + "→" + istanbul + " 1870-01-18"},
		{"Генерал Сомов. Из газетной хроники\n\nТИФЛИС, 3 мая 1880 г. Вчера выехал в Баку приехавший из Батума генерал П. А. Сомов.\n",
			"П. А. Сомов: " + batumi + "→" + tbilisi + " 1880-05-02|П. А. Сомов: " + tbilisi + "→" + baku + " 1880-05-02"},
		// Near miss: the participle is the only journey told.
		{"Генерал Сомов. Из газетной хроники\n\nОДЕССА, 18 января 1870 г. Прибывший вчера из Киева генерал П. А. Сомов осматривает порт.\n",
			"П. А. Сомов: " + kiev + "→" + odessa + " 1870-01-17"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// A route told over the clauses of one sentence («из Москвы в
// Архангельск, а оттуда на судне, и прибыл в Лондон 18 июня»), whose first
// clause has no date of its own, takes the later clause's date when the
// date carried into the sentence («ЛОНДОН, 27 июня. Вчера …», 20 October)
// falls after it: the way cannot come after the arrival. A carried date
// before the clause's own («В мае …», then «в сентябре … прибыл») may be
// the first leg's and stays.
func TestLegsRouteTakesTheDateOfItsLaterClause(t *testing.T) {
	const moscow, arkhangelsk, london, kazan, perm = "geonames:524901", "geonames:581049", "geonames:2643743", "geonames:551487", "geonames:511196"
	for _, tt := range []struct{ text, want string }{
		{"Министр Сомов. Из газетной хроники\n\nЛОНДОН, 27 июня 1918 г. Вчера на собрании выступил П. А. Сомов. Он выбрался из России северным путём: из Москвы в Архангельск, а оттуда на судне, и прибыл в Лондон 18 июня.\n",
			"П. А. Сомов: " + moscow + "→" + arkhangelsk + " 1918-06-18|П. А. Сомов: " + arkhangelsk + "→" + london + " 1918-06-18"},
		{"Пётр Сомов жил в Москве. 20 октября 1890 г. он был на съезде. Из Москвы он уехал в Казань, а оттуда 2 октября прибыл в Пермь.",
			"Пётр Сомов: " + moscow + "→" + kazan + " 1890-10-02|Пётр Сомов: " + kazan + "→" + perm + " 1890-10-02"},
		// Near miss: the carried month comes before the clause's own.
		{"Пётр Сомов жил в Москве. В мае 1890 г. он был на съезде. Из Москвы он уехал в Казань, а оттуда в сентябре 1890 г. прибыл в Пермь.",
			"Пётр Сомов: " + moscow + "→" + kazan + " 1890-05|Пётр Сомов: " + kazan + "→" + perm + " 1890-09"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// A diary entry whose date stands alone before its place («27 апреля.
// Казань.») was written at that place on that day: the next leg from
// there left no earlier than the entry's day, not the day of the arrival
// the entry tells («Приехали вчера», 26 April). An entry headed by its
// place and date in one line («Казань, 27 апреля.») dates the same.
func TestLegsEntryDateBeforeItsPlaceDatesTheDeparture(t *testing.T) {
	const nizhny, kazan, okhansk, perm = "geonames:520555", "geonames:551487", "geonames:516073", "geonames:511196"
	for _, tt := range []struct{ text, want string }{
		{"Из дневника П. А. Сомова\n\n24 апреля 1890 г. Нижний Новгород.\nСегодня погрузились на пароход.\n\n27 апреля. Казань.\nПриехали вчера пароходом. Наняли лошадей.\n\n3 мая. Пермь.\nТретьего дня пришли сюда.\n",
			"Сомов: " + nizhny + "→" + kazan + " 1890-04-24/1890-04-26|Сомов: " + kazan + "→" + perm + " 1890-04-27/1890-05-01"},
		{"Из дневника П. А. Сомова\n\n24 апреля 1890 г. Нижний Новгород.\nСегодня погрузились на пароход.\n\n27 апреля. Казань.\nПриехали вчера пароходом. Наняли лошадей.\n\n3 мая. Пермь.\nТретьего дня пришли сюда через Оханск.\n",
			"Сомов: " + nizhny + "→" + kazan + " 1890-04-24/1890-04-26|Сомов: " + kazan + "→" + okhansk + " 1890-04-27/1890-05-01|Сомов: " + okhansk + "→" + perm + " 1890-05-01"},
		// Near miss: place and date on one line, already the entry's day.
		{"Из дневника П. А. Сомова\n\nНижний Новгород, 24 апреля 1890 г.\nСегодня погрузились на пароход.\n\nКазань, 27 апреля.\nПриехали вчера пароходом. Наняли лошадей.\n\nПермь, 3 мая.\nТретьего дня пришли сюда.\n",
			"Сомов: " + nizhny + "→" + kazan + " 1890-04-24/1890-04-26|Сомов: " + kazan + "→" + perm + " 1890-04-27/1890-05-01"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// In a diary, a leg told ahead in the present with a day of its own
// («10 мая. Нижний Новгород. … Сегодня вечером уходим на пароходе в
// Казань») runs up to the next entry when that entry is headed at its goal
// on a later day («13 мая. Казань.»): the entry is written once the writer
// has arrived. A leg told in the past («Сегодня вечером мы ушли … в
// Казань») has the day it tells.
func TestLegsToldAheadReachedAtTheNextEntry(t *testing.T) {
	const moscow, nizhny, kazan, samara = "geonames:524901", "geonames:520555", "geonames:551487", "geonames:499099"
	for _, tt := range []struct{ text, want string }{
		{"Из дневника П. А. Сомова\n\n10 мая 1890 г. Нижний Новгород.\nВчера я приехал из Москвы. Сегодня вечером уходим на пароходе в Казань.\n\n13 мая. Казань.\nСтоим у пристани. Город пыльный и шумный.\n",
			"Сомов: " + moscow + "→" + nizhny + " 1890-05-09|Сомов: " + nizhny + "→" + kazan + " 1890-05-10/1890-05-13"},
		{"Из дневника П. А. Сомова\n\n12 мая 1890 г. Казань.\nВчера я приехал из Нижнего Новгорода. Сегодня в полночь отходим на пароходе в Самару.\n\n15 мая. Самара.\nСтоим у пристани. Город пыльный и шумный.\n",
			"Сомов: " + nizhny + "→" + kazan + " 1890-05-11|Сомов: " + kazan + "→" + samara + " 1890-05-12/1890-05-15"},
		// Near miss: the setting out told in the past.
		{"Из дневника П. А. Сомова\n\n10 мая 1890 г. Нижний Новгород.\nВчера я приехал из Москвы. Сегодня вечером мы ушли на пароходе в Казань.\n\n13 мая. Казань.\nСтоим у пристани. Город пыльный и шумный.\n",
			"Сомов: " + moscow + "→" + nizhny + " 1890-05-09|Сомов: " + nizhny + "→" + kazan + " 1890-05-10"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// A home word with a place set beside it after a comma («выехал на
// родину, в Житомир», «уехала в родной город, в Ковно») names the home by
// that place: the goal is the place itself, not the home the text gave
// before (the birthplace) as a stop on the way. A home word alone («выехал
// на родину») goes to that home.
func TestLegsHomeNamedBesideTheHomeWord(t *testing.T) {
	const kiev, odessa, zhytomyr, vilnius, kaunas = "geonames:703448", "geonames:698740", "geonames:686967", "geonames:593116", "geonames:598316"
	for _, tt := range []struct{ text, want string }{
		{"Пётр Сомов родился в Киеве. С 1885 г. он жил в Одессе. В 1897 г. он выехал на родину, в Житомир.",
			"Пётр Сомов: " + odessa + "→" + zhytomyr + " 1897"},
		{"Анна Сомова родилась в Риге. С 1885 г. она жила в Вильне. В 1895 г. она уехала в родной город, в Ковно.",
			"Анна Сомова: " + vilnius + "→" + kaunas + " 1895"},
		// Near miss: the home word alone.
		{"Пётр Сомов родился в Киеве. С 1885 г. он жил в Одессе. В 1897 г. он выехал на родину.",
			"Пётр Сомов: " + odessa + "→" + kiev + " 1897"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}
