#!/usr/bin/env python3
"""Validate the test passages of a folder and their gold (standard library only).

Usage: python3 check.py [FOLDER] [--geonames cities1000.txt]

FOLDER defaults to the folder of this script. Every NAME.txt needs
NAME.places.json and NAME.events.json beside it (the format of
testdata/gold, described in README.md). Checked:

- the text is UTF-8 and has 250-600 words;
- every span (places, not_places, temporal_expressions) lies in the text
  and text[start:end] == mention, counting Unicode code points; place
  spans come in text order and do not overlap; no not_place overlaps a
  place;
- places have a known kind, an ISO 3166-1 alpha-2 country, a WGS84 point
  and a tolerance in the range README.md gives for their kind; one name
  always has the same kind and point;
- every EDTF value is well formed (years, months, days, seasons 21-24,
  decades 189X, qualifiers ? ~ %, intervals a/b with .. for an open end)
  and its earliest/latest are exactly the interval it denotes, with
  earliest <= latest;
- events have unique ids, a known type, place names that exist in the
  places file, the main place first in their places (null only when they
  have none) and an anchor inside the text;
- movements name existing places and differ in origin and destination;
- time queries name existing events, and the gold intervals of those
  events do (must_include) or do not (must_exclude) intersect the filter;
- with --geonames, every settlement carrying a geonameid lies within its
  tolerance of that GeoNames point.

Prints one line per problem and a summary per passage; exits 1 on any
problem, 2 on bad usage.
"""
import calendar
import json
import math
import os
import re
import sys

KINDS = {'city', 'village', 'landmark', 'country', 'region'}
TYPES = {'meeting', 'publication', 'relocation', 'trip', 'lecture', 'school',
         'congress', 'representation', 'other'}
# Allowed tolerance_km per kind (inclusive), as README.md states them.
TOLERANCE = {'city': (5, 20), 'village': (5, 5), 'landmark': (2, 2),
             'country': (200, 500), 'region': (100, 1500)}
SEASONS = {21: (3, 5), 22: (6, 8), 23: (9, 11), 24: (12, 14)}
DATE = re.compile(r'^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?([?~%])?$')
DECADE = re.compile(r'^(\d{3})X([?~%])?$')
ISO_DAY = re.compile(r'^\d{4}-\d{2}-\d{2}$')
WORD = re.compile(r'\w+(?:[-’]\w+)*')


class EDTFError(ValueError):
    pass


def edtf_bounds(s):
    """Return (earliest, latest) ISO dates of one EDTF date (no '/')."""
    m = DECADE.match(s)
    if m:
        y = int(m.group(1)) * 10
        return f'{y:04d}-01-01', f'{y + 9:04d}-12-31'
    m = DATE.match(s)
    if not m:
        raise EDTFError(f'not an EDTF date: {s!r}')
    y = int(m.group(1))
    if m.group(2) is None:
        return f'{y:04d}-01-01', f'{y:04d}-12-31'
    mo = int(m.group(2))
    if m.group(3) is None:
        if mo in SEASONS:
            a, b = SEASONS[mo]
            yb, mb = (y + 1, b - 12) if b > 12 else (y, b)
            return (f'{y:04d}-{a:02d}-01',
                    f'{yb:04d}-{mb:02d}-{calendar.monthrange(yb, mb)[1]:02d}')
        if not 1 <= mo <= 12:
            raise EDTFError(f'no month {mo} in {s!r}')
        return (f'{y:04d}-{mo:02d}-01',
                f'{y:04d}-{mo:02d}-{calendar.monthrange(y, mo)[1]:02d}')
    if not 1 <= mo <= 12:
        raise EDTFError(f'no month {mo} in {s!r}')
    d = int(m.group(3))
    if not 1 <= d <= calendar.monthrange(y, mo)[1]:
        raise EDTFError(f'no day {d} in {s!r}')
    return f'{y:04d}-{mo:02d}-{d:02d}', f'{y:04d}-{mo:02d}-{d:02d}'


def edtf_interval(s):
    """Return (earliest, latest) of an EDTF date or interval; None is open."""
    if not isinstance(s, str) or not s:
        raise EDTFError(f'not an EDTF string: {s!r}')
    if '/' not in s:
        return edtf_bounds(s)
    parts = s.split('/')
    if len(parts) != 2:
        raise EDTFError(f'more than one "/" in {s!r}')
    a, b = parts
    if a == '..' and b == '..':
        raise EDTFError(f'both ends open in {s!r}')
    lo = None if a == '..' else edtf_bounds(a)[0]
    hi = None if b == '..' else edtf_bounds(b)[1]
    if lo and hi and lo > hi:
        raise EDTFError(f'start after end in {s!r}')
    return lo, hi


