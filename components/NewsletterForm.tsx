/**
 * Footer newsletter sign-up (spec points 3, 5, 7): one e-mail field, posted (urlencoded) to the site's
 * own intake (lib/leads/leadActions.ts `leadActions.newsletter`), which stores the address and answers
 * with the confirmation page; only the browser's e-mail check applies, so it works without JavaScript.
 * With it, the page's script (renderer/leadForms.ts) sends the same request and answers in the line
 * under the field, in the words `data-words` carries.
 */
import type { Frame } from '../lib/frame'
import { fieldMaxLength } from '../lib/leads/leadFields'
import { leadActions } from '../lib/leads/leadActions'
import { FormGuard } from './FormGuard'

export function NewsletterForm({ frame }: { frame: Frame }) {
  const words = frame.ui.newsletter
  const answers = {
    sending: words.sending,
    sent: words.sent,
    failed: words.failed,
    unreadable: frame.ui.intake.unreadable,
  }
  return (
    <form className="newsletter" method="post" action={leadActions.newsletter} data-words={JSON.stringify(answers)}>
      <FormGuard trap={frame.ui.intake.trap} />
      <label className="visually-hidden" htmlFor="newsletter-email">
        {words.label}
      </label>
      <input
        id="newsletter-email"
        className="newsletter__input"
        type="email"
        name="email"
        placeholder={words.placeholder}
        autoComplete="email"
        maxLength={fieldMaxLength.email}
        required
      />
      <button className="btn btn--accent" type="submit">
        {words.button}
      </button>
      <p className="newsletter__answer" role="status" />
    </form>
  )
}
