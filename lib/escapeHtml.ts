/** The characters HTML gives a meaning to, as entities. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * A text made safe to write into HTML, as an element's text or as a quoted attribute's value.
 *
 * @param value - any text, e.g. a title from the blog API
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char])
}
