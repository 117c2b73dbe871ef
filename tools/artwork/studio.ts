/**
 * Larger studio props shared by the service, hero and video-poster scenes:
 * a multi-needle embroidery machine, an app window (digitizing software) and
 * the studio's own stitched emblem shown in hoops.
 */
import { darken, f, lighten, P, text, type Doc } from './core.ts';
import { hoop, needle, spool } from './garments.ts';
import { circle, star } from './shapes.ts';
import { linear, radial, running, satin, shadow, stitchedShape } from './stitches.ts';

// ---------------------------------------------------------------- emblem

/**
 * The Northstitch emblem as embroidery: tatami disc, satin north star,
 * running-stitch ring. `progress` < 1 leaves the last rays unstitched, showing
 * the digitized path as dashed guide lines (work in progress in the hoop).
 */
export function stitchedEmblem(doc: Doc, cx: number, cy: number, r: number, progress = 1): string {
  const disc = circle(cx, cy, r * 0.78);
  let out =
    `<g filter="url(#${shadow(doc, 3, 3, 0.3)})">` +
    stitchedShape(doc, disc, P.navy, 30, 'tatami', '', 2.6) +
    satin(circle(cx, cy, r * 0.78), P.red, r * 0.07, 2.6) +
    stitchedShape(doc, star(cx, cy, r * 0.62, r * 0.15, 4), P.gold, 45, 'satin', `stroke="${darken(P.gold, 0.3)}" stroke-width="1"`, 2.8) +
    stitchedShape(doc, star(cx, cy, r * 0.36, r * 0.09, 4, -Math.PI / 4), P.cream, 135, 'satin', `stroke="${darken(P.cream, 0.3)}" stroke-width="1"`, 2.6) +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.07)}" fill="${P.red}"/>` +
    `</g>` +
    running(circle(cx, cy, r * 0.92), P.teal, Math.max(2, r * 0.018), `${f(r * 0.05)} ${f(r * 0.03)}`);
  if (progress < 1) {
    // unstitched part of the outer ring: the digitizer's path preview
    const a0 = Math.PI * 2 * progress - Math.PI / 2;
    const rr = r * 1.02;
    out += `<path d="M${f(cx + Math.cos(a0) * rr)} ${f(cy + Math.sin(a0) * rr)}A${f(rr)} ${f(rr)} 0 ${progress < 0.5 ? 1 : 0} 1 ${f(cx)} ${f(cy - rr)}" fill="none" stroke="${P.red}" stroke-width="1.4" stroke-dasharray="3 4" opacity="0.8"/>`;
    out += satin(`M${f(cx)} ${f(cy - rr)}A${f(rr)} ${f(rr)} 0 ${progress > 0.5 ? 1 : 0} 1 ${f(cx + Math.cos(a0) * rr)} ${f(cy + Math.sin(a0) * rr)}`, P.red, r * 0.045, 2.4);
  } else {
    out += satin(circle(cx, cy, r * 1.02), P.red, r * 0.045, 2.4);
  }
  return out;
}

/** Hoop holding any stitched design, drawn between the fabric and the outer ring. */
export function hoopWith(doc: Doc, cx: number, cy: number, r: number, design: (x: number, y: number, r: number) => string): string {
  const h = hoop(doc, cx, cy, r, P.cream);
  return h.fabric + `<g clip-path="url(#${h.clipId})">${design(cx, cy, r)}</g>` + h.ring;
}

/** Hoop with the studio emblem in it, optionally still being stitched. */
export function emblemHoop(doc: Doc, cx: number, cy: number, r: number, progress = 1): string {
  return hoopWith(doc, cx, cy, r, (x, y, rr) => stitchedEmblem(doc, x, y, rr * 0.7, progress));
}

// ---------------------------------------------------------------- machine

/**
 * Stylised multi-needle embroidery machine, front view. (cx, baseY) is the
 * centre of its footprint on the table; s scales a 560-unit-wide design.
 * Returns the machine and the hoop centre so callers can place a design.
 */
