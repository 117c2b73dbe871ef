// https://vike.dev/onRenderHtml
import type { OnRenderHtmlAsync } from 'vike/types'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import { serializeJsonLd } from '../lib/jsonLd/serializeJsonLd'
import { pageHead } from './head'
import { headTags } from '../lib/headTags'
import { lcpPreloads, preloadLinks } from './lcpPreloads'
import { drawPage } from './PageShell'
import type { IslandSlot } from '../components/Island'
import { escapeHtml } from '../lib/escapeHtml'
import { fillIslands } from './islandHtml'
import { frame } from './frame'

export const onRenderHtml: OnRenderHtmlAsync = async (pageContext) => {
  const head = pageHead(pageContext)
  // The page, then its islands drawn apart and put in place (renderer/islandHtml.tsx).
  const slots = new Map<string, IslandSlot>()
  const pageHtml = await fillIslands(drawPage(pageContext, frame, slots), slots, frame.ui.error)
  const tags = headTags(head)
    .map((t) =>
      t.tag === 'meta'
        ? `<meta ${t.key}="${t.name}" content="${escapeHtml(t.content)}">`
        : `<link rel="${t.rel}" href="${escapeHtml(t.href)}">`,
    )
    .join('\n    ')
  // The largest paint starts downloading with the stylesheets, not after them.
  const preloads = preloadLinks([...head.preload, ...lcpPreloads(pageHtml)])
  const jsonLd = head.jsonLd
    .map((item) => `<script type="application/ld+json">${serializeJsonLd(item)}</script>`)
    .join('\n    ')
  return escapeInject`<!DOCTYPE html>
<html lang="${head.lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${head.title}</title>
    ${dangerouslySkipEscape(preloads)}
    ${dangerouslySkipEscape(tags)}
    <meta name="theme-color" content="#13233f">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="apple-touch-icon" href="/apple-touch-icon.png">
    ${dangerouslySkipEscape(jsonLd)}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(pageHtml)}</div>
  </body>
</html>`
}
