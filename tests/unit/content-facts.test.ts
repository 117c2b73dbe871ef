/**
 * The content in content/ against the spec: counts, categories, patch types, prices. The schemas
 * check shapes; these check the facts the spec states, so an edit that breaks one fails here.
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { portfolioCategories } from '../../content/config'
import { loadContent, type Content } from '../../generator/content/loadContent'
import { blockOf, ui } from '../support/siteContent'

const root = path.resolve(import.meta.dirname, '../..')
let c: Content['collections']

beforeAll(async () => {
  const result = await loadContent(root)
  if (!result.ok) throw new Error(`content/ does not load: ${JSON.stringify(result.problems, null, 2)}`)
  c = result.content.collections
})

describe('portfolio.json', () => {
  // Spec point 3, the portfolio table.
  const perCategory: [number, string, number][] = [
    [1, 'Vector Conversion', 16],
    [2, 'Line Art', 16],
    [3, 'Logo Designing', 17],
    [4, 'Photo Editing', 12],
    [5, '3D Puff Embroidery Digitizing', 13],
    [6, 'Applique Embroidery Digitizing', 18],
    [7, 'Chenille Embroidery Digitizing', 16],
    [8, 'Flat Embroidery Digitizing', 17],
    [9, 'Sequin Embroidery Digitizing', 4],
  ]

  // Ledger: 129 portfolio items, the sum of the spec's category counts (it says 130).
  it('has 129 items, the sum of the spec table', () => {
    expect(c['portfolio.json']).toHaveLength(129)
    expect(perCategory.reduce((sum, [, , n]) => sum + n, 0)).toBe(129)
  })

  it.each(perCategory)('category %i (%s) has %i items', (id, name, count) => {
    expect(c['portfolio.json'].filter((item) => item.category_name === name)).toHaveLength(count)
    expect(c['portfolio.json'].filter((item) => item.category_id === id)).toHaveLength(count)
  })

  it('lists the nine categories in the order of the filter buttons', () => {
    expect([...portfolioCategories]).toEqual(perCategory.map(([, name]) => name))
  })

  it('has unique ids', () => {
    const ids = c['portfolio.json'].map((item) => item.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('gives every item a category id that matches its category name', () => {
    for (const item of c['portfolio.json']) expect(perCategory[item.category_id - 1][1], `item ${item.id}`).toBe(item.category_name)
  })

  it('has its own original in content/images/portfolio/ for every item, large enough for the grid', () => {
    for (const item of c['portfolio.json']) {
      expect(item.image.src, `item ${item.id}`).toBe(`images/portfolio/${item.id}.jpg`)
      expect(fs.existsSync(path.join(root, 'content', item.image.src)), item.image.src).toBe(true)
      expect(item.image.width, item.image.src).toBeGreaterThanOrEqual(800)
    }
  })

  it('describes every image in its own words', () => {
    const alts = c['portfolio.json'].map((item) => item.alt)
    expect(new Set(alts).size).toBe(alts.length)
  })

  it('points the service pages at existing items', () => {
    const ids = new Set(c['portfolio.json'].map((item) => item.id))
    for (const url of ['/services/embroidery-digitizing', '/services/vector-conversion']) {
      const { items } = blockOf(url, 'portfolio-grid')
      expect(items).toHaveLength(4)
      for (const id of items) expect(ids.has(id), `portfolio id ${id}`).toBe(true)
    }
  })
})

describe('patches.json', () => {
  const spec = [
    ['Custom Patches', 'custom-patches'],
    ['Embroidered Patches', 'embroidered-patches'],
    ['Chenille Patches', 'chenille-patches'],
    ['Woven Patches', 'woven-patches'],
    ['PVC Patches', 'pvc-patches'],
    ['Printed Patches', 'printed-patches'],
    ['Leather Patches', 'leather-patches'],
  ]

  it('has the 7 patch types in spec order, ids 1 to 7, with their slugs', () => {
    expect(c['patches.json'].map((p) => [p.name, p.slug])).toEqual(spec)
    expect(c['patches.json'].map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('gives meta text to the first two types only', () => {
    const withMeta = c['patches.json'].map((p) => Boolean(p.metaTitle || p.metaDes || p.metaKeywords))
    expect(withMeta).toEqual([true, true, false, false, false, false, false])
    for (const p of c['patches.json'].slice(0, 2)) {
      expect(p.metaTitle).toBeTruthy()
      expect(p.metaDes).toBeTruthy()
      expect(p.metaKeywords).toBeTruthy()
    }
  })

  it('has a detail image and gallery images of its own for every type, in content/images/patches/', () => {
    for (const p of c['patches.json']) {
      expect(p.image.src).toBe(`images/patches/${p.slug}.jpg`)
      expect(p.portfolioImages.map((image) => image.src)).toEqual([1, 2, 3, 4].map((n) => `images/patches/${p.slug}-${n}.jpg`))
      for (const image of [p.image, ...p.portfolioImages]) expect(fs.existsSync(path.join(root, 'content', image.src)), image.src).toBe(true)
    }
  })

  it('uses the three patch working-process titles of the spec', () => {
    expect(blockOf('/custom-patches', 'patch-catalogue').process).toEqual(['Booking Online', 'Approve Design', 'Start Production'])
  })
})

describe('faq.json and testimonials.json', () => {
  it('has 6 questions', () => expect(c['faq.json']).toHaveLength(6))
  it('has 18 testimonials', () => expect(c['testimonials.json']).toHaveLength(18))
})

describe('services.json', () => {
  const s = () => c['services.json']
  const price = (plan: 'embroidery' | 'vector' | 'patches', label: RegExp) => {
    const line = s().plans[plan].lines.find((l) => label.test(l.label))
    expect(line, `a ${plan} line matching ${label}`).toBeDefined()
    return line!
  }

  it('has the steps and lists of the spec', () => {
    expect(s().howItWorks.map((step) => step.title)).toEqual(['Booking Online', 'Received Work', 'Satisfied Design', 'Start Digitizing'])
    expect(s().workingProcess.map((step) => step.title)).toEqual(['Booking Online', 'Creative Design', 'Process Orders'])
    expect(s().mainServices.map((m) => m.title)).toEqual(['Embroidery Digitizing', 'Vector Conversion', 'Photo to Vector Illustration', 'Line Art'])
    expect(s().skills).toEqual([
      { label: 'Graphic Designing', percent: 90 },
      { label: 'Embroidery Digitizing', percent: 80 },
      { label: 'Vector Conversion', percent: 85 },
    ])
  })

  it('has the embroidery digitizing prices of spec point 9', () => {
    expect(price('embroidery', /text name/i)).toMatchObject({ price: 10 })
    expect(price('embroidery', /under 10k/i)).toMatchObject({ price: 15 })
    expect(price('embroidery', /medium/i)).toMatchObject({ price: 20 })
    expect(price('embroidery', /jacket front under 40k/i)).toMatchObject({ price: 30, minimum: true })
    expect(price('embroidery', /100k/i)).toMatchObject({ price: 75 })
    expect(price('embroidery', /quote/i)).toMatchObject({ note: 'Free' })
    expect(s().plans.embroidery.lines).toHaveLength(6)
  })

  it('has the vector conversion prices of spec point 9', () => {
    expect(price('vector', /simple/i)).toMatchObject({ price: 15 })
    expect(price('vector', /medium/i)).toMatchObject({ price: 20 })
    expect(price('vector', /complex/i)).toMatchObject({ price: 60 })
    expect(price('vector', /color separation/i)).toMatchObject({ note: 'Free' })
    expect(price('vector', /quote/i)).toMatchObject({ note: 'Free' })
    expect(s().plans.vector.lines).toHaveLength(5)
  })

  it('shows no figures for custom patches, priced by type, size and complexity', () => {
    const patches = s().plans.patches
    expect(patches.from).toBeUndefined()
    expect(patches.lines.every((line) => line.price === undefined)).toBe(true)
    expect(patches.summary).toMatch(/type of patch/i)
    expect(patches.summary).toMatch(/size of patch/i)
    expect(patches.summary).toMatch(/complexity of design/i)
  })

  it('gives each service page 10 types, 3 sections and its plan', () => {
    const embroidery = blockOf('/services/embroidery-digitizing', 'service-overview')
    const vector = blockOf('/services/vector-conversion', 'service-overview')
    expect(embroidery.list).toHaveLength(10)
    expect(blockOf('/services/embroidery-digitizing', 'feature-sections').items.map((x) => x.title)).toEqual(['Cap Digitizing', 'Left Chest Digitizing', 'Logo Digitizing'])
    expect(embroidery.plan).toBe('embroidery')
    expect(vector.list).toHaveLength(10)
    expect(blockOf('/services/vector-conversion', 'feature-sections').items.map((x) => x.title)).toEqual(['Line Art Creation', 'Logo Vectorization', 'Photo to Vector Illustration'])
    expect(vector.plan).toBe('vector')
  })

  it('names the 10 embroidery types of the spec', () => {
    const types = blockOf('/services/embroidery-digitizing', 'service-overview').list.join(' | ').toLowerCase()
    for (const t of ['cap', 'left chest', 'logo', 'jacket back', 'sleeves', 'flat', 'applique', '3d puff', 'chenille', 'sequin']) expect(types).toContain(t)
  })
})

describe('ui.json: the spec\'s texts, word for word', () => {
  it('has the 404 page, the error screen, the attachment alerts and the newsletter placeholder of the spec', () => {
    expect(ui.notFound).toMatchObject({ code: '404', text: 'Opps! This Page cannot be found', action: { label: 'Go To Home', href: '/' } })
    expect(ui.error.heading).toBe('Unexpected Application Error!')
    expect(ui.quoteForm.alerts).toEqual({ type: 'Only PNG, JPG, JPEG, and PDF formats are allowed.', size: 'File size should not exceed 10MB.' })
    expect(ui.quoteForm.selectService).toBe('Select a service')
    expect(ui.newsletter.placeholder).toBe('Enter Email')
    expect(ui.topBar.quote.label).toBe('FREE QUOTE')
    expect(ui.priceCard.action).toEqual({ label: 'Request Quote', href: '/contact#contact' })
  })
})

