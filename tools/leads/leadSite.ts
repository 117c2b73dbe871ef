/**
 * The site's Worker with its real engines (D1, R2, the queues, on disk in a folder of its own) and the
 * portal's stand-in, for the lead tests and `npm run bench:leads`. The Worker serves a build, runs its
 * every-minute schedule every `scheduleSeconds`, and can be killed as a crash would kill it and started
 * again on the same data.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { serveSite, type HostServer } from '../../generator/serveSite'
import { leadCrons } from '../../lib/leads/leadCrons'
import { localLeads, type R2Like } from '../leads'
import { startPortalStandIn, type PortalMode, type PortalRecord, type PortalStandIn } from '../portal-stand-in'

export interface LeadSite {
  url: string
  portal: PortalStandIn
  /** The data folder of the Worker's engines. */
  state: string
  site: () => HostServer
  /** Rows of SQL on the leads database, as `npm run leads` reads it. */
  sql: <Row = Record<string, unknown>>(statement: string) => Promise<Row[]>
  record: () => Promise<PortalRecord>
  /** Whether the attachments' bucket holds an object. */
  hasAttachment: (key: string) => Promise<boolean>
  /** The attachments' bucket itself. */
  bucket: R2Like
  setPortal: (mode: PortalMode) => void
  /** Runs the Worker's daily clean-up now, as its cron (lib/leads/leadCrons.ts) would. */
  daily: () => Promise<void>
  /** Kills the runtime at once (SIGKILL, workerd included) and starts it again on the same data. */
  crashAndRestart: (beforeRestart?: () => void | Promise<void>) => Promise<void>
  close: () => Promise<void>
}

/**
 * Starts the portal's stand-in on `port + 1` and the site, `client` (a built site's folder), on `port`;
 * `vars`, the Worker's variables besides the portal's address (its timings, worker/leads/env.ts).
 */
export async function startLeadSite(
  client: string,
  port: number,
  { scheduleSeconds = 60, vars = {} }: { scheduleSeconds?: number; vars?: Record<string, string> } = {},
): Promise<LeadSite> {
  const state = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-state-'))
  // Served from a copy of its own. A build's pictures are hard links into the image cache
  // (generator/content/imagePlugin.ts), so another build linking or deleting the same files changes them
  // for the runtime's watcher of its static files, which then reloads the runtime: the messages in its
  // queues are lost, and a post at that moment waits seconds. The copy's files are its own.
  const served = path.join(state, 'client')
  fs.cpSync(client, served, { recursive: true })
  const portal = await startPortalStandIn(port + 1)
  const start = () =>
    serveSite(served, port, {
      persistTo: state,
      vars: { ...vars, PORTAL_URL: portal.url },
      scheduleSeconds,
      ownGroup: true,
    })
  let site = await start()
  const daily = async () => {
    await fetch(`${site.url}/__scheduled?cron=${encodeURIComponent(leadCrons.daily)}`).then((r) => r.text())
  }
  // The Worker makes its table as its schedule first runs; the operator's view opens the database after.
  await daily()
  const database = await localLeads(state)
  return {
    url: site.url,
    portal,
    state,
    site: () => site,
    sql: (statement) => database.query(statement),
    record: async () => (await fetch(`${portal.url}/__submissions`)).json() as Promise<PortalRecord>,
    hasAttachment: async (key) => (await database.attachments.head(key)) !== null,
    bucket: database.attachments,
    setPortal: (mode) => portal.setMode(mode),
    daily,
    crashAndRestart: async (beforeRestart) => {
      await site.kill()
      await beforeRestart?.()
      site = await start()
    },
    close: async () => {
      await database.close()
      await site.close()
      await portal.close()
      fs.rmSync(state, { recursive: true, force: true })
    },
  }
}
