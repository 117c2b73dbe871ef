/**
 * The writers' editor configuration (Decap CMS at /admin/), generated from the content schemas in
 * `content/config.ts`, so the forms and the build can never disagree about what a field is:
 *
 * - each JSON collection is a "files" collection of one file; each MDX folder a "folder" collection;
 * - each zod field becomes the matching widget: strings (multi-line when long), numbers with their
 *   bounds, enums as selects, booleans, lists and objects, images (`.meta({ widget: 'image' })`);
 * - a list of a discriminated union (a designed page's `blocks`, content/blocks.ts) becomes a list
 *   with `types`: one form per member, which writers add, remove and drag into order;
 * - the field's doc comment in the content's TypeScript (config.ts and the blocks and fields it
 *   imports) is its hint; optional and defaulted fields are not required;
 * - length limits, patterns and formats become the widget's `pattern` with the schema's own message,
 *   so the form refuses what the build would refuse. What a form cannot express (a rule between two
 *   fields, ids that must exist in another file) is still checked by `npm run check:content`;
 * - every item of every list reads, folded, as its most telling fields (summaryOf): a portfolio piece
 *   its description and category, a review its author, a question its words, a value itself.
 *
 * Metadata a schema may carry for the editor: `title` (the field's label; a list item's or a block
 * type's name), `widget` ('image', 'text', 'markdown' or any Decap widget name), `summary` (the fields
 * a folded item of a list reads as, when its first heading, title, name, question, label or author is
 * not the most telling).
 */
import path from 'node:path'
import type { z } from 'zod'
import { collections, pageFrontmatterSchema } from '../../content/config.ts'
import { imageSlots, type ImageSlotName } from '../../lib/imageSlots.ts'
import { readSchemaNotes, type Notes } from './schemaNotes.ts'
import { escapeRegExp } from '../../lib/escapeRegExp.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** A Decap field, as far as this generator writes one. */
export interface CmsField {
  name: string
  label: string
  widget: string
  /** A list's name for one item ("Add question"). */
  label_singular?: string
  hint?: string
  required?: boolean
  default?: unknown
  pattern?: [string, string]
  options?: string[]
  min?: number
  max?: number
  value_type?: 'int' | 'float'
  fields?: CmsField[]
  field?: CmsField
  media_folder?: string
  public_folder?: string
  choose_url?: boolean
  modes?: string[]
  collapsed?: boolean
  summary?: string
  /** A list of typed items (a zod discriminated union): one object field per type. */
  types?: CmsField[]
  /** The item field that names its type (the union's discriminator). */
  typeKey?: string
  /** Markdown: the toolbar's buttons, and the editor components allowed (none: they would write HTML or shortcodes). */
  buttons?: string[]
  editor_components?: string[]
}

export interface CmsCollection {
  name: string
  label: string
  label_singular?: string
  description?: string
  format: string
  extension: string
  files?: { name: string; label: string; file: string; fields: CmsField[] }[]
  folder?: string
  create?: boolean
  delete?: boolean
  slug?: string
  identifier_field?: string
  summary?: string
  nested?: { depth: number; subfolders: boolean }
  meta?: { path: { widget: string; label: string; hint: string; default?: string } }
  fields?: CmsField[]
  editor?: { preview: boolean }
}

export interface CmsConfig {
  backend: {
    name: string
    repo: string
    branch: string
    auth_endpoint?: string
    auth_scope?: 'repo' | 'public_repo'
    base_url?: string
    squash_merges?: boolean
    cms_label_prefix?: string
    preview_context?: string
  }
  publish_mode: 'editorial_workflow' | 'simple'
  load_config_file: false
  media_folder: string
  public_folder: string
  site_url?: string
  logo?: { src: string }
  local_backend?: boolean | { url: string }
  collections: CmsCollection[]
}

/** The JSON shapes Decap cannot edit as they are (it wants an object at the top): see editor/app/jsonFormat.ts. */
export type JsonRoot = 'object' | 'list' | 'record'

/** Where images chosen in the editor go: the originals the build turns into the site's formats. */
export const IMAGE_FOLDER = 'content/images'

