// https://vike.dev/onBeforePrerenderStart
import { blogPath, SHELL_PARAM } from '../../components/blog/blogPaths'
import { snapshotList } from '../../components/blog/buildSnapshot'

/** One page per post in the API's list, and the shell for posts newer than the build. */
export async function onBeforePrerenderStart(): Promise<string[]> {
  const posts = (await snapshotList()) ?? []
  return [`/blog/${SHELL_PARAM}`, ...posts.map((post) => blogPath(post.slug))]
}
