package dataset

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// syntaxError makes a yaml.v3 syntax error ("yaml: line 7: did not find
// expected '-' indicator") a LineError of path. yaml.v3 reports a
// collection that did not close («did not find expected key», «… '-'
// indicator», «… ',' or ']'») at the line where the collection started,
// counted from 0 (the line before it, in an editor's numbers), often far
// above the fault; then the error names the first line from there whose
// indentation fits no open block, or else the collection's first line, and
// keeps the parser's words. Errors without a line are returned with the
// path.
func syntaxError(path string, data []byte, err error) error {
	msg := err.Error()
	rest, ok := strings.CutPrefix(msg, "yaml: line ")
	if !ok {
		return fmt.Errorf("%s: %w", path, err)
	}
	num, what, ok := strings.Cut(rest, ": ")
	line, convErr := strconv.Atoi(num)
	if !ok || convErr != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if strings.HasPrefix(what, "did not find expected ") || what == "found undefined tag handle" {
		// A parser error: its line is the context's, counted from 0.
		line++
		if m, found := misindented(data, line); found {
			return &LineError{path, m.line, fmt.Errorf("%q is indented %d spaces, where %s would fit (yaml: %s)",
				m.text, m.indent, orList(m.fits), what)}
		}
	}
	return &LineError{path, line, fmt.Errorf("yaml: %s", what)}
}

// misindentation is a line whose indentation fits no open block.
type misindentation struct {
	line   int    // 1-based
	text   string // the line without its indentation
	indent int    // spaces
	fits   []int  // the indentations that would fit, innermost first
}

// misindented finds the first line at or after from (1-based) whose
// indentation fits no open block of block-style YAML: not the indentation
// of an open mapping or sequence, nor deeper after a line that opens a
// block or continues a plain scalar. It reads the layout only (keys,
// "- " entries, block and flow scalars), as far as an event file needs.
func misindented(data []byte, from int) (misindentation, bool) {
	var levels []level // the open blocks, outermost first
	opens := true      // the line before opens a deeper block
	continues := false // the line before ends a plain scalar a deeper line may continue
	blockScalar := -1  // indentation of the key whose | or > scalar is being read
	for i, raw := range strings.Split(string(data), "\n") {
		text := strings.TrimRight(raw, "\r")
		body := strings.TrimLeft(text, " ")
		indent := len(text) - len(body)
		if blockScalar >= 0 {
			if body == "" || indent > blockScalar {
				continue
			}
			blockScalar = -1
		}
		if body == "" || body[0] == '#' {
			continue
		}
		if body == "---" || strings.HasPrefix(body, "--- ") || body == "..." {
			levels, opens, continues = nil, true, false
			continue
		}
		entry := body == "-" || strings.HasPrefix(body, "- ")
		top := -1
		if len(levels) > 0 {
			top = levels[len(levels)-1].indent
		}
		fits := true
		switch {
		case indent > top && opens:
			levels = append(levels, level{indent: indent, seq: entry, keys: !entry})
		case indent > top && continues:
			// More words of the scalar above: the layout is unchanged.
			continues = !closesFlow(body)
			continue
		default:
			k := len(levels)
			for k > 0 && levels[k-1].indent > indent {
				k--
			}
			if k == 0 || levels[k-1].indent != indent {
				fits = false
				break
			}
			l := &levels[k-1]
			switch {
			case entry && !l.seq && opens && k == len(levels):
				// A sequence at its key's indentation: "events:\n- id: …".
				l.seq = true
			case entry && !l.seq, !entry && !l.keys:
				fits = false
			case !entry:
				l.seq = false // a key after such a sequence ends it
			}
			if fits {
				levels = levels[:k]
			}
		}
		if !fits {
			if i+1 < from {
				return misindentation{}, false
			}
			m := misindentation{line: i + 1, text: body, indent: indent}
			for j := len(levels) - 1; j >= 0; j-- {
				if l := levels[j]; (entry && l.seq || !entry && l.keys) && !slices.Contains(m.fits, l.indent) {
					m.fits = append(m.fits, l.indent)
				}
			}
			return m, true
		}
		// "- " entries open a block at their content's column.
		col := indent
		for body == "-" || strings.HasPrefix(body, "- ") {
			item := strings.TrimLeft(body[1:], " ")
			col += len(body) - len(item)
			body = item
			if body != "" {
				levels = append(levels, level{indent: col, seq: strings.HasPrefix(body, "- "), keys: !strings.HasPrefix(body, "- ")})
			}
		}
		opens, continues, blockScalar = layoutOf(body, col)
	}
	return misindentation{}, false
}

// level is an open block of a YAML layout: at indent, a mapping whose
// keys stand there, or a sequence whose "- " entries do, or both while
// a sequence shares its key's indentation.
type level struct {
	indent    int
	seq, keys bool
}

// layoutOf reads what the content of a line (after its indentation and
// any "- ") at column col lets the next line do: open a deeper block
// (a key with nothing after it, an empty entry), continue a plain scalar,
// or, for a | or > scalar, be its text (the indentation it must exceed).
func layoutOf(body string, col int) (opens, continues bool, blockScalar int) {
	blockScalar = -1
	body = stripComment(body)
	if body == "" || strings.HasSuffix(body, ":") {
		return true, false, -1
	}
	value := body
	if _, v, ok := strings.Cut(body, ": "); ok && !strings.ContainsAny(body[:1], `"'[{`) {
		value = strings.TrimSpace(v)
	}
	switch {
	case value == "":
		return true, false, -1
	case value[0] == '|' || value[0] == '>':
		return false, false, col
	case strings.ContainsRune(`"'[{`, rune(value[0])):
		// A flow value left open goes on below.
		return false, !closesFlow(value), -1
	}
	return false, true, -1
}

// closesFlow: the text ends a quoted scalar or flow collection.
func closesFlow(s string) bool {
	s = strings.TrimSpace(stripComment(s))
	return s != "" && strings.ContainsRune(`"']}`, rune(s[len(s)-1]))
}

// stripComment drops a " #" comment outside quotes.
func stripComment(s string) string {
	var quote rune
	for i, r := range s {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			}
		case r == '"' || r == '\'':
			quote = r
		case r == '#' && (i == 0 || s[i-1] == ' '):
			return strings.TrimRight(s[:i], " ")
		}
	}
	return s
}

// orList writes 4, 2 or 0.
func orList(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}
