/**
 * Rasterisation: turns SVG strings (or pre-composited buffers) into the originals the site's images
 * are built from (content/images/, one high-quality JPEG each, larger than any place shows them; the
 * build makes the sizes and formats), or into the share images under public/images/og/.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

export interface Job {
  /** Path without extension under the output folder, e.g. "images/portfolio/1". */
  path: string;
  /** Size the drawing is made at (its SVG canvas). */
  w: number;
  h: number;
  /** How much larger the written file is than the canvas: SVG is rendered at that density, so it stays sharp. */
  scale?: number;
  /** SVG markup, or a PNG buffer for jobs that need raster compositing. */
  make: () => string | Buffer | Promise<string | Buffer>;
  /** JPEG quality; originals keep detail for the build's encoders (default 86). */
  quality?: number;
}

export interface Written {
  path: string;
  width: number;
  height: number;
  bytes: number;
}

export const svgToPng = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).png().toBuffer();

async function runJob(job: Job, outDir: string): Promise<Written> {
  const made = await job.make();
  const scale = job.scale ?? 1;
  const width = Math.round(job.w * scale);
  const height = Math.round(job.h * scale);
  // SVG is rendered at the target size (density), not scaled up afterwards, so lines stay crisp.
  const input = typeof made === 'string' ? sharp(Buffer.from(made), { density: 72 * scale }) : sharp(made);
  const buf = await input
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: job.quality ?? 86, mozjpeg: true, chromaSubsampling: '4:4:4' })
    .toBuffer();
  const file = join(outDir, `${job.path}.jpg`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, buf);
  return { path: job.path, width, height, bytes: buf.length };
}
/** Runs jobs with bounded concurrency, preserving input order in the result. */
export async function renderAll(jobs: Job[], outDir: (job: Job) => string, concurrency = 4): Promise<Written[]> {
  const out: Written[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      try {
        out[i] = await runJob(jobs[i], outDir(jobs[i]));
      } catch (err) {
        throw new Error(`failed to render ${jobs[i].path}: ${(err as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return out;
}
