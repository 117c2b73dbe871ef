/** The editor configuration generated from content/config.ts at build (scripts/cms/adminVite.ts). */
declare module 'virtual:decap-config' {
  import type { CmsConfig } from 'decap-cms-core'
  import type { JsonRoot } from './jsonFormat'

  export const config: CmsConfig
  /** Each JSON collection's format name and the shape of its top level. */
  export const jsonFormats: { name: string; root: JsonRoot }[]
  /** Whether this editor talks to Decap's local backend (`npm run cms`) through its own origin. */
  export const localBackend: boolean
}
