/**
 * Embroidery vocabulary rendered in SVG: satin columns, running stitches,
 * tatami/satin fills, merrowed borders, fabric weaves and the filters that
 * fake thread sheen, puff foam, chenille fuzz and leather grain.
 *
 * Trick used throughout: a wide stroke with a tiny dash array draws short bars
 * perpendicular to the path, which is exactly how a satin column looks.
 */
import { deflateSync } from 'node:zlib';
import { darken, f, lighten, Rng, seedOf, type Doc } from './core.ts';

// ---------------------------------------------------------------- filters

/** Soft drop shadow; shared per document so it's defined once. */
export function shadow(doc: Doc, dy = 6, blur = 8, opacity = 0.3): string {
  return doc.shared(`shadow${dy}_${blur}_${opacity}`, (id) =>
    `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%">` +
    `<feDropShadow dx="0" dy="${dy}" stdDeviation="${blur}" flood-color="#0b1220" flood-opacity="${opacity}"/></filter>`,
  );
}

/** Raised foam look for 3D puff: blurred alpha used as a height map, lit from top-left. */
export function puffFilter(doc: Doc, depth = 6): string {
  return doc.shared(`puff${depth}`, (id) =>
    `<filter id="${id}" x="-20%" y="-20%" width="140%" height="150%">` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="${depth * 0.75}" result="h"/>` +
    `<feSpecularLighting in="h" surfaceScale="${depth}" specularConstant="1" specularExponent="16" lighting-color="#fff" result="s">` +
    `<feDistantLight azimuth="235" elevation="42"/></feSpecularLighting>` +
    `<feComposite in="s" in2="SourceAlpha" operator="in" result="s2"/>` +
    `<feDiffuseLighting in="h" surfaceScale="${depth}" diffuseConstant="1" lighting-color="#fff" result="d">` +
    `<feDistantLight azimuth="235" elevation="55"/></feDiffuseLighting>` +
    `<feComposite in="SourceGraphic" in2="d" operator="arithmetic" k1="1" k2="0" k3="0" k4="0" result="lit"/>` +
    `<feComposite in="lit" in2="s2" operator="arithmetic" k1="0" k2="1" k3="0.55" k4="0" result="top"/>` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="${depth * 0.9}" result="sb"/>` +
    `<feOffset in="sb" dx="${depth * 0.5}" dy="${depth * 1.1}" result="so"/>` +
    `<feFlood flood-color="#000" flood-opacity="0.45"/><feComposite in2="so" operator="in" result="shadow"/>` +
    `<feMerge><feMergeNode in="shadow"/><feMergeNode in="top"/></feMerge></filter>`,
  );
}

/** Chenille: fuzzy displaced edges plus a looped pile texture modulating brightness. */
export function chenilleFilter(doc: Doc, seed = 2): string {
  return doc.shared(`chen${seed}`, (id) =>
    `<filter id="${id}" x="-10%" y="-10%" width="120%" height="120%">` +
    `<feTurbulence type="turbulence" baseFrequency="0.22" numOctaves="2" seed="${seed}" result="loops"/>` +
    `<feColorMatrix in="loops" type="matrix" values="0 0 0 0 0.55  0 0 0 0 0.55  0 0 0 0 0.55  0.9 0.9 0 0 0" result="lm"/>` +
    `<feComposite in="SourceGraphic" in2="lm" operator="arithmetic" k1="0" k2="1.05" k3="-0.35" k4="0.03" result="tex"/>` +
    `<feComposite in="tex" in2="SourceAlpha" operator="in" result="tex2"/>` +
    `<feTurbulence type="fractalNoise" baseFrequency="0.7" numOctaves="1" seed="${seed + 7}" result="n"/>` +
    `<feDisplacementMap in="tex2" in2="n" scale="7" xChannelSelector="R" yChannelSelector="G"/></filter>`,
  );
}

/**
 * Fine greyscale grain as a tiled noise PNG. feTurbulence over a whole image is
 * slow in librsvg, so the noise tile is made once (seeded) and reused by pattern.
 */
