/**
 * The command line of a gate: `[clientDir] [--root DIR]`. The folder defaults to `${OUT_DIR:-dist}/client`;
 * `--root` is the checkout whose content/ the problems are traced back to (default: this repository).
 */
import path from 'node:path'
import { loadContent, pageFilesOf } from '../content/loadContent'
import { siteUrlOfBuild } from './builtPages'
import { isBuiltSite, type GateInput, type GateResult } from './siteGates'
import { reportAnnotations } from './problems'
import { inGitHubActions, plainOutput } from '../workflowCommands'

export async function runGateCli(
  name: string,
  command: string,
  gate: (input: GateInput) => GateResult & { pageCount: number },
  repoRoot: string,
): Promise<void> {
  const args = process.argv.slice(2)
  const at = args.indexOf('--root')
  const root = at >= 0 ? path.resolve(args.splice(at, 2)[1]) : repoRoot
  const clientDir = path.resolve(args[0] ?? path.join(root, process.env.OUT_DIR ?? 'dist', 'client'))
  if (!isBuiltSite(clientDir)) {
    console.error(
      `No built site in ${clientDir}. Run \`npm run build\` first, or pass the folder: npm run ${command} -- dist-x/client`,
    )
    process.exit(1)
  }
  const siteUrl = siteUrlOfBuild(clientDir)
  if (!siteUrl) {
    console.error(
      `${clientDir} has no robots.txt with a Sitemap line, so its site URL is unknown. Rebuild it with \`npm run build\`.`,
    )
    process.exit(1)
  }
  const started = performance.now()
  const result = gate({ root, clientDir, siteUrl, contentPages: await contentPagesOf(root) })
  // In GitHub Actions, each finding also as an annotation on its content file's line.
  if (inGitHubActions()) for (const line of reportAnnotations(`${name} check`, result.problems)) console.log(line)
  if (result.report) console[result.ok ? 'log' : 'error'](plainOutput(result.report))
  const took = Math.round(performance.now() - started)
  if (!result.ok) {
    console.error(`\n${name} check failed on ${path.relative(process.cwd(), clientDir) || '.'}: fix the errors above.`)
    process.exit(1)
  }
  console.log(`${name} check passed: ${result.pageCount} pages in ${took} ms.`)
}

/**
 * The MDX pages of a checkout and their URLs. A checkout whose content does not load (a fixture with
 * only pages) still maps each page file to its URL, so problems are traced to the file.
 */
async function contentPagesOf(root: string): Promise<{ file: string; urlPath: string }[]> {
  const loaded = await loadContent(root)
  return loaded.ok ? loaded.content.pages : pageFilesOf(root)
}
