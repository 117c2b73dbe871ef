import type { PageContext } from 'vike/types'
import type { HeadInput } from '../../renderer/head'
import type { Data } from './+data'

// Built with the post in +data.ts (components/blog/postHead.ts), so the page's bundle carries no head builder.
export default (pageContext: PageContext): HeadInput => (pageContext.data as Data).head
