import type { PageContext } from 'vike/types'
import type { HeadInput } from '../../lib/head'
import type { Data } from './+data'

// Built with the post in +data.ts (lib/blog/postHead.ts), so the page's bundle carries no head builder.
export default (pageContext: PageContext): HeadInput => (pageContext.data as Data).head