/** The same folder as content names it: image fields hold paths relative to content/ ("images/hero.jpg"). */
const IMAGE_PATH_PREFIX = path.posix.relative('content', IMAGE_FOLDER)

type AnySchema = z.ZodType
interface Def {
  type: string
  checks?: { _zod: { def: CheckDef } }[]
  innerType?: AnySchema
  in?: AnySchema
  shape?: Record<string, AnySchema>
  element?: AnySchema
  entries?: Record<string, string | number>
  options?: AnySchema[]
  /** A discriminated union's discriminator (`z.discriminatedUnion('type', …)`). */
  discriminator?: string
  keyType?: AnySchema
  valueType?: AnySchema
  defaultValue?: unknown
  format?: string
  pattern?: RegExp
  values?: unknown[]
}
interface CheckDef {
  check: string
  format?: string
  pattern?: RegExp
  prefix?: string
  minimum?: number | bigint
  maximum?: number | bigint
  length?: number
  value?: number | bigint
  inclusive?: boolean
  error?: (issue: unknown) => unknown
}

const defOf = (schema: AnySchema) => (schema as unknown as { _zod: { def: Def } })._zod.def
const metaOf = (schema: AnySchema) =>
  ((schema as unknown as { meta: () => Record<string, unknown> | undefined }).meta() ?? {}) as {
    title?: string
    widget?: string
    slot?: ImageSlotName
    summary?: readonly string[]
  }

/** Words a label writes in capitals. */
const ACRONYMS = new Set(['url', 'id', 'faq', 'usd', 'mdx', 'ui'])

/** "postalCode" → "Postal code", "category_id" → "Category ID", "siteUrl" → "Site URL". */
/**
 * The context of the commit status that carries a pull request's preview address: the preview job of
 * .github/workflows/publish.yml sets it, and Decap's "View Preview" opens the status's address.
 */
export const PREVIEW_CONTEXT = 'Site preview'

export function labelOf(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim()
    .split(/\s+/)
  const text = words.map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w)).join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** A check's own message, when the schema gives one (`.regex(re, 'digits only …')`). */
function messageOf(check: CheckDef): string | undefined {
  const result = check.error?.({})
  if (typeof result === 'string') return result
  if (result && typeof result === 'object' && 'message' in result)
    return String((result as { message: unknown }).message)
  return undefined
}

/** Peels optional/default/transform layers; collects what they say about the field. */
function unwrap(schema: AnySchema): {
  schema: AnySchema
  required: boolean
  default?: unknown
  meta: ReturnType<typeof metaOf>
} {
  let current = schema
  let required = true
  let defaultValue: unknown
  const meta: ReturnType<typeof metaOf> = {}
  for (;;) {
    for (const [k, v] of Object.entries(metaOf(current))) if (!(k in meta)) (meta as Record<string, unknown>)[k] = v
    const def = defOf(current)
    if (def.type === 'optional' || def.type === 'nullable') {
      required = false
      current = def.innerType!
    } else if (def.type === 'default' || def.type === 'prefault') {
      required = false
      defaultValue = typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue
      current = def.innerType!
    } else if (def.type === 'pipe') {
      current = def.in!
    } else if (def.type === 'readonly') {
      current = def.innerType!
    } else {
      return { schema: current, required, default: defaultValue, meta }
    }
  }
}

