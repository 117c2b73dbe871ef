import type { PageContext } from 'vike/types'
import { withBrand, type HeadInput } from '../../renderer/head'

export default (pageContext: PageContext): HeadInput => ({
  title: withBrand(pageContext.routeParams.category ? `${pageContext.routeParams.category} Blogs` : 'Blog'),
  description: 'Tips and guides on embroidery digitizing, vector art and custom patches from the Northstitch team of digitizers and designers in Brooklyn.',
  image: '/images/og/blog.jpg',
})
