/**
 * The editor's preview pane: entries drawn with the site's own components and stylesheets, so a
 * writer sees a page, the FAQ, the price cards or a patch type as visitors will. A page is drawn
 * block by block (PagePreview.tsx); a JSON collection a page shows is drawn as that page, with the
 * entry being edited in place of the saved file.
 */
import type { CMS as DecapCms } from 'decap-cms-core'
import type { BlockType } from '../../content/blocks'
import siteCss from '../../renderer/styles.css?inline'
import { collectionPagePreview, pagePreview } from './PagePreview'
import type { PreviewField } from './previewData'
import type { FileName, PreviewCollections } from './previewSources'

// Every stylesheet of the site, as text for the preview frame (the site uses one stylesheet too).
const componentCss = import.meta.glob<string>(['../../components/**/*.css', '../../pages/**/*.css'], {
  query: '?inline',
  import: 'default',
  eager: true,
})

/** The JSON collections previewed as a page, and the block that finds the page (the first page with one). */
const shownOn: Partial<Record<FileName, BlockType>> = {
  faq: 'faq-list',
  services: 'price-cards',
  patches: 'patch-catalogue',
  portfolio: 'portfolio-gallery',
  testimonials: 'testimonials',
}

/** The editor's collections as the configuration gives them: folder collections their fields, file collections their file's. */
interface ConfiguredCollection {
  name: string
  fields?: PreviewField[]
  files?: { fields: PreviewField[] }[]
}

/** Registers the site's styles and the preview templates with Decap, for the collections of its configuration. */
export function registerPreviews(cms: DecapCms, configured: readonly ConfiguredCollection[]): void {
  const collections: PreviewCollections = new Map(
    configured.map((c) => [c.name, { fields: c.fields ?? c.files?.[0]?.fields ?? [] }]),
  )
  cms.registerPreviewStyle(siteCss, { raw: true })
  for (const css of Object.values(componentCss)) cms.registerPreviewStyle(css, { raw: true })
  cms.registerPreviewTemplate('pages', pagePreview(collections))
  for (const [name, blockType] of Object.entries(shownOn))
    cms.registerPreviewTemplate(name, collectionPagePreview(collections, name as FileName, blockType))
}