/** Length limits as words: "3 to 20 characters". */
function lengthWords(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${min} ${unit}` : `${min} to ${max} ${unit}`
  if (max !== undefined) return `at most ${max} ${unit}`
  if (min !== undefined && min > 1) return `at least ${min} ${unit}`
  return undefined
}

/** A string's checks as one Decap pattern (lookaheads joined) and one message. */
function stringRules(def: Def): { pattern?: [string, string]; max?: number } {
  const parts: string[] = []
  const messages: string[] = []
  let min: number | undefined
  let max: number | undefined
  let trimmed = false
  const add = (source: string, message: string) => {
    parts.push(source)
    messages.push(message)
  }
  if (def.format === 'email' && def.pattern) add(def.pattern.source, 'an e-mail address, e.g. name@example.com')
  if (def.format === 'url') add('^https?:\\/\\/\\S+$', 'an absolute URL that starts with https://')
  for (const { _zod } of def.checks ?? []) {
    const c = _zod.def
    if (c.check === 'min_length') min = Number(c.minimum)
    else if (c.check === 'max_length') max = Number(c.maximum)
    else if (c.check === 'length_equals') min = max = c.length
    else if (c.check === 'overwrite') trimmed = true
    else if (c.check === 'string_format' && c.format === 'regex' && c.pattern)
      add(c.pattern.source, messageOf(c) ?? `the format ${c.pattern.source}`)
    else if (c.check === 'string_format' && c.format === 'starts_with' && c.prefix !== undefined)
      add(`^${escapeRegExp(c.prefix)}`, messageOf(c) ?? `starts with "${c.prefix}"`)
    else if (c.check === 'string_format' && c.format === 'email' && c.pattern)
      add(c.pattern.source, 'an e-mail address, e.g. name@example.com')
    else if (c.check === 'string_format' && c.format === 'url')
      add('^https?:\\/\\/\\S+$', messageOf(c) ?? 'an absolute URL that starts with https://')
    else if (c.check !== 'custom')
      throw new Error(`a string check the editor cannot express: ${c.check}${c.format ? ` (${c.format})` : ''}`)
  }
  const length = lengthWords(min, max, 'characters')
  if (min !== undefined || max !== undefined) {
    // The value is trimmed before zod counts it when the schema says .trim(): so does the form.
    const body = `[\\s\\S]{${min ?? 0},${max ?? ''}}`
    // Trimmed values (.trim()) must also hold more than spaces; the exact trimmed length is left to check:content.
    const counted = trimmed && (min ?? 0) > 0 ? `(?=[\\s\\S]*\\S)${body}` : body
    // A text with a placeholder ("since {site:foundedYear}") is as long as the fact it names: the content
    // check measures it filled in, so the form does not count it.
    parts.unshift(`^(?:(?=[\\s\\S]*${PLACEHOLDER})[\\s\\S]*|${counted})$`)
    messages.unshift(length ?? 'not empty')
  } else if (trimmed) {
    add('\\S', 'not only spaces')
  }
  if (!parts.length) return { max }
  const source =
    parts.length === 1 ? parts[0] : parts.map((p) => `(?=${p.startsWith('^') ? '' : '[\\s\\S]*?'}${p})`).join('')
  return { pattern: [source, messages.join('; ')], max }
}

/** A number's checks: bounds and whether it is a whole number. */
function numberRules(def: Def): Pick<CmsField, 'min' | 'max' | 'value_type'> {
  const out: Pick<CmsField, 'min' | 'max' | 'value_type'> = {
    value_type: def.format && /int/.test(def.format) ? 'int' : 'float',
  }
  for (const { _zod } of def.checks ?? []) {
    const c = _zod.def
    if (c.check === 'greater_than') out.min = Number(c.value) + (c.inclusive || out.value_type !== 'int' ? 0 : 1)
    else if (c.check === 'less_than') out.max = Number(c.value) - (c.inclusive || out.value_type !== 'int' ? 0 : 1)
    else if (c.check === 'number_format') out.value_type = /int/.test(c.format ?? '') ? 'int' : out.value_type
    else if (c.check !== 'custom') throw new Error(`a number check the editor cannot express: ${c.check}`)
  }
  return out
}

/** An array's length bounds. */
function arrayRules(def: Def): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {}
  for (const { _zod } of def.checks ?? []) {
    const c = _zod.def
    if (c.check === 'min_length') out.min = Number(c.minimum)
    else if (c.check === 'max_length') out.max = Number(c.maximum)
    else if (c.check === 'length_equals') out.min = out.max = c.length
    // A refinement (.refine: e.g. each entry once) has no form rule; check:content enforces it in the pull request.
    else if (c.check !== 'custom') throw new Error(`a list check the editor cannot express: ${c.check}`)
  }
  return out
}

/** A placeholder of content, filled in when content loads (generator/content/placeholders.ts): `{site:brand}`, `{price:vector.from}`. */
const PLACEHOLDER = '\\{(?:site|price):[^}\\s]+\\}'

/** Strings longer than this get a multi-line box. */
const LONG_TEXT = 160

/** The widget of one schema field. Throws, naming the field, for a schema type no widget stands for. */
export function fieldOf(name: string, schema: AnySchema, notes: Notes, fieldPath: string): CmsField {
  const { schema: inner, required, default: defaultValue, meta } = unwrap(schema)
  const def = defOf(inner)
  const field: CmsField = { name, label: meta.title ?? labelOf(name), widget: 'string' }
  const hint = notes.get(fieldPath)
  if (hint) field.hint = hint
  if (!required) field.required = false
  if (defaultValue !== undefined) field.default = defaultValue
  try {
    if (meta.widget === 'image') {
      // The width the image's place needs (its widest variant), which the content check enforces.
      if (meta.slot)
        field.hint = `${hint ? `${hint} ` : ''}At least ${Math.max(...imageSlots[meta.slot].widths)} px wide.`
      // Chosen files go to content/images/ and are written as content names them, relative to content/ ("images/x.jpg").
      Object.assign(field, {
        widget: 'image',
        media_folder: `/${IMAGE_FOLDER}`,
        public_folder: IMAGE_PATH_PREFIX,
        choose_url: false,
      })
      return field
    }
    switch (def.type) {
      case 'string': {
        const { pattern, max } = stringRules(def)
        field.widget = meta.widget ?? (max !== undefined && max > LONG_TEXT ? 'text' : 'string')
        if (pattern) field.pattern = pattern
        if (field.widget === 'markdown') Object.assign(field, MARKDOWN_IN_FRONTMATTER)
        // A text the schema requires but accepts empty (a decorative picture's alt ""): the form must
        // let it be empty, and keeps it in the file as "".
        if (required && defaultValue === undefined && schema.safeParse('').success)
          Object.assign(field, { required: false, default: '' })
        return field
      }
      case 'number':
        return Object.assign(field, { widget: 'number' }, numberRules(def))
      case 'boolean':
        return Object.assign(field, { widget: 'boolean' })
      case 'enum':
        return Object.assign(field, { widget: 'select', options: Object.values(def.entries!).map(String) })
      case 'literal':
        return Object.assign(field, { widget: 'select', options: def.values!.map(String) })
      case 'object': {
        const fields = fieldsOf(inner, notes, fieldPath)
        // Decap checks an object's fields even when the object is left out, so the fields of an
        // optional object (a block's button) are optional in the form; when the writer fills one in,
        // check:content says what else it needs. editor/app/leaveOutEmpty.ts leaves an untouched one out.
        return Object.assign(field, {
          widget: 'object',
          collapsed: false,
          fields: required ? fields : fields.map(optionalInForm),
        })
      }
      case 'array': {
        const { schema: item, meta: itemMeta } = unwrap(def.element!)
        Object.assign(field, { widget: 'list' }, arrayRules(def))
        if (itemMeta.title) field.label_singular = itemMeta.title
        const itemDef = defOf(item)
        if (itemDef.type === 'union' && itemDef.discriminator)
          Object.assign(field, { typeKey: itemDef.discriminator, types: typesOf(item, notes, `${fieldPath}[]`) })
        else listItems(field, def.element!, notes, `${fieldPath}[]`, singular(name))
        return field
      }
      case 'union': {
        // Options that are all strings: one text box that accepts any of their formats.
        const strings = def.options!.map((o) => unwrap(o).schema)
        if (strings.every((o) => defOf(o).type === 'string')) {
          const rules = strings.map((o) => stringRules(defOf(o)).pattern)
          if (rules.every(Boolean))
            field.pattern = [
              `^(?:${rules.map((r) => `(?=${r![0]})`).join('|')})`,
              rules.map((r) => r![1]).join(', or '),
            ]
          return field
        }
        // The first option the form can show; the others stay valid in the file (check:content reads them).
        const options = def.options!
        for (const option of options) {
          try {
            // Whether the field is required and its default are the union's, not the option's.
            const { required: _required, default: _default, ...chosen } = fieldOf(name, option, notes, fieldPath)
            return {
              ...chosen,
              label: field.label,
              ...(hint ? { hint } : {}),
              ...(required ? {} : { required: false }),
              ...(defaultValue !== undefined ? { default: defaultValue } : {}),
            }
          } catch {
            // try the next option
          }
        }
        throw new Error('no option of the union has a widget')
      }
      default:
        throw new Error(`no widget for a zod ${def.type}`)
    }
  } catch (error) {
    const message = (error as Error).message
    throw new Error(message.startsWith('field ') ? message : `field ${fieldPath || name}: ${message}`)
  }
}

/**
 * A Markdown text kept in frontmatter or JSON (a block's text, a note of the interface): the site
 * draws it with components/Markdown.tsx, which knows paragraphs, emphasis, links and lists, so the
 * toolbar offers those and no editor component (an image or a code block would write syntax that text
 * does not show). Rich text first, as the page body's widget; "raw" shows the Markdown as written.
 */
const MARKDOWN_IN_FRONTMATTER: Pick<CmsField, 'modes' | 'buttons' | 'editor_components'> = {
  modes: ['rich_text', 'raw'],
  buttons: ['bold', 'italic', 'link', 'bulleted-list', 'numbered-list'],
  editor_components: [],
}

/** The fields that name an item best, most telling first: the first an item has stands for it in its list. */
const TELLING_FIELDS = ['heading', 'title', 'name', 'question', 'label', 'author']

/**
 * How Decap shows an item of a list folded (its `summary`): by the fields its schema names
 * (`.meta({ summary })`, "A bakery logo redrawn in vector · Vector Conversion"), else by its most
 * telling field, after its eyebrow when it has one ("Core Features · What every order gets"). Without
 * one, Decap would show the item's first field, whatever it is: a portfolio piece's id.
 */
function summaryOf(fields: CmsField[], chosen?: readonly string[]): string | undefined {
  const names = new Set(fields.map((f) => f.name))
  const telling = chosen ?? TELLING_FIELDS.filter((name) => names.has(name)).slice(0, 1)
  const shown = [...(names.has('eyebrow') && !chosen ? ['eyebrow'] : []), ...telling]
  for (const name of shown)
    if (!names.has(name)) throw new Error(`the summary names "${name}", which is not a field of the item`)
  // `ternary` writes the separator only when the field before it has a value.
  return (
    shown
      .map((name, i) => `{{fields.${name}}}${i < shown.length - 1 ? `{{fields.${name} | ternary(' · ', '')}}` : ''}`)
      .join('') || undefined
  )
}

/**
 * The items of a list that is not typed: the fields of an object item, summed up by summaryOf, or the
 * one field (`valueName`) of a list of values, which a folded item shows as it is.
 */
function listItems(list: CmsField, element: AnySchema, notes: Notes, itemPath: string, valueName: string): void {
  const { schema: item, meta } = unwrap(element)
  if (defOf(item).type === 'object') {
    list.fields = fieldsOf(item, notes, itemPath)
    const summary = summaryOf(list.fields, meta.summary)
    if (summary) list.summary = summary
  } else {
    list.field = fieldOf(valueName, element, notes, itemPath)
    list.summary = `{{fields.${list.field.name}}}`
  }
}

/**
 * The types of a list whose items are a zod discriminated union (a page's blocks): one object field
 * per member, named by its discriminator value ("hero"), labelled by its `.meta({ title })`, with the
 * member's fields but the discriminator, which Decap writes itself (`typeKey`). Notes are found at
 * `<list>[]<hero>.<field>` (schemaNotes.ts).
 */
export function typesOf(union: AnySchema, notes: Notes, itemPath: string): CmsField[] {
  const { options, discriminator } = defOf(union)
  if (!options || !discriminator) throw new Error(`field ${itemPath}: not a discriminated union`)
  return options.map((option) => {
    const member = unwrap(option).schema
    const tag = defOf(unwrap(defOf(member).shape?.[discriminator] ?? member).schema)
    if (tag.type !== 'literal' || tag.values?.length !== 1)
      throw new Error(`field ${itemPath}: each option must have \`${discriminator}: z.literal(…)\``)
    const name = String(tag.values[0])
    const label = metaOf(option).title ?? labelOf(name)
    const memberPath = `${itemPath}<${name}>`
    const own = fieldsOf(member, notes, memberPath).filter((f) => f.name !== discriminator)
    // Decap wants at least one field per type; a type of no fields (a page's text) gets its name as a
    // hidden field, which holds the value Decap writes anyway.
    const fields = own.length
      ? own
      : [{ name: discriminator, label: labelOf(discriminator), widget: 'hidden', default: name }]
    const type: CmsField = { name, label, widget: 'object', fields }
    const summary = summaryOf(own, metaOf(option).summary)
    if (summary) type.summary = summary
    if (notes.get(memberPath)) type.hint = notes.get(memberPath)
    return type
  })
}

