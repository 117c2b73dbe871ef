/**
 * An image from `public/images/`, served as WebP with a JPEG fallback. Width and height are always
 * given, so the page does not shift while it loads; images load lazily unless marked `priority`
 * (the largest image above the fold).
 */
export interface PictureProps {
  /** Path without extension, e.g. "/images/portfolio/12". */
  src: string
  alt: string
  width: number
  height: number
  /** The page's largest paint: loaded eagerly with high priority, and preloaded in the head. */
  priority?: boolean
  className?: string
  sizes?: string
}

export function Picture({ src, alt, width, height, priority = false, className, sizes }: PictureProps) {
  return (
    <picture className={className}>
      <source type="image/webp" srcSet={`${src}.webp`} sizes={sizes} />
      <img
        src={`${src}.jpg`}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  )
}
