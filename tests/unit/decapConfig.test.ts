/**
 * The writers' editor configuration covers every field of every content schema, and names no field a
 * schema does not have. The schema side is read with zod's own JSON Schema export, not with the
 * generator's walker, so a field the generator skips or invents shows up as a difference.
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { blockSchema } from '../../content/blocks'
import { collections, pageFrontmatterSchema } from '../../content/config'
import { decapConfig, fieldOf, WRAPPER_FIELD, type CmsCollection, type CmsField } from '../../editor/build/decapConfig'
import { readSchemaNotes } from '../../editor/build/schemaNotes'

type JsonSchema = {
  type?: string
  const?: unknown
  not?: object
  title?: string
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  additionalProperties?: JsonSchema
  propertyNames?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
}

/** The members of a discriminated union (`oneOf` of objects that each fix `type`), by their `type`. */
function unionMembers(s: JsonSchema): [string, JsonSchema][] | undefined {
  const members = s.oneOf ?? s.anyOf
  if (!members?.every((m) => m.type === 'object' && typeof m.properties?.type?.const === 'string')) return undefined
  return members.map((m) => [m.properties!.type.const as string, m])
}

/**
 * Every field path of a schema: object properties, list items' properties (`[]`), record keys and
 * values, and the fields of each member of a list of a discriminated union (`blocks[]<hero>.title`).
 */
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
      const members = unionMembers(s.items)
      if (members) for (const [name, member] of members) walk(member, `${at}[]<${name}>`)
      else walk(s.items, `${at}[]`)
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
      // A typed list: each type's fields, and its discriminator, which Decap writes (`typeKey`).
      for (const type of field.types ?? []) {
        paths.push(`${p}[]<${type.name}>.${field.typeKey ?? 'type'}`)
        walk(type.fields ?? [], `${p}[]<${type.name}>`)
      }
    }
  }
  if (root === 'object') walk(fields, '')
  else if (root === 'list') walk(fields[0].fields ?? [], '[]')
  else for (const f of fields[0].fields ?? []) paths.push(f.name === 'key' ? '{key}' : '{}')
  // A type of no fields but its discriminator holds it as a hidden field: one path, not two.
  return [...new Set(paths)].sort()
}

const config = decapConfig({ repo: 'owner/site', branch: 'main' })
const byName = (name: string) => config.collections.find((c) => c.name === name) as CmsCollection
const rootOfFile = (schema: z.ZodType) => {
  const type = (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema).type
  return type === 'array'
    ? 'list'
    : (z.toJSONSchema(schema, { io: 'input' }) as JsonSchema).additionalProperties
      ? 'record'
      : 'object'
}

