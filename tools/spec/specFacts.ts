/**
 * What the specification said about the site's first content, as data: counts, names, prices, words.
 * These are not rules. Writers change content, so content drifts from the first version on purpose;
 * `npm run check:spec` (tools/check-spec.ts) lists where it differs today and fails nothing. The schemas
 * (content/config.ts) hold what content must be; the tests read what to expect from content/.
 *
 * Each fact: what it is, the file a writer changes it in, the spec's value, and how to read today's
 * value from the loaded content (placeholders filled in, as visitors read it).
 */
import { portfolioCategories, type Plan } from '../../content/config'
import type { BlockOf, BlockType } from '../../content/blocks'
import type { Content } from '../../generator/content/loadContent'

/** One fact of the spec. */
export interface SpecFact {
  /** What it is, e.g. "FAQ questions". */
  what: string
  /** Where a writer changes it. */
  file: string
  /** The spec's value. */
  spec: unknown
  /** Today's value. */
  read: (content: Content) => unknown
  /** Why the spec's value is what it is here, when the spec says two things. */
  note?: string
}

/** The spec's portfolio table (point 3): category and number of pieces. */
const portfolioTable: [string, number][] = [
  ['Vector Conversion', 16],
  ['Line Art', 16],
  ['Logo Designing', 17],
  ['Photo Editing', 12],
  ['3D Puff Embroidery Digitizing', 13],
  ['Applique Embroidery Digitizing', 18],
  ['Chenille Embroidery Digitizing', 16],
  ['Flat Embroidery Digitizing', 17],
  ['Sequin Embroidery Digitizing', 4],
]

/** The blocks of a type on a page. */
function blocksOf<T extends BlockType>(content: Content, urlPath: string, type: T): BlockOf<T>[] {
  return (
    content.pages
      .find((p) => p.urlPath === urlPath)
      ?.frontmatter.blocks.filter((b): b is BlockOf<T> => b.type === type) ?? []
  )
}

/** The first block of a type on a page, or undefined. */
const blockOf = <T extends BlockType>(content: Content, urlPath: string, type: T): BlockOf<T> | undefined =>
  blocksOf(content, urlPath, type)[0]

/** A price card as the spec lists it: "label: value" per line ("$15", "min. $30", "Free"). */
function priceLines(plan: Plan): string[] {
  return plan.lines.map(
    (line) =>
      `${line.label}: ${line.price === undefined ? (line.note ?? '(no figure)') : `${line.minimum ? 'min. ' : ''}$${line.price}`}`,
  )
}

const c = (content: Content) => content.collections

type Collections = Content['collections']

/** The names of the patch types with meta text of their own. */
const withOwnMeta = (patches: Collections['patches.json']) =>
  patches.filter((p) => p.metaTitle || p.metaDes || p.metaKeywords).map((p) => p.name)

/** How many portfolio pieces are in a category. */
const inCategory = (items: Collections['portfolio.json'], name: string) =>
  items.filter((item) => item.category_name === name).length
const pagesFile = (urlPath: string) => `content/pages${urlPath === '/' ? '/index' : urlPath}.mdx`

