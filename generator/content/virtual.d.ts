// Types of the modules served by content/contentPlugin.ts.
declare module 'virtual:content' {
  export const site: import('./config').Site
  export const portfolio: import('./config').PortfolioItem[]
  export const patches: import('./config').Patch[]
  export const faq: import('./config').FaqEntry[]
  export const testimonials: import('./config').Testimonial[]
  export const services: import('./config').Services
  /** What the quote form needs of services.json: its options with their estimate prices, and the brief's lists. */
  export const quoteForm: import('./quoteForm').QuoteFormData
  export const redirects: Record<string, string>
  export const config: import('./resolveConfig').RuntimeConfig
}
declare module 'virtual:content-pages' {
  export const pages: import('./loadContent').ContentPage[]
}
