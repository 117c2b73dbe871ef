// https://vike.dev/data
import { servicePageData } from '../servicePageData'

export type Data = Awaited<ReturnType<typeof data>>

export function data() {
  return servicePageData('vector-conversion')
}
