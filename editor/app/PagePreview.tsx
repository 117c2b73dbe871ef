/**
 * The preview of a page of content/pages/: a designed page (`layout: blocks`) drawn block by block with
 * the site's block components and the rest of content (previewSources.ts), a text page as its banner
 * and its text. The JSON collections a page shows (the FAQ, the price cards…) are previewed as that
 * page, with the entry being edited in place of the saved file (`CollectionPagePreview`).
 */
import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import type { ReactNode } from 'react'
import { Markdown } from '../../components/Markdown'
import type { Block, BlockType } from '../../content/blocks'
import { prepareData, type PreviewField } from './previewData'
import { PreviewBlocks } from './PreviewBlocks'
import { PreviewNote } from './PreviewNote'
import { headingOf, textPageBlocks, textPageCrumbs, urlPathOf } from '../../lib/contentPage'
import {
  imageResolver,
  plain,
  usePreviewContent,
  type FileName,
  type PreviewCollections,
  type PreviewContent,
} from './previewSources'

/** A page's frontmatter as the preview reads it. */
interface PageData {
  title?: string
  heading?: string
  layout?: 'text' | 'blocks'
  blocks?: Block[]
}

/** The label of each block type, as the form names it ("Feature grid"). */
function typeLabels(collections: PreviewCollections): Map<string, string> {
  const blocks = collections.get('pages')?.fields.find((f) => f.name === 'blocks')
  return new Map((blocks?.types ?? []).map((t) => [t.name, (t as PreviewField & { label?: string }).label ?? t.name]))
}

/** The text under the frontmatter, in the site's text column. */
const textColumn = (text: ReactNode) => (
  <div className="section">
    <div className="container">
      <article className="prose">{text}</article>
    </div>
  </div>
)

/** One page: its blocks, or a text page's banner and text, drawn as the site's routes draw them. */
function PageView({
  page,
  path,
  text,
  content,
  error,
  collections,
}: {
  page: PageData
  path: string
  text: ReactNode
  content?: PreviewContent
  error?: string
  collections: PreviewCollections
}) {
  if (!content)
    return (
      <PreviewNote title={page.title ?? ''}>
        {error ? `The site's content could not be loaded: ${error}` : 'Loading the site’s content…'}
      </PreviewNote>
    )
  const heading = headingOf(page)
  // A text page is its banner (home, the menu entry of its first folder, the page) and its text, as the catch-all route makes it.
  const blocks =
    page.layout === 'blocks'
      ? (page.blocks ?? [])
      : textPageBlocks(
          heading,
          textPageCrumbs(path, heading, content.navigation.main ?? [], content.sources.ui.textPage.home),
        )
  return (
    <PreviewBlocks
      blocks={blocks}
      page={{ path, text: textColumn(text) }}
      sources={content.sources}
      labels={typeLabels(collections)}
    />
  )
}

/** The Pages collection's preview. */
export function pagePreview(collections: PreviewCollections) {
  return function PagePreview(props: PreviewTemplateComponentProps) {
    const { content, error } = usePreviewContent(props, collections)
    const fields = collections.get('pages')?.fields ?? []
    const data = plain(props.entry)
    const page = prepareData(content ? content.fill(data) : data, fields, imageResolver(props)) as PageData
    const path = urlPathOf(String(props.entry.get('path') ?? ''))
    // Decap draws the body as its form holds it; given the text with its placeholders filled in.
    const values = props.entry.get('data')
    const body = values?.get('body')
    const text = props.widgetFor(
      'body',
      undefined,
      content && typeof body === 'string' ? values.set('body', content.fill(body)) : values,
    )
    return <PageView page={page} path={path} text={text} content={content} error={error} collections={collections} />
  }
}

/**
 * The preview of a JSON collection: the first page with a block of `blockType` (the FAQ list for
 * faq.json), drawn with the entry in place of the saved file, so the writer sees the edit where
 * visitors will.
 */
export function collectionPagePreview(collections: PreviewCollections, name: FileName, blockType: BlockType) {
  return function CollectionPagePreview(props: PreviewTemplateComponentProps) {
    const { content, error } = usePreviewContent(props, collections, { name, data: plain(props.entry) })
    const shown =
      content &&
      [...content.pages]
        .sort(([a], [b]) => a.localeCompare(b))
        .find(([, data]) => (data.blocks as Block[] | undefined)?.some((block) => block.type === blockType))
    if (!content || !shown)
      return (
        <PreviewNote title={String(props.collection.get('label') ?? name)}>
          {error
            ? `The site's content could not be loaded: ${error}`
            : content
              ? 'No page shows this file yet.'
              : 'Loading the site’s content…'}
        </PreviewNote>
      )
    const [path, data] = shown
    const page = prepareData(data, collections.get('pages')?.fields ?? [], imageResolver(props)) as PageData
    return (
      <PageView
        page={page}
        path={path}
        text={typeof data.body === 'string' ? <Markdown text={data.body} /> : null}
        content={content}
        collections={collections}
      />
    )
  }
}
