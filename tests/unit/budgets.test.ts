/**
 * The arithmetic of `npm run check:budgets` (tools/budgets/): which budget a route gets, and what a
 * built chunk imports (a page is measured by what it names). A wrong figure here would let a heavier
 * page through; the measure in Chromium is tested in tests/integration/budgets.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { chunkImports, KB } from '../../tools/budgets/budgets'
import { jsBudgetOf } from '../../tools/budgets/jsBudgets'

describe('check:budgets', () => {
  it('reads static, dynamic and preloaded imports of a minified chunk (what a page names must exist)', () => {
    const code = `/* empty css */import{a as b}from"./a.js";import"./b.js";export{c}from'./c.js';const d=()=>import(\`./d.js\`),e=import.meta.url;const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/chunks/e.js","assets/static/e.css"])))=>i.map(i=>d[i]);`
    expect(chunkImports(code)).toEqual({
      static: ['./a.js', './b.js', './c.js'],
      dynamic: ['./d.js'],
      preloadDeps: ['/assets/chunks/e.js', '/assets/static/e.css'],
    })
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
