// Which name a place is labelled by. The server gives each place feature its
// modern name (`name`), the names the source text used (`toponyms`) and the
// gazetteer's dated names (`names`: {text, lang, from, until}, years
// inclusive, a missing side unbounded). Nothing here knows any place.

function validIn(n, year) {
  return (!n.from || year >= n.from) && (!n.until || year <= n.until);
}

function dated(n) {
  return Boolean(n && (n.from || n.until));
}

/** The dated names of p in lang that were in use in year, latest-starting first. */
export function namesIn(p, year, lang) {
  const names = Array.isArray(p?.names) ? p.names : [];
  return names
    .filter((n) => n && n.text && dated(n) && n.lang === lang && validIn(n, year))
    .sort((a, b) => (b.from || -Infinity) - (a.from || -Infinity));
}

/**
 * The label of place properties p at year in the interface language lang.
 * Period names (modern = false): in Russian the name the source text uses
 * (of several, one the gazetteer does not date out of use in year), else
 * the Russian name valid in year, else the modern name; in English the
 * English name valid in year, else the modern name. Modern names: the
 * name valid today in lang when the gazetteer dates one; in Russian else the
 * text's name unless the gazetteer dates it out of use; else the modern
 * (GeoNames) name.
 */
export function placeLabel(p, year, lang, modern) {
  if (!p) return '';
  if (modern) {
    const now = new Date().getUTCFullYear();
    const today = namesIn(p, now, lang)[0];
    if (today) return today.text;
    // In Russian the text's name is the modern one unless the gazetteer
    // dates it out of use (Тифлис until 1936).
    if (lang === 'ru') {
      const names = Array.isArray(p.names) ? p.names : [];
      const used = (Array.isArray(p.toponyms) ? p.toponyms : []).find((t) => t
        && !names.some((n) => n && n.text === t && dated(n) && !validIn(n, now)));
      if (used) return used;
    }
    return p.name || '';
  }
  const period = namesIn(p, year, lang)[0];
  if (lang === 'ru') {
    // The text's names, but not one the gazetteer dates out of use in
    // year when the text has another (a text may write Батуми and Батум).
    const names = Array.isArray(p.names) ? p.names.filter(dated) : [];
    const outOfUse = (t) => names.some((n) => n.text === t) && !names.some((n) => n.text === t && validIn(n, year));
    const used = (Array.isArray(p.toponyms) ? p.toponyms : []).filter((t) => t);
    const fit = used.find((t) => !outOfUse(t));
    if (fit) return fit;
    if (period) return period.text;
    if (used.length) return used[0];
  }
  if (period) return period.text;
  return p.name || '';
}

/** Dated names of p for a popup: "Тифлис (until 1936)", in the given words. */
export function datedNames(p, words) {
  const names = Array.isArray(p?.names) ? p.names.filter(dated) : [];
  return names.map((n) => {
    let span = '';
    if (n.from && n.until) span = `${n.from}–${n.until}`;
    else if (n.from) span = `${words.since} ${n.from}`;
    else span = `${words.until} ${n.until}`;
    return `${n.text}${n.lang ? ` [${n.lang}]` : ''} (${span})`;
  });
}
