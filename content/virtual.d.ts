// Types of the modules served by content/contentPlugin.ts.
declare module 'virtual:content' {
  export const site: import('./config').Site
  export const portfolio: import('./config').PortfolioItem[]
  export const patches: import('./config').Patch[]
  export const faq: import('./config').FaqEntry[]
  export const testimonials: import('./config').Testimonial[]
  export const services: import('./config').Services
  /** The quote form's service options (services.json `quoteServices`), without the rest of the file. */
  export const quoteServices: import('./config').Services['quoteServices']
  export const redirects: Record<string, string>
  export const config: import('./resolveConfig').RuntimeConfig
}
declare module 'virtual:content-pages' {
  export const pages: import('./loadContent').ContentPage[]
}
