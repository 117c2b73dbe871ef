import type { PageContext } from 'vike/types'
import type { HeadInput } from '../../lib/head'
import { withBrand } from '../../renderer/head'

export default (pageContext: PageContext): HeadInput =>
  pageContext.is404
    ? { title: withBrand('404 - Page Not Found'), description: 'The page you are looking for does not exist. Go back to the home page to find embroidery digitizing, vector and patch services.', noindex: true }
    : { title: withBrand('Unexpected Application Error!'), description: 'Something went wrong while loading this page. Please try again or go back to the home page.', noindex: true }
