/**
 * Turns the prerendered testimonial list into a Swiper carousel. This module and Swiper are loaded
 * with `import()` after hydration, so they never delay the first paint and pages without the
 * carousel never load them; their few rules of CSS join the site's one stylesheet (vite.config.ts).
 * Swiper's core CSS comes from ./swiperCore.css rather than `swiper/css` (see the note there: its
 * icon font breaks the Content Security Policy).
 */
import Swiper from 'swiper'
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules'
import './swiperCore.css'
import 'swiper/css/pagination'

/** Spec point 9: autoplay every 3000 ms, 300 ms slide transition (both off for reduced motion). */
export const AUTOPLAY_DELAY_MS = 3000
export const TRANSITION_MS = 300

/**
 * `onReady` is called once the carousel takes presses: after Swiper's first animation frame, in which
 * loop mode puts the first slide in place (its slideToLoop defers its slideTo), which would undo a move
 * made before it. The arrow keys start then too. Not called when the carousel is destroyed first.
 */
export function mountTestimonialSwiper(
  el: HTMLElement,
  pagination: HTMLElement,
  {
    reducedMotion,
    words,
    onReady,
  }: { reducedMotion: boolean; words: { slide: string; roleDescription: string }; onReady: () => void },
): Swiper {
  const autoplay = !reducedMotion
  // The carousel is driven by its buttons and arrow keys: the list no longer scrolls, so no tab stop.
  el.querySelector('.swiper-wrapper')?.removeAttribute('tabindex')
  const swiper = new Swiper(el, {
    modules: [A11y, Autoplay, Keyboard, Pagination],
    loop: true,
    speed: reducedMotion ? 0 : TRANSITION_MS,
    slidesPerView: 1,
    spaceBetween: 24,
    breakpoints: { 700: { slidesPerView: 2 }, 1000: { slidesPerView: 3 } },
    autoplay: autoplay ? { delay: AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false } : false,
    // Arrow keys once the carousel is ready (below).
    keyboard: { enabled: false, onlyInViewport: true },
    // Swiper re-places the carousel on every resize of its element, one animation frame late
    // (slideToLoop defers its slideTo): when the buttons appeared, that undid a press made in between.
    // The carousel's width follows the window's, so the window's resize is the one to follow.
    resizeObserver: false,
    // "3 / 18" between the buttons: 18 bullets would be 18 more tab stops.
    pagination: { el: pagination, type: 'fraction' },
    a11y: {
      // The slides are the <li>s of a list: keep them list items (Swiper's default "group" breaks the list).
      slideRole: 'listitem',
      // Swiper fills {{index}} and {{slidesLength}}; content writes them {index} and {count}.
      slideLabelMessage: words.slide.replace('{index}', '{{index}}').replace('{count}', '{{slidesLength}}'),
      itemRoleDescriptionMessage: words.roleDescription,
    },
  })
  // Registered after Swiper's own frame callback, so it runs after it in the same frame.
  requestAnimationFrame(() => {
    if (swiper.destroyed) return
    swiper.keyboard.enable()
    onReady()
  })
  // Keyboard users get the same pause as mouse users: the carousel holds still while focus is inside.
  el.addEventListener('focusin', () => swiper.autoplay?.pause())
  el.addEventListener('focusout', (event) => {
    if (!el.contains(event.relatedTarget as Node | null)) swiper.autoplay?.resume()
  })
  return swiper
}
