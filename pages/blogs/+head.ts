// https://vike.dev/head-setting
import type { PageContext } from 'vike/types'
import type { HeadInput } from '../../lib/head'
import type { Data } from './+data'
import { listHead } from './listHead'

/** The shell's prerendered head is the plain list's (noindex); it is replaced by the real category's after hydration. */
export default (pageContext: PageContext): HeadInput => {
  const isShell = (pageContext.data as Data | undefined)?.isShell
  return listHead(isShell ? '' : (pageContext.routeParams.category ?? ''), isShell)
}
