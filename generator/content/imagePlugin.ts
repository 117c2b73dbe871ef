/**
 * Vite plugin that builds the site's images from their originals in `content/images/`.
 *
 * Why a plugin of our own rather than vite-imagetools: imagetools works per `import`, so a picture
 * named in JSON or frontmatter would first have to become an import in generated code, its cache is
 * keyed by the import URL (not the original's bytes, so renames re-encode and other OUT_DIRs do not
 * share it), and a bad image would fail as a module error instead of naming the content file and
 * field. Here the plan comes from the checked content itself (every image use and its slot, known
 * when Vite starts, before Vike's client build, server build and prerender run), so:
 * - the client build writes every variant (encoded once, through the cache in encodeImages.ts) into
 *   `assets/images/` of the client folder; the server build and the prerender only read the plan;
 * - the dev server answers `/assets/images/…` from the same cache;
 * - Markdown images in MDX (`![alt](../images/x.jpg)`) become `<Picture>`s through
 *   `remarkContentImages`, which imports each from `virtual:content-image/{src}`.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { slotsByImage } from './checkImages.ts'
import { encodeImages, formatEncodeReport, type EncodeReport } from './encodeImages.ts'
import { mimeOf } from '../../lib/imageSlots.ts'
import type { Content } from './loadContent.ts'

const IMAGE_MODULE = 'virtual:content-image/'

export function imagePlugin(options: { root: () => string; content: () => Content }): Plugin {
  // One encode per process and content: Vike's client and server builds share it.
  let encoding: { content: Content; report: Promise<EncodeReport> } | undefined
  const encode = () => {
    const content = options.content()
    if (encoding?.content !== content) {
      const report = encodeImages(options.root(), slotsByImage(content.images).values())
      encoding = { content, report: report.then((r) => (console.log(formatEncodeReport(r)), r)) }
    }
    return encoding.report
  }
  return {
    name: 'site-images',
    async buildStart() {
      if (this.environment?.config.consumer === 'client') await encode()
    },
    async writeBundle(output) {
      if (this.environment?.config.consumer !== 'client' || !output.dir) return
      // Written by the plugin rather than emitted: thousands of assets would flood the build log and
      // hold every variant in memory at once. A hard link costs nothing (the cache and the build are
      // usually on one disk, and neither file is ever changed in place); a copy where linking fails.
      for (const variant of (await encode()).variants) {
        const target = path.join(output.dir, variant.url)
        fs.mkdirSync(path.dirname(target), { recursive: true })
        try {
          fs.linkSync(variant.file, target)
        } catch {
          fs.copyFileSync(variant.file, target)
        }
      }
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith('/assets/images/')) return next()
        try {
          const variant = (await encode()).variants.find((v) => v.url === decodeURIComponent(req.url!.split('?')[0]))
          if (!variant) return next()
          const ext = path.extname(variant.file).slice(1)
          res.setHeader('Content-Type', mimeOf[ext === 'jpg' ? 'jpeg' : (ext as keyof typeof mimeOf)])
          res.end(fs.readFileSync(variant.file))
        } catch (error) {
          next(error)
        }
      })
    },
    resolveId(id) {
      if (id.startsWith(IMAGE_MODULE)) return `\0${id}`
    },
    load(id) {
      if (!id.startsWith(`\0${IMAGE_MODULE}`)) return
      const [src, file] = id.slice(IMAGE_MODULE.length + 1).split('?from=')
      const use = options
        .content()
        .images.find((u) => u.image.src === src && u.image.slot === 'prose' && (!file || u.file === file))
      if (!use)
        throw new Error(
          `${file ?? 'An MDX file'}: the image ${src} was not checked by the content check. Run \`npm run check:content\`.`,
        )
      const component = path.join(options.root(), 'components/Picture.tsx')
      return [
        `import { jsx } from 'react/jsx-runtime'`,
        `import { Picture } from ${JSON.stringify(component)}`,
        `const image = ${JSON.stringify(use.image)}`,
        `export default function ContentImage(props) { return jsx(Picture, { ...props, image }) }`,
      ].join('\n')
    },
  }
}