describe('the editor configuration generated from content/config.ts', () => {
  it('has one collection per JSON file (navigation.json and ui.json included), then the pages', () => {
    expect(config.collections.map((c) => c.name)).toEqual([
      ...Object.keys(collections).map((file) => file.replace(/\.json$/, '')),
      'pages',
    ])
    expect(byName('navigation').label).toBe('Navigation')
    expect(byName('ui').label).toBe('UI')
  })

  for (const [file, schema] of Object.entries(collections)) {
    it(`has a widget for every field of ${file}, and no other`, () => {
      const collection = byName(file.replace(/\.json$/, ''))
      expect(collection.files?.[0].file).toBe(`content/${file}`)
      expect(configPaths(collection.files![0].fields, rootOfFile(schema))).toEqual(schemaPaths(schema))
    })
  }

  it("has a widget for every frontmatter field of pages, every block type's included, plus the body", () => {
    const fields = byName('pages').fields!
    // Not required: a designed page may have no text under its frontmatter.
    expect(fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown', required: false })
    expect(configPaths(fields.slice(0, -1))).toEqual(schemaPaths(pageFrontmatterSchema))
    expect(schemaPaths(pageFrontmatterSchema)).toContain('blocks[]<feature-grid>.items[].icon')
  })

  it('notices a block field without a widget, and a widget the block type does not have', () => {
    const fields = structuredClone(byName('pages').fields!.slice(0, -1))
    const grid = fields.find((f) => f.name === 'blocks')!.types!.find((t) => t.name === 'feature-grid')!
    grid.fields!.push({ name: 'subtitle', label: 'Subtitle', widget: 'string' })
    expect(configPaths(fields)).not.toEqual(schemaPaths(pageFrontmatterSchema))
    grid.fields!.splice(-2)
    expect(configPaths(fields)).not.toEqual(schemaPaths(pageFrontmatterSchema))
  })

  describe('the blocks of designed pages', () => {
    const blocks = byName('pages').fields!.find((f) => f.name === 'blocks')!
    const members = (blockSchema as unknown as { options: z.ZodObject[] }).options
    const notes = readSchemaNotes('content/config.ts').notesOf('pageFrontmatterSchema')

    it('are a list of types, one per block type of content/blocks.ts, named and labelled by the schema', () => {
      expect(blocks).toMatchObject({ widget: 'list', typeKey: 'type', required: false, default: [] })
      expect(blocks.fields).toBeUndefined()
      expect(blocks.types!.map((t) => [t.name, t.label, t.widget])).toEqual(
        members.map((m) => [(m.shape.type as z.ZodLiteral).value, m.meta()?.title, 'object']),
      )
    })

    it('leave the type out of each form (Decap writes it), and give a type of no other field a hidden one', () => {
      for (const type of blocks.types!) {
        const own = type.fields!.filter((f) => f.name === 'type')
        if (type.name === 'text')
          expect(type.fields).toEqual([{ name: 'type', label: 'Type', widget: 'hidden', default: 'text' }])
        else expect(own, type.name).toEqual([])
      }
    })

    it('show the note of every field as its hint', () => {
      const missing: string[] = []
      const check = (list: CmsField[], at: string) => {
        for (const field of list) {
          if (field.widget === 'hidden') continue
          const p = `${at}.${field.name}`
          const note = notes.get(p)
          if (!note) missing.push(p)
          // An image's hint adds the width its place needs to the note.
          else expect(field.hint, p).toEqual(field.widget === 'image' ? expect.stringContaining(note) : note)
          if (field.fields) check(field.fields, field.widget === 'list' ? `${p}[]` : p)
        }
      }
      for (const type of blocks.types!) check(type.fields!, `blocks[]<${type.name}>`)
      expect(missing).toEqual([])
    })

    it('keep the rules of their fields: defaults, enums, bounds, patterns, Markdown, images', () => {
      const type = (name: string) => blocks.types!.find((t) => t.name === name)!
      const field = (list: CmsField[], name: string) => list.find((f) => f.name === name)!
      const grid = type('feature-grid').fields!
      expect(field(grid, 'background')).toMatchObject({
        widget: 'select',
        options: ['plain', 'tint', 'dark'],
        default: 'plain',
        required: false,
      })
      expect(field(grid, 'items')).toMatchObject({ widget: 'list', min: 3, max: 6 })
      expect(field(grid, 'heading')).toMatchObject({
        widget: 'string',
        pattern: [expect.any(String), '1 to 120 characters'],
      })
      expect(field(grid, 'eyebrow').required).toBe(false)
      expect(field(type('portfolio-grid').fields!, 'items')).toMatchObject({
        widget: 'list',
        min: 1,
        max: 8,
        field: { widget: 'number', value_type: 'int', min: 1 },
      })
      expect(field(type('faq-list').fields!, 'lead')).toMatchObject({
        widget: 'markdown',
        modes: ['rich_text', 'raw'],
        editor_components: [],
      })
      expect(field(type('hero').fields!, 'image')).toMatchObject({
        widget: 'image',
        media_folder: '/content/images',
        hint: expect.stringMatching(/At least \d+ px wide\.$/),
      })
      // A text with a placeholder is measured filled in, by the content check; without one, by the form.
      const eyebrow = new RegExp(field(type('hero').fields!, 'eyebrow').pattern![0])
      expect(eyebrow.test('{site:brand} · {site:city}, {site:region} · since {site:foundedYear}')).toBe(true)
      expect(eyebrow.test('x'.repeat(61))).toBe(false)
      expect(eyebrow.test('x'.repeat(60))).toBe(true)
      // A decorative picture's alt may be empty, and stays in the file as "".
      expect(field(type('split').fields!, 'alt')).toMatchObject({ required: false, default: '' })
      // An optional object's fields are optional in the form (Decap would refuse the page without the button otherwise).
      expect(field(type('split').fields!, 'action').required).toBe(false)
      expect(field(type('split').fields!, 'action').fields!.map((f) => f.required)).toEqual([
        false,
        false,
        false,
        false,
      ])
      expect(field(type('hero').fields!, 'actions').fields!.find((f) => f.name === 'label')!.required).toBeUndefined()
      // A collapsed block reads "Core Features · What every order gets" under its type's name.
      expect(type('feature-grid').summary).toBe(
        "{{fields.eyebrow}}{{fields.eyebrow | ternary(' · ', '')}}{{fields.heading}}",
      )
      expect(type('banner').summary).toBe('{{fields.title}}')
      expect(type('feature-sections').summary).toBeUndefined()
    })
  })

  it('sums up every item of every list by its most telling fields, never by a number or a long text', () => {
    const items = (name: string) => byName(name).files![0].fields.find((f) => f.name === WRAPPER_FIELD)!
    // A portfolio piece by its description and category, a review by its author, a question by its words.
    expect(items('portfolio').summary).toBe("{{fields.alt}}{{fields.alt | ternary(' · ', '')}}{{fields.category_name}}")
    expect(items('testimonials').summary).toBe('{{fields.author}}')
    expect(items('faq').summary).toBe('{{fields.question}}')
    expect(items('patches').summary).toBe('{{fields.name}}')
    expect(items('redirects').summary).toBe('{{fields.key}} → {{fields.value}}')
    // Every list: a list of objects names fields its items have; a list of values shows the value.
    const lists: string[] = []
    const walk = (fields: CmsField[], at: string) => {
      for (const field of fields) {
        const p = `${at}.${field.name}`
        if (field.widget === 'list' && !field.types) {
          lists.push(p)
          const names = field.fields?.map((f) => f.name) ?? [field.field!.name]
          const shown = [...(field.summary ?? '').matchAll(/\{\{fields\.([^}| ]+)\}\}/g)].map((m) => m[1])
          expect(shown.length, `${p} has a summary`).toBeGreaterThan(0)
          for (const name of shown) expect(names, `${p}'s summary`).toContain(name)
          if (field.field) expect(field.summary, p).toBe(`{{fields.${field.field.name}}}`)
          else expect(shown[0], `${p} is not summed up by its id`).not.toMatch(/(^|_)id$/)
        }
        walk(field.fields ?? [], p)
        for (const type of field.types ?? []) walk(type.fields ?? [], `${p}<${type.name}>`)
      }
    }
    for (const collection of config.collections)
      walk(collection.files?.[0].fields ?? collection.fields!, collection.name)
    expect(lists).toEqual(expect.arrayContaining(['portfolio.items', 'site.counters', 'pages.blocks<split>.facts']))
  })

  it('refuses a summary that names a field the item has not', () => {
    const schema = z.array(z.strictObject({ id: z.number(), alt: z.string() }).meta({ summary: ['title'] }))
    expect(() => fieldOf('pieces', schema, new Map(), 'pieces')).toThrow(
      'field pieces: the summary names "title", which is not a field of the item',
    )
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
    expect(field(site, 'brand')).toMatchObject({
      widget: 'string',
      pattern: [expect.any(String), '3 to 20 characters'],
    })
    expect(new RegExp(field(site, 'brand').pattern![0]).test('ab')).toBe(false)
    expect(new RegExp(field(site, 'brand').pattern![0]).test('Northstitch')).toBe(true)
    const contact = field(site, 'contact').fields!
    expect(field(contact, 'phoneHref').pattern).toEqual([
      '^\\+\\d{7,15}$',
      'digits with a leading "+", e.g. "+17185550142"',
    ])
    // Numbers keep their bounds and kind; defaults make a field optional.
    expect(field(site, 'foundedYear')).toMatchObject({ widget: 'number', value_type: 'int', min: 1900, max: 2100 })
    expect(field(site, 'lang')).toMatchObject({ required: false, default: 'en' })
    // Enums are selects; lists keep their lengths; the doc comment is the hint.
    const social = field(site, 'social')
    expect(field(social.fields!, 'network')).toMatchObject({
      widget: 'select',
      options: ['facebook', 'twitter', 'linkedin', 'instagram', 'pinterest', 'youtube'],
    })
    expect(field(site, 'counters')).toMatchObject({ widget: 'list', min: 4, max: 4 })
    // A writer's lists have no fixed length: the form lets them add a question, a review or a patch type.
    for (const name of ['faq', 'testimonials', 'patches', 'portfolio']) {
      const list = field(byName(name).files![0].fields, WRAPPER_FIELD)
      expect(list.widget, name).toBe('list')
      expect(list.max, name).toBeUndefined()
      expect(list.min ?? 1, name).toBeLessThanOrEqual(1)
    }
    expect(field(site, 'foundedYear').hint).toBe(
      'Year the business started. Other texts write it as {site:foundedYear}, e.g. "since {site:foundedYear}".',
    )
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
    expect(image).toMatchObject({
      widget: 'image',
      media_folder: '/content/images',
      public_folder: 'images',
      required: false,
    })
  })

  it('uses the GitHub backend with the editorial workflow', () => {
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'owner/site',
      branch: 'main',
      auth_endpoint: 'api/auth',
    })
    expect(config.publish_mode).toBe('editorial_workflow')
    expect(config).not.toHaveProperty('local_backend')
  })
})

