#!/usr/bin/env node
/**
 * Sample images of Hormiguero de Poemas (the art the seed database points at).
 *
 * Every picture is composed here as SVG from simple shapes and rasterised to WebP with
 * sharp. All randomness comes from a seeded generator (mulberry32 over an FNV-1a hash of
 * the file's name), so running the script again rewrites byte-identical files:
 *
 *   npm run sample:images
 *
 * Output, under src/assets/ so the build can resize them (a seed value '/sample/x.webp' or
 * 'portadas/x.webp' is looked up there; see src/lib/media/responsiveImage.ts):
 *   sample/ediciones/    edition covers, 1600x1000
 *   sample/secciones/    section backgrounds (edition 2 and the visual section), 1600x1000
 *   portadas/            storage-bucket section backgrounds of edition 1, 1600x1000
 *   sample/autores/      stylised portraits, 480x480
 *   sample/visuales/     the visual artists' pieces, 1200x900
 *   sample/poemas/       poem covers and the photo-poem sequences, 1200x900
 *   sample/poemarios/    book covers, 600x800
 *   sample/manilargos/   elongated hands, 1200x800
 *   sample/collages/     paper collages, 1200x800
 *
 * The hand-drawn vector files (public/insectos, public/404, public/sample/logo) are not made
 * here; they are edited by hand.
 *
 * No text is drawn into the rasters, so the output never depends on installed fonts.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ASSETS = path.join(ROOT, 'src/assets');

// ---------------------------------------------------------------------------------------
// Deterministic randomness

function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

class Rand {
  constructor(seed) {
    this.state = hash(String(seed));
  }
  next() {
    // mulberry32
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a, b) {
    return a + (b - a) * this.next();
  }
  int(a, b) {
    return Math.floor(this.range(a, b + 1));
  }
  pick(list) {
    return list[Math.floor(this.next() * list.length)];
  }
  chance(p) {
    return this.next() < p;
  }
  /** Small integer for feTurbulence's seed attribute. */
  seed() {
    return this.int(1, 9999);
  }
}

/** Numbers printed with at most one decimal, to keep the SVG short. */
const f = (n) => String(Math.round(n * 10) / 10);
const deg = (rad) => (rad * 180) / Math.PI;

// ---------------------------------------------------------------------------------------
// SVG building blocks

function doc(w, h, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

function hexToRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255);
}

/**
 * A cloudy texture filter: low-frequency fractal noise turned into a single colour whose
 * alpha follows the noise. Low frequencies keep the WebP files small.
 */
function mottleFilter(id, { w, h, freq, octaves = 3, color, alpha, seed, bias = 0.42 }) {
  const [r, g, b] = hexToRgb(color);
  const k = alpha * 3;
  return (
    `<filter id="${id}" filterUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed}"/>` +
    `<feColorMatrix type="matrix" values="0 0 0 0 ${f3(r)} 0 0 0 0 ${f3(g)} 0 0 0 0 ${f3(b)} ${f3(k)} 0 0 0 ${f3(-k * bias)}"/>` +
    `</filter>`
  );
}
const f3 = (n) => String(Math.round(n * 1000) / 1000);

function mottle(id, w, h) {
  return `<rect width="${w}" height="${h}" filter="url(#${id})"/>`;
}

/** Roughens the outline of whatever it is applied to (ink, torn edges). */
function roughFilter(id, { freq = 0.03, scale = 18, seed, octaves = 2 }) {
  return (
    `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed}"/>` +
    `<feDisplacementMap in="SourceGraphic" scale="${scale}" xChannelSelector="R" yChannelSelector="G"/>` +
    `</filter>`
  );
}

function vignette(id, w, h, strength = 0.6, color = '#000') {
  return {
    defs: `<radialGradient id="${id}" cx="50%" cy="50%" r="75%"><stop offset="45%" stop-color="${color}" stop-opacity="0"/><stop offset="100%" stop-color="${color}" stop-opacity="${strength}"/></radialGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#${id})"/>`,
  };
}

/** A top-view ant, head towards -y (up), about 30 units long at scale 1. */
function ant(x, y, s, rotation, color, legWidth = 1.1) {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rotation)}) scale(${f3(s)})" fill="${color}" stroke="${color}" stroke-linecap="round" stroke-linejoin="round">` +
    `<path fill="none" stroke-width="${legWidth}" d="M-1 -3L-7 -8L-9 -13M1 -3L7 -8L9 -13M-1 0L-8 -1L-12 2M1 0L8 -1L12 2M-1 2L-7 6L-9 12M1 2L7 6L9 12M-1 -10L-4 -15L-7 -16M1 -10L4 -15L7 -16"/>` +
    `<ellipse cx="0" cy="-8.5" rx="3.1" ry="3.3" stroke="none"/>` +
    `<ellipse cx="0" cy="-1.5" rx="2" ry="3.6" stroke="none"/>` +
    `<ellipse cx="0" cy="8" rx="4.4" ry="6" stroke="none"/>` +
    `</g>`
  );
}

function beetle(x, y, s, rotation, color, line) {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rotation)}) scale(${f3(s)})" stroke-linecap="round">` +
    `<path fill="none" stroke="${color}" stroke-width="1.4" d="M-5 -6L-12 -10L-14 -15M5 -6L12 -10L14 -15M-6 1L-14 1L-16 5M6 1L14 1L16 5M-5 8L-11 14L-12 19M5 8L11 14L12 19M-2 -13L-5 -19M2 -13L5 -19"/>` +
    `<ellipse cx="0" cy="-12" rx="3.5" ry="2.6" fill="${color}"/>` +
    `<path d="M-7 -9Q0 -12 7 -9L7 -5L-7 -5Z" fill="${color}"/>` +
    `<ellipse cx="0" cy="4" rx="8" ry="11" fill="${color}"/>` +
    `<path d="M0 -6V15" stroke="${line}" stroke-width="0.8"/>` +
    `</g>`
  );
}

function dragonfly(x, y, s, rotation, body, wing) {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rotation)}) scale(${f3(s)})">` +
    `<g fill="${wing}"><ellipse cx="-16" cy="-6" rx="16" ry="4" transform="rotate(-8 -16 -6)"/><ellipse cx="16" cy="-6" rx="16" ry="4" transform="rotate(8 16 -6)"/>` +
    `<ellipse cx="-15" cy="1" rx="15" ry="4" transform="rotate(10 -15 1)"/><ellipse cx="15" cy="1" rx="15" ry="4" transform="rotate(-10 15 1)"/></g>` +
    `<g fill="${body}"><circle cx="0" cy="-12" r="3.2"/><ellipse cx="0" cy="-4" rx="2.6" ry="5"/><rect x="-1.1" y="0" width="2.2" height="30" rx="1.1"/></g>` +
    `</g>`
  );
}

function leaf(x, y, len, wid, rotation, fill, vein, opacity = 1) {
  const L = len;
  const W = wid / 2;
  let veins = '';
  for (let i = 1; i < 6; i++) {
    const t = (i / 6) * L;
    const dy = W * 0.85 * Math.sin((Math.PI * i) / 6);
    veins += `M${f(t)} 0L${f(t + L * 0.12)} ${f(-dy)}M${f(t)} 0L${f(t + L * 0.12)} ${f(dy)}`;
  }
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rotation)})" opacity="${f3(opacity)}">` +
    `<path d="M0 0C${f(L * 0.25)} ${f(-W * 1.3)} ${f(L * 0.7)} ${f(-W * 1.1)} ${f(L)} 0C${f(L * 0.7)} ${f(W * 1.1)} ${f(L * 0.25)} ${f(W * 1.3)} 0 0Z" fill="${fill}"/>` +
    `<path d="M${f(-L * 0.08)} 0L${f(L * 0.95)} 0${veins}" fill="none" stroke="${vein}" stroke-width="${f(Math.max(1, L / 160))}"/>` +
    `</g>`
  );
}

function hexPath(cx, cy, r) {
  let d = '';
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    d += `${i ? 'L' : 'M'}${f(cx + r * Math.cos(a))} ${f(cy + r * Math.sin(a))}`;
  }
  return `${d}Z`;
}

/** Outline of a sheet of paper w x h, with torn (jagged) or cut (straight) edges. */
function paperPath(r, w, h, torn = [true, true, true, true], step = 16, jitter = 4) {
  const corners = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
  let d = '';
  for (let e = 0; e < 4; e++) {
    const [x0, y0] = corners[e];
    const [x1, y1] = corners[(e + 1) % 4];
    const len = Math.hypot(x1 - x0, y1 - y0);
    const n = torn[e] ? Math.max(2, Math.ceil(len / step)) : 1;
    const nx = -(y1 - y0) / len;
    const ny = (x1 - x0) / len;
    for (let k = 0; k < n; k++) {
      const t = k / n;
      const j = torn[e] && k > 0 ? r.range(-jitter, jitter) : 0;
      d += `${d ? 'L' : 'M'}${f(x0 + (x1 - x0) * t + nx * j)} ${f(y0 + (y1 - y0) * t + ny * j)}`;
    }
  }
  return `${d}Z`;
}

/** Grey bars that read as lines of printed text, as one path. */
function textBars(r, x, y, w, h, lineGap = 14, barH = 5) {
  let d = '';
  for (let yy = y; yy + barH <= y + h; yy += lineGap) {
    let xx = x;
    const end = x + w * (r.chance(0.18) ? r.range(0.35, 0.8) : 1);
    while (xx < end) {
      const ww = r.range(10, 48);
      if (xx + ww > end) break;
      d += `M${f(xx)} ${f(yy)}h${f(ww)}v${barH}h${f(-ww)}Z`;
      xx += ww + r.range(5, 9);
    }
  }
  return d;
}

/**
 * The shapes of a hand silhouette (palm, fingers, thumb, wrist), wrist at the origin and
 * fingers towards -y. `elong` stretches the fingers; `side` puts the thumb left (-1) or right (1).
 */
