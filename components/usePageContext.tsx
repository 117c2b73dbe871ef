/** The page context for components: `usePageContext()` and `useData<Data>()`. */
import { createContext, useContext, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'

const Context = createContext<PageContext>(undefined as never)

export function PageContextProvider({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return <Context.Provider value={pageContext}>{children}</Context.Provider>
}

/** The current page context (URL, route parameters, data). */
export function usePageContext(): PageContext {
  return useContext(Context)
}

/** The value returned by the page's `+data` hook. */
export function useData<Data>(): Data {
  return usePageContext().data as Data
}
