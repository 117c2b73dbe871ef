import { PageBanner } from '../../components/PageBanner'

export default function Page() {
  return <PageBanner title="FAQ" crumbs={[{ label: 'Home', href: '/' }, { label: 'FAQ' }]} />
}
