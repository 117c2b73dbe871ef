// The page context as this site's renderer uses it. https://vike.dev/pageContext#typescript
declare global {
  namespace Vike {
    interface PageContext {
      Page?: () => React.JSX.Element
    }
  }
}
export {}
