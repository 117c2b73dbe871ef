/*
 * Generated SVG art for the sample shop API: a 1200×630 banner per post (a stitched
 * motif chosen by category, a colour chosen per post) and small figures for post bodies.
 * Generated rather than stored so every post, including ones added at run time through
 * `/__admin/posts`, has an image without any external URL.
 */

/** Background, thread and accent colours of one banner. */
interface Palette {
  ground: string
  thread: string
  accent: string
}

/** Ten distinct fabric-and-thread pairings, so ten posts in a row never share a colour. */
const PALETTES: readonly Palette[] = [
  { ground: '#1f3a5f', thread: '#f4d35e', accent: '#ee964b' },
  { ground: '#2d4a3e', thread: '#f2e8cf', accent: '#bc4749' },
  { ground: '#5b2a45', thread: '#f6bd60', accent: '#84a59d' },
  { ground: '#264653', thread: '#e9c46a', accent: '#e76f51' },
  { ground: '#3d405b', thread: '#f4f1de', accent: '#e07a5f' },
  { ground: '#7f5539', thread: '#ede0d4', accent: '#9c6644' },
  { ground: '#14213d', thread: '#fca311', accent: '#e5e5e5' },
  { ground: '#6d597a', thread: '#ffcdb2', accent: '#b56576' },
  { ground: '#283618', thread: '#fefae0', accent: '#dda15e' },
  { ground: '#9a3b3b', thread: '#fdf0d5', accent: '#f2a65a' },
]

/** Picks a palette: the fixture's position when known (guaranteed distinct), else a hash of the slug. */
export function paletteFor(slug: string, fixtureIndex: number): Palette {
  if (fixtureIndex >= 0) return PALETTES[fixtureIndex % PALETTES.length]!
  let hash = 0
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return PALETTES[hash % PALETTES.length]!
}

/** Text inside SVG must be XML-escaped: category names come from posts, which tests may craft. */
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** A zigzag along a horizontal band: how a satin column looks up close. */
function satinColumn(x: number, y: number, length: number, width: number, step = 9): string {
  const points: string[] = []
  for (let offset = 0; offset <= length; offset += step) {
    const wave = Math.sin(offset / 60) * 18
    const top = points.length % 2 === 0
    points.push(`${x + offset},${(y + wave + (top ? -width / 2 : width / 2)).toFixed(1)}`)
  }
  return `<polyline points="${points.join(' ')}" fill="none" stroke-width="3" stroke-linejoin="round"/>`
}

/** Category motifs, drawn in the right-hand two thirds of the banner. */
const MOTIFS: Record<string, (p: Palette) => string> = {
  'Embroidery Digitizing': (p) => `
    <circle cx="820" cy="315" r="228" fill="none" stroke="#c8a27a" stroke-width="16"/>
    <circle cx="820" cy="315" r="206" fill="${p.ground}" stroke="#a47c55" stroke-width="6"/>
    <g stroke="${p.thread}">${satinColumn(660, 280, 320, 46, 6)}</g>
    <g stroke="${p.accent}">${satinColumn(680, 360, 280, 30, 5)}</g>
    <path d="M640 470 C 720 400, 900 520, 1000 420" fill="none" stroke="${p.thread}" stroke-width="4" stroke-dasharray="16 10" stroke-linecap="round"/>
    <line x1="1010" y1="130" x2="1110" y2="30" stroke="#d9d9d9" stroke-width="7" stroke-linecap="round"/>
    <ellipse cx="1095" cy="45" rx="5" ry="11" transform="rotate(45 1095 45)" fill="${p.ground}"/>
    <path d="M1095 45 C 1180 150, 1000 230, 1040 300" fill="none" stroke="${p.accent}" stroke-width="3"/>`,
  'Vector Art': (p) => `
    <path d="M600 470 C 660 200, 840 140, 900 320 S 1080 480, 1120 190" fill="none" stroke="${p.thread}" stroke-width="10" stroke-linecap="round"/>
    <path d="M600 500 C 660 230, 840 170, 900 350 S 1080 510, 1120 220" fill="none" stroke="${p.accent}" stroke-width="4" stroke-dasharray="14 9"/>
    <g stroke="${p.accent}" stroke-width="2"><line x1="660" y1="200" x2="600" y2="470"/><line x1="840" y1="140" x2="900" y2="320"/><line x1="960" y1="500" x2="900" y2="320"/><line x1="1080" y1="480" x2="1120" y2="190"/></g>
    <g fill="${p.ground}" stroke="${p.thread}" stroke-width="4"><rect x="588" y="458" width="24" height="24"/><rect x="888" y="308" width="24" height="24"/><rect x="1108" y="178" width="24" height="24"/></g>
    <g fill="${p.accent}"><circle cx="660" cy="200" r="9"/><circle cx="840" cy="140" r="9"/><circle cx="960" cy="500" r="9"/><circle cx="1080" cy="480" r="9"/></g>`,
  'Custom Patches': (p) => `
    <circle cx="850" cy="315" r="215" fill="${p.accent}"/>
    <circle cx="850" cy="315" r="215" fill="none" stroke="${p.thread}" stroke-width="26" stroke-dasharray="3 3"/>
    <circle cx="850" cy="315" r="172" fill="none" stroke="${p.ground}" stroke-width="4" stroke-dasharray="14 9"/>
    <path d="M850 190 L 881 278 L 974 280 L 900 336 L 927 425 L 850 372 L 773 425 L 800 336 L 726 280 L 819 278 Z" fill="${p.ground}" stroke="${p.thread}" stroke-width="5" stroke-linejoin="round"/>`,
  'Business Tips': (p) => `
    <g fill="none" stroke="${p.thread}" stroke-width="5" stroke-dasharray="14 9">
      <rect x="640" y="380" width="90" height="120" rx="6"/><rect x="770" y="300" width="90" height="200" rx="6"/><rect x="900" y="200" width="90" height="300" rx="6"/>
    </g>
    <path d="M630 330 L 760 250 L 880 190 L 1010 110" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>
    <path d="M985 100 L 1020 105 L 1010 140" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
    <g transform="translate(1060 330)">
      <rect x="-40" y="-70" width="80" height="18" rx="4" fill="#c8a27a"/><rect x="-40" y="92" width="80" height="18" rx="4" fill="#c8a27a"/>
      <rect x="-30" y="-52" width="60" height="144" fill="${p.accent}"/>
      <g stroke="${p.thread}" stroke-width="3">${Array.from({ length: 12 }, (_, i) => `<line x1="-30" y1="${-44 + i * 12}" x2="30" y2="${-38 + i * 12}"/>`).join('')}</g>
    </g>`,
}

