/** The frame around every page: top bar, header, footer, WhatsApp button and start-up overlay. */
import type { ReactNode } from 'react'
import { SiteFooter } from '../components/SiteFooter'
import { SiteHeader } from '../components/SiteHeader'
import { StartupOverlay } from '../components/StartupOverlay'
import { TopBar } from '../components/TopBar'
import { WhatsAppButton } from '../components/WhatsAppButton'

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <WhatsAppButton />
      <StartupOverlay />
    </>
  )
}
