package extract

import "testing"

// A week told against the writer's day («на этой неделе», «на прошлой
// неделе») is a calendar week from Monday, in the calendar the day is
// written in: a dateline given in one style before 1918 is a Julian date
// as written (10 May 1899 was a Monday there, a Wednesday in the
// Gregorian calendar), a double date the Gregorian day in brackets.
func TestDatesCalendarWeek(t *testing.T) {
	for _, tt := range []struct {
		text, phrase, want string
	}{
		{"ТИФЛИС, 10 мая 1899 г. На прошлой неделе сюда прибыл новый губернатор.", "На прошлой неделе", "1899-05-03/1899-05-09"},
		{"ТИФЛИС, 10 мая 1899 г. На этой неделе сюда прибыл новый губернатор.", "На этой неделе", "1899-05-10"},
		{"ОДЕССА, 15 (28) марта 1903 г. Вернувшийся на этой неделе из столицы редактор арестован.", "на этой неделе", "1903-03-23/1903-03-28"},
		{"ОДЕССА, 15 (28) марта 1903 г. На будущей неделе открывается навигация.", "На будущей неделе", "1903-03-30/1903-04-05"},
	} {
		got := ""
		for _, m := range findDates(t, tt.text, nil) {
			if m.Text == tt.phrase {
				got = m.When.String()
			}
		}
		if got != tt.want {
			t.Errorf("%s\n%q = %q, want %q", tt.text, tt.phrase, got, tt.want)
		}
	}
	// Near miss: a week counted from a date that is no day says no
	// calendar week.
	for _, m := range findDates(t, "В мае 1899 г. на прошлой неделе он уехал.", nil) {
		if m.Text == "на прошлой неделе" {
			t.Errorf("a week before a month: %s", m.When)
		}
	}
}
