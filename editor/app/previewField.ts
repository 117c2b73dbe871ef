/**
 * A field of the editor's configuration (generated from the schemas, editor/build/decapConfig.ts), as
 * far as the preview and the save read it. A module of its own: the preview's data (previewData.ts)
 * and what a save leaves out (leaveOutEmpty.ts) both read it, and the first uses the second.
 */
export interface PreviewField {
  name: string
  widget: string
  default?: unknown
  /** false for an optional field; Decap's default is true. */
  required?: boolean
  fields?: PreviewField[]
  field?: PreviewField
  types?: PreviewField[]
  typeKey?: string
}
