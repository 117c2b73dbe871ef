import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { astroBuildCommand, ensureAstro, writeAstroSite } from './scripts/bench/astroAnchor'
const site = '/tmp/anchor-site'
fs.rmSync(site, { recursive: true, force: true }); fs.mkdirSync(site)
console.log(ensureAstro())
writeAstroSite(site, 1)
const b = spawnSync(process.execPath, astroBuildCommand.args, { cwd: site, env: { ...process.env, ...astroBuildCommand.env }, encoding: 'utf8' })
console.log(b.status, b.stderr.slice(0, 300)); console.log(fs.readdirSync(site + '/dist'))
