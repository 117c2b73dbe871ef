/**
 * What a pull request wrote (content problems, file names, build output, the pages' addresses) in the
 * Markdown of the report's comment, as inert text by GitHub Markdown's rules (CommonMark and GFM): it
 * goes into code, where GitHub reads no HTML, links no @mention, draws no image and makes no heading,
 * and the code cannot be closed from inside; an address in a link or a table cell is percent-encoded.
 */

/** The length of the longest run of backticks in `text`. */
const longestRun = (text: string) => Math.max(0, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length))

/** A fenced code block that shows `text` as it is: its fence is longer than any run of backticks in the text. */
export function codeBlock(text: string): string {
  const fence = '`'.repeat(Math.max(3, longestRun(text) + 1))
  return `${fence}\n${text}\n${fence}`
}

/**
 * A code span that shows `text` on one line (each line end a space): its backticks outnumber any run in
 * the text, and a space on each side keeps a backtick at either end of the text inside. Not for a table
 * cell, where `|` ends the cell even in code (use `addressCode`).
 */
export function inlineCode(text: string): string {
  const line = text.replace(/\r\n|\r|\n/g, ' ')
  const ticks = '`'.repeat(longestRun(line) + 1)
  const pad = /^[` ]|[` ]$/.test(line) ? ' ' : ''
  return `${ticks}${pad}${line}${pad}${ticks}`
}

/** An address or a file's path with every character but letters, digits and `-._~/` percent-encoded, as UTF-8. */
export const encodedPath = (text: string): string =>
  text.replace(/[^\w\-.~/]/gu, (c) =>
    Array.from(Buffer.from(c), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  )

/** A page's address as code, percent-encoded: safe in a table cell too. */
export const addressCode = (route: string): string => inlineCode(encodedPath(route))
