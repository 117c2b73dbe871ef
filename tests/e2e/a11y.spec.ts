/**
 * Accessibility gate: axe-core on every route of the built site (sitemap, one blog post and category,
 * the 404 page), WCAG 2.1 A and AA rules, at desktop and phone widths. Any violation of serious or
 * critical impact fails, listed with the route, the elements and axe's explanation; minor and
 * moderate ones are attached to the report for the writer to look at.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { routesToVisit, shardOf, SHARDS } from './siteRoutes'

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

for (let shard = 0; shard < SHARDS; shard++) {
  test(`axe finds no serious or critical WCAG 2.1 AA violation (routes, part ${shard + 1} of ${SHARDS})`, async ({ page, request }, testInfo) => {
    test.setTimeout(240_000)
    const routes = shardOf(await routesToVisit(request), shard)
    const failures: string[] = []
    const minor: string[] = []
    for (const route of routes) {
      await test.step(route, async () => {
        await page.goto(route, { waitUntil: 'networkidle' })
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()
        for (const v of violations) {
          const nodes = v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ').slice(0, 160)})` : ''}`)
          const line = `${route}: [${v.impact}] ${v.id}: ${v.help}. ${v.nodes.length} element(s): ${nodes.join('; ')}. See ${v.helpUrl}`
          if (v.impact === 'serious' || v.impact === 'critical') failures.push(line)
          else minor.push(line)
        }
      })
    }
    if (minor.length) await testInfo.attach('minor and moderate axe findings', { body: minor.join('\n'), contentType: 'text/plain' })
    expect(failures, `axe violations (fix the element named in each line; the link explains the rule):\n${failures.join('\n')}`).toEqual([])
  })
}
