/**
 * The content schemas: every JSON collection and every MDX frontmatter in `content/` is checked
 * against one of these before anything is built (build, dev server and `npm run check:content`
 * all use `loadContent.ts`, which reads this file).
 *
 * Each field carries a comment written for the person editing the content: code editors show it on
 * hover, and the writers' editor (/admin/, generated from these schemas by scripts/cms/decapConfig.ts)
 * shows it under the field. `.meta({ title, widget })` tells that editor a label or a widget the
 * schema alone does not say: `widget: 'text'` for multi-line text, `title` for a list item's name.
 */
import { z } from 'zod'

/** A path inside this site, e.g. `/contact#contact`. */
const sitePath = z
  .string()
  .regex(/^\/[^\s]*$/, 'a path inside this site that starts with "/", e.g. "/contact#contact"')

/** An absolute http(s) URL. */
const absoluteUrl = z.url({ protocol: /^https?$/, error: 'an absolute URL that starts with https://' })

/** A path to an image under `public/`, written without extension, e.g. `/images/portfolio/12`. */
const imagePath = z
  .string()
  .regex(/^\/images\/[a-z0-9/_-]+$/, 'an image path under public/ without extension, e.g. "/images/portfolio/12"')

const nonEmpty = z.string().trim().min(1, 'a non-empty text')

/** Text of a paragraph or more: the same rule as nonEmpty, edited in a multi-line box. */
const paragraph = nonEmpty.meta({ widget: 'text' })

/** A US price in whole or decimal dollars, written as a number: `15` means $15. */
const usd = z.number().nonnegative('a price of 0 or more dollars')

// ---------------------------------------------------------------------------------------------
// site.json
// ---------------------------------------------------------------------------------------------

export const siteSchema = z.strictObject({
  /** The brand as visitors see it (header, titles, the start-up overlay). Keep it short: 3–20 characters. */
  brand: z.string().trim().min(3).max(20),
  /** The business's legal name, used in the copyright line, policies and structured data. */
  legalName: nonEmpty,
  /** One sentence about the business, used as the default page description (50–160 characters). */
  tagline: z.string().min(50).max(160),
  /** Language of every page, as a BCP 47 tag. Default "en". */
  lang: z.string().default('en'),
  /** The public origin of the site, used for canonical links and the sitemap. `SITE_URL` overrides it at build. */
  siteUrl: absoluteUrl,
  /** Year the business started: the site says "since {foundedYear}". */
  foundedYear: z.number().int().min(1900).max(2100),
  /** Turnaround claim, e.g. "5 to 10 hours". */
  turnaround: nonEmpty,
  contact: z.strictObject({
    /** Phone number as shown, e.g. "(718) 555-0142". */
    phone: nonEmpty,
    /** Phone number for tel: links, digits with a leading +, e.g. "+17185550142". */
    phoneHref: z.string().regex(/^\+\d{7,15}$/, 'digits with a leading "+", e.g. "+17185550142"'),
    /** Public e-mail address. */
    email: z.email(),
    /** WhatsApp number in international form, digits only, e.g. "17185550142". */
    whatsapp: z.string().regex(/^\d{7,15}$/, 'digits only, with the country code, e.g. "17185550142"'),
    /** Text prefilled in the WhatsApp chat. */
    whatsappText: nonEmpty,
    /** Postal address of the business. */
    address: z.strictObject({
      street: nonEmpty,
      city: nonEmpty,
      /** Two-letter state code, e.g. "NY". */
      region: z.string().length(2),
      postalCode: z.string().regex(/^\d{5}$/, 'a five-digit ZIP code'),
      /** Two-letter country code, e.g. "US". */
      country: z.string().length(2),
    }),
    /** Opening hours as shown, e.g. "Mon–Sat, 9 am – 7 pm ET". */
    hours: nonEmpty,
    /** Opening hours for search engines, schema.org form, e.g. "Mo-Sa 09:00-19:00". */
    openingHours: z.array(z.string().regex(/^[A-Z][a-z](-[A-Z][a-z])? \d\d:\d\d-\d\d:\d\d$/, 'e.g. "Mo-Sa 09:00-19:00"')),
  }),
  /** The customer portal where ordering happens. `PORTAL_URL` overrides `origin` at build. */
  portal: z.strictObject({
    origin: absoluteUrl,
    /** Paths on the portal (joined to `origin`). */
    loginPath: z.string().startsWith('/'),
    registerPath: z.string().startsWith('/'),
    /** Path of the quote form action, e.g. "/cp/contact_action". */
    contactActionPath: z.string().startsWith('/'),
    /** Path of the newsletter subscribe action. */
    subscribeActionPath: z.string().startsWith('/'),
    /** "Start Your Projects" and the footer's order links. */
    orderLinks: z.array(z.strictObject({ label: nonEmpty, path: z.string().startsWith('/') })).min(1),
  }),
  /** The shop API that serves the blog. `BLOG_API_URL` overrides it at build. */
  blogApiOrigin: absoluteUrl,
  /** Social profiles, shown in the footer and used for "Share blog". */
  social: z
    .array(
      z.strictObject({
        /** Which icon to show. */
        network: z.enum(['facebook', 'twitter', 'linkedin', 'instagram', 'pinterest', 'youtube']),
        /** Accessible name, e.g. "Northstitch on Facebook". */
        label: nonEmpty,
        url: absoluteUrl,
      }),
    )
    .min(1),
  /** The counters strip (home and about). */
  counters: z
    .array(
      z.strictObject({
        /** The number the counter runs up to, e.g. 12 for "12K+". */
        value: z.number().int().positive(),
        /** What follows the number, e.g. "K+". */
        suffix: z.string().max(3),
        /** Label under the number, e.g. "Complete Work". */
        label: nonEmpty,
      }),
    )
    .length(4, 'exactly 4 counters'),
  /** Years of the copyright line, e.g. 2015 to 2024. */
  copyright: z.strictObject({ from: z.number().int(), to: z.number().int() }),
  /** The "Play Video" video: an embeddable URL (loaded only when the visitor presses play). */
  video: z.strictObject({ embedUrl: absoluteUrl, title: nonEmpty }),
})
export type Site = z.output<typeof siteSchema>

