// A worker thread of the build's gates (see runGates in siteGates.ts): loads the checks' TypeScript
// through tsx, then analyses every batch of pages it is sent and posts back their facts.
import { parentPort } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
const { analyzePage } = await import('./pageFacts.ts')
parentPort.on('message', (batch) => {
  parentPort.postMessage(batch.map(({ page, mdxFile }) => analyzePage(page, mdxFile)))
})