function handShapes({
  palmW = 120,
  palmH = 125,
  fingerW = 25,
  lens = [0.8, 1, 1.08, 0.98],
  elong = 1,
  spread = 7,
  curl = 0,
  thumbAngle = 48,
  thumbLen = 1,
  side = -1,
  wristW = 88,
  wristH = 150,
}) {
  const top = -wristH - palmH;
  let out = `<rect x="${f(-wristW / 2)}" y="${f(-wristH - 20)}" width="${f(wristW)}" height="${f(wristH + 40)}" rx="${f(wristW * 0.3)}"/>`;
  out += `<rect x="${f(-palmW / 2)}" y="${f(top)}" width="${f(palmW)}" height="${f(palmH + 30)}" rx="${f(palmW * 0.3)}"/>`;
  const base = palmH * 0.72;
  for (let i = 0; i < 4; i++) {
    const bx = -palmW / 2 + fingerW / 2 + 2 + (i * (palmW - fingerW - 4)) / 3;
    const by = top + fingerW * 0.6;
    const len = base * lens[i] * elong;
    const a = (i - 1.5) * spread + curl;
    const w = fingerW * (i === 0 ? 0.86 : 1);
    out += `<rect x="${f(-w / 2)}" y="${f(-len)}" width="${f(w)}" height="${f(len + w)}" rx="${f(w / 2)}" transform="translate(${f(bx)} ${f(by)}) rotate(${f(a)})"/>`;
  }
  const tw = fingerW * 1.15;
  const tlen = palmH * 0.62 * thumbLen * (1 + (elong - 1) * 0.6);
  const tx = side * (palmW / 2 - tw * 0.4);
  const ty = top + palmH * 0.62;
  out += `<rect x="${f(-tw / 2)}" y="${f(-tlen)}" width="${f(tw)}" height="${f(tlen + tw)}" rx="${f(tw / 2)}" transform="translate(${f(tx)} ${f(ty)}) rotate(${f(side * thumbAngle)})"/>`;
  return out;
}

function hand(opts, transform, fill, opacity = 1) {
  return `<g transform="${transform}" fill="${fill}" opacity="${f3(opacity)}">${handShapes(opts)}</g>`;
}

/** A hand drawn as the outline of its silhouette (stroke of the union, not of each part). */
function handOutline(opts, transform, stroke, fillInside, width = 6) {
  const shapes = handShapes(opts);
  return (
    `<g transform="${transform}"><g fill="${stroke}" stroke="${stroke}" stroke-width="${width * 2}" stroke-linejoin="round">${shapes}</g>` +
    `<g fill="${fillInside}">${shapes}</g></g>`
  );
}

function cubic(p0, p1, p2, p3, t) {
  const u = 1 - t;
  const x = u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0];
  const y = u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1];
  const dx = 3 * u * u * (p1[0] - p0[0]) + 6 * u * t * (p2[0] - p1[0]) + 3 * t * t * (p3[0] - p2[0]);
  const dy = 3 * u * u * (p1[1] - p0[1]) + 6 * u * t * (p2[1] - p1[1]) + 3 * t * t * (p3[1] - p2[1]);
  return { x, y, angle: deg(Math.atan2(dy, dx)) };
}

/** Ants walking along a cubic curve (heads forward). */
function antTrail(r, pts, count, { size = [1, 1.4], colors, spreadPx = 10 }) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const t = (i + r.range(0, 0.7)) / count;
    const p = cubic(...pts, t);
    const n = r.range(-spreadPx, spreadPx);
    const a = ((p.angle + 90) * Math.PI) / 180;
    out += ant(p.x + Math.cos(a) * n, p.y + Math.sin(a) * n, r.range(...size), p.angle + 90 + r.range(-25, 25), r.pick(colors));
  }
  return out;
}

function specks(r, w, h, count, color, [r0, r1], [o0, o1]) {
  let out = `<g fill="${color}">`;
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${f(r.range(0, w))}" cy="${f(r.range(0, h))}" r="${f(r.range(r0, r1))}" opacity="${f3(r.range(o0, o1))}"/>`;
  }
  return `${out}</g>`;
}

/** A piece of paper (torn outline, slight shadow, optional printed lines) placed and turned. */
function paperPiece(r, { x, y, w, h, rot, fill, text = null, torn, shadow = 0.25, stitches = null }) {
  const d = paperPath(r, w, h, torn ?? [r.chance(0.6), r.chance(0.6), r.chance(0.6), r.chance(0.6)]);
  let out = `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">`;
  if (shadow) out += `<path d="${d}" fill="#000" opacity="${shadow}" transform="translate(6 8)"/>`;
  out += `<path d="${d}" fill="${fill}"/>`;
  if (text)
    out += `<path d="${textBars(r, w * 0.1, h * 0.12, w * 0.8, h * 0.76, text.gap ?? 14, text.bar ?? 5)}" fill="${text.color}" opacity="${text.opacity ?? 0.5}"/>`;
  if (stitches)
    out += `<path d="M${f(w * 0.06)} ${f(h * 0.08)}V${f(h * 0.92)}" stroke="${stitches}" stroke-width="3" stroke-dasharray="12 9" fill="none"/>`;
  return `${out}</g>`;
}

// ---------------------------------------------------------------------------------------
// Compositions

/** Edition 1 and its relatives: earth, leaves, trails of tiny insects, dark. */
function earthScene(
  name,
  { w = 1600, h = 1000, ground = ['#241b13', '#0e0b08'], leaves = 14, leafColors, trails = 2, antColors, extras = true, dark = 0.55 },
) {
  const r = new Rand(name);
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ground[0]}"/><stop offset="1" stop-color="${ground[1]}"/></linearGradient>` +
    mottleFilter('m1', { w, h, freq: 0.006, octaves: 4, color: '#6b5138', alpha: 0.45, seed: r.seed() }) +
    mottleFilter('m2', { w, h, freq: 0.02, octaves: 3, color: '#000000', alpha: 0.35, seed: r.seed() });
  const v = vignette('vg', w, h, dark);
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>${mottle('m1', w, h)}${mottle('m2', w, h)}`;
  body += specks(r, w, h, 160, '#e7cf9f', [0.8, 2.6], [0.08, 0.35]);
  for (let i = 0; i < leaves; i++) {
    const len = r.range(180, 520);
    body += leaf(
      r.range(-150, w),
      r.range(-80, h + 40),
      len,
      len * r.range(0.26, 0.36),
      r.range(0, 360),
      r.pick(leafColors),
      'rgba(255,240,200,0.18)',
      r.range(0.55, 0.92),
    );
  }
  for (let i = 0; i < trails; i++) {
    const p0 = [r.range(-100, w * 0.2), r.range(0, h)];
    const p3 = [r.range(w * 0.8, w + 100), r.range(0, h)];
    const pts = [p0, [r.range(0, w), r.range(-200, h + 200)], [r.range(0, w), r.range(-200, h + 200)], p3];
    body += antTrail(r, pts, r.int(34, 48), { size: [0.9, 1.35], colors: antColors });
  }
  if (extras) {
    body += beetle(r.range(w * 0.1, w * 0.9), r.range(h * 0.15, h * 0.85), 2.2, r.range(0, 360), '#120d09', '#5d4a33');
    body += dragonfly(r.range(w * 0.55, w * 0.9), r.range(h * 0.1, h * 0.4), 3.2, r.range(-30, 30), '#d9c39a', 'rgba(230,220,200,0.22)');
  }
  body += v.body;
  return doc(w, h, body, defs + v.defs);
}

/** Edition 2 and its relatives: kraft paper, torn sheets, elongated hands, stitches. */
function paperScene(
  name,
  {
    w = 1600,
    h = 1000,
    ground = '#d8c7a5',
    papers,
    pieces = 12,
    hands = 3,
    handColors,
    stitchColor = '#a8432b',
    dark = 0,
    mottleColor = '#8a6f48',
  },
) {
  const r = new Rand(name);
  const defs = mottleFilter('m1', { w, h, freq: 0.008, octaves: 4, color: mottleColor, alpha: 0.35, seed: r.seed() });
  let body = `<rect width="${w}" height="${h}" fill="${ground}"/>${mottle('m1', w, h)}`;
  for (let i = 0; i < pieces; i++) {
    const pw = r.range(220, 620);
    const ph = r.range(160, 520);
    body += paperPiece(r, {
      x: r.range(-120, w - 120),
      y: r.range(-120, h - 100),
      w: pw,
      h: ph,
      rot: r.range(-18, 18),
      fill: r.pick(papers),
      text: r.chance(0.45) ? { color: '#2c2723', opacity: r.range(0.25, 0.5) } : null,
      shadow: 0.18,
    });
  }
  for (let i = 0; i < hands; i++) {
    const opts = {
      elong: r.range(1.5, 2.3),
      spread: r.range(3, 10),
      curl: r.range(-6, 6),
      side: r.chance(0.5) ? -1 : 1,
      thumbAngle: r.range(30, 60),
    };
    const s = r.range(0.9, 1.35);
    const t = `translate(${f(r.range(w * 0.12, w * 0.88))} ${f(h + r.range(20, 120))}) rotate(${f(r.range(-35, 35))}) scale(${f3(s)})`;
    body += r.chance(0.35) ? handOutline(opts, t, r.pick(handColors), ground, 5) : hand(opts, t, r.pick(handColors), r.range(0.75, 0.95));
  }
  for (let i = 0; i < 3; i++) {
    const y0 = r.range(h * 0.1, h * 0.9);
    body += `<path d="M${f(r.range(-50, w * 0.3))} ${f(y0)}C${f(r.range(0, w))} ${f(r.range(0, h))} ${f(r.range(0, w))} ${f(r.range(0, h))} ${f(r.range(w * 0.7, w + 50))} ${f(r.range(0, h))}" fill="none" stroke="${stitchColor}" stroke-width="4" stroke-dasharray="16 11" stroke-linecap="round" opacity="0.8"/>`;
  }
  if (dark) body += `<rect width="${w}" height="${h}" fill="#0c0a09" opacity="${dark}"/>`;
  return doc(w, h, body, defs);
}

function honeycombScene(name, { w = 1600, h = 1000 }) {
  const r = new Rand(name);
  const defs =
    `<radialGradient id="bg" cx="35%" cy="40%" r="80%"><stop offset="0" stop-color="#3a2a14"/><stop offset="1" stop-color="#0f0b07"/></radialGradient>` +
    mottleFilter('m1', { w, h, freq: 0.01, octaves: 3, color: '#c08a3a', alpha: 0.22, seed: r.seed() });
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>${mottle('m1', w, h)}`;
  const R = 54;
  let cells = '';
  let filled = '';
  for (let row = -1; row < h / (R * 1.5) + 1; row++) {
    for (let col = -1; col < w / (R * Math.sqrt(3)) + 1; col++) {
      const cx = col * R * Math.sqrt(3) + (row % 2 ? (R * Math.sqrt(3)) / 2 : 0);
      const cy = row * R * 1.5;
      cells += hexPath(cx, cy, R - 3);
      if (r.chance(0.12)) filled += `<path d="${hexPath(cx, cy, R - 8)}" fill="#d79a3d" opacity="${f3(r.range(0.08, 0.3))}"/>`;
    }
  }
  body += filled + `<path d="${cells}" fill="none" stroke="#e0b468" stroke-width="2" opacity="0.16"/>`;
  // A reading glass over part of the comb.
  const cx = w * 0.68;
  const cy = h * 0.45;
  body += `<circle cx="${cx}" cy="${cy}" r="220" fill="#f3d9a0" opacity="0.06"/><circle cx="${cx}" cy="${cy}" r="220" fill="none" stroke="#e9d3a5" stroke-width="14" opacity="0.35"/>`;
  body += `<path d="M${cx + 156} ${cy + 156}L${cx + 330} ${cy + 330}" stroke="#e9d3a5" stroke-width="34" stroke-linecap="round" opacity="0.35"/>`;
  body += ant(cx - 20, cy + 10, 4.2, 30, 'rgba(20,12,5,0.85)', 1.2);
  body += `<path d="${textBars(r, 120, 640, 520, 240, 26, 8)}" fill="#e8d6b0" opacity="0.12"/>`;
  const v = vignette('vg', w, h, 0.6);
  return doc(w, h, body + v.body, defs + v.defs);
}

