/**
 * What a visitor sees in place of a lazily loaded part that did not load (spec point 8, "chunk-load
 * error"): what is missing, and a button that tries again. The rest of the page keeps working.
 */
import type { Ui } from '../content/config'
import { fillWords } from '../lib/fillWords'
import './ChunkError.css'

/** `onRetry` is the retry; a markup-only message (drawn hidden for a framework-free module to show) has its button wired by that module. */
export function ChunkError({ what, words, onRetry }: { what: string; words: Ui['chunkError']; onRetry?: () => void }) {
  return (
    <div className="chunk-error" role="alert">
      <p className="chunk-error__text">
        <strong>{fillWords(words.failed, { what })}</strong> {words.advice}
      </p>
      <button type="button" className="btn btn--dark btn--small" onClick={onRetry}>
        {words.retry}
      </button>
    </div>
  )
}
