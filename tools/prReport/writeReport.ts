/**
 * `pr-report/report.md`: what a change does to the site, for the writer and the reviewer of a pull
 * request. Changed pages first, each with its share of changed pixels on a phone and a desktop and the
 * bytes it loads before → after; then pages added and removed, content problems, and the unchanged
 * pages as a count. A bot posts it on the pull request: everything the change wrote (problems, build
 * output, addresses, the base's name) is in it as inert text (markdownText.ts).
 */
import { addressCode, codeBlock, encodedPath, inlineCode } from './markdownText'
import type { RouteBytes, RouteChange } from './routeChanges'
import type { Screen } from '../shots/shootPages'

/** The pixels of one changed page on one screen. */
export interface PagePixels {
  route: string
  screen: Screen
  /** Share of pixels that differ, 0 to 1. */
  share: number
  /** "1366×4210 → 1366×4380" when the page's size changed. */
  sizes?: string
  /** The first and last changed rows, in pixels from the top. */
  rows?: [number, number]
  /** The pictures, relative to the report. */
  before: string
  after: string
  diff: string
}

export interface ReportInput {
  base: { ref: string; commit: string }
  routes: RouteChange[]
  pixels: PagePixels[]
  /** Content problems of this tree, as `npm run check:content` prints them; empty when there are none. */
  contentProblems: string
  /** Why the site could not be built, when it could not (the report then has no pages). */
  buildFailure?: string
  /** Script files that changed without a page naming them (the islands' code, loaded on use). */
  scriptsChanged: number
  seconds: number
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const percent = (share: number) => `${(share * 100).toFixed(share > 0 && share < 0.001 ? 3 : 1)} %`

/** "12.3 KB → 12.9 KB", or "12.3 KB" when equal. */
function beforeAfter(before: number | undefined, after: number | undefined): string {
  if (before === undefined) return after === undefined ? '' : kb(after)
  if (after === undefined || after === before) return kb(before)
  return `${kb(before)} → ${kb(after)}`
}

const bytesCells = (b?: RouteBytes, a?: RouteBytes) =>
  (['js', 'css', 'images'] as const).map((k) => beforeAfter(b?.[k], a?.[k]))

/** The report as Markdown. */
export function writeReport(input: ReportInput): string {
  const by = (status: RouteChange['status']) => input.routes.filter((r) => r.status === status)
  const [changed, added, removed, unchanged] = (['changed', 'added', 'removed', 'unchanged'] as const).map(by)
  const lines = [
    '## What this change does to the site',
    '',
    `Compared with ${inlineCode(input.base.ref)} (${input.base.commit.slice(0, 7)}): **${changed.length} page${changed.length === 1 ? '' : 's'} changed**, ${added.length} added, ${removed.length} removed, ${unchanged.length} unchanged.`,
  ]
  if (input.contentProblems)
    lines.push(
      '',
      '### Content problems',
      '',
      'Fix these first: the site is not built with them (the same list is on the lines of the change).',
      '',
      codeBlock(input.contentProblems),
    )
  if (input.buildFailure) lines.push('', '### The site could not be built', '', codeBlock(input.buildFailure))
  if (changed.length) {
    lines.push(
      '',
      '### Changed pages',
      '',
      'The share of pixels that changed on a phone (390 px) and a desktop (1366 px), and where on the page; what the page loads before → after (JavaScript and CSS gzip, images as files). The pictures: before, after, and the difference in red. A small share is a small change (a figure, a word); a large one usually means the rest of the page moved.',
      '',
    )
    lines.push('| page | phone | desktop | JavaScript | CSS | images |', '|---|---|---|---|---|---|')
    for (const route of changed) {
      const shot = (screen: Screen) => {
        const p = input.pixels.find((x) => x.route === route.route && x.screen === screen)
        if (!p) return ''
        const where = p.rows ? `, ${p.rows[0]}–${p.rows[1]} px from the top` : ''
        return `${percent(p.share)}${where}${p.sizes ? ` (${p.sizes})` : ''} · [before](${encodedPath(p.before)}) [after](${encodedPath(p.after)}) [difference](${encodedPath(p.diff)})`
      }
      lines.push(
        `| ${addressCode(route.route)} | ${shot('phone')} | ${shot('desktop')} | ${bytesCells(route.before, route.after).join(' | ')} |`,
      )
    }
  }
  for (const [title, list] of [
    ['Added pages', added],
    ['Removed pages', removed],
  ] as const) {
    if (!list.length) continue
    lines.push('', `### ${title}`, '', '| page | JavaScript | CSS | images |', '|---|---|---|---|')
    for (const route of list)
      lines.push(`| ${addressCode(route.route)} | ${bytesCells(route.before, route.after).join(' | ')} |`)
  }
  if (input.scriptsChanged)
    lines.push(
      '',
      `${input.scriptsChanged} script file${input.scriptsChanged === 1 ? '' : 's'} that pages load when a visitor uses a part of them (a form, the gallery) changed too.`,
    )
  lines.push(
    '',
    `${unchanged.length} other page${unchanged.length === 1 ? ' is' : 's are'} unchanged. Made by ${inlineCode(`npm run pr:report -- --base ${input.base.ref}`)} in ${Math.round(input.seconds)} s.`,
  )
  return `${lines.join('\n')}\n`
}
