// Types of the modules served by generator/content/contentPlugin.ts.
declare module 'virtual:content' {
  export const site: import('../../content/config').Site
  export const portfolio: import('../../content/config').PortfolioItem[]
  export const patches: import('../../content/config').Patch[]
  export const faq: import('../../content/config').FaqEntry[]
  export const testimonials: import('../../content/config').Testimonial[]
  export const services: import('../../content/config').Services
  /** What the quote form needs of services.json: its options with their estimate prices, and the brief's lists. */
  export const quoteForm: import('../../lib/quoteForm').QuoteFormData
  export const redirects: Record<string, string>
  export const navigation: import('../../content/config').Navigation
  export const ui: import('../../content/config').Ui
  export const config: import('./resolveConfig').RuntimeConfig
}
declare module 'virtual:content-pages' {
  export const pages: import('../../lib/contentPage').ContentPage[]
}
