/**
 * What a visitor sees in place of a lazily loaded part that did not load (spec point 8, "chunk-load
 * error"): what is missing, and a button that tries again. The rest of the page keeps working.
 */
import './ChunkError.css'

export function ChunkError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="chunk-error" role="alert">
      <p className="chunk-error__text">
        <strong>{what} could not be loaded.</strong> Check your connection and try again.
      </p>
      <button type="button" className="btn btn--dark btn--small" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}
