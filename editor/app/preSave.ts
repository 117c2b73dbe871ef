/**
 * What every save of a page does before Decap writes the file (its `preSave` event): empty optional
 * values left out (leaveOutEmpty.ts) and every object's keys in the order of its fields
 * (fieldOrder.ts). The JSON collections are written by editor/app/jsonFormat.ts, which changes only the
 * values the writer changed and keeps the file's own order.
 */
import type { CMS as DecapCms } from 'decap-cms-core'
import { inFieldOrder } from './fieldOrder'
import { withoutEmpty } from './leaveOutEmpty'
import type { PreviewField } from './previewData'

/** Registers the page saves' clean-up for the folder collections of the configuration. */
export function registerPreSave(
  cms: DecapCms,
  collections: readonly { name: string; folder?: string; fields?: PreviewField[] }[],
): void {
  const folders = new Map(collections.flatMap((c) => (c.folder && c.fields ? [[c.name, c.fields] as const] : [])))
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const fields = folders.get(entry.get('collection'))
      return fields ? inFieldOrder(withoutEmpty(entry.get('data'), fields), fields) : undefined
    },
  })
}