let noiseTile: string | undefined;
function noiseDataUri(): string {
  if (!noiseTile) {
    const size = 96;
    const rand = new Rng(seedOf('grain'));
    const px = new Uint8Array(size * size);
    for (let i = 0; i < px.length; i++) px[i] = 128 + Math.round((rand.next() + rand.next() - 1) * 110);
    noiseTile = `data:image/png;base64,${greyPng(size, size, px).toString('base64')}`;
  }
  return noiseTile;
}

export function grain(doc: Doc, opacity = 0.06, x = 0, y = 0, w = doc.w, h = doc.h): string {
  const id = doc.shared('grain', (pid) =>
    `<pattern id="${pid}" width="96" height="96" patternUnits="userSpaceOnUse"><image href="${noiseDataUri()}" width="96" height="96"/></pattern>`);
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="url(#${id})" opacity="${opacity}" style="mix-blend-mode:overlay"/>`;
}

/** Pebbled leather: noise used as a bump map under a soft diffuse light. */
export function leatherFilter(doc: Doc): string {
  return doc.shared('leather', (id) =>
    `<filter id="${id}" x="0" y="0" width="100%" height="100%">` +
    `<feTurbulence type="fractalNoise" baseFrequency="0.09" numOctaves="3" seed="11" result="n"/>` +
    `<feDiffuseLighting in="n" surfaceScale="2.2" diffuseConstant="1.05" lighting-color="#fff" result="l">` +
    `<feDistantLight azimuth="225" elevation="58"/></feDiffuseLighting>` +
    `<feComposite in="SourceGraphic" in2="l" operator="arithmetic" k1="1.05" k2="0" k3="0" k4="0" result="c"/>` +
    `<feComposite in="c" in2="SourceAlpha" operator="in"/></filter>`,
  );
}

/** Debossed: darkens the mark and adds an inner shadow along its upper edge. */
export function debossFilter(doc: Doc): string {
  return doc.shared('deboss', (id) =>
    `<filter id="${id}" x="-10%" y="-10%" width="120%" height="120%">` +
    `<feComponentTransfer in="SourceAlpha" result="inv"><feFuncA type="table" tableValues="1 0"/></feComponentTransfer>` +
    `<feGaussianBlur in="inv" stdDeviation="1.6" result="ib"/><feOffset in="ib" dx="1.5" dy="2.5" result="io"/>` +
    `<feFlood flood-color="#1e0f05" flood-opacity="0.85"/><feComposite in2="io" operator="in" result="is"/>` +
    `<feComposite in="is" in2="SourceAlpha" operator="in" result="inner"/>` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="0.8" result="hb"/><feOffset in="hb" dx="-1" dy="-1" result="ho"/>` +
    `<feFlood flood-color="#fff" flood-opacity="0.18"/><feComposite in2="ho" operator="out" result="hl"/>` +
    `<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="inner"/></feMerge></filter>`,
  );
}

// ---------------------------------------------------------------- fabrics

/**
 * Pattern helper: returns url(#id). librsvg samples small tiles under a
 * rotation very slowly, so a small rotated tile is first tiled unrotated (fast)
 * into a >= 64 px block, and only that block carries the rotation.
 */
export function tile(doc: Doc, key: string, w: number, h: number, body: string, transform = ''): string {
  const kx = Math.max(1, Math.ceil(64 / w)), ky = Math.max(1, Math.ceil(64 / h));
  const id = doc.shared(key, (pid) => {
    if (!transform || kx * ky === 1) {
      return `<pattern id="${pid}" width="${f(w)}" height="${f(h)}" patternUnits="userSpaceOnUse"${transform ? ` patternTransform="${transform}"` : ''}>${body}</pattern>`;
    }
    const inner = `${pid}i`;
    return (
      `<pattern id="${inner}" width="${f(w)}" height="${f(h)}" patternUnits="userSpaceOnUse">${body}</pattern>` +
      `<pattern id="${pid}" width="${f(w * kx)}" height="${f(h * ky)}" patternUnits="userSpaceOnUse" patternTransform="${transform}">` +
      `<rect width="${f(w * kx)}" height="${f(h * ky)}" fill="url(#${inner})"/></pattern>`
    );
  });
  return `url(#${id})`;
}

