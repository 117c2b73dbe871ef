import { Blocks } from '../../components/blocks/Blocks'
import { useData, usePageContext } from '../../components/usePageContext'
import { pageInfoWords, siteUrl } from '../content/pageInfo'
import type { Data } from './+data'

/** /blogs and /blogs/{category}: the blocks of content/pages/blogs.mdx, with the posts. */
export default function Page() {
  const { blocks, route } = useData<Data>()
  const { urlPathname } = usePageContext()
  return <Blocks blocks={blocks} page={{ path: urlPathname, siteUrl, ui: pageInfoWords, route: { blogList: route } }} />
}
