// ESLint's formatter in GitHub Actions (`npm run lint` picks it when GITHUB_ACTIONS is set): each
// finding as a workflow command, an annotation on its line of the pull request, written by the same
// module as the content check's and the gates' (generator/workflowCommands.ts), then a count.
import path from 'node:path'
import { register } from 'tsx/esm/api'

register()
const { workflowCommand } = await import('../generator/workflowCommands.ts')
const root = path.resolve(import.meta.dirname, '..')

/** @param {import('eslint').ESLint.LintResult[]} results */
export default function format(results) {
  const lines = results.flatMap((result) =>
    result.messages.map((m) =>
      workflowCommand({
        level: m.severity === 2 ? 'error' : 'warning',
        file: path.relative(root, result.filePath).split(path.sep).join('/'),
        line: m.line,
        col: m.column,
        title: m.ruleId ? `ESLint: ${m.ruleId}` : 'ESLint',
        message: m.message,
      }),
    ),
  )
  const count = lines.length
  return [...lines, count ? `${count} problem${count === 1 ? '' : 's'}` : ''].filter(Boolean).join('\n')
}
