package formats

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"unicode/utf8"

	"github.com/chronomap/chronomap/internal/charset"
)

// PosError is a problem at a place in an input file: Line and Column
// count from 1 (Column in characters; 0 when only the line is known).
// Error gives "file:line:column: message", as compilers do.
type PosError struct {
	File   string
	Line   int
	Column int
	Err    error
}

func (e *PosError) Error() string {
	loc := strconv.Itoa(e.Line)
	if e.Column > 0 {
		loc += ":" + strconv.Itoa(e.Column)
	}
	if e.File == "" {
		return "line " + loc + ": " + e.Err.Error()
	}
	return e.File + ":" + loc + ": " + e.Err.Error()
}

func (e *PosError) Unwrap() error { return e.Err }

// jsonInput is a JSON file being read, for errors that point into it.
type jsonInput struct {
	file string
	data []byte
}

// at is a PosError at byte offset off of the input.
func (in *jsonInput) at(off int, err error) error {
	line, col := in.position(off)
	return &PosError{File: in.file, Line: line, Column: col, Err: err}
}

// position is the line and column of byte offset off.
func (in *jsonInput) position(off int) (line, col int) {
	off = min(max(off, 0), len(in.data))
	start := bytes.LastIndexByte(in.data[:off], '\n') + 1
	return 1 + bytes.Count(in.data[:off], []byte("\n")), 1 + utf8.RuneCount(in.data[start:off])
}

// decodeError places an encoding/json error of decoding the value that
// starts at base: a syntax error at its offset, a type error at the value
// at fault with the JSON member named and no Go type in the message, and
// anything else (a geometry's own check, say) at base.
func (in *jsonInput) decodeError(base int, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		// Offset counts the bytes read, the bad one included.
		return in.at(base+int(syn.Offset)-1, fmt.Errorf("JSON syntax: %s", syn.Error()))
	case errors.As(err, &typ):
		where := ""
		if typ.Field != "" {
			where = typ.Field + ": "
		}
		return in.at(in.valueStart(base+int(typ.Offset)), fmt.Errorf("%swant %s, got %s", where, jsonKind(typ.Type), typ.Value))
	case errors.Is(err, io.ErrUnexpectedEOF):
		return in.at(len(in.data), errors.New("JSON syntax: the file ends in the middle of a value"))
	}
	return in.at(base, err)
}

// valueStart finds the start of the string, number or literal that ends
// just before end (where a type error leaves the decoder); end itself for
// other values.
func (in *jsonInput) valueStart(end int) int {
	end = min(max(end, 0), len(in.data))
	if end == 0 {
		return 0
	}
	i := end - 1
	if in.data[i] == '"' {
		for i--; i >= 0; i-- {
			if in.data[i] == '"' && (i == 0 || in.data[i-1] != '\\') {
				return i
			}
		}
		return end
	}
	for i >= 0 && bytes.IndexByte([]byte("+-.0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"), in.data[i]) >= 0 {
		i--
	}
	return i + 1
}

// jsonKind names what a Go type is in JSON.
func jsonKind(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "an integer"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Map, reflect.Struct:
		return "an object"
	}
	return "another kind of value"
}

// rawAt is a JSON value and the byte offset where it starts in the input.
type rawAt struct {
	raw json.RawMessage
	off int
}

// object reads the JSON object that v (at its offset) is into its
// members by name; a value that is not an object is an error naming what.
func (in *jsonInput) object(v rawAt, what string) (map[string]rawAt, error) {
	dec := json.NewDecoder(bytes.NewReader(v.raw))
	tok, err := dec.Token()
	if err != nil {
		return nil, in.decodeError(v.off, err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, in.at(v.off, fmt.Errorf("%s: want an object", what))
	}
	members := map[string]rawAt{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, in.decodeError(v.off, err)
		}
		key := tok.(string) // object keys are strings, or Token fails
		start := skipSeparators(v.raw, int(dec.InputOffset()))
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, in.decodeError(v.off, err)
		}
		members[key] = rawAt{raw, v.off + start}
	}
	if _, err := dec.Token(); err != nil {
		return nil, in.decodeError(v.off, err)
	}
	return members, nil
}

// array reads the JSON array v (at its offset) into its elements; null is
// an empty array.
func (in *jsonInput) array(v rawAt, what string) ([]rawAt, error) {
	if len(v.raw) == 0 || isNull(v.raw) {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(v.raw))
	tok, err := dec.Token()
	if err != nil {
		return nil, in.decodeError(v.off, err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '[' {
		return nil, in.at(v.off, fmt.Errorf("%s: want a list", what))
	}
	var out []rawAt
	for dec.More() {
		start := skipSeparators(v.raw, int(dec.InputOffset()))
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, in.decodeError(v.off, err)
		}
		out = append(out, rawAt{raw, v.off + start})
	}
	if _, err := dec.Token(); err != nil {
		return nil, in.decodeError(v.off, err)
	}
	return out, nil
}

// document reads the whole input as one JSON object; anything after it
// is an error.
func (in *jsonInput) document(what string) (map[string]rawAt, error) {
	var notUTF8 *charset.Error
	if err := charset.Check(in.data); errors.As(err, &notUTF8) {
		notUTF8.Path = in.file
		return nil, &PosError{File: in.file, Line: notUTF8.Line, Err: err}
	}
	start := skipSeparators(in.data, 0)
	if start == len(in.data) {
		return nil, in.at(0, fmt.Errorf("%s: the file is empty", what))
	}
	dec := json.NewDecoder(bytes.NewReader(in.data))
	var raw json.RawMessage
	if err := dec.Decode(&raw); err != nil {
		return nil, in.decodeError(0, err)
	}
	if rest := skipSeparators(in.data, int(dec.InputOffset())); rest < len(in.data) {
		return nil, in.at(rest, fmt.Errorf("%s: more data after the end of the JSON document", what))
	}
	return in.object(rawAt{raw, start}, what)
}

// decode unmarshals v, the member path of its document (e.g.
// "properties"), into dst, placing errors in the input.
func (in *jsonInput) decode(v rawAt, path string, dst any) error {
	err := json.Unmarshal(v.raw, dst)
	var typ *json.UnmarshalTypeError
	if errors.As(err, &typ) && path != "" {
		named := *typ
		named.Field = path + "." + typ.Field
		if typ.Field == "" {
			named.Field = path
		}
		err = &named
	}
	var syn *json.SyntaxError
	if err != nil && path != "" && !errors.As(err, &typ) && !errors.As(err, &syn) {
		return in.at(v.off, fmt.Errorf("%s: %w", path, err))
	}
	if err != nil {
		return in.decodeError(v.off, err)
	}
	return nil
}

// within prefixes the message of err, a PosError or not, keeping its
// position.
func within(err error, format string, args ...any) error {
	prefix := fmt.Sprintf(format, args...)
	var pe *PosError
	if errors.As(err, &pe) {
		out := *pe
		out.Err = fmt.Errorf("%s: %w", prefix, pe.Err)
		return &out
	}
	return fmt.Errorf("%s: %w", prefix, err)
}

// skipSeparators returns the offset of the first byte at or after off
// that is not JSON white space, a comma or a colon.
func skipSeparators(data []byte, off int) int {
	for off < len(data) {
		switch data[off] {
		case ' ', '\t', '\n', '\r', ',', ':':
			off++
		default:
			return off
		}
	}
	return off
}

func isNull(raw json.RawMessage) bool { return string(bytes.TrimSpace(raw)) == "null" }
