/**
 * The one validation path for content: the build, the dev server and `npm run check:content`
 * all call `loadContent`, so a file that passes one passes all three. It is asynchronous because
 * images are checked by reading their originals (size, type, width).
 */
import fs from 'node:fs'
import path from 'node:path'
import { findNodeAtLocation, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser'
import type { z } from 'zod'
import { collections, isContentImage, pageFrontmatterSchema, type CollectionFile } from '../../content/config.ts'
import { urlPathOf, type ContentPage } from '../../lib/contentPage.ts'
import { checkImageUses, imagesIn, markdownImages, type ImageUse } from './checkImages.ts'
import { headingBlockProblems } from './checkHeadingBlocks.ts'
import { frontmatterProblem, markdownTextProblems, mdxTextProblems } from './contentIsData.ts'
import { formatPath, problemsFromZod, type ContentProblem } from './formatIssues.ts'
import { FrontmatterError, readFrontmatter, type Frontmatter } from './readFrontmatter.ts'
import { fillPlaceholders } from '../../lib/placeholders.ts'
import { factSources, placeholdersOf, textProblems, type Placeholders } from './placeholders.ts'

export type { ContentPage }

type Collections = { [F in CollectionFile]: z.output<(typeof collections)[F]> }

export interface Content {
  collections: Collections
  /** Published pages (drafts left out), sorted by URL. */
  pages: ContentPage[]
  /** Every place content shows an image (fields and Markdown images), each image completed by the check. */
  images: ImageUse[]
}

/** A checked file's data and how to find the line of one of its fields. */
interface Loaded<T> {
  data: T
  lineOf: (path: readonly PropertyKey[]) => number | undefined
}

export type LoadResult = { ok: true; content: Content } | { ok: false; problems: ContentProblem[] }

/** Line (1-based) of a character offset. */
function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length
}

/**
 * Reads and checks one JSON collection; the line of each problem comes from the JSON tree. With
 * `tables`, its placeholders are checked and filled in before the schema checks it, so limits such as
 * a description's length count what visitors read.
 */
function loadCollection(
  root: string,
  file: CollectionFile,
  problems: ContentProblem[],
  tables?: Placeholders,
): Loaded<unknown> | undefined {
  const rel = `content/${file}`
  const abs = path.join(root, rel)
  if (!fs.existsSync(abs)) {
    problems.push({ file: rel, field: '', expected: 'the file to exist', found: 'no such file' })
    return undefined
  }
  const text = fs.readFileSync(abs, 'utf8')
  const errors: ParseError[] = []
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true })
  if (errors.length || !tree) {
    for (const e of errors.slice(0, 3)) {
      problems.push({
        file: rel,
        line: lineAt(text, e.offset),
        field: '',
        expected: 'valid JSON',
        found: `${printParseErrorCode(e.error)} near ${JSON.stringify(text.slice(e.offset, e.offset + 20))}`,
      })
    }
    return undefined
  }
  const lineOf = (p: readonly PropertyKey[]) => {
    // The deepest node that exists: a missing field is reported at its parent object.
    for (let n = p.length; n >= 0; n--) {
      const node = findNodeAtLocation(tree, p.slice(0, n) as (string | number)[])
      if (node) return lineAt(text, node.parent?.type === 'property' ? node.parent.offset : node.offset)
    }
    return undefined
  }
  const raw: unknown = JSON.parse(text)
  checkMarkdownStrings(raw, rel, lineOf, problems)
  if (tables) fillStrings(raw, rel, tables, lineOf, problems)
  const result = collections[file].safeParse(raw, { reportInput: true })
  if (result.success) return { data: result.data, lineOf }
  problems.push(...problemsFromZod(rel, result.error.issues, lineOf))
  return undefined
}

