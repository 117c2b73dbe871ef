/**
 * Front matter is data: YAML only. gray-matter, which reads it in the content check and in the
 * writers' editor (Decap CMS), runs front matter opened by `---js` or `---javascript` as JavaScript
 * (its `javascript` engine calls eval): in the build, and in the editor, on the origin that holds
 * each writer's GitHub token. This engine takes its place and refuses instead. The content check
 * passes it to gray-matter (generator/content/loadContent.ts); the editor's bundle gets this module in
 * place of gray-matter's list of engines (editor/build/adminVite.ts), where Decap adds its own
 * YAML, TOML and JSON parsers.
 */

/** What a writer is told when front matter is not YAML. */
export const CODE_FRONTMATTER =
  'Front matter is YAML, opened by a line of three dashes alone ("---"); front matter in JavaScript ("---js") is code and is not read.'

function refuse(): never {
  throw new Error(CODE_FRONTMATTER)
}

/** gray-matter's engine for `---js` and `---javascript`: refuses, never evaluates. */
export const javascript = { parse: refuse, stringify: refuse }
