import { PageBanner } from '../../components/PageBanner'

export default function Page() {
  return <PageBanner title="Embroidery Digitizing" crumbs={[{ label: 'Home', href: '/' }, { label: 'Embroidery Digitizing' }]} />
}
