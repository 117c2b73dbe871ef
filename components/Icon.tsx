/**
 * An icon from the site's sprite (`public/icons.svg`, written by `npm run icons`). Decorative: the
 * surrounding link or button carries the accessible name.
 */
import type { uiIcons } from '../scripts/make-icons'

export type IconName = (typeof uiIcons)[number] | 'facebook' | 'twitter' | 'linkedin' | 'instagram' | 'pinterest' | 'youtube' | 'whatsapp' | 'xing'

export function Icon({ name, size = 18, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`/icons.svg#${name}`} />
    </svg>
  )
}
