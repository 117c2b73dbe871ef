/**
 * The writers' editor configuration covers every field of every content schema, and names no field a
 * schema does not have. The schema side is read with zod's own JSON Schema export, not with the
 * generator's walker, so a field the generator skips or invents shows up as a difference.
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { collections, pageFrontmatterSchema, sectionFrontmatterSchema } from '../../content/config'
import { decapConfig, fieldOf, type CmsCollection, type CmsField } from '../../generator/editor/decapConfig'
import { readSchemaNotes } from '../../generator/editor/schemaNotes'

type JsonSchema = { type?: string; not?: object; properties?: Record<string, JsonSchema>; items?: JsonSchema; additionalProperties?: JsonSchema; propertyNames?: JsonSchema; anyOf?: JsonSchema[] }

/** Every field path of a schema: object properties, list items' properties (`[]`), record keys and values. */
function schemaPaths(schema: z.ZodType): string[] {
  const paths: string[] = []
  const walk = (s: JsonSchema, at: string) => {
    if (s.type === 'object' && s.properties) {
      for (const [key, value] of Object.entries(s.properties)) {
        // A forbidden field (z.never(): `{ not: {} }`) is one a writer must not write, so it has no widget.
        if (value.not && Object.keys(value.not).length === 0) continue
        const p = at ? `${at}.${key}` : key
        paths.push(p)
        walk(value, p)
      }
    } else if (s.type === 'object' && s.additionalProperties) {
      paths.push(`${at}{key}`, `${at}{}`)
      walk(s.additionalProperties, `${at}{}`)
    } else if (s.type === 'array' && s.items) {
      walk(s.items, `${at}[]`)
    }
  }
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, '')
  return paths.sort()
}

/** Every field path of the editor's fields, in the same notation (a wrapped top level is the root). */
function configPaths(fields: CmsField[], root: 'object' | 'list' | 'record' = 'object'): string[] {
  const paths: string[] = []
  const walk = (list: CmsField[], at: string) => {
    for (const field of list) {
      const p = at ? `${at}.${field.name}` : field.name
      paths.push(p)
      if (field.widget === 'object') walk(field.fields ?? [], p)
      if (field.widget === 'list' && field.fields) walk(field.fields, `${p}[]`)
    }
  }
  if (root === 'object') walk(fields, '')
  else if (root === 'list') walk(fields[0].fields ?? [], '[]')
  else for (const f of fields[0].fields ?? []) paths.push(f.name === 'key' ? '{key}' : '{}')
  return paths.sort()
}

const config = decapConfig({ repo: 'owner/site', branch: 'main' })
const byName = (name: string) => config.collections.find((c) => c.name === name) as CmsCollection
const rootOfFile = (schema: z.ZodType) => {
  const type = (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema).type
  return type === 'array' ? 'list' : (z.toJSONSchema(schema, { io: 'input' }) as JsonSchema).additionalProperties ? 'record' : 'object'
}

