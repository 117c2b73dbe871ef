/** What the content check finds in a folder, for tests that expect it to fail. */
import type { ContentProblem } from '../../generator/content/formatIssues'
import { loadContent } from '../../generator/content/loadContent'

/** The problems of the content under `root`; throws when the check passes. */
export async function problemsOf(root: string): Promise<ContentProblem[]> {
  const result = await loadContent(root)
  if (result.ok) throw new Error('expected the content check to fail')
  return result.problems
}
