import { defineConfig } from 'vitest/config'

// Unit tests run without the site's Vite plugins: they test modules directly.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
})
