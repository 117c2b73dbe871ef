/** What the pages' components need of content on both sides (server and browser): the interface words of blocks, the site's origin. */
import { config, ui } from 'virtual:content'

export const pageInfoWords = { breadcrumb: ui.breadcrumb, blog: ui.blog, chunkError: ui.chunkError }
export const siteUrl = config.siteUrl
