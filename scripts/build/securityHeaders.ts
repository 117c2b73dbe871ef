/**
 * The security headers of every response, built from the configured origins: the site itself, the
 * shop API (blog data and banner images), the customer portal (where forms post) and the video host
 * (the embed opened by "Play Video") and, when VITALS_URL is set, the web-vitals endpoint (beacons are
 * governed by connect-src).
 */
import type { RuntimeConfig } from '../../content/resolveConfig'
import type { HeaderRule } from './hostRules'

/** The origin of a URL, e.g. "https://www.youtube-nocookie.com". */
const originOf = (url: string) => new URL(url).origin

/** The Content-Security-Policy value for the configured origins. */
export function contentSecurityPolicy(config: RuntimeConfig, videoUrl: string): string {
  const api = originOf(config.blogApiUrl)
  const portal = originOf(config.portalUrl)
  const vitals = config.vitalsUrl ? ` ${originOf(config.vitalsUrl)}` : ''
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${api}`,
    "font-src 'self'",
    `connect-src 'self' ${api}${vitals}`,
    `frame-src ${originOf(videoUrl)}`,
    `form-action 'self' ${portal}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ')
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
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(config, videoUrl),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
        'X-Frame-Options': 'DENY',
        // HTTPS only, for two years, subdomains included (the host serves every name over HTTPS).
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      },
    },
    { pattern: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    { pattern: '/images/*', headers: { 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' } },
  ]
}
