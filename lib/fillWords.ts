/** Words of content with `{name}`-style values filled in: "{name} | Northstitch" with name "Woven Patches". Unknown names stay as written. */
export function fillWords(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (token, key: string) => (key in values ? String(values[key]) : token))
}
