// https://vike.dev/Page
// /blogs and /blogs/{category}: the blocks of content/pages/blogs.mdx, the posts in their block.
export { BlocksPage as default } from '../BlocksPage'
