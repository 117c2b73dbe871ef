/**
 * A post's banner from the shop API (an absolute URL, about 1200x630), or a stitched placeholder
 * when the post has none. Decorative: the post's title always sits next to it.
 */
import './blog.css'

export function BlogBanner({ src, className, priority = false }: { src: string | null; className: string; priority?: boolean }) {
  if (!src) return <div className={`${className} blog-banner blog-banner--empty`} aria-hidden="true" />
  return (
    <img
      className={`${className} blog-banner`}
      src={src}
      alt=""
      width={1200}
      height={630}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
