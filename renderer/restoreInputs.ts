/**
 * What a visitor entered in an island before it hydrated (a service picked, a letter typed, a file
 * chosen on a slow connection) is on the screen, but a hydrating component starts from the values
 * it was drawn with and would not know it. `restoreInputs(island)` notes, before hydration, every
 * control whose value differs from the one drawn, and every control the visitor changes while it
 * hydrates; the function it returns, called once the island has hydrated, hands each control's last
 * value to the component as the visitor's own change: an `input` or `change` event, as if the visitor
 * had made it then.
 *
 * Only the platform's doors are used. A select or a file field is a change to React on its `change`
 * event. A text field is one when its value differs from the last value React saw, which React takes
 * from what a script sets through the field's `value` property, never from what the visitor types:
 * so the drawn value is set through that property, the visitor's through the `value` setter of the
 * element's prototype, as typing sets it (the way testing libraries stand in for a visitor), and an
 * `input` event follows. The field the visitor is in keeps its caret and selection, so that what they
 * type next replaces what they had selected. A field whose selection the platform does not expose (an
 * e-mail address, a number) is handed over only once the visitor leaves it; should they type in it
 * first, React hears that typing as the change it is. (A controlled field of that kind drawn again
 * meanwhile would show its state instead: the islands' text fields are uncontrolled.)
 */
import { drawnValue, enteredControls, isControl, isFile, type Control } from './enteredControls'

type TextField = HTMLInputElement | HTMLTextAreaElement

const isTextField = (control: Control): control is TextField =>
  !(control instanceof HTMLSelectElement || isFile(control))

/** Hands a text field's value over: drawn value as a script sets it, the visitor's as typing sets it, then `input`. */
function handOverText(field: TextField, value: string): void {
  const focused = field === field.ownerDocument.activeElement
  const { selectionStart, selectionEnd, selectionDirection, scrollTop, scrollLeft } = field
  field.value = drawnValue(field)
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
  if (focused && selectionStart !== null && selectionEnd !== null)
    field.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined)
  field.scrollTop = scrollTop
  field.scrollLeft = scrollLeft
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Hands one control's value over to the hydrated component. */
function handOver(control: Control, value: string): void {
  if (!isTextField(control)) {
    // React may have drawn a select back to its value while it hydrated.
    if (control instanceof HTMLSelectElement && control.value !== value) control.value = value
    control.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  const field = control
  if (field !== field.ownerDocument.activeElement || field.selectionStart !== null) return handOverText(field, value)
  // The visitor is in a field whose caret cannot be put back: it waits until they leave it or type.
  const waiting = new AbortController()
  field.addEventListener('input', () => waiting.abort(), { signal: waiting.signal })
  field.addEventListener(
    'blur',
    () => {
      waiting.abort()
      handOverText(field, field.value)
    },
    { signal: waiting.signal },
  )
}

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
    // Text fields first: a select's change re-renders the component, and a controlled text field it
    // re-renders before being handed over would be drawn back to its state, caret and all.
    const entries = [...latest].filter(([control]) => control.isConnected)
    for (const [control, value] of entries) if (isTextField(control)) handOver(control, value)
    for (const [control, value] of entries) if (!isTextField(control)) handOver(control, value)
  }
}
