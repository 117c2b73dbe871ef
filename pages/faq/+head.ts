import { withBrand, type HeadInput } from '../../renderer/head'

export default {
  title: withBrand('Frequently Asked Questions'),
  description: 'Answers about embroidery digitizing costs, turnaround, file formats, revisions and how to order from Northstitch in Brooklyn, NY.',
} satisfies HeadInput
