/**
 * Runs a command and measures it: wall time, CPU time (user + system of the command and all its
 * descendants: far less sensitive than wall time to other work on a busy machine), and peak memory of
 * its whole process tree (the build spawns `vike build` as a child). Memory is the largest sum of the
 * resident set sizes of the tree, polled from /proc (Linux) every 100 ms; where `/usr/bin/time -v`
 * exists, the largest single process it reports is recorded as well (it cannot add up processes alive
 * together). CPU time comes from `/usr/bin/time -v`, or else from bash's `times` builtin.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'

export interface Measured {
  status: number | null
  ms: number
  /** User + system CPU time of the command and its descendants, ms (NaN when neither tool is there). */
  cpuMs: number
  /** Peak sum of RSS over the process tree, bytes (0 where /proc is not available). */
  peakTreeRss: number
  /** Largest single process's max RSS from /usr/bin/time -v, bytes; undefined without it. */
  maxProcessRss?: number
  /** 1-minute load average when the command started and ended. */
  load: [number, number]
  /** The last lines of output, for a failure message. */
  tail: string
}

const PAGE = 4096

/** Parent pid and RSS (bytes) of every process, from /proc/<pid>/stat. */
function processTable(): Map<number, { ppid: number; rss: number }> {
  const table = new Map<number, { ppid: number; rss: number }>()
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
      // Fields after the command name, which is in parentheses and may contain spaces.
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      table.set(Number(name), { ppid: Number(rest[1]), rss: Number(rest[21]) * PAGE })
    } catch {
      // The process ended while we looked.
    }
  }
  return table
}

/** Sum of RSS of `root` and all its descendants. */
export function treeRss(root: number): number {
  const table = processTable()
  const children = new Map<number, number[]>()
  for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid])
  let sum = 0
  const stack = [root]
  while (stack.length) {
    const pid = stack.pop()!
    sum += table.get(pid)?.rss ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return sum
}

/** Children's user + system time from bash's `times` output ("0m1.5s 0m0.2s" lines: self, then children), ms. */
export function parseTimes(report: string): number {
  const children = report.trim().split('\n')[1] ?? ''
  const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]))
  return parts.length === 2 ? (parts[0] + parts[1]) * 1000 : Number.NaN
}

const hasProc = fs.existsSync('/proc/self/stat')
export const hasGnuTime = fs.existsSync('/usr/bin/time')

/** Runs `command args` in `cwd` with `env`, measuring time and memory. */
export function runMeasured(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Measured> {
  const timeFile = `${os.tmpdir()}/bench-time-${process.pid}-${Date.now()}.txt`
  // Without GNU time, bash reports the children's CPU time with `times` (second line: user and system).
  const [cmd, argv] = hasGnuTime
    ? ['/usr/bin/time', ['-v', '-o', timeFile, command, ...args]]
    : ['bash', ['-c', `"$@"; status=$?; times > '${timeFile}'; exit $status`, 'bench', command, ...args]]
  const load0 = os.loadavg()[0]
  const start = performance.now()
  const child = spawn(cmd, argv, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let tail = ''
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  let peak = 0
  const poll = () => {
    if (hasProc && child.pid) peak = Math.max(peak, treeRss(child.pid))
  }
  const timer = setInterval(poll, 100)
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const ms = performance.now() - start
      clearInterval(timer)
      let maxProcessRss: number | undefined
      let cpuMs = Number.NaN
      if (fs.existsSync(timeFile)) {
        const report = fs.readFileSync(timeFile, 'utf8')
        fs.rmSync(timeFile, { force: true })
        if (hasGnuTime) {
          const kb = /Maximum resident set size \(kbytes\): (\d+)/.exec(report)?.[1]
          maxProcessRss = kb ? Number(kb) * 1024 : undefined
          const seconds = (label: string) =>
            Number(new RegExp(`${label} time \\(seconds\\): ([\\d.]+)`).exec(report)?.[1] ?? Number.NaN)
          cpuMs = (seconds('User') + seconds('System')) * 1000
        } else {
          cpuMs = parseTimes(report)
        }
      }
      resolve({ status, ms, cpuMs, peakTreeRss: peak, maxProcessRss, load: [load0, os.loadavg()[0]], tail })
    })
  })
}
