/**
 * A breadcrumb trail as schema.org BreadcrumbList, with absolute URLs. The last crumb (the current
 * page, shown without a link) gets the page's own URL.
 */
export interface CrumbInput {
  label: string
  href?: string
}

export function breadcrumbJsonLd(crumbs: readonly CrumbInput[], currentPath: string, siteUrl: string) {
  const absolute = (href: string) => (/^https?:/.test(href) ? href : `${siteUrl}${href}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: absolute(crumb.href ?? currentPath),
    })),
  }
}
