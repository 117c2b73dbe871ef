import { PageBanner } from '../../components/PageBanner'

export default function Page() {
  return <PageBanner title="About us" crumbs={[{ label: 'Home', href: '/' }, { label: 'About us' }]} />
}
