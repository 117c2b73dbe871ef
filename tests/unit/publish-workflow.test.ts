/**
 * Publishing that no branch can steal from (.github/workflows/publish.yml, docs/deployment.md), read
 * from the workflows themselves: every action is pinned to a commit; a job that runs the repository's
 * code holds no secret; the job that holds the Cloudflare token runs none of it (it checks out the
 * wrangler lock only and installs wrangler from it, install scripts off, in a step without the token;
 * only the deploy steps see the token), deploys production from main only, and finds in the build's
 * artifact everything the Functions it deploys import. Pull requests run every gate of `npm test`, so
 * none is left to the machine of whoever merges, and the one job that writes to a pull request (the
 * report's comment) runs no code of the branch. No job that writes runs for a fork's pull request.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { PREVIEW_CONTEXT } from '../../editor/build/decapConfig'
import { testPhases } from '../../tools/test'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

interface Step {
  id?: string
  name?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
  'working-directory'?: string
}
interface Job {
  if?: string
  permissions?: Record<string, string>
  needs?: string | string[]
  environment?: string | { name: string; url?: string }
  env?: Record<string, string>
  steps: Step[]
}
interface Workflow {
  on: Record<string, unknown>
  permissions?: Record<string, string>
  jobs: Record<string, Job>
}

const workflowFiles = ['.github/workflows/publish.yml', '.github/workflows/pull-request.yml']
const workflows = Object.fromEntries(workflowFiles.map((file) => [file, parse(read(file)) as Workflow]))
const publish = workflows['.github/workflows/publish.yml']
const wranglerVersion = (JSON.parse(read('package-lock.json')) as { packages: Record<string, { version: string }> })
  .packages['node_modules/wrangler'].version

const environmentOf = (job: Job) => (typeof job.environment === 'string' ? job.environment : job.environment?.name)
const linesOf = (step: Step) =>
  step.run
    ? step.run
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : []
const runs = (job: Job) => job.steps.flatMap(linesOf)

/** The folder of wrangler's own lock, which the deploying jobs install from. */
const LOCK_DIR = '.github/wrangler'
/** wrangler as the deploying jobs run it: the binary installed from its lock. */
const LOCKED_WRANGLER =
  /^"\$GITHUB_WORKSPACE\/\.github\/wrangler\/node_modules\/\.bin\/wrangler" (pages deploy|deploy|versions upload) /

/** A checkout of wrangler's lock alone, without credentials: data, no code of the branch. */
const checksOutLockOnly = (step: Step) =>
  step.with?.['sparse-checkout'] === LOCK_DIR &&
  step.with?.['sparse-checkout-cone-mode'] === false &&
  step.with?.['persist-credentials'] === false
/** The install of wrangler from its lock, with no install script. */
const installsLockedWrangler = (step: Step) =>
  step['working-directory'] === LOCK_DIR && step.run === 'npm ci --ignore-scripts --no-audit --no-fund'

