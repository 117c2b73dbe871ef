// https://vike.dev/onBeforePrerenderStart
import { patches } from 'virtual:content'

/**
 * The bare route, one page per patch type, and the shell: the host answers any other
 * /custom-patches/{name} with the shell (worker/serveShell.ts), which shows no patch detail.
 */
export function onBeforePrerenderStart(): string[] {
  return ['/custom-patches', ...patches.map((p) => `/custom-patches/${p.slug}`), '/custom-patches/__shell']
}