function inkScene(name, { w = 1600, h = 1000 }) {
  const r = new Rand(name);
  let defs = mottleFilter('m1', { w, h, freq: 0.005, octaves: 4, color: '#2b3350', alpha: 0.5, seed: r.seed() });
  for (let i = 0; i < 3; i++) defs += roughFilter(`ink${i}`, { freq: 0.012 + i * 0.01, scale: 60 + i * 20, seed: r.seed(), octaves: 3 });
  let body = `<rect width="${w}" height="${h}" fill="#0d0f16"/>${mottle('m1', w, h)}`;
  for (let i = 0; i < 9; i++) {
    const rad = r.range(40, 220);
    body += `<circle cx="${f(r.range(0, w))}" cy="${f(r.range(0, h))}" r="${f(rad)}" fill="${r.pick(['#5b1e2a', '#1f2c4f', '#3a3f63', '#7a2a22'])}" opacity="${f3(r.range(0.35, 0.75))}" filter="url(#ink${i % 3})"/>`;
  }
  for (let i = 0; i < 40; i++) {
    body += `<circle cx="${f(r.range(0, w))}" cy="${f(r.range(0, h))}" r="${f(r.range(2, 12))}" fill="#8d3a33" opacity="${f3(r.range(0.2, 0.6))}" filter="url(#ink0)"/>`;
  }
  body += `<path d="M${f(w * 0.1)} ${f(h * 0.8)}C${f(w * 0.35)} ${f(h * 0.2)} ${f(w * 0.6)} ${f(h * 1.05)} ${f(w * 0.92)} ${f(h * 0.25)}" fill="none" stroke="#c9c3b5" stroke-width="3" opacity="0.25"/>`;
  const v = vignette('vg', w, h, 0.5);
  return doc(w, h, body + v.body, defs + v.defs);
}

// --- Portraits ---------------------------------------------------------------------------

/**
 * Stylised portraits made of flat shapes. Each author gets an explicit recipe so no two look
 * alike; small variations come from the seeded generator.
 */
function portrait(name, p) {
  const r = new Rand(name);
  const S = 480;
  const cx = 240;
  const cy = 215;
  const rx = p.faceW ?? 92;
  const ry = p.faceH ?? 118;
  const defs = `<clipPath id="face"><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"/></clipPath>`;
  let body = `<rect width="${S}" height="${S}" fill="${p.bg}"/>`;
  // Background graphic.
  if (p.backdrop === 'circle') body += `<circle cx="${f(cx + r.range(-60, 60))}" cy="${f(cy - 20)}" r="190" fill="${p.accent}"/>`;
  if (p.backdrop === 'stripes')
    for (let i = 0; i < 6; i++) body += `<rect x="${i * 80}" y="0" width="40" height="${S}" fill="${p.accent}" opacity="0.5"/>`;
  if (p.backdrop === 'half') body += `<rect x="0" y="0" width="${S / 2}" height="${S}" fill="${p.accent}"/>`;
  if (p.backdrop === 'arch') body += `<path d="M60 480V240A180 180 0 0 1 420 240V480Z" fill="${p.accent}"/>`;
  if (p.backdrop === 'dots')
    for (let i = 0; i < 36; i++)
      body += `<circle cx="${40 + (i % 6) * 80}" cy="${40 + Math.floor(i / 6) * 80}" r="${f(r.range(6, 16))}" fill="${p.accent}"/>`;
  if (p.backdrop === 'sun') body += `<circle cx="380" cy="100" r="70" fill="${p.accent}"/>`;
  // Hair behind the head.
  if (p.hair === 'long')
    body += `<path d="M${cx - rx - 28} ${cy}C${cx - rx - 40} ${cy - ry - 60} ${cx + rx + 40} ${cy - ry - 60} ${cx + rx + 28} ${cy}L${cx + rx + 40} ${cy + 190}L${cx - rx - 40} ${cy + 190}Z" fill="${p.hairColor}"/>`;
  if (p.hair === 'bob')
    body += `<rect x="${cx - rx - 26}" y="${cy - ry - 24}" width="${2 * rx + 52}" height="${ry * 2 + 10}" rx="70" fill="${p.hairColor}"/>`;
  if (p.hair === 'curly')
    for (let i = 0; i < 16; i++) {
      const a = Math.PI + (i / 15) * Math.PI;
      body += `<circle cx="${f(cx + Math.cos(a) * (rx + 8))}" cy="${f(cy - 10 + Math.sin(a) * (ry + 4))}" r="${f(r.range(34, 44))}" fill="${p.hairColor}"/>`;
    }
  if (p.hair === 'bun') body += `<circle cx="${cx + 10}" cy="${cy - ry - 34}" r="46" fill="${p.hairColor}"/>`;
  // Neck and shoulders.
  body += `<rect x="${cx - 34}" y="${cy + ry - 40}" width="68" height="90" fill="${p.skinShade}"/>`;
  body += `<path d="M40 480C40 370 110 ${cy + ry + 30} ${cx} ${cy + ry + 30}C370 ${cy + ry + 30} 440 370 440 480Z" fill="${p.cloth}"/>`;
  if (p.collar) body += `<path d="M${cx - 40} ${cy + ry + 30}L${cx} ${cy + ry + 90}L${cx + 40} ${cy + ry + 30}Z" fill="${p.collar}"/>`;
  // Face with a two-tone split.
  body += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${p.skin}"/>`;
  if (p.split)
    body += `<g clip-path="url(#face)"><rect x="${p.split === 'left' ? cx - rx : cx}" y="${cy - ry}" width="${rx}" height="${2 * ry}" fill="${p.skinShade}"/></g>`;
  // Hair in front.
  if (p.hair === 'short' || p.hair === 'bun' || p.hair === 'long')
    body += `<path d="M${cx - rx - 4} ${cy - 10}C${cx - rx} ${cy - ry - 40} ${cx + rx} ${cy - ry - 40} ${cx + rx + 4} ${cy - 10}C${cx + 40} ${cy - ry + 10} ${cx - 30} ${cy - ry + 30} ${cx - rx - 4} ${cy - 10}Z" fill="${p.hairColor}"/>`;
  if (p.hair === 'bob')
    body += `<path d="M${cx - rx - 10} ${cy - 20}C${cx - rx} ${cy - ry - 30} ${cx + rx} ${cy - ry - 30} ${cx + rx + 10} ${cy - 20}L${cx + rx + 10} ${cy - ry + 40}L${cx - rx - 10} ${cy - ry + 40}Z" fill="${p.hairColor}"/>`;
  if (p.hair === 'buzz')
    body += `<path d="M${cx - rx + 4} ${cy - 40}A${rx - 4} ${ry - 10} 0 0 1 ${cx + rx - 4} ${cy - 40}Z" fill="${p.hairColor}" opacity="0.55"/>`;
  if (p.beard)
    body += `<path d="M${cx - rx + 4} ${cy + 20}C${cx - rx + 10} ${cy + ry + 22} ${cx + rx - 10} ${cy + ry + 22} ${cx + rx - 4} ${cy + 20}C${cx + 50} ${cy + 108} ${cx - 50} ${cy + 108} ${cx - rx + 4} ${cy + 20}Z" fill="${p.hairColor}"/>`;
  // Features.
  const ey = cy - 8;
  const ex = 38;
  const ink = p.ink ?? '#1b1714';
  if (p.eyes === 'dots')
    body += `<circle cx="${cx - ex}" cy="${ey}" r="9" fill="${ink}"/><circle cx="${cx + ex}" cy="${ey}" r="9" fill="${ink}"/>`;
  if (p.eyes === 'closed')
    body += `<path d="M${cx - ex - 16} ${ey}Q${cx - ex} ${ey + 14} ${cx - ex + 16} ${ey}M${cx + ex - 16} ${ey}Q${cx + ex} ${ey + 14} ${cx + ex + 16} ${ey}" stroke="${ink}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  if (p.eyes === 'almond')
    body += `<path d="M${cx - ex - 20} ${ey}Q${cx - ex} ${ey - 18} ${cx - ex + 20} ${ey}Q${cx - ex} ${ey + 14} ${cx - ex - 20} ${ey}ZM${cx + ex - 20} ${ey}Q${cx + ex} ${ey - 18} ${cx + ex + 20} ${ey}Q${cx + ex} ${ey + 14} ${cx + ex - 20} ${ey}Z" fill="#f4eee4"/><circle cx="${cx - ex}" cy="${ey}" r="7" fill="${ink}"/><circle cx="${cx + ex}" cy="${ey}" r="7" fill="${ink}"/>`;
  if (p.eyes === 'squares')
    body += `<rect x="${cx - ex - 9}" y="${ey - 9}" width="18" height="18" fill="${ink}"/><rect x="${cx + ex - 9}" y="${ey - 9}" width="18" height="18" fill="${ink}"/>`;
  if (p.eyes === 'lines')
    body += `<path d="M${cx - ex - 15} ${ey}H${cx - ex + 15}M${cx + ex - 15} ${ey}H${cx + ex + 15}" stroke="${ink}" stroke-width="7" stroke-linecap="round"/>`;
  if (p.brows)
    body += `<path d="M${cx - ex - 18} ${ey - 26}L${cx - ex + 16} ${ey - 30}M${cx + ex - 16} ${ey - 30}L${cx + ex + 18} ${ey - 26}" stroke="${p.hairColor}" stroke-width="7" stroke-linecap="round"/>`;
  if (p.glasses)
    body += `<g fill="none" stroke="${p.glasses}" stroke-width="6"><circle cx="${cx - ex}" cy="${ey}" r="26"/><circle cx="${cx + ex}" cy="${ey}" r="26"/><path d="M${cx - ex + 26} ${ey}H${cx + ex - 26}"/></g>`;
  if (p.nose === 'line')
    body += `<path d="M${cx + 2} ${ey + 8}L${cx - 12} ${cy + 42}L${cx + 6} ${cy + 42}" stroke="${ink}" stroke-width="5" fill="none" stroke-linejoin="round" opacity="0.7"/>`;
  if (p.nose === 'triangle') body += `<path d="M${cx} ${ey + 10}L${cx - 14} ${cy + 44}H${cx + 14}Z" fill="${p.skinShade}"/>`;
  if (p.nose === 'dot') body += `<circle cx="${cx}" cy="${cy + 34}" r="7" fill="${p.skinShade}"/>`;
  const my = cy + 72;
  if (p.mouth === 'smile')
    body += `<path d="M${cx - 26} ${my - 6}Q${cx} ${my + 16} ${cx + 26} ${my - 6}" stroke="${p.lips ?? ink}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  if (p.mouth === 'flat') body += `<rect x="${cx - 22}" y="${my - 4}" width="44" height="8" rx="4" fill="${p.lips ?? ink}"/>`;
  if (p.mouth === 'round') body += `<ellipse cx="${cx}" cy="${my}" rx="14" ry="10" fill="${p.lips ?? ink}"/>`;
  if (p.mouth === 'half') body += `<path d="M${cx - 24} ${my - 4}A24 18 0 0 0 ${cx + 24} ${my - 4}Z" fill="${p.lips ?? ink}"/>`;
  if (p.cheeks)
    body += `<circle cx="${cx - 58}" cy="${cy + 40}" r="16" fill="${p.cheeks}" opacity="0.6"/><circle cx="${cx + 58}" cy="${cy + 40}" r="16" fill="${p.cheeks}" opacity="0.6"/>`;
  if (p.earring)
    body += `<circle cx="${cx - rx + 2}" cy="${cy + 40}" r="10" fill="${p.earring}"/><circle cx="${cx + rx - 2}" cy="${cy + 40}" r="10" fill="${p.earring}"/>`;
  if (p.extra === 'ant') body += ant(cx + 130, 380, 2.2, -30, p.ink ?? '#1b1714');
  if (p.extra === 'leaf') body += leaf(60, 420, 120, 40, -60, p.accent2 ?? '#3c5a35', 'rgba(255,255,255,0.3)');
  if (p.extra === 'thread')
    body += `<path d="M0 400C120 340 180 470 300 410S440 360 480 390" stroke="${p.accent2}" stroke-width="5" fill="none" stroke-dasharray="14 9"/>`;
  if (p.extra === 'frame') body += `<rect x="18" y="18" width="444" height="444" fill="none" stroke="${p.accent2}" stroke-width="6"/>`;
  return doc(S, S, body, defs);
}

