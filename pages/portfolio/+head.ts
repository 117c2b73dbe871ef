import type { HeadInput } from '../../lib/head'
import { withBrand } from '../../renderer/head'

export default {
  title: withBrand('Portfolio'),
  description: 'Browse recent embroidery digitizing, vector conversion, line art, logo design and photo editing work by the Northstitch team.',
} satisfies HeadInput
