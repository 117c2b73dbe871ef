/** The characters that end a text or a double-quoted attribute value in HTML, as entities. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/**
 * A text made safe to write into HTML, as an element's text or as the value of an attribute in double
 * quotes (the only kind this project writes).
 *
 * @param value - any text, e.g. a title from the blog API
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (char) => ENTITIES[char])
}