describe('schema notes', () => {
  const source = readSchemaNotes('content/config.ts')

  it('reads the doc comment of each field, through named schemas and lists', () => {
    const services = source.notesOf('servicesSchema')
    expect(services.get('plans.embroidery.lines[].price')).toBe('Dollars; leave out for lines such as "Free quote".')
    // A field without its own comment takes the comment of the schema it names.
    expect(services.get('mainServices[].href')).toBe('A path inside this site, e.g. `/contact#contact`.')
    expect(source.collectionRoots().get('faq.json')).toBe('faqSchema')
  })

  it('follows the imports to content/blocks.ts and content/fields.ts, and names each union member by its type', () => {
    const page = source.notesOf('pageFrontmatterSchema')
    expect(page.get('blocks[]<feature-grid>')).toBe('A grid of short points, each with an icon.')
    expect(page.get('blocks[]<feature-grid>.heading')).toBe('The section\'s title, e.g. "What every order gets".')
    // pointSchema, declared in fields.ts.
    expect(page.get('blocks[]<feature-grid>.items[].icon')).toBe(
      'The icon shown beside it, by its sprite name, e.g. "zap".',
    )
    // One name, two files: blocks.ts's `href` (any link) is not fields.ts's `sitePath`.
    expect(page.get('blocks[]<hero>.actions[].href')).toMatch(/^Where it goes: /)
    expect(page.get('blocks[]<banner>.crumbs[].href')).toMatch(/^Where it links/)
  })

  it('reads comments on the line of the field before, shorthand fields and `.extend()`', () => {
    const ui = source.notesOf('uiSchema')
    expect(ui.get('topBar.quote.label')).toBe('Its words.')
    expect(ui.get('newsletter.label')).toBe("The e-mail field's name, read by screen readers.")
    expect(source.notesOf('navigationSchema').get('main[].children')).toBe(
      "The submenu's entries, shown on hover or focus. Optional.",
    )
  })
})
