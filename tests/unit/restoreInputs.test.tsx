// @vitest-environment jsdom
/**
 * What a visitor enters in an island before and while it hydrates reaches the component
 * (renderer/restoreInputs.ts through renderer/hydrateIsland.tsx): the last value of each field, as if
 * the visitor had entered it once the island had started.
 */
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeEach, expect, it } from 'vitest'
import { hydrateIsland } from '../../renderer/hydrateIsland'

const words = { heading: 'Unexpected Application Error!', fallback: 'Something went wrong.' }

/** A controlled form that shows what its state holds. */
function Form() {
  const [service, setService] = useState('')
  const [message, setMessage] = useState('')
  const [email, setEmail] = useState('')
  return (
    <form>
      <select name="service" value={service} onChange={(e) => setService(e.target.value)}>
        <option value="">Select a service</option>
        <option value="patches">Custom Patches</option>
      </select>
      <textarea name="message" value={message} onChange={(e) => setMessage(e.target.value)} />
      <input name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <output>{`${service}|${message}|${email}`}</output>
    </form>
  )
}

let island: HTMLElement
beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
  island = document.createElement('div')
  island.innerHTML = renderToString(<Form />)
  document.body.replaceChildren(island)
})

const $ = <T extends Element>(selector: string) => island.querySelector<T>(selector)!
/** The visitor sets a field, as a browser reports it. */
function enter(selector: string, value: string): void {
  const control = $<HTMLSelectElement | HTMLTextAreaElement | HTMLInputElement>(selector)
  // A browser sets what the visitor types as the prototype's setter does, unseen by React's own `value`.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!.call(control, value)
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}

it('hands what was entered before hydration to the component', async () => {
  enter('select', 'patches')
  enter('textarea', 'Twelve caps, left chest')
  await hydrateIsland(island, Form, {}, 'f-', words)
  expect($('output').textContent).toBe('patches|Twelve caps, left chest|')
  expect($<HTMLTextAreaElement>('textarea').value).toBe('Twelve caps, left chest')
})

it('hands over the last value of a field changed while the island hydrates: a field cleared stays empty', async () => {
  enter('select', 'patches')
  enter('textarea', 'Twelve caps, left chest')
  const hydrating = hydrateIsland(island, Form, {}, 'f-', words)
  // Hydration has begun and yields: the visitor clears the message and goes back on the service.
  enter('textarea', '')
  enter('select', '')
  await hydrating
  expect($('output').textContent).toBe('||')
  expect($<HTMLTextAreaElement>('textarea').value).toBe('')
  expect($<HTMLSelectElement>('select').value).toBe('')
})

it('hands over a field first filled while the island hydrates', async () => {
  const hydrating = hydrateIsland(island, Form, {}, 'f-', words)
  enter('textarea', 'Ten jackets, back logo')
  await hydrating
  expect($('output').textContent).toBe('|Ten jackets, back logo|')
})

it('leaves the field the visitor is in as it is: its caret and what they selected stay, so what they type next replaces it', async () => {
  // A service picked too: its change draws the form again, the message field with it.
  enter('select', 'patches')
  enter('textarea', 'Twelve caps, left chest')
  const message = $<HTMLTextAreaElement>('textarea')
  message.focus()
  message.setSelectionRange(0, 6)
  await hydrateIsland(island, Form, {}, 'f-', words)
  expect($('output').textContent).toBe('patches|Twelve caps, left chest|')
  expect(document.activeElement).toBe(message)
  expect([message.selectionStart, message.selectionEnd]).toEqual([0, 6])
})

it('hands over an e-mail field the visitor is in once they leave it, its selection untouched until then', async () => {
  enter('input', 'first@example.org')
  const email = $<HTMLInputElement>('input')
  email.focus()
  email.select()
  await hydrateIsland(island, Form, {}, 'f-', words)
  // The platform gives no selection of an e-mail field to read or put back: the field is left as it is.
  expect($<HTMLInputElement>('input').value).toBe('first@example.org')
  expect($('output').textContent).toBe('||')
  email.blur()
  expect($('output').textContent).toBe('||first@example.org')
})

it('hears the visitor type on in an e-mail field they were in as they started', async () => {
  enter('input', 'first@example.org')
  $<HTMLInputElement>('input').focus()
  await hydrateIsland(island, Form, {}, 'f-', words)
  enter('input', 'second@example.org')
  expect($('output').textContent).toBe('||second@example.org')
  $<HTMLInputElement>('input').blur()
  expect($('output').textContent).toBe('||second@example.org')
})
