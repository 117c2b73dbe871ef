/**
 * The React tree of every page, drawn on the server only: the page context for the page's components,
 * and the layout around the page. What acts in the browser is in islands (components/Island.tsx).
 */
import type { PageContext } from 'vike/types'
import { frame } from './frame'
import { Layout } from './Layout'
import { PageContextProvider } from '../components/usePageContext'

export function PageShell({ pageContext }: { pageContext: PageContext }) {
  const { Page } = pageContext
  return (
    <PageContextProvider pageContext={pageContext}>
      <Layout frame={frame} urlPathname={pageContext.urlPathname}>
        {Page ? <Page /> : null}
      </Layout>
    </PageContextProvider>
  )
}