// ---------------------------------------------------------------------------------------------
// portfolio.json
// ---------------------------------------------------------------------------------------------

/** The nine portfolio categories, in the order of their filter buttons. */
export const portfolioCategories = [
  'Vector Conversion',
  'Line Art',
  'Logo Designing',
  'Photo Editing',
  '3D Puff Embroidery Digitizing',
  'Applique Embroidery Digitizing',
  'Chenille Embroidery Digitizing',
  'Flat Embroidery Digitizing',
  'Sequin Embroidery Digitizing',
] as const

export const portfolioItemSchema = z
  .strictObject({
    /** Unique number of the item, 1 and up. */
    id: z.number().int().positive(),
    /** Number of the category, 1–9, matching `category_name`. */
    category_id: z.number().int().min(1).max(9),
    /** One of the nine category names, spelled exactly. */
    category_name: z.enum(portfolioCategories),
    /** The image, e.g. "/images/portfolio/12". */
    image: imagePath,
    /** What the image shows, for visitors who cannot see it (10–125 characters). */
    alt: z.string().min(10).max(125),
  })
  .refine((item) => portfolioCategories[item.category_id - 1] === item.category_name, {
    message: 'category_id and category_name must name the same category (1 = Vector Conversion … 9 = Sequin Embroidery Digitizing)',
    path: ['category_id'],
  })
  .meta({ title: 'Portfolio item' })
export const portfolioSchema = z.array(portfolioItemSchema)
export type PortfolioItem = z.output<typeof portfolioItemSchema>

// ---------------------------------------------------------------------------------------------
// patches.json
// ---------------------------------------------------------------------------------------------

export const patchSlugs = [
  'custom-patches',
  'embroidered-patches',
  'chenille-patches',
  'woven-patches',
  'pvc-patches',
  'printed-patches',
  'leather-patches',
] as const

export const patchSchema = z.strictObject({
  /** 1–7, the order of the sidebar. */
  id: z.number().int().min(1).max(7),
  /** Name as shown, e.g. "Embroidered Patches". */
  name: nonEmpty,
  /** The URL part: /custom-patches/{slug}. */
  slug: z.enum(patchSlugs),
  /** The detail image. */
  image: imagePath,
  /** The detail text: paragraphs separated by a blank line. */
  content: paragraph,
  /** "Booking Online" step text for this type. */
  bookingText: paragraph,
  /** "Approve Design" step text for this type. */
  designText: paragraph,
  /** "Start Production" step text for this type. */
  orderText: paragraph,
  /** The "Recent projects" gallery of this type. */
  portfolioImages: z.array(imagePath).min(2),
  /** Page title override (only some types have one; others use "{name} | {brand}"). */
  metaTitle: z.string().max(70).optional(),
  /** Page description override, 50–160 characters. */
  metaDes: z.string().min(50).max(160).optional(),
  /** Page keywords, comma separated. */
  metaKeywords: z.string().optional(),
}).meta({ title: 'Patch type' })
export const patchesSchema = z.array(patchSchema).length(7, 'exactly 7 patch types')
export type Patch = z.output<typeof patchSchema>

