/**
 * The blocks designed pages are made of. A designed page (`layout: blocks` in its frontmatter, e.g.
 * content/pages/index.mdx) lists its blocks in order; each block names its `type` and holds its own
 * words. Add, remove or reorder blocks to change the page; every block type can go on every page.
 *
 * Data written once elsewhere is named, not copied: the steps and the price cards of
 * content/services.json, portfolio pieces by id, the FAQ, the reviews, the counters and the contact
 * details. Every text may use the placeholders of CONTENT.md (`{site:turnaround}`, `{price:vector.from}`).
 */
import { z } from 'zod'
import {
  contentImage,
  nonEmpty,
  ONE_SLASH_PATH,
  OTHER_SITE,
  paragraph,
  planKeys,
  pointSchema,
  sitePath,
} from './fields.ts'

/**
 * The data some routes of pages/ give the blocks of their page, by the page of content/pages/ each
 * route draws: the patch types (/custom-patches) and the shop's posts (/blogs, /blog/…).
 */
export const routeDataPages = { patches: '/custom-patches', blogList: '/blogs', blogPost: '/blog/[slug]' } as const
export type RouteDataName = keyof typeof routeDataPages

/** What a block type is to its page beyond its fields, said in the `.meta()` of its schema. */
export interface BlockFacts {
  /** true: the block writes the page's heading (its h1); a designed page has exactly one such block. */
  heading?: boolean
  /** The data of its route the block is drawn with: on a page of any other route it draws nothing. */
  routeData?: RouteDataName
}

declare module 'zod' {
  // The facts are typed where the schemas state them: `.meta({ heading: true, routeData: 'blogList' })`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalMeta extends BlockFacts {}
}

/** Text in Markdown: **bold**, [links](/contact#contact), lists; edited in a Markdown box. */
const markdown = nonEmpty.meta({ widget: 'markdown' })

/** The small heading above a section's title, e.g. "Our Services". Optional. */
const eyebrow = nonEmpty.max(60).optional()

/** The section's title, e.g. "What every order gets". */
const heading = nonEmpty.max(120)

/** The section's background: "plain" (white, the default), "tint" (cream) or "dark" (navy). */
const background = z.enum(['plain', 'tint', 'dark']).default('plain')

/** true: on wide screens the mouse wheel steps from this section to the next marked one. Default false. */
const wheelStep = z.boolean().default(false)

/** Where a link goes: a page of this site ("/contact#contact"), a page of the customer portal ("portal:/order", opened in a new tab) or a web address ("https://…"). */
const href = z
  .string()
  .trim()
  .regex(
    new RegExp(`^(${ONE_SLASH_PATH}|portal:${ONE_SLASH_PATH}|https://\\S+)$`),
    `a path of this site such as "/contact#contact", a portal page such as "portal:/order", or an address that starts with https:// ${OTHER_SITE}`,
  )

/** A button. */
const actionSchema = z
  .strictObject({
    /** Its words, e.g. "Get a Free Quote". */
    label: nonEmpty.max(40),
    /** Where it goes: "/contact#contact", "portal:/order" (the customer portal, in a new tab) or "https://…". */
    href,
    /** Its look: "accent" (red, the default), "dark" (navy), "light" (white) or "outline". */
    style: z.enum(['accent', 'dark', 'light', 'outline']).default('accent'),
    /** true adds an arrow after the words. Default false. */
    arrow: z.boolean().default(false),
  })
  .meta({ title: 'Button' })
export type Action = z.output<typeof actionSchema>

/** A step of a breadcrumb trail. */
const crumbSchema = z
  .strictObject({
    /** The words, e.g. "Home". */
    label: nonEmpty.max(60),
    /** Where it links, e.g. "/"; leave out for this page (the last step). */
    href: sitePath.optional(),
  })
  .meta({ title: 'Breadcrumb step' })

/** The picture of a block, beside or above its text. */
const featureImage = contentImage('feature', 'The picture of the block.')

/** What the picture shows, for visitors who cannot see it; empty for a decorative picture. */
const alt = z.string().trim()

/** Ids of pieces of content/portfolio.json, in the order shown. */
const portfolioIds = z.array(z.number().int().positive())

