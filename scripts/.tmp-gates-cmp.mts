import { loadContent } from '../content/loadContent.ts'
import { buildGates, htmlGate, linkGate } from './checks/siteGates.ts'
const [root, clientDir, siteUrl, mode] = process.argv.slice(2)
const r = loadContent(root); if (!r.ok) throw new Error('content')
const input = { root, clientDir, siteUrl, contentPages: r.content.pages }
const t = performance.now()
let links, html
if (mode === 'old') { links = linkGate(input); html = htmlGate({ ...input, pages: links.pages }) } else ({ links, html } = buildGates(input))
const sortLines = (s: string) => s.split('\n').sort().join('\n')
console.log(JSON.stringify({ mode, ms: Math.round(performance.now() - t), ok: [links.ok, html.ok], links: sortLines(links.report), html: sortLines(html.report) }))
