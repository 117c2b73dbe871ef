/** The largest paint of a page is preloaded from what its HTML already says. */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Picture } from '../../components/Picture'
import type { ContentImage } from '../../lib/imageSlots'
import { lcpPreloads, preloadLinks } from '../../renderer/lcpPreloads'

const card: ContentImage = {
  src: 'images/portfolio/1.jpg',
  slot: 'card',
  width: 960,
  height: 720,
  hash: 'abc',
  fallback: 'jpeg',
}
const avifSet =
  '/assets/images/portfolio/1.abc-360.avif 360w, /assets/images/portfolio/1.abc-560.avif 560w, /assets/images/portfolio/1.abc-800.avif 800w'

describe('lcpPreloads', () => {
  it('preloads the AVIF candidates of a priority <Picture>, with its sizes, so the browser fetches the variant it will show', () => {
    const html = renderToStaticMarkup(
      createElement(Picture, { image: card, alt: 'A logo', priority: true, sizes: '(min-width: 1000px) 285px, 50vw' }),
    )
    expect(html).toContain('fetchPriority="high"')
    expect(html).toContain('loading="eager"')
    expect(lcpPreloads(`<main>${html}</main>`)).toEqual([
      {
        srcset: avifSet,
        sizes: '(min-width: 1000px) 285px, 50vw',
        type: 'image/avif',
        media: undefined,
        fetchPriority: 'high',
      },
    ])
  })

  it('preloads the best format of each crop of an art-directed priority image for its own screens', () => {
    const hero =
      '<picture class="hero__art"><source media="(max-width: 640px)" type="image/avif" srcSet="/a/m-600.avif 600w, /a/m-900.avif 900w" sizes="100vw"/>' +
      '<source media="(max-width: 640px)" type="image/webp" srcSet="/a/m-600.webp 600w, /a/m-900.webp 900w" sizes="100vw"/>' +
      '<source media="(max-width: 640px)" type="image/jpeg" srcSet="/a/m-600.jpg 600w, /a/m-900.jpg 900w" sizes="100vw"/>' +
      '<source type="image/avif" srcSet="/a/h-960.avif 960w, /a/h-1440.avif 1440w" sizes="100vw"/><source type="image/webp" srcSet="/a/h-960.webp 960w, /a/h-1440.webp 1440w" sizes="100vw"/>' +
      '<img src="/a/h-1440.jpg" srcSet="/a/h-960.jpg 960w, /a/h-1440.jpg 1440w" sizes="100vw" alt="" width="1920" height="1200" loading="eager" fetchPriority="high"/></picture>'
    expect(lcpPreloads(`<main>${hero}<h1>Hi</h1></main>`)).toEqual([
      {
        srcset: '/a/m-600.avif 600w, /a/m-900.avif 900w',
        sizes: '100vw',
        type: 'image/avif',
        media: '(max-width: 640px)',
        fetchPriority: 'high',
      },
      {
        srcset: '/a/h-960.avif 960w, /a/h-1440.avif 1440w',
        sizes: '100vw',
        type: 'image/avif',
        media: 'not all and (max-width: 640px)',
        fetchPriority: 'high',
      },
    ])
  })

  it('preloads nothing for lazy images or a page whose largest paint is text (the banner is drawn in CSS)', () => {
    const html =
      renderToStaticMarkup(createElement(Picture, { image: card, alt: 'A logo' })) +
      '<section class="banner"><div class="container banner__inner"><h1 class="banner__title">About</h1></div></section>'
    expect(html).toContain('loading="lazy"')
    expect(lcpPreloads(html)).toEqual([])
    expect(lcpPreloads('<main><h1>Text only</h1></main>')).toEqual([])
  })

  it('writes preload links the browser understands', () => {
    expect(
      preloadLinks([
        {
          srcset: '/a/h-960.avif 960w, /a/h-1440.avif 1440w',
          sizes: '100vw',
          type: 'image/avif',
          media: 'not all and (max-width: 640px)',
          fetchPriority: 'high',
        },
      ]),
    ).toBe(
      '<link rel="preload" as="image" imagesrcset="/a/h-960.avif 960w, /a/h-1440.avif 1440w" imagesizes="100vw" type="image/avif" media="not all and (max-width: 640px)" fetchpriority="high">',
    )
    expect(preloadLinks([{ href: '/images/logo.svg', fetchPriority: 'high' }])).toBe(
      '<link rel="preload" as="image" href="/images/logo.svg" fetchpriority="high">',
    )
  })
})