// The blog list's and the blog post's shared fields: their breadcrumb's first step and their sidebar's boxes.
/** The breadcrumb's first step, e.g. "Home". */
const blogHomeCrumb = nonEmpty.max(40)
/** The title of the search box beside the posts, e.g. "Search". */
const searchTitle = nonEmpty.max(40)
/** The title of the categories box, e.g. "Categories". */
const categoriesTitle = nonEmpty.max(40)
/** The title of the recent posts box, e.g. "Recent Blogs". */
const recentTitle = nonEmpty.max(40)

/**
 * Every block type, by the name a page gives it (`- type: hero`): its fields, each with a note for the
 * writer, and in `.meta()` its name in the editor (`title`) and its facts (BlockFacts). The comment on
 * each type says what it shows: the editor's note on the block, and its row of CONTENT.md's table of
 * blocks (written from here by `npm run build`, generator/content/writeBlockTable.ts). A new block type
 * is its entry here, its component and one line of components/blocks/registry.tsx.
 */
const blocksByType = {
  /** The blue band at the top of inner pages: the page's heading and its breadcrumb trail. */
  banner: z
    .strictObject({
      /** The page's heading (its h1), e.g. "About us". */
      title: nonEmpty.max(80),
      /** The breadcrumb, from "Home" to this page. */
      crumbs: z.array(crumbSchema).min(1),
    })
    .meta({ title: 'Banner', heading: true }),
  /** The opening of the home page: the headline over the hero artwork, buttons and short facts. */
  hero: z
    .strictObject({
      /** The small line above the headline, e.g. "{site:brand} · {site:city}, {site:region} · since {site:foundedYear}". */
      eyebrow,
      /** The headline (the page's h1), e.g. "Embroidery digitizing and vector art,". */
      title: nonEmpty.max(120),
      /** The end of the headline, in gold, e.g. "ready in {site:turnaround}". Optional. */
      accent: nonEmpty.max(60).optional(),
      /** One or two sentences under the headline. */
      lead: nonEmpty.max(300),
      /** One or two buttons. */
      actions: z.array(actionSchema).min(1).max(2),
      /** Short facts with a check mark, e.g. "Free quotes and free edits". Up to 4. */
      facts: z.array(nonEmpty.max(80)).max(4).default([]),
      /** The artwork for tablets and desktops (16:10), e.g. "images/hero.jpg". */
      image: contentImage('hero', 'The hero artwork for tablets and desktops.'),
      /** The taller crop for phones (about 13:15), e.g. "images/hero-mobile.jpg". */
      phoneImage: contentImage('heroPhone', 'The hero artwork for phones.'),
      /** What the artwork shows, for visitors who cannot see it. */
      alt: nonEmpty,
    })
    .meta({ title: 'Hero', heading: true }),
  /** A picture beside a text: a heading, Markdown text, and as needed a badge, facts, points, the skill bars and a button. */
  split: z
    .strictObject({
      background,
      /** true puts the picture on the right on wide screens. Default false. */
      reverse: z.boolean().default(false),
      eyebrow,
      heading,
      /** The text, in Markdown. Optional. */
      text: markdown.optional(),
      /** "large" sets the text a little larger, as an introduction. Default "normal". */
      textSize: z.enum(['normal', 'large']).default('normal'),
      /** A red badge over the picture's corner, e.g. label "In business since", value "{site:foundedYear}". Optional. */
      badge: z
        .strictObject({
          /** The small words. */
          label: nonEmpty.max(40),
          /** The large figure. */
          value: nonEmpty.max(12),
        })
        .optional(),
      /** Figures in bordered boxes under the text, e.g. value "Since {site:foundedYear}", label "in business". */
      facts: z
        .array(
          z
            .strictObject({
              /** The bold figure. */
              value: nonEmpty.max(40),
              /** The words after it. */
              label: nonEmpty.max(60),
            })
            .meta({ title: 'Fact', summary: ['value', 'label'] }),
        )
        .max(4)
        .default([]),
      /** Points with an icon under the text, e.g. "Satisfied Service". */
      points: z.array(pointSchema).max(4).default([]),
      /** true shows the skill bars of content/services.json (`skills`) under the text. Default false. */
      skills: z.boolean().default(false),
      /** A button under the text. Optional. */
      action: actionSchema.optional(),
      /** The picture, e.g. "images/services/about-studio.jpg". */
      image: featureImage,
      alt,
      /** true when this picture is the largest thing of the page's first view, so it loads first. Default false. */
      priority: z.boolean().default(false),
    })
    .meta({ title: 'Picture and text' }),
  /** The counters strip of content/site.json (12K+ complete work, …). */
  counters: z
    .strictObject({
      /** The strip's title for screen readers (not shown), e.g. "{site:brand} in numbers". */
      heading,
    })
    .meta({ title: 'Counters' }),
  /** A grid of short points, each with an icon. */
  'feature-grid': z
    .strictObject({
      background,
      eyebrow,
      heading,
      /** "cards" (white cards with a soft red icon) or "values" (a red top border and a round navy icon). Default "cards". */
      look: z.enum(['cards', 'values']).default('cards'),
      /** The points, 3 to 6. */
      items: z.array(pointSchema).min(3).max(6),
    })
    .meta({ title: 'Feature grid' }),
  /** The main services of content/services.json as picture cards, and links to more service pages. */
  'service-cards': z
    .strictObject({
      background,
      eyebrow,
      heading,
      /** "full" shows each picture whole and cards of equal height; "cropped" crops the pictures to 4:3 with a little smaller text. Default "full". */
      look: z.enum(['full', 'cropped']).default('full'),
      /** Words under each card's text, e.g. "Learn more". Optional. */
      more: nonEmpty.max(30).optional(),
      /** The title of the links to more service pages, e.g. "More services". Needed with `pages`. */
      pagesTitle: nonEmpty.max(60).optional(),
      /** More service pages, by path, e.g. "/services/line-art": each link reads its page's heading. */
      pages: z.array(sitePath).max(8).default([]),
    })
    .meta({ title: 'Service cards' }),
  /** Portfolio pieces (by id) with their category, and a button: a grid of large pictures (`layout: grid`) or a row of cards (`layout: cards`). */
  'portfolio-grid': z
    .strictObject({
      /** "grid": three large pictures a row on wide screens, the category over each; "cards": four cards a row, the category under each. Default "grid". */
      layout: z.enum(['grid', 'cards']).default('grid'),
      background,
      eyebrow,
      heading,
      /** Ids of pieces of content/portfolio.json, in the order shown (1 to 8). */
      items: portfolioIds.min(1).max(8),
      /** A button under the pieces. Optional. */
      action: actionSchema.optional(),
      wheelStep,
    })
    .meta({ title: 'Portfolio pieces' }),
  /** Numbered steps: "How it works" or "Working Process" of content/services.json. */
  steps: z
    .strictObject({
      background,
      eyebrow,
      heading,
      /** Which steps: "howItWorks" or "workingProcess" (content/services.json). */
      steps: z.enum(['howItWorks', 'workingProcess']),
      wheelStep,
    })
    .meta({ title: 'Steps' }),
  /** The video of content/site.json, played on request, beside a free quote form. */
  video: z
    .strictObject({
      eyebrow,
      /** The section's title; the video's own title (content/site.json) when left out. */
      heading: heading.optional(),
      /** A sentence under the title. */
      lead: nonEmpty.max(300),
      /** The play button's words, e.g. "Play Video". */
      play: nonEmpty.max(30),
      /** The heading of the form beside the video, e.g. "Get a Free Quote". */
      formHeading: nonEmpty.max(60),
    })
    .meta({ title: 'Video and quote form' }),
  /** The client reviews of content/testimonials.json, as a carousel. */
  testimonials: z
    .strictObject({
      background,
      eyebrow,
      heading,
    })
    .meta({ title: 'Testimonials' }),
  /** Price cards of content/services.json, one of them featured if you like. */
  'price-cards': z
    .strictObject({
      background,
      eyebrow,
      heading,
      /** A sentence under the title. Optional. */
      lead: nonEmpty.max(300).optional(),
      /** Which cards, in order: "embroidery", "vector" or "patches". */
      plans: z.array(z.enum(planKeys)).min(1).max(3),
      /** The card drawn highlighted (dark). Optional. */
      featured: z.enum(planKeys).optional(),
    })
    .meta({ title: 'Price cards' }),
  /** The questions of content/faq.json marked `onPricing`, beside a title and a button. */
  'faq-answers': z
    .strictObject({
      background,
      eyebrow,
      heading,
      /** The button under the title, e.g. to the FAQ. */
      action: actionSchema,
    })
    .meta({ title: 'Answers from the FAQ' }),
  /** A free quote form: beside a title, a text and points, or on its own. */
  'quote-form': z
    .strictObject({
      background,
      /** The section's anchor, e.g. "contact" for /contact#contact. Optional. */
      anchor: z
        .string()
        .regex(/^[a-z][a-z0-9-]*$/, 'lower-case letters, digits and hyphens, e.g. "contact"')
        .optional(),
      eyebrow,
      /** The title beside the form; leave it out for the form on its own. */
      heading: heading.optional(),
      /** A sentence under the title. Optional. */
      lead: nonEmpty.max(300).optional(),
      /** Points with a check mark under the sentence. Optional. */
      points: z.array(nonEmpty.max(80)).max(5).default([]),
      /** The form's own heading, e.g. "Free quote". */
      formHeading: nonEmpty.max(60),
      /** "all" offers every service of the quote form; "service-pages" those marked `onServicePages` in content/services.json. Default "all". */
      services: z.enum(['all', 'service-pages']).default('all'),
    })
    .meta({ title: 'Quote form' }),
  /** The address, phone, e-mail and opening hours of content/site.json, as four cards. */
  'contact-details': z
    .strictObject({
      background,
      eyebrow,
      heading,
      /** A sentence under the title. */
      lead: nonEmpty.max(300),
      /** The cards' titles. */
      labels: z.strictObject({
        /** Above the address, e.g. "Visit us". */
        visit: nonEmpty.max(40),
        /** Above the phone number, e.g. "Call us". */
        call: nonEmpty.max(40),
        /** Above the e-mail address, e.g. "Email us". */
        email: nonEmpty.max(40),
        /** Above the opening hours, e.g. "Opening hours". */
        hours: nonEmpty.max(40),
      }),
    })
    .meta({ title: 'Contact details' }),
  /** The portfolio of content/portfolio.json, with category filters and Load More. */
  'portfolio-gallery': z
    .strictObject({
      eyebrow,
      heading,
      /** The filter that shows every category, e.g. "All". */
      all: nonEmpty.max(20),
      /** The name of the row of filters, read by screen readers, e.g. "Filter by category". */
      filtersLabel: nonEmpty.max(60),
      /** The line above the gallery; {shown}, {total} and {what} are filled in, e.g. "Showing {shown} of {total} {what}". */
      status: nonEmpty.max(80),
      /** The {what} of the line: without a filter, e.g. "projects". */
      countedAll: nonEmpty.max(40),
      /** The {what} of the line with a filter, {category} filled in, e.g. "{category} projects". */
      countedCategory: nonEmpty.max(60),
      /** The button that shows more, e.g. "Load More". */
      loadMore: nonEmpty.max(30),
    })
    .meta({ title: 'Portfolio gallery' }),
  /** A closing band: a heading, a sentence, a call and an e-mail button, and optionally a button first. */
  'contact-band': z
    .strictObject({
      heading,
      /** The sentence under the heading. */
      text: nonEmpty.max(300),
      /** Words before the phone number, e.g. "Call". */
      call: nonEmpty.max(20),
      /** Words before the e-mail address, e.g. "Email". */
      email: nonEmpty.max(20),
      /** A button before the two. Optional. */
      action: actionSchema.optional(),
    })
    .meta({ title: 'Contact band' }),
  /** The questions and answers of content/faq.json, one open at a time, and a closing line with the phone and e-mail. */
  'faq-list': z
    .strictObject({
      background,
      eyebrow,
      heading,
      /** A sentence under the title, in Markdown. */
      lead: markdown,
      /** The closing line, in Markdown, e.g. "**Still have a question?** Our digitizers answer by phone and e-mail." */
      more: markdown,
      /** The e-mail button's words, e.g. "Email us". */
      email: nonEmpty.max(30),
    })
    .meta({ title: 'FAQ list' }),
  /** A service page's opening: a picture, the text and the list of kinds, beside the service's price card. */
  'service-overview': z
    .strictObject({
      /** The picture at the top (decorative: the page's heading names the service). */
      image: contentImage('card', 'The picture at the top of the service page.'),
      /** The text, in Markdown. */
      text: markdown,
      /** The heading of the list, e.g. "Types of Embroidery Digitizing". */
      listTitle: heading,
      /** The kinds of this service, e.g. "Cap Digitizing". */
      list: z.array(nonEmpty.max(60)).min(1).max(12),
      /** The heading above the price card, e.g. "Pricing". */
      pricingTitle: nonEmpty.max(40),
      /** The price card: "embroidery", "vector" or "patches". */
      plan: z.enum(planKeys),
    })
    .meta({ title: 'Service overview', summary: ['listTitle'] }),
  /** Sections of a picture beside a title, a text and a button, alternating sides. */
  'feature-sections': z
    .strictObject({
      /** The sections, in order. */
      items: z
        .array(
          z
            .strictObject({
              /** The section's title, e.g. "Cap Digitizing". */
              title: heading,
              /** Its text. */
              text: paragraph,
              /** Its picture, e.g. "images/services/cap-digitizing.jpg". */
              image: featureImage,
              alt,
            })
            .meta({ title: 'Section' }),
        )
        .min(1)
        .max(6),
      /** The button of every section. */
      action: actionSchema,
      wheelStep,
    })
    .meta({ title: 'Alternating sections' }),
  /** The patch types of content/patches.json: the list of types, the chosen type's detail and the patch price card. */
  'patch-catalogue': z
    .strictObject({
      /** The heading of the page without a type, e.g. "Custom Patches"; with a type, its name. */
      title: nonEmpty.max(60),
      /** The breadcrumb's first step, e.g. "Home". */
      homeCrumb: nonEmpty.max(40),
      /** The heading of the list of types, e.g. "Patch Types". */
      typesTitle: nonEmpty.max(60),
      /** Shown on a page without a type: a picture (decorative: leave `emptyAlt` empty, or describe it), a title and a sentence. */
      emptyImage: featureImage,
      emptyAlt: alt,
      /** The title beside that picture, e.g. "Choose a patch type". */
      emptyTitle: nonEmpty.max(60),
      /** The sentence under that title. */
      emptyText: nonEmpty.max(300),
      /** The description of a type's picture, {name} filled in (in lower case), e.g. "Example of {name} made to order". */
      detailAlt: nonEmpty.max(120),
      /** The title of the working process, e.g. "Working Process". */
      processTitle: nonEmpty.max(60),
      /** The titles of its three steps, e.g. "Booking Online", "Approve Design", "Start Production": each patch type has one text per step (bookingText, designText, orderText). */
      process: z
        .array(nonEmpty.max(40))
        .length(3, 'exactly 3 titles: each patch type has three step texts (bookingText, designText, orderText)'),
      /** The title of the gallery, e.g. "Recent projects". */
      galleryTitle: nonEmpty.max(60),
      /** Each gallery picture's description, {name} and {n} filled in, e.g. "{name}: recent project {n}". */
      galleryAlt: nonEmpty.max(120),
      /** The words over each gallery picture, e.g. "Request a quote". */
      galleryAction: nonEmpty.max(40),
      /** The heading above the price card, e.g. "Pricing Package". */
      pricingTitle: nonEmpty.max(60),
      /** The title of a type's page that has no `metaTitle`, {name} filled in, e.g. "{name} | {site:brand}". */
      typeTitle: nonEmpty.max(80),
      /** The description of a type's page that has no `metaDes`, {name} filled in. */
      typeDescription: nonEmpty.max(200),
    })
    .meta({ title: 'Patch catalogue', heading: true, routeData: 'patches' }),
  /** The blog: the posts of the shop API with search, categories and recent posts. */
  'blog-list': z
    .strictObject({
      /** The banner's heading on the list, e.g. "Blogs" (on a category page: the category). */
      title: nonEmpty.max(40),
      homeCrumb: blogHomeCrumb,
      searchTitle,
      categoriesTitle,
      recentTitle,
      /** The names of the two side columns, read by screen readers. */
      filtersLabel: nonEmpty.max(60),
      /** The name of the recent posts column, read by screen readers, e.g. "Recent Blogs". */
      recentLabel: nonEmpty.max(60),
      /** The line above the posts, {count} filled in: for several, e.g. "{count} posts", and for one, e.g. "1 post". */
      resultsMany: nonEmpty.max(80),
      /** The line above the posts when there is one, e.g. "1 post". */
      resultsOne: nonEmpty.max(80),
      /** Added to the line for a category, {category} filled in, e.g. " in {category}" (with its leading space). */
      resultsIn: z.string().min(1).max(60),
      /** Added to the line for a search, {search} filled in, e.g. " matching “{search}”" (with its leading space). */
      resultsMatching: z.string().min(1).max(60),
      /** The line when nothing matches, {where} and {matching} filled in, e.g. "No posts{where}{matching}. Try another search or category." */
      resultsNone: nonEmpty.max(160),
      /** The words of the retry message when the newest posts could not load, e.g. "The latest posts". */
      failed: nonEmpty.max(60),
      /** The title of a category page, {category} filled in, e.g. "{category} Blogs | {site:brand}". */
      categoryTitle: nonEmpty.max(80),
      /** The description of the list and its category pages, {about} filled in (the category in lower case, or `everything`). */
      description: nonEmpty.max(200),
      /** What the blog is about, for the description without a category. */
      everything: nonEmpty.max(120),
    })
    .meta({ title: 'Blog list', heading: true, routeData: 'blogList' }),
  /** A post of the shop API's blog, with the boxes beside it, share links and what shows while it loads or when it is missing. */
  'blog-post': z
    .strictObject({
      /** The banner's words and the breadcrumb's last step, e.g. "Blog View". */
      title: nonEmpty.max(40),
      homeCrumb: blogHomeCrumb,
      /** The breadcrumb's second step, the blog, e.g. "Blogs". */
      listCrumb: nonEmpty.max(40),
      searchTitle,
      categoriesTitle,
      recentTitle,
      /** The side column's name for screen readers, e.g. "More posts". */
      asideLabel: nonEmpty.max(60),
      /** Shown in the recent posts box when nothing matches, e.g. "No posts match." */
      noMatch: nonEmpty.max(80),
      /** The share box's title, e.g. "Share blog". */
      shareTitle: nonEmpty.max(40),
      /** Each share link's name, {network} filled in, e.g. "Share on {network}". */
      shareLink: nonEmpty.max(60),
      /** A post that does not exist: its title, a sentence and the button back to the list. */
      notFoundTitle: nonEmpty.max(60),
      /** The sentence under that title. */
      notFoundText: nonEmpty.max(200),
      /** The button back to the list, e.g. "Browse all posts". */
      notFoundAction: nonEmpty.max(40),
      /** Read by screen readers while a post loads, e.g. "Loading the post…". */
      loading: nonEmpty.max(60),
      /** The words of the retry messages: the post, and its newer version. */
      failedPost: nonEmpty.max(60),
      /** The words of the retry message when the post's newer version could not load, e.g. "The latest version of this post". */
      failedUpdate: nonEmpty.max(80),
    })
    .meta({ title: 'Blog post', heading: true, routeData: 'blogPost' }),
  /** A closing call to action: an eyebrow, a title, a sentence and up to two buttons. */
  'cta-band': z
    .strictObject({
      eyebrow,
      heading,
      /** The sentence under the title. */
      text: nonEmpty.max(300),
      /** One or two buttons. */
      actions: z.array(actionSchema).min(1).max(2),
    })
    .meta({ title: 'Call to action' }),
  /** The page's own text, the Markdown under its frontmatter, in a column. */
  text: z.strictObject({}).meta({ title: 'Page text' }),
}

