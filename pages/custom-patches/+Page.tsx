import { patches } from 'virtual:content'
import { PageBanner } from '../../components/PageBanner'
import { usePageContext } from '../../renderer/usePageContext'

export default function Page() {
  const { routeParams } = usePageContext()
  const name = routeParams.name || 'custom-patches'
  const patch = patches.find((p) => p.slug === name)
  return <PageBanner title={patch?.name ?? 'Custom Patches'} crumbs={[{ label: 'Home', href: '/' }, { label: 'Custom Patches', href: '/custom-patches' }, { label: name.replace(/-/g, ' ') }]} />
}
