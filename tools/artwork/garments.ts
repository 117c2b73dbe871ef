/**
 * Flat-illustration garments and studio props: caps, shirts, hoodies, tote
 * bags, varsity jackets, hoops, thread spools and needles. Each returns SVG
 * markup plus, where relevant, the box where a decoration should be placed.
 */
import { darken, f, lighten, type Doc } from './core.ts';
import { circle, ellipse, roundRect } from './shapes.ts';
import { canvasWeave, linear, pique, radial, running, shadow, twill } from './stitches.ts';

export interface Box {
  cx: number;
  cy: number;
  w: number;
  h: number;
}

// ---------------------------------------------------------------- cap

/** Structured six-panel cap seen from the front; returns the front-panel logo box. */
export function cap(doc: Doc, cx: number, by: number, W: number, color: string, brimColor = color): { svg: string; logo: Box } {
  const H = W * 1.2;
  const crown =
    `M${f(cx - W)} ${f(by)}C${f(cx - W)} ${f(by - H * 0.95)} ${f(cx - W * 0.5)} ${f(by - H)} ${f(cx)} ${f(by - H)}` +
    `C${f(cx + W * 0.5)} ${f(by - H)} ${f(cx + W)} ${f(by - H * 0.95)} ${f(cx + W)} ${f(by)}` +
    `Q${f(cx)} ${f(by + H * 0.1)} ${f(cx - W)} ${f(by)}Z`;
  const brim =
    `M${f(cx - W * 1.08)} ${f(by - H * 0.02)}Q${f(cx)} ${f(by + H * 0.16)} ${f(cx + W * 1.08)} ${f(by - H * 0.02)}` +
    `Q${f(cx + W * 1.02)} ${f(by + H * 0.36)} ${f(cx)} ${f(by + H * 0.42)}Q${f(cx - W * 1.02)} ${f(by + H * 0.36)} ${f(cx - W * 1.08)} ${f(by - H * 0.02)}Z`;
  const seam = (k: number) =>
    `M${f(cx + W * k * 0.22)} ${f(by - H * 0.985)}C${f(cx + W * k * 0.55)} ${f(by - H * 0.8)} ${f(cx + W * k * 0.68)} ${f(by - H * 0.4)} ${f(cx + W * k * 0.66)} ${f(by + H * 0.04)}`;
  const thread = lighten(color, 0.18);
  const shade = linear(doc, [[0, '#fff', 0.2], [0.45, '#fff', 0], [1, '#000', 0.35]], 0, 0, 1, 0.4);
  const brimShade = linear(doc, [[0, '#000', 0.3], [0.4, '#000', 0.05], [1, '#000', 0.25]]);
  const rows = [0.12, 0.2, 0.28]
    .map((t) => running(`M${f(cx - W * (1 - t * 0.6))} ${f(by + H * t * 0.25)}Q${f(cx)} ${f(by + H * (0.16 + t * 0.78))} ${f(cx + W * (1 - t * 0.6))} ${f(by + H * t * 0.25)}`, thread, 1.4, '5 3', 0.7))
    .join('');
  const svg =
    `<g filter="url(#${shadow(doc, 14, 16, 0.35)})">` +
    `<path d="${brim}" fill="${darken(brimColor, 0.12)}"/><path d="${brim}" fill="${twill(doc, darken(brimColor, 0.12))}" opacity="0.8"/>` +
    `<path d="${brim}" fill="${brimShade}"/>${rows}` +
    `<path d="${crown}" fill="${twill(doc, color)}"/><path d="${crown}" fill="${shade}"/>` +
    `</g>` +
    running(seam(-1), thread, 1.5, '5 3') + running(seam(1), thread, 1.5, '5 3') +
    `<path d="M${f(cx - W)} ${f(by)}Q${f(cx)} ${f(by + H * 0.1)} ${f(cx + W)} ${f(by)}" fill="none" stroke="${darken(color, 0.35)}" stroke-width="3"/>` +
    `<path d="${ellipse(cx, by - H * 0.985, W * 0.07, W * 0.03)}" fill="${darken(color, 0.1)}"/>` +
    [-1, 1].map((k) => `<path d="${circle(cx + k * W * 0.78, by - H * 0.62, W * 0.025)}" fill="${darken(color, 0.3)}" stroke="${lighten(color, 0.12)}" stroke-width="1.5"/>`).join('');
  return { svg, logo: { cx, cy: by - H * 0.45, w: W * 1.05, h: H * 0.55 } };
}

