/**
 * The rest of content, for previews of blocks that name it (steps, price cards, portfolio pieces, the
 * FAQ, the reviews, the counters, the contact details, the interface words): loaded through Decap's
 * preview API (`getCollection`, which reads the files through the same backend as the form: the local
 * one under `npm run editor`, the repository on GitHub), then made ready as the build makes it, so
 * `resolveBlock` (components/blocks/registry.tsx) fills the blocks exactly as the pages' routes do.
 *
 * Loaded when a preview opens, so an edit saved in another collection shows on the next entry opened;
 * meanwhile the last load is shown.
 */
import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import { useEffect, useState } from 'react'
import type { FaqEntry, Patch, PortfolioItem, Services, Site, Testimonial, Ui } from '../../content/config'
import type { BlockSources } from '../../lib/blocks'
import { urlPathOf } from '../../lib/contentPage'
import { fillPlaceholdersIn, lowestPrice, priceTable, siteFacts, type DeepPartial } from '../../lib/placeholders'
import { quoteFormData } from '../../lib/quoteForm'
import { prepareData, type ImageOf, type PreviewField } from './previewData'
import { previewImage } from './previewImageSlots'

/** The editor's collections, by name: their fields (editor/app/previews.tsx is given them at start). */
export type PreviewCollections = ReadonlyMap<string, { fields: PreviewField[] }>

/** The JSON collections blocks name, each a collection of one file of the same name. */
const FILES = ['site', 'services', 'portfolio', 'faq', 'testimonials', 'patches', 'ui', 'navigation'] as const
export type FileName = (typeof FILES)[number]

/** What a page's preview is drawn from: the block sources, and the pages (their headings and words). */
export interface PreviewContent {
  sources: BlockSources
  navigation: { main: { label: string; href: string }[] }
  /** The designed and text pages by URL path, their frontmatter (placeholders filled in). */
  pages: ReadonlyMap<string, Record<string, unknown>>
  /** Fills the placeholders of a value, `{site:brand}` and `{price:embroidery.from}`, as the build does. */
  fill: <T>(value: T) => T
}

type Raw = {
  files: Record<FileName, Record<string, unknown>>
  pages: { path: string; data: Record<string, unknown> }[]
}

/** The last load, shown while a preview loads again. */
let latest: Raw | undefined

/** Entry data as plain values (Decap hands them over as Immutable maps, or already plain). */
export const plain = (value: unknown): Record<string, unknown> => {
  const data = (value as { get?: (key: string) => unknown })?.get?.('data')
  const js = (data as { toJS?: () => unknown })?.toJS?.() ?? data
  return (js ?? {}) as Record<string, unknown>
}

type GetCollection = (name: string, slug?: string) => Promise<unknown>

async function load(getCollection: GetCollection): Promise<Raw> {
  const files = await Promise.all(FILES.map(async (name) => [name, plain(await getCollection(name, name))] as const))
  const entries = (await getCollection('pages')) as unknown[]
  const pages = entries.map((entry) => ({
    path: String((entry as { get: (k: string) => unknown }).get('path')),
    data: plain(entry),
  }))
  return { files: Object.fromEntries(files) as Raw['files'], pages }
}

/**
 * What Decap reads of a collection and an entry to find a media folder (an Immutable map's `get` and
 * `has`), for a lookup in `folder`: one pair per folder, kept, since Decap remembers its lookups by entry.
 */
const lookups = new Map<string, [collection: unknown, entry: unknown]>()
function lookupIn(folder: string): [collection: unknown, entry: unknown] {
  let pair = lookups.get(folder)
  if (!pair) {
    const collection = {
      get: (key: string) => ({ name: 'preview-images', media_folder: folder })[key as 'name'],
      has: (key: string) => key === 'media_folder' || key === 'name',
    }
    // An entry without data: the folder is taken as written, not as a template of the entry's fields.
    lookups.set(folder, (pair = [collection, { get: () => undefined }]))
  }
  return pair
}

