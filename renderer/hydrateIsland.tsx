/**
 * Hydrates one React island (loaded with `import()` by renderer/islands.ts, so React reaches only the
 * pages that have one): the island's element is its root, with the id prefix it was drawn with, in a
 * transition so React yields to the browser between slices. Resolves once the island has hydrated and
 * has taken over what the visitor entered before (restoreInputs.ts).
 */
import { startTransition, type ComponentType, type FunctionComponent } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { ErrorWords } from '../components/ErrorScreen'
import { IslandRoot } from '../components/IslandRoot'
import { restoreInputs } from './restoreInputs'

export function hydrateIsland(
  element: HTMLElement,
  island: FunctionComponent<never>,
  props: object,
  prefix: string,
  words: ErrorWords,
): Promise<void> {
  const Component = island as ComponentType<object>
  // What the visitor entered before the island's code arrived: React starts from the drawn values.
  const entered = restoreInputs(element)
  // Handed over once React has finished committing, not from within its effects: a change event then
  // updates a controlled field at once, as the visitor's own typing does, instead of React writing its
  // drawn value back into the field for a moment (which would drop the visitor's caret and selection).
  return new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot words={words} onHydrated={resolve}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: prefix },
      )
    })
  }).then(entered)
}
