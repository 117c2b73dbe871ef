/**
 * The quote form's remembered service (spec point 4): stored in the browser under the key `services`
 * when a visitor chooses one, so the choice follows them to the next form they open. Storage can be
 * unavailable (privacy modes, blocked cookies): the form then simply does not remember.
 */

/** The localStorage key the original site used for the chosen service. */
export const serviceStorageKey = 'services'

/** The remembered service, or null. */
export function storedService(): string | null {
  try {
    return window.localStorage.getItem(serviceStorageKey)
  } catch {
    return null
  }
}

/** Remembers a chosen service. */
export function storeService(value: string): void {
  try {
    window.localStorage.setItem(serviceStorageKey, value)
  } catch {
    // Not remembered; the form still works.
  }
}
