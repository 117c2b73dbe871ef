import type { PageContext } from 'vike/types'
import type { HeadInput } from '../../lib/head'
import type { Data } from './+data'

// Built with the page in +data.ts (designedPage.ts), from its frontmatter.
export default (pageContext: PageContext): HeadInput => (pageContext.data as Data).head
