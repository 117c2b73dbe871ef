/**
 * The editor's production build as a Vite config file: `vite build --config
 * editor/build/admin.vite.config.ts --outDir <dir>`, run by adminBundle.ts in a process of its own,
 * so Vite's memory goes back to the system when it ends.
 *
 * Vite loads this file by bundling it, so that process runs on plain Node. Under tsx the same build
 * takes more memory and time: tsx's ESM loader handles every module Vite loads.
 */
import { adminViteConfig } from './adminVite.ts'

export default adminViteConfig()