export function machine(doc: Doc, cx: number, baseY: number, s: number, design: (x: number, y: number, r: number) => string): string {
  const X = (x: number) => f(cx + x * s);
  const Y = (y: number) => f(baseY + y * s);
  const S = (v: number) => f(v * s);
  const body = linear(doc, [[0, '#f7f5f0'], [1, '#d9d5cc']]);
  const side = linear(doc, [[0, '#e7e3da'], [1, '#bdb7ab']], 0, 0, 1, 0);
  const navy = linear(doc, [[0, P.navySoft], [1, P.navyDeep]]);
  const colors = [P.red, P.gold, P.teal, P.cream, '#2f6db3', P.navy, '#e06b2b', P.moss, P.plum, '#ffffff', P.rose, '#f2c94c'];
  const n = 12;
  // thread cones on the rack, with their threads running down to the needle bars
  let cones = '', threads = '', needles = '';
  for (let i = 0; i < n; i++) {
    const x = -165 + i * 30;
    const c = colors[i];
    cones +=
      `<path d="M${X(x - 10)} ${Y(-452)}L${X(x - 4)} ${Y(-492)}H${X(x + 4)}L${X(x + 10)} ${Y(-452)}Z" fill="${c}" stroke="${darken(c, 0.35)}" stroke-width="${S(0.8)}"/>` +
      `<path d="M${X(x - 6)} ${Y(-470)}H${X(x + 6)}" stroke="#fff" stroke-opacity="0.35" stroke-width="${S(2)}"/>`;
    threads += `<path d="M${X(x)} ${Y(-492)}Q${X(x * 0.7)} ${Y(-520)} ${X(x * 0.55)} ${Y(-380)}" fill="none" stroke="${c}" stroke-width="${S(1.1)}" opacity="0.9"/>`;
    const nx = -82 + i * 15;
    needles +=
      `<rect x="${X(nx - 4)}" y="${Y(-300)}" width="${S(8)}" height="${S(46)}" rx="${S(2)}" fill="${i === 4 ? lighten(c, 0.2) : '#c9ccd2'}" stroke="#7a808a" stroke-width="${S(0.6)}"/>` +
      `<circle cx="${X(nx)}" cy="${Y(-292)}" r="${S(3)}" fill="${c}"/>` +
      (i === 4 ? `<path d="M${X(nx)} ${Y(-254)}V${Y(-222)}" stroke="#9aa1ab" stroke-width="${S(2)}"/>` : '');
  }
  const hx = cx, hy = baseY - 150 * s, hr = 96 * s;
  return (
    // base and cylinder arm
    `<g filter="url(#${shadow(doc, 14, 18, 0.35)})">` +
    `<rect x="${X(-280)}" y="${Y(-40)}" width="${S(560)}" height="${S(40)}" rx="${S(8)}" fill="${side}"/>` +
    `<rect x="${X(150)}" y="${Y(-420)}" width="${S(120)}" height="${S(400)}" rx="${S(16)}" fill="${body}"/>` +
    `<rect x="${X(-250)}" y="${Y(-420)}" width="${S(520)}" height="${S(110)}" rx="${S(22)}" fill="${body}"/>` +
    `<rect x="${X(-110)}" y="${Y(-330)}" width="${S(220)}" height="${S(70)}" rx="${S(10)}" fill="${navy}"/>` +
    `</g>` +
    `<rect x="${X(-60)}" y="${Y(-70)}" width="${S(210)}" height="${S(34)}" rx="${S(10)}" fill="${side}"/>` +
    // hoop on the pantograph
    `<rect x="${X(-150)}" y="${Y(-165)}" width="${S(300)}" height="${S(14)}" rx="${S(7)}" fill="#8d96a1"/>` +
    design(hx, hy, hr) +
    // thread rack and cones
    `<rect x="${X(-185)}" y="${Y(-455)}" width="${S(370)}" height="${S(10)}" rx="${S(5)}" fill="#8d96a1"/>` +
    `<path d="M${X(-170)} ${Y(-445)}V${Y(-420)}M${X(170)} ${Y(-445)}V${Y(-420)}" stroke="#8d96a1" stroke-width="${S(6)}"/>` +
    threads + cones + needles +
    // control screen with a tiny preview of the design
    `<rect x="${X(168)}" y="${Y(-395)}" width="${S(84)}" height="${S(62)}" rx="${S(6)}" fill="${P.navyDeep}"/>` +
    `<rect x="${X(174)}" y="${Y(-389)}" width="${S(72)}" height="${S(50)}" rx="${S(3)}" fill="${radial(doc, [[0, '#2a4d7a'], [1, '#0f1f38']])}"/>` +
    `<path d="${star(cx + 210 * s, baseY - 364 * s, 16 * s, 4 * s, 4)}" fill="${P.gold}"/>` +
    `<rect x="${X(180)}" y="${Y(-320)}" width="${S(60)}" height="${S(8)}" rx="${S(4)}" fill="${P.red}"/>` +
    [0, 1, 2].map((i) => `<circle cx="${X(184 + i * 26)}" cy="${Y(-290)}" r="${S(8)}" fill="${['#c9ccd2', P.teal, P.red][i]}"/>`).join('') +
    text(cx - 200 * s, baseY - 355 * s, 'NORTHSTITCH', { size: 14 * s, fill: P.navy, anchor: 'start', spacing: 2 * s })
  );
}

