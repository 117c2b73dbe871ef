/**
 * Service-section illustrations (720x540). Most reuse the portfolio drawers
 * inside a device (app window, tablet) or next to a garment, so the services
 * and the portfolio share one visual language.
 */
import { darken, Doc, f, image, lighten, nest, P, text } from './core.ts';
import { cap, poloCloseup } from './garments.ts';
import { makeMark, renderFlat, renderStitched, type MarkColors } from './marks.ts';
import { collageInto } from './patches.ts';
import { lineArt, LINE_SUBJECTS, OUTLINES, PRODUCTS, SCHEMES, vectorConversion, vectorSubject } from './portfolio-digital.ts';
import { anchorOverlay, mountains } from './shapes.ts';
import { canvasWeave, grain, linear, radial, running, shadow } from './stitches.ts';
import { appWindow, deskProps, emblemHoop, hoopWith, machine, stitchedEmblem } from './studio.ts';

const W = 720, H = 540;

/** Soft light studio backdrop used by most service scenes. */
function studio(doc: Doc, a = '#eef1f5', b = '#d5dce6'): string {
  return (
    `<rect width="${W}" height="${H}" fill="${linear(doc, [[0, a], [1, b]])}"/>` +
    `<rect width="${W}" height="${H}" fill="${radial(doc, [[0, '#fff', 0.5], [1, '#fff', 0]], 0.5, 0.4, 0.6)}"/>`
  );
}

/** Chip with a short caption, e.g. "12,480 stitches". */
function chip(x: number, y: number, label: string, bg: string = P.navy, fg = '#fff'): string {
  const w = label.length * 7.6 + 26;
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="28" rx="14" fill="${bg}"/>` + text(x + w / 2, y + 19, label, { size: 13, fill: fg, weight: 600 });
}

/** Two cards with an arrow between: before -> after transformations. */
function cards(doc: Doc, left: string, right: string, bg: [string, string] = ['#fff', '#fff']): string {
  const card = (x: number, fill: string, body: string) => {
    const clip = doc.def('cc', (id) => `<clipPath id="${id}"><rect x="${x}" y="110" width="300" height="320" rx="16"/></clipPath>`);
    return `<g filter="url(#${shadow(doc, 10, 14, 0.25)})"><rect x="${x}" y="110" width="300" height="320" rx="16" fill="${fill}"/></g><g clip-path="url(#${clip})">${body}</g>`;
  };
  return (
    card(40, bg[0], left) + card(380, bg[1], right) +
    `<g filter="url(#${shadow(doc, 4, 6, 0.3)})"><circle cx="360" cy="270" r="26" fill="${P.red}"/></g>` +
    `<path d="M349 270H369M361 261l9 9-9 9" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** Dimension line with end ticks and a label, as in a digitizing spec sheet. */
function dimension(x1: number, y1: number, x2: number, y2: number, label: string, color: string = P.red): string {
  const vertical = x1 === x2;
  const t = 7;
  const ticks = vertical
    ? `M${x1 - t} ${y1}H${x1 + t}M${x2 - t} ${y2}H${x2 + t}`
    : `M${x1} ${y1 - t}V${y1 + t}M${x2} ${y2 - t}V${y2 + t}`;
  const mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
  return (
    `<path d="M${x1} ${y1}L${x2} ${y2}${ticks}" stroke="${color}" stroke-width="1.6" fill="none"/>` +
    `<rect x="${f(mx - 30)}" y="${f(my - 12)}" width="60" height="24" rx="12" fill="${color}"/>` +
    text(mx, my + 5, label, { size: 12.5, fill: '#fff', weight: 600 })
  );
}

// ---------------------------------------------------------------- scenes

function embroideryDigitizing(): string {
  const doc = new Doc(W, H, 'svc-embroidery-digitizing');
  const win = appWindow(doc, 30, 40, 660, 460);
  const b = win.box;
  const cx = b.x + b.w / 2, cy = b.y + b.h / 2 + 6;
  // the digitizer's stitch-path preview: zigzag satin path and needle-penetration points
  const pts: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const a = -Math.PI * 0.1 + (i / 40) * Math.PI * 0.75;
    const rr = 131 + (i % 2 ? 9 : -9);
    pts.push(`${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`);
  }
  const dots = pts.map((p) => { const [x, y] = p.split(' '); return `<circle cx="${x}" cy="${y}" r="2.2" fill="#fff" stroke="${P.navy}" stroke-width="1"/>`; }).join('');
  return doc.render(
    studio(doc, '#dfe6ef', '#b9c6d8') + win.svg +
      `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" fill="${canvasWeave(doc, P.cream, 1, 0.05)}"/>` +
      stitchedEmblem(doc, cx, cy, 128) +
      `<path d="M${pts.join('L')}" fill="none" stroke="${P.teal}" stroke-width="1.3"/>` + dots +
      chip(b.x + 14, b.y + 14, '12,480 stitches') + chip(b.x + 14, b.y + b.h - 42, '4 colours · 3.5 in', P.teal),
  );
}

