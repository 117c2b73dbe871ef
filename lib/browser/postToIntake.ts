/**
 * A lead form's post to the site's intake (worker/leads/), as the quote form and the newsletter send
 * it with JavaScript: the intake's JSON answer, the post sent once more when the host asks for it
 * (lib/leads/sendOnceMore.ts). Rejects when no answer comes (no connection) or the answer is not the
 * intake's.
 */
import { sendOnceMoreIfAsked } from '../leads/sendOnceMore'

export async function postToIntake<Answer>(action: string, body: FormData | URLSearchParams): Promise<Answer> {
  const response = await sendOnceMoreIfAsked(() =>
    fetch(action, { method: 'POST', body, headers: { Accept: 'application/json' } }),
  )
  return (await response.json()) as Answer
}
