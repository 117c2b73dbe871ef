/**
 * The review carousel's behaviour (components/TestimonialCarousel.tsx): Swiper's download and set-up
 * (the longest task of the page) wait until the reviews are within a screen's height of the window;
 * until then the prerendered list shows its first reviews. Once the carousel takes presses, its
 * buttons show: previous, next and, unless the visitor prefers reduced motion, pause/play for the
 * autoplay. If Swiper does not load, a message with a retry shows under the list.
 */
import type Swiper from 'swiper'
import { loadChunk } from '../../lib/loadChunk'
import type { Ui } from '../../content/config'

/** What the carousel needs of the words (data-props). */
export type CarouselWords = Pick<Ui['testimonials'], 'slide' | 'roleDescription' | 'pause' | 'play'>

export function mount(root: HTMLElement, words: CarouselWords): void {
  const controls = root.querySelector<HTMLElement>('.testimonials__controls')!
  const pagination = root.querySelector<HTMLElement>('.testimonials__pagination')!
  const failure = root.querySelector<HTMLElement>('[data-chunk-error]')!
  const button = (action: string) => root.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!
  const autoplay = button('autoplay')
  let swiper: Swiper | null = null
  let loading = false

  const setPlaying = (playing: boolean) => {
    autoplay.setAttribute('aria-label', playing ? words.pause : words.play)
    autoplay.querySelector('use')?.setAttribute('href', `/icons.svg#${playing ? 'pause' : 'play'}`)
    autoplay.dataset.playing = String(playing)
  }

  const load = () => {
    if (loading || swiper) return
    loading = true
    failure.hidden = true
    loadChunk(() => import('../mountTestimonialSwiper')).then(
      ({ mountTestimonialSwiper }) => {
        const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches
        const instance = mountTestimonialSwiper(root, pagination, {
          reducedMotion,
          words: { slide: words.slide, roleDescription: words.roleDescription },
          onReady: () => {
            swiper = instance
            controls.hidden = false
            autoplay.hidden = reducedMotion
            setPlaying(!reducedMotion)
          },
        })
      },
      (error: Error) => {
        loading = false
        console.error(`[chunk] ${error.message}`)
        failure.hidden = false
      },
    )
  }

  button('previous').addEventListener('click', () => swiper?.slidePrev())
  button('next').addEventListener('click', () => swiper?.slideNext())
  autoplay.addEventListener('click', () => {
    if (!swiper) return
    const playing = autoplay.dataset.playing === 'true'
    if (playing) swiper.autoplay.stop()
    else swiper.autoplay.start()
    setPlaying(!playing)
  })
  failure.querySelector('button')?.addEventListener('click', load)

  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      load()
    },
    { rootMargin: '100% 0px' },
  )
  observer.observe(root)
}
