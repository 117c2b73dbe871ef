/**
 * Ends the current task and resumes in a new one, so that the browser can answer a tap and paint in
 * between: `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of
 * other queued work), else a new task from `setTimeout`.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
