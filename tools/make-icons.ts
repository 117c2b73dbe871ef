/**
 * `npm run icons`: writes `public/icons.svg`, one SVG sprite with every icon the site uses (Lucide for
 * interface icons, simple-icons for brand marks). Pages reference symbols with `<use>`, so icons cost
 * no JavaScript and come from this site, not a third-party host. Add a name here, run the script,
 * commit the sprite. The names are listed in lib/iconNames.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as lucide from 'lucide'
import { siFacebook, siInstagram, siPinterest, siWhatsapp, siX, siXing, siYoutube } from 'simple-icons'
import { pointIcons } from '../content/config'
import { codeIcons, type BrandIcon } from '../lib/iconNames'

/** Interface icons: those the code names and those content may pick, each once. */
const uiIcons = [...new Set([...codeIcons, ...pointIcons])]

// simple-icons no longer ships LinkedIn's mark; this is its well-known 24x24 glyph.
const linkedin =
  'M20.447 20.452h-3.554v-5.569c0-1.328-.027-3.037-1.852-3.037-1.853 0-2.136 1.445-2.136 2.939v5.667H9.351V9h3.414v1.561h.046c.477-.9 1.637-1.85 3.37-1.85 3.601 0 4.267 2.37 4.267 5.455v6.286zM5.337 7.433a2.062 2.062 0 1 1 0-4.125 2.062 2.062 0 0 1 0 4.125zM7.119 20.452H3.555V9h3.564v11.452zM22.225 0H1.771C.792 0 0 .774 0 1.729v20.542C0 23.227.792 24 1.771 24h20.451C23.2 24 24 23.227 24 22.271V1.729C24 .774 23.2 0 22.222 0h.003z'

/** Brand marks (filled): one per social network of content/config.ts and the extra brands; a missing one fails the type check. */
const brands: Record<BrandIcon, string> = {
  facebook: siFacebook.path,
  twitter: siX.path,
  linkedin,
  instagram: siInstagram.path,
  pinterest: siPinterest.path,
  youtube: siYoutube.path,
  whatsapp: siWhatsapp.path,
  xing: siXing.path,
}

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())
const attrs = (a: Record<string, string | number>) =>
  Object.entries(a)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ')

function uiSymbol(name: string): string {
  const node = (lucide as unknown as Record<string, [string, Record<string, string>][]>)[pascal(name)]
  if (!node) throw new Error(`Lucide has no icon "${name}" (${pascal(name)}). Check the name at lucide.dev/icons.`)
  const body = node.map(([tag, a]) => `<${tag} ${attrs(a)}/>`).join('')
  return `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</symbol>`
}

const symbols = [
  ...uiIcons.map(uiSymbol),
  ...Object.entries(brands).map(
    ([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24" fill="currentColor"><path d="${d}"/></symbol>`,
  ),
]
const out = path.join(import.meta.dirname, '../public/icons.svg')
fs.writeFileSync(out, `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`)
console.log(`Wrote ${symbols.length} icons to public/icons.svg (${fs.statSync(out).size} bytes).`)
