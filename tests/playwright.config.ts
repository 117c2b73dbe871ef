import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs as args, testChromiumPath as executablePath } from '../tools/chromium'
import { ports, urls } from '../tools/ports'

/**
 * What does not depend on the screen runs once, in the desktop project; the phone project runs what a
 * phone shows or does differently (layout, menus, touch, scrolling, images, the largest paint, axe at
 * its width). Whole specs of the first kind are listed here: response headers and host rules, what the
 * forms post, the blog's data, the chunk loader, the error screen, the editor, what crawlers read. Single
 * tests of that kind in the other specs carry the tag of `sameOnEveryScreen` (tests/e2e/fixtures.ts).
 * Tests of what only one kind of screen has are tagged `phoneOnly` or `desktopOnly` and run in that
 * project alone, so neither project lists a test it cannot run.
 */
const sameOnEveryScreen = [
  'blog',
  'chunk-errors',
  'editor-build',
  'error-screen',
  'form-posts',
  'host-rules',
  'quote-estimate',
  'search-visibility',
  'security-headers',
  'turnstile',
  'vitals',
].map((name) => `**/${name}.spec.ts`)

export default defineConfig({
  testDir: './e2e',
  // Per port base, so two runs on one machine do not delete each other's results.
  outputDir: `../test-results/${ports.site}`,
  fullyParallel: true,
  // One and a half per core (3 on 2 cores): the suite is bound by the browser's and the host's CPU, but many
  // tests also wait (autoplay and overlay timers, scripts held back, the network going quiet), and a third
  // worker uses those pauses. Measured on 2 cores, the whole suite, alternating: 3 workers 200 and 199 s,
  // 2 workers 209 and 226 s, for the same CPU time (381–384 s against 373–400 s). An earlier suite, whose
  // tests waited less, took as long with 3 as with 2 and 23% more CPU time.
  workers: '150%',
  // One retry in CI: the machine is shared and timing-sensitive checks (focus, autoplay) can lose a race
  // under load; a test that fails twice still fails the run, and the report lists it as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: urls.site,
    launchOptions: { executablePath, args },
    // A trace of a retried test only: recording every test's trace cost about 30% more CPU and wall time
    // (measured on shell and home specs). Locally, `npm run test:e2e -- --retries 1` traces a failure.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'phone',
      testIgnore: sameOnEveryScreen,
      grepInvert: /@same-on-every-screen|@desktop-only/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: {
    command: 'npx tsx tests/support/e2eServers.ts',
    cwd: '..',
    url: `${urls.site}/`,
    timeout: 300_000,
    // E2E_REUSE=1 keeps servers started by an earlier run (faster local iteration; the build may be stale).
    reuseExistingServer: process.env.E2E_REUSE === '1',
    stdout: 'pipe',
  },
})
