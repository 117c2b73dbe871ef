/**
 * The video block: a title, a sentence, the video's poster with Play Video (a behaviour,
 * components/VideoPlayer.tsx) and a free quote form (an island, components/QuoteForm.tsx).
 */
import { quoteFormProps, type BlockOf, type BlockSources, type Resolved } from '../../lib/blocks'
import type { Ui } from '../../content/config'
import { Island } from '../Island'
import { QuoteForm } from '../QuoteForm'
import { VideoPlayer } from '../VideoPlayer'
import './Video.css'

/** The video of content/site.json, its words, and the quote form beside it. */
export const videoData = (block: BlockOf<'video'>, s: BlockSources) => ({
  heading: block.heading ?? s.site.video.title,
  video: s.site.video,
  failed: s.ui.video.failed,
  close: s.ui.video.close,
  form: quoteFormProps('all', s),
})

export function Video({
  block,
  id,
  formId,
  chunkWords,
}: {
  block: Resolved<'video', typeof videoData>
  id: string
  formId: string
  chunkWords: Ui['chunkError']
}) {
  const { video } = block
  return (
    <section className="section section--dark video" aria-labelledby={id}>
      <div className="container video__grid">
        <div className="video__media">
          {block.eyebrow && <span className="eyebrow">{block.eyebrow}</span>}
          <h2 id={id}>{block.heading}</h2>
          <p className="video__lead">{block.lead}</p>
          <VideoPlayer
            video={{ embedUrl: video.embedUrl, title: video.title, poster: video.poster }}
            words={{ play: block.play, close: block.close, failed: block.failed }}
            chunkWords={chunkWords}
          />
        </div>
        <div className="video__form">
          <Island component={QuoteForm} props={{ idPrefix: formId, form: block.form, heading: block.formHeading }} />
        </div>
      </div>
    </section>
  )
}
