/**
 * Portfolio drawers for the "desk" services: vector conversion, line art, logo
 * design and photo editing. One parametrised function per category; the item
 * index picks subject, palette and layout so a grid of them never repeats.
 */
import sharp from 'sharp';
import { darken, Doc, f, lighten, luma, P, text, type Rng } from './core.ts';
import { makeMark, MARK_NAMES, renderFlat, WORDS, type MarkColors } from './marks.ts';
import { anchorOverlay, circle, mapNodes, nodesToPath, roundRect, smooth, type BNode } from './shapes.ts';
import { grain, linear, radial, shadow, tile } from './stitches.ts';
import { svgToPng } from './render.ts';

const W = 600, H = 450;
/** Slider knob sits in the gap between emblem and wordmark so it hides nothing. */
const HANDLE_Y = 342;

/** Colour schemes (mark colours + background) shared by the desk categories. */
export const SCHEMES: MarkColors[] = [
  { a: P.navy, b: P.red, c: P.gold, bg: P.cream },
  { a: P.teal, b: P.gold, c: P.cream, bg: '#eef4f3' },
  { a: P.red, b: P.navy, c: P.gold, bg: '#fbefe9' },
  { a: '#2f6db3', b: P.gold, c: '#ffffff', bg: '#edf2f8' },
  { a: P.plum, b: P.rose, c: P.gold, bg: '#f7eef2' },
  { a: P.moss, b: P.sand, c: P.red, bg: '#f1f3ea' },
  { a: '#e06b2b', b: P.navy, c: P.cream, bg: '#fcf1e6' },
  { a: P.ink, b: P.gold, c: P.red, bg: '#f3f1ec' },
];

/** Small rounded label chip ("RASTER", "AFTER"...). */
function chip(x: number, y: number, label: string, bg: string, fg: string, anchor: 'start' | 'end' = 'start'): string {
  const w = label.length * 8.4 + 22;
  const x0 = anchor === 'start' ? x : x - w;
  return `<rect x="${f(x0)}" y="${f(y)}" width="${f(w)}" height="26" rx="13" fill="${bg}"/>` + text(x0 + w / 2, y + 17.5, label, { size: 12, fill: fg, spacing: 1.5 });
}

// ---------------------------------------------------------------- vector conversion

type Pts = Array<[number, number] | [number, number, 'c']>;
/** Mascot / emblem outlines as control points in a unit box; 'c' marks a sharp corner. */
export const OUTLINES: Record<string, Pts> = {
  flame: [[0, -1, 'c'], [0.42, -0.35], [0.62, 0.3], [0.3, 0.85], [-0.3, 0.85], [-0.62, 0.3], [-0.35, -0.15], [-0.1, -0.35]],
  leaf: [[0, -1, 'c'], [0.58, -0.3], [0.45, 0.45], [0, 0.95, 'c'], [-0.45, 0.45], [-0.58, -0.3]],
  drop: [[0, -1, 'c'], [0.45, -0.15], [0.62, 0.4], [0, 0.92], [-0.62, 0.4], [-0.45, -0.15]],
  fish: [[-0.95, -0.5, 'c'], [-0.5, 0], [-0.95, 0.5, 'c'], [-0.25, 0.3], [0.35, 0.42], [0.92, 0.05], [0.35, -0.45], [-0.25, -0.3]],
  bird: [[0.98, -0.2, 'c'], [0.5, 0.1], [0.45, 0.6], [-0.2, 0.75], [-0.95, 0.25, 'c'], [-0.45, -0.1], [0, -0.62], [0.55, -0.5]],
  ghost: [[0, -0.9], [0.62, -0.45], [0.7, 0.3], [0.7, 0.85, 'c'], [0.35, 0.62], [0, 0.85], [-0.35, 0.62], [-0.7, 0.85, 'c'], [-0.7, 0.3], [-0.62, -0.45]],
  cloud: [[-0.85, 0.35], [-0.8, -0.1], [-0.45, -0.3], [-0.2, -0.7], [0.3, -0.65], [0.55, -0.25], [0.88, -0.05], [0.85, 0.4], [0.3, 0.55], [-0.3, 0.55]],
  acorn: [[0, -0.95, 'c'], [0.75, -0.35], [0.6, 0.3], [0, 0.95, 'c'], [-0.6, 0.3], [-0.75, -0.35]],
};