/** A field of an optional object: not required, nor are the fields of its own objects (a list's items keep their rules). */
function optionalInForm(field: CmsField): CmsField {
  return {
    ...field,
    required: false,
    ...(field.widget === 'object' && field.fields ? { fields: field.fields.map(optionalInForm) } : {}),
  }
}

/** "types" → "type", "portfolioImages" → "portfolioImage": the label of one item of a list. */
function singular(name: string): string {
  return name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.replace(/s$/, '')
}

/** The widgets of every field of an object schema. */
export function fieldsOf(schema: AnySchema, notes: Notes, basePath = ''): CmsField[] {
  const shape = defOf(unwrap(schema).schema).shape
  if (!shape) throw new Error(`field ${basePath || '(root)'}: not an object`)
  // A field the schema forbids (z.never(), e.g. a price card's derived "from") is one a writer must not write: no widget.
  return Object.entries(shape)
    .filter(([, s]) => defOf(unwrap(s).schema).type !== 'never')
    .map(([name, s]) => fieldOf(name, s, notes, basePath ? `${basePath}.${name}` : name))
}

/** How a JSON collection's top level is edited: an object as it is, a list or a record wrapped in one field. */
export function rootOf(schema: AnySchema): JsonRoot {
  const type = defOf(unwrap(schema).schema).type
  return type === 'array' ? 'list' : type === 'record' ? 'record' : 'object'
}

