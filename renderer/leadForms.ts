/**
 * What every lead form of a page needs from the page's script (the quote forms' own script is their
 * island, components/QuoteForm.tsx):
 * - the visit's campaign: the `utm_` values of the address a visit landed on are kept for the visit and
 *   sent with every lead form (`campaign`), so the shop learns which campaign brought a request;
 * - the newsletter, sent with `fetch` and answered in the line under its field instead of a new page;
 * - Turnstile's challenge, where the build names a site key, loaded when a lead form is first used.
 * Without this script both forms post natively and the intake takes the campaign from the page's address.
 */
import { guardFields, leadActions } from '../lib/leads/leadRules'

const CAMPAIGN_KEY = 'campaign'

/** Keeps the landing address's `utm_` values for the visit, and adds them to every lead form sent. */
function rememberCampaign(): void {
  try {
    const utm = [...new URLSearchParams(location.search)].filter(([name]) => name.startsWith('utm_'))
    if (utm.length) sessionStorage.setItem(CAMPAIGN_KEY, new URLSearchParams(utm).toString())
  } catch {
    // Storage refused (a private window's setting): the intake reads the page's own address instead.
  }
  const actions = Object.values(leadActions).map((path) => new URL(path, location.href).href)
  document.addEventListener('formdata', (event) => {
    if (!(event.target instanceof HTMLFormElement) || !actions.includes(event.target.action)) return
    try {
      const campaign = sessionStorage.getItem(CAMPAIGN_KEY)
      if (campaign) event.formData.set(guardFields.campaign, campaign)
    } catch {
      // As above.
    }
  })
}

interface NewsletterWords {
  sending: string
  sent: string
  failed: string
  unreadable: string
}

/** The footer's sign-up, sent in place. The browser's own check of the address runs first, as without script. */
function newsletterInPlace(): void {
  const form = document.querySelector<HTMLFormElement>(`form[action="${leadActions.newsletter}"]`)
  if (!form?.dataset.words) return
  const words = JSON.parse(form.dataset.words) as NewsletterWords
  const input = form.querySelector<HTMLInputElement>('input[type="email"]')!
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
  const answer = form.querySelector<HTMLElement>('.newsletter__answer')!
  const label = button.textContent
  let busy = false
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (busy) return
    busy = true
    button.disabled = true
    button.textContent = words.sending
    answer.textContent = ''
    input.removeAttribute('aria-invalid')
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
        headers: { Accept: 'application/json' },
      })
      const result = (await response.json()) as { ok: boolean; errors?: Record<string, string> }
      if (result.ok) {
        form.classList.add('newsletter--sent')
        input.hidden = true
        button.hidden = true
        answer.textContent = words.sent
        return
      }
      answer.textContent = result.errors?.email ?? words.unreadable
      input.setAttribute('aria-invalid', 'true')
      input.focus()
    } catch {
      answer.textContent = words.failed
    } finally {
      busy = false
      button.disabled = false
      button.textContent = label
    }
  })
}

/** Turnstile's script: it draws a challenge in every `.cf-turnstile` element of the page as it loads. */
const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js'

/**
 * Where the build names a Turnstile site key: its challenge, asked for when the visitor first uses a
 * lead form (nothing of it loads before), in each form's `.form-challenge` place. The challenge adds
 * its answer to the form; a challenge that cannot load never holds a form back (the intake takes a
 * post without an answer, worker/leads/turnstile.ts).
 */
function challengeOnFirstUse(): void {
  const siteKey = document.querySelector<HTMLMetaElement>('meta[name="turnstile-site-key"]')?.content
  if (!siteKey) return
  const actions = Object.values(leadActions).map((path) => new URL(path, location.href).href)
  const inLeadForm = (target: EventTarget | null) =>
    target instanceof Element && actions.includes(target.closest('form')?.action ?? '')
  const load = (event: FocusEvent) => {
    if (!inLeadForm(event.target)) return
    document.removeEventListener('focusin', load)
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
  document.addEventListener('focusin', load)
}

export function startLeadForms(): void {
  rememberCampaign()
  newsletterInPlace()
  challengeOnFirstUse()
}
