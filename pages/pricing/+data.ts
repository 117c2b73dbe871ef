// https://vike.dev/data
import { faq, services } from 'virtual:content'

export type Data = Awaited<ReturnType<typeof data>>

/** The three plans and the FAQ answers marked for this page, picked on the server so the browser
 * receives these, not all of services.json and faq.json. */
export async function data() {
  const { vector, embroidery, patches } = services.plans
  return {
    plans: { vector, embroidery, patches },
    answers: faq.filter((entry) => entry.onPricing).map(({ question, answer }) => ({ question, answer })),
  }
}
