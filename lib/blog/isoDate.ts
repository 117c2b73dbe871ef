/*
 * The API sends dates already formatted for display ("May 28, 2024"). `<time datetime>` and
 * JSON-LD want ISO dates; this reads the display form without `Date` so the server and every
 * browser (any time zone) get the same answer, and hydration cannot differ.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/**
 * `May 28, 2024`, `28 May 2024` or `2024-05-28` -> `2024-05-28`; null for anything else or an impossible day.
 *
 * @param display - the post's display date
 */
export function isoDate(display: string): string | null {
  const text = display.trim()
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text)
  const us = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(text)
  const eu = /^(\d{1,2})\s+([a-z]{3})[a-z]*\.?,?\s+(\d{4})$/i.exec(text)
  let year: number, month: number, day: number
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  else if (us) [year, month, day] = [Number(us[3]), MONTHS.indexOf(us[1].toLowerCase()) + 1, Number(us[2])]
  else if (eu) [year, month, day] = [Number(eu[3]), MONTHS.indexOf(eu[2].toLowerCase()) + 1, Number(eu[1])]
  else return null
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return null
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
