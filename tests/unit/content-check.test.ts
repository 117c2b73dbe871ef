/**
 * The content check as a writer meets it: each invalid fixture must produce a message naming the file,
 * the line, the field, what was expected and what was found; valid content loads; drafts stay out.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatProblems } from '../../generator/content/formatIssues'
import { loadContent } from '../../generator/content/loadContent'
import { urlPathOf } from '../../lib/contentPage'
import { resolveConfig } from '../../generator/content/resolveConfig'
import { problemsOf } from '../support/contentProblems'
import { useCopies } from '../support/copyContent'
import { contentPages } from '../support/siteContent'
import type { BlockOf } from '../../content/blocks'

const repo = path.resolve(import.meta.dirname, '../..')
const fixtures = path.join(repo, 'tests/fixtures/content')
const copies = useCopies()

describe('loadContent', () => {
  it('accepts the repository content and lists its MDX pages as routes', async () => {
    const result = await loadContent(repo)
    expect(result.ok ? [] : formatProblems(result.problems)).toEqual([])
    if (!result.ok) return
    const urls = result.content.pages.map((p) => p.urlPath)
    expect(urls).toEqual(expect.arrayContaining(['/privacy-policy', '/refund-policy', '/services/line-art']))
  })

  it('names file, line, field, expected and found for a bad JSON value', async () => {
    const root = copies.content()
    const file = path.join(root, 'content/site.json')
    const text = fs.readFileSync(file, 'utf8').replace('"info@example.com"', '"info(at)example.com"')
    fs.writeFileSync(file, text)
    const line = text.split('\n').findIndex((l) => l.includes('info(at)example.com')) + 1
    const [problem, ...rest] = await problemsOf(root)
    expect(rest).toEqual([])
    expect(problem).toMatchObject({
      file: 'content/site.json',
      line,
      field: 'contact.email',
      found: '"info(at)example.com"',
    })
    expect(problem.expected).toMatch(/email/i)
    expect(formatProblems([problem])).toContain(`content/site.json:${line}`)
  })

  it('reports a category that does not match its id', async () => {
    const root = copies.content()
    const file = path.join(root, 'content/portfolio.json')
    const items = JSON.parse(fs.readFileSync(file, 'utf8'))
    items[3].category_id = 9
    fs.writeFileSync(file, JSON.stringify(items, null, 2))
    expect(await problemsOf(root)).toEqual([
      expect.objectContaining({
        file: 'content/portfolio.json',
        field: '[3].category_id',
        expected: expect.stringContaining('same category'),
      }),
    ])
  })

  it('reports a JSON syntax error with its line', async () => {
    const root = copies.content()
    fs.copyFileSync(path.join(fixtures, 'broken.json'), path.join(root, 'content/redirects.json'))
    expect((await problemsOf(root))[0]).toMatchObject({
      file: 'content/redirects.json',
      line: 4,
      expected: 'valid JSON',
    })
  })

  it('reports each bad frontmatter field with its line: wrong type, missing field, misspelt field', async () => {
    const root = copies.content()
    fs.copyFileSync(path.join(fixtures, 'bad-frontmatter.mdx'), path.join(root, 'content/pages/thread-guide.mdx'))
    const problems = await problemsOf(root)
    const file = 'content/pages/thread-guide.mdx'
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file, line: 3, field: 'draft', expected: 'a boolean', found: '"yes"' }),
        expect.objectContaining({ file, field: 'description', found: 'nothing (the field is missing)' }),
        expect.objectContaining({
          file,
          line: 4,
          field: 'descripton',
          expected: expect.stringContaining('no field named "descripton"'),
        }),
      ]),
    )
  })

  it('refuses an MDX page whose URL belongs to a route of pages/', async () => {
    const root = copies.content()
    fs.mkdirSync(path.join(root, 'content/pages/custom-patches'))
    fs.copyFileSync(path.join(fixtures, 'new-page.mdx'), path.join(root, 'content/pages/custom-patches/extra.mdx'))
    expect(await problemsOf(root)).toEqual([
      expect.objectContaining({
        file: 'content/pages/custom-patches/extra.mdx',
        expected: expect.stringContaining('/custom-patches/extra belongs to the route /custom-patches in pages/'),
      }),
    ])
  })

  it('checks what blocks name: a portfolio piece that exists, a page that exists, one heading', async () => {
    const root = copies.content()
    const file = path.join(root, 'content/pages/index.mdx')
    const text = fs.readFileSync(file, 'utf8')
    // The home page's showcase and service links as they stand: the last piece becomes one that does not exist, the first link a page that does not exist.
    const home = contentPages.find((p) => p.urlPath === '/')!.frontmatter.blocks
    const [showcase, cards] = [
      home.findIndex((b) => b.type === 'portfolio-grid'),
      home.findIndex((b) => b.type === 'service-cards'),
    ]
    const items = (home[showcase] as BlockOf<'portfolio-grid'>).items
    const link = (home[cards] as BlockOf<'service-cards'>).pages[0]
    const missingId = Math.max(...items, 0) + 100_000
    fs.writeFileSync(
      file,
      text
        .replace(`items: [${items.join(', ')}]`, `items: [${[...items.slice(0, -1), missingId].join(', ')}]`)
        .replace(`      - ${link}\n`, '      - /services/no-such-page\n'),
    )
    const lines = fs.readFileSync(file, 'utf8').split('\n')
    const problems = await problemsOf(root)
    // One problem per block, in the order of the blocks.
    const byBlock = [
      [
        cards,
        expect.objectContaining({
          file: 'content/pages/index.mdx',
          line: lines.findIndex((l) => l.includes('/services/no-such-page')) + 1,
          field: `blocks[${cards}].pages[0]`,
          found: '/services/no-such-page',
        }),
      ],
      [
        showcase,
        expect.objectContaining({
          file: 'content/pages/index.mdx',
          line: lines.findIndex((l) => l.includes(String(missingId))) + 1,
          field: `blocks[${showcase}].items[${items.length - 1}]`,
          expected: 'the id of a piece in content/portfolio.json',
          found: String(missingId),
        }),
      ],
    ] as const
    expect(problems).toEqual([...byBlock].sort((a, b) => a[0] - b[0]).map(([, problem]) => problem))
    fs.writeFileSync(
      file,
      text.replace(
        '  - type: hero',
        '  - type: banner\n    title: Two headings\n    crumbs:\n      - label: Home\n\n  - type: hero',
      ),
    )
    expect(await problemsOf(root)).toEqual([
      expect.objectContaining({ file: 'content/pages/index.mdx', field: 'blocks', found: '2 such blocks' }),
    ])
  })

  it('refuses a route of pages/ without its page of content/pages/', async () => {
    const root = copies.content()
    fs.rmSync(path.join(root, 'content/pages/blogs.mdx'))
    expect(await problemsOf(root)).toEqual([
      expect.objectContaining({ file: 'content/pages/blogs.mdx', found: 'no such page' }),
    ])
  })

  it('adds a new MDX file as a route and leaves drafts out', async () => {
    const root = copies.content()
    fs.mkdirSync(path.join(root, 'content/pages/guides'))
    fs.copyFileSync(path.join(fixtures, 'new-page.mdx'), path.join(root, 'content/pages/guides/thread-colours.mdx'))
    fs.copyFileSync(path.join(fixtures, 'draft-page.mdx'), path.join(root, 'content/pages/upcoming.mdx'))
    const result = await loadContent(root)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const page = result.content.pages.find((p) => p.urlPath === '/guides/thread-colours')
    expect(page?.frontmatter.keywords).toEqual(['thread colours', 'Madeira', 'Isacord'])
    expect(result.content.pages.some((p) => p.urlPath === '/upcoming')).toBe(false)
  })
})

describe('urlPathOf', () => {
  it('maps file paths to URLs', async () => {
    expect(urlPathOf('content/pages/privacy-policy.mdx')).toBe('/privacy-policy')
    expect(urlPathOf('content/pages/services/line-art.mdx')).toBe('/services/line-art')
    expect(urlPathOf('content/pages/guides/index.mdx')).toBe('/guides')
  })
})

const realContent = await loadContent(repo)

describe('resolveConfig', () => {
  const result = realContent
  const site = result.ok ? result.content.collections['site.json'] : (undefined as never)
  it('takes SITE_URL, BLOG_API_URL and PORTAL_URL from the environment over site.json', async () => {
    const { config, problems } = resolveConfig(site, {
      SITE_URL: 'https://stitch.example.org/',
      BLOG_API_URL: 'http://127.0.0.1:9',
      PORTAL_URL: 'https://my.example.org',
    })
    expect(problems).toEqual([])
    expect(config).toEqual({
      siteUrl: 'https://stitch.example.org',
      blogApiUrl: 'http://127.0.0.1:9',
      portalUrl: 'https://my.example.org',
      vitalsUrl: null,
      turnstileSiteKey: null,
    })
  })
  it("takes TURNSTILE_SITE_KEY as a key of Turnstile's, and names a malformed one", () => {
    expect(resolveConfig(site, { TURNSTILE_SITE_KEY: '0x4AAAAAAAB1c2d3E4f5G6h7' }).config.turnstileSiteKey).toBe(
      '0x4AAAAAAAB1c2d3E4f5G6h7',
    )
    expect(resolveConfig(site, { TURNSTILE_SITE_KEY: 'key"><script>' }).problems).toEqual([
      expect.objectContaining({
        file: 'environment',
        field: 'TURNSTILE_SITE_KEY',
        found: JSON.stringify('key"><script>'),
      }),
    ])
  })
  it('takes VITALS_URL as a full URL, and names a malformed one', () => {
    expect(resolveConfig(site, { VITALS_URL: 'https://rum.example.org/collect?site=1' }).config.vitalsUrl).toBe(
      'https://rum.example.org/collect?site=1',
    )
    expect(resolveConfig(site, { VITALS_URL: '/collect' }).problems).toEqual([
      expect.objectContaining({ file: 'environment', field: 'VITALS_URL', found: '"/collect"' }),
    ])
  })
  it('names a malformed variable', async () => {
    expect(resolveConfig(site, { SITE_URL: 'example.com' }).problems).toEqual([
      expect.objectContaining({ file: 'environment', field: 'SITE_URL', found: '"example.com"' }),
    ])
  })
})
