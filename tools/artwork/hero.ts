/**
 * Big brand compositions: home hero (desktop + phone crop),
 * Open Graph cards and the video poster. All sit on the deep-navy brand
 * background so white text can be laid over the calm side.
 */
import { darken, Doc, f, FONT_SANS, lighten, P, text } from './core.ts';
import { cap, needle, spool } from './garments.ts';
import { markSvg } from './brand.ts';
import { running, grain, linear, radial, shadow, twill } from './stitches.ts';
import { emblemHoop, machine, stitchedEmblem } from './studio.ts';
import { patchAt } from './patches.ts';

/** Navy backdrop with a faint twill weave and a soft glow where the artwork sits. */
function navyGround(doc: Doc, glowX: number, glowY: number, glow = 0.16): string {
  const { w, h } = doc;
  return (
    `<rect width="${w}" height="${h}" fill="${linear(doc, [[0, '#17294a'], [1, P.navyDeep]], 0, 0, 1, 1)}"/>` +
    `<rect width="${w}" height="${h}" fill="${twill(doc, P.navy, 1.4, 0.08)}" opacity="0.3"/>` +
    `<rect width="${w}" height="${h}" fill="${radial(doc, [[0, '#3b6aa8', glow], [1, '#3b6aa8', 0]], glowX / w, glowY / h, 0.55)}"/>`
  );
}

/** Sweeping running-stitch lines: the studio's graphic signature, kept low-contrast. */
function stitchSweeps(doc: Doc, opacity: number, count = 3): string {
  const { w, h } = doc;
  const rand = doc.rand;
  let out = '';
  for (let i = 0; i < count; i++) {
    const y0 = h * (0.2 + i * 0.28) + rand.range(-30, 30);
    out += running(
      `M${f(-20)} ${f(y0)}C${f(w * 0.3)} ${f(y0 - h * 0.25)} ${f(w * 0.6)} ${f(y0 + h * 0.3)} ${f(w + 20)} ${f(y0 - h * 0.05)}`,
      i === 1 ? P.gold : '#8fb0d8', 2, '10 8', opacity,
    );
  }
  return out;
}

/** Hoop + emblem + spools + needle, centred on (cx, cy) with hoop radius r. */
function heroArt(doc: Doc, cx: number, cy: number, r: number, extras = true): string {
  const s = r / 290;
  const progress = 0.86;
  // where the satin ring stops: the needle pierces the fabric there
  const a0 = Math.PI * 2 * progress - Math.PI / 2;
  const tip: [number, number] = [cx + Math.cos(a0) * r * 0.714, cy + Math.sin(a0) * r * 0.714];
  const len = 200 * s, ang = 38;
  const eye: [number, number] = [tip[0] - Math.cos((ang * Math.PI) / 180) * len, tip[1] - Math.sin((ang * Math.PI) / 180) * len];
  const spools: Array<[number, number, string]> = [
    [cx - r * 1.02, cy + r * 0.98, P.red], [cx - r * 0.74, cy + r * 1.06, P.gold], [cx + r * 0.95, cy + r * 1.0, P.teal],
  ];
  const threadEnd: [number, number] = [spools[0][0], spools[0][1] - 112 * s];
  const threadPath =
    `M${f(eye[0] + 6 * s)} ${f(eye[1] + 4 * s)}C${f(eye[0] - 140 * s)} ${f(eye[1] - 60 * s)} ${f(cx - r * 1.75)} ${f(cy - r * 0.1)} ` +
    `${f(cx - r * 1.3)} ${f(cy + r * 0.45)}S${f(threadEnd[0] - 30 * s)} ${f(threadEnd[1] - 40 * s)} ${f(threadEnd[0])} ${f(threadEnd[1])}`;
  const patches = extras
    ? `<g transform="rotate(14 ${f(cx + r * 1.05)} ${f(cy - r * 1.05)})">${patchAt(doc, 'embroidered-patches', 2, cx + r * 1.05, cy - r * 1.05, r * 0.3)}</g>` +
      `<g transform="rotate(-10 ${f(cx + r * 1.22)} ${f(cy + r * 0.3)})">${patchAt(doc, 'pvc-patches', 4, cx + r * 1.22, cy + r * 0.3, r * 0.2)}</g>`
    : '';
  return (
    patches +
    `<g filter="url(#${shadow(doc, 30, 40, 0.5)})">${emblemHoop(doc, cx, cy, r, progress)}</g>` +
    `<path d="M${f(tip[0])} ${f(tip[1])}L${f(eye[0] + 6 * s)} ${f(eye[1] + 4 * s)}" stroke="${P.red}" stroke-width="${f(2.2 * s)}"/>` +
    needle(doc, eye[0], eye[1], len, ang) +
    `<path d="${threadPath}" fill="none" stroke="${P.red}" stroke-width="${f(2.4 * s)}" stroke-linecap="round"/>` +
    spools.map(([x, y, c], i) => spool(doc, x, y, (i === 1 ? 62 : 74) * s, (i === 1 ? 96 : 118) * s, c)).join('') +
    // a few snipped thread ends on the "table"
    `<path d="M${f(cx + r * 0.55)} ${f(cy + r * 1.16)}q20 -14 40 -2t36 -6" stroke="${P.gold}" stroke-width="2" fill="none" opacity="0.8"/>` +
    `<path d="M${f(cx - r * 0.3)} ${f(cy + r * 1.2)}q16 8 30 -4" stroke="${P.teal}" stroke-width="2" fill="none" opacity="0.7"/>`
  );
}

