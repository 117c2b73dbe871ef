/**
 * The build hears of each page as soon as Vike has written it (generator/vikeBuild.ts: a watch on the
 * client folder), so that the gates check it while Vike renders the next.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { watchPages } from '../../generator/vikeBuild'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

it('tells of every HTML page written in the client folder, in folders made meanwhile too, once each, and of nothing else', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vike-pages-'))
  dirs.push(root)
  const client = path.join(root, 'client')
  const told: string[] = []
  const stop = watchPages(client, (file) => told.push(file))
  try {
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true })
      fs.writeFileSync(path.join(client, file), text)
    }
    write('assets/entries/client.js', 'x')
    write('index.html', '<h1>Home</h1>')
    write('services/line-art.html', '<h1>Line art</h1>')
    write('blogs/Vector%20Art.html', '<h1>Vector art</h1>')
    write('index.html', '<h1>Home, again</h1>')
    write('assets/static/not-a-page.html', 'x')
    // Events come in order: once the last page is told, every event before it has been.
    write('last.html', '<h1>Last</h1>')
    await expect.poll(() => told.includes('last.html')).toBe(true)
  } finally {
    stop()
  }
  expect([...told].sort()).toEqual(['blogs/Vector%20Art.html', 'index.html', 'last.html', 'services/line-art.html'])
})
