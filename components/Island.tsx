/**
 * An island: a part of a page that acts in the browser, while the rest of the page is HTML only
 * (docs/islands.md). `<Island component={QuoteForm} props={…} />` draws the component like any
 * other; in the built page it stands in its own element, with its props beside it, and the browser
 * hydrates that element alone (renderer/islands.ts), with React loaded only by pages that have one.
 *
 * While a page is prerendered, the island leaves a slot (renderer/islandHtml.tsx draws it apart,
 * with its own `useId` prefix, and puts it in place). Where there is no page render to collect it (the
 * editor's preview, a unit test) the component is simply drawn in place.
 *
 * Props must be JSON: they are written into the page and read back by the browser; the island is
 * drawn on the server from that JSON too, so both sides start from the same values.
 */
import { createContext, useContext, useId, type ComponentProps, type ComponentType } from 'react'
import type { IslandComponent } from './islands'

/** An island met while a page is prerendered. */
export interface IslandSlot {
  component: ComponentType<never>
  props: object
}

/** The slots of the page being prerendered, by key; none outside a page render. */
export const IslandSlots = createContext<Map<string, IslandSlot> | null>(null)

/** The placeholder a slot leaves in the page's HTML (renderer/islandHtml.tsx replaces it). */
export const slotHtml = (key: string) => `<div class="island" data-island-slot="${key}"></div>`

/** `component` must be listed in components/islands.ts (a component that is not is a type error), `props` are its own. */
export function Island<C extends IslandComponent>({ component, props }: { component: C; props: ComponentProps<C> }) {
  const slots = useContext(IslandSlots)
  const key = useId()
  const Component = component as ComponentType<object>
  if (!slots) return <Component {...(props as object)} />
  slots.set(key, { component: Component as ComponentType<never>, props })
  return <div className="island" data-island-slot={key} />
}
