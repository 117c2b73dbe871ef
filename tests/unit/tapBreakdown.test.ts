/**
 * Where a first tap's time goes (tools/firstTap/trace.ts): the main thread's tasks between the page's
 * two marks, each counted by its own time under its kind, clipped to the marks; the rest is waiting.
 */
import { expect, it } from 'vitest'
import { formatBreakdown, tapBreakdown } from '../../tools/firstTap/trace'

const main = { pid: 1, tid: 7 }
const task = (name: string, ms: number, durMs: number, thread = main) => ({
  name,
  ph: 'X',
  ts: ms * 1000,
  dur: durMs * 1000,
  ...thread,
})
const mark = (name: string, ms: number) => ({ name, ph: 'R', ts: ms * 1000, ...main })

it('counts each task by its own time, inside the marks, on the page main thread only', () => {
  const trace = JSON.stringify({
    traceEvents: [
      task('RunTask', 0, 20), // half before the tap: 10 ms of it counted, 6 of them its child's
      task('EventDispatch', 12, 6),
      task('FunctionCall', 13, 4),
      mark('first-tap:acted', 10),
      task('RunTask', 30, 40),
      task('UpdateLayoutTree', 31, 10),
      task('Layout', 45, 5),
      task('Paint', 55, 10),
      task('FunctionCall', 40, 100, { pid: 2, tid: 9 }), // another thread
      mark('first-tap:answered', 110),
    ],
  })
  const breakdown = tapBreakdown(trace)!
  expect(breakdown.span).toBe(100)
  expect(breakdown.byKind).toEqual({ other: 4 + 15, script: 2 + 4, style: 10, layout: 5, paint: 10 })
  expect(breakdown.waiting).toBe(100 - 10 - 40)
  expect(formatBreakdown(breakdown)).toBe(
    'script 6 ms, style 10 ms, layout 5 ms, paint 10 ms, other 19 ms, waiting 50 ms',
  )
})

it('is null for a trace without both marks', () => {
  expect(tapBreakdown(JSON.stringify({ traceEvents: [mark('first-tap:acted', 1), task('Layout', 2, 3)] }))).toBeNull()
})
