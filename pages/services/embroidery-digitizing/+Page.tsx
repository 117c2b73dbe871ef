import Intro from '../../../content/sections/embroidery-digitizing-intro.mdx'
import { ServicePage } from '../../../components/ServicePage'

export default function Page() {
  return <ServicePage intro={<Intro />} />
}
