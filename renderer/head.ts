/**
 * The head of the page being rendered: its `+head` setting resolved with the site's facts from
 * content (lib/head.ts). Also the `head` setting's type for Vike, and `withBrand` for page titles.
 */
import { config, site } from 'virtual:content'
import type { PageContext } from 'vike/types'
import { brandedTitle, resolveHead, type Head, type HeadInput } from '../lib/head'

/** The `+head` setting: fixed values, or computed from the page context (data-driven pages). */
export type HeadSetting = HeadInput | ((pageContext: PageContext) => HeadInput)

declare global {
  namespace Vike {
    interface Config {
      head?: HeadSetting
    }
    interface ConfigResolved {
      head?: HeadSetting
    }
  }
}

/** The head of a page, defaults filled in from content/site.json and the build's site URL. */
export function pageHead(pageContext: PageContext): Head {
  const setting = pageContext.config.head
  const input = (typeof setting === 'function' ? setting(pageContext) : setting) ?? {}
  return resolveHead(input, {
    site,
    siteUrl: config.siteUrl,
    path: pageContext.urlPathname,
    is404: pageContext.is404 ?? false,
  })
}

/** "Pricing" -> "Pricing | Northstitch", the brand from content/site.json. */
export const withBrand = (title: string): string => brandedTitle(title, site.brand)
