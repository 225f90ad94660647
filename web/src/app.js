// chronomap map page: events and movements from the OGC API - Features
// endpoints of the chronomap server, played through time on an offline
// Natural Earth basemap, beside the source document.
//
// Every URL is relative to the page, so the page works wherever the server
// mounts it, as long as /collections/... sits beside index.html (or under the
// base URL in <meta name="chronomap-api">).
//
// Test hooks (kept stable on purpose; web/README.md lists them all):
//   #time-slider    input[type=range]; value = days since 1970-01-01 (UTC)
//   #play           play/pause button; #loop, #step-back, #step-forward
//   #current-date   the date at the slider, e.g. "25 June 1902"
//   .event-marker   SVG path of each event marker; .event-cluster a group
//   .moving-marker  a person travelling (data-movement = movement id)
//   .movement-line  SVG paths of the routes drawn (class mv-<id> too)
//   .place-label    place labels (hidden ones have .label-hidden)
//   #doc-text       the source document; .seg[data-ev], [data-place], [data-date]
//   body[data-ready="true"], data-events-loaded, data-events-date,
//   data-events-query, data-events-pending
//   window.chronomap = {setDate, state, play, pause, formatEDTF, ...}

import * as L from 'leaflet';
import { feature, mesh } from 'topojson-client';
import 'leaflet/dist/leaflet.css';
import './style.css';
import { formatEDTF } from './edtf.js';
import { TYPES, LANGS, browserLang, strings, longDate, shortDate, tickMonth } from './i18n.js';
import { placeLabel, datedNames } from './names.js';
import { LIMIT, apiBase, firstURLs, request } from './request.js';
import {
  clamp, routeOf, cumulativeLengths, pointAlong, subPath, fixPolygons, splitLines,
} from './geom.js';

// ---------------------------------------------------------------- constants

const DAY_MS = 86400000;
const TYPE_BY_ID = new Map(TYPES.map((t) => [t.id, t]));
const MAX_PAGES = 50;
const QUERY_DEBOUNCE_MS = 150; // slider moved by hand, server queries
const PLAY_RENDER_MS = 250; // events re-rendered at most this often while playing
const CLUSTER_MIN = 300; // more placed events than this are clustered
const LIST_MAX = 200; // events listed at most; the rest are counted
const WINDOWS = ['7', '30', '91', '365', 'all'];
const SPEEDS = [2, 5, 10, 30, 90];
// Colours of actors' journeys: distinct from the event types' colours.
const ACTOR_COLORS = ['#1b4f72', '#a93226', '#1e8449', '#6c3483', '#b9770e', '#117a65', '#6e2c00', '#2e4053'];

const API = apiBase();

// ---------------------------------------------------------------- helpers

/** Escapes text for use in HTML content and attribute values. */
function esc(v) {
  return String(v ?? '').replace(/[&<>"']/g, (c) => ({
    '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;',
  })[c]);
}

/**
 * Day number (days since 1970-01-01 UTC, proleptic Gregorian) of
 * "YYYY-MM-DD[...]", or null; by arithmetic, as it runs for every event.
 */
function parseDay(s) {
  if (typeof s !== 'string') return null;
  const m = /^(-?\d{4,})-(\d{2})-(\d{2})/.exec(s);
  if (!m) return null;
  return daysFromCivil(Number(m[1]), Number(m[2]), Number(m[3]));
}

