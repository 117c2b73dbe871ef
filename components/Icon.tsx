/**
 * An icon from the site's sprite (`public/icons.svg`, written by `npm run icons`). Decorative: the
 * surrounding link or button carries the accessible name. The one writing of an icon's markup, for the
 * prerender and the behaviours that draw in the browser (components/drawInBrowser.ts) alike.
 */
import type { IconName } from '../lib/iconNames'

export type { IconName }

export function Icon({ name, size = 18, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`/icons.svg#${name}`} />
    </svg>
  )
}