async function vectorConversionScene(): Promise<string> {
  const doc = new Doc(W, H, 'svc-vector-conversion');
  // window sized so its canvas is exactly 4:3, like the portfolio artwork it shows
  const win = appWindow(doc, 30, 68, 660, 404, false);
  const art = await vectorConversion(5);
  return doc.render(studio(doc, '#f4efe6', '#e0d3bd') + win.svg + image(art, win.box.x, win.box.y, win.box.w, win.box.h));
}

function photoToVector(): string {
  const doc = new Doc(W, H, 'svc-photo-to-vector');
  const rand = doc.rand;
  const sky = linear(doc, [[0, '#f6c27a'], [0.6, '#e9866b'], [1, '#8c4f6e']]);
  const blur = doc.shared('soft', (id) => `<filter id="${id}"><feGaussianBlur stdDeviation="2.2"/></filter>`);
  const m1 = mountains(rand, 30, 350, 360, 150, 2), m2 = mountains(rand, 30, 350, 430, 120, 3);
  const photo =
    `<g filter="url(#${blur})"><rect x="40" y="110" width="300" height="320" fill="${sky}"/>` +
    `<circle cx="250" cy="200" r="36" fill="${radial(doc, [[0, '#fff6d8'], [1, '#ffd36b', 0.2]])}"/>` +
    `<path d="${m1}" fill="${linear(doc, [[0, '#7a4a6a'], [1, '#3a2440']])}"/><path d="${m2}" fill="${linear(doc, [[0, '#3d2a44'], [1, '#1b1222']])}"/></g>` +
    grain(doc, 0.35, 40, 110, 300, 320);
  // the vector side: the same scene as a few flat posterized layers, one path selected
  const shift = 340;
  const vec =
    `<rect x="380" y="110" width="300" height="320" fill="#f2b36f"/><rect x="380" y="230" width="300" height="200" fill="#e37d63"/>` +
    `<circle cx="${250 + shift}" cy="200" r="32" fill="#fff1c9"/>` +
    `<g transform="translate(${shift} 0)"><path d="${m1}" fill="#6d3f5f"/><path d="${m2}" fill="#2b1b33"/></g>`;
  const nodes = m1.slice(1, -1).split('L').map((p) => p.split(' ').map(Number));
  const overlay = nodes.map(([x, y]) => `<rect x="${f(x + shift - 4)}" y="${f(y - 4)}" width="8" height="8" fill="#fff" stroke="#2f7de1" stroke-width="1.5"/>`).join('');
  return doc.render(
    studio(doc) + cards(doc, photo, vec + `<path d="${m1}" transform="translate(${shift} 0)" fill="none" stroke="#2f7de1" stroke-width="1.5"/>` + overlay) +
      chip(40, 60, 'PHOTO', '#00000055') + chip(380, 60, 'VECTOR', '#2f7de1'),
  );
}

function lineArtScene(): string {
  const doc = new Doc(W, H, 'svc-line-art');
  const tablet =
    `<g filter="url(#${shadow(doc, 16, 20, 0.35)})"><rect x="90" y="50" width="540" height="420" rx="28" fill="#1d1f24"/></g>` +
    `<circle cx="110" cy="260" r="4" fill="#3a3d45"/>` + nest(lineArt(9), 120, 74, 486, 372);
  const stylus =
    `<g transform="rotate(32 560 420)" filter="url(#${shadow(doc, 8, 8, 0.35)})"><rect x="470" y="410" width="210" height="16" rx="8" fill="${P.cream}"/>` +
    `<path d="M470 410L446 418L470 426Z" fill="#8d96a1"/><rect x="640" y="410" width="40" height="16" rx="8" fill="${P.red}"/></g>`;
  return doc.render(studio(doc, '#f4efe6', '#e2d6c2') + tablet + stylus);
}

