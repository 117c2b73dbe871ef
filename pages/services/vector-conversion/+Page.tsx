import Intro from '../../../content/sections/vector-conversion-intro.mdx'
import { ServicePage } from '../ServicePage'

export default function Page() {
  return <ServicePage intro={<Intro />} />
}
