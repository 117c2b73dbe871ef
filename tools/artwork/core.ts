/**
 * Core helpers shared by every artwork drawer: a seeded PRNG (so re-running the
 * generator produces byte-identical files), colour maths, number formatting and
 * a small SVG document builder that collects <defs> with unique ids.
 */

/** mulberry32: tiny, fast and good enough for layout jitter. */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  shuffle<T>(list: readonly T[]): T[] {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
}

/** Stable seed from a string, so each image has its own independent stream. */
export function seedOf(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Round to 0.1 px: keeps SVG strings short and output deterministic. */
export const f = (v: number): string => String(Math.round(v * 10) / 10);

// ---------------------------------------------------------------- colours

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const v = parseInt(h.length === 3 ? h.replace(/./g, (c) => c + c) : h, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function rgbToHex(r: number, g: number, b: number): string {
  const c = (x: number) => Math.max(0, Math.min(255, Math.round(x))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  return rgbToHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** Perceived luminance 0..1, used to pick contrasting thread colours. */
export function luma(c: string): number {
  const [r, g, b] = hexToRgb(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Brand palette (navy / thread red / gold / teal / cream) plus supporting tints. */
export const P = {
  navy: '#13233f',
  navyDeep: '#0b1629',
  navySoft: '#22385e',
  red: '#d6423a',
  gold: '#e8a93b',
  teal: '#1f8a8a',
  cream: '#f7f1e6',
  sand: '#e9dcc4',
  ink: '#1a1d24',
  white: '#ffffff',
  sky: '#7fb3d5',
  plum: '#6d3b5e',
  moss: '#5d7d3c',
  rose: '#e98b7d',
  slate: '#5b6878',
  wood: '#c98f55',
} as const;

export const FONT_SANS = 'DejaVu Sans, Arial, sans-serif';
export const FONT_SERIF = 'DejaVu Serif, Georgia, serif';

// ---------------------------------------------------------------- documents

/**
 * Collects <defs> (gradients, patterns, filters) for one SVG document and hands
 * out unique ids, so drawers can freely compose without id clashes.
 */
export class Doc {
  readonly rand: Rng;
  private defs: string[] = [];
  private cache = new Map<string, string>();
  private counter = 0;
  /** Per-document id prefix, so documents can be nested inside each other without id clashes. */
  private readonly ns: string;

  constructor(
    readonly w: number,
    readonly h: number,
    seed: string,
  ) {
    this.rand = new Rng(seedOf(seed));
    this.ns = seedOf(`ns:${seed}`).toString(36).slice(0, 5);
  }

  /** Adds a def built from a fresh id and returns that id. */
  def(prefix: string, build: (id: string) => string): string {
    const id = `${prefix}${this.ns}${++this.counter}`;
    this.defs.push(build(id));
    return id;
  }

  /** Like def(), but reuses the same def for an identical key (e.g. shared filters). */
  shared(key: string, build: (id: string) => string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = this.def(key.replace(/[^a-z0-9]/gi, '').slice(0, 10) || 'd', build);
    this.cache.set(key, id);
    return id;
  }

  render(body: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}

/** Places a complete SVG document (from Doc.render) inside another at x, y, scaled to w x h. */
export function nest(svg: string, x: number, y: number, w: number, h: number): string {
  return svg.replace(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+"/, `<svg x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" preserveAspectRatio="xMidYMid slice"`);
}

/** Embeds a raster (PNG) as an <image>, for scenes that reuse composited artwork. */
export function image(png: Buffer, x: number, y: number, w: number, h: number): string {
  return `<image href="data:image/png;base64,${png.toString('base64')}" x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" preserveAspectRatio="xMidYMid slice"/>`;
}

/** Escapes text for inclusion inside SVG <text>. */
export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface TextOpts {
  size: number;
  fill: string;
  weight?: string | number;
  family?: string;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  opacity?: number;
  /** Forces rendered width so layouts don't depend on the viewer's fonts. */
  width?: number;
  extra?: string;
}

export function text(x: number, y: number, s: string, o: TextOpts): string {
  const attrs = [
    `x="${f(x)}"`,
    `y="${f(y)}"`,
    `font-family="${o.family ?? FONT_SANS}"`,
    `font-size="${f(o.size)}"`,
    `font-weight="${o.weight ?? 700}"`,
    `fill="${o.fill}"`,
    `text-anchor="${o.anchor ?? 'middle'}"`,
  ];
  if (o.spacing) attrs.push(`letter-spacing="${f(o.spacing)}"`);
  if (o.opacity !== undefined) attrs.push(`opacity="${o.opacity}"`);
  if (o.width) attrs.push(`textLength="${f(o.width)}" lengthAdjust="spacingAndGlyphs"`);
  if (o.extra) attrs.push(o.extra);
  return `<text ${attrs.join(' ')}>${esc(s)}</text>`;
}