function capDigitizing(): string {
  const doc = new Doc(W, H, 'svc-cap-digitizing');
  const c = cap(doc, 360, 380, 215, P.navy);
  const k: MarkColors = { a: P.red, b: P.gold, c: P.cream, bg: P.navy };
  const layers = makeMark('compass', doc.rand, c.logo.cx, c.logo.cy + 4, 72, k);
  const top = c.logo.cy - 76, bottom = c.logo.cy + 84;
  return doc.render(
    studio(doc, '#eaf0ef', '#c3d3d1') + c.svg +
      `<g filter="url(#${shadow(doc, 2, 2, 0.4)})">${renderStitched(doc, layers, 1, 2.8)}</g>` +
      `<rect x="${f(c.logo.cx - 84)}" y="${f(top)}" width="168" height="${f(bottom - top)}" fill="none" stroke="${P.teal}" stroke-width="1.5" stroke-dasharray="6 5"/>` +
      dimension(c.logo.cx + 120, top, c.logo.cx + 120, bottom, '2.25 in', P.teal) +
      chip(30, 30, 'Center-out sequence', P.navy),
  );
}

function leftChest(): string {
  const doc = new Doc(W, H, 'svc-left-chest-digitizing');
  const p = poloCloseup(doc, W, H, '#dfe8f0', 110);
  const k: MarkColors = { a: P.navy, b: P.red, c: P.gold, bg: '#ffffff' };
  const cy = p.chest.cy - 20;
  const layers = makeMark('peaks', doc.rand, p.chest.cx, cy, 110, k);
  return doc.render(
    p.svg + `<g filter="url(#${shadow(doc, 2, 2, 0.35)})">${renderStitched(doc, layers, 1, 3)}</g>` +
      dimension(p.chest.cx - 112, cy + 148, p.chest.cx + 112, cy + 148, '3.5 in') +
      grain(doc, 0.04),
  );
}

function logoDigitizing(): string {
  const doc = new Doc(W, H, 'svc-logo-digitizing');
  const k: MarkColors = { a: P.teal, b: P.gold, c: P.cream, bg: '#fff' };
  const flat = renderFlat(makeMark('leaf', doc.rand, 190, 240, 95, k)) + text(190, 380, 'TERRA', { size: 34, fill: P.teal, spacing: 6 });
  const paper = `<g transform="rotate(-4 190 270)"><g filter="url(#${shadow(doc, 10, 14, 0.25)})"><rect x="50" y="100" width="280" height="340" rx="6" fill="#fff"/></g>${flat}</g>`;
  const hoopCx = 505, hoopCy = 270;
  const stitched = hoopWith(doc, hoopCx, hoopCy, 175, (x, y, r) =>
    renderStitched(doc, makeMark('leaf', doc.rand, x, y - 14, r * 0.52, { ...k, bg: P.cream }), 1, 2.8) +
    renderStitched(doc, [{ d: '', color: P.teal, angle: 90, text: { x, y: y + r * 0.62, s: 'TERRA', size: r * 0.2, spacing: 4 } }], 1, 2.6));
  return doc.render(studio(doc, '#f3ede4', '#dccdb6') + paper + `<g filter="url(#${shadow(doc, 16, 20, 0.35)})">${stitched}</g>` + deskProps(doc, 440, 525, 0.7));
}

function logoVectorization(): string {
  const doc = new Doc(W, H, 'svc-logo-vectorization');
  const win = appWindow(doc, 30, 40, 660, 460, false);
  const b = win.box;
  const k = SCHEMES[2];
  const subj = vectorSubject(doc.rand, k, OUTLINES.bird, 'circle', 'ROOK', b.x + b.w / 2, b.y + b.h / 2 - 40, 120);
  const pen = (x: number, y: number) =>
    `<g transform="translate(${x} ${y}) rotate(-30)" filter="url(#${shadow(doc, 3, 3, 0.35)})"><path d="M0 0L-9 -26H9Z" fill="${P.ink}"/><rect x="-9" y="-50" width="18" height="24" rx="3" fill="${P.ink}"/><circle cx="0" cy="-14" r="2.4" fill="#fff"/></g>`;
  const last = subj.nodes[2];
  return doc.render(
    studio(doc, '#e8eef6', '#c6d2e3') + win.svg + `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" fill="#fff"/>` +
      subj.svg + anchorOverlay(subj.nodes, '#2f7de1', 1.4) + pen(last.x + 18, last.y + 26),
  );
}

