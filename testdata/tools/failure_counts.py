#!/usr/bin/env python3
"""Count the kinds of failure in `chronomap eval --notes` output, without any text.

Usage: chronomap eval --holdout --notes testdata/holdout | failure_counts.py [NAME-PREFIX ...]

Prints counts only (no mention, no place name, no passage text), so that a
blind set can guide work on the extractor without being read: events and
movements missed by reason, event type confusions (gold→found), the
precision of gold and found intervals where only the interval was wrong,
the precision of dates not found exactly (gold, then what was found there),
false events by type, false movements, and places missed or false. With
NAME-PREFIX arguments (passage names without `holdout-`), only those
passages count.
"""
import collections
import re
import sys


def precision(edtf):
    """The precision of an EDTF value: day, month, season, year, decade, open, or a span of two."""
    s = edtf.strip()
    if '/' in s:
        a, b = s.split('/', 1)
        return 'span(%s..%s)' % (precision(a), precision(b))
    if s in ('..', ''):
        return 'open'
    if re.match(r'^\d{3}X', s):
        return 'decade'
    if re.match(r'^\d{4}-2[1-4]', s):
        return 'season'
    if re.match(r'^\d{4}-\d{2}-\d{2}', s):
        return 'day'
    if re.match(r'^\d{4}-\d{2}', s):
        return 'month'
    if re.match(r'^\d{4}', s):
        return 'year'
    return 'other'


def main(args):
    keep = ['holdout-' + a if not a.startswith('holdout-') else a for a in args]
    c = collections.Counter()
    types = collections.Counter()
    spans = collections.Counter()
    dates = collections.Counter()
    for line in sys.stdin:
        m = re.match(r'\s*(\S+?):\s+(.*)', line)
        if not m or (keep and not any(m.group(1).startswith(k) for k in keep)):
            continue
        note = m.group(2)
        r = re.match(r'(event|movement) missed: .*\[([a-z ]+)', note)
        if r:
            c['%s missed [%s]' % (r.group(1), r.group(2).strip())] += 1
        elif re.match(r'(event|movement) missed: ', note):
            c['%s missed [nothing near]' % note.split()[0]] += 1
        r = re.match(r'event not in gold: .*\((\w+) at ', note)
        if r:
            c['false event: %s' % r.group(1)] += 1
        r = re.match(r'date ".*" \[\d+,\d+\) (\S+): got \[(.*)\]$', note)
        if r:
            got = r.group(2).split()
            dates['gold %s, found %s' % (precision(r.group(1)), ' + '.join(precision(g) for g in got) or 'nothing')] += 1
        if note.startswith('movement not in gold'):
            c['false movement'] += 1
        if note.startswith('place missed'):
            c['place missed'] += 1
        if note.startswith('place not in gold'):
            c['false place'] += 1
        r = re.search(r'event missed: \S+ \((\w+) at [^,]*, [^)]*\) \[type: got (\w+)\]', note)
        if r:
            types['%s→%s' % r.groups()] += 1
        r = re.search(r'event missed: \S+ \(\w+ at [^,]*, ([^)]*)\) \[interval: got ([^\]]*)\]', note)
        if r:
            spans['event: gold %s, found %s' % (precision(r.group(1)), precision(r.group(2)))] += 1
        r = re.search(r'movement missed: .*, ([^),]*)\) \[interval: got ([^\]]*)\]', note)
        if r:
            spans['movement: gold %s, found %s' % (precision(r.group(1)), precision(r.group(2)))] += 1
    for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
        print('%5d  %s' % (v, k))
    if types:
        print('event types, gold→found: ' + ', '.join('%s %d' % kv for kv in types.most_common()))
    for k, v in spans.most_common():
        print('%5d  interval only, %s' % (v, k))
    for k, v in dates.most_common():
        print('%5d  date not exact, %s' % (v, k))


if __name__ == '__main__':
    main(sys.argv[1:])
