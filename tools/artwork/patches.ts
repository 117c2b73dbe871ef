/**
 * Patch-type artwork: one drawer per patch construction (embroidered, chenille,
 * woven, PVC, printed, leather) plus a collage for "custom patches". Detail
 * images show one hero patch on a fitting surface; gallery images vary shape,
 * colours and design.
 */
import { darken, Doc, f, P, text } from './core.ts';
import { cap } from './garments.ts';
import { makeMark, renderFlat, renderStitched, WORDS, type MarkColors } from './marks.ts';
import { chenilleLetter } from './portfolio-stitch.ts';
import { circle, ellipse, hexagon, mountains, roundRect, scallop, shield } from './shapes.ts';
import {
  canvasWeave, debossFilter, denim, grain, leatherFilter, linear, merrow, puffFilter, radial, running, shadow, stitchedShape, tile, twill,
} from './stitches.ts';

/** The patch types drawn here, by their slug in content/patches.json (the one list of patch types). */
export type PatchType = 'custom-patches' | 'embroidered-patches' | 'chenille-patches' | 'woven-patches' | 'pvc-patches' | 'printed-patches' | 'leather-patches';

/** Whether this file knows how to draw a patch type of content/patches.json. */
export const isDrawnPatchType = (slug: string): slug is PatchType => slug === 'custom-patches' || slug in CONSTRUCTION;

type ShapeName = 'circle' | 'shield' | 'rect' | 'hex' | 'oval' | 'scallop';

/** Patch outline centred on (cx, cy) with "radius" r. */
function outline(shape: ShapeName, cx: number, cy: number, r: number): string {
  switch (shape) {
    case 'circle': return circle(cx, cy, r);
    case 'shield': return shield(cx, cy, r * 1.7, r * 2);
    case 'rect': return roundRect(cx - r * 1.3, cy - r * 0.85, r * 2.6, r * 1.7, r * 0.25);
    case 'hex': return hexagon(cx, cy, r);
    case 'oval': return ellipse(cx, cy, r * 1.25, r * 0.9);
    case 'scallop': return scallop(cx, cy, r, 14, 0.07);
  }
}

const SCHEMES: MarkColors[] = [
  { a: P.red, b: P.gold, c: P.cream, bg: P.navy },
  { a: P.teal, b: P.cream, c: P.gold, bg: '#1d1f24' },
  { a: P.gold, b: P.navy, c: P.red, bg: P.cream },
  { a: P.navy, b: P.red, c: P.gold, bg: '#e9dcc4' },
  { a: '#2f6db3', b: P.gold, c: P.white, bg: '#13233f' },
  { a: P.moss, b: P.gold, c: P.cream, bg: '#2b2f36' },
];

export interface PatchOpts {
  cx: number;
  cy: number;
  r: number;
  shape: ShapeName;
  k: MarkColors;
  mark: string;
  word: string;
}

// ---------------------------------------------------------------- constructions

/** 100% embroidered: tatami background, satin details, merrowed edge. */
function embroidered(doc: Doc, o: PatchOpts): string {
  const d = outline(o.shape, o.cx, o.cy, o.r);
  const layers = makeMark(o.mark, doc.rand, o.cx, o.cy - o.r * 0.14, o.r * 0.52, o.k);
  return (
    `<g filter="url(#${shadow(doc, 6, 8, 0.4)})"><path d="${d}" fill="${o.k.bg}"/></g>` +
    stitchedShape(doc, d, o.k.bg, 35, 'tatami', '', 2.8) +
    `<g filter="url(#${shadow(doc, 1, 1.5, 0.4)})">${renderStitched(doc, layers, 1, 2.8)}` +
    renderStitched(doc, [{ d: '', color: o.k.c === P.white ? P.cream : o.k.c, angle: 90, text: { x: o.cx, y: o.cy + o.r * 0.66, s: o.word, size: o.r * 0.26, spacing: 3 } }], 1, 2.8) +
    `</g>` + merrow(d, o.k.b, 10)
  );
}

