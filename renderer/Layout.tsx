/** The frame around every page: skip link, top bar, header, footer, WhatsApp button and start-up overlay. */
import type { ReactNode } from 'react'
import { SiteFooter } from '../components/SiteFooter'
import { SiteHeader } from '../components/SiteHeader'
import { StartupOverlay } from '../components/StartupOverlay'
import { TopBar } from '../components/TopBar'
import { WhatsAppButton } from '../components/WhatsAppButton'
import type { Frame } from '../lib/frame'
import type { MenuCurrent } from '../lib/navigation'

export function Layout({ frame, current, children }: { frame: Frame; current: MenuCurrent; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {frame.ui.skipLink}
      </a>
      <TopBar frame={frame} />
      <SiteHeader frame={frame} current={current} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter frame={frame} />
      <WhatsAppButton frame={frame} />
      <StartupOverlay brand={frame.brand} />
    </>
  )
}
