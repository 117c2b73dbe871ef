import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)))
page.on('pageerror', (e) => console.log('pageerror', e.message, e.stack?.slice(0, 300)))
await page.goto(process.argv[2], { waitUntil: 'networkidle' })
await page.waitForTimeout(4000)
console.log('h1', await page.locator('h1').count(), await page.title())
await browser.close()
