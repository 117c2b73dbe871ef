/**
 * Where a first tap's milliseconds go, read from a Chromium trace of it (the Performance panel's own
 * format: `npm run bench:first-tap -- --trace DIR` writes each run's, which DevTools opens). The page
 * marks the tap and its answer (`first-tap:acted`, `first-tap:answered`, tools/firstTap/answer.ts); the
 * main thread's work between the two marks is summed by kind, each task counted once, by its own time
 * (its time less that of the tasks inside it). What the main thread did not work on is waiting: for the
 * next frame, for the compositor and the GPU process, or for the network.
 */

/** The trace's categories: the Performance panel's, the page's marks and V8's compiling and running. */
export const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
]

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
}

/** The kinds a task's own time is counted under; a name not listed is "other". */
const kinds: Record<string, string[]> = {
  script: [
    'EventDispatch',
    'FunctionCall',
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'v8.evaluateModule',
    'v8.run',
    'V8.Execute',
    'RunMicrotasks',
    'TimerFire',
    'FireAnimationFrame',
    'FireIdleCallback',
    'XHRReadyStateChange',
    'MinorGC',
    'MajorGC',
    'V8.GC_SCAVENGER',
  ],
  style: [
    'UpdateLayoutTree',
    'RecalculateStyles',
    'ParseAuthorStyleSheet',
    'InvalidateLayout',
    'ScheduleStyleRecalculation',
  ],
  layout: ['Layout', 'IntersectionObserverController::computeIntersections'],
  paint: [
    'PrePaint',
    'Paint',
    'Layerize',
    'UpdateLayer',
    'UpdateLayerTree',
    'CompositeLayers',
    'Commit',
    'PaintImage',
    'Decode Image',
  ],
  html: ['ParseHTML'],
}
const kindOf = new Map(Object.entries(kinds).flatMap(([kind, names]) => names.map((name) => [name, kind])))

/** Milliseconds of the main thread between the tap and its answer, by kind, and the span itself. */
export interface TapBreakdown {
  span: number
  byKind: Record<string, number>
  /** The main thread's time not spent on any task: waiting for a frame, the GPU or the network. */
  waiting: number
}

/** The breakdown of a trace (the JSON `browser.stopTracing()` gives), or null when it holds no marked tap. */
export function tapBreakdown(trace: Buffer | string): TapBreakdown | null {
  const parsed = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[]
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents
  const mark = (name: string) => events.find((e) => e.name === name && e.ph !== 'e')
  const acted = mark('first-tap:acted')
  const answered = mark('first-tap:answered')
  if (!acted || !answered || answered.ts <= acted.ts) return null
  // The marks are written by the page's script, on its main thread.
  const [from, to] = [acted.ts, answered.ts]
  const tasks = events
    .filter((e) => e.pid === acted.pid && e.tid === acted.tid && e.ph === 'X' && e.dur !== undefined)
    .map((e) => ({ name: e.name, start: Math.max(e.ts, from), end: Math.min(e.ts + e.dur!, to) }))
    .filter((e) => e.end > e.start)
    .sort((a, b) => a.start - b.start || b.end - a.end)
  const byKind: Record<string, number> = {}
  let busy = 0
  // Each task's own time: its span less its children's, found with a stack of the tasks still open.
  const stack: { name: string; end: number; own: number }[] = []
  const close = (task: { name: string; own: number }) => {
    const kind = kindOf.get(task.name) ?? 'other'
    byKind[kind] = (byKind[kind] ?? 0) + task.own / 1000
  }
  for (const task of tasks) {
    while (stack.length && stack.at(-1)!.end <= task.start) close(stack.pop()!)
    const length = task.end - task.start
    const parent = stack.at(-1)
    if (parent) parent.own -= Math.min(length, parent.end - task.start)
    else busy += length
    stack.push({ name: task.name, end: task.end, own: length })
  }
  while (stack.length) close(stack.pop()!)
  const span = (to - from) / 1000
  return { span, byKind, waiting: span - busy / 1000 }
}

/** One line: "script 41 ms, style 12 ms, layout 9 ms, paint 6 ms, other 3 ms, waiting 80 ms". */
export function formatBreakdown({ byKind, waiting }: TapBreakdown): string {
  const order = ['script', 'style', 'layout', 'paint', 'html', 'other']
  const parts = order.filter((kind) => byKind[kind] >= 0.5).map((kind) => `${kind} ${Math.round(byKind[kind])} ms`)
  return [...parts, `waiting ${Math.round(waiting)} ms`].join(', ')
}
