/**
 * `npm run check:content`: the same content check the build runs, on its own and fast (no build).
 * `--root DIR` checks another checkout (the tests use small fixture folders).
 */
import path from 'node:path'
import { problemsReport } from './content/formatIssues'
import { loadContent } from './content/loadContent'
import { resolveConfig } from './content/resolveConfig'

const at = process.argv.indexOf('--root')
const root = path.resolve(at > 0 ? process.argv[at + 1] : path.join(import.meta.dirname, '..'))
const started = performance.now()
const result = await loadContent(root)
const problems = result.ok ? resolveConfig(result.content.collections['site.json']).problems : result.problems
if (problems.length) {
  console.error(problemsReport(problems))
  process.exit(1)
}
const pages = result.ok ? result.content.pages.length : 0
console.log(
  `Content OK: ${pages} MDX pages and every collection checked in ${Math.round(performance.now() - started)} ms.`,
)
