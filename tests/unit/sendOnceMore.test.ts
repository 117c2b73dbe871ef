/**
 * A post to the intake is sent once more only when the answer asks for it: a 503 with a Retry-After in
 * seconds (lib/leads/sendOnceMore.ts).
 */
import { expect, it } from 'vitest'
import { sendOnceMoreIfAsked } from '../../lib/leads/sendOnceMore'

/** A sender that answers `answers` in turn and counts its sends. */
function sender(...answers: Response[]) {
  let sent = 0
  return { send: async () => answers[sent++], sent: () => sent }
}

it('sends a 503 with Retry-After once more, and returns the second answer', async () => {
  const { send, sent } = sender(
    new Response('busy', { status: 503, headers: { 'Retry-After': '0' } }),
    new Response('{"ok":true}', { status: 200 }),
    new Response('never', { status: 500 }),
  )
  expect((await sendOnceMoreIfAsked(send)).status).toBe(200)
  expect(sent()).toBe(2)
})

it('sends once when the answer does not ask: a success, a 503 without Retry-After or with a date, another error', async () => {
  for (const answer of [
    new Response('{"ok":true}', { status: 200 }),
    new Response('down', { status: 503 }),
    new Response('down', { status: 503, headers: { 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' } }),
    new Response('oops', { status: 500, headers: { 'Retry-After': '0' } }),
  ]) {
    const { send, sent } = sender(answer, new Response('again', { status: 200 }))
    expect(await sendOnceMoreIfAsked(send)).toBe(answer)
    expect(sent(), `${answer.status} ${answer.headers.get('Retry-After')}`).toBe(1)
  }
})
