import { faq } from 'virtual:content'
import type { HeadInput } from '../../lib/head'
import { withBrand } from '../../renderer/head'

export default {
  title: withBrand('Frequently Asked Questions'),
  description: 'Answers about embroidery digitizing costs, turnaround, file formats, revisions and how to order from Northstitch in Brooklyn, NY.',
  // Every question and answer as schema.org FAQPage data, from the same faq.json the page shows.
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faq.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    },
  ],
} satisfies HeadInput
