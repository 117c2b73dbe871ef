// https://developers.cloudflare.com/pages/functions/routing/ (why a Function: functions/_lib/serveShell.ts)
import { serveShell } from '../_lib/serveShell'

export const onRequest = serveShell('/custom-patches')