/** Whether a step runs code of the branch: checks it out, runs a local action, npm, node, or any program but the locked wrangler. */
function stepRunsBranchCode(step: Step): boolean {
  if (step.uses?.startsWith('actions/checkout@')) return !checksOutLockOnly(step)
  if (step.uses?.startsWith('./')) return true
  if (installsLockedWrangler(step)) return false
  return linesOf(step).some(
    (line) => !LOCKED_WRANGLER.test(line) && /(^|[\s;&|(])(npm|npx|node|tsx|bash \.|sh \.|\.\/)/.test(line),
  )
}
const runsBranchCode = (job: Job) => job.steps.some(stepRunsBranchCode)
/** The condition that keeps a job of a pull request to the repository's own branches: a fork's head is another repository. */
const FORK_GUARD = 'github.event.pull_request.head.repo.full_name == github.repository'

/** The guard as a condition of its own, or as one that lets every other event through. */
const guards = [FORK_GUARD, `github.event_name != 'pull_request' || ${FORK_GUARD}`]

/**
 * Whether a job is skipped on a fork's pull request: its own condition requires the guard (joined with
 * `&&`), or it needs a job that is skipped so and does not run anyway (`always()`, `failure()`, `cancelled()`).
 */
function skippedForForks(workflow: Workflow, name: string): boolean {
  const job = workflow.jobs[name]
  const condition = job.if ?? ''
  if (condition.split('&&').some((part) => guards.includes(part.trim().replace(/^\((.*)\)$/, '$1')))) return true
  if (/\b(always|failure|cancelled)\(\)/.test(condition)) return false
  const needs = typeof job.needs === 'string' ? [job.needs] : (job.needs ?? [])
  return needs.some((need) => skippedForForks(workflow, need))
}

/** The steps that hold a secret. */
const secretSteps = (job: Job) => job.steps.filter((step) => JSON.stringify(step).includes('secrets.'))

describe('the workflows', () => {
  it('pin every action to a full commit SHA, with its version in a comment', () => {
    for (const file of [...workflowFiles, '.github/actions/setup/action.yml']) {
      const uses = read(file)
        .split('\n')
        .filter((line) => /^\s*-?\s*uses:/.test(line))
      expect(uses.length, file).toBeGreaterThan(0)
      for (const line of uses) {
        const ref = line.replace(/^\s*-?\s*uses:\s*/, '')
        if (ref.startsWith('./')) continue
        expect(ref, `${file}: ${line.trim()}`).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/)
      }
    }
  })

  it('give no secret, and no environment, to a job that runs code of the branch', () => {
    for (const [file, workflow] of Object.entries(workflows)) {
      for (const [name, job] of Object.entries(workflow.jobs)) {
        if (!runsBranchCode(job)) continue
        expect(JSON.stringify(job), `${file} job ${name}`).not.toMatch(/secrets\./)
        expect(environmentOf(job), `${file} job ${name}`).toBeUndefined()
      }
    }
    // The job that builds is one of them: it checks out and runs npm.
    expect(publish.jobs.build && runsBranchCode(publish.jobs.build)).toBe(true)
  })

  it('read secrets only in jobs of a protected environment', () => {
    for (const [file, workflow] of Object.entries(workflows)) {
      for (const [name, job] of Object.entries(workflow.jobs)) {
        if (JSON.stringify(job).includes('secrets.'))
          expect(['production', 'preview'], `${file} job ${name}`).toContain(environmentOf(job))
      }
    }
    expect(read('.github/actions/setup/action.yml')).not.toMatch(/secrets\./)
  })

  it('let the GITHUB_TOKEN read the repository only, but in the jobs that run no code of the branch and write what one job names', () => {
    for (const [file, workflow] of Object.entries(workflows))
      expect(workflow.permissions, file).toEqual({ contents: 'read' })
    const writers = Object.entries(workflows).flatMap(([file, workflow]) =>
      Object.entries(workflow.jobs)
        .filter(([, job]) => job.permissions)
        .map(([name, job]) => ({ file, name, job })),
    )
    expect(writers.map(({ name, job }) => [name, job.permissions])).toEqual([
      ['preview', { contents: 'read', statuses: 'write' }],
      ['report-comment', { contents: 'read', 'pull-requests': 'write' }],
    ])
    for (const { file, name, job } of writers) expect(runsBranchCode(job), `${file} job ${name}`).toBe(false)
  })

  it("never give a write token to a job of a fork's pull request: each job that writes runs for this repository's branches only", () => {
    // On a fork's pull request the fork controls what the job is handed (its report, its commit), and a
    // repository that sends write tokens to forks would give them one (GitHub: "Keeping your GitHub
    // Actions and workflows secure"). Any write permission counts: a pull request, a status, a comment.
    let writers = 0
    for (const [file, workflow] of Object.entries(workflows)) {
      if (!('pull_request' in workflow.on)) continue
      for (const [name, job] of Object.entries(workflow.jobs)) {
        if (!Object.values(job.permissions ?? {}).includes('write')) continue
        writers++
        expect(skippedForForks(workflow, name), `${file} job ${name}: add \`if: ${FORK_GUARD}\``).toBe(true)
      }
    }
    expect(writers).toBeGreaterThan(0)
  })
})

