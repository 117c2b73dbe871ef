/**
 * `npm run check:links [clientDir]`: every internal link, #anchor, image, icon, share image and CSS
 * url() of a built site resolves. `npm run build` runs the same gate before it publishes the folder.
 * Default folder: `${OUT_DIR:-dist}/client`.
 */
import path from 'node:path'
import { runGateCli } from './gates/runGateCli'
import { linkGate } from './gates/siteGates'

runGateCli('Link', 'check:links', linkGate, path.resolve(import.meta.dirname, '..'))
