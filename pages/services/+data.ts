// https://vike.dev/data
import { services, site } from 'virtual:content'

export type Data = Awaited<ReturnType<typeof data>>

export function data() {
  // Only what this page shows goes to the browser, not the whole services collection.
  const { mainServices, howItWorks, skills, plans } = services
  return {
    mainServices,
    howItWorks,
    skills,
    plans: [plans.embroidery, plans.vector],
    foundedYear: site.foundedYear,
    turnaround: site.turnaround,
    studio: services.pictures.studio,
    strategy: services.pictures.strategy,
  }
}