/** A block type of `blocksByType`, its `type` (its key there) first. */
type Member<S extends Record<string, z.ZodObject>> = {
  [T in keyof S & string]: z.ZodObject<{ type: z.ZodLiteral<T> } & S[T]['shape'], z.core.$strict>
}[keyof S & string]

/** The block types named by their keys, each with `type` as its first field and its own `.meta()`. */
function byTypeName<S extends Record<string, z.ZodObject>>(types: S): [Member<S>, ...Member<S>[]] {
  return Object.entries(types).map(([type, schema]) =>
    z.strictObject({ type: z.literal(type), ...schema.shape }).meta(schema.meta() ?? {}),
  ) as unknown as [Member<S>, ...Member<S>[]]
}

/** One block of a designed page: its `type` says which, and which fields it has. */
export const blockSchema = z.discriminatedUnion('type', byTypeName(blocksByType))
export type Block = z.output<typeof blockSchema>
export type BlockType = Block['type']
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>

/** The facts of every block type (BlockFacts), read once from the schemas' `.meta()`. */
const factsByType = new Map(
  blockSchema.options.map((option) => {
    const { heading, routeData } = option.meta() ?? {}
    return [option.shape.type.value as BlockType, { heading: Boolean(heading), routeData } satisfies BlockFacts]
  }),
)

/** Whether a block type writes the page's heading, and the route data it is drawn with. */
export const blockFacts = (type: BlockType): BlockFacts => factsByType.get(type) ?? {}

/** Every block type, in the order of the schema. */
export const blockTypes: readonly BlockType[] = [...factsByType.keys()]

/** The first block of a type in a list of blocks, e.g. the patch catalogue of content/pages/custom-patches.mdx. */
export const blockOfType = <T extends BlockType>(blocks: readonly Block[], type: T): BlockOf<T> | undefined =>
  blocks.find((block): block is BlockOf<T> => block.type === type)