// --- Visual pieces (edition 1) ------------------------------------------------------------

function paperGround(r, w, h, color, mottleColor, alpha = 0.3) {
  return {
    defs: mottleFilter('pg', { w, h, freq: 0.007, octaves: 4, color: mottleColor, alpha, seed: r.seed() }),
    body: `<rect width="${w}" height="${h}" fill="${color}"/>${mottle('pg', w, h)}`,
  };
}

function pieceBigAnt(name) {
  const r = new Rand(name);
  const [w, h] = [1200, 900];
  const g = paperGround(r, w, h, '#efe8da', '#9c8a6a', 0.25);
  const defs =
    g.defs + roughFilter('ink', { freq: 0.04, scale: 7, seed: r.seed() }) + roughFilter('wash', { freq: 0.015, scale: 40, seed: r.seed() });
  let body = g.body;
  body += `<ellipse cx="600" cy="470" rx="300" ry="380" fill="#2d2a28" opacity="0.07" filter="url(#wash)"/>`;
  body += `<g filter="url(#ink)">${ant(600, 450, 23, 8, '#161412', 1.0)}</g>`;
  body += `<path d="M140 820H1060" stroke="#161412" stroke-width="1.5" opacity="0.35"/>`;
  return doc(w, h, body, defs);
}

function pieceGrana(name) {
  const r = new Rand(name);
  const [w, h] = [1200, 900];
  let defs = mottleFilter('bark', { w, h, freq: '0.004 0.05', octaves: 4, color: '#4a3320', alpha: 0.45, seed: r.seed() });
  for (let i = 0; i < 3; i++) defs += roughFilter(`ink${i}`, { freq: 0.01 + i * 0.008, scale: 70 + 25 * i, seed: r.seed(), octaves: 3 });
  let body = `<rect width="${w}" height="${h}" fill="#a8875f"/>${mottle('bark', w, h)}`;
  for (let i = 0; i < 7; i++) {
    body += `<circle cx="${f(r.range(150, 1050))}" cy="${f(r.range(120, 780))}" r="${f(r.range(60, 190))}" fill="${r.pick(['#8e1630', '#b0213f', '#6d1027', '#c23a55'])}" opacity="${f3(r.range(0.55, 0.85))}" filter="url(#ink${i % 3})"/>`;
  }
  for (let i = 0; i < 18; i++)
    body += `<ellipse cx="${f(r.range(80, 1120))}" cy="${f(r.range(60, 840))}" rx="${f(r.range(5, 11))}" ry="${f(r.range(4, 7))}" fill="#e8e0d8" opacity="0.75"/>`;
  return doc(w, h, body, defs);
}

function pieceNail(name) {
  const r = new Rand(name);
  const [w, h] = [1200, 900];
  const g = paperGround(r, w, h, '#ece2d0', '#8a7658', 0.2);
  let defs = g.defs + `<clipPath id="nail"><path d="M470 700V330C470 200 730 200 730 330V700Z"/></clipPath>`;
  defs += `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1b98a"/><stop offset="1" stop-color="#e8d7b8"/></linearGradient>`;
  let body = g.body;
  body += `<path d="M440 900V330C440 160 760 160 760 330V900Z" fill="#d7a98c"/>`;
  body += `<g clip-path="url(#nail)"><rect x="470" y="200" width="260" height="520" fill="url(#sky)"/>`;
  body += `<circle cx="650" cy="330" r="30" fill="#f7e6c4"/>`;
  const layers = ['#6f7f73', '#4d6157', '#34463f', '#22302b'];
  layers.forEach((c, i) => {
    let d = `M460 ${720}`;
    const base = 430 + i * 70;
    for (let x = 460; x <= 740; x += 20) d += `L${x} ${f(base + r.range(-40, 25))}`;
    body += `<path d="${d}L740 720Z" fill="${c}"/>`;
  });
  body += `<path d="M470 640Q600 600 730 650" stroke="#b9d0d0" stroke-width="6" fill="none" opacity="0.7"/></g>`;
  body += `<path d="M470 700V330C470 200 730 200 730 330V700" fill="none" stroke="#8e6a55" stroke-width="5"/>`;
  body += `<path d="M470 700H730" stroke="#f3e4da" stroke-width="22" opacity="0.8"/>`;
  return doc(w, h, body, defs);
}

function pieceWaspNest(name) {
  const r = new Rand(name);
  const [w, h] = [1200, 900];
  const g = paperGround(r, w, h, '#e9e4d8', '#6f6a5c', 0.2);
  let body = g.body;
  const cx = 600;
  const cy = 450;
  body += `<g fill="none" stroke="#23252b" stroke-linecap="round">`;
  for (let k = 1; k <= 11; k++) {
    const rad = k * 34 + r.range(-6, 6);
    let d = '';
    for (let i = 0; i <= 90; i++) {
      const a = (i / 90) * Math.PI * 2;
      const rr = rad * (1 + 0.06 * Math.sin(a * 3 + k) + r.range(-0.01, 0.01));
      d += `${i ? 'L' : 'M'}${f(cx + Math.cos(a) * rr * 1.25)} ${f(cy + Math.sin(a) * rr)}`;
    }
    body += `<path d="${d}Z" stroke-width="${k % 3 === 0 ? 3 : 1.4}" opacity="${k % 3 === 0 ? 0.85 : 0.5}"/>`;
  }
  // Streets: radial cuts, like a plan.
  for (let i = 0; i < 14; i++) {
    const a = r.range(0, Math.PI * 2);
    body += `<path d="M${f(cx + Math.cos(a) * 40)} ${f(cy + Math.sin(a) * 30)}L${f(cx + Math.cos(a) * 470)} ${f(cy + Math.sin(a) * 375)}" stroke-width="1" opacity="0.45"/>`;
  }
  body += `</g>`;
  let wash = '';
  for (let i = 0; i < 24; i++) wash += `<path d="${hexPath(cx + r.range(-380, 380), cy + r.range(-280, 280), r.range(14, 26))}"/>`;
  body += `<g fill="#3d5a80" opacity="0.28">${wash}</g>`;
  return doc(w, h, body, g.defs);
}

function pieceMoths(name) {
  const r = new Rand(name);
  const [w, h] = [1200, 900];
  const defs = `<radialGradient id="glow" cx="50%" cy="45%" r="40%"><stop offset="0" stop-color="#f3e2b3" stop-opacity="0.55"/><stop offset="1" stop-color="#f3e2b3" stop-opacity="0"/></radialGradient>`;
  let body = `<rect width="${w}" height="${h}" fill="#07080c"/><rect width="${w}" height="${h}" fill="url(#glow)"/>`;
  const cx = 600;
  const cy = 400;
  body += `<g fill="none" stroke="#f4f0e6" stroke-linecap="round">`;
  for (let k = 0; k < 14; k++) {
    let d = '';
    let a = r.range(0, Math.PI * 2);
    let rad = r.range(300, 520);
    const turn = r.range(0.05, 0.11) * (r.chance(0.5) ? 1 : -1);
    for (let i = 0; i < 140; i++) {
      a += turn;
      rad *= r.range(0.975, 1.01);
      rad = Math.max(rad, 22);
      const x = cx + Math.cos(a) * rad + r.range(-4, 4);
      const y = cy + Math.sin(a) * rad * 0.8 + r.range(-4, 4);
      d += `${i ? 'L' : 'M'}${f(x)} ${f(y)}`;
    }
    body += `<path d="${d}" stroke-width="${f(r.range(0.8, 2.2))}" opacity="${f3(r.range(0.35, 0.85))}"/>`;
  }
  body += `</g><circle cx="${cx}" cy="${cy}" r="18" fill="#fff8e6"/>`;
  body += `<path d="M${cx} 0V${cy - 18}" stroke="#f4f0e6" stroke-width="2" opacity="0.6"/>`;
  return doc(w, h, body, defs);
}

