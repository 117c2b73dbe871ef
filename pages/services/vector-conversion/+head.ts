import { withBrand, type HeadInput } from '../../../renderer/head'

export default {
  title: withBrand('Vector Conversion Services'),
  description: 'Raster to vector conversion, logo vectorization, line art and photo to vector illustration. From $15 with free color separation.',
} satisfies HeadInput
