// chronomap map page: events and movements from the OGC API - Features
// endpoints of the chronomap server, played through time on an offline
// Natural Earth basemap.
//
// Every URL is relative to the page, so the page works wherever the server
// mounts it, as long as /collections/... sits beside index.html (or under the
// base URL in <meta name="chronomap-api">).
//
// Test hooks (kept stable on purpose):
//   #time-slider    input[type=range]; value = days since 1970-01-01 (UTC),
//                   so 1902-06-25 is -24661; min/max = dataset span
//   #play           play/pause button
//   #current-date   the date at the slider, e.g. "25 June 1902"
//   .event-marker   SVG path of each event marker (L.circleMarker)
//   .moving-marker  marker of a person travelling along a movement
//                   (L.divIcon; data-movement = movement id)
//   .movement-line  SVG path of each movement route
//   body[data-ready="true"]        first data and basemap loaded
//   body[data-events-loaded="N"]   features returned by the last applied
//                                  events query
//   body[data-events-date="D"]     slider date (YYYY-MM-DD) of that query
//   body[data-events-query="A/B"]  its datetime parameter
//   window.chronomap = {setDate, state, play, pause}

import * as L from 'leaflet';
import { feature, mesh } from 'topojson-client';
import 'leaflet/dist/leaflet.css';
import './style.css';

// ---------------------------------------------------------------- constants

const DAY_MS = 86400000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
  'August', 'September', 'October', 'November', 'December'];
const MONTHS_SHORT = MONTHS.map((m) => m.slice(0, 3));

// Event types of the chronomap data model, with legend label and colour.
const TYPES = [
  { id: 'meeting', label: 'Meeting', color: '#1f77b4' },
  { id: 'publication', label: 'Publication', color: '#d62728' },
  { id: 'relocation', label: 'Relocation', color: '#9467bd' },
  { id: 'trip', label: 'Trip', color: '#17becf' },
  { id: 'lecture', label: 'Lecture', color: '#ff7f0e' },
  { id: 'school', label: 'School', color: '#8c564b' },
  { id: 'congress', label: 'Congress', color: '#e377c2' },
  { id: 'representation', label: 'Representation', color: '#2ca02c' },
  { id: 'other', label: 'Other', color: '#7f7f7f' },
];
const TYPE_BY_ID = new Map(TYPES.map((t) => [t.id, t]));

const LIMIT = 10000;
const QUERY_DEBOUNCE_MS = 150; // slider moved by hand
const QUERY_THROTTLE_MS = 250; // while playing
const MAX_PAGES = 50;

const API = (() => {
  const meta = document.querySelector('meta[name="chronomap-api"]');
  let base = meta ? meta.getAttribute('content') || '' : '';
  if (base && !base.endsWith('/')) base += '/';
  return base;
})();

// ---------------------------------------------------------------- helpers

/** Escapes text for use in HTML content and attribute values. */
function esc(v) {
  return String(v ?? '').replace(/[&<>"']/g, (c) => ({
    '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;',
  })[c]);
}

/** Day number (days since 1970-01-01 UTC) of "YYYY-MM-DD[...]", or null. */
function parseDay(s) {
  if (typeof s !== 'string') return null;
  const m = /^(-?\d{4,})-(\d{2})-(\d{2})/.exec(s);
  if (!m) return null;
  const d = new Date(0);
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  d.setUTCHours(0, 0, 0, 0);
  return Math.round(d.getTime() / DAY_MS);
}

function dateOf(day) {
  return new Date(Math.floor(day) * DAY_MS);
}

