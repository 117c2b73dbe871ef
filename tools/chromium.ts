/**
 * The one Chromium every browser run of the project uses (end-to-end tests, the editor's tests, the
 * budgets, Lighthouse, screenshots, the first-tap benchmark): Debian's Chromium where it is installed,
 * else Playwright's own browser, with the same quiet flags everywhere.
 */
import fs from 'node:fs'

/** Debian's Chromium; undefined lets Playwright use its own browser on machines that have one. Lighthouse, screenshots and benchmarks use it. */
export const chromiumPath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined

/**
 * The tests' browser: Debian's headless shell (the same Chromium without the browser's window layer,
 * which is what Playwright itself runs headless tests in, and faster) where it is installed, else
 * `chromiumPath`.
 */
export const testChromiumPath = fs.existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : chromiumPath

/**
 * The features Playwright itself disables (playwright-core's `chromiumSwitches`). Chromium keeps only
 * the last `--disable-features` switch, so ours must repeat them; tests/unit/chromium.test.ts fails
 * when a Playwright upgrade changes its list.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Chromium 156 starts a renderer for the address bar's suggestion popup (a WebUI page) with every new
 * window, and a headless browser opens a window per Playwright context: CPU time spent on every
 * context, for an address bar nobody here types into.
 */
const omniboxPopupFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']

/** Flags for a quiet headless Chromium: no sandbox (containers), no GPU, no update, sync or network chatter. */
const quietFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** `flags` with every `--disable-features` switch in it, plus `features`, merged into one at the end. */
export function mergeDisabledFeatures(flags: string[], features: string[]): string[] {
  const prefix = '--disable-features='
  const listed = flags.filter((flag) => flag.startsWith(prefix)).flatMap((flag) => flag.slice(prefix.length).split(','))
  const merged = [...new Set([...listed, ...features])].filter(Boolean)
  return [...flags.filter((flag) => !flag.startsWith(prefix)), `${prefix}${merged.join(',')}`]
}

/** Chromium's flags for Playwright (its launch adds its own switches before these). */
export const chromiumArgs = mergeDisabledFeatures(quietFlags, [...playwrightDisabledFeatures, ...omniboxPopupFeatures])

/**
 * The flags Lighthouse's own launcher (chrome-launcher 1.2, its `Launcher.defaultFlags()`) starts Chromium
 * with: what Lighthouse's figures have been measured in. Playwright starts it here, with these in place
 * of its own (which disable paint holding, and so would move the first paint).
 */
const lighthouseLaunchFlags = [
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,CalculateNativeWinOcclusion,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4,RenderDocument',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-client-side-phishing-detection',
  '--disable-sync',
  '--metrics-recording-only',
  '--disable-default-apps',
  '--mute-audio',
  '--no-default-browser-check',
  '--no-first-run',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--password-store=basic',
  '--use-mock-keychain',
  '--force-fieldtrials=*BackgroundTracing/default/',
  '--disable-hang-monitor',
  '--disable-prompt-on-repost',
  '--disable-domain-reliability',
  '--propagate-iph-for-testing',
]

/** Chromium's flags for Lighthouse: its launcher's, headless, quiet, with its disabled features kept. */
export const lighthouseChromeFlags = mergeDisabledFeatures(
  [...lighthouseLaunchFlags, '--headless=new', ...quietFlags],
  omniboxPopupFeatures,
)
