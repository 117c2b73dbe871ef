import { PageBanner } from '../../components/PageBanner'

export default function Page() {
  return <PageBanner title="Blogs" crumbs={[{ label: 'Home', href: '/' }, { label: 'Blogs' }]} />
}
