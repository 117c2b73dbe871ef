/**
 * Publishing that no branch can steal from (.github/workflows/publish.yml, README "Deployment"), read
 * from the workflows themselves: every action is pinned to a commit; a job that runs the repository's
 * code holds no secret; the job that holds the Cloudflare token runs none of it (no checkout, no npm,
 * wrangler at the exact version of package-lock.json), deploys production from main only, and finds
 * in the build's artifact everything the Functions it deploys import. Pull requests run every gate of
 * `npm test`, so none is left to the machine of whoever merges.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

interface Step {
  name?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
  'working-directory'?: string
}
interface Job {
  if?: string
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
const wranglerVersion = (JSON.parse(read('package-lock.json')) as { packages: Record<string, { version: string }> }).packages['node_modules/wrangler'].version

const environmentOf = (job: Job) => (typeof job.environment === 'string' ? job.environment : job.environment?.name)
const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? step.run.split('\n').map((line) => line.trim()).filter(Boolean) : []))
/** The one way a deploying job may start a program from the registry: wrangler at the locked version. */
const pinnedWrangler = new RegExp(`^npx --yes wrangler@${wranglerVersion.replace(/\./g, '\\.')} pages deploy `)

/** Whether a job runs code of the branch: checks it out, runs a local action, npm, node, or any npx but the pinned wrangler. */
function runsBranchCode(job: Job): boolean {
  if (job.steps.some((step) => step.uses?.startsWith('actions/checkout@') || step.uses?.startsWith('./'))) return true
  return runs(job).some((line) => /(^|[\s;&|(])(npm|node|tsx|bash \.|sh \.|\.\/)/.test(line) || (/\bnpx\b/.test(line) && !pinnedWrangler.test(line)))
}

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
        if (JSON.stringify(job).includes('secrets.')) expect(['production', 'preview'], `${file} job ${name}`).toContain(environmentOf(job))
      }
    }
    expect(read('.github/actions/setup/action.yml')).not.toMatch(/secrets\./)
  })

  it('let the GITHUB_TOKEN read the repository only', () => {
    for (const [file, workflow] of Object.entries(workflows)) expect(workflow.permissions, file).toEqual({ contents: 'read' })
  })
})

describe('the pull-request workflow', () => {
  const pullRequest = workflows['.github/workflows/pull-request.yml']
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts

  it('runs every gate of `npm test`, each as npm runs it or as the same command split in shards', () => {
    const lines = Object.values(pullRequest.jobs).flatMap(runs).map((line) => line.replace(/^npx /, ''))
    const gates = scripts.test.split('&&').map((part) => part.trim())
    expect(gates.length).toBeGreaterThan(5)
    for (const gate of gates) {
      const script = /^npm run ([\w:-]+)/.exec(gate)?.[1]
      const command = script ? scripts[script] : gate
      const ran = lines.some((line) => line === gate || line.startsWith(gate + ' ') || (command !== undefined && line.startsWith(command)))
      expect(ran, `"${gate}" of npm test is not run by .github/workflows/pull-request.yml`).toBe(true)
    }
  })
})

describe('the deploy job', () => {
  const deploy = publish.jobs.deploy ?? { steps: [] }

  it('holds the Cloudflare token, in the production environment', () => {
    expect(environmentOf(deploy)).toBe('production')
    expect(JSON.stringify(deploy)).toContain('${{ secrets.CLOUDFLARE_API_TOKEN }}')
  })

  it('runs no code of the branch: no checkout, no local action, no npm step, only wrangler at the locked version', () => {
    expect(runsBranchCode(deploy)).toBe(false)
    expect(deploy.steps.map((step) => step.uses?.split('@')[0]).filter(Boolean)).toEqual(['actions/setup-node', 'actions/download-artifact'])
    const commands = runs(deploy)
    expect(commands.length).toBe(2)
    for (const line of commands) {
      expect(line).toMatch(pinnedWrangler)
      expect(line).not.toMatch(/\bnpm\b/)
    }
    expect(commands.some((line) => line.includes('pages deploy dist/client'))).toBe(true)
    expect(commands.some((line) => line.includes('pages deploy ../dist/editor'))).toBe(true)
  })

  it('deploys the artifact of the build, to production from main only', () => {
    expect(deploy.needs).toBe('build')
    expect(deploy.if).toContain("github.ref == 'refs/heads/main'")
    expect(deploy.if).toContain("github.event_name != 'pull_request'")
    expect(deploy.steps.find((step) => step.uses?.startsWith('actions/download-artifact@'))?.with?.name).toBe('deployables')
    expect((publish.on.push as { branches: string[] }).branches).toEqual(['main'])
    for (const line of runs(deploy)) expect(line).toContain('--branch=main')
  })
})