// Days from 1970-01-01 of a Gregorian date (H. Hinnant's days_from_civil).
function daysFromCivil(y0, m, d) {
  const y = m <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
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

/** A string safe for use as a CSS class name. */
function cls(v) {
  return String(v ?? '').replace(/[^A-Za-z0-9_-]/g, '-');
}

function typeInfo(type) {
  return TYPE_BY_ID.get(type) || { ...TYPE_BY_ID.get('other'), id: type || 'other' };
}

function typeLabel(type) {
  const t = TYPE_BY_ID.get(type);
  return t ? t[state.lang] : type || TYPE_BY_ID.get('other')[state.lang];
}

async function fetchJSON(url) {
  const res = await takeEarly(url) || await request(url);
  if (!res.ok) throw new Error(`${res.status} ${res.statusText || ''} for ${url}`.trim());
  return res.json();
}

/**
 * The answer early.js asked for url, once (a later request asks again);
 * null when it asked none or it failed.
 */
async function takeEarly(url) {
  const early = window.chronomapEarly;
  const abs = new URL(url, document.baseURI).href;
  if (!(early instanceof Map) || !early.has(abs)) return null;
  const answer = early.get(abs);
  early.delete(abs);
  try {
    return await answer;
  } catch {
    return null;
  }
}

/**
 * Fetches a FeatureCollection and follows its rel=next links; complete is
 * false when pages were left unread.
 */
async function fetchFeatures(url) {
  const features = [];
  let next = new URL(url, document.baseURI).href;
  let page = 0;
  for (; next && page < MAX_PAGES; page++) {
    const fc = await fetchJSON(next);
    if (Array.isArray(fc.features)) features.push(...fc.features);
    const link = Array.isArray(fc.links) ? fc.links.find((l) => l && l.rel === 'next' && l.href) : null;
    next = link ? new URL(link.href, next).href : null;
  }
  return { features, complete: !next };
}

// The data is asked for as soon as the script runs, before the map is
// built: the page's first render waits on it.
const FIRST = firstURLs(API);
const EARLY = {
  collection: fetchJSON(FIRST.collection),
  events: fetchFeatures(FIRST.events),
  movements: fetchFeatures(FIRST.movements),
  places: fetchFeatures(FIRST.places),
  basemap: fetchJSON('countries-50m.json'),
};
for (const p of Object.values(EARLY)) p.catch(() => {});

function pointLatLng(geom) {
  if (!geom || geom.type !== 'Point' || !Array.isArray(geom.coordinates)) return null;
  const [lon, lat] = geom.coordinates;
  if (!Number.isFinite(lon) || !Number.isFinite(lat)) return null;
  return L.latLng(lat, lon);
}

/** Code-point offsets → UTF-16 offsets of a string (JS strings are UTF-16). */
function codePointIndex(text) {
  const idx = [0];
  let u = 0;
  for (const ch of text) {
    u += ch.length;
    idx.push(u);
  }
  return idx;
}

// ---------------------------------------------------------------- state

const HASH = new URLSearchParams(location.hash.replace(/^#/, ''));

const state = {
  lang: LANGS.includes(HASH.get('lang')) ? HASH.get('lang') : browserLang(navigator.languages || [navigator.language]),
  modernNames: HASH.get('names') === 'modern',
  min: 0,
  max: 0,
  t: 0, // current time, fractional day number
  windowDays: 30,
  windowMode: '30', // one of WINDOWS or 'custom'
  cumulative: false,
  playing: false,
  loop: false,
  speed: 10, // days per second
  hiddenTypes: new Set(),
  selected: null, // "events/ID", "movements/ID" or "places/ID"
  story: false,
  storyIndex: -1,
  tab: 'events',
  eventsLoaded: 0,
  eventsDate: null,
  eventsQuery: null,
  ready: false,
  firstRenderMs: null,
};

let S = strings(state.lang);

// ---------------------------------------------------------------- DOM

const $ = (id) => document.getElementById(id);
const ui = {
  slider: $('time-slider'),
  play: $('play'),
  loop: $('loop'),
  stepBack: $('step-back'),
  stepForward: $('step-forward'),
  date: $('current-date'),
  iso: $('current-iso'),
  windowSel: $('window-select'),
  windowCustom: $('window-custom'),
  speedSel: $('speed-select'),
  status: $('status'),
  span: $('dataset-span'),
  legend: $('legend'),
  list: $('event-list'),
  more: $('event-more'),
  unplaced: $('unplaced-list'),
  count: $('events-count'),
  unplacedCount: $('unplaced-count'),
  windowText: $('window-text'),
  histogram: $('histogram'),
  bars: $('histogram-bars'),
  band: $('window-band'),
  ticks: $('slider-ticks'),
  namesToggle: $('names-toggle'),
  namesValue: $('names-value'),
  langToggle: $('lang-toggle'),
  sidebar: $('sidebar'),
  handle: $('sheet-handle'),
  tabText: $('tab-text'),
  tabEvents: $('tab-events'),
  panelText: $('panel-text'),
  panelEvents: $('panel-events'),
  docText: $('doc-text'),
  docTitle: $('doc-title'),
  storyToggle: $('story-toggle'),
  storyPrev: $('story-prev'),
  storyNext: $('story-next'),
  storyPos: $('story-pos'),
};

function setStatus(text, kind) {
  ui.status.textContent = text || '';
  ui.status.className = `status${kind ? ` status-${kind}` : ''}`;
}

/** Writes the interface strings of the current language into the page. */
function applyLang() {
  S = strings(state.lang);
  document.documentElement.lang = state.lang;
  for (const el of document.querySelectorAll('[data-i18n]')) {
    const v = S[el.dataset.i18n];
    if (typeof v === 'string') el.textContent = v;
  }
  for (const el of document.querySelectorAll('[data-i18n-aria]')) {
    const v = S[el.dataset.i18nAria];
    if (typeof v === 'string') el.setAttribute('aria-label', v);
  }
  for (const el of document.querySelectorAll('[data-i18n-title]')) {
    const v = S[el.dataset.i18nTitle];
    if (typeof v === 'string') el.title = v;
  }
  for (const opt of ui.speedSel.options) opt.textContent = S.daysPerSecond(opt.value);
  ui.windowCustom.textContent = S.custom(state.windowDays);
  ui.langToggle.innerHTML = `<span class="long">${esc(S.language)}</span><span class="short">${state.lang === 'ru' ? 'EN' : 'RU'}</span>`;
  ui.langToggle.title = S.languageTitle;
  ui.langToggle.lang = state.lang === 'ru' ? 'en' : 'ru';
  ui.namesValue.textContent = state.modernNames ? S.namesModern : S.namesPeriod;
  ui.namesToggle.querySelector('.short').textContent = state.modernNames ? S.namesModernShort : S.namesPeriodShort;
  ui.namesToggle.setAttribute('aria-label', `${S.names}: ${ui.namesValue.textContent}`);
  ui.namesToggle.title = S.namesTitle;
  ui.namesToggle.setAttribute('aria-pressed', String(state.modernNames));
  ui.play.setAttribute('aria-label', state.playing ? S.pause : S.play);
  if (!state.ready && !ui.status.textContent) setStatus(S.loading);
}

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

for (const [name, z] of [['basemap', 250], ['places', 410], ['movements', 420], ['arrows', 430], ['events', 440], ['movers', 450]]) {
  map.createPane(name).style.zIndex = String(z);
}
map.getPane('arrows').style.pointerEvents = 'none';

const basemap = L.layerGroup();
let basemapAttribution = null;

/** The basemap's credit, in the interface language. */
function renderAttribution() {
  if (basemapAttribution) map.attributionControl.removeAttribution(basemapAttribution);
  basemapAttribution = S.bordersCredit('<a href="https://www.naturalearthdata.com/">Natural Earth</a>');
  map.attributionControl.addAttribution(basemapAttribution);
}
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
let layersControl = null;

function renderLayersControl() {
  if (layersControl) layersControl.remove();
  layersControl = L.control.layers(
    { [S.baseOffline]: basemap, [S.baseOSM]: osm },
    { [S.layersEvents]: eventsLayer, [S.layersMovements]: movementsLayer, [S.layersPlaces]: placesLayer },
    { position: 'topright' },
  ).addTo(map);
}

// A note on the map that the borders are today's: no open dataset of
// historical borders is bundled.
const BordersNote = L.Control.extend({
  options: { position: 'bottomright' },
  onAdd() {
    const el = L.DomUtil.create('div', 'borders-note');
    this.update(el);
    return el;
  },
  update(el = this.getContainer()) {
    if (!el) return;
    el.textContent = S.bordersShort;
    el.title = S.borders;
  },
});
const bordersNote = new BordersNote();

// A button under the zoom buttons: fit the map to what the window holds.
const FitControl = L.Control.extend({
  options: { position: 'topleft' },
  onAdd() {
    const bar = L.DomUtil.create('div', 'leaflet-bar fit-control');
    const a = L.DomUtil.create('a', '', bar);
    a.id = 'fit-window';
    a.href = '#';
    a.setAttribute('role', 'button');
    a.textContent = '⤢';
    this.update(a);
    L.DomEvent.disableClickPropagation(bar);
    L.DomEvent.on(a, 'click', (e) => {
      L.DomEvent.preventDefault(e);
      fitView(null);
    });
    return bar;
  },
  update(a = document.getElementById('fit-window')) {
    if (!a) return;
    a.title = S.fitWindow;
    a.setAttribute('aria-label', S.fitWindow);
  },
});
const fitControl = new FitControl();
fitControl.addTo(map);
bordersNote.addTo(map);
map.setView([48, 10], 4);

function updateZoomClass() {
  const c = map.getContainer().classList;
  c.toggle('zoom-low', map.getZoom() < 3.5);
  c.toggle('zoom-mid', map.getZoom() >= 5);
}
map.on('zoomend', updateZoomClass);
updateZoomClass();

async function loadBasemap(fetched) {
  const topo = await fetched;
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

// ---------------------------------------------------------------- popups

function isPhone() {
  return window.matchMedia('(max-width: 640px)').matches;
}

/** Popup options that keep the popup inside the map on any screen. */
function popupOptions() {
  const size = map.getSize();
  const phone = isPhone();
  return {
    // The content's width: the popup adds its margins and tip around it.
    maxWidth: Math.max(180, Math.min(360, size.x - (phone ? 80 : 120))),
    minWidth: Math.min(220, size.x - 80),
    // On a phone at most half the map, so that the map can always pan a
    // popup into view, even near its northern edge.
    maxHeight: Math.max(140, phone ? Math.round(size.y * 0.5) : size.y - 120),
    autoPan: true,
    autoPanPadding: phone ? [12, 12] : [24, 24],
    autoPanPaddingTopLeft: phone ? [12, 48] : [24, 24],
    className: 'feature-popup',
  };
}

function whenHTML(p) {
  const readable = p.when ? formatEDTF(p.when, state.lang) : intervalWords(p.earliest, p.latest);
  const iso = `${p.earliest || '…'} – ${p.latest || '…'}`;
  return `<dt>${esc(S.date)}</dt><dd><span class="when">${esc(readable)}</span></dd>
    <dt>${esc(S.edtf)}</dt><dd class="detail">${p.when ? `<code class="edtf">${esc(p.when)}</code> ` : ''}<span class="muted">${esc(iso)}</span></dd>`;
}

function intervalWords(earliest, latest) {
  if (!earliest && !latest) return formatEDTF('', state.lang);
  if (!earliest) return formatEDTF(`../${latest}`, state.lang);
  if (!latest) return formatEDTF(`${earliest}/..`, state.lang);
  return formatEDTF(earliest === latest ? earliest : `${earliest}/${latest}`, state.lang);
}

function sourceHTML(src) {
  if (!src || typeof src !== 'object' || !src.text) return '';
  const parts = [];
  if (src.document) parts.push(esc(src.document));
  if (Number.isFinite(src.start) && Number.isFinite(src.end)) parts.push(esc(S.chars(src.start, src.end)));
  const link = doc.text && Number.isFinite(src.start)
    ? ` <button type="button" class="link-button show-in-text">${esc(S.showInText)}</button>` : '';
  return `<blockquote class="source" lang="${esc(doc.language || 'ru')}"><p>${esc(src.text)}</p>${
    parts.length || link ? `<footer>${parts.join(', ')}${link}</footer>` : ''}</blockquote>`;
}

function listText(v) {
  return Array.isArray(v) ? v.filter((x) => x != null && x !== '').map(String).join(', ') : '';
}

/** The place name to show for a place id at the current date, or fallback. */
function placeNameOf(id, fallback) {
  const pl = places.get(id);
  if (!pl) return fallback || '';
  return placeLabel(pl.f.properties, yearNow(), state.lang, state.modernNames) || fallback || '';
}

function summaryOf(p) {
  const byLang = p && typeof p.summaries === 'object' && p.summaries ? p.summaries[state.lang] : null;
  return byLang || p.summary || '';
}

function eventHTML(f) {
  const p = f.properties || {};
  const t = typeInfo(p.type);
  const actors = listText(p.actors);
  const ids = Array.isArray(p.place_ids) ? p.place_ids : [];
  const names = (Array.isArray(p.places) ? p.places : []).map((n, i) => placeNameOf(ids[i], n));
  const main = names[0] || '';
  const others = names.slice(1).filter((x) => x && x !== main);
  let placeText = main ? esc(main) : '';
  if (others.length) placeText += ` <span class="muted">(${esc(others.join(', '))})</span>`;
  return `<article class="popup" data-feature="events/${esc(f.id)}">
  <div class="popup-head"><span class="badge" data-color="${esc(t.color)}">${esc(typeLabel(p.type))}</span></div>
  <h3>${esc(summaryOf(p) || S.noSummary)}</h3>
  <dl>
    ${whenHTML(p)}
    ${actors ? `<dt>${esc(S.actors)}</dt><dd>${esc(actors)}</dd>` : ''}
    ${placeText ? `<dt>${esc(S.placeLabel)}</dt><dd>${placeText}</dd>` : `<dt>${esc(S.placeLabel)}</dt><dd class="muted">${esc(S.notOnMap)}</dd>`}
  </dl>
  ${sourceHTML(p.source)}
</article>`;
}

function movementHTML(f) {
  const p = f.properties || {};
  const route = `${placeNameOf(p.from_id, p.from) || '?'} → ${placeNameOf(p.to_id, p.to) || '?'}`;
  return `<article class="popup" data-feature="movements/${esc(f.id)}">
  <div class="popup-head"><span class="badge badge-move">${esc(S.movementBadge)}</span></div>
  <h3>${esc(p.actor || S.unknown)}: ${esc(route)}</h3>
  ${summaryOf(p) ? `<p class="summary">${esc(summaryOf(p))}</p>` : ''}
  <dl>${whenHTML(p)}</dl>
  ${sourceHTML(p.source)}
</article>`;
}

function placeHTML(f) {
  const p = f.properties || {};
  const label = placeLabel(p, yearNow(), state.lang, state.modernNames);
  const used = listText(p.toponyms);
  const dated = datedNames(p, S);
  return `<article class="popup" data-feature="places/${esc(f.id)}">
  <div class="popup-head"><span class="badge badge-place">${esc(S.kind[p.kind] || p.kind || S.place)}</span></div>
  <h3>${esc(label)}</h3>
  <dl>
    <dt>${esc(S.modernName)}</dt><dd>${esc(p.name || '')}</dd>
    ${used ? `<dt>${esc(S.periodName)}</dt><dd lang="ru">${esc(used)}</dd>` : ''}
    ${dated.length ? `<dt>${esc(S.otherNames)}</dt><dd class="detail">${dated.map(esc).join('<br>')}</dd>` : ''}
    ${Number.isFinite(p.mentions) ? `<dt>${esc(S.mentions)}</dt><dd>${esc(p.mentions)}</dd>` : ''}
    ${p.gazetteer_id ? `<dt>ID</dt><dd class="detail"><code>${esc(p.gazetteer_id)}</code></dd>` : ''}
  </dl>
</article>`;
}

/** Colours badges and swatches from data-color (no inline style in markup). */
function paint(root) {
  for (const el of root.querySelectorAll('[data-color]')) el.style.setProperty('--c', el.dataset.color);
}

const popup = L.popup(popupOptions());
let popupKey = null;

/**
 * Opens the popup of a feature ("events/ID", ...) at latlng; the map pans
 * to show it unless pan is false (a view restored from a link stays).
 */
function openPopup(key, latlng, pan = true) {
  const html = featureHTML(key);
  if (!html || !latlng) return false;
  L.setOptions(popup, { ...popupOptions(), autoPan: pan });
  popupKey = key;
  popup.setLatLng(latlng).setContent(html).openOn(map);
  const el = popup.getElement();
  if (el) paint(el);
  select(key);
  return true;
}

function featureHTML(key) {
  const [kind, ...rest] = key.split('/');
  const id = rest.join('/');
  if (kind === 'events') {
    const ev = eventsById.get(id);
    return ev ? eventHTML(ev.f) : null;
  }
  if (kind === 'movements') {
    const m = movements.find((x) => x.id === id);
    return m ? movementHTML(m.f) : null;
  }
  if (kind === 'places') {
    const pl = places.get(id);
    return pl ? placeHTML(pl.f) : null;
  }
  return null;
}

map.on('popupclose', (e) => {
  if (e.popup === popup && popupKey) {
    popupKey = null;
    if (!state.story) select(null);
  }
});

// Clicks inside popups: "show in the text" and the choices of a chooser.
map.getContainer().addEventListener('click', (ev) => {
  if (!ev.target.closest('.leaflet-popup')) return;
  const b = ev.target.closest('.show-in-text');
  if (b && popupKey) {
    showTab('text', true);
    scrollTextTo(popupKey);
    return;
  }
  const pick = ev.target.closest('[data-pick]');
  if (pick) {
    const key = pick.dataset.pick;
    openPopup(key, latLngOf(key) || popup.getLatLng());
    scrollTextTo(key);
  }
});

/** The features drawn within r pixels of a container point, nearest first. */
function featuresAt(pt, r = 14) {
  const hits = [];
  const add = (key, ll, label) => {
    if (!ll) return;
    const d = map.latLngToContainerPoint(ll).distanceTo(pt);
    if (d <= r) hits.push({ key, d, label });
  };
  for (const [id, m] of markers) {
    if (m.kind === 'event') add(`events/${id}`, m.marker.getLatLng(), summaryOf(m.f.properties) || id);
  }
  for (const m of movements) {
    if (m.shown) add(`movements/${m.id}`, m.mover.getLatLng(), `${m.actor}: ${placeNameOf(m.f.properties.from_id, m.f.properties.from)} → ${placeNameOf(m.f.properties.to_id, m.f.properties.to)}`);
  }
  return hits.sort((a, b) => a.d - b.d);
}

/**
 * A click on a marker: when several features lie under the finger, a list
 * to choose from; else the feature's own popup.
 */
function onFeatureClick(key, e) {
  L.DomEvent.stop(e);
  const hits = featuresAt(e.containerPoint, isPhone() ? 20 : 12);
  if (hits.length > 1 && hits.some((h) => h.key === key)) {
    popupKey = null;
    L.setOptions(popup, popupOptions());
    popup.setLatLng(e.latlng).setContent(`<div class="popup chooser"><h3>${esc(S.here(hits.length))}</h3><ul>${
      hits.map((h) => `<li><button type="button" class="link-button" data-pick="${esc(h.key)}">${esc(h.label)}</button></li>`).join('')
    }</ul></div>`).openOn(map);
    return;
  }
  openPopup(key, latLngOf(key) || e.latlng);
  scrollTextTo(key);
}

function latLngOf(key) {
  const [kind, ...rest] = key.split('/');
  const id = rest.join('/');
  if (kind === 'events') {
    const m = markers.get(id);
    if (m) return m.marker.getLatLng();
    const ev = eventsById.get(id);
    return ev ? ev.ll : null;
  }
  if (kind === 'movements') {
    const m = movements.find((x) => x.id === id);
    if (!m) return null;
    return m.shown ? m.mover.getLatLng() : m.path[m.path.length - 1];
  }
  if (kind === 'places') {
    const pl = places.get(id);
    return pl ? pl.ll : null;
  }
  return null;
}

// ---------------------------------------------------------------- legend (type filter)

function renderLegend() {
  ui.legend.replaceChildren(...TYPES.map((t) => {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'legend-type';
    b.dataset.type = t.id;
    b.setAttribute('aria-pressed', String(!state.hiddenTypes.has(t.id)));
    const sw = document.createElement('span');
    sw.className = 'swatch';
    sw.style.setProperty('--c', t.color);
    b.append(sw, document.createTextNode(t[state.lang]));
    li.append(b);
    return li;
  }));
}

ui.legend.addEventListener('click', (ev) => {
  const b = ev.target.closest('.legend-type');
  if (!b) return;
  const id = b.dataset.type;
  if (state.hiddenTypes.has(id)) state.hiddenTypes.delete(id);
  else state.hiddenTypes.add(id);
  b.setAttribute('aria-pressed', String(!state.hiddenTypes.has(id)));
  renderCurrent();
  saveHash();
});

// ---------------------------------------------------------------- places

/** id → {f, ll, marker, label, priority} */
const places = new Map();

function yearNow() {
  return dateOf(state.t).getUTCFullYear();
}

function renderPlaces(features) {
  placesLayer.clearLayers();
  places.clear();
  for (const f of features) {
    const ll = pointLatLng(f.geometry);
    if (!ll) continue;
    const p = f.properties || {};
    const id = String(f.id ?? p.gazetteer_id ?? places.size);
    const areal = p.kind === 'country' || p.kind === 'region';
    const m = L.circleMarker(ll, {
      pane: 'places',
      className: `place-marker place-${cls(p.kind || 'place')}`,
      radius: areal ? 0 : 3,
      weight: areal ? 0 : 1.2,
      color: '#4b5563',
      fillColor: '#ffffff',
      fillOpacity: 1,
      interactive: !areal,
    });
    const key = `places/${id}`;
    m.on('click', (e) => onFeatureClick(key, e));
    m.bindTooltip('', {
      permanent: true,
      interactive: true,
      direction: areal ? 'center' : 'right',
      offset: areal ? [0, 0] : [5, 0],
      className: `place-label${areal ? ' place-label-areal' : ''}`,
    });
    const entry = { f, ll, marker: m, areal, text: null, mentions: Number(p.mentions) || 0 };
    places.set(id, entry);
    const tip = m.getTooltip();
    // Registered before the marker is added: adding it opens the label.
    tip.on('add', () => {
      const el = tip.getElement();
      if (el && el.dataset.place !== id) {
        el.dataset.place = id;
        el.addEventListener('click', (ev) => {
          ev.stopPropagation();
          openPopup(key, ll);
          scrollTextTo(key);
        });
      }
    });
    placesLayer.addLayer(m);
  }
  updatePlaceNames(true);
}

/** Sets each label to the place's name at the current date; re-lays labels when one changed. */
function updatePlaceNames(force) {
  let changed = false;
  const year = yearNow();
  for (const pl of places.values()) {
    const text = placeLabel(pl.f.properties, year, state.lang, state.modernNames);
    if (text !== pl.text || force) {
      pl.text = text;
      pl.marker.setTooltipContent(esc(text));
      changed = true;
    }
  }
  if (changed) layoutLabels();
}

/** Whether a place has an event or movement in the current window. */
function placeActive(id) {
  return activePlaces.has(id);
}
let activePlaces = new Set();

// Label boxes of the places shown, in container pixels, for the travellers'
// labels to avoid.
let placeBoxes = [];

function boxOf(el, origin) {
  const r = el.getBoundingClientRect();
  return { x1: r.left - origin.left, y1: r.top - origin.top, x2: r.right - origin.left, y2: r.bottom - origin.top };
}

function overlaps(a, b, pad = 1) {
  return a.x1 < b.x2 + pad && b.x1 < a.x2 + pad && a.y1 < b.y2 + pad && b.y1 < a.y2 + pad;
}

/**
 * Hides labels that collide, by priority: places with something in the
 * current window first, then more mentions, then cities before areas.
 */
function layoutLabels() {
  if (!map.hasLayer(placesLayer)) {
    placeBoxes = [];
    layoutMoverLabels();
    return;
  }
  const origin = map.getContainer().getBoundingClientRect();
  const size = map.getSize();
  const items = [];
  for (const [id, pl] of places) {
    const el = pl.marker.getTooltip()?.getElement();
    if (!el) continue;
    el.classList.remove('label-hidden');
    const pt = map.latLngToContainerPoint(pl.ll);
    const inView = pt.x >= -50 && pt.y >= -50 && pt.x <= size.x + 50 && pt.y <= size.y + 50;
    items.push({ id, pl, el, inView, priority: (placeActive(id) ? 1e6 : 0) + pl.mentions * 10 + (pl.areal ? 0 : 5) });
  }
  items.sort((a, b) => b.priority - a.priority || a.id.localeCompare(b.id));
  // A label may not cover another place: its dot counts as an obstacle
  // once that place has been laid out, so a place with more mentions keeps
  // its label over a lesser one's dot.
  const kept = [];
  const dots = [];
  for (const it of items) {
    let dot = null;
    if (!it.pl.areal && it.inView) {
      const p = map.latLngToContainerPoint(it.pl.ll);
      dot = { x1: p.x - 4, y1: p.y - 4, x2: p.x + 4, y2: p.y + 4 };
    }
    if (!it.inView) it.el.classList.add('label-hidden');
    else if (getComputedStyle(it.el).display !== 'none') {
      const box = boxOf(it.el, origin);
      // A label cut by the map's edge reads as another name: hide it too.
      const cut = box.x1 < 0 || box.y1 < 0 || box.x2 > size.x || box.y2 > size.y;
      const clash = cut || kept.some((k) => overlaps(k.box, box)) || dots.some((d) => overlaps(d, box, 0));
      if (clash) it.el.classList.add('label-hidden');
      else kept.push({ id: it.id, box });
    }
    if (dot) dots.push(dot);
  }
  placeBoxes = kept.map((k) => k.box).concat(dots);
  layoutMoverLabels();
}

map.on('zoomend moveend resize', () => layoutLabels());
map.on('overlayadd overlayremove', () => layoutLabels());

// ---------------------------------------------------------------- movements

/** @type {Array<object>} */
let movements = [];
const actorColor = new Map();

function colorOf(actor) {
  if (!actorColor.has(actor)) actorColor.set(actor, ACTOR_COLORS[actorColor.size % ACTOR_COLORS.length]);
  return actorColor.get(actor);
}

/** Fractions of the route's length at which the traveller is at each stop, from coordTimes when the feature gives them. */
function stopTimes(p, coords) {
  const times = Array.isArray(p.coordTimes) ? p.coordTimes.map(parseDay) : null;
  if (!times || times.length !== coords.length || times.some((x) => x == null)) return null;
  for (let i = 1; i < times.length; i++) if (times[i] < times[i - 1]) return null;
  return times;
}

function renderMovements(features) {
  movementsLayer.clearLayers();
  movements = [];
  const actors = [...new Set(features.map((f) => (f.properties || {}).actor || ''))].sort();
  for (const a of actors) colorOf(a);
  for (const f of features) {
    const g = f.geometry;
    let coords = null;
    if (g && g.type === 'LineString') coords = g.coordinates;
    else if (g && g.type === 'MultiLineString') coords = g.coordinates.flat();
    if (!Array.isArray(coords)) continue;
    coords = coords.filter((c) => Array.isArray(c) && Number.isFinite(c[0]) && Number.isFinite(c[1]));
    if (coords.length < 2) continue;
    const p = f.properties || {};
    let s = parseDay(p.earliest);
    let e = parseDay(p.latest);
    if (s == null) s = e;
    if (e == null) e = s;
    const id = String(f.id ?? `movement-${movements.length}`);
    const color = colorOf(p.actor || '');
    // Each leg between stops is densified along its great circle; legTo[i]
    // is the index in path of stop i.
    const path = [];
    const legTo = [0];
    for (let i = 0; i < coords.length - 1; i++) {
      const leg = routeOf([coords[i], coords[i + 1]]);
      if (path.length) leg.shift();
      path.push(...leg);
      legTo.push(path.length - 1);
    }
    const cum = cumulativeLengths(path);
    const key = `movements/${id}`;
    const lineClass = `movement-line mv-${cls(id)}`;
    const mk = (opts) => L.polyline([], { pane: 'movements', className: lineClass, color, interactive: true, ...opts })
      .on('click', (ev) => onFeatureClick(key, ev));
    const m = {
      id, f, actor: p.actor || id, color, path, cum, legTo, s, e,
      times: stopTimes(p, coords),
      trace: mk({ weight: 2, opacity: 0.4, dashArray: '4 5' }),
      drawn: mk({ weight: 2.5, opacity: 0.5 }),
      trail: [0.45, 0.7, 0.95].map((o) => mk({ weight: 3.5, opacity: o, lineCap: 'round' })),
      mover: L.marker(path[0], {
        pane: 'movers',
        keyboard: false,
        title: `${p.actor || S.unknown}: ${p.from || '?'} → ${p.to || '?'}`,
        icon: L.divIcon({
          className: 'moving-marker',
          html: '<span class="mm-dot"></span><span class="mm-label"></span>',
          iconSize: [14, 14],
          iconAnchor: [7, 7],
        }),
      }).on('click', (ev) => onFeatureClick(key, ev)),
      phase: null, // 'future', 'moving', 'done'
      shown: false,
      f01: 0,
      labelW: 0,
    };
    m.mover.on('add', () => {
      const el = m.mover.getElement();
      if (!el) return;
      el.dataset.movement = id;
      el.style.setProperty('--c', color);
      const lab = el.querySelector('.mm-label');
      lab.textContent = m.actor;
      m.labelW = 0;
    });
    movements.push(m);
  }
}

/**
 * Fraction of m's route covered at time t: by the dates of its stops when
 * the feature gives them (coordTimes), else evenly over its interval. The
 * traveller reaches the last stop at the end of the last day.
 */
function progress(m, t) {
  if (!m.times) return clamp((t - m.s) / (m.e + 1 - m.s), 0, 1);
  const last = m.times.length - 1;
  const at = (i) => (i === last ? m.times[i] + 1 : m.times[i]);
  if (t <= at(0)) return 0;
  if (t >= at(last)) return 1;
  let i = 0;
  while (i < last - 1 && t >= at(i + 1)) i++;
  const span = at(i + 1) - at(i);
  const g = span > 0 ? clamp((t - at(i)) / span, 0, 1) : 1;
  const a = m.cum[m.legTo[i]];
  const b = m.cum[m.legTo[i + 1]];
  return (a + (b - a) * g) / (m.cum[m.cum.length - 1] || 1);
}

function setLayer(layer, on) {
  const has = movementsLayer.hasLayer(layer);
  if (on && !has) movementsLayer.addLayer(layer);
  else if (!on && has) movementsLayer.removeLayer(layer);
}

/**
 * Draws each journey for the current time: nothing before it starts; while
 * under way the route so far with a fading trail behind the traveller; after
 * it, a faint trace.
 */
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
    const phase = !timed || m.s > t ? 'future' : t < m.e + 1 ? 'moving' : 'done';
    const f = timed ? progress(m, t) : 0;
    m.f01 = f;
    if (phase !== m.phase) {
      m.phase = phase;
      setLayer(m.trace, phase === 'done');
      setLayer(m.drawn, phase === 'moving');
      if (phase === 'done') m.trace.setLatLngs(m.path);
    }
    if (phase === 'moving') {
      m.drawn.setLatLngs(subPath(m.path, m.cum, 0, f));
      const opacity = state.playing ? 0.35 : 0.8;
      if (m.drawn.options.opacity !== opacity) m.drawn.setStyle({ opacity });
    }
    m.trail.forEach((line, i) => {
      // Three pieces behind the traveller, brighter towards it.
      const on = phase === 'moving' && state.playing && f > 0;
      setLayer(line, on);
      if (on) {
        const len = 0.12;
        line.setLatLngs(subPath(m.path, m.cum, Math.max(0, f - len * (3 - i)), Math.max(0, f - len * (2 - i))));
      }
    });
    // Traveller: on the actor's latest movement while it is under way or
    // ended within the window.
    const show = timed && current.get(m.actor) === m && m.e + 1 >= from;
    if (show) {
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
  layoutMoverLabels();
}

/**
 * Puts each traveller's label where it covers no place (dot or label) and no
 * other traveller's label: right, left, above or below the dot; hidden when
 * all four collide.
 */
function layoutMoverLabels() {
  const taken = placeBoxes.slice();
  const size = map.getSize();
  for (const m of movements) {
    if (!m.shown) continue;
    const el = m.mover.getElement();
    if (!el) continue;
    const lab = el.querySelector('.mm-label');
    if (!lab) continue;
    if (!m.labelW) {
      lab.dataset.pos = 'right';
      m.labelW = lab.offsetWidth || 1; // measured once per showing
      m.labelH = lab.offsetHeight || 1;
    }
    if (!map.hasLayer(movementsLayer)) continue;
    const p = map.latLngToContainerPoint(m.mover.getLatLng());
    const w = m.labelW;
    const h = m.labelH;
    const options = [
      ['right', p.x + 11, p.y - h / 2],
      ['left', p.x - 11 - w, p.y - h / 2],
      ['above', p.x - w / 2, p.y - 10 - h],
      ['below', p.x - w / 2, p.y + 10],
    ];
    let chosen = null;
    for (const [pos, x, y] of options) {
      const box = { x1: x, y1: y, x2: x + w, y2: y + h };
      const inside = x >= 0 && y >= 0 && x + w <= size.x && y + h <= size.y;
      if (inside && !taken.some((b) => overlaps(b, box))) {
        chosen = pos;
        taken.push(box);
        break;
      }
    }
    if (chosen && lab.dataset.pos !== chosen) lab.dataset.pos = chosen;
    lab.classList.toggle('label-hidden', !chosen);
  }
}

// ---------------------------------------------------------------- events

/** All events the page knows: id → {f, s, e, ll, type, order}. */
const eventsById = new Map();
let allComplete = false; // all events of the dataset are loaded

function indexEvents(features) {
  eventsById.clear();
  features.forEach((f, i) => {
    const p = f.properties || {};
    const id = f.id != null ? String(f.id) : `event-${i}`;
    eventsById.set(id, eventEntry(id, i + 1, f));
  });
}

/** An event as the page keeps it: day numbers, point, Web Mercator position (0–1). */
function eventEntry(id, n, f) {
  const p = f.properties || {};
  const ll = pointLatLng(f.geometry);
  const ev = { id, n, f, s: parseDay(p.earliest), e: parseDay(p.latest), ll, type: typeInfo(p.type).id, mx: 0, my: 0 };
  if (ll) {
    const lat = clamp(ll.lat, -85.0511, 85.0511) * (Math.PI / 180);
    ev.mx = (ll.lng + 180) / 360;
    ev.my = (1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2;
  }
  return ev;
}

/**
 * A cheap fingerprint of a list of events (by their index numbers): when it
 * has not changed, neither has what the window shows, and nothing is redrawn.
 */
function fingerprint(list) {
  let a = list.length;
  let b = 0;
  for (const ev of list) {
    a = (a + ev.n) % 2147483647;
    b = (b + ev.n * ev.n) % 2147483647;
  }
  return `${list.length}:${a}:${b}`;
}

/** id → {kind: 'event'|'cluster', marker, f} of what is drawn. */
const markers = new Map();
let windowEvents = []; // entries of eventsById in the current window

function eventStyle(ev, day) {
  const w = state.cumulative ? 365 : Math.max(1, state.windowDays);
  const age = ev.e == null ? 0 : Math.max(0, day - ev.e);
  const fresh = 1 - clamp(age / w, 0, 1);
  const selected = state.selected === `events/${ev.id}`;
  return {
    radius: selected ? 10 : age === 0 ? 8 : 6.5,
    fillColor: typeInfo(ev.f.properties?.type).color,
    fillOpacity: 0.55 + 0.4 * fresh,
    opacity: 1,
    color: selected ? '#1d2a38' : '#ffffff',
    weight: selected ? 3 : 1.5,
  };
}

function visible(ev) {
  return !state.hiddenTypes.has(ev.type);
}

let shownKey = null; // what renderCurrent last drew

/**
 * Draws the events of the window: each one, or clusters when many. With
 * many events, nothing is redrawn while the window holds the same events.
 */
function renderCurrent(force) {
  const day = Math.floor(state.t);
  const shown = windowEvents.filter(visible);
  const placed = shown.filter((ev) => ev.ll);
  const key = `${fingerprint(shown)}|${state.lang}|${state.modernNames}|${state.selected}`;
  const many = placed.length > CLUSTER_MIN;
  if (many && key === shownKey && !force) return;
  const active = new Set();
  for (const ev of windowEvents) for (const id of ev.f.properties?.place_ids || []) active.add(id);
  for (const m of movements) {
    if (m.phase === 'moving') {
      active.add(m.f.properties.from_id);
      active.add(m.f.properties.to_id);
    }
  }
  const activeChanged = active.size !== activePlaces.size || [...active].some((id) => !activePlaces.has(id));
  activePlaces = active;
  const t0 = performance.now();
  if (many) renderClusters(placed);
  else renderMarkers(placed, day);
  const t1 = performance.now();
  if (key !== shownKey || force) {
    listsStale = true;
    // While playing the lists follow at most once a second: they are read
    // when the map stands still.
    // A hidden list waits for the pause.
    const due = !ui.panelEvents.hidden && performance.now() - listsDrawn > 1000;
    if (!state.playing || force || due) renderLists(shown);
  }
  work.mapMs = t1 - t0;
  work.listMs = performance.now() - t1;
  shownKey = key;
  // Laying labels out measures the page; only when the places to favour
  // changed (moves and zooms lay them out too).
  if (activeChanged || force || !many) layoutLabels();
}

let listsStale = false;
let listsDrawn = 0;

function clearMarkers(kind) {
  for (const [id, m] of markers) {
    if (kind && m.kind !== kind) continue;
    eventsLayer.removeLayer(m.marker);
    markers.delete(id);
  }
}

function renderMarkers(placed, day) {
  if (clusterList) {
    // Leaving the clustered view: its pooled markers go.
    for (const m of clusterPool.concat(pointPool)) eventsLayer.removeLayer(m);
    markers.clear();
  }
  clusterList = null;
  const seen = new Set();
  for (const ev of placed) {
    seen.add(ev.id);
    const style = eventStyle(ev, day);
    const old = markers.get(ev.id);
    if (old) {
      old.f = ev.f;
      old.marker.setStyle(style);
      old.marker.setRadius(style.radius);
      continue;
    }
    const key = `events/${ev.id}`;
    const marker = L.circleMarker(ev.ll, {
      pane: 'events',
      className: `event-marker event-${cls(ev.type)}`,
      ...style,
    });
    marker.on('click', (e) => onFeatureClick(key, e));
    marker.on('add', () => {
      const el = marker.getElement();
      if (el) el.dataset.event = ev.id;
    });
    marker.bindTooltip(() => esc(summaryOf(ev.f.properties)), {
      direction: 'top', offset: [0, -6], className: 'event-tooltip',
    });
    eventsLayer.addLayer(marker);
    markers.set(ev.id, { kind: 'event', marker, f: ev.f });
  }
  for (const [id, m] of markers) {
    if (!seen.has(id)) {
      eventsLayer.removeLayer(m.marker);
      markers.delete(id);
    }
  }
  layoutMarkers();
}

let clusterList = null; // the placed, visible events while clustered

/**
 * Many events: they are grouped by screen cells at the current zoom; a
 * group is one marker with its count, a lone event its own marker.
 */
function renderClusters(placed) {
  if (!clusterList) clearMarkers(); // the markers of the unclustered view
  clusterList = placed;
  drawClusters();
}

// Grid cells of this many screen pixels group the events when many are in
// the window; a cell with fewer than CLUSTER_POINTS events shows them one
// by one.
const CLUSTER_CELL = 44;
const CLUSTER_POINTS = 3;

/**
 * Groups the events in view by a screen grid at the current zoom: a few
 * milliseconds for 10,000 events, so it can run while playing. Each event's
 * Web Mercator position (0–1) is computed once, in indexEvents.
 */
function gridClusters(list, bounds, zoom) {
  const scale = 256 * 2 ** zoom;
  const west = bounds.getWest();
  const east = bounds.getEast();
  const south = bounds.getSouth();
  const north = bounds.getNorth();
  const cells = new Map();
  for (const ev of list) {
    const { lat, lng } = ev.ll;
    if (lat < south || lat > north || lng < west || lng > east) continue;
    const x = ev.mx * scale;
    const y = ev.my * scale;
    const k = Math.floor(x / CLUSTER_CELL) * 1048576 + Math.floor(y / CLUSTER_CELL);
    let c = cells.get(k);
    if (!c) {
      c = { n: 0, x: 0, y: 0, evs: [] };
      cells.set(k, c);
    }
    c.n++;
    c.x += x;
    c.y += y;
    if (c.evs.length < CLUSTER_POINTS) c.evs.push(ev);
  }
  const out = [];
  for (const c of cells.values()) {
    if (c.n >= CLUSTER_POINTS) {
      const p = map.unproject([c.x / c.n, c.y / c.n], zoom);
      out.push({ cluster: true, n: c.n, ll: p });
    } else {
      for (const ev of c.evs) out.push({ cluster: false, ev, ll: ev.ll });
    }
  }
  return out;
}

function drawClusters() {
  if (!clusterList) return;
  const z = map.getZoom();
  const c0 = performance.now();
  const items = gridClusters(clusterList, map.getBounds().pad(0.2), z);
  work.loadMs = performance.now() - c0;
  const day = Math.floor(state.t);
  // Markers are pooled and moved rather than made anew: a redraw while
  // playing then costs no new DOM.
  markers.clear();
  let nc = 0;
  let np = 0;
  for (const c of items) {
    const { ll } = c;
    if (c.cluster) {
      const m = clusterMarker(nc++);
      m.cluster = { ll, z };
      m.setLatLng(ll);
      if (!eventsLayer.hasLayer(m)) eventsLayer.addLayer(m);
      const el = m.getElement();
      if (el) {
        const { n } = c;
        const size = Math.round(22 + Math.min(26, Math.sqrt(n) * 1.6));
        if (el.firstChild.textContent !== String(n)) el.firstChild.textContent = String(n);
        if (m.size !== size) {
          m.size = size;
          Object.assign(el.style, { width: `${size}px`, height: `${size}px`, marginLeft: `${-size / 2}px`, marginTop: `${-size / 2}px` });
        }
      }
      markers.set(`cluster-${nc}`, { kind: 'cluster', marker: m });
    } else {
      const { ev } = c;
      const m = pointMarker(np++);
      m.eventId = ev.id;
      m.setLatLng(ll);
      m.setStyle(eventStyle(ev, day));
      if (!eventsLayer.hasLayer(m)) eventsLayer.addLayer(m);
      const el = m.getElement();
      if (el) {
        el.setAttribute('class', `event-marker event-${cls(ev.type)} leaflet-interactive`);
        el.dataset.event = ev.id;
      }
      markers.set(ev.id, { kind: 'event', marker: m, f: ev.f });
    }
  }
  for (let i = nc; i < clusterPool.length; i++) eventsLayer.removeLayer(clusterPool[i]);
  for (let i = np; i < pointPool.length; i++) eventsLayer.removeLayer(pointPool[i]);
}

const clusterPool = [];
const pointPool = [];

function clusterMarker(i) {
  if (clusterPool[i]) return clusterPool[i];
  const m = L.marker([0, 0], {
    pane: 'events',
    keyboard: false,
    icon: L.divIcon({ className: 'event-cluster', html: '<span></span>', iconSize: null }),
  });
  // Zooming in two levels splits a cell into sixteen.
  m.on('click', () => map.flyTo(m.cluster.ll, Math.min(m.cluster.z + 2, map.getMaxZoom()), { duration: 0.5 }));
  clusterPool[i] = m;
  return m;
}

function pointMarker(i) {
  if (pointPool[i]) return pointPool[i];
  const m = L.circleMarker([0, 0], { pane: 'events', className: 'event-marker' });
  m.on('click', (e) => onFeatureClick(`events/${m.eventId}`, e));
  pointPool[i] = m;
  return m;
}

map.on('moveend', () => {
  if (clusterList) drawClusters();
});

/**
 * Spreads markers that share a location on a small ring, so that every event
 * stays visible and clickable. Runs after each render and zoom.
 */
function layoutMarkers() {
  if (clusterList) return;
  const groups = new Map();
  for (const [id, entry] of markers) {
    const ev = eventsById.get(id);
    if (!ev || !ev.ll) continue;
    const k = `${ev.ll.lat.toFixed(4)},${ev.ll.lng.toFixed(4)}`;
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push({ id, entry, ll: ev.ll });
  }
  for (const group of groups.values()) {
    if (group.length === 1) {
      group[0].entry.marker.setLatLng(group[0].ll);
      continue;
    }
    group.sort((a, b) => a.id.localeCompare(b.id));
    const r = 7 + group.length * 1.5;
    const centre = map.latLngToLayerPoint(group[0].ll);
    group.forEach(({ entry }, i) => {
      const a = (2 * Math.PI * i) / group.length - Math.PI / 2;
      entry.marker.setLatLng(map.layerPointToLatLng(centre.add([r * Math.cos(a), r * Math.sin(a)])));
    });
  }
}
map.on('zoomend', layoutMarkers);

function sortByDate(list) {
  const k = (ev) => (ev.s ?? ev.e ?? -Infinity);
  return list.slice().sort((a, b) => k(a) - k(b) || a.id.localeCompare(b.id));
}

function itemNode(ev, withDetails) {
  const p = ev.f.properties || {};
  const t = typeInfo(p.type);
  const li = document.createElement('li');
  li.className = 'event-item';
  li.dataset.id = ev.id;
  if (state.selected === `events/${ev.id}`) li.classList.add('selected');
  const head = `<span class="swatch" data-color="${esc(t.color)}" title="${esc(typeLabel(p.type))}"></span>
    <span class="item-when">${esc(p.when ? formatEDTF(p.when, state.lang) : intervalWords(p.earliest, p.latest))}</span>
    <span class="item-summary">${esc(summaryOf(p) || S.noSummary)}</span>
    ${ev.ll ? `<span class="item-place">${esc(placeNameOf((p.place_ids || [])[0], p.place))}</span>` : ''}`;
  li.innerHTML = withDetails
    ? `<details><summary>${head}</summary>${eventHTML(ev.f)}</details>`
    : `<button type="button" class="item-button">${head}</button>`;
  paint(li);
  return li;
}

function renderLists(shown) {
  listsStale = false;
  listsDrawn = performance.now();
  const placed = [];
  const unplaced = [];
  for (const ev of shown) (ev.ll ? placed : unplaced).push(ev);
  const sorted = sortByDate(placed);
  const top = sorted.slice(0, LIST_MAX);
  if (top.length) ui.list.replaceChildren(...top.map((ev) => itemNode(ev, false)));
  else ui.list.innerHTML = `<li class="empty muted">${esc(S.noEvents)}</li>`;
  ui.more.hidden = sorted.length <= LIST_MAX;
  ui.more.textContent = sorted.length > LIST_MAX ? S.more(sorted.length - LIST_MAX) : '';
  const un = sortByDate(unplaced);
  if (un.length) ui.unplaced.replaceChildren(...un.slice(0, LIST_MAX).map((ev) => itemNode(ev, true)));
  else ui.unplaced.innerHTML = `<li class="empty muted">${esc(S.none)}</li>`;
  ui.count.textContent = String(placed.length);
  ui.unplacedCount.textContent = String(unplaced.length);
}

ui.list.addEventListener('click', (ev) => {
  const li = ev.target.closest('.event-item');
  if (!li) return;
  focusEvent(li.dataset.id, { setDate: false });
});

// ---------------------------------------------------------------- queries

let queryTimer = null;
let querySeq = 0;
let appliedSeq = 0;
let lastRequested = null;
let lastRender = 0;

function windowBounds(day) {
  return { a: state.cumulative ? null : day - state.windowDays, b: day };
}

function scheduleQuery(immediate) {
  if (allComplete && !state.playing) {
    clearTimeout(queryTimer);
    queryTimer = null;
    runQuery();
    return;
  }
  if (state.playing && !immediate) {
    const wait = allComplete ? Math.max(0, PLAY_RENDER_MS - (performance.now() - lastRender)) : PLAY_RENDER_MS;
    if (queryTimer == null) queryTimer = setTimeout(runQuery, wait);
    return;
  }
  clearTimeout(queryTimer);
  queryTimer = setTimeout(runQuery, immediate ? 0 : QUERY_DEBOUNCE_MS);
}

/** The loaded events whose interval meets [a, b] (day numbers; a null: open). */
function eventsInWindow(a, b) {
  const list = [];
  for (const ev of eventsById.values()) {
    if ((a == null || ev.e == null || ev.e >= a) && (ev.s == null || ev.s <= b)) list.push(ev);
  }
  return list;
}

/** The events of the window: filtered here when all are loaded, else asked of the server. */
async function runQuery() {
  queryTimer = null;
  const day = Math.floor(state.t);
  const { a, b } = windowBounds(day);
  const datetime = `${a == null ? '..' : isoDay(a)}/${isoDay(b)}`;
  if (datetime === lastRequested) return; // asked already; its answer comes or came
  lastRequested = datetime;
  const seq = ++querySeq;
  let list;
  if (allComplete) {
    list = eventsInWindow(a, b);
  } else {
    document.body.dataset.eventsPending = 'true';
    let features;
    try {
      ({ features } = await fetchFeatures(`${API}collections/events/items?datetime=${datetime}&limit=${LIMIT}`));
    } catch (err) {
      if (lastRequested === datetime) lastRequested = null; // allow a retry
      if (seq === querySeq) {
        delete document.body.dataset.eventsPending;
        setStatus(S.couldNotLoad(err.message), 'error');
      }
      return;
    }
    if (seq < appliedSeq) return; // a newer answer is on the map already
    list = features.map((f, i) => {
      const id = f.id != null ? String(f.id) : `event-${i}`;
      let ev = eventsById.get(id);
      if (!ev) {
        ev = eventEntry(id, eventsById.size + 1, f);
        eventsById.set(id, ev);
      }
      return ev;
    });
  }
  appliedSeq = seq;
  windowEvents = list;
  const r0 = performance.now();
  state.eventsLoaded = list.length;
  state.eventsDate = isoDay(day);
  state.eventsQuery = datetime;
  renderCurrent();
  lastRender = performance.now();
  work.renders++;
  work.renderMs += lastRender - r0;
  work.renderMax = Math.max(work.renderMax, lastRender - r0);
  S = strings(state.lang);
  ui.windowText.textContent = a == null
    ? S.everythingUntil(shortDate(dateOf(b), state.lang))
    : `${shortDate(dateOf(a), state.lang)} – ${shortDate(dateOf(b), state.lang)}`;
  renderBand();
  const ds = document.body.dataset;
  ds.eventsLoaded = String(list.length);
  ds.eventsDate = state.eventsDate;
  ds.eventsQuery = datetime;
  if (seq === querySeq) delete ds.eventsPending;
  if (state.ready && !ui.status.classList.contains('status-error')) setStatus('');
  if (state.firstRenderMs == null) {
    // First events on the map: measured after the browser has painted them.
    requestAnimationFrame(() => {
      if (state.firstRenderMs != null) return;
      state.firstRenderMs = performance.now();
      performance.mark('chronomap-first-render');
    });
  }
}

// ---------------------------------------------------------------- time

/** The span of the dataset's events in the top bar, in the interface language. */
function renderSpan() {
  ui.span.textContent = `${S.tabEvents} · ${shortDate(dateOf(state.min), state.lang)} – ${shortDate(dateOf(state.max), state.lang)}`;
}

function renderDate() {
  const day = Math.floor(state.t);
  ui.date.textContent = longDate(dateOf(day), state.lang);
  ui.iso.textContent = isoDay(day);
  ui.slider.setAttribute('aria-valuetext', longDate(dateOf(day), state.lang));
}

/** Moves the current time to t (fractional day number). */
function setTime(t, { fromSlider = false, immediate = false } = {}) {
  const old = Math.floor(state.t);
  const oldYear = yearNow();
  state.t = clamp(t, state.min, state.max);
  const day = Math.floor(state.t);
  if (!fromSlider && String(day) !== ui.slider.value) ui.slider.value = String(day);
  if (day !== old || immediate) {
    renderDate();
    scheduleQuery(immediate);
    if (yearNow() !== oldYear) updatePlaceNames(false);
    saveHash();
  }
  updateMovements();
}

let booting = true; // until start() first draws the window
let lastFrame = null;
// Time the page spends in its own work per animation frame and per events
// render, for the figures in state().
const work = { frames: 0, frameMs: 0, frameMax: 0, renders: 0, renderMs: 0, renderMax: 0 };

function frame(ts) {
  if (!state.playing) return;
  const t0 = performance.now();
  try {
    advance(ts);
  } finally {
    const d = performance.now() - t0;
    work.frames++;
    work.frameMs += d;
    work.frameMax = Math.max(work.frameMax, d);
  }
}

// advance moves the time by the frame's share of the speed.
function advance(ts) {
  if (lastFrame != null) {
    const dt = Math.min(0.25, (ts - lastFrame) / 1000);
    const t = state.t + dt * state.speed;
    if (t >= state.max + 1) {
      if (state.loop) {
        setTime(state.min, { immediate: true });
      } else {
        setTime(state.max);
        pause();
        return;
      }
    } else {
      setTime(Math.min(t, state.max + 0.999));
    }
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
  ui.play.setAttribute('aria-label', S.pause);
  ui.play.setAttribute('aria-pressed', 'true');
  requestAnimationFrame(frame);
}

function pause() {
  if (!state.playing) return;
  state.playing = false;
  ui.play.classList.remove('playing');
  ui.play.setAttribute('aria-label', S.play);
  ui.play.setAttribute('aria-pressed', 'false');
  updateMovements();
  scheduleQuery(true);
  if (listsStale) renderLists(windowEvents.filter(visible));
  saveHash();
}

/** Days at which an event or movement starts, sorted, for stepping. */
function startDays() {
  const days = new Set();
  for (const ev of eventsById.values()) if (ev.s != null) days.add(ev.s);
  for (const m of movements) if (m.s != null) days.add(m.s);
  return [...days].sort((a, b) => a - b);
}

function step(dir) {
  pause();
  const day = Math.floor(state.t);
  const days = startDays();
  let target = null;
  if (dir > 0) target = days.find((d) => d > day) ?? state.max;
  else target = [...days].reverse().find((d) => d < day) ?? state.min;
  setTime(target, { immediate: true });
}

ui.play.addEventListener('click', () => (state.playing ? pause() : play()));
ui.stepBack.addEventListener('click', () => step(-1));
ui.stepForward.addEventListener('click', () => step(1));
ui.loop.addEventListener('click', () => {
  state.loop = !state.loop;
  ui.loop.setAttribute('aria-pressed', String(state.loop));
  saveHash();
});
ui.slider.addEventListener('input', () => setTime(Number(ui.slider.value), { fromSlider: true }));
ui.slider.addEventListener('change', () => setTime(Number(ui.slider.value), { fromSlider: true }));

function setWindow(mode, days) {
  state.windowMode = mode;
  state.cumulative = mode === 'all';
  if (mode === 'custom') state.windowDays = Math.max(1, Math.round(days));
  else if (!state.cumulative) state.windowDays = Number(mode) || 30;
  ui.windowCustom.hidden = mode !== 'custom';
  ui.windowCustom.textContent = S.custom(state.windowDays);
  ui.windowSel.value = mode;
  if (booting) return; // start() draws once everything is set
  updateMovements();
  scheduleQuery(true);
  renderBand();
  saveHash();
}

ui.windowSel.addEventListener('change', () => setWindow(ui.windowSel.value, state.windowDays));
ui.speedSel.addEventListener('change', () => {
  state.speed = Number(ui.speedSel.value) || 10;
  saveHash();
});

document.addEventListener('keydown', (ev) => {
  const tag = ev.target && ev.target.tagName;
  if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
  if (ev.key === ' ' && !ev.repeat) {
    if (tag === 'BUTTON' || tag === 'SUMMARY') return;
    ev.preventDefault();
    if (state.playing) pause();
    else play();
  } else if ((ev.key === 'ArrowLeft' || ev.key === 'ArrowRight') && !ev.altKey && !ev.ctrlKey && !ev.metaKey) {
    if (ev.target.closest && ev.target.closest('.leaflet-container')) return; // the map pans
    ev.preventDefault();
    const dir = ev.key === 'ArrowRight' ? 1 : -1;
    if (state.story) storyStep(dir);
    else step(dir);
  }
});

// ---------------------------------------------------------------- slider decor, brush

function renderTicks() {
  const span = state.max - state.min;
  if (span <= 0) return;
  const pos = (day) => `calc(8px + (100% - 16px) * ${((day - state.min) / span).toFixed(5)})`;
  const nodes = [];
  const start = dateOf(state.min);
  const months = span / 30.4;
  const phone = isPhone();
  const monthStep = months > 60 ? 12 : months > 30 || phone ? 6 : months > 12 ? 3 : 1;
  // Over decades, every Nth year only, so that labels (about 44 px with
  // their gap) never run together.
  const width = ui.ticks.clientWidth || 600;
  const yearStep = [1, 2, 5, 10, 20, 25, 50, 100].find((n) => (months / 12 / n) * 44 <= width) || 100;
  for (let y = start.getUTCFullYear(), m = start.getUTCMonth(); ; m++) {
    if (m > 11) { m = 0; y++; }
    const d = new Date(0);
    d.setUTCFullYear(y, m, 1);
    const day = Math.round(d.getTime() / DAY_MS);
    if (day > state.max) break;
    if (day < state.min) continue;
    if (m !== 0 && (yearStep > 1 || m % monthStep !== 0)) continue;
    if (m === 0 && y % yearStep !== 0) continue;
    const el = document.createElement('span');
    el.className = m === 0 ? 'tick tick-year' : 'tick tick-month';
    el.textContent = m === 0 ? String(y) : tickMonth(m, state.lang);
    el.style.left = pos(day);
    nodes.push(el);
  }
  ui.ticks.replaceChildren(...nodes);
}

function renderHistogram() {
  const span = state.max - state.min + 1;
  if (span <= 1 || !eventsById.size) return;
  const bins = Math.min(120, span);
  const counts = new Array(bins).fill(0);
  for (const ev of eventsById.values()) {
    const mid = ev.s != null && ev.e != null ? (ev.s + ev.e) / 2 : ev.s ?? ev.e;
    if (mid == null || mid < state.min || mid > state.max) continue;
    counts[Math.min(bins - 1, Math.floor(((mid - state.min) / span) * bins))]++;
  }
  const top = Math.max(...counts);
  if (!top) return;
  ui.bars.replaceChildren(...counts.map((c) => {
    const el = document.createElement('span');
    el.style.height = `${c ? Math.max(12, Math.round(Math.sqrt(c / top) * 100)) : 0}%`;
    return el;
  }));
}

/** Shows the window [date − days, date] as a band over the histogram. */
function renderBand() {
  const span = state.max - state.min;
  if (span <= 0) return;
  const b = Math.floor(state.t);
  const a = state.cumulative ? state.min : Math.max(state.min, b - state.windowDays);
  const frac = (d) => clamp((d - state.min) / span, 0, 1);
  ui.band.style.left = `calc(8px + (100% - 16px) * ${frac(a).toFixed(5)})`;
  ui.band.style.width = `calc((100% - 16px) * ${Math.max(0.004, frac(b) - frac(a)).toFixed(5)})`;
}

/** The day under a pointer on the histogram. */
function dayAt(clientX) {
  const r = ui.histogram.getBoundingClientRect();
  const f = clamp((clientX - r.left - 8) / Math.max(1, r.width - 16), 0, 1);
  return Math.round(state.min + f * (state.max - state.min));
}

let brushFrom = null;
ui.histogram.addEventListener('pointerdown', (ev) => {
  if (state.max <= state.min) return;
  brushFrom = dayAt(ev.clientX);
  ui.histogram.setPointerCapture(ev.pointerId);
  ui.histogram.classList.add('brushing');
  ev.preventDefault();
});
ui.histogram.addEventListener('pointermove', (ev) => {
  if (brushFrom == null) return;
  const d = dayAt(ev.clientX);
  const a = Math.min(brushFrom, d);
  const b = Math.max(brushFrom, d);
  const span = state.max - state.min;
  ui.band.style.left = `calc(8px + (100% - 16px) * ${((a - state.min) / span).toFixed(5)})`;
  ui.band.style.width = `calc((100% - 16px) * ${Math.max(0.004, (b - a) / span).toFixed(5)})`;
});
ui.histogram.addEventListener('pointerup', (ev) => {
  if (brushFrom == null) return;
  const d = dayAt(ev.clientX);
  const a = Math.min(brushFrom, d);
  const b = Math.max(brushFrom, d);
  brushFrom = null;
  ui.histogram.classList.remove('brushing');
  brush(a, b);
});

/** Picks the window [a, b] (day numbers): the date goes to b. */
function brush(a, b) {
  pause();
  if (b - a < 1) {
    setTime(b, { immediate: true });
    renderBand();
    return;
  }
  state.t = clamp(b, state.min, state.max);
  ui.slider.value = String(Math.floor(state.t));
  renderDate();
  setWindow('custom', b - a);
}

// ---------------------------------------------------------------- the document beside the map

const doc = { id: null, text: '', language: 'ru', mentions: [], u16: null };
let storyOrder = []; // event ids in the order of the text

async function loadDocument() {
  const first = [...eventsById.values()].find((ev) => ev.f.properties?.source?.document);
  const id = first ? first.f.properties.source.document : null;
  if (!id) {
    ui.docText.textContent = S.noText;
    return;
  }
  let d;
  try {
    d = await fetchJSON(`${API}documents/${encodeURIComponent(id)}`);
  } catch {
    ui.docText.textContent = S.noText;
    return;
  }
  doc.id = id;
  // A text wrapped at a width (d.wrapped) shows its single line breaks as
  // spaces: one offset each, so the code-point offsets stay valid.
  doc.text = typeof d.text === 'string' ? (d.wrapped ? unwrapLines(d.text) : d.text) : '';
  doc.language = d.language || 'ru';
  doc.title = d.title || id;
  doc.mentions = Array.isArray(d.mentions) ? d.mentions : [];
  doc.u16 = codePointIndex(doc.text);
  ui.docText.lang = doc.language;
  renderDocument();
}

/**
 * Replaces each line break that is no part of a blank line by a space.
 * @param {string} text
 * @returns {string}
 */
function unwrapLines(text) {
  const out = text.split('');
  const space = (c) => c !== undefined && c !== '\n' && /\s/.test(c);
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '\n') continue;
    let a = i - 1;
    while (space(text[a])) a--;
    let b = i + 1;
    while (space(text[b])) b++;
    // The run of white space around this break holds no other break.
    if (text[a] !== '\n' && text[b] !== '\n') out[i] = ' ';
  }
  return out.join('');
}

/**
 * Renders the document as segments cut at every span boundary: events'
 * source sentences, place mentions and date mentions. Offsets are code
 * points; doc.u16 maps them to the UTF-16 offsets JS strings use.
 */
function renderDocument() {
  const n = doc.u16.length - 1;
  const spans = [];
  const evSpans = [];
  for (const ev of eventsById.values()) {
    const src = ev.f.properties?.source;
    if (!src || src.document !== doc.id || !Number.isFinite(src.start) || !Number.isFinite(src.end)) continue;
    evSpans.push({ start: clamp(src.start, 0, n), end: clamp(src.end, 0, n), key: `events/${ev.id}` });
  }
  for (const m of movements) {
    const src = m.f.properties?.source;
    if (!src || src.document !== doc.id || !Number.isFinite(src.start)) continue;
    evSpans.push({ start: clamp(src.start, 0, n), end: clamp(src.end, 0, n), key: `movements/${m.id}` });
  }
  for (const m of doc.mentions) {
    if (!Number.isFinite(m.start) || !Number.isFinite(m.end) || m.end <= m.start) continue;
    spans.push({ start: clamp(m.start, 0, n), end: clamp(m.end, 0, n), m });
  }
  const cuts = new Set([0, n]);
  for (const s of evSpans.concat(spans)) {
    cuts.add(s.start);
    cuts.add(s.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const frag = document.createDocumentFragment();
  for (let i = 0; i < points.length - 1; i++) {
    const a = points[i];
    const b = points[i + 1];
    if (b <= a) continue;
    const text = doc.text.slice(doc.u16[a], doc.u16[b]);
    const evs = evSpans.filter((s) => s.start <= a && s.end >= b).map((s) => s.key);
    const men = spans.find((s) => s.start <= a && s.end >= b);
    if (!evs.length && !men) {
      frag.append(document.createTextNode(text));
      continue;
    }
    const el = document.createElement(men ? 'mark' : 'span');
    el.className = 'seg';
    el.dataset.start = String(a);
    el.dataset.end = String(b);
    if (evs.length) {
      el.classList.add('t-ev');
      el.dataset.ev = evs.join(' ');
    }
    if (men) {
      if (men.m.kind === 'place') {
        el.classList.add('t-place');
        el.dataset.place = men.m.place_id || '';
      } else if (men.m.kind === 'date') {
        el.classList.add('t-date');
        el.dataset.date = men.m.when || '';
        if (men.m.earliest) el.dataset.earliest = men.m.earliest;
        if (men.m.latest) el.dataset.latest = men.m.latest;
      }
    }
    el.textContent = text;
    frag.append(el);
  }
  ui.docText.replaceChildren(frag);
  ui.docTitle.textContent = doc.title;
  storyOrder = [...eventsById.values()]
    .filter((ev) => ev.f.properties?.source?.document === doc.id && Number.isFinite(ev.f.properties.source.start))
    .sort((x, y) => x.f.properties.source.start - y.f.properties.source.start || x.id.localeCompare(y.id))
    .map((ev) => ev.id);
  renderStory();
  markText();
}

let textCycle = 0;
let textCycleSet = '';

ui.docText.addEventListener('click', (e) => {
  const seg = e.target.closest('.seg');
  if (!seg) return;
  const evs = (seg.dataset.ev || '').split(' ').filter(Boolean);
  if (seg.dataset.place) {
    // A place: fly to it; the slider goes to the event of its sentence.
    const key = `places/${seg.dataset.place}`;
    const ev = evs.find((k) => k.startsWith('events/'));
    if (ev) setDateFor(ev);
    const ll = latLngOf(key);
    if (ll) map.setView(ll, Math.max(map.getZoom(), 6), { animate: false });
    openPopup(key, ll);
    markText(key);
    return;
  }
  if (seg.dataset.date !== undefined && (seg.dataset.earliest || seg.dataset.latest)) {
    const day = parseDay(seg.dataset.earliest) ?? parseDay(seg.dataset.latest);
    pause();
    setTime(day, { immediate: true });
    const ev = evs.find((k) => k.startsWith('events/'));
    if (ev) focusEvent(ev.slice(7), { setDate: false, scroll: false });
    return;
  }
  if (evs.length) {
    // Several events may share a sentence: each click on it takes the
    // next, events before movements.
    evs.sort((a, b) => Number(a.startsWith('movements/')) - Number(b.startsWith('movements/')));
    const set = evs.join(' ');
    textCycle = set === textCycleSet ? textCycle + 1 : 0;
    textCycleSet = set;
    const key = evs[textCycle % evs.length];
    const [kind, ...rest] = key.split('/');
    if (kind === 'events') focusEvent(rest.join('/'), { scroll: false });
    else focusMovement(rest.join('/'));
  }
});

/** Highlights the text of the selected feature and the mentions of a place. */
function markText(key = state.selected) {
  for (const el of ui.docText.querySelectorAll('.active')) el.classList.remove('active');
  if (!key) return [];
  let els = [];
  if (key.startsWith('places/')) {
    els = [...ui.docText.querySelectorAll('.seg[data-place]')].filter((el) => el.dataset.place === key.slice(7));
  } else {
    els = [...ui.docText.querySelectorAll('.seg[data-ev]')].filter((el) => el.dataset.ev.split(' ').includes(key));
  }
  for (const el of els) el.classList.add('active');
  return els;
}

/** Scrolls the text to a feature's sentence (or a place's first mention). */
function scrollTextTo(key) {
  const els = markText(key);
  if (!els.length || ui.panelText.hidden) return;
  els[0].scrollIntoView({ block: 'center', behavior: state.ready ? 'smooth' : 'auto' });
}

function setDateFor(key) {
  const id = key.replace(/^events\//, '');
  const ev = eventsById.get(id);
  if (!ev) return;
  const day = ev.s ?? ev.e;
  if (day == null) return;
  pause();
  setTime(day, { immediate: true });
}

/** Selects an event: the slider to its date, the map to its marker, its popup and its sentence. */
function focusEvent(id, { setDate = true, scroll = true } = {}) {
  const ev = eventsById.get(id);
  if (!ev) return;
  const key = `events/${id}`;
  if (setDate) setDateFor(key);
  if (state.hiddenTypes.has(ev.type)) {
    state.hiddenTypes.delete(ev.type);
    renderLegend();
    renderCurrent();
  }
  if (ev.ll) {
    if (!map.hasLayer(eventsLayer)) map.addLayer(eventsLayer);
    // The map goes to the event at once (no flight: the popup, the labels
    // and the text all follow a map at rest), at least at a regional zoom.
    map.setView(ev.ll, Math.max(map.getZoom(), 5), { animate: false });
    openPopup(key, latLngOf(key) || ev.ll);
  } else {
    openPopup(key, map.getCenter());
  }
  if (scroll) scrollTextTo(key);
  else markText(key);
}

function focusMovement(id) {
  const m = movements.find((x) => x.id === id);
  if (!m) return;
  if (m.s != null) {
    pause();
    setTime(m.s + (m.e - m.s) / 2, { immediate: true });
  }
  map.fitBounds(L.latLngBounds(m.path), { padding: [60, 60], maxZoom: 7, animate: false });
  openPopup(`movements/${id}`, latLngOf(`movements/${id}`));
}

function select(key) {
  if (state.selected === key) return;
  state.selected = key;
  for (const el of ui.list.querySelectorAll('.event-item.selected')) el.classList.remove('selected');
  if (key && key.startsWith('events/')) {
    const li = ui.list.querySelector(`.event-item[data-id="${CSS.escape(key.slice(7))}"]`);
    if (li) li.classList.add('selected');
    const i = storyOrder.indexOf(key.slice(7));
    if (i >= 0) state.storyIndex = i;
  }
  const day = Math.floor(state.t);
  for (const [id, m] of markers) {
    const ev = eventsById.get(id);
    if (m.kind === 'event' && ev) m.marker.setStyle(eventStyle(ev, day));
  }
  markText(key);
  renderStory();
  saveHash();
}

// ---------------------------------------------------------------- story mode

function renderStory() {
  const n = storyOrder.length;
  ui.storyToggle.setAttribute('aria-pressed', String(state.story));
  ui.storyToggle.disabled = n === 0;
  ui.storyPrev.disabled = !state.story || state.storyIndex <= 0;
  ui.storyNext.disabled = !state.story || state.storyIndex >= n - 1;
  ui.storyPos.textContent = state.story && state.storyIndex >= 0 ? S.storyOf(state.storyIndex + 1, n) : (n ? S.storyOff : '');
}

function storyStep(dir) {
  if (!storyOrder.length) return;
  if (!state.story) state.story = true;
  let i = state.storyIndex + dir;
  if (state.storyIndex < 0) i = dir > 0 ? 0 : storyOrder.length - 1;
  i = clamp(i, 0, storyOrder.length - 1);
  state.storyIndex = i;
  showTab('text', false);
  focusEvent(storyOrder[i]);
  renderStory();
  saveHash();
}

ui.storyToggle.addEventListener('click', () => {
  state.story = !state.story;
  if (state.story) {
    storyStep(state.storyIndex < 0 ? 1 : 0);
  } else {
    renderStory();
    saveHash();
  }
});
ui.storyPrev.addEventListener('click', () => storyStep(-1));
ui.storyNext.addEventListener('click', () => storyStep(1));

// ---------------------------------------------------------------- tabs and the phone's bottom sheet

function showTab(name, expand) {
  state.tab = name;
  const text = name === 'text';
  ui.tabText.setAttribute('aria-selected', String(text));
  ui.tabEvents.setAttribute('aria-selected', String(!text));
  ui.panelText.hidden = !text;
  ui.panelEvents.hidden = text;
  if (!text && listsStale) renderLists(windowEvents.filter(visible));
  if (expand) setSheet(true);
  saveHash();
}

function setSheet(open) {
  ui.sidebar.classList.toggle('open', open);
  ui.handle.setAttribute('aria-expanded', String(open));
}

ui.tabText.addEventListener('click', () => {
  if (isPhone() && state.tab === 'text' && ui.sidebar.classList.contains('open')) setSheet(false);
  else showTab('text', true);
  if (state.selected) scrollTextTo(state.selected);
});
ui.tabEvents.addEventListener('click', () => {
  if (isPhone() && state.tab === 'events' && ui.sidebar.classList.contains('open')) setSheet(false);
  else showTab('events', true);
});
ui.handle.addEventListener('click', () => setSheet(!ui.sidebar.classList.contains('open')));

// ---------------------------------------------------------------- names and language

ui.namesToggle.addEventListener('click', () => {
  state.modernNames = !state.modernNames;
  applyLang();
  updatePlaceNames(true);
  renderCurrent(true);
  refreshPopup();
  saveHash();
});

ui.langToggle.addEventListener('click', () => setLang(state.lang === 'ru' ? 'en' : 'ru'));

function setLang(lang) {
  if (!LANGS.includes(lang) || lang === state.lang) return;
  state.lang = lang;
  applyLang();
  renderLegend();
  renderLayersControl();
  bordersNote.update();
  fitControl.update();
  renderAttribution();
  renderTicks();
  renderDate();
  renderSpan();
  renderStory();
  renderCurrent(true);
  updatePlaceNames(true);
  refreshPopup();
  lastRequested = null;
  scheduleQuery(true);
  saveHash();
}

function refreshPopup() {
  if (popupKey && map.hasLayer(popup)) {
    const html = featureHTML(popupKey);
    if (html) {
      popup.setContent(html);
      paint(popup.getElement());
    }
  }
}

// ---------------------------------------------------------------- state in the URL

let hashTimer = null;
let writtenHash = null;

/** The page's state as URL fragment parameters. */
function hashOf() {
  const q = new URLSearchParams();
  q.set('date', isoDay(Math.floor(state.t)));
  q.set('window', state.windowMode === 'custom' ? `${state.windowDays}d` : state.windowMode);
  const c = map.getCenter();
  q.set('map', `${map.getZoom()}/${c.lat.toFixed(4)}/${c.lng.toFixed(4)}`);
  if (state.selected) q.set('sel', state.selected);
  if (state.hiddenTypes.size) q.set('types', TYPES.filter((t) => !state.hiddenTypes.has(t.id)).map((t) => t.id).join(',') || 'none');
  q.set('lang', state.lang);
  if (state.modernNames) q.set('names', 'modern');
  if (state.story) q.set('story', '1');
  q.set('tab', state.tab);
  if (state.loop) q.set('loop', '1');
  if (state.speed !== 10) q.set('speed', String(state.speed));
  return q.toString().replace(/%2F/gi, '/').replace(/%2C/gi, ',');
}

function saveHash() {
  if (!state.ready) return;
  // While playing, at most twice a second; else once things settle.
  if (hashTimer && state.playing) return;
  clearTimeout(hashTimer);
  hashTimer = setTimeout(() => {
    hashTimer = null;
    const h = hashOf();
    if (h === writtenHash) return;
    writtenHash = h;
    history.replaceState(null, '', `#${h}`);
  }, state.playing ? 500 : 100);
}
map.on('moveend', () => saveHash());

/** Applies URL fragment parameters; returns whether they gave a view. */
function applyHash(q) {
  if (LANGS.includes(q.get('lang')) && q.get('lang') !== state.lang) setLang(q.get('lang'));
  const modern = q.get('names') === 'modern';
  if (modern !== state.modernNames) {
    state.modernNames = modern;
    applyLang();
    updatePlaceNames(true);
  }
  const types = q.get('types');
  state.hiddenTypes = new Set();
  if (types) {
    const shown = new Set(types.split(','));
    for (const t of TYPES) if (!shown.has(t.id)) state.hiddenTypes.add(t.id);
  }
  renderLegend();
  state.loop = q.get('loop') === '1';
  ui.loop.setAttribute('aria-pressed', String(state.loop));
  const speed = Number(q.get('speed'));
  if (SPEEDS.includes(speed)) {
    state.speed = speed;
    ui.speedSel.value = String(speed);
  }
  const w = q.get('window');
  const date = parseDay(q.get('date') || '');
  if (date != null) {
    state.t = clamp(date, state.min, state.max);
    ui.slider.value = String(Math.floor(state.t));
    renderDate();
    updatePlaceNames(false);
  }
  if (w && WINDOWS.includes(w)) setWindow(w, state.windowDays);
  else if (w && /^\d+d$/.test(w)) setWindow('custom', Number(w.slice(0, -1)));
  else setWindow(state.windowMode, state.windowDays);
  let view = false;
  const mv = /^(-?[\d.]+)\/(-?[\d.]+)\/(-?[\d.]+)$/.exec(q.get('map') || '');
  if (mv && [mv[1], mv[2], mv[3]].every((x) => Number.isFinite(Number(x)))) {
    map.setView([Number(mv[2]), Number(mv[3])], Number(mv[1]), { animate: false });
    view = true;
  }
  if (q.get('tab') === 'text' || q.get('tab') === 'events') showTab(q.get('tab'), false);
  state.story = q.get('story') === '1';
  const sel = q.get('sel');
  if (sel && /^(events|movements|places)\//.test(sel)) {
    state.pendingSelection = sel;
  } else if (popupKey) {
    map.closePopup(popup);
  }
  renderStory();
  return view;
}

/** Opens the popup of the selection that the URL named, once its marker is drawn. */
function openPendingSelection() {
  const sel = state.pendingSelection;
  if (!sel) return;
  state.pendingSelection = null;
  const ll = latLngOf(sel) || (sel.startsWith('events/') ? map.getCenter() : null);
  if (ll) openPopup(sel, ll, false);
  scrollTextTo(sel);
}

window.addEventListener('hashchange', () => {
  const h = location.hash.replace(/^#/, '');
  if (h === writtenHash) return;
  writtenHash = h;
  applyHash(new URLSearchParams(h));
  openPendingSelection();
});

// ---------------------------------------------------------------- start

function spanFrom(collection) {
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
    for (const ev of eventsById.values()) {
      for (const d of [ev.s, ev.e]) {
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

/**
 * The opening view: fitted to the events and journeys of the current
 * window; to everything when the window is empty.
 */
function fitView(collection) {
  const b = L.latLngBounds([]);
  for (const ev of windowEvents) if (ev.ll && visible(ev)) b.extend(ev.ll);
  for (const m of movements) if (m.phase === 'moving' || m.shown) b.extend(L.latLngBounds(m.path));
  const phone = isPhone();
  const opts = { padding: phone ? [24, 24] : [48, 48], maxZoom: 7, animate: false };
  if (b.isValid()) {
    map.fitBounds(b, opts);
    return;
  }
  const bb = collection?.extent?.spatial?.bbox?.[0];
  if (Array.isArray(bb) && bb.length >= 4 && bb.slice(0, 4).every(Number.isFinite)) {
    const [x1, y1, x2, y2] = bb.length >= 6 ? [bb[0], bb[1], bb[3], bb[4]] : bb;
    if (x2 > x1 && y2 > y1 && !(x2 - x1 >= 359 && y2 - y1 >= 170)) {
      map.fitBounds([[y1, x1], [y2, x2]], opts);
      return;
    }
  }
  const all = L.latLngBounds([]);
  for (const pl of places.values()) all.extend(pl.ll);
  if (all.isValid()) map.fitBounds(all, opts);
}

async function start() {
  applyLang();
  renderLegend();
  renderLayersControl();
  bordersNote.update();
  renderAttribution();
  // The basemap is drawn after the first events: the data comes first.
  const [coll, all, moves, placeFC] = await Promise.allSettled([EARLY.collection, EARLY.events, EARLY.movements, EARLY.places]);
  const problems = [coll, all, moves, placeFC].filter((r) => r.status === 'rejected').map((r) => r.reason.message);
  const collection = coll.status === 'fulfilled' ? coll.value : null;
  state.dataMs = performance.now();
  if (all.status === 'fulfilled') {
    indexEvents(all.value.features);
    allComplete = all.value.complete;
  }
  if (moves.status === 'fulfilled') renderMovements(moves.value.features);
  [state.min, state.max] = spanFrom(collection);
  state.t = state.min;
  if (placeFC.status === 'fulfilled') renderPlaces(placeFC.value.features);

  ui.slider.min = String(state.min);
  ui.slider.max = String(state.max);
  ui.slider.disabled = false;
  renderSpan();
  renderTicks();
  renderHistogram();

  ui.slider.value = String(state.min);
  renderDate();
  const hadView = applyHash(HASH);
  updateMovements();
  if (!hadView && allComplete) {
    // Fit the view to the window before drawing, so that the events are
    // drawn once, at the view a person sees.
    const { a, b } = windowBounds(Math.floor(state.t));
    windowEvents = eventsInWindow(a, b);
    fitView(collection);
  }
  booting = false;
  await runQuery();
  if (!hadView && !allComplete) fitView(collection);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await loadBasemap(EARLY.basemap).catch((err) => {
    setStatus(S.basemapFailed(err.message), 'error');
  });
  const docLoad = loadDocument();
  await docLoad;
  if (!HASH.has('tab') && doc.text && !isPhone()) showTab('text', false);
  state.ready = true;
  document.body.dataset.ready = 'true';
  layoutLabels();
  openPendingSelection();
  saveHash();
  if (problems.length) setStatus(S.someFailed(problems.join('; ')), 'error');
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
      windowMode: state.windowMode,
      cumulative: state.cumulative,
      playing: state.playing,
      loop: state.loop,
      speed: state.speed,
      lang: state.lang,
      modernNames: state.modernNames,
      hiddenTypes: [...state.hiddenTypes],
      selected: state.selected,
      story: state.story,
      storyIndex: state.storyIndex,
      storyLength: storyOrder.length,
      tab: state.tab,
      ready: state.ready,
      eventsLoaded: state.eventsLoaded,
      eventsDate: state.eventsDate,
      eventsQuery: state.eventsQuery,
      allLoaded: allComplete,
      markers: [...markers.values()].filter((m) => m.kind === 'event').length,
      clusters: [...markers.values()].filter((m) => m.kind === 'cluster').length,
      firstRenderMs: state.firstRenderMs,
      dataMs: state.dataMs,
      work: { ...work },
      view: { zoom: map.getZoom(), center: [map.getCenter().lat, map.getCenter().lng] },
      movements: movements.map((m) => ({
        id: m.id, actor: m.actor, color: m.color,
        earliest: m.s == null ? null : isoDay(m.s), latest: m.e == null ? null : isoDay(m.e),
        phase: m.phase, progress: m.f01, shown: m.shown,
      })),
    };
  },
  play,
  pause,
  step,
  brush(a, b) {
    brush(parseDay(a), parseDay(b));
  },
  setLang,
  /** Readable EDTF, as the page writes it. */
  formatEDTF,
  /** A wrapped document's text as the text panel shows it. */
  unwrapLines,
  /** The label of a place feature's properties at a year. */
  placeLabel,
  focusEvent,
  /** The Leaflet map, for debugging. */
  map,
};

start().catch((err) => {
  setStatus(S.cannotStart(err.message), 'error');
  console.error(err);
});
