// Experiment: Lighthouse through an HTTP/2 TLS proxy vs direct HTTP/1.1.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Launcher, launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumPath, lighthouseChromeFlags } from './scripts/chromium'
import { serveFiles } from './scripts/lighthouse/serveFiles'
import { servePages } from './scripts/servePages'
import { startSampleApi } from './scripts/sample-api'
const [dir, anchorDir, host, runs] = [process.argv[2], process.argv[3], process.argv[4] ?? 'files', Number(process.argv[5] ?? 3)]
const routes = (process.argv[6] ?? '/,/portfolio,/blogs,/services/embroidery-digitizing,/about').split(',')
const serve = host === 'pages' ? servePages : serveFiles
const api = await startSampleApi({ port: 4301 })
const site = await serve(dir, 4300)
const anchor = await serve(anchorDir, 4302)
const proxies = [spawn('node', ['/tmp/exp/h2proxy.mjs', '4310', '4300'], { stdio: 'inherit' }), spawn('node', ['/tmp/exp/h2proxy.mjs', '4312', '4302'], { stdio: 'inherit' })]
await new Promise((r) => setTimeout(r, 800))
const flags = [...lighthouseChromeFlags(Launcher.defaultFlags()), '--ignore-certificate-errors']
const res: Record<string, number[][]> = {}
for (let round = 0; round < runs; round++) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: flags, ignoreDefaultFlags: true })
  await lighthouse('http://127.0.0.1:4300/', { port: chrome.port, output: 'json', logLevel: 'error' })
  for (const proto of ['h1', 'h2']) for (const route of [...routes, 'anchor']) {
    const base = proto === 'h1' ? 'http://127.0.0.1:43' : 'https://127.0.0.1:43'
    const url = route === 'anchor' ? `${base}${proto === 'h1' ? '02' : '12'}/bench-library/topic-1` : `${base}${proto === 'h1' ? '00' : '10'}${route}`
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
    const a = r!.lhr.audits
    const k = `${proto} ${route}`
    ;(res[k] ??= []).push([a['first-contentful-paint'].numericValue!, a['largest-contentful-paint'].numericValue!, Math.round((r!.lhr.categories.performance.score ?? 0) * 100)])
  }
  await chrome.kill()
}
const med = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]
for (const proto of ['h1', 'h2']) {
  const an = med(res[`${proto} anchor`].map((x) => x[1]))
  for (const route of [...routes, 'anchor']) {
    const xs = res[`${proto} ${route}`]
    const lcp = med(xs.map((x) => x[1]))
    console.log(proto, route.padEnd(34), 'FCP', Math.round(med(xs.map((x) => x[0]))), 'LCP', Math.round(lcp), 'ratio', (lcp / an).toFixed(2), 'perf', med(xs.map((x) => x[2])))
  }
}
for (const p of proxies) p.kill()
await site.close(); await anchor.close(); await api.close()
