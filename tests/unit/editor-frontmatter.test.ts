/**
 * The writers' editor reads front matter with gray-matter inside Decap: its bundle gets the site's
 * engines (editor/build/adminVite.ts, `yamlFrontmatterOnly`), so front matter opened by `---js`
 * is refused in the editor as in the content check, and never run. Proved on gray-matter bundled the
 * way the editor's build bundles it, called the way Decap calls it (with its own YAML parser).
 */
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'vite'
import { describe, expect, it } from 'vitest'
import { yamlFrontmatterOnly } from '../../editor/build/adminVite'
import { useTempDirs } from '../support/tempDirs'

const tempDir = useTempDirs()
const repo = path.resolve(import.meta.dirname, '../..')

/** gray-matter bundled with or without the plugin, as a module of this process. */
async function bundledMatter(withPlugin: boolean): Promise<(text: string, options: object) => { data: unknown }> {
  const dir = tempDir('editor-frontmatter-')
  const entry = path.join(dir, 'entry.js')
  fs.writeFileSync(
    entry,
    `import matter from ${JSON.stringify(path.join(repo, 'node_modules/gray-matter/index.js'))}\nexport default matter\n`,
  )
  await build({
    configFile: false,
    root: repo,
    logLevel: 'silent',
    plugins: withPlugin ? [yamlFrontmatterOnly()] : [],
    ssr: { noExternal: true },
    build: {
      ssr: entry,
      outDir: path.join(dir, 'out'),
      rolldownOptions: { output: { entryFileNames: 'matter.mjs' }, checks: { eval: false } },
    },
  })
  return (await import(path.join(dir, 'out/matter.mjs'))).default
}

// Decap's call: its own YAML parser, merged over gray-matter's engines (decap-cms-core, formats/frontmatter.ts).
const decapOptions = { engines: { yaml: { parse: (s: string) => ({ yaml: s.trim() }) } } }
const page = (opening: string) => `${opening}\n{ title: (globalThis.editorFrontmatterRan = 'ran') }\n---\n\nText.\n`

describe("the editor's front matter", () => {
  it('refuses ---js and ---javascript, and never runs them', { timeout: 120_000 }, async () => {
    const matter = await bundledMatter(true)
    for (const opening of ['---js', '---javascript'])
      expect(() => matter(page(opening), decapOptions), opening).toThrow('is code and is not read')
    expect((globalThis as { editorFrontmatterRan?: string }).editorFrontmatterRan).toBeUndefined()
    expect(matter('---\ntitle: Thread\n---\nText.\n', decapOptions).data).toEqual({ yaml: 'title: Thread' })
  })

  it('without the plugin, gray-matter runs it: what the plugin is for', { timeout: 120_000 }, async () => {
    const matter = await bundledMatter(false)
    matter(page('---js'), decapOptions)
    expect((globalThis as { editorFrontmatterRan?: string }).editorFrontmatterRan).toBe('ran')
  })
})
