/**
 * A small library of logo marks described as layers (shape + colour + stitch
 * direction). The same mark can then be rendered flat (logo design, vector
 * work), as embroidery (satin/tatami fills with satin borders) or as line art.
 */
import { darken, f, FONT_SANS, lighten, text, type Doc, type Rng } from './core.ts';
import { arc, bolt, circle, heart, hexagon, mountains, poly, regular, roundRect, shield, star, wave } from './shapes.ts';
import { satin, stitchedShape, tile } from './stitches.ts';

export interface Layer {
  d: string;
  color: string;
  /** Stitch angle for embroidered rendering. */
  angle: number;
  /** Draw as a stroke of this width instead of a fill. */
  line?: number;
  /** Optional text layer (d is ignored). */
  text?: { x: number; y: number; s: string; size: number; family?: string; spacing?: number; width?: number };
}

export interface MarkColors {
  a: string;
  b: string;
  c: string;
  /** Background the mark sits on, for contrast-aware cut-outs. */
  bg: string;
}

type MarkFn = (rand: Rng, cx: number, cy: number, r: number, k: MarkColors) => Layer[];

const L = (d: string, color: string, angle: number, line?: number): Layer => ({ d, color, angle, line });

/** Round badge with mountains, sun and water: the classic outdoors patch. */
const peaks: MarkFn = (rand, cx, cy, r, k) => [
  L(circle(cx, cy, r), k.a, 90),
  L(circle(cx + r * 0.28, cy - r * 0.22, r * 0.2), k.c, 0),
  L(mountains(rand, cx - r * 0.86, cx + r * 0.86, cy + r * 0.28, r * 0.8, 2), k.b, 60),
  L(`M${f(cx - r * 0.8)} ${f(cy + r * 0.28)}H${f(cx + r * 0.8)}A${f(r * 0.98)} ${f(r * 0.98)} 0 0 1 ${f(cx - r * 0.8)} ${f(cy + r * 0.28)}Z`, darken(k.a, 0.25), 0),
  L(wave(cx - r * 0.62, cx + r * 0.62, cy + r * 0.5, r * 0.06, 4), lighten(k.a, 0.55), 0, r * 0.05),
];

const starShield: MarkFn = (_r, cx, cy, r, k) => [
  L(shield(cx, cy, r * 1.6, r * 1.9), k.a, 75),
  L(shield(cx, cy + r * 0.02, r * 1.3, r * 1.6), k.b, 105),
  L(`M${f(cx - r * 0.65)} ${f(cy + r * 0.2)}L${f(cx)} ${f(cy + r * 0.62)}L${f(cx + r * 0.65)} ${f(cy + r * 0.2)}`, k.a, 0, r * 0.16),
  L(star(cx, cy - r * 0.25, r * 0.42, r * 0.18), k.c, 30),
];

const leaf: MarkFn = (_r, cx, cy, r, k) => [
  L(circle(cx, cy, r), k.a, 45),
  L(
    `M${f(cx - r * 0.5)} ${f(cy + r * 0.55)}C${f(cx - r * 0.7)} ${f(cy - r * 0.2)} ${f(cx - r * 0.1)} ${f(cy - r * 0.7)} ${f(cx + r * 0.6)} ${f(cy - r * 0.62)}` +
      `C${f(cx + r * 0.62)} ${f(cy + r * 0.1)} ${f(cx + r * 0.1)} ${f(cy + r * 0.62)} ${f(cx - r * 0.5)} ${f(cy + r * 0.55)}Z`,
    k.b, 135,
  ),
  L(`M${f(cx - r * 0.62)} ${f(cy + r * 0.7)}Q${f(cx)} ${f(cy)} ${f(cx + r * 0.45)} ${f(cy - r * 0.45)}`, k.c, 0, r * 0.07),
];

const monogram: MarkFn = (rand, cx, cy, r, k) => {
  const ch = rand.pick(['N', 'K', 'R', 'M', 'A', 'B', 'H', 'S', 'W', 'E']);
  return [
    L(hexagon(cx, cy, r), k.a, 60),
    L(hexagon(cx, cy, r * 0.8), k.b, 120),
    { d: '', color: k.c, angle: 90, text: { x: cx, y: cy + r * 0.36, s: ch, size: r * 1.05 } },
  ];
};

const boltBadge: MarkFn = (_r, cx, cy, r, k) => [
  L(circle(cx, cy, r), k.a, 30),
  L(circle(cx, cy, r * 0.8), k.b, 150),
  L(bolt(cx, cy, r * 0.62), k.c, 70),
];

