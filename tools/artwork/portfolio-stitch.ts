/**
 * Portfolio drawers for the embroidery categories: 3D puff, applique,
 * chenille, flat embroidery and sequins. Each is one parametrised function;
 * the item index drives garment, colours, lettering and layout.
 */
import { darken, Doc, f, FONT_SANS, FONT_SERIF, lighten, luma, mix, P, text, type Rng } from './core.ts';
import { cap, poloCloseup, top, tote, varsityJacket, type TopKind } from './garments.ts';
import { makeMark, MARK_NAMES, renderStitched, WORDS } from './marks.ts';
import { bolt, circle, heart, star } from './shapes.ts';
import {
  canvasWeave, chenilleFilter, denim, dots, grain, linear, plaid, puffFilter, radial, running, satin, shadow, stripes, tile, twill,
} from './stitches.ts';

const W = 600, H = 450;

/** Soft studio backdrop: a vertical gradient with a warm floor glow. */
function backdrop(doc: Doc, a: string, b: string): string {
  return (
    `<rect width="${W}" height="${H}" fill="${linear(doc, [[0, a], [1, b]])}"/>` +
    `<rect width="${W}" height="${H}" fill="${radial(doc, [[0, '#ffffff', 0.35], [1, '#ffffff', 0]], 0.5, 0.45, 0.6)}"/>`
  );
}

const BACKDROPS: Array<[string, string]> = [
  ['#f3ece1', '#dccdb6'], ['#e6eef0', '#c4d4d8'], ['#f4e6e2', '#dfc3bb'], ['#e9e9ef', '#c9cad6'], ['#eef0e6', '#d0d6bf'],
];

/** Picks a thread colour that stands out on the garment. */
function contrastThread(rand: Rng, garment: string, options: readonly string[]): string {
  const good = options.filter((c) => Math.abs(luma(c) - luma(garment)) > 0.28);
  return rand.pick(good.length ? good : [luma(garment) > 0.5 ? P.navy : P.cream]);
}

// ---------------------------------------------------------------- 3D puff

const PUFF_WORDS = ['NS', 'BK', '23', 'NY', 'GO', 'ACE', 'RX', 'B', 'TKO', 'HI', '7', 'LA', 'OK'];
const CAP_COLORS = [P.navy, '#1d1f24', P.red, '#f1ede4', '#3f5d3a', '#c8b48f', P.teal, '#8a1e2c', '#5b6878', '#2f6db3'];

export function puff3d(i: number): string {
  const doc = new Doc(W, H, `puff-${i}`);
  const rand = doc.rand;
  const capColor = CAP_COLORS[i % CAP_COLORS.length];
  const brim = i % 3 === 1 ? darken(capColor, 0.1) : capColor;
  const [b0, b1] = BACKDROPS[i % BACKDROPS.length];
  const c = cap(doc, 300, 318, 178, capColor, brim);
  const thread = contrastThread(rand, capColor, [P.white, P.gold, P.red, P.cream, P.navy, '#f2c94c', P.teal, '#1d1f24']);
  const word = PUFF_WORDS[i % PUFF_WORDS.length];
  const serif = i % 3 === 2;
  const size = word.length === 1 ? 150 : word.length === 2 ? 118 : 92;
  const lines = tile(doc, `puffsatin${thread}`, 3, 10, `<rect width="3" height="10" fill="${darken(thread, 0.1)}"/><rect width="1.6" height="10" fill="${thread}"/>`);
  // librsvg has no <textPath>, so the letters sit straight on the front panel
  const letters = text(c.logo.cx, c.logo.cy + size * 0.36, word, { size, fill: lines, family: serif ? FONT_SERIF : FONT_SANS, spacing: 4 });
  const accent = i % 4 === 0
    ? running(`M${f(c.logo.cx - 70)} ${f(c.logo.cy + size * 0.62)}H${f(c.logo.cx + 70)}`, thread, 3, '7 4')
    : '';
  return doc.render(
    backdrop(doc, b0, b1) + c.svg +
      `<g filter="url(#${puffFilter(doc, 7)})">${letters}</g>` + accent + grain(doc, 0.05),
  );
}

// ---------------------------------------------------------------- applique

const APPLIQUE_LETTERS = ['ΑΦ', 'ΔΓ', '23', 'ΣΚ', 'B', '07', 'ΚΔ', 'M', '♥', '★', 'ΩΧ', '10', 'A', 'ΖΤ', '88', 'R', '★', '♥'];

