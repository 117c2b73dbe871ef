/**
 * Every icon of the sprite (`public/icons.svg`, written by `npm run icons` from this list): the ones
 * the code names, the ones content may pick (content/config.ts `pointIcons`) and the brand marks of
 * the social networks content may link (`socialNetworks`). Components name icons by `IconName`, so an
 * icon missing from the sprite fails the type check.
 */
import type { pointIcons, socialNetworks } from '../content/config'

/** Interface icons the code names, by Lucide's kebab-case name. */
export const codeIcons = [
  'phone',
  'mail',
  'map-pin',
  'clock',
  'menu',
  'x',
  'chevron-down',
  'chevron-right',
  'arrow-up',
  'arrow-right',
  'play',
  'quote',
  'check',
  'circle-check',
  'search',
  'star',
  'upload',
  'calendar',
  'tag',
  'send',
  'scissors',
  'shirt',
  'image',
  'palette',
  'plus',
  'minus',
  'folder-open',
  'clipboard-check',
  'truck',
  'chevron-left',
  'pause',
] as const

/** Brand marks besides the social networks of content: the WhatsApp button and the Xing share link. */
export const extraBrandIcons = ['whatsapp', 'xing'] as const

export type UiIcon = (typeof codeIcons)[number] | (typeof pointIcons)[number]
export type BrandIcon = (typeof socialNetworks)[number] | (typeof extraBrandIcons)[number]
export type IconName = UiIcon | BrandIcon
