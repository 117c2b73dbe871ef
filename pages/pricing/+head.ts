import { withBrand, type HeadInput } from '../../renderer/head'

export default {
  title: withBrand('Pricing'),
  description: 'Clear prices for embroidery digitizing from $10, vector conversion from $15 and custom patches priced by type, size and design.',
} satisfies HeadInput
