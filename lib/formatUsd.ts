/** A price in US dollars as visitors read it: 15 -> "$15", 12.5 -> "$12.50". */
export function formatUsd(dollars: number): string {
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`
}
