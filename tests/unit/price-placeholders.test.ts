/**
 * Prices once (generator/content/prices.ts, lib/quoteForm.ts): every figure the site shows comes from the
 * price cards of services.json. A card's "from" is its lowest line; the FAQ names prices with
 * placeholders; a figure written out that is not on the price list, or a placeholder that names no
 * price, fails the content check naming the file and the field. A price changed in services.json
 * changes the card, the FAQ and the quote form's estimate of the next build: checked here on a copy of
 * content/ through the same loader and module values the build serves (a full build per case would
 * take a minute each; the e2e tests check the estimate the built site shows).
 */
import fs from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { problemsOf } from '../support/contentProblems'
import { ui } from '../support/siteContent'
import { edit, useCopies } from '../support/copyContent'
import { QuoteBrief } from '../../components/QuoteBrief'
import { fieldError } from '../../lib/quoteFieldError'
import { estimateText, messageWithBrief } from '../../lib/quoteMessage'
import { collectionValues, loadContentOrThrow } from '../../generator/content/contentPlugin'
import { loadContent } from '../../generator/content/loadContent'
import { strayFigures } from '../../generator/content/prices'
import { fillPlaceholders, priceTable } from '../../lib/placeholders'
import { formatUsd } from '../../lib/formatUsd'
import type { QuoteFormData } from '../../lib/quoteForm'

const repo = path.resolve(import.meta.dirname, '../..')
const copies = useCopies()

const faqIndex = (root: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'content/faq.json'), 'utf8')).findIndex((e: { answer: string }) =>
    e.answer.includes('{price:'),
  )

const plans = (await loadContentOrThrow(repo)).content.collections['services.json'].plans
const table = priceTable(plans)
/** Every priced line of the cards, with its placeholder's name. */
const priced = Object.entries(plans).flatMap(([key, plan]) =>
  plan.lines.flatMap((line) =>
    line.id && line.price !== undefined ? [{ name: `${key}.${line.id}`, price: line.price }] : [],
  ),
)
const prices = new Set(priced.map((p) => p.price))
/** A whole-dollar figure no line has, for texts that must be refused. */
const notAPrice = Array.from({ length: 1000 }, (_, i) => i + 2).find((n) => !prices.has(n) && !`${n}`.includes('1'))!
const leftChest = table.get('embroidery.left-chest')!

describe('price placeholders', () => {
  it("name each line with an id, each card's lowest price and the rate per thousand stitches", async () => {
    for (const { name, price } of priced) expect(table.get(name), name).toBe(formatUsd(price))
    expect(table.get('embroidery.from')).toBe(formatUsd(plans.embroidery.from!))
    const rate = plans.embroidery.perThousandStitches!
    expect(table.get('embroidery.per-thousand-stitches')).toBe(`${formatUsd(rate.low)}-${formatUsd(rate.high)}`)
    expect(table.has('patches.from')).toBe(false)
  })

  it('fill known placeholders and report unknown ones', async () => {
    const tables = { price: table, site: new Map<string, string>() }
    expect(fillPlaceholders('Caps from {price:embroidery.left-chest}.', tables)).toEqual({
      text: `Caps from ${leftChest}.`,
      unknown: [],
    })
    expect(fillPlaceholders('{price:embroidery.leftchest} and {price:vector.complex}', tables)).toEqual({
      text: `{price:embroidery.leftchest} and ${table.get('vector.complex')}`,
      unknown: ['{price:embroidery.leftchest}'],
    })
  })

  it('find figures written out that are not on the price list', async () => {
    expect(strayFigures(`a text name is ${priced.map((p) => formatUsd(p.price)).join(', and ')}.`, table)).toEqual([])
    expect(
      strayFigures(`a text name is $${notAPrice} and a cap $ ${priced[0].price}, about $1,200 a year`, table),
    ).toEqual([`$${notAPrice}`, '$1,200'])
    expect(strayFigures('{price:embroidery.left-chest} or $99.50', table)).toEqual(['$99.50'])
  })
})

