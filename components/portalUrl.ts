/** Absolute URL of a page of the customer portal (login, register, order, form actions). */
import { config } from 'virtual:content'

export function portalUrl(path: string): string {
  return `${config.portalUrl}${path}`
}
