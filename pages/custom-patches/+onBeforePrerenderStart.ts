// https://vike.dev/onBeforePrerenderStart
import { patches } from 'virtual:content'

/** The bare route, one page per patch type. */
export function onBeforePrerenderStart(): string[] {
  return ['/custom-patches', ...patches.map((p) => `/custom-patches/${p.slug}`)]
}
