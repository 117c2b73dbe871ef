/**
 * The spec's default error screen (point 8, "Unhandled application error"): the heading
 * 'Unexpected Application Error!' and the error's message. Only the message: a stack trace tells a
 * visitor nothing and shows the code's structure to anyone.
 */

/** The message of whatever was thrown: an Error's message, a thrown string, or nothing useful. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return 'Something went wrong while loading this page.'
}

export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <section className="error-screen" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className="error-screen__message">{errorMessage(error)}</p>
    </section>
  )
}
