/**
 * V8's settings for the two processes of a build: this one, which checks every page (the gates), and
 * Vike's, which compiles and renders them (vikeBuild.ts). Both live seconds.
 *
 * - No inlining in V8's optimising compiler, in both: their hot paths (the MDX parser's, React's,
 *   html-validate's) are many small functions, and inlining them into each other made each
 *   optimisation costly, for code that runs a few hundred times. It took 0.5 s of CPU off a 500-page
 *   build in Vike's process, and about 0.3 ms off each page the gates check (rounds ten and seventeen
 *   in the history of PERFORMANCE.md: `git log -p -- PERFORMANCE.md`).
 * - A larger young generation than V8 picks by itself in Vike's process (semi-spaces of 32 MB):
 *   compiling and rendering every page allocates short-lived objects by the gigabyte, and collecting
 *   them less often took about 15% off the CPU time of compiling MDX, for about 40 MB more memory.
 *   The size of the heap is set as a process starts, so only Vike's gets it.
 *
 * This process takes its setting from `applyV8Settings`, which generator/build.ts calls before any of
 * its work, so before V8 optimises the code it concerns.
 */
import v8 from 'node:v8'

const NO_INLINING = '--no-turbo-inlining'

/** Node's options for Vike's process. */
export const vikeProcessFlags = ['--max-semi-space-size=32', NO_INLINING]

/** Gives this process its setting. */
export function applyV8Settings(): void {
  v8.setFlagsFromString(NO_INLINING)
}
