/**
 * The HTML gate refuses what the W3C checker refuses and html-validate's recommended rules let
 * through (generator/gates/attributeRules.ts): an attribute HTML does not define, and an ARIA attribute
 * beside the native attribute it duplicates. Each is planted in a copy of the valid fixture site.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageFilesOf } from '../../generator/content/loadContent'
import { htmlGate } from '../../generator/gates/siteGates'
import { useTempDirs } from '../support/tempDirs'

const fixture = path.resolve(import.meta.dirname, '../fixtures/site-ok')
const tempDir = useTempDirs()

/** The HTML gate's errors on the fixture site with its about page's `<main>` edited. */
function errorsWithAbout(edit: (main: string) => string): { ok: boolean; errors: string[] } {
  const root = tempDir('site-')
  fs.cpSync(fixture, root, { recursive: true })
  const about = path.join(root, 'client/about/index.html')
  const text = fs.readFileSync(about, 'utf8')
  const edited = text.replace(/<main[^>]*>[\s\S]*<\/main>/, (main) => edit(main))
  if (edited === text) throw new Error('the fixture edit changed nothing')
  fs.writeFileSync(about, edited)
  const result = htmlGate({
    root,
    clientDir: path.join(root, 'client'),
    siteUrl: 'https://fixture.example',
    contentPages: pageFilesOf(root),
  })
  return { ok: result.ok, errors: result.report.split('\n').filter((line) => line.startsWith('  ✖')) }
}

describe('the HTML gate on attributes', () => {
  it('refuses an attribute HTML does not define, naming it and the page', () => {
    const { ok, errors } = errorsWithAbout((main) =>
      main.replace('<a href="/contact#contact">', '<a href="/contact#contact" keep-scroll-position="">'),
    )
    expect(ok).toBe(false)
    expect(errors).toEqual([
      expect.stringMatching(
        /Attribute "keep-scroll-position" is not an attribute of HTML.*\(found in \/about\)\. Remove the attribute/,
      ),
    ])
  })

  it('refuses an ARIA attribute beside the native one it duplicates', () => {
    const bar = '<label for="bar">Done</label><progress id="bar" max="100" value="40" aria-valuemax="100"></progress>'
    const { ok, errors } = errorsWithAbout((main) => main.replace('</main>', `${bar}</main>`))
    expect(ok).toBe(false)
    expect(errors).toEqual([
      expect.stringMatching(
        /Attribute "aria-valuemax" must not be used beside "max" on <progress>.*\(found in \/about\)\. Remove the ARIA attribute/,
      ),
    ])
  })

  it('lets data-* attributes, SVG attributes and ARIA without a native twin through', () => {
    const svg =
      '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><use href="/icons.svg#check"></use></svg>'
    const bar =
      '<div role="progressbar" aria-label="Done" aria-valuemin="0" aria-valuemax="100" aria-valuenow="40" data-island="bar"></div>'
    const { ok, errors } = errorsWithAbout((main) => main.replace('</main>', `${svg}${bar}</main>`))
    expect(errors).toEqual([])
    expect(ok).toBe(true)
  })
})
