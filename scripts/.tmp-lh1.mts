import fs from 'node:fs'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] })
const r = await lighthouse(process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error' })
await chrome.kill()
fs.writeFileSync(process.argv[3], JSON.stringify(r!.lhr))
const lhr = r!.lhr
console.log('runtimeError', lhr.runtimeError, lhr.runWarnings)
console.log('console', JSON.stringify((lhr.audits['errors-in-console'].details as any)?.items, null, 1).slice(0, 1500))
for (const id of ['largest-contentful-paint', 'first-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift']) console.log(id, lhr.audits[id].numericValue, lhr.audits[id].score)
console.log('perf', lhr.categories.performance.score)
