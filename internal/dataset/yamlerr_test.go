package dataset

import "testing"

// TestSyntaxErrorNamesTheMisindentedLine: yaml.v3 reports an unclosed
// block at the line before the one where it started (line 2, "events:",
// for the entries from line 3); the error names the line whose
// indentation is wrong, or the line where an unclosed flow collection
// opens, and keeps the parser's words.
func TestSyntaxErrorNamesTheMisindentedLine(t *testing.T) {
	t.Parallel()
	const head = "document: doc.txt\nevents:\n  - id: a\n    type: trip\n"
	tests := []struct{ name, body, want string }{
		{"key one space short", head + "   when: \"1902\"\n    source: [0, 5]\n",
			`f.yaml:5: "when: \"1902\"" is indented 3 spaces, where 4 or 0 would fit (yaml: did not find expected '-' indicator)`},
		{"key deeper after a quoted value", head + "    when: \"1902\"\n     source: [0, 5]\n",
			`f.yaml:6: "source: [0, 5]" is indented 5 spaces, where 4 or 0 would fit (yaml: did not find expected key)`},
		{"key at the entries' indentation", head + "    when: \"1902\"\n  source: [0, 5]\n",
			`f.yaml:6: "source: [0, 5]" is indented 2 spaces, where 4 or 0 would fit (yaml: did not find expected '-' indicator)`},
		{"entry at a key's indentation", head + "    summary: |\n      text\n\n      more\n    - id: b\n",
			`f.yaml:9: "- id: b" is indented 4 spaces, where 2 would fit (yaml: did not find expected key)`},
		{"after a plain scalar going on below", head + "    summary: a long\n      sentence\n   when: \"1902\"\n",
			`f.yaml:7: "when: \"1902\"" is indented 3 spaces, where 4 or 0 would fit (yaml: did not find expected '-' indicator)`},
		{"the parser's own line when it is right", head + "     when: \"1902\"\n",
			"f.yaml:5: yaml: mapping values are not allowed in this context"},
		{"an unclosed list", head + "    places: [Пермь\n    when: \"1902\"\n  - id: b\n",
			"f.yaml:5: yaml: did not find expected ',' or ']'"},
		{"an unclosed list at the end", head + "    places: [Пермь, Казань\n",
			"f.yaml:5: yaml: did not find expected ',' or ']'"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(tc.body), "f.yaml")
			if err == nil || err.Error() != tc.want {
				t.Errorf("err = %v\nwant %s", err, tc.want)
			}
		})
	}
}
