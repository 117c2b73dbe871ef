/**
 * The boot script as pages carry it: renderer/boot.ts (TypeScript, read by the type checker and
 * ESLint like the rest of the browser's code), bundled with what it imports and minified into one
 * classic script, which the build writes into every page (deferScripts.ts). The
 * Content-Security-Policy allows exactly this text by its hash (`bootScriptHash`, in `script-src`
 * beside 'self'), and the build's gate lets no other inline script through (gates/checkInlineCode.ts).
 *
 * Rolldown, the bundler Vite builds the rest of the site with, called directly: one small file to one
 * string, when this module loads (the policy and the gate need the text before anything else runs).
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import { build } from 'rolldown'

/** The browsers the site's scripts are built for (Vite's default target, 'baseline-widely-available'). */
const TARGET = ['chrome107', 'edge107', 'firefox104', 'safari16']

const built = await build({
  input: path.resolve(import.meta.dirname, '../../renderer/boot.ts'),
  transform: { target: TARGET },
  output: { format: 'iife', minify: true, strict: true },
  write: false,
  logLevel: 'silent',
})

/** The script as pages carry it: minified, on one line. */
export const bootScript = built.output[0].code.trim()

/** The CSP source that allows exactly this script: `'sha256-…'`. */
export const bootScriptHash = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`