/**
 * The banner of one post: fabric ground, running-stitch border, a motif for its category.
 *
 * @param category - category name; unknown ones get the hoop motif
 * @param palette - colours from `paletteFor`
 */
export function bannerSvg(category: string, palette: Palette): string {
  const motif = MOTIFS[category] ?? MOTIFS['Embroidery Digitizing']!
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeXml(category || 'Blog')} illustration">
  <defs><pattern id="weave" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M0 6 H12 M6 0 V12" stroke="#ffffff" stroke-opacity="0.05" stroke-width="2"/></pattern></defs>
  <rect width="1200" height="630" fill="${palette.ground}"/>
  <rect width="1200" height="630" fill="url(#weave)"/>
  <rect x="28" y="28" width="1144" height="574" rx="22" fill="none" stroke="${palette.thread}" stroke-opacity="0.7" stroke-width="4" stroke-dasharray="16 11"/>
  <path d="M80 200 C 200 120, 320 280, 460 190" fill="none" stroke="${palette.accent}" stroke-width="4" stroke-dasharray="12 9" stroke-linecap="round"/>
  <g stroke-linecap="round">${motif(palette)}</g>
  <text x="84" y="520" fill="${palette.thread}" font-family="Georgia, 'Times New Roman', serif" font-size="44">${escapeXml(category)}</text>
  <text x="86" y="560" fill="${palette.thread}" fill-opacity="0.7" font-family="Helvetica, Arial, sans-serif" font-size="22" letter-spacing="4">NORTHSTITCH JOURNAL</text>
</svg>`
}

/**
 * An 800×450 figure for a post body: three stitch samples under a caption made from `name`.
 *
 * @param name - kebab-case figure name from the URL, e.g. `satin-vs-fill`
 * @param palette - colours from `paletteFor`
 */
export function figureSvg(name: string, palette: Palette): string {
  const caption = name.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase())
  const hatch = Array.from(
    { length: 15 },
    (_, i) => `<line x1="${560 + i * 12}" y1="170" x2="${530 + i * 12}" y2="330"/>`,
  ).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" role="img" aria-label="${escapeXml(caption)}">
  <rect width="800" height="450" fill="${palette.ground}"/>
  <rect x="18" y="18" width="764" height="414" rx="16" fill="none" stroke="${palette.thread}" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="12 8"/>
  <text x="400" y="90" text-anchor="middle" fill="${palette.thread}" font-family="Georgia, serif" font-size="34">${escapeXml(caption)}</text>
  <g stroke="${palette.thread}"><path d="M80 250 H 260" stroke-width="5" stroke-dasharray="18 12" stroke-linecap="round"/></g>
  <g stroke="${palette.accent}">${satinColumn(320, 250, 170, 70, 8)}</g>
  <g stroke="${palette.thread}" stroke-width="3" stroke-linecap="round">${hatch}</g>
  <g fill="${palette.thread}" fill-opacity="0.8" font-family="Helvetica, Arial, sans-serif" font-size="18" text-anchor="middle">
    <text x="170" y="380">Running</text><text x="405" y="380">Satin</text><text x="640" y="380">Fill</text>
  </g>
</svg>`
}
