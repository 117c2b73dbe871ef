/**
 * Turnstile, where a site key is configured (TURNSTILE_SITE_KEY at build, TURNSTILE_SECRET on the
 * host): its script loads only once a visitor first uses a lead form (no bytes before), the CSP allows
 * exactly it, a passed challenge's lead is delivered, a failed one is kept apart, and a Turnstile that
 * cannot be reached holds no lead back. The site is the end-to-end build given a key by the build's own
 * steps (withPageSetting for the pages, headerRules for the CSP), in a folder of its own. Turnstile
 * itself is outside the product: its script is answered here (a stand-in that adds an answer to each
 * challenge's place, as Turnstile does), its siteverify by a stand-in that passes one answer.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { loadContent } from '../../generator/content/loadContent'
import { resolveConfig } from '../../generator/content/resolveConfig'
import { formatHeaders } from '../../generator/output/hostRules'
import { withPageSetting } from '../../generator/output/injectVitalsUrl'
import { rewritePages } from '../../generator/output/rewritePages'
import { headerRules, TURNSTILE_ORIGIN } from '../../generator/output/securityHeaders'
import { serveSite, type HostServer } from '../../generator/serveSite'
import { e2eOutDir, ports, urls } from '../../tools/ports'
import { e2eLeadVars } from '../support/leadTiming'
import { cspViolations, recordCspViolations } from './cspViolations'
import { expect, test } from './fixtures'
import { deliveredTo, field, fillLead, lead, quoteForm, submit, submissionsTo, uniqueEmail } from './quoteForm'

// Its tests post leads from the browser (tests/e2e/fixtures.ts).
test.use({ postsLeads: true })

const root = path.resolve(import.meta.dirname, '../..')
const siteKey = '0x4AAAAAAAtestSiteKey'
const PASS = 'answer-that-passes'
test.describe.configure({ mode: 'serial' })

let server: HostServer | undefined
let siteverify: http.Server | undefined
let site = ''

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const loaded = await loadContent(root)
  if (!loaded.ok) throw new Error('content does not load')
  const env = { BLOG_API_URL: urls.api, PORTAL_URL: urls.portal, TURNSTILE_SITE_KEY: siteKey }
  const { config, problems } = resolveConfig(loaded.content.collections['site.json'], env)
  expect(problems).toEqual([])
  const client = path.join(root, `${e2eOutDir}-turnstile`, 'client')
  fs.rmSync(path.dirname(client), { recursive: true, force: true })
  fs.cpSync(path.join(root, e2eOutDir, 'client'), client, { recursive: true })
  rewritePages(client, (html) => withPageSetting(html, 'turnstile-site-key', siteKey))
  fs.writeFileSync(
    path.join(client, '_headers'),
    formatHeaders(headerRules(config, loaded.content.collections['site.json'].video.embedUrl)),
  )
  // Siteverify: passes one answer, refuses every other.
  siteverify = http.createServer(async (req, res) => {
    let body = ''
    for await (const chunk of req) body += chunk
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ success: new URLSearchParams(body).get('response') === PASS }))
  })
  await new Promise<void>((done) => siteverify!.listen(ports.turnstileVerify, '127.0.0.1', done))
  server = await serveSite(client, ports.turnstileSite, {
    persistTo: fs.mkdtempSync(path.join(os.tmpdir(), 'site-turnstile-state-')),
    vars: {
      PORTAL_URL: urls.portal,
      ...e2eLeadVars,
      TURNSTILE_SECRET: 'secret-of-the-test',
      TURNSTILE_VERIFY_URL: `http://127.0.0.1:${ports.turnstileVerify}/siteverify`,
    },
  })
  site = server.url
})

test.afterAll(async () => {
  await server?.close()
  siteverify?.close()
})

/** Answers Turnstile's script with a stand-in that writes `answer` into each challenge's place, as Turnstile adds its field. */
async function turnstileAnswers(page: Page, answer: string | 'unreachable') {
  const requested: string[] = []
  page.on('request', (request) => request.url().startsWith(TURNSTILE_ORIGIN) && requested.push(request.url()))
  await page.route(`${TURNSTILE_ORIGIN}/**`, (route) =>
    answer === 'unreachable'
      ? route.abort('connectionrefused')
      : route.fulfill({
          contentType: 'text/javascript',
          body: `for (const place of document.querySelectorAll('.cf-turnstile')) {
            const input = document.createElement('input')
            input.type = 'hidden'
            input.name = 'cf-turnstile-response'
            input.value = ${JSON.stringify(answer)}
            place.append(input)
          }`,
        }),
  )
  return requested
}

test('loads nothing of Turnstile until a form is used, then its script, which the CSP allows; a passed lead is delivered', async ({
  page,
  request,
}) => {
  await recordCspViolations(page)
  const requested = await turnstileAnswers(page, PASS)
  await page.goto(`${site}/contact`)
  await expect(page.locator('meta[name="turnstile-site-key"]')).toHaveAttribute('content', siteKey)
  await page.waitForLoadState('networkidle')
  expect(requested, 'nothing of Turnstile before a form is used').toEqual([])
  const form = await quoteForm(page)
  const email = uniqueEmail('turnstile-pass')
  await fillLead(form, lead(email, (await field(form).service.locator('option').nth(1).textContent())!))
  await expect.poll(() => requested.length).toBe(1)
  expect(requested[0]).toBe(`${TURNSTILE_ORIGIN}/turnstile/v0/api.js`)
  await expect(form.locator('input[name="cf-turnstile-response"]')).toHaveValue(PASS)
  await submit(page, form)
  const [sent] = await deliveredTo(request, email)
  expect(sent.fields).not.toHaveProperty('cf-turnstile-response')
  expect(await cspViolations(page)).toEqual([])
})

test('a lead whose challenge failed is kept apart; one whose challenge never loaded is delivered', async ({
  page,
  request,
}) => {
  const failed = uniqueEmail('turnstile-fail')
  const unreachable = uniqueEmail('turnstile-unreachable')
  for (const [answer, email] of [
    ['a-robot-answer', failed],
    ['unreachable', unreachable],
  ] as const) {
    await page.unrouteAll()
    await turnstileAnswers(page, answer)
    await page.goto(`${site}/contact`)
    const form = await quoteForm(page)
    await fillLead(form, lead(email, (await field(form).service.locator('option').nth(1).textContent())!))
    // Answered as a person would be, either way.
    await submit(page, form)
  }
  expect(await deliveredTo(request, unreachable)).toHaveLength(1)
  // The failed one was stored first: had it been held, it would have been delivered by now.
  await page.waitForTimeout(2_000)
  expect(await submissionsTo(request, failed)).toEqual([])
})
