/**
 * A lazily loaded part of a component through `loadChunk`: its module once loaded, whether it
 * failed, and `load` to request it (again, after a failure: the retry button of `<ChunkError>`).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { loadChunk } from '../lib/loadChunk'

export interface Chunk<T> {
  /** The loaded module, or null until it has loaded. */
  module: T | null
  /** True after a failure or time-out, until the next `load()`. */
  failed: boolean
  /** Requests the module; does nothing while it is loading or once it has loaded. */
  load: () => void
}

/**
 * @param importer - the `import()`, defined outside the component so it stays the same function
 * @param options.eager - load once the component has mounted (after hydration) instead of on demand
 */
export function useChunk<T>(importer: () => Promise<T>, { eager = false }: { eager?: boolean } = {}): Chunk<T> {
  const [state, setState] = useState<{ module: T | null; failed: boolean }>({ module: null, failed: false })
  const busy = useRef(false)
  const done = useRef(false)
  const mounted = useRef(true)

  const load = useCallback(() => {
    if (busy.current || done.current) return
    busy.current = true
    setState({ module: null, failed: false })
    loadChunk(importer).then(
      (module) => {
        done.current = true
        if (mounted.current) setState({ module, failed: false })
      },
      (error: Error) => {
        // The spec's "chunk-load error": in the console for whoever investigates, and on the page.
        console.error(`[chunk] ${error.message}`)
        if (mounted.current) setState({ module: null, failed: true })
      },
    ).finally(() => (busy.current = false))
  }, [importer])

  useEffect(() => {
    mounted.current = true
    if (eager) load()
    return () => {
      mounted.current = false
    }
  }, [eager, load])

  return { ...state, load }
}
