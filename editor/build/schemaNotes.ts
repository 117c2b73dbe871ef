/**
 * The notes of the content schemas, read from their source: each field's doc comment (`/** … *\/`) is
 * written for the person editing the content, and the editor shows it as the field's hint. The
 * comments stay comments (code editors show them on hover), so this reads them with the TypeScript
 * parser instead of asking for a second copy in `.describe()`.
 *
 * The schemas span several files (content/config.ts imports the blocks of content/blocks.ts, which
 * are made of the fields of content/fields.ts): a name is looked up where its file declares or imports
 * it, following the relative imports, so each file keeps its own names.
 *
 * Paths follow the schema: `contact.address.region`, `counters[].label`, `pages{}.types` (a record's
 * values), and `blocks[]<hero>.title` for the member of a discriminated union whose discriminator is
 * "hero" (`blocks[]<hero>` itself holds the member's own comment): a member of an array literal, named
 * by its `type: z.literal('hero')`, or the property `hero` of an object of members that a helper turns
 * into the union's (content/blocks.ts). The options of a plain union share
 * their path. A field without a comment of its own takes the comment of the schema it names (`href:
 * sitePath` takes sitePath's "A path inside this site …").
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type * as TypeScript from 'typescript'

// Required, not imported: every build reads the notes (the editor's config.json), and under tsx's ESM
// loader importing the large compiler takes several times as long as requiring it.
const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript

/** Notes by field path, for one root schema. */
export type Notes = Map<string, string>

const OBJECT_FACTORIES = new Set(['object', 'strictObject', 'looseObject'])

/**
 * The text of the doc comments directly before a node, joined; undefined when it has none. A comment
 * on the same line as what came before (`{ /** Its words. *\/ label, … }`) is not attached to the node by
 * the parser, so it is read from the source.
 */
function docOf(node: TypeScript.Node): string | undefined {
  const text = ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((d) => ts.getTextOfJSDocComment(d.comment) ?? '')
    .join(' ')
    .trim()
  if (text) return text
  const source = node.getSourceFile().text
  const inline = ts
    .getTrailingCommentRanges(source, node.pos)
    ?.filter((r) => source.startsWith('/**', r.pos))
    .at(-1)
  return inline
    ? source
        .slice(inline.pos + 3, inline.end - 2)
        .replace(/^\s*\*?\s?/gm, ' ')
        .replace(/\s+/g, ' ')
        .trim() || undefined
    : undefined
}

const unwrapSyntax = (e: TypeScript.Expression): TypeScript.Expression =>
  ts.isAsExpression(e) || ts.isParenthesizedExpression(e) || ts.isSatisfiesExpression(e)
    ? unwrapSyntax(e.expression)
    : e

/** A schema declared by a `const`, in the file that declares it (its names are looked up there). */
interface Declaration {
  init: TypeScript.Expression
  doc?: string
  module: Module
}

/** One source file: its `const`s, and where each imported name comes from. */
interface Module {
  file: string
  consts: Map<string, { init: TypeScript.Expression; doc?: string }>
  /** Local name → the file and the name it is exported under there (imports and re-exports alike). */
  imports: Map<string, { file: string; name: string }>
}

/** The file a relative import names: `./fields.ts`, or `./fields` with the extension left out. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = path.resolve(path.dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  )
}

/** Parses one file: its top-level consts and its relative imports. */
function parseModule(file: string): Module {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const module: Module = { file, consts: new Map(), imports: new Map() }
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations) {
        if (ts.isIdentifier(decl.name) && decl.initializer)
          module.consts.set(decl.name.text, { init: decl.initializer, doc: docOf(statement) })
      }
    } else if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const target = resolveImport(file, statement.moduleSpecifier.text)
      const bindings = statement.importClause?.namedBindings
      if (!target || !bindings || !ts.isNamedImports(bindings)) continue
      for (const spec of bindings.elements)
        module.imports.set(spec.name.text, { file: target, name: (spec.propertyName ?? spec.name).text })
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const target = resolveImport(file, statement.moduleSpecifier.text)
      if (!target || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue
      for (const spec of statement.exportClause.elements)
        module.imports.set(spec.name.text, { file: target, name: (spec.propertyName ?? spec.name).text })
    }
  }
  return module
}