/** Clean emblem layers: a badge, the traced outline and a few details. */
export function vectorSubject(rand: Rng, k: MarkColors, outline: Pts, badge: 'circle' | 'square', word: string, cx = 300, cy = 190, r = 118): { svg: string; nodes: BNode[] } {
  const nodes = mapNodes(smooth(outline), r * 0.72, cx, cy);
  let svg = '';
  if (badge === 'circle') svg += `<path d="${circle(cx, cy, r)}" fill="${k.a}"/><path d="${circle(cx, cy, r * 0.9)}" fill="none" stroke="${k.c}" stroke-width="3"/>`;
  if (badge === 'square') svg += `<path d="${roundRect(cx - r, cy - r, r * 2, r * 2, 34)}" fill="${k.a}"/>`;
  svg += `<path d="${nodesToPath(nodes)}" fill="${k.b}"/>`;
  // eyes turn every outline into a little mascot
  const ex = cx + rand.range(-8, 8), ey = cy + rand.range(-6, 14);
  for (const s of [-1, 1]) {
    svg += `<circle cx="${f(ex + s * 22)}" cy="${f(ey)}" r="13" fill="#fff"/><circle cx="${f(ex + s * 22 + 3)}" cy="${f(ey + 2)}" r="6.5" fill="${P.ink}"/>`;
  }
  svg += `<path d="M${f(ex - 12)} ${f(ey + 26)}Q${f(ex)} ${f(ey + 38)} ${f(ex + 12)} ${f(ey + 26)}" fill="none" stroke="${P.ink}" stroke-width="4" stroke-linecap="round"/>`;
  if (word) svg += text(cx, cy + r * 1.72, word, { size: r * 0.37, fill: k.a, spacing: 5 });
  return { svg, nodes };
}

export async function vectorConversion(i: number): Promise<Buffer> {
  const doc = new Doc(W, H, `vector-${i}`);
  const rand = doc.rand;
  // offset the scheme each lap through the outlines so no two items pair the same way
  const k = SCHEMES[(i + Math.floor(i / 8) * 3) % SCHEMES.length];
  const names = Object.keys(OUTLINES);
  const outline = OUTLINES[names[i % names.length]];
  const badge = (['circle', 'square'] as const)[(i + Math.floor(i / names.length)) % 2];
  const subj = vectorSubject(rand, k, outline, badge, WORDS[(i * 7) % WORDS.length]);
  const split = 300;
  const grid = tile(doc, 'grid', 25, 25, `<path d="M25 0H0V25" fill="none" stroke="#000" stroke-opacity="0.05"/>`);
  const bg = `<rect width="${W}" height="${H}" fill="${k.bg}"/><rect width="${W}" height="${H}" fill="${grid}"/>`;
  const clean = doc.render(`${bg}<svg x="${split}" y="0" width="${W - split}" height="${H}" viewBox="${split} 0 ${W - split} ${H}" overflow="hidden">${subj.svg}</svg>`);
  const blue = '#2f7de1';
  const overlay = new Doc(W, H, `vector-ov-${i}`);
  const overlaySvg = overlay.render(
    `<svg x="${split}" y="0" width="${W - split}" height="${H}" viewBox="${split} 0 ${W - split} ${H}" overflow="hidden">${anchorOverlay(subj.nodes, blue, 1.35)}</svg>` +
      `<g filter="url(#${shadow(overlay, 2, 4, 0.3)})"><rect x="${split - 1.5}" width="3" height="${H}" fill="#fff"/>` +
      `<circle cx="${split}" cy="${HANDLE_Y}" r="17" fill="#fff"/></g>` +
      `<path d="M${split - 5} ${HANDLE_Y - 6}l-6 6 6 6M${split + 5} ${HANDLE_Y - 6}l6 6-6 6" fill="none" stroke="${P.navy}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>` +
      chip(16, 16, 'RASTER', P.navy, '#fff') + chip(W - 16, 16, 'VECTOR', blue, '#fff', 'end'),
  );
  // The bitmap half: render the subject alone, shrink it and blow it back up with nearest-neighbour.
  const block = 7 + (i % 3) * 1.5;
  const subjectOnly = await svgToPng(new Doc(W, H, 'x').render(subj.svg));
  const small = await sharp(subjectOnly).resize(Math.round(W / block), Math.round(H / block), { kernel: 'cubic' }).png().toBuffer();
  const pixels = await sharp(small).resize(W, H, { kernel: 'nearest' }).extract({ left: 0, top: 0, width: split, height: H }).png().toBuffer();
  return sharp(await svgToPng(clean))
    .composite([{ input: pixels, left: 0, top: 0 }, { input: await svgToPng(overlaySvg) }])
    .png()
    .toBuffer();
}