/** The name of the field that holds a wrapped top-level list or record (editor/app/jsonFormat.ts uses the same). */
export const WRAPPER_FIELD = 'items'

/** The fields of one JSON collection file. */
function jsonFields(name: string, label: string, schema: AnySchema, notes: Notes): CmsField[] {
  const root = rootOf(schema)
  const inner = unwrap(schema).schema
  if (root === 'object') return fieldsOf(inner, notes)
  const def = defOf(inner)
  if (root === 'list') {
    const { meta: itemMeta } = unwrap(def.element!)
    // Named after its items ("6 questions", "Add question") when the item schema has a title.
    const list: CmsField = {
      name: WRAPPER_FIELD,
      label: itemMeta.title ? `${itemMeta.title}s` : label,
      widget: 'list',
      ...arrayRules(def),
    }
    if (itemMeta.title) list.label_singular = itemMeta.title
    if (notes.get('')) list.hint = notes.get('')
    listItems(list, def.element!, notes, '[]', singular(name))
    return [list]
  }
  // A record ({ "/old": "/new" }) is edited as a list of key–value pairs.
  const key = fieldOf('key', def.keyType!, notes, '{key}')
  const value = fieldOf('value', def.valueType!, notes, '{}')
  return [
    {
      name: WRAPPER_FIELD,
      label: 'Redirects',
      label_singular: 'Redirect',
      widget: 'list',
      ...(notes.get('') ? { hint: notes.get('') } : {}),
      fields: [key, value],
      summary: '{{fields.key}} → {{fields.value}}',
    },
  ]
}

