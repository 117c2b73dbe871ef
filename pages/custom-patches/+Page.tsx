import { useEffect, useRef, useState } from 'react'
import { PageBanner } from '../../components/PageBanner'
import { Picture } from '../../components/Picture'
import { PriceCard } from '../../components/PriceCard'
import { usePageContext, useData } from '../../components/usePageContext'
import type { Data } from './+data'
import { PatchDetail } from '../../components/PatchDetail'
import { usePhoneScrollTo } from './usePhoneScrollTo'
import './patches.css'
import { routes } from '../../lib/navigation'
import { media } from '../../lib/breakpoints'

/** The name part of a /custom-patches/{name} URL path ('' for the bare route). */
function nameInPath(pathname: string): string {
  const part = pathname.split('/')[2] ?? ''
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

export default function Page() {
  const { types, plan, patch, intro } = useData<Data>()
  const { urlPathname } = usePageContext()
  // An unknown name is served by the shell page, prerendered for another URL: its name is read from
  // the address bar after hydration, so the first render matches the HTML.
  const [unknownName, setUnknownName] = useState('')
  useEffect(() => setUnknownName(patch ? '' : nameInPath(window.location.pathname)), [patch, urlPathname])
  const shownName = patch ? patch.slug : unknownName
  const detailImage = useRef<HTMLDivElement>(null)
  usePhoneScrollTo(detailImage, urlPathname)

  return (
    <>
      <PageBanner
        title={patch?.name ?? 'Custom Patches'}
        crumbs={[{ label: 'Home', href: routes.home }, { label: 'Custom Patches', href: routes.customPatches }, ...(shownName ? [{ label: shownName.replace(/-/g, ' ') }] : [])]}
      />
      <div className="section">
        <div className="container patches">
          <nav className="patches__nav" aria-labelledby="patch-types">
            <h2 id="patch-types" className="patches__nav-title">
              Patch Types
            </h2>
            <ul className="patches__types">
              {types.map((type) => (
                <li key={type.slug}>
                  <a href={`/custom-patches/${type.slug}`} aria-current={type.slug === patch?.slug ? 'page' : undefined}>
                    {type.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="patches__main">
            {patch ? (
              <PatchDetail patch={patch} imageRef={detailImage} />
            ) : (
              <div className="patches__empty card">
                <Picture image={intro.image} alt={intro.alt} sizes={`${media.desktop} 420px, 100vw`} />
                <h2>Choose a patch type</h2>
                <p>Pick one of the patch types to see how it is made, our working process and recent projects.</p>
              </div>
            )}
          </div>
          <section className="patches__pricing" aria-labelledby="patch-pricing">
            <h2 id="patch-pricing" className="patches__nav-title">
              Pricing Package
            </h2>
            <PriceCard plan={plan} />
          </section>
        </div>
      </div>
    </>
  )
}
