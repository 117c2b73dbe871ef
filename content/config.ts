/**
 * The content schemas: every JSON collection and every MDX frontmatter in `content/` is checked
 * against one of these before anything is built (build, dev server and `npm run check:content`
 * all use `loadContent.ts`, which reads this file).
 *
 * Each field carries a comment written for the person editing the content: code editors show it on
 * hover, and the writers' editor (/admin/, generated from these schemas by editor/build/decapConfig.ts)
 * shows it under the field. `.meta({ title, widget, summary })` tells that editor what the schema alone
 * does not say: `widget: 'text'` for multi-line text, `title` for a list item's name, `summary` for the
 * fields that stand for a list item folded (content/fields.ts).
 */
import { z } from 'zod'
import { blockSchema } from './blocks.ts'
import {
  absoluteUrl,
  contentImage,
  nonEmpty,
  ownPath,
  paragraph,
  planKeys,
  sitePath,
  socialNetworks,
  usd,
} from './fields.ts'

export {
  imageSlotNames,
  isContentImage,
  planKeys,
  pointIcons,
  socialNetworks,
  type ContentImage,
  type ImageSlotName,
  type SocialNetwork,
} from './fields.ts'

// ---------------------------------------------------------------------------------------------
// site.json
// ---------------------------------------------------------------------------------------------

/** A path on the customer portal, joined to its origin, e.g. "/login". */
const portalPath = ownPath('on the portal')

