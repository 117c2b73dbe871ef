/**
 * The workflow commands GitHub's runner would run from a job's output, read by its rules
 * (actions/runner, src/Runner.Common/ActionCommand.cs and src/Runner.Worker/ActionCommandManager.cs):
 *
 * - the output is read line by line (`\n`, `\r\n` or `\r` ends a line);
 * - a line whose text, leading white space trimmed, is `::name properties::data` is a command;
 * - failing that, `##[name properties]data` anywhere in a line is one (the older form);
 * - only the runner's command names count;
 * - after `::stop-commands::token` no command runs until a line `::token::`.
 */

/** The names the runner knows, besides a stop token while commands are stopped. */
const COMMANDS = new Set([
  'add-mask',
  'add-matcher',
  'add-path',
  'debug',
  'echo',
  'endgroup',
  'error',
  'group',
  'notice',
  'remove-matcher',
  'save-state',
  'set-env',
  'set-output',
  'stop-commands',
  'warning',
])

export interface RunnerCommand {
  name: string
  properties: Record<string, string>
  data: string
}

/** `%0D`, `%0A`, then the characters a form escapes, then `%25`, in the runner's order. */
const unescape = (text: string, extra: [string, string][]) =>
  [
    ['%0D', '\r'] as [string, string],
    ['%0A', '\n'] as [string, string],
    ...extra,
    ['%25', '%'] as [string, string],
  ].reduce((t, [from, to]) => t.replaceAll(from, to), text)

/** One line as a command, in either form, or undefined. */
function parse(line: string, known: Set<string>): RunnerCommand | undefined {
  const trimmed = line.trimStart()
  if (trimmed.startsWith('::')) {
    const end = trimmed.indexOf('::', 2)
    if (end >= 0) {
      const info = trimmed.slice(2, end)
      const space = info.indexOf(' ')
      const name = space < 0 ? info : info.slice(0, space)
      if (known.has(name.toLowerCase())) {
        const properties: Record<string, string> = {}
        if (space > 0)
          for (const pair of info
            .slice(space + 1)
            .trim()
            .split(',')
            .filter(Boolean)) {
            const at = pair.indexOf('=')
            if (at > 0 && at < pair.length - 1)
              properties[pair.slice(0, at)] = unescape(pair.slice(at + 1), [
                ['%3A', ':'],
                ['%2C', ','],
              ])
          }
        return { name, properties, data: unescape(trimmed.slice(end + 2), []) }
      }
    }
  }
  const prefix = line.indexOf('##[')
  if (prefix < 0) return undefined
  const close = line.indexOf(']', prefix)
  if (close < 0) return undefined
  const info = line.slice(prefix + 3, close)
  const space = info.indexOf(' ')
  const name = space < 0 ? info : info.slice(0, space)
  if (!known.has(name.toLowerCase())) return undefined
  const properties: Record<string, string> = {}
  if (space > 0)
    for (const pair of info
      .slice(space + 1)
      .split(';')
      .filter(Boolean)) {
      const at = pair.indexOf('=')
      if (at > 0 && at < pair.length - 1)
        properties[pair.slice(0, at)] = unescape(pair.slice(at + 1), [
          ['%3B', ';'],
          ['%5D', ']'],
        ])
    }
  return {
    name,
    properties,
    data: unescape(line.slice(close + 1), [
      ['%3B', ';'],
      ['%5D', ']'],
    ]),
  }
}

/** The commands the runner would run from `output`, in order (the stops and resumes left out). */
export function runnerCommands(output: string): RunnerCommand[] {
  const known = new Set(COMMANDS)
  const run: RunnerCommand[] = []
  let stopToken: string | undefined
  for (const line of output.split(/\r\n|\r|\n/)) {
    const command = parse(line, known)
    if (!command) continue
    const name = command.name.toLowerCase()
    if (stopToken !== undefined) {
      if (name === stopToken.toLowerCase()) {
        known.delete(stopToken.toLowerCase())
        stopToken = undefined
      }
    } else if (name === 'stop-commands') {
      stopToken = command.data
      known.add(stopToken.toLowerCase())
    } else run.push(command)
  }
  return run
}