// ---------------------------------------------------------------- line art

/** Monoline subjects drawn in a ±100 unit box. Each returns path data. */
export const LINE_SUBJECTS: Record<string, () => string> = {
  mug: () =>
    'M-60 -30H40V40Q40 75 5 75H-25Q-60 75 -60 40Z M40 -10Q75 -10 75 15Q75 40 40 40 M-80 85H60 M-35 -50q-10 -15 0 -30t0 -30 M-10 -50q-10 -15 0 -30t0 -30 M15 -50q-10 -15 0 -30t0 -30',
  bulb: () =>
    'M-28 40Q-28 15 -45 -5A55 55 0 1 1 45 -5Q28 15 28 40Z M-28 52H28 M-24 64H24 M-14 76H14 M-10 40V0L0 10L10 0V40 M-95 -40H-75 M95 -40H75 M0 -125V-105 M-68 -105L-55 -92 M68 -105L55 -92',
  rocket: () =>
    'M0 -100Q40 -60 35 30H-35Q-40 -60 0 -100Z M-35 0L-60 45V60L-35 45 M35 0L60 45V60L35 45 M-22 30L-15 50H15L22 30 M0 -45m-16 0a16 16 0 1 0 32 0a16 16 0 1 0 -32 0 M-10 60Q0 95 10 60 M-30 75V95 M30 75V95',
  house: () =>
    'M-80 -10L0 -80L80 -10 M-65 -22V80H65V-22 M-18 80V30H18V80 M28 10H52V34H28Z M40 10V34M28 22H52 M40 -62V-85H58V-46 M49 -95q8 -10 0 -20t0 -20 M-100 80H100',
  cactus: () =>
    'M-45 40H45L35 95H-35Z M-52 40H52 M-14 40V-70Q-14 -90 0 -90Q14 -90 14 -70V40 M-14 0H-35Q-48 0 -48 -15V-45 Q-48 -55 -40 -55Q-32 -55 -32 -45V-18H-14 M14 -20H35Q48 -20 48 -35V-55Q48 -65 40 -65Q32 -65 32 -55V-38H14 M0 -60V-50M0 -25V-15M0 10V20M-40 -35V-28M40 -50V-43',
  camera: () =>
    'M-90 -40Q-90 -55 -75 -55H-35L-25 -75H25L35 -55H75Q90 -55 90 -40V55Q90 70 75 70H-75Q-90 70 -90 55Z M0 5m-42 0a42 42 0 1 0 84 0a42 42 0 1 0 -84 0 M0 5m-26 0a26 26 0 1 0 52 0a26 26 0 1 0 -52 0 M58 -35H72 M-72 -40H-50 M-12 -5Q-5 -14 5 -12',
  fish: () =>
    'M-70 0Q-20 -65 45 -10L85 -45V45L45 10Q-20 65 -70 0Z M-40 -8m-6 0a6 6 0 1 0 12 0a6 6 0 1 0 -12 0 M-15 -25Q-2 0 -15 25 M5 -22Q18 0 5 22 M-95 -45m-7 0a7 7 0 1 0 14 0a7 7 0 1 0 -14 0 M-85 -75m-4 0a4 4 0 1 0 8 0a4 4 0 1 0 -8 0',
  bird: () =>
    'M-50 10Q-55 -50 0 -55Q45 -55 45 -15Q45 40 -20 45Q-45 45 -55 30L-95 40L-50 10 M45 -25L70 -15L45 -5 M10 -25m-5 0a5 5 0 1 0 10 0a5 5 0 1 0 -10 0 M-35 5Q0 -5 15 20Q-10 30 -35 5 M-100 70H100 M-10 45V70M10 45V70',
  cat: () =>
    'M-70 -10L-75 -85L-30 -55Q0 -65 30 -55L75 -85L70 -10Q75 65 0 75Q-75 65 -70 -10Z M-30 -10m-9 0a9 9 0 1 0 18 0a9 9 0 1 0 -18 0 M30 -10m-9 0a9 9 0 1 0 18 0a9 9 0 1 0 -18 0 M-8 20L8 20L0 30Z M0 30Q-10 45 -22 40M0 30Q10 45 22 40 M-30 25H-95M-30 33L-90 48M30 25H95M30 33L90 48',
  badge: () =>
    'M0 0m-95 0a95 95 0 1 0 190 0a95 95 0 1 0 -190 0 M0 0m-80 0a80 80 0 1 0 160 0a80 80 0 1 0 -160 0 M-70 35L-30 -20L-10 5L20 -40L70 35Z M-30 -20L-20 -5 M20 -40L30 -25 M30 -45m-12 0a12 12 0 1 0 24 0a12 12 0 1 0 -24 0 M-65 50H65 M-50 62H50',
  anchor: () =>
    'M0 -80m-14 0a14 14 0 1 0 28 0a14 14 0 1 0 -28 0 M0 -66V80 M-40 -45H40 M-75 20Q-70 80 0 80Q70 80 75 20 M-90 35L-75 20L-60 35 M90 35L75 20L60 35',
  branch: () =>
    'M-90 80Q-20 20 80 -90 M-50 45Q-80 20 -75 -15Q-40 0 -50 45 M-50 45Q-20 70 15 60Q0 30 -50 45 M0 -5Q-25 -35 -15 -70Q15 -45 0 -5 M0 -5Q35 10 65 -5Q40 -35 0 -5 M45 -52Q35 -80 55 -100Q75 -80 45 -52',
  bicycle: () =>
    'M-60 30m-38 0a38 38 0 1 0 76 0a38 38 0 1 0 -76 0 M60 30m-38 0a38 38 0 1 0 76 0a38 38 0 1 0 -76 0 M-60 30L-25 -30H35L60 30 M-25 -30L0 30L35 -30 M-60 30H0 M-30 -45H-10 M-25 -30L-30 -45 M35 -30L30 -55L45 -60',
  sailboat: () =>
    'M-80 40H80L60 70H-60Z M0 40V-95 M0 -90L65 25H0 M-5 -70L-60 25H-5 M-100 90q12.5 -12 25 0t25 0t25 0t25 0t25 0t25 0t25 0t25 0',
  tree: () =>
    'M0 -100L50 -30H25L65 30H-65L-25 -30H-50Z M0 30V80 M-100 80H100 M-10 -10L10 -10 M-25 10L25 10 M-85 80Q-70 55 -55 80 M55 80Q75 50 90 80 M-60 -70m-10 0a10 10 0 1 0 20 0a10 10 0 1 0 -20 0',
  lighthouse: () =>
    'M-25 -55H25L35 75H-35Z M-30 -55V-75H30V-55 M-20 -75V-90Q0 -105 20 -90V-75 M-27 -10H27 M-31 30H31 M-10 75V50H10V75 M35 -80L90 -100M35 -70L90 -55M-35 -80L-90 -100M-35 -70L-90 -55 M-100 90q12.5 -10 25 0t25 0t25 0t25 0t25 0t25 0t25 0t25 0',
};

