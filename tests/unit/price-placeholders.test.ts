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
import { textPageFile, ui } from '../support/siteContent'
import { addFaqQuestion, edit, editJson, useCopies } from '../support/copyContent'
import { QuoteBrief } from '../../components/QuoteBrief'
import { fieldMaxLength } from '../../lib/leads/leadFields'
import { problemWords, type LeadProblem } from '../../lib/leads/problemWords'
import { estimateText } from '../../lib/quoteEstimate'
import { messageWithBrief } from '../../lib/quoteMessage'
import { collectionValues, loadContentOrThrow } from '../../generator/content/contentPlugin'
import { loadContent } from '../../generator/content/loadContent'
import { strayFigures } from '../../generator/content/prices'
import { fillPlaceholders, priceTable } from '../../lib/placeholders'
import { formatUsd } from '../../lib/formatUsd'
import type { QuoteFormData } from '../../lib/quoteForm'

const repo = path.resolve(import.meta.dirname, '../..')
const copies = useCopies()

const services = (await loadContentOrThrow(repo)).content.collections['services.json']
const { plans } = services
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

/** The services.json of a copy as data, in the shape the edits below change. */
interface RawServices {
  plans: Record<string, { from?: number; lines: Record<string, unknown>[] }>
  quoteServices: { choice?: { options: { line: string }[] } }[]
}

/** A question of the writer's kind, added to a copy's FAQ with `answer`; returns its index. */
const addQuestion = (root: string, answer: string) => addFaqQuestion(root, 'What does a cap logo cost?', answer)

describe('price placeholders', () => {
  it("name each line with an id, each card's lowest price and the rate per thousand stitches", async () => {
    for (const { name, price } of priced) expect(table.get(name), name).toBe(formatUsd(price))
    for (const [key, plan] of Object.entries(plans)) {
      expect(table.get(`${key}.from`), key).toBe(plan.from === undefined ? undefined : formatUsd(plan.from))
      const rate = plan.perThousandStitches
      expect(table.get(`${key}.per-thousand-stitches`), key).toBe(
        rate && `${formatUsd(rate.low)}-${formatUsd(rate.high)}`,
      )
    }
    expect(priced.length).toBeGreaterThan(0)
  })

  it('fill known placeholders and report unknown ones', async () => {
    const tables = { price: table, site: new Map<string, string>() }
    const [a, b] = [priced[0], priced.at(-1)!]
    expect(fillPlaceholders(`Caps from {price:${a.name}}.`, tables)).toEqual({
      text: `Caps from ${formatUsd(a.price)}.`,
      unknown: [],
    })
    expect(fillPlaceholders(`{price:${a.name}x} and {price:${b.name}}`, tables)).toEqual({
      text: `{price:${a.name}x} and ${formatUsd(b.price)}`,
      unknown: [`{price:${a.name}x}`],
    })
  })

  it('find figures written out that are not on the price list', async () => {
    expect(strayFigures(`a text name is ${priced.map((p) => formatUsd(p.price)).join(', and ')}.`, table)).toEqual([])
    expect(
      strayFigures(`a text name is $${notAPrice} and a cap $ ${priced[0].price}, about $1,200 a year`, table),
    ).toEqual([`$${notAPrice}`, '$1,200'])
    expect(strayFigures(`{price:${priced[0].name}} or $99.50`, table)).toEqual(['$99.50'])
    expect(strayFigures(`Caps are $${notAPrice}, logos $${notAPrice}.`, table)).toEqual([
      `$${notAPrice}`,
      `$${notAPrice}`,
    ])
  })
})

describe('cards take their "from" price from their lines', () => {
  it('is the lowest price of the lines, and none without prices', async () => {
    for (const [key, plan] of Object.entries(plans)) {
      const linePrices = plan.lines.flatMap((l) => (l.price === undefined ? [] : [l.price]))
      expect(plan.from, key).toBe(linePrices.length ? Math.min(...linePrices) : undefined)
    }
  })

  it('refuses a "from" written in services.json, saying why', async () => {
    const root = copies.content()
    const [key, plan] = Object.entries(plans).find(([, p]) => p.from !== undefined)!
    editJson<RawServices>(root, 'content/services.json', (s) => {
      s.plans[key].from = plan.from
    })
    const [problem, ...rest] = await problemsOf(root)
    expect(rest).toEqual([])
    expect(problem).toMatchObject({
      file: 'content/services.json',
      field: `plans.${key}.from`,
      found: String(plan.from),
    })
    expect(problem.expected).toMatch(/lowest price of its lines, so remove it/)
  })
})