/** Diagonal twill weave (caps, jackets, work wear). */
export function twill(doc: Doc, color: string, scale = 1, contrast = 0.07): string {
  const s = 5 * scale;
  return tile(
    doc, `twill${color}${scale}${contrast}`, s, s,
    `<rect width="${s}" height="${s}" fill="${color}"/><rect width="${f(s * 0.45)}" height="${s}" fill="${darken(color, contrast)}"/>` +
      `<rect x="${f(s * 0.5)}" width="${f(s * 0.12)}" height="${s}" fill="${lighten(color, contrast * 0.9)}"/>`,
    'rotate(38)',
  );
}

/** Plain canvas weave: a fine grid of over/under threads. */
export function canvasWeave(doc: Doc, color: string, scale = 1, contrast = 0.06): string {
  const s = 4 * scale;
  return tile(
    doc, `canvas${color}${scale}${contrast}`, s, s,
    `<rect width="${s}" height="${s}" fill="${color}"/>` +
      `<rect width="${s}" height="${f(s * 0.3)}" fill="${darken(color, contrast)}"/>` +
      `<rect width="${f(s * 0.3)}" height="${s}" fill="${darken(color, contrast * 0.7)}"/>` +
      `<rect x="${f(s * 0.5)}" y="${f(s * 0.5)}" width="${f(s * 0.3)}" height="${f(s * 0.3)}" fill="${lighten(color, contrast)}"/>`,
  );
}

/** Pique knit (polo shirts): a honeycomb of tiny cells. */
export function pique(doc: Doc, color: string, contrast = 0.08): string {
  return tile(
    doc, `pique${color}${contrast}`, 6, 5,
    `<rect width="6" height="5" fill="${color}"/><ellipse cx="1.5" cy="1.2" rx="1.2" ry="1" fill="${darken(color, contrast)}"/>` +
      `<ellipse cx="4.5" cy="3.7" rx="1.2" ry="1" fill="${darken(color, contrast)}"/>`,
  );
}

export function denim(doc: Doc, color = '#3b5f8f'): string {
  return tile(
    doc, `denim${color}`, 4, 4,
    `<rect width="4" height="4" fill="${color}"/><rect width="1.4" height="4" fill="${lighten(color, 0.22)}"/><rect x="2.4" width="0.6" height="4" fill="${darken(color, 0.15)}"/>`,
    'rotate(-30)',
  );
}

/** Tartan-like plaid from two colours: translucent crossing bands. */
export function plaid(doc: Doc, base: string, band: string, size = 28): string {
  const s = size, b = s * 0.32, l = s * 0.06;
  return tile(
    doc, `plaid${base}${band}${size}`, s, s,
    `<rect width="${s}" height="${s}" fill="${base}"/>` +
      `<rect y="${f(s * 0.2)}" width="${s}" height="${f(b)}" fill="${band}" opacity="0.55"/>` +
      `<rect x="${f(s * 0.2)}" width="${f(b)}" height="${s}" fill="${band}" opacity="0.55"/>` +
      `<rect y="${f(s * 0.78)}" width="${s}" height="${f(l)}" fill="#fff" opacity="0.5"/>` +
      `<rect x="${f(s * 0.78)}" width="${f(l)}" height="${s}" fill="#fff" opacity="0.5"/>`,
  );
}

export function dots(doc: Doc, base: string, dot: string, size = 14): string {
  return tile(
    doc, `dots${base}${dot}${size}`, size, size,
    `<rect width="${size}" height="${size}" fill="${base}"/><circle cx="${size / 4}" cy="${size / 4}" r="${f(size * 0.13)}" fill="${dot}"/>` +
      `<circle cx="${(size * 3) / 4}" cy="${(size * 3) / 4}" r="${f(size * 0.13)}" fill="${dot}"/>`,
  );
}

export function stripes(doc: Doc, a: string, b: string, size = 16, angle = 45): string {
  return tile(
    doc, `stripes${a}${b}${size}${angle}`, size, size,
    `<rect width="${size}" height="${size}" fill="${a}"/><rect width="${size / 2}" height="${size}" fill="${b}"/>`,
    `rotate(${angle})`,
  );
}

// ---------------------------------------------------------------- stitch fills

/** Satin fill: long parallel threads at `angle`, with light/dark thread alternation. */
export function satinFill(doc: Doc, color: string, angle: number, pitch = 2.4): string {
  const p = pitch;
  return tile(
    doc, `satin${color}${angle}${p}`, p, 20,
    `<rect width="${p}" height="20" fill="${darken(color, 0.16)}"/><rect x="${f(p * 0.12)}" width="${f(p * 0.62)}" height="20" fill="${lighten(color, 0.07)}"/>`,
    `rotate(${angle})`,
  );
}