// ---------------------------------------------------------------------------------------------
// faq.json, testimonials.json
// ---------------------------------------------------------------------------------------------

export const faqSchema = z
  .array(
    z.strictObject({
      /** The question as a visitor would ask it. */
      question: z.string().min(10).max(160),
      /** The answer, plain text (1–4 sentences). */
      answer: z.string().min(20).max(800),
      /** true also shows this question and answer on the Pricing page (e.g. the cost question). Default false. */
      onPricing: z.boolean().default(false),
    }).meta({ title: 'Question' }),
  )
  .length(6, 'exactly 6 questions')
export type FaqEntry = z.output<typeof faqSchema>[number]

export const testimonialsSchema = z
  .array(
    z.strictObject({
      /** The review, without quotation marks (they are added by the page). 40–400 characters. */
      text: z.string().min(40).max(400),
      /** Who wrote it, e.g. "Maria G., apparel brand owner". */
      author: nonEmpty,
    }).meta({ title: 'Testimonial' }),
  )
  .length(18, 'exactly 18 testimonials')
export type Testimonial = z.output<typeof testimonialsSchema>[number]

// ---------------------------------------------------------------------------------------------
// services.json: service lists, steps, prices
// ---------------------------------------------------------------------------------------------

/** A step of a process ("How it works", "Working Process"). */
const stepSchema = z.strictObject({ title: nonEmpty, text: paragraph }).meta({ title: 'Step' })

/** A price line: "Simple — $15". Either a price in dollars or a word such as "Free". */
const priceLineSchema = z.strictObject({
  /** What is priced, e.g. "Left chest / cap design under 10k stitches". */
  label: nonEmpty,
  /** Dollars; leave out for lines such as "Free quote". */
  price: usd.optional(),
  /** Shown before the price, e.g. "min." for a minimum. */
  prefix: z.string().max(10).optional(),
  /** Shown instead of a price, e.g. "Free". */
  note: z.string().max(20).optional(),
})

/** A section with an image and a "GET QUOTE NOW" button on a service page. */
const featureSectionSchema = z.strictObject({ title: nonEmpty, text: paragraph, image: imagePath, alt: nonEmpty }).meta({ title: 'Section' })

/** A price card (Services, Pricing). */
const planSchema = z.strictObject({
  /** Name on the card, e.g. "Embroidery Digitizing". */
  name: nonEmpty,
  /** The price shown large on the card; leave out when the card has no figure (custom patches). */
  from: usd.optional(),
  /** Words shown instead of a price figure. */
  summary: nonEmpty,
  /** The lines of the card. */
  lines: z.array(priceLineSchema).min(1),
})

/** One service page (/services/embroidery-digitizing, /services/vector-conversion). */
const servicePageSchema = z.strictObject({
  /** Name in the breadcrumb and heading. */
  name: nonEmpty,
  /** Heading of the list of types. */
  listTitle: nonEmpty,
  /** The 10 types of this service. */
  types: z.array(nonEmpty).length(10, 'exactly 10 types'),
  /** The three alternating sections. */
  sections: z.array(featureSectionSchema).length(3, 'exactly 3 sections'),
  /** The "Recent Projects" gallery: ids from portfolio.json. */
  recentProjects: z.array(z.number().int().positive()).length(4, 'exactly 4 portfolio ids'),
  /** Which plan of `plans` holds this page's prices. */
  plan: z.enum(['embroidery', 'vector', 'patches']),
})

/** Icons content may pick for a feature or a value; each one is in the sprite (scripts/make-icons.ts). */
const pointIcon = z.enum([
  'zap', 'users', 'pen-tool', 'file-check', 'award', 'thumbs-up', 'headphones', 'shield-check', 'heart-handshake',
  'handshake', 'badge-check', 'clock', 'target', 'sparkles', 'message-circle', 'layers', 'rocket',
])

/** A short point with an icon: a core feature, a value, a reason to choose the studio. */
const pointSchema = z.strictObject({
  /** Short title, 1–5 words, e.g. "Free Edits". */
  title: z.string().trim().min(1).max(60),
  /** One or two sentences (up to 240 characters). */
  text: z.string().trim().min(1).max(240),
  /** The icon shown beside it, by its sprite name, e.g. "zap". */
  icon: pointIcon,
})

