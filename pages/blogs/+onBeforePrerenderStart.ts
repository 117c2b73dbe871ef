// https://vike.dev/onBeforePrerenderStart
import { blogsPath, SHELL_PARAM } from '../../components/blog/blogPaths'
import { snapshotList } from '../../components/blog/buildSnapshot'
import { categoriesOf } from '../../components/blog/filterBlogs'

/** `/blogs`, one page per category in the API's list, and the shell for categories newer than the build. */
export async function onBeforePrerenderStart(): Promise<string[]> {
  const posts = (await snapshotList()) ?? []
  return [blogsPath(), `/blogs/${SHELL_PARAM}`, ...categoriesOf(posts).map((category) => blogsPath(category))]
}
