/** The banner block: the page's heading and breadcrumb (PageBanner). */
import type { Resolved } from '../../lib/blocks'
import { PageBanner } from '../PageBanner'

export function Banner({
  block,
  path,
  breadcrumbLabel,
  siteUrl,
}: {
  block: Resolved<'banner'>
  path: string
  breadcrumbLabel: string
  siteUrl: string
}) {
  return <PageBanner title={block.title} crumbs={block.crumbs} path={path} label={breadcrumbLabel} siteUrl={siteUrl} />
}
