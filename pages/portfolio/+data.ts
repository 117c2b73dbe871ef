// https://vike.dev/data
import { portfolio } from 'virtual:content'
import { portfolioCategories } from '../../content/config'

export type Data = Awaited<ReturnType<typeof data>>

export function data() {
  // The gallery filters in the browser, so it needs every item, but only the fields it shows.
  return {
    categories: [...portfolioCategories],
    items: portfolio.map(({ id, category_name, image, alt }) => ({ id, category_name, image, alt })),
  }
}
