import path from 'node:path'
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

export default defineConfig({
  test: {
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the few files
    // that run whole builds (waiting on child processes) then held up all the others.
    maxWorkers: 2,
    projects: [
      // The unit files share their workers' modules (isolate: false): importing the content schemas, MDX and
      // html-validate once per worker instead of once per file halves the run.
      {
        ...shared,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], testTimeout: 20_000, isolate: false },
      },
      // One file builds the site (writer-build.test.ts); in `npm test` it reads the image variants the
      // end-to-end build (build:e2e, the phase before) encoded, and encodes only the pictures it adds. Three
      // files at a time: the longest (the leads', the build's) mostly wait on their runtime or child process.
      {
        ...shared,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 120_000,
          maxWorkers: 3,
        },
      },
    ],
  },
})
