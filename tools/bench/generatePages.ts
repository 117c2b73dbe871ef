/**
 * Realistic MDX pages for the build benchmark: about 400 words each, with frontmatter, headings,
 * a list, a GFM table and links to real routes, so the MDX compiler and the prerender do the work
 * a writer's page costs. Deterministic: page `i` is always the same text.
 */
import fs from 'node:fs'
import path from 'node:path'

/** Routes the generated pages link to: designed pages that exist in every build. */
const routes = [
  '/services',
  '/services/embroidery-digitizing',
  '/services/vector-conversion',
  '/custom-patches',
  '/portfolio',
  '/pricing',
  '/contact#contact',
  '/faq',
  '/about',
]

const subjects = [
  'cap logo',
  'left chest emblem',
  'jacket back design',
  'club badge',
  'school crest',
  'team mascot',
  'brewery label',
  'bakery sign',
  'wedding monogram',
  'union patch',
  'band tour shirt',
  'hotel towel mark',
]
const fabrics = [
  'twill',
  'pique polo',
  'fleece',
  'denim',
  'canvas tote',
  'beanie knit',
  'performance mesh',
  'leather patch',
  'felt',
  'terry towel',
]
const words = (
  'stitch density underlay pull compensation satin fill running trim jump tie-in column outline lettering ' +
  'applique tackdown puff foam chenille sequin thread color palette hoop stabilizer backing topping needle ' +
  'machine format DST PES EXP JEF vector artwork path anchor curve gradient separation proof sew-out sample ' +
  'quote turnaround edit revision customer order file delivery portal brand size width height inch millimetre ' +
  'clean sharp smooth balanced durable readable bold fine small large simple detailed careful quick'
).split(' ')

/** A small seeded random generator (mulberry32), so every run writes the same pages. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The brand in a page's title, as a placeholder (filled by the site's content loader; the anchor writes the name). */
export const BRAND = '{site:brand}'

/** The MDX source of benchmark page `i` (1-based) and its word count. */
export function benchPage(i: number): { source: string; words: number } {
  const rnd = random(i * 7919)
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]
  const sentence = (n: number) => {
    const w = Array.from({ length: n }, () => pick(words))
    return `${w[0][0].toUpperCase()}${w[0].slice(1)} ${w.slice(1).join(' ')}.`
  }
  const paragraph = (sentences: number) =>
    Array.from({ length: sentences }, () => sentence(12 + Math.floor(rnd() * 8))).join(' ')
  const subject = pick(subjects)
  const fabric = pick(fabrics)
  const link = (label: string) => `[${label}](${pick(routes)})`
  const body = [
    `Digitizing a ${subject} for ${fabric} is a job of judgement, not a button. ${paragraph(3)}`,
    `## Preparing the artwork`,
    paragraph(3),
    [
      `- ${sentence(8)} See ${link('our services')}.`,
      `- ${sentence(9)}`,
      `- ${sentence(7)} Compare ${link('the prices')}.`,
      `- ${sentence(10)}`,
    ].join('\n'),
    `## Stitch settings for ${fabric}`,
    paragraph(2),
    `| Setting | Small design | Large design |\n| --- | --- | --- |\n| Density | ${(3.8 + rnd()).toFixed(1)} | ${(4.2 + rnd()).toFixed(1)} |\n| Underlay | ${pick(words)} | ${pick(words)} |\n| Pull compensation | ${(0.1 + rnd() / 5).toFixed(2)} mm | ${(0.2 + rnd() / 5).toFixed(2)} mm |\n| Thread colors | ${2 + Math.floor(rnd() * 6)} | ${4 + Math.floor(rnd() * 8)} |`,
    paragraph(2),
    `### Lettering and small details`,
    paragraph(3),
    `## Proof and approval`,
    paragraph(3),
    `1. ${sentence(8)}\n2. ${sentence(8)}\n3. ${sentence(9)}`,
    `## Getting it right the first time`,
    `${paragraph(2)} Ask for ${link('a free quote')} or browse ${link('recent work')}.`,
  ].join('\n\n')
  // The brand as a writer writes it: the content check refuses it written out.
  const title = `${subject[0].toUpperCase()}${subject.slice(1)} on ${fabric} (${i}) | ${BRAND}`
  const source = [
    '---',
    `title: "${title}"`,
    // Unique per page, like a writer's: the build's HTML gate rejects shared descriptions.
    `description: "Guide ${i}: how we digitize a ${subject} for ${fabric}, from artwork and stitch settings to the proof you approve."`,
    `keywords: "${subject}, ${fabric}, embroidery digitizing, stitch file"`,
    '---',
    '',
    body,
    '',
  ].join('\n')
  return { source, words: body.split(/\s+/).filter((w) => /[a-z]/i.test(w)).length }
}

/** Folder under `content/pages/` where the generated pages go (URLs /bench-library/topic-N). */
export const BENCH_FOLDER = 'bench-library'

/** Writes pages 1..count into `${root}/content/pages/bench-library/`; returns the average word count. */
export function writeBenchPages(root: string, count: number): number {
  const dir = path.join(root, 'content/pages', BENCH_FOLDER)
  fs.rmSync(dir, { recursive: true, force: true })
  if (count === 0) return 0
  fs.mkdirSync(dir, { recursive: true })
  let total = 0
  for (let i = 1; i <= count; i++) {
    const { source, words } = benchPage(i)
    total += words
    fs.writeFileSync(path.join(dir, `topic-${i}.mdx`), source)
  }
  return Math.round(total / count)
}
