/**
 * The recorded ratio of the build benchmark: `npm run bench -- --record` writes what a run measured
 * (the marginal CPU time per MDX page of the cold and the cached build, each as a ratio to Astro's in
 * the same run) to `tools/bench/recorded.json`, committed; `npm run bench -- --check` measures again
 * with the same sizes and runs and fails when a ratio grew by more than `TOLERANCE` over the recorded
 * one. Ratios, not times: both builds run on the same machine in the same rounds, so a faster or busier
 * machine moves both alike, and a runner in CI can check what was recorded on another machine.
 */
import fs from 'node:fs'
import path from 'node:path'
import { format, resolveConfig } from 'prettier'

/** The file of the recorded run, beside this module. */
export const recordedFile = path.join(import.meta.dirname, 'recorded.json')

/** How much a ratio may grow over the recorded one before `--check` fails (20%). */
export const TOLERANCE = 0.2

/** The variants whose ratio to the anchor is recorded and checked. */
export const checkedVariants = ['cold', 'cached'] as const
export type CheckedVariant = (typeof checkedVariants)[number]

export interface Recorded {
  /** When and where it was measured (the ratio is what counts; these explain it). */
  date: string
  machine: { cores: number; node: string; load: number[] }
  anchor: string
  /** The sizes and runs of the run, which `--check` repeats. */
  sizes: number[]
  runs: number[]
  /** The size the ratios are taken at: the largest. */
  pages: number
  /** Marginal CPU ms per page of each variant and of the anchor, at `pages`. */
  msPerPage: Record<CheckedVariant | 'anchor', number>
  /** Marginal CPU per page ÷ the anchor's, at `pages`. */
  ratios: Record<CheckedVariant, number>
}

/** The recorded run, or null when none is committed. */
export function readRecorded(file = recordedFile): Recorded | null {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Recorded) : null
}

/** Writes the run as the repository's formatter would (`npm run lint:format` checks the file). */
export async function writeRecorded(recorded: Recorded, file = recordedFile): Promise<void> {
  const options = { ...(await resolveConfig(file)), filepath: file }
  fs.writeFileSync(file, await format(JSON.stringify(recorded), options))
}

export interface Verdict {
  variant: CheckedVariant
  measured: number
  recorded: number
  limit: number
  ok: boolean
  line: string
}

/** Each checked ratio of a run against the recorded one: within `TOLERANCE` of it, or not. */
export function compareWithRecorded(measured: Record<CheckedVariant, number>, recorded: Recorded): Verdict[] {
  return checkedVariants.map((variant) => {
    const limit = recorded.ratios[variant] * (1 + TOLERANCE)
    const ok = measured[variant] <= limit
    const change = (measured[variant] / recorded.ratios[variant] - 1) * 100
    const line = `${variant}: ${measured[variant].toFixed(2)}× the anchor's marginal CPU per page, recorded ${recorded.ratios[variant].toFixed(2)}× (${change >= 0 ? '+' : ''}${change.toFixed(0)}%; limit ${limit.toFixed(2)}×)${ok ? '' : ' — REGRESSED'}`
    return { variant, measured: measured[variant], recorded: recorded.ratios[variant], limit, ok, line }
  })
}
