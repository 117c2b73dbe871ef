/**
 * A saved page's frontmatter in the order of its fields. Decap holds an entry as Immutable maps, whose
 * keys lose their order past eight (a hero block came out as `facts:`, `alt:`, … `type: hero` halfway
 * down); Decap sorts the top level by the fields, this sorts every object below it: a block's `type`
 * first, then its fields as the form lists them, so a saved page reads like a written one.
 */
import type { PreviewField } from './previewData'

/** The part of Immutable's interface used here (Decap's maps and lists; `sortBy` on a map returns an ordered map). */
interface Immutable {
  get(key: string | number): unknown
  set(key: string | number, value: unknown): Immutable
  sortBy(rank: (value: unknown, key: string) => number): Immutable
  map(change: (value: unknown) => unknown): Immutable
}

const isImmutable = (value: unknown): value is Immutable =>
  typeof (value as Immutable | null)?.sortBy === 'function' && typeof (value as Immutable).map === 'function'

/** An object (an Immutable map) with its keys in the order of `fields`; `first` (a typed item's type) before them, keys of no field after. */
export function inFieldOrder<T>(value: T, fields: readonly PreviewField[], first?: string): T {
  if (!isImmutable(value)) return value
  const rank = (key: string) =>
    key === first ? -1 : ((i) => (i < 0 ? fields.length : i))(fields.findIndex((f) => f.name === key))
  let out = value.sortBy((_value, key) => rank(key))
  for (const field of fields) {
    const inner = out.get(field.name)
    if (!isImmutable(inner)) continue
    if (field.widget === 'object' && field.fields) out = out.set(field.name, inFieldOrder(inner, field.fields))
    else if (field.widget === 'list' && field.types) {
      const key = field.typeKey ?? 'type'
      out = out.set(
        field.name,
        inner.map((item) =>
          inFieldOrder(
            item,
            (isImmutable(item) && field.types!.find((t) => t.name === item.get(key))?.fields) || [],
            key,
          ),
        ),
      )
    } else if (field.widget === 'list' && field.fields)
      out = out.set(
        field.name,
        inner.map((item) => inFieldOrder(item, field.fields!)),
      )
  }
  return out as T
}
