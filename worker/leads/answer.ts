/**
 * The intake's answers. A page's script asks for JSON (`Accept: application/json`) and answers the
 * visitor in place; a form posted without JavaScript gets a page: the confirmation page of this site
 * (a 303, so a reload does not post again), or the page the form was on, its values filled back in,
 * the problems listed above it and the first wrong field focused.
 */
import { withSecurityHeaders } from '../../lib/functionHeaders'
import type { LeadKind } from './intake'

/** The confirmation pages (content/pages/thank-you.mdx and thank-you/newsletter.mdx). */
export const confirmationPage: Readonly<Record<LeadKind, string>> = {
  quote: '/thank-you',
  newsletter: '/thank-you/newsletter',
}

/** The page a form of each kind is on when the post names none: the contact page, or the home page. */
const fallbackPage: Readonly<Record<LeadKind, string>> = { quote: '/contact', newsletter: '/' }

const wantsJson = (request: Request) => /\bapplication\/json\b/.test(request.headers.get('Accept') ?? '')

const json = (body: unknown, status: number) =>
  withSecurityHeaders(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    }),
  )

/** The answer to a stored lead (or to a repeat of one): its id, or the confirmation page. */
export function accepted(request: Request, kind: LeadKind, id: string): Response {
  if (wantsJson(request)) return json({ ok: true, id }, 200)
  return withSecurityHeaders(
    new Response(null, {
      status: 303,
      headers: { Location: new URL(confirmationPage[kind], request.url).href, 'Cache-Control': 'no-store' },
    }),
  )
}

/** The path of the page a post came from, when the browser named a page of this site. */
export function pageOf(request: Request): URL | undefined {
  const referrer = request.headers.get('Referer')
  if (!referrer) return undefined
  try {
    const url = new URL(referrer)
    return url.origin === new URL(request.url).origin ? url : undefined
  } catch {
    return undefined
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * The answer to a refused post, each problem in the words of content/ui.json by its field.
 *
 * @param values - what the visitor typed, to fill back into the form of a page without JavaScript
 */
export async function refused(
  request: Request,
  assets: Fetcher,
  kind: LeadKind,
  status: number,
  errors: Record<string, string>,
  heading: string,
  values: Record<string, string>,
): Promise<Response> {
  if (wantsJson(request)) return json({ ok: false, errors }, status)
  const summary = `<p>${escapeHtml(heading)}</p><ul>${Object.values(errors)
    .map((message) => `<li>${escapeHtml(message)}</li>`)
    .join('')}</ul>`
  return formAgain(request, assets, kind, status, summary, errors, values)
}

/**
 * The answer to a good post that could not be stored (the database or the file store failed): a 503
 * that a page's script sends once more after a moment (lib/leads/sendOnceMore.ts), with `message` for
 * the form as a whole should it fail again; without JavaScript, the form again with what was typed and
 * `message` above it. Nothing of the post is kept, so sending it again is the way it reaches the shop.
 */
export async function notStored(
  request: Request,
  assets: Fetcher,
  kind: LeadKind,
  message: string,
  values: Record<string, string>,
): Promise<Response> {
  const answer = wantsJson(request)
    ? json({ ok: false, errors: { form: message } }, 503)
    : await formAgain(request, assets, kind, 503, `<p>${escapeHtml(message)}</p>`, {}, values)
  answer.headers.set('Retry-After', '2')
  return answer
}

/**
 * The page the form was on, its values filled back in, `summary` (HTML) above the form, each field of
 * `errors` marked invalid and the first of them focused.
 */
async function formAgain(
  request: Request,
  assets: Fetcher,
  kind: LeadKind,
  status: number,
  summary: string,
  errors: Record<string, string>,
  values: Record<string, string>,
): Promise<Response> {
  const page = await assets.fetch(new URL(pageOf(request)?.pathname ?? fallbackPage[kind], request.url))
  const form = `form[action="/api/leads/${kind}"]`
  const first = Object.keys(errors)[0]
  const problems = `<div class="form-problems" role="alert">${summary}</div>`
  // Above the form, outside what a page's script draws (the quote form's island, or the form itself),
  // in one box with it, so that where a page's layout places the form, the words go with it.
  const anchor = kind === 'quote' ? '[data-island="quote-form"]' : form
  const filled = new HTMLRewriter()
    .on(anchor, {
      element(element) {
        element.before(`<div class="form-answer">${problems}`, { html: true })
        element.after('</div>', { html: true })
      },
    })
    .on(`${form} input[name]`, {
      element(input) {
        const name = input.getAttribute('name')!
        if (input.getAttribute('type') === 'file') return
        if (Object.hasOwn(values, name)) input.setAttribute('value', values[name])
        if (input.getAttribute('type') === 'hidden') return
        if (Object.hasOwn(errors, name)) input.setAttribute('aria-invalid', 'true')
        if (name === first) input.setAttribute('autofocus', '')
      },
    })
    .on(`${form} select[name] option`, {
      element(option) {
        if (option.getAttribute('value') === values.subject) option.setAttribute('selected', '')
        else option.removeAttribute('selected')
      },
    })
    .on(`${form} select[name]`, {
      element(select) {
        if (Object.hasOwn(errors, select.getAttribute('name')!)) select.setAttribute('aria-invalid', 'true')
        if (select.getAttribute('name') === first) select.setAttribute('autofocus', '')
      },
    })
    .on(`${form} textarea[name]`, {
      element(textarea) {
        const name = textarea.getAttribute('name')!
        if (Object.hasOwn(values, name)) textarea.setInnerContent(values[name])
        if (Object.hasOwn(errors, name)) textarea.setAttribute('aria-invalid', 'true')
        if (name === first) textarea.setAttribute('autofocus', '')
      },
    })
    .transform(page)
  const headers = new Headers(filled.headers)
  headers.set('Cache-Control', 'no-store')
  headers.delete('ETag')
  return new Response(filled.body, { status, headers })
}
