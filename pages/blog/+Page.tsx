import { PageBanner } from '../../components/PageBanner'

export default function Page() {
  return <PageBanner title="Blog View" crumbs={[{ label: 'Home', href: '/' }, { label: 'Blog View' }]} />
}
