import { Blocks } from '../../components/blocks/Blocks'
import { useData, usePageContext } from '../../components/usePageContext'
import { pageInfoWords, siteUrl } from '../content/pageInfo'
import type { Data } from './+data'

/** /custom-patches and /custom-patches/{name}: the blocks of content/pages/custom-patches.mdx, with the chosen type. */
export default function Page() {
  const { blocks, route } = useData<Data>()
  const { urlPathname } = usePageContext()
  return <Blocks blocks={blocks} page={{ path: urlPathname, siteUrl, ui: pageInfoWords, route: { patches: route } }} />
}
