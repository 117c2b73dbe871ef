/**
 * The spec's default error screen (point 8, "Unhandled application error"): the heading
 * 'Unexpected Application Error!' and the error's message. Only the message: a stack trace tells a
 * visitor nothing and shows the code's structure to anyone.
 */

/** The words of the screen (content/ui.json `error`): its heading, and the message when the error has none. */
export interface ErrorWords {
  heading: string
  fallback: string
}

/** The message of whatever was thrown: an Error's message, a thrown string, or the fallback words. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return fallback
}

export function ErrorScreen({ error, words }: { error: unknown; words: ErrorWords }) {
  return (
    <section className="error-screen" role="alert">
      <h1>{words.heading}</h1>
      <p className="error-screen__message">{errorMessage(error, words.fallback)}</p>
    </section>
  )
}
