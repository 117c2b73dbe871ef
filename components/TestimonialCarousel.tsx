/**
 * The 'CLIENT TESTIMONIALS' carousel (About). The prerendered HTML is a plain list of every review,
 * readable without JavaScript; once the list is within a screen's height of the window, Swiper is
 * loaded (through `useChunk`; if it does not load, the list stays and a message offers a retry) and turns it into a looping carousel that autoplays every 3 s, pauses while hovered or focused, and is driven by the
 * previous/next buttons, the pagination and the arrow keys. No autoplay and no sliding animation for
 * reduced motion.
 */
import { memo, useEffect, useRef, useState } from 'react'
import type SwiperType from 'swiper'
import type { Testimonial, Ui } from '../content/config'
import { ChunkError } from './ChunkError'
import { Icon } from './Icon'
import { useChunk } from './useChunk'
import './TestimonialCarousel.css'

/** The slides never change after the first render: Swiper owns their DOM from then on. */
const Slides = memo(function Slides({ items, label }: { items: readonly Testimonial[]; label: string }) {
  return (
    // Before Swiper (and without JavaScript) the list is a row that scrolls sideways: a tab stop, so
    // keyboard users can scroll it too. Swiper takes the tab stop away (mountTestimonialSwiper.ts).
    <ul className="swiper-wrapper testimonials__list" tabIndex={0} aria-label={label}>
      {items.map((item) => (
        <li key={item.author} className="swiper-slide testimonials__slide">
          <figure className="testimonials__card">
            <Icon name="quote" size={34} className="testimonials__icon" />
            <blockquote className="testimonials__text">
              <p>“{item.text}”</p>
            </blockquote>
            <figcaption className="testimonials__author">{item.author}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
})

const loadSwiper = () => import('./mountTestimonialSwiper')

export function TestimonialCarousel({ items, words, chunkWords }: { items: readonly Testimonial[]; words: Ui['testimonials']; chunkWords: Ui['chunkError'] }) {
  const rootRef = useRef<HTMLDivElement>(null)
  const paginationRef = useRef<HTMLDivElement>(null)
  const [swiper, setSwiper] = useState<SwiperType | null>(null)
  /** Whether autoplay runs; null when it is off for good (reduced motion). */
  const [playing, setPlaying] = useState<boolean | null>(null)
  const carousel = useChunk(loadSwiper)
  const { slide, roleDescription } = words
  const { load } = carousel
  const mount = carousel.module?.mountTestimonialSwiper

  // Swiper's download and set-up (the longest task of the page after hydration) wait until the
  // reviews are about to be seen; until then the prerendered list shows its first reviews.
  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      load()
    }, { rootMargin: '100% 0px' })
    observer.observe(root)
    return () => observer.disconnect()
  }, [load])

  useEffect(() => {
    if (!mount || !rootRef.current || !paginationRef.current) return
    const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches
    // The buttons show once the carousel takes presses (see mountTestimonialSwiper.ts).
    const instance = mount(rootRef.current, paginationRef.current, {
      reducedMotion,
      words: { slide, roleDescription },
      onReady: () => {
        setSwiper(instance)
        setPlaying(reducedMotion ? null : true)
      },
    })
    return () => instance.destroy(true, false)
  }, [mount, slide, roleDescription])

  const togglePlay = () => {
    if (!swiper) return
    if (playing) swiper.autoplay.stop()
    else swiper.autoplay.start()
    setPlaying(!playing)
  }

  return (
    <div ref={rootRef} className="swiper testimonials">
      <Slides items={items} label={words.list} />
      {carousel.failed && <ChunkError what={words.failed} words={chunkWords} onRetry={carousel.load} />}
      <div className="testimonials__controls" hidden={!swiper}>
        <button type="button" className="testimonials__button" aria-label={words.previous} onClick={() => swiper?.slidePrev()}>
          <Icon name="chevron-left" size={20} />
        </button>
        <div ref={paginationRef} className="testimonials__pagination" />
        <button type="button" className="testimonials__button" aria-label={words.next} onClick={() => swiper?.slideNext()}>
          <Icon name="chevron-right" size={20} />
        </button>
        {playing !== null && (
          <button type="button" className="testimonials__button testimonials__button--quiet" aria-label={playing ? words.pause : words.play} onClick={togglePlay}>
            <Icon name={playing ? 'pause' : 'play'} size={18} />
          </button>
        )}
      </div>
    </div>
  )
}
