// https://vike.dev/Page
// Every page of content/pages/: a text page (banner, then its text) or a designed page (its blocks).
export { BlocksPage as default } from '../BlocksPage'
