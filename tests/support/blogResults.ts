/**
 * The blog client's answers (lib/blog/blogApi.ts `BlogApiResult`) unwrapped for a test: the data of a
 * success, the error of a failure, or a thrown error that says what came instead.
 */
import type { BlogApiResult } from '../../lib/blog/blogApi'

export function expectFailure<T>(result: BlogApiResult<T>) {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.data).slice(0, 80)}`)
  return result.error
}

export function expectSuccess<T>(result: BlogApiResult<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${result.error.kind}: ${result.error.message}`)
  return result.data
}
