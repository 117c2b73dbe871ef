/**
 * In GitHub Actions the content check prints each problem as an annotation, then its report for
 * people. The report quotes what a pull request wrote (keys, values, file names): none of it may run
 * as a workflow command of the job, whichever form the runner reads (tests/support/runnerCommands.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatProblems, problemsReport } from '../../generator/content/formatIssues'
import { plainOutput } from '../../generator/workflowCommands'
import { problemsOf } from '../support/contentProblems'
import { editJson, useCopies } from '../support/copyContent'
import { runnerCommands } from '../support/runnerCommands'

const copies = useCopies()
const actions = { GITHUB_ACTIONS: 'true' }
/** A command planted on a line of its own, and the older form anywhere in a line. */
const forgedLine = '::notice file=x::forged'
const forgedInLine = '##[warning file=x]forged'

describe("the content check's report in GitHub Actions", () => {
  it('runs only its own annotations, whatever the keys, values and front matter it quotes', async () => {
    const root = copies.content()
    editJson<Record<string, unknown> & { contact: { email: string } }>(root, 'content/site.json', (site) => {
      site[`x\n${forgedLine}`] = 1
      site.contact.email = forgedInLine
    })
    const page = path.join(root, 'content/pages/refund-policy.mdx')
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace(/^---\n/, `---\n"y\\n${forgedLine}": 1\n`))
    const problems = await problemsOf(root)
    // The planted lines are commands the runner would run, were they printed as they are.
    expect(runnerCommands(formatProblems(problems)).map((c) => c.data)).toContain('forged')

    const report = problemsReport(problems, actions)
    const run = runnerCommands(report)
    expect(run.map((c) => [c.name, c.properties.file])).toEqual(problems.map((p) => ['error', p.file]))
    expect(run.map((c) => c.properties.file)).toEqual(
      expect.arrayContaining(['content/site.json', 'content/pages/refund-policy.mdx']),
    )
    // People still read what was written, as text.
    expect(report).toContain(forgedLine)
    expect(report).toContain(forgedInLine)
  })

  it('is the plain report elsewhere', async () => {
    const root = copies.content()
    editJson<{ contact: { email: string } }>(root, 'content/site.json', (site) => {
      site.contact.email = forgedInLine
    })
    const problems = await problemsOf(root)
    expect(problemsReport(problems, { GITHUB_ACTIONS: '' })).toBe(formatProblems(problems))
  })
})

describe('plainOutput', () => {
  it('stops the runner reading commands in the text it prints, with a token of its own each time', () => {
    const text = `a report\n  ${forgedLine}\nfound: "${forgedInLine}"\r${forgedLine}`
    expect(runnerCommands(text).length).toBe(3)
    const printed = plainOutput(text, actions)
    expect(runnerCommands(`${printed}\n::error::after`)).toEqual([{ name: 'error', properties: {}, data: 'after' }])
    expect(printed).toContain(text)
    expect(plainOutput(text, actions)).not.toBe(printed)
    expect(plainOutput(text, {})).toBe(text)
  })
})
