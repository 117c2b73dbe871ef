/**
 * The blog's two islands as the block registry draws them (components/blocks/registry.tsx). One module
 * of their own so the editor's bundle can take a stand-in for them (admin/previewBlogViews.tsx): they
 * read the build's settings, which the editor does not have.
 */
export { BlogList, type BlogListRoute } from './BlogList'
export { BlogPost, type BlogPostProps } from './BlogPost'
