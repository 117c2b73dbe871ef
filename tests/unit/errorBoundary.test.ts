// @vitest-environment jsdom
/** A page that throws while rendering shows the default error screen with the error's message. */
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, it, vi } from 'vitest'
import { ErrorBoundary } from '../../components/ErrorBoundary'

function Broken(): never {
  throw new Error('Blog data missing a title')
}

it("shows 'Unexpected Application Error!' and the message", async () => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const container = document.createElement('div')
  await act(async () => createRoot(container).render(createElement(ErrorBoundary, null, createElement(Broken))))
  expect(container.querySelector('h1')?.textContent).toBe('Unexpected Application Error!')
  expect(container.textContent).toContain('Blog data missing a title')
  expect(container.querySelector('[role=alert]')).not.toBeNull()
  expect(logged).toHaveBeenCalled()
})

it('renders its children when nothing throws', async () => {
  const container = document.createElement('div')
  await act(async () => createRoot(container).render(createElement(ErrorBoundary, null, createElement('p', null, 'Fine'))))
  expect(container.textContent).toBe('Fine')
})
