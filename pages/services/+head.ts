import { withBrand, type HeadInput } from '../../renderer/head'

export default {
  title: withBrand('Our Services'),
  description: 'Embroidery digitizing, vector conversion, photo to vector illustration and line art, with fixed prices and 5 to 10 hour turnaround.',
} satisfies HeadInput
