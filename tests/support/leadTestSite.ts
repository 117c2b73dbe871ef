/**
 * The site's Worker with its real engines and the portal's stand-in (tools/leads/leadSite.ts), started
 * for one test file on `port` (its stand-in on `port + 1`) and closed after it, with what the lead tests
 * ask of it: form keys old enough to be a person's, the portal's record awaited, the bucket's keys. Each
 * file of lead tests has its own, so the files run side by side and one's portal mode or crash is not
 * the other's. `vars`: the Worker's timings where a file does not test them (worker/leads/env.ts).
 */
import { afterAll, beforeAll } from 'vitest'
import { formKeyOf } from '../../tools/leads/postLead'
import { startLeadSite, type LeadSite } from '../../tools/leads/leadSite'
import { MIN_FILL_MS } from '../../worker/leads/settings'
import { e2eClientDir } from './e2eBuild'

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

export function leadTestSite(port: number, { formKeys, vars }: { formKeys: number; vars?: Record<string, string> }) {
  let lead: LeadSite | undefined
  /** Form keys of page views served as the file starts: by the time a test posts one, its page is older than MIN_FILL_MS. */
  let servedKeys: string[] = []
  let keysServedAt = 0
  beforeAll(async () => {
    lead = await startLeadSite(await e2eClientDir(), port, { scheduleSeconds: 2, vars })
    servedKeys = await Promise.all(Array.from({ length: formKeys }, () => formKeyOf(site().url)))
    keysServedAt = Date.now()
  }, 300_000)
  afterAll(() => lead?.close())

  const site = () => {
    if (!lead) throw new Error('The lead site has not started: use it inside a test.')
    return lead
  }

  /**
   * Form keys of `n` page views, each as a visitor's page carries it, old enough to be a person's: a post
   * sent within MIN_FILL_MS of its page is a robot's (worker/leads/spam.ts).
   */
  async function personKeys(n: number): Promise<string[]> {
    if (servedKeys.length < n)
      throw new Error(`Only ${servedKeys.length} form keys are left: ask leadTestSite for more (formKeys).`)
    await sleep(Math.max(0, keysServedAt + MIN_FILL_MS + 200 - Date.now()))
    return servedKeys.splice(0, n)
  }

  /** Polls the portal's record until `check` holds or the time is up. */
  async function portalUntil(check: (emails: string[]) => boolean, timeout = 90_000) {
    const until = Date.now() + timeout
    for (;;) {
      const record = await site().record()
      if (check(record.submissions.map((s) => s.fields.email))) return record
      if (Date.now() > until) throw new Error(`the portal did not get what was expected: ${JSON.stringify(record)}`)
      await sleep(500)
    }
  }

  return {
    /** The site and its engines. */
    lead: site,
    personKeys,
    personKey: async () => (await personKeys(1))[0],
    portalUntil,
    /** The keys of the attachments' bucket. */
    bucketKeys: async () => (await site().bucket.list({ prefix: 'attachments/' })).objects.map((o) => o.key),
  }
}
