/**
 * No module of the tree imports itself through others, type imports included: a loop makes the
 * order modules start in matter, and says two files are one idea split in two. The files are the ones
 * `npm run typecheck` reads (tsconfig.json), each import resolved by TypeScript itself. import-x's
 * no-cycle rule was measured as the alternative: it skips type imports (the tree's last loop was one)
 * and added about 12 s of CPU to a 20 s `npm run lint` on a 2-core machine; this takes under a second.
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** The project's files and compiler options, as tsconfig.json gives them to the type checker. */
function project(): { files: string[]; options: ts.CompilerOptions } {
  const { config } = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile)
  const { fileNames, options } = ts.parseJsonConfigFileContent(config, ts.sys, root)
  return { files: fileNames, options }
}

/** Each file's imports (static, dynamic, type-only, re-exports) that resolve to a file of the project. */
function importGraph(
  files: string[],
  options: ts.CompilerOptions,
  read: (file: string) => string,
): Map<string, string[]> {
  const inProject = new Set(files)
  return new Map(
    files.map((file) => {
      const specifiers = ts.preProcessFile(read(file), true, true).importedFiles.map((i) => i.fileName)
      const targets = specifiers.map(
        (s) => ts.resolveModuleName(s, file, options, ts.sys).resolvedModule?.resolvedFileName,
      )
      return [file, [...new Set(targets.filter((t): t is string => t !== undefined && inProject.has(t)))]]
    }),
  )
}

/** Every loop of the graph, once each, as the path of files from its first file back to it. */
function importLoops(graph: Map<string, string[]>): string[][] {
  const loops: string[][] = []
  const done = new Set<string>()
  const walk = (file: string, trail: string[]) => {
    const at = trail.indexOf(file)
    if (at !== -1) return void loops.push([...trail.slice(at), file])
    if (done.has(file)) return
    for (const next of graph.get(file) ?? []) walk(next, [...trail, file])
    done.add(file)
  }
  for (const file of graph.keys()) walk(file, [])
  return loops.map((loop) => loop.map((file) => path.relative(root, file)))
}

describe('import loops', () => {
  const { files, options } = project()
  const read = (file: string) => fs.readFileSync(file, 'utf8')

  it('none in the tree', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(
      importLoops(importGraph(files, options, read)),
      'each loop is listed as file → file → … → the first again',
    ).toEqual([])
  })

  it('a type import that closes a loop is found, with the files it runs through', () => {
    const planted = path.join(root, 'editor/app/leaveOutEmpty.ts')
    const withLoop = (file: string) =>
      file === planted ? `import type { ImageOf } from './previewData'\n${read(file)}` : read(file)
    const loops = importLoops(importGraph(files, options, withLoop))
    expect(loops).toHaveLength(1)
    expect(loops[0][0]).toBe(loops[0].at(-1))
    expect(loops[0].slice(1).sort()).toEqual(['editor/app/leaveOutEmpty.ts', 'editor/app/previewData.ts'])
  })
})
