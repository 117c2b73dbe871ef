/**
 * Whether two values of the blog's plain shapes are equal (same fields, same order, same values):
 * the browser replaces what the page shows only when the API's answer differs. A file of its own so
 * the pages' bundles need not carry the shape builders of `blogView.ts`.
 *
 * @param a - e.g. the prerendered cards
 * @param b - e.g. the cards just fetched from the API
 */
export function sameView(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
