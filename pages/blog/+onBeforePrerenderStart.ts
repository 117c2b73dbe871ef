// https://vike.dev/onBeforePrerenderStart
import { config } from 'virtual:content'
import { blogPath, SHELL_PARAM } from '../../lib/blog/blogPaths'
import { snapshotList } from '../../lib/node/buildSnapshot'

/** One page per post in the API's list, and the shell for posts newer than the build. */
export async function onBeforePrerenderStart(): Promise<string[]> {
  const posts = (await snapshotList(config.blogApiUrl)) ?? []
  return [`/blog/${SHELL_PARAM}`, ...posts.map((post) => blogPath(post.slug))]
}
