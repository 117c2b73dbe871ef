/**
 * What a visitor sees in place of a lazily loaded part that did not load (spec point 8, "chunk-load
 * error"): what is missing, and a button that tries again. The rest of the page keeps working. Drawn
 * hidden, in a `[data-chunk-error]` element beside the part: the framework-free code that loads the
 * part shows it and wires its button (`offerRetry`, lib/loadChunk.ts).
 */
import type { Ui } from '../content/config'
import { fillWords } from '../lib/fillWords'
import './ChunkError.css'

export function ChunkError({ what, words }: { what: string; words: Ui['chunkError'] }) {
  return (
    <div data-chunk-error hidden>
      <div className="chunk-error" role="alert">
        <p className="chunk-error__text">
          <strong>{fillWords(words.failed, { what })}</strong> {words.advice}
        </p>
        <button type="button" className="btn btn--dark btn--small">
          {words.retry}
        </button>
      </div>
    </div>
  )
}