function pieceHiveCity(name) {
  const r = new Rand(name);
  const [w, h] = [1200, 900];
  const g = paperGround(r, w, h, '#dfe3e6', '#5d6b78', 0.2);
  let defs = g.defs;
  defs += `<pattern id="airmail" width="60" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="60" height="60" fill="#f4f1ea"/><rect width="15" height="60" fill="#c8362f"/><rect x="30" width="15" height="60" fill="#27498a"/></pattern>`;
  let body = g.body;
  const R = 70;
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 10; col++) {
      const cx = 90 + col * R * Math.sqrt(3) + (row % 2 ? (R * Math.sqrt(3)) / 2 : 0);
      const cy = 60 + row * R * 1.5;
      const dist = Math.hypot(cx - 600, cy - 450);
      if (dist > 470 + r.range(-60, 40)) continue;
      const kind = r.int(0, 5);
      const fill = kind === 0 ? 'url(#airmail)' : ['#f2ead8', '#e3d3b0', '#b9c7d3', '#f4f1ea', '#d9a94a'][kind - 1];
      body += `<path d="${hexPath(cx + r.range(-3, 3), cy + r.range(-3, 3), R - 6)}" fill="${fill}" stroke="#3a3a3a" stroke-width="1.2" transform="rotate(${f(r.range(-4, 4))} ${f(cx)} ${f(cy)})"/>`;
      if (kind === 3) body += `<path d="${textBars(r, cx - 35, cy - 25, 70, 50, 10, 3)}" fill="#333" opacity="0.45"/>`;
    }
  }
  return doc(w, h, body, defs);
}

function pieceMapNest(name) {
  const r = new Rand(name);
  const [w, h] = [1200, 900];
  const g = paperGround(r, w, h, '#e8dcbf', '#8d7a52', 0.28);
  let body = g.body;
  // Atlas layer: contour lines and rivers.
  body += `<g fill="none" stroke="#9e8a5f" stroke-width="1.2" opacity="0.6">`;
  for (let k = 0; k < 9; k++) {
    const cx = r.range(200, 1000);
    const cy = r.range(150, 750);
    for (let j = 1; j < 5; j++)
      body += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(j * r.range(28, 40))}" ry="${f(j * r.range(18, 30))}" transform="rotate(${f(r.range(0, 180))} ${f(cx)} ${f(cy)})"/>`;
  }
  body += `</g><g fill="none" stroke="#4f7ca3" stroke-linecap="round">`;
  for (let k = 0; k < 3; k++) {
    let d = `M${f(r.range(0, 200))} ${f(r.range(0, h))}`;
    for (let i = 0; i < 5; i++) d += `Q${f(r.range(0, w))} ${f(r.range(0, h))} ${f(200 + i * 220 + r.range(-40, 40))} ${f(r.range(0, h))}`;
    body += `<path d="${d}" stroke-width="${4 - k}" opacity="0.8"/>`;
  }
  body += `</g>`;
  // Cut paper layer: the nest's galleries and chambers.
  let d = '';
  let chambers = '';
  let x = 600;
  let y = 60;
  for (let i = 0; i < 16; i++) {
    const nx = Math.min(1100, Math.max(100, x + r.range(-220, 220)));
    const ny = Math.min(840, y + r.range(20, 90));
    d += `M${f(x)} ${f(y)}Q${f((x + nx) / 2 + r.range(-60, 60))} ${f((y + ny) / 2)} ${f(nx)} ${f(ny)}`;
    chambers += `<ellipse cx="${f(nx)}" cy="${f(ny)}" rx="${f(r.range(30, 60))}" ry="${f(r.range(16, 28))}"/>`;
    if (r.chance(0.5)) {
      x = nx;
      y = ny;
    } else {
      y = ny;
    }
  }
  body += `<path d="${d}" fill="none" stroke="#5c3b22" stroke-width="16" stroke-linecap="round" opacity="0.85"/>`;
  body += `<g fill="#5c3b22" opacity="0.9">${chambers}</g>`;
  body += `<rect x="0" y="0" width="${w}" height="40" fill="#7a5a3a" opacity="0.5"/>`;
  return doc(w, h, body, g.defs);
}

function pieceWing(name) {
  const r = new Rand(name);
  const [w, h] = [1200, 900];
  const fore = 'M110 390C300 210 800 150 1110 240C1160 290 1130 370 1050 395C800 455 400 460 110 420Z';
  const hind = 'M110 445C360 440 760 470 1070 540C1130 580 1100 660 1010 670C740 670 380 590 110 470Z';
  const defs = `<clipPath id="wing"><path d="${fore}"/><path d="${hind}"/></clipPath>`;
  let body = `<rect width="${w}" height="${h}" fill="#1c2a33"/><rect x="0" y="700" width="${w}" height="200" fill="#243743"/>`;
  let cells = '';
  const step = 44;
  const pts = [];
  for (let gy = 130; gy < 720; gy += step) {
    const row = [];
    for (let gx = 70; gx < 1200; gx += step) row.push([gx + r.range(-14, 14), gy + r.range(-12, 12)]);
    pts.push(row);
  }
  for (let j = 0; j < pts.length - 1; j++) {
    for (let i = 0; i < pts[j].length - 1; i++) {
      const [a, b, c, dd] = [pts[j][i], pts[j][i + 1], pts[j + 1][i + 1], pts[j + 1][i]];
      const fill = r.pick(['#88b9c9', '#5e97ab', '#b5d6d8', '#3f7a8f', '#d5e6d9']);
      cells += `<path d="M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}L${f(c[0])} ${f(c[1])}L${f(dd[0])} ${f(dd[1])}Z" fill="${fill}" opacity="${f3(r.range(0.35, 0.85))}" stroke="#0f1a20" stroke-width="1.5"/>`;
    }
  }
  body += `<g clip-path="url(#wing)">${cells}</g>`;
  body += `<g fill="none" stroke="#0f1a20" stroke-width="7"><path d="${fore}"/><path d="${hind}"/></g>`;
  body += `<path d="M120 400C400 300 800 250 1090 280M120 455C420 470 800 520 1060 560" stroke="#0f1a20" stroke-width="5" fill="none"/>`;
  body += `<rect x="930" y="262" width="58" height="16" fill="#0f1a20" transform="rotate(4 960 270)"/>`;
  body += `<rect x="40" y="380" width="90" height="110" rx="40" fill="#0f1a20"/>`;
  return doc(w, h, body, defs);
}

function pieceWorkers(name) {
  const r = new Rand(name);
  const [w, h] = [1200, 900];
  const g = paperGround(r, w, h, '#2d2f33', '#000000', 0.3);
  let body = g.body;
  const colors = ['#f2c230', '#e0462f', '#3aa1d8', '#f4f0e4', '#4dbb6a', '#f28fb3'];
  for (let i = 0; i < 9; i++) {
    const x = 110 + i * 122;
    const y = 450 + Math.sin(i * 0.8) * 40;
    const c = colors[i % colors.length];
    body += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(90 + r.range(-8, 8))})">`;
    body += ant(0, 0, 3.4, 0, c, 1.6);
    body += `<path d="M-4 3h8M-4 9h8" stroke="#2d2f33" stroke-width="1.2"/>`;
    body += `</g>`;
  }
  body += `<path d="M60 ${h - 160}H${w - 60}" stroke="#f4f0e4" stroke-width="2" stroke-dasharray="6 10" opacity="0.5"/>`;
  return doc(w, h, body, g.defs);
}

// --- Poem images --------------------------------------------------------------------------

function specimenBox(name) {
  const r = new Rand(name);
  const [w, h] = [1200, 900];
  const g = paperGround(r, w, h, '#efe6d2', '#7d6a48', 0.22);
  let body = g.body + `<rect x="60" y="60" width="1080" height="780" fill="none" stroke="#3b2f23" stroke-width="10"/>`;
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 6; col++) {
      const x = 90 + col * 175;
      const y = 90 + row * 185;
      body += `<rect x="${x}" y="${y}" width="150" height="160" fill="#f6efe0" stroke="#b7a681" stroke-width="2"/>`;
      const cx = x + 75;
      const cy = y + 72;
      const kind = (row * 6 + col + r.int(0, 2)) % 4;
      if (kind === 0) body += ant(cx, cy, 2.4, r.range(-20, 20), '#2a1c12');
      if (kind === 1) body += beetle(cx, cy, 2.3, r.range(-15, 15), '#1f3b2c', '#7fa38a');
      if (kind === 2) body += dragonfly(cx, cy + 10, 1.6, 0, '#3b4a6b', 'rgba(59,74,107,0.35)');
      if (kind === 3) body += leaf(cx - 55, cy + 5, 110, 40, -10, '#8b9a5b', 'rgba(255,255,255,0.4)');
      body += `<rect x="${x + 40}" y="${y + 132}" width="70" height="12" fill="#d9ccb0"/>`;
    }
  }
  return doc(w, h, body, g.defs);
}

function antWithLeaf(name) {
  const r = new Rand(name);
  const [w, h] = [1200, 900];
  const defs = mottleFilter('m1', { w, h, freq: 0.01, octaves: 4, color: '#7a5a36', alpha: 0.5, seed: r.seed() });
  let body = `<rect width="${w}" height="${h}" fill="#3a2b1d"/>${mottle('m1', w, h)}`;
  body += specks(r, w, h, 120, '#d9bf8c', [1, 3], [0.1, 0.4]);
  body += `<g transform="translate(560 520) rotate(-20)">${ant(0, 0, 9, 0, '#120b06', 1.1)}</g>`;
  body += leaf(470, 230, 360, 200, -12, '#6f8f3a', 'rgba(255,255,220,0.35)', 0.95);
  body += `<path d="M520 330L540 430" stroke="#120b06" stroke-width="10" stroke-linecap="round"/>`;
  return doc(w, h, body, defs);
}

function antOnPalm(name) {
  const r = new Rand(name);
  const [w, h] = [1200, 900];
  const g = paperGround(r, w, h, '#c9b79b', '#6d5a42', 0.25);
  let body = g.body;
  body += hand(
    { elong: 1.25, spread: 9, side: 1, thumbAngle: 55, palmW: 210, palmH: 220, fingerW: 44, wristW: 160, wristH: 200 },
    'translate(600 960)',
    '#e6c7a8',
  );
  body += `<g fill="none" stroke="#b18d6d" stroke-width="4" stroke-linecap="round"><path d="M520 620Q600 560 690 600"/><path d="M505 680Q600 640 700 690"/><path d="M560 760Q590 660 650 560"/></g>`;
  body += ant(598, 600, 2.3, -110, '#1a120c');
  return doc(w, h, body, g.defs);
}

