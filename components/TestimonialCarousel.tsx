/**
 * The 'CLIENT TESTIMONIALS' carousel (About). The prerendered HTML is a plain list of every review,
 * readable without JavaScript, in a row that scrolls sideways. In the browser behaviours/testimonials.ts
 * loads Swiper once the list is within a screen's height of the window (if it does not load, the list
 * stays and a message offers a retry) and turns it into a looping carousel that autoplays every 3 s,
 * pauses while hovered or focused, and is driven by the previous/next buttons, the pagination and the
 * arrow keys. No autoplay and no sliding animation for reduced motion.
 */
import type { Testimonial, Ui } from '../content/config'
import { ChunkError } from './ChunkError'
import { Icon } from './Icon'
import { behaviourRoot } from './behaviourRoot'
import './TestimonialCarousel.css'

export function TestimonialCarousel({
  items,
  words,
  chunkWords,
}: {
  items: readonly Testimonial[]
  words: Ui['testimonials']
  chunkWords: Ui['chunkError']
}) {
  // What the carousel's module needs of the words (its data-props, typed by its mount: behaviourRoot).
  const props = { slide: words.slide, roleDescription: words.roleDescription, pause: words.pause, play: words.play }
  return (
    <div className="swiper testimonials" {...behaviourRoot('testimonials', props)}>
      {/* Before Swiper (and without JavaScript) the list is a row that scrolls sideways: a tab stop, so
          keyboard users can scroll it too. Swiper takes the tab stop away (mountTestimonialSwiper.ts). */}
      <ul className="swiper-wrapper testimonials__list" tabIndex={0} aria-label={words.list}>
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
      <ChunkError what={words.failed} words={chunkWords} />
      {/* The buttons show once the carousel takes presses. */}
      <div className="testimonials__controls" hidden>
        <button
          type="button"
          className="icon-button testimonials__button"
          aria-label={words.previous}
          data-action="previous"
        >
          <Icon name="chevron-left" size={20} />
        </button>
        <div className="testimonials__pagination" />
        <button type="button" className="icon-button testimonials__button" aria-label={words.next} data-action="next">
          <Icon name="chevron-right" size={20} />
        </button>
        <button
          type="button"
          className="icon-button testimonials__button testimonials__button--quiet"
          aria-label={words.pause}
          data-action="autoplay"
          hidden
        >
          <Icon name="pause" size={18} />
        </button>
      </div>
    </div>
  )
}
