/**
 * A content image (`ContentImage`, from an image field) as a `<picture>`: AVIF and WebP sources and
 * a JPEG (PNG when transparent) fallback, each with every width its place (`slot`) needs, so the
 * browser picks the smallest file that is sharp on its screen. `width`/`height` carry the original's
 * aspect ratio, so nothing shifts while it loads; images load lazily unless marked `priority` (the
 * page's largest paint, which the head also preloads: renderer/lcpPreloads.ts). Large lazy pictures
 * show a tiny blurred preview underneath until they arrive.
 */
import {
  heightAt,
  imageSlots,
  mimeOf,
  srcsetOf,
  variantFormats,
  variantUrl,
  type ContentImage,
} from '../lib/imageSlots'

export interface PictureProps {
  image: ContentImage
  /** What the image shows; "" for a decorative image. */
  alt: string
  /** The page's largest paint: loaded eagerly with high priority, and preloaded in the head. */
  priority?: boolean
  className?: string
  /** How wide this place renders the image, when it differs from its slot's default `sizes`. */
  sizes?: string
}

export function Picture({ image, alt, priority = false, className, sizes }: PictureProps) {
  const slot = imageSlots[image.slot]
  const widest = slot.widths[slot.widths.length - 1]
  const width = image.fallback === 'svg' ? image.width : widest
  const height = image.fallback === 'svg' ? image.height : heightAt(image, widest)
  const formats = variantFormats(image)
  const fallback = formats[formats.length - 1]
  const loading = {
    loading: priority ? 'eager' : 'lazy',
    decoding: priority ? 'sync' : 'async',
    fetchPriority: priority ? 'high' : undefined,
  } as const
  const picture = (
    <picture className={image.placeholder && !priority ? undefined : className}>
      {formats.slice(0, -1).map((format) => (
        <source key={format} type={mimeOf[format]} srcSet={srcsetOf(image, format)} sizes={sizes ?? slot.sizes} />
      ))}
      <img
        // The middle width: what a browser without srcset support gets.
        src={
          fallback === 'svg'
            ? variantUrl(image, undefined, 'svg')
            : variantUrl(image, slot.widths[Math.floor((slot.widths.length - 1) / 2)], fallback)
        }
        srcSet={fallback === 'svg' ? undefined : srcsetOf(image, fallback)}
        sizes={fallback === 'svg' ? undefined : (sizes ?? slot.sizes)}
        alt={alt}
        width={width}
        height={height}
        {...loading}
      />
    </picture>
  )
  if (!image.placeholder || priority) return picture
  // The preview sits under the picture; the site's CSP allows data: images but no inline styles.
  return (
    <span className={`picture-frame${className ? ` ${className}` : ''}`}>
      <img
        className="picture-frame__preview"
        src={image.placeholder}
        alt=""
        aria-hidden="true"
        width={width}
        height={height}
      />
      {picture}
    </span>
  )
}
