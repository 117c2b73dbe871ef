import { withBrand, type HeadInput } from '../../../renderer/head'

export default {
  title: withBrand('Embroidery Digitizing Services'),
  description: 'Hand-digitized embroidery files for caps, left chest, jacket backs, 3D puff, applique and more. From $10, delivered in 5 to 10 hours.',
} satisfies HeadInput