type FabricFn = (doc: Doc, rand: Rng) => string;
const FABRIC_FILLS: FabricFn[] = [
  (doc) => plaid(doc, P.red, P.navy, 26),
  (doc) => dots(doc, P.cream, P.red, 14),
  (doc) => denim(doc),
  (doc) => stripes(doc, P.gold, lighten(P.gold, 0.3), 14, 45),
  (doc) => twill(doc, P.teal, 1.2, 0.1),
  (doc) => plaid(doc, P.moss, P.gold, 24),
  (doc) => dots(doc, P.navy, P.gold, 12),
  (doc) => stripes(doc, P.rose, P.cream, 12, -45),
  (doc) => twill(doc, P.plum, 1.2, 0.12),
];

/** Satin edge around any outline shape (text or path), drawn as a ring of satin bars. */
function satinEdge(el: (attrs: string) => string, color: string, width: number): string {
  return (
    el(`fill="none" stroke="${darken(color, 0.35)}" stroke-width="${f(width + 1.2)}" stroke-linejoin="round"`) +
    el(`fill="none" stroke="${lighten(color, 0.08)}" stroke-width="${f(width)}" stroke-dasharray="1.1 0.9" stroke-linejoin="round"`)
  );
}

export function applique(i: number): string {
  const doc = new Doc(W, H, `applique-${i}`);
  const rand = doc.rand;
  const kinds: Array<TopKind | 'tote'> = ['sweatshirt', 'tee', 'hoodie', 'tote'];
  const kind = kinds[i % kinds.length];
  const garment = [P.cream, '#9aa7b5', P.navy, '#e8d9c0', '#2b2f36', '#c9d6cf', '#f1ede4', '#7a3044', '#d7c9e0'][(i * 5) % 9];
  const [b0, b1] = BACKDROPS[(i + 2) % BACKDROPS.length];
  const g = kind === 'tote' ? tote(doc, 300, 250, 270, 290, garment) : top(doc, kind, 300, kind === 'hoodie' ? 90 : 60, kind === 'hoodie' ? 0.98 : 1.08, garment);
  const label = APPLIQUE_LETTERS[i % APPLIQUE_LETTERS.length];
  const inner = FABRIC_FILLS[(i * 2) % FABRIC_FILLS.length](doc, rand);
  const backing = contrastThread(rand, garment, [P.navy, P.red, P.cream, P.gold, P.teal, '#1d1f24', '#ffffff']);
  const edge = contrastThread(rand, backing, [P.cream, P.gold, P.navy, '#ffffff', P.red]);
  const cx = g.chest.cx, cy = g.chest.cy + (kind === 'tote' ? 10 : 6);
  const isShape = label === '♥' || label === '★';
  const size = label.length === 1 ? 150 : 122;
  const el = isShape
    ? (attrs: string) => `<path d="${label === '♥' ? heart(cx, cy - 8, 72) : star(cx, cy, 90, 40)}" ${attrs}/>`
    : (attrs: string) => text(cx, cy + size * 0.36, label, { size, fill: 'none', family: FONT_SERIF, spacing: 6, extra: attrs }).replace('fill="none" ', '');
  // two-layer applique: an offset backing piece, then the patterned top piece, each with a satin edge
  const body =
    `<g filter="url(#${shadow(doc, 3, 3, 0.35)})">` +
    el(`fill="${backing}" stroke="${backing}" stroke-width="22" stroke-linejoin="round"`) + '</g>' +
    el(`fill="none" stroke="${darken(edge, 0.35)}" stroke-width="28" stroke-linejoin="round"`) +
    el(`fill="none" stroke="${lighten(edge, 0.08)}" stroke-width="26" stroke-dasharray="1.1 0.9" stroke-linejoin="round"`) +
    el(`fill="${twill(doc, backing, 0.9, 0.08)}" stroke="${twill(doc, backing, 0.9, 0.08)}" stroke-width="21" stroke-linejoin="round"`) +
    `<g filter="url(#${shadow(doc, 2, 2, 0.3)})">${el(`fill="${inner}"`)}</g>` +
    satinEdge(el, edge, 4.2);
  return doc.render(backdrop(doc, b0, b1) + g.svg + body + grain(doc, 0.05));
}

// ---------------------------------------------------------------- chenille

const CHENILLE_GLYPHS = ['A', 'B', 'M', 'S', 'R', 'W', '7', 'K', 'D', '23', 'E', 'T', 'H', '9', 'G', 'C'];
const VARSITY: Array<[string, string, string]> = [
  // chenille, inner felt, outer felt
  [P.gold, P.navy, P.cream], [P.cream, P.red, P.navy], [P.red, P.cream, P.navy], ['#ffffff', P.teal, P.gold],
  [P.gold, '#1d1f24', P.gold], [P.navy, P.gold, P.cream], ['#f2c94c', '#3f5d3a', P.cream], [P.cream, '#8a1e2c', P.gold],
];

