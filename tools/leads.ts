/*
 * The operator's view of the leads the site's intake holds (worker/leads/), through wrangler's own
 * access to the Worker's D1 database: this machine's (`npm start`'s, in .wrangler/state, beside a
 * running site) or, with --remote, the host's.
 *
 *   npm run leads                           held, quarantined and dead leads, newest first
 *   npm run leads -- list [status]          the same, or one status: held | quarantined | dead | delivered
 *   npm run leads -- show <id>              one lead, every field
 *   npm run leads -- release <id>           a quarantined lead goes to the portal after all
 *   npm run leads -- requeue <id>           a dead lead is tried again, for another three days
 *   npm run leads -- counts                 leads by the page they were sent from, and by week
 *
 * Options: --remote (the host's database), --persist-to DIR (a local state folder other than
 * .wrangler/state). A released or re-queued lead is sent by the Worker's schedule within a minute.
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { getPlatformProxy } from 'wrangler'

const root = path.resolve(import.meta.dirname, '..')
const wrangler = path.join(root, 'node_modules/wrangler/bin/wrangler.js')

/** The leads database, as the operator reads it. */
export interface LeadsDatabase {
  /** Runs one SQL statement; its rows. A database busy with the Worker's own writes is asked again. */
  query: <Row = Record<string, unknown>>(sql: string) => Promise<Row[]>
  close: () => Promise<void>
}

/** Asks again, a few times, a database that is busy with another process's write (the Worker's). */
async function whenFree<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      // Beside a running Worker, the local database's lock shows as SQLITE_BUSY, or as the proxy's internal error.
      if (attempt === 5 || !/SQLITE_BUSY|database is locked|internal error; reference/.test(String(error))) throw error
      await new Promise((wait) => setTimeout(wait, 300 * attempt))
    }
  }
}

/**
 * This machine's leads database, in a state folder of the local runtime (`npm start` keeps it in
 * .wrangler/state), opened through wrangler's `getPlatformProxy`: the Worker's own bindings, beside a
 * running Worker. `attachments` is the bucket of the attachments.
 */
export async function localLeads(state: string): Promise<LeadsDatabase & { attachments: R2Like }> {
  const proxy = await getPlatformProxy<{ DB: D1Like; ATTACHMENTS: R2Like }>({
    configPath: path.join(root, 'worker/wrangler.toml'),
    persist: { path: path.join(state, 'v3') },
  })
  return {
    query: (sql) => whenFree(async () => (await proxy.env.DB.prepare(sql).all()).results as never),
    attachments: proxy.env.ATTACHMENTS,
    close: () => proxy.dispose(),
  }
}

/** The host's leads database, through `wrangler d1 execute --remote` (wrangler signed in to the account). */
export function remoteLeads(): LeadsDatabase {
  const query = <Row>(sql: string) =>
    new Promise<Row[]>((resolve, reject) =>
      execFile(
        process.execPath,
        [
          wrangler,
          'd1',
          'execute',
          'DB',
          '--config',
          path.join(root, 'worker/wrangler.toml'),
          '--remote',
          '--json',
          '--command',
          sql,
        ],
        { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' }, maxBuffer: 64 << 20 },
        (error, stdout, stderr) => {
          if (error) return reject(new Error(`wrangler d1 execute failed: ${stderr || stdout || error.message}`))
          const results = JSON.parse(stdout.slice(stdout.indexOf('['))) as { results: Row[] }[]
          resolve(results.at(-1)?.results ?? [])
        },
      ),
    )
  return { query: (sql) => whenFree(() => query(sql)), close: async () => {} }
}

/** What the operator needs of the Worker's D1 and R2 bindings. */
interface D1Like {
  prepare: (sql: string) => { all: () => Promise<{ results: unknown[] }> }
}
export interface R2Like {
  head: (key: string) => Promise<unknown>
  put: (key: string, value: Uint8Array, options?: { customMetadata?: Record<string, string> }) => Promise<unknown>
  list: (options?: { prefix?: string }) => Promise<{ objects: { key: string }[] }>
}

/** A value written into SQL as a literal (the ids come from the operator's command line). */
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`

const WEEK_MS = 7 * 24 * 60 * 60_000

/** The operator's commands, as SQL; each returns the rows to print. */
export const leadCommands = {
  list: (status?: string) =>
    `SELECT id, kind, status, datetime(received_at / 1000, 'unixepoch') AS received, page,
       json_extract(fields, '$.email') AS email, attempts, coalesce(spam_reasons, last_error, '') AS why
     FROM leads WHERE ${status ? `status = ${literal(status)}` : "status IN ('held', 'quarantined', 'dead')"}
     ORDER BY received_at DESC LIMIT 200`,
  show: (id: string) => `SELECT * FROM leads WHERE id = ${literal(id)}`,
  release: (id: string, now = Date.now()) =>
    `UPDATE leads SET status = 'held', released_at = ${now}, window_start = ${now}, next_attempt_at = ${now},
       claimed_until = NULL WHERE id = ${literal(id)} AND status = 'quarantined' RETURNING id, status`,
  requeue: (id: string, now = Date.now()) =>
    `UPDATE leads SET status = 'held', attempts = 0, window_start = ${now}, next_attempt_at = ${now},
       dead_at = NULL, claimed_until = NULL WHERE id = ${literal(id)} AND status = 'dead' RETURNING id, status`,
  counts: () =>
    `SELECT coalesce(page, '(unknown)') AS page,
       date(((received_at / ${WEEK_MS}) * ${WEEK_MS}) / 1000, 'unixepoch') AS week, kind,
       count(*) AS leads, sum(status = 'quarantined') AS quarantined
     FROM leads GROUP BY 1, 2, 3 ORDER BY week DESC, leads DESC`,
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { remote: { type: 'boolean', default: false }, 'persist-to': { type: 'string' } },
  })
  const database = values.remote
    ? remoteLeads()
    : await localLeads(path.resolve(values['persist-to'] ?? path.join(root, '.wrangler', 'state')))
  const [command = 'list', arg] = positionals
  const needsId = command === 'show' || command === 'release' || command === 'requeue'
  if (!(command in leadCommands) || (needsId && !arg)) {
    console.error(
      'Usage: npm run leads -- [list [status] | show <id> | release <id> | requeue <id> | counts] [--remote]',
    )
    process.exit(2)
  }
  const sql = leadCommands[command as keyof typeof leadCommands](arg as string)
  const rows = await database.query(sql).finally(() => database.close())
  if ((command === 'release' || command === 'requeue') && rows.length === 0) {
    console.error(`No ${command === 'release' ? 'quarantined' : 'dead'} lead has the id ${arg}.`)
    process.exit(1)
  }
  if (rows.length) console.table(rows)
  else console.log('No leads.')
  if (command === 'release' || command === 'requeue')
    console.log('The Worker sends it to the portal within a minute (its every-minute schedule).')
}