// ---------------------------------------------------------------- tops

export type TopKind = 'tee' | 'sweatshirt' | 'hoodie';

/**
 * Front view of a tee / sweatshirt / hoodie in a 400-unit design space,
 * scaled by `s` around (cx, top). Returns the chest box for decorations.
 */
export function top(doc: Doc, kind: TopKind, cx: number, topY: number, s: number, color: string): { svg: string; chest: Box } {
  const X = (x: number) => f(cx + x * s);
  const Y = (y: number) => f(topY + y * s);
  const long = kind !== 'tee';
  const sleeve = long
    ? { outer: [-200, 262], inner: [-160, 272], arm: [-128, 105] }
    : { outer: [-205, 128], inner: [-160, 152], arm: [-128, 100] };
  const side = (k: 1 | -1) => ({
    shoulder: [k * 128, 18],
    outer: [k * -sleeve.outer[0], sleeve.outer[1]],
  });
  const L = side(-1), R = side(1);
  const body =
    `M${X(-48)} ${Y(0)}Q${X(0)} ${Y(38)} ${X(48)} ${Y(0)}L${X(R.shoulder[0])} ${Y(R.shoulder[1])}` +
    `Q${X(172)} ${Y(40)} ${X(-sleeve.outer[0])} ${Y(sleeve.outer[1])}L${X(-sleeve.inner[0])} ${Y(sleeve.inner[1])}` +
    `L${X(-sleeve.arm[0])} ${Y(sleeve.arm[1])}L${X(134)} ${Y(340)}L${X(-134)} ${Y(340)}L${X(sleeve.arm[0])} ${Y(sleeve.arm[1])}` +
    `L${X(sleeve.inner[0])} ${Y(sleeve.inner[1])}L${X(sleeve.outer[0])} ${Y(sleeve.outer[1])}Q${X(-172)} ${Y(40)} ${X(L.shoulder[0])} ${Y(L.shoulder[1])}Z`;
  const rib = darken(color, 0.1);
  const hemH = long ? 22 : 6;
  const shade = linear(doc, [[0, '#fff', 0.12], [0.5, '#fff', 0], [1, '#000', 0.22]], 0, 0, 1, 1);
  let details =
    `<path d="M${X(-134)} ${Y(340 - hemH)}H${X(134)}" stroke="${darken(color, 0.2)}" stroke-width="${f(1.2 * s)}" opacity="0.6"/>` +
    `<path d="M${X(-48)} ${Y(0)}Q${X(0)} ${Y(38)} ${X(48)} ${Y(0)}Q${X(0)} ${Y(52)} ${X(-48)} ${Y(0)}Z" fill="${rib}"/>` +
    running(`M${X(-44)} ${Y(8)}Q${X(0)} ${Y(46)} ${X(44)} ${Y(8)}`, lighten(color, 0.2), 1.2 * s, `${f(4 * s)} ${f(3 * s)}`, 0.7);
  if (long) {
    details += [-1, 1]
      .map((k) => {
        const o = k < 0 ? sleeve.outer : [-sleeve.outer[0], sleeve.outer[1]];
        const i = k < 0 ? sleeve.inner : [-sleeve.inner[0], sleeve.inner[1]];
        return `<path d="M${X(o[0])} ${Y(o[1])}L${X(i[0])} ${Y(i[1])}L${X(i[0] + k * 4)} ${Y(i[1] - 26)}L${X(o[0] - k * 6)} ${Y(o[1] - 24)}Z" fill="${rib}"/>`;
      })
      .join('');
    details += `<rect x="${X(-134)}" y="${Y(340 - hemH)}" width="${f(268 * s)}" height="${f(hemH * s)}" fill="${rib}"/>`;
  }
  if (kind === 'hoodie') {
    details +=
      `<path d="M${X(-60)} ${Y(2)}Q${X(-70)} ${Y(-45)} ${X(0)} ${Y(-52)}Q${X(70)} ${Y(-45)} ${X(60)} ${Y(2)}Q${X(0)} ${Y(70)} ${X(-60)} ${Y(2)}Z" fill="${darken(color, 0.18)}"/>` +
      `<path d="M${X(-40)} ${Y(4)}Q${X(0)} ${Y(55)} ${X(40)} ${Y(4)}" stroke="${darken(color, 0.3)}" stroke-width="${f(3 * s)}" fill="none"/>` +
      [-14, 14].map((x) => `<path d="M${X(x)} ${Y(30)}L${X(x * 1.2)} ${Y(95)}" stroke="${lighten(color, 0.45)}" stroke-width="${f(3 * s)}" stroke-linecap="round"/>`).join('') +
      `<path d="M${X(-80)} ${Y(315)}L${X(-62)} ${Y(230)}H${X(62)}L${X(80)} ${Y(315)}" fill="none" stroke="${darken(color, 0.22)}" stroke-width="${f(2 * s)}"/>`;
  }
  const svg =
    `<g filter="url(#${shadow(doc, 10, 14, 0.3)})"><path d="${body}" fill="${canvasWeave(doc, color, 0.8, 0.05)}"/></g>` +
    `<path d="${body}" fill="${shade}"/>${details}`;
  const chestY = kind === 'hoodie' ? 140 : 150;
  return { svg, chest: { cx, cy: topY + chestY * s, w: 210 * s, h: 150 * s } };
}

