import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs as args, testChromiumPath as executablePath } from '../tools/chromium'
import { ports, urls } from '../tools/ports'

/**
 * The writers' editor end to end (`npm run test:editor`): real Chromium against `npm run editor` on a
 * temporary copy of the repository (tests/support/editorServer.ts). One worker: the tests save files.
 */
export default defineConfig({
  testDir: './editor',
  outputDir: `../test-results/editor-${ports.editorDev}`,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Generous: the editor is a large app, and CI machines are shared.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: urls.editorDev,
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 900 },
    launchOptions: { executablePath, args },
    // A retried test's trace only, as in the site's end-to-end tests (recording every test costs CPU time);
    // locally, `npm run test:editor -- --retries 1` traces a failure.
    trace: 'on-first-retry',
  },
  webServer: {
    command: 'npx tsx tests/support/editorServer.ts',
    cwd: '..',
    url: `${urls.editorDev}/admin/`,
    timeout: 180_000,
    reuseExistingServer: process.env.E2E_REUSE === '1',
    stdout: 'pipe',
  },
})
