/** What the preview pane says in the place of a block it cannot draw: the block's name and why. */
import type { ReactNode } from 'react'

export function PreviewNote({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="section section--tint" role="note">
      <div className="container">
        <p>
          <strong>{title}</strong>
        </p>
        <p>{children}</p>
      </div>
    </div>
  )
}