export function lineArt(i: number): string {
  const doc = new Doc(W, H, `line-${i}`);
  const names = Object.keys(LINE_SUBJECTS);
  const name = names[i % names.length];
  const paper = ['#ffffff', '#fbf8f2', '#f6f7f9', '#fdfbf6'][i % 4];
  const ink = i % 5 === 3 ? P.navy : P.ink;
  const s = 1.55 + (i % 3) * 0.1;
  const sw = [3.6, 4.4, 3][i % 3];
  const frame = i % 4; // 0 none, 1 circle, 2 rounded square, 3 dashed circle
  let frameSvg = '';
  if (frame === 1) frameSvg = `<circle cx="300" cy="225" r="190" fill="none" stroke="${ink}" stroke-width="${sw}"/>`;
  if (frame === 2) frameSvg = `<rect x="120" y="40" width="360" height="370" rx="40" fill="none" stroke="${ink}" stroke-width="${sw}"/>`;
  if (frame === 3) frameSvg = `<circle cx="300" cy="225" r="192" fill="none" stroke="${ink}" stroke-width="${sw * 0.8}" stroke-dasharray="2 9" stroke-linecap="round"/>`;
  // faint pencil construction lines: it's the artwork, shown as a designer would present it
  const guides = `<g stroke="${P.teal}" stroke-opacity="0.14" stroke-width="1"><path d="M300 0V450M0 225H600"/><circle cx="300" cy="225" r="150" fill="none"/></g>`;
  return doc.render(
    `<rect width="${W}" height="${H}" fill="${paper}"/>${guides}${frameSvg}` +
      `<g transform="translate(300 ${frame === 0 ? 228 : 225}) scale(${s})"><path d="${LINE_SUBJECTS[name]()}" fill="none" stroke="${ink}" stroke-width="${f(sw / s)}" stroke-linecap="round" stroke-linejoin="round"/></g>`,
  );
}

