import { PageBanner } from '../../components/PageBanner'

export default function Page() {
  return <PageBanner title="our services" crumbs={[{ label: 'Home', href: '/' }, { label: 'our services' }]} />
}
