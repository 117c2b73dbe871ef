/**
 * What the form holds but the file should not: an optional field the writer emptied (Decap keeps
 * `eyebrow: ""`, which the schema refuses: an optional text is left out or has words), and an optional
 * object the writer never filled in (Decap creates a block's button with its defaults, `{ style:
 * "accent", arrow: false }`, as soon as the block is added). Both are left out of the saved file, as
 * the schema reads a field left out (preSave.ts); the preview leaves them out the same way.
 *
 * A field whose empty text is a value (`default: ""`, a decorative picture's alt) keeps it.
 */
import type { PreviewField } from './previewField'

type Path = (string | number)[]

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether a value of an optional field says nothing: empty, or an object of nothing but its fields' defaults. */
export function saysNothing(field: PreviewField, value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (value === '') return field.default !== ''
  if (field.widget !== 'object' || !isObject(value) || !field.fields) return false
  return Object.entries(value).every(([name, v]) => {
    const sub = field.fields!.find((f) => f.name === name)
    return sub ? saysNothing(sub, v) || JSON.stringify(v) === JSON.stringify(sub.default) : false
  })
}

/**
 * The paths of the values to leave out of `data` (an optional object that says nothing is one path,
 * not one per field). Walks objects, lists of objects and lists of typed items (a page's blocks).
 */
export function leftOutPaths(data: Record<string, unknown>, fields: readonly PreviewField[], at: Path = []): Path[] {
  const paths: Path[] = []
  for (const field of fields) {
    const value = data[field.name]
    if (!(field.name in data)) continue
    const path = [...at, field.name]
    if (field.required === false && saysNothing(field, value)) {
      paths.push(path)
      continue
    }
    if (field.widget === 'object' && isObject(value) && field.fields)
      paths.push(...leftOutPaths(value, field.fields, path))
    if (field.widget === 'list' && Array.isArray(value)) {
      value.forEach((item, i) => {
        if (!isObject(item)) return
        const itemFields = field.types
          ? field.types.find((t) => t.name === item[field.typeKey ?? 'type'])?.fields
          : field.fields
        if (itemFields) paths.push(...leftOutPaths(item, itemFields, [...path, i]))
      })
    }
  }
  return paths
}

/** The entry data of a save with those values left out (Decap's data is an Immutable map, edited with `deleteIn`). */
export function withoutEmpty<T extends { toJS(): unknown; deleteIn(path: Path): T }>(
  data: T,
  fields: readonly PreviewField[],
): T {
  const plain = data.toJS()
  if (!isObject(plain)) return data
  return leftOutPaths(plain, fields).reduce((out, path) => out.deleteIn(path), data)
}
