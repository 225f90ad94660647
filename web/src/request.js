// The page's requests to the OGC API - Features endpoints, shared by
// early.js (which starts the first ones while app.js is still being
// evaluated) and app.js (which reads their answers and any further pages).

/** Features asked for per page (the server's maximum). */
export const LIMIT = 10000;

/** Base URL of the API: <meta name="chronomap-api">, "" for beside the page. */
export function apiBase() {
  const meta = document.querySelector('meta[name="chronomap-api"]');
  let base = meta ? meta.getAttribute('content') || '' : '';
  if (base && !base.endsWith('/')) base += '/';
  return base;
}

/** The URLs the page needs first, absolute, in the order it uses them. */
export function firstURLs(api) {
  const abs = (u) => new URL(u, document.baseURI).href;
  return {
    collection: abs(`${api}collections/events`),
    events: abs(`${api}collections/events/items?limit=${LIMIT}`),
    movements: abs(`${api}collections/movements/items?limit=${LIMIT}`),
    places: abs(`${api}collections/places/items?limit=${LIMIT}`),
  };
}

/** fetch with the Accept header every API request sends. */
export function request(url) {
  return fetch(url, { headers: { Accept: 'application/geo+json, application/json' } });
}
