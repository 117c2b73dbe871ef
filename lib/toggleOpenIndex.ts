/**
 * The FAQ accordion's next state (spec point 4): clicking a closed question opens it (and closes
 * the open one); clicking the open question closes it, leaving every question closed (`null`).
 */
export function toggleOpenIndex(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked
}
