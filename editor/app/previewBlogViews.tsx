/**
 * What the editor's bundle has in place of components/blog/blogViews.ts (editor/build/adminVite.ts
 * `standIn`): the blog's views read the build's settings, which the editor does not have. The preview
 * never draws them: without the shop's posts (route data) the blog's blocks are a note in their place
 * (PreviewBlocks.tsx). Types come from the site's module, so the registry is checked against the real views.
 */
import type { ComponentType } from 'react'
import type * as Site from '../../components/blog/blogViews'

export type { BlogListRoute, BlogPostProps } from '../../components/blog/blogViews'

const notDrawn = (): null => null

export const BlogList: ComponentType<Parameters<typeof Site.BlogList>[0]> = notDrawn
export const BlogPost: ComponentType<Parameters<typeof Site.BlogPost>[0]> = notDrawn
