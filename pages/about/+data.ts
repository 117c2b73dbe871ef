// https://vike.dev/data
import { services } from 'virtual:content'

export type Data = Awaited<ReturnType<typeof data>>

/** The four values and the studio picture, picked on the server: the page needs them, not the rest of services.json. */
export async function data() {
  return { values: services.values, studio: services.pictures.studio }
}
