import { Blocks } from '../../components/blocks/Blocks'
import { useData, usePageContext } from '../../components/usePageContext'
import { pageInfoWords, siteUrl } from '../content/pageInfo'
import type { Data } from './+data'

/** /blog/{slug}: the blocks of content/pages/blog/[slug].mdx, with the post. */
export default function Page() {
  const { blocks, route } = useData<Data>()
  const { urlPathname } = usePageContext()
  return <Blocks blocks={blocks} page={{ path: urlPathname, siteUrl, ui: pageInfoWords, route: { blogPost: route } }} />
}