// ---------------------------------------------------------------- logo designing

export function logoDesign(i: number): string {
  const doc = new Doc(W, H, `logo-${i}`);
  const rand = doc.rand;
  const base = SCHEMES[(i * 3) % SCHEMES.length];
  const dark = i % 3 === 2;
  const k: MarkColors = dark ? { a: base.b === P.navy ? P.gold : base.b, b: base.c === '#ffffff' ? P.cream : base.c, c: base.a === P.ink ? P.red : lighten(base.a, 0.2), bg: P.navy } : base;
  const bg = dark ? P.navy : base.bg;
  const fg = dark ? P.cream : base.a === P.ink ? P.ink : darken(base.a, 0.15);
  const mark = MARK_NAMES[(i * 5) % MARK_NAMES.length];
  const word = WORDS[(i * 3 + 4) % WORDS.length];
  const tag = ['STUDIO', 'COFFEE CO', 'OUTFITTERS', 'ATHLETICS', 'BREWING', 'DESIGN LAB', 'SUPPLY', 'ROASTERS'][i % 8];
  const horizontal = i % 2 === 1;
  // taglines fall back to the wordmark colour when the accent is too close to the background
  const accent = dark ? k.a : k.b;
  const tagColor = Math.abs(luma(accent) - luma(bg)) < 0.3 ? fg : accent;
  let body = `<rect width="${W}" height="${H}" fill="${bg}"/>`;
  if (dark) body += `<rect width="${W}" height="${H}" fill="${radial(doc, [[0, '#ffffff', 0.08], [1, '#ffffff', 0]], 0.5, 0.4, 0.6)}"/>`;
  const guide = (cx: number, cy: number, r: number) =>
    `<g fill="none" stroke="${dark ? '#fff' : P.teal}" stroke-opacity="${dark ? 0.12 : 0.22}" stroke-dasharray="4 5"><circle cx="${cx}" cy="${cy}" r="${f(r * 1.25)}"/><path d="M${f(cx - r * 1.7)} ${cy}H${f(cx + r * 1.7)}M${cx} ${f(cy - r * 1.6)}V${f(cy + r * 1.6)}"/></g>`;
  if (horizontal) {
    const cx = 170, cy = 215, r = 72;
    body += guide(cx, cy, r) + renderFlat(makeMark(mark, rand, cx, cy, r, k));
    body += text(268, 232, word, { size: 58, fill: fg, anchor: 'start', spacing: 3 });
    body += text(270, 262, tag, { size: 15, fill: tagColor, anchor: 'start', spacing: 6, weight: 400 });
  } else {
    const cx = 300, cy = 160, r = 78;
    body += guide(cx, cy, r) + renderFlat(makeMark(mark, rand, cx, cy, r, k));
    body += text(300, 320, word, { size: 52, fill: fg, spacing: 8 });
    body += `<path d="M210 345H260M340 345H390" stroke="${tagColor}" stroke-width="2"/>`;
    body += text(300, 350, tag, { size: 13, fill: tagColor, spacing: 4, weight: 400 });
  }
  // palette swatches, as on a brand presentation board
  const sw = [k.a, k.b, k.c, fg];
  body += sw.map((c, j) => `<circle cx="${478 + j * 30}" cy="410" r="10" fill="${c}" stroke="${dark ? '#ffffff33' : '#00000018'}"/>`).join('');
  body += `<rect x="24" y="404" width="70" height="4" rx="2" fill="${fg}" opacity="0.25"/><rect x="24" y="414" width="44" height="4" rx="2" fill="${fg}" opacity="0.15"/>`;
  return doc.render(body);
}

