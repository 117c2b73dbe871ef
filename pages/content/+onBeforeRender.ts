// https://vike.dev/onBeforeRender
import type { MDXContent } from 'mdx/types'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContextServer } from 'vike/types'
import { mdxComponents } from './mdxComponents'
import { contentPageAt } from './designedPage'

// Compiled on the server only: the browser receives the rendered HTML, never the MDX modules.
const modules = import.meta.glob<{ default: MDXContent }>('/content/pages/**/*.mdx')

/**
 * The page's text, rendered from its MDX at build time into `pageContext.contentHtml`. Not in
 * `passToClient`: the browser has it already, in the page's HTML, and hydrates from there (+Page.tsx),
 * so the text is not sent a second time in the page's data.
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const page = contentPageAt(pageContext.urlPathname)
  const load = page && modules[`/${page.file}`]
  // +data answered 404 already for an unknown path; nothing to render then, nor for a page without text.
  if (!load || page.route !== 'mdx') return
  const { default: Content } = await load()
  return { pageContext: { contentHtml: renderToStaticMarkup(createElement(Content, { components: mdxComponents })) } }
}
