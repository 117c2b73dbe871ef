/**
 * Build-time configuration: the environment overrides the defaults written in `content/site.json`.
 * SITE_URL is the canonical origin, BLOG_API_URL the shop API's origin, PORTAL_URL the customer
 * portal's origin (where the forms post), VITALS_URL where the optional web-vitals reporter sends its
 * beacons (no default: without it the reporter is never loaded).
 */
import { z } from 'zod'
import type { Site } from '../../content/config.ts'
import type { ContentProblem } from './formatIssues.ts'

/** The origins the built site uses; each without a trailing slash. */
export interface RuntimeConfig {
  siteUrl: string
  blogApiUrl: string
  portalUrl: string
  /** The full URL the web-vitals beacons are posted to, or null (no reporter). */
  vitalsUrl: string | null
}

const origin = z.url({ protocol: /^https?$/ })
const endpoint = z.url({ protocol: /^https?$/ })

/** Strips a trailing slash so `${origin}${path}` never doubles it. */
const trimSlash = (url: string) => url.replace(/\/+$/, '')

/** Resolves the configuration from the environment and `site.json`, or says which variable is wrong. */
export function resolveConfig(site: Site, env: NodeJS.ProcessEnv = process.env): { config: RuntimeConfig; problems: ContentProblem[] } {
  const problems: ContentProblem[] = []
  const pick = (name: string, fallback: string) => {
    const value = env[name]?.trim()
    if (!value) return trimSlash(fallback)
    if (!origin.safeParse(value).success) {
      problems.push({ file: 'environment', field: name, expected: 'an absolute http(s) URL such as https://www.example.com', found: JSON.stringify(value) })
      return trimSlash(fallback)
    }
    return trimSlash(value)
  }
  /** An optional full URL (a path is allowed): null when unset. */
  const pickEndpoint = (name: string) => {
    const value = env[name]?.trim()
    if (!value) return null
    if (endpoint.safeParse(value).success) return value
    problems.push({ file: 'environment', field: name, expected: 'an absolute http(s) URL such as https://vitals.example.com/collect, or nothing', found: JSON.stringify(value) })
    return null
  }
  const config = {
    siteUrl: pick('SITE_URL', site.siteUrl),
    blogApiUrl: pick('BLOG_API_URL', site.blogApiOrigin),
    portalUrl: pick('PORTAL_URL', site.portal.origin),
    vitalsUrl: pickEndpoint('VITALS_URL'),
  }
  return { config, problems }
}
