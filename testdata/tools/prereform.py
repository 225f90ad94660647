#!/usr/bin/env python3
"""Write a scored passage set in pre-1918 spelling, with its gold re-anchored.

usage: prereform.py SRC_DIR OUT_DIR

Texts of 1850-1918 are often read in the spelling they were printed in
(«въ Лондонѣ», «Россія», «Николаевскаго уѣзда»). This rewrites every
passage of SRC_DIR in that spelling by the reform's own rules, applied
mechanically: ъ after a word-final hard consonant, і before a vowel, ѣ in
the common roots that had it and in the locative after в/на/о/при, -аго for
the adjective genitive -ого. The result is not a faithful edition (ѣ is
not put in every root that had it), but every change is one the reform
undid, so a reader of the old spelling must score on it as on the modern
text. Offsets in the gold (places, dates, event anchors) are moved with
the text; mentions are taken from the new text.
"""
import json
import os
import re
import sys

HARD = set("бвгджзклмнпрстфхцшщ")
VOWELS = set("аеёиоуыэюяй")
# Roots that had ѣ, as written in modern spelling; matched inside a word.
YAT_ROOTS = [
    ("ехал", "ѣхал"), ("езд", "ѣзд"), ("езж", "ѣзж"), ("ехать", "ѣхать"),
    ("мест", "мѣст"), ("после", "послѣ"), ("где", "гдѣ"), ("нескольк", "нѣскольк"),
    ("север", "сѣвер"), ("бежа", "бѣжа"), ("бега", "бѣга"), ("след", "слѣд"),
    ("недел", "недѣл"), ("вмест", "вмѣст"), ("совет", "совѣт"),
    ("свет", "свѣт"), ("обед", "обѣд"),
]
# Roots with ѣ only at the start of a word («лѣтомъ», but «билетъ»).
YAT_PREFIXES = [("лет", "лѣт"), ("тело", "тѣло"), ("тела", "тѣла")]
LOCATIVE_PREPS = {"в", "во", "на", "о", "об", "при"}
ADJ_ENDINGS = ("ое", "ее", "ые", "ие")
KEEP_OGO = {"многого", "немногого"}
WORD = re.compile(r"[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*")


def convert(text):
    """Return (new_text, offset_map) with offset_map[i] the new offset of old offset i."""
    out = []
    pos = [0] * (len(text) + 1)
    i = 0
    prev_word = ""
    for m in WORD.finditer(text):
        for k in range(i, m.start()):
            pos[k] = len(out)
            out.append(text[k])
        word = m.group()
        rest = text[m.end() + 1:m.end() + 4].lstrip()
        next_is_lower = bool(rest) and (rest[0].islower() or rest[0].isdigit() or rest[0] == "-")
        new = rewrite(word, prev_word, text[m.end():m.end() + 1], next_is_lower)
        # Every change but the added ъ keeps the length: map letter by letter.
        for k in range(len(word)):
            pos[m.start() + k] = len(out) + k
        out.extend(new)
        i = m.end()
        prev_word = word.lower()
    for k in range(i, len(text)):
        pos[k] = len(out)
        out.append(text[k])
    pos[len(text)] = len(out)
    return "".join(out), pos


def rewrite(word, prev, after, next_is_lower=False):
    low = word.lower()
    parts = word.split("-")
    new_parts = []
    for n, part in enumerate(parts):
        p = part
        pl = p.lower()
        for modern, old in YAT_ROOTS:
            idx = pl.find(modern)
            if idx >= 0 and len(pl) > len(modern) - 1:
                p = p[:idx] + keep_case(p[idx:idx + len(modern)], old) + p[idx + len(modern):]
                pl = p.lower()
                break
        for modern, old in YAT_PREFIXES:
            if pl.startswith(modern):
                p = keep_case(p[:len(modern)], old) + p[len(modern):]
                pl = p.lower()
                break
        chars = list(p)
        for k in range(len(chars) - 1):
            if chars[k] in "иИ" and chars[k + 1].lower() in VOWELS:
                chars[k] = "і" if chars[k] == "и" else "І"
        p = "".join(chars)
        pl = p.lower()
        if len(pl) > 5 and pl.endswith("ого") and pl not in KEEP_OGO:
            p = p[:-3] + keep_case(p[-3:], "аго")
        if n == 0 and len(parts) == 1 and prev in LOCATIVE_PREPS and pl.endswith("е") \
                and not pl.endswith(ADJ_ENDINGS) and len(pl) > 3 and word[0].isupper():
            p = p[:-1] + ("ѣ" if p[-1] == "е" else "Ѣ")
        new_parts.append(p)
    new = "-".join(new_parts)
    last = new[-1]
    abbreviation = after == "." and (len(low) <= 3 or next_is_lower)
    single = len(low) == 1 and (after == "." or low not in "вск")
    if last.lower() in HARD and not abbreviation and not single:
        new += "Ъ" if word.isupper() and len(word) > 1 else "ъ"
    return new


def keep_case(src, repl):
    return "".join(r.upper() if s.isupper() else r for s, r in zip(src, repl)) + repl[len(src):]


def move(obj, pos, text):
    """Re-anchor every start/end/anchor in obj (nested) with pos."""
    if isinstance(obj, dict):
        if "start" in obj and "end" in obj and isinstance(obj["start"], int):
            obj["start"], obj["end"] = pos[obj["start"]], pos[obj["end"]]
            if "mention" in obj:
                obj["mention"] = text[obj["start"]:obj["end"]]
        if isinstance(obj.get("anchor"), int):
            obj["anchor"] = pos[obj["anchor"]]
        for v in obj.values():
            move(v, pos, text)
    elif isinstance(obj, list):
        for v in obj:
            move(v, pos, text)


def main(src, dst):
    os.makedirs(dst, exist_ok=True)
    for name in sorted(os.listdir(src)):
        if not name.endswith(".txt"):
            continue
        base = name[:-4]
        with open(os.path.join(src, name), encoding="utf-8") as f:
            text = f.read()
        new, pos = convert(text)
        with open(os.path.join(dst, name), "w", encoding="utf-8") as f:
            f.write(new)
        for kind in ("places", "events"):
            p = os.path.join(src, f"{base}.{kind}.json")
            if not os.path.exists(p):
                continue
            with open(p, encoding="utf-8") as f:
                gold = json.load(f)
            move(gold, pos, new)
            with open(os.path.join(dst, f"{base}.{kind}.json"), "w", encoding="utf-8") as f:
                json.dump(gold, f, ensure_ascii=False, indent=1)
                f.write("\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
