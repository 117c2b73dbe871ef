// https://vike.dev/onBeforeRender
import type { PageContextServer } from 'vike/types'
import { contentPageAt } from './designedPage'
import { drawText, type CompiledText } from './drawText'

// Compiled on the server only: the browser receives the rendered HTML, never the MDX modules.
const modules = import.meta.glob<CompiledText>('/content/pages/**/*.mdx')

/**
 * The page's text, made into HTML when its MDX was compiled (generator/content/rehypeExportHtml.ts),
 * into `pageContext.contentHtml`. Not in `passToClient`: the browser has it already, in the page's
 * HTML, and hydrates from there (+Page.tsx), so the text is not sent a second time in the page's data.
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const page = contentPageAt(pageContext.urlPathname)
  const load = page && modules[`/${page.file}`]
  // +data answered 404 already for an unknown path; nothing to render then, nor for a page without text.
  if (!load || page.route !== 'mdx') return
  return { pageContext: { contentHtml: drawText(await load()) } }
}
