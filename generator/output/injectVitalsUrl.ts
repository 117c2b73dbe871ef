/**
 * VITALS_URL in the pages: a `<meta name="vitals-url">` in every page's head, which the browser
 * reads after hydration (renderer/startVitals.ts) to decide whether to load the web-vitals
 * reporter. A value in the HTML rather than in the scripts: the scripts are the same with or without
 * it, so the JavaScript budgets of a site without VITALS_URL do not move, and a built site can be
 * given an endpoint without building its scripts again (the end-to-end test of the reporter does so).
 */
import { rewritePages } from './rewritePages'
import { escapeHtml } from '../../lib/escapeHtml'

/** One page's HTML with the endpoint's meta tag at the end of its head. */
export function withVitalsUrl(html: string, url: string): string {
  return html.replace('</head>', `  <meta name="vitals-url" content="${escapeHtml(url)}">\n  </head>`)
}

/** Adds the meta tag to every prerendered page of `clientDir`; returns how many pages it changed. */
export function injectVitalsUrl(clientDir: string, url: string): number {
  return rewritePages(clientDir, (html) => withVitalsUrl(html, url))
}