function fingerprint(name) {
  const r = new Rand(name);
  const [w, h] = [1200, 900];
  const g = paperGround(r, w, h, '#f2ece1', '#8a7b66', 0.2);
  let body = g.body + `<g fill="none" stroke="#2e2a33" stroke-linecap="round" opacity="0.85">`;
  const cx = 600;
  const cy = 470;
  for (let k = 1; k < 22; k++) {
    const rad = k * 15;
    let d = '';
    const gapA = r.range(0, Math.PI * 2);
    const gap = k > 4 && r.chance(0.5) ? r.range(0.2, 0.6) : 0;
    for (let i = 0; i <= 120; i++) {
      const a = (i / 120) * Math.PI * 2;
      if (gap && Math.abs(((a - gapA + Math.PI * 3) % (Math.PI * 2)) - Math.PI) < gap) {
        d += ' ';
        continue;
      }
      const rr = rad * (1 + 0.08 * Math.sin(a * 2 + k * 0.3));
      const x = cx + Math.cos(a) * rr * 0.8;
      const y = cy + Math.sin(a) * rr * (a > Math.PI ? 1.25 : 0.95);
      d += `${d && !d.endsWith(' ') ? 'L' : 'M'}${f(x)} ${f(y)}`;
    }
    body += `<path d="${d}" stroke-width="6"/>`;
  }
  body += `</g>`;
  return doc(w, h, body, g.defs);
}

function handsSequence(name, stage) {
  const r = new Rand(name);
  const [w, h] = [1200, 900];
  const g = paperGround(r, w, h, '#e9ddc7', '#7b6446', 0.22);
  let body = g.body;
  const skin = '#3b3430';
  if (stage === 1) {
    body += hand({ elong: 1.7, spread: 11, side: -1, thumbAngle: 58 }, 'translate(600 980) scale(1.5)', skin);
  } else if (stage === 2) {
    body += hand({ elong: 1.5, spread: 3, curl: -14, side: 1, thumbAngle: 20 }, 'translate(380 1000) rotate(24) scale(1.3)', '#6d6058');
    body += hand({ elong: 1.5, spread: 3, curl: 14, side: -1, thumbAngle: 20 }, 'translate(820 1000) rotate(-24) scale(1.3)', skin);
    body += `<circle cx="600" cy="470" r="46" fill="#b5412d"/>`;
  } else {
    body += hand({ elong: 1.7, spread: 13, side: -1, thumbAngle: 62 }, 'translate(600 1080) scale(1.3)', skin, 0.85);
    body += `<circle cx="650" cy="170" r="40" fill="#b5412d"/>`;
    body += `<path d="M600 330Q620 260 640 230M560 360Q590 300 610 260M690 350Q680 290 670 240" stroke="#b5412d" stroke-width="4" fill="none" stroke-dasharray="8 10" stroke-linecap="round" opacity="0.7"/>`;
  }
  return doc(w, h, body, g.defs);
}

function backlitCloth(name, stage) {
  const r = new Rand(name);
  const [w, h] = [1200, 900];
  let defs = `<radialGradient id="light" cx="55%" cy="45%" r="65%"><stop offset="0" stop-color="#fbf1d9"/><stop offset="0.6" stop-color="#d8c6a3"/><stop offset="1" stop-color="#6e5d46"/></radialGradient>`;
  defs += mottleFilter('weave', { w, h, freq: '0.002 0.02', octaves: 3, color: '#6b5a42', alpha: 0.3, seed: r.seed() });
  defs += `<pattern id="linen" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M0 6H12M6 0V12" stroke="#8d7a5c" stroke-width="1" opacity="0.22"/></pattern>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#light)"/>${mottle('weave', w, h)}<rect width="${w}" height="${h}" fill="url(#linen)"/>`;
  if (stage === 1) {
    body += `<path d="M160 760C300 420 520 820 640 520S900 140 1060 260" fill="none" stroke="#a3262c" stroke-width="7" stroke-linecap="round"/>`;
    body += `<path d="M1040 250L1140 110" stroke="#6a6a70" stroke-width="8" stroke-linecap="round"/><ellipse cx="1128" cy="128" rx="5" ry="11" fill="#fbf1d9" transform="rotate(35 1128 128)"/>`;
  } else {
    // A small bird in cross-stitch, its reverse showing through as pale threads.
    const bird = [
      '....XXX.....',
      '...XXXXX....',
      '..XXXOXXX...',
      'XXXXXXXXX...',
      '.XXXXXXXXXX.',
      '..XXXXXXXXXX',
      '...XXXXXXX..',
      '....X..X....',
      '....X..X....',
    ];
    const s = 34;
    const ox = 600 - (12 * s) / 2;
    const oy = 450 - (9 * s) / 2;
    let back = '';
    let front = '';
    bird.forEach((row, j) =>
      [...row].forEach((c, i) => {
        if (c === '.') return;
        const x = ox + i * s;
        const y = oy + j * s;
        back += `M${f(x + r.range(-8, 8))} ${f(y + s + 20)}L${f(x + s + r.range(-30, 30))} ${f(y + r.range(-20, 20))}`;
        const col = c === 'O' ? '#f4efe3' : '#a3262c';
        front += `<path d="M${x + 5} ${y + 5}L${x + s - 5} ${y + s - 5}M${x + s - 5} ${y + 5}L${x + 5} ${y + s - 5}" stroke="${col}"/>`;
      }),
    );
    body += `<path d="${back}" stroke="#a3262c" stroke-width="3" opacity="0.18" fill="none"/>`;
    body += `<g stroke-width="7" stroke-linecap="round">${front}</g>`;
    body += `<circle cx="${ox + 12 * s + 60}" cy="${oy + 9 * s}" r="12" fill="#a3262c"/><path d="M${ox + 12 * s + 60} ${oy + 9 * s}C${ox + 12 * s + 120} ${oy + 9 * s + 60} ${ox + 12 * s + 40} ${oy + 9 * s + 120} ${ox + 12 * s + 140} ${oy + 9 * s + 200}" stroke="#a3262c" stroke-width="5" fill="none"/>`;
  }
  const v = vignette('vg', w, h, 0.35);
  return doc(w, h, body + v.body, defs + v.defs);
}

// --- Manilargos and collages --------------------------------------------------------------

function manilargo(n) {
  const name = `manilargo-${n}`;
  const r = new Rand(name);
  const [w, h] = [1200, 800];
  const grounds = [
    ['#2a2522', '#c8b79a', '#8d3b2c'],
    ['#1f2a30', '#d9cbb2', '#6c8a93'],
    ['#3a2f2a', '#e8dcc6', '#c07a3f'],
    ['#17171b', '#b9b2a4', '#7a3040'],
    ['#2d3328', '#d7cfb9', '#94a36a'],
    ['#2b2230', '#e0d2c2', '#b06a7c'],
  ][n - 1];
  const [bg, light, accent] = grounds;
  const defs = mottleFilter('m1', { w, h, freq: 0.006, octaves: 4, color: accent, alpha: 0.35, seed: r.seed() });
  let body = `<rect width="${w}" height="${h}" fill="${bg}"/>${mottle('m1', w, h)}`;
  const layouts = {
    1: () => hand({ elong: 2.4, spread: 4, side: -1, thumbAngle: 40 }, 'translate(620 900) rotate(8) scale(1.25)', light, 0.9),
    2: () =>
      hand({ elong: 2.2, spread: 5, side: 1, thumbAngle: 35 }, 'translate(-60 470) rotate(78) scale(1.05)', light, 0.85) +
      hand({ elong: 2.2, spread: 5, side: -1, thumbAngle: 35 }, 'translate(1260 430) rotate(-102) scale(1.05)', accent, 0.85),
    3: () => {
      let o = '';
      for (let i = 0; i < 5; i++)
        o += hand(
          { elong: 1.8 + i * 0.15, spread: 6, side: -1, thumbAngle: 45 },
          `translate(${300 + i * 150} 900) rotate(${-20 + i * 10}) scale(1.05)`,
          i % 2 ? light : accent,
          0.45,
        );
      return o;
    },
    4: () => handOutline({ elong: 2.6, spread: 8, side: 1, thumbAngle: 50 }, 'translate(200 880) rotate(38) scale(1.2)', light, bg, 5),
    5: () => {
      let o = '';
      for (let i = 0; i < 3; i++)
        o += handOutline(
          { elong: 2 + i * 0.2, spread: 5, side: -1, thumbAngle: 40 },
          `translate(${330 + i * 270} 880) rotate(${r.range(-10, 10)}) scale(0.95)`,
          i === 1 ? accent : light,
          bg,
          4,
        );
      return o;
    },
    6: () =>
      hand({ elong: 2.1, spread: 3, curl: 12, side: 1, thumbAngle: 25 }, 'translate(540 880) rotate(-14) scale(1.15)', accent, 0.8) +
      hand({ elong: 2.5, spread: 3, curl: -8, side: -1, thumbAngle: 25 }, 'translate(700 900) rotate(12) scale(1.15)', light, 0.75),
  };
  body += layouts[n]();
  body += `<path d="M0 ${f(r.range(80, 200))}H${w}" stroke="${light}" stroke-width="1.5" opacity="0.25"/>`;
  return doc(w, h, body, defs);
}

function collage(n) {
  const name = `collage-${n}`;
  const r = new Rand(name);
  const [w, h] = [1200, 800];
  const palettes = [
    { ground: '#cdb892', papers: ['#efe7d6', '#7d93a6', '#b5573b', '#e3b7a6', '#3a3632'] },
    { ground: '#2f3a3d', papers: ['#e9dfc9', '#c9a24a', '#8ea58f', '#d86f4f', '#f4efe6'] },
    { ground: '#e4dccd', papers: ['#1f2f4a', '#c23b2e', '#f2d16b', '#ffffff', '#6f8ea8'] },
    { ground: '#5b3b2e', papers: ['#f1e3c7', '#d9a05b', '#8a9b7a', '#efd9cf', '#222222'] },
    { ground: '#b7c2c0', papers: ['#f7f3ea', '#313a4c', '#c98b6b', '#e9c46a', '#7d5a5a'] },
    { ground: '#1e1b1a', papers: ['#eae1cf', '#a23b2a', '#d3c2a0', '#5d7b8a', '#c9b27c'] },
  ][n - 1];
  const defs = mottleFilter('m1', { w, h, freq: 0.009, octaves: 4, color: '#5a4630', alpha: 0.3, seed: r.seed() });
  let body = `<rect width="${w}" height="${h}" fill="${palettes.ground}"/>${mottle('m1', w, h)}`;
  const count = r.int(7, 11);
  for (let i = 0; i < count; i++) {
    const strip = r.chance(0.3);
    body += paperPiece(r, {
      x: r.range(-80, w - 150),
      y: r.range(-80, h - 120),
      w: strip ? r.range(500, 900) : r.range(180, 460),
      h: strip ? r.range(50, 110) : r.range(150, 400),
      rot: r.range(-25, 25),
      fill: r.pick(palettes.papers),
      text: r.chance(0.4) ? { color: '#1e1a17', opacity: r.range(0.3, 0.55), gap: 12, bar: 4 } : null,
      stitches: r.chance(0.25) ? '#a8432b' : null,
      shadow: 0.22,
    });
  }
  // A circle cut-out and a hand fragment.
  body += `<circle cx="${f(r.range(200, 1000))}" cy="${f(r.range(150, 650))}" r="${f(r.range(60, 130))}" fill="${r.pick(palettes.papers)}" stroke="#000" stroke-opacity="0.2" stroke-width="6"/>`;
  if (n % 2)
    body += hand(
      { elong: 1.9, spread: 7, side: -1, thumbAngle: 45 },
      `translate(${f(r.range(300, 900))} 880) rotate(${f(r.range(-25, 25))}) scale(0.9)`,
      r.pick(palettes.papers),
      0.95,
    );
  else
    body += handOutline(
      { elong: 1.9, spread: 7, side: 1, thumbAngle: 45 },
      `translate(${f(r.range(300, 900))} 880) rotate(${f(r.range(-25, 25))}) scale(0.9)`,
      '#1e1a17',
      r.pick(palettes.papers),
      4,
    );
  return doc(w, h, body, defs);
}