/**
 * The address of an original for the preview, through Decap's backend. Decap resolves a path in its
 * media folder by the file's name alone (`content/images/12.jpg` for "images/portfolio/12.jpg"), so the
 * path's own folder is given as the media folder of a collection made for the lookup: `boundGetAsset`,
 * the binder behind the documented `getAsset`, takes the collection to resolve in.
 */
export function imageResolver(props: Pick<PreviewTemplateComponentProps, 'getAsset' | 'boundGetAsset'>): ImageOf {
  return (src) => {
    const [collection, entry] = lookupIn(`/content/${src.slice(0, Math.max(0, src.lastIndexOf('/')))}`)
    let url: string
    try {
      url = String(props.boundGetAsset ? props.boundGetAsset(collection, entry)(src) : props.getAsset(src))
    } catch {
      // Images directly in content/images/ resolve the documented way too.
      url = String(props.getAsset(src))
    }
    return previewImage(src, url)
  }
}

/** The loaded files made ready: defaults, images, the price cards' "from" and the quote form's data. */
function contentOf(raw: Raw, collections: PreviewCollections, imageOf: ImageOf): PreviewContent {
  // The placeholders filled as the content loader fills them, from what the files hold now.
  const tables = {
    site: siteFacts(raw.files.site as DeepPartial<Site>),
    price: priceTable((raw.files.services as DeepPartial<Services>).plans ?? {}),
  }
  const fill = <T>(value: T): T => fillPlaceholdersIn(value, tables)
  const file = (name: FileName) => prepareData(fill(raw.files[name]), collections.get(name)?.fields ?? [], imageOf)
  const items = <T>(name: FileName) => (file(name).items ?? []) as T[]
  const site = file('site') as unknown as Site
  const services = file('services') as unknown as Services
  const plans = Object.fromEntries(
    Object.entries(services.plans ?? {}).map(([key, plan]) => [
      key,
      { ...plan, lines: plan.lines ?? [], from: lowestPrice(plan.lines ?? []) },
    ]),
  )
  const readyServices = { ...services, plans } as Services
  let quoteForm: BlockSources['quoteForm']
  try {
    quoteForm = quoteFormData(readyServices)
  } catch {
    // services.json as saved is checked; only a half-finished edit of it gets here: a form without options.
    quoteForm = { services: [], lists: readyServices.quoteBrief }
  }
  const pages = new Map(raw.pages.map((page) => [urlPathOf(page.path), fill(page.data)]))
  const headings = new Map(
    [...pages].map(([path, data]) => [path, String(data.heading ?? String(data.title ?? '').split(' | ')[0])]),
  )
  return {
    sources: {
      site,
      services: readyServices,
      quoteForm,
      portfolio: items<PortfolioItem>('portfolio'),
      faq: items<FaqEntry>('faq'),
      testimonials: items<Testimonial>('testimonials'),
      patches: items<Patch>('patches'),
      ui: file('ui') as unknown as Ui,
      config: { siteUrl: site.siteUrl ?? '', portalUrl: site.portal?.origin ?? '' },
      headings,
    },
    navigation: file('navigation') as unknown as PreviewContent['navigation'],
    pages,
    fill,
  }
}

/**
 * The rest of content for a preview: undefined until the first load; `error` when it failed. `entry`
 * stands in for the saved file of its collection (the FAQ being edited, in the FAQ page's preview).
 */
export function usePreviewContent(
  props: PreviewTemplateComponentProps,
  collections: PreviewCollections,
  entry?: { name: FileName; data: Record<string, unknown> },
): { content?: PreviewContent; error?: string } {
  const [raw, setRaw] = useState(latest)
  const [error, setError] = useState<string>()
  const { getCollection } = props
  useEffect(() => {
    let live = true
    load(getCollection as GetCollection).then(
      (loaded) => {
        latest = loaded
        if (live) setRaw(loaded)
      },
      (e: Error) => live && setError(e.message),
    )
    return () => {
      live = false
    }
  }, [getCollection])
  const files = raw && entry ? { ...raw, files: { ...raw.files, [entry.name]: entry.data } } : raw
  return { content: files && contentOf(files, collections, imageResolver(props)), error }
}
