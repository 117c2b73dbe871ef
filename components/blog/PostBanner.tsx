/**
 * A post's banner from the shop API, or the quiet stitched field of a post without one; decorative (the
 * title is beside it). Its place's class comes first, so the browser can draw the field in place of a
 * banner that does not load (blogDom.tsx).
 */
export interface PostBannerProps {
  /** The banner's address, or null for the field. */
  src: string | null
  /** Its place: `blog-card__banner`, `recent-posts__thumb` or `blog-post__banner`. */
  className: string
  /** The page's largest paint: loaded first. */
  priority?: boolean
}

export function PostBanner({ src, className, priority = false }: PostBannerProps) {
  if (!src) return <div className={`${className} blog-banner blog-banner--empty`} aria-hidden="true" />
  return (
    <img
      className={`${className} blog-banner`}
      src={src}
      alt=""
      width="1200"
      height="630"
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