export interface DecapConfigOptions {
  /** GitHub repository, "owner/name". */
  repo: string
  /** The branch the site is published from (pull requests target it). */
  branch: string
  /** The GitHub scope the sign-in asks for: `public_repo` for a public repository, else `repo` (the default). */
  authScope?: 'repo' | 'public_repo'
  /** The public site, for the editor's "view live" link. */
  siteUrl?: string
  /** Decap's local backend (`npm run editor`): the proxy's URL, same origin as the editor. */
  localBackendUrl?: string
}

/** The JSON collection name of a file: "faq.json" → "faq". */
const nameOf = (file: string) => file.replace(/\.json$/, '')

/** The Decap format name of a JSON collection. */
export const jsonFormatName = (name: string) => `json:${name}`

/** Each JSON collection's format and the shape of its top level, for editor/app/main.tsx to register. */
export function jsonFormats(): { name: string; root: JsonRoot }[] {
  return Object.entries(collections).map(([file, schema]) => ({
    name: jsonFormatName(nameOf(file)),
    root: rootOf(schema),
  }))
}

/** The whole editor configuration. */
export function decapConfig(options: DecapConfigOptions): CmsConfig {
  const source = readSchemaNotes(path.join(root, 'content/config.ts'))
  const roots = source.collectionRoots()
  const jsonCollections: CmsCollection[] = Object.entries(collections).map(([file, schema]) => {
    const name = nameOf(file)
    const schemaName = roots.get(file)
    if (!schemaName)
      throw new Error(`content/config.ts: collections["${file}"] must name a schema declared in the file`)
    const notes = source.notesOf(schemaName)
    const label = metaOf(schema).title ?? labelOf(name)
    return {
      name,
      label,
      ...(notes.get('') ? { description: notes.get('') } : {}),
      // Each file its own format (editor/app/jsonFormat.ts): it writes back only what changed.
      format: jsonFormatName(name),
      extension: 'json',
      editor: { preview: true },
      files: [{ name, label, file: `content/${file}`, fields: jsonFields(name, label, schema, notes) }],
    }
  })
  // Not required: a designed page may have no text under its frontmatter.
  const body: CmsField = {
    name: 'body',
    label: 'Text',
    widget: 'markdown',
    required: false,
    hint: 'The text under the settings, in Markdown: headings, lists, links, bold. A text page shows it under its heading; a designed page (layout "blocks") where its "Page text" block is.',
    modes: ['rich_text', 'raw'],
  }
  const pages: CmsCollection = {
    name: 'pages',
    label: 'Pages',
    label_singular: 'Page',
    description:
      'Every page of the site. Designed pages (layout "blocks") are lists of blocks: add, remove and drag them into order. Text pages (the policies, the guides) are a heading and a text. The file name, taken from the title when the page is created, is the address: content/pages/services/line-art.mdx is /services/line-art.',
    folder: 'content/pages',
    extension: 'mdx',
    format: 'frontmatter',
    create: true,
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}}',
    nested: { depth: 10, subfolders: false },
    meta: {
      path: {
        widget: 'string',
        label: 'Folder',
        default: '/',
        hint: 'Where the page lives: "/" for the top level (/page-name), "services" for /services/page-name.',
      },
    },
    editor: { preview: true },
    fields: [...fieldsOf(pageFrontmatterSchema, source.notesOf('pageFrontmatterSchema')), body],
  }
  return {
    backend: {
      name: 'github',
      repo: options.repo,
      branch: options.branch,
      auth_endpoint: 'api/auth',
      auth_scope: options.authScope ?? 'repo',
      squash_merges: true,
      preview_context: PREVIEW_CONTEXT,
    },
    publish_mode: 'editorial_workflow',
    load_config_file: false,
    media_folder: IMAGE_FOLDER,
    public_folder: '',
    ...(options.siteUrl ? { site_url: options.siteUrl } : {}),
    // The sign-in screen shows the site's own mark, served by the site.
    logo: { src: '/favicon.svg' },
    ...(options.localBackendUrl ? { local_backend: { url: options.localBackendUrl } } : {}),
    collections: [...jsonCollections, pages],
  }
}
