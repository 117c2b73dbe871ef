/**
 * VITALS_URL in the pages: a `<meta name="vitals-url">` in every page's head, which the browser
 * reads after hydration (renderer/startVitals.ts) to decide whether to load the web-vitals
 * reporter. A value in the HTML rather than in the scripts: the scripts are the same with or without
 * it, so the JavaScript budgets of a site without VITALS_URL do not move, and a built site can be
 * given an endpoint without building its scripts again (the end-to-end test of the reporter does so).
 * TURNSTILE_SITE_KEY reaches the pages the same way (`<meta name="turnstile-site-key">`, read by
 * renderer/leadForms.ts).
 */
import { rewritePages } from './rewritePages'
import { escapeHtml } from '../../lib/escapeHtml'

/** One page's HTML with a setting's meta tag at the end of its head. */
export function withPageSetting(html: string, name: 'vitals-url' | 'turnstile-site-key', value: string): string {
  return html.replace('</head>', `  <meta name="${name}" content="${escapeHtml(value)}">\n  </head>`)
}

/** One page's HTML with the endpoint's meta tag at the end of its head. */
export const withVitalsUrl = (html: string, url: string) => withPageSetting(html, 'vitals-url', url)

/** Adds the meta tag to every prerendered page of `clientDir`; returns how many pages it changed. */
export function injectVitalsUrl(clientDir: string, url: string): number {
  return rewritePages(clientDir, (html) => withVitalsUrl(html, url))
}
