/**
 * The anchor the build benchmark and the Lighthouse run compare this site with: Astro 5 with
 * @astrojs/mdx, a plain zero-JavaScript static site, building the same MDX pages.
 *
 * Astro is not a dependency of the project: it is installed once, with npm, into
 * `node_modules/.cache/astro-anchor/` (pinned versions below; a second run reuses the install) and each
 * anchor site is a temporary folder that links to it. Astro 7 (the newest on the registry) needs
 * Node ≥ 22.12; Astro 5 runs on the Node 20 of this project and is the version the goals were set
 * against. Should the install fail (no registry), `buildStaticAnchor` renders the same MDX with
 * @mdx-js/mdx and React into plain HTML files instead, and every report says which anchor it used.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { BRAND, benchPage } from './generatePages'

/** The pinned anchor: Astro 5 and its MDX integration. */
export const ASTRO_PACKAGES = { astro: '5.18.2', '@astrojs/mdx': '4.3.14' } as const

const root = path.resolve(import.meta.dirname, '../..')
export const astroInstallDir = path.join(root, 'node_modules/.cache/astro-anchor')

/** The installed versions when they are the pinned ones; null otherwise. */
function installed(dir: string): string | null {
  try {
    const versions = Object.keys(ASTRO_PACKAGES).map(
      (name) =>
        JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version as string,
    )
    return versions.every((v, i) => v === Object.values(ASTRO_PACKAGES)[i])
      ? `astro ${versions[0]} + @astrojs/mdx ${versions[1]}`
      : null
  } catch {
    return null
  }
}

/**
 * Installs the anchor's Astro into the cache folder unless it is there already. Returns a label of
 * what is installed ("astro 5.18.2 + @astrojs/mdx 4.3.14"), or null when it could not be installed.
 */
export function ensureAstro(log: (line: string) => void = console.log): string | null {
  const have = installed(astroInstallDir)
  if (have) return have
  log(
    `Installing the Astro anchor (${Object.entries(ASTRO_PACKAGES)
      .map(([n, v]) => `${n}@${v}`)
      .join(', ')}) into ${path.relative(root, astroInstallDir)} (once)…`,
  )
  fs.mkdirSync(astroInstallDir, { recursive: true })
  fs.writeFileSync(
    path.join(astroInstallDir, 'package.json'),
    `${JSON.stringify({ name: 'astro-anchor', private: true, type: 'module', dependencies: ASTRO_PACKAGES }, null, 2)}\n`,
  )
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: astroInstallDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const label = installed(astroInstallDir)
  if (!label)
    log(
      `Astro could not be installed (npm exit ${npm.status}): ${(npm.stderr || npm.stdout).trim().split('\n').slice(-3).join(' / ')}`,
    )
  return label
}

/** The page layout: a header, the prose and a footer, with a little CSS; no JavaScript. */
const LAYOUT = `---
const { frontmatter } = Astro.props
---
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>{frontmatter.title}</title>
    <meta name="description" content={frontmatter.description} />
    <style is:global>
      body { margin: 0; font-family: system-ui, sans-serif; color: #1f2933; line-height: 1.6; }
      header, footer { background: #13294b; color: #fff; padding: 1rem 1.5rem; }
      main { max-width: 46rem; margin: 0 auto; padding: 2rem 1.5rem; }
      h1 { font-size: 2rem; line-height: 1.2; }
      table { border-collapse: collapse; } td, th { border: 1px solid #cbd2d9; padding: 0.4rem 0.6rem; }
      a { color: #0b5cad; } header a { color: #fff; }
    </style>
  </head>
  <body>
    <header><a href="/">Northstitch</a></header>
    <main>
      <h1>{frontmatter.title.replace(/ \\| .*$/, '')}</h1>
      <slot />
    </main>
    <footer>Brooklyn, NY</footer>
  </body>
</html>
`

/** The MDX source of bench page `i` with the anchor's layout named in its frontmatter. */
const anchorPage = (i: number) =>
  benchPage(i)
    .source.replace(/^---\n/, '---\nlayout: ../../layouts/Page.astro\n')
    .replace(BRAND, 'Northstitch')

/** Page `i` under `/bench-library/topic-i`, and a home page that lists nothing (the base of size 0). */
function writeSources(dir: string, count: number): void {
  fs.mkdirSync(path.join(dir, 'src/layouts'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'src/pages/bench-library'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'src/layouts/Page.astro'), LAYOUT)
  fs.writeFileSync(
    path.join(dir, 'src/pages/index.mdx'),
    '---\nlayout: ../layouts/Page.astro\ntitle: "Embroidery digitizing | Northstitch"\ndescription: "Embroidery digitizing, vector conversion and custom patches from Brooklyn."\n---\n\nStitch files for every machine, ready in a day.\n',
  )
  for (let i = 1; i <= count; i++)
    fs.writeFileSync(path.join(dir, `src/pages/bench-library/topic-${i}.mdx`), anchorPage(i))
  // Copied as is into the built site (Lighthouse's SEO audit reads it).
  fs.mkdirSync(path.join(dir, 'public'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'public/robots.txt'), 'User-agent: *\nAllow: /\n')
}

/**
 * An Astro project in `dir` (created) with `count` bench pages, linked to the cached install. Build it
 * with `astroBuildCommand`; the site lands in `${dir}/dist`, one `.html` file per page.
 */
export function writeAstroSite(dir: string, count: number): void {
  writeSources(dir, count)
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "anchor-site", "private": true, "type": "module" }\n')
  // `build.format: 'file'` writes topic-1.html, as this site does; GFM (tables) is on by default. Its
  // cache in the site's folder (the default is in node_modules, which the anchor sites share).
  fs.writeFileSync(
    path.join(dir, 'astro.config.mjs'),
    "import { defineConfig } from 'astro/config'\nimport mdx from '@astrojs/mdx'\n\nexport default defineConfig({ integrations: [mdx()], build: { format: 'file' }, cacheDir: './.astro-cache' })\n",
  )
  fs.symlinkSync(path.join(astroInstallDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
}

/** The command that builds an anchor site (run it in the site's folder), and its environment. */
export const astroBuildCommand = {
  args: ['node_modules/astro/astro.js', 'build', '--silent'],
  env: { ASTRO_TELEMETRY_DISABLED: '1' },
}

/**
 * The fallback anchor when Astro cannot be installed: the same pages compiled with @mdx-js/mdx and
 * rendered by React into the same layout, one `.html` file per page in `${dir}/dist`. Run it with
 * `staticAnchorCommand` (a script of its own, so it is timed like a build).
 */
export const staticAnchorCommand = (dir: string) => ({
  args: ['--import', import.meta.resolve('tsx'), path.join(import.meta.dirname, 'staticAnchor.ts'), dir],
  env: {},
})

/** Writes the sources of the fallback anchor (the same MDX pages); built by tools/bench/staticAnchor.ts. */
export const writeStaticSite = (dir: string, count: number) => writeSources(dir, count)