/** Canvas tote bag; returns the printable panel box. */
export function tote(doc: Doc, cx: number, cy: number, w: number, h: number, color: string): { svg: string; chest: Box } {
  const x = cx - w / 2, y = cy - h / 2;
  // front and back handles, the back one slightly darker and offset
  const handle = (k: number) =>
    `<path d="M${f(cx - w * 0.24 + k)} ${f(y + 4)}C${f(cx - w * 0.24 + k)} ${f(y - h * 0.5)} ${f(cx + w * 0.24 + k)} ${f(y - h * 0.5)} ${f(cx + w * 0.24 + k)} ${f(y + 4)}" fill="none" stroke="${darken(color, k ? 0.35 : 0.18)}" stroke-width="${f(w * 0.05)}" stroke-linecap="round"/>`;
  const shade = linear(doc, [[0, '#fff', 0.15], [1, '#000', 0.18]], 0, 0, 1, 1);
  const body = roundRect(x, y, w, h, 6);
  const svg =
    handle(w * 0.04) + handle(0) +
    `<g filter="url(#${shadow(doc, 10, 14, 0.3)})"><path d="${body}" fill="${canvasWeave(doc, color, 1.1, 0.07)}"/></g>` +
    `<path d="${body}" fill="${shade}"/>` +
    running(roundRect(x + 8, y + 8, w - 16, h - 16, 4), darken(color, 0.25), 1.4, '5 3', 0.6) +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h * 0.08)}" fill="${darken(color, 0.08)}"/>`;
  return { svg, chest: { cx, cy: cy + h * 0.06, w: w * 0.75, h: h * 0.7 } };
}