export function hero(): string {
  const doc = new Doc(1440, 900, 'hero');
  return doc.render(
    navyGround(doc, 1060, 430) + stitchSweeps(doc, 0.16) +
      heroArt(doc, 1030, 440, 268) +
      // keep the text column calm: a gentle darkening on the left
      `<rect width="1440" height="900" fill="${linear(doc, [[0, P.navyDeep, 0.55], [0.45, P.navyDeep, 0], [1, P.navyDeep, 0]], 0, 0, 1, 0)}"/>` +
      grain(doc, 0.05),
  );
}

export function heroMobile(): string {
  const doc = new Doc(780, 900, 'hero-mobile');
  return doc.render(
    navyGround(doc, 390, 640, 0.12) + stitchSweeps(doc, 0.1) +
      heroArt(doc, 400, 640, 205, false) +
      // text sits over the top half on phones: darken it more
      `<rect width="780" height="900" fill="${linear(doc, [[0, P.navyDeep, 0.85], [0.45, P.navyDeep, 0.55], [0.75, P.navyDeep, 0.15], [1, P.navyDeep, 0.3]])}"/>` +
      grain(doc, 0.05),
  );
}

// ---------------------------------------------------------------- open graph

export const OG_TYPES: Record<string, string> = {
  default: 'Embroidery Digitizing · Vector Conversion · Custom Patches',
  services: 'Embroidery Digitizing & Vector Services',
  patches: 'Custom Patches',
  portfolio: 'Portfolio',
  blog: 'Blog',
};

/** Right-hand artwork for each OG card. */
function ogArt(doc: Doc, type: string): string {
  switch (type) {
    case 'patches': {
      return patchAt(doc, 'leather-patches', 1, 1040, 470, 105) + patchAt(doc, 'embroidered-patches', 0, 840, 250, 150) + patchAt(doc, 'pvc-patches', 2, 1070, 190, 100);
    }
    case 'portfolio': {
      const c = cap(doc, 900, 420, 150, P.red);
      return c.svg + `<g filter="url(#${shadow(doc, 3, 3, 0.4)})">${stitchedEmblem(doc, c.logo.cx, c.logo.cy + 6, 70)}</g>`;
    }
    case 'blog':
      return (
        `<g transform="rotate(-6 900 320)"><g filter="url(#${shadow(doc, 14, 18, 0.45)})"><rect x="740" y="110" width="330" height="420" rx="10" fill="${P.cream}"/></g>` +
        Array.from({ length: 9 }, (_, i) => `<rect x="780" y="${190 + i * 32}" width="${[250, 230, 180, 250, 210, 240, 150, 230, 200][i]}" height="9" rx="4.5" fill="${P.navy}" opacity="${i === 0 ? 0.8 : 0.18}"/>`).join('') +
        running('M770 150H1040', P.red, 3, '10 6') + `</g>` +
        spool(doc, 1080, 560, 70, 110, P.gold) + needle(doc, 700, 520, 170, -30)
      );
    case 'services':
      return `<g filter="url(#${shadow(doc, 20, 26, 0.5)})">${emblemHoop(doc, 945, 315, 195, 1)}</g>` + spool(doc, 1130, 585, 64, 100, P.red);
    default:
      return `<g filter="url(#${shadow(doc, 20, 26, 0.5)})">${emblemHoop(doc, 945, 305, 200, 0.86)}</g>` + spool(doc, 745, 590, 60, 96, P.teal) + spool(doc, 1150, 590, 66, 104, P.gold);
  }
}

