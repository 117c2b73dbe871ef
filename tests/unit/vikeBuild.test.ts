/**
 * How the build learns that Vike has written a page (generator/vikeBuild.ts): from the line Vike's
 * prerender prints once the file is written, `${pc.dim(clientFolder + '/')}${pc.blue(file)}`
 * (vike/dist/node/prerender/runPrerender.js), coloured in a terminal and plain in a pipe.
 */
import { describe, expect, it } from 'vitest'
import { writtenPage } from '../../generator/vikeBuild'

const dim = (text: string) => `\x1b[2m${text}\x1b[22m`
const blue = (text: string) => `\x1b[34m${text}\x1b[39m`

describe('writtenPage', () => {
  const prefix = 'dist.tmp-123/client/'

  it("names the page of Vike's line, coloured or not", () => {
    expect(writtenPage(`${dim(prefix)}${blue('services/line-art.html')}`, prefix)).toBe('services/line-art.html')
    expect(writtenPage(`${prefix}index.html`, prefix)).toBe('index.html')
    expect(writtenPage(`${prefix}blogs/Vector%20Art.html`, prefix)).toBe('blogs/Vector%20Art.html')
  })

  it("names nothing for Vike's other lines, or another folder's files", () => {
    for (const line of [
      'vike v0.4.266 pre-rendering HTML...',
      '✓ 28 HTML documents pre-rendered.',
      `${prefix}index.pageContext.json`,
      'dist.tmp-124/client/index.html',
      `dist/client/assets/entry.js`,
    ])
      expect(writtenPage(line, prefix), line).toBeNull()
  })
})
