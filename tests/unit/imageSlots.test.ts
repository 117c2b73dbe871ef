/** The variant plan: which files the build writes for an image, and the URLs `<Picture>` names. */
import { describe, expect, it } from 'vitest'
import {
  heightAt,
  imageSlots,
  planVariants,
  srcsetOf,
  variantFormats,
  variantUrl,
  type ContentImage,
} from '../../lib/imageSlots'

const photo: ContentImage = {
  src: 'images/portfolio/12.jpg',
  slot: 'card',
  width: 2400,
  height: 1800,
  hash: '0123456789',
  fallback: 'jpeg',
}

describe('the variant plan', () => {
  it('makes AVIF, WebP and JPEG at every width of the slot, named by the hash and width', () => {
    expect(planVariants(photo).map((v) => v.url)).toEqual([
      '/assets/images/portfolio/12.0123456789-360.avif',
      '/assets/images/portfolio/12.0123456789-560.avif',
      '/assets/images/portfolio/12.0123456789-800.avif',
      '/assets/images/portfolio/12.0123456789-360.webp',
      '/assets/images/portfolio/12.0123456789-560.webp',
      '/assets/images/portfolio/12.0123456789-800.webp',
      '/assets/images/portfolio/12.0123456789-360.jpg',
      '/assets/images/portfolio/12.0123456789-560.jpg',
      '/assets/images/portfolio/12.0123456789-800.jpg',
    ])
  })

  it('keeps transparency: PNG instead of JPEG', () => {
    expect(variantFormats({ fallback: 'png' })).toEqual(['avif', 'webp', 'png'])
    expect(
      planVariants({ ...photo, fallback: 'png' })
        .filter((v) => v.format === 'png')
        .map((v) => v.url.split('/').pop()),
    ).toEqual(['12.0123456789-360.png', '12.0123456789-560.png', '12.0123456789-800.png'])
  })

  it('copies an SVG once, unchanged', () => {
    expect(planVariants({ ...photo, src: 'images/marks/star.svg', fallback: 'svg' })).toEqual([
      { url: '/assets/images/marks/star.0123456789.svg', format: 'svg' },
    ])
  })

  it('makes the union of the widths of every place an image is shown, each file once', () => {
    const widths = planVariants(photo, ['card', 'feature'])
      .filter((v) => v.format === 'avif')
      .map((v) => v.width)
    expect(widths).toEqual([360, 480, 560, 800, 1120, 1520])
  })

  it('makes only the JPEG for a share image', () => {
    expect(planVariants({ ...photo, slot: 'share' }, ['share'])).toEqual([
      { url: '/assets/images/portfolio/12.0123456789-1200.jpg', width: 1200, format: 'jpeg' },
    ])
  })

  it('covers phones (390 px at 2×) and desktops in every slot, widest last', () => {
    for (const [name, slot] of Object.entries(imageSlots)) {
      expect(
        [...slot.widths].sort((a, b) => a - b),
        name,
      ).toEqual([...slot.widths])
      if (name !== 'share')
        expect(
          slot.widths.some((w) => w >= 780),
          `${name} has a variant for a 390 px phone at 2×`,
        ).toBe(true)
    }
  })
})

describe('srcset and sizes', () => {
  it('lists each width with its w descriptor', () => {
    expect(srcsetOf(photo, 'webp')).toBe(
      '/assets/images/portfolio/12.0123456789-360.webp 360w, /assets/images/portfolio/12.0123456789-560.webp 560w, /assets/images/portfolio/12.0123456789-800.webp 800w',
    )
  })

  it('keeps the aspect ratio of the original', () => {
    expect(heightAt(photo, 800)).toBe(600)
    expect(heightAt({ width: 1170, height: 1350 }, 600)).toBe(692)
  })

  it('writes nested folders and odd extensions into the URL without the original extension', () => {
    expect(variantUrl({ src: 'images/a/b/Photo.JPEG', hash: 'abc' }, 480, 'avif')).toBe(
      '/assets/images/a/b/Photo.abc-480.avif',
    )
  })
})