// ---------------------------------------------------------------- app window

/** Desktop app window (digitizing / vector software). Returns markup and content box. */
export function appWindow(doc: Doc, x: number, y: number, w: number, h: number, dark = true): { svg: string; box: { x: number; y: number; w: number; h: number } } {
  const chrome = dark ? '#1c2333' : '#eceef2';
  const panel = dark ? '#232b3d' : '#f6f7f9';
  const icon = dark ? '#3a4660' : '#d5d9e0';
  const bar = 30, tool = 46, side = 120;
  const tools = Array.from({ length: 7 }, (_, i) =>
    `<rect x="${f(x + 10)}" y="${f(y + bar + 14 + i * 36)}" width="26" height="26" rx="6" fill="${i === 1 ? P.teal : icon}"/>`).join('');
  const swatches = [P.red, P.gold, P.teal, P.navy, P.cream, '#2f6db3'].map((c, i) =>
    `<rect x="${f(x + w - side + 14)}" y="${f(y + bar + 44 + i * 30)}" width="20" height="20" rx="4" fill="${c}" stroke="#0003"/>` +
    `<rect x="${f(x + w - side + 42)}" y="${f(y + bar + 50 + i * 30)}" width="${50 - (i % 3) * 10}" height="7" rx="3.5" fill="${icon}"/>`).join('');
  const svg =
    `<g filter="url(#${shadow(doc, 16, 22, 0.4)})"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="12" fill="${chrome}"/></g>` +
    [P.red, P.gold, P.moss].map((c, i) => `<circle cx="${f(x + 18 + i * 18)}" cy="${f(y + 15)}" r="5.5" fill="${c}"/>`).join('') +
    `<rect x="${f(x + w / 2 - 80)}" y="${f(y + 9)}" width="160" height="12" rx="6" fill="${icon}"/>` +
    tools +
    `<rect x="${f(x + w - side)}" y="${f(y + bar)}" width="${side - 8}" height="${f(h - bar - 8)}" rx="8" fill="${panel}"/>` +
    `<rect x="${f(x + w - side + 14)}" y="${f(y + bar + 16)}" width="60" height="9" rx="4.5" fill="${dark ? '#55627d' : '#b9bfca'}"/>` +
    swatches;
  return { svg, box: { x: x + tool, y: y + bar, w: w - tool - side - 6, h: h - bar - 8 } };
}

/** Table top with thread spools and a needle: a recurring foreground for studio scenes. */
export function deskProps(doc: Doc, x: number, y: number, s: number): string {
  return (
    spool(doc, x, y, 46 * s, 70 * s, P.red) + spool(doc, x + 54 * s, y + 6 * s, 40 * s, 60 * s, P.gold) + spool(doc, x + 102 * s, y, 46 * s, 70 * s, P.teal) +
    needle(doc, x + 150 * s, y - 6 * s, 110 * s, -12)
  );
}
