/** The frame of a block: a section with its background, named by its heading for screen readers. */
import type { ReactNode } from 'react'

export type Background = 'plain' | 'tint' | 'dark'

const backgrounds: Record<Background, string> = {
  plain: 'section',
  tint: 'section section--tint',
  dark: 'section section--dark',
}

export interface SectionProps {
  background?: Background
  /** The id of the heading that names the section. */
  labelledBy?: string
  id?: string
  className?: string
  wheelStep?: boolean
  children: ReactNode
}

export function Section({ background = 'plain', labelledBy, id, className, wheelStep, children }: SectionProps) {
  return (
    <section
      id={id}
      className={className ? `${backgrounds[background]} ${className}` : backgrounds[background]}
      aria-labelledby={labelledBy}
      data-wheel-step={wheelStep || undefined}
    >
      {children}
    </section>
  )
}

/** The centred eyebrow and title most sections start with. */
export function SectionHead({
  eyebrow,
  heading,
  id,
  lead,
  className,
}: {
  eyebrow?: string
  heading: string
  id: string
  lead?: ReactNode
  className?: string
}) {
  return (
    <div className={className ? `section-head ${className}` : 'section-head'}>
      {eyebrow && <span className="eyebrow">{eyebrow}</span>}
      <h2 id={id}>{heading}</h2>
      {lead}
    </div>
  )
}