const sunburst: MarkFn = (_r, cx, cy, r, k) => {
  const rays = regular(cx, cy, r, 12, 0)
    .map(([x, y], i) => {
      const a = (i / 12) * Math.PI * 2;
      return `M${f(cx + Math.cos(a) * r * 0.62)} ${f(cy + Math.sin(a) * r * 0.62)}L${f(x)} ${f(y)}`;
    })
    .join('');
  return [L(rays, k.c, 0, r * 0.12), L(circle(cx, cy, r * 0.5), k.a, 90), L(circle(cx, cy, r * 0.3), k.b, 0)];
};

const petals: MarkFn = (_r, cx, cy, r, k) => {
  const cols = [k.a, k.b, k.c, k.b];
  const out: Layer[] = [];
  for (let i = 0; i < 4; i++) {
    const a = (i * 90 + 45) * (Math.PI / 180);
    const px = cx + Math.cos(a) * r * 0.42, py = cy + Math.sin(a) * r * 0.42;
    out.push(L(`M${f(cx)} ${f(cy)}Q${f(px + Math.cos(a + 1.2) * r * 0.5)} ${f(py + Math.sin(a + 1.2) * r * 0.5)} ${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)}Q${f(px + Math.cos(a - 1.2) * r * 0.5)} ${f(py + Math.sin(a - 1.2) * r * 0.5)} ${f(cx)} ${f(cy)}Z`, cols[i], i * 90 + 45));
  }
  out.push(L(circle(cx, cy, r * 0.14), k.bg, 0));
  return out;
};

/** Compass star: the "north" motif that fits the studio's own name. */
const compass: MarkFn = (_r, cx, cy, r, k) => [
  L(circle(cx, cy, r), k.a, 0),
  L(circle(cx, cy, r * 0.86), k.bg, 90),
  L(star(cx, cy, r * 0.8, r * 0.2, 4), k.b, 45),
  L(star(cx, cy, r * 0.45, r * 0.12, 4, -Math.PI / 4), k.c, 135),
];

const fox: MarkFn = (_r, cx, cy, r, k) => [
  L(poly([[cx - r, cy - r * 0.7], [cx - r * 0.35, cy - r * 0.35], [cx + r * 0.35, cy - r * 0.35], [cx + r, cy - r * 0.7], [cx + r * 0.72, cy + r * 0.1], [cx, cy + r * 0.85], [cx - r * 0.72, cy + r * 0.1]]), k.a, 80),
  L(poly([[cx - r * 0.72, cy + r * 0.1], [cx - r * 0.15, cy + r * 0.1], [cx, cy + r * 0.85]]), lighten(k.a, 0.75), 120),
  L(poly([[cx + r * 0.72, cy + r * 0.1], [cx + r * 0.15, cy + r * 0.1], [cx, cy + r * 0.85]]), lighten(k.a, 0.75), 60),
  L(poly([[cx - r * 0.15, cy + r * 0.62], [cx + r * 0.15, cy + r * 0.62], [cx, cy + r * 0.85]]), k.b, 0),
  L(circle(cx - r * 0.32, cy - r * 0.08, r * 0.08), k.b, 0),
  L(circle(cx + r * 0.32, cy - r * 0.08, r * 0.08), k.b, 0),
];

const heartWing: MarkFn = (_r, cx, cy, r, k) => {
  const wing = (s: number) =>
    `M${f(cx + s * r * 0.3)} ${f(cy - r * 0.1)}C${f(cx + s * r * 0.9)} ${f(cy - r * 0.6)} ${f(cx + s * r * 1.1)} ${f(cy - r * 0.3)} ${f(cx + s * r * 1.05)} ${f(cy - r * 0.1)}` +
    `C${f(cx + s * r * 0.95)} ${f(cy + r * 0.05)} ${f(cx + s * r * 0.8)} ${f(cy + r * 0.15)} ${f(cx + s * r * 0.4)} ${f(cy + r * 0.25)}Z`;
  return [L(wing(-1), k.b, 20), L(wing(1), k.b, 160), L(heart(cx, cy, r * 0.55), k.a, 90), L(heart(cx - r * 0.1, cy - r * 0.08, r * 0.16), lighten(k.a, 0.35), 90)];
};

const pine: MarkFn = (_r, cx, cy, r, k) => {
  const tiers = [0, 1, 2].map((i) => {
    const y = cy - r * 0.55 + i * r * 0.33, w = r * (0.32 + i * 0.14);
    return L(poly([[cx, y - r * 0.12], [cx + w, y + r * 0.32], [cx - w, y + r * 0.32]]), k.b, 90);
  });
  return [L(roundRect(cx - r, cy - r, r * 2, r * 2, r * 0.35), k.a, 45), ...tiers, L(`M${f(cx)} ${f(cy + r * 0.4)}V${f(cy + r * 0.68)}`, k.c, 0, r * 0.14)];
};