export const servicesSchema = z.strictObject({
  /** "How it works": Booking Online, Received Work, Satisfied Design, Start Digitizing. */
  howItWorks: z.array(stepSchema).length(4),
  /** The service pages' "Working Process": Booking Online, Creative Design, Process Orders. */
  workingProcess: z.array(stepSchema).length(3),
  /** The patch page's "Working Process" titles: Booking Online, Approve Design, Start Production. */
  patchProcess: z.array(nonEmpty).length(3),
  /** "Main Services" on /services. */
  mainServices: z.array(z.strictObject({ title: nonEmpty, text: paragraph, href: sitePath, image: imagePath }).meta({ title: 'Service' })).length(4),
  /** Skill bars, percent. */
  skills: z.array(z.strictObject({ label: nonEmpty, percent: z.number().int().min(0).max(100) })).length(3),
  /** Price cards. */
  plans: z.strictObject({ embroidery: planSchema, vector: planSchema, patches: planSchema }),
  /** The two service pages. */
  pages: z.strictObject({ 'embroidery-digitizing': servicePageSchema, 'vector-conversion': servicePageSchema }),
  /** The options of the quote form's service select, and where each one shows. */
  quoteServices: z.array(z.strictObject({ label: nonEmpty, onServicePages: z.boolean() })).min(2),
  /** Sections of the home page that are not prices or steps. */
  home: z.strictObject({
    /** "Core features": what every order gets (turnaround, the team, free edits, formats). 3–6 points. */
    coreFeatures: z.array(pointSchema).min(3).max(6),
    /** The "Why Choose Our" section. */
    whyChoose: z.strictObject({
      /** The heading under the "Why Choose Our" eyebrow, e.g. "Custom Embroidery Digitizing Services". */
      title: nonEmpty,
      /** One paragraph under the heading (up to 400 characters). */
      text: z.string().trim().min(1).max(400),
      /** Its points, e.g. 'Satisfied Service' and 'Free Consultancy'. 2–4 points. */
      points: z.array(pointSchema).min(2).max(4),
    }),
    /** "Project showcase": ids of items in portfolio.json, 3–8, in the order shown. */
    showcase: z.array(z.number().int().positive()).min(3).max(8),
    /** More services linked under the main services: paths of MDX pages; each link reads its page's heading. */
    moreServices: z.array(sitePath).min(1).max(8),
  }),
  /** The About page's four values (honesty, commitment, reliability, support). */
  values: z.array(pointSchema).length(4, 'exactly 4 values'),
})
export type Services = z.output<typeof servicesSchema>
export type Plan = Services['plans']['embroidery']
export type Step = z.output<typeof stepSchema>

// ---------------------------------------------------------------------------------------------
// redirects.json
// ---------------------------------------------------------------------------------------------

/** Old addresses that now live elsewhere: `{ "/old.asp": "/new" }`. Answered with a 301. */
export const redirectsSchema = z.record(
  z.string().regex(/^\/\S+$/, 'an old path starting with "/"').meta({ title: 'Old path' }),
  sitePath.meta({ title: 'New path' }),
)

// ---------------------------------------------------------------------------------------------
// MDX frontmatter
// ---------------------------------------------------------------------------------------------

export const pageFrontmatterSchema = z.strictObject({
  /** The page title in the browser tab and search results, e.g. "Line Art Services | Northstitch". 10–60 characters reads best. */
  title: z.string().trim().min(3).max(70),
  /** The heading on the page. Default: the title up to its first " | ". */
  heading: z.string().trim().min(3).max(90).optional(),
  /** The search-result summary. 50–160 characters. */
  description: z.string().trim().min(50).max(160),
  /** Search keywords: a comma-separated string or a list; always a list after checking. */
  keywords: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (typeof value === 'string' ? value.split(',') : value ?? []).map((k) => k.trim()).filter(Boolean)),
  /** A different canonical URL, when this page duplicates another. Default: this page's own URL. */
  canonical: z.union([absoluteUrl, sitePath]).optional(),
  /** The share image (Open Graph), an image path under /images/ with its extension, e.g. "/images/og/default.jpg". */
  image: z
    .string()
    .regex(/^\/images\/\S+\.(jpg|png)$/, 'a .jpg or .png under /images/, e.g. "/images/og/default.jpg"')
    .optional(),
  /** true keeps the page out of the build until it is ready. Default false. */
  draft: z.boolean().default(false),
})
export type PageFrontmatter = z.output<typeof pageFrontmatterSchema>

/** Sections of designed pages (about intro, service intros): only a label for the writer. */
export const sectionFrontmatterSchema = z.strictObject({
  /** Where this text appears, e.g. "About page, intro block". */
  usedOn: nonEmpty,
})

/** The JSON collections: file name in `content/` -> schema. */
export const collections = {
  'site.json': siteSchema,
  'portfolio.json': portfolioSchema,
  'patches.json': patchesSchema,
  'faq.json': faqSchema,
  'testimonials.json': testimonialsSchema,
  'services.json': servicesSchema,
  'redirects.json': redirectsSchema,
} as const
export type CollectionFile = keyof typeof collections
