/**
 * The notes of `content/config.ts`, read from its source: each field's doc comment (`/** … *\/`) is
 * written for the person editing the content, and the editor shows it as the field's hint. The
 * comments stay comments (code editors show them on hover), so this reads them with the TypeScript
 * parser instead of asking for a second copy in `.describe()`.
 *
 * Paths follow the schema: `contact.address.region`, `counters[].label`, `pages{}.types` (a record's
 * values). A field without a comment of its own takes the comment of the schema it names
 * (`href: sitePath` takes sitePath's "A path inside this site …").
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import type * as TypeScript from 'typescript'

// Required, not imported: every build reads the notes (the editor's config.json), and under tsx's ESM
// loader importing the 9 MB compiler takes about four times as long as requiring it (1.6 s against 0.4 s).
const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript

/** Notes by field path, for one root schema. */
export type Notes = Map<string, string>

const OBJECT_FACTORIES = new Set(['object', 'strictObject', 'looseObject'])

/** The text of the doc comments directly above a node, joined; undefined when it has none. */
function docOf(node: TypeScript.Node): string | undefined {
  const docs = (node as { jsDoc?: TypeScript.JSDoc[] }).jsDoc
  const text = docs?.map((d) => (typeof d.comment === 'string' ? d.comment : ts.getTextOfJSDocComment(d.comment) ?? '')).join(' ').trim()
  return text || undefined
}

/** Reads the notes of the schemas declared in one file. */
export function readSchemaNotes(file: string): { notesOf: (rootName: string) => Notes; collectionRoots: () => Map<string, string> } {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const consts = new Map<string, { init: TypeScript.Expression; doc?: string }>()
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const decl of statement.declarationList.declarations) {
      if (ts.isIdentifier(decl.name) && decl.initializer) consts.set(decl.name.text, { init: decl.initializer, doc: docOf(statement) })
    }
  }
  const unwrap = (e: TypeScript.Expression): TypeScript.Expression => (ts.isAsExpression(e) || ts.isParenthesizedExpression(e) || ts.isSatisfiesExpression(e) ? unwrap(e.expression) : e)

  /** Walks a schema expression, writing the note of every field below `path`. */
  function walk(expr: TypeScript.Expression, path: string, out: Notes, seen: Set<string>): void {
    const e = unwrap(expr)
    if (ts.isIdentifier(e)) {
      const decl = consts.get(e.text)
      if (decl && !seen.has(e.text)) walk(decl.init, path, out, new Set([...seen, e.text]))
      return
    }
    if (!ts.isCallExpression(e) || !ts.isPropertyAccessExpression(e.expression)) return
    const { expression: receiver, name } = e.expression
    const method = name.text
    if (ts.isIdentifier(receiver) && receiver.text === 'z') {
      const [first, second] = e.arguments
      if (OBJECT_FACTORIES.has(method) && first && ts.isObjectLiteralExpression(first)) {
        for (const prop of first.properties) {
          if (!ts.isPropertyAssignment(prop)) continue
          const key = ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name) ? prop.name.text : undefined
          if (!key) continue
          const fieldPath = path ? `${path}.${key}` : key
          const init = unwrap(prop.initializer)
          const note = docOf(prop) ?? (ts.isIdentifier(init) ? consts.get(init.text)?.doc : undefined) ?? namedSchemaDoc(init)
          if (note) out.set(fieldPath, note)
          walk(prop.initializer, fieldPath, out, seen)
        }
      } else if (method === 'array' && first) {
        walk(first, `${path}[]`, out, seen)
      } else if (method === 'record' && second) {
        walk(second, `${path}{}`, out, seen)
      }
      return
    }
    // `.optional()`, `.min(…)`, `.refine(…)`, `.meta(…)`: the same field, described by its receiver.
    walk(receiver, path, out, seen)
  }

  /** The doc comment of the named schema a chain starts from (`nonEmpty.meta(…)` → nonEmpty's). */
  function namedSchemaDoc(e: TypeScript.Expression): string | undefined {
    let cur = unwrap(e)
    while (ts.isCallExpression(cur) && ts.isPropertyAccessExpression(cur.expression)) cur = unwrap(cur.expression.expression)
    return ts.isIdentifier(cur) && cur.text !== 'z' ? consts.get(cur.text)?.doc : undefined
  }

  return {
    notesOf(rootName) {
      const out: Notes = new Map()
      const root = consts.get(rootName)
      if (!root) throw new Error(`${file}: no schema named ${rootName}`)
      walk(root.init, '', out, new Set([rootName]))
      if (root.doc) out.set('', root.doc)
      return out
    },
    /** The `collections` map of the file: JSON file name → name of its schema. */
    collectionRoots() {
      const roots = new Map<string, string>()
      const init = consts.get('collections')?.init
      const literal = init && unwrap(init)
      if (!literal || !ts.isObjectLiteralExpression(literal)) throw new Error(`${file}: no "collections" object`)
      for (const prop of literal.properties) {
        if (ts.isPropertyAssignment(prop) && ts.isStringLiteral(prop.name) && ts.isIdentifier(prop.initializer)) roots.set(prop.name.text, prop.initializer.text)
      }
      return roots
    },
  }
}
