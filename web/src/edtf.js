// Readable dates from EDTF (ISO 8601-2, the Library of Congress profile), in
// Russian and English: every form chronomap writes — years, months, days,
// seasons (21–28), quarters, quadrimesters and semesters (33–41), intervals
// with open (..) or unknown ends, unspecified digits (190X, 1902-XX) and the
// qualifiers ~ (approximate), ? (uncertain) and % (both). Anything it does
// not understand comes back as written, so a reader never loses a date.

const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
    'September', 'October', 'November', 'December'],
  // Russian months: nominative (a month alone, «июнь 1902») and genitive
  // (after a day or a preposition, «25 июня», «до июня 1902»).
  ru: ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август',
    'сентябрь', 'октябрь', 'ноябрь', 'декабрь'],
  ruGen: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа',
    'сентября', 'октября', 'ноября', 'декабря'],
};

const SEASONS = {
  en: ['spring', 'summer', 'autumn', 'winter'],
  ru: ['весна', 'лето', 'осень', 'зима'],
  ruGen: ['весны', 'лета', 'осени', 'зимы'],
};

// Sub-year groupings 33–41 (ISO 8601-2 §4.8).
const GROUPS = {
  en: {
    33: 'first quarter of', 34: 'second quarter of', 35: 'third quarter of', 36: 'fourth quarter of',
    37: 'first third of', 38: 'second third of', 39: 'last third of',
    40: 'first half of', 41: 'second half of',
  },
  ru: {
    33: 'I квартал', 34: 'II квартал', 35: 'III квартал', 36: 'IV квартал',
    37: 'первая треть', 38: 'вторая треть', 39: 'последняя треть',
    40: 'первое полугодие', 41: 'второе полугодие',
  },
  ruGen: {
    33: 'I квартала', 34: 'II квартала', 35: 'III квартала', 36: 'IV квартала',
    37: 'первой трети', 38: 'второй трети', 39: 'последней трети',
    40: 'первого полугодия', 41: 'второго полугодия',
  },
};

const WORDS = {
  en: { until: 'until', from: 'from', approx: 'c.', unknown: 'date unknown', bc: 'BC' },
  ru: { until: 'до', from: 'с', approx: 'ок.', unknown: 'дата неизвестна', bc: 'до н. э.' },
};

/**
 * Parses one EDTF date (no interval) into its parts, or null.
 * @returns {{year: string, month: string|null, day: string|null, approx: boolean, uncertain: boolean}|null}
 */
export function parseEDTFDate(s) {
  if (typeof s !== 'string') return null;
  let str = s.trim().replace(/T.*$/, ''); // a date-time keeps its date
  let approx = false;
  let uncertain = false;
  const qual = (q) => {
    if (q.includes('~') || q.includes('%')) approx = true;
    if (q.includes('?') || q.includes('%')) uncertain = true;
  };
  // Qualifiers may stand before or after any component; note and drop them.
  str = str.replace(/[~?%]+/g, (q) => {
    qual(q);
    return '';
  });
  const m = /^(Y?-?[\dX]{4,9})(?:-([\dX]{2}))?(?:-([\dX]{2}))?$/.exec(str);
  if (!m) return null;
  let year = m[1].replace(/^Y/, '');
  if (year.startsWith('-') ? year.length < 5 : year.length < 4) return null;
  return { year, month: m[2] ?? null, day: m[3] ?? null, approx, uncertain };
}

function yearText(year, lang) {
  const neg = year.startsWith('-');
  let y = neg ? year.slice(1) : year;
  const xs = (y.match(/X+$/) || [''])[0].length;
  let text;
  if (/X/.test(y.slice(0, y.length - xs))) {
    text = y; // X inside the year: keep it as written
  } else if (xs === 1) {
    const decade = String(Number(y.slice(0, -1) + '0'));
    text = lang === 'ru' ? `${decade}-е` : `${decade}s`;
  } else if (xs > 1) {
    const lo = Number(y.replace(/X/g, '0'));
    const hi = Number(y.replace(/X/g, '9'));
    text = `${lo}–${hi}`;
  } else {
    text = String(Number(y));
  }
  if (neg && !xs) {
    // Astronomical year -44 is 45 BC.
    return `${Number(y) + 1} ${WORDS[lang].bc}`;
  }
  if (neg) return `${text} ${WORDS[lang].bc}`;
  return text;
}

