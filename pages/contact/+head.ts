import { withBrand, type HeadInput } from '../../renderer/head'

export default {
  title: withBrand('Contact Us'),
  description: 'Get a free quote for embroidery digitizing, vector conversion or custom patches. Call, e-mail or send your artwork from Brooklyn, NY.',
} satisfies HeadInput
