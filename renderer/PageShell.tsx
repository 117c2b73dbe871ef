/**
 * The React tree of every page: context, layout, and the page inside an error boundary; a second
 * boundary around the layout, so an error in the header or footer shows the same error screen
 * instead of an empty page.
 */
import { useEffect } from 'react'
import type { PageContext } from 'vike/types'
import { ErrorBoundary } from '../components/ErrorBoundary'
import { startVitals } from './startVitals'
import { frame } from './frame'
import { Layout } from './Layout'
import { PageContextProvider } from '../components/usePageContext'
import './styles.css'

export function PageShell({ pageContext }: { pageContext: PageContext }) {
  const { Page } = pageContext
  // Hydrated: the boot script (generator/output/bootScript.ts) replays taps it kept, and tests can wait for html[data-hydrated].
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '')
    window.dispatchEvent(new Event('app:hydrated'))
    startVitals()
  }, [])
  return (
    <PageContextProvider pageContext={pageContext}>
      <ErrorBoundary key={pageContext.urlPathname} words={frame.ui.error}>
        <Layout frame={frame} urlPathname={pageContext.urlPathname}>
          {/* Keyed by URL so an error on one page does not stick after navigating away. */}
          <ErrorBoundary key={pageContext.urlPathname} words={frame.ui.error}>
            {Page ? <Page /> : null}
          </ErrorBoundary>
        </Layout>
      </ErrorBoundary>
    </PageContextProvider>
  )
}
