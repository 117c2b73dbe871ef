/**
 * The Content-Security-Policy violations a page meets, from the first moment of each document:
 * Playwright's init scripts are not subject to the page's CSP, so the listener itself is never blocked.
 */
import type { BrowserContext, Page } from '@playwright/test'

type Recorded = { __cspViolations?: string[] }

/** Records the violations of every document of a page, or of every page of a context. */
export async function recordCspViolations(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const seen: string[] = []
    ;(window as Recorded).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}${e.sample ? ` "${e.sample}"` : ''} (${e.sourceFile || 'document'}:${e.lineNumber})`,
      )
    })
  })
}

/** The violations the page's current document has met so far (after `recordCspViolations`). */
export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as Recorded).__cspViolations ?? [])