export const siteSchema = z.strictObject({
  /** The brand as visitors see it (header, titles, the start-up overlay). Keep it short: 3–20 characters. Other texts write it as {site:brand}. */
  brand: z.string().trim().min(3).max(20),
  /** The business's legal name, used in the copyright line, policies and structured data. Other texts write it as {site:legalName}. */
  legalName: nonEmpty,
  /** One sentence about the business, used as the default page description (50–160 characters). */
  tagline: z.string().min(50).max(160),
  /** Language of every page, as a BCP 47 tag. Default "en". */
  lang: z.string().default('en'),
  /** The public origin of the site, used for canonical links and the sitemap. `SITE_URL` overrides it at build. */
  siteUrl: absoluteUrl,
  /** Year the business started. Other texts write it as {site:foundedYear}, e.g. "since {site:foundedYear}". */
  foundedYear: z.number().int().min(1900).max(2100),
  /** Turnaround claim, e.g. "5 to 10 hours". Other texts write it as {site:turnaround}. */
  turnaround: nonEmpty,
  /** How soon a quote is answered in opening hours, e.g. "within the hour". Other texts write it as {site:responseTime}. */
  responseTime: nonEmpty,
  contact: z.strictObject({
    /** Phone number as shown, e.g. "(718) 555-0142". Other texts write it as {site:phone}. */
    phone: nonEmpty,
    /** Phone number for tel: links, digits with a leading +, e.g. "+17185550142". */
    phoneHref: z.string().regex(/^\+\d{7,15}$/, 'digits with a leading "+", e.g. "+17185550142"'),
    /** Public e-mail address. Other texts write it as {site:email}. */
    email: z.email(),
    /** WhatsApp number in international form, digits only, e.g. "17185550142". */
    whatsapp: z.string().regex(/^\d{7,15}$/, 'digits only, with the country code, e.g. "17185550142"'),
    /** Text prefilled in the WhatsApp chat. */
    whatsappText: nonEmpty,
    /** Postal address of the business. */
    address: z.strictObject({
      street: nonEmpty,
      /** The city, e.g. "Brooklyn". Other texts write it as {site:city}. */
      city: nonEmpty,
      /** Two-letter state code, e.g. "NY". Other texts write it as {site:region}. */
      region: z.string().length(2),
      postalCode: z.string().regex(/^\d{5}$/, 'a five-digit ZIP code'),
      /** Two-letter country code, e.g. "US". */
      country: z.string().length(2),
    }),
    /** Opening hours as shown, e.g. "Mon–Sat, 9 am – 7 pm ET". */
    hours: nonEmpty,
    /** Opening hours for search engines, schema.org form, e.g. "Mo-Sa 09:00-19:00". */
    openingHours: z.array(
      z.string().regex(/^[A-Z][a-z](-[A-Z][a-z])? \d\d:\d\d-\d\d:\d\d$/, 'e.g. "Mo-Sa 09:00-19:00"'),
    ),
  }),
  /** The customer portal where ordering happens. `PORTAL_URL` overrides `origin` at build. */
  portal: z.strictObject({
    origin: absoluteUrl,
    /** Paths on the portal (joined to `origin`). */
    loginPath: portalPath,
    registerPath: portalPath,
    /** Path of the quote form action, e.g. "/cp/contact_action". */
    contactActionPath: portalPath,
    /** Path of the newsletter subscribe action. */
    subscribeActionPath: portalPath,
    /** "Start Your Projects" and the footer's order links. */
    orderLinks: z.array(z.strictObject({ label: nonEmpty, path: portalPath })).min(1),
  }),
  /** The shop API that serves the blog. `BLOG_API_URL` overrides it at build. */
  blogApiOrigin: absoluteUrl,
  /** Social profiles, shown in the footer. */
  social: z
    .array(
      z.strictObject({
        /** Which network, and so which icon to show. */
        network: z.enum(socialNetworks),
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
  video: z.strictObject({
    embedUrl: absoluteUrl,
    title: nonEmpty,
    /** The still shown before the video plays (decorative: the button names the video), e.g. "images/services/video-poster.jpg". */
    poster: contentImage('feature', 'The still shown before the video plays.'),
  }),
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
export type PortfolioCategory = (typeof portfolioCategories)[number]

export const portfolioItemSchema = z
  .strictObject({
    /** Unique number of the item, 1 and up. */
    id: z.number().int().positive(),
    /** Number of the category, 1–9, matching `category_name`. */
    category_id: z.number().int().min(1).max(9),
    /** One of the nine category names, spelled exactly. */
    category_name: z.enum(portfolioCategories),
    /** The picture of the piece, e.g. "images/portfolio/12.jpg": a photo in content/images/portfolio/. */
    image: contentImage('card', 'The picture of the piece, shown in the portfolio grid and galleries.'),
    /** What the image shows, for visitors who cannot see it (10–125 characters). */
    alt: z.string().min(10).max(125),
  })
  .refine((item) => portfolioCategories[item.category_id - 1] === item.category_name, {
    message:
      'category_id and category_name must name the same category (1 = Vector Conversion … 9 = Sequin Embroidery Digitizing)',
    path: ['category_id'],
  })
  .meta({ title: 'Portfolio item', summary: ['alt', 'category_name'] })
export const portfolioSchema = z.array(portfolioItemSchema)
export type PortfolioItem = z.output<typeof portfolioItemSchema>

// ---------------------------------------------------------------------------------------------
// patches.json
// ---------------------------------------------------------------------------------------------

export const patchSchema = z
  .strictObject({
    /** The type's place in the sidebar: 1 for the first, then 2, 3… in the order of the file. */
    id: z.number().int().min(1),
    /** Name as shown, e.g. "Embroidered Patches". */
    name: nonEmpty,
    /** The URL part: /custom-patches/{slug}, lower-case words joined by hyphens, e.g. "woven-patches". Each type its own. */
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens, e.g. "woven-patches"')
      .refine(
        (slug) => slug !== 'index',
        'a name other than "index": its page would be written over /custom-patches itself',
      ),
    /** The detail image, the largest picture of the patch page, e.g. "images/patches/woven-patches.jpg". */
    image: contentImage('feature', 'The detail image of the patch page.'),
    /** The detail text: paragraphs separated by a blank line. */
    content: paragraph,
    /** "Booking Online" step text for this type. */
    bookingText: paragraph,
    /** "Approve Design" step text for this type. */
    designText: paragraph,
    /** "Start Production" step text for this type. */
    orderText: paragraph,
    /** The "Recent projects" gallery of this type. */
    portfolioImages: z.array(contentImage('card', 'A picture of the "Recent projects" gallery.')).min(2),
    /** Page title override (only some types have one; others use "{name} | {brand}"). */
    metaTitle: z.string().max(70).optional(),
    /** Page description override, 50–160 characters. */
    metaDes: z.string().min(50).max(160).optional(),
    /** Page keywords, comma separated. */
    metaKeywords: z.string().optional(),
  })
  .meta({ title: 'Patch type' })
export const patchesSchema = z.array(patchSchema).min(1, 'at least one patch type')
export type Patch = z.output<typeof patchSchema>

// ---------------------------------------------------------------------------------------------
// faq.json, testimonials.json
// ---------------------------------------------------------------------------------------------

export const faqSchema = z
  .array(
    z
      .strictObject({
        /** The question as a visitor would ask it. */
        question: z.string().min(10).max(160),
        /** The answer, plain text (1–4 sentences). */
        answer: z.string().min(20).max(800),
        /** true also shows this question and answer on the Pricing page (e.g. the cost question). Default false. */
        onPricing: z.boolean().default(false),
      })
      .meta({ title: 'Question' }),
  )
  .min(1, 'at least one question')
export type FaqEntry = z.output<typeof faqSchema>[number]

export const testimonialsSchema = z
  .array(
    z
      .strictObject({
        /** The review, without quotation marks (they are added by the page). 40–400 characters. */
        text: z.string().min(40).max(400),
        /** Who wrote it, e.g. "Maria G., apparel brand owner". */
        author: nonEmpty,
      })
      .meta({ title: 'Testimonial' }),
  )
  .min(1, 'at least one testimonial')
export type Testimonial = z.output<typeof testimonialsSchema>[number]

// ---------------------------------------------------------------------------------------------
// services.json: service lists, steps, prices
// ---------------------------------------------------------------------------------------------

/** A step of a process ("How it works", "Working Process"). */
const stepSchema = z.strictObject({ title: nonEmpty, text: paragraph }).meta({ title: 'Step' })

/** Steps shown as one row of cards: the layout has a row of three and a row of four (components/StepList.css). */
const stepRow = z
  .array(stepSchema)
  .min(3, 'at least 3 steps: they fill one row of 3 or 4 cards')
  .max(4, 'at most 4 steps: they fill one row of 3 or 4 cards')

/** The name of a price line, lower case with hyphens, e.g. "left-chest". */
const lineId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens, e.g. "left-chest"')

/** A price line: "Simple — $15". Either a price in dollars or a word such as "Free". */
const priceLineSchema = z.strictObject({
  /** The line's name for the quote form and for price placeholders, e.g. "left-chest": `{price:embroidery.left-chest}` in the FAQ writes its price. Needed on every line the quote form offers. */
  id: lineId.optional(),
  /** What is priced, e.g. "Left chest / cap design under 10k stitches". */
  label: nonEmpty,
  /** Dollars; leave out for lines such as "Free quote". */
  price: usd.optional(),
  /** true when the price is a minimum: the card shows "min. $30", the quote form's estimate "minimum $30". Default false. */
  minimum: z.boolean().default(false),
  /** Shown instead of a price, e.g. "Free". */
  note: z.string().max(20).optional(),
})

/** The lowest price of a card's lines: the card's headline "from $X" figure; none when no line has a price. */
export function lowestPrice(lines: readonly { price?: number }[]): number | undefined {
  const prices = lines.flatMap((line) => (line.price === undefined ? [] : [line.price]))
  return prices.length ? Math.min(...prices) : undefined
}

/** A price card (Services, Pricing). Its headline "from $X" is the lowest price of its lines, so each figure is written once. */
const planSchema = z
  .strictObject({
    /** Name on the card, e.g. "Embroidery Digitizing". */
    name: nonEmpty,
    /** The page that presents this service, e.g. "/services/embroidery-digitizing": the search engines' description of the service links there. */
    page: sitePath,
    /** Not written: the card's "from $X" is the lowest price of its lines. */
    from: z
      .never({ error: 'no "from" field: the card\'s "from" price is the lowest price of its lines, so remove it' })
      .optional(),
    /** Words shown instead of a price figure. */
    summary: nonEmpty,
    /** The lines of the card. */
    lines: z.array(priceLineSchema).min(1),
    /** A typical cost per thousand stitches, e.g. { "low": 1, "high": 10 }; the FAQ writes it as `{price:embroidery.per-thousand-stitches}` ("$1-$10"). */
    perThousandStitches: z
      .strictObject({
        /** The low end of the range, in dollars, e.g. 1. */
        low: usd,
        /** The high end of the range, in dollars, e.g. 10. */
        high: usd,
      })
      .optional(),
  })
  .transform(({ from: _written, ...plan }) => ({ ...plan, from: lowestPrice(plan.lines) }))

/** The optional brief fields the quote form can ask for, in the order they are shown. */
export const briefFields = ['size', 'garment', 'placement', 'machineFormat', 'outputFormat'] as const

/** A list of choices for a select of the quote form: 2–12 distinct, short entries. */
const choiceList = z
  .array(z.string().trim().min(1).max(40))
  .min(2)
  .max(12)
  .refine((list) => new Set(list).size === list.length, 'each entry once')

/** One option of the quote form's service select. */
const quoteServiceSchema = z.strictObject({
  /** The option as shown and sent as the form's `subject`, e.g. "Embroidery Digitizing". */
  label: nonEmpty,
  /** true also offers it on the service pages' Quick Inquiry forms; the home, contact and pricing forms offer every option. */
  onServicePages: z.boolean(),
  /** Which price card the estimate reads: "embroidery", "vector" or "patches". */
  plan: z.enum(planKeys),
  /** The question that picks one priced line of that card for the estimate; leave out when only a quote can price it (custom patches). */
  choice: z
    .strictObject({
      /** Label of the select, e.g. "Design kind" or "Complexity". */
      label: z.string().trim().min(1).max(30),
      /** The options in order, at least 2. */
      options: z
        .array(
          z.strictObject({
            /** The `id` of a priced line of the card, e.g. "complex": the estimate shows its price. */
            line: lineId,
            /** The option as shown, when shorter than the line's own label, e.g. "Complex". Default: the line's label. */
            label: z.string().trim().min(1).max(60).optional(),
          }),
        )
        .min(2),
    })
    .optional(),
  /** The optional brief fields asked for this service, in order: "size", "garment", "placement", "machineFormat", "outputFormat". Default none. */
  brief: z.array(z.enum(briefFields)).default([]),
})

/** The lists of the quote form's brief. */
const quoteBriefSchema = z.strictObject({
  /** Where the design goes, offered under "Placement", e.g. "Left chest". */
  placements: choiceList,
  /** Embroidery machine formats offered under "Machine format", e.g. "DST". */
  machineFormats: choiceList,
  /** Vector file formats offered under "Output format", e.g. "AI". */
  outputFormats: choiceList,
})

export const servicesSchema = z
  .strictObject({
    /** "How it works", e.g. Booking Online, Received Work, Satisfied Design, Start Digitizing: 3 or 4 steps, one row of cards. */
    howItWorks: stepRow,
    /** The service pages' "Working Process", e.g. Booking Online, Creative Design, Process Orders: 3 or 4 steps, one row of cards. */
    workingProcess: stepRow,
    /** "Main Services" on /services: cards in rows of four (two on a tablet). */
    mainServices: z
      .array(
        z
          .strictObject({
            title: nonEmpty,
            text: paragraph,
            href: sitePath,
            /** The card's picture (decorative: the title says what it is), e.g. "images/services/line-art.jpg". */
            image: contentImage('card', 'The picture on the service card.'),
          })
          .meta({ title: 'Service' }),
      )
      .min(1),
    /** Skill bars, percent, one under the other. */
    skills: z.array(z.strictObject({ label: nonEmpty, percent: z.number().int().min(0).max(100) })).min(1),
    /** Price cards. */
    plans: z.strictObject({ embroidery: planSchema, vector: planSchema, patches: planSchema }),
    /** The options of the quote form's service select, where each one shows, its estimate and the brief it asks for. */
    quoteServices: z.array(quoteServiceSchema).min(2),
    /** The lists the quote form's brief offers. */
    quoteBrief: quoteBriefSchema,
  })
  .superRefine((services, ctx) => {
    // A line id names one line of its card, so a placeholder or an estimate option cannot be ambiguous.
    for (const [key, plan] of Object.entries(services.plans)) {
      const seen = new Set<string>()
      plan.lines.forEach((line, i) => {
        if (line.id && seen.has(line.id))
          ctx.addIssue({
            code: 'custom',
            path: ['plans', key, 'lines', i, 'id'],
            message: 'an id no other line of this card uses',
            input: line.id,
          })
        if (line.id) seen.add(line.id)
      })
    }
    // Each estimate option must name a priced line of its own card.
    services.quoteServices.forEach((service, s) => {
      service.choice?.options.forEach((option, o) => {
        const lines = services.plans[service.plan].lines
        if (lines.some((line) => line.id === option.line && line.price !== undefined)) return
        const known = lines.flatMap((line) => (line.id && line.price !== undefined ? [`"${line.id}"`] : []))
        ctx.addIssue({
          code: 'custom',
          path: ['quoteServices', s, 'choice', 'options', o, 'line'],
          message: `the id of a priced line of plans.${service.plan}${known.length ? ` (${known.join(', ')})` : ': give that line an "id" first'}`,
          input: option.line,
        })
      })
    })
  })
export type Services = z.output<typeof servicesSchema>
export type Plan = Services['plans']['embroidery']
export type Step = z.output<typeof stepSchema>
export type QuoteService = Services['quoteServices'][number]
export type BriefField = (typeof briefFields)[number]

// ---------------------------------------------------------------------------------------------
// redirects.json
// ---------------------------------------------------------------------------------------------

/** Old addresses that now live elsewhere: `{ "/old.asp": "/new" }`. Answered with a 301. */
export const redirectsSchema = z.record(
  z
    .string()
    .regex(/^\/\S+$/, 'an old path starting with "/"')
    .meta({ title: 'Old path' }),
  sitePath.meta({ title: 'New path' }),
)

// ---------------------------------------------------------------------------------------------
// MDX frontmatter
// ---------------------------------------------------------------------------------------------

export const pageFrontmatterSchema = z
  .strictObject({
    /** The page title in the browser tab and search results, e.g. "Line Art Services | {site:brand}". 10–60 characters reads best. */
    title: z.string().trim().min(3).max(70),
    /** The heading of a text page. Default: the title up to its first " | ". (A designed page has its heading in its first block.) */
    heading: z.string().trim().min(3).max(90).optional(),
    /** The search-result summary. 50–160 characters. */
    description: z.string().trim().min(50).max(160),
    /** Search keywords: a comma-separated string or a list; always a list after checking. */
    keywords: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((value) =>
        (typeof value === 'string' ? value.split(',') : (value ?? [])).map((k) => k.trim()).filter(Boolean),
      ),
    /** A different canonical URL, when this page duplicates another. Default: this page's own URL. */
    canonical: z.union([absoluteUrl, sitePath]).optional(),
    /** The share image (Open Graph), 1200 × 630, e.g. "images/og/line-art.jpg". Default: the site's share image. */
    image: contentImage('share', 'The picture social networks show with a link to this page.').optional(),
    /** true keeps the page out of the build until it is ready. Default false. */
    draft: z.boolean().default(false),
    /** true keeps the page out of search results and the sitemap: a page only reached by sending a form, such as a confirmation. Default false. */
    noindex: z.boolean().default(false),
    /** How the page is laid out: "text" (a banner with the heading, then the text under the frontmatter; the default) or "blocks" (the blocks below, in order). */
    layout: z.enum(['text', 'blocks']).default('text'),
    /** The page's blocks, top to bottom, when `layout` is "blocks": add, remove or move them to change the page. */
    blocks: z.array(blockSchema).default([]),
    /** Facts for search engines: "business" adds the business's name, address and opening hours. Price cards add their services, the FAQ list its questions. */
    structuredData: z.array(z.enum(['business'])).default([]),
  })
  .superRefine((page, ctx) => {
    if (page.layout === 'blocks' && page.blocks.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['blocks'],
        message: 'at least one block, for a page with `layout: blocks`',
        input: page.blocks,
      })
    if (page.layout === 'text' && page.blocks.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['layout'],
        message: '"blocks", for a page that lists blocks (or remove the blocks)',
        input: page.layout,
      })
  })
export type PageFrontmatter = z.output<typeof pageFrontmatterSchema>

// ---------------------------------------------------------------------------------------------
// navigation.json, ui.json
// ---------------------------------------------------------------------------------------------

/** A menu entry: its words and where it goes. */
const navLinkSchema = z.strictObject({
  /** The words in the menu, e.g. "Portfolio". */
  label: nonEmpty.max(40),
  /** The page, e.g. "/portfolio" or "/contact#contact". */
  href: sitePath,
})

export const navigationSchema = z.strictObject({
  /** The header's menu (and the phone menu), in order. An entry may open a submenu of `children`. */
  main: z
    .array(
      navLinkSchema
        .extend({
          /** The submenu's entries, shown on hover or focus. Optional. */ children: z.array(navLinkSchema).optional(),
        })
        .meta({ title: 'Menu entry' }),
    )
    .min(1),
  /** The footer's "Useful Links", in order. */
  footer: z.array(navLinkSchema.meta({ title: 'Link' })).min(1),
})
export type Navigation = z.output<typeof navigationSchema>

/** A word or a short sentence of the interface. */
const label = nonEmpty.max(200)

/** A button of the interface: its words and where it goes. */
const uiLink = z.strictObject({
  /** Its words. */ label,
  /** Where it goes, e.g. "/contact#contact". */ href: sitePath,
})

export const uiSchema = z.strictObject({
  /** The first link of every page, for keyboard users: "Skip to content". */
  skipLink: label,
  /** The name of the breadcrumb trail, read by screen readers: "Breadcrumb". */
  breadcrumb: label,
  header: z.strictObject({
    /** The logo link's name, read by screen readers: "{site:brand} home". */
    home: label,
    /** The phone menu button's name: "Menu". */
    menu: label,
    /** The main menu's name, read by screen readers: "Main". */
    nav: label,
  }),
  topBar: z.strictObject({
    /** The portal's sign-in link: "Login". */
    login: label,
    /** The portal's sign-up link: "Register". */
    register: label,
    /** The red button of the top bar: "FREE QUOTE". */
    quote: uiLink,
  }),
  footer: z.strictObject({
    /** The title of the logo column, read by screen readers. */
    about: label,
    /** The column titles. */
    links: label,
    order: label,
    contact: label,
    newsletter: label,
    /** The copyright line: {from} and {to} are the years of content/site.json. */
    copyright: label,
  }),
  newsletter: z.strictObject({
    /** The e-mail field's name, read by screen readers. */
    label,
    /** The hint inside the field: "Enter Email" (spec point 5). */
    placeholder: label,
    /** The button. */
    button: label,
    /** The button while the address is on its way. */
    sending: label,
    /** What the form says once the address is stored. */
    sent: label.max(300),
    /** What the form says when the address could not reach the site (no connection). */
    failed: label.max(300),
  }),
  /** The WhatsApp button's name, read by screen readers. */
  whatsApp: label,
  textPage: z.strictObject({
    /** The breadcrumb's first step on text pages (policies, guides): "Home". */
    home: label,
  }),
  priceCard: z.strictObject({
    /** Before a card's lowest price: "from". */
    from: label,
    /** Before a minimum price: "min.". */
    minimum: label,
    /** Each card's button. */
    action: uiLink,
  }),
  quoteForm: z.strictObject({
    /** The form's name for screen readers when it has no heading. */
    label,
    /** The field labels. */
    name: label,
    email: label,
    phone: label,
    service: label,
    /** The service list's empty choice: "Select a service" (spec point 4). */
    selectService: label,
    attachment: label,
    /** After optional fields' labels: "(optional)". */
    optional: label,
    /** Under the file field: {types} (e.g. "PNG, JPG, JPEG or PDF") and {size} (in MB) are filled in. */
    attachmentHint: label,
    /** The word before the last accepted type: "or". */
    or: label,
    /** Beside a chosen file: {size} filled in. */
    ready: label,
    /** The remove button's name: {name} is the file's. */
    remove: label,
    message: label,
    messagePlaceholder: label,
    /** The send button. */
    submit: label,
    /** The button while the request is on its way. */
    sending: label,
    /** What the form shows in its place once the request is stored: a heading and a sentence. */
    sent: z.strictObject({ title: label, text: label.max(300) }),
    /** What the form says when the request could not reach the site (no connection): the visitor sends again. */
    failed: label.max(300),
    /** Under the button, in Markdown (the link to the privacy policy). */
    note: label.meta({ widget: 'markdown' }),
    /** What each field says when it is wrong: how to fix it. */
    errors: z.strictObject({
      name: label,
      emailMissing: label,
      emailInvalid: label,
      phone: label,
      subject: label,
      size: label,
      message: label,
      /** A value longer than the form takes: {label} is the field's label, {max} its length in characters. */
      tooLong: label,
    }),
    /** The spec's alerts for a refused file (point 8), word for word. */
    alerts: z.strictObject({ type: label, size: label }),
    /** The optional part about the design: the estimate from the price list and the brief. */
    brief: z.strictObject({
      legend: label,
      notSure: label,
      estimate: label,
      /** The label of the estimate's line in the message the portal receives. */
      estimateLine: label,
      from: label,
      minimum: label,
      /** {choice} is the question of content/services.json in lower case. */
      chooseFor: label,
      pricedLater: label,
      size: label,
      sizePlaceholder: label,
      sizeHint: label,
      sizeMeasured: label,
      wide: label,
      high: label,
      garment: label,
      garmentPlaceholder: label,
      placement: label,
      machineFormat: label,
      outputFormat: label,
      choose: label,
    }),
  }),
  /** What the site's own intake says of a form it could not take, and the lines it adds for the shop. */
  intake: z.strictObject({
    /** Above the list of fields to correct, on the page a form without JavaScript comes back to. */
    problems: label,
    /** A post that is not a form this site sent (cut off, too many fields, unreadable characters). */
    unreadable: label,
    /**
     * A good post the site could not store (its database or file store failed for a moment): said in
     * the form with JavaScript, and above the form filled in again without it.
     */
    notStored: label,
    /** The whole answer when the site itself fails, as plain text. */
    serverError: label,
    /** The whole answer to opening a form's address instead of sending the form, as plain text. */
    wrongMethod: label,
    /** The label of a field people never see and only robots fill in: "Leave this field empty". */
    trap: label,
    /** The message's line naming the page the request came from: "Sent from". */
    pageLine: label,
    /** The message's line naming the visit's campaign (its utm_ values): "Campaign". */
    campaignLine: label,
  }),
  /** A part of a page that did not load (spec point 8): {what} names it. */
  chunkError: z.strictObject({ failed: label, advice: label, retry: label }),
  /** The review carousel's controls; {index} and {count} number the reviews. */
  testimonials: z.strictObject({
    list: label,
    previous: label,
    next: label,
    pause: label,
    play: label,
    slide: label,
    roleDescription: label,
    failed: label,
  }),
  /** The video dialog. */
  video: z.strictObject({ close: label, failed: label }),
  /** The blog's cards, search and categories. */
  blog: z.strictObject({
    readMore: label,
    readMoreAbout: z.string().max(200),
    searchLabel: label,
    searchPlaceholder: label,
    searchButton: label,
    all: label,
  }),
  /** The 404 page (spec point 2): "404", "Opps! This Page cannot be found", "Go To Home", and its head. */
  notFound: z.strictObject({ code: label, text: label, action: uiLink, title: label, description: label }),
  /** The default error screen (spec point 8): "Unexpected Application Error!", and its head. */
  error: z.strictObject({ heading: label, fallback: label, title: label, description: label }),
})
export type Ui = z.output<typeof uiSchema>

/** The JSON collections: file name in `content/` -> schema. */
export const collections = {
  'site.json': siteSchema,
  'portfolio.json': portfolioSchema,
  'patches.json': patchesSchema,
  'faq.json': faqSchema,
  'testimonials.json': testimonialsSchema,
  'services.json': servicesSchema,
  'redirects.json': redirectsSchema,
  'navigation.json': navigationSchema,
  'ui.json': uiSchema,
} as const
export type CollectionFile = keyof typeof collections