describe('the pull-request workflow', () => {
  const pullRequest = workflows['.github/workflows/pull-request.yml']
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts

  it('runs every gate of `npm test`, each as npm runs it or as the same command split in shards', () => {
    const lines = Object.values(pullRequest.jobs)
      .flatMap(runs)
      .map((line) => line.replace(/^npx /, ''))
    const gates = testPhases.flat().map((script) => `npm run ${script}`)
    expect(gates.length).toBeGreaterThan(5)
    for (const gate of gates) {
      const script = /^npm run ([\w:-]+)/.exec(gate)?.[1]
      const command = script ? scripts[script] : gate
      const ran = lines.some(
        (line) => line === gate || line.startsWith(gate + ' ') || (command !== undefined && line.startsWith(command)),
      )
      expect(ran, `"${gate}" of npm test is not run by .github/workflows/pull-request.yml`).toBe(true)
    }
  })

  it('runs the unit tests on every pull request, content-only ones too', () => {
    const job = Object.values(pullRequest.jobs).find((j) => runs(j).includes('npm run test:unit'))
    expect(job?.if ?? '').not.toContain('content-only')
  })

  it('posts the report of npm run pr:report as one comment, updated, from a job that runs no code of the branch', () => {
    expect(runs(pullRequest.jobs.report).some((line) => line.startsWith('npm run pr:report -- --base '))).toBe(true)
    const comment = pullRequest.jobs['report-comment']
    expect(comment.needs).toBe('report')
    expect(runsBranchCode(comment)).toBe(false)
    const script = String(comment.steps.find((step) => step.uses?.startsWith('actions/github-script@'))?.with?.script)
    expect(script).toContain('updateComment')
    expect(script).toContain('createComment')
    expect(script).toMatch(/find\(.*marker/)
  })
})

describe('the deploy job', () => {
  const deploy = publish.jobs.deploy ?? { steps: [] }

  it('holds the Cloudflare token, in the production environment', () => {
    expect(environmentOf(deploy)).toBe('production')
    expect(JSON.stringify(deploy)).toContain('${{ secrets.CLOUDFLARE_API_TOKEN }}')
  })

  it('runs no code of the branch: it installs wrangler from its lock, and only the steps that run it see the token', () => {
    expect(runsBranchCode(deploy)).toBe(false)
    expect(deploy.steps.map((step) => step.uses?.split('@')[0]).filter(Boolean)).toEqual([
      'actions/setup-node',
      'actions/checkout',
      'actions/download-artifact',
    ])
    const install = deploy.steps.findIndex(installsLockedWrangler)
    expect(install, 'npm ci --ignore-scripts in .github/wrangler').toBeGreaterThan(0)
    expect(JSON.stringify(deploy.steps.slice(0, install + 1)), 'no secret until wrangler is installed').not.toContain(
      'secrets.',
    )
    const deploying = secretSteps(deploy)
    expect(deploying.length).toBe(2)
    for (const step of deploying) {
      expect(linesOf(step).length).toBe(1)
      expect(linesOf(step)[0]).toMatch(LOCKED_WRANGLER)
    }
    expect(runs(deploy).some((line) => /wrangler" deploy /.test(line))).toBe(true)
    expect(runs(deploy).some((line) => line.includes('pages deploy ../dist/editor'))).toBe(true)
  })

  it("installs the wrangler of the project's package-lock.json, locked with its dependencies", () => {
    const pkg = JSON.parse(read(`${LOCK_DIR}/package.json`)) as { dependencies: Record<string, string> }
    const lock = JSON.parse(read(`${LOCK_DIR}/package-lock.json`)) as {
      packages: Record<string, { version: string; integrity?: string }>
    }
    expect(pkg.dependencies).toEqual({ wrangler: wranglerVersion })
    expect(lock.packages['node_modules/wrangler'].version).toBe(wranglerVersion)
    for (const [name, entry] of Object.entries(lock.packages))
      if (name) expect(entry.integrity, name).toMatch(/^sha512-/)
  })

  it('deploys the artifact of the build, to production from main only', () => {
    expect(deploy.needs).toBe('build')
    expect(deploy.if).toContain("github.ref == 'refs/heads/main'")
    expect(deploy.if).toContain("github.event_name != 'pull_request'")
    expect(deploy.steps.find((step) => step.uses?.startsWith('actions/download-artifact@'))?.with?.name).toBe(
      'deployables',
    )
    expect((publish.on.push as { branches: string[] }).branches).toEqual(['main'])
    for (const line of runs(deploy).filter((l) => l.includes('pages deploy'))) expect(line).toContain('--branch=main')
    expect(runs(deploy).join('\n')).not.toContain('versions upload')
  })
})

describe('the preview job', () => {
  const preview = publish.jobs.preview ?? { steps: [] }

  it("deploys pull requests with the preview environment's token, to the preview project only, and never the editor", () => {
    expect(environmentOf(preview)).toBe('preview')
    expect(preview.if).toContain("github.event_name == 'pull_request'")
    expect(runsBranchCode(preview)).toBe(false)
    const text = JSON.stringify(preview)
    expect(text).toContain('vars.PREVIEW_WORKER')
    expect(text).not.toMatch(/CLOUDFLARE_EDITOR_PROJECT|dist\/editor/)
    // A version with a preview address, never a deployment of what production serves.
    expect(runs(preview).some((line) => /wrangler" versions upload .*--preview-alias/.test(line))).toBe(true)
    expect(runs(preview).some((line) => /wrangler" (pages )?deploy /.test(line))).toBe(false)
    // The branch name reaches the shell as a value, never inside the script.
    expect(preview.steps.map((step) => step.run ?? '').join('\n')).not.toContain('${{')
    for (const step of secretSteps(preview))
      for (const line of linesOf(step).filter((l) => l.includes('wrangler'))) expect(line).toMatch(LOCKED_WRANGLER)
    expect(JSON.stringify(preview.steps.slice(0, preview.steps.findIndex(installsLockedWrangler) + 1))).not.toContain(
      'secrets.',
    )
  })

  it('sets the commit status the editor\'s "View Preview" opens, with the context of the editor\'s configuration', () => {
    const status = preview.steps.find((step) => step.run?.includes('/statuses/'))
    expect(status?.run).toContain(`context="${PREVIEW_CONTEXT}"`)
    expect(status?.run).toContain('target_url="$URL"')
    expect(status?.env?.URL).toBe('${{ steps.deploy.outputs.url }}')
    expect(preview.steps.find((step) => step.id === 'deploy')?.run).toContain('echo "url=$url" >> "$GITHUB_OUTPUT"')
    expect(JSON.stringify(status)).not.toContain('secrets.')
  })
})

describe("the build's artifact", () => {
  /** The paths the build job uploads. */
  const uploadedPaths = () => {
    const upload = publish.jobs.build?.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'))
    expect(upload, 'the build job uploads an artifact').toBeTruthy()
    return String(upload!.with!.path)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
  }

  /** Every file a module imports, transitively (relative imports; a package import is reported as such). */
  function importClosure(entry: string, seen = new Set<string>()): Set<string> {
    if (seen.has(entry)) return seen
    seen.add(entry)
    const source = read(entry)
    for (const [, typeOnly, specifier] of source.matchAll(
      /^\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
    )) {
      if (typeOnly) continue
      if (!specifier.startsWith('.')) {
        seen.add(`package:${specifier}`)
        continue
      }
      const base = path.posix.join(path.posix.dirname(entry), specifier)
      const file = [base, `${base}.ts`, `${base}/index.ts`].find(
        (candidate) => fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile(),
      )
      expect(file, `${entry} imports ${specifier}`).toBeTruthy()
      importClosure(file!, seen)
    }
    return seen
  }

  it("holds both deployables, both projects' settings, and every file the Worker and the Functions import", () => {
    const uploaded = uploadedPaths()
    expect(uploaded).toEqual(
      expect.arrayContaining(['dist/client', 'dist/editor', 'worker', 'editor/wrangler.toml', 'editor/functions']),
    )
    for (const tree of ['worker', 'editor/functions']) {
      const entries = (fs.readdirSync(path.join(root, tree), { recursive: true }) as string[])
        .filter((file) => file.endsWith('.ts') && !file.split(path.sep).includes('.wrangler'))
        .map((file) => `${tree}/${file.split(path.sep).join('/')}`)
      for (const entry of entries) {
        // The host's own modules (cloudflare:email) are there; nothing else comes from a package.
        for (const file of [...importClosure(entry)].filter((f) => !f.startsWith('package:cloudflare:'))) {
          expect(file, `${entry} needs ${file}`).not.toMatch(/^package:/)
          expect(
            uploaded.some((dir) => file === dir || file.startsWith(`${dir}/`)),
            `${entry} needs ${file}, which the artifact lacks`,
          ).toBe(true)
        }
      }
    }
  })

  it('is built with the configuration of the repository, and no secret', () => {
    const build = publish.jobs.build?.steps.find((step) => step.run === 'npm run build')
    expect(build, 'the build job runs npm run build').toBeTruthy()
    expect(Object.keys(build!.env!)).toEqual(
      expect.arrayContaining(['SITE_URL', 'BLOG_API_URL', 'PORTAL_URL', 'EDITOR_URL', 'CMS_REPO_PUBLIC']),
    )
    for (const value of Object.values(build!.env!)) expect(value).toMatch(/^\$\{\{ vars\.\w+ \}\}$/)
  })
})
