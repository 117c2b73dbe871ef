/**
 * The breakpoints are written once for the stylesheets (renderer/breakpoints.css, custom media) and
 * once for scripts (lib/breakpoints.ts): the two must say the same, and no stylesheet may
 * write one of their widths out again.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { media } from '../../lib/breakpoints'

const root = path.resolve(import.meta.dirname, '../..')
const css = fs.readFileSync(path.join(root, 'renderer/breakpoints.css'), 'utf8')
/** `--small-image` → `smallImage`, and so on. */
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
const customMedia = Object.fromEntries(
  [...css.matchAll(/@custom-media --([\w-]+) ([^;]+);/g)].map((m) => [camel(m[1]!), m[2]!.trim()]),
)

it('the custom media of the stylesheets and the queries of the scripts are the same', () => {
  expect(customMedia).toEqual(media)
})

it('the spec breakpoints: the small-image layout up to 500 px, 768 px for the patch scroll and wheel stepping', () => {
  expect(media.smallImage).toBe('(max-width: 500px)')
  expect(media.aboveSmallImage).toBe('(min-width: 501px)')
  expect(media.phone).toBe('(max-width: 768px)')
  expect(media.wide).toBe('(min-width: 769px)')
})

it('no stylesheet writes a width in a media query: each one is a named breakpoint', () => {
  const stylesheets = ['components', 'pages', 'renderer'].flatMap((dir) =>
    (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.css'))
      .map((f) => path.join(dir, f)),
  )
  const written = stylesheets.flatMap((file) =>
    [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/@media[^{\n]*?\d+(?:px|em|rem)/g)].map(
      (m) => `${file}: ${m[0]}`,
    ),
  )
  expect(stylesheets.length).toBeGreaterThan(10)
  expect(
    written,
    'use a custom media of renderer/breakpoints.css (add one there and in lib/breakpoints.ts if none fits)',
  ).toEqual([])
})

it('no component or page writes a width into a sizes attribute: it names a breakpoint of lib/breakpoints.ts', () => {
  const sources = ['components', 'pages', 'lib'].flatMap((dir) =>
    (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && f !== 'breakpoints.ts')
      .map((f) => path.join(dir, f)),
  )
  const written = sources.flatMap((file) =>
    [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/\((?:min|max)-width: \d+px\)/g)].map(
      (m) => `${file}: ${m[0]}`,
    ),
  )
  expect(written, 'use media.* of lib/breakpoints.ts').toEqual([])
})
