/**
 * Puts the islands of a prerendered page in place (components/Island.tsx): each is drawn on its own,
 * from its props as JSON (what the browser will read back), with an id prefix of its own so the ids
 * React makes (`useId`) are the same when the browser hydrates it alone. Its element names it and
 * carries its props and the error screen's words:
 *
 *   <div class="island" data-island="quote-form" data-prefix="i0-" data-props="{…}" data-error="{…}">…</div>
 */
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { slotHtml, type IslandSlot } from '../components/Island'
import { IslandRoot } from '../components/IslandRoot'
import type { ErrorWords } from '../components/ErrorScreen'
import { reactIslands } from '../components/islands'
import { escapeHtml } from '../lib/escapeHtml'

let names: Promise<Map<unknown, string>> | undefined

/** Each island component's name in the registry (components/islands.ts). */
const islandNames = () =>
  (names ??= Promise.all(
    Object.entries(reactIslands).map(async ([name, island]) => [await island.load(), name] as const),
  ).then((entries) => new Map<unknown, string>(entries)))

export async function fillIslands(
  pageHtml: string,
  slots: Map<string, IslandSlot>,
  words: ErrorWords,
): Promise<string> {
  const byComponent = await islandNames()
  let html = pageHtml
  let index = 0
  for (const [key, { component, props }] of slots) {
    const name = byComponent.get(component)
    if (!name) {
      const shown = (component as { displayName?: string; name?: string }).displayName ?? component.name
      throw new Error(
        `<Island component={${shown}}>: ${shown} is not listed in components/islands.ts (reactIslands). Add it there, so the browser can load it.`,
      )
    }
    const json = JSON.stringify(props)
    const Component = component as ComponentType<object>
    const prefix = `i${index++}-`
    const inner = renderToString(
      <IslandRoot words={words}>
        <Component {...(JSON.parse(json) as object)} />
      </IslandRoot>,
      { identifierPrefix: prefix },
    )
    const slot = slotHtml(key)
    if (!html.includes(slot)) throw new Error(`The island ${name} left no slot in the page (${slot}).`)
    // A function, so a "$" in the props (a price) is not read as a replacement pattern.
    html = html.replace(
      slot,
      () =>
        `<div class="island" data-island="${name}" data-prefix="${prefix}" data-props="${escapeHtml(json)}" data-error="${escapeHtml(JSON.stringify(words))}">${inner}</div>`,
    )
  }
  return html
}
