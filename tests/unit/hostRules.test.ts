/** The host rules: written and read back the same way, matched like static hosts match them. */
import { describe, expect, it } from 'vitest'
import { formatHeaders, formatRedirects, matchPattern, parseHeaders, parseRedirects, shellRewrites } from '../../scripts/build/hostRules'
import { contentSecurityPolicy } from '../../scripts/build/securityHeaders'

describe('host rules', () => {
  it('round-trip through the _redirects and _headers formats', () => {
    const rules = [{ from: '/default.asp', to: '/', status: 301 as const }, ...shellRewrites]
    expect(parseRedirects(formatRedirects(rules))).toEqual(rules)
    const headers = [{ pattern: '/*', headers: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'self'; img-src 'self' data:" } }]
    expect(parseHeaders(formatHeaders(headers))).toEqual(headers)
  })

  it('match splats and placeholders, and nothing else', () => {
    expect(matchPattern('/blog/*', '/blog/new-post')).toEqual({ splat: 'new-post' })
    expect(matchPattern('/blog/:slug/index.pageContext.json', '/blog/a-b/index.pageContext.json')).toEqual({ slug: 'a-b' })
    expect(matchPattern('/blog/:slug/index.pageContext.json', '/blog/a/b/index.pageContext.json')).toBeNull()
    expect(matchPattern('/default.asp', '/defaultXasp')).toBeNull()
    expect(matchPattern('/*', '/anything/at/all')).not.toBeNull()
  })

  it('build a CSP from the configured origins', () => {
    const csp = contentSecurityPolicy({ siteUrl: 'https://www.example.com', blogApiUrl: 'https://shop.example.com/', portalUrl: 'https://portal.example.com' }, 'https://www.youtube-nocookie.com/embed/x')
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("connect-src 'self' https://shop.example.com")
    expect(csp).toContain("form-action 'self' https://portal.example.com")
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com')
    expect(csp).toContain("frame-ancestors 'none'")
  })
})
