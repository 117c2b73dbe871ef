import { withBrand, type HeadInput } from '../../renderer/head'

export default {
  title: withBrand('Blog View'),
  description: 'Read tips and guides on embroidery digitizing, vector art and custom patches from the Northstitch team of digitizers and designers.',
  image: '/images/og/blog.jpg',
} satisfies HeadInput
