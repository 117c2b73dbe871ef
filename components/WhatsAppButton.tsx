/** Floating button that opens a WhatsApp chat with the business, message prefilled. */
import type { Frame } from '../lib/frame'
import { ExternalLink } from './ExternalLink'
import { Icon } from './Icon'

export function WhatsAppButton({ frame }: { frame: Frame }) {
  return (
    <ExternalLink className="whatsapp" href={frame.contact.whatsapp} aria-label={frame.ui.whatsApp}>
      <Icon name="whatsapp" size={30} />
    </ExternalLink>
  )
}