/** A JSON file as written, or undefined when it cannot be read. */
function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** Every `.mdx` file below a folder, as repository-relative paths, sorted. */
function mdxFiles(root: string, dir: string): string[] {
  const abs = path.join(root, dir)
  if (!fs.existsSync(abs)) return []
  return (fs.readdirSync(abs, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => `${dir}/${f.split(path.sep).join('/')}`)
    .sort()
}

/**
 * Reads one MDX file's frontmatter (readFrontmatter.ts) and checks it; lines come from the YAML. With
 * `tables`, its placeholders are filled in first (their problems are reported line by line by
 * `checkMdxPlaceholders`). Front matter in another language than YAML, and code in the text, are
 * refused (contentIsData.ts).
 */
function loadFrontmatter<S extends z.ZodType>(
  root: string,
  rel: string,
  schema: S,
  problems: ContentProblem[],
  images: ImageUse[],
  tables?: Placeholders,
): Loaded<z.output<S>> | undefined {
  const text = fs.readFileSync(path.join(root, rel), 'utf8')
  const notYaml = frontmatterProblem(rel, text)
  if (notYaml) {
    problems.push(notYaml)
    return undefined
  }
  let parsed: Frontmatter
  try {
    parsed = readFrontmatter(text)
  } catch (error) {
    if (!(error instanceof FrontmatterError)) throw error
    problems.push({
      file: rel,
      line: error.line,
      field: '',
      expected: 'valid YAML frontmatter between two "---" lines',
      found: error.message,
    })
    return undefined
  }
  if (tables) for (const { text: value, set } of stringsIn(parsed.data)) set(fillPlaceholders(value, tables).text)
  const result = schema.safeParse(parsed.data, { reportInput: true })
  // The deepest node that has a line: a missing field is reported at its parent.
  const lineOf = (p: readonly PropertyKey[]) => {
    for (let n = p.length; n >= 1; n--) {
      const line = parsed.lineAt(p.slice(0, n))
      if (line) return line
    }
    return 1
  }
  checkMarkdownStrings(parsed.data, rel, lineOf, problems)
  // Markdown images in the body: lines counted from the top of the file.
  const bodyStart = parsed.bodyLine - 1
  // A placeholder that names nothing is the placeholder check's to report (with the ones there are): its
  // braces, left in the text, are not code, so they are blanked out here, columns kept.
  const body = tables ? fillPlaceholders(parsed.body, tables) : { text: parsed.body, unknown: [] }
  const checked = body.unknown.reduce((t, token) => t.replaceAll(token, ' '.repeat(token.length)), body.text)
  problems.push(...mdxTextProblems(rel, checked, bodyStart + 1))
  for (const image of markdownImages(rel, parsed.body)) {
    images.push({
      file: rel,
      line: bodyStart + image.line,
      field: `(image ${image.url})`,
      alt: image.alt,
      image: { src: image.src, slot: 'prose' },
    })
  }
  if (result.success) {
    for (const { trail, image } of imagesIn(result.data))
      images.push({ file: rel, line: lineOf(trail), field: formatPath(trail), image })
    return { data: result.data, lineOf }
  }
  problems.push(...problemsFromZod(rel, result.error.issues, lineOf))
  return undefined
}

/**
 * The MDX pages of a checkout and their URLs, from the files alone (no frontmatter read): what the
 * gates trace a page's problems to when the content does not load, e.g. a fixture with only pages.
 */
export function pageFilesOf(root: string): { file: string; urlPath: string }[] {
  return mdxFiles(root, 'content/pages').map((file) => ({ file, urlPath: urlPathOf(file) }))
}

/** Whether a URL path is a template's: one of its parts is a parameter, e.g. "/blog/[slug]". */
const isTemplatePath = (urlPath: string) => /\/\[[a-z]+\]$/.test(urlPath)

/**
 * The URL paths the routes of `pages/` serve: each route with a `+route` file serves its prefix and
 * the paths below it (the catch-all `content/`, the error page and folders in parentheses aside).
 */
function codeRoutes(root: string): { exact: Set<string>; prefixes: string[] } {
  const exact = new Set<string>()
  const prefixes: string[] = []
  const pagesDir = path.join(root, 'pages')
  if (!fs.existsSync(pagesDir)) return { exact, prefixes }
  for (const f of fs.readdirSync(pagesDir, { recursive: true }) as string[]) {
    const parts = f.split(path.sep)
    const dir = parts.slice(0, -1).filter((p) => !p.startsWith('(') && p !== 'index' && !p.startsWith('_'))
    if (parts.some((p) => p.startsWith('_') || p === 'content')) continue
    const url = `/${dir.join('/')}`.replace(/\/$/, '') || '/'
    if (parts.at(-1)?.startsWith('+Page.')) exact.add(url)
    if (parts.at(-1)?.startsWith('+route.')) prefixes.push(url)
  }
  return { exact, prefixes }
}

/** Checks that references between collections hold (ids that must exist, unique ids and slugs). */
function crossCheck(c: Collections, problems: ContentProblem[]): void {
  const ids = new Set<number>()
  c['portfolio.json'].forEach((item, i) => {
    if (ids.has(item.id))
      problems.push({
        file: 'content/portfolio.json',
        field: `[${i}].id`,
        expected: 'an id no other item uses',
        found: String(item.id),
      })
    ids.add(item.id)
  })
  const slugs = new Set<string>()
  c['patches.json'].forEach((patch, i) => {
    if (slugs.has(patch.slug) || patch.id !== i + 1)
      problems.push({
        file: 'content/patches.json',
        field: `[${i}]`,
        expected: `id ${i + 1} and a slug no other type uses`,
        found: `id ${patch.id}, slug "${patch.slug}"`,
      })
    slugs.add(patch.slug)
  })
}

/** Every string of a checked value with its path, objects and lists walked (images and numbers skipped). */
function* stringsIn(
  value: unknown,
  trail: PropertyKey[] = [],
): Generator<{ trail: PropertyKey[]; text: string; set: (text: string) => void }> {
  if (!value || typeof value !== 'object' || isContentImage(value)) return
  for (const [k, v] of Object.entries(value)) {
    const key = Array.isArray(value) ? Number(k) : k
    if (typeof v === 'string')
      yield { trail: [...trail, key], text: v, set: (text) => ((value as Record<PropertyKey, unknown>)[key] = text) }
    else yield* stringsIn(v, [...trail, key])
  }
}

/** The HTML and the addresses not allowed in every string of a file as written (contentIsData.ts), each on its field's line. */
function checkMarkdownStrings(
  value: unknown,
  file: string,
  lineOf: Loaded<unknown>['lineOf'],
  problems: ContentProblem[],
): void {
  for (const { trail, text } of stringsIn(value))
    for (const problem of markdownTextProblems(text))
      problems.push({ file, line: lineOf(trail), field: formatPath(trail), ...problem })
}

/**
 * Checks the placeholders (placeholders.ts) of every string of a JSON value and fills them in, in
 * place: a placeholder that names nothing, a price not in the list and a fact written out are refused.
 */
function fillStrings(
  value: unknown,
  file: string,
  tables: Placeholders,
  lineOf: Loaded<unknown>['lineOf'],
  problems: ContentProblem[],
): void {
  for (const { trail, text, set } of stringsIn(value)) {
    const field = formatPath(trail)
    const isSource = file === 'content/site.json' && factSources.includes(field)
    const found =
      isSource && /\{(price|site):/.test(text)
        ? [
            {
              expected: 'the fact itself: other texts name it with a placeholder, it names none',
              found: JSON.stringify(text),
            },
          ]
        : textProblems(text, tables, { checkFacts: !isSource })
    for (const p of found) problems.push({ file, line: lineOf(trail), field, ...p })
    set(fillPlaceholders(text, tables).text)
  }
}

/** The placeholders of MDX files, line by line (frontmatter and text): their text is filled when it is compiled. */
function checkMdxPlaceholders(root: string, files: string[], tables: Placeholders, problems: ContentProblem[]): void {
  for (const rel of files) {
    fs.readFileSync(path.join(root, rel), 'utf8')
      .split('\n')
      .forEach((text, i) => {
        for (const p of textProblems(text, tables)) problems.push({ file: rel, line: i + 1, field: '(text)', ...p })
      })
  }
}

/**
 * Checks what the blocks of designed pages name: portfolio pieces that exist, pages that exist, one
 * block with the page's heading, drawn on its page (checkHeadingBlocks.ts); with the line of the field in the page's frontmatter.
 */
function checkBlocks(
  c: Collections,
  pages: ContentPage[],
  lines: Map<string, Loaded<unknown>['lineOf']>,
  problems: ContentProblem[],
): void {
  const ids = new Set(c['portfolio.json'].map((item) => item.id))
  const paths = new Set(pages.filter((page) => page.route !== 'template').map((page) => page.urlPath))
  for (const page of pages) {
    const { blocks } = page.frontmatter
    const report = (trail: PropertyKey[], expected: string, found: string) =>
      problems.push({ file: page.file, line: lines.get(page.file)?.(trail), field: formatPath(trail), expected, found })
    problems.push(...headingBlockProblems(page, lines.get(page.file)))
    blocks.forEach((block, b) => {
      if ('items' in block && Array.isArray(block.items) && block.items.every((id) => typeof id === 'number')) {
        ;(block.items as number[]).forEach(
          (id, i) =>
            ids.has(id) || report(['blocks', b, 'items', i], 'the id of a piece in content/portfolio.json', String(id)),
        )
      }
      if (block.type === 'service-cards') {
        block.pages.forEach(
          (path, i) =>
            paths.has(path) ||
            report(['blocks', b, 'pages', i], 'the path of a page of content/pages/, e.g. "/services/line-art"', path),
        )
        if (block.pages.length && !block.pagesTitle)
          report(['blocks', b, 'pagesTitle'], 'a title for the links to more pages', 'nothing')
      }
    })
  }
}

/** Loads and checks everything under `content/` of `root`, images included; never throws for bad content. */
export async function loadContent(root: string = process.cwd()): Promise<LoadResult> {
  const problems: ContentProblem[] = []
  const images: ImageUse[] = []
  const loaded = {} as Record<CollectionFile, unknown>
  // The facts and the prices come first: every other text may name them (placeholders.ts).
  const factFiles: CollectionFile[] = ['site.json', 'services.json']
  const results = new Map(factFiles.map((file) => [file, loadCollection(root, file, problems)]))
  const [site, services] = factFiles.map((file) => results.get(file)?.data) as [
    Collections['site.json'] | undefined,
    Collections['services.json'] | undefined,
  ]
  const tables = placeholdersOf(site, services, site ? undefined : readJson(path.join(root, 'content/site.json')))
  for (const file of factFiles) {
    const result = results.get(file)
    if (result) fillStrings(result.data, `content/${file}`, tables, result.lineOf, problems)
  }
  for (const file of Object.keys(collections) as CollectionFile[]) {
    if (!results.has(file)) results.set(file, loadCollection(root, file, problems, tables))
    const result = results.get(file)
    loaded[file] = result?.data
    for (const { trail, image } of imagesIn(result?.data))
      images.push({ file: `content/${file}`, line: result?.lineOf(trail), field: formatPath(trail), image })
  }

  const routes = codeRoutes(root)
  const pages: ContentPage[] = []
  const pageLines = new Map<string, Loaded<unknown>['lineOf']>()
  for (const rel of mdxFiles(root, 'content/pages')) {
    const loadedPage = loadFrontmatter(root, rel, pageFrontmatterSchema, problems, images, tables)
    const urlPath = urlPathOf(rel)
    const underRoute = routes.prefixes.find((p) => urlPath === p || urlPath.startsWith(`${p}/`))
    const route = isTemplatePath(urlPath) ? 'template' : underRoute === urlPath ? 'code' : 'mdx'
    if (!/^\/[a-z0-9/-]*(\/\[[a-z]+\])?$/.test(urlPath)) {
      problems.push({
        file: rel,
        field: '(file name)',
        expected:
          'a kebab-case file name: lowercase letters, digits and hyphens, e.g. "line-art.mdx" (or "[slug].mdx", the page of each post of a route)',
        found: JSON.stringify(rel.split('/').pop()),
      })
    } else if (route === 'template' ? !underRoute : route === 'mdx' && (routes.exact.has(urlPath) || underRoute)) {
      problems.push({
        file: rel,
        field: '(file name)',
        expected:
          route === 'template'
            ? `a page of a route in pages/ (${routes.prefixes.join(', ')})`
            : `a URL no route of pages/ serves; ${urlPath} belongs to the route ${underRoute ?? urlPath} in pages/`,
        found: urlPath,
      })
    }
    if (loadedPage && !loadedPage.data.draft) {
      pages.push({ file: rel, urlPath, route, frontmatter: loadedPage.data })
      pageLines.set(rel, loadedPage.lineOf)
    }
  }
  // Every route of pages/ takes its words from a page of content/pages/.
  for (const prefix of routes.prefixes) {
    if (
      !pages.some((page) => page.route !== 'mdx' && (page.urlPath === prefix || page.urlPath.startsWith(`${prefix}/`)))
    ) {
      problems.push({
        file: `content/pages${prefix}.mdx`,
        field: '(file)',
        expected: `the page whose blocks the route ${prefix} of pages/ shows (content/pages${prefix}.mdx, or a template such as content/pages${prefix}/[slug].mdx)`,
        found: 'no such page',
      })
    }
  }
  checkMdxPlaceholders(root, mdxFiles(root, 'content/pages'), tables, problems)

  if (problems.length === 0) {
    crossCheck(loaded as Collections, problems)
    checkBlocks(loaded as Collections, pages, pageLines, problems)
  }
  // Images are checked even when other fields are wrong, so one run lists every problem.
  problems.push(...(await checkImageUses(root, images)))
  if (problems.length) return { ok: false, problems }
  return {
    ok: true,
    content: {
      collections: loaded as Collections,
      pages: pages.sort((a, b) => a.urlPath.localeCompare(b.urlPath)),
      images,
    },
  }
}
