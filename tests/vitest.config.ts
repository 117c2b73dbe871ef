import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { defineConfig } from 'vitest/config'

/**
 * Two projects: `unit` (tests/unit/, modules tested directly, in seconds) and `integration`
 * (tests/integration/, what builds the site, starts a server or drives a browser). `npm run test:unit`
 * and `npm run test:integration` run one each; `npx vitest run --config tests/vitest.config.ts <file>`
 * runs a file of either. Both run without the site's Vite plugins.
 */
const shared = {
  // The content the site's modules read, as the build serves it (tests/support/virtualContent.ts).
  resolve: { alias: { 'virtual:content': path.resolve(import.meta.dirname, 'support/virtualContent.ts') } },
}

/**
 * The integration files that take longest, longest first (most of their time is waiting on a runtime,
 * a build or a command they start): the shorter files then fill the workers after them instead of one
 * of these ending the phase alone. Vitest starts the files it has timings of longest first, but a fresh
 * clone has none, and it then starts the largest files first. A file not listed runs after these, in
 * Vitest's order.
 */
const longestFirst = ['leads', 'lead-delivery', 'writer-build', 'commands', 'annotations']

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const i = longestFirst.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`))
      return i < 0 ? longestFirst.length : i
    }
    // Stable: the rest keep Vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

export default defineConfig({
  test: {
    environment: 'node',
    sequence: { sequencer: LongestFirst },
    projects: [
      // The unit files share their worker's modules (isolate: false): importing the content schemas, MDX and
      // html-validate once per worker instead of once per file halves the run. One worker: a second imports
      // them all again, a fifth more CPU time, which in `npm test` the end-to-end build beside them needs
      // (PERFORMANCE.md, "Test time").
      {
        ...shared,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          testTimeout: 20_000,
          isolate: false,
          maxWorkers: 1,
        },
      },
      // One file builds the site (writer-build.test.ts); in `npm test` it reads the image variants the
      // end-to-end build (build:e2e, the phase before) encoded, and encodes only the pictures it adds. Four
      // files at a time: the longest (the leads', the build's) mostly wait on their runtime or child process
      // (PERFORMANCE.md, "Test time"). A group of its own, after the unit files: Vitest runs projects with
      // different worker counts only in different groups, so a run of files of both projects works.
      {
        ...shared,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 120_000,
          maxWorkers: 4,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
