/**
 * The build's URLs (generator/content/resolveConfig.ts): every one must be https, as the forms post
 * personal data and attachments to the portal and the CSP allows what they name; plain http only for
 * this machine, where `npm start` and the tests run their stand-ins. (That a build with a cleartext
 * URL stops before it writes anything: tests/integration/commands.test.ts.)
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../generator/content/loadContent'
import { defaultEditorUrl, isCleartext, resolveConfig } from '../../generator/content/resolveConfig'

const repo = path.resolve(import.meta.dirname, '../..')
const loaded = await loadContent(repo)
const site = loaded.ok ? loaded.content.collections['site.json'] : (undefined as never)

describe('resolveConfig', () => {
  it('refuses plain http for the portal, the blog API, the site, the editor and the vitals endpoint, naming the variable', () => {
    for (const name of ['PORTAL_URL', 'BLOG_API_URL', 'SITE_URL', 'EDITOR_URL']) {
      const { problems } = resolveConfig(site, { [name]: 'http://portal.example.org' })
      expect(problems, name).toEqual([
        {
          file: 'environment',
          field: name,
          expected: expect.stringContaining('https://'),
          found: '"http://portal.example.org"',
        },
      ])
    }
    expect(resolveConfig(site, { VITALS_URL: 'http://rum.example.org/collect' }).problems).toEqual([
      expect.objectContaining({ field: 'VITALS_URL', found: '"http://rum.example.org/collect"' }),
    ])
  })

  it('allows plain http on this machine only', () => {
    const local = {
      BLOG_API_URL: 'http://127.0.0.1:4174',
      PORTAL_URL: 'http://localhost:4175',
      SITE_URL: 'http://[::1]:3000',
      VITALS_URL: 'http://127.0.0.1:9/collect',
      EDITOR_URL: 'http://localhost:3002',
    }
    expect(resolveConfig(site, local).problems).toEqual([])
    for (const url of [
      'http://127.0.0.1.example.org',
      'http://localhost.example.org',
      'http://10.0.0.1',
      'http://0.0.0.0',
    ])
      expect(isCleartext(url), url).toBe(true)
    expect(isCleartext('https://portal.example.org')).toBe(false)
  })

  it("names site.json's field when its default is cleartext", () => {
    const { problems } = resolveConfig({ ...site, portal: { ...site.portal, origin: 'http://portal.example.org' } }, {})
    expect(problems).toEqual([expect.objectContaining({ file: 'content/site.json', field: 'portal.origin' })])
  })

  it("puts the editor on its own origin: EDITOR_URL, else editor. in front of the site's host", () => {
    expect(resolveConfig(site, { SITE_URL: 'https://www.stitch.example' }).editorUrl).toBe(
      'https://editor.stitch.example',
    )
    expect(resolveConfig(site, { EDITOR_URL: 'https://cms.stitch.example/' }).editorUrl).toBe(
      'https://cms.stitch.example',
    )
    expect(defaultEditorUrl('https://stitch.example')).toBe('https://editor.stitch.example')
    // A site on this machine: the port npm start serves the editor on.
    expect(defaultEditorUrl('http://127.0.0.1:4300')).toBe('http://127.0.0.1:4302')
    expect(resolveConfig(site, { EDITOR_URL: 'https://cms.stitch.example/admin/' }).problems).toEqual([
      expect.objectContaining({ field: 'EDITOR_URL', expected: expect.stringContaining('without a path') }),
    ])
  })
})
