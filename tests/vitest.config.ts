import path from 'node:path'
import { defineConfig } from 'vitest/config'

// Unit tests run without the site's Vite plugins: they test modules directly.
export default defineConfig({
  // The content the site's modules read, as the build serves it (tests/support/virtualContent.ts).
  resolve: { alias: { 'virtual:content': path.resolve(import.meta.dirname, 'support/virtualContent.ts') } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the few files
    // that run whole builds (waiting on child processes) then held up all the others.
    maxWorkers: 2,
    globalSetup: ['tests/support/warmImageCache.ts'],
  },
})