/** "YYYY-MM-DD" of a day number. */
function isoDay(day) {
  const d = dateOf(day);
  const y = String(d.getUTCFullYear()).padStart(4, '0');
  const m = String(d.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(d.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${dd}`;
}

/** "25 June 1902". */
function longDate(day) {
  const d = dateOf(day);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "25 Jun 1902". */
function shortDate(day) {
  const d = dateOf(day);
  return `${d.getUTCDate()} ${MONTHS_SHORT[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

function clamp(x, lo, hi) {
  return Math.min(hi, Math.max(lo, x));
}

/** "1902-03-01 – 1902-05-31", with "…" for an open end. */
function intervalText(earliest, latest) {
  if (!earliest && !latest) return 'date unknown';
  if (earliest && earliest === latest) return earliest;
  return `${earliest || '…'} – ${latest || '…'}`;
}

/** A string safe for use as a CSS class name. */
function cls(v) {
  return String(v ?? '').replace(/[^A-Za-z0-9_-]/g, '');
}

function typeInfo(type) {
  return TYPE_BY_ID.get(type) || { id: type || 'other', label: type || 'Other', color: TYPE_BY_ID.get('other').color };
}

async function fetchJSON(url) {
  const res = await fetch(url, { headers: { Accept: 'application/geo+json, application/json' } });
  if (!res.ok) throw new Error(`${res.status} ${res.statusText || ''} for ${url}`.trim());
  return res.json();
}

/** Fetches a FeatureCollection and follows its rel=next links. */
async function fetchFeatures(url) {
  const features = [];
  let next = new URL(url, document.baseURI).href;
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const fc = await fetchJSON(next);
    if (Array.isArray(fc.features)) features.push(...fc.features);
    const link = Array.isArray(fc.links) ? fc.links.find((l) => l && l.rel === 'next' && l.href) : null;
    next = link ? new URL(link.href, next).href : null;
  }
  return features;
}

function pointLatLng(geom) {
  if (!geom || geom.type !== 'Point' || !Array.isArray(geom.coordinates)) return null;
  const [lon, lat] = geom.coordinates;
  if (!Number.isFinite(lon) || !Number.isFinite(lat)) return null;
  return L.latLng(lat, lon);
}

// Great-circle interpolation between two [lon, lat] points.
function toVec([lon, lat]) {
  const la = (lat * Math.PI) / 180;
  const lo = (lon * Math.PI) / 180;
  return [Math.cos(la) * Math.cos(lo), Math.cos(la) * Math.sin(lo), Math.sin(la)];
}

function slerp(a, b, f) {
  const va = toVec(a);
  const vb = toVec(b);
  const dot = clamp(va[0] * vb[0] + va[1] * vb[1] + va[2] * vb[2], -1, 1);
  const w = Math.acos(dot);
  if (w < 1e-9) return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
  const s = Math.sin(w);
  const k1 = Math.sin((1 - f) * w) / s;
  const k2 = Math.sin(f * w) / s;
  const x = k1 * va[0] + k2 * vb[0];
  const y = k1 * va[1] + k2 * vb[1];
  const z = k1 * va[2] + k2 * vb[2];
  return [(Math.atan2(y, x) * 180) / Math.PI, (Math.atan2(z, Math.hypot(x, y)) * 180) / Math.PI];
}

/** Densifies a [lon, lat] line along great circles; returns L.LatLng[]. */
function routeOf(coords) {
  const out = [];
  for (let i = 0; i < coords.length - 1; i++) {
    const a = coords[i];
    const b = coords[i + 1];
    const n = 24;
    for (let j = 0; j < n; j++) {
      const p = slerp(a, b, j / n);
      out.push(L.latLng(p[1], p[0]));
    }
  }
  const last = coords[coords.length - 1];
  out.push(L.latLng(last[1], last[0]));
  // Keep longitudes continuous so a route never jumps across the map.
  for (let i = 1; i < out.length; i++) {
    let lng = out[i].lng;
    while (lng - out[i - 1].lng > 180) lng -= 360;
    while (lng - out[i - 1].lng < -180) lng += 360;
    out[i] = L.latLng(out[i].lat, lng);
  }
  return out;
}

function cumulativeLengths(path) {
  const cum = [0];
  for (let i = 1; i < path.length; i++) cum.push(cum[i - 1] + path[i - 1].distanceTo(path[i]));
  return cum;
}

function pointAlong(path, cum, f) {
  const total = cum[cum.length - 1];
  if (!(total > 0)) return path[0];
  const target = clamp(f, 0, 1) * total;
  let i = 1;
  while (i < cum.length - 1 && cum[i] < target) i++;
  const seg = cum[i] - cum[i - 1];
  const g = seg > 0 ? (target - cum[i - 1]) / seg : 0;
  const a = path[i - 1];
  const b = path[i];
  return L.latLng(a.lat + (b.lat - a.lat) * g, a.lng + (b.lng - a.lng) * g);
}

/** Screen angle (degrees, clockwise from east) of a → b in Web Mercator. */
function bearingOnScreen(a, b) {
  const pa = L.CRS.EPSG3857.project(a);
  const pb = L.CRS.EPSG3857.project(b);
  return (Math.atan2(-(pb.y - pa.y), pb.x - pa.x) * 180) / Math.PI;
}

// ---------------------------------------------------------------- popups

function sourceHTML(src) {
  if (!src || typeof src !== 'object' || !src.text) return '';
  const parts = [];
  if (src.document) parts.push(esc(src.document));
  if (Number.isFinite(src.start) && Number.isFinite(src.end)) parts.push(`chars ${esc(src.start)}–${esc(src.end)}`);
  return `<blockquote class="source"><p>${esc(src.text)}</p>${
    parts.length ? `<footer>${parts.join(', ')}</footer>` : ''}</blockquote>`;
}

function listText(v) {
  return Array.isArray(v) ? v.filter((x) => x != null && x !== '').map(String).join(', ') : '';
}

function eventHTML(f) {
  const p = f.properties || {};
  const t = typeInfo(p.type);
  const actors = listText(p.actors);
  const others = Array.isArray(p.places) ? p.places.filter((x) => x && x !== p.place) : [];
  let placeText = p.place ? esc(p.place) : '';
  if (others.length) placeText += `${placeText ? ' ' : ''}<span class="muted">(${esc(others.join(', '))})</span>`;
  return `<article class="popup">
  <div class="popup-head"><span class="badge" style="--c:${t.color}">${esc(t.label)}</span></div>
  <h3>${esc(p.summary || '(no summary)')}</h3>
  <dl>
    <dt>Date</dt><dd>${p.when ? `<span class="edtf">${esc(p.when)}</span> ` : ''}<span class="muted">${esc(intervalText(p.earliest, p.latest))}</span></dd>
    ${actors ? `<dt>Actors</dt><dd>${esc(actors)}</dd>` : ''}
    ${placeText ? `<dt>Place</dt><dd>${placeText}</dd>` : '<dt>Place</dt><dd class="muted">not on the map</dd>'}
  </dl>
  ${sourceHTML(p.source)}
</article>`;
}

function movementHTML(f) {
  const p = f.properties || {};
  const route = `${p.from || '?'} → ${p.to || '?'}`;
  return `<article class="popup">
  <div class="popup-head"><span class="badge badge-move">Movement</span></div>
  <h3>${esc(p.actor || 'Unknown')}: ${esc(route)}</h3>
  ${p.summary ? `<p class="summary">${esc(p.summary)}</p>` : ''}
  <dl>
    <dt>Date</dt><dd>${p.when ? `<span class="edtf">${esc(p.when)}</span> ` : ''}<span class="muted">${esc(intervalText(p.earliest, p.latest))}</span></dd>
  </dl>
  ${sourceHTML(p.source)}
</article>`;
}

const POPUP = { maxWidth: 360, minWidth: 240, autoPanPadding: [24, 24] };

// ---------------------------------------------------------------- DOM

const $ = (id) => document.getElementById(id);
const ui = {
  slider: $('time-slider'),
  play: $('play'),
  date: $('current-date'),
  iso: $('current-iso'),
  windowSel: $('window-select'),
  speedSel: $('speed-select'),
  status: $('status'),
  span: $('dataset-span'),
  legend: $('legend'),
  list: $('event-list'),
  unplaced: $('unplaced-list'),
  count: $('events-count'),
  unplacedCount: $('unplaced-count'),
  windowText: $('window-text'),
  histogram: $('histogram'),
  ticks: $('slider-ticks'),
};

function setStatus(text, kind) {
  ui.status.textContent = text || '';
  ui.status.className = `status${kind ? ` status-${kind}` : ''}`;
}

// ---------------------------------------------------------------- state

const state = {
  min: 0,
  max: 0,
  t: 0, // current time, fractional day number
  windowDays: 30,
  cumulative: false,
  playing: false,
  speed: 10, // days per second
  eventsLoaded: 0,
  eventsDate: null,
  eventsQuery: null,
  ready: false,
};

// ---------------------------------------------------------------- map

const map = L.map('map', {
  zoomControl: false,
  minZoom: 2,
  maxZoom: 18,
  zoomSnap: 0.25,
  zoomDelta: 0.5,
  worldCopyJump: false,
  maxBounds: [[-85, -400], [85, 400]],
  maxBoundsViscosity: 0.8,
});
L.control.zoom({ position: 'topleft' }).addTo(map);
L.control.scale({ position: 'bottomleft', imperial: false }).addTo(map);
map.attributionControl.setPrefix('<a href="https://leafletjs.com" title="A JavaScript library for interactive maps">Leaflet</a>');

for (const [name, z] of [['basemap', 250], ['places', 410], ['movements', 420], ['arrows', 430], ['events', 440]]) {
  map.createPane(name).style.zIndex = String(z);
}
map.getPane('arrows').style.pointerEvents = 'none';

const basemap = L.layerGroup([], {
  attribution: 'Borders: <a href="https://www.naturalearthdata.com/">Natural Earth</a> (present day)',
});
const osm = L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', {
  maxZoom: 19,
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
});
const placesLayer = L.layerGroup();
const movementsLayer = L.layerGroup();
const eventsLayer = L.layerGroup();
basemap.addTo(map);
placesLayer.addTo(map);
movementsLayer.addTo(map);
eventsLayer.addTo(map);
L.control.layers(
  { 'Natural Earth (offline)': basemap, 'OpenStreetMap (online)': osm },
  { Events: eventsLayer, Movements: movementsLayer, Places: placesLayer },
  { position: 'topright' },
).addTo(map);
map.setView([48, 10], 4);

function updateZoomClass() {
  const c = map.getContainer().classList;
  c.toggle('zoom-low', map.getZoom() < 3.5);
  c.toggle('zoom-mid', map.getZoom() >= 5);
}
map.on('zoomend', updateZoomClass);
updateZoomClass();

// Natural Earth cuts shapes at the antimeridian, but a ring can still hop
// from +180 to -180 and back (Chukotka, Fiji). Drawn flat, such a hop is a
// line across the whole map. Rings are made continuous (and copied 360°
// over when they leave [-180, 180]); lines are split at the hop.

function unwrapRing(ring) {
  const out = [ring[0]];
  let shift = 0;
  for (let i = 1; i < ring.length; i++) {
    const d = ring[i][0] - ring[i - 1][0];
    if (d > 180) shift -= 360;
    else if (d < -180) shift += 360;
    out.push([ring[i][0] + shift, ring[i][1]]);
  }
  // A ring around a pole ends 360° from where it began: leave it as it is.
  return Math.abs(shift) > 180 ? ring : out;
}

function shiftPolygon(poly, dx) {
  return poly.map((ring) => ring.map(([x, y]) => [x + dx, y]));
}

function fixPolygons(geom) {
  if (!geom) return geom;
  const polys = geom.type === 'Polygon' ? [geom.coordinates]
    : geom.type === 'MultiPolygon' ? geom.coordinates : null;
  if (!polys) return geom;
  const out = [];
  for (const poly of polys) {
    const fixed = poly.map(unwrapRing);
    out.push(fixed);
    let lo = Infinity;
    let hi = -Infinity;
    for (const [x] of fixed[0]) {
      if (x < lo) lo = x;
      if (x > hi) hi = x;
    }
    if (hi > 180) out.push(shiftPolygon(fixed, -360));
    if (lo < -180) out.push(shiftPolygon(fixed, 360));
  }
  return { type: 'MultiPolygon', coordinates: out };
}

function splitLines(geom) {
  const lines = geom.type === 'LineString' ? [geom.coordinates]
    : geom.type === 'MultiLineString' ? geom.coordinates : [];
  const out = [];
  for (const line of lines) {
    let cur = [line[0]];
    for (let i = 1; i < line.length; i++) {
      if (Math.abs(line[i][0] - line[i - 1][0]) > 180) {
        if (cur.length > 1) out.push(cur);
        cur = [];
      }
      cur.push(line[i]);
    }
    if (cur.length > 1) out.push(cur);
  }
  return { type: 'MultiLineString', coordinates: out };
}

async function loadBasemap() {
  const topo = await fetchJSON('countries-50m.json');
  const obj = topo.objects.countries;
  const renderer = L.canvas({ pane: 'basemap', padding: 0.5 });
  const common = { pane: 'basemap', renderer, interactive: false };
  const countries = feature(topo, obj);
  for (const f of countries.features) f.geometry = fixPolygons(f.geometry);
  basemap.addLayer(L.geoJSON(countries, {
    ...common,
    style: { stroke: false, fill: true, fillColor: '#f4f1ea', fillOpacity: 1 },
  }));
  basemap.addLayer(L.geoJSON(splitLines(mesh(topo, obj, (a, b) => a !== b)), {
    ...common,
    style: { color: '#bdb3a2', weight: 0.7, opacity: 1, fill: false },
  }));
  basemap.addLayer(L.geoJSON(splitLines(mesh(topo, obj, (a, b) => a === b)), {
    ...common,
    style: { color: '#98aebf', weight: 0.8, opacity: 1, fill: false },
  }));
}

// ---------------------------------------------------------------- legend

function renderLegend() {
  ui.legend.innerHTML = TYPES.map((t) =>
    `<li><span class="swatch" style="--c:${t.color}"></span>${esc(t.label)}</li>`).join('');
}

// ---------------------------------------------------------------- places

function renderPlaces(features) {
  placesLayer.clearLayers();
  for (const f of features) {
    const ll = pointLatLng(f.geometry);
    if (!ll) continue;
    const p = f.properties || {};
    const areal = p.kind === 'country' || p.kind === 'region';
    const m = L.circleMarker(ll, {
      pane: 'places',
      className: `place-marker place-${cls(p.kind || 'place')}`,
      radius: areal ? 0 : 3,
      weight: areal ? 0 : 1.2,
      color: '#4b5563',
      fillColor: '#ffffff',
      fillOpacity: 1,
      interactive: false,
    });
    if (p.name) {
      m.bindTooltip(esc(p.name), {
        permanent: true,
        direction: areal ? 'center' : 'right',
        offset: areal ? [0, 0] : [5, 0],
        className: `place-label${areal ? ' place-label-areal' : ''}`,
      });
    }
    placesLayer.addLayer(m);
  }
}

// ---------------------------------------------------------------- movements

/** @type {Array<object>} */
let movements = [];

function renderMovements(features) {
  movementsLayer.clearLayers();
  movements = [];
  for (const f of features) {
    const g = f.geometry;
    let coords = null;
    if (g && g.type === 'LineString') coords = g.coordinates;
    else if (g && g.type === 'MultiLineString') coords = g.coordinates.flat();
    if (!Array.isArray(coords)) continue;
    coords = coords.filter((c) => Array.isArray(c) && Number.isFinite(c[0]) && Number.isFinite(c[1]));
    if (coords.length < 2) continue;
    const p = f.properties || {};
    const path = routeOf(coords);
    const cum = cumulativeLengths(path);
    let s = parseDay(p.earliest);
    let e = parseDay(p.latest);
    if (s == null) s = e;
    if (e == null) e = s;
    const id = String(f.id ?? `movement-${movements.length}`);

    const line = L.polyline(path, {
      pane: 'movements',
      className: 'movement-line',
      color: '#36506b',
      weight: 2,
      opacity: 0.3,
      dashArray: '5 5',
    }).bindPopup(() => movementHTML(f), POPUP);

    const mid = pointAlong(path, cum, 0.55);
    const ahead = pointAlong(path, cum, 0.6);
    const angle = bearingOnScreen(mid, ahead);
    const arrow = L.marker(mid, {
      pane: 'arrows',
      interactive: false,
      keyboard: false,
      icon: L.divIcon({
        className: 'movement-arrow',
        html: `<span style="transform:rotate(${angle.toFixed(1)}deg)"></span>`,
        iconSize: [12, 12],
        iconAnchor: [6, 6],
      }),
      opacity: 0.35,
    });

    const mover = L.marker(path[0], {
      keyboard: false,
      title: `${p.actor || 'Unknown'}: ${p.from || '?'} → ${p.to || '?'}`,
      icon: L.divIcon({
        className: 'moving-marker',
        html: `<span class="mm-dot"></span><span class="mm-label">${esc(p.actor || '')}</span>`,
        iconSize: [14, 14],
        iconAnchor: [7, 7],
      }),
      zIndexOffset: 1000,
    }).bindPopup(() => movementHTML(f), POPUP);
    mover.on('add', () => {
      const el = mover.getElement();
      if (el) el.dataset.movement = id;
    });

    movementsLayer.addLayer(line);
    movementsLayer.addLayer(arrow);
    movements.push({ id, f, actor: p.actor || id, path, cum, s, e, line, arrow, mover, active: null, shown: false });
  }
}

/** Places each traveller on its route for the current time. */
function updateMovements() {
  const t = state.t;
  const from = state.cumulative ? -Infinity : t - state.windowDays;
  // The latest movement of each actor that has started by t.
  const current = new Map();
  for (const m of movements) {
    if (m.s == null || m.s > t) continue;
    const c = current.get(m.actor);
    if (!c || m.s > c.s || (m.s === c.s && m.e > c.e)) current.set(m.actor, m);
  }
  for (const m of movements) {
    const timed = m.s != null;
    // Route style: highlighted while its interval meets the window.
    const active = timed ? m.s <= t && m.e + 1 >= from : false;
    if (active !== m.active) {
      m.active = active;
      m.line.setStyle(active
        ? { opacity: 0.9, weight: 2.5, dashArray: null, color: '#2b4a69' }
        : { opacity: 0.3, weight: 2, dashArray: '5 5', color: '#36506b' });
      m.arrow.setOpacity(active ? 0.95 : 0.35);
    }
    // Traveller: shown on the actor's latest movement while it is under way
    // or ended within the window, at the fraction of the interval elapsed.
    const show = timed && current.get(m.actor) === m && m.e + 1 >= from;
    if (show) {
      const f = (t - m.s) / (m.e + 1 - m.s);
      m.mover.setLatLng(pointAlong(m.path, m.cum, f));
      if (!m.shown) {
        movementsLayer.addLayer(m.mover);
        m.shown = true;
      }
      const el = m.mover.getElement();
      if (el) el.classList.toggle('arrived', f >= 1);
    } else if (m.shown) {
      movementsLayer.removeLayer(m.mover);
      m.shown = false;
    }
  }
}

// ---------------------------------------------------------------- events

/** id → {marker, feature} of the events on the map. */
const markers = new Map();

function eventStyle(f, day) {
  const p = f.properties || {};
  const w = state.cumulative ? 365 : Math.max(1, state.windowDays);
  const latest = parseDay(p.latest);
  const age = latest == null ? 0 : Math.max(0, day - latest);
  const fresh = 1 - clamp(age / w, 0, 1);
  return {
    radius: age === 0 ? 8 : 6.5,
    fillColor: typeInfo(p.type).color,
    fillOpacity: 0.55 + 0.4 * fresh,
    opacity: 1,
  };
}

function eventKey(f, i) {
  return f.id != null ? String(f.id) : `event-${i}`;
}

function sortEvents(list) {
  const key = (f) => {
    const p = f.properties || {};
    const d = parseDay(p.earliest) ?? parseDay(p.latest);
    return d == null ? -Infinity : d;
  };
  return list.slice().sort((a, b) => key(a) - key(b));
}

function renderEvents(features, day) {
  const placed = [];
  const unplaced = [];
  const seen = new Set();
  features.forEach((f, i) => {
    const ll = pointLatLng(f.geometry);
    const id = eventKey(f, i);
    if (!ll) {
      unplaced.push(f);
      return;
    }
    placed.push(f);
    seen.add(id);
    const style = eventStyle(f, day);
    const old = markers.get(id);
    if (old) {
      old.feature = f;
      old.marker.setStyle(style);
      old.marker.setRadius(style.radius);
      return;
    }
    const p = f.properties || {};
    const marker = L.circleMarker(ll, {
      pane: 'events',
      className: `event-marker event-${cls(typeInfo(p.type).id)}`,
      color: '#ffffff',
      weight: 1.5,
      ...style,
    });
    const entry = { marker, feature: f };
    marker.bindPopup(() => eventHTML(entry.feature), POPUP);
    marker.bindTooltip(() => esc(entry.feature.properties?.summary || ''), {
      direction: 'top', offset: [0, -6], className: 'event-tooltip',
    });
    eventsLayer.addLayer(marker);
    markers.set(id, entry);
  });
  for (const [id, entry] of markers) {
    if (!seen.has(id)) {
      eventsLayer.removeLayer(entry.marker);
      markers.delete(id);
    }
  }
  layoutMarkers();
  renderLists(sortEvents(placed), sortEvents(unplaced), features);
}

/**
 * Spreads markers that share a location on a small ring, so that every event
 * stays visible and clickable. Runs after each render and zoom.
 */
function layoutMarkers() {
  const groups = new Map();
  for (const entry of markers.values()) {
    const ll = pointLatLng(entry.feature.geometry);
    if (!ll) continue;
    const key = `${ll.lat.toFixed(4)},${ll.lng.toFixed(4)}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push({ entry, ll });
  }
  for (const group of groups.values()) {
    if (group.length === 1) {
      group[0].entry.marker.setLatLng(group[0].ll);
      continue;
    }
    group.sort((a, b) => String(a.entry.feature.id).localeCompare(String(b.entry.feature.id)));
    const r = 7 + group.length * 1.5;
    const centre = map.latLngToLayerPoint(group[0].ll);
    group.forEach(({ entry }, i) => {
      const a = (2 * Math.PI * i) / group.length - Math.PI / 2;
      entry.marker.setLatLng(map.layerPointToLatLng(centre.add([r * Math.cos(a), r * Math.sin(a)])));
    });
  }
}
map.on('zoomend', layoutMarkers);

function itemHTML(f, id, withDetails) {
  const p = f.properties || {};
  const t = typeInfo(p.type);
  const head = `<span class="swatch" style="--c:${t.color}" title="${esc(t.label)}"></span>
    <span class="item-when">${esc(p.when || intervalText(p.earliest, p.latest))}</span>
    <span class="item-summary">${esc(p.summary || '(no summary)')}</span>
    ${p.place ? `<span class="item-place">${esc(p.place)}</span>` : ''}`;
  if (withDetails) {
    return `<li class="event-item" data-id="${esc(id)}"><details><summary>${head}</summary>${eventHTML(f)}</details></li>`;
  }
  return `<li class="event-item" data-id="${esc(id)}"><button type="button" class="item-button">${head}</button></li>`;
}

function renderLists(placed, unplaced, all) {
  const idOf = new Map(all.map((f, i) => [f, eventKey(f, i)]));
  ui.list.innerHTML = placed.length
    ? placed.map((f) => itemHTML(f, idOf.get(f), false)).join('')
    : '<li class="empty muted">No events on the map in this window.</li>';
  ui.unplaced.innerHTML = unplaced.length
    ? unplaced.map((f) => itemHTML(f, idOf.get(f), true)).join('')
    : '<li class="empty muted">None.</li>';
  ui.count.textContent = String(placed.length);
  ui.unplacedCount.textContent = String(unplaced.length);
}

ui.list.addEventListener('click', (ev) => {
  const li = ev.target.closest('.event-item');
  if (!li) return;
  const entry = markers.get(li.dataset.id);
  if (!entry) return;
  if (!map.hasLayer(eventsLayer)) map.addLayer(eventsLayer);
  map.panTo(entry.marker.getLatLng());
  entry.marker.openPopup();
});

// ---------------------------------------------------------------- queries

let queryTimer = null;
let querySeq = 0;
let appliedSeq = 0;
let lastRequested = null;

function windowBounds(day) {
  return {
    a: state.cumulative ? null : day - state.windowDays,
    b: day,
  };
}

function scheduleQuery(immediate) {
  if (state.playing && !immediate) {
    if (queryTimer == null) queryTimer = setTimeout(runQuery, QUERY_THROTTLE_MS);
    return;
  }
  clearTimeout(queryTimer);
  queryTimer = setTimeout(runQuery, immediate ? 0 : QUERY_DEBOUNCE_MS);
}

async function runQuery() {
  queryTimer = null;
  const day = Math.floor(state.t);
  const { a, b } = windowBounds(day);
  const datetime = `${a == null ? '..' : isoDay(a)}/${isoDay(b)}`;
  if (datetime === lastRequested) return; // asked already; its answer comes or came
  lastRequested = datetime;
  const seq = ++querySeq;
  document.body.dataset.eventsPending = 'true';
  let features;
  try {
    features = await fetchFeatures(`${API}collections/events/items?datetime=${datetime}&limit=${LIMIT}`);
  } catch (err) {
    if (lastRequested === datetime) lastRequested = null; // allow a retry
    if (seq === querySeq) {
      delete document.body.dataset.eventsPending;
      setStatus(`Could not load events: ${err.message}`, 'error');
    }
    return;
  }
  if (seq < appliedSeq) return; // a newer answer is on the map already
  appliedSeq = seq;
  renderEvents(features, day);
  state.eventsLoaded = features.length;
  state.eventsDate = isoDay(day);
  state.eventsQuery = datetime;
  ui.windowText.textContent = a == null
    ? `Everything up to ${shortDate(b)}`
    : `${shortDate(a)} – ${shortDate(b)}`;
  const ds = document.body.dataset;
  ds.eventsLoaded = String(features.length);
  ds.eventsDate = state.eventsDate;
  ds.eventsQuery = datetime;
  if (seq === querySeq) delete ds.eventsPending;
  if (state.ready) setStatus('');
}

// ---------------------------------------------------------------- time

function renderDate() {
  const day = Math.floor(state.t);
  ui.date.textContent = longDate(day);
  ui.iso.textContent = isoDay(day);
  ui.slider.setAttribute('aria-valuetext', longDate(day));
}

/** Moves the current time to t (fractional day number). */
function setTime(t, { fromSlider = false, immediate = false } = {}) {
  const old = Math.floor(state.t);
  state.t = clamp(t, state.min, state.max);
  const day = Math.floor(state.t);
  if (!fromSlider && String(day) !== ui.slider.value) ui.slider.value = String(day);
  if (day !== old || immediate) {
    renderDate();
    scheduleQuery(immediate);
  }
  updateMovements();
}

let lastFrame = null;

function frame(ts) {
  if (!state.playing) return;
  if (lastFrame != null) {
    const dt = Math.min(0.25, (ts - lastFrame) / 1000);
    const t = state.t + dt * state.speed;
    if (t >= state.max) {
      setTime(state.max);
      pause();
      return;
    }
    setTime(t);
  }
  lastFrame = ts;
  requestAnimationFrame(frame);
}

function play() {
  if (state.playing || state.max <= state.min) return;
  if (state.t >= state.max) setTime(state.min, { immediate: true });
  state.playing = true;
  lastFrame = null;
  ui.play.classList.add('playing');
  ui.play.setAttribute('aria-label', 'Pause');
  ui.play.setAttribute('aria-pressed', 'true');
  requestAnimationFrame(frame);
}

function pause() {
  if (!state.playing) return;
  state.playing = false;
  ui.play.classList.remove('playing');
  ui.play.setAttribute('aria-label', 'Play');
  ui.play.setAttribute('aria-pressed', 'false');
  scheduleQuery(true);
}

ui.play.addEventListener('click', () => (state.playing ? pause() : play()));
ui.slider.addEventListener('input', () => setTime(Number(ui.slider.value), { fromSlider: true }));
ui.slider.addEventListener('change', () => setTime(Number(ui.slider.value), { fromSlider: true }));
ui.windowSel.addEventListener('change', () => {
  const v = ui.windowSel.value;
  state.cumulative = v === 'all';
  if (!state.cumulative) state.windowDays = Number(v) || 30;
  updateMovements();
  scheduleQuery(true);
});
ui.speedSel.addEventListener('change', () => {
  state.speed = Number(ui.speedSel.value) || 10;
});
document.addEventListener('keydown', (ev) => {
  if (ev.key !== ' ' || ev.repeat) return;
  const tag = ev.target && ev.target.tagName;
  if (tag === 'INPUT' || tag === 'SELECT' || tag === 'BUTTON' || tag === 'TEXTAREA' || tag === 'SUMMARY') return;
  ev.preventDefault();
  if (state.playing) pause();
  else play();
});

// ---------------------------------------------------------------- slider decor

function renderTicks() {
  const span = state.max - state.min;
  if (span <= 0) return;
  const pos = (day) => `calc(8px + (100% - 16px) * ${((day - state.min) / span).toFixed(5)})`;
  const parts = [];
  const start = dateOf(state.min);
  const months = span / 30.4;
  const monthStep = months > 60 ? 12 : months > 30 ? 6 : months > 12 ? 3 : 1;
  for (let y = start.getUTCFullYear(), m = start.getUTCMonth(); ; m++) {
    if (m > 11) { m = 0; y++; }
    const d = new Date(0);
    d.setUTCFullYear(y, m, 1);
    const day = Math.round(d.getTime() / DAY_MS);
    if (day > state.max) break;
    if (day < state.min) continue;
    if (m === 0) parts.push(`<span class="tick tick-year" style="left:${pos(day)}">${y}</span>`);
    else if (m % monthStep === 0) parts.push(`<span class="tick tick-month" style="left:${pos(day)}">${MONTHS_SHORT[m]}</span>`);
  }
  ui.ticks.innerHTML = parts.join('');
}

function renderHistogram(allEvents) {
  const span = state.max - state.min + 1;
  if (span <= 1 || !allEvents.length) return;
  const bins = Math.min(120, span);
  const counts = new Array(bins).fill(0);
  for (const f of allEvents) {
    const p = f.properties || {};
    const s = parseDay(p.earliest);
    const e = parseDay(p.latest);
    const mid = s != null && e != null ? (s + e) / 2 : s ?? e;
    if (mid == null || mid < state.min || mid > state.max) continue;
    counts[Math.min(bins - 1, Math.floor(((mid - state.min) / span) * bins))]++;
  }
  const top = Math.max(...counts);
  if (!top) return;
  ui.histogram.innerHTML = counts.map((c) =>
    `<span style="height:${c ? Math.max(12, Math.round(Math.sqrt(c / top) * 100)) : 0}%"></span>`).join('');
  ui.histogram.title = 'Events over time';
}

// ---------------------------------------------------------------- start

function spanFrom(collection, allEvents) {
  let lo = null;
  let hi = null;
  const iv = collection?.extent?.temporal?.interval?.[0];
  if (Array.isArray(iv)) {
    lo = parseDay(iv[0]);
    hi = parseDay(iv[1]);
  }
  if (lo == null || hi == null) {
    let dmin = null;
    let dmax = null;
    for (const f of allEvents) {
      for (const d of [parseDay(f.properties?.earliest), parseDay(f.properties?.latest)]) {
        if (d == null) continue;
        if (dmin == null || d < dmin) dmin = d;
        if (dmax == null || d > dmax) dmax = d;
      }
    }
    if (lo == null) lo = dmin ?? (hi != null ? hi - 365 : null);
    if (hi == null) hi = dmax ?? (lo != null ? lo + 365 : null);
  }
  if (lo == null || hi == null) {
    const today = Math.floor(Date.now() / DAY_MS);
    lo = today - 365;
    hi = today;
  }
  if (hi < lo) [lo, hi] = [hi, lo];
  return [lo, hi];
}

function fitView(collection, layers) {
  const bb = collection?.extent?.spatial?.bbox?.[0];
  if (Array.isArray(bb) && bb.length >= 4 && bb.slice(0, 4).every(Number.isFinite)) {
    const [x1, y1, x2, y2] = bb.length >= 6 ? [bb[0], bb[1], bb[3], bb[4]] : bb;
    const world = x2 - x1 >= 359 && y2 - y1 >= 170;
    if (!world && x2 >= x1 && y2 >= y1) {
      map.fitBounds([[y1, x1], [y2, x2]], { padding: [40, 40], maxZoom: 7 });
      return;
    }
  }
  const b = L.latLngBounds([]);
  for (const l of layers) {
    l.eachLayer((x) => {
      if (x.getLatLng) b.extend(x.getLatLng());
      else if (x.getBounds) b.extend(x.getBounds());
    });
  }
  if (b.isValid()) map.fitBounds(b, { padding: [40, 40], maxZoom: 7 });
}

async function start() {
  renderLegend();
  const base = loadBasemap().catch((err) => {
    setStatus(`Basemap unavailable: ${err.message}`, 'error');
  });
  const [coll, all, moves, places] = await Promise.allSettled([
    fetchJSON(`${API}collections/events`),
    fetchFeatures(`${API}collections/events/items?limit=${LIMIT}`),
    fetchFeatures(`${API}collections/movements/items?limit=${LIMIT}`),
    fetchFeatures(`${API}collections/places/items?limit=${LIMIT}`),
  ]);
  const problems = [coll, all, moves, places].filter((r) => r.status === 'rejected').map((r) => r.reason.message);
  const collection = coll.status === 'fulfilled' ? coll.value : null;
  const allEvents = all.status === 'fulfilled' ? all.value : [];

  if (places.status === 'fulfilled') renderPlaces(places.value);
  if (moves.status === 'fulfilled') renderMovements(moves.value);

  [state.min, state.max] = spanFrom(collection, allEvents);
  ui.slider.min = String(state.min);
  ui.slider.max = String(state.max);
  ui.slider.disabled = false;
  ui.span.textContent = `${collection?.title ? `${collection.title} · ` : ''}${shortDate(state.min)} – ${shortDate(state.max)}`;
  renderTicks();
  renderHistogram(allEvents);
  fitView(collection, [placesLayer, movementsLayer]);

  state.t = state.min;
  ui.slider.value = String(state.min);
  renderDate();
  updateMovements();
  await runQuery();
  await base;
  state.ready = true;
  document.body.dataset.ready = 'true';
  if (problems.length) setStatus(`Some data could not be loaded: ${problems.join('; ')}`, 'error');
  else if (!ui.status.classList.contains('status-error')) setStatus('');
}

window.chronomap = {
  /** Moves the slider to the date ("YYYY-MM-DD") and reloads the events. */
  setDate(iso) {
    const day = parseDay(iso);
    if (day == null) throw new Error(`chronomap.setDate: not a date: ${iso}`);
    setTime(day, { immediate: true });
    return isoDay(Math.floor(state.t));
  },
  /** A snapshot of the state of the page, for tests and debugging. */
  state() {
    return {
      date: isoDay(Math.floor(state.t)),
      t: state.t,
      span: [isoDay(state.min), isoDay(state.max)],
      windowDays: state.cumulative ? null : state.windowDays,
      cumulative: state.cumulative,
      playing: state.playing,
      speed: state.speed,
      ready: state.ready,
      eventsLoaded: state.eventsLoaded,
      eventsDate: state.eventsDate,
      eventsQuery: state.eventsQuery,
      markers: markers.size,
      movements: movements.map((m) => ({ id: m.id, actor: m.actor, earliest: m.s == null ? null : isoDay(m.s), latest: m.e == null ? null : isoDay(m.e), shown: m.shown })),
    };
  },
  play,
  pause,
  /** The Leaflet map, for debugging. */
  map,
};

start().catch((err) => {
  setStatus(`The map could not start: ${err.message}`, 'error');
});
