import type { PageContext } from 'vike/types'
import type { HeadInput } from '../../lib/head'
import type { Data } from './+data'

export default (pageContext: PageContext): HeadInput => {
  const { title, description, keywords, canonical, image } = pageContext.data as Data
  return { title, description, keywords, canonical, image }
}
