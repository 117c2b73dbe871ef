/**
 * What the page's lead forms do once one is used, loaded then (renderer/leadForms.ts): the footer's
 * sign-up sent with `fetch` and answered in the line under its field instead of a new page, and
 * Turnstile's challenge where the build names a site key.
 */
import { postToIntake } from '../lib/browser/postToIntake'

interface NewsletterWords {
  sending: string
  sent: string
  failed: string
  unreadable: string
}

/** Forms being sent: a second press while one is on its way sends nothing more. */
const busy = new WeakSet<HTMLFormElement>()

/**
 * Sends the sign-up `form` and answers under its field: the thanks, the intake's words for the address,
 * or, without a connection, a line that says so while the address stays typed. The browser's own check
 * of the address has run before the submit, as without script.
 */
export async function sendNewsletter(form: HTMLFormElement): Promise<void> {
  if (busy.has(form)) return
  busy.add(form)
  const words = JSON.parse(form.dataset.words!) as NewsletterWords
  const input = form.querySelector<HTMLInputElement>('input[type="email"]')!
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
  const answer = form.querySelector<HTMLElement>('.newsletter__answer')!
  const label = button.textContent
  button.disabled = true
  button.textContent = words.sending
  answer.textContent = ''
  input.removeAttribute('aria-invalid')
  try {
    const result = await postToIntake<{ ok: boolean; errors?: Record<string, string> }>(
      form.action,
      new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
    )
    if (result.ok) {
      form.classList.add('newsletter--sent')
      input.hidden = true
      button.hidden = true
      answer.textContent = words.sent
      return
    }
    // The address refused, or the whole post (unreadable, or not stored: send it again).
    const refused = result.errors?.email
    answer.textContent = refused ?? result.errors?.form ?? words.unreadable
    if (!refused) return
    input.setAttribute('aria-invalid', 'true')
    input.focus()
  } catch {
    answer.textContent = words.failed
  } finally {
    busy.delete(form)
    button.disabled = false
    button.textContent = label
  }
}

/** Turnstile's script: it draws a challenge in every `.cf-turnstile` element of the page as it loads. */
const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js'

/**
 * Turnstile's challenge in each form's `.form-challenge` place. The challenge adds its answer to the
 * form; a challenge that cannot load never holds a form back (the intake takes a post without an
 * answer, worker/leads/turnstile.ts).
 */
export function showChallenge(siteKey: string): void {
  for (const place of document.querySelectorAll<HTMLElement>('.form-challenge')) {
    place.classList.add('cf-turnstile')
    place.dataset.sitekey = siteKey
    place.dataset.size = 'flexible'
  }
  const script = document.createElement('script')
  script.src = TURNSTILE_SCRIPT
  script.async = true
  document.head.append(script)
}