const rings: MarkFn = (_r, cx, cy, r, k) => [
  L(circle(cx - r * 0.32, cy, r * 0.56), k.a, 0, r * 0.16),
  L(circle(cx + r * 0.32, cy, r * 0.56), k.b, 0, r * 0.16),
  L(arc(cx - r * 0.32, cy, r * 0.56, -0.9, 0.1), k.a, 0, r * 0.16),
];

const waves: MarkFn = (_r, cx, cy, r, k) => [
  L(roundRect(cx - r, cy - r, r * 2, r * 2, r), k.a, 90),
  L(circle(cx + r * 0.25, cy - r * 0.3, r * 0.22), k.c, 0),
  L(wave(cx - r * 0.7, cx + r * 0.7, cy + r * 0.1, r * 0.14, 3), k.b, 0, r * 0.13),
  L(wave(cx - r * 0.7, cx + r * 0.7, cy + r * 0.42, r * 0.14, 3), lighten(k.b, 0.3), 0, r * 0.13),
];

export const MARKS: Record<string, MarkFn> = { peaks, starShield, leaf, monogram, boltBadge, sunburst, petals, compass, fox, heartWing, pine, rings, waves };
export const MARK_NAMES = Object.keys(MARKS);

export const WORDS = ['KOVA', 'NORDA', 'BRIX', 'HALO', 'ORBIT', 'TERRA', 'MOXIE', 'LUMA', 'VELO', 'ASTRA', 'ROOK', 'FABLE', 'DUNE', 'EMBER', 'SABLE', 'CREST', 'PIKE', 'OTTO', 'MESA', 'GROVE'];

// ---------------------------------------------------------------- renderers

/** Plain vector rendering (logo design, vectorization). */
export function renderFlat(layers: Layer[]): string {
  return layers
    .map((l) => {
      if (l.text) return text(l.text.x, l.text.y, l.text.s, { size: l.text.size, fill: l.color, family: l.text.family ?? FONT_SANS, spacing: l.text.spacing, width: l.text.width });
      return l.line
        ? `<path d="${l.d}" fill="none" stroke="${l.color}" stroke-width="${f(l.line)}" stroke-linecap="round" stroke-linejoin="round"/>`
        : `<path d="${l.d}" fill="${l.color}"/>`;
    })
    .join('');
}

/**
 * Embroidered rendering: satin fills at each layer's angle, line layers as
 * satin columns, a thin darker edge for the underlay, text as satin letters.
 */
export function renderStitched(doc: Doc, layers: Layer[], scale = 1, pitch = 2.4): string {
  return layers
    .map((l, idx) => {
      if (l.text) {
        const t = text(l.text.x, l.text.y, l.text.s, {
          size: l.text.size, fill: 'FILL', family: l.text.family ?? FONT_SANS, spacing: l.text.spacing, width: l.text.width,
          extra: `stroke="${darken(l.color, 0.3)}" stroke-width="${f(1.2 * scale)}" paint-order="stroke"`,
        });
        return t.replace('FILL', stitchedFillUrl(doc, l.color, l.angle, pitch));
      }
      if (l.line) return satin(l.d, l.color, l.line, pitch * scale);
      // the base shape of a badge is a tatami fill framed by a satin border, as digitizers do it
      if (idx === 0) return stitchedShape(doc, l.d, l.color, l.angle, 'tatami') + satin(l.d, darken(l.color, 0.12), 5 * scale, pitch * scale);
      return stitchedShape(doc, l.d, l.color, l.angle, 'satin', `stroke="${darken(l.color, 0.28)}" stroke-width="${f(1.1 * scale)}"`, pitch);
    })
    .join('');
}

function stitchedFillUrl(doc: Doc, color: string, angle: number, p: number): string {
  return tile(
    doc, `tsatin${color}${angle}${p}`, p, 20,
    `<rect width="${p}" height="20" fill="${darken(color, 0.16)}"/><rect x="${f(p * 0.12)}" width="${f(p * 0.62)}" height="20" fill="${lighten(color, 0.08)}"/>`,
    `rotate(${angle})`,
  );
}

export function makeMark(name: string, rand: Rng, cx: number, cy: number, r: number, k: MarkColors): Layer[] {
  return MARKS[name](rand, cx, cy, r, k);
}
