/**
 * An entry's data as the site's components take it, made from what Decap holds: the raw values of the
 * file or of the form, which may be half filled (a block just added has empty fields). Walked along the
 * editor's own fields (generated from the schemas, editor/build/decapConfig.ts):
 *
 * - a value left out gets the field's default, as the content check gives it ("plain", `[]`, false);
 * - a required value not filled in yet is empty: a list `[]`, an object its fields, a text "" (so a
 *   component may `.map` and read `.label` of what the writer has not written yet); an optional one
 *   stays left out, as the site has it (no button when the block's button is left out);
 * - an optional object the writer has not filled in is left out, as the save leaves it out
 *   (leaveOutEmpty.ts);
 * - an image path becomes an image the site's components can draw (previewImageSlots.ts).
 *
 * Nothing is checked: a value the build would refuse is shown as it is, and the form says why.
 */
import type { ContentImage } from '../../lib/imageSlots'
import { saysNothing } from './leaveOutEmpty'
import type { PreviewField } from './previewField'

export type { PreviewField }

/** Turns the path of an original ("images/portfolio/12.jpg") into an image the components draw. */
export type ImageOf = (src: string) => ContentImage

type Data = Record<string, unknown>

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

/** What a required field not filled in yet holds, by widget. */
const EMPTY: Record<string, () => unknown> = {
  list: () => [],
  object: () => ({}),
  string: () => '',
  text: () => '',
  markdown: () => '',
}

/** One value of a field. */
function prepareValue(field: PreviewField, value: unknown, imageOf: ImageOf): unknown {
  // An optional object not filled in (a block's button Decap made of its defaults) is left out, as the save leaves it out.
  if (field.required === false && field.widget === 'object' && saysNothing(field, value)) return undefined
  if (value === undefined || value === null || value === '') {
    if (field.default !== undefined) value = structuredClone(field.default)
    else if (field.required !== false && EMPTY[field.widget]) value = EMPTY[field.widget]()
    else return undefined
  }
  switch (field.widget) {
    case 'image':
      return typeof value === 'string' && value.trim() ? imageOf(value.trim()) : undefined
    case 'object':
      return isObject(value) && field.fields ? prepareData(value, field.fields, imageOf) : value
    case 'list': {
      if (!Array.isArray(value)) return []
      if (field.types) {
        const key = field.typeKey ?? 'type'
        // An item of an unknown type (a type since removed from the schema) is left out: it has no component.
        return value.flatMap((item) => {
          const type = isObject(item) ? field.types!.find((t) => t.name === item[key]) : undefined
          return type ? [{ ...prepareData(item as Data, type.fields ?? [], imageOf), [key]: type.name }] : []
        })
      }
      if (field.fields) return value.map((item) => prepareData(isObject(item) ? item : {}, field.fields!, imageOf))
      if (field.field)
        return value.map((item) => prepareValue(field.field!, item, imageOf)).filter((item) => item !== undefined)
      return value
    }
    default:
      return value
  }
}

/** The data of an object along its fields; values of no field are kept as they are. */
export function prepareData(data: Data, fields: readonly PreviewField[], imageOf: ImageOf): Data {
  const out: Data = { ...data }
  for (const field of fields) {
    const value = prepareValue(field, data[field.name], imageOf)
    if (value === undefined) delete out[field.name]
    else out[field.name] = value
  }
  return out
}