/** Tatami (fill stitch): short staggered stitches in rows, for large areas. */
export function tatamiFill(doc: Doc, color: string, angle: number, scale = 1): string {
  const w = 18 * scale, h = 6 * scale;
  const row = (y: number, x0: number) =>
    `<rect x="${f(x0)}" y="${f(y)}" width="${f(w * 0.78)}" height="${f(h * 0.3)}" rx="${f(h * 0.15)}" fill="${lighten(color, 0.09)}"/>`;
  return tile(
    doc, `tatami${color}${angle}${scale}`, w, h,
    `<rect width="${f(w)}" height="${f(h)}" fill="${darken(color, 0.12)}"/>` +
      row(h * 0.08, 0) + row(h * 0.58, w * 0.45) + row(h * 0.58, w * 0.45 - w),
    `rotate(${angle})`,
  );
}

/** Satin column following any path (letters, outlines, borders). */
export function satin(d: string, color: string, width: number, pitch = 2.2): string {
  const dash = `${f(pitch * 0.55)} ${f(pitch * 0.45)}`;
  return (
    `<path d="${d}" fill="none" stroke="${darken(color, 0.22)}" stroke-width="${f(width)}" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${lighten(color, 0.06)}" stroke-width="${f(width * 0.9)}" stroke-dasharray="${dash}" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.16" stroke-width="${f(width * 0.28)}" stroke-linejoin="round"/>`
  );
}

/** Running stitch (dashed outline / detail line). */
export function running(d: string, color: string, width = 1.8, dash = '6 3.5', opacity = 1): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-dasharray="${dash}" stroke-linecap="round" stroke-linejoin="round"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

/** Merrowed edge: a thick overlocked border wrapping the patch edge. */
export function merrow(d: string, color: string, width: number): string {
  return (
    `<path d="${d}" fill="none" stroke="${darken(color, 0.4)}" stroke-width="${f(width + 2.5)}" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${darken(color, 0.1)}" stroke-width="${f(width)}" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${lighten(color, 0.14)}" stroke-width="${f(width * 0.92)}" stroke-dasharray="1.7 1.5" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="${f(width * 0.3)}" stroke-linejoin="round"/>`
  );
}

/** Shape filled with stitches plus a subtle light gradient so it reads as thread, not paint. */
export function stitchedShape(doc: Doc, d: string, color: string, angle: number, kind: 'satin' | 'tatami' = 'satin', extra = '', pitch = 2.4): string {
  const fill = kind === 'satin' ? satinFill(doc, color, angle, pitch) : tatamiFill(doc, color, angle, pitch / 2.4);
  const sheen = doc.shared('sheen', (id) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/>` +
    `<stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>`,
  );
  return `<path d="${d}" fill="${fill}" ${extra}/><path d="${d}" fill="url(#${sheen})"/>`;
}

/** Linear gradient def helper, returns url(#id). */
export function linear(doc: Doc, stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const id = doc.def('lg', (gid) =>
    `<linearGradient id="${gid}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
      stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`).join('') +
      `</linearGradient>`,
  );
  return `url(#${id})`;
}

export function radial(doc: Doc, stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5, fx?: number, fy?: number): string {
  const id = doc.def('rg', (gid) =>
    `<radialGradient id="${gid}" cx="${cx}" cy="${cy}" r="${r}"${fx !== undefined ? ` fx="${fx}" fy="${fy}"` : ''}>` +
      stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`).join('') +
      `</radialGradient>`,
  );
  return `url(#${id})`;
}

/** Clip path def; returns the id so callers can use clip-path="url(#id)". */
export function clip(doc: Doc, d: string): string {
  return doc.def('cp', (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`);
}

// ---------------------------------------------------------------- tiny PNG encoder

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Minimal synchronous 8-bit greyscale PNG encoder (sharp is async-only). */
function greyPng(w: number, h: number, px: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((w + 1) * h);
  for (let y = 0; y < h; y++) raw.set(px.subarray(y * w, (y + 1) * w), y * (w + 1) + 1);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