/** Letterman (varsity) jacket front: wool body, leather sleeves, striped rib collar. */
export function varsityJacket(doc: Doc, cx: number, topY: number, s: number, body: string, sleeve: string): { svg: string; chest: Box } {
  const X = (x: number) => f(cx + x * s);
  const Y = (y: number) => f(topY + y * s);
  const torso = `M${X(-50)} ${Y(0)}L${X(-130)} ${Y(22)}L${X(-136)} ${Y(330)}H${X(136)}L${X(130)} ${Y(22)}L${X(50)} ${Y(0)}Q${X(0)} ${Y(40)} ${X(-50)} ${Y(0)}Z`;
  const sl = (k: number) =>
    `M${X(k * 128)} ${Y(20)}Q${X(k * 175)} ${Y(40)} ${X(k * 200)} ${Y(270)}L${X(k * 160)} ${Y(282)}L${X(k * 130)} ${Y(110)}Z`;
  const stripe = (y: number, c: string) => `<rect x="${X(-136)}" y="${Y(y)}" width="${f(272 * s)}" height="${f(6 * s)}" fill="${c}"/>`;
  const shade = linear(doc, [[0, '#fff', 0.1], [0.5, '#fff', 0], [1, '#000', 0.25]], 0, 0, 1, 1);
  const snaps = [60, 120, 180, 240, 300].map((y) => `<circle cx="${X(0)}" cy="${Y(y)}" r="${f(4.5 * s)}" fill="${lighten(sleeve, 0.1)}" stroke="${darken(sleeve, 0.35)}" stroke-width="${f(1.2 * s)}"/>`).join('');
  const svg =
    `<g filter="url(#${shadow(doc, 10, 14, 0.35)})">` +
    [-1, 1].map((k) => `<path d="${sl(k)}" fill="${sleeve}"/>`).join('') +
    `<path d="${torso}" fill="${twill(doc, body, 0.6, 0.05)}"/></g>` +
    [-1, 1].map((k) => `<path d="${sl(k)}" fill="${shade}"/>`).join('') +
    `<path d="${torso}" fill="${shade}"/>` +
    `<rect x="${X(-136)}" y="${Y(306)}" width="${f(272 * s)}" height="${f(24 * s)}" fill="${darken(body, 0.12)}"/>` +
    stripe(312, sleeve) + stripe(320, sleeve) +
    `<path d="M${X(-50)} ${Y(0)}Q${X(0)} ${Y(40)} ${X(50)} ${Y(0)}L${X(42)} ${Y(-8)}Q${X(0)} ${Y(26)} ${X(-42)} ${Y(-8)}Z" fill="${darken(body, 0.15)}"/>` +
    `<path d="M${X(0)} ${Y(34)}V${Y(330)}" stroke="${darken(body, 0.35)}" stroke-width="${f(1.6 * s)}"/>${snaps}`;
  return { svg, chest: { cx: cx + 68 * s, cy: topY + 120 * s, w: 100 * s, h: 120 * s } };
}

