import type { HeadInput } from '../../renderer/head'

export default {
  title: 'About Us',
  description: 'Meet the Brooklyn team of professional digitizers and designers behind Northstitch, creating stitch files and vector art since 2012.',
} satisfies HeadInput
