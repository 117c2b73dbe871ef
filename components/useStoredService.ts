/**
 * The quote form's service choice, remembered in the browser under the key `services` (spec point 4:
 * the field starts from that stored value, otherwise from 'Select a service').
 *
 * - The stored value is read in an effect, after hydration, so the prerendered HTML and the first
 *   client render agree ('Select a service'); it is used only when it is one of this form's options
 *   (a stored 'Custom Patches' is ignored on the service pages, which do not offer it).
 * - Choosing a service stores it, so the choice follows the visitor to the next form they open.
 *   Choosing 'Select a service' again leaves the stored value alone.
 * - Storage can be unavailable (privacy modes, blocked cookies); the form then simply does not remember.
 */
import { useCallback, useEffect, useState } from 'react'

/** The localStorage key the original site used for the chosen service. */
export const serviceStorageKey = 'services'

export function useStoredService(options: readonly string[]): [string, (value: string) => void] {
  const [service, setService] = useState('')
  const key = options.join('\n')

  useEffect(() => {
    let stored: string | null = null
    try {
      stored = window.localStorage.getItem(serviceStorageKey)
    } catch {
      return
    }
    if (stored && key.split('\n').includes(stored)) setService(stored)
  }, [key])

  const choose = useCallback((value: string) => {
    setService(value)
    if (!value) return
    try {
      window.localStorage.setItem(serviceStorageKey, value)
    } catch {
      // Not remembered; the form still works.
    }
  }, [])

  return [service, choose]
}
