/**
 * ts-invariant (Apollo's assertions, in Decap's GitHub backend) in the editor's bundle
 * (editor/build/adminVite.ts): the same exports, without the global `process` it defines with `Function`
 * when it loads, which the editor's policy refuses.
 */
const GENERIC = 'Invariant Violation'

/** The error of a failed assertion; a number stands for one of Apollo's numbered messages. */
export class InvariantError extends Error {
  framesToPop = 1
  name = GENERIC
  constructor(message: string | number = GENERIC) {
    super(
      typeof message === 'number'
        ? `${GENERIC}: ${message} (see https://github.com/apollographql/invariant-packages)`
        : message,
    )
  }
}

/** Throws an `InvariantError` unless `condition` holds. */
export function invariant(condition: unknown, message?: string | number): asserts condition {
  if (!condition) throw new InvariantError(message)
}
invariant.warn = (...args: unknown[]) => console.warn(...args)
invariant.error = (...args: unknown[]) => console.error(...args)

/** What ts-invariant exports as `process` where there is none: an empty environment. */
export const process = { env: {} }

export default invariant