/** Close-up polo front: collar wings, placket with buttons; returns the left-chest box. */
export function poloCloseup(doc: Doc, w: number, h: number, color: string, placketX: number): { svg: string; chest: Box } {
  const px = placketX;
  const rib = canvasWeave(doc, darken(color, 0.06), 0.6, 0.1);
  const topstitch = darken(color, 0.28);
  const shade = linear(doc, [[0, '#fff', 0.1], [0.6, '#fff', 0], [1, '#000', 0.25]], 0, 0, 1, 1);
  const buttons = [h * 0.4, h * 0.62].map((y) =>
    `<circle cx="${f(px + 22)}" cy="${f(y)}" r="9" fill="${lighten(color, 0.5)}" stroke="${darken(color, 0.2)}" stroke-width="1.5"/>` +
    `<circle cx="${f(px + 19)}" cy="${f(y - 2.5)}" r="1.5" fill="${darken(color, 0.3)}"/><circle cx="${f(px + 25)}" cy="${f(y + 2.5)}" r="1.5" fill="${darken(color, 0.3)}"/>`,
  ).join('');
  // wearer's right wing (viewer's left) sits under the left wing, which overlaps the placket top
  const wingR = `M${f(px - 170)} -5L${f(px + 40)} -5L${f(px + 24)} ${f(h * 0.26)}Q${f(px - 70)} ${f(h * 0.16)} ${f(px - 170)} ${f(h * 0.12)}Z`;
  const wingL = `M${f(px + 4)} -5L${f(px + 250)} -5Q${f(px + 200)} ${f(h * 0.12)} ${f(px + 62)} ${f(h * 0.33)}L${f(px + 8)} ${f(h * 0.2)}Z`;
  const svg =
    `<rect width="${w}" height="${h}" fill="${pique(doc, color, 0.09)}"/>` +
    `<rect x="${f(px)}" y="0" width="44" height="${f(h * 0.74)}" fill="${darken(color, 0.04)}"/>` +
    running(`M${f(px + 3)} ${f(h * 0.2)}V${f(h * 0.73)}M${f(px + 41)} ${f(h * 0.2)}V${f(h * 0.73)}M${f(px + 3)} ${f(h * 0.73)}H${f(px + 41)}`, topstitch, 1.2, '4 3', 0.8) +
    buttons +
    `<g filter="url(#${shadow(doc, 6, 8, 0.35)})"><path d="${wingR}" fill="${rib}"/></g>` +
    running(`M${f(px - 165)} ${f(h * 0.12 - 7)}Q${f(px - 70)} ${f(h * 0.16 - 7)} ${f(px + 18)} ${f(h * 0.25 - 6)}`, topstitch, 1.2, '4 3', 0.8) +
    `<g filter="url(#${shadow(doc, 8, 10, 0.4)})"><path d="${wingL}" fill="${rib}"/></g>` +
    running(`M${f(px + 240)} 2Q${f(px + 192)} ${f(h * 0.12)} ${f(px + 60)} ${f(h * 0.31)}`, topstitch, 1.2, '4 3', 0.8) +
    `<rect width="${w}" height="${h}" fill="${shade}"/>` +
    `<path d="M${f(w * 0.95)} 0Q${f(w * 0.88)} ${f(h * 0.5)} ${f(w)} ${f(h)}" stroke="${darken(color, 0.2)}" stroke-width="18" fill="none" opacity="0.18"/>`;
  return { svg, chest: { cx: px + 44 + (w - px - 44) * 0.5, cy: h * 0.6, w: (w - px) * 0.7, h: h * 0.6 } };
}

// ---------------------------------------------------------------- studio props

const P_WOOD = '#c98f55';

/** Wooden embroidery hoop: returns fabric (draw first) and ring (draw over the design). */
export function hoop(doc: Doc, cx: number, cy: number, r: number, fabric: string): { fabric: string; ring: string; clipId: string } {
  const wood = linear(doc, [[0, '#e2b27a'], [0.5, '#c98f55'], [1, '#9b6535']], 0, 0, 1, 1);
  const cloth = radial(doc, [[0, lighten(fabric, 0.06)], [0.85, fabric], [1, darken(fabric, 0.14)]]);
  const clipId = doc.def('hc', (id) => `<clipPath id="${id}"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath>`);
  const fabricSvg =
    `<g filter="url(#${shadow(doc, 18, 22, 0.45)})"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r + r * 0.09)}" fill="${darken(fabric, 0.05)}"/></g>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${canvasWeave(doc, fabric, 1, 0.05)}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${cloth}" opacity="0.6"/>`;
  const t = r * 0.075;
  const ring =
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r + t * 0.3)}" fill="none" stroke="${darken(P_WOOD, 0.35)}" stroke-width="${f(t * 1.7)}" opacity="0.35"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r + t * 0.5)}" fill="none" stroke="${wood}" stroke-width="${f(t)}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r + t * 1.35)}" fill="none" stroke="${wood}" stroke-width="${f(t * 0.75)}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r + t * 0.95)}" fill="none" stroke="${darken(P_WOOD, 0.3)}" stroke-width="1" opacity="0.6"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r + t * 0.15)}" fill="none" stroke="#fff" stroke-width="1.2" opacity="0.35"/>` +
    clamp(doc, cx, cy - r - t * 1.2, t);
  return { fabric: fabricSvg, ring, clipId };
}


