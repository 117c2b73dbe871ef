// The page context as this site's renderer uses it. https://vike.dev/pageContext#typescript
declare global {
  namespace Vike {
    interface PageContext {
      Page?: () => React.JSX.Element
      /** An MDX page's text as HTML, on the server only (pages/content/+onBeforeRender.ts). */
      contentHtml?: string
    }
  }
}
export {}
