import { ui } from 'virtual:content'
import { ErrorScreen } from '../../components/ErrorScreen'
import { usePageContext } from '../../components/usePageContext'

/**
 * The 404 page, and the default error screen when Vike renders this page for an error: one thrown
 * while rendering a page (`errorWhileRendering`, on the server) or an abort with a reason
 * (`throw render(500, 'reason')`, https://vike.dev/render). An island that fails as it renders or
 * hydrates in the browser shows the same screen in its place, from its error boundary
 * (components/IslandRoot.tsx). The words are content/ui.json's (`notFound`, `error`).
 */
export default function Page() {
  const { is404, abortReason, errorWhileRendering } = usePageContext()
  if (is404) {
    return (
      <section className="error-screen not-found">
        <h1 className="not-found__code">{ui.notFound.code}</h1>
        <p className="not-found__text">{ui.notFound.text}</p>
        <a className="btn btn--accent" href={ui.notFound.action.href}>
          {ui.notFound.action.label}
        </a>
      </section>
    )
  }
  return <ErrorScreen error={errorWhileRendering ?? abortReason} words={ui.error} />
}