// ---------------------------------------------------------------- photo editing

type ProductFn = (doc: Doc, color: string) => string;

/** Product silhouettes with soft studio gradients, centred on (300, 250). */
export const PRODUCTS: Record<string, ProductFn> = {
  bottle: (doc, c) => {
    const g = linear(doc, [[0, darken(c, 0.45)], [0.25, lighten(c, 0.25)], [0.4, c], [1, darken(c, 0.5)]], 0, 0, 1, 0);
    return `<path d="M282 110H318V150Q350 170 350 210V345Q350 360 335 360H265Q250 360 250 345V210Q250 170 282 150Z" fill="${g}"/>` +
      `<rect x="279" y="92" width="42" height="26" rx="4" fill="${darken(c, 0.6)}"/>` +
      `<rect x="250" y="235" width="100" height="70" fill="${P.cream}"/><rect x="266" y="255" width="68" height="8" fill="${c}"/><rect x="276" y="272" width="48" height="5" fill="${P.slate}" opacity="0.6"/>` +
      `<rect x="262" y="175" width="7" height="160" rx="3" fill="#fff" opacity="0.35"/>`;
  },
  perfume: (doc, c) => {
    const g = linear(doc, [[0, lighten(c, 0.5)], [0.5, c], [1, darken(c, 0.3)]], 0, 0, 1, 1);
    return `<rect x="285" y="140" width="30" height="30" fill="#c9b27a"/><rect x="270" y="100" width="60" height="44" rx="6" fill="${P.ink}"/>` +
      `<rect x="225" y="168" width="150" height="190" rx="22" fill="${g}" opacity="0.92"/><rect x="245" y="188" width="110" height="150" rx="12" fill="#fff" opacity="0.16"/>` +
      `<rect x="240" y="180" width="10" height="165" rx="5" fill="#fff" opacity="0.5"/>` + text(300, 275, 'NO.5', { size: 20, fill: '#fff', spacing: 4, opacity: 0.9 });
  },
  mug: (doc, c) => {
    const g = linear(doc, [[0, darken(c, 0.3)], [0.3, lighten(c, 0.2)], [1, darken(c, 0.35)]], 0, 0, 1, 0);
    return `<path d="M345 210Q405 210 405 262Q405 315 345 315" fill="none" stroke="${darken(c, 0.2)}" stroke-width="18"/>` +
      `<path d="M215 190H355V330Q355 360 325 360H245Q215 360 215 330Z" fill="${g}"/><ellipse cx="285" cy="190" rx="70" ry="12" fill="${darken(c, 0.45)}"/>` +
      `<ellipse cx="285" cy="192" rx="62" ry="8" fill="#5a3a22"/>`;
  },
  jar: (doc, c) => {
    const g = linear(doc, [[0, darken(c, 0.2)], [0.35, lighten(c, 0.35)], [1, darken(c, 0.3)]], 0, 0, 1, 0);
    return `<rect x="215" y="230" width="170" height="125" rx="18" fill="${g}"/><rect x="210" y="190" width="180" height="48" rx="10" fill="${P.ink}"/>` +
      `<rect x="222" y="196" width="156" height="6" rx="3" fill="#fff" opacity="0.25"/><rect x="245" y="270" width="110" height="46" rx="4" fill="#fff" opacity="0.85"/><rect x="265" y="286" width="70" height="6" fill="${c}"/>`;
  },
  watch: (doc, c) => {
    const face = radial(doc, [[0, '#ffffff'], [0.8, '#eef0f2'], [1, '#b9c0c8']]);
    const strap = linear(doc, [[0, darken(c, 0.35)], [0.5, c], [1, darken(c, 0.35)]], 0, 0, 1, 0);
    return `<rect x="262" y="90" width="76" height="290" rx="14" fill="${strap}"/>` +
      `<circle cx="300" cy="235" r="78" fill="#8d96a1"/><circle cx="300" cy="235" r="68" fill="${face}"/>` +
      Array.from({ length: 12 }, (_, h) => { const a = (h / 12) * Math.PI * 2; return `<circle cx="${f(300 + Math.cos(a) * 56)}" cy="${f(235 + Math.sin(a) * 56)}" r="${h % 3 ? 1.8 : 3.2}" fill="${P.ink}"/>`; }).join('') +
      `<path d="M300 235L300 192M300 235L330 250" stroke="${P.ink}" stroke-width="4" stroke-linecap="round"/><circle cx="300" cy="235" r="4" fill="${P.red}"/><rect x="376" y="226" width="10" height="18" rx="3" fill="#8d96a1"/>`;
  },
  candle: (doc, c) => {
    const glass = linear(doc, [[0, '#ffffff', 0.55], [0.3, '#ffffff', 0.15], [1, '#ffffff', 0.4]], 0, 0, 1, 0);
    const flame = radial(doc, [[0, '#fff7d6'], [0.5, '#ffc94d'], [1, '#ff8a2a', 0]], 0.5, 0.6, 0.5);
    return `<rect x="230" y="200" width="140" height="160" rx="14" fill="${c}"/><rect x="230" y="200" width="140" height="160" rx="14" fill="${glass}"/>` +
      `<ellipse cx="300" cy="222" rx="62" ry="10" fill="${lighten(c, 0.35)}"/><path d="M300 220V200" stroke="${P.ink}" stroke-width="3"/>` +
      `<ellipse cx="300" cy="182" rx="22" ry="34" fill="${flame}"/><path d="M300 158Q314 182 300 200Q286 182 300 158Z" fill="#fff2c4"/>` +
      `<rect x="250" y="265" width="100" height="50" rx="4" fill="${P.cream}" opacity="0.9"/><rect x="270" y="284" width="60" height="6" fill="${darken(c, 0.3)}"/>`;
  },
};

