/**
 * Front matter is data: YAML only. The content check refuses any other (generator/content/contentIsData.ts,
 * with the words below). The writers' editor (Decap CMS) reads front matter with gray-matter, which
 * runs front matter opened by `---js` or `---javascript` as JavaScript (its `javascript` engine calls
 * eval), on the origin that holds each writer's GitHub token. The editor's bundle gets this module in
 * place of gray-matter's list of engines (editor/build/adminVite.ts), where Decap adds its own YAML,
 * TOML and JSON parsers: its one engine refuses instead.
 */

/** What a writer is told when front matter is not YAML. */
export const CODE_FRONTMATTER =
  'Front matter is YAML, opened by a line of three dashes alone ("---"); front matter in JavaScript ("---js") is code and is not read.'

function refuse(): never {
  throw new Error(CODE_FRONTMATTER)
}

/** gray-matter's engine for `---js` and `---javascript`: refuses, never evaluates. */
export const javascript = { parse: refuse, stringify: refuse }
