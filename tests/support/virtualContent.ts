/**
 * `virtual:content` for unit tests, which run without the site's Vite plugins: the same values the
 * build serves (generator/content/contentPlugin.ts `collectionValues`), from the repository's content.
 * tests/vitest.config.ts maps the module name here.
 */
import path from 'node:path'
import { collectionValues, loadContentOrThrow } from '../../generator/content/contentPlugin'

const values = collectionValues(await loadContentOrThrow(path.resolve(import.meta.dirname, '../..')))

export const { site, portfolio, patches, faq, testimonials, services, quoteForm, redirects, navigation, ui, config } =
  values as typeof import('virtual:content')