function wrapTwo(s: string): string[] {
  const parts = s.split(' · ');
  if (parts.length > 1) return [parts[0], parts.slice(1).join(' · ')];
  const words = s.split(' ');
  let best = 1;
  for (let i = 1; i < words.length; i++) {
    const d = Math.abs(words.slice(0, i).join(' ').length - s.length / 2);
    if (d < Math.abs(words.slice(0, best).join(' ').length - s.length / 2)) best = i;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

export function ogImage(type: string): string {
  const doc = new Doc(1200, 630, `og-${type}`);
  const sub = OG_TYPES[type];
  const long = sub.length > 30;
  // long subtitles wrap (after their first " · " phrase, else at the middle word) to stay clear of the artwork
  const lines = long ? wrapTwo(sub) : [sub];
  const ruleY = 392 + (lines.length - 1) * 40 + 48;
  return doc.render(
    navyGround(doc, 900, 315, 0.18) + stitchSweeps(doc, 0.12, 2) + ogArt(doc, type) +
      `<g transform="translate(80 150) scale(1.5)">${markSvg()}</g>` +
      text(80, 330, 'Northstitch', { size: 86, fill: '#ffffff', anchor: 'start', family: FONT_SANS, width: 540 }) +
      lines.map((l, i) => text(82, 392 + i * 40, l, { size: long ? 28 : 40, fill: i ? lighten(P.gold, 0.2) : P.gold, anchor: 'start', weight: 600 })).join('') +
      running(`M82 ${ruleY}H330`, P.red, 3, '12 7') +
      text(82, ruleY + 56, 'Brooklyn, NY', { size: 22, fill: '#c7d3e6', anchor: 'start', weight: 400, spacing: 2 }) +
      grain(doc, 0.04),
  );
}

// ---------------------------------------------------------------- video poster

export function videoPoster(): string {
  const doc = new Doc(1280, 720, 'video-poster');
  const wall = `<rect width="1280" height="720" fill="${linear(doc, [[0, '#21385f'], [1, P.navyDeep]])}"/>` + `<rect width="1280" height="720" fill="${twill(doc, P.navy, 1.4, 0.08)}" opacity="0.4"/>`;
  const table = `<rect y="600" width="1280" height="120" fill="${linear(doc, [[0, '#6b4a2f'], [1, '#3d2a1b']])}"/><rect y="600" width="1280" height="6" fill="#8a6240"/>`;
  // finished goods on a shelf to the right
  const shelf =
    `<rect x="860" y="250" width="360" height="12" rx="4" fill="#8a6240"/>` +
    cap(doc, 960, 226, 62, P.red).svg + cap(doc, 1120, 226, 62, '#f1ede4').svg;
  const spools = [P.red, P.gold, P.teal, P.cream, '#2f6db3', P.plum].map((c, i) => spool(doc, 900 + i * 52, 430, 40, 64, c)).join('') +
    `<rect x="860" y="430" width="360" height="12" rx="4" fill="#8a6240"/>`;
  const m = machine(doc, 305, 605, 1, (x, y, r) =>
    `<ellipse cx="${f(x)}" cy="${f(y + r * 0.1)}" rx="${f(r * 1.35)}" ry="${f(r * 0.5)}" fill="${darken(P.navy, 0.1)}" opacity="0.35"/>` + emblemHoop(doc, x, y, r, 0.7));
  return doc.render(
    wall + shelf + spools + table + m +
      // soft dark disc behind where the play button will be drawn
      `<circle cx="640" cy="360" r="150" fill="${radial(doc, [[0, P.navyDeep, 0.45], [1, P.navyDeep, 0]])}"/>` +
      grain(doc, 0.04),
  );
}
