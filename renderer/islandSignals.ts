/**
 * The names the boot script (boot.ts, inline in every page) and the islands loader (islands.ts) use
 * to speak to each other through the page: events on an island's element, and the attributes that
 * mark its state. Written once here, so the two sides cannot drift apart.
 */
export const islandEvents = {
  /** Asks for an island at once: the visitor tapped, typed or picked in it before it started. */
  wake: 'island:wake',
  /** The island has started: a tap kept for it can be replayed. */
  hydrated: 'island:hydrated',
  /** The island's code did not load: a kept tap is let go. */
  failed: 'island:failed',
} as const

export const islandMarks = {
  /** On an island that has started (and, once every island has, on `<html>`). */
  hydrated: 'data-hydrated',
  /** On an island whose code did not load: it keeps its prerendered HTML. */
  failed: 'data-failed',
  /** On an island asked for before the loader ran (the loader starts it as soon as it does). */
  wake: 'data-wake',
} as const
