package overlay

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestScanTable(t *testing.T) {
	t.Parallel()
	const header = "id\tname"
	type row struct {
		line int
		cols []string
	}
	tests := []struct {
		name, in string
		rows     []row
		err      string
	}{
		{"comments, blank lines and spaces", "# a table\n\nid\tname\n1\t Вятка \n# more\n2\tРевель\r\n",
			[]row{{4, []string{"1", "Вятка"}}, {6, []string{"2", "Ревель"}}}, ""},
		{"wrong header", "# x\nid\tnom\n", nil, `t.tsv:2: want the header "id\tname"`},
		{"too few columns", "id\tname\n1\n", nil, "t.tsv:2: 1 columns, want 2 (id, name)"},
		{"row refused", "id\tname\n1\tВятка\n0\tx\n", []row{{2, []string{"1", "Вятка"}}}, "t.tsv:3: id 0 is not positive"},
		{"no header", "# only comments\n", nil, `t.tsv: empty table (want the header "id\tname")`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []row
			err := ScanTable(strings.NewReader(tc.in), "t.tsv", header, func(line int, cols []string) error {
				if cols[0] == "0" {
					return errors.New("id 0 is not positive")
				}
				got = append(got, row{line, append([]string(nil), cols...)})
				return nil
			})
			if (err == nil) != (tc.err == "") || err != nil && err.Error() != tc.err {
				t.Errorf("err = %v, want %q", err, tc.err)
			}
			if !reflect.DeepEqual(got, tc.rows) {
				t.Errorf("rows %v, want %v", got, tc.rows)
			}
		})
	}
}
