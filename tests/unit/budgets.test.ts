/**
 * The arithmetic of `npm run check:budgets` (tools/budgets/): which budget a route gets, and what a
 * built chunk imports by the build's manifest (a page is measured by what it names). A wrong figure here would let a heavier
 * page through; the measure in Chromium is tested in tests/integration/budgets.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { linksOfManifest } from '../../generator/output/builtModules'
import { KB, measureRoute } from '../../tools/budgets/budgets'
import { jsBudgetOf } from '../../tools/budgets/jsBudgets'

describe('check:budgets', () => {
  it("follows what Vite's manifest says each chunk imports: static imports load with the page, import() later", () => {
    const linksOf = linksOfManifest({
      'renderer/+client.ts': {
        file: 'assets/entries/renderer_client.js',
        imports: ['_shared.js'],
        dynamicImports: ['components/QuoteForm.tsx'],
      },
      '_shared.js': { file: 'assets/chunks/shared.js' },
      'components/QuoteForm.tsx': { file: 'assets/chunks/form.js', imports: ['_react.js', '_shared.js'] },
      '_react.js': { file: 'assets/chunks/react.js', css: ['assets/static/form.css'] },
    })
    const files: Record<string, string> = {
      '/assets/entries/renderer_client.js': 'entry',
      '/assets/chunks/shared.js': 'shared',
      '/assets/chunks/form.js': 'form',
      '/assets/chunks/react.js': 'react',
      '/assets/static/form.css': 'form{}',
    }
    const html =
      '<link rel="stylesheet" href="/assets/static/gone.css"><script data-entry="/assets/entries/renderer_client.js" data-preload="/assets/chunks/shared.js"></script>'
    const report = measureRoute('/contact', html, (url) => files[url], linksOf)
    const urls = (list: { url: string }[]) => list.map((asset) => asset.url)
    expect(urls(report.initialJs)).toEqual(['/assets/entries/renderer_client.js', '/assets/chunks/shared.js'])
    expect(urls(report.lazyJs)).toEqual(['/assets/chunks/form.js', '/assets/chunks/react.js'])
    expect(urls(report.lazyCss)).toEqual(['/assets/static/form.css'])
    expect(report.missing).toEqual(['/assets/static/gone.css'])
  })

  it("gives each route the issue's budget before use: 8 KB without islands, 75 KB with, / 10 KB, a shell 20 KB", () => {
    expect(jsBudgetOf('/privacy-policy', []).limit).toBe(8 * KB)
    expect(jsBudgetOf('/contact', ['quote-form']).limit).toBe(75 * KB)
    expect(jsBudgetOf('/about', ['counters', 'testimonials']).limit).toBe(75 * KB)
    expect(jsBudgetOf('/', ['counters', 'video-dialog', 'quote-form']).limit).toBe(10 * KB)
    expect(jsBudgetOf('/blog/__shell', ['blog-post']).limit).toBe(20 * KB)
    expect(jsBudgetOf('/blogs/__shell', ['blog-list']).limit).toBe(20 * KB)
  })
})
