/**
 * The "Play Video" dialog. Loaded with `import()` when the visitor presses Play Video, so neither its
 * code nor the video player's iframe costs anything before that. While it is open the page behind is
 * inert, focus stays inside (two focus guards send Tab round), Escape, the Close button and a click
 * on the backdrop close it, and focus goes back to the element that opened it.
 */
import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { Icon } from './Icon'
import './VideoModal.css'

export interface VideoModalProps {
  /** The embeddable player URL; the iframe exists only while the dialog is open. */
  src: string
  /** The video's title: the dialog's accessible name and the iframe's title. */
  title: string
  /** The close button's words. */
  close: string
  onClose: () => void
  /** Where focus returns on close; default the element focused when the dialog opened. */
  returnFocusTo?: HTMLElement | null
}

export function VideoModal({ src, title, close, onClose, returnFocusTo }: VideoModalProps) {
  const closeRef = useRef<HTMLButtonElement>(null)
  const frameRef = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    const opener = returnFocusTo ?? (document.activeElement as HTMLElement | null)
    const page = document.getElementById('root')
    // The page behind is inert and does not scroll while the dialog is open.
    page?.setAttribute('inert', '')
    document.documentElement.classList.add('has-modal')
    closeRef.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onClose()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      page?.removeAttribute('inert')
      document.documentElement.classList.remove('has-modal')
      opener?.focus()
    }
  }, [onClose, returnFocusTo])

  return createPortal(
    <div className="video-modal" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className="video-modal__dialog" role="dialog" aria-modal="true" aria-labelledby="video-modal-title">
        {/* Focus guards: Shift+Tab from the first control lands on the player, Tab past the player back on Close. */}
        <span className="video-modal__guard" tabIndex={0} onFocus={() => frameRef.current?.focus()} />
        <div className="video-modal__bar">
          <h2 id="video-modal-title" className="video-modal__title">
            {title}
          </h2>
          <button ref={closeRef} type="button" className="video-modal__close" onClick={onClose}>
            <Icon name="x" size={20} />
            {close}
          </button>
        </div>
        <div className="video-modal__frame">
          <iframe
            ref={frameRef}
            src={src}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
        <span className="video-modal__guard" tabIndex={0} onFocus={() => closeRef.current?.focus()} />
      </div>
    </div>,
    document.body,
  )
}
