/**
 * What a visitor has entered in an island before it started: the islands loader (islands.ts) asks it
 * of every island, restoreInputs.ts hands it over once the island has hydrated. Kept apart so that
 * every page's entry carries only this, and the handing over comes with the islands that need it.
 */

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** The value a control was drawn with. */
export function drawnValue(control: Control): string {
  if (control instanceof HTMLSelectElement)
    return [...control.options].find((o) => o.defaultSelected)?.value ?? control.options[0]?.value ?? ''
  return control.defaultValue
}

export const isFile = (control: Control) => control instanceof HTMLInputElement && control.type === 'file'

/** Whether the visitor changed the control (islands hold text fields, selects and file fields). */
function changed(control: Control): boolean {
  if (isFile(control)) return ((control as HTMLInputElement).files?.length ?? 0) > 0
  return control.value !== drawnValue(control)
}

/** The controls whose values are handed over (islands hold text fields, selects and file fields). */
const CONTROLS = 'input:not([type=checkbox], [type=radio]), select, textarea'
export const isControl = (target: EventTarget | null): target is Control =>
  target instanceof Element && target.matches(CONTROLS)

/** The controls of an island the visitor has changed. */
export const enteredControls = (island: HTMLElement) => [...island.querySelectorAll<Control>(CONTROLS)].filter(changed)

/** Whether the visitor has entered something in the island (or is in it) before it started. */
export const hasEntered = (island: HTMLElement) =>
  island.contains(document.activeElement) || enteredControls(island).length > 0
