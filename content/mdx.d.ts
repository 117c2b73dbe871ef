// Types of `import Text from './text.mdx'` (the MDX section texts designed pages render).
// tsconfig's `types` list limits automatic @types, so @types/mdx is referenced here.
/// <reference types="mdx" />
