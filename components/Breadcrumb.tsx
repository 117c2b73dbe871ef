/**
 * A breadcrumb trail: links to the pages above this one, and this page's own step last. The one
 * writing of its markup: inner pages draw it in their banner (PageBanner.tsx), and the behaviours that
 * learn the page in the browser (a blog category chosen in place, a patch type newer than the build)
 * draw its steps with `Crumbs` (components/drawInBrowser.ts).
 */

export interface Crumb {
  label: string
  /** Leave out for the current page (the last crumb). */
  href?: string
}

/** The steps of a trail, each an item of its list. */
export function Crumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return crumbs.map((crumb, i) => (
    <li key={i}>
      {crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}
    </li>
  ))
}

/** The trail, named for screen readers by `label` (content/ui.json). */
export function Breadcrumb({ crumbs, label }: { crumbs: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ol className="breadcrumb">
        <Crumbs crumbs={crumbs} />
      </ol>
    </nav>
  )
}
