package rutext

import "testing"

// Any shorter name of one person reads as the name first given in full;
// two people of one surname stay apart unless the given name decides.
func TestPersonsCanonicalShorterNames(t *testing.T) {
	p := NewPersons()
	p.Add("Анна Петровна Сомова", Feminine)
	p.Add("Сомова", Feminine)
	p.Add("Сомова", Feminine)
	p.Add("Сомова", Feminine)
	p.Add("Пётр Лавров", Masculine)
	p.Add("Иван Лавров", Masculine)
	p.Add("Иван Лавров", Masculine)
	p.Add("Анна", Feminine)
	for name, want := range map[string]string{
		"Анна": "Анна Петровна Сомова", "Анна Петровна": "Анна Петровна Сомова", "Сомова": "Анна Петровна Сомова",
		"Анна Сомова": "Анна Петровна Сомова", "А. П. Сомова": "Анна Петровна Сомова", "А. Сомова": "Анна Петровна Сомова",
		"Пётр": "Пётр Лавров", "П. Лавров": "Пётр Лавров", "И. Лавров": "Иван Лавров",
		"Лавров": "Лавров", // neither the protagonist («Сомова», «Анна») nor decided
		"Мария":  "Мария", "Б. Сомова": "Б. Сомова",
	} {
		if got := p.Canonical(name); got != want {
			t.Errorf("Canonical(%q) = %q, want %q", name, got, want)
		}
	}
}
