// https://vike.dev/client
/**
 * The one script of every page, framework-free: the frame's behaviour
 * (shell.ts), what the lead forms need (leadForms.ts), the page's islands (islands.ts: React or a small module, each loaded only where a page
 * has one) and the optional web-vitals reporter. Pages are HTML-only: their `Page` is drawn on the
 * server (renderer/+config.ts), so no page loads React unless an island needs it.
 */
// The site's one stylesheet (vite.config.ts, cssCodeSplit: false): the frame's, then every component's.
import './styles.css'
import './componentStyles'
import { startIslands } from './islands'
import { startLeadForms } from './leadForms'
import { startShell } from './shell'
import { startVitals } from './startVitals'

startShell()
startLeadForms()
startIslands()
startVitals()
