// @vitest-environment jsdom
/** A page that throws while rendering shows the default error screen with the error's message (spec point 8); the 404 page is unchanged. */
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, it, vi } from 'vitest'
import { ErrorBoundary } from '../../components/ErrorBoundary'
import { ErrorScreen } from '../../components/ErrorScreen'
import ErrorPage from '../../pages/_error/+Page'
import { PageContextProvider } from '../../components/usePageContext'
import { ui } from '../support/siteContent'

function Broken(): never {
  throw new Error('Blog data missing a title')
}

it("shows 'Unexpected Application Error!' and the message", async () => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const container = document.createElement('div')
  await act(async () =>
    createRoot(container).render(createElement(ErrorBoundary, { words: ui.error, children: createElement(Broken) })),
  )
  expect(container.querySelector('h1')?.textContent).toBe('Unexpected Application Error!')
  expect(container.textContent).toContain('Blog data missing a title')
  expect(container.querySelector('[role=alert]')).not.toBeNull()
  expect(logged).toHaveBeenCalled()
})

it('renders its children when nothing throws', async () => {
  const container = document.createElement('div')
  await act(async () =>
    createRoot(container).render(
      createElement(ErrorBoundary, { words: ui.error, children: createElement('p', null, 'Fine') }),
    ),
  )
  expect(container.textContent).toBe('Fine')
})

it('shows the message only, never the stack', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const container = document.createElement('div')
  const error = new Error('Portfolio data is missing its items')
  await act(async () => createRoot(container).render(createElement(ErrorScreen, { error, words: ui.error })))
  expect(container.querySelector('.error-screen__message')?.textContent).toBe('Portfolio data is missing its items')
  expect(container.textContent).not.toContain(error.stack!.split('\n')[1]!.trim())
  logged.mockRestore()
})

it('the error page shows the message of an error Vike hands it, and the 404 page stays as it was', async () => {
  const render = async (pageContext: Record<string, unknown>) => {
    const container = document.createElement('div')
    const tree = createElement(PageContextProvider, {
      pageContext: pageContext as never,
      children: createElement(ErrorPage),
    })
    await act(async () => createRoot(container).render(tree))
    return container
  }
  const crashed = await render({
    is404: false,
    errorWhileRendering: new TypeError("Cannot read properties of undefined (reading 'map')"),
  })
  expect(crashed.querySelector('h1')?.textContent).toBe('Unexpected Application Error!')
  expect(crashed.querySelector('.error-screen__message')?.textContent).toBe(
    "Cannot read properties of undefined (reading 'map')",
  )
  const aborted = await render({ is404: false, abortReason: 'The shop is closed for maintenance.' })
  expect(aborted.querySelector('.error-screen__message')?.textContent).toBe('The shop is closed for maintenance.')
  const missing = await render({ is404: true })
  expect(missing.querySelector('h1')?.textContent).toBe('404')
  expect(missing.textContent).toContain('Opps! This Page cannot be found')
  expect(missing.textContent).not.toContain('Unexpected Application Error!')
})
