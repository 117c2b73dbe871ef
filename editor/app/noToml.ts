/**
 * Decap's TOML parser (@iarna/toml/parse-string) in the editor's bundle (editor/build/adminVite.ts,
 * `noToml`): the site's files are YAML and JSON, and @iarna/toml calls eval when it loads.
 */
export default function parseToml(): never {
  throw new Error('TOML is not read here: write the file in YAML or JSON.')
}
