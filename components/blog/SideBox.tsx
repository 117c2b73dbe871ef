/** One titled box of the blog sidebar (search, categories, recent posts), named by its title. */
import { useId, type ReactNode } from 'react'
import './blog.css'

export function SideBox({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className="blog-side__box" aria-labelledby={id}>
      <h2 id={id} className="blog-side__title">
        {title}
      </h2>
      {children}
    </section>
  )
}
