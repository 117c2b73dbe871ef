import { withBrand, type HeadInput } from '../../renderer/head'

export default {
  title: withBrand('Embroidery Digitizing, Vector Art & Custom Patches'),
  description: 'Hand-made embroidery digitizing, vector conversion and custom patches from Brooklyn, NY. Files in 5 to 10 hours from $10. Get a free quote today.',
} satisfies HeadInput