// --- Book covers --------------------------------------------------------------------------

function cover(slug, draw) {
  const r = new Rand(slug);
  const [w, h] = [600, 800];
  return draw(r, w, h);
}

const covers = {
  'inventario-de-lo-diminuto': (r, w, h) => {
    let body = `<rect width="${w}" height="${h}" fill="#efe6d2"/><rect x="30" y="30" width="540" height="740" fill="none" stroke="#2b211a" stroke-width="3"/>`;
    for (let j = 0; j < 9; j++)
      for (let i = 0; i < 6; i++)
        body += ant(95 + i * 82, 110 + j * 72, 1.05, r.range(-30, 30), j === 4 && i === 3 ? '#b5412d' : '#2b211a');
    return doc(w, h, body);
  },
  elitros: (_r, w, h) =>
    doc(
      w,
      h,
      `<rect width="${w}" height="${h}" fill="#15231d"/><path d="M298 160C170 180 120 420 170 640Q230 700 298 690Z" fill="#2f6b4f"/><path d="M302 160C430 180 480 420 430 640Q370 700 302 690Z" fill="#3b7e5d"/>` +
        `<path d="M300 150V700" stroke="#d4b35c" stroke-width="4"/><ellipse cx="300" cy="130" rx="50" ry="30" fill="#2f6b4f"/>` +
        `<path d="M230 260Q210 420 240 600M370 260Q390 420 360 600" stroke="#d4b35c" stroke-width="2" fill="none" opacity="0.6"/>`,
    ),
  'frecuencia-de-fondo': (r, w, h) => {
    let body = `<rect width="${w}" height="${h}" fill="#e9e2cf"/>`;
    for (let k = 0; k < 18; k++) {
      let d = '';
      const y0 = 130 + k * 32;
      const amp = 4 + Math.max(0, 30 - Math.abs(k - 9) * 4) * r.range(0.6, 1);
      for (let x = 40; x <= 560; x += 8)
        d += `${x === 40 ? 'M' : 'L'}${x} ${f(y0 + Math.sin(x * 0.06 + k) * amp * Math.sin((x - 40) / 166))}`;
      body += `<path d="${d}" fill="none" stroke="${k === 9 ? '#c2452d' : '#1f2a36'}" stroke-width="${k === 9 ? 4 : 2}"/>`;
    }
    return doc(w, h, body);
  },
  'instrucciones-para-una-casa-con-hormigas': (r, w, h) => {
    let body = `<rect width="${w}" height="${h}" fill="#d6e0dc"/><path d="M120 420L300 250L480 420V680H120Z" fill="none" stroke="#1d2b2a" stroke-width="8" stroke-linejoin="round"/><rect x="260" y="560" width="80" height="120" fill="#1d2b2a"/>`;
    body += antTrail(
      r,
      [
        [60, 760],
        [200, 700],
        [250, 640],
        [300, 560],
      ],
      14,
      { size: [0.9, 1.1], colors: ['#9b3b25'], spreadPx: 4 },
    );
    return doc(w, h, body);
  },
  'elogio-de-la-miniatura': (_r, w, h) =>
    doc(
      w,
      h,
      `<rect width="${w}" height="${h}" fill="#f1ebe0"/><circle cx="300" cy="360" r="190" fill="none" stroke="#232323" stroke-width="10"/><circle cx="300" cy="360" r="6" fill="#b5412d"/><path d="M435 495L540 600" stroke="#232323" stroke-width="26" stroke-linecap="round"/><path d="M80 700H520" stroke="#232323" stroke-width="2"/>`,
    ),
  'cuadernos-de-campo': (_r, w, h) => {
    let body = `<rect width="${w}" height="${h}" fill="#c7b48a"/><rect x="70" y="60" width="460" height="680" fill="#f5efdf"/><path d="M110 60V740" stroke="#c0574a" stroke-width="2"/>`;
    for (let y = 120; y < 740; y += 32) body += `<path d="M70 ${y}H530" stroke="#9bb3c7" stroke-width="1.5"/>`;
    body += leaf(170, 470, 300, 120, -30, '#6c8a4a', 'rgba(255,255,255,0.5)', 0.9) + beetle(420, 260, 2.6, 20, '#2a2320', '#8c7b66');
    return doc(w, h, body);
  },
  'escala-uno-a-uno': (_r, w, h) =>
    doc(
      w,
      h,
      `<rect width="${w}" height="${h}" fill="#f4f0e8"/>${ant(300, 420, 11, 0, '#121212', 1)}<rect x="40" y="40" width="520" height="720" fill="none" stroke="#121212" stroke-width="2"/>`,
    ),
  'ciudades-del-enjambre': (r, w, h) => {
    let body = `<rect width="${w}" height="${h}" fill="#2b3440"/>`;
    for (let j = 0; j < 8; j++)
      for (let i = 0; i < 5; i++)
        if (r.chance(0.75))
          body += `<path d="${hexPath(90 + i * 104 + (j % 2) * 52, 110 + j * 90, 56)}" fill="${r.pick(['#e6b64c', '#f2ead8', '#c8362f', '#b9c7d3', '#27498a'])}" stroke="#2b3440" stroke-width="4"/>`;
    return doc(w, h, body);
  },
  'palma-abierta': (_r, w, h) =>
    doc(
      w,
      h,
      `<rect width="${w}" height="${h}" fill="#b5573b"/>${hand({ elong: 1.5, spread: 12, side: -1, thumbAngle: 60 }, 'translate(300 880) scale(1.25)', '#f1e6d4')}<circle cx="300" cy="560" r="10" fill="#b5573b"/>`,
    ),
  'lo-que-cabe-en-un-puno': (_r, w, h) =>
    doc(
      w,
      h,
      `<rect width="${w}" height="${h}" fill="#e8e1d3"/><rect x="170" y="0" width="40" height="${h}" fill="#3c4a5c"/>` +
        `<path d="M190 80V720" stroke="#f0e6d2" stroke-width="3" stroke-dasharray="14 16"/>` +
        `<circle cx="390" cy="400" r="110" fill="#3c4a5c"/><circle cx="390" cy="400" r="40" fill="#e0a040"/>`,
    ),
  'papel-de-seda': (r, w, h) => {
    let body = `<rect width="${w}" height="${h}" fill="#f7f2ea"/>`;
    for (let i = 0; i < 7; i++)
      body += `<rect x="${f(r.range(20, 300))}" y="${f(r.range(40, 520))}" width="${f(r.range(200, 320))}" height="${f(r.range(160, 300))}" fill="${r.pick(['#f4a7b9', '#9cc7e6', '#f7d774', '#b7e0c2'])}" opacity="0.45" transform="rotate(${f(r.range(-20, 20))} 300 400)"/>`;
    return doc(w, h, body);
  },
  'manual-de-recortes': (r, w, h) => {
    let body = `<rect width="${w}" height="${h}" fill="#1e1e20"/>`;
    for (let i = 0; i < 5; i++) {
      const x = 60 + (i % 2) * 250;
      const y = 60 + i * 135;
      body += `<rect x="${x}" y="${y}" width="230" height="120" fill="${r.pick(['#d9d2c3', '#bfb6a4', '#e9e4da'])}"/><rect x="${x - 8}" y="${y - 8}" width="246" height="136" fill="none" stroke="#e9e4da" stroke-width="2" stroke-dasharray="8 6"/>`;
      body += hand(
        { elong: 1.3, spread: 6, side: -1, palmW: 60, palmH: 60, fingerW: 12, wristW: 40, wristH: 30 },
        `translate(${x + 115} ${y + 150}) rotate(${f(r.range(-30, 30))})`,
        '#3a3430',
      );
    }
    return doc(w, h, body);
  },
  'el-pliegue-y-la-costura': (_r, w, h) =>
    doc(
      w,
      h,
      `<rect width="${w}" height="${h}" fill="#f0ebe2"/><path d="M0 0H600L0 800Z" fill="#d9d0c0"/><path d="M600 0L0 800" stroke="#8f8470" stroke-width="2"/><path d="M520 80L80 700" stroke="#a8432b" stroke-width="5" stroke-dasharray="18 14"/>`,
    ),
  'conversaciones-del-taller': (_r, w, h) =>
    doc(
      w,
      h,
      `<rect width="${w}" height="${h}" fill="#273247"/><circle cx="240" cy="330" r="150" fill="#e3b04b" opacity="0.9"/><circle cx="370" cy="470" r="150" fill="#e9e2d4" opacity="0.75"/><path d="M110 700H490" stroke="#e9e2d4" stroke-width="3"/>`,
    ),
};

// ---------------------------------------------------------------------------------------
// The list of files

const edition1Leaves = ['#2f3a22', '#3b4a2a', '#4a3a1f', '#5a4626', '#263020'];
const edition1Ants = ['#c79a5b', '#a9432b', '#d9b27a'];
const edition2Papers = ['#efe7d6', '#7d93a6', '#b5573b', '#e3b7a6', '#d09a3e', '#f6f1e7'];

