/**
 * The video block's poster and Play Video button, an island: without JavaScript (and until the island starts) a
 * link that opens the video in a new tab; then a button that loads the dialog's code on click
 * (through `useChunk`: a failure or time-out shows a message with a retry under the poster), and only
 * then creates the player's iframe.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ContentImage, Ui } from '../content/config'
import { ChunkError } from './ChunkError'
import { ExternalLink } from './ExternalLink'
import { Icon } from './Icon'
import { Picture } from './Picture'
import { useChunk } from './useChunk'

const loadVideoModal = () => import('./VideoModal')

export interface VideoPlayerProps {
  video: { embedUrl: string; title: string; poster: ContentImage }
  /** The button's words, the dialog's close button and what the chunk-load message calls the player. */
  words: { play: string; close: string; failed: string }
  chunkWords: Ui['chunkError']
}

export function VideoPlayer({ video, words, chunkWords }: VideoPlayerProps) {
  const [hydrated, setHydrated] = useState(false)
  const [open, setOpen] = useState(false)
  const dialog = useChunk(loadVideoModal)
  const playRef = useRef<HTMLButtonElement>(null)
  useEffect(() => setHydrated(true), [])

  // The dialog opens as soon as its code is there: at once, or after a retry.
  const play = () => {
    setOpen(true)
    dialog.load()
  }
  const close = useCallback(() => setOpen(false), [])
  const Modal = open ? dialog.module?.VideoModal : undefined

  const playLabel = (
    <>
      <span className="video__play-icon">
        <Icon name="play" size={28} />
      </span>
      <span className="video__play-text">{words.play}</span>
    </>
  )
  return (
    <>
      <div className="video__poster">
        <Picture image={video.poster} alt="" />
        {hydrated ? (
          <button ref={playRef} type="button" className="video__play" onClick={play}>
            {playLabel}
          </button>
        ) : (
          <ExternalLink className="video__play" href={video.embedUrl}>
            {playLabel}
          </ExternalLink>
        )}
      </div>
      {open && dialog.failed && <ChunkError what={words.failed} words={chunkWords} onRetry={dialog.load} />}
      {Modal && <Modal src={video.embedUrl} title={video.title} close={words.close} onClose={close} returnFocusTo={playRef.current} />}
    </>
  )
}
