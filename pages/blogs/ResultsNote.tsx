/** One line above the cards saying what is shown, announced to screen readers as the filter changes. */
export function ResultsNote({ count, search, category }: { count: number; search: string; category: string }) {
  const query = search.trim()
  const where = category ? ` in ${category}` : ''
  const matching = query ? ` matching “${query}”` : ''
  const text = count === 0 ? `No posts${where}${matching}. Try another search or category.` : `${count} ${count === 1 ? 'post' : 'posts'}${where}${matching}`
  return (
    <p className={count === 0 ? 'blog-results blog-results--empty' : 'blog-results'} role="status">
      {text}
    </p>
  )
}
