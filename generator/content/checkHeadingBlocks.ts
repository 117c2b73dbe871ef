/**
 * Every designed page has its one heading (its h1): exactly one block that writes it (`heading` in
 * the block's schema, content/blocks.ts), and that block draws on this page. A block drawn with the
 * data of a route (`routeData`: the patch types, the shop's posts) draws only on that route's page;
 * anywhere else it draws nothing, and a page whose heading it was to write would have none.
 */
import { blockFacts, blockTypes, routeDataPages } from '../../content/blocks.ts'
import type { ContentPage } from '../../lib/contentPage.ts'
import { formatPath, type ContentProblem } from './formatIssues.ts'

const headingTypes = blockTypes.filter((type) => blockFacts(type).heading)

/** The problems of one page's heading blocks, with the line of the field in its frontmatter. */
export function headingBlockProblems(
  page: ContentPage,
  lineOf?: (trail: PropertyKey[]) => number | undefined,
): ContentProblem[] {
  const { blocks, layout } = page.frontmatter
  if (layout !== 'blocks') return []
  const problems: ContentProblem[] = []
  const report = (trail: PropertyKey[], expected: string, found: string) =>
    problems.push({ file: page.file, line: lineOf?.(trail), field: formatPath(trail), expected, found })
  const headings = blocks.filter((block) => blockFacts(block.type).heading).length
  if (headings !== 1)
    report(
      ['blocks'],
      `one block that writes the page's heading (${headingTypes.join(', ')}), usually the first`,
      `${headings} such blocks`,
    )
  blocks.forEach((block, b) => {
    const { routeData, heading } = blockFacts(block.type)
    const home = routeData && routeDataPages[routeData]
    if (!home || home === page.urlPath) return
    const loss = heading ? ' and the page gets no heading (h1)' : ''
    report(
      ['blocks', b, 'type'],
      `a block this page can draw: "${block.type}" draws only on ${home}, whose route gives it its data; here it draws nothing${loss}. Use a "banner" for this page's heading, or move the block to content/pages${home}.mdx`,
      `"${block.type}" on ${page.urlPath}`,
    )
  })
  return problems
}
