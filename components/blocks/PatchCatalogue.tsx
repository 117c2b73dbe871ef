/**
 * The patch catalogue block (/custom-patches and /custom-patches/{name}): the banner, the list of
 * patch types, the chosen type's detail (or, without one, a picture and a prompt) and the patch price
 * card. An unknown name is served by the shell page, prerendered for another URL: in the browser its
 * name is read from the address bar and added to the breadcrumb, and on phones the page glides to the
 * detail picture (spec point 2): behaviours/patchAddress.tsx.
 */
import type { Plan } from '../../content/config'
import type { PriceCardWords, Resolved } from '../../lib/blocks'
import { media } from '../../lib/breakpoints'
import { routes } from '../../lib/navigation'
import { PageBanner } from '../PageBanner'
import { PatchDetail, type PatchData } from '../PatchDetail'
import { Picture } from '../Picture'
import { behaviourRoot } from '../behaviourRoot'
import { PriceCard } from '../PriceCard'
import './PatchCatalogue.css'

/** What the route gives the block: the types, the chosen one (none for the bare shell) and the patch card. */
export interface PatchRoute {
  types: { name: string; slug: string }[]
  patch: (PatchData & { slug: string }) | null
  plan: Plan
  words: PriceCardWords
}

export function PatchCatalogue({
  block,
  route,
  path,
  breadcrumbLabel,
  siteUrl,
}: {
  block: Resolved<'patch-catalogue'>
  route: PatchRoute
  path: string
  breadcrumbLabel: string
  siteUrl: string
}) {
  const { types, plan, patch, words } = route
  return (
    <>
      <PageBanner
        title={patch?.name ?? block.title}
        crumbs={[
          { label: block.homeCrumb, href: routes.home },
          { label: block.title, href: routes.customPatches },
          ...(patch ? [{ label: patch.slug.replace(/-/g, ' ') }] : []),
        ]}
        path={path}
        label={breadcrumbLabel}
        siteUrl={siteUrl}
      />
      <div className="section">
        <div className="container patches" {...behaviourRoot('patch-address')}>
          <nav className="patches__nav" aria-labelledby="patch-types">
            <h2 id="patch-types" className="patches__nav-title">
              {block.typesTitle}
            </h2>
            <ul className="patches__types">
              {types.map((type) => (
                <li key={type.slug}>
                  <a
                    href={`${routes.customPatches}/${type.slug}`}
                    aria-current={type.slug === patch?.slug ? 'page' : undefined}
                  >
                    {type.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="patches__main">
            {patch ? (
              <PatchDetail patch={patch} words={block} />
            ) : (
              <div className="patches__empty card">
                <Picture image={block.emptyImage} alt={block.emptyAlt} sizes={`${media.desktop} 420px, 100vw`} />
                <h2>{block.emptyTitle}</h2>
                <p>{block.emptyText}</p>
              </div>
            )}
          </div>
          <section className="patches__pricing" aria-labelledby="patch-pricing">
            <h2 id="patch-pricing" className="patches__nav-title">
              {block.pricingTitle}
            </h2>
            <PriceCard plan={plan} words={words} />
          </section>
        </div>
      </div>
    </>
  )
}