def datetime_interval(s):
    """Interval of an OGC API datetime filter made of dates."""
    parts = s.split('/')
    if len(parts) == 1:
        if not ISO_DAY.match(s):
            raise EDTFError(f'not a date: {s!r}')
        return s, s
    if len(parts) != 2:
        raise EDTFError(f'bad datetime {s!r}')
    ends = []
    for p in parts:
        if p in ('..', ''):
            ends.append(None)
        elif ISO_DAY.match(p):
            ends.append(p)
        else:
            raise EDTFError(f'bad datetime end {p!r}')
    if ends[0] is None and ends[1] is None:
        raise EDTFError(f'both ends open in {s!r}')
    return ends[0], ends[1]


def intersects(a, b):
    (a0, a1), (b0, b1) = a, b
    return (a0 is None or b1 is None or a0 <= b1) and \
           (b0 is None or a1 is None or b0 <= a1)


def distance_km(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * 6371.0088 * math.asin(math.sqrt(h))


def load_geonames(path, wanted):
    points = {}
    with open(path, encoding='utf-8') as f:
        for line in f:
            cols = line.split('\t', 6)
            if len(cols) > 5 and cols[0].isdigit() and int(cols[0]) in wanted:
                points[int(cols[0])] = (float(cols[4]), float(cols[5]))
    return points


class Checker:
    def __init__(self, geonames=None):
        self.errors = []
        self.geonames = geonames
        self.passage = ''

    def err(self, msg):
        self.errors.append(f'{self.passage}: {msg}')

    def span(self, text, item, what):
        m, a, b = item.get('mention'), item.get('start'), item.get('end')
        if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
            self.err(f'{what} {m!r}: bad span [{a}, {b})')
            return False
        if text[a:b] != m:
            self.err(f'{what} {m!r}: text[{a}:{b}] is {text[a:b]!r}')
            return False
        return True

    def interval(self, item, what):
        try:
            lo, hi = edtf_interval(item.get('edtf'))
        except EDTFError as e:
            self.err(f'{what}: {e}')
            return None
        for key, want in (('earliest', lo), ('latest', hi)):
            if key not in item:
                self.err(f'{what}: no {key}')
            elif item[key] != want:
                self.err(f'{what}: {key} {item[key]!r}, but {item["edtf"]} gives {want!r}')
        return lo, hi

    def check(self, folder, name):
        self.passage = name
        base = os.path.join(folder, name)
        try:
            with open(base + '.txt', encoding='utf-8') as f:
                text = f.read()
            with open(base + '.places.json', encoding='utf-8') as f:
                pg = json.load(f)
            with open(base + '.events.json', encoding='utf-8') as f:
                eg = json.load(f)
        except (OSError, ValueError) as e:
            self.err(str(e))
            return
        words = len(WORD.findall(text))
        if not 250 <= words <= 600:
            self.err(f'{words} words, want 250-600')
        for g, what in ((pg, 'places'), (eg, 'events')):
            if g.get('document') != name + '.txt':
                self.err(f'{what} file: document is {g.get("document")!r}')
        places = pg.get('places', [])
        names = {}
        last_end = 0
        for p in places:
            what = f'place {p.get("mention")!r}@{p.get("start")}'
            if self.span(text, p, what):
                if p['start'] < last_end:
                    self.err(f'{what}: out of text order or overlapping the one before')
                last_end = p['end']
            if p.get('kind') not in KINDS:
                self.err(f'{what}: kind {p.get("kind")!r}')
            if not re.fullmatch(r'[A-Z]{2}', str(p.get('country', ''))):
                self.err(f'{what}: country {p.get("country")!r}')
            for key in ('lemma', 'name'):
                if not p.get(key):
                    self.err(f'{what}: no {key}')
            lat, lon, tol = p.get('lat'), p.get('lon'), p.get('tolerance_km')
            if not (isinstance(lat, (int, float)) and -90 <= lat <= 90 and
                    isinstance(lon, (int, float)) and -180 <= lon <= 180):
                self.err(f'{what}: bad point {lat}, {lon}')
                continue
            if not isinstance(tol, (int, float)):
                self.err(f'{what}: no tolerance_km')
            elif p.get('kind') in TOLERANCE:
                lo, hi = TOLERANCE[p['kind']]
                if not lo <= tol <= hi:
                    self.err(f'{what}: tolerance {tol} km outside {lo}-{hi} for a {p["kind"]}')
            key = (p.get('kind'), lat, lon, tol)
            prev = names.setdefault(p.get('name'), key)
            if prev != key:
                self.err(f'{what}: name {p.get("name")!r} has another kind or point before')
            gid = p.get('geonameid')
            if gid is not None and self.geonames is not None:
                pt = self.geonames.get(gid)
                if pt is None:
                    self.err(f'{what}: geonameid {gid} not in the GeoNames file')
                elif isinstance(tol, (int, float)) and distance_km(lat, lon, *pt) > tol:
                    self.err(f'{what}: {distance_km(lat, lon, *pt):.1f} km from GeoNames {gid}')
        for n in pg.get('not_places', []):
            what = f'not_place {n.get("mention")!r}@{n.get("start")}'
            if self.span(text, n, what):
                for p in places:
                    if isinstance(p.get('start'), int) and isinstance(p.get('end'), int) and \
                            p['start'] < n['end'] and n['start'] < p['end']:
                        self.err(f'{what}: overlaps place {p.get("mention")!r}')
            if not n.get('why'):
                self.err(f'{what}: no why')
        for d in eg.get('temporal_expressions', []):
            what = f'date {d.get("mention")!r}@{d.get("start")}'
            self.span(text, d, what)
            self.interval(d, what)
        events = {}
        for e in eg.get('events', []):
            what = f'event {e.get("id")!r}'
            if not e.get('id') or e['id'] in events:
                self.err(f'{what}: missing or repeated id')
            if e.get('type') not in TYPES:
                self.err(f'{what}: type {e.get("type")!r}')
            for pn in e.get('places', []):
                if pn not in names:
                    self.err(f'{what}: place {pn!r} is no place name')
            main = e.get('main_place', 'absent')
            if main == 'absent':
                self.err(f'{what}: no main_place')
            elif main is None:
                if e.get('places'):
                    self.err(f'{what}: main_place null but places given')
            elif main not in names:
                self.err(f'{what}: main_place {main!r} is no place name')
            elif not e.get('places') or e['places'][0] != main:
                self.err(f'{what}: main_place {main!r} is not first in places')
            a = e.get('anchor')
            if not (isinstance(a, int) and 0 <= a < len(text)):
                self.err(f'{what}: anchor {a!r} outside the text')
            if not isinstance(e.get('actors'), list):
                self.err(f'{what}: actors is not a list')
            events[e.get('id')] = self.interval(e, what)
        ids = set()
        for m in eg.get('movements', []):
            what = f'movement {m.get("id")!r}'
            if not m.get('id') or m['id'] in ids:
                self.err(f'{what}: missing or repeated id')
            ids.add(m.get('id'))
            for key in ('from_place', 'to_place'):
                if m.get(key) not in names:
                    self.err(f'{what}: {key} {m.get(key)!r} is no place name')
            if m.get('from_place') == m.get('to_place'):
                self.err(f'{what}: origin and destination are the same')
            if not m.get('actor'):
                self.err(f'{what}: no actor')
            self.interval(m, what)
        for q in eg.get('time_queries', []):
            what = f'time query {q.get("datetime")!r}'
            try:
                qi = datetime_interval(q.get('datetime', ''))
            except EDTFError as e:
                self.err(f'{what}: {e}')
                continue
            for key, want in (('must_include', True), ('must_exclude', False)):
                for i in q.get(key, []):
                    if i not in events:
                        self.err(f'{what}: {key} names unknown event {i!r}')
                    elif events[i] is not None and intersects(events[i], qi) != want:
                        self.err(f'{what}: event {i!r} {events[i]} '
                                 f'{"does not intersect" if want else "intersects"} the filter')
        return (f'{name}: {words} words, {len(places)} places, {len(pg.get("not_places", []))} not_places, '
                f'{len(eg.get("temporal_expressions", []))} dates, {len(events)} events, '
                f'{len(ids)} movements, {len(eg.get("time_queries", []))} time queries')


def main(argv):
    folder, geonames_path = os.path.dirname(os.path.abspath(__file__)), None
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == '--geonames' and args:
            geonames_path = args.pop(0)
        elif a.startswith('-'):
            print(__doc__, file=sys.stderr)
            return 2
        else:
            folder = a
    try:
        names = sorted(f[:-4] for f in os.listdir(folder) if f.endswith('.txt'))
    except OSError as e:
        print(e, file=sys.stderr)
        return 2
    if not names:
        print(f'{folder}: no passages (*.txt)', file=sys.stderr)
        return 2
    geonames = None
    if geonames_path:
        wanted = set()
        for n in names:
            try:
                with open(os.path.join(folder, n + '.places.json'), encoding='utf-8') as f:
                    wanted |= {p['geonameid'] for p in json.load(f).get('places', []) if 'geonameid' in p}
            except (OSError, ValueError, KeyError):
                pass
        geonames = load_geonames(geonames_path, wanted)
    c = Checker(geonames)
    for n in names:
        summary = c.check(folder, n)
        if summary:
            print(summary)
    for e in c.errors:
        print('error:', e)
    print(f'{len(names)} passages, {len(c.errors)} problems')
    return 1 if c.errors else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