export const specFacts: SpecFact[] = [
  // Point 1: the stated claims.
  {
    what: 'the year the business started',
    file: 'content/site.json',
    spec: 2012,
    read: (x) => c(x)['site.json'].foundedYear,
  },
  {
    what: 'the turnaround',
    file: 'content/site.json',
    spec: '5 to 10 hours',
    read: (x) => c(x)['site.json'].turnaround,
  },
  {
    what: 'the counters',
    file: 'content/site.json',
    spec: ['12K+ Complete Work', '230+ Expert Designers', '5K+ Satisfied Clients', '16K+ Total Designs'],
    read: (x) => c(x)['site.json'].counters.map((k) => `${k.value}${k.suffix} ${k.label}`),
  },
  {
    what: 'the copyright years',
    file: 'content/site.json',
    spec: '2015 to 2024',
    read: (x) => `${c(x)['site.json'].copyright.from} to ${c(x)['site.json'].copyright.to}`,
  },
  {
    what: 'the WhatsApp text',
    file: 'content/site.json',
    spec: "Hello! I'd like to inquire about your services.",
    read: (x) => c(x)['site.json'].contact.whatsappText,
  },
  // Point 2: routes and pages.
  {
    what: 'the legacy redirects',
    file: 'content/redirects.json',
    spec: [
      '/default.asp → /',
      '/refund.asp → /refund-policy',
      '/contact.asp → /contact',
      '/aboutus.asp → /about',
      '/pricing.asp → /pricing',
      '/work.asp → /portfolio',
    ],
    read: (x) => Object.entries(c(x)['redirects.json']).map(([from, to]) => `${from} → ${to}`),
  },
  {
    what: 'the 404 page',
    file: 'content/ui.json',
    spec: ['404', 'Opps! This Page cannot be found', 'Go To Home → /'],
    read: (x) => {
      const n = c(x)['ui.json'].notFound
      return [n.code, n.text, `${n.action.label} → ${n.action.href}`]
    },
  },
  {
    what: "the top bar's quote button",
    file: 'content/ui.json',
    spec: 'FREE QUOTE',
    read: (x) => c(x)['ui.json'].topBar.quote.label,
  },
  {
    what: 'the button to the portal',
    file: 'content/site.json',
    spec: 'Start Your Projects',
    read: (x) => c(x)['site.json'].portal.orderLinks[0]?.label,
  },
  {
    what: '"How it works" steps',
    file: 'content/services.json',
    spec: ['Booking Online', 'Received Work', 'Satisfied Design', 'Start Digitizing'],
    read: (x) => c(x)['services.json'].howItWorks.map((s) => s.title),
  },
  {
    what: 'the home page\'s "Why Choose Our" points',
    file: pagesFile('/'),
    spec: ['Satisfied Service', 'Free Consultancy'],
    read: (x) =>
      blocksOf(x, '/', 'split')
        .find((b) => b.eyebrow === 'Why Choose Our')
        ?.points.map((p) => p.title),
  },
  {
    what: "the About page's title",
    file: pagesFile('/about'),
    spec: 'About Us',
    read: (x) => x.pages.find((p) => p.urlPath === '/about')?.frontmatter.title,
  },
  {
    what: "the About page's values",
    file: pagesFile('/about'),
    spec: ['Honesty', 'Commitment', 'Reliability', 'Support'],
    read: (x) => blockOf(x, '/about', 'feature-grid')?.items.map((i) => i.title),
  },
  {
    what: "the reviews' heading",
    file: pagesFile('/about'),
    spec: 'CLIENT TESTIMONIALS',
    read: (x) => blockOf(x, '/about', 'testimonials')?.heading,
  },
  {
    what: 'client reviews',
    file: 'content/testimonials.json',
    spec: 18,
    read: (x) => c(x)['testimonials.json'].length,
  },
  {
    what: 'main services',
    file: 'content/services.json',
    spec: ['Embroidery Digitizing', 'Vector Conversion', 'Photo to Vector Illustration', 'Line Art'],
    read: (x) => c(x)['services.json'].mainServices.map((m) => m.title),
  },
  {
    what: 'skill bars',
    file: 'content/services.json',
    spec: ['Graphic Designing 90%', 'Embroidery Digitizing 80%', 'Vector Conversion 85%'],
    read: (x) => c(x)['services.json'].skills.map((s) => `${s.label} ${s.percent}%`),
  },
  {
    what: 'embroidery digitizing types',
    file: pagesFile('/services/embroidery-digitizing'),
    spec: 10,
    read: (x) => blockOf(x, '/services/embroidery-digitizing', 'service-overview')?.list.length,
  },
  {
    what: 'vector conversion types',
    file: pagesFile('/services/vector-conversion'),
    spec: 10,
    read: (x) => blockOf(x, '/services/vector-conversion', 'service-overview')?.list.length,
  },
  {
    what: 'embroidery digitizing sections',
    file: pagesFile('/services/embroidery-digitizing'),
    spec: ['Cap Digitizing', 'Left Chest Digitizing', 'Logo Digitizing'],
    read: (x) => blockOf(x, '/services/embroidery-digitizing', 'feature-sections')?.items.map((i) => i.title),
  },
  {
    what: 'vector conversion sections',
    file: pagesFile('/services/vector-conversion'),
    spec: ['Line Art Creation', 'Logo Vectorization', 'Photo to Vector Illustration'],
    read: (x) => blockOf(x, '/services/vector-conversion', 'feature-sections')?.items.map((i) => i.title),
  },
  {
    what: 'recent projects on the embroidery digitizing page',
    file: pagesFile('/services/embroidery-digitizing'),
    spec: 4,
    read: (x) => blockOf(x, '/services/embroidery-digitizing', 'portfolio-grid')?.items.length,
  },
  {
    what: 'recent projects on the vector conversion page',
    file: pagesFile('/services/vector-conversion'),
    spec: 4,
    read: (x) => blockOf(x, '/services/vector-conversion', 'portfolio-grid')?.items.length,
  },
  {
    what: '"Working Process" steps',
    file: 'content/services.json',
    spec: ['Booking Online', 'Creative Design', 'Process Orders'],
    read: (x) => c(x)['services.json'].workingProcess.map((s) => s.title),
  },
  { what: 'FAQ questions', file: 'content/faq.json', spec: 6, read: (x) => c(x)['faq.json'].length },
  {
    what: 'patch types, in order',
    file: 'content/patches.json',
    spec: [
      'Custom Patches',
      'Embroidered Patches',
      'Chenille Patches',
      'Woven Patches',
      'PVC Patches',
      'Printed Patches',
      'Leather Patches',
    ],
    read: (x) => c(x)['patches.json'].map((p) => p.name),
  },
  {
    what: 'patch addresses',
    file: 'content/patches.json',
    spec: [
      'custom-patches',
      'embroidered-patches',
      'chenille-patches',
      'woven-patches',
      'pvc-patches',
      'printed-patches',
      'leather-patches',
    ],
    read: (x) => c(x)['patches.json'].map((p) => p.slug),
  },
  {
    what: 'patch types with their own meta text',
    file: 'content/patches.json',
    spec: ['Custom Patches', 'Embroidered Patches'],
    read: (x) => withOwnMeta(c(x)['patches.json']),
  },
  {
    what: 'the patch working process',
    file: pagesFile('/custom-patches'),
    spec: ['Booking Online', 'Approve Design', 'Start Production'],
    read: (x) => blockOf(x, '/custom-patches', 'patch-catalogue')?.process,
  },
  // Point 3: the portfolio.
  {
    what: 'portfolio pieces',
    file: 'content/portfolio.json',
    spec: 129,
    note: "the sum of the spec's table; its text says 130",
    read: (x) => c(x)['portfolio.json'].length,
  },
  {
    what: 'portfolio categories, in the order of the filter',
    file: 'content/config.ts',
    spec: portfolioTable.map(([name]) => name),
    read: () => [...portfolioCategories],
  },
  ...portfolioTable.map(([name, count]): SpecFact => ({
    what: `portfolio pieces in "${name}"`,
    file: 'content/portfolio.json',
    spec: count,
    read: (x) => inCategory(c(x)['portfolio.json'], name),
  })),
  // Points 4, 5 and 8: the forms and the error texts, word for word.
  {
    what: "the service select's empty choice",
    file: 'content/ui.json',
    spec: 'Select a service',
    read: (x) => c(x)['ui.json'].quoteForm.selectService,
  },
  {
    what: "the quote form's services on the service pages",
    file: 'content/services.json',
    spec: ['Embroidery Digitizing', 'Vector Conversion'],
    read: (x) =>
      c(x)
        ['services.json'].quoteServices.filter((s) => s.onServicePages)
        .map((s) => s.label),
  },
  {
    what: "the quote form's services elsewhere",
    file: 'content/services.json',
    spec: ['Embroidery Digitizing', 'Vector Conversion', 'Custom Patches'],
    read: (x) => c(x)['services.json'].quoteServices.map((s) => s.label),
  },
  {
    what: 'the attachment alerts',
    file: 'content/ui.json',
    spec: ['Only PNG, JPG, JPEG, and PDF formats are allowed.', 'File size should not exceed 10MB.'],
    read: (x) => [c(x)['ui.json'].quoteForm.alerts.type, c(x)['ui.json'].quoteForm.alerts.size],
  },
  {
    what: "the newsletter's placeholder",
    file: 'content/ui.json',
    spec: 'Enter Email',
    read: (x) => c(x)['ui.json'].newsletter.placeholder,
  },
  {
    what: 'the error screen',
    file: 'content/ui.json',
    spec: 'Unexpected Application Error!',
    read: (x) => c(x)['ui.json'].error.heading,
  },
  // Point 9: the prices.
  {
    what: 'the embroidery digitizing prices',
    file: 'content/services.json',
    spec: [
      'Text name (left chest / cap): $10',
      'Left chest / cap design under 10k stitches: $15',
      'Medium size design: $20',
      'Jacket front under 40k stitches: min. $30',
      'Jacket up to 100k stitches: $75',
      'Quote: Free',
    ],
    read: (x) => priceLines(c(x)['services.json'].plans.embroidery),
  },
  {
    what: 'the vector conversion prices',
    file: 'content/services.json',
    spec: ['Simple design: $15', 'Medium design: $20', 'Complex design: $60', 'Color separation: Free', 'Quote: Free'],
    read: (x) => priceLines(c(x)['services.json'].plans.vector),
  },
  {
    what: 'custom patch prices shown',
    file: 'content/services.json',
    spec: 'none (priced by type, size and complexity)',
    read: (x) =>
      c(x)['services.json'].plans.patches.lines.some((l) => l.price !== undefined)
        ? 'some figures'
        : 'none (priced by type, size and complexity)',
  },
  {
    what: 'the cost per thousand stitches',
    file: 'content/services.json',
    spec: '$1-$10',
    read: (x) => {
      const r = c(x)['services.json'].plans.embroidery.perThousandStitches
      return r && `$${r.low}-$${r.high}`
    },
  },
  {
    what: "the price cards' button",
    file: 'content/ui.json',
    spec: 'Request Quote → /contact#contact',
    read: (x) => `${c(x)['ui.json'].priceCard.action.label} → ${c(x)['ui.json'].priceCard.action.href}`,
  },
]
