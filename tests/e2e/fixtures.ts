/**
 * The `test` every end-to-end spec uses: the start-up overlay is marked as seen (it is tested on its
 * own in shell.spec.ts), and any console error or uncaught exception fails the test.
 */
import { test as base, expect } from '@playwright/test'

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text())
      })
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`))
      await use(errors)
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    await page.addInitScript(() => sessionStorage.setItem('startup-overlay-seen', '1'))
    await use(page)
  },
})

/** Fails the test when the page logged a console error or threw; call at the end of a test. */
export function expectNoConsoleErrors(errors: string[]): void {
  expect(errors, 'console errors or uncaught exceptions').toEqual([])
}

export { expect }
