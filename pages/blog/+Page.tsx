// https://vike.dev/Page
// /blog/{slug}: the blocks of content/pages/blog/[slug].mdx, the post in its block.
export { BlocksPage as default } from '../BlocksPage'
