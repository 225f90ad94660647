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

// A surname the document writes bare and with one set of initials only
// is one person, named with the initials; with two sets of initials, the
// initials decide.
func TestPersonsCanonicalInitialledSurname(t *testing.T) {
	p := NewPersons()
	p.Add("Козлов", Masculine) // «П. К. Козлов»
	p.AddInitials("Козлов", "П. К.")
	p.Add("Козлов", Masculine) // «Козлов»
	p.Add("Зорин", Masculine)  // «Н. И. Зорин» only
	p.AddInitials("Зорин", "Н. И.")
	p.Add("Орлов", Masculine)
	p.AddInitials("Орлов", "Н. Н.")
	p.AddInitials("Орлов", "В. А.")
	for name, want := range map[string]string{
		"П. К. Козлов": "П. К. Козлов", "Козлов": "П. К. Козлов",
		"Н. Н. Орлов": "Н. Н. Орлов", "Н. И. Зорин": "Н. И. Зорин", "В. А. Орлов": "В. А. Орлов",
	} {
		if got := p.Canonical(name); got != want {
			t.Errorf("Canonical(%q) = %q, want %q", name, got, want)
		}
	}
}
