/**
 * The gates validate every page with one configuration resolved once (generator/gates/checkMarkup.ts,
 * `ResolvedOnceLoader`): they report what html-validate reports when it resolves the configuration
 * anew for each document, on every page of the fixture sites and on a page written to break rules.
 */
import path from 'node:path'
import { HtmlValidate, StaticConfigLoader } from 'html-validate'
import { describe, expect, it } from 'vitest'
import { readBuiltPages } from '../../generator/gates/builtPages'
import { htmlValidateConfig, validatePage } from '../../generator/gates/checkMarkup'

const fixtures = path.resolve(import.meta.dirname, '../fixtures')
const pages = ['site-ok', 'site-broken-link', 'site-missing-alt'].flatMap((site) =>
  readBuiltPages(path.join(fixtures, site, 'client')),
)

describe('the configuration resolved once', () => {
  it('reports what html-validate reports with the configuration resolved for each document, errors and warnings', () => {
    // The same configuration, resolved by html-validate for every document.
    const plain = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig))
    const withProblems = `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>
<nav><a href="/">Home</a></nav><nav><a href="/a">A</a></nav>
<main><h1>t</h1><h3>skipped</h3><img src="/x.jpg"><div role="button" tabindex="0">go</div>
<p id="d">a</p><p id="d" style="color: red">b</p><input type="text"><button>ok</button></main></body></html>`
    const documents = [
      ...pages.map((page) => ({ html: page.html, file: page.file })),
      { html: withProblems, file: 'x.html' },
    ]
    const seen = new Set<string>()
    for (const { html, file } of documents) {
      const own = plain
        .validateStringSync(html, file)
        .results.flatMap((result) => result.messages)
        .map((m) => `${m.ruleId} ${m.severity} ${m.line}:${m.column} ${m.message}`)
      const gates = validatePage(html, file)
        .messages.filter((m) => !m.ruleId.startsWith('site-gates/'))
        .map((m) => `${m.ruleId} ${m.severity} ${m.line}:${m.column} ${m.message}`)
      expect(gates, file).toEqual(own)
      for (const m of own) seen.add(m.split(' ').slice(0, 2).join(' '))
    }
    // Errors and warnings both, so a configuration that kept too few rules would fail above.
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'wcag/h37 2',
        'heading-level 2',
        'no-dup-id 2',
        'prefer-native-element 1',
        'unique-landmark 1',
      ]),
    )
  })
})
