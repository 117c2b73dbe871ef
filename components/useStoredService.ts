/**
 * The quote form's service choice, remembered in the browser (lib/browser/storedService.ts; spec point 4:
 * the field starts from that stored value, otherwise from 'Select a service').
 *
 * - The stored value is read in an effect, after hydration, so the prerendered HTML and the first
 *   client render agree ('Select a service'); it is used only when it is one of this form's options
 *   (a stored 'Custom Patches' is ignored on the service pages, which do not offer it).
 * - Choosing a service stores it, so the choice follows the visitor to the next form they open.
 *   Choosing 'Select a service' again leaves the stored value alone.
 */
import { useCallback, useEffect, useState } from 'react'
import { storedService, storeService } from '../lib/browser/storedService'

export function useStoredService(options: readonly string[]): [string, (value: string) => void] {
  const [service, setService] = useState('')
  const key = options.join('\n')

  useEffect(() => {
    const stored = storedService()
    if (stored && key.split('\n').includes(stored)) setService(stored)
  }, [key])

  const choose = useCallback((value: string) => {
    setService(value)
    if (value) storeService(value)
  }, [])

  return [service, choose]
}