export function photoEditing(i: number): string {
  const doc = new Doc(W, H, `photo-${i}`);
  const rand = doc.rand;
  const names = Object.keys(PRODUCTS);
  const product = names[i % names.length];
  const color = [P.red, P.teal, '#c8793a', P.navySoft, P.plum, P.gold, '#3f7a5c', '#b8475c'][(i * 3) % 8];
  const wall = [['#f3ede4', '#e4d8c6'], ['#e9f1f2', '#cfdfe1'], ['#f6ece9', '#e6d2cc'], ['#eef0f5', '#d6dbe6']][i % 4];
  const split = 300 + rand.range(-50, 40);
  const scene =
    `<rect width="${W}" height="${H}" fill="${linear(doc, [[0, wall[0]], [0.72, wall[1]], [0.72, darken(wall[1], 0.06)], [1, darken(wall[1], 0.12)]])}"/>` +
    `<ellipse cx="300" cy="362" rx="120" ry="14" fill="#000" opacity="0.22" filter="url(#${shadow(doc, 0, 6, 0.3)})"/>` +
    `<g filter="url(#${shadow(doc, 8, 12, 0.25)})">${PRODUCTS[product](doc, color)}</g>`;
  const sceneId = doc.def('scene', (id) => `<g id="${id}">${scene}</g>`);
  // "Before": dull, colour cast, low contrast, noisy, with dust and a cluttered backdrop.
  const before = doc.def('bf', (id) =>
    `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feColorMatrix type="saturate" values="0.45"/>` +
    `<feComponentTransfer><feFuncR type="linear" slope="0.78" intercept="0.12"/><feFuncG type="linear" slope="0.74" intercept="0.1"/><feFuncB type="linear" slope="0.62" intercept="0.06"/></feComponentTransfer></filter>`);
  const leftClip = doc.def('lc', (id) => `<clipPath id="${id}"><rect width="${f(split)}" height="${H}"/></clipPath>`);
  const rightClip = doc.def('rc', (id) => `<clipPath id="${id}"><rect x="${f(split)}" width="${f(W - split)}" height="${H}"/></clipPath>`);
  const clutter =
    `<rect x="${f(rand.range(20, 70))}" y="${f(rand.range(110, 190))}" width="${f(rand.range(90, 140))}" height="${f(rand.range(120, 180))}" fill="#6b5a48" opacity="0.35" transform="rotate(${f(rand.range(-8, 8))} 100 235)"/>` +
    `<path d="M0 ${f(330 + rand.range(0, 20))}C120 300 160 380 ${f(split)} 340" stroke="#333" stroke-width="4" fill="none" opacity="0.4"/>` +
    Array.from({ length: 14 }, () => `<circle cx="${f(rand.range(10, split - 10))}" cy="${f(rand.range(20, 430))}" r="${f(rand.range(1.2, 3.5))}" fill="#3a3026" opacity="${f(rand.range(0.2, 0.5))}"/>`).join('');
  const body =
    `<g clip-path="url(#${leftClip})"><g filter="url(#${before})"><use href="#${sceneId}"/>${clutter}</g>${grain(doc, 0.3, 0, 0, Math.ceil(split), H)}</g>` +
    `<g clip-path="url(#${rightClip})"><use href="#${sceneId}"/></g>` +
    `<g filter="url(#${shadow(doc, 2, 4, 0.35)})"><rect x="${f(split - 1.5)}" width="3" height="${H}" fill="#fff"/><circle cx="${f(split)}" cy="225" r="18" fill="#fff"/></g>` +
    `<path d="M${f(split - 5)} 219l-6 6 6 6M${f(split + 5)} 219l6 6-6 6" fill="none" stroke="${P.navy}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>` +
    chip(16, 16, 'BEFORE', '#00000066', '#fff') + chip(W - 16, 16, 'AFTER', P.navy, '#fff', 'end');
  return doc.render(body);
}