/** Woven: fine threads allow thin lines and small text; a horizontal weave covers all of it. */
function woven(doc: Doc, o: PatchOpts): string {
  const d = outline(o.shape, o.cx, o.cy, o.r);
  const clipId = doc.def('wc', (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  const weave = tile(doc, 'weave', 4, 2, `<rect width="4" height="1" fill="#fff" opacity="0.16"/><rect y="1" width="2" height="1" fill="#000" opacity="0.12"/>`);
  const rings = [0.92, 0.86].map((t) => `<path d="${outline(o.shape, o.cx, o.cy, o.r * t)}" fill="none" stroke="${o.k.b}" stroke-width="${t > 0.9 ? 1.5 : 0.8}"/>`).join('');
  const ticks = Array.from({ length: 36 }, (_, i) => {
    const a = (i / 36) * Math.PI * 2;
    return `<circle cx="${f(o.cx + Math.cos(a) * o.r * 0.79)}" cy="${f(o.cy + Math.sin(a) * o.r * 0.79)}" r="1.2" fill="${o.k.c}"/>`;
  }).join('');
  return (
    `<g filter="url(#${shadow(doc, 5, 7, 0.35)})"><path d="${d}" fill="${o.k.bg}"/></g>` +
    `<g clip-path="url(#${clipId})">${rings}${o.shape === 'circle' ? ticks : ''}` +
    renderFlat(makeMark(o.mark, doc.rand, o.cx, o.cy - o.r * 0.12, o.r * 0.48, o.k)) +
    text(o.cx, o.cy + o.r * 0.6, o.word, { size: o.r * 0.17, fill: o.k.c, spacing: 4 }) +
    text(o.cx, o.cy + o.r * 0.72, 'EST · BROOKLYN · NY', { size: o.r * 0.075, fill: o.k.b, spacing: 2, weight: 400 }) +
    `<rect x="${f(o.cx - o.r * 1.4)}" y="${f(o.cy - o.r * 1.1)}" width="${f(o.r * 2.8)}" height="${f(o.r * 2.2)}" fill="${weave}"/></g>` +
    `<path d="${d}" fill="none" stroke="${darken(o.k.bg, 0.35)}" stroke-width="5"/>` +
    `<path d="${d}" fill="none" stroke="${o.k.b}" stroke-width="3" stroke-dasharray="1 1"/>`
  );
}

/** PVC: moulded rubber, each colour a raised flat area with a glossy rim. */
function pvc(doc: Doc, o: PatchOpts): string {
  const d = outline(o.shape, o.cx, o.cy, o.r);
  const inner = outline(o.shape, o.cx, o.cy, o.r * 0.86);
  const layers = makeMark(o.mark, doc.rand, o.cx, o.cy - o.r * 0.08, o.r * 0.5, o.k).map((l) => ({ ...l, line: l.line ? l.line * 1.2 : undefined }));
  const gloss = linear(doc, [[0, '#fff', 0.35], [0.45, '#fff', 0], [1, '#fff', 0]], 0, 0, 0.3, 1);
  return (
    `<g filter="url(#${shadow(doc, 8, 9, 0.4)})"><g filter="url(#${puffFilter(doc, 4)})"><path d="${d}" fill="${o.k.bg}"/></g></g>` +
    `<g filter="url(#${puffFilter(doc, 3)})"><path d="${inner}" fill="none" stroke="${o.k.b}" stroke-width="${f(o.r * 0.07)}"/>` +
    renderFlat(layers) + text(o.cx, o.cy + o.r * 0.68, o.word, { size: o.r * 0.2, fill: o.k.c, spacing: 3 }) + `</g>` +
    `<path d="${d}" fill="${gloss}"/>`
  );
}

/** Dye-sublimated print: full-colour gradients, a thin merrowed edge. */
function printed(doc: Doc, o: PatchOpts): string {
  const d = outline(o.shape, o.cx, o.cy, o.r);
  const clipId = doc.def('pc', (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  const rand = doc.rand;
  const skies = [
    [['#1b2a5c', 0], ['#6d3b7e', 0.45], ['#e8604c', 0.75], ['#f6c25b', 1]],
    [['#0f4c6e', 0], ['#3aa7a3', 0.5], ['#f4d58d', 1]],
    [['#2d1b4e', 0], ['#c0487a', 0.55], ['#ffb36b', 1]],
  ] as const;
  const sky = skies[(o.word.length + o.mark.length) % skies.length];
  const x0 = o.cx - o.r * 1.4, x1 = o.cx + o.r * 1.4, top = o.cy - o.r * 1.1;
  const skyFill = linear(doc, sky.map(([c, t]) => [t, c] as [number, string]));
  const sun = radial(doc, [[0, '#fff6d8'], [0.5, '#ffd36b'], [1, '#ff9a4a', 0]]);
  const m1 = linear(doc, [[0, '#5a2f6b'], [1, '#241536']]);
  const m2 = linear(doc, [[0, '#2a1a3f'], [1, '#0f0a1c']]);
  return (
    `<g filter="url(#${shadow(doc, 6, 8, 0.4)})"><path d="${d}" fill="#222"/></g>` +
    `<g clip-path="url(#${clipId})"><rect x="${f(x0)}" y="${f(top)}" width="${f(o.r * 2.8)}" height="${f(o.r * 2.2)}" fill="${skyFill}"/>` +
    `<circle cx="${f(o.cx + o.r * 0.15)}" cy="${f(o.cy + o.r * 0.05)}" r="${f(o.r * 0.55)}" fill="${sun}"/>` +
    `<path d="${mountains(rand, x0, x1, o.cy + o.r * 0.45, o.r * 0.75, 3)}" fill="${m1}" opacity="0.9"/>` +
    `<path d="${mountains(rand, x0, x1, o.cy + o.r * 0.7, o.r * 0.55, 4)}" fill="${m2}"/>` +
    `<rect x="${f(x0)}" y="${f(o.cy + o.r * 0.68)}" width="${f(o.r * 2.8)}" height="${f(o.r)}" fill="#0c0818"/>` +
    text(o.cx, o.cy + o.r * 0.86, o.word, { size: o.r * 0.16, fill: '#ffd36b', spacing: 5 }) + `</g>` +
    merrow(d, '#1d1f24', 6)
  );
}

/** Leather: pebbled hide, burnished edge, stitched perimeter, debossed mark. */
function leather(doc: Doc, o: PatchOpts, hide = '#8a5630'): string {
  const d = outline(o.shape, o.cx, o.cy, o.r);
  const inset = outline(o.shape, o.cx, o.cy, o.r * 0.88);
  const deep = darken(hide, 0.35);
  const layers = makeMark(o.mark, doc.rand, o.cx, o.cy - o.r * 0.14, o.r * 0.46, { a: deep, b: darken(hide, 0.5), c: darken(hide, 0.2), bg: hide });
  return (
    `<g filter="url(#${shadow(doc, 6, 8, 0.45)})"><path d="${d}" fill="${hide}" filter="url(#${leatherFilter(doc)})"/></g>` +
    `<path d="${d}" fill="${radial(doc, [[0, '#fff', 0.12], [1, '#000', 0.25]], 0.45, 0.4, 0.7)}"/>` +
    `<path d="${d}" fill="none" stroke="${darken(hide, 0.45)}" stroke-width="4"/>` +
    running(inset, '#efe0c4', 2.2, '7 4') +
    `<g filter="url(#${debossFilter(doc)})">${renderFlat(layers)}` +
    text(o.cx, o.cy + o.r * 0.62, o.word, { size: o.r * 0.22, fill: darken(hide, 0.3), spacing: 4 }) + `</g>`
  );
}

/** Chenille patch: felt backing with a fuzzy varsity glyph. */
function chenillePatch(doc: Doc, o: PatchOpts, seed: number): string {
  const glyph = o.word.slice(0, 1);
  return chenilleLetter(doc, o.cx, o.cy + o.r * 0.62, glyph, o.r * 1.75, [o.k.b === P.navy ? P.gold : o.k.c, o.k.a, o.k.b === P.navy ? P.cream : o.k.b], seed);
}

type Construction = 'embroidered' | 'woven' | 'pvc' | 'printed' | 'leather' | 'chenille';

function draw(doc: Doc, kind: Construction, o: PatchOpts, seed = 1): string {
  switch (kind) {
    case 'embroidered': return embroidered(doc, o);
    case 'woven': return woven(doc, o);
    case 'pvc': return pvc(doc, o);
    case 'printed': return printed(doc, o);
    case 'leather': return leather(doc, o);
    case 'chenille': return chenillePatch(doc, o, seed);
  }
}

// ---------------------------------------------------------------- surfaces

/** Backdrop that suits each construction: denim for embroidery, wool for chenille... */
function surface(doc: Doc, kind: Construction | 'collage', variant: number): string {
  const { w, h } = doc;
  const vignette = `<rect width="${w}" height="${h}" fill="${radial(doc, [[0, '#fff', 0.14], [1, '#000', 0.3]], 0.5, 0.45, 0.75)}"/>`;
  // built lazily: each entry defines a pattern, and only one is used per image
  const fills: Record<string, Array<() => string>> = {
    embroidered: [() => denim(doc, '#3b5f8f'), () => twill(doc, '#c8b48f', 1, 0.06), () => canvasWeave(doc, '#2b2f36', 1, 0.08), () => denim(doc, '#2d4a70')],
    chenille: ['#1b2d4d', '#7a2431', '#2b2f36', '#35513a'].map((c) => () => twill(doc, c, 0.8, 0.06)),
    woven: ['#e9e4da', '#d9e2e4', '#f0e6de', '#e6e6ec'].map((c) => () => canvasWeave(doc, c, 1, 0.04)),
    pvc: [['#eef1f4', '#cfd6de'], ['#f4ece2', '#dccbb4'], ['#e8eee9', '#c7d3ca'], ['#f1e8ee', '#d9c6d2']].map(([a, b]) => () => linear(doc, [[0, a], [1, b]])),
    printed: [() => canvasWeave(doc, '#efe9df', 1.2, 0.05), () => canvasWeave(doc, '#1f2430', 1.2, 0.08), () => canvasWeave(doc, '#e2e8ee', 1.2, 0.05), () => canvasWeave(doc, '#f3e3d3', 1.2, 0.05)],
    leather: [() => twill(doc, '#3f4a3a', 1, 0.07), () => canvasWeave(doc, '#d8c7a8', 1, 0.06), () => twill(doc, '#1d1f24', 1, 0.07), () => denim(doc, '#2d4a70')],
    collage: [() => canvasWeave(doc, '#e9dcc4', 1.2, 0.06), () => denim(doc, '#34557f'), () => canvasWeave(doc, '#2b2f36', 1.2, 0.08), () => canvasWeave(doc, '#dfe6e2', 1.2, 0.06)],
  };
  const list = fills[kind];
  return `<rect width="${w}" height="${h}" fill="${list[variant % list.length]()}"/>${vignette}`;
}

const CONSTRUCTION: Record<Exclude<PatchType, 'custom-patches'>, Construction> = {
  'embroidered-patches': 'embroidered',
  'chenille-patches': 'chenille',
  'woven-patches': 'woven',
  'pvc-patches': 'pvc',
  'printed-patches': 'printed',
  'leather-patches': 'leather',
};

const SHAPES_BY_KIND: Record<Construction, ShapeName[]> = {
  embroidered: ['circle', 'shield', 'oval', 'rect', 'circle'],
  woven: ['circle', 'rect', 'shield', 'oval', 'hex'],
  pvc: ['circle', 'hex', 'shield', 'rect', 'scallop'],
  printed: ['circle', 'rect', 'oval', 'shield', 'circle'],
  leather: ['rect', 'circle', 'hex', 'oval', 'rect'],
  chenille: ['circle', 'circle', 'circle', 'circle', 'circle'],
};

const MARKS_BY_KIND: Record<Construction, string[]> = {
  embroidered: ['peaks', 'compass', 'pine', 'starShield', 'boltBadge'],
  woven: ['compass', 'leaf', 'sunburst', 'petals', 'fox'],
  pvc: ['boltBadge', 'fox', 'heartWing', 'waves', 'compass'],
  printed: ['peaks', 'peaks', 'peaks', 'peaks', 'peaks'],
  leather: ['pine', 'compass', 'peaks', 'fox', 'starShield'],
  chenille: ['monogram', 'monogram', 'monogram', 'monogram', 'monogram'],
};

function opts(kind: Construction, v: number, cx: number, cy: number, r: number): PatchOpts {
  const shape = SHAPES_BY_KIND[kind][v % 5];
  // rectangles and ovals are wider than tall: shrink so they fit the frame
  const rr = shape === 'rect' || shape === 'oval' ? r * 0.88 : shape === 'shield' ? r * 0.92 : r;
  return {
    cx, cy, r: rr, shape,
    k: SCHEMES[(v * 2 + kind.length) % SCHEMES.length],
    mark: MARKS_BY_KIND[kind][v % 5],
    word: WORDS[(v * 3 + kind.length * 2) % WORDS.length],
  };
}

// ---------------------------------------------------------------- collage

/** A scattered assortment of patch constructions: the "custom patches" look. */
function collage(doc: Doc, v: number, scale: number): string {
  const { w, h } = doc;
  const kinds: Construction[] = ['embroidered', 'pvc', 'woven', 'leather', 'printed', 'chenille'];
  const slots = [
    [0.27, 0.33, 1], [0.7, 0.3, 0.95], [0.5, 0.62, 1.05], [0.18, 0.75, 0.8], [0.83, 0.74, 0.85],
  ];
  const order = new Doc(1, 1, `collage-${v}`).rand.shuffle(kinds);
  return slots
    .map(([x, y, s], i) => {
      const kind = order[i % order.length];
      const o = opts(kind, v + i, w * x, h * y, 88 * s * scale);
      const rot = (i % 2 ? 1 : -1) * (4 + ((v + i) % 3) * 3);
      return `<g transform="rotate(${rot} ${f(o.cx)} ${f(o.cy)})">${draw(doc, kind, o, v + i)}</g>`;
    })
    .join('');
}

// ---------------------------------------------------------------- public drawers

/** 720x540 detail image for a patch type. */
export function patchDetail(type: PatchType): string {
  const doc = new Doc(720, 540, `patch-${type}`);
  if (type === 'custom-patches') return doc.render(surface(doc, 'collage', 0) + collage(doc, 0, 1.05) + grain(doc, 0.05));
  const kind = CONSTRUCTION[type];
  // The embroidered patch sits on khaki twill here, not denim: the largest paint of its page, it has
  // to stay light, and denim's fine weave is most of an image's bytes.
  let body = surface(doc, kind, kind === 'embroidered' ? 1 : 0);
  if (kind === 'leather') {
    // leather patches are most often seen on a cap front
    const c = cap(doc, 360, 410, 230, '#3f4a3a');
    body = `<rect width="720" height="540" fill="${linear(doc, [[0, '#efe6d8'], [1, '#d2c2a8']])}"/>` + c.svg;
    body += draw(doc, kind, { ...opts(kind, 0, c.logo.cx, c.logo.cy + 10, 95), shape: 'rect' });
  } else {
    body += draw(doc, kind, opts(kind, 0, 360, 270, 190), 3);
  }
  return doc.render(body + grain(doc, 0.05));
}

/** 480x480 gallery image `n` (1..4) for a patch type. */
export function patchGallery(type: PatchType, n: number): string {
  const doc = new Doc(480, 480, `patch-${type}-${n}`);
  if (type === 'custom-patches') return doc.render(surface(doc, 'collage', n) + collage(doc, n, 0.8) + grain(doc, 0.05));
  const kind = CONSTRUCTION[type];
  return doc.render(surface(doc, kind, n) + draw(doc, kind, opts(kind, n, 240, 240, 165), n + 5) + grain(doc, 0.05));
}

/** One patch of the given type drawn into an existing document (OG cards, service scenes). */
export function patchAt(doc: Doc, type: Exclude<PatchType, 'custom-patches'>, v: number, cx: number, cy: number, r: number): string {
  const kind = CONSTRUCTION[type];
  return draw(doc, kind, opts(kind, v, cx, cy, r), v);
}

/** The custom-patches collage drawn into an existing document. */
export function collageInto(doc: Doc, v: number, scale: number): string {
  return collage(doc, v, scale);
}
