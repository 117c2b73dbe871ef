/**
 * The writers' editor as a deployable of its own (editor/build/editorSite.ts): what the build
 * writes beside its bundle, the public site's redirect of its old address, and the GitHub scope its
 * sign-in asks for. The served editor is checked in tests/e2e/editor-build.spec.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { adminConfig, publishTarget } from '../../editor/build/adminConfig'
import { editorRedirects, writeEditorSite } from '../../editor/build/editorSite'
import { parseHeaders, parseRedirects, redirectProblems } from '../../generator/output/hostRules'
import { editorContentSecurityPolicy } from '../../generator/output/securityHeaders'
import { HSTS } from '../../lib/functionHeaders'
import { useTempDirs } from '../support/tempDirs'

const root = path.resolve(import.meta.dirname, '../..')
const tempDir = useTempDirs()

describe("the public site's /admin", () => {
  it('redirects every editor address to the editor origin, in rules the host accepts', () => {
    const rules = editorRedirects('https://editor.example.com')
    expect(rules).toEqual([
      { from: '/admin', to: 'https://editor.example.com/admin/', status: 302 },
      { from: '/admin/*', to: 'https://editor.example.com/admin/:splat', status: 302 },
    ])
    expect(redirectProblems(rules)).toEqual([])
  })

  it('has no rule for an editor on this machine over plain http, which the host would refuse', () => {
    expect(editorRedirects('http://localhost:3002')).toEqual([])
    expect(redirectProblems([{ from: '/admin', to: 'http://localhost:3002/admin/', status: 302 }])).toEqual([
      '/admin  http://localhost:3002/admin/  302: the target must start with "/" or "https://"',
    ])
  })
})

describe("the editor's deployable", () => {
  it("holds the site's public files, its own headers and redirects, and keeps every address out of search", () => {
    const dir = tempDir('editor-site-')
    writeEditorSite({ root, editorDir: dir })
    for (const file of ['favicon.svg', 'icons.svg', 'images/logo.svg'])
      expect(fs.existsSync(path.join(dir, file)), file).toBe(true)
    const [all, ...rest] = parseHeaders(fs.readFileSync(path.join(dir, '_headers'), 'utf8'))
    expect(all.pattern).toBe('/*')
    expect(all.headers).toMatchObject({
      'Content-Security-Policy': editorContentSecurityPolicy(),
      'Strict-Transport-Security': HSTS,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'X-Robots-Tag': 'noindex',
    })
    // Scripts from the editor's own origin only: no inline script and no eval (its bundle needs none,
    // tests/editor/ drive it under this policy).
    const directives = editorContentSecurityPolicy()
      .split(';')
      .map((d) => d.trim())
    expect(directives).toContain("script-src 'self'")
    expect(directives.find((d) => d.startsWith('default-src'))).toBe("default-src 'self'")
    expect(rest.map((r) => r.pattern)).toEqual(['/admin/assets/*', '/admin/config.json'])
    const redirects = parseRedirects(fs.readFileSync(path.join(dir, '_redirects'), 'utf8'))
    expect(redirects).toEqual([{ from: '/', to: '/admin/', status: 302 }])
    expect(redirectProblems(redirects)).toEqual([])
    expect(fs.readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n')
  })
})

describe("the sign-in's scope", () => {
  it('is public_repo when the repository is public (CMS_REPO_PUBLIC=true), else repo', () => {
    expect(publishTarget({ CMS_REPO: 'owner/site', CMS_REPO_PUBLIC: 'true' })).toEqual({
      repo: 'owner/site',
      branch: 'main',
      authScope: 'public_repo',
    })
    expect(publishTarget({ CMS_REPO: 'owner/site' }).authScope).toBe('repo')
    expect(publishTarget({ CMS_REPO: 'owner/site', CMS_REPO_PUBLIC: 'false' }).authScope).toBe('repo')
    expect(() => publishTarget({ CMS_REPO_PUBLIC: 'yes' })).toThrow(
      'CMS_REPO_PUBLIC must be true or false, found "yes"',
    )
  })

  it("is written into the editor's configuration, which Decap asks GitHub for", () => {
    expect(
      adminConfig({ ...publishTarget({ CMS_REPO: 'owner/site', CMS_REPO_PUBLIC: 'true' }), localBackend: false }).config
        .backend,
    ).toMatchObject({ auth_endpoint: 'api/auth', auth_scope: 'public_repo' })
    expect(adminConfig({ repo: 'owner/site', branch: 'main', localBackend: false }).config.backend.auth_scope).toBe(
      'repo',
    )
  })
})
