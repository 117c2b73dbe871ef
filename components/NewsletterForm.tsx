/**
 * Footer newsletter sign-up (spec points 3, 5, 7): one e-mail field posted natively (urlencoded) to
 * the portal's subscribe action; only the browser's e-mail check applies, so it works without JavaScript.
 */
import type { Frame } from '../lib/frame'

export function NewsletterForm({ frame }: { frame: Frame }) {
  const words = frame.ui.newsletter
  return (
    <form className="newsletter" method="post" action={frame.portal.subscribe}>
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
        required
      />
      <button className="btn btn--accent" type="submit">
        {words.button}
      </button>
    </form>
  )
}