describe('cards take their "from" price from their lines', () => {
  it('is the lowest price of the lines, and none without prices', async () => {
    const { plans } = (await loadContentOrThrow(repo)).content.collections['services.json']
    expect(plans.embroidery.from).toBe(
      Math.min(...plans.embroidery.lines.flatMap((l) => (l.price === undefined ? [] : [l.price]))),
    )
    expect(plans.vector.from).toBe(
      Math.min(...plans.vector.lines.flatMap((l) => (l.price === undefined ? [] : [l.price]))),
    )
    expect(plans.patches.from).toBeUndefined()
  })

  it('refuses a "from" written in services.json, saying why', async () => {
    const root = copies.content()
    edit(root, 'content/services.json', (t) =>
      t.replace(
        `"name": "${plans.vector.name}",\n      "summary"`,
        `"name": "${plans.vector.name}",\n      "from": ${plans.vector.from},\n      "summary"`,
      ),
    )
    const [problem, ...rest] = await problemsOf(root)
    expect(rest).toEqual([])
    expect(problem).toMatchObject({
      file: 'content/services.json',
      field: 'plans.vector.from',
      found: String(plans.vector.from),
    })
    expect(problem.expected).toMatch(/lowest price of its lines, so remove it/)
  })
})

describe('the content check of price figures', () => {
  it('fails on a FAQ answer with a figure that is not on the price list, naming the file and the field', async () => {
    const root = copies.content()
    const i = faqIndex(root)
    edit(root, 'content/faq.json', (t) => t.replace('is {price:embroidery.left-chest}', `is $${notAPrice}`))
    const [problem, ...rest] = await problemsOf(root)
    expect(rest).toEqual([])
    expect(problem).toMatchObject({ file: 'content/faq.json', field: `[${i}].answer`, found: `$${notAPrice}` })
    expect(problem.expected).toContain('{price:embroidery.left-chest}')
  })

  it('accepts a figure written out that matches the price list', async () => {
    const root = copies.content()
    edit(root, 'content/faq.json', (t) => t.replace('is {price:embroidery.left-chest}', `is ${leftChest}`))
    expect((await loadContent(root)).ok).toBe(true)
  })

  it('fails on a placeholder that names no price', async () => {
    const root = copies.content()
    const i = faqIndex(root)
    edit(root, 'content/faq.json', (t) => t.replace('{price:embroidery.left-chest}', '{price:embroidery.left-chst}'))
    const [problem, ...rest] = await problemsOf(root)
    expect(rest).toEqual([])
    expect(problem).toMatchObject({
      file: 'content/faq.json',
      field: `[${i}].answer`,
      found: '{price:embroidery.left-chst}',
    })
  })

  it('fails on a page whose text names a price that is not on the list, with its line', async () => {
    const root = copies.content()
    const file = 'content/pages/services/line-art.mdx'
    edit(root, file, (t) => `${t.trimEnd()}\n\nSimple outlines start at $${notAPrice}.\n`)
    const line =
      fs
        .readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes(`$${notAPrice}`)) + 1
    const [problem, ...rest] = await problemsOf(root)
    expect(rest).toEqual([])
    expect(problem).toMatchObject({ file, line, found: `$${notAPrice}` })
  })

  it('fails on two lines of a card with the same id', async () => {
    const root = copies.content()
    edit(root, 'content/services.json', (t) =>
      t.replace(
        '{ "id": "medium", "label": "Medium size design"',
        '{ "id": "left-chest", "label": "Medium size design"',
      ),
    )
    // The renamed line is also gone from the estimate, which says so too.
    const problems = await problemsOf(root)
    expect(problems.map((p) => p.field)).toEqual([
      'plans.embroidery.lines[2].id',
      'quoteServices[0].choice.options[2].line',
    ])
    expect(problems[0]).toMatchObject({
      file: 'content/services.json',
      found: '"left-chest"',
      expected: 'an id no other line of this card uses',
    })
  })

  it('fails on an estimate option that names no priced line of its card', async () => {
    const root = copies.content()
    edit(root, 'content/services.json', (t) =>
      t.replace('{ "line": "complex", "label": "Complex" }', '{ "line": "color-separation", "label": "Complex" }'),
    )
    const [problem, ...rest] = await problemsOf(root)
    expect(rest).toEqual([])
    expect(problem).toMatchObject({
      file: 'content/services.json',
      field: 'quoteServices[1].choice.options[2].line',
      found: '"color-separation"',
    })
    expect(problem.expected).toContain('"complex"')
  })
})

