package extract

import (
	"strings"
	"testing"
)

// A stop passed («через X») after a goal belongs to the goal only when no
// verb stands between them («поехал в Казань через Нижний Новгород»: the
// stop comes first); after a verb of its own («прибыл в Казань и
// отправилась на лошадях через Томск») it is a stop of the next leg,
// which sets out from that goal.
func TestLegsStopAfterAVerbOfItsOwn(t *testing.T) {
	const moscow, nizhny, kazan, perm, yekaterinburg = "geonames:524901", "geonames:520555", "geonames:551487", "geonames:511196", "geonames:1486209"
	const tyumen, tomsk = "geonames:1488754", "geonames:1489425"
	for _, tt := range []struct{ text, want string }{
		{"Анна Сомова жила в Москве. 3 мая 1890 г. она прибыла в Тюмень и отправилась на лошадях через Томск.",
			"Анна Сомова: " + moscow + "→" + tyumen + " 1890-05-03|Анна Сомова: " + tyumen + "→" + tomsk + " 1890-05-03"},
		{"Пётр Сомов жил в Москве. 3 мая 1890 г. он прибыл в Казань и отправился через Пермь в Екатеринбург.",
			"Пётр Сомов: " + moscow + "→" + kazan + " 1890-05-03|Пётр Сомов: " + kazan + "→" + perm + " 1890-05-03|Пётр Сомов: " + perm + "→" + yekaterinburg + " 1890-05-03"},
		// Near miss: no verb between, the stop comes before the goal.
		{"Пётр Сомов жил в Москве. 3 мая 1890 г. он поехал в Казань через Нижний Новгород.",
			"Пётр Сомов: " + moscow + "→" + nizhny + " 1890-05-03|Пётр Сомов: " + nizhny + "→" + kazan + " 1890-05-03"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// A quoted title is an actor of its sentence only as the subject
// («газета «Северный листок» переехала в Киев»); a hotel stayed at or a
// book published («в гостинице «Американская»», «издал книгу «Остров»»)
// acts in nothing, so the event's actor is the person alone.
func TestTitleActsOnlyAsSubject(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В мае 1890 г. Пётр Сомов приехал в Казань и остановился в гостинице «Американская».", "Пётр Сомов"},
		{"В 1895 г. Пётр Сомов жил в Москве и издал там книгу «Остров».", "Пётр Сомов"},
		{"В 1902 г. газета «Северный листок» переехала в Киев.", "Северный листок"},
	} {
		r := extractText(t, tt.text)
		if len(r.Events) == 0 {
			t.Errorf("%s: no event", tt.text)
			continue
		}
		for _, e := range r.Events {
			if got := strings.Join(e.Actors, ", "); got != tt.want {
				t.Errorf("%s: event %s actors %q, want %q", tt.text, e.ID, got, tt.want)
			}
		}
	}
}

// A relative in the genitive that a noun before governs («после смерти
// отца», «после ареста брата») is no one carried, even with a verb of
// carrying in the sentence: the one carried («мальчика», the article's
// person) moves. A relative carried with no noun before it still moves
// («отца отправили в Крым»).
func TestLegsRelativeGovernedByANounIsNotCarried(t *testing.T) {
	const petersburg, munich, crimea = "geonames:498817", "geonames:2867714", "overlay:crimea"
	r := extractText(t, "Пётр Сомов родился в 1865 году в Петербурге. После смерти отца в 1871 году мать увезла мальчика в Мюнхен.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: " + petersburg + "→" + munich + " 1871"})
	r = extractText(t, "Пётр Сомов жил в Петербурге. В 1880 году его отца отправили в Крым.")
	if got := moveList(r); len(got) != 1 || !strings.HasPrefix(got[0], "Отец: ") || !strings.Contains(got[0], crimea) {
		t.Errorf("the father carried: movements %q", got)
	}
}
