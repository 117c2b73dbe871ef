// https://vike.dev/head-setting
import type { PageContext } from 'vike/types'
import type { HeadInput } from '../../lib/head'
import type { Data } from './+data'

// Built in +data.ts from content/pages/blogs.mdx and the category.
export default (pageContext: PageContext): HeadInput => (pageContext.data as Data).head
