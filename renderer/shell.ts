/**
 * The frame's behaviour on every page, without React: the header that sticks past 100 px, Escape
 * for the phone menu, and the start-up badge. Everything else in the frame is HTML and CSS: the menu
 * is a `<details>`, the Services submenu opens on hover and focus, the WhatsApp button is a link.
 */

/** Spec: the header sticks after 100 px of scroll. */
const STICKY_AFTER_PX = 100
/** Spec point 9: the start-up overlay shows for 3000 ms. */
export const OVERLAY_MS = 3000
const SEEN_KEY = 'startup-overlay-seen'

function stickyHeader(): void {
  const header = document.querySelector<HTMLElement>('.header')
  if (!header) return
  const update = () => header.classList.toggle('header--sticky', window.scrollY > STICKY_AFTER_PX)
  update()
  window.addEventListener('scroll', update, { passive: true })
}

/** Escape closes the phone menu and puts focus back on its button. */
function menuEscape(): void {
  const menu = document.querySelector<HTMLDetailsElement>('details.menu')
  if (!menu) return
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return
    menu.open = false
    menu.querySelector('summary')?.focus()
  })
}

/**
 * The badge that spells the brand for 3 s on the first page of a browser session, drawn hidden in
 * the page (`[data-startup]`): shown only by this script, after the page has loaded and been painted,
 * never for visitors who prefer reduced motion. It lets clicks through and is hidden from assistive
 * technology.
 */
function startupBadge(): void {
  const badge = document.querySelector<HTMLElement>('[data-startup]')
  if (!badge || matchMedia('(prefers-reduced-motion: reduce)').matches) return
  try {
    if (sessionStorage.getItem(SEEN_KEY)) return
    sessionStorage.setItem(SEEN_KEY, '1')
  } catch {
    return
  }
  // The letters appear one after another over 1.8 s (set here: the CSP allows no style attribute in the HTML).
  const letters = badge.querySelectorAll<HTMLElement>('.startup__letter')
  letters.forEach((letter, i) => letter.style.setProperty('animation-delay', `${(i * 1800) / letters.length}ms`))
  badge.hidden = false
  setTimeout(() => (badge.hidden = true), OVERLAY_MS)
}

export function startShell(): void {
  stickyHeader()
  menuEscape()
  startupBadge()
}
