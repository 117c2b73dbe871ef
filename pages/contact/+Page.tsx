import { PageBanner } from '../../components/PageBanner'

export default function Page() {
  return <PageBanner title="Contact Us" crumbs={[{ label: 'Home', href: '/' }, { label: 'Contact Us' }]} />
}
