/** The largest paint of a page is preloaded from what its HTML already says. */
import { describe, expect, it } from 'vitest'
import { lcpPreloads, preloadLinks } from '../../renderer/lcpPreloads'

describe('lcpPreloads', () => {
  it('preloads each WebP crop of an art-directed priority image for its own screens', () => {
    const hero =
      '<picture class="hero__art"><source media="(max-width: 640px)" type="image/webp" srcSet="/images/hero-mobile.webp" width="780" height="900"/>' +
      '<source media="(max-width: 640px)" srcSet="/images/hero-mobile.jpg"/><source type="image/webp" srcSet="/images/hero.webp"/>' +
      '<img src="/images/hero.jpg" alt="" width="1440" height="900" loading="eager" fetchPriority="high"/></picture>'
    expect(lcpPreloads(`<main>${hero}<h1>Hi</h1></main>`)).toEqual([
      { href: '/images/hero-mobile.webp', type: 'image/webp', media: '(max-width: 640px)', fetchPriority: 'high' },
      { href: '/images/hero.webp', type: 'image/webp', media: 'not all and (max-width: 640px)', fetchPriority: 'high' },
    ])
  })

  it('preloads nothing for lazy images or a page whose largest paint is text (the banner is drawn in CSS)', () => {
    const html =
      '<picture><source type="image/webp" srcSet="/images/a.webp"/><img src="/images/a.jpg" alt="" loading="lazy"/></picture>' +
      '<section class="banner"><div class="container banner__inner"><h1 class="banner__title">About</h1></div></section>'
    expect(lcpPreloads(html)).toEqual([])
    expect(lcpPreloads('<main><h1>Text only</h1></main>')).toEqual([])
  })

  it('writes preload links the browser understands', () => {
    expect(preloadLinks([{ href: '/images/hero.webp', type: 'image/webp', media: 'not all and (max-width: 640px)', fetchPriority: 'high' }])).toBe(
      '<link rel="preload" as="image" href="/images/hero.webp" type="image/webp" media="not all and (max-width: 640px)" fetchpriority="high">',
    )
  })
})
