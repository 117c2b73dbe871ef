/**
 * The patch pages' behaviour (components/blocks/PatchCatalogue.tsx):
 * - the shell page, which answers every unknown /custom-patches/{name}, adds that name to the
 *   breadcrumb, read from the address bar with its hyphens as spaces ("glow in the dark"), as a step
 *   drawn by the breadcrumb's own component (components/Breadcrumb.tsx, through drawInBrowser.ts);
 * - on screens 768 px wide or less, the page scrolls smoothly to the detail picture 100 ms after it
 *   shows (spec point 2: it sits below the list of types there).
 */
import { media } from '../../lib/breakpoints'
import { decodeSegment } from '../../lib/shellPages'
import { Crumbs } from '../Breadcrumb'
import { draw } from '../drawInBrowser'

/** Spec point 9: smooth-scroll delay. */
export const DELAY_MS = 100

/** The name part of a /custom-patches/{name} URL path ('' for the bare route). */
function nameInPath(pathname: string): string {
  return decodeSegment(pathname.split('/')[2] ?? '')
}

export function mount(catalogue: HTMLElement): void {
  const name = nameInPath(window.location.pathname)
  const trail = document.querySelector('.banner .breadcrumb')
  if (name && !catalogue.querySelector('.patch') && trail)
    trail.append(draw(<Crumbs crumbs={[{ label: name.replace(/-/g, ' ') }]} />))
  const image = catalogue.querySelector('.patch__image')
  if (!image || !window.matchMedia(media.phone).matches) return
  window.setTimeout(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    image.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
  }, DELAY_MS)
}
