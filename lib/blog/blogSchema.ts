import { z } from 'zod/mini'

/*
 * The shop API's blog shapes, and the one clean `Blog` shape every page uses.
 *
 * Tolerant where a real API is sloppy (null meta fields, numeric ids, a missing
 * banner), strict where a page would break (slug, title and description must be
 * strings). The list item and the detail differ only in where the category name
 * sits, so one tolerant input object accepts both and one transform turns them
 * into the same output: pages never branch on which endpoint a post came from.
 *
 * Written with `zod/mini` (the functional, tree-shakable API of the same package):
 * the browser loads this file to refresh the blog after hydration, and classic zod
 * would cost several times as many kilobytes there.
 */

/** What a value is, in the words of zod's English messages (`array`, `null`, `number`, ...). */
function typeOfInput(input: unknown): string {
  if (input === null) return 'null'
  if (Array.isArray(input)) return 'array'
  return typeof input === 'number' && Number.isNaN(input) ? 'nan' : typeof input
}

/**
 * zod/mini ships without message texts (its English locale would add kilobytes to the browser), so the
 * one message the checks below do not write themselves is written here, worded as classic zod words it:
 * `Invalid input: expected string, received number`.
 */
const typeError = {
  error: (issue: { code?: string; expected?: string; input?: unknown }) =>
    issue.code === 'invalid_type'
      ? `Invalid input: expected ${issue.expected}, received ${typeOfInput(issue.input)}`
      : undefined,
}

/** A text field the API may send as null, leave out, or pad with spaces; always a string after parsing. */
const looseText = z.pipe(
  z.nullish(z.string(typeError)),
  z.transform((value: string | null | undefined) => value?.trim() ?? ''),
)

/** Keeps a banner only when it is an absolute http(s) URL; anything else would render a broken or unsafe `<img>`. */
const bannerUrl = z.pipe(
  z.nullish(z.string(typeError)),
  z.transform((value: string | null | undefined) => {
    const trimmed = value?.trim() ?? ''
    return /^https?:\/\//i.test(trimmed) ? trimmed : null
  }),
)

/** One post as the shop API sends it, in the list or the detail. */
const apiBlog = z.object(
  {
    /** Database id. Numbers and strings are both accepted; optional because pages key by slug. */
    id: z.nullish(z.union([z.number(typeError), z.string(typeError)])),
    /** URL part of the post, e.g. `choosing-stitch-types`. Required: it becomes `/blog/{slug}`. */
    slug: z.string(typeError).check(z.trim(), z.minLength(1, 'expected a non-empty slug')),
    /** Headline shown on cards and as the detail page's `<h1>`. Required, ideally under 70 characters. */
    title: z.string(typeError).check(z.trim(), z.minLength(1, 'expected a non-empty title')),
    /** Absolute http(s) URL of the banner image, about 1200×630. Missing or relative means no banner. */
    banner: bannerUrl,
    /** One or two plain-text sentences for the card. Defaults to empty. */
    short_description: looseText,
    /** Article body as HTML. Required; it is sanitised before rendering, never trusted. */
    description: z.string(typeError),
    /** Date already formatted for display, e.g. `March 12, 2024`. Defaults to empty. */
    formatted_created_at: looseText,
    /** Category object as the list sends it; only its `category_name` is used. Wins over `category_name`. */
    category: z.nullish(z.object({ category_name: looseText }, typeError)),
    /** Category name as the detail sends it at the top level; used when `category` is missing. */
    category_name: looseText,
    /** `<title>` override, under 60 characters. Defaults to the title. */
    meta_title: looseText,
    /** Meta description, under 160 characters. Defaults to the short description. */
    meta_description: looseText,
    /** Comma-separated keywords. Defaults to empty. */
    meta_keywords: looseText,
  },
  typeError,
)

/** Turns either API shape into the one shape pages use. */
function toBlog(raw: z.output<typeof apiBlog>) {
  const categoryName = raw.category?.category_name || raw.category_name
  return {
    /** Stable string id; falls back to the slug when the API sends none. */
    id: raw.id === null || raw.id === undefined ? raw.slug : String(raw.id),
    slug: raw.slug,
    title: raw.title,
    /** Absolute http(s) banner URL, or null when there is none to show. */
    banner: raw.banner,
    shortDescription: raw.short_description,
    /** Unsanitised HTML: pass it through `sanitizeHtml` before rendering. */
    descriptionHtml: raw.description,
    /** Display date, e.g. `March 12, 2024`; empty when unknown. */
    displayDate: raw.formatted_created_at,
    /** Category name; empty when the post has none (pages then hide the category link). */
    categoryName,
    metaTitle: raw.meta_title || raw.title,
    metaDescription: raw.meta_description || raw.short_description,
    metaKeywords: raw.meta_keywords,
  }
}

/** One post from the shop API (list item or detail), parsed into the page shape. */
export const blogSchema = z.pipe(apiBlog, z.transform(toBlog))

/** The detail endpoint's post; the same schema, named so call sites read clearly. */
export const blogDetailSchema = blogSchema

/** The envelope of `GET /api/v2/blogs`: `{ "data": [Blog, ...] }`. */
export const blogListResponseSchema = z.object({ data: z.array(blogSchema, typeError) }, typeError)

/** The envelope of `GET /api/v2/blogs/details/{slug}`: `{ "data": Blog }`. */
export const blogDetailResponseSchema = z.object({ data: blogDetailSchema }, typeError)

/** A blog post as pages see it (camelCase, category resolved, meta fields filled). */
export type Blog = z.output<typeof blogSchema>

/** A post from the detail endpoint; the same shape as `Blog`, named for readability at call sites. */
export type BlogDetail = z.output<typeof blogDetailSchema>

/** The raw API shape of one post, for fixtures and the sample API. */
export type ApiBlog = z.input<typeof blogDetailSchema>

/**
 * Turns zod issues into one readable line per problem, each naming the field,
 * e.g. `data[2].title: expected a non-empty title`.
 *
 * @param error - the error from `safeParse`
 * @param limit - how many issues to list before summarising the rest
 */
export function describeBlogIssues(error: z.core.$ZodError, limit = 5): string {
  const lines = error.issues.slice(0, limit).map((issue) => `${formatPath(issue.path)}: ${issue.message}`)
  const more = error.issues.length - limit
  return more > 0 ? `${lines.join('; ')}; and ${more} more` : lines.join('; ')
}

/** `['data', 2, 'title']` -> `data[2].title`, the way a writer would point at the field. */
function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(response)'
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`))
    .join('')
}
