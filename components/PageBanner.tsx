/** The banner at the top of inner pages: the page's heading and its breadcrumb trail. */
export interface Crumb {
  label: string
  /** Leave out for the current page (the last crumb). */
  href?: string
}

export function PageBanner({ title, crumbs }: { title: string; crumbs: Crumb[] }) {
  return (
    <section className="banner">
      <div className="container banner__inner">
        <h1 className="banner__title">{title}</h1>
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb">
            {crumbs.map((crumb, i) => (
              <li key={i}>
                {crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </section>
  )
}
