import { usePageContext } from '../../renderer/usePageContext'

/** The 404 page, and the default error screen for a failure while rendering on the server. */
export default function Page() {
  const { is404, abortReason } = usePageContext()
  if (is404) {
    return (
      <section className="error-screen not-found">
        <h1 className="not-found__code">404</h1>
        <p className="not-found__text">Opps! This Page cannot be found</p>
        <a className="btn btn--accent" href="/">
          Go To Home
        </a>
      </section>
    )
  }
  return (
    <section className="error-screen" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className="error-screen__message">{typeof abortReason === 'string' ? abortReason : 'Something went wrong while loading this page.'}</p>
    </section>
  )
}
