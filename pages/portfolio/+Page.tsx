import { PageBanner } from '../../components/PageBanner'

export default function Page() {
  return <PageBanner title="Recent project" crumbs={[{ label: 'Home', href: '/' }, { label: 'Recent project' }]} />
}
