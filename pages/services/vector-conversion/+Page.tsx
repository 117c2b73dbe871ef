import { PageBanner } from '../../../components/PageBanner'

export default function Page() {
  return <PageBanner title="Vector Conversion" crumbs={[{ label: 'Home', href: '/' }, { label: 'Vector Conversion' }]} />
}
