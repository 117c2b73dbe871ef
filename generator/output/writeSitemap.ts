/**
 * `sitemap.xml` and `robots.txt` from what was actually prerendered: every page of the output that
 * is not marked noindex (404 and shells are) and whose canonical URL is its own. So a new MDX page or
 * blog post appears in the sitemap with no change to any other file.
 */
import fs from 'node:fs'
import path from 'node:path'
import { isNoindex, isOwnCanonical, readBuiltPages } from '../gates/builtPages'

/** URL paths of the indexable pages in a built client folder, sorted. */
export function indexablePaths(clientDir: string): string[] {
  return readBuiltPages(clientDir)
    .filter(({ html, urlPath }) => {
      if (urlPath === '/404.html' || isNoindex(html)) return false
      // A page whose canonical URL is another page (a second address of the same content) is left to that page.
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
      return !canonical || isOwnCanonical(canonical.replace(/&amp;/g, '&'), urlPath)
    })
    .map(({ urlPath }) => urlPath)
    .sort()
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** Writes sitemap.xml and robots.txt; returns the number of URLs. */
export function writeSitemap(clientDir: string, siteUrl: string): number {
  // Each segment as encodeURIComponent writes it, like the pages' own canonical links (`Vector%20Art`, `A%20%26%20B`).
  const encodePath = (p: string) => p.split('/').map(encodeURIComponent).join('/')
  const urls = indexablePaths(clientDir).map((p) => `  <url><loc>${escapeXml(siteUrl + encodePath(p))}</loc></url>`)
  fs.writeFileSync(
    path.join(clientDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  )
  fs.writeFileSync(path.join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`)
  return urls.length
}
