/** Floating button that opens a WhatsApp chat with the business, message prefilled. */
import { site } from 'virtual:content'
import { Icon } from './Icon'
import { ExternalLink } from './ExternalLink'

/** The chat URL: the business number and the prefilled text of spec point 2. */
export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`
}

export function WhatsAppButton() {
  const { whatsapp, whatsappText } = site.contact
  return (
    <ExternalLink className="whatsapp" href={whatsappUrl(whatsapp, whatsappText)} aria-label="Chat with us on WhatsApp">
      <Icon name="whatsapp" size={30} />
    </ExternalLink>
  )
}
