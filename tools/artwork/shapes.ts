/**
 * Geometry: path-string generators for the recurring shapes (badges, stars,
 * shields, hearts...) and a bezier "node" model so vector artwork can show its
 * anchor points and handles like a vector editor does.
 */
import { f, type Rng } from './core.ts';

type Pt = [number, number];

export const circle = (cx: number, cy: number, r: number) =>
  `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
  `M${f(cx - rx)} ${f(cy)}a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0Z`;

export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  r = Math.min(r, w / 2, h / 2);
  return (
    `M${f(x + r)} ${f(y)}H${f(x + w - r)}Q${f(x + w)} ${f(y)} ${f(x + w)} ${f(y + r)}` +
    `V${f(y + h - r)}Q${f(x + w)} ${f(y + h)} ${f(x + w - r)} ${f(y + h)}H${f(x + r)}` +
    `Q${f(x)} ${f(y + h)} ${f(x)} ${f(y + h - r)}V${f(y + r)}Q${f(x)} ${f(y)} ${f(x + r)} ${f(y)}Z`
  );
}

export const poly = (pts: Pt[]) => `M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z`;

export function regular(cx: number, cy: number, r: number, n: number, rot = -Math.PI / 2): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const a = rot + (i * 2 * Math.PI) / n;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as Pt;
  });
}

export function star(cx: number, cy: number, R: number, r: number, n = 5, rot = -Math.PI / 2): string {
  const pts: Pt[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = rot + (i * Math.PI) / n;
    const rr = i % 2 ? r : R;
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return poly(pts);
}

export const hexagon = (cx: number, cy: number, r: number) => poly(regular(cx, cy, r, 6, 0));

/** Classic heater shield: flat top, curved sides meeting in a point. */
export function shield(cx: number, cy: number, w: number, h: number): string {
  const x0 = cx - w / 2, x1 = cx + w / 2, y0 = cy - h / 2, y1 = cy + h / 2;
  return (
    `M${f(x0)} ${f(y0)}H${f(x1)}V${f(cy)}` +
    `C${f(x1)} ${f(cy + h * 0.28)} ${f(cx + w * 0.2)} ${f(y1 - h * 0.08)} ${f(cx)} ${f(y1)}` +
    `C${f(cx - w * 0.2)} ${f(y1 - h * 0.08)} ${f(x0)} ${f(cy + h * 0.28)} ${f(x0)} ${f(cy)}Z`
  );
}

export function heart(cx: number, cy: number, s: number): string {
  return (
    `M${f(cx)} ${f(cy + s * 0.9)}` +
    `C${f(cx - s * 1.3)} ${f(cy + s * 0.05)} ${f(cx - s * 1.05)} ${f(cy - s * 0.95)} ${f(cx)} ${f(cy - s * 0.45)}` +
    `C${f(cx + s * 1.05)} ${f(cy - s * 0.95)} ${f(cx + s * 1.3)} ${f(cy + s * 0.05)} ${f(cx)} ${f(cy + s * 0.9)}Z`
  );
}

export function bolt(cx: number, cy: number, s: number): string {
  const p: Pt[] = [
    [0.15, -1], [-0.55, 0.12], [-0.05, 0.12], [-0.2, 1], [0.55, -0.18], [0.05, -0.18], [0.3, -1],
  ];
  return poly(p.map(([x, y]) => [cx + x * s, cy + y * s] as Pt));
}

/** Scalloped "bottle cap" badge outline. */
export function scallop(cx: number, cy: number, r: number, n = 16, depth = 0.08): string {
  const pts: string[] = [];
  const steps = n * 8;
  for (let i = 0; i <= steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    const rr = r * (1 - depth * (0.5 - 0.5 * Math.cos(a * n)));
    pts.push(`${f(cx + rr * Math.cos(a))} ${f(cy + rr * Math.sin(a))}`);
  }
  return `M${pts.join('L')}Z`;
}

/** Mountain range silhouette between x0..x1 with its base at y. */
export function mountains(rand: Rng, x0: number, x1: number, y: number, h: number, peaks = 3): string {
  const pts: Pt[] = [[x0, y]];
  const step = (x1 - x0) / (peaks * 2);
  for (let i = 0; i < peaks * 2; i++) {
    const x = x0 + step * (i + 0.5) + rand.range(-step * 0.2, step * 0.2);
    const top = i % 2 === 0;
    pts.push([x, top ? y - h * rand.range(0.6, 1) : y - h * rand.range(0.2, 0.4)]);
  }
  pts.push([x1, y]);
  return poly(pts);
}

/** Sine-ish wave band, used for water and flourishes. */
export function wave(x0: number, x1: number, y: number, amp: number, n: number): string {
  const seg = (x1 - x0) / n;
  let d = `M${f(x0)} ${f(y)}`;
  for (let i = 0; i < n; i++) {
    const xa = x0 + seg * i;
    d += `Q${f(xa + seg / 4)} ${f(y - amp)} ${f(xa + seg / 2)} ${f(y)}T${f(xa + seg)} ${f(y)}`;
  }
  return d;
}

/** Arc path (for text-like bars on round badges). */
export function arc(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const p0 = [cx + r * Math.cos(a0), cy + r * Math.sin(a0)];
  const p1 = [cx + r * Math.cos(a1), cy + r * Math.sin(a1)];
  const large = Math.abs(a1 - a0) > Math.PI ? 1 : 0;
  const sweep = a1 > a0 ? 1 : 0;
  return `M${f(p0[0])} ${f(p0[1])}A${f(r)} ${f(r)} 0 ${large} ${sweep} ${f(p1[0])} ${f(p1[1])}`;
}

// ---------------------------------------------------------------- bezier nodes

/** A cubic-bezier node: anchor plus absolute in/out handle positions. */
export interface BNode {
  x: number;
  y: number;
  ix: number;
  iy: number;
  ox: number;
  oy: number;
}

/**
 * Turns a closed control polygon into smooth bezier nodes (Catmull-Rom style
 * handles). Points flagged as corners keep their handles collapsed.
 */
export function smooth(points: Array<Pt | [number, number, 'c']>, tension = 1 / 6): BNode[] {
  const n = points.length;
  return points.map((p, i) => {
    const [x, y] = p;
    if (p.length === 3) return { x, y, ix: x, iy: y, ox: x, oy: y };
    const [px, py] = points[(i - 1 + n) % n];
    const [nx, ny] = points[(i + 1) % n];
    const tx = (nx - px) * tension, ty = (ny - py) * tension;
    return { x, y, ix: x - tx, iy: y - ty, ox: x + tx, oy: y + ty };
  });
}

export function nodesToPath(nodes: BNode[]): string {
  let d = `M${f(nodes[0].x)} ${f(nodes[0].y)}`;
  for (let i = 0; i < nodes.length; i++) {
    const a = nodes[i], b = nodes[(i + 1) % nodes.length];
    d += `C${f(a.ox)} ${f(a.oy)} ${f(b.ix)} ${f(b.iy)} ${f(b.x)} ${f(b.y)}`;
  }
  return d + 'Z';
}

/** Organic blob around a centre: the typical hand-traced mascot / logo outline. */
export function blob(rand: Rng, cx: number, cy: number, r: number, n: number, wobble: number): BNode[] {
  const pts: Pt[] = [];
  const rot = rand.range(0, Math.PI * 2);
  for (let i = 0; i < n; i++) {
    const a = rot + (i / n) * Math.PI * 2;
    const rr = r * (1 + rand.range(-wobble, wobble));
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return smooth(pts);
}

/** Transforms nodes (scale about origin then translate), used to reuse outlines. */
export function mapNodes(nodes: BNode[], s: number, dx: number, dy: number): BNode[] {
  return nodes.map((p) => ({
    x: p.x * s + dx, y: p.y * s + dy, ix: p.ix * s + dx, iy: p.iy * s + dy, ox: p.ox * s + dx, oy: p.oy * s + dy,
  }));
}

/**
 * Vector-editor overlay: outline, handle lines, round handle dots and square
 * anchor points, as a designer sees a selected path.
 */
export function anchorOverlay(nodes: BNode[], color: string, scale = 1): string {
  const a = 3.6 * scale, hr = 2.6 * scale, sw = 1.1 * scale;
  let lines = '', dots = '', anchors = '';
  for (const p of nodes) {
    for (const [hx, hy] of [[p.ix, p.iy], [p.ox, p.oy]]) {
      if (Math.hypot(hx - p.x, hy - p.y) < 1) continue;
      lines += `M${f(p.x)} ${f(p.y)}L${f(hx)} ${f(hy)}`;
      dots += `<circle cx="${f(hx)}" cy="${f(hy)}" r="${f(hr)}"/>`;
    }
    anchors += `<rect x="${f(p.x - a)}" y="${f(p.y - a)}" width="${f(2 * a)}" height="${f(2 * a)}"/>`;
  }
  return (
    `<path d="${nodesToPath(nodes)}" fill="none" stroke="${color}" stroke-width="${f(sw * 1.3)}"/>` +
    `<path d="${lines}" stroke="${color}" stroke-width="${f(sw)}" fill="none"/>` +
    `<g fill="${color}">${dots}</g>` +
    `<g fill="#fff" stroke="${color}" stroke-width="${f(sw * 1.3)}">${anchors}</g>`
  );
}
