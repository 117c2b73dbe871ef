/**
 * `npm run check:html [clientDir]`: every built page is valid HTML with one <h1>, no duplicate ids, no
 * inline script, handler or style (the CSP blocks them), a complete and unique head, and valid JSON-LD.
 * `npm run build` runs the same gate before it publishes the folder. Default folder: `${OUT_DIR:-dist}/client`.
 */
import path from 'node:path'
import { runGateCli } from './gates/runGateCli'
import { htmlGate } from './gates/siteGates'

runGateCli('HTML', 'check:html', htmlGate, path.resolve(import.meta.dirname, '..'))
