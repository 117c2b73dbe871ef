/** `npm run bench -- --check` fails when a ratio grew by more than 20% over the recorded one, and only then. */
import fs from 'node:fs'
import path from 'node:path'
import { check, resolveConfig } from 'prettier'
import { describe, expect, it } from 'vitest'
import { compareWithRecorded, readRecorded, TOLERANCE, writeRecorded, type Recorded } from '../../tools/bench/recorded'

const recorded: Recorded = {
  date: '2026-11-25T00:00:00.000Z',
  machine: { cores: 2, node: 'v20', load: [1, 1, 1] },
  anchor: 'astro 5.18.2 + @astrojs/mdx 4.3.14',
  sizes: [0, 300],
  runs: [3, 3],
  pages: 300,
  msPerPage: { cold: 8, cached: 5, anchor: 20 },
  ratios: { cold: 0.4, cached: 0.25 },
}

describe('compareWithRecorded', () => {
  it('passes ratios up to 20% above the recorded ones, and lower ones', () => {
    const verdicts = compareWithRecorded({ cold: 0.4 * (1 + TOLERANCE) - 0.001, cached: 0.1 }, recorded)
    expect(verdicts.map((v) => v.ok)).toEqual([true, true])
  })

  it('fails the variant whose ratio grew by more than 20%, naming it', () => {
    const verdicts = compareWithRecorded({ cold: 0.4, cached: 0.25 * 1.21 }, recorded)
    expect(verdicts.map((v) => [v.variant, v.ok])).toEqual([
      ['cold', true],
      ['cached', false],
    ])
    expect(verdicts[1].line).toMatch(/^cached: 0\.30× .*recorded 0\.25× \(\+21%; limit 0\.30×\) — REGRESSED$/)
  })

  it('fails a ratio that could not be measured', () => {
    expect(compareWithRecorded({ cold: Number.NaN, cached: 0.25 }, recorded)[0].ok).toBe(false)
  })
})

describe('writeRecorded', () => {
  it('writes the run in the form the formatter checks, and reads it back', async () => {
    // Inside the repository, so that its Prettier configuration applies, as to tools/bench/recorded.json.
    const cache = path.join(import.meta.dirname, '../../node_modules/.cache')
    fs.mkdirSync(cache, { recursive: true })
    const dir = fs.mkdtempSync(path.join(cache, 'recorded-'))
    const file = path.join(dir, 'recorded.json')
    try {
      await writeRecorded(recorded, file)
      expect(readRecorded(file)).toEqual(recorded)
      // What `prettier --check` does with the file: the configuration that applies to it, then the check.
      const config = await resolveConfig(file)
      expect(config?.printWidth).toBe(120)
      expect(await check(fs.readFileSync(file, 'utf8'), { ...config, filepath: file })).toBe(true)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
