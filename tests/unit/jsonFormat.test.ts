/** The editor writes a JSON collection back with only the writer's change (editor/app/jsonFormat.ts). */
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { jsonFormat, writeJson } from '../../editor/app/jsonFormat'

const siteText = fs.readFileSync('content/site.json', 'utf8')
const faqText = fs.readFileSync('content/faq.json', 'utf8')

describe('jsonFormat', () => {
  it('changes one value in place and keeps the hand-kept layout of the rest', () => {
    const site = JSON.parse(siteText)
    site.contact.hours = 'Mon–Fri, 8 am – 6 pm ET'
    const written = writeJson(site, siteText)
    expect(JSON.parse(written)).toEqual(site)
    const changed = written.split('\n').filter((line, i) => line !== siteText.split('\n')[i])
    expect(changed).toEqual(['    "hours": "Mon–Fri, 8 am – 6 pm ET",'])
  })

  it('reads a top-level list as one list field and writes it back unchanged when nothing changed', () => {
    const format = jsonFormat('list')
    const data = format.fromFile(faqText)
    expect(Object.keys(data)).toEqual(['items'])
    expect(format.toFile(data)).toBe(faqText)
    const items = data.items as { answer: string }[]
    items[0].answer = 'A new answer that is long enough.'
    const written = format.toFile(data)
    expect(JSON.parse(written)[0].answer).toBe('A new answer that is long enough.')
    expect(written.split('\n').filter((line, i) => line !== faqText.split('\n')[i])).toHaveLength(1)
  })

  it('edits a record as key–value pairs and writes it back as the same record', () => {
    const text = '{\n  "/old.asp": "/new",\n  "/a": "/b"\n}\n'
    const format = jsonFormat('record')
    const data = format.fromFile(text)
    expect(data).toEqual({
      items: [
        { key: '/old.asp', value: '/new' },
        { key: '/a', value: '/b' },
      ],
    })
    ;(data.items as { key: string; value: string }[]).push({ key: '/c', value: '/d' })
    expect(JSON.parse(format.toFile(data))).toEqual({ '/old.asp': '/new', '/a': '/b', '/c': '/d' })
  })

  it('writes a new file as two-space JSON with a final newline', () => {
    expect(writeJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}\n')
  })
})
