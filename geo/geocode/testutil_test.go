package geocode

import (
	"fmt"
	"strconv"
	"strings"
)

func itoa(n int) string { return strconv.Itoa(n) }

// describe lists candidates briefly for failure messages.
func describe(cs []Candidate) string {
	var b strings.Builder
	for i, c := range cs {
		if i == 3 {
			b.WriteString(" …")
			break
		}
		fmt.Fprintf(&b, " [%s %q %s %s %.3f %s]", c.Place.ID, c.Place.Name, c.Place.Kind, c.Place.Country, c.Score, c.Match)
	}
	return b.String()
}
