/**
 * Footer newsletter sign-up (spec points 3, 5, 7): one e-mail field posted natively (urlencoded) to
 * the portal's subscribe action; only the browser's e-mail check applies, so it works without JavaScript.
 */
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
