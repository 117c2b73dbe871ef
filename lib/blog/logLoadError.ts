/**
 * Logs a failure of the blog's lazily loaded code (e.g. a chunk that did not download). Like an API
 * failure, it goes to the console only: the page keeps what it shows.
 *
 * @param error - whatever the failed `import()` or loader rejected with
 */
export function logLoadError(error: unknown): void {
  console.error(`[blog] could not refresh from the shop API: ${error instanceof Error ? error.message : String(error)}`)
}
