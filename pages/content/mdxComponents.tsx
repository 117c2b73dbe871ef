/** How MDX elements render: external links open in a new tab without access to this page. */
import type { MDXComponents } from 'mdx/types'
import { ExternalLink } from '../../components/ExternalLink'

export const mdxComponents: MDXComponents = {
  a: ({ href = '', ...props }) => (/^https?:/.test(href) ? <ExternalLink href={href} {...props} /> : <a href={href} {...props} />),
}
