/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped as \u003c, so no text in the data
 * (a title with "</script>") can close the element. The JSON means the same after parsing.
 */
export function serializeJsonLd(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
