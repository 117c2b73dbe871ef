/**
 * `npm run check:spec`: where today's content differs from what the specification said about the
 * first content (tools/spec/specFacts.ts): 129 portfolio pieces, six questions, the price table… It
 * reports and fails nothing (exit 0): content changes on purpose. Content that does not load is the
 * content check's business (`npm run check:content`), so that is reported and still exits 0.
 */
import path from 'node:path'
import { formatProblems } from '../generator/content/formatIssues'
import { loadContent } from '../generator/content/loadContent'
import { formatSpecReport, specDifferences } from './spec/specDifferences'

const root = path.resolve(import.meta.dirname, '..')
const result = await loadContent(root)
if (result.ok) console.log(formatSpecReport(specDifferences(result.content)))
else console.log(`The content does not load, so it was not compared with the spec.\n${formatProblems(result.problems)}`)
