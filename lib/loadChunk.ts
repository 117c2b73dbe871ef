/**
 * Every lazily loaded part of the site (the video dialog, the review carousel, the blog's refresh
 * layer, the web-vitals reporter) is requested through `loadChunk`, so each gets the spec's limit and
 * the same error: a chunk that fails to download, or has not arrived after 120 s, rejects with a
 * `ChunkLoadError` (spec point 8, "chunk-load error"). Components show it with `useChunk` and
 * `<ChunkError>`.
 */

/** Spec point 9: a script chunk that has not loaded after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000

/** A script chunk that failed to load or did not load in time. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
}

/**
 * Runs `load` (an `import()`), rejecting with a `ChunkLoadError` when it fails or takes longer than
 * `CHUNK_TIMEOUT_MS`. A call after a failure tries again.
 *
 * @param load - the import, e.g. `() => import('./mountTestimonialSwiper')`
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`a script chunk did not load within ${CHUNK_TIMEOUT_MS / 1000} s`)),
      CHUNK_TIMEOUT_MS,
    )
    Promise.resolve()
      .then(load)
      .then(resolve, (error: unknown) =>
        reject(
          new ChunkLoadError(
            `a script chunk failed to load (${error instanceof Error ? error.message : String(error)})`,
            { cause: error },
          ),
        ),
      )
      .finally(() => clearTimeout(timer))
  })
}

/**
 * Shows a part's chunk-load message (a hidden `[data-chunk-error]`, components/ChunkError.tsx); its
 * button hides it again and runs `retry`. A part without the message shows nothing.
 */
export function offerRetry(message: HTMLElement | null, retry: () => void): void {
  if (!message) return
  message.hidden = false
  message.querySelector('button')?.addEventListener(
    'click',
    () => {
      message.hidden = true
      retry()
    },
    { once: true },
  )
}