describe('the preview job', () => {
  const preview = publish.jobs.preview ?? { steps: [] }

  it("deploys pull requests with the preview environment's token, to the preview project only, and never the editor", () => {
    expect(environmentOf(preview)).toBe('preview')
    expect(preview.if).toContain("github.event_name == 'pull_request'")
    expect(runsBranchCode(preview)).toBe(false)
    const text = JSON.stringify(preview)
    expect(text).toContain('vars.PREVIEW_PAGES_PROJECT')
    expect(text).not.toMatch(/CLOUDFLARE_PAGES_PROJECT|CLOUDFLARE_EDITOR_PROJECT|dist\/editor/)
    // The branch name reaches the shell as a value, never inside the script.
    expect(preview.steps.map((step) => step.run ?? '').join('\n')).not.toContain('${{')
  })
})

describe("the build's artifact", () => {
  /** The paths the build job uploads. */
  const uploadedPaths = () => {
    const upload = publish.jobs.build?.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'))
    expect(upload, 'the build job uploads an artifact').toBeTruthy()
    return String(upload!.with!.path).split('\n').map((line) => line.trim()).filter(Boolean)
  }

  /** Every file a module imports, transitively (relative imports; a package import is reported as such). */
  function importClosure(entry: string, seen = new Set<string>()): Set<string> {
    if (seen.has(entry)) return seen
    seen.add(entry)
    const source = read(entry)
    for (const [, typeOnly, specifier] of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
      if (typeOnly) continue
      if (!specifier.startsWith('.')) {
        seen.add(`package:${specifier}`)
        continue
      }
      const base = path.posix.join(path.posix.dirname(entry), specifier)
      const file = [base, `${base}.ts`, `${base}/index.ts`].find((candidate) => fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile())
      expect(file, `${entry} imports ${specifier}`).toBeTruthy()
      importClosure(file!, seen)
    }
    return seen
  }

  it("holds both deployables, both projects' settings, and every file their Functions import", () => {
    const uploaded = uploadedPaths()
    expect(uploaded).toEqual(expect.arrayContaining(['dist/client', 'dist/editor', 'wrangler.toml', 'functions', 'editor/wrangler.toml', 'editor/functions']))
    for (const tree of ['functions', 'editor/functions']) {
      const entries = (fs.readdirSync(path.join(root, tree), { recursive: true }) as string[]).filter((file) => file.endsWith('.ts')).map((file) => `${tree}/${file.split(path.sep).join('/')}`)
      for (const entry of entries) {
        for (const file of importClosure(entry)) {
          expect(file, `${entry} needs ${file}`).not.toMatch(/^package:/)
          expect(uploaded.some((dir) => file === dir || file.startsWith(`${dir}/`)), `${entry} needs ${file}, which the artifact lacks`).toBe(true)
        }
      }
    }
  })

  it('is built with the configuration of the repository, and no secret', () => {
    const build = publish.jobs.build?.steps.find((step) => step.run === 'npm run build')
    expect(build, 'the build job runs npm run build').toBeTruthy()
    expect(Object.keys(build!.env!)).toEqual(expect.arrayContaining(['SITE_URL', 'BLOG_API_URL', 'PORTAL_URL', 'EDITOR_URL', 'CMS_REPO_PUBLIC']))
    for (const value of Object.values(build!.env!)) expect(value).toMatch(/^\$\{\{ vars\.\w+ \}\}$/)
  })
})
