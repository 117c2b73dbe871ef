/**
 * The boot script as pages carry it: renderer/boot.ts (TypeScript, read by the type checker and
 * ESLint like the rest of the browser's code), bundled with what it imports and minified into one
 * classic script by esbuild, which the build writes into every page (deferScripts.ts). The
 * Content-Security-Policy allows exactly this text by its hash (`bootScriptHash`, in `script-src`
 * beside 'self'), and the build's gate lets no other inline script through (gates/checkInlineCode.ts).
 *
 * esbuild, not Vite: one small file to one string, synchronously, when this module loads (the policy
 * and the gate need the text before anything else runs); Vite builds the rest with it already.
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import { buildSync } from 'esbuild'

/** The browsers the site's scripts are built for (Vite's default target, 'baseline-widely-available'). */
const TARGET = ['chrome107', 'edge107', 'firefox104', 'safari16']

const built = buildSync({
  entryPoints: [path.resolve(import.meta.dirname, '../../renderer/boot.ts')],
  bundle: true,
  format: 'iife',
  minify: true,
  target: TARGET,
  write: false,
  logLevel: 'silent',
})

/** The script as pages carry it: minified, on one line. */
export const bootScript = built.outputFiles[0].text.trim()

/** The CSP source that allows exactly this script: `'sha256-…'`. */
export const bootScriptHash = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`
