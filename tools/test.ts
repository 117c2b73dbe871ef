/**
 * `npm test`: every check and test, in phases. A phase runs after the one before it has passed; the
 * commands of one phase run side by side where one alone leaves a core of a 2-core machine idle part of
 * the time (the type check and the lint's two halves run on one thread each, the budgets wait on the
 * network going quiet), unless a command of it times what it tests (the integration tests, below).
 * Ends with the wall-clock time of every phase and command.
 *
 * The first command of a phase streams its output as it comes; the others' output is kept and printed
 * whole, each under its name, once the phase has ended, so two outputs never interleave. When a command
 * fails, the end of its output is printed again last, just above the times: a log read from its end
 * (a CI run's tail) then shows what failed, not the output of the command beside it.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

/** The npm scripts of `npm test`, phase by phase. The pull-request workflow runs each of them (tests/unit/publish-workflow.test.ts). */
export const testPhases: readonly (readonly string[])[] = [
  ['check:content'],
  // The type check, Prettier's check and ESLint each keep one core busy at most: the three side by side
  // keep both. The unit tests keep both busy alone.
  ['typecheck', 'lint:format', 'lint:code'],
  // The end-to-end tests' build beside the unit tests: alone it keeps one core busy most of the time (Vike's
  // build and the gates run on one thread). On a clean clone it encodes every image variant, into the cache
  // the integration tests' builds then read. `npm run test:e2e` is then told not to build again
  // (E2E_PREBUILT, below).
  ['test:unit', 'build:e2e'],
  // Alone: the leads' files time the intake's confirmations (a second), and beside the editor's tests and the
  // budgets the phase took 103 s against 57 s and 55 s apart, no gain (PERFORMANCE.md, "Test time").
  ['test:integration'],
  ['test:e2e'],
  // The budgets measure the build the end-to-end tests made. The editor's tests run beside them, as neither
  // keeps both cores busy; beside the end-to-end tests, which do, they would save no time.
  ['check:budgets -- --e2e', 'test:editor'],
]

interface Result {
  script: string
  ok: boolean
  seconds: number
  output: string
}

/** A phase that ran: its wall-clock time and its commands' results. */
interface PhaseRun {
  seconds: number
  results: Result[]
}

function run(script: string, stream: boolean): Promise<Result> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(`npm run ${script}`, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
        // The end-to-end build is a phase of its own (build:e2e), before the end-to-end tests.
        E2E_PREBUILT: '1',
      },
    })
    let output = ''
    // Decoded as a stream, so a character split between two chunks (✓ is three bytes) stays whole.
    const keep = (from: NodeJS.ReadableStream, to: NodeJS.WriteStream) =>
      from.setEncoding('utf8').on('data', (text: string) => {
        output += text
        if (stream) to.write(text)
      })
    keep(child.stdout, process.stdout)
    keep(child.stderr, process.stderr)
    child.on('close', (code) =>
      resolve({ script, ok: code === 0, seconds: (performance.now() - started) / 1000, output }),
    )
  })
}

/** The last lines of a command's output, where a test runner puts its failures and its summary. */
function tail(output: string, lines = 120): string {
  const all = output.trimEnd().split('\n')
  return (all.length > lines ? ['…', ...all.slice(-lines)] : all).join('\n')
}

const seconds = (s: number) => `${s.toFixed(0).padStart(4)} s`

function printTimes(done: PhaseRun[], total: number): void {
  console.log('\nnpm test, wall-clock time of each phase (commands of a phase ran side by side):')
  for (const { seconds: s, results } of done) {
    const parts = results.map(
      (r) => `${r.script}${r.ok ? '' : ' FAILED'}${results.length > 1 ? ` ${r.seconds.toFixed(0)} s` : ''}`,
    )
    console.log(`  ${seconds(s)}  ${parts.join(' ‖ ')}`)
  }
  console.log(`  ${seconds(total)}  in all`)
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const started = performance.now()
  const done: PhaseRun[] = []
  for (const phase of testPhases) {
    const phaseStarted = performance.now()
    const results = await Promise.all(phase.map((script, i) => run(script, i === 0)))
    for (const r of results.slice(1))
      process.stdout.write(`\n──── npm run ${r.script} (${r.seconds.toFixed(0)} s) ────\n${r.output}`)
    done.push({ seconds: (performance.now() - phaseStarted) / 1000, results })
    const failed = results.filter((r) => !r.ok)
    if (failed.length) {
      for (const r of failed)
        process.stdout.write(`\n──── end of npm run ${r.script}, which failed ────\n${tail(r.output)}\n`)
      printTimes(done, (performance.now() - started) / 1000)
      console.error(`\nnpm test failed: ${failed.map((r) => `npm run ${r.script}`).join(', ')} (its output is above).`)
      process.exit(1)
    }
  }
  printTimes(done, (performance.now() - started) / 1000)
}
