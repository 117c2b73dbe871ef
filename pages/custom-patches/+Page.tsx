// https://vike.dev/Page
// /custom-patches and /custom-patches/{name}: the blocks of content/pages/custom-patches.mdx, the chosen type in its block.
export { BlocksPage as default } from '../BlocksPage'
