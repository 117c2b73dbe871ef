/** An MDX page's text as HTML (server only): its compiled HTML, with its pictures drawn between the parts. */
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

/** What an MDX page's text compiles to (generator/content/rehypeExportHtml.ts). */
export interface CompiledText {
  /** The text's HTML in parts: one picture goes between each two. */
  html: string[]
  /** The text's pictures in order: each one's component (from `virtual:content-image/…`) and alt text. */
  pictures: { Picture: ComponentType<{ alt: string }>; alt: string }[]
}

export const drawText = ({ html, pictures }: CompiledText): string =>
  html
    .map((part, i) => {
      const picture = pictures[i - 1]
      return (picture ? renderToStaticMarkup(createElement(picture.Picture, { alt: picture.alt })) : '') + part
    })
    .join('')
