/**
 * The security headers of every response, built from the configured origins: the site itself (where
 * the forms post, to its intake), the shop API (blog data and banner images) and the video host
 * (the embed opened by "Play Video") and, when VITALS_URL is set, the web-vitals endpoint (beacons are
 * governed by connect-src), and Turnstile where TURNSTILE_SITE_KEY is set.
 */
import { HSTS } from '../../lib/functionHeaders'
import type { RuntimeConfig } from '../content/resolveConfig'
import { bootScriptHash } from './bootScript'
import type { HeaderRule } from './hostRules'

/** Where Turnstile's script and challenge come from. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

/** The origin of a URL, e.g. "https://www.youtube-nocookie.com". */
const originOf = (url: string) => new URL(url).origin

/** The Content-Security-Policy value for the configured origins. */
export function contentSecurityPolicy(config: RuntimeConfig, videoUrl: string): string {
  const api = originOf(config.blogApiUrl)
  const vitals = config.vitalsUrl ? ` ${originOf(config.vitalsUrl)}` : ''
  // Turnstile's script and its frame, where the lead forms ask for its challenge.
  const challenge = config.turnstileSiteKey ? ` ${TURNSTILE_ORIGIN}` : ''
  return [
    "default-src 'self'",
    // The site's own files, and the one inline script of every page: the boot script, by its hash.
    `script-src 'self' ${bootScriptHash}${challenge}`,
    "style-src 'self'",
    `img-src 'self' data: ${api}`,
    "font-src 'self'",
    `connect-src 'self' ${api}${vitals}`,
    `frame-src ${originOf(videoUrl)}${challenge}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** GitHub's API, where the editor reads and writes the repository once a writer has signed in. */
export const GITHUB_API = 'https://api.github.com'

/**
 * The Content-Security-Policy of the writers' editor (its own origin, at /admin/), as strict as Decap
 * CMS allows. Each relaxation against the site's policy is what Decap needs:
 *
 * - script-src 'self' only, as on the site: no inline script (the bundle is a file of this origin) and no
 *   eval. Decap would compile its configuration's check with ajv (`new Function`), gray-matter and
 *   @iarna/toml call eval and ts-invariant `Function`; the bundle gets stand-ins for them
 *   (editor/build/adminVite.ts) and sets zod to parse without compiling (editor/app/noEval.ts), and the
 *   editor's tests drive it under this policy and fail on any violation (tests/editor/).
 * - style-src 'unsafe-inline': Decap's interface is styled with emotion, which writes `<style>` elements
 *   at run time, and the preview pane receives the site's stylesheets as `<style>` text.
 * - img-src data: blob: and GitHub's avatars: the site's own stylesheet draws with data: SVGs (as on
 *   the site), the media library shows images as object URLs (blob:), and the signed-in writer's
 *   GitHub avatar is in the header.
 * - connect-src GitHub's API: the GitHub backend reads and writes the repository there. 'self' is the
 *   editor's configuration (/admin/config.json, fetched before Decap starts) and the local backend of
 *   `npm run editor` (same origin); blob: the page's own files, which Decap's backup of an unsaved
 *   entry reads back from their object URLs.
 * Everything else is closed: no frames (the preview pane is a srcdoc frame, which frame-src does not
 * govern), no form posts, no plugins, no framing by other sites, no base URL change.
 */
export function editorContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self'",
    `connect-src 'self' blob: ${GITHUB_API}`,
    "frame-src 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** The headers every response of the site and of the editor carries, besides their own policy. */
const commonHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  // HTTPS only, for two years, subdomains included (the host serves every name over HTTPS).
  'Strict-Transport-Security': HSTS,
}

/**
 * The `_headers` rules: security headers everywhere, long caching for fingerprinted assets (scripts,
 * styles, and the image variants in `/assets/images/`, named by their content's hash), and a day for
 * the logos and share images in `/images/` (their names do not change with their content),
 * revalidated in the background for a week after that.
 */
export function headerRules(config: RuntimeConfig, videoUrl: string): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: { 'Content-Security-Policy': contentSecurityPolicy(config, videoUrl), ...commonHeaders },
    },
    { pattern: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    { pattern: '/images/*', headers: { 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' } },
  ]
}

/**
 * The `_headers` rules of the editor's own project (dist/editor): its policy and the security headers
 * everywhere, never indexed (also a meta tag in editor/app/index.html and a robots.txt that disallows all),
 * long caching for its fingerprinted bundle, and its configuration revalidated on every visit.
 */
export function editorHeaderRules(): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: {
        'Content-Security-Policy': editorContentSecurityPolicy(),
        ...commonHeaders,
        'X-Robots-Tag': 'noindex',
      },
    },
    { pattern: '/admin/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    { pattern: '/admin/config.json', headers: { 'Cache-Control': 'no-cache' } },
  ]
}
