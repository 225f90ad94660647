// Geometry helpers of the map page: great-circle routes, positions along a
// route, and the antimeridian fixes the Natural Earth basemap needs.
import * as L from 'leaflet';

export function clamp(x, lo, hi) {
  return Math.min(hi, Math.max(lo, x));
}

// Great-circle interpolation between two [lon, lat] points.
export function toVec([lon, lat]) {
  const la = (lat * Math.PI) / 180;
  const lo = (lon * Math.PI) / 180;
  return [Math.cos(la) * Math.cos(lo), Math.cos(la) * Math.sin(lo), Math.sin(la)];
}

export function slerp(a, b, f) {
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
export function routeOf(coords) {
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

export function cumulativeLengths(path) {
  const cum = [0];
  for (let i = 1; i < path.length; i++) cum.push(cum[i - 1] + path[i - 1].distanceTo(path[i]));
  return cum;
}

export function pointAlong(path, cum, f) {
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


/**
 * The part of path from fraction f0 to f1 of its length (0 ≤ f0 ≤ f1 ≤ 1),
 * with the path's own vertices in between.
 */
export function subPath(path, cum, f0, f1) {
  const total = cum[cum.length - 1];
  if (!(total > 0) || f1 <= f0) return [];
  const a = clamp(f0, 0, 1) * total;
  const b = clamp(f1, 0, 1) * total;
  const out = [pointAlong(path, cum, f0)];
  for (let i = 1; i < path.length - 1; i++) {
    if (cum[i] > a && cum[i] < b) out.push(path[i]);
  }
  out.push(pointAlong(path, cum, f1));
  return out;
}

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

export function fixPolygons(geom) {
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

export function splitLines(geom) {
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
