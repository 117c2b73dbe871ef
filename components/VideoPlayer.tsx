/**
 * The video block's poster and Play Video, with the player's dialog, drawn as HTML (no React in the
 * browser). Without JavaScript, and until its behaviour starts, Play Video is a link that opens the
 * video in a new tab. The behaviour (behaviours/videoDialog.ts) makes it a button that opens the
 * native `<dialog>` as a modal: the platform keeps focus inside and the page behind inert, Escape
 * and Close close it, and focus returns to Play Video. The player's iframe waits in a `<template>`
 * (inert: nothing of the player loads) until Play Video is pressed, and is removed on close. If the
 * behaviour's script does not load, the chunk-load message shows under the poster, with a retry
 * (renderer/islands.ts), and the link still plays the video.
 */
import { useId } from 'react'
import type { ContentImage, Ui } from '../content/config'
import { ChunkError } from './ChunkError'
import { ExternalLink } from './ExternalLink'
import { Icon } from './Icon'
import { Picture } from './Picture'
import { behaviourRoot } from './behaviourRoot'
import './VideoDialog.css'

export interface VideoPlayerProps {
  video: { embedUrl: string; title: string; poster: ContentImage }
  /** The button's words, the dialog's close button and what the chunk-load message calls the player. */
  words: { play: string; close: string; failed: string }
  chunkWords: Ui['chunkError']
}

export function VideoPlayer({ video, words, chunkWords }: VideoPlayerProps) {
  const titleId = useId()
  return (
    <div className="video__player" {...behaviourRoot('video-dialog')}>
      <div className="video__poster">
        <Picture image={video.poster} alt="" />
        <ExternalLink className="video__play" href={video.embedUrl} data-play="">
          <span className="video__play-icon">
            <Icon name="play" size={28} />
          </span>
          <span className="video__play-text">{words.play}</span>
        </ExternalLink>
      </div>
      <ChunkError what={words.failed} words={chunkWords} />
      <dialog className="video-dialog" aria-labelledby={titleId}>
        {/* Focus guards: Shift+Tab from Close lands on the player, Tab past the player back on Close. */}
        <span className="video-dialog__guard" tabIndex={0} data-guard="to-player" />
        <div className="video-dialog__bar">
          <h2 id={titleId} className="video-dialog__title">
            {video.title}
          </h2>
          <button type="button" className="video-dialog__close" data-close="">
            <Icon name="x" size={20} />
            {words.close}
          </button>
        </div>
        <div className="video-dialog__frame">
          <template>
            <iframe
              src={video.embedUrl}
              title={video.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </template>
        </div>
        <span className="video-dialog__guard" tabIndex={0} data-guard="to-close" />
      </dialog>
    </div>
  )
}
