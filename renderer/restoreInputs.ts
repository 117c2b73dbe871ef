/**
 * What a visitor entered in an island before it hydrated (a service picked, a letter typed, a file
 * chosen on a slow connection) is on the screen, but a hydrating component starts from the values
 * it was drawn with and would not know it. `restoreInputs(island)` notes, before hydration, every
 * control whose value differs from the one drawn, and every control the visitor changes while it
 * hydrates; the function it returns, called once the island has hydrated, hands each control's last
 * value to the component as the visitor's own change: an `input` or `change` event, as if the visitor
 * had made it then.
 *
 * React notices a change by comparing the control's value with the one it last saw, which it keeps
 * in a tracker on the control (`_valueTracker`, on every text field and text area React draws, since
 * React 15). When the field still shows the visitor's value, only that tracker is told the drawn
 * value, and the field is left as it is: the visitor may be typing in it, and writing its value would
 * move the caret to the end and drop a selection, so that what they type next would be added to what
 * they had selected instead of replacing it. Otherwise (a select, a field React reset while it
 * hydrated, or no tracker) the drawn value is set through the control's own `value` property, which
 * React records, and the visitor's back through the element type's setter, which it does not: the
 * same way testing libraries stand in for a visitor.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** The value a control was drawn with. */
function drawnValue(control: Control): string {
  if (control instanceof HTMLSelectElement)
    return [...control.options].find((o) => o.defaultSelected)?.value ?? control.options[0]?.value ?? ''
  return control.defaultValue
}

const isFile = (control: Control) => control instanceof HTMLInputElement && control.type === 'file'

/** A control with React's record of the value it last saw (see above). */
type Tracked = Control & { _valueTracker?: { setValue(value: string): void } }

/** Whether the visitor changed the control (islands hold text fields, selects and file fields). */
function changed(control: Control): boolean {
  if (isFile(control)) return ((control as HTMLInputElement).files?.length ?? 0) > 0
  return control.value !== drawnValue(control)
}

/** Sets a control's value through its element type's setter, unseen by React. */
function setUnseen(control: Control, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value)
}

/** The controls whose values are handed over (islands hold text fields, selects and file fields). */
const CONTROLS = 'input:not([type=checkbox], [type=radio]), select, textarea'
const isControl = (target: EventTarget | null): target is Control =>
  target instanceof Element && target.matches(CONTROLS)

/** The controls of an island the visitor has changed. */
const enteredControls = (island: HTMLElement) => [...island.querySelectorAll<Control>(CONTROLS)].filter(changed)

/** Whether the visitor has entered something in the island (or is in it) before it started. */
export const hasEntered = (island: HTMLElement) =>
  island.contains(document.activeElement) || enteredControls(island).length > 0

export function restoreInputs(island: HTMLElement): () => void {
  const latest = new Map(enteredControls(island).map((control) => [control, control.value]))
  // Hydration yields to the browser, so the visitor can go on typing (or clear a field) meanwhile:
  // their last word is what is handed over, not what was there when hydration began.
  const note = (event: Event) => {
    if (isControl(event.target)) latest.set(event.target, event.target.value)
  }
  island.addEventListener('input', note, true)
  island.addEventListener('change', note, true)
  return () => {
    island.removeEventListener('input', note, true)
    island.removeEventListener('change', note, true)
    for (const [control, value] of latest) {
      if (!control.isConnected) continue
      if (!isFile(control)) {
        const tracker = (control as Tracked)._valueTracker
        if (tracker && control.value === value) tracker.setValue(drawnValue(control))
        else {
          control.value = drawnValue(control)
          setUnseen(control, value)
        }
      }
      // React hears a select or a file field on `change`, a text field on `input`.
      const event = control instanceof HTMLSelectElement || isFile(control) ? 'change' : 'input'
      control.dispatchEvent(new Event(event, { bubbles: true }))
    }
  }
}
