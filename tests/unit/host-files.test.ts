/** The host rules: written and read back the same way, and checked against Cloudflare Pages' grammar. */
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { leadCrons } from '../../lib/leads/leadCrons'
import { isOneSegmentBelow } from '../../lib/shellPages'
import redirects from '../../content/redirects.json'
import {
  formatHeaders,
  formatRedirects,
  parseHeaders,
  parseRedirects,
  redirectProblems,
  type HeaderRule,
  type RedirectRule,
} from '../../generator/output/hostRules'
import { contentSecurityPolicy, headerRules } from '../../generator/output/securityHeaders'

const config = {
  siteUrl: 'https://www.example.com',
  blogApiUrl: 'https://shop.example.com/',
  portalUrl: 'https://portal.example.com',
  vitalsUrl: null,
}

describe('host rules', () => {
  it('round-trip through the _redirects and _headers formats', () => {
    const rules: RedirectRule[] = [
      { from: '/default.asp', to: '/', status: 301 },
      { from: '/old', to: '/new', status: 308 },
    ]
    expect(parseRedirects(formatRedirects(rules))).toEqual(rules)
    const headers: HeaderRule[] = [
      {
        pattern: '/*',
        headers: {
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'self'; img-src 'self' data:",
        },
      },
      { pattern: '/admin/*', headers: { '! Content-Security-Policy': '', 'X-Robots-Tag': 'noindex' } },
    ]
    expect(formatHeaders(headers)).toContain('\n  ! Content-Security-Policy\n')
    expect(parseHeaders(formatHeaders(headers))).toEqual(headers)
  })

  it('accept the legacy redirects of content/redirects.json as the host would', () => {
    const rules = Object.entries(redirects).map(([from, to]) => ({ from, to, status: 301 as const }))
    expect(redirectProblems(rules)).toEqual([])
  })

  it('report what the host rejects: a 404 status and a rewrite onto its own pattern', () => {
    const bad = [
      { from: '/x', to: '/404.html', status: 404 },
      { from: '/blog/*', to: '/blog/__shell/index.html', status: 200 },
      { from: '/a', to: 'b', status: 301 },
    ] as unknown as RedirectRule[]
    expect(redirectProblems(bad)).toEqual([
      '/x  /404.html  404: status 404 is not one of 301, 302, 303, 307, 308',
      '/blog/*  /blog/__shell/index.html  200: status 200 is not one of 301, 302, 303, 307, 308',
      '/blog/*  /blog/__shell/index.html  200: the host drops it as an infinite loop (its target matches its own pattern)',
      '/a  b  301: the target must start with "/" or "https://"',
    ])
  })

  it('serve a shell for one path segment below its prefix only', () => {
    expect(isOneSegmentBelow('/blog', '/blog/new-post')).toBe(true)
    expect(isOneSegmentBelow('/blog', '/blog/new-post/')).toBe(true)
    expect(isOneSegmentBelow('/blog', '/blog')).toBe(false)
    expect(isOneSegmentBelow('/blog', '/blog/a/b')).toBe(false)
    expect(isOneSegmentBelow('/blog', '/blogs/x')).toBe(false)
  })

  it('build a CSP from the configured origins, and send HSTS everywhere', () => {
    const csp = contentSecurityPolicy(config, 'https://www.youtube-nocookie.com/embed/x')
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';/)
    expect(csp).toContain("connect-src 'self' https://shop.example.com")
    // The forms post to the site's own intake; the portal is reached by the Worker, never by a form.
    expect(csp).toContain("form-action 'self';")
    expect(csp).not.toContain('portal.example.com')
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com')
    expect(csp).toContain("frame-ancestors 'none'")
    const all = headerRules(config, 'https://www.youtube-nocookie.com/embed/x').find((r) => r.pattern === '/*')!
    expect(all.headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8}; includeSubDomains$/)
  })

  it('let the web-vitals beacons through connect-src only when VITALS_URL is set', () => {
    const video = 'https://www.youtube-nocookie.com/embed/x'
    expect(contentSecurityPolicy(config, video)).toContain("connect-src 'self' https://shop.example.com;")
    expect(contentSecurityPolicy({ ...config, vitalsUrl: 'https://rum.example.org/collect' }, video)).toContain(
      "connect-src 'self' https://shop.example.com https://rum.example.org;",
    )
  })
})

describe("the lead Worker's schedule", () => {
  it('is the Cron Triggers worker/wrangler.toml lists, which the Worker and the local runtime read from lib/leads/leadCrons.ts', () => {
    const toml = fs.readFileSync(new URL('../../worker/wrangler.toml', import.meta.url), 'utf8')
    // A TOML array of basic strings is written as JSON writes one.
    const listed = /^crons\s*=\s*(\[.*\])\s*$/m.exec(toml)?.[1]
    expect(listed, 'worker/wrangler.toml has no crons = [...] line under [triggers]').toBeDefined()
    expect((JSON.parse(listed!) as string[]).toSorted()).toEqual(Object.values(leadCrons).toSorted())
  })
})