function lineArtCreation(): string {
  const doc = new Doc(W, H, 'svc-line-art-creation');
  const photo =
    `<rect x="40" y="110" width="300" height="320" fill="${linear(doc, [[0, '#efe6da'], [1, '#cdb89c']])}"/>` +
    `<g transform="translate(-110 40) scale(1)">${PRODUCTS.mug(doc, '#2f6db3')}</g>` +
    `<ellipse cx="175" cy="402" rx="90" ry="10" fill="#000" opacity="0.2"/>`;
  const art =
    `<rect x="380" y="110" width="300" height="320" fill="#fff"/>` +
    `<g transform="translate(530 282) scale(1.15)"><path d="${LINE_SUBJECTS.mug()}" fill="none" stroke="${P.ink}" stroke-width="${f(3.4 / 1.15)}" stroke-linecap="round" stroke-linejoin="round"/></g>`;
  return doc.render(studio(doc, '#f2eee8', '#ddd3c6') + cards(doc, photo, art) + chip(40, 60, 'PHOTO', '#00000055') + chip(380, 60, 'LINE ART', P.ink));
}

function customPatches(): string {
  const doc = new Doc(W, H, 'svc-custom-patches');
  return doc.render(`<rect width="${W}" height="${H}" fill="${canvasWeave(doc, '#e9dcc4', 1.2, 0.06)}"/>` + `<rect width="${W}" height="${H}" fill="${radial(doc, [[0, '#fff', 0.2], [1, '#000', 0.2]])}"/>` + collageInto(doc, 7, 1.05) + grain(doc, 0.05));
}

function aboutStudio(): string {
  const doc = new Doc(W, H, 'svc-about-studio');
  const wall = `<rect width="${W}" height="${H}" fill="${linear(doc, [[0, '#f1e9dc'], [1, '#ddcdb5']])}"/>`;
  const shelf = (y: number, colors: string[]) =>
    `<rect x="515" y="${y}" width="190" height="10" rx="3" fill="#a0714a"/>` +
    colors.map((c, i) => spoolSmall(doc, 535 + i * 30, y, c)).join('');
  const frames = [[525, 40, P.navy], [620, 58, P.red]] as const;
  const framed = frames.map(([x, y, c]) =>
    `<g filter="url(#${shadow(doc, 6, 8, 0.25)})"><rect x="${x}" y="${y}" width="80" height="80" rx="4" fill="#fff" stroke="#a0714a" stroke-width="5"/></g>` +
    `<circle cx="${x + 40}" cy="${y + 40}" r="26" fill="${c}"/>` + running(`M${x + 18} ${y + 40}a22 22 0 1 0 44 0a22 22 0 1 0 -44 0`, P.gold, 2, '5 3')).join('');
  const table = `<rect y="470" width="${W}" height="70" fill="${linear(doc, [[0, '#8a6240'], [1, '#5a3d27']])}"/><rect y="470" width="${W}" height="6" fill="#a87b52"/>`;
  const m = machine(doc, 285, 475, 0.78, (x, y, r) => emblemHoop(doc, x, y, r, 0.8));
  return doc.render(
    wall + framed + shelf(230, [P.red, P.gold, P.teal, P.navy, P.cream, P.plum]) + shelf(335, [P.moss, '#2f6db3', P.rose, P.red, P.gold, '#e06b2b']) +
      table + m + deskProps(doc, 520, 500, 0.7) + grain(doc, 0.04),
  );
}

/** Compact spool for shelves. */
function spoolSmall(doc: Doc, x: number, baseY: number, c: string): string {
  const body = linear(doc, [[0, darken(c, 0.25)], [0.4, lighten(c, 0.2)], [1, darken(c, 0.35)]], 0, 0, 1, 0);
  return `<rect x="${x - 13}" y="${baseY - 6}" width="26" height="6" rx="2" fill="#efe6d6"/><rect x="${x - 11}" y="${baseY - 44}" width="22" height="38" fill="${body}"/><rect x="${x - 13}" y="${baseY - 50}" width="26" height="6" rx="2" fill="#efe6d6"/>`;
}

export const SERVICE_SCENES: Record<string, () => string | Promise<string>> = {
  'embroidery-digitizing': embroideryDigitizing,
  'vector-conversion': vectorConversionScene,
  'photo-to-vector': photoToVector,
  'line-art': lineArtScene,
  'cap-digitizing': capDigitizing,
  'left-chest-digitizing': leftChest,
  'logo-digitizing': logoDigitizing,
  'logo-vectorization': logoVectorization,
  'line-art-creation': lineArtCreation,
  'custom-patches': customPatches,
  'about-studio': aboutStudio,
};
