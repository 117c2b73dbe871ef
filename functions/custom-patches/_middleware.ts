// https://developers.cloudflare.com/pages/functions/middleware/ (why one per folder: functions/README.md)
// The host applies `_headers` to static files but not to what a Function answers: this adds what a
// response of the Functions below lacks (lib/functionHeaders.ts).
import { securityHeadersMiddleware } from '../../lib/functionHeaders'

export const onRequest = securityHeadersMiddleware()
