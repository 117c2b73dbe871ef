import { PageBanner } from '../../components/PageBanner'

export default function Page() {
  return <PageBanner title="Pricing" crumbs={[{ label: 'Home', href: '/' }, { label: 'Pricing' }]} />
}
