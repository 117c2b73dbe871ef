/**
 * Build-time configuration: the environment overrides the defaults written in `content/site.json`.
 * SITE_URL is the canonical origin, BLOG_API_URL the shop API's origin, PORTAL_URL the customer
 * portal's origin (its links, and where the intake delivers leads), VITALS_URL where the optional web-vitals reporter sends its
 * beacons (no default: without it the reporter is never loaded), EDITOR_URL the origin of the writers'
 * editor (its own Pages project; the site's /admin/ redirects there), TURNSTILE_SITE_KEY the key of
 * the lead forms' challenge (none: no challenge).
 *
 * Every URL must be https: the forms post personal data and attachments to the portal, and the CSP
 * allows what these name. Plain http is accepted only for this machine (localhost, 127.0.0.1, [::1]),
 * where `npm start` and the tests run their stand-ins.
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
  /** Turnstile's site key, where the lead forms ask for its challenge; none when unset. */
  turnstileSiteKey?: string | null
}

const origin = z.url({ protocol: /^https?$/ })
const endpoint = z.url({ protocol: /^https?$/ })

/** Strips a trailing slash so `${origin}${path}` never doubles it. */
const trimSlash = (url: string) => url.replace(/\/+$/, '')

/** The hosts a build may name over plain http: this machine. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Whether a URL would be reached in cleartext from a visitor's browser (http, not on this machine). */
export const isCleartext = (url: string) => {
  const { protocol, hostname } = new URL(url)
  return protocol === 'http:' && !LOCAL_HOSTS.has(hostname)
}

const HTTPS_EXPECTED = 'an https:// URL (plain http only for localhost, 127.0.0.1 or [::1])'

/**
 * The editor's origin when EDITOR_URL is not set: `editor.` in front of the site's host without its
 * `www.` (https://www.example.com -> https://editor.example.com); for a site on this machine, the
 * site's port + 2, where `npm start` serves the editor.
 */
export const defaultEditorUrl = (siteUrl: string) => {
  const url = new URL(siteUrl)
  if (LOCAL_HOSTS.has(url.hostname))
    return `${url.protocol}//${url.hostname}:${Number(url.port || (url.protocol === 'https:' ? 443 : 80)) + 2}`
  return `${url.protocol}//editor.${url.host.replace(/^www\./, '')}`
}

/** Resolves the configuration from the environment and `site.json`, or says which variable is wrong. */
export function resolveConfig(
  site: Site,
  env: NodeJS.ProcessEnv = process.env,
): { config: RuntimeConfig; editorUrl: string; problems: ContentProblem[] } {
  const problems: ContentProblem[] = []
  /** Names a cleartext URL: the variable when it came from the environment, else the field of site.json. */
  const requireHttps = (url: string, name: string, fromEnv: boolean, field: string) => {
    if (isCleartext(url))
      problems.push({
        file: fromEnv ? 'environment' : 'content/site.json',
        field: fromEnv ? name : field,
        expected: HTTPS_EXPECTED,
        found: JSON.stringify(url),
      })
  }
  /** `field` is the default's field in site.json; null for a default derived from another value (checked there). */
  const pick = (name: string, fallback: string, field: string | null) => {
    const value = env[name]?.trim()
    if (value && !origin.safeParse(value).success) {
      problems.push({
        file: 'environment',
        field: name,
        expected: 'an absolute https URL such as https://www.example.com',
        found: JSON.stringify(value),
      })
      return trimSlash(fallback)
    }
    const url = trimSlash(value || fallback)
    if (value || field) requireHttps(url, name, Boolean(value), field ?? name)
    return url
  }
  /** An optional full URL (a path is allowed): null when unset. */
  const pickEndpoint = (name: string) => {
    const value = env[name]?.trim()
    if (!value) return null
    if (!endpoint.safeParse(value).success) {
      problems.push({
        file: 'environment',
        field: name,
        expected: 'an absolute https URL such as https://vitals.example.com/collect, or nothing',
        found: JSON.stringify(value),
      })
      return null
    }
    requireHttps(value, name, true, name)
    return value
  }
  /** An optional site key of a challenge (Turnstile's): letters, digits, `_` and `-`. */
  const pickSiteKey = (name: string) => {
    const value = env[name]?.trim()
    if (!value) return null
    if (/^[\w-]{10,100}$/.test(value)) return value
    problems.push({
      file: 'environment',
      field: name,
      expected: "Turnstile's site key, such as 0x4AAAAAAAB1c2d3E4f5G6h7, or nothing",
      found: JSON.stringify(value),
    })
    return null
  }
  const config = {
    siteUrl: pick('SITE_URL', site.siteUrl, 'siteUrl'),
    blogApiUrl: pick('BLOG_API_URL', site.blogApiOrigin, 'blogApiOrigin'),
    portalUrl: pick('PORTAL_URL', site.portal.origin, 'portal.origin'),
    vitalsUrl: pickEndpoint('VITALS_URL'),
    turnstileSiteKey: pickSiteKey('TURNSTILE_SITE_KEY'),
  }
  let editorUrl = pick('EDITOR_URL', defaultEditorUrl(config.siteUrl), null)
  // An origin: the editor is at its /admin/, and its sign-in compares origins.
  if (new URL(editorUrl).origin !== editorUrl) {
    problems.push({
      file: 'environment',
      field: 'EDITOR_URL',
      expected: "the editor's origin, without a path, such as https://editor.example.com",
      found: JSON.stringify(editorUrl),
    })
    editorUrl = new URL(editorUrl).origin
  }
  return { config, editorUrl, problems }
}
