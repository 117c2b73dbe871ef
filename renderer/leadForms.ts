/**
 * What every lead form of a page needs from the page's script (the quote forms' own script is their
 * island, components/QuoteForm.tsx):
 * - the visit's campaign: the `utm_` values of the address a visit landed on are kept for the visit and
 *   sent with every lead form (`campaign`), so the shop learns which campaign brought a request;
 * - the newsletter, sent with `fetch` and answered in the line under its field instead of a new page;
 * - Turnstile's challenge, where the build names a site key.
 * The last two load when a lead form is first used (renderer/leadFormsInUse.ts).
 * Without this script both forms post natively and the intake takes the campaign from the page's address.
 */
import { guardFields, leadActions } from '../lib/leads/leadActions'
import { loadChunk } from '../lib/loadChunk'

const CAMPAIGN_KEY = 'campaign'

/** Keeps the landing address's `utm_` values for the visit, and adds them to every lead form sent. */
function rememberCampaign(): void {
  try {
    const utm = [...new URLSearchParams(location.search)].filter(([name]) => name.startsWith('utm_'))
    if (utm.length) sessionStorage.setItem(CAMPAIGN_KEY, new URLSearchParams(utm).toString())
  } catch {
    // Storage refused (a private window's setting): the intake reads the page's own address instead.
  }
  document.addEventListener('formdata', (event) => {
    if (!(event.target instanceof HTMLFormElement) || !inLeadForm(event.target)) return
    try {
      const campaign = sessionStorage.getItem(CAMPAIGN_KEY)
      if (campaign) event.formData.set(guardFields.campaign, campaign)
    } catch {
      // As above.
    }
  })
}

/** The lead forms' addresses as a form's `action` reports them (absolute). */
const actions = Object.values(leadActions).map((path) => new URL(path, location.origin).href)

/** Whether `target` is in one of the page's lead forms. */
function inLeadForm(target: EventTarget | null): boolean {
  return target instanceof Element && actions.includes(target.closest('form')?.action ?? '')
}

/** What a lead form does once it is used (renderer/leadFormsInUse.ts), loaded as a lead form is first used. */
const inUse = () => loadChunk(() => import('./leadFormsInUse'))

/**
 * When the visitor first uses a lead form (a field focused): the newsletter's sending is loaded, and,
 * where the build names a Turnstile site key, its challenge (nothing of either loads before). The
 * footer's sign-up is then sent in place; a press before its code has come waits for it, and a chunk
 * that cannot load leaves the form to post itself, as without script.
 */
function onFirstUse(): void {
  const siteKey = document.querySelector<HTMLMetaElement>('meta[name="turnstile-site-key"]')?.content
  const firstUse = (event: FocusEvent) => {
    if (!inLeadForm(event.target)) return
    document.removeEventListener('focusin', firstUse)
    inUse().then(
      ({ showChallenge }) => siteKey && showChallenge(siteKey),
      () => {},
    )
  }
  document.addEventListener('focusin', firstUse)
  const newsletter = document.querySelector<HTMLFormElement>(`form[action="${leadActions.newsletter}"]`)
  if (!newsletter?.dataset.words) return
  newsletter.addEventListener('submit', (event) => {
    event.preventDefault()
    inUse().then(
      ({ sendNewsletter }) => sendNewsletter(newsletter),
      () => newsletter.submit(),
    )
  })
}

export function startLeadForms(): void {
  rememberCampaign()
  onFirstUse()
}
