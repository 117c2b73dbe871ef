import type { PageContext } from 'vike/types'
import { ui } from 'virtual:content'
import type { HeadInput } from '../../lib/head'

// The heads of the 404 page and of the error screen: content/ui.json.
export default (pageContext: PageContext): HeadInput =>
  pageContext.is404
    ? { title: ui.notFound.title, description: ui.notFound.description, noindex: true }
    : { title: ui.error.title, description: ui.error.description, noindex: true }