describe('the content check of price figures', () => {
  it('fails on a FAQ answer with a figure that is not on the price list, naming the file and the field', async () => {
    const root = copies.content()
    const i = addQuestion(root, `A logo for the front of a cap is $${notAPrice}, files included.`)
    const [problem, ...rest] = await problemsOf(root)
    expect(rest).toEqual([])
    expect(problem).toMatchObject({ file: 'content/faq.json', field: `[${i}].answer`, found: `$${notAPrice}` })
    expect(problem.expected).toContain(`{price:${priced[0].name}}`)
  })

  it('accepts a figure written out that matches the price list', async () => {
    const root = copies.content()
    addQuestion(root, `A logo for the front of a cap is ${formatUsd(priced[0].price)}, files included.`)
    expect((await loadContent(root)).ok).toBe(true)
  })

  it('fails on a placeholder that names no price', async () => {
    const root = copies.content()
    const unknown = `{price:${priced[0].name}x}`
    const i = addQuestion(root, `A logo for the front of a cap is ${unknown}, files included.`)
    const [problem, ...rest] = await problemsOf(root)
    expect(rest).toEqual([])
    expect(problem).toMatchObject({ file: 'content/faq.json', field: `[${i}].answer`, found: unknown })
  })

  it('fails on a page whose text names a price that is not on the list, with its line', async () => {
    const root = copies.content()
    const file = textPageFile
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
    // A copy of a line with an id, added to its card: every id the content names is still there.
    const [key, plan] = Object.entries(plans).find(([, p]) => p.lines.some((l) => l.id))!
    const line = plan.lines.find((l) => l.id)!
    editJson<RawServices>(root, 'content/services.json', (s) => {
      s.plans[key].lines.push({ ...s.plans[key].lines.find((l) => l.id === line.id), label: 'The same line again' })
    })
    const [problem, ...rest] = await problemsOf(root)
    expect(rest).toEqual([])
    expect(problem).toMatchObject({
      file: 'content/services.json',
      field: `plans.${key}.lines[${plan.lines.length}].id`,
      found: `"${line.id}"`,
      expected: 'an id no other line of this card uses',
    })
  })

  it('fails on an estimate option that names no priced line of its card', async () => {
    const root = copies.content()
    const s = services.quoteServices.findIndex((q) => q.choice?.options.length)
    const { choice } = services.quoteServices[s]
    const o = choice!.options.length - 1
    editJson<RawServices>(root, 'content/services.json', (raw) => {
      raw.quoteServices[s].choice!.options[o].line = 'no-such-line'
    })
    const [problem, ...rest] = await problemsOf(root)
    expect(rest).toEqual([])
    expect(problem).toMatchObject({
      file: 'content/services.json',
      field: `quoteServices[${s}].choice.options[${o}].line`,
      found: '"no-such-line"',
    })
    expect(problem.expected).toContain(`"${choice!.options[o].line}"`)
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
    const words = ui.quoteForm
    const say = (field: string, problem: LeadProblem) => problemWords(field, problem, words, ui.intake.unreadable)
    expect(say('name', 'missing')).toBe(words.errors.name)
    expect(say('email', 'missing')).toBe(words.errors.emailMissing)
    expect(say('email', 'invalid')).toBe(words.errors.emailInvalid)
    expect(say('subject', 'invalid')).toBe(words.errors.subject)
    expect(say('message', 'tooLong')).toBe(
      words.errors.tooLong.replace('{label}', words.message).replace('{max}', String(fieldMaxLength.message)),
    )
    expect(say('attachment', 'type')).toBe(words.alerts.type)
    expect(say('attachment', 'size')).toBe(words.alerts.size)
    expect(say('form', 'unreadable')).toBe(ui.intake.unreadable)
  })
})