/** The value of `type: z.literal('hero')` in a union member's object literal: the member's name in paths. */
function discriminatorOf(literal: TypeScript.ObjectLiteralExpression, key: string): string | undefined {
  for (const prop of literal.properties) {
    if (
      !ts.isPropertyAssignment(prop) ||
      !(ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name)) ||
      prop.name.text !== key
    )
      continue
    const init = unwrapSyntax(prop.initializer)
    if (
      ts.isCallExpression(init) &&
      ts.isPropertyAccessExpression(init.expression) &&
      init.expression.name.text === 'literal'
    ) {
      const [value] = init.arguments
      if (value && (ts.isStringLiteral(value) || ts.isNumericLiteral(value))) return value.text
    }
  }
  return undefined
}

/** Reads the notes of the schemas declared in one file and in the files it imports. */
export function readSchemaNotes(file: string): {
  notesOf: (rootName: string) => Notes
  collectionRoots: () => Map<string, string>
} {
  const modules = new Map<string, Module>()
  const moduleOf = (f: string): Module => {
    const abs = path.resolve(f)
    let module = modules.get(abs)
    if (!module) modules.set(abs, (module = parseModule(abs)))
    return module
  }
  const entry = moduleOf(file)

  /** The const a name stands for in a module, through imports and re-exports. */
  function lookup(module: Module, name: string, hops = 0): Declaration | undefined {
    const local = module.consts.get(name)
    if (local) return { ...local, module }
    const imported = module.imports.get(name)
    // A cycle of re-exports would be a TypeScript error already; the bound only keeps this finite.
    return imported && hops < 16 ? lookup(moduleOf(imported.file), imported.name, hops + 1) : undefined
  }

  /** The declaration the object literal of a schema expression comes from, for a union member's name. */
  function objectLiteralOf(
    expr: TypeScript.Expression,
    module: Module,
    depth = 0,
  ): TypeScript.ObjectLiteralExpression | undefined {
    const e = unwrapSyntax(expr)
    if (depth > 16) return undefined
    if (ts.isIdentifier(e)) {
      const decl = lookup(module, e.text)
      return decl && objectLiteralOf(decl.init, decl.module, depth + 1)
    }
    if (!ts.isCallExpression(e) || !ts.isPropertyAccessExpression(e.expression)) return undefined
    const { expression: receiver, name } = e.expression
    const [first] = e.arguments
    if (ts.isIdentifier(receiver) && receiver.text === 'z')
      return OBJECT_FACTORIES.has(name.text) && first && ts.isObjectLiteralExpression(first) ? first : undefined
    return objectLiteralOf(receiver, module, depth + 1)
  }

  /** Writes the notes of an object literal's properties below `at`. */
  function walkShape(
    literal: TypeScript.ObjectLiteralExpression,
    at: string,
    module: Module,
    out: Notes,
    seen: Set<string>,
  ): void {
    for (const prop of literal.properties) {
      // `{ label }` names a schema declared under the field's own name (`label: label`).
      const init = ts.isPropertyAssignment(prop)
        ? prop.initializer
        : ts.isShorthandPropertyAssignment(prop)
          ? prop.name
          : undefined
      const key =
        (ts.isPropertyAssignment(prop) || ts.isShorthandPropertyAssignment(prop)) &&
        (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name))
          ? prop.name.text
          : undefined
      if (!init || !key) continue
      const fieldPath = at ? `${at}.${key}` : key
      const value = unwrapSyntax(init)
      const note =
        docOf(prop) ??
        (ts.isIdentifier(value) ? lookup(module, value.text)?.doc : undefined) ??
        namedSchemaDoc(value, module)
      if (note) out.set(fieldPath, note)
      walk(init, fieldPath, module, out, seen)
    }
  }

  /** Walks a schema expression, writing the note of every field below `at`. */
  function walk(expr: TypeScript.Expression, at: string, module: Module, out: Notes, seen: Set<string>): void {
    const e = unwrapSyntax(expr)
    if (ts.isIdentifier(e)) {
      const decl = lookup(module, e.text)
      const id = decl && `${decl.module.file}#${e.text}`
      if (decl && !seen.has(id!)) walk(decl.init, at, decl.module, out, new Set([...seen, id!]))
      return
    }
    if (!ts.isCallExpression(e) || !ts.isPropertyAccessExpression(e.expression)) return
    const { expression: receiver, name } = e.expression
    const method = name.text
    const [first, second] = e.arguments
    if (ts.isIdentifier(receiver) && receiver.text === 'z') {
      if (OBJECT_FACTORIES.has(method) && first && ts.isObjectLiteralExpression(first))
        walkShape(first, at, module, out, seen)
      else if (method === 'array' && first) walk(first, `${at}[]`, module, out, seen)
      else if (method === 'record' && second) walk(second, `${at}{}`, module, out, seen)
      else if (method === 'discriminatedUnion' && first && ts.isStringLiteral(first) && second) {
        // Each member under its own name: `blocks[]<hero>.title`, and the member's comment at `blocks[]<hero>`.
        const byName = ts.isArrayLiteralExpression(second) ? undefined : membersByName(second, module)
        for (const prop of byName?.literal.properties ?? []) {
          if (!ts.isPropertyAssignment(prop) || !(ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name))) continue
          const memberPath = `${at}<${prop.name.text}>`
          const note = docOf(prop)
          if (note) out.set(memberPath, note)
          walk(prop.initializer, memberPath, byName!.module, out, seen)
        }
        if (!ts.isArrayLiteralExpression(second)) return
        for (const member of second.elements) {
          const literal = objectLiteralOf(member, module)
          const value = literal && discriminatorOf(literal, first.text)
          if (!value) continue
          const memberPath = `${at}<${value}>`
          const unwrapped = unwrapSyntax(member)
          const note =
            (ts.isIdentifier(unwrapped) ? lookup(module, unwrapped.text)?.doc : undefined) ??
            namedSchemaDoc(unwrapped, module)
          if (note) out.set(memberPath, note)
          walk(member, memberPath, module, out, seen)
        }
      } else if (method === 'union' && first && ts.isArrayLiteralExpression(first)) {
        for (const option of first.elements) walk(option, at, module, out, seen)
      }
      return
    }
    // `base.extend({ … })`: the base's fields, then the added ones.
    if (method === 'extend' && first && ts.isObjectLiteralExpression(first)) {
      walk(receiver, at, module, out, seen)
      walkShape(first, at, module, out, seen)
      return
    }
    // `.optional()`, `.min(…)`, `.refine(…)`, `.meta(…)`: the same field, described by its receiver.
    walk(receiver, at, module, out, seen)
  }

  /**
   * The object literal of a union's members named by their discriminator's value, given through a
   * helper that makes them members (content/blocks.ts: `byTypeName(blocksByType)`, each key a type).
   */
  function membersByName(
    expr: TypeScript.Expression,
    module: Module,
    depth = 0,
  ): { literal: TypeScript.ObjectLiteralExpression; module: Module } | undefined {
    const e = unwrapSyntax(expr)
    if (depth > 16) return undefined
    if (ts.isObjectLiteralExpression(e)) return { literal: e, module }
    if (ts.isCallExpression(e) && e.arguments[0]) return membersByName(e.arguments[0], module, depth + 1)
    if (!ts.isIdentifier(e)) return undefined
    const decl = lookup(module, e.text)
    return decl && membersByName(decl.init, decl.module, depth + 1)
  }

  /** The doc comment of the named schema a chain starts from (`nonEmpty.meta(…)` → nonEmpty's). */
  function namedSchemaDoc(e: TypeScript.Expression, module: Module): string | undefined {
    let cur = unwrapSyntax(e)
    while (ts.isCallExpression(cur) && ts.isPropertyAccessExpression(cur.expression))
      cur = unwrapSyntax(cur.expression.expression)
    return ts.isIdentifier(cur) && cur.text !== 'z' ? lookup(module, cur.text)?.doc : undefined
  }

  return {
    notesOf(rootName) {
      const out: Notes = new Map()
      const root = lookup(entry, rootName)
      if (!root) throw new Error(`${file}: no schema named ${rootName}`)
      walk(root.init, '', root.module, out, new Set([`${root.module.file}#${rootName}`]))
      if (root.doc) out.set('', root.doc)
      return out
    },
    /** The `collections` map of the file: JSON file name → name of its schema. */
    collectionRoots() {
      const roots = new Map<string, string>()
      const init = entry.consts.get('collections')?.init
      const literal = init && unwrapSyntax(init)
      if (!literal || !ts.isObjectLiteralExpression(literal)) throw new Error(`${file}: no "collections" object`)
      for (const prop of literal.properties) {
        if (ts.isPropertyAssignment(prop) && ts.isStringLiteral(prop.name) && ts.isIdentifier(prop.initializer))
          roots.set(prop.name.text, prop.initializer.text)
      }
      return roots
    },
  }
}
