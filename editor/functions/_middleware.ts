// https://developers.cloudflare.com/pages/functions/middleware/
// Every response of the editor's project passes here: the host applies `_headers` to static files but
// not to what a Function answers (lib/functionHeaders.ts). The whole origin is the editor, never indexed.
import { securityHeadersMiddleware } from '../../lib/functionHeaders'

export const onRequest = securityHeadersMiddleware({ 'X-Robots-Tag': 'noindex' })
