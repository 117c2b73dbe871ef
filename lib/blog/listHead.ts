/** The head of the blog list and its category pages; also applied after a shell page loaded a new category. */
import type { BlockOf } from '../../content/blocks'
import type { HeadInput } from '../head'
import { fillWords } from '../fillWords'
import { blogsPath } from './blogPaths'

/** The words of the head, from the blog list block and the page (content/pages/blogs.mdx). */
export type ListHeadWords = Pick<BlockOf<'blog-list'>, 'categoryTitle' | 'description' | 'everything'> & {
  title: string
  image?: string
}

/**
 * @param category - the route's category, `''` for all posts
 * @param words - the titles and the description of the page and its block
 * @param isShell - the shell page served for categories newer than the build (kept out of search results)
 */
export function listHead(category: string, words: ListHeadWords, isShell = false): HeadInput {
  const about = category ? category.toLowerCase() : words.everything
  return {
    title: category ? fillWords(words.categoryTitle, { category }) : words.title,
    description: fillWords(words.description, { about }).slice(0, 160),
    canonical: blogsPath(category),
    image: words.image,
    noindex: isShell,
  }
}
