import type { PageContext } from 'vike/types'
import type { HeadInput } from '../../renderer/head'
import type { Data } from './+data'
import { listHead } from './listHead'

export default (pageContext: PageContext): HeadInput => listHead(pageContext.routeParams.category ?? '', (pageContext.data as Data | undefined)?.isShell)
