/**
 * The data of a service page (/services/embroidery-digitizing, /services/vector-conversion), shared
 * by both routes' `+data.ts`. Server only: it reads whole collections and returns what the page shows.
 */
import { portfolio, services } from 'virtual:content'
import type { Services } from '../../content/config'

/** A key of `services.pages` in content/services.json. */
export type ServiceKey = keyof Services['pages']

export function servicePageData(key: ServiceKey) {
  const page = services.pages[key]
  // Only the four recent projects go to the browser, not the whole portfolio.
  const recent = page.recentProjects.map((id) => {
    const item = portfolio.find((p) => p.id === id)!
    return { id: item.id, category_name: item.category_name, image: item.image, alt: item.alt }
  })
  return {
    name: page.name,
    /** The picture of this service in "Main Services" on /services. */
    image: services.mainServices.find((s) => s.href === `/services/${key}`)?.image ?? page.sections[0].image,
    listTitle: page.listTitle,
    types: page.types,
    sections: page.sections,
    plan: services.plans[page.plan],
    workingProcess: services.workingProcess,
    recent,
  }
}

export type ServicePageData = ReturnType<typeof servicePageData>
