/** `text` with every character that has a meaning in a regular expression escaped, so a pattern matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
