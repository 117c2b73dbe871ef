/** The frame of every page, from content (lib/frame.ts), built once. */
import { config, navigation, site, ui } from 'virtual:content'
import { frameOf } from '../lib/frame'

export const frame = frameOf(site, navigation, ui, config.portalUrl)