/** Felt + chenille varsity letter, centred at (cx, baseline). */
export function chenilleLetter(doc: Doc, cx: number, base: number, glyph: string, size: number, cols: [string, string, string], seed: number): string {
  const [chen, felt1, felt2] = cols;
  const t = (attrs: string) => text(cx, base, glyph, { size, fill: 'none', family: FONT_SERIF, spacing: 2, extra: attrs }).replace('fill="none" ', '');
  const s = size / 300;
  const felt = (c: string) => canvasWeave(doc, c, 0.7, 0.04);
  return (
    `<g filter="url(#${shadow(doc, 5, 7, 0.4)})">${t(`fill="${felt(felt2)}" stroke="${felt(felt2)}" stroke-width="${f(56 * s)}" stroke-linejoin="round"`)}</g>` +
    t(`fill="none" stroke="${darken(felt2, 0.35)}" stroke-width="${f(40 * s)}" stroke-dasharray="${f(7 * s)} ${f(5 * s)}" stroke-linejoin="round" opacity="0.8"`) +
    t(`fill="${felt(felt1)}" stroke="${felt(felt1)}" stroke-width="${f(34 * s)}" stroke-linejoin="round"`) +
    t(`fill="none" stroke="${darken(felt1, 0.4)}" stroke-width="${f(16 * s)}" stroke-dasharray="${f(7 * s)} ${f(5 * s)}" stroke-linejoin="round" opacity="0.7"`) +
    `<g filter="url(#${shadow(doc, 3, 3, 0.45)})"><g filter="url(#${chenilleFilter(doc, seed)})">${t(`fill="${chen}" stroke="${chen}" stroke-width="${f(4 * s)}"`)}</g></g>`
  );
}

export function chenille(i: number): string {
  const doc = new Doc(W, H, `chenille-${i}`);
  const glyph = CHENILLE_GLYPHS[i % CHENILLE_GLYPHS.length];
  const cols = VARSITY[i % VARSITY.length];
  let body: string;
  if (i % 3 === 2) {
    // on a letterman jacket
    const bodyCol = [P.navy, '#8a1e2c', '#1d1f24', '#3f5d3a'][i % 4];
    const [b0, b1] = BACKDROPS[i % BACKDROPS.length];
    const j = varsityJacket(doc, 300, 62, 1.1, bodyCol, P.cream);
    body = backdrop(doc, b0, b1) + j.svg + chenilleLetter(doc, j.chest.cx, j.chest.cy + 42, glyph.slice(0, 1), 120, cols, i);
  } else {
    // close-up on wool, showing the pile texture
    const wool = [P.navy, '#2b2f36', '#7a2431', '#35513a', '#5b6878'][i % 5];
    const size = glyph.length > 1 ? 250 : 330;
    body =
      `<rect width="${W}" height="${H}" fill="${twill(doc, wool, 0.8, 0.06)}"/>` +
      `<rect width="${W}" height="${H}" fill="${radial(doc, [[0, '#ffffff', 0.12], [1, '#000000', 0.35]], 0.5, 0.45, 0.7)}"/>` +
      chenilleLetter(doc, 300, 225 + size * 0.36, glyph, size, cols, i);
  }
  return doc.render(body + grain(doc, 0.06));
}

// ---------------------------------------------------------------- flat embroidery

const POLO_COLORS = ['#ffffff', P.navy, '#2b2f36', '#c9d6cf', '#8a1e2c', '#e8dcc8', '#1f4e79', '#3f5d3a', '#f4d9d3'];