/** Parts of a date for composing: the year text and what precedes it. */
function parts(d, lang, form) {
  const L = lang === 'ru' ? 'ru' : 'en';
  const gen = L === 'ru' && form === 'gen';
  const year = yearText(d.year, L);
  const month = d.month && !/X/.test(d.month) ? Number(d.month) : null;
  const day = d.day && !/X/.test(d.day) && month != null ? Number(d.day) : null;
  if (month != null && month >= 21 && month <= 28) {
    const i = (month - 21) % 4;
    return { kind: 'season', head: (gen ? SEASONS.ruGen : SEASONS[L])[i], year, winter: i === 3, d };
  }
  if (month != null && month >= 33 && month <= 41) {
    return { kind: 'group', head: (gen ? GROUPS.ruGen : GROUPS[L])[month], year, d };
  }
  if (month != null && month >= 1 && month <= 12) {
    if (day != null) {
      const mname = L === 'ru' ? MONTHS.ruGen[month - 1] : MONTHS.en[month - 1];
      return { kind: 'day', head: `${day} ${mname}`, day, month, year, d };
    }
    return { kind: 'month', head: (L === 'ru' ? (gen ? MONTHS.ruGen : MONTHS.ru) : MONTHS.en)[month - 1], month, year, d };
  }
  return { kind: 'year', head: '', year, d };
}

function joinParts(p) {
  if (p.kind === 'season' && p.winter && /^\d+$/.test(p.year)) {
    // Winter 1902 runs from December 1902 to February 1903.
    const next = String(Number(p.year) + 1);
    return `${p.head} ${p.year}/${next.slice(-2)}`;
  }
  return p.head ? `${p.head} ${p.year}` : p.year;
}

function qualify(text, d, lang) {
  let out = text;
  if (d.approx) out = `${WORDS[lang].approx} ${out}`;
  if (d.uncertain) out = lang === 'ru' ? `${out} (?)` : `${out}?`;
  return out;
}

/** One EDTF date as words; form 'gen' gives the Russian genitive. */
function dateText(d, lang, form) {
  // «ок.» governs the genitive: «ок. июня 1902».
  const f = d.approx && lang === 'ru' ? 'gen' : form;
  return qualify(joinParts(parts(d, lang, f)), d, lang);
}

/** "21–30 June 1902", "July–August 1903", or null when a and b do not share a year. */
function compact(a, b, lang) {
  if (a.approx || a.uncertain || b.approx || b.uncertain) return null;
  const pa = parts(a, lang, 'nom');
  const pb = parts(b, lang, 'nom');
  if (pa.kind === 'year' && pb.kind === 'year' && !a.year.startsWith('-')) return `${pa.year}–${pb.year}`;
  if (pa.year !== pb.year || pa.kind !== pb.kind || pa.kind === 'year') return null;
  if (pa.kind === 'day') {
    if (pa.month === pb.month) {
      if (pa.day === pb.day) return joinParts(pa);
      const mname = lang === 'ru' ? MONTHS.ruGen[pa.month - 1] : MONTHS.en[pa.month - 1];
      return `${pa.day}–${pb.day} ${mname} ${pa.year}`;
    }
    return `${pa.head} – ${pb.head} ${pa.year}`;
  }
  if (pa.kind === 'month' || (pa.kind === 'season' && !pa.winter && !pb.winter)) {
    if (pa.head === pb.head) return joinParts(pa);
    return `${pa.head}–${pb.head} ${pa.year}`;
  }
  return null;
}

/**
 * Formats an EDTF string for a reader: formatEDTF('1902-21', 'ru') is
 * «весна 1902», formatEDTF('../1902-06', 'en') is "until June 1902",
 * formatEDTF('1904~', 'ru') is «ок. 1904». lang is 'ru' or 'en' (anything
 * else counts as English). Unknown forms come back unchanged.
 */
export function formatEDTF(edtf, lang) {
  const L = lang === 'ru' ? 'ru' : 'en';
  if (typeof edtf !== 'string' || edtf.trim() === '') return WORDS[L].unknown;
  const s = edtf.trim();
  if (!s.includes('/')) {
    const d = parseEDTFDate(s);
    return d ? dateText(d, L, 'nom') : s;
  }
  const [rawA, rawB, ...rest] = s.split('/');
  if (rest.length) return s;
  const openA = rawA === '' || rawA === '..';
  const openB = rawB === '' || rawB === '..';
  const a = openA ? null : parseEDTFDate(rawA);
  const b = openB ? null : parseEDTFDate(rawB);
  if ((!openA && !a) || (!openB && !b) || (openA && openB)) return s;
  const W = WORDS[L];
  if (openA) return `${W.until} ${dateText(b, L, 'gen')}`;
  if (openB) return `${W.from} ${dateText(a, L, 'gen')}`;
  const c = compact(a, b, L);
  if (c) return c;
  return `${dateText(a, L, 'nom')} – ${dateText(b, L, 'nom')}`;
}
