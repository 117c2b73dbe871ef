/**
 * The message the portal receives from a quote form with a brief, unit-tested without a browser: the
 * labelled lines the brief adds to the top of `message`.
 */

/**
 * The message the portal receives: the brief's filled-in lines ("Placement: Left chest"), a blank
 * line, then the visitor's own text, unchanged. Without a filled-in line the text is sent as it is.
 */
export function messageWithBrief(brief: readonly (readonly [label: string, value: string])[], text: string): string {
  const lines = brief.filter(([, value]) => value.trim()).map(([label, value]) => `${label}: ${value.trim()}`)
  return lines.length ? `${lines.join('\n')}\n\n${text}` : text
}