describe('a price changed in services.json', () => {
  it("changes the card, the FAQ and the quote form's estimate of the next build", async () => {
    const root = copies.content()
    const file = path.join(root, 'content/services.json')
    const raw = JSON.parse(fs.readFileSync(file, 'utf8'))
    type RawLine = { id?: string; price?: number; minimum?: boolean }
    const lines: RawLine[] = raw.plans.embroidery.lines
    // The card's lowest line, one dollar lower (a new "from"); and its minimum line, five dollars higher.
    const lowest = lines.filter((l) => l.price !== undefined).sort((a, b) => a.price! - b.price!)[0]
    const minimum = lines.find((l) => l.minimum && l.price !== undefined)!
    const [from, min] = [lowest.price! - 1, minimum.price! + 5]
    lowest.price = from
    minimum.price = min
    fs.writeFileSync(file, JSON.stringify(raw, null, 2))
    // What the build serves as `virtual:content`.
    const values = collectionValues(await loadContentOrThrow(root))
    const services = values.services as Awaited<
      ReturnType<typeof loadContentOrThrow>
    >['content']['collections']['services.json']
    expect(services.plans.embroidery.from).toBe(from)
    // Every FAQ answer that names the line shows its new price.
    const rawFaq: { answer: string }[] = JSON.parse(fs.readFileSync(path.join(root, 'content/faq.json'), 'utf8'))
    const naming = rawFaq.flatMap((e, i) => (e.answer.includes(`{price:embroidery.${lowest.id}}`) ? [i] : []))
    for (const i of naming) expect((values.faq as { answer: string }[])[i].answer).toContain(formatUsd(from))

    const quote = values.quoteForm as QuoteFormData
    // The form's data keeps the order of services.json: its options, of their lines.
    const s = services.quoteServices.findIndex((q) => q.plan === 'embroidery')
    const embroidery = quote.services[s]
    const option =
      embroidery.choice!.options[services.quoteServices[s].choice!.options.findIndex((o) => o.line === minimum.id)]
    expect(estimateText(option, ui.quoteForm.brief)).toBe(`${ui.quoteForm.brief.minimum} ${formatUsd(min)}`)
    // The estimate as the form renders it before a design kind is chosen: the card's new "from".
    const html = renderToStaticMarkup(
      createElement(QuoteBrief, {
        service: embroidery,
        lists: quote.lists,
        words: ui.quoteForm,
        id: (f: string) => `q-${f}`,
        size: { id: 'q-size' },
        sizeError: null,
      }),
    )
    expect(html).toContain(`${ui.quoteForm.brief.from}</span> ${formatUsd(from)}`)
  })
})

describe("the quote form's words", () => {
  it("writes the brief as labelled lines above the visitor's text, skipping empty ones", async () => {
    expect(
      messageWithBrief(
        [
          ['Placement', 'Left chest'],
          ['Machine format', ''],
          ['Finished size', '3.5 in wide'],
        ],
        'Polo shirts, 40 pieces.',
      ),
    ).toBe('Placement: Left chest\nFinished size: 3.5 in wide\n\nPolo shirts, 40 pieces.')
    expect(messageWithBrief([['Placement', '']], 'Just the text.')).toBe('Just the text.')
  })

  it('says how to fix each field, in the words of content/ui.json', async () => {
    const ok = { valid: true, valueMissing: false, typeMismatch: false }
    const words = ui.quoteForm.errors
    expect(fieldError('name', ok, words)).toBeUndefined()
    expect(fieldError('email', { valid: false, valueMissing: true, typeMismatch: false }, words)).toBe(
      words.emailMissing,
    )
    expect(fieldError('email', { valid: false, valueMissing: false, typeMismatch: true }, words)).toBe(
      words.emailInvalid,
    )
    expect(words.emailInvalid).toMatch(/with an @ and a domain/)
    expect(fieldError('size', { valid: false, valueMissing: false, typeMismatch: false }, words)).toMatch(
      /in inches as a number/,
    )
  })
})
