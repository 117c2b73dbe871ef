import Intro from '../../../content/sections/embroidery-digitizing-intro.mdx'
import { ServicePage } from '../ServicePage'

export default function Page() {
  return <ServicePage intro={<Intro />} />
}