const portraits = {
  'lucia-ferrer': {
    bg: '#e9dcc3',
    accent: '#c9683f',
    backdrop: 'circle',
    hair: 'long',
    hairColor: '#2a1a12',
    skin: '#d9a27c',
    skinShade: '#c08562',
    cloth: '#35524a',
    eyes: 'closed',
    nose: 'line',
    mouth: 'smile',
    lips: '#8a3b2c',
    extra: 'ant',
  },
  'ines-avila-valladolid': {
    bg: '#d8d2b8',
    accent: '#e2b34a',
    backdrop: 'arch',
    hair: 'bob',
    hairColor: '#6b6b6b',
    skin: '#efcfb3',
    skinShade: '#d8b08f',
    cloth: '#7d2f2a',
    eyes: 'almond',
    nose: 'triangle',
    mouth: 'flat',
    lips: '#9c4a3c',
    glasses: '#1b1714',
    faceW: 88,
  },
  'tomas-echeverri': {
    bg: '#1f2a36',
    accent: '#2f4b5e',
    backdrop: 'stripes',
    hair: 'short',
    hairColor: '#120c08',
    skin: '#b07a52',
    skinShade: '#94623f',
    cloth: '#d8c27a',
    eyes: 'dots',
    nose: 'line',
    mouth: 'flat',
    beard: true,
    brows: true,
    faceW: 96,
    ink: '#120c08',
  },
  'mariana-quinones': {
    bg: '#f0c9b4',
    accent: '#7a9a7e',
    backdrop: 'half',
    hair: 'bun',
    hairColor: '#1c1412',
    skin: '#a46a47',
    skinShade: '#8b5636',
    cloth: '#efe6d6',
    collar: '#c9683f',
    eyes: 'lines',
    nose: 'dot',
    mouth: 'half',
    lips: '#5e2a22',
    earring: '#e0b04a',
    split: 'right',
  },
  'julian-ibarra': {
    bg: '#cfd6d8',
    accent: '#8aa0ad',
    backdrop: 'sun',
    hair: 'buzz',
    hairColor: '#8d8d8d',
    skin: '#e3b894',
    skinShade: '#c99a74',
    cloth: '#2d3540',
    collar: '#f2efe8',
    eyes: 'squares',
    nose: 'line',
    mouth: 'flat',
    glasses: '#2d3540',
    brows: true,
    faceW: 98,
    faceH: 124,
  },
  'amparo-villalobos': {
    bg: '#e4ead9',
    accent: '#b8c99a',
    backdrop: 'dots',
    hair: 'curly',
    hairColor: '#e8e4dc',
    skin: '#c28a62',
    skinShade: '#a8714c',
    cloth: '#5b6e3a',
    eyes: 'closed',
    nose: 'triangle',
    mouth: 'smile',
    cheeks: '#d9765a',
    extra: 'leaf',
    accent2: '#3c5a35',
  },
  'joaquin-barrientos': {
    bg: '#121212',
    accent: '#8e1630',
    backdrop: 'circle',
    hair: 'long',
    hairColor: '#050505',
    skin: '#8d5a3b',
    skinShade: '#6f432a',
    cloth: '#f1ece2',
    eyes: 'almond',
    nose: 'line',
    mouth: 'round',
    lips: '#3d1a12',
    split: 'left',
    faceW: 86,
  },
  'paloma-urquiza': {
    bg: '#f2ead8',
    accent: '#27498a',
    backdrop: 'stripes',
    hair: 'bob',
    hairColor: '#c8362f',
    skin: '#f3d6c1',
    skinShade: '#e4b9a0',
    cloth: '#27498a',
    eyes: 'dots',
    nose: 'dot',
    mouth: 'half',
    lips: '#c8362f',
    extra: 'frame',
    accent2: '#c8362f',
  },
  'ines-avila-montevideo': {
    bg: '#3c4a5c',
    accent: '#e0a040',
    backdrop: 'sun',
    hair: 'short',
    hairColor: '#2b1b17',
    skin: '#e8bf9d',
    skinShade: '#cf9f7b',
    cloth: '#e8e1d3',
    collar: '#3c4a5c',
    eyes: 'lines',
    nose: 'triangle',
    mouth: 'smile',
    lips: '#a8432b',
    earring: '#f0e6d2',
    extra: 'thread',
    accent2: '#e0a040',
    faceW: 84,
  },
  'rodrigo-alcantara': {
    bg: '#d9d2c3',
    accent: '#1e1e20',
    backdrop: 'half',
    hair: 'buzz',
    hairColor: '#1e1e20',
    skin: '#c99572',
    skinShade: '#ad7a58',
    cloth: '#4a4f55',
    eyes: 'squares',
    nose: 'line',
    mouth: 'flat',
    beard: true,
    split: 'left',
    faceW: 100,
    ink: '#1e1e20',
  },
  'ximena-carrion': {
    bg: '#b5412d',
    accent: '#e8c07a',
    backdrop: 'arch',
    hair: 'long',
    hairColor: '#1a1410',
    skin: '#b98259',
    skinShade: '#9e6a44',
    cloth: '#f1e6d4',
    collar: '#a3262c',
    eyes: 'almond',
    nose: 'dot',
    mouth: 'round',
    lips: '#7a1f1f',
    cheeks: '#d9765a',
    extra: 'thread',
    accent2: '#f1e6d4',
  },
  'elena-sotomayor': {
    bg: '#273247',
    accent: '#e3b04b',
    backdrop: 'dots',
    hair: 'bob',
    hairColor: '#3b2417',
    skin: '#dcae8a',
    skinShade: '#c3906b',
    cloth: '#e3b04b',
    eyes: 'closed',
    nose: 'line',
    mouth: 'half',
    lips: '#8c2f39',
    glasses: '#e9e2d4',
    faceW: 90,
  },
  'renata-olmedo': {
    bg: '#e0d2c2',
    accent: '#b06a7c',
    backdrop: 'circle',
    hair: 'curly',
    hairColor: '#2c1a14',
    skin: '#9a6243',
    skinShade: '#7f4d31',
    cloth: '#2b2230',
    eyes: 'dots',
    nose: 'triangle',
    mouth: 'smile',
    lips: '#5a1f2a',
    earring: '#b06a7c',
    split: 'right',
  },
};

const visualPieces = {
  'hormiga-a-escala-de-pliego': pieceBigAnt,
  grana: pieceGrana,
  'paisaje-en-una-una': pieceNail,
  'nido-de-avispas': pieceWaspNest,
  'vuelo-nocturno': pieceMoths,
  'ciudad-panal': pieceHiveCity,
  'cartografia-del-hormiguero': pieceMapNest,
  'geometria-para-una-libelula': pieceWing,
  obreras: pieceWorkers,
};

/** [file under src/assets/, svg factory, webp quality] */
function jobs() {
  const list = [];
  const add = (file, make, quality = 70) => list.push([file, make, quality]);

  add(
    'sample/ediciones/edicion-1.webp',
    () => earthScene('edicion-1', { leafColors: edition1Leaves, antColors: edition1Ants, trails: 3 }),
    62,
  );
  add(
    'sample/ediciones/edicion-2.webp',
    () => paperScene('edicion-2', { papers: edition2Papers, handColors: ['#2e2926', '#f6f1e7', '#7d93a6'] }),
    62,
  );

  add(
    'portadas/edicion-1-creaciones.webp',
    () =>
      earthScene('edicion-1-creaciones', {
        ground: ['#17201a', '#080a08'],
        leafColors: ['#1f2b1d', '#2a3824', '#33301c'],
        trails: 2,
        antColors: ['#8f6f45', '#7a3a27'],
        extras: false,
        dark: 0.7,
      }),
    58,
  );
  add('portadas/edicion-1-critica.webp', () => honeycombScene('edicion-1-critica', {}), 58);
  add('sample/secciones/edicion-1-visuales.webp', () => inkScene('edicion-1-visuales', {}), 58);
  add(
    'sample/secciones/edicion-2-creaciones.webp',
    () =>
      paperScene('edicion-2-creaciones', {
        ground: '#3a332c',
        papers: ['#6d6152', '#4f5a63', '#7a4a3a', '#5c4d43', '#8a7c66'],
        pieces: 11,
        hands: 3,
        handColors: ['#1c1917', '#a89880'],
        stitchColor: '#c0654a',
        mottleColor: '#000000',
        dark: 0.3,
      }),
    58,
  );
  add(
    'sample/secciones/edicion-2-critica.webp',
    () =>
      paperScene('edicion-2-critica', {
        ground: '#1f2633',
        papers: ['#3b4558', '#56607a', '#6e6a62', '#2f3a4f', '#8a7e6a'],
        pieces: 10,
        hands: 2,
        handColors: ['#0f131b', '#9aa3b5'],
        stitchColor: '#d69a4a',
        mottleColor: '#000000',
      }),
    58,
  );

  for (const [slug, recipe] of Object.entries(portraits)) add(`sample/autores/${slug}.webp`, () => portrait(slug, recipe), 72);
  for (const [slug, make] of Object.entries(visualPieces)) add(`sample/visuales/${slug}.webp`, () => make(slug), 64);

  add('sample/poemas/inventario.webp', () => specimenBox('inventario'), 62);
  add('sample/poemas/hormiga-tomas-echeverri.webp', () => antWithLeaf('hormiga-tomas-echeverri'), 62);
  add('sample/poemas/hormiga-ines-avila.webp', () => antOnPalm('hormiga-ines-avila'), 62);
  add('sample/poemas/huellas-dactilares.webp', () => fingerprint('huellas-dactilares'), 62);
  for (const stage of [1, 2, 3])
    add(`sample/poemas/secuencia-manos-${stage}.webp`, () => handsSequence(`secuencia-manos-${stage}`, stage), 62);
  for (const stage of [1, 2]) add(`sample/poemas/contraluz-${stage}.webp`, () => backlitCloth(`contraluz-${stage}`, stage), 62);

  for (let n = 1; n <= 6; n++) add(`sample/manilargos/${n}.webp`, () => manilargo(n), 60);
  for (let n = 1; n <= 6; n++) add(`sample/collages/${n}.webp`, () => collage(n), 60);
  for (const [slug, draw] of Object.entries(covers)) add(`sample/poemarios/${slug}.webp`, () => cover(slug, draw), 72);
  return list;
}

async function main() {
  const only = process.argv.slice(2);
  let total = 0;
  for (const [file, make, quality] of jobs()) {
    if (only.length && !only.some((o) => file.includes(o))) continue;
    const out = path.join(ASSETS, file);
    await mkdir(path.dirname(out), { recursive: true });
    const info = await sharp(Buffer.from(make())).webp({ quality, effort: 6, smartSubsample: true }).toFile(out);
    total += info.size;
    console.log(`${file}  ${info.width}x${info.height}  ${(info.size / 1024).toFixed(1)} KB`);
  }
  console.log(`total ${(total / 1024).toFixed(1)} KB`);
}

await main();