export function flatEmbroidery(i: number): string {
  const doc = new Doc(W, H, `flat-${i}`);
  const rand = doc.rand;
  const polo = POLO_COLORS[i % POLO_COLORS.length];
  const p = poloCloseup(doc, W, H, polo, 70 + (i % 3) * 20);
  const threads = [P.red, P.gold, P.teal, P.navy, '#ffffff', '#2f6db3', P.cream, '#f2c94c', P.moss];
  const a = contrastThread(rand, polo, threads);
  const b = contrastThread(rand, polo, threads.filter((t) => t !== a));
  const c = contrastThread(rand, polo, threads.filter((t) => t !== a && t !== b));
  const mark = MARK_NAMES[(i * 3 + 1) % MARK_NAMES.length];
  const r = 100;
  const cy = p.chest.cy - 42;
  const layers = makeMark(mark, rand, p.chest.cx, cy, r, { a, b, c, bg: polo });
  const word = WORDS[(i * 7 + 2) % WORDS.length];
  const wordSvg = renderStitched(doc, [{ d: '', color: a, angle: 90, text: { x: p.chest.cx, y: cy + r + 62, s: word, size: 46, spacing: 4 } }], 1, 3.2);
  return doc.render(
    p.svg + `<g filter="url(#${shadow(doc, 2, 2, 0.35)})">${renderStitched(doc, layers, 1, 3.2)}${wordSvg}</g>` + grain(doc, 0.05),
  );
}

// ---------------------------------------------------------------- sequins

type ShapeFn = (cx: number, cy: number) => string;
const SEQUIN_SHAPES: Array<{ shape: ShapeFn; from: string; to: string; bg: string }> = [
  { shape: (cx, cy) => heart(cx, cy, 150), from: '#ff6b6b', to: '#b3122e', bg: '#1a1230' },
  { shape: (cx, cy) => star(cx, cy + 10, 190, 80), from: '#ffe08a', to: '#c7871d', bg: P.navyDeep },
  { shape: (cx, cy) => bolt(cx, cy, 190), from: '#c8f1ff', to: '#4a6fa5', bg: '#241a2e' },
  { shape: (cx, cy) => circle(cx, cy, 175), from: '#f7b8e0', to: '#6d3b9e', bg: '#10201f' },
  { shape: (cx, cy) => heart(cx, cy, 150), from: '#9ff0d0', to: P.teal, bg: '#1b1b2b' },
];

/** Field of overlapping sequin discs clipped to a shape, shading from one colour to another. */
export function sequinField(doc: Doc, d: string, from: string, to: string, box: { x: number; y: number; w: number; h: number }, r = 10): string {
  const rand = doc.rand;
  const clipId = doc.def('sq', (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  // a few shared disc gradients; the highlight position varies like light catching tilted sequins
  const grads = [0.25, 0.4, 0.6, 0.75].map((fx) =>
    doc.def('sg', (id) =>
      `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.6" fx="${fx}" fy="${1 - fx}"><stop offset="0" stop-color="#fff" stop-opacity="0.95"/>` +
      `<stop offset="0.35" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`),
  );
  const dx = r * 1.35, dy = r * 1.12;
  let discs = '';
  for (let row = 0, y = box.y; y < box.y + box.h + r; row++, y += dy) {
    for (let x = box.x + (row % 2 ? dx / 2 : 0); x < box.x + box.w + r; x += dx) {
      const t = Math.min(1, Math.max(0, (x - box.x + (y - box.y)) / (box.w + box.h)));
      const base = mix(from, to, Math.min(1, Math.max(0, t + rand.range(-0.08, 0.08))));
      const jx = x + rand.range(-1, 1), jy = y + rand.range(-1, 1);
      discs +=
        `<circle cx="${f(jx)}" cy="${f(jy)}" r="${r}" fill="${base}" stroke="${darken(base, 0.45)}" stroke-width="0.8"/>` +
        `<circle cx="${f(jx)}" cy="${f(jy)}" r="${r}" fill="url(#${rand.pick(grads)})"/>` +
        `<circle cx="${f(jx)}" cy="${f(jy)}" r="1.6" fill="${darken(base, 0.5)}"/>`;
    }
  }
  return `<g clip-path="url(#${clipId})">${discs}</g>`;
}

export function sequin(i: number): string {
  const doc = new Doc(W, H, `sequin-${i}`);
  const s = SEQUIN_SHAPES[i % SEQUIN_SHAPES.length];
  const d = s.shape(300, 225);
  const velvet = radial(doc, [[0, lighten(s.bg, 0.18)], [1, darken(s.bg, 0.3)]], 0.5, 0.45, 0.75);
  return doc.render(
    `<rect width="${W}" height="${H}" fill="${canvasWeave(doc, s.bg, 0.8, 0.08)}"/><rect width="${W}" height="${H}" fill="${velvet}" opacity="0.85"/>` +
      `<g filter="url(#${shadow(doc, 6, 10, 0.55)})"><path d="${d}" fill="${darken(s.to, 0.3)}"/></g>` +
      sequinField(doc, d, s.from, s.to, { x: 80, y: 20, w: 440, h: 420 }) +
      satin(d, darken(s.to, 0.15), 6),
  );
}