/** The brass screw clamp at the top of a hoop. */
function clamp(doc: Doc, cx: number, y: number, t: number): string {
  const brass = linear(doc, [[0, '#f6dc9a'], [0.5, '#c9a04a'], [1, '#8a6a27']], 0, 0, 1, 0);
  return (
    `<rect x="${f(cx - t * 1.6)}" y="${f(y - t * 1.2)}" width="${f(t * 3.2)}" height="${f(t * 2.4)}" rx="${f(t * 0.4)}" fill="${P_WOOD}" stroke="${darken(P_WOOD, 0.3)}" stroke-width="1"/>` +
    `<rect x="${f(cx - t * 0.45)}" y="${f(y - t * 3.2)}" width="${f(t * 0.9)}" height="${f(t * 4.6)}" rx="${f(t * 0.2)}" fill="${brass}"/>` +
    `<rect x="${f(cx - t * 1.25)}" y="${f(y - t * 4)}" width="${f(t * 2.5)}" height="${f(t * 1.1)}" rx="${f(t * 0.5)}" fill="${brass}"/>`
  );
}

/** Thread spool (front view) with wound thread lines. */
export function spool(doc: Doc, cx: number, baseY: number, w: number, h: number, color: string): string {
  const cap = '#efe6d6';
  const capH = h * 0.1;
  const body = linear(doc, [[0, darken(color, 0.25)], [0.35, lighten(color, 0.18)], [0.6, color], [1, darken(color, 0.35)]], 0, 0, 1, 0);
  const capFill = linear(doc, [[0, darken(cap, 0.2)], [0.4, cap], [1, darken(cap, 0.28)]], 0, 0, 1, 0);
  const lines = Array.from({ length: Math.floor((h - capH * 2) / 4) }, (_, i) => {
    const y = baseY - capH - 2 - i * 4;
    return `M${f(cx - w * 0.42)} ${f(y)}L${f(cx + w * 0.42)} ${f(y - 1.2)}`;
  }).join('');
  return (
    `<g filter="url(#${shadow(doc, 6, 6, 0.35)})">` +
    `<rect x="${f(cx - w / 2)}" y="${f(baseY - capH)}" width="${f(w)}" height="${f(capH)}" rx="${f(capH * 0.3)}" fill="${capFill}"/>` +
    `<rect x="${f(cx - w * 0.43)}" y="${f(baseY - h + capH)}" width="${f(w * 0.86)}" height="${f(h - capH * 2)}" fill="${body}"/>` +
    `<path d="${lines}" stroke="${darken(color, 0.3)}" stroke-width="0.9" opacity="0.45"/>` +
    `<rect x="${f(cx - w / 2)}" y="${f(baseY - h)}" width="${f(w)}" height="${f(capH)}" rx="${f(capH * 0.3)}" fill="${capFill}"/>` +
    `</g>`
  );
}

/** Steel needle with its eye, pointing along `angle` degrees. */
export function needle(doc: Doc, x: number, y: number, len: number, angle: number): string {
  const steel = linear(doc, [[0, '#f4f6f8'], [0.5, '#b8c0ca'], [1, '#6d7784']], 0, 0, 0, 1);
  const w = len * 0.028;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${angle})">` +
    `<path d="M0 ${f(-w)}L${f(len * 0.9)} ${f(-w * 0.7)}L${f(len)} 0L${f(len * 0.9)} ${f(w * 0.7)}L0 ${f(w)}Q${f(-w * 1.4)} 0 0 ${f(-w)}Z" fill="${steel}" stroke="#5c6570" stroke-width="0.8"/>` +
    `<rect x="${f(len * 0.03)}" y="${f(-w * 0.35)}" width="${f(len * 0.1)}" height="${f(w * 0.7)}" rx="${f(w * 0.35)}" fill="#0b1629" opacity="0.8"/>` +
    `<path d="M${f(len * 0.15)} ${f(-w * 0.5)}L${f(len * 0.85)} ${f(-w * 0.35)}" stroke="#fff" stroke-width="${f(w * 0.35)}" opacity="0.7" stroke-linecap="round"/>` +
    `</g>`
  );
}
