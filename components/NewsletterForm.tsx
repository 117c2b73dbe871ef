/** Footer newsletter sign-up: one e-mail field posted natively to the portal's subscribe action. */
import { site } from 'virtual:content'
import { portalUrl } from './portalUrl'

export function NewsletterForm() {
  return (
    <form className="newsletter" method="post" action={portalUrl(site.portal.subscribeActionPath)}>
      <label className="visually-hidden" htmlFor="newsletter-email">
        E-mail address for the newsletter
      </label>
      <input id="newsletter-email" className="newsletter__input" type="email" name="email" placeholder="Enter Email" autoComplete="email" required />
      <button className="btn btn--accent" type="submit">
        Subscribe
      </button>
    </form>
  )
}
