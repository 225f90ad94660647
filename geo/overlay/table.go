package overlay

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// ScanTable reads a curated table: a UTF-8 TSV in which empty lines and
// lines starting with `#` are comments, the first other line is header,
// and every row after it has as many tab-separated columns as the header.
// It calls row with each row's line number and its columns, trimmed of
// spaces. An error row returns stops the scan and reads "file:line:
// message"; so do a wrong header, a wrong column count and a file with no
// header.
func ScanTable(r io.Reader, file, header string, row func(line int, cols []string) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	want := strings.Count(header, "\t") + 1
	seenHeader := false
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(text) == "" || strings.HasPrefix(text, "#") {
			continue
		}
		if !seenHeader {
			if text != header {
				return fmt.Errorf("%s:%d: want the header %q", file, line, header)
			}
			seenHeader = true
			continue
		}
		cols := strings.Split(text, "\t")
		if len(cols) != want {
			return fmt.Errorf("%s:%d: %d columns, want %d (%s)", file, line, len(cols), want, strings.ReplaceAll(header, "\t", ", "))
		}
		for i := range cols {
			cols[i] = strings.TrimSpace(cols[i])
		}
		if err := row(line, cols); err != nil {
			return fmt.Errorf("%s:%d: %w", file, line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	if !seenHeader {
		return fmt.Errorf("%s: empty table (want the header %q)", file, header)
	}
	return nil
}
