/**
 * How the editor reads and writes the JSON collections of `content/`.
 *
 * Decap edits an object with named fields at the top of a file. `faq.json` and the other lists are
 * arrays, and `redirects.json` is a map of old path to new path, so those are wrapped on reading
 * (`{ items: [...] }`, `{ items: [{ key, value }] }`) and unwrapped on writing.
 *
 * Writing changes only what the writer changed: the new value is compared with the file as it was
 * read, and each changed value is replaced in place in the original text (jsonc-parser's `modify`),
 * so the hand-kept layout of the rest of the file (one-line objects in services.json, for example)
 * survives, and a pull request shows only the edit. A value whose list grew or shrank is rewritten
 * as a whole, in the file's two-space indentation.
 */
import { applyEdits, modify, type JSONPath } from 'jsonc-parser'

export type JsonRoot = 'object' | 'list' | 'record'

/** The field a wrapped top-level list or record is edited in (editor/build/decapConfig.ts, WRAPPER_FIELD). */
export const WRAPPER_FIELD = 'items'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const isObject = (v: unknown): v is { [key: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v)

const FORMATTING = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } } as const

/** The edits that turn `before` into `after`, deepest values first where the shapes agree. */
function changes(
  before: Json | undefined,
  after: Json | undefined,
  path: JSONPath,
  out: { path: JSONPath; value: Json | undefined }[],
): void {
  if (JSON.stringify(before) === JSON.stringify(after)) return
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) if (!(key in after)) out.push({ path: [...path, key], value: undefined })
    for (const key of Object.keys(after)) changes(before[key], after[key], [...path, key], out)
    return
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    after.forEach((item, i) => changes(before[i], item, [...path, i], out))
    return
  }
  out.push({ path, value: after })
}

/**
 * Writes `value` as the text of a file that was `original`: only the changed values are replaced.
 * Without an original (a new file), the whole value in two-space JSON.
 */
export function writeJson(value: Json, original?: string): string {
  if (original === undefined) return `${JSON.stringify(value, null, 2)}\n`
  let before: Json
  try {
    before = JSON.parse(original) as Json
  } catch {
    return `${JSON.stringify(value, null, 2)}\n`
  }
  const edits: { path: JSONPath; value: Json | undefined }[] = []
  changes(before, value, [], edits)
  if (edits.some((e) => e.path.length === 0)) return `${JSON.stringify(value, null, 2)}\n`
  let text = original
  for (const edit of edits) text = applyEdits(text, modify(text, edit.path, edit.value, FORMATTING))
  return text
}

/** Decap's data for a file: the object itself, or the list or record wrapped in `items`. */
export function wrap(root: JsonRoot, parsed: Json): { [key: string]: Json } {
  if (root === 'list') return { [WRAPPER_FIELD]: parsed }
  if (root === 'record')
    return {
      [WRAPPER_FIELD]: Object.entries(parsed as { [key: string]: Json }).map(([key, value]) => ({ key, value })),
    }
  return parsed as { [key: string]: Json }
}

/** The file's value from Decap's data (the inverse of `wrap`). */
export function unwrap(root: JsonRoot, data: { [key: string]: Json }): Json {
  const items = (data[WRAPPER_FIELD] ?? []) as Json[]
  if (root === 'list') return items
  if (root === 'record')
    return Object.fromEntries((items as { key: string; value: Json }[]).map(({ key, value }) => [key, value]))
  return data
}

/**
 * The Decap format of one JSON file (each JSON collection is one file with its own format). Decap
 * hands `toFile` the data only, so the format keeps the text it last read: the file the writer opened.
 */
export function jsonFormat(root: JsonRoot) {
  let lastRead: string | undefined
  return {
    fromFile(content: string) {
      lastRead = content
      return wrap(root, JSON.parse(content) as Json)
    },
    toFile(data: { [key: string]: Json }) {
      return writeJson(unwrap(root, data), lastRead)
    },
  }
}
