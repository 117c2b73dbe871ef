/**
 * Rasterisation: turns SVG strings (or pre-composited buffers) into the
 * .webp/.jpg pairs the site's <Picture> component expects, a few at a time.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp, { type SharpOptions } from 'sharp';

export type Format = 'webp' | 'jpg';

export interface Job {
  /** Public path without extension, e.g. /images/portfolio/1 */
  path: string;
  w: number;
  h: number;
  /** SVG markup, or a PNG buffer for jobs that need raster compositing. */
  make: () => string | Buffer | Promise<string | Buffer>;
  formats?: Format[];
  /** Per-job quality override, for busy textures that would blow the size budget. */
  quality?: { webp?: number; jpg?: number };
}

export interface Written {
  path: string;
  width: number;
  height: number;
  bytes: number;
}

export const svgToPng = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).png().toBuffer();

/** Per-file budget: quality steps down (deterministically) until a file fits. */
const MAX_BYTES = 40 * 1024;
const MIN_QUALITY = 50;

async function encodeWithinBudget(data: Buffer, raw: SharpOptions, fmt: Format, quality: number): Promise<Buffer> {
  for (let q = quality; ; q -= 4) {
    const img = sharp(data, raw);
    const buf = fmt === 'webp'
      ? await img.webp({ quality: q, effort: 4 }).toBuffer()
      : await img.jpeg({ quality: q, mozjpeg: true, progressive: true }).toBuffer();
    if (buf.length <= MAX_BYTES || q - 4 < MIN_QUALITY) return buf;
  }
}

async function runJob(job: Job, publicDir: string): Promise<Written> {
  const made = await job.make();
  const input = typeof made === 'string' ? Buffer.from(made) : made;
  // Decode once to raw pixels, then encode both formats from the same pixels.
  const { data, info } = await sharp(input).resize(job.w, job.h, { fit: 'fill' }).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as SharpOptions;
  let bytes = 0;
  for (const fmt of job.formats ?? ['webp', 'jpg']) {
    const file = join(publicDir, `${job.path}.${fmt}`);
    await mkdir(dirname(file), { recursive: true });
    const buf = await encodeWithinBudget(data, raw, fmt, fmt === 'webp' ? job.quality?.webp ?? 72 : job.quality?.jpg ?? 70);
    await writeFile(file, buf);
    bytes += buf.length;
  }
  return { path: job.path, width: job.w, height: job.h, bytes };
}

/** Runs jobs with bounded concurrency, preserving input order in the result. */
export async function renderAll(jobs: Job[], publicDir: string, concurrency = 4): Promise<Written[]> {
  const out: Written[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      try {
        out[i] = await runJob(jobs[i], publicDir);
      } catch (err) {
        throw new Error(`failed to render ${jobs[i].path}: ${(err as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return out;
}
