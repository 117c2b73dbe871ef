// https://vike.dev/onBeforePrerenderStart
import { config } from 'virtual:content'
import { blogsPath, SHELL_PARAM } from '../../lib/blog/blogPaths'
import { snapshotList } from '../../lib/node/buildSnapshot'
import { categoriesOf } from '../../lib/blog/filterBlogs'

/** `/blogs`, one page per category in the API's list, and the shell for categories newer than the build. */
export async function onBeforePrerenderStart(): Promise<string[]> {
  const posts = (await snapshotList(config.blogApiUrl)) ?? []
  return [blogsPath(), `/blogs/${SHELL_PARAM}`, ...categoriesOf(posts).map((category) => blogsPath(category))]
}