describe('the editor configuration generated from content/config.ts', () => {
  for (const [file, schema] of Object.entries(collections)) {
    it(`has a widget for every field of ${file}, and no other`, () => {
      const collection = byName(file.replace(/\.json$/, ''))
      expect(collection.files?.[0].file).toBe(`content/${file}`)
      expect(configPaths(collection.files![0].fields, rootOfFile(schema))).toEqual(schemaPaths(schema))
    })
  }

  it('has a widget for every frontmatter field of pages and sections, plus the body', () => {
    for (const [name, schema] of [['pages', pageFrontmatterSchema], ['sections', sectionFrontmatterSchema]] as const) {
      const fields = byName(name).fields!
      expect(fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' })
      expect(configPaths(fields.slice(0, -1))).toEqual(schemaPaths(schema))
    }
  })

  it('notices a widget for a field the schema does not have, and a field without a widget', () => {
    const fields = structuredClone(byName('faq').files![0].fields)
    fields[0].fields!.push({ name: 'answerHtml', label: 'Answer HTML', widget: 'string' })
    expect(configPaths(fields, 'list')).not.toEqual(schemaPaths(collections['faq.json']))
    fields[0].fields!.splice(-2)
    expect(configPaths(fields, 'list')).not.toEqual(schemaPaths(collections['faq.json']))
  })

  it('refuses a schema type no widget stands for, naming the field', () => {
    const schema = z.strictObject({ title: z.string(), published: z.date() })
    expect(() => fieldOf('post', schema, new Map(), 'post')).toThrow('field post.published: no widget for a zod date')
  })

  it('maps the schema rules to the form: required, enums, numbers, lengths, patterns, lists, hints', () => {
    const site = byName('site').files![0].fields
    const field = (list: CmsField[], name: string) => list.find((f) => f.name === name)!
    // Length limits and the schema's own regex messages become patterns with a message.
    expect(field(site, 'brand')).toMatchObject({ widget: 'string', pattern: [expect.any(String), '3 to 20 characters'] })
    expect(new RegExp(field(site, 'brand').pattern![0]).test('ab')).toBe(false)
    expect(new RegExp(field(site, 'brand').pattern![0]).test('Northstitch')).toBe(true)
    const contact = field(site, 'contact').fields!
    expect(field(contact, 'phoneHref').pattern).toEqual(['^\\+\\d{7,15}$', 'digits with a leading "+", e.g. "+17185550142"'])
    // Numbers keep their bounds and kind; defaults make a field optional.
    expect(field(site, 'foundedYear')).toMatchObject({ widget: 'number', value_type: 'int', min: 1900, max: 2100 })
    expect(field(site, 'lang')).toMatchObject({ required: false, default: 'en' })
    // Enums are selects; lists keep their lengths; the doc comment is the hint.
    const social = field(site, 'social')
    expect(field(social.fields!, 'network')).toMatchObject({ widget: 'select', options: ['facebook', 'twitter', 'linkedin', 'instagram', 'pinterest', 'youtube'] })
    expect(field(site, 'counters')).toMatchObject({ widget: 'list', min: 4, max: 4 })
    expect(field(site, 'foundedYear').hint).toBe('Year the business started. Other texts write it as {site:foundedYear}, e.g. "since {site:foundedYear}".')
    // Optional fields are not required; long text gets a multi-line box; a union of strings accepts either format.
    const page = byName('pages').fields!
    expect(field(page, 'heading').required).toBe(false)
    expect(field(page, 'title').required).toBeUndefined()
    expect(field(byName('faq').files![0].fields[0].fields!, 'answer').widget).toBe('text')
    const canonical = new RegExp(field(page, 'canonical').pattern![0])
    expect(['https://example.com/a', '/services'].map((v) => canonical.test(v))).toEqual([true, true])
    expect(canonical.test('services')).toBe(false)
  })

  it('maps a field marked as an image to the image widget and the originals folder', () => {
    const image = fieldOf('photo', z.string().meta({ widget: 'image' }).optional(), new Map(), 'photo')
    expect(image).toMatchObject({ widget: 'image', media_folder: '/content/images', required: false })
  })

  it('uses the GitHub backend with the editorial workflow', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'owner/site', branch: 'main', auth_endpoint: 'api/auth' })
    expect(config.publish_mode).toBe('editorial_workflow')
    expect(config).not.toHaveProperty('local_backend')
  })
})

describe('schema notes', () => {
  it('reads the doc comment of each field, through named schemas and lists', () => {
    const source = readSchemaNotes('content/config.ts')
    const services = source.notesOf('servicesSchema')
    expect(services.get('plans.embroidery.lines[].price')).toBe('Dollars; leave out for lines such as "Free quote".')
    expect(services.get('home.coreFeatures[].icon')).toBe('The icon shown beside it, by its sprite name, e.g. "zap".')
    // A field without its own comment takes the comment of the schema it names.
    expect(services.get('mainServices[].href')).toBe('A path inside this site, e.g. `/contact#contact`.')
    expect(source.collectionRoots().get('faq.json')).toBe('faqSchema')
  })
})
